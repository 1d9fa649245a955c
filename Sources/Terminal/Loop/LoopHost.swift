import CShim
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The outside world of a run: the clock, the terminal, the wait for input, and the process's
/// signals. The loop touches none of them but through its host.
///
/// `SystemLoopHost` is the real world (CLOCK_MONOTONIC, `/dev/tty`, `poll`, the C signal
/// handlers). A test hands the loop a scripted host instead: its clock moves only when the loop
/// waits, straight to the time the loop would wake (the next frame, the escape timeout, a timer,
/// the deadline) or to the next scripted key, so every timing rule is checked without real time.
@MainActor
package protocol LoopHost: AnyObject {
    /// Seconds on a clock that never jumps back: the time of every event, frame and timer.
    func now() -> Double
    /// Opens the terminal the run draws on and reads keys from; throws when there is none.
    func openTerminal() throws -> any TerminalConnection
    /// Waits until one of `fds` is ready or the clock reaches `wakeTime` (nil: no limit), and sets
    /// their `revents`. Returns what `poll` returns, and `errno` when that is negative.
    func wait(_ fds: inout [pollfd], until wakeTime: Double?) -> (ready: Int32, error: Int32)
    /// The same wait for the awaiting run, which leaves the main actor free while it waits.
    func waitAwaiting(_ fds: [pollfd], until wakeTime: Double?) async -> (ready: Int32, error: Int32, fds: [pollfd])
    /// Installs the signal handlers; returns the descriptor each caught signal's number arrives
    /// on as a byte, or -1.
    func installSignalHandlers() -> Int32
    /// Puts back the dispositions found before `installSignalHandlers()`.
    func uninstallSignalHandlers()
    /// Whether the parent had the process ignore `signal` (a shell without job control and
    /// SIGTSTP).
    func parentIgnores(_ signal: Int32) -> Bool
    /// The bytes a crash or a fatal signal writes to the terminal before the process dies (none:
    /// an orderly exit already wrote them).
    func setEmergencyRestore(_ bytes: [UInt8])
    /// Stops the process (Ctrl-Z) and returns once it is continued.
    func stopProcess()
    /// Runs `command` with `/bin/sh -c` as the foreground job of `terminal`, which the loop has
    /// given back, and returns how it ended, the terminal the process's again
    /// (``ForegroundCommand``).
    func runInForeground(_ command: [UInt8], terminal: any TerminalConnection) -> ForegroundCommand.Ending
    /// Ends the process by `signal`, after the terminal was given back.
    func endProcess(by signal: Int32)
    /// The loop drew `screen` (the program's region: its own rows inline, the whole terminal full
    /// screen) at `time`, and wrote what changed to the terminal. A scripted host keeps the
    /// frames for a test to read; the real one has nothing to do.
    func drew(_ screen: Screen, at time: Double)
}

extension LoopHost {
    /// The real world keeps no frames.
    package func drew(_ screen: Screen, at time: Double) {}
}

/// The real world: the monotonic clock, the controlling terminal (or a descriptor handed in),
/// `poll`, and the C signal handlers.
@MainActor
package final class SystemLoopHost: LoopHost {
    private let device: TerminalDevice?

    /// A host for the controlling terminal, or for `device` (a pseudo-terminal) when given.
    package init(device: TerminalDevice? = nil) {
        self.device = device
    }

    package func now() -> Double { MonotonicClock.now() }

    package func openTerminal() throws -> any TerminalConnection {
        try device ?? TerminalDevice()
    }

    package func wait(_ fds: inout [pollfd], until wakeTime: Double?) -> (ready: Int32, error: Int32) {
        let ready = poll(&fds, nfds_t(fds.count), Self.milliseconds(until: wakeTime, from: now()))
        return (ready, ready < 0 ? errno : 0)
    }

    package func waitAwaiting(
        _ fds: [pollfd], until wakeTime: Double?
    ) async -> (ready: Int32, error: Int32, fds: [pollfd]) {
        let timeout = Self.milliseconds(until: wakeTime, from: now())
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var fds = fds
                let ready = poll(&fds, nfds_t(fds.count), timeout)
                continuation.resume(returning: (ready, ready < 0 ? errno : 0, fds))
            }
        }
    }

    /// A `poll` timeout: whole milliseconds up to `wakeTime`, rounded up so the loop never wakes
    /// just before it (at most a minute; -1 for none).
    package nonisolated static func milliseconds(until wakeTime: Double?, from now: Double) -> Int32 {
        guard let wakeTime, wakeTime.isFinite else { return -1 }
        return Int32(max(0, min(60_000, ((wakeTime - now) * 1000).rounded(.up))))
    }

    package func installSignalHandlers() -> Int32 { pk_signals_install() }

    package func uninstallSignalHandlers() { pk_signals_uninstall() }

    package func parentIgnores(_ signal: Int32) -> Bool { pk_signal_was_ignored(signal) != 0 }

    package func setEmergencyRestore(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pk_tty_set_restore_bytes($0.baseAddress, $0.count) }
        }
    }

    package func stopProcess() { pk_suspend_self() }

    package func runInForeground(_ command: [UInt8], terminal: any TerminalConnection) -> ForegroundCommand.Ending {
        ForegroundCommand.run(command, terminal: terminal.fd)
    }

    package func endProcess(by signal: Int32) { pk_die_by_signal(signal) }
}
