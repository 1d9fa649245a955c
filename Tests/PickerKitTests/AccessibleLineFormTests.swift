import Foundation
import PickerKitTesting
import Testing

@testable import PickerKit

#if canImport(Glibc)
    import Glibc
#endif

/// Names the state component and gives it a hint; the second component has neither.
@MainActor
private final class NamedColumns: PickerViewDataSource, PickerViewAccessibilityDelegate {
    let columns = [["Alabama", "Alaska", "Arizona"], ["35004", "35005"]]
    var selections: [PickerSelection] = []

    func numberOfComponents(in pickerView: PickerView) -> Int { columns.count }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        columns[component].count
    }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns[component][row]
    }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append(PickerSelection(row: row, component: component))
    }
    func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? {
        component == 0 ? "State" : nil
    }
    func pickerView(_ pickerView: PickerView, accessibilityHintForComponent component: Int) -> String? {
        component == 0 ? "Choosing a state lists its ZIP codes." : nil
    }
}

/// A loop on a scripted terminal (and clock) for the line form.
@MainActor
private func lineLoop(_ host: ScriptedLoopHost, timeout: Double? = 5) -> EventLoop {
    EventLoop(
        options: EventLoopOptions(timeout: timeout, traits: TerminalTraits(environment: ["TERM": "dumb"])), world: host)
}

/// A pipe of items for a prompt's standard input; the script writes to it and closes it.
@MainActor
private final class ItemPipe {
    let read: Int32
    private var writer: Int32

    init() {
        var fds: [Int32] = [-1, -1]
        precondition(pipe(&fds) == 0)
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        (read, writer) = (fds[0], fds[1])
    }

    deinit {
        close(read)
        if writer >= 0 { close(writer) }
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(write(writer, bytes, bytes.count) == bytes.count)
    }

    func end() {
        close(writer)
        writer = -1
    }
}

@MainActor
@Suite struct AccessibleLineFormTests {
    @Test func theLineFormAsksEachComponentByItsLabelAfterItsHint() throws {
        let host = ScriptedLoopHost()
        host.type("3\n\n", at: 1)
        let source = NamedColumns()
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        let lines = LinePrompt(session: try lineLoop(host).openLines())
        let outcome = picker.askInLines(lines)
        #expect(outcome.value != nil)
        let said = host.terminal.output
        #expect(said.hasPrefix("Choosing a state lists its ZIP codes.\n"))
        #expect(said.contains("State (Enter for Alabama): "))
        #expect(said.contains("Column 2 of 2 (Enter for 35004): "))
        #expect(said.contains("State: Arizona\n") && said.contains("Column 2: 35004\n"), "each answer is read back")
        #expect(picker.selectedTitles == ["Arizona", "35004"])
        #expect(source.selections == [PickerSelection(row: 2, component: 0)], "an answer is the user's choice")
        #expect(!host.terminal.isRaw, "the line form leaves the terminal's line editing on")
    }

