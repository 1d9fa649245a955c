import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A world for the run loop in which time moves only when the loop waits: a test scripts keys,
/// signals and other events at times of its choosing, and the loop runs its real rounds.
///
/// When the loop waits, the clock jumps straight to the earlier of the loop's wake time (a frame,
/// the escape timeout, a timer, the deadline) and the next scripted event, so a test of a
/// 30-second timeout takes no time at all. Nothing sleeps and nothing polls with a timeout:
/// descriptors are only asked whether they are ready now.
///
/// A loop that would wait for ever with nothing scripted left is hung up (its terminal reads end
/// of file), so a test that forgets to end its run fails with `.hungUp` instead of hanging.
/// With ``waitsForRealWhenIdle`` set, it waits that long in a real `poll` first, for work posted
/// from another thread.
@MainActor
package final class ScriptedLoopHost: LoopHost {
    /// A scripted event.
    private struct Event {
        var time: Double
        var order: Int
        var action: @MainActor () -> Void
    }

    /// The clock, in seconds.
    package private(set) var time: Double
    /// The terminal the loop draws on.
    package let terminal: ScriptedTerminal
    /// How long to wait in a real `poll` when the loop has nothing to wake for and nothing is
    /// scripted, before hanging up (0: hang up at once).
    package var waitsForRealWhenIdle = 0.0
    /// The commands the loop gave the terminal to (`RunContext.runInForeground`), none of which
    /// is run, and whether the terminal was still raw when each was handed it (it must not be).
    package private(set) var foregroundCommands: [(command: [UInt8], terminalWasRaw: Bool)] = []
    /// How each of those commands is said to end.
    package var foregroundEnding = ForegroundCommand.Ending.exited(0)
    /// What happens while such a command has the terminal (the terminal resized, say).
    package var whileInForeground: (@MainActor () -> Void)?
    /// Every time the loop stopped the process (Ctrl-Z).
    package private(set) var stops = 0
    /// The signal the loop ended the process by, if any.
    package private(set) var endingSignal: Int32?
    /// The bytes a crash would write to the terminal now.
    package private(set) var emergencyRestore: [UInt8] = []
    /// Whether the signal handlers are installed.
    package private(set) var signalsInstalled = false
    /// How many times the loop opened the terminal.
    package private(set) var terminalsOpened = 0
    /// Whether the loop asked for a wait it had already passed so often that it would never
    /// get on (a loop that spins): the host hung up instead.
    package private(set) var spun = false
    /// Whether there is a terminal: when false, opening it throws as a process without one does.
    package var hasTerminal = true
    /// Every frame the loop drew and wrote, with the clock then.
    package private(set) var frames: [(time: Double, screen: Screen)] = []
    /// Whether each frame is kept in ``frames``. A benchmark that counts the loop's own work turns
    /// it off: a screen kept is shared with the loop's, which then copies every cell to clear it
    /// for the next frame, work a real terminal's loop never does.
    package var keepsFrames = true

    private var events: [Event] = []
    private var nextOrder = 0
    private var signalRead: Int32 = -1
    private var signalWrite: Int32 = -1
    private var idleWaits = 0

    /// A world at `time` whose terminal is `columns` by `rows`.
    package init(columns: Int = 40, rows: Int = 12, time: Double = 0) {
        self.time = time
        terminal = ScriptedTerminal(columns: columns, rows: rows)
        terminal.clock = { [unowned self] in self.time }
    }

    deinit {
        if signalRead >= 0 { close(signalRead) }
        if signalWrite >= 0 { close(signalWrite) }
    }

    // MARK: The script

    /// Runs `action` when the clock reaches `time` (events at the same time in the order given).
    package func at(_ time: Double, _ action: @escaping @MainActor () -> Void) {
        events.append(Event(time: time, order: nextOrder, action: action))
        nextOrder += 1
        events.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    }

    /// Types `text` on the terminal at `time`.
    package func type(_ text: String, at time: Double) {
        at(time) { [terminal] in terminal.type(text) }
    }

    /// Delivers `signal` to the loop at `time`, as the C handlers would.
    package func send(_ signal: Int32, at time: Double) {
        at(time) { [unowned self] in self.deliver(signal) }
    }

    /// Makes the terminal `columns` by `rows` at `time`, with the SIGWINCH that tells of it.
    package func resize(columns: Int, rows: Int, at time: Double) {
        at(time) { [unowned self] in
            terminal.columns = columns
            terminal.rows = rows
            deliver(SIGWINCH)
        }
    }

    /// The terminal goes away at `time`: reading it finds end of file.
    package func hangUp(at time: Double) {
        at(time) { [terminal] in terminal.hangUp() }
    }

    private func deliver(_ signal: Int32) {
        guard signalWrite >= 0 else { return }
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(signalWrite, &byte, 1)
    }

    // MARK: LoopHost

    package func now() -> Double { time }

    package func openTerminal() throws -> any TerminalConnection {
        guard hasTerminal else { throw TerminalError("cannot open the terminal: the test terminal is not connected") }
        terminalsOpened += 1
        return terminal
    }

    package func drew(_ screen: Screen, at time: Double) {
        if keepsFrames { frames.append((time, screen)) }
    }

    package func wait(_ fds: inout [pollfd], until wakeTime: Double?) -> (ready: Int32, error: Int32) {
        while true {
            terminal.feedPendingInput()
            let ready = poll(&fds, nfds_t(fds.count), 0)
            if ready != 0 {
                idleWaits = 0
                return (ready, ready < 0 ? errno : 0)
            }
            if let event = events.first, event.time <= wakeTime ?? .infinity {
                events.removeFirst()
                time = max(time, event.time)
                event.action()
                continue
            }
            if let wakeTime {
                // A loop that keeps asking to wake at a time already passed never gets on.
                if wakeTime <= time {
                    idleWaits += 1
                    if idleWaits > 10_000 {
                        spun = true
                        terminal.hangUp(droppingUnread: true)
                        continue
                    }
                } else {
                    idleWaits = 0
                }
                time = max(time, wakeTime)
                return (0, 0)
            }
            if waitsForRealWhenIdle > 0 {
                let ready = poll(&fds, nfds_t(fds.count), Int32(waitsForRealWhenIdle * 1000))
                if ready != 0 { return (ready, ready < 0 ? errno : 0) }
            }
            // Nothing can happen any more: hang up, and if that is no news either (the terminal is
            // not among what the loop waits on), fail the wait rather than hang.
            guard !terminal.isHungUp else { return (-1, EDEADLK) }
            // Typed bytes the loop does not read (it no longer waits on the terminal) are dropped.
            terminal.hangUp(droppingUnread: terminal.isHangingUp)
        }
    }

    package func waitAwaiting(
        _ fds: [pollfd], until wakeTime: Double?
    ) async -> (ready: Int32, error: Int32, fds: [pollfd]) {
        await Task.yield()
        var fds = fds
        let (ready, error) = wait(&fds, until: wakeTime)
        return (ready, error, fds)
    }

    package func installSignalHandlers() -> Int32 {
        if signalRead < 0 {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { return -1 }
            for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
            (signalRead, signalWrite) = (fds[0], fds[1])
        }
        signalsInstalled = true
        return signalRead
    }

    package func uninstallSignalHandlers() { signalsInstalled = false }

    package func parentIgnores(_ signal: Int32) -> Bool { false }

    package func setEmergencyRestore(_ bytes: [UInt8]) { emergencyRestore = bytes }

    package func stopProcess() { stops += 1 }

    package func endProcess(by signal: Int32) { endingSignal = signal }

    package func runInForeground(_ command: [UInt8], terminal: any TerminalConnection) -> ForegroundCommand.Ending {
        foregroundCommands.append((command, self.terminal.isRaw))
        whileInForeground?()
        return foregroundEnding
    }
}

