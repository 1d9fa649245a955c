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
    /// Creates an error with its explanation.
    public init(_ description: String) { self.description = description }

    static func system(_ what: String) -> TerminalError {
        TerminalError("\(what): \(String(cString: strerror(errno)))")
    }
}

/// The controlling terminal (`/dev/tty`): raw mode, size, writing.
///
/// The picker is drawn here and keys are read from here, never from standard input, which may be
/// the pipe of items, and never on standard output, which carries the answer.
public final class TerminalDevice {
    /// The open file descriptor of `/dev/tty`.
    public let fd: Int32
    private var isRaw = false

    /// Opens the controlling terminal; throws when the process has none.
    public init() throws {
        let fd = pk_tty_open()
        guard fd >= 0 else { throw TerminalError.system("cannot open the terminal /dev/tty") }
        guard isatty(fd) == 1 else {
            close(fd)
            throw TerminalError("/dev/tty is not a terminal")
        }
        self.fd = fd
    }

    deinit {
        if isRaw { _ = pk_tty_restore() }
        close(fd)
    }

    /// Switches to raw mode: keys arrive one by one, unechoed, with Ctrl-C and Ctrl-Z as bytes.
    public func enterRawMode() throws {
        guard pk_tty_enter_raw(fd) == 0 else { throw TerminalError.system("cannot set the terminal to raw mode") }
        isRaw = true
    }

    /// Writes the restore bytes and puts back the terminal settings found before raw mode.
    public func restore() {
        _ = pk_tty_restore()
        isRaw = false
    }

    /// The size in columns and rows (80x24 when the terminal does not say).
    public func size() -> (columns: Int, rows: Int) {
        var ws = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
            return (Int(ws.ws_col), Int(ws.ws_row))
        }
        return (80, 24)
    }

    /// Writes every byte, retrying after interrupts and full buffers.
    public func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0 && (errno == EINTR || errno == EAGAIN) {
                    var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&p, 1, 100)
                } else {
                    return
                }
            }
        }
    }

    /// Writes a string's UTF-8 bytes.
    public func write(_ text: String) { write(Array(text.utf8)) }
}

/// The C library's write(2), reachable from inside a type that has its own `write`.
private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, pointer, count)
}
