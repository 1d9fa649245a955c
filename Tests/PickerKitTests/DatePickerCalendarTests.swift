import Foundation
import Testing

@testable import PickerKit

/// The calendar: a month grid in the locale's week, its keys and mouse, the available range,
/// decorations, and the three kinds of selection.
@Suite("DatePicker: calendar")
@MainActor
struct DatePickerCalendarTests {
    typealias R = DateRig

    /// A calendar view on January 15, 2024 in `locale`.
    func calendar(
        _ locale: String = "en_US", mode: CalendarSelectionMode = .single, configure: (CalendarView) -> Void = { _ in }
    ) -> (CalendarView, R) {
        let view = CalendarView(calendar: R.calendar(locale), today: R.today, selectionMode: mode)
        configure(view)
        return (view, R(view, width: 40))
    }

    /// Decorates the 5th with a dot and the 19th with "!".
    final class Marks: CalendarViewDelegate {
        var forbidden: Set<Int> = []
        private(set) var reports = 0
        func calendarView(_ calendarView: CalendarView, decorationFor day: DateComponents) -> CalendarDecoration? {
            switch day.day {
            case 5: return .dot(color: .ansi(2))
            case 19: return .glyph("!")
            default: return nil
            }
        }
        func calendarView(_ calendarView: CalendarView, canSelect day: DateComponents) -> Bool {
            !forbidden.contains(day.day ?? 0)
        }
        func calendarViewDidChangeSelection(_ calendarView: CalendarView) { reports += 1 }
    }

    @Test("en_US: weeks start on Sunday; the header names the month and the year")
    func americanGrid() {
        let (_, rig) = calendar()
        let lines = rig.render().textDump.split(separator: "\n").map(String.init)
        #expect(lines[0].contains("◀  January  ▶"))
        #expect(lines[0].contains("◀ 2024 ▶"))
        #expect(lines[1].split(separator: " ") == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
        #expect(lines[2].split(separator: " ") == ["1", "2", "3", "4", "5", "6"])
        #expect(lines[2].hasSuffix("  1   2   3   4   5   6"))
        #expect(lines[6].split(separator: " ") == ["28", "29", "30", "31"])
    }

    @Test("nl_NL: weeks start on Monday, Dutch names, ISO week numbers on the left")
    func dutchGrid() {
        let (_, rig) = calendar("nl_NL") { $0.showsWeekNumbers = true }
        let lines = rig.render().textDump.split(separator: "\n").map(String.init)
        #expect(lines[0].contains("Januari"))
        #expect(lines[1].split(separator: " ") == ["ma", "di", "wo", "do", "vr", "za", "zo"])
        #expect(lines[2].split(separator: " ") == ["1", "1", "2", "3", "4", "5", "6", "7"])
        #expect(lines[6].split(separator: " ") == ["5", "29", "30", "31"])
    }

    @Test("today is underlined; the focused day is bracketed and selected in single selection")
    func todayAndCursor() throws {
        let (view, rig) = calendar()
        let screen = rig.render()
        #expect(screen.textDump.contains("[15]"))
        let row = try #require(screen.row(of: "[15]"))
        let column = try #require(screen.column(of: "15", row: row))
        #expect(screen[column, row].style.attributes.contains(.underline))
        #expect(screen[column, row].style.attributes.contains(.reverse), "selected")
        #expect(view.selectedDate == R.date(2024, 1, 15))
    }

    @Test("arrows move a day or a week, across months; PgUp/PgDn a month; [ ] and Shift-PgDn a year")
    func keys() {
        let (view, rig) = calendar()
        func day() -> [Int] { Array(R.parts(view.focusedDate)[0...2]) }
        rig.send(.right)
        #expect(day() == [2024, 1, 16])
        rig.send(.down, .down, .down)
        #expect(day() == [2024, 2, 6])
        #expect(rig.render().textDump.contains("February"))
        rig.send(.up)
        #expect(day() == [2024, 1, 30])
        rig.send(.pageDown)
        #expect(day() == [2024, 2, 29], "January 30 + 1 month is the last day of February")
        rig.send(.pageUp)
        #expect(day() == [2024, 1, 29])
        rig.send(.character("]"))
        #expect(day() == [2025, 1, 29])
        rig.send(.pageDown, modifiers: .shift)
        #expect(day() == [2026, 1, 29])
        rig.send(.character("["))
        #expect(day() == [2025, 1, 29])
        rig.send(.home)
        #expect(day() == [2025, 1, 26], "Sunday starts the week in en_US")
        rig.send(.end)
        #expect(day() == [2025, 2, 1])
        rig.send(.character("t"))
        #expect(day() == [2024, 1, 15])
        #expect(view.selectedDate == R.date(2024, 1, 15), "single selection follows the keys")
    }