/// The terminal of a `ScriptedLoopHost`: keys come from a pipe the script writes to, and what the
/// loop writes is kept, with the time of each write.
@MainActor
package final class ScriptedTerminal: TerminalConnection {
    /// One write of the loop.
    package struct Write: Equatable {
        /// The clock when it was written.
        package var time: Double
        /// What was written.
        package var bytes: [UInt8]
    }

    package let fd: Int32
    private var input: Int32
    package var columns: Int
    package var rows: Int
    /// Whether the loop has the terminal in raw mode.
    package private(set) var isRaw = false
    /// Whether the echo is off for a secret line.
    package private(set) var isEchoOff = false
    /// Each time the loop switched to raw mode, whether it discarded the input not read yet.
    package private(set) var rawModeEntries: [Bool] = []
    /// Every write, in order.
    package private(set) var writes: [Write] = []
    /// Whether the terminal went away.
    package var isHungUp: Bool { input < 0 }
    /// What was typed and is not in the pipe yet, from `pendingStart` on.
    private var pendingInput: [UInt8] = []
    private var pendingStart = 0
    /// Whether the keyboard's end closes as soon as `pendingInput` is written.
    private var hangsUpWhenRead = false
    var clock: () -> Double = { 0 }
    /// Whether the terminal answers the device attributes question (`CSI c`) the moment it is
    /// written, as every terminal does.
    package var answersDeviceAttributes = true
    /// The colour the terminal answers the background question (OSC 11) with, such as
    /// `rgb:ffff/ffff/ffff`; nil for a terminal that does not know the question.
    package var backgroundAnswer: String?

    init(columns: Int, rows: Int) {
        var fds: [Int32] = [-1, -1]
        precondition(pipe(&fds) == 0, "a pipe for the scripted terminal")
        // Both ends never block: the loop reads on the thread that types, so typing more than the
        // pipe holds waits in `pendingInput` until the loop has read what went before.
        for end in fds { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        fd = fds[0]
        input = fds[1]
        self.columns = columns
        self.rows = rows
    }

    deinit {
        close(fd)
        if input >= 0 { close(input) }
    }

    /// Everything written, as one text.
    package var output: String {
        String(decoding: writes.flatMap(\.bytes), as: UTF8.self)
    }

    /// Types `text` (bytes the loop reads as keys).
    package func type(_ text: String) {
        guard input >= 0, !hangsUpWhenRead else { return }
        pendingInput.append(contentsOf: text.utf8)
        feedPendingInput()
    }

    /// Writes as much of what was typed as the pipe takes; the rest waits for the loop to read.
    package func feedPendingInput() {
        while input >= 0, pendingStart < pendingInput.count {
            let written = pendingInput[pendingStart...].withUnsafeBytes {
                systemWrite(input, $0.baseAddress, $0.count)
            }
            guard written > 0 else { break }
            pendingStart += written
        }
        if pendingStart == pendingInput.count {
            pendingInput.removeAll(keepingCapacity: false)
            pendingStart = 0
            if hangsUpWhenRead { closeInput() }
        }
    }

    /// Closes the keyboard's end once everything typed before is in the pipe: the loop reads end
    /// of file after it.
    package func hangUp(droppingUnread: Bool = false) {
        guard input >= 0 else { return }
        hangsUpWhenRead = true
        if droppingUnread { pendingInput.removeAll() }
        pendingStart = min(pendingStart, pendingInput.count)
        feedPendingInput()
    }

    /// Whether `hangUp()` was asked and waits for the loop to read what was typed before.
    package var isHangingUp: Bool { hangsUpWhenRead && input >= 0 }

    private func closeInput() {
        close(input)
        input = -1
    }

    package func enterRawMode(discardingInput: Bool) throws {
        isRaw = true
        rawModeEntries.append(discardingInput)
    }

    package func enterLineModeWithoutEcho() throws { isEchoOff = true }

    package func restore() {
        isRaw = false
        isEchoOff = false
    }

    package func size() -> (columns: Int, rows: Int) { (columns, rows) }

    package func write(_ bytes: [UInt8], interruptFD: Int32, patience: Double?) -> TerminalDevice.WriteResult {
        writes.append(Write(time: clock(), bytes: bytes))
        answerQuestions(in: bytes)
        return .written
    }

    /// Types the answers to the questions in `bytes`, in the order they were asked.
    private func answerQuestions(in bytes: [UInt8]) {
        let background = Array("\u{1B}]11;?".utf8), attributes = Array("\u{1B}[c".utf8)
        var index = 0
        while index < bytes.count {
            // Both questions start with ESC: the bytes between escapes are passed over at once
            // (a frame is mostly text, and this runs on every write).
            if bytes[index] != 0x1B {
                index += 1
                continue
            }
            if bytes[index...].starts(with: background) {
                if let backgroundAnswer { type("\u{1B}]11;\(backgroundAnswer)\u{1B}\\") }
                index += background.count
            } else if bytes[index...].starts(with: attributes) {
                if answersDeviceAttributes { type("\u{1B}[?62;22c") }
                index += attributes.count
            } else {
                index += 1
            }
        }
    }
}

/// The C library's write(2), reachable from inside a type that has its own `write`.
private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, pointer, count)
}
