import Foundation
import PickerKit
import PickerKitTesting
import Testing

/// The test double an app's own tests use: prompts run headless on a `TestTerminal`, keys are
/// typed, and the screen is read after each frame. Everything here goes through the public API
/// only (`import PickerKit`, `import PickerKitTesting`), as an app's tests would.
@Suite("Test terminal")
@MainActor
struct TestTerminalTests {
    /// Colours and Unicode, whatever the environment of the test run.
    let options = PromptOptions(traits: TerminalTraits(environment: ["TERM": "xterm-256color", "LANG": "en_US.UTF-8"]))

    enum Fruit: String, CaseIterable, Sendable {
        case apple, banana, cherry
    }

    // MARK: Prompts driven headless

    @Test("a choose prompt is driven by typed keys, and its frames show the query and the matches")
    func aChoosePromptIsDriven() throws {
        let terminal = TestTerminal(columns: 40, rows: 12)
        terminal.type("lei")
        terminal.press(.enter)
        var prompt = ChoosePrompt(items: .list(["Luke", "Leia", "Han"]), options: options)
        prompt.host = terminal.host
        let answer = try #require(try prompt.runBlocking().value)
        #expect(answer.choice?.value == "Leia")
        #expect(answer.query == "lei")
        #expect(answer.key == nil, "the prompt's own Enter")
        let first = try #require(terminal.frames.first)
        #expect(first.time == 0, "the first frame is drawn when the run starts")
        #expect(first.text.contains("Luke") && first.text.contains("Han"))
        let typed = try #require(terminal.frames.last { $0.text.contains("lei") })
        #expect(typed.time > 0 && typed.time < 0.1, "the query is drawn a frame after the keys")
        // The matched letters are drawn in the theme's match style (underlined), over the band's.
        let row = try #require(typed.lines.firstIndex { $0.contains("Leia") })
        let column = try #require(typed.lines[row].range(of: "Leia")).lowerBound.utf16Offset(in: typed.lines[row])
        #expect(typed.screen[column, row].style.attributes.contains(.underline), "the L of Leia is matched")
        #expect(!typed.screen[column + 3, row].style.attributes.contains(.underline), "the a is not")
    }

    @Test("a date prompt's wheels step with the arrows, and its answer is the date shown")
    func aDatePromptIsDriven() throws {
        let terminal = TestTerminal(columns: 60, rows: 12)
        terminal.press(.down)
        terminal.press(.right)
        terminal.press(.down)
        terminal.press(.down)
        terminal.press(.enter)
        let utc = TimeZone(identifier: "UTC")!
        let today = Date(timeIntervalSince1970: 1_705_329_000)  // 2024-01-15 14:30 UTC
        var prompt = DatePrompt(
            mode: .date, today: today, locale: Locale(identifier: "en_US"), timeZone: utc, options: options)
        prompt.host = terminal.host
        let answer = try #require(try prompt.runBlocking().value)
        // en_US orders month, day, year: a month on, then two days on.
        #expect(prompt.text(of: answer) == "2024-02-17")
        #expect(terminal.frames.first?.text.contains("January") == true)
        #expect(terminal.lastFrame?.text.contains("February") == true)
    }

    @Test("a date prompt on a calendar shows the month's grid, and t takes it back to today")
    func aCalendarPromptIsDriven() throws {
        let terminal = TestTerminal(columns: 60, rows: 16)
        terminal.press(.pageDown)
        terminal.type("t")
        terminal.press(.right)
        terminal.press(.enter)
        let today = Date(timeIntervalSince1970: 1_705_329_000)
        var prompt = DatePrompt(
            mode: .date, style: .calendar, today: today, locale: Locale(identifier: "en_US"),
            timeZone: TimeZone(identifier: "UTC")!, options: options)
        prompt.host = terminal.host
        let answer = try #require(try prompt.runBlocking().value)
        #expect(prompt.text(of: answer) == "2024-01-16")
        #expect(terminal.frames.contains { $0.text.contains("February") }, "Page Down showed the next month")
    }

    @Test("choosing from a CaseIterable type answers the case itself")
    func aTypedChoice() throws {
        let terminal = TestTerminal(columns: 40, rows: 10)
        terminal.press(.down)
        terminal.press(.enter)
        var prompt = CasePrompt(Fruit.self, options: options)
        prompt.host = terminal.host
        let fruit: Fruit? = try prompt.runBlocking().value
        #expect(fruit == .banana)

        let typed = TestTerminal(columns: 40, rows: 10)
        typed.type("Che")
        typed.press(.enter)
        var titled = CasePrompt(Fruit.self, selected: .banana, options: options) { $0.rawValue.capitalized }
        titled.host = typed.host
        #expect(try titled.runBlocking().value == .cherry)
        #expect(typed.frames.first?.text.contains("Banana") == true, "cases are shown by their titles")
    }

    @Test("a typed choice over listed values answers the value of the row chosen")
    func aChoiceOfListedValues() throws {
        let terminal = TestTerminal(columns: 40, rows: 10)
        terminal.press(.up)
        terminal.press(.enter)
        var prompt = CasePrompt([8, 10, 12], selected: 10, options: options) { "\($0) inches" }
        prompt.host = terminal.host
        #expect(try prompt.runBlocking().value == 8)
    }

