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
        /// Ctrl-C while a secret line was read (`readSecretLine`).
        case interrupted
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
        readLine(signals: -1)
    }

    /// Reads the next line with the terminal's echo off (a password): its line editing and signal
    /// keys stay on. The terminal is given back whatever ends the read — the line, end of input,
    /// Ctrl-C (`.interrupted`), the deadline, a hang-up; Ctrl-Z gives it back while the process is
    /// stopped, and a signal that ends the process gives it back before the process ends by it.
    package func readSecretLine() -> Input {
        guard let terminal else { return .end }
        let signals = host.installSignalHandlers()
        defer { host.uninstallSignalHandlers() }
        // Nothing on the screen to undo: no modes were turned on.
        host.setEmergencyRestore([])
        do {
            try terminal.enterLineModeWithoutEcho()
        } catch {
            return .end
        }
        let input = readLine(signals: signals)
        self.terminal?.restore()
        // The newline typed was echoed; any other ending leaves the cursor after the question.
        if case .line = input {} else { write("\n") }
        return input
    }

    private func readLine(signals: Int32) -> Input {
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
            if let ending = readMore(signals: signals) { return ending }
        }
    }

    /// Waits for the terminal (until the deadline) and reads what it has; with `signals` (a
    /// descriptor of the host's signal handlers, or -1), acts on the signals that came.
    private func readMore(signals: Int32) -> Input? {
        guard let terminal else { return nil }
        var fds = [pollfd(fd: terminal.fd, events: Int16(POLLIN), revents: 0)]
        if signals >= 0 { fds.append(pollfd(fd: signals, events: Int16(POLLIN), revents: 0)) }
        let (ready, error) = host.wait(&fds, until: deadline)
        if ready < 0 {
            if error != EINTR { ended = true }
            return nil
        }
        if signals >= 0, fds[1].revents & Int16(POLLIN) != 0, let ending = takeSignals(signals, terminal) {
            return ending
        }
        guard fds[0].revents != 0 else { return nil }
        switch reader.read({ pending.append(contentsOf: $0) }) {
        case .data, .wouldBlock: break
        case .end, .failed: ended = true
        }
        return nil
    }

    /// Acts on the signals caught while the echo was off: Ctrl-C ends the read; Ctrl-Z gives the
    /// terminal back while the process is stopped; a signal that ends the process gives it back
    /// and ends it by the same signal.
    private func takeSignals(_ signals: Int32, _ terminal: any TerminalConnection) -> Input? {
        var received = [UInt8](repeating: 0, count: 64)
        let count = max(0, systemRead(signals, &received, received.count))
        for signal in received[0..<count].map(Int32.init) {
            switch signal {
            case SIGINT:
                return .interrupted
            case SIGTSTP:
                terminal.restore()
                if !host.parentIgnores(SIGTSTP) { host.stopProcess() }
                try? terminal.enterLineModeWithoutEcho()
            case SIGWINCH, SIGCONT:
                continue
            default:
                terminal.restore()
                write("\n")
                host.uninstallSignalHandlers()
                host.endProcess(by: signal)
            }
        }
        return nil
    }

    /// Lets go of the terminal: nothing more is written or read.
    package func close() {
        terminal = nil
    }
}

/// The C library's read(2), reachable from inside a type that has its own `readLine`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
