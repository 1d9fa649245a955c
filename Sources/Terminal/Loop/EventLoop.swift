import CShim
import Dispatch

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

    /// Creates options.
    public init(
        fullscreen: Bool = false, mouse: Bool = true, timeout: Double? = nil,
        traits: TerminalTraits = .current(), maximumFrameRate: Double = 60
    ) {
        self.fullscreen = fullscreen
        self.mouse = mouse
        self.timeout = timeout
        self.traits = traits
        self.maximumFrameRate = maximumFrameRate
    }
}

/// The run loop: it owns the clock and the terminal. It waits on the terminal, signals, watched
/// descriptors and timers together; drains all pending input before drawing; draws at most
/// `maximumFrameRate` frames a second; and always gives the terminal back as it found it.
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
    private let device: TerminalDevice?

    /// Creates a loop for the controlling terminal.
    public init(options: EventLoopOptions) {
        self.options = options
        device = nil
    }

    /// Creates a loop for an already open terminal (the slave side of a pseudo-terminal).
    package init(options: EventLoopOptions, device: TerminalDevice) {
        self.options = options
        self.device = device
    }

    /// Runs `program` until it finishes, the timeout passes, or the user interrupts; blocks the
    /// calling thread while it waits. Throws only when the terminal cannot be used at all.
    public func run(_ program: TerminalProgram, context: RunContext = RunContext()) throws -> Completion {
        var session = try LoopSession(
            device: device ?? TerminalDevice(), options: options, program: program, context: context)
        try session.begin()
        while session.completion == nil {
            let plan = session.waitPlan()
            var fds = plan.fds
            let ready = poll(&fds, nfds_t(fds.count), plan.timeoutMilliseconds)
            session.wake(ready: ready, errno: errno, fds: fds)
        }
        return session.end()
    }

    /// Runs `program` as `run(_:context:)` does, but waits for input off the main actor, so other
    /// tasks on the main actor go on while the program is on screen.
    public func run(_ program: TerminalProgram, context: RunContext = RunContext()) async throws -> Completion {
        var session = try LoopSession(
            device: device ?? TerminalDevice(), options: options, program: program, context: context)
        let wakePipe = WakePipe()
        context.wake = { wakePipe?.signal() }
        defer { context.wake = nil }
        try session.begin()
        while session.completion == nil {
            // Let the other tasks on the main actor run (a consumer of selections, say) before
            // deciding how long to sleep: what they change is drawn in this round.
            await Task.yield()
            var plan = session.waitPlan()
            if let wakePipe { plan.fds.append(pollfd(fd: wakePipe.readFD, events: Int16(POLLIN), revents: 0)) }
            let (ready, error, fds) = await Self.pollOffMainActor(plan)
            if let wakePipe { wakePipe.drain() }
            session.wake(ready: ready, errno: error, fds: Array(fds.prefix(plan.fds.count - (wakePipe == nil ? 0 : 1))))
        }
        return session.end()
    }

    /// Waits in `poll` on a dispatch thread, resuming on the caller's actor.
    private nonisolated static func pollOffMainActor(_ plan: LoopSession.WaitPlan) async -> (Int32, Int32, [pollfd]) {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var fds = plan.fds
                let ready = poll(&fds, nfds_t(fds.count), plan.timeoutMilliseconds)
                continuation.resume(returning: (ready, errno, fds))
            }
        }
    }
}

/// A pipe that wakes a loop waiting in `poll` from another task.
private final class WakePipe: Sendable {
    let readFD: Int32
    let writeFD: Int32

    init?() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        writeFD = fds[1]
    }

    deinit {
        close(readFD)
        close(writeFD)
    }

    func signal() {
        var byte: UInt8 = 1
        _ = write(writeFD, &byte, 1)
    }

    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readFD, &buffer, buffer.count) > 0 {}
    }
}
