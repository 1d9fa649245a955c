import Foundation
import Testing

@testable import PickerKit

// The README's library example, compiled here. The test below checks that the README shows this
// code exactly, so the example cannot drift from what builds. The README's snippets start with
// `import PickerKit`, which this file has at its top (`@testable`).

// README example begins
/// Sandwich fillings and breads: a data source and a delegate, as with UIPickerView.
@MainActor
final class SandwichSource: PickerViewDataSource, PickerViewDelegate {
    let fillings = ["Ham", "Turkey", "Peanut Butter", "Tuna Salad"]
    let breads = ["White", "Whole Wheat", "Rye", "Sourdough"]
    private(set) var changes = 0

    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? fillings.count : breads.count
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? fillings[row] : breads[row]
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        changes += 1  // once per settled user gesture; never for selectRow(_:inComponent:animated:)
    }
}

/// Asks for a sandwich: the picker on screen below the shell prompt, Enter answers, Esc cancels.
@MainActor
func askForASandwich() async throws -> String? {
    let source = SandwichSource()
    let picker = PickerView()
    picker.dataSource = source  // held weakly, as in UIKit
    picker.delegate = source
    picker.selectRow(1, inComponent: 0, animated: false)
    let prompt = Prompt(picker, options: PromptOptions(title: "Your sandwich")) {
        let filling = source.fillings[picker.selectedRow(inComponent: 0)]
        return "\(filling) on \(source.breads[picker.selectedRow(inComponent: 1)])"
    }
    guard case .answered(let order) = try await prompt.run() else { return nil }
    return order
}
// README example ends

// README example begins
/// Asks for a day on a calendar, then for a weight on a ruler.
@MainActor
func askForADayAndAWeight() async throws {
    let day = DatePrompt(mode: .date, style: .calendar)  // today: now
    if case .answered(.date(let date)) = try await day.run() { print(date) }
    let weight = try NumberPrompt(minimum: 9, maximum: 999, step: 0.1, value: 70.3, unit: "kg")
    if case .answered(let kilograms) = try await weight.run() { print(kilograms) }  // a Decimal
}
// README example ends

@Suite("The README's library example")
@MainActor
struct ReadmeExampleTests {
    /// The lines between each pair of markers of a text, without the code fences around them.
    static func examples(in text: String) -> [String] {
        var examples: [String] = []
        var lines = text.components(separatedBy: "\n")[...]
        // A marker starts its line: "// README example begins" here, "<!-- README example …" there.
        let marker = { (line: String, word: String) in
            ["// ", "<!-- "].contains { line.hasPrefix($0 + "README example " + word) }
        }
        while let begin = lines.firstIndex(where: { marker($0, "begins") }),
            let end = lines[begin...].firstIndex(where: { marker($0, "ends") })
        {
            var example = lines[(begin + 1)..<end].filter { !$0.hasPrefix("```") }
            if example.first == "import PickerKit" { example = Array(example.dropFirst().drop { $0.isEmpty }) }
            examples.append(example.joined(separator: "\n"))
            lines = lines[(end + 1)...]
        }
        return examples
    }

    @Test("the README shows the example that this file compiles")
    func readmeMatches() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let compiled = Self.examples(in: try String(contentsOf: here, encoding: .utf8))
        let shown = Self.examples(in: readme)
        #expect(shown.count == 2, "the README has its examples between their markers")
        #expect(shown == compiled)
    }

    @Test("the example's source answers as the README says")
    func sourceAnswers() {
        let source = SandwichSource()
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.frame = Rect(x: 0, y: 0, width: 40, height: 7)
        let context = RunContext(now: 0)
        _ = picker.handle(.key(.down, []), context: context)
        context.now = 1
        _ = picker.advance(context: context)
        #expect(picker.selectedTitles == ["Turkey", "White"])
        #expect(source.changes == 1)
    }
}
