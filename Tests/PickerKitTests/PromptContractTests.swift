import Foundation
import PickerCore
import PickerKitTesting
import Testing

@testable import PickerKit

/// What a prompt promises a program (and the command line) beyond Enter and Esc: the answer when
/// the time runs out, the hints and width of a picker of several columns, a height given as a
/// share of the terminal, and the defaults of the date and number prompts. Runs are scripted
/// (`ScriptedLoopHost`): no real time passes.
@Suite("Prompt contract")
@MainActor
struct PromptContractTests {
    let traits = TerminalTraits(environment: ["TERM": "xterm", "LANG": "en_US.UTF-8"])

    /// Everything the loop wrote to the terminal, as text.
    func written(_ host: ScriptedLoopHost) -> String {
        String(decoding: host.terminal.writes.flatMap(\.bytes), as: UTF8.self)
    }

    func sandwich() -> PickerView {
        PickerView(components: [["Ham", "Turkey", "Tuna"], ["White", "Rye"]])
    }

    // MARK: The timeout

    @Test("when the time runs out, what the picker shows is the answer, as Enter would take it")
    func theTimeoutAnswersWhatIsShown() throws {
        let host = ScriptedLoopHost()
        host.type("\u{1B}[B", at: 0.5)  // Down: Turkey spins into the band, and is still moving at 1
        let picker = sandwich()
        var prompt = Prompt(
            picker, options: PromptOptions(timeout: 1, answersAtTimeout: true, traits: traits)
        ) { picker.selectedTitles }
        prompt.host = EventLoop.Host(host)
        #expect(try prompt.runBlocking().value == ["Turkey", "White"])
        #expect(host.time == 1, "the run ended at the deadline")
    }

    @Test("without answersAtTimeout, the run ends timed out, as before")
    func withoutTheRuleTheTimeoutEndsTheRun() throws {
        let host = ScriptedLoopHost()
        let picker = sandwich()
        var prompt = Prompt(picker, options: PromptOptions(timeout: 1, traits: traits)) { picker.selectedTitles }
        prompt.host = EventLoop.Host(host)
        let outcome = try prompt.runBlocking()
        #expect(outcome.completion == .timedOut && outcome.value == nil)
    }

    @Test("a choose prompt answers the item in the band, or the marked items, at the timeout")
    func chooseAnswersTheBandOrTheMarks() throws {
        let options = PromptOptions(timeout: 2, answersAtTimeout: true, traits: traits)
        let host = ScriptedLoopHost()
        host.type("\u{1B}[B", at: 1)
        var prompt = ChoosePrompt(items: .list(["Luke", "Leia", "Han"]), options: options)
        prompt.host = EventLoop.Host(host)
        #expect(try prompt.runBlocking().value?.choice?.value == "Leia")

        var settings = ChooseSettings()
        settings.limit = 3
        settings.preselected = [Array("Han".utf8), Array("Luke".utf8)]
        let marked = ScriptedLoopHost()
        var many = ChoosePrompt(items: .list(["Luke", "Leia", "Han"]), options: options, settings: settings)
        many.host = EventLoop.Host(marked)
        #expect(try many.runBlocking().value?.choices.map(\.value) == ["Luke", "Han"])
    }

    @Test("a filter that shows nothing has nothing to answer: the run ends timed out")
    func nothingShownIsATimeout() throws {
        let host = ScriptedLoopHost()
        host.type("zzz", at: 0.5)
        var settings = ChooseSettings()
        settings.filtering = true
        var prompt = ChoosePrompt(
            items: .list(["Luke", "Leia"]),
            options: PromptOptions(timeout: 1, answersAtTimeout: true, traits: traits), settings: settings)
        prompt.host = EventLoop.Host(host)
        #expect(try prompt.runBlocking().completion == .timedOut)
    }

    @Test("the accessible form answers the value it offers (Enter's) at the timeout")
    func theLineFormAnswersItsOfferAtTheTimeout() throws {
        let host = ScriptedLoopHost()
        var prompt = try NumberPrompt(
            minimum: 0, maximum: 10, value: 4,
            options: PromptOptions(timeout: 1, answersAtTimeout: true, accessible: true, traits: traits))
        prompt.host = EventLoop.Host(host)
        #expect(try prompt.runBlocking().value == 4)
    }

    // MARK: Pickers of several columns

    @Test("a picker of several columns gets the column hint")
    func severalColumnsAreHinted() throws {
        let host = ScriptedLoopHost(columns: 80, rows: 12)
        host.type("\r", at: 1)
        let picker = sandwich()
        var prompt = Prompt(picker, options: PromptOptions(traits: traits)) { picker.selectedTitles }
        prompt.host = EventLoop.Host(host)
        #expect(try prompt.runBlocking().value == ["Ham", "White"])
        #expect(written(host).contains("↑↓ move · ←→ column · enter choose · esc cancel"))
        #expect(!written(host).contains("type to jump"))
    }

    /// A widget of one's own with no rows: it draws a count and takes no keys.
    final class Badge: Widget {
        var frame = Rect(x: 0, y: 0, width: 0, height: 0)
        var isFocused = false
        func render(into screen: inout Screen, theme: Theme) {
            _ = screen.put("3 items", in: frame, alignment: .leading, style: theme.text)
        }
    }

    @Test(
        "a body without rows — a label, a widget of one's own — is hinted Enter and Esc only",
        arguments: ["label", "badge"])
    func aBodyWithoutRowsGetsEnterAndEscOnly(body kind: String) throws {
        let host = ScriptedLoopHost(columns: 80, rows: 12)
        host.type("\r", at: 1)
        let body: Widget = kind == "label" ? Label("Ready to deploy") : Badge()
        var prompt = Prompt(body, options: PromptOptions(traits: traits)) { true }
        prompt.host = EventLoop.Host(host)
        #expect(prompt.hint == "enter choose · esc cancel")
        #expect(try prompt.runBlocking().value == true)
        #expect(written(host).contains("enter choose · esc cancel"))
        #expect(!written(host).contains("move"), "no wheel hints: \(written(host))")
        #expect(!written(host).contains("type to jump"))
    }

