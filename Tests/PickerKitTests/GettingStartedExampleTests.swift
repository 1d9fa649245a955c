import Foundation
import PickerKitTesting
import Testing

@testable import PickerKit

// The Getting Started article's example of following the selection, compiled here as the article
// shows it (a test below checks that it does) and run on a test terminal. `SandwichSource` is the
// README's (ReadmeExampleTests.swift), which the article's section before it also shows.

// Getting Started example begins
/// Asks for a sandwich, showing the order on the line above the wheels as the wheels turn.
@MainActor
func askForASandwichShowingTheOrder(host: EventLoop.Host = .system) async throws -> String? {
    let source = SandwichSource()
    let picker = PickerView()
    picker.dataSource = source
    picker.delegate = source
    func order() -> String {
        source.fillings[picker.selectedRow(inComponent: 0)] + " on " + source.breads[picker.selectedRow(inComponent: 1)]
    }
    let summary = Label(order())
    var prompt = Prompt(picker, options: PromptOptions(title: "Your sandwich")) { order() }
    prompt.header = summary  // a line of the prompt, just above the wheels
    prompt.host = host  // where it runs: the process's terminal, or a test's (see Testing Prompts)
    let listener = Task { @MainActor in
        for await _ in picker.selections { summary.text = order() }  // drawn at once
    }
    defer { listener.cancel() }
    return try await prompt.run().value
}
// Getting Started example ends

@Suite("The Getting Started article's examples")
@MainActor
struct GettingStartedExampleTests {
    /// The lines between each pair of markers of a text, without the code fences around them.
    static func examples(in text: String) -> [String] {
        var examples: [String] = []
        var lines = text.components(separatedBy: "\n")[...]
        let marker = { (line: String, word: String) in
            ["// ", "<!-- "].contains { line.hasPrefix($0 + "Getting Started example " + word) }
        }
        while let begin = lines.firstIndex(where: { marker($0, "begins") }),
            let end = lines[begin...].firstIndex(where: { marker($0, "ends") })
        {
            examples.append(lines[(begin + 1)..<end].filter { !$0.hasPrefix("```") }.joined(separator: "\n"))
            lines = lines[(end + 1)...]
        }
        return examples
    }

    @Test("the article shows the example this file compiles and runs")
    func articleMatches() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/PickerKit/PickerKit.docc/GettingStarted.md"),
            encoding: .utf8)
        let compiled = Self.examples(in: try String(contentsOf: here, encoding: .utf8))
        #expect(compiled.count == 1)
        #expect(Self.examples(in: article) == compiled)
    }

    @Test("what a selections consumer changes is drawn at once, on a line of the prompt")
    func theOrderFollowsTheWheels() async throws {
        let terminal = TestTerminal(columns: 40, rows: 12)
        terminal.wait(0.5)
        terminal.press(.down)  // Ham → Turkey: the wheel turns, settles, and the listener hears it
        terminal.wait(2)
        let enter = terminal.time
        terminal.press(.enter)
        let answer = try await askForASandwichShowingTheOrder(host: terminal.host)
        #expect(answer == "Turkey on White")
        let first = try #require(terminal.frames.first)
        #expect(first.lines[1].contains("Ham on White"), "\(first.text)")
        // The listener's change is on screen before the next key, not after it.
        let shown = terminal.frames.first { $0.lines[1].contains("Turkey on White") }
        #expect(shown.map { $0.time > 0.5 && $0.time < enter } == true, "\(terminal.frames.map(\.text))")
        // The order has its own line in every frame: under the title, over the wheels.
        for frame in terminal.frames {
            #expect(frame.lines[0].hasPrefix("Your sandwich"), "\(frame.text)")
            #expect(frame.lines[1].contains(" on "), "\(frame.text)")
        }
    }
}
