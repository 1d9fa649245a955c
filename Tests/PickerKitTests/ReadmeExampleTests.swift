import Foundation
import Testing

@testable import PickerKit

// The library examples of the README and of Documentation/Library.md, compiled here, in the order
// the two show them. The test below checks that they show this code exactly, so an example cannot
// drift from what builds. Their snippets start with `import PickerKit`, which this file has at its
// top (`@testable`).

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
/// Fruit, as a type the prompt answers with.
enum Fruit: String, CaseIterable, Sendable { case apple, banana, cherry }

/// Asks for a character, a sandwich and a fruit.
@MainActor
func askForThreeThings() async throws {
    let outcome = try await ChoosePrompt(items: .list(["Luke", "Leia", "Han"])).run()
    if case .answered(let answer) = outcome, let choice = answer.choice { print(choice.index, choice.value) }
    let sandwich = WheelPrompt(columns: .independent([["Ham", "Turkey"], ["White", "Rye"]]))
    if case .answered(let choices) = try await sandwich.run() { print(choices.map(\.value)) }
    if case .answered(let fruit) = try await CasePrompt(Fruit.self).run() { print(fruit) }
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

// README example begins
/// Asks for a name, a yes or no, and a file.
@MainActor
func askForANameAndAFile() async throws {
    let name = try await InputPrompt(placeholder: "Your name", characterLimit: 40).run().value
    let sure = try await ConfirmPrompt(question: "Delete 3 files?", selectsAffirmative: false).run()
    if case .answered(let path) = try await FilePrompt(root: ".").run() { print(name ?? "", sure, path.text) }
}
// README example ends

@Suite("The documentation's library examples")
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

    @Test("the README and Library.md show the examples that this file compiles")
    func documentationMatches() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let library = try String(
            contentsOf: root.appendingPathComponent("Documentation/Library.md"), encoding: .utf8)
        let compiled = Self.examples(in: try String(contentsOf: here, encoding: .utf8))
        #expect(Self.examples(in: readme).count == 1, "the README has its example between its markers")
        #expect(Self.examples(in: library).count == 3, "Library.md has its examples between their markers")
        #expect(Self.examples(in: readme) + Self.examples(in: library) == compiled)
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
