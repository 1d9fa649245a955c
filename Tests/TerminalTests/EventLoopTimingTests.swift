import Dispatch
import PickerKitTesting
import Terminal
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program that records what it hears and when, draws one line, and ends on `q`.
@MainActor
private final class Recorder: TerminalProgram {
    var heard: [(event: InputEvent, time: Double)] = []
    /// The line drawn; by default the keys heard so far.
    var line: (() -> String)?
    var onStart: (RunContext) -> Void = { _ in }
    /// Animates (asks for frames) until this time.
    var animatesUntil: Double?
    /// Whether each animation step changes what is drawn.
    var stepsShow = false
    private(set) var steps = 0

    func start(context: RunContext) { onStart(context) }

    func handle(_ event: InputEvent, context: RunContext) {
        heard.append((event, context.now))
        if event == .key(.character("q"), []) { context.finish(.finished) }
    }

    func advance(context: RunContext) -> Bool {
        guard let until = animatesUntil, context.now < until else { return false }
        steps += 1
        return true
    }

    func render(into screen: inout Screen) {
        let keys = heard.compactMap { heard -> String? in
            if case .key(.character(let c), _) = heard.event { return String(c) }
            return nil
        }
        let text = line?() ?? "keys:" + keys.joined()
        screen.put(stepsShow ? "\(text) step \(steps)" : text, column: 0, row: 0)
    }

    func preferredHeight(columns: Int, rows: Int) -> Int { 3 }
}

@MainActor
private func loop(_ host: ScriptedLoopHost, timeout: Double? = nil, mouse: Bool = false) -> EventLoop {
    EventLoop(
        options: EventLoopOptions(
            mouse: mouse, timeout: timeout, traits: TerminalTraits(environment: ["TERM": "xterm"])),
        world: host)
}

/// When `text` first appeared on the terminal: the time of the write that put it there.
@MainActor
private func firstShown(_ host: ScriptedLoopHost, _ text: String) -> Double? {
    let terminal = host.terminal
    var model = VTModel(rows: terminal.rows, columns: terminal.columns, allowsAbsoluteMoves: true) { _ in 1 }
    for write in terminal.writes {
        model.feed(write.bytes)
        if (0..<model.rows).contains(where: { model.text(row: $0).contains(text) }) { return write.time }
    }
    return nil
}

/// What the loop wrote when it took the terminal: the region and the modes, then the first frame.
@MainActor
private func firstFrame(_ host: ScriptedLoopHost) -> String {
    String(decoding: host.terminal.writes.prefix(2).flatMap(\.bytes), as: UTF8.self)
}

/// What was written at `time`, as text.
@MainActor
private func written(_ host: ScriptedLoopHost, at time: Double) -> String {
    String(decoding: host.terminal.writes.filter { $0.time == time }.flatMap(\.bytes), as: UTF8.self)
}

@Suite("The run loop's timing, on a scripted clock")
@MainActor
struct EventLoopTimingTests {
    // MARK: Held input

    @Test("a lone ESC becomes the Esc key exactly when the escape timeout has passed")
    func escapeTimeout() throws {
        let host = ScriptedLoopHost()
        host.type("\u{1B}", at: 1)
        host.type("q", at: 2)
        let program = Recorder()
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(program.heard.map(\.event) == [.key(.escape, []), .key(.character("q"), [])])
        #expect(program.heard.first?.time == 1 + InputDecoder.escapeTimeout)
    }

    @Test("an ESC followed by the rest of a sequence within the timeout is that key, not Esc")
    func escapeSequenceWithinTheTimeout() throws {
        let host = ScriptedLoopHost()
        host.type("\u{1B}", at: 1)
        host.type("[A", at: 1 + InputDecoder.escapeTimeout / 2)
        host.type("q", at: 2)
        let program = Recorder()
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(program.heard.map(\.event) == [.key(.up, []), .key(.character("q"), [])])
    }

    @Test("a paste that stalls ends after the stall timeout, counted from its last byte")
    func pasteStall() throws {
        let host = ScriptedLoopHost()
        host.type("\u{1B}[200~abc", at: 1)
        host.type("def", at: 1.5)
        host.type("q", at: 5)
        let program = Recorder()
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(program.heard.map(\.event) == [.paste("abcdef"), .key(.character("q"), [])])
        #expect(program.heard.first?.time == 1.5 + InputDecoder.pasteStallTimeout)
    }

    // MARK: Frames

    @Test("a burst of keys is drawn at most at the frame rate: the first at once, the rest together")
    func frameCap() throws {
        let host = ScriptedLoopHost()
        for index in 0..<10 { host.type("k", at: 1 + Double(index) * 0.001) }
        host.type("q", at: 2)
        let program = Recorder()
        #expect(try loop(host).runBlocking(program) == .finished)
        let frames = host.terminal.writes.filter { $0.time >= 1 && $0.time < 2 }.map(\.time)
        #expect(frames == [1, 1 + 1.0 / 60], "one frame for the first key, one for the other nine")
        #expect(firstShown(host, "keys:kkkkkkkkkk") == 1 + 1.0 / 60)
    }