    @Test("days outside the available range are greyed and cannot be reached or clicked")
    func availableRange() throws {
        let (view, rig) = calendar {
            $0.availableDateRange = DateInterval(start: R.date(2024, 1, 10, 12), end: R.date(2024, 1, 20))
        }
        let screen = rig.render()
        let row = try #require(screen.row(of: "  9"))
        #expect(screen.style(of: "9", row: row)?.attributes.contains(.italic) == true)
        #expect(screen.style(of: "10", row: row)?.attributes.contains(.italic) == false)
        rig.send(.down, .down)
        #expect(R.parts(view.focusedDate)[2] == 20, "stopped at the last day")
        #expect(rig.context.takeBells() > 0)
        rig.send(.pageUp)
        #expect(R.parts(view.focusedDate)[2] == 10, "stopped at the first day")
        #expect(rig.context.takeBells() == 1)
        let column = try #require(screen.column(of: "9", row: row))
        rig.mouse(.left, .press, column: column, row: row)
        #expect(R.parts(view.focusedDate)[2] == 10)
        #expect(view.selectedDate == R.date(2024, 1, 10))
        #expect(rig.context.takeBells() == 1)
        // The month ribbon turned to February springs back: the range ends in January.
        rig.send(.tab)
        #expect(rig.program.focused === view.header.monthPicker)
        rig.send(.right)
        rig.settle()
        #expect(R.parts(view.focusedDate)[0...2] == [2024, 1, 20], "as far as the range goes")
        #expect(view.header.monthPicker.selectedTitles == ["January"])
    }

    @Test("a click picks a day; the mouse wheel turns the month")
    func mouse() throws {
        let marks = Marks()
        let (view, rig) = calendar { $0.delegate = marks }
        let screen = rig.render()
        let row = try #require(screen.row(of: " 24 "))
        let column = try #require(screen.column(of: "24", row: row))
        rig.mouse(.left, .press, column: column, row: row)
        rig.mouse(.left, .release, column: column, row: row)
        #expect(view.selectedDate == R.date(2024, 1, 24))
        #expect(marks.reports == 1)
        rig.mouse(.wheelDown, .press, column: column, row: row)
        #expect(R.parts(view.focusedDate)[1...2] == [2, 24])
        rig.mouse(.wheelUp, .press, column: column, row: row)
        rig.mouse(.wheelUp, .press, column: column, row: row)
        #expect(R.parts(view.focusedDate)[0...2] == [2023, 12, 24])
    }

    @Test("decorations from the delegate: a dot and a glyph beside the day")
    func decorations() {
        let marks = Marks()
        let (_, rig) = calendar { $0.delegate = marks }
        let text = rig.render().textDump
        #expect(text.contains("  5•"))
        #expect(text.contains(" 19!"))
        #expect(!text.contains("12•"))
    }

    @Test("multiple selection: Space adds and takes away days")
    func multiple() {
        let marks = Marks()
        let (view, rig) = calendar(mode: .multiple) { $0.delegate = marks }
        #expect(view.selectedDates.isEmpty)
        rig.send(.character(" "), .right, .right, .character(" "), .down, .character(" "))
        #expect(view.selectedDates == [R.date(2024, 1, 15), R.date(2024, 1, 17), R.date(2024, 1, 24)])
        rig.send(.up, .character(" "))
        #expect(view.selectedDates == [R.date(2024, 1, 15), R.date(2024, 1, 24)])
        #expect(marks.reports == 4)
        marks.forbidden = [25]
        rig.send(.down, .right, .character(" "))
        #expect(view.selectedDates.count == 2, "the delegate refused the 25th")
        #expect(rig.context.takeBells() == 1)
    }

    @Test("range selection: the first and last days, the days between highlighted")
    func range() throws {
        let (view, rig) = calendar(mode: .range)
        rig.send(.character(" "), .right, .right, .right)
        #expect(view.rangeAnchor == R.date(2024, 1, 15))
        #expect(view.selectedRange == nil)
        var screen = rig.render()
        let row = try #require(screen.row(of: "16"))
        #expect(screen.style(of: "16", row: row)?.attributes == [.reverse], "the range follows the keys")
        rig.send(.character(" "))
        #expect(view.selectedRange == R.date(2024, 1, 15)...R.date(2024, 1, 18))
        #expect(view.rangeAnchor == nil)
        // A range chosen backwards is put in order.
        rig.send(.left, .character(" "), .up, .character(" "))
        #expect(view.selectedRange == R.date(2024, 1, 10)...R.date(2024, 1, 17))
        screen = rig.render()
        #expect(screen.style(of: "10", row: try #require(screen.row(of: "10")))?.attributes == [.reverse, .bold])
        #expect(screen.style(of: "12", row: try #require(screen.row(of: "12")))?.attributes == [.reverse])
        #expect(screen.style(of: "19", row: try #require(screen.row(of: "19")))?.attributes == [])
        #expect(DatePrompt.answer(of: view) == .range(R.date(2024, 1, 10)...R.date(2024, 1, 17)))
    }

