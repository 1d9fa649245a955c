#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of the `EventLoop`: the terminal taken, the program's state on screen, and the steps
/// of a round — plan the wait, then handle what woke the loop (signals, keys, work posted from
/// other threads, watched descriptors, timers) and draw a frame when one is due.
///
/// Every time comes from the host's clock, and the wait is the host's: the real host polls, a
/// scripted one moves its clock to the plan's wake time, so a test runs the real rounds.
@MainActor
struct LoopSession {
    /// What to wait on, and until when.
    struct WaitPlan: Sendable {
        /// The terminal, the signal pipe, the wake pipe, then the watched descriptors.
        var fds: [pollfd]
        /// When a frame, a held escape or paste, a timer or the deadline is due; nil for never.
        var wakeTime: Double?
    }

    /// How long the loop reads what has already arrived on the watched descriptors before the
    /// first frame, so the first frame shows it (items piped in from a file or a fast command).
    static let firstFrameReading = 0.004

    /// How long after asking the terminal for its background a run that ends waits for the
    /// answers still owed, so that they never reach the shell as typed text. Only a run that ends
    /// this soon after it began can wait at all (a terminal on the same machine answered xterm's
    /// question in 0.2 to 30 ms, measured under load; over ssh it takes a round trip).
    static let replyPatience = 0.5

    private let host: any LoopHost
    private let tty: any TerminalConnection
    private let wakePipe: WakePipe?
    private let options: EventLoopOptions
    private let program: TerminalProgram
    private let context: RunContext
    private var renderer: Renderer
    private var decoder = InputDecoder()
    private var terminalReader: DescriptorReader
    private var screen = Screen(width: 0, height: 0)
    private var columns: Int
    private var rows: Int
    private var signalFD: Int32 = -1
    private var lastInputTime = 0.0
    /// When a frame last reached the terminal (the frame rate caps these).
    private var lastFrameTime = -1.0
    /// When frames were last computed, written or not (animations step from here).
    private var lastTickTime = -1.0
    private var needsFrame = true
    private var animating = false
    /// The screen row where the region starts (0 in fullscreen).
    private var regionTop = 0
    /// Whether the terminal was handed back (Ctrl-Z) and must be taken again on resume.
    private var released = false
    private let frameInterval: Double
    private let deadline: Double?
    /// How the loop itself ended the run (the terminal went away, the time ran out).
    private var ownCompletion: Completion?
    /// A signal to end the process with, once the terminal is restored.
    private var endingSignal: Int32?
    /// The cursor row the emergency restore bytes were made for (inline).
    private var armedCursorRow = 0
    /// Bytes that prepare the terminal for a frame (the region, the modes, a cursor report
    /// request), held to go out in the same write as the frame: the first screen then reaches the
    /// terminal in one piece, one system call sooner, and a terminal that shows each write as it
    /// comes never shows the region empty.
    private var heldOutput: [UInt8] = []
    /// When the terminal was asked for its background, if it was.
    private var backgroundAskedAt: Double?

    /// A session on `terminal` for a program already started (see `start`), ending at `deadline`.
    private init(
        host: any LoopHost, terminal: any TerminalConnection, options: EventLoopOptions, program: TerminalProgram,
        context: RunContext, deadline: Double?
    ) {
        self.host = host
        tty = terminal
        wakePipe = WakePipe()
        self.options = options
        self.program = program
        self.context = context
        self.deadline = deadline
        terminalReader = DescriptorReader(fd: terminal.fd)
        (columns, rows) = terminal.size()
        frameInterval = 1 / max(1, options.maximumFrameRate)
        renderer = Self.makeRenderer(options, height: 1)
    }

    /// Starts `program`, reads what has already arrived on the descriptors it watches, then
    /// takes the terminal and draws the first frame. Returns nil, the terminal untouched, when
    /// the program ended before that (`context.completion` says how: the items on standard input
    /// were none, say). Throws when the terminal cannot be used.
    static func start(
        host: any LoopHost, options: EventLoopOptions, program: TerminalProgram, context: RunContext
    ) throws -> LoopSession? {
        let now = host.now()
        let deadline = options.timeout.map { now + $0 }
        context.now = now
        context.deadline = deadline
        context.program = program
        program.start(context: context)
        readWhatHasArrived(host: host, context: context)
        guard context.completion == nil else { return nil }
        var session = LoopSession(
            host: host, terminal: try host.openTerminal(), options: options, program: program, context: context,
            deadline: deadline)
        try session.begin()
        guard context.completion == nil else { return nil }
        return session
    }

