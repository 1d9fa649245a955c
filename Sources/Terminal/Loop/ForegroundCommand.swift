import CShim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A shell command given the terminal while a program waits (fzf's `execute`), or run in place of
/// the process (fzf's `become`).
///
/// A widget never opens the terminal: it asks the run with ``RunContext/runInForeground(_:then:)``.
/// The loop gives the terminal back as Ctrl-Z does (the alternate screen left or the inline region
/// erased, the saved settings restored, the cursor shown), runs `/bin/sh -c` as the terminal's
/// foreground job — Ctrl-C and Ctrl-Z typed go to the command, not the program — and, when it has
/// ended, takes the terminal again (raw mode, the region, a full frame at the terminal's size now)
/// and hands the completion its ``Ending``.
public enum ForegroundCommand {
    /// How a command ended.
    public enum Ending: Sendable, Equatable {
        /// It exited with this status (127: the shell could not run it).
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)
        /// It could not be started (the reason).
        case notStarted(String)

        /// Whether it exited with status 0.
        public var succeeded: Bool { self == .exited(0) }

        /// The ending a wait status reports.
        package init(waitStatus status: Int32) {
            let signal = status & 0x7F
            self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
        }
    }

    /// Runs `command` with `/bin/sh -c` as the foreground job of the terminal `fd`, which the
    /// caller has given back; returns once it has ended, the terminal this process's again.
    package static func run(_ command: [UInt8], terminal fd: Int32) -> Ending {
        var status: Int32 = 0
        let result = withCString(command) { pk_run_foreground(fd, $0, &status) }
        guard result == 0 else { return .notStarted(String(cString: strerror(errno))) }
        return Ending(waitStatus: status)
    }

    /// Replaces the process with `/bin/sh -c command`, its standard input the terminal (fzf's
    /// `become`): its output and its exit status are the process's from then on. Call it once the
    /// run has ended and given the terminal back. Returns only when the shell cannot be started,
    /// with the reason.
    public static func become(_ command: [UInt8]) -> String {
        withCString(command) { String(cString: pk_become($0)) }
    }

    /// `bytes` as a C string (a NUL would end it: dropped).
    private static func withCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        let text = bytes.filter { $0 != 0 } + [0]
        return text.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
