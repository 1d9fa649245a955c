import Foundation
import Testing

@testable import PickerKit

// The README's library example, compiled here. The test below checks that the README shows this
// code exactly, so the example cannot drift from what builds.

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

@Suite("The README's library example")
@MainActor
struct ReadmeExampleTests {
    /// The lines between the markers of a text, without the code fences around them.
    static func example(in text: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.contains("README example begins") }),
            let end = lines.firstIndex(where: { $0.contains("README example ends") }), begin < end
        else { return nil }
        return lines[(begin + 1)..<end].filter { !$0.hasPrefix("```") }.joined(separator: "\n")
    }

    @Test("the README shows the example that this file compiles")
    func readmeMatches() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let compiled = try #require(Self.example(in: try String(contentsOf: here, encoding: .utf8)))
        let shown = try #require(Self.example(in: readme), "the README has the example between its markers")
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
