import CShim

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
    /// Give up after this many seconds with exit status 124.
    public var timeout: Double?
    /// Colour level; by default read from the environment.
    public var colors: ColorSupport
    /// Frames per second at the most.
    public var maximumFrameRate: Double

    /// Creates options.
    public init(
        fullscreen: Bool = false, mouse: Bool = true, timeout: Double? = nil,
        colors: ColorSupport = .detect(environment: EventLoop.environment()), maximumFrameRate: Double = 60
    ) {
        self.fullscreen = fullscreen
        self.mouse = mouse
        self.timeout = timeout
        self.colors = colors
        self.maximumFrameRate = maximumFrameRate
    }
}

/// The run loop: waits on the terminal, signals, extra readers and timers together; drains all
/// pending input before drawing, draws at most `maximumFrameRate` frames a second, and always
/// gives the terminal back as it found it.
@MainActor
public final class EventLoop {
    /// Exit status when the time given by `timeout` ran out.
    public static let timedOutStatus: Int32 = 124
    /// Exit status after Ctrl-C or SIGINT.
    public static let interruptedStatus: Int32 = 130

    private let options: EventLoopOptions
    /// A file descriptor watched besides the terminal, and what to do with its bytes.
    typealias Reader = (fd: Int32, onData: (UnsafeRawBufferPointer) -> Void, onEnd: () -> Void)
    private var readers: [Reader] = []

    /// Creates a loop.
    public init(options: EventLoopOptions) {
        self.options = options
    }

    /// The process environment as a dictionary.
    public nonisolated static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") {
                result[String(s[..<eq])] = String(s[s.index(after: eq)...])
            }
            p += 1
        }
        return result
    }

    /// Also waits on `fd` (e.g. standard input carrying items): `onData` gets each chunk read,
    /// `onEnd` is called once at end of file or error.
    public func watch(fd: Int32, onData: @escaping (UnsafeRawBufferPointer) -> Void, onEnd: @escaping () -> Void) {
        readers.append((fd, onData, onEnd))
    }

    private var modesOn: String {
        (options.mouse ? "\u{1B}[?1002h\u{1B}[?1006h" : "") + "\u{1B}[?2004h"
    }
    private var modesOff: String {
        (options.mouse ? "\u{1B}[?1006l\u{1B}[?1002l" : "") + "\u{1B}[?2004l"
    }

    /// Sets the bytes a crash or a fatal signal writes before the process dies: colours reset,
    /// cursor shown, mouse and paste off, alternate screen left (inline: a fresh line).
    static func armEmergencyRestore(fullscreen: Bool, modesOff: String) {
        let emergency = "\u{1B}[0m\u{1B}[?25h" + modesOff + (fullscreen ? "\u{1B}[?1049l" : "\r\n")
        Array(emergency.utf8).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pk_tty_set_restore_bytes($0.baseAddress, $0.count) }
        }
    }

    /// Runs `program` until it sets an exit status, the timeout passes, or a signal ends it.
    /// Returns the exit status. Throws only when the terminal cannot be used at all.
    public func run(_ program: TerminalProgram) throws -> Int32 {
        let tty = try TerminalDevice()
        Self.armEmergencyRestore(fullscreen: options.fullscreen, modesOff: modesOff)
        let signalFD = pk_signals_install()
        guard signalFD >= 0 else { throw TerminalError.system("cannot install signal handlers") }
        defer { pk_signals_uninstall() }
        try tty.enterRawMode()

        var session = Session(
            tty: tty, options: options, program: program, modesOn: modesOn, modesOff: modesOff)
        session.start()
        let status = session.loop(signalFD: signalFD, readers: &readers)
        session.finish()
        pk_tty_set_restore_bytes(nil, 0)  // the orderly exit already wrote what the terminal needs
        tty.restore()
        if status.bySignal {
            pk_signals_uninstall()
            pk_die_by_signal(status.code)
        }
        return status.code
    }
}

/// The state of one run of the loop.
@MainActor
private struct Session {
    let tty: TerminalDevice
    let options: EventLoopOptions
    let program: TerminalProgram
    let modesOn: String
    let modesOff: String
    var renderer: Renderer
    var decoder = InputDecoder()
    var screen: Screen
    var columns: Int
    var rows: Int
    var lastInputTime = 0.0
    /// When a frame last reached the terminal (the frame rate caps these).
    var lastFrameTime = -1.0
    /// When frames were last computed, written or not (animations step from here).
    var lastTickTime = -1.0
    var needsFrame = true
    var animating = false
    /// The screen row where the region starts (0 in fullscreen).
    var regionTop = 0
    /// Whether the terminal was handed back (Ctrl-Z) and must be taken again on resume.
    var released = false
    let frameInterval: Double
    let deadline: Double?