    @Test("the default hints follow the body: a wheel's, a mini picker's ribbons, none but Enter and Esc for a label")
    func theDefaultHintsFollowTheBody() {
        let plain = PromptOptions(traits: traits)
        let mini = MiniPicker(components: [["S", "M", "L"]])
        #expect(Prompt(mini, options: plain) { 0 }.hint == "←→ move · type to jump · enter choose · esc cancel")
        let pair = MiniPicker(components: [["S", "M"], ["Hot", "Iced"]])
        #expect(Prompt(pair, options: plain) { 0 }.hint == "←→ move · tab column · enter choose · esc cancel")
        let wheel = PickerView(components: [["a", "b"]])
        #expect(Prompt(wheel, options: plain) { 0 }.hint == "↑↓ move · type to jump · enter choose · esc cancel")
        let ascii = PromptOptions(traits: TerminalTraits(environment: ["TERM": "xterm", "LANG": "C"]))
        #expect(Prompt(Label("Sure?"), options: ascii) { 0 }.hint == "enter choose - esc cancel")
        var given = Prompt(Label("Sure?"), options: plain, hint: "y yes · n no") { 0 }
        #expect(given.hint == "y yes · n no")
        given.hint = "enter deploy"
        #expect(given.hint == "enter deploy")
    }

    @Test("a picker shown by a prompt is as wide as its titles, not the terminal")
    func columnsAreSizedToTheirContent() throws {
        let host = ScriptedLoopHost(columns: 80, rows: 12)
        host.type("\r", at: 1)
        let source = TitlesOnly(columns: [["Ham", "Turkey", "Tuna"], ["White", "Rye"]])
        let picker = PickerView(visibleRows: 3)
        picker.dataSource = source
        picker.delegate = source
        var prompt = Prompt(picker, options: PromptOptions(showsHints: false, traits: traits)) { 0 }
        prompt.host = EventLoop.Host(host)
        _ = try prompt.runBlocking()
        // "Turkey" and four columns of margin, a separator, "White" and four.
        #expect(picker.intrinsicWidth == 10 + 1 + 9)
        picker.frame = Rect(x: 0, y: 0, width: 40, height: 3)
        var screen = Screen(width: 40, height: 3)
        picker.render(into: &screen, theme: .monochrome)
        expectScreen(
            screen,
            ExpectedScreen([
                "          │         ",
                "   Ham       White  ",
                "  Turkey  │   Rye   ",
            ]))
    }

    // MARK: Heights

    @Test("an even height puts the band one row above the middle")
    func anEvenHeightPutsTheBandAboveTheMiddle() {
        let picker = PickerView(components: [["a", "b", "c", "d", "e", "f"]], visibleRows: 4)
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.frame = Rect(x: 0, y: 0, width: 5, height: picker.preferredHeight(forWidth: 5))
        var screen = Screen(width: 5, height: picker.frame.height)
        picker.render(into: &screen, theme: .monochrome)
        expectScreen(
            screen, ExpectedScreen(["  b  ", "  c  ", "  d  ", "  e  "]).styled(row: 1, Theme.monochrome.band))
    }

    @Test("a height in percent is that share of the terminal's rows, at least one, as it is resized")
    func aPercentageFollowsTheTerminal() throws {
        let host = ScriptedLoopHost(columns: 40, rows: 20)
        let picker = sandwich()
        host.resize(columns: 40, rows: 3, at: 1)
        var heights: [Int] = []
        host.at(0.5) { heights.append(picker.visibleRows) }
        host.at(1.5) { heights.append(picker.visibleRows) }
        host.type("\r", at: 2)
        var prompt = Prompt(picker, options: PromptOptions(traits: traits)) { picker.selectedTitles }
        prompt.options.heightPercent = 50
        prompt.host = EventLoop.Host(host)
        _ = try prompt.runBlocking()
        #expect(heights == [10, 1])
    }

    // MARK: The date and number prompts

    @Test("a date prompt's today is now unless given")
    func todayIsNow() {
        let before = Date()
        let prompt = DatePrompt(mode: .date)
        #expect(prompt.today >= before && prompt.today <= Date())
    }

    @Test("a number prompt takes Decimals and answers a Decimal, exactly")
    func numbersAreDecimals() throws {
        let host = ScriptedLoopHost(columns: 60, rows: 10)
        host.type(String(repeating: "\u{1B}[C", count: 7), at: 1)  // seven steps of 0.1
        host.type("\r", at: 2)
        var prompt = try NumberPrompt(
            minimum: 9, maximum: 999, step: Decimal(string: "0.1")!, value: Decimal(string: "70.3")!, unit: "kg",
            options: PromptOptions(traits: traits))
        prompt.host = EventLoop.Host(host)
        #expect(try prompt.runBlocking().value == Decimal(71))
        #expect(throws: RulerError.self) { try NumberPrompt(minimum: 5, maximum: 1) }
    }
}

/// A data source that gives titles and no widths (a program's own, as in the README).
@MainActor
private final class TitlesOnly: PickerViewDataSource, PickerViewDelegate {
    let columns: [[String]]
    init(columns: [[String]]) { self.columns = columns }
    func numberOfComponents(in pickerView: PickerView) -> Int { columns.count }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        columns[component].count
    }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns[component][row]
    }
}
