#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a running program, and every widget in it, may ask of the run: the time, ending the run,
/// timers, the bell, watching a file descriptor, work handed in from other threads, a redraw, and
/// settling before a commit.
///
/// The `EventLoop` owns the clock and the terminal and hands its context to the program in every
/// `handle` and `advance`. Nothing else reads a clock or writes to the terminal, so a test drives
/// time by hand: create a context, set `now`, and pass it in.
///
/// ```swift
/// let context = RunContext(now: 0)
/// _ = picker.handle(.key(.down, []), context: context)
/// context.now = 0.5
/// _ = picker.advance(context: context)
/// ```
@MainActor
public final class RunContext {
    /// An action waiting for its time.
    private struct Timer {
        var id: Int
        var time: Double
        var action: @MainActor () -> Void
    }

    /// A file descriptor watched besides the terminal, its reader, and what to do with what
    /// arrives on it.
    package final class Watch {
        let fd: Int32
        var reader: DescriptorReader
        let onData: @MainActor (UnsafeRawBufferPointer) -> Void
        let onEnd: @MainActor () -> Void
        let onFailure: @MainActor (String) -> Void

        init(
            fd: Int32, onData: @escaping @MainActor (UnsafeRawBufferPointer) -> Void,
            onEnd: @escaping @MainActor () -> Void, onFailure: @escaping @MainActor (String) -> Void
        ) {
            self.fd = fd
            reader = DescriptorReader(fd: fd)
            self.onData = onData
            self.onEnd = onEnd
            self.onFailure = onFailure
        }
    }

    /// The time of the event or frame being handled, in seconds on the loop's monotonic clock.
    public var now: Double
    /// When the run gives up (`EventLoopOptions.timeout`), on the same clock as `now`; nil when
    /// it waits for ever. A prompt shows the seconds left from it.
    public package(set) var deadline: Double?
    /// How the run is to end, once something asked it to.
    public private(set) var completion: Completion?
    /// The program being run (set by the loop; a test may set it to reach a program's services).
    public weak var program: TerminalProgram?
    /// The background the terminal draws on, for a program to pick its palette by: what
    /// `TerminalTraits.background` says, else dark until the terminal answers the loop's question
    /// (OSC 11) otherwise — then the loop sets it and draws a frame. No widget asks the terminal
    /// itself.
    public package(set) var background: TerminalBackground = .dark
    /// Whether motion settles at once (`TerminalTraits.reducesMotion`, set by the loop): a widget
    /// that animates lands where it was going in the frame that started the motion — no spin,
    /// fling or slide — while what the user holds (a drag) still follows the pointer.
    public var reducesMotion = false

    /// A command to give the terminal to, and what to call when it has ended.
    package struct ForegroundRequest {
        package var command: [UInt8]
        package var completion: @MainActor (ForegroundCommand.Ending) -> Void
    }

    private var timers: [Timer] = []
    /// Commands asked for with ``runInForeground(_:then:)`` that the loop has not run yet.
    package private(set) var foregroundRequests: [ForegroundRequest] = []
    private var nextTimerID = 0
    package private(set) var watches: [Watch] = []
    package private(set) var bellsRequested = 0
    package var needsDisplay = false
    /// What other threads hand the loop (`post(_:)`), and the wake-up of a waiting loop.
    package nonisolated let mailbox = LoopMailbox()

    /// Creates a context at time `now`.
    public init(now: Double = 0) {
        self.now = now
        // The first timer's array is made here, at the start: growing it from empty makes the
        // array's type at run time (some 11 K instructions, once), which would otherwise fall on
        // the way of the first key that sets one (a wheel's quiet spin does) to its frame.
        timers.reserveCapacity(4)
    }

    /// Ends the run with `completion` once the event being handled is done. The first request
    /// wins: a later one does not change how the run ends.
    public func finish(_ completion: Completion) {
        guard self.completion == nil else { return }
        self.completion = completion
        mailbox.wake()
    }

    /// Runs `action` `delay` seconds from `now` (at the first frame at or after that time).
    /// Returns an identifier for `cancel(_:)`.
    @discardableResult
    public func after(_ delay: Double, _ action: @escaping @MainActor () -> Void) -> Int {
        nextTimerID += 1
        let safeDelay = delay.isFinite ? max(0, delay) : 0
        timers.append(Timer(id: nextTimerID, time: now + safeDelay, action: action))
        return nextTimerID
    }

    /// Forgets a timer that has not run yet.
    public func cancel(_ timer: Int) {
        timers.removeAll { $0.id == timer }
    }

    /// The time of the earliest timer, if any.
    public var nextTimerTime: Double? {
        // A loop, not a map: asked every round, and a closure of a main-actor type checks its
        // executor on every call.
        var earliest: Double?
        for timer in timers where timer.time < earliest ?? .infinity { earliest = timer.time }
        return earliest
    }

