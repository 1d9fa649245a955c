import PickerKitTesting
import Testing

@testable import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program that draws one line and records the background the run context gave it at each
/// frame; `q` ends it.
@MainActor
private final class BackgroundRecorder: TerminalProgram {
    /// The background at each frame, with the frame's time.
    var seen: [(background: TerminalBackground, time: Double)] = []
    var heard: [InputEvent] = []

    func handle(_ event: InputEvent, context: RunContext) {
        heard.append(event)
        if event == .key(.character("q"), []) { context.finish(.finished) }
    }

    func advance(context: RunContext) -> Bool {
        seen.append((context.background, context.now))
        return false
    }

    func render(into screen: inout Screen) {
        screen.put(seen.last?.background == .light ? "light" : "dark", column: 0, row: 0)
    }

    func preferredHeight(columns: Int, rows: Int) -> Int { 1 }
}

/// The question, as the loop writes it.
private let question = "\u{1B}]11;?\u{1B}\\\u{1B}[c"
/// xterm's answer on a white background.
private let whiteAnswer = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"

@MainActor
private func loop(
    _ host: ScriptedLoopHost, environment: [String: String] = ["TERM": "xterm-256color"], asks: Bool = true
) -> EventLoop {
    EventLoop(
        options: EventLoopOptions(mouse: false, traits: TerminalTraits(environment: environment), asksBackground: asks),
        world: host)
}

/// What the loop wrote, as text.
@MainActor
private func output(_ host: ScriptedLoopHost) -> String { host.terminal.output }

@Suite("Asking the terminal for its background")
@MainActor
struct BackgroundQueryTests {
    @Test("the question goes out with the first frame, which does not wait for the answer")
    func theQuestionGoesWithTheFirstFrame() throws {
        let host = ScriptedLoopHost()
        host.terminal.backgroundAnswer = "rgb:ffff/ffff/ffff"
        host.type("q", at: 1)
        let program = BackgroundRecorder()
        #expect(try loop(host).runBlocking(program) == .finished)
        let first = try #require(host.terminal.writes.first)
        #expect(first.time == 0)
        let text = String(decoding: first.bytes, as: UTF8.self)
        #expect(text.contains(question) && text.contains("dark"), "\(text.debugDescription)")
        #expect(program.seen.first?.background == .dark)
        #expect(program.seen.last?.background == .light, "the answer came at once, and was drawn")
        #expect(host.frames.last?.screen.text(row: 0).hasPrefix("light") == true)
    }

    @Test("a light answer is handed to the program and drawn at once; the replies are no keys")
    func aLightAnswerRedraws() throws {
        let host = ScriptedLoopHost()
        host.terminal.answersDeviceAttributes = false
        host.type(whiteAnswer, at: 0.02)
        host.type("q", at: 1)
        let program = BackgroundRecorder()
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(program.heard == [.key(.character("q"), [])])
        #expect(program.seen.first?.background == .dark)
        let light = try #require(program.seen.first { $0.background == .light })
        #expect(light.time == 0.02)
        #expect(host.frames.last?.screen.text(row: 0).hasPrefix("light") == true)
    }

    @Test("a terminal that only answers the device attributes leaves the background dark")
    func noOSC11() throws {
        let host = ScriptedLoopHost()
        host.type("q", at: 1)
        let program = BackgroundRecorder()
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(program.seen.allSatisfy { $0.background == .dark })
        #expect(program.heard == [.key(.character("q"), [])])
    }

    @Test("a run that ends before the answer reads it before giving the terminal back")
    func aQuickEndReadsTheAnswer() throws {
        let host = ScriptedLoopHost()
        host.terminal.answersDeviceAttributes = false
        host.type("q", at: 0.001)
        host.type(whiteAnswer, at: 0.2)
        let program = BackgroundRecorder()
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(host.time >= 0.2, "the run waited for the answer")
        #expect(host.time < LoopSession.replyPatience)
        var byte: UInt8 = 0
        #expect(read(host.terminal.fd, &byte, 1) <= 0, "nothing of the answer is left for the shell")
    }

    @Test("a quick end with a terminal that answers at once does not wait")
    func aQuickEndWithAPromptTerminal() throws {
        let host = ScriptedLoopHost()
        host.type("q", at: 0.001)
        #expect(try loop(host).runBlocking(BackgroundRecorder()) == .finished)
        #expect(host.time == 0.001)
    }

    @Test("a terminal that answers nothing holds a quick end for the patience at most")
    func aSilentTerminalHoldsTheEndBriefly() throws {
        let host = ScriptedLoopHost()
        host.terminal.answersDeviceAttributes = false
        host.type("q", at: 0.001)
        host.hangUp(at: 5)
        let program = BackgroundRecorder()
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(host.time == LoopSession.replyPatience)
    }

    @Test("a run that ends after the patience does not wait at all")
    func aLaterEndDoesNotWait() throws {
        let host = ScriptedLoopHost()
        host.terminal.answersDeviceAttributes = false
        host.type("q", at: 2)
        host.hangUp(at: 5)
        #expect(try loop(host).runBlocking(BackgroundRecorder()) == .finished)
        #expect(host.time == 2)
    }

    @Test(
        "nothing is asked when the background is known, without colours, on a dumb terminal, or when the program does not follow it",
        arguments: [
            (["TERM": "xterm-256color", "COLORFGBG": "0;15"], true, TerminalBackground.light),
            (["TERM": "xterm-256color", "NO_COLOR": "1"], true, .dark),
            (["TERM": "dumb"], true, .dark),
            (["TERM": "xterm-256color"], false, .dark),
        ])
    func nothingAsked(environment: [String: String], asks: Bool, background: TerminalBackground) throws {
        let host = ScriptedLoopHost()
        host.type("q", at: 0.001)
        let program = BackgroundRecorder()
        #expect(try loop(host, environment: environment, asks: asks).runBlocking(program) == .finished)
        #expect(!output(host).contains("\u{1B}]11;?"), "\(environment)")
        #expect(host.time == 0.001, "no wait at the end")
        #expect(program.seen.first?.background == background)
    }

    @Test("an ESC ] typed once the replies are in is Alt-]")
    func altBracketAfterTheReplies() throws {
        let host = ScriptedLoopHost()
        host.type("\u{1B}]", at: 0.5)
        host.type("q", at: 1)
        let program = BackgroundRecorder()
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(program.heard == [.key(.character("]"), [.alt]), .key(.character("q"), [])])
    }
}
