#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal in line mode, for the accessible form of a prompt: plain lines written, whole
/// lines read as the terminal's line editing gives them, with the loop's clock and deadline.
///
/// The `EventLoop` opens it (`openLines`, `runLines`), so the line form gets its terminal, its
/// clock and its waits where the screen form does, and a test hands both the same scripted host.
@MainActor
package final class LineSession {
    /// What reading a line found.
    package enum Input: Equatable, Sendable {
        /// A line, without its newline (the last line of the input may have none).
        case line([UInt8])
        /// The input ended (Ctrl-D on an empty line) or the terminal went away.
        case end
        /// The deadline passed before a whole line came.
        case timedOut
    }

    private let host: any LoopHost
    private var terminal: (any TerminalConnection)?
    private var reader: DescriptorReader
    /// When the conversation gives up, on the host's clock; nil for never.
    package let deadline: Double?
    /// Bytes read past the last line handed out.
    private var pending: [UInt8] = []
    private var ended = false

    init(host: any LoopHost, terminal: any TerminalConnection, deadline: Double?) {
        self.host = host
        self.terminal = terminal
        self.deadline = deadline
        reader = DescriptorReader(fd: terminal.fd, chunkSize: 4096)
    }

    /// Writes `text` as it is (the caller makes text from users inert).
    package func write(_ text: String) {
        guard let terminal, !text.isEmpty else { return }
        _ = terminal.write(Array(text.utf8), interruptFD: -1, patience: nil)
    }

    /// Reads the next line: waits for it until the deadline.
    package func readLine() -> Input {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                return .line(line)
            }
            if ended || terminal == nil {
                guard !pending.isEmpty else { return .end }
                defer { pending = [] }
                return .line(pending)
            }
            if let deadline, host.now() >= deadline { return .timedOut }
            readMore()
        }
    }

    /// Waits for the terminal (until the deadline) and reads what it has.
    private func readMore() {
        guard let terminal else { return }
        var fds = [pollfd(fd: terminal.fd, events: Int16(POLLIN), revents: 0)]
        let (ready, error) = host.wait(&fds, until: deadline)
        if ready < 0 {
            if error != EINTR { ended = true }
            return
        }
        guard ready > 0 else { return }
        switch reader.read({ pending.append(contentsOf: $0) }) {
        case .data, .wouldBlock: break
        case .end, .failed: ended = true
        }
    }

    /// Lets go of the terminal: nothing more is written or read.
    package func close() {
        terminal = nil
    }
}
