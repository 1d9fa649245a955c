import Foundation
import PickerCore
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The accessible form of a date prompt: one typed line, with the form to use and the value
/// Enter keeps, on `/dev/tty` with no cursor movement or colour (as ``LinePrompt``, which asks
/// for a choice among rows rather than for text).
@MainActor
struct DateLinePrompt {
    private let tty: Int32
    private let deadline: Double?

    /// Opens the terminal; `timeout` counts from now.
    init(timeout: Double?) throws {
        let fd = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw TerminalError("cannot open the terminal /dev/tty") }
        tty = fd
        deadline = timeout.map { MonotonicClock.now() + $0 }
    }

    /// Closes the terminal.
    func close() { closeTerminal(tty) }

    /// Writes one line (made inert).
    func say(_ text: String) {
        write(InertText.make(text) + "\n")
    }

    /// Asks `question` until `parse` accepts the line typed (an empty line is `keep`); each
    /// refusal is said, and the question asked again. End of input cancels.
    func ask<Value: Sendable>(
        _ question: String, keep: Value, parse: (String) -> Result<Value, PromptError>
    ) -> PromptOutcome<Value> {
        while true {
            write(InertText.make(question))
            let line: String
            switch readLine() {
            case .answered(let text): line = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case .cancelled: return .cancelled
            case .interrupted: return .interrupted
            case .timedOut: return .timedOut
            case .hungUp: return .hungUp
            }
            if line.isEmpty { return .answered(keep) }
            switch parse(line) {
            case .success(let value): return .answered(value)
            case .failure(let error): say(error.description)
            }
        }
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { _ = writeTerminal(tty, $0.baseAddress, $0.count) }
    }

    /// Reads one line; end of input on an empty line cancels.
    private func readLine() -> PromptOutcome<String> {
        var line: [UInt8] = []
        while true {
            if let deadline {
                let left = deadline - MonotonicClock.now()
                var p = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
                if left <= 0 || poll(&p, 1, Int32(min(left * 1000, 60_000).rounded(.up))) == 0 {
                    if MonotonicClock.now() >= deadline { return .timedOut }
                    continue
                }
            }
            var byte: UInt8 = 0
            let n = read(tty, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return line.isEmpty ? .cancelled : .answered(String(decoding: line, as: UTF8.self)) }
            if byte == UInt8(ascii: "\n") { return .answered(String(decoding: line, as: UTF8.self)) }
            line.append(byte)
        }
    }
}

/// The C library's close(2), reachable from inside a type that has its own `close`.
private func closeTerminal(_ fd: Int32) {
    _ = close(fd)
}

/// The C library's write(2), reachable from inside a type that has its own `write`.
private func writeTerminal(_ fd: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, pointer, count)
}