    @Test("Tab reaches the month and year ribbons; keys, arrows and the wheel turn them, and the grid follows")
    func headerRibbons() throws {
        let (view, rig) = calendar()
        rig.send(.tab)
        #expect(rig.program.focused === view.header.monthPicker)
        rig.send(.right, .right)
        rig.settle()
        #expect(R.parts(view.focusedDate)[0...2] == [2024, 3, 15])
        rig.send(.tab, .left)
        #expect(rig.program.focused === view.header.yearPicker)
        rig.settle()
        #expect(R.parts(view.focusedDate)[0...2] == [2023, 3, 15])
        #expect(view.selectedDate == R.date(2023, 3, 15))
        var screen = rig.render()
        #expect(screen.text(row: 0).contains("◀   March   ▶"))
        #expect(screen.text(row: 0).contains("◀ 2023 ▶"))
        let arrow = try #require(screen.column(of: "▶", row: 0))
        rig.mouse(.left, .press, column: arrow, row: 0)
        rig.mouse(.left, .release, column: arrow, row: 0)
        rig.settle()
        #expect(R.parts(view.focusedDate)[1] == 4, "the month's ▶ steps a month")
        rig.mouse(.wheelUp, .press, column: arrow, row: 0)
        rig.settle()
        #expect(R.parts(view.focusedDate)[1] == 3)
        // The keys on the grid move the ribbons too.
        for _ in 0..<3 where rig.program.focused !== view { rig.send(.tab) }
        #expect(rig.program.focused === view)
        rig.send(.pageDown)
        rig.settle()
        screen = rig.render()
        #expect(screen.text(row: 0).contains("◀   April   ▶"))
    }

    @Test("the month ribbon drags, flings on and snaps to a month")
    func headerRibbonFlings() throws {
        let (view, rig) = calendar()
        let screen = rig.render()
        let start = try #require(screen.column(of: "January", row: 0))
        rig.mouse(.left, .press, column: start + 3, row: 0)
        for step in 1...6 {
            rig.mouse(.left, .drag, column: start + 3 - step * 2, row: 0)
        }
        rig.mouse(.left, .release, column: start + 3 - 12, row: 0)
        #expect(view.header.monthPicker.pickerView.isMoving, "let go, the ribbon flings on")
        for _ in 0..<10 where view.header.monthPicker.pickerView.isMoving { rig.settle() }
        #expect(!view.header.monthPicker.pickerView.isMoving, "it comes to rest")
        let month = R.parts(view.focusedDate)[1]
        #expect(month > 2, "a quick drag to the left brings later months")
        #expect(view.header.monthPicker.selectedTitles == [R.calendar().monthSymbols[month - 1]])
        #expect(R.parts(view.focusedDate)[2] == 15, "the day of the month is kept")
    }

    @Test("other calendars: a Hebrew month grid, with names from Foundation")
    func hebrewCalendar() {
        var hebrew = Calendar(identifier: .hebrew)
        hebrew.timeZone = R.utc
        hebrew.locale = Locale(identifier: "en_US")
        let view = CalendarView(calendar: hebrew, today: R.today)
        let rig = R(view, width: 40)
        let grid = MonthGrid(containing: R.today, calendar: hebrew)
        #expect(rig.render().textDump.contains("Shevat"))
        #expect(grid.numberOfDays == 30)
        rig.send(.pageDown)
        #expect(rig.render().textDump.contains("Adar I"), "5784 is a leap year")
    }

    @Test("the calendar draws into any rectangle, and only there")
    func anyRectangle() {
        let (view, _) = calendar { $0.showsWeekNumbers = true }
        for (width, height) in [(0, 0), (1, 1), (1, 9), (9, 1), (3, 2), (200, 40)] {
            let frame = Rect(x: 2, y: 1, width: width, height: height)
            let screen = expectDrawsInside(view, frame, "calendar")
            expectDrawsInside(view, frame, theme: .monochrome, "calendar")
            if width == 200 {
                let lines = text(of: screen, in: frame).joined(separator: "\n")
                #expect(lines.contains("January") && lines.contains("[15]") && lines.contains("31"), "\(lines)")
            }
        }
    }
}