    @Test func aListOfOneSaysThereIsOnlyOneChoice() throws {
        let host = ScriptedLoopHost()
        host.type("\n", at: 1)
        let lines = LinePrompt(session: try lineLoop(host).openLines())
        let outcome = lines.chooseRows(
            question: "Choose", count: 1, initial: 0, limit: 3, title: { _ in "Luke" }, search: { _ in [0] })
        #expect(outcome.value == [0])
        #expect(
            host.terminal.output.hasPrefix("There is only one choice: Luke.\nChoose (Enter for Luke): "),
            "no list of one, and no word of several: \(host.terminal.output)")
    }

    @Test(arguments: [true, false])
    func hintsCanBeTurnedOffInTheLineForm(showsHints: Bool) throws {
        let host = ScriptedLoopHost()
        host.type("\n", at: 1)
        var lines = LinePrompt(session: try lineLoop(host).openLines())
        lines.showsHints = showsHints
        let titles = (1...40).map { "Item \($0)" }
        _ = lines.chooseRows(
            question: "Choose", count: titles.count, initial: 0, limit: 2, title: { titles[$0] },
            search: { _ in [] })
        let said = host.terminal.output
        #expect(said.contains("40 choices"))
        #expect(said.contains("type part of one") == showsHints, "\(said)")
        #expect(said.contains("several separated by commas") == showsHints, "\(said)")
        #expect(said.contains("(Enter for Item 1"), "the current choice is said either way")
    }

    @Test func aComponentWithoutRowsEndsTheQuestionsInsteadOfCancelling() throws {
        let host = ScriptedLoopHost()
        host.type("2\n", at: 1)
        let picker = PickerView(components: [["Alabama", "Alaska"], []])
        let outcome = picker.askInLines(LinePrompt(session: try lineLoop(host).openLines()))
        #expect(outcome.value != nil, "answered, not cancelled")
        #expect(picker.selectedRow(inComponent: 0) == 1)
    }

    @Test func theTimeoutCountsOnTheLoopsClockAcrossEveryQuestion() throws {
        let host = ScriptedLoopHost(time: 50)
        host.type("2\n", at: 53)
        let picker = PickerView(components: [["Alabama", "Alaska"], ["35004", "35005"]])
        let outcome = picker.askInLines(LinePrompt(session: try lineLoop(host, timeout: 5).openLines()))
        guard case .ended(.timedOut) = outcome else {
            Issue.record("expected a timeout, got \(outcome)")
            return
        }
        #expect(host.time == 55, "the second question gave up when the five seconds from the start ran out")
        #expect(picker.selectedRow(inComponent: 0) == 1, "the first answer still counted")
    }

    @Test func endOfInputCancelsAndAPartLineBeforeItIsAnAnswer() throws {
        let host = ScriptedLoopHost()
        host.type("Alas", at: 1)
        host.hangUp(at: 2)
        let lines = LinePrompt(session: try lineLoop(host).openLines())
        let first = lines.readLine()
        #expect(first.value == "Alas")
        guard case .ended(.cancelled) = lines.readLine() else {
            Issue.record("end of input cancels")
            return
        }
    }

    // MARK: Items on standard input

    private func chooseFromStream(_ items: ItemPipe, host: ScriptedLoopHost, timeout: Double? = 30) -> ChoosePrompt {
        var prompt = ChoosePrompt(
            items: .stream(fd: items.read),
            options: PromptOptions(
                timeout: timeout, accessible: true, traits: TerminalTraits(environment: ["TERM": "dumb"])))
        prompt.host = EventLoop.Host(host)
        return prompt
    }

    @Test func theLoopReadsStreamedItemsToTheirEndBeforeTheFirstQuestion() throws {
        let items = ItemPipe()
        items.send("Luke\nLeia\n")
        let host = ScriptedLoopHost()
        host.at(1) { items.send("Han\n") }
        host.at(2) { items.end() }
        host.type("3\n", at: 3)
        var question: (time: Double, output: String)?
        host.at(2.5) { question = (host.time, host.terminal.output) }
        let outcome = try chooseFromStream(items, host: host).runBlocking()
        #expect(outcome.value?.choice?.value == "Han")
        #expect(question?.output.contains("  3) Han\nChoose (Enter for Luke): ") == true, "\(question?.output ?? "")")
    }

    @Test func aStreamThatNeverEndsTimesOutBeforeTheTerminalIsOpened() throws {
        let items = ItemPipe()
        items.send("Luke\n")
        let host = ScriptedLoopHost()
        let outcome = try chooseFromStream(items, host: host, timeout: 4).runBlocking()
        guard case .ended(.timedOut) = outcome else {
            Issue.record("expected a timeout, got \(outcome)")
            return
        }
        #expect(host.time == 4)
        #expect(host.terminalsOpened == 0)
    }

    @Test func anEmptyStreamIsAnErrorBeforeTheTerminalIsOpened() throws {
        let items = ItemPipe()
        items.end()
        let host = ScriptedLoopHost()
        #expect(throws: PromptError("no items to choose from (standard input was empty)")) {
            try chooseFromStream(items, host: host).runBlocking()
        }
        #expect(host.terminalsOpened == 0)
    }
}

/// Every widget with a line form is asked through it by a plain `Prompt`, not only a wheel.
@MainActor
@Suite struct WidgetLineFormTests {
    func accessible(title: String? = nil) -> PromptOptions {
        PromptOptions(title: title, timeout: 5, accessible: true, traits: TerminalTraits(environment: ["TERM": "dumb"]))
    }

    @Test func aPromptAsksARulerForANumberRoundedToItsStep() throws {
        let host = ScriptedLoopHost()
        host.type("1e2\n71.26\n", at: 1)
        let scale = try RulerScale(minimum: "9", maximum: "999", step: "0.1", wraps: true)
        let ruler = RulerView(scale: scale, tick: try scale.tick(for: "70", policy: .clamp).get().tick, unit: "kg")
        ruler.accessibilityLabel = "Weight"
        var changes: [RulerView.Change] = []
        ruler.onChange = { changes.append($0) }
        var prompt = Prompt(ruler, options: accessible(title: "Your weight")) { ruler.valueText }
        prompt.host = EventLoop.Host(host)
        let outcome = try prompt.runBlocking()
        #expect(outcome.value == "71.3")
        let said = host.terminal.output
        #expect(said.hasPrefix("Your weight\n"))
        #expect(said.contains("Weight in kg (9.0 to 999.0, Enter for 70.0): "))
        #expect(said.contains("exponent"), "1e2 is refused, and said why: \(said)")
        #expect(said.contains("Rounded to 71.3."))
        #expect(changes == [RulerView.Change(tick: ruler.tick, isFinal: true)], "the user's change")
    }

    @Test func aPromptAsksAMiniPickerAComponentAtATime() throws {
        let host = ScriptedLoopHost()
        host.type("Mar\n\n", at: 1)
        let mini = MiniPicker(components: [["January", "February", "March"], ["2024", "2025"]])
        mini.pickerView.componentLabels = ["Month", "Year"]
        var prompt = Prompt(mini, options: accessible()) { mini.selectedTitles }
        prompt.host = EventLoop.Host(host)
        let outcome = try prompt.runBlocking()
        #expect(outcome.value == ["March", "2024"])
        #expect(host.terminal.output.contains("Month (column 1 of 2) (Enter for January): "))
    }

    @Test func aWidgetWithoutALineFormIsDrawnInstead() {
        #expect(Label("no questions").lineForm == nil)
        #expect(Button("OK").lineForm == nil)
    }
}