    init(tty: TerminalDevice, options: EventLoopOptions, program: TerminalProgram, modesOn: String, modesOff: String) {
        self.tty = tty
        self.options = options
        self.program = program
        self.modesOn = modesOn
        self.modesOff = modesOff
        (columns, rows) = tty.size()
        renderer = Self.makeRenderer(options, height: Self.inlineHeight(program, columns, rows))
        screen = Screen(width: 0, height: 0)
        frameInterval = 1 / max(1, options.maximumFrameRate)
        let now = MonotonicClock.now()
        deadline = options.timeout.map { now + $0 }
    }

    static func inlineHeight(_ program: TerminalProgram, _ columns: Int, _ rows: Int) -> Int {
        max(1, min(rows, program.preferredHeight(columns: columns, rows: rows)))
    }

    /// A renderer for the placement the options ask for (`height` is used inline). Synchronized
    /// output is harmless where unknown (terminals ignore private modes they lack), but the Linux
    /// console prints nothing useful for it: it is left off there and for dumb terminals.
    static func makeRenderer(_ options: EventLoopOptions, height: Int) -> Renderer {
        let term = EventLoop.environment()["TERM"] ?? ""
        return Renderer(
            placement: options.fullscreen ? .fullscreen : .inline(height: height), colors: options.colors,
            synchronizedOutput: term != "linux" && term != "dumb")
    }

    var regionHeight: Int {
        options.fullscreen ? rows : Self.inlineHeight(program, columns, rows)
    }

    mutating func start() {
        screen = Screen(width: columns, height: regionHeight)
        tty.write(renderer.begin(width: columns, height: screen.height) + Array(modesOn.utf8))
        askRegionTop()
    }

    /// Inline, the region starts on whatever line the prompt left the cursor: ask the terminal
    /// where that is, so that mouse reports (in screen rows) can be moved into the region. Until
    /// the answer comes, the region is taken to start at the top.
    mutating func askRegionTop() {
        regionTop = 0
        guard !options.fullscreen, options.mouse else { return }
        decoder.expectsCursorReport = true
        tty.write("\u{1B}[6n")
    }

    mutating func finish() {
        tty.write(Array(modesOff.utf8) + renderer.end())
    }

    /// Re-reads the size and redraws everything.
    mutating func resize() {
        (columns, rows) = tty.size()
        let height = regionHeight
        tty.write(renderer.resize(width: columns, height: height))
        screen = Screen(width: columns, height: height)
        needsFrame = true
        askRegionTop()
    }

    /// Ctrl-Z or SIGTSTP: give the terminal back, stop, and take it again when continued.
    mutating func suspend() {
        finish()
        pk_tty_set_restore_bytes(nil, 0)
        tty.restore()
        released = true
        pk_suspend_self()
        resume()
    }

    /// Continued (after our own Ctrl-Z, or a SIGSTOP by someone else): take the terminal again if
    /// it was handed back; otherwise only re-assert raw mode and repaint in place.
    mutating func resume() {
        guard released else {
            try? tty.enterRawMode()
            renderer.invalidate()
            needsFrame = true
            return
        }
        released = false
        EventLoop.armEmergencyRestore(fullscreen: options.fullscreen, modesOff: modesOff)
        try? tty.enterRawMode()
        (columns, rows) = tty.size()
        renderer = Self.makeRenderer(options, height: regionHeight)
        start()
        program.didResume(now: MonotonicClock.now())
        needsFrame = true
    }

    mutating func drawFrame(now: Double) {
        animating = program.advance(now: now)
        screen.clear()
        program.render(into: &screen)
        let bytes = renderer.frame(screen)
        if !bytes.isEmpty {
            tty.write(bytes)
            // Only frames that reach the terminal count against the frame rate: a key that comes
            // just after an animation step that changed nothing is drawn at once.
            lastFrameTime = now
        }
        lastTickTime = now
        needsFrame = false
    }

