#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file descriptor in chunks: the one reader used for the terminal, for standard input
/// carrying items, and for any other descriptor a program watches.
package struct DescriptorReader {
    /// What one read found.
    package enum Outcome: Equatable {
        /// This many bytes were handed to the body.
        case data(Int)
        /// End of file: the writer closed its end (or the terminal hung up).
        case end
        /// Nothing to read now (a non-blocking descriptor).
        case wouldBlock
        /// The read failed with this `errno` (not EINTR, which is retried).
        case failed(Int32)
    }

    /// The descriptor read.
    package let fd: Int32
    private var buffer: [UInt8]

    /// The most bytes one read takes: a read that returns fewer has taken everything that had
    /// arrived.
    package var chunkSize: Int { buffer.count }

    /// A reader of `fd` with a buffer of `chunkSize` bytes.
    package init(fd: Int32, chunkSize: Int = 1 << 16) {
        self.fd = fd
        buffer = [UInt8](repeating: 0, count: max(1, chunkSize))
    }

    /// Reads once (retrying after EINTR) and hands what arrived to `body`.
    package mutating func read(_ body: (UnsafeRawBufferPointer) -> Void) -> Outcome {
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                return .data(count)
            }
            if count == 0 { return .end }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed(errno)
            }
        }
    }

    /// Whether a read would not block now (data, end of file or an error is waiting).
    package func isReadable(timeoutMilliseconds: Int32 = 0) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, timeoutMilliseconds) > 0
    }

    /// Reads until end of file, handing every chunk to `body`, which may stop the reading early by
    /// returning false. Returns the last outcome (`.end` when the whole input was read).
    package mutating func readToEnd(_ body: (UnsafeRawBufferPointer) -> Bool) -> Outcome {
        while true {
            var keepGoing = true
            let outcome = read { keepGoing = body($0) }
            switch outcome {
            case .data:
                if !keepGoing { return outcome }
            case .wouldBlock:
                _ = isReadable(timeoutMilliseconds: -1)
            case .end, .failed:
                return outcome
            }
        }
    }

    /// The text of an `errno` value.
    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// The C library's read(2), reachable from inside a type that has its own `read`.
private func systemRead(_ fd: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, pointer, count)
}