    @Test("a key right after an animation step that changed nothing is drawn at once")
    func unchangedFramesDoNotCount() throws {
        let host = ScriptedLoopHost()
        host.type("x", at: 1.005)
        host.type("q", at: 3)
        let program = Recorder()
        program.animatesUntil = 2
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(program.steps > 50, "the animation stepped at the frame rate")
        #expect(firstShown(host, "keys:x") == 1.005)
    }

    @Test("a key during an animation that changes the screen waits for the next frame")
    func changedFramesCount() throws {
        let host = ScriptedLoopHost()
        host.type("x", at: 1.005)
        host.type("q", at: 3)
        let program = Recorder()
        program.animatesUntil = 2
        program.stepsShow = true
        #expect(try loop(host).runBlocking(program) == .finished)
        let frames = host.terminal.writes.map(\.time).filter { $0 > 0 && $0 < 2 }
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $1 - $0 >= 1.0 / 60 - 1e-9 }, "\(frames)")
        let keyFrame = try #require(firstShown(host, "keys:x"))
        #expect(keyFrame > 1.005 && keyFrame < 1.005 + 1.0 / 60)
    }

    // MARK: The deadline and timers

    @Test("--timeout ends the run at the deadline, with the terminal given back")
    func timeout() throws {
        let host = ScriptedLoopHost(time: 100)
        let program = Recorder()
        let context = RunContext()
        #expect(try loop(host, timeout: 30).runBlocking(program, context: context) == .timedOut)
        #expect(host.time == 130)
        #expect(context.deadline == 130)
        #expect(!host.terminal.isRaw && !host.signalsInstalled)
        #expect(host.emergencyRestore.isEmpty)
    }

    @Test("a countdown to the deadline ticks each second on the run's clock, then the run times out")
    func countdownTimers() throws {
        let host = ScriptedLoopHost()
        let program = Recorder()
        var ticks: [(time: Double, left: Int)] = []
        var left = 0
        program.line = { "\(left)s left" }
        program.onStart = { context in
            guard let deadline = context.deadline else { return }
            @MainActor func countDown() {
                left = Int((deadline - context.now).rounded(.up))
                ticks.append((context.now, left))
                if left > 0 { context.after(1, countDown) }
            }
            countDown()
        }
        #expect(try loop(host, timeout: 3).runBlocking(program) == .timedOut)
        #expect(ticks.map(\.time) == [0, 1, 2], "the last tick, at 3, is the deadline itself")
        #expect(ticks.map(\.left) == [3, 2, 1])
        #expect(firstShown(host, "3s left") == 0)
        #expect(firstShown(host, "2s left") == 1)
        #expect(firstShown(host, "1s left") == 2)
        #expect(host.time == 3)
    }

    @Test("a timer runs with the first frame at or after its time, however the loop woke")
    func timersRunOnTime() throws {
        let host = ScriptedLoopHost()
        host.type("a", at: 0.5)
        host.type("q", at: 4)
        let program = Recorder()
        var ran: [Double] = []
        program.onStart = { context in
            context.after(1.25) { ran.append(context.now) }
            context.after(2.5) { ran.append(context.now) }
        }
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(ran == [1.25, 2.5])
    }

    // MARK: Work posted to the loop

    @Test("work posted before the run runs in its first round, in order, on the main actor")
    func postBeforeTheRun() throws {
        let host = ScriptedLoopHost(time: 7)
        let program = Recorder()
        let context = RunContext()
        var order: [Int] = []
        for index in 1...3 {
            context.post {
                order.append(index)
                if index == 3 { context.finish(.finished) }
            }
        }
        #expect(try loop(host).runBlocking(program, context: context) == .finished)
        #expect(order == [1, 2, 3])
        #expect(host.time == 7)
    }

    @Test("work posted from another thread wakes a blocking loop waiting in poll, and is drawn")
    func postFromAnotherThread() throws {
        let host = ScriptedLoopHost()
        host.waitsForRealWhenIdle = 10
        let program = Recorder()
        let seen = Seen()
        program.line = { seen.text }
        program.onStart = { context in
            let loopThread = pthread_self()
            DispatchQueue.global().async {
                context.post {
                    seen.onLoopThread = pthread_equal(pthread_self(), loopThread) != 0
                    seen.text = "posted"
                    context.after(0.5) { context.finish(.finished) }
                }
            }
        }
        #expect(try loop(host).runBlocking(program) == .finished, "the loop woke for the post instead of hanging up")
        #expect(seen.onLoopThread, "the action ran in the loop's own round, on its thread")
        #expect(firstShown(host, "posted") != nil)
    }

    @Test("work posted from another task reaches the awaiting run too")
    func postToTheAwaitingRun() async throws {
        let host = ScriptedLoopHost()
        host.waitsForRealWhenIdle = 10
        let program = Recorder()
        let seen = Seen()
        program.onStart = { context in
            Task.detached {
                context.post {
                    seen.text = "posted"
                    context.finish(.finished)
                }
            }
        }
        #expect(try await loop(host).run(program) == .finished)
        #expect(seen.text == "posted")
    }

    // MARK: Watched descriptors

    @Test("what has already arrived on a watched descriptor is on the first frame")
    func firstFrameShowsWhatHasArrived() throws {
        let pipe = try Pipe()
        pipe.write("hello")
        let host = ScriptedLoopHost()
        host.type("q", at: 1)
        let program = Recorder()
        var received = ""
        program.line = { "got:" + received }
        program.onStart = { context in
            context.watch(
                fd: pipe.read, onData: { received += String(decoding: $0, as: UTF8.self) }, onEnd: {})
        }
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(firstFrame(host).contains("got:hello"))
    }

    @Test("a run whose watched input ends it before the first frame never takes the terminal")
    func endedBeforeTheFirstFrame() throws {
        let pipe = try Pipe()
        pipe.closeWriter()
        let host = ScriptedLoopHost()
        let program = Recorder()
        program.onStart = { context in
            context.watch(fd: pipe.read, onData: { _ in }, onEnd: { context.finish(.failed("no items")) })
        }
        #expect(try loop(host).runBlocking(program) == .failed("no items"))
        #expect(host.terminalsOpened == 0)
        #expect(host.terminal.writes.isEmpty)
    }

    @Test("a watched descriptor that cannot be read ends the run with the reason, or tells onFailure")
    func unreadableDescriptor() throws {
        let folder = open("/", O_RDONLY | O_CLOEXEC)
        #expect(folder >= 0)
        defer { close(folder) }
        let host = ScriptedLoopHost()
        let program = Recorder()
        program.onStart = { context in context.watch(fd: folder, onData: { _ in }, onEnd: {}) }
        #expect(try loop(host).runBlocking(program) == .failed("descriptor \(folder) cannot be read (Is a directory)"))

        let second = ScriptedLoopHost()
        var reason: String?
        program.onStart = { context in
            context.watch(
                fd: folder, onData: { _ in }, onEnd: {},
                onFailure: {
                    reason = $0
                    context.finish(.cancelled)
                })
        }
        #expect(try loop(second).runBlocking(program) == .cancelled)
        #expect(reason == "Is a directory")
    }

    // MARK: Signals and the terminal going away

    @Test("a resize redraws at the new size")
    func resize() throws {
        let host = ScriptedLoopHost(columns: 40, rows: 12)
        host.resize(columns: 60, rows: 20, at: 1)
        host.type("q", at: 2)
        let program = Recorder()
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(written(host, at: 1).contains("keys:"), "the frame was drawn again")
    }

    @Test("SIGTERM gives the terminal back, then ends the process by the same signal")
    func terminationSignal() throws {
        let host = ScriptedLoopHost()
        host.send(SIGTERM, at: 1)
        let program = Recorder()
        #expect(try loop(host).runBlocking(program) == .interrupted)
        #expect(host.endingSignal == SIGTERM)
        #expect(!host.terminal.isRaw && !host.signalsInstalled)
        #expect(host.time == 1)
    }

    @Test("Ctrl-Z stops the process and takes the terminal again when continued, keeping the keys typed")
    func suspendAndResume() throws {
        let host = ScriptedLoopHost()
        host.type("\u{1A}", at: 1)
        host.type("q", at: 2)
        let program = Recorder()
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(host.stops == 1)
        // Type-ahead is dropped when the terminal is first taken, not when it is taken back: a
        // Ctrl-C typed just after a Ctrl-Z that did not stop the process (no job control) counts.
        #expect(host.terminal.rawModeEntries == [true, false])
        #expect(written(host, at: 1).contains("keys:"), "the frame was drawn again")
    }

    @Test("a terminal that goes away ends the run as hung up")
    func hangUp() throws {
        let host = ScriptedLoopHost()
        host.hangUp(at: 1)
        #expect(try loop(host).runBlocking(Recorder()) == .hungUp)
        #expect(host.time == 1)
        #expect(!host.spun)
    }
}

/// What work posted from another thread saw and changed.
@MainActor
private final class Seen {
    var text = "waiting"
    var onLoopThread = false
}

/// A pipe whose read end is non-blocking, for a watched descriptor.
private final class Pipe {
    let read: Int32
    private var writer: Int32

    init() throws {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalError("no pipe") }
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        read = fds[0]
        writer = fds[1]
    }

    deinit {
        close(read)
        if writer >= 0 { close(writer) }
    }

    func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { systemWrite(writer, $0.baseAddress, $0.count) }
    }

    func closeWriter() {
        close(writer)
        writer = -1
    }
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, pointer, count)
}