    /// Runs every timer whose time has come, earliest first (a timer set by one of them runs at
    /// the next frame, not in this one). Returns whether any ran.
    @discardableResult
    public func runDueTimers() -> Bool {
        // Every frame asks; mostly no timer is due (or set), and then nothing is filtered.
        var anyDue = false
        for timer in timers where timer.time <= now {
            anyDue = true
            break
        }
        guard anyDue else { return false }
        let due = timers.filter { $0.time <= now }.sorted { ($0.time, $0.id) < ($1.time, $1.id) }
        guard !due.isEmpty else { return false }
        let ids = Set(due.map(\.id))
        timers.removeAll { ids.contains($0.id) }
        for timer in due { timer.action() }
        return true
    }

    /// Rings the terminal's bell with the next frame.
    public func bell() {
        bellsRequested += 1
    }

    /// Takes the bells asked for since the last call (the loop writes them).
    package func takeBells() -> Int {
        defer { bellsRequested = 0 }
        return bellsRequested
    }

    /// Also waits on `fd` (standard input carrying items, say): `onData` gets each chunk read and
    /// `onEnd` is called once, at end of file. When reading fails, `onFailure` gets the reason
    /// ("Is a directory"); without it the run ends `.failed`, naming the descriptor. Watching
    /// stops after either. What has already arrived when the run starts is read before its
    /// first frame.
    public func watch(
        fd: Int32, onData: @escaping @MainActor (UnsafeRawBufferPointer) -> Void,
        onEnd: @escaping @MainActor () -> Void, onFailure: (@MainActor (String) -> Void)? = nil
    ) {
        let onFailure =
            onFailure ?? { [unowned self] reason in finish(.failed("descriptor \(fd) cannot be read (\(reason))")) }
        watches.append(Watch(fd: fd, onData: onData, onEnd: onEnd, onFailure: onFailure))
    }

    /// Stops watching `fd`.
    package func unwatch(fd: Int32) {
        watches.removeAll { $0.fd == fd }
    }

    /// The watched descriptors, to wait on for input.
    package var watchedDescriptors: [pollfd] {
        var fds: [pollfd] = []
        fds.reserveCapacity(watches.count)
        for watch in watches { fds.append(pollfd(fd: watch.fd, events: Int16(POLLIN), revents: 0)) }
        return fds
    }

    /// Reads once from each watched descriptor that `poll` found ready in `fds`, handing what
    /// arrived to its `onData`, or calling its `onEnd` at end of file or its `onFailure` on an
    /// error (and watching it no more). Returns whether any was read.
    package func readWatched(_ fds: some Sequence<pollfd>) -> Bool {
        var read = false
        for ready in fds where ready.revents != 0 {
            guard let watch = watches.first(where: { $0.fd == ready.fd }) else { continue }
            let onData = watch.onData
            switch watch.reader.read({ onData($0) }) {
            case .data, .wouldBlock:
                break
            case .end:
                unwatch(fd: watch.fd)
                watch.onEnd()
            case .failed(let code):
                unwatch(fd: watch.fd)
                watch.onFailure(DescriptorReader.describe(code))
            }
            read = true
        }
        return read
    }

    /// Hands `action` to the run from any thread or task: it runs on the main actor inside the
    /// loop's next round (the blocking run and the awaiting one alike), with `now` the round's
    /// time, and a loop waiting for input wakes for it. A background search hands back its result
    /// this way. Actions run in the order they were posted; one posted before the run starts runs
    /// in its first round.
    public nonisolated func post(_ action: @escaping @Sendable @MainActor () -> Void) {
        mailbox.post(action)
    }

    /// Runs the actions posted so far; returns whether any ran.
    package func runPosted() -> Bool {
        let actions = mailbox.take()
        for action in actions { action() }
        return !actions.isEmpty
    }

    /// Asks for a frame even though no event arrived: for changes made outside the loop's own
    /// calls (another task that changed what a widget shows).
    public func setNeedsDisplay() {
        needsDisplay = true
        mailbox.wake()
    }

    /// Gives the terminal to `command` (run by `/bin/sh -c`) once the event being handled is done,
    /// and takes it back when the command has ended, as fzf's `execute` does: the loop leaves the
    /// screen as Ctrl-Z does, the command runs as the terminal's foreground job (Ctrl-C and Ctrl-Z
    /// typed go to it), and then the program is drawn again in full at the terminal's size and
    /// `completion` gets how the command ended. Commands asked for together run one after another.
    /// No widget opens the terminal itself: this is the way to let a command have it.
    public func runInForeground(
        _ command: [UInt8], then completion: @escaping @MainActor (ForegroundCommand.Ending) -> Void
    ) {
        foregroundRequests.append(ForegroundRequest(command: command, completion: completion))
        mailbox.wake()
    }

    /// Takes the first command asked for, if any.
    package func takeForegroundRequest() -> ForegroundRequest? {
        foregroundRequests.isEmpty ? nil : foregroundRequests.removeFirst()
    }

    /// Settles the program (every spinning wheel comes to rest and reports what it settled on),
    /// then runs `action`: the rule for every commit — Enter, a button, an answer — so the action
    /// never sees a half-updated picker.
    public func commit(_ action: () -> Void) {
        program?.settle(context: self)
        action()
    }
}