    /// The loop proper. Returns the exit status, and whether it should be re-raised as a signal.
    mutating func loop(
        signalFD: Int32, readers: inout [EventLoop.Reader]
    ) -> (code: Int32, bySignal: Bool) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        drawFrame(now: MonotonicClock.now())
        while true {
            if let status = program.exitStatus { return (status, false) }
            let now = MonotonicClock.now()
            if let deadline, now >= deadline { return (EventLoop.timedOutStatus, false) }

            // How long to sleep: until the next frame when one is wanted, the escape timeout,
            // the program's wake time, or the timeout.
            var wake = Double.infinity
            if needsFrame { wake = lastFrameTime + frameInterval }
            if animating { wake = min(wake, lastTickTime + frameInterval) }
            if decoder.hasPending && !decoder.isPasteOpen { wake = min(wake, lastInputTime + 0.025) }
            if let t = program.wakeTime { wake = min(wake, t) }
            if let deadline { wake = min(wake, deadline) }
            let timeoutMS: Int32 =
                wake == .infinity ? -1 : Int32(max(0, min(60_000, ((wake - now) * 1000).rounded(.up))))

            var fds = [
                pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0),
            ]
            for reader in readers { fds.append(pollfd(fd: reader.fd, events: Int16(POLLIN), revents: 0)) }
            let n = poll(&fds, nfds_t(fds.count), timeoutMS)
            if n < 0 && errno != EINTR { return (2, false) }

            if fds[1].revents & Int16(POLLIN) != 0 {
                var signals = [UInt8](repeating: 0, count: 32)
                let count = read(signalFD, &signals, signals.count)
                for i in 0..<max(0, count) {
                    let signo = Int32(signals[i])
                    switch signo {
                    case SIGWINCH: resize()
                    case SIGTSTP: suspend()
                    case SIGCONT: resume()
                    case SIGINT: return (EventLoop.interruptedStatus, false)
                    default: return (signo, true)  // SIGTERM, SIGHUP, SIGQUIT
                    }
                }
            }

            if fds[0].revents & Int16(POLLIN) != 0 {
                // Drain everything pending, so a burst of keys costs one frame.
                var total = 0
                while total < 1 << 20 {
                    let count = buffer.withUnsafeMutableBytes { read(tty.fd, $0.baseAddress, $0.count) }
                    if count <= 0 { break }
                    total += count
                    let events = buffer.withUnsafeBytes {
                        decoder.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count]))
                    }
                    if dispatch(events) { return (program.exitStatus ?? EventLoop.interruptedStatus, false) }
                    var more = pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0)
                    if poll(&more, 1, 0) <= 0 { break }
                }
                lastInputTime = MonotonicClock.now()
                needsFrame = true
            } else if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 {
                return (EventLoop.interruptedStatus, false)  // the terminal went away
            }
            if decoder.hasPending && !decoder.isPasteOpen && MonotonicClock.now() - lastInputTime >= 0.025 {
                if dispatch(decoder.flush()) { return (program.exitStatus ?? EventLoop.interruptedStatus, false) }
                needsFrame = true
            }

            var index = 2
            var ended: [Int] = []
            for (i, reader) in readers.enumerated() {
                defer { index += 1 }
                let revents = fds[index].revents
                guard revents != 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(reader.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    buffer.withUnsafeBytes { reader.onData(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                    needsFrame = true
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    reader.onEnd()
                    ended.append(i)
                    needsFrame = true
                }
            }
            for i in ended.reversed() { readers.remove(at: i) }

            let after = MonotonicClock.now()
            if let t = program.wakeTime, after >= t { needsFrame = true }
            if (needsFrame && after >= lastFrameTime + frameInterval)
                || (animating && after >= lastTickTime + frameInterval)
            {
                drawFrame(now: after)
            }
        }
    }

    /// Hands events to the program; returns true when it asked to exit.
    mutating func dispatch(_ events: [InputEvent]) -> Bool {
        let now = MonotonicClock.now()
        for var event in events {
            switch event {
            case .cursorPosition(let row, _):
                regionTop = row
                continue
            case .mouse(var mouse) where regionTop > 0:
                mouse.row -= regionTop
                event = .mouse(mouse)
            default:
                break
            }
            if case .key(.character(let c), let mods) = event, mods == .control {
                if c == "z" {
                    suspend()
                    continue
                }
                // Raw mode turns Ctrl-C into a key: it ends the run with status 130.
                if c == "c" { return true }
            }
            program.handle(event, now: now)
            if program.exitStatus != nil { return true }
        }
        return false
    }
}
