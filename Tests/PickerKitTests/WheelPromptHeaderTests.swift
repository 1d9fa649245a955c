import Foundation
import PickerCore
import PickerKitTesting
import Testing

@testable import PickerKit

/// Column labels above a wheel, answers of dependent branches of mixed depth, and the seconds
/// left on the hint line.
@Suite("WheelPrompt: column labels, mixed depths, countdown")
@MainActor
struct WheelPromptHeaderTests {
    @Test("the labels are centred over their columns, between the title and the wheel")
    func labelsOverColumns() {
        let picker = PickerView(components: [["0", "1", "2"], ["00", "30"]], widths: [8, 8], visibleRows: 3)
        let headers = PickerColumnHeaders(picker: picker, titles: ["Hour", "Minute"])
        let layout = PromptLayout(title: "Cron", header: headers, body: picker, hint: "enter choose")
        #expect(layout.preferredHeight(forWidth: 30) == 6)
        layout.frame = Rect(x: 3, y: 0, width: 30, height: 6)
        layout.layout()
        var screen = Screen(width: 33, height: 6)
        layout.render(into: &screen, theme: .color)
        let lines = screen.textDump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "   Cron")
        #expect(lines[1] == "     Hour    Minute")
        #expect(lines[3].contains("0") && lines[3].contains("00"), "the band is below the labels: \(lines)")
        #expect(screen[5, 1].style == Theme.color.accent)
    }

    @Test("missing and empty labels leave their columns bare")
    func bareColumns() {
        let picker = PickerView(components: [["a"], ["b"], ["c"]], widths: [5, 5, 5], visibleRows: 1)
        let headers = PickerColumnHeaders(picker: picker, titles: ["", "Two"])
        picker.frame = Rect(x: 0, y: 1, width: 17, height: 1)
        headers.frame = Rect(x: 0, y: 0, width: 17, height: 1)
        var screen = Screen(width: 17, height: 2)
        headers.render(into: &screen, theme: .monochrome)
        #expect(screen.text(row: 0) == "       Two       ")
        headers.titles = ["\u{1B}[31m"]
        screen = Screen(width: 17, height: 2)
        headers.render(into: &screen, theme: .monochrome)
        #expect(screen.text(row: 0) == "^[[3…            ", "a label is shown inert (and cut to its column)")
    }

    static let deploy = DependentTree(
        root: .keys([
            ("Zeta", .keys([("prod", .values(["eu-1", "us-2"])), ("dev", .values([]))])),
            ("Alpha", .values(["one", "two"])),
        ]))

    @Test("a branch of mixed depth answers as deep as it goes, never with a trailing empty value")
    func mixedDepthAnswers() throws {
        func answer(_ values: [String]) throws -> [String] {
            try WheelPrompt(columns: .dependent(Self.deploy), selected: values).answerWithoutAsking().map(\.value)
        }
        #expect(try answer(["Alpha", "two"]) == ["Alpha", "two"])
        #expect(try answer(["Zeta", "dev"]) == ["Zeta", "dev"])
        #expect(try answer(["Zeta", "prod", "us-2"]) == ["Zeta", "prod", "us-2"])
        #expect(throws: PromptError("give one value per column of the chosen branch (2) to answer without a terminal"))
        {
            try answer(["Alpha"])
        }
        #expect(throws: PromptError(#""Alpha" → "one" has no further column for "x""#)) {
            try answer(["Alpha", "one", "x"])
        }
        #expect(throws: PromptError(#""x" is not a value of column 2 ("Env")"#)) {
            try WheelPrompt(
                columns: .dependent(Self.deploy), selected: ["Zeta", "x"], headers: ["Stage", "Env"]
            ).answerWithoutAsking()
        }
    }

    @Test("the hint line counts the seconds left down with the run's clock")
    func countdown() {
        let layout = PromptLayout(title: nil, body: Label("body"), hint: "enter choose")
        var screen = Screen(width: 40, height: 2)
        let hintLine = { () -> String in
            layout.frame = Rect(x: 0, y: 0, width: 40, height: 2)
            layout.layout()
            layout.render(into: &screen, theme: .color)
            return layout.hint?.text ?? ""
        }
        let context = RunContext(now: 10)
        Prompt<String>.countDown(layout, deadline: 12.5, context: context)
        #expect(hintLine() == "enter choose · 3s left")
        context.now = 10.4
        #expect(!context.runDueTimers())
        #expect(hintLine() == "enter choose · 3s left")
        context.now = 10.5
        #expect(context.runDueTimers())
        #expect(hintLine() == "enter choose · 2s left")
        // Hints that change with the body's mode keep the count after them.
        layout.hintForFrame = { "type to filter" }
        #expect(hintLine() == "type to filter · 2s left")
        context.now = 12.5
        context.runDueTimers()
        context.runDueTimers()
        #expect(hintLine() == "type to filter · 0s left")
        #expect(context.nextTimerTime == nil, "no timer after the end")
    }

    @Test("without hints a timeout's count still shows: after the title, on choose's query line, or alone")
    func countdownWithoutHints() throws {
        let traits = TerminalTraits(environment: ["TERM": "xterm-256color", "LANG": "en_US.UTF-8"])
        let titled = TestTerminal(columns: 40, rows: 10)
        var wheel = WheelPrompt(
            columns: .independent([["Ham", "Turkey"]]),
            options: PromptOptions(title: "Lunch", timeout: 3, showsHints: false, traits: traits))
        wheel.host = titled.host
        _ = try wheel.runBlocking()
        let first = try #require(titled.frames.first)
        #expect(first.text.hasPrefix("Lunch · 3s left"), "\(first.text)")
        #expect(!first.text.contains("enter"), "no hints")
        #expect(titled.frames.contains { $0.text.hasPrefix("Lunch · 1s left") }, "counted down")

        let alone = TestTerminal(columns: 40, rows: 10)
        wheel.options.title = nil
        wheel.host = alone.host
        _ = try wheel.runBlocking()
        let lines = try #require(alone.frames.first).text.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(lines.contains("3s left") && !lines.contains { $0.contains("enter") }, "a line of its own: \(lines)")

        let choosing = TestTerminal(columns: 40, rows: 10)
        var choose = ChoosePrompt(
            items: .list(["Luke", "Leia", "Han"]), options: PromptOptions(timeout: 3, showsHints: false, traits: traits)
        )
        choose.host = choosing.host
        _ = try choose.runBlocking()
        let query = try #require(choosing.frames.first?.text.split(separator: "\n").first)
        #expect(query.hasPrefix("Jump › ") && query.hasSuffix("3/3 · 3s left"), "\(query)")
    }

    @Test("a backslash before the label delimiter keeps it in the text")
    func escapedLabelDelimiter() throws {
        var prompt = WheelPrompt(
            columns: .independent([["02\\:00:2", "a\\:b", "x:y\\:z", "p\\q:r"]]), selected: ["2"])
        prompt.labelDelimiter = ":"
        #expect(try prompt.answerWithoutAsking() == [WheelPrompt.Choice(label: "02:00", value: "2")])
        prompt.selected = ["a:b"]
        #expect(try prompt.answerWithoutAsking() == [WheelPrompt.Choice(label: "a:b", value: "a:b")], "no delimiter")
        prompt.selected = ["y:z"]
        #expect(try prompt.answerWithoutAsking() == [WheelPrompt.Choice(label: "x", value: "y:z")])
        prompt.selected = ["r"]
        #expect(
            try prompt.answerWithoutAsking() == [WheelPrompt.Choice(label: "p\\q", value: "r")],
            "a backslash before anything else stays")
        let parts = WheelPrompt.split("one::two\\::".utf8, at: "::".utf8)
        #expect(parts.label == Array("one".utf8) && parts.value == Array("two::".utf8), "a delimiter of two bytes")
    }

    @Test("a minute or more is shown as a clock")
    func longTimeouts() {
        #expect(Prompt<String>.timeLeft(59) == "59s")
        #expect(Prompt<String>.timeLeft(69) == "1:09")
        #expect(Prompt<String>.timeLeft(600) == "10:00")
        #expect(Prompt<String>.timeLeft(3600) == "1:00:00")
        #expect(Prompt<String>.timeLeft(86_399) == "23:59:59")
    }
}
