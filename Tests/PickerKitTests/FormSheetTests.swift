import Foundation
import Testing

@testable import PickerKit

/// A row's sheet: the picker of its kind starts on the row's value and reads it back at Done; the
/// sheet's Cancel leaves what Done would write.
@Suite("Form sheets")
@MainActor
struct FormSheetTests {
    func roundTrip(_ kind: FormField.Kind, _ value: FormValue, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let field = FormField(key: "k", label: "K", kind: kind)
        let editor = try #require(
            try FormSheetEditor.make(for: field, value: value, today: DeployForm.today, usesUnicode: true))
        #expect(editor.read() == value, sourceLocation: sourceLocation)
    }

    @Test("each kind's picker starts on the row's value and answers it unchanged")
    func startsOnTheValue() throws {
        let items = ["dev", "staging", "prod"].map { FormField.Item(label: $0.capitalized, value: $0) }
        try roundTrip(.choice(items: items, limit: 1), .choices(["staging"]))
        try roundTrip(.choice(items: items, limit: 0), .choices(["dev", "prod"]))
        try roundTrip(.wheel(columns: [["1", "2", "3"], ["AM", "PM"]]), .choices(["3", "PM"]))
        let tree = DependentTree(
            root: .keys([("Fruit", .values(["Apple", "Pear"])), ("Nut", .values(["Almond", "Pecan"]))]))
        try roundTrip(.dependentWheel(tree), .choices(["Nut", "Pecan"]))
        try roundTrip(
            .date(FormDateSettings(mode: .date, timeZone: DeployForm.utc)),
            .date(DeployForm.today.addingTimeInterval(86_400 * 3)))
        let numbers = try NumberOptions(minimum: 0, maximum: 10, step: 0.5)
        for style in NumberPrompt.Style.allCases { try roundTrip(.number(numbers, style: style), .number(7.5)) }
        try roundTrip(.multiline, .text("two\nlines"))
        #expect(
            try FormSheetEditor.make(
                for: FormField(key: "t", label: "T", kind: .toggle), value: nil, today: DeployForm.today,
                usesUnicode: true) == nil)
    }

    @Test("a sheet with Cancel: Done and Cancel each call their own, Esc and a click above cancel, Tab goes round")
    func cancel() {
        let picker = PickerView(components: [["a", "b"]])
        let sheet = Sheet(title: "Pick", content: picker, cancelTitle: "Cancel")
        var heard: [String] = []
        sheet.onDone = { _ in heard.append("done") }
        sheet.onCancel = { _ in heard.append("cancel") }
        let context = RunContext(now: 0)
        sheet.frame = Rect(x: 0, y: 0, width: 40, height: 12)
        sheet.present(context: context)
        sheet.settle(context: context)
        sheet.layout()
        sheet.isFocused = true
        #expect(picker.isFocused)
        _ = sheet.handle(.key(.escape, []), context: context)
        #expect(heard == ["cancel"])
        sheet.present(context: context)
        sheet.settle(context: context)
        _ = sheet.handle(.key(.enter, []), context: context)  // the picker does not use Enter: Done
        #expect(heard == ["cancel", "done"])
        sheet.present(context: context)
        sheet.settle(context: context)
        sheet.layout()
        _ = sheet.handle(.key(.tab, []), context: context)
        #expect(sheet.doneButton.isFocused && !picker.isFocused)
        _ = sheet.handle(.key(.tab, []), context: context)
        #expect(sheet.cancelButton?.isFocused == true)
        _ = sheet.handle(.key(.enter, []), context: context)
        #expect(heard == ["cancel", "done", "cancel"])
        sheet.present(context: context)
        sheet.settle(context: context)
        sheet.layout()
        _ = sheet.handle(.mouse(MouseEvent(button: .left, action: .press, column: 5, row: 0)), context: context)
        #expect(heard == ["cancel", "done", "cancel", "cancel"], "a click above the panel")
        // Cancel on the left of the title line, Done on the right; any rectangle, 0×0 included.
        sheet.present(context: context)
        sheet.settle(context: context)
        var screen = expectDrawsInside(sheet, Rect(x: 0, y: 0, width: 40, height: 12))
        #expect(screen.text(row: 12 - sheet.panelHeight + 1).hasPrefix("│ [ Cancel ]  Pick"))
        #expect(screen.text(row: 12 - sheet.panelHeight + 1).contains("[ Done ] │"))
        for (width, height) in [(0, 0), (1, 1), (6, 2), (14, 4)] {
            screen = expectDrawsInside(sheet, Rect(x: 1, y: 1, width: width, height: height))
        }
        // Without Cancel, Esc is Done's, as the Thermostat's sheet has it.
        let plain = Sheet(title: "Pick", content: PickerView(components: [["a"]]))
        var dismissed = false
        plain.onCancel = { _ in Issue.record("no Cancel button") }
        plain.onDismiss = { _ in dismissed = true }
        plain.frame = Rect(x: 0, y: 0, width: 40, height: 12)
        plain.present(context: context)
        plain.settle(context: context)
        _ = plain.handle(.key(.escape, []), context: context)
        _ = plain.advance(context: RunContext(now: 1))
        #expect(plain.cancelButton == nil && dismissed)
    }
}
