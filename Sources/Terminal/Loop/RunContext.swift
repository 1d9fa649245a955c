/// What a running program, and every widget in it, may ask of the run: the time, ending the run,
/// timers, the bell, watching a file descriptor, a redraw, and settling before a commit.
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

    /// A file descriptor watched besides the terminal, and what to do with what arrives on it.
    package struct Watch {
        var fd: Int32
        var onData: @MainActor (UnsafeRawBufferPointer) -> Void
        var onEnd: @MainActor () -> Void
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

    private var timers: [Timer] = []
    private var nextTimerID = 0
    package private(set) var watches: [Watch] = []
    package private(set) var bellsRequested = 0
    package var needsDisplay = false
    /// Called by `setNeedsDisplay()` so a loop that is waiting wakes up.
    package var wake: (@MainActor () -> Void)?

    /// Creates a context at time `now`.
    public init(now: Double = 0) {
        self.now = now
    }

    /// Ends the run with `completion` once the event being handled is done. The first request
    /// wins: a later one does not change how the run ends.
    public func finish(_ completion: Completion) {
        guard self.completion == nil else { return }
        self.completion = completion
        wake?()
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
    public var nextTimerTime: Double? { timers.lazy.map(\.time).min() }

    /// Runs every timer whose time has come, earliest first (a timer set by one of them runs at
    /// the next frame, not in this one). Returns whether any ran.
    @discardableResult
    public func runDueTimers() -> Bool {
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
    /// `onEnd` is called once, at end of file or on an error. Watching stops after `onEnd`.
    public func watch(
        fd: Int32, onData: @escaping @MainActor (UnsafeRawBufferPointer) -> Void,
        onEnd: @escaping @MainActor () -> Void
    ) {
        watches.append(Watch(fd: fd, onData: onData, onEnd: onEnd))
    }

    /// Stops watching `fd`.
    package func unwatch(fd: Int32) {
        watches.removeAll { $0.fd == fd }
    }

    /// Asks for a frame even though no event arrived: for changes made outside the loop's own
    /// calls (another task that changed what a widget shows).
    public func setNeedsDisplay() {
        needsDisplay = true
        wake?()
    }

    /// Settles the program (every spinning wheel comes to rest and reports what it settled on),
    /// then runs `action`: the rule for every commit — Enter, a button, an answer — so the action
    /// never sees a half-updated picker.
    public func commit(_ action: () -> Void) {
        program?.settle(context: self)
        action()
    }
}
