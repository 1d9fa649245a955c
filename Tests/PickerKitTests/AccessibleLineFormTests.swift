import Foundation
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

@MainActor
@Suite struct AccessibleLineFormTests {
    @Test func theLineFormAsksEachComponentByItsLabelAfterItsHint() throws {
        var pair: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer {
            close(pair[0])
            close(pair[1])
        }
        let source = NamedColumns()
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        let answers = Array("3\n\n".utf8)
        #expect(write(pair[1], answers, answers.count) == answers.count)
        let lines = LinePrompt(descriptor: pair[0], timeout: 5)
        let outcome = picker.askInLines(lines)
        #expect(outcome.value != nil)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(pair[1], &buffer, buffer.count)
        let said = String(decoding: buffer[0..<max(0, count)], as: UTF8.self)
        #expect(said.hasPrefix("Choosing a state lists its ZIP codes.\n"))
        #expect(said.contains("State (Enter for Alabama): "))
        #expect(said.contains("Column 2 of 2 (Enter for 35004): "))
        #expect(said.contains("State: Arizona\n") && said.contains("Column 2: 35004\n"), "each answer is read back")
        #expect(picker.selectedTitles == ["Arizona", "35004"])
        #expect(source.selections == [PickerSelection(row: 2, component: 0)], "an answer is the user's choice")
    }

    @Test func aComponentWithoutRowsEndsTheQuestionsInsteadOfCancelling() throws {
        var pair: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer {
            close(pair[0])
            close(pair[1])
        }
        let picker = PickerView(components: [["Alabama", "Alaska"], []])
        let answers = Array("2\n".utf8)
        #expect(write(pair[1], answers, answers.count) == answers.count)
        let outcome = picker.askInLines(LinePrompt(descriptor: pair[0], timeout: 5))
        #expect(outcome.value != nil, "answered, not cancelled")
        #expect(picker.selectedRow(inComponent: 0) == 1)
    }
}