    /// Reads the watched descriptors while they have data, without waiting for more: once, and
    /// then again while `firstFrameReading` seconds have not passed. (The first reading does not
    /// look at the clock, so what had arrived before the start is always on the first frame,
    /// however slowly the process runs: under a profiler, the first frame is the same each time.)
    private static func readWhatHasArrived(host: any LoopHost, context: RunContext) {
        let end = host.now() + firstFrameReading
        var first = true
        while context.completion == nil {
            var fds = context.watchedDescriptors
            let now = host.now()
            guard !fds.isEmpty, first || now < end else { return }
            first = false
            let (ready, _) = host.wait(&fds, until: now)
            context.now = host.now()
            guard ready > 0, context.readWatched(fds) else { return }
        }
    }

    /// How the run ends, once something decided it.
    var completion: Completion? {
        if endingSignal != nil { return .interrupted }
        return ownCompletion ?? context.completion
    }

    // MARK: - Taking and giving back the terminal

    private var modesOn: [UInt8] {
        var bytes = options.mouse ? EscapeSequence.bytes(EscapeSequence.mouseOn) : []
        bytes += EscapeSequence.bytes(EscapeSequence.bracketedPasteOn)
        return bytes
    }

    private var modesOff: [UInt8] {
        var bytes = options.mouse ? EscapeSequence.bytes(EscapeSequence.mouseOff) : []
        bytes += EscapeSequence.bytes(EscapeSequence.bracketedPasteOff)
        return bytes
    }

    /// Sets the bytes a crash or a fatal signal writes before the process dies: colours reset,
    /// cursor shown, mouse and paste off; fullscreen, the alternate screen left; inline, the
    /// region erased from its first line (`cursorRow` is where the cursor sits in it), so no stale
    /// copy of the frame stays behind.
    private mutating func armEmergencyRestore(cursorRow: Int = 0) {
        var bytes = EscapeSequence.bytes(EscapeSequence.resetStyle) + EscapeSequence.bytes(EscapeSequence.showCursor)
        bytes += modesOff
        if options.fullscreen {
            // Erased first, as `Renderer.end` does: tmux can copy a row of a grown alternate
            // screen into the normal one when leaving it.
            bytes += EscapeSequence.bytes(EscapeSequence.eraseDisplay)
            bytes += EscapeSequence.bytes(EscapeSequence.alternateScreenOff)
        } else {
            bytes.append(UInt8(ascii: "\r"))
            if cursorRow > 0 { bytes.appendCSI(cursorRow, UInt8(ascii: "A")) }
            bytes.appendASCII(EscapeSequence.eraseBelow)
        }
        armedCursorRow = cursorRow
        host.setEmergencyRestore(bytes)
    }

    /// Takes the terminal: signal handlers, raw mode, the wake pipe, the region, the modes; draws
    /// the first frame. A process in the background waits for the foreground first; a signal
    /// that ends the run while it waits ends it there (SIGINT: `interrupted`, the terminal
    /// untouched; the others end the process by the same signal).
    private mutating func begin() throws {
        armEmergencyRestore()
        signalFD = host.installSignalHandlers()
        guard signalFD >= 0 else { throw TerminalError.system("cannot install signal handlers") }
        do {
            try tty.enterRawMode(discardingInput: true)
        } catch let error as TerminalError where error.reason == .interrupted {
            let signal = endingSignalWaiting()
            host.setEmergencyRestore([])
            host.uninstallSignalHandlers()
            switch signal {
            case SIGINT?:
                context.finish(.interrupted)
                return
            case let signal?:
                host.endProcess(by: signal)
                throw error
            case nil:
                throw error
            }
        } catch {
            host.uninstallSignalHandlers()
            throw error
        }
        if let wakePipe { context.mailbox.attach(wakeFD: wakePipe.writeFD) }
        takeRegion()
        askBackground()
        // A context the caller made keeps its own choice; the traits can only turn motion off.
        if options.traits.reducesMotion { context.reducesMotion = true }
        drawFrame(now: host.now())
        runForegroundCommands()
    }

    /// The first signal on the signal pipe that ends the run (not a resize, a stop or a continue).
    private func endingSignalWaiting() -> Int32? {
        var signals = [UInt8](repeating: 0, count: 64)
        let count = max(0, read(signalFD, &signals, signals.count))
        return signals[0..<count].map(Int32.init).first { ![SIGWINCH, SIGTSTP, SIGCONT].contains($0) }
    }

