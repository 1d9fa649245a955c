import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing answers and errors. Every write of an answer is checked: a script must be able to
/// trust the exit status, so an answer that could not be written is an error of its own.
enum Output {
    /// Why the answer could not be written.
    struct WriteError: Error, CustomStringConvertible {
        let description: String
    }

    /// An answer as printed: its bytes, without the byte that ends it (a newline, or NUL with
    /// `--print0`). An item read from standard input is answered with its bytes as they came,
    /// even where they are not UTF-8.
    struct Answer {
        var bytes: [UInt8]
        /// The byte that ends the answer, and each of its lines: a newline, or NUL (`--print0`).
        var terminator: UInt8 = 0x0A
        /// The answer is a no (`picker confirm`): printed, and the exit status says no (1).
        var declines = false
        /// Whether there is anything to print: `picker confirm` answers with its status alone.
        var isPrinted = true

        init(_ text: String) { bytes = Array(text.utf8) }
        init(bytes: [UInt8]) { self.bytes = bytes }

        /// An answer of several lines, each ended by `terminator` (the last by ``print(_:)``).
        init(lines: [[UInt8]], terminator: UInt8) {
            var bytes: [UInt8] = []
            for (offset, line) in lines.enumerated() {
                if offset > 0 { bytes.append(terminator) }
                bytes += line
            }
            self.bytes = bytes
            self.terminator = terminator
        }
    }

    /// The declaration of `--print0` for the subcommands whose answer may be several lines:
    /// `help` says what the lines are.
    static func print0Option<Settings>(
        help: @autoclosure @escaping @Sendable () -> String, _ part: @escaping Part<Settings, Bool>
    ) -> Option<Settings> {
        Option<Bool>.flag("--print0", help: help()) { $0 = true }.lifted(part)
    }

    /// Prints the answer and its terminator (a newline, or NUL) on standard output (nothing for
    /// an answer that is not printed).
    static func print(_ answer: Answer) throws {
        guard answer.isPrinted else { return }
        try write(STDOUT_FILENO, answer.bytes + [answer.terminator])
    }

    /// Prints a line on standard output.
    static func print(_ line: String) throws {
        try write(STDOUT_FILENO, Array((line + "\n").utf8))
    }

    /// Prints text of the program's own (help, a completion script) on standard output as it is.
    static func print(text: String) throws {
        try write(STDOUT_FILENO, Array(text.utf8))
    }

    /// Prints a one-line error on standard error, prefixed with the command's name. The message
    /// is made inert: it may quote what the user typed.
    static func error(_ message: String) {
        let oneLine = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        try? write(STDERR_FILENO, Array(("picker: " + InertText.make(oneLine) + "\n").utf8))
    }

    /// Writes text of the program's own (the help) on standard error as it is.
    static func errorText(_ text: String) {
        try? write(STDERR_FILENO, Array((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Writes every byte, with SIGPIPE blocked meanwhile: a reader that has gone (`| head`,
    /// `| true`) makes the write fail with EPIPE, reported as an error (status 74), instead of
    /// ending the process by SIGPIPE (141) with nothing said. The signal the failed write raised
    /// is taken before SIGPIPE is unblocked; the disposition is left alone, so what the process
    /// starts later (a preview's command) inherits none of this.
    private static func write(_ fd: Int32, _ bytes: [UInt8]) throws {
        var pipeSignal = sigset_t()
        var before = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &before)
        var pending = sigset_t()
        sigpending(&pending)
        let wasPending = sigismember(&pending, SIGPIPE) == 1
        defer {
            sigpending(&pending)
            if !wasPending && sigismember(&pending, SIGPIPE) == 1 {
                var taken: Int32 = 0
                sigwait(&pipeSignal, &taken)  // pending: returns at once
            }
            pthread_sigmask(SIG_SETMASK, &before, nil)
        }
        if let reason = writeAll(bytes, to: fd) {
            throw WriteError(description: "cannot write the answer to standard output: \(reason)")
        }
    }

    /// Writes all of `bytes` to `fd`, again after an interrupted or short write: nil, or the
    /// system's reason it could not (the answer's write, and `--remember`'s file).
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n > 0 {
                offset += n
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                return n < 0 ? String(cString: strerror(errno)) : "nothing was written"
            }
        }
        return nil
    }
}

/// Just enough JSON for answers: objects, arrays, strings, numbers and booleans, escaped per RFC 8259.
enum JSONText {
    /// A JSON value.
    indirect enum Value {
        case string(String)
        case number(Int)
        case array([Value])
        /// A number written exactly (`71.0`, with its step's decimals), `true`, `false` or `null`,
        /// as it is.
        case literal(String)
    }

    /// An object with keys in the given order.
    static func object(_ members: [(String, Value)]) -> String {
        "{" + members.map { quote($0.0) + ":" + render($0.1) }.joined(separator: ",") + "}"
    }

    /// One value as text.
    static func render(_ value: Value) -> String {
        switch value {
        case .string(let s): quote(s)
        case .number(let n): String(n)
        case .array(let items): "[" + items.map(render).joined(separator: ",") + "]"
        case .literal(let text): text
        }
    }

    /// A JSON string literal.
    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// The C library's write(2), reachable from inside a type that has its own `write`.
private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, pointer, count)
}
