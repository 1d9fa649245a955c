import CShim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the terminal could not be used.
public struct TerminalError: Error, CustomStringConvertible, Sendable {
    /// A one-line explanation.
    public let description: String
    /// Why, where a caller acts on it.
    package let reason: Reason

    /// What went wrong, where a caller acts on it.
    package enum Reason: Sendable {
        /// The terminal is taken by another process of this library (another picker is on it).
        case inUse
        /// A signal that ends the process came while the process waited in the background for
        /// the terminal.
        case interrupted
        /// No terminal, or another failure of the system.
        case other
    }

    /// Creates an error with its explanation.
    public init(_ description: String) {
        self.description = description
        reason = .other
    }

    package init(_ description: String, reason: Reason) {
        self.description = description
        self.reason = reason
    }

    static func system(_ what: String) -> TerminalError {
        TerminalError("\(what): \(String(cString: strerror(errno)))")
    }

    /// Another picker holds the terminal.
    package static let inUse = TerminalError(
        "another picker is using this terminal; run one picker at a time",
        reason: .inUse)

    /// The error for what `pk_tty_enter_raw` or `pk_tty_enter_noecho` returned, saying it failed
    /// to `what`.
    static func taking(_ result: Int32, _ what: String) -> TerminalError {
        if result == PK_TTY_IN_USE { return inUse }
        if errno == EINTR { return TerminalError("\(what): interrupted by a signal", reason: .interrupted) }
        return system(what)
    }
}

/// The controlling terminal (`/dev/tty`): raw mode, size, writing.
///
/// The picker is drawn here and keys are read from here, never from standard input, which may be
/// the pipe of items, and never on standard output, which carries the answer.
///
/// The descriptor is non-blocking: a terminal that stops reading (a stalled ssh, a paused pane)
/// never holds a write, or a signal handler, hostage.
package final class TerminalDevice {
    /// The open file descriptor of the terminal.
    package let fd: Int32
    private let ownsDescriptor: Bool
    private var isRaw = false

    /// Opens the controlling terminal; throws when the process has none.
    package init() throws {
        let fd = pk_tty_open()
        guard fd >= 0 else { throw TerminalError.system("cannot open the terminal /dev/tty") }
        guard isatty(fd) == 1 else {
            close(fd)
            throw TerminalError("/dev/tty is not a terminal")
        }
        self.fd = fd
        ownsDescriptor = true
        Self.makeNonBlocking(fd)
    }

    /// Uses an open terminal descriptor (the slave side of a pseudo-terminal in a test); the
    /// caller keeps it open.
    package init(descriptor: Int32) throws {
        guard isatty(descriptor) == 1 else { throw TerminalError("descriptor \(descriptor) is not a terminal") }
        fd = descriptor
        ownsDescriptor = false
        Self.makeNonBlocking(descriptor)
    }

    /// Whether the process has a terminal to ask on.
    package static var isAvailable: Bool {
        let fd = pk_tty_open()
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return isatty(fd) == 1
    }

    deinit {
        if isRaw { _ = pk_tty_restore() }
        if ownsDescriptor { close(fd) }
    }

    private static func makeNonBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
    }

    /// Switches to raw mode: keys arrive one by one, unechoed, with Ctrl-C and Ctrl-Z as bytes.
    /// `discardingInput` drops what was typed before and not read yet. Taking the terminal first
    /// waits for the foreground (a job started in the background waits for `fg`) and claims it:
    /// while another picker holds it, this throws `TerminalError.inUse` and changes nothing.
    package func enterRawMode(discardingInput: Bool) throws {
        let result = pk_tty_enter_raw(fd, discardingInput ? 1 : 0)
        guard result == 0 else { throw TerminalError.taking(result, "cannot set the terminal to raw mode") }
        isRaw = true
    }

    /// Turns the echo off, keeping lines, line editing and the signal keys (and the echo of the
    /// newline that ends a line); the terminal is taken as by `enterRawMode(discardingInput:)`.
    package func enterLineModeWithoutEcho() throws {
        let result = pk_tty_enter_noecho(fd)
        guard result == 0 else { throw TerminalError.taking(result, "cannot turn the terminal's echo off") }
        isRaw = true
    }

    /// Writes the restore bytes and puts back the terminal settings found before raw mode.
    package func restore() {
        _ = pk_tty_restore()
        isRaw = false
    }

    /// The size in columns and rows (80x24 when the terminal does not say).
    package func size() -> (columns: Int, rows: Int) {
        var ws = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
            return (Int(ws.ws_col), Int(ws.ws_row))
        }
        return (80, 24)
    }

    /// How a write ended.
    package enum WriteResult: Equatable {
        /// Every byte was written.
        case written
        /// A signal arrived on `interruptFD`, or the patience ran out, while the terminal was not
        /// taking bytes: the rest was dropped so the signal can be handled.
        case interrupted
        /// The terminal is gone (or another error): the rest was dropped.
        case failed
    }

    /// Writes every byte. While the terminal does not take them, waits for it — or for a byte on
    /// `interruptFD` (the signal pipe), which abandons the write — for at most `patience` seconds
    /// in all (nil: as long as it takes).
    @discardableResult
    package func write(_ bytes: [UInt8], interruptFD: Int32 = -1, patience: Double? = nil) -> WriteResult {
        guard !bytes.isEmpty else { return .written }
        let deadline = patience.map { MonotonicClock.now() + $0 }
        return bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 {
                    offset += n
                    continue
                }
                guard n < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK else { return .failed }
                var fds = [
                    pollfd(fd: fd, events: Int16(POLLOUT), revents: 0),
                    pollfd(fd: interruptFD, events: Int16(POLLIN), revents: 0),
                ]
                var timeout: Int32 = -1
                if let deadline {
                    let left = deadline - MonotonicClock.now()
                    guard left > 0 else { return .interrupted }
                    timeout = Int32(min(60_000, (left * 1000).rounded(.up)))
                }
                let ready = poll(&fds, interruptFD >= 0 ? 2 : 1, timeout)
                if ready < 0 && errno != EINTR { return .failed }
                if interruptFD >= 0 && fds[1].revents & Int16(POLLIN) != 0 { return .interrupted }
                if fds[0].revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return .failed }
            }
            return .written
        }
    }

    /// Writes a string's UTF-8 bytes.
    @discardableResult
    package func write(_ text: String, interruptFD: Int32 = -1) -> WriteResult {
        write(Array(text.utf8), interruptFD: interruptFD)
    }
}

/// The C library's write(2), reachable from inside a type that has its own `write`.
private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, pointer, count)
}