    @Test("the awaiting run is driven the same way")
    func theAwaitingRun() async throws {
        let terminal = TestTerminal(columns: 40, rows: 10)
        terminal.press(.down)
        terminal.press(.enter)
        var prompt = WheelPrompt(columns: .independent([["Ham", "Turkey"], ["White", "Rye"]]), options: options)
        prompt.host = terminal.host
        let choices = try await prompt.run().value
        #expect(choices?.map(\.value) == ["Turkey", "White"])
    }

    // MARK: Keys, pastes, time and the terminal's end

    @Test("Esc typed alone cancels; a paste arrives whole")
    func escapeAndPaste() throws {
        let cancelled = TestTerminal()
        cancelled.press(.escape)
        var field = InputPrompt(options: options)
        field.host = cancelled.host
        #expect(try field.runBlocking().completion == .cancelled)

        let pasted = TestTerminal()
        pasted.paste("Ada\nLovelace")
        pasted.press(.enter)
        field.host = pasted.host
        #expect(try field.runBlocking().value == "Ada Lovelace", "a field turns a pasted line break into a space")
    }

    @Test("a timeout of half a minute passes without waiting, at the time the prompt set")
    func timeIsScripted() throws {
        let terminal = TestTerminal()
        var options = self.options
        options.timeout = 30
        var prompt = ConfirmPrompt(question: "Sure?", options: options)
        prompt.host = terminal.host
        let started = Date()
        #expect(try prompt.runBlocking().completion == .timedOut)
        #expect(Date().timeIntervalSince(started) < 10, "no real half minute passed")
        #expect(terminal.lastFrame.map { $0.time >= 29 } == true, "the countdown was drawn to its end")
        #expect(terminal.frames.contains { $0.text.contains("30s left") })
        #expect(terminal.frames.contains { $0.text.contains("1s left") })
    }

    @Test("keys wait for the time they are typed at")
    func waitsMoveTheScript() throws {
        let terminal = TestTerminal()
        terminal.wait(5)
        terminal.press(.enter)
        #expect(terminal.time == 5 + terminal.keyInterval)
        var prompt = ConfirmPrompt(question: "Sure?", options: options)
        prompt.host = terminal.host
        #expect(try prompt.runBlocking().value == true)
        #expect(terminal.lastFrame?.time ?? 0 < 5, "nothing changed on screen before the key")
    }

    @Test("a run the script does not end hangs up instead of hanging")
    func anUnendedRunHangsUp() throws {
        let terminal = TestTerminal()
        terminal.type("x")
        var prompt = InputPrompt(options: options)
        prompt.host = terminal.host
        #expect(try prompt.runBlocking().completion == .hungUp)
        #expect(terminal.lastFrame?.text.contains("> x") == true)
    }

    @Test("a resized terminal is drawn at its new width")
    func resizing() throws {
        let terminal = TestTerminal(columns: 60, rows: 10)
        terminal.resize(columns: 20, rows: 10)
        terminal.press(.enter)
        var prompt = ChoosePrompt(items: .list(["Luke", "Leia"]), options: options)
        prompt.host = terminal.host
        _ = try prompt.runBlocking()
        #expect(terminal.frames.first?.screen.width == 60)
        #expect(terminal.lastFrame?.screen.width == 20)
        #expect(terminal.columns == 20)
    }

    /// A key with its modifiers, as a test's argument.
    struct Press: Sendable, CustomTestStringConvertible {
        var key: Key
        var modifiers: Modifiers = []
        var testDescription: String { "\(key) \(modifiers.rawValue)" }
    }

    @Test(
        "every key the terminal presses is read back as that key",
        arguments: [
            Press(key: .character("x")), Press(key: .character("x"), modifiers: .control),
            Press(key: .character("x"), modifiers: .alt), Press(key: .character("é")),
            Press(key: .character(" "), modifiers: .control), Press(key: .enter), Press(key: .enter, modifiers: .alt),
            Press(key: .tab), Press(key: .tab, modifiers: .shift), Press(key: .backspace),
            Press(key: .backspace, modifiers: .alt), Press(key: .up), Press(key: .down, modifiers: .shift),
            Press(key: .left, modifiers: .control), Press(key: .right, modifiers: [.alt, .shift]), Press(key: .home),
            Press(key: .end, modifiers: .control), Press(key: .pageUp), Press(key: .pageDown, modifiers: .shift),
            Press(key: .insert), Press(key: .delete, modifiers: .control), Press(key: .function(1)),
            Press(key: .function(4), modifiers: .shift), Press(key: .function(5)), Press(key: .function(10)),
            Press(key: .function(12), modifiers: .control),
        ])
    func keysRoundTrip(press: Press) {
        let terminal = TestTerminal()
        terminal.press(press.key, modifiers: press.modifiers)
        let program = KeyRecorder()
        let loop = EventLoop(options: EventLoopOptions(mouse: false, traits: options.traits), host: terminal.host)
        _ = try? loop.runBlocking(program)
        #expect(program.keys.count == 1)
        #expect(program.keys.first.map { $0 == (press.key, press.modifiers) } == true, "\(program.keys)")
    }
}

/// A program that records the keys it is given, and draws nothing.
@MainActor
private final class KeyRecorder: TerminalProgram {
    var keys: [(Key, Modifiers)] = []

    func start(context: RunContext) {}
    func handle(_ event: InputEvent, context: RunContext) {
        if case .key(let key, let modifiers) = event { keys.append((key, modifiers)) }
    }
    func advance(context: RunContext) -> Bool { false }
    func settle(context: RunContext) {}
    func layout(width: Int, height: Int) {}
    func render(into screen: inout Screen) {}
    func preferredHeight(columns: Int, rows: Int) -> Int { 1 }
}
