#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Options for running a program on the terminal.
public struct EventLoopOptions: Sendable {
    /// Inline below the prompt or on the alternate screen.
    public var fullscreen: Bool
    /// Report the mouse (SGR 1006, with drags).
    public var mouse: Bool
    /// Give up after this many seconds: the run completes `.timedOut`.
    public var timeout: Double?
    /// What the terminal can do (colours, synchronized output); by default read from the environment.
    public var traits: TerminalTraits
    /// Frames per second at the most.
    public var maximumFrameRate: Double
    /// Ask the terminal for its background (OSC 11) when ``traits`` does not say it, and hand the
    /// answer to the program as `RunContext.background` (a program whose look cannot follow it
    /// turns this off). Never asked without colours or on a dumb terminal. The first frame does
    /// not wait for the answer: it is drawn for the background guessed (dark), and again if the
    /// answer differs.
    public var asksBackground: Bool

    /// Creates options.
    public init(
        fullscreen: Bool = false, mouse: Bool = true, timeout: Double? = nil,
        traits: TerminalTraits = .current(), maximumFrameRate: Double = 60, asksBackground: Bool = true
    ) {
        self.fullscreen = fullscreen
        self.mouse = mouse
        self.timeout = timeout
        self.traits = traits
        self.maximumFrameRate = maximumFrameRate
        self.asksBackground = asksBackground
    }

    /// Whether a run with these options asks the terminal for its background.
    var asksTerminalBackground: Bool {
        asksBackground && traits.background == nil && traits.colors.level != .none && !traits.isDumb
    }
}

/// The run loop: it owns the clock and the terminal. It waits on the terminal, signals, watched
/// descriptors, work posted from other threads and timers together; drains all pending input
/// before drawing; draws at most `maximumFrameRate` frames a second; and always gives the
/// terminal back as it found it.
///
/// ```swift
/// let completion = try EventLoop(options: EventLoopOptions()).run(program)         // blocks
/// let completion = try await EventLoop(options: EventLoopOptions()).run(program)   // awaits
/// ```
///
/// The awaiting form leaves the main actor free while it waits, so other tasks on it (a
/// `for await` over a picker's `selections`) run while the program is on screen.
///
/// SIGTERM, SIGHUP and SIGQUIT restore the terminal and then end the process by the same signal,
/// so the parent sees the real cause; every other way out returns a `Completion`.
@MainActor
public final class EventLoop {
    private let options: EventLoopOptions
    private let host: any LoopHost

    /// Creates a loop that runs in `host`'s world: the process's own terminal and clock
    /// (``Host/system``), or a scripted one a test drives (`TestTerminal` in PickerKitTesting).
    public init(options: EventLoopOptions, host: Host = .system) {
        self.options = options
        self.host = host.world
    }

    /// Creates a loop in the world `host` gives it: its clock, terminal, waits and signals (a
    /// scripted host in tests); the real world when nil.
    package init(options: EventLoopOptions, world: (any LoopHost)?) {
        self.options = options
        self.host = world ?? SystemLoopHost()
    }

    /// Whether the process has a terminal to ask on: its controlling terminal (`/dev/tty`) opens
    /// and is a terminal. Without one, a run throws `TerminalError` (a prompt, `PromptError` with
    /// the reason `noTerminal`); a program that can answer without asking (a default value) checks
    /// this first.
    public nonisolated static var isTerminalAvailable: Bool { TerminalDevice.isAvailable }

    /// Where a run happens: the terminal it draws on and reads keys from, its clock, its waits
    /// and the process's signals.
    ///
    /// A loop (and every prompt) runs by default on ``system``: the process's controlling
    /// terminal, with the monotonic clock. A test gives it a scripted one instead —
    /// `TestTerminal` in the PickerKitTesting library makes it: keys typed at times of the test's
    /// choosing, a clock that moves only when the loop waits, and the screen after every frame —
    /// so an app's prompts run headless and take no real time.
    @MainActor
    public final class Host {
        /// The world itself.
        package let world: any LoopHost

        /// The process's own world: its controlling terminal (`/dev/tty`), the monotonic clock,
        /// `poll` and the signal handlers. (Not optional in a prompt: an optional host's type
        /// would be made at run time on every start, some 20,000 instructions before the first
        /// frame.)
        public static let system = Host(SystemLoopHost())

        /// A host over `world`.
        package init(_ world: any LoopHost) {
            self.world = world
        }
    }

    /// Runs `program` until it finishes, the timeout passes, or the user interrupts; blocks the
    /// calling thread while it waits. Throws only when the terminal cannot be used at all.
    public func runBlocking(_ program: TerminalProgram, context: RunContext = RunContext()) throws -> Completion {
        guard var session = try LoopSession.start(host: host, options: options, program: program, context: context)
        else { return context.completion ?? .finished }
        while session.completion == nil {
            let plan = session.waitPlan()
            var fds = plan.fds
            let (ready, error) = host.wait(&fds, until: plan.wakeTime)
            session.wake(ready: ready, errno: error, fds: fds)
        }
        return session.end()
    }

    /// Runs `program` as `run(_:context:)` does, but waits for input off the main actor, so other
    /// tasks on the main actor go on while the program is on screen; `finish`,
    /// `setNeedsDisplay` and `post` from them wake the wait.
    public func run(_ program: TerminalProgram, context: RunContext = RunContext()) async throws -> Completion {
        guard var session = try LoopSession.start(host: host, options: options, program: program, context: context)
        else { return context.completion ?? .finished }
        while session.completion == nil {
            // Let the other tasks on the main actor run (a consumer of selections, say) before
            // deciding how long to sleep: what they change is drawn in this round.
            await Task.yield()
            let plan = session.waitPlan()
            let (ready, error, fds) = await host.waitAwaiting(plan.fds, until: plan.wakeTime)
            session.wake(ready: ready, errno: error, fds: fds)
        }
        return session.end()
    }

    /// Opens the terminal for a conversation in plain lines (the accessible form), on the loop's
    /// clock: the options' timeout counts from now.
    package func openLines(context: RunContext = RunContext()) throws -> LineSession {
        startLines(context)
        return LineSession(host: host, terminal: try host.openTerminal(), deadline: context.deadline)
    }

    /// The accessible form of a run: reads every descriptor `context` watches to its end (the
    /// items on standard input) on the loop's clock, within the options' timeout, then opens the
    /// terminal for plain lines and asks through `body`. Returns nil, the terminal untouched,
    /// when the run ended before a line was asked: `context.completion` says how (`.timedOut`,
    /// or a program's `.failed` when the items were none).
    package func runLines<Result>(
        context: RunContext = RunContext(), _ body: (LineSession) throws -> Result
    ) throws -> Result? {
        startLines(context)
        while context.completion == nil {
            var fds = context.watchedDescriptors
            if fds.isEmpty { break }
            let (ready, error) = host.wait(&fds, until: context.deadline)
            context.now = host.now()
            if ready < 0 && error != EINTR {
                context.finish(.failed("waiting for input failed: \(DescriptorReader.describe(error))"))
            } else if let deadline = context.deadline, context.now >= deadline {
                context.finish(.timedOut)
            } else {
                _ = context.readWatched(fds)
            }
        }
        guard context.completion == nil else { return nil }
        let lines = LineSession(host: host, terminal: try host.openTerminal(), deadline: context.deadline)
        defer { lines.close() }
        return try body(lines)
    }

    /// Sets the context's time and, from the options' timeout, its deadline.
    private func startLines(_ context: RunContext) {
        let now = host.now()
        context.now = now
        context.deadline = options.timeout.map { now + $0 }
    }
}
