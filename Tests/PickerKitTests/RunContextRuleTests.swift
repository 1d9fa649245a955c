import Testing

@testable import PickerKit

/// The rules the run context brought: settling does not stop time, a commit sees a whole
/// picker, callbacks may reshape the picker, and a widget never needs a clock of its own.
@Suite("Settling, commits and callbacks")
@MainActor
struct RunContextRuleTests {
    let context = RunContext(now: 0)

    /// A picker over the test tree; the source is returned to be kept alive.
    func dependentPicker() -> (PickerView, DependentPickerSource) {
        let source = DependentPickerSource(tree: alphaBravoCharlie)
        let picker = PickerView(visibleRows: 5)
        picker.dataSource = source
        picker.delegate = source
        return (picker, source)
    }

    @Test("after settle(), an animated selection still animates and comes to rest")
    func animationsRunAfterSettle() {
        let rig = Rig([starWars])
        rig.key(.down, at: 1)
        rig.picker.settle()
        #expect(rig.picker.selectedRow(inComponent: 0) == 1)
        #expect(!rig.picker.isMoving)
        rig.picker.selectRow(5, inComponent: 0, animated: true)
        #expect(rig.picker.selectedRow(inComponent: 0) == 5, "the destination is known at once")
        #expect(rig.advance(to: 1.02), "the spin starts at the next frame")
        #expect(rig.advance(to: 1.06))
        let offset = rig.picker.columns[0].wheel.offset
        #expect(offset > 1 && offset < 5, "half way, the wheel is between the rows (at \(offset))")
        #expect(!rig.advance(to: 2), "and it comes to rest")
        #expect(rig.picker.columns[0].wheel.offset == 5)
    }

    @Test("a settled wheel's display shows the selected row, not a stale one")
    func displayMatchesTheModelAfterSettle() {
        let (picker, source) = dependentPicker()
        defer { withExtendedLifetime(source) {} }
        picker.frame = Rect(x: 0, y: 0, width: 30, height: 5)
        picker.isFocused = true
        _ = picker.handle(.key(.down, []), context: context.at(1))
        picker.settle()
        #expect(picker.selectedTitles == ["Bravo", "b1"])
        // Scroll the left column quickly: every frame's band agrees with the model.
        for step in 0..<6 {
            _ = picker.handle(.key(step % 2 == 0 ? .down : .up, []), context: context.at(2 + Double(step) * 0.02))
            _ = picker.advance(context: context.at(2 + Double(step) * 0.02 + 0.01))
        }
        var time = 2.2
        while picker.advance(context: context.at(time)) { time += 1.0 / 60 }
        var screen = Screen(width: 30, height: 5)
        picker.render(into: &screen, theme: .monochrome)
        let band = screen.text(row: 2)
        #expect(band.contains(picker.selectedTitles[0]) && band.contains(picker.selectedTitles[1]), "band: \(band)")
    }

    @Test("Down, Tab, Tab, Enter in one burst reports the ZIP of the state shown")
    func commitSeesAWholePicker() {
        let (picker, source) = dependentPicker()
        defer { withExtendedLifetime(source) {} }
        var reported: [String] = []
        let select = Button("Select") { _ in reported = picker.selectedTitles }
        let root = Stack([picker, select])
        let program = WidgetProgram(root: root, theme: .monochrome) { _, rows in rows }
        context.program = program
        var screen = Screen(width: 40, height: 12)
        program.frame(into: &screen)
        // One burst: every key at the same time, no frame in between.
        for key: Key in [.down, .tab, .tab, .enter] {
            program.handle(.key(key, []), context: context.at(1))
        }
        #expect(reported == ["Bravo", "b1"], "not Alpha's ZIP in Bravo, nor a stale column")
    }

    @Test("a prompt's Enter settles first: the answer is whole")
    func promptAnswerIsWhole() {
        let (picker, source) = dependentPicker()
        defer { withExtendedLifetime(source) {} }
        var answer: [String]?
        let program = WidgetProgram(root: Stack([picker]), theme: .monochrome) { _, rows in rows }
        program.onUnhandledKey = { key, _, context in
            guard key == .enter else { return false }
            context.commit {
                answer = picker.selectedTitles
                context.finish(.finished)
            }
            return true
        }
        context.program = program
        var screen = Screen(width: 40, height: 12)
        program.frame(into: &screen)
        program.handle(.key(.down, []), context: context.at(1))
        program.handle(.key(.down, []), context: context.at(1))
        program.handle(.key(.enter, []), context: context.at(1))
        #expect(answer == ["Charlie", "c1"])
        #expect(context.completion == .finished)
    }

    /// A delegate that shrinks the picker to one component when it hears of any selection.
    final class Shrinker: PickerViewDataSource, PickerViewDelegate {
        var count = 3
        var heard: [PickerSelection] = []
        func numberOfComponents(in pickerView: PickerView) -> Int { count }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 5 }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "\(component):\(row)"
        }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
            heard.append(PickerSelection(row: row, component: component))
            count = 1
            pickerView.reloadAllComponents()
        }
    }

    @Test("a delegate that removes components while hearing of a selection does not trap")
    func reentrantDelegate() {
        let shrinker = Shrinker()
        let picker = PickerView()
        picker.dataSource = shrinker
        picker.delegate = shrinker
        picker.frame = Rect(x: 0, y: 0, width: 30, height: 7)
        _ = picker.handle(.key(.down, []), context: context.at(1))
        picker.focusComponent(2)
        _ = picker.handle(.key(.down, []), context: context.at(1))
        _ = picker.advance(context: context.at(2))
        #expect(
            shrinker.heard == [PickerSelection(row: 1, component: 0)], "the report of a removed component is dropped")
        #expect(picker.numberOfComponents == 1)
        picker.settle()
        #expect(picker.numberOfComponents == 1)
    }
}
