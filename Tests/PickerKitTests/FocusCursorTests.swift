import Foundation
import Testing

@testable import PickerKit

/// Every widget that takes the focus rests the hardware cursor on it after each frame, where a
/// terminal screen reader reads: the band of the focused column, the day under the keyboard, the
/// focused button, the ruler's value. Each test reads the cursor after a frame and after a key that
/// moves the focus, and checks the text under it.
@Suite("The cursor at the focus")
@MainActor
struct FocusCursorTests {
    /// The text of the cursor's row from the cursor on, blanks before it skipped; nil without a cursor.
    func textAtCursor(_ screen: Screen) -> String? {
        guard let cursor = screen.cursor else { return nil }
        let line = Array(screen.text(row: cursor.row))
        guard cursor.column <= line.count else { return "" }
        return String(String(line[cursor.column...]).drop { $0 == " " })
    }

    @Test func aWheelRestsItOnTheBandOfTheFocusedColumn() throws {
        let picker = PickerView(components: [["Ham", "Turkey"], ["White", "Rye"]], visibleRows: 5)
        let rig = DateRig(picker, width: 30, height: 5)
        var screen = rig.render()
        #expect(screen.cursor?.row == 2 && screen.cursor?.column == 0)
        #expect(textAtCursor(screen)?.hasPrefix("Ham") == true)
        rig.send(.right)
        screen = rig.render()
        #expect(screen.cursor?.row == 2)
        #expect(textAtCursor(screen)?.hasPrefix("White") == true, "\(screen.text(row: 2))")
        rig.send(.down)
        rig.settle()
        #expect(textAtCursor(rig.render())?.hasPrefix("Rye") == true)
    }

    @Test func anUnfocusedWheelLeavesItAlone() {
        let picker = PickerView(components: [["Ham", "Turkey"]], visibleRows: 3)
        picker.frame = Rect(x: 0, y: 0, width: 10, height: 3)
        var screen = Screen(width: 10, height: 3)
        picker.render(into: &screen, theme: .monochrome)
        #expect(screen.cursor == nil)
    }

    @Test func aMiniPickerRestsItOnTheFocusedLane() {
        let mini = MiniPicker(components: [["January", "February"], ["2024", "2025"]])
        let rig = DateRig(mini, width: 50, height: 1)
        #expect(textAtCursor(rig.render())?.hasPrefix("January") == true)
        rig.send(.tab)
        #expect(textAtCursor(rig.render())?.hasPrefix("2024") == true)
    }

    @Test func aCalendarRestsItOnTheKeyboardsDay() {
        let view = CalendarView(calendar: DateRig.calendar(), today: DateRig.today)
        let rig = DateRig(view, width: 40)
        var screen = rig.render()
        #expect(textAtCursor(screen)?.hasPrefix("15]") == true, "\(screen.cursor.map { "\($0)" } ?? "none")")
        rig.send(.right)
        screen = rig.render()
        #expect(textAtCursor(screen)?.hasPrefix("16]") == true)
        rig.send(.down)
        #expect(textAtCursor(rig.render())?.hasPrefix("23]") == true)
    }

    @Test func aRulerRestsItOnItsValue() throws {
        let scale = try RulerScale(minimum: "0", maximum: "100", step: "1", wraps: false)
        let ruler = RulerView(scale: scale, tick: try scale.tick(for: "42", policy: .clamp).get().tick, unit: "kg")
        let rig = DateRig(ruler, width: 40)
        #expect(textAtCursor(rig.render())?.hasPrefix("42 kg") == true)
        rig.send(.right)
        rig.settle()
        #expect(textAtCursor(rig.render())?.hasPrefix("43 kg") == true)
    }

    @Test func aConfirmationRestsItOnTheFocusedButton() {
        let view = ConfirmView(question: "Delete 3 files?")
        let rig = DateRig(view, width: 30, height: 3)
        var screen = rig.render()
        #expect(screen.cursor?.row == 2 && textAtCursor(screen)?.hasPrefix("Yes") == true)
        rig.send(.right)
        screen = rig.render()
        #expect(screen.cursor?.row == 2 && textAtCursor(screen)?.hasPrefix("No") == true)
    }

    @Test func aButtonRestsItOnItsTitle() {
        let button = Button("Save")
        let rig = DateRig(button, width: 20, height: 1)
        #expect(textAtCursor(rig.render())?.hasPrefix("Save ]") == true)
    }

    @Test func theCompactLineRestsItOnItsPartAndTheOpenPickerOnItsFocus() {
        let picker = DateRig.picker(.date, style: .compact)
        let rig = DateRig(picker, width: 40, height: 12)
        #expect(textAtCursor(rig.render())?.hasPrefix("Jan 15, 2024") == true)
        rig.send(.character(" "))
        let open = rig.render()
        #expect(textAtCursor(open)?.hasPrefix("15]") == true, "the open calendar's day under the line")
    }

    @Test func aTableRestsItOnTheFocusedCell() {
        let table = TableView(columns: [
            .init("", width: 8, isSelectable: false), .init("Price", width: 5, alignment: .trailing),
            .init("Stock", width: 5, alignment: .trailing),
        ])
        let source = FruitTable()
        table.dataSource = source
        let rig = DateRig(table, width: table.preferredWidth, height: 8)
        var screen = rig.render()
        #expect(screen.cursor?.row == 2 && textAtCursor(screen)?.hasPrefix("1.20") == true)
        rig.send(.right)
        screen = rig.render()
        #expect(screen.cursor?.row == 2 && textAtCursor(screen)?.hasPrefix("12") == true)
        rig.send(.down)
        screen = rig.render()
        #expect(screen.cursor?.row == 3 && textAtCursor(screen)?.hasPrefix("3") == true)
    }

    @Test func noCellOutsideTheClipTakesIt() {
        var screen = Screen(width: 4, height: 2)
        screen.withClip(Rect(x: 0, y: 0, width: 2, height: 1)) { $0.placeCursor(column: 3, row: 0) }
        #expect(screen.cursor == nil)
        screen.withClip(Rect(x: 0, y: 0, width: 2, height: 1)) { $0.placeCursor(column: 1, row: 0) }
        #expect(screen.cursor?.column == 1 && screen.cursor?.row == 0)
        var empty = Screen(width: 0, height: 0)
        empty.placeCursor(column: 0, row: 0)
        #expect(empty.cursor == nil)
    }
}