    /// Sets the background the program draws for, and asks the terminal for it (OSC 11, then
    /// DA1) in the same write as the first frame when the traits do not say it. The first frame
    /// does not wait for the answer: it is drawn for a dark background, and drawn again if the
    /// answer is light (a terminal that answers nothing costs no time at all).
    private mutating func askBackground() {
        context.background = options.traits.background ?? .dark
        guard options.asksTerminalBackground else { return }
        decoder.awaitsQueryReplies = true
        backgroundAskedAt = host.now()
        heldOutput += EscapeSequence.bytes(EscapeSequence.backgroundRequest)
    }

    /// Reads the terminal's answers still owed when the run ends soon after it asked: given back,
    /// the terminal would type them into the shell. Waits until the device attributes come (the
    /// last answer) or `replyPatience` has passed since asking; keys read meanwhile are dropped.
    private mutating func readOwedReplies() {
        guard let asked = backgroundAskedAt else { return }
        let end = asked + Self.replyPatience
        while decoder.awaitsQueryReplies, host.now() < end {
            var fds = [pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0)]
            let (ready, error) = host.wait(&fds, until: end)
            if ready < 0 && error != EINTR { return }
            guard ready > 0 else { continue }
            guard case .data = terminalReader.read({ _ = decoder.feed($0) }) else { return }
        }
    }

    /// Gives the terminal back and returns how the run ended; a fatal signal ends the process
    /// here instead, after the terminal is restored.
    mutating func end() -> Completion {
        releaseRegion()
        if endingSignal == nil && ownCompletion != .hungUp { readOwedReplies() }
        host.setEmergencyRestore([])  // the orderly exit already wrote what the terminal needs
        tty.restore()
        host.uninstallSignalHandlers()
        context.mailbox.detach()
        if let signal = endingSignal { host.endProcess(by: signal) }
        return completion ?? .finished
    }

    /// A screen for the renderer: blanks in a style that does not show are left plain
    /// (``Screen/fillsUnseenBlanksPlain``), since the renderer draws them so anyway.
    static func makeScreen(width: Int, height: Int) -> Screen {
        var screen = Screen(width: width, height: height)
        screen.fillsUnseenBlanksPlain = true
        return screen
    }

    static func makeRenderer(_ options: EventLoopOptions, height: Int) -> Renderer {
        Renderer(
            placement: options.fullscreen ? .fullscreen : .inline(height: height), colors: options.traits.colors,
            synchronizedOutput: options.traits.synchronizedOutput)
    }

    private var regionHeight: Int {
        options.fullscreen ? rows : max(1, min(rows, program.preferredHeight(columns: columns, rows: rows)))
    }

    /// Reserves the region (inline) or enters the alternate screen, and turns the modes on.
    private mutating func takeRegion() {
        let height = regionHeight
        renderer = Self.makeRenderer(options, height: height)
        screen = Self.makeScreen(width: columns, height: height)
        heldOutput += renderer.begin(width: columns, height: height) + modesOn
        armEmergencyRestore(cursorRow: renderer.cursorRow ?? 0)
        askRegionTop()
    }

    /// Writes the held bytes now, for a frame that may not follow at once.
    private mutating func writeHeldOutput() {
        guard !heldOutput.isEmpty else { return }
        let bytes = heldOutput
        heldOutput = []
        write(bytes)
    }

    /// Turns the modes off and clears the region (inline) or leaves the alternate screen. A run
    /// that ends because of a signal or a hang-up waits for a stalled terminal only briefly.
    private mutating func releaseRegion() {
        let hurried = endingSignal != nil || ownCompletion == .hungUp
        write(modesOff + renderer.end(), patience: hurried ? 0.2 : 2)
    }

    /// Writes to the terminal; a signal that arrives while the terminal is not taking bytes
    /// abandons the write (the next frame repaints everything).
    private mutating func write(_ bytes: [UInt8], patience: Double? = nil) {
        switch tty.write(bytes, interruptFD: signalFD, patience: patience) {
        case .written: break
        case .interrupted: renderer.invalidate()
        case .failed: ownCompletion = ownCompletion ?? .hungUp
        }
    }

    /// Inline, the region starts on whatever line the prompt left the cursor: ask the terminal
    /// where that is, so that mouse reports (in screen rows) can be moved into the region. Until
    /// the answer comes, the region is taken to start at the top.
    private mutating func askRegionTop() {
        regionTop = 0
        guard !options.fullscreen, options.mouse else { return }
        decoder.expectsCursorReport = true
        heldOutput += EscapeSequence.bytes(EscapeSequence.cursorPositionRequest)
    }

    /// Re-reads the size and redraws everything.
    private mutating func resize() {
        (columns, rows) = tty.size()
        let height = regionHeight
        write(renderer.resize(width: columns, height: height))
        armEmergencyRestore(cursorRow: renderer.cursorRow ?? 0)
        screen = Self.makeScreen(width: columns, height: height)
        needsFrame = true
        askRegionTop()
        writeHeldOutput()
    }

    /// Ctrl-Z or SIGTSTP: give the terminal back, stop, and take it again when continued.
    private mutating func suspend() {
        giveBack()
        host.stopProcess()
        resume()
    }

    /// Gives the terminal back as it was found, to be taken again by `resume()`.
    private mutating func giveBack() {
        releaseRegion()
        readOwedReplies()
        host.setEmergencyRestore([])
        tty.restore()
        released = true
    }

    /// Runs the commands the program asked to give the terminal to (`RunContext.runInForeground`),
    /// one after another: the terminal given back as Ctrl-Z gives it, the command run as its
    /// foreground job, the terminal taken again as after Ctrl-Z (at its size now, drawn in full),
    /// and then the request's completion.
    private mutating func runForegroundCommands() {
        while completion == nil, let request = context.takeForegroundRequest() {
            giveBack()
            let ending = host.runInForeground(request.command, terminal: tty)
            resume()
            context.now = host.now()
            request.completion(ending)
            needsFrame = true
        }
    }

    /// Continued (after our own Ctrl-Z, or a SIGSTOP by someone else): take the terminal again if
    /// it was handed back; otherwise only re-assert raw mode and repaint in place.
    private mutating func resume() {
        guard released else {
            try? tty.enterRawMode(discardingInput: false)
            renderer.invalidate()
            needsFrame = true
            return
        }
        released = false
        try? tty.enterRawMode(discardingInput: false)
        (columns, rows) = tty.size()
        takeRegion()
        writeHeldOutput()
        context.now = host.now()
        program.didResume(context: context)
        needsFrame = true
    }

    // MARK: - A round

    /// What to wait on, and until when: the next frame when one is wanted, the escape and paste
    /// timeouts, the next timer, or the deadline.
    func waitPlan() -> WaitPlan {
        // The earliest of the times, without an array of them: a round is planned after every key.
        let wake = Self.earlier(Self.earlier(frameTime, heldInputTime), Self.earlier(context.nextTimerTime, deadline))
        var fds: [pollfd] = []
        fds.reserveCapacity(3 + context.watches.count)
        fds.append(pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0))
        fds.append(pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0))
        fds.append(pollfd(fd: wakePipe?.readFD ?? -1, events: Int16(POLLIN), revents: 0))
        for watch in context.watches { fds.append(pollfd(fd: watch.fd, events: Int16(POLLIN), revents: 0)) }
        return WaitPlan(fds: fds, wakeTime: wake)
    }

    /// The earlier of two times, either of which may be missing.
    private static func earlier(_ a: Double?, _ b: Double?) -> Double? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }

    /// When the next frame is due: one is wanted (input, a timer, a redraw) and the frame rate
    /// allows it, or an animation takes its next step. The plan and the round use this one
    /// time, so a clock that wakes the loop exactly then draws the frame.
    private var frameTime: Double? {
        var time: Double?
        if needsFrame || context.needsDisplay { time = lastFrameTime + frameInterval }
        if animating { time = min(time ?? .infinity, lastTickTime + frameInterval) }
        return time
    }

    /// When held input settles: a stalled paste ends, or a lone ESC becomes the Esc key.
    private var heldInputTime: Double? {
        if decoder.isPasteOpen || decoder.isReplyOpen { return lastInputTime + InputDecoder.pasteStallTimeout }
        if decoder.hasPending { return lastInputTime + InputDecoder.escapeTimeout }
        return nil
    }

    /// Handles what woke the loop: `ready` and `error` are what the wait returned, `fds` the
    /// plan's descriptors with their events.
    mutating func wake(ready: Int32, errno error: Int32, fds: [pollfd]) {
        if ready < 0 && error != EINTR {
            ownCompletion = .failed("waiting for input failed: \(DescriptorReader.describe(error))")
            return
        }
        if fds[1].revents != 0 { handleSignals() }
        guard completion == nil else { return }
        if fds[0].revents != 0 { readTerminal() }
        guard completion == nil else { return }
        settleHeldInput()
        guard completion == nil else { return }
        if fds[2].revents != 0 { wakePipe?.drain() }
        context.now = host.now()
        if context.runPosted() { needsFrame = true }
        guard completion == nil else { return }
        if context.readWatched(fds.dropFirst(3)) { needsFrame = true }
        guard completion == nil else { return }
        let now = host.now()
        if let deadline, now >= deadline {
            ownCompletion = .timedOut
            return
        }
        if let timer = context.nextTimerTime, now >= timer { needsFrame = true }
        if let frame = frameTime, now >= frame { drawFrame(now: now) }
        runForegroundCommands()
    }

    /// Signals forwarded by the handlers through the self-pipe. A storm of SIGWINCH (a window
    /// dragged to a new size) costs one resize.
    private mutating func handleSignals() {
        var signals = [UInt8](repeating: 0, count: 64)
        let count = max(0, read(signalFD, &signals, signals.count))
        var resized = false
        for signo in signals[0..<count].map(Int32.init) {
            switch signo {
            case SIGWINCH: resized = true
            case SIGTSTP: suspend()
            case SIGCONT: resume()
            case SIGINT: context.finish(.interrupted)
            default: endingSignal = endingSignal ?? signo  // SIGTERM, SIGHUP and the rest: restore, then die
            }
            if completion != nil { return }
        }
        if resized { resize() }
    }

    /// Reads what is pending on the terminal (again only while a read fills the buffer), so a
    /// burst of keys costs one frame. End of input or an error on the terminal means it went away.
    private mutating func readTerminal() {
        var total = 0
        while total < 1 << 20 {
            var events: [InputEvent] = []
            let outcome = terminalReader.read { events = decoder.feed($0) }
            switch outcome {
            case .data(let count):
                total += count
                lastInputTime = host.now()
                needsFrame = true
                takeReportedBackground()
                dispatch(events)
                if completion != nil { return }
                // A read shorter than the buffer took everything that had arrived: asking again
                // would only find nothing (a system call on every key's way to its frame); what
                // comes later wakes the loop's wait.
                if count < terminalReader.chunkSize { return }
            case .wouldBlock:
                return
            case .end, .failed:
                ownCompletion = .hungUp
                return
            }
        }
    }

    /// The background the terminal reported, handed to the program (the frame this read asks
    /// for draws it).
    private mutating func takeReportedBackground() {
        guard let background = decoder.reportedBackground else { return }
        decoder.reportedBackground = nil
        context.background = background
    }

    /// A lone ESC becomes the Esc key after the escape timeout; a paste that stalls ends (and so
    /// does a reply from the terminal, which is dropped).
    private mutating func settleHeldInput() {
        guard let time = heldInputTime, host.now() >= time else { return }
        dispatch(decoder.isPasteOpen ? decoder.endStalledPaste() : decoder.flush())
        needsFrame = true
    }

    /// Hands events to the program, stopping once the run is to end.
    private mutating func dispatch(_ events: [InputEvent]) {
        context.now = host.now()
        for var event in events {
            switch event {
            case .cursorPosition(let row, _):
                regionTop = row
                continue
            case .mouse(var mouse) where regionTop > 0:
                mouse.row -= regionTop
                event = .mouse(mouse)
            case .key(.character("z"), .control):
                // A shell without job control ignores SIGTSTP: then Ctrl-Z does nothing.
                if !host.parentIgnores(SIGTSTP) { suspend() }
                continue
            case .key(.character("c"), let modifiers) where modifiers.subtracting(.alt) == .control:
                // Raw mode turns Ctrl-C into a key: it interrupts, whatever has the focus. Right
                // after a lone ESC (an Esc the loop has not yet told from a sequence) it arrives
                // as Alt-Ctrl-C, and still interrupts.
                context.finish(.interrupted)
                return
            default:
                break
            }
            program.handle(event, context: context)
            if completion != nil { return }
            if !context.foregroundRequests.isEmpty { runForegroundCommands() }
        }
    }

    /// Moves the program on to `now` (timers, then animations) and writes what changed.
    private mutating func drawFrame(now: Double) {
        context.now = now
        context.needsDisplay = false
        context.runDueTimers()
        animating = program.advance(context: context)
        screen.clear()
        program.layout(width: screen.width, height: screen.height)
        program.render(into: &screen)
        var bytes = heldOutput
        heldOutput = []
        for _ in 0..<context.takeBells() { bytes.appendASCII(EscapeSequence.bell) }
        bytes += renderer.frame(preparing: &screen)
        if !bytes.isEmpty {
            // Inline, a hidden cursor waits at the region's top: see `Renderer.resize`.
            bytes += renderer.parkCursor()
            write(bytes)
            host.drew(screen, at: now)
            if !options.fullscreen, let row = renderer.cursorRow, row != armedCursorRow {
                armEmergencyRestore(cursorRow: row)
            }
            // Only frames that reach the terminal count against the frame rate: a key that comes
            // just after an animation step that changed nothing is drawn at once.
            lastFrameTime = now
        }
        lastTickTime = now
        needsFrame = false
    }
}
