import Foundation
import Testing

@testable import PickerKit

/// The date picker and the calendar as the world writes dates: right to left, leap months, and
/// the proleptic Gregorian calendar of ISO 8601.
@Suite("DatePicker: right to left, leap months, proleptic grids")
@MainActor
struct DatePickerWorldTests {
    typealias R = DateRig

    /// The words of a screen row, split at runs of spaces.
    func words(_ screen: Screen, row: Int) -> [String] {
        screen.text(row: row).split(separator: " ").map(String.init)
    }

    // MARK: Right to left

    @Test("ar_EG: Saturday is the rightmost column, days run right to left, the year stands left of the month")
    func arabicCalendarIsMirrored() throws {
        let view = CalendarView(calendar: R.calendar("ar_EG"), today: R.today)
        #expect(view.isRightToLeft)
        let rig = R(view, width: 40)
        let screen = rig.render()
        // The weekday row, read left to right: Friday … Saturday.
        #expect(view.grid.weekdays == [7, 1, 2, 3, 4, 5, 6], "weeks start on Saturday in Egypt (CLDR)")
        let shown = Array(words(screen, row: 1).reversed())
        #expect(shown == view.grid.shortWeekdaySymbols || shown == view.grid.veryShortWeekdaySymbols, "\(shown)")
        // January 2024 begins on a Monday: the first row ends (on the right) with Sat, Sun, Mon
        // empty, empty, 1 … read from the right: (Sat) (Sun) ١ ٢ ٣ ٤ ٥.
        let first = words(screen, row: 2)
        #expect(first == ["٥", "٤", "٣", "٢", "١"])
        #expect(screen.text(row: 2).trimmingCharacters(in: .whitespaces).hasPrefix("٥"))
        // The header: the year ribbon on the left, the month's on the right.
        let header = screen.text(row: 0)
        let year = try #require(header.range(of: "٢٠٢٤"))
        let month = try #require(header.range(of: "يناير"))
        #expect(year.lowerBound < month.lowerBound)
        // Arrows follow the reading direction: Right goes back a day, Left on a day.
        rig.send(.right)
        #expect(R.parts(view.focusedDate)[2] == 14)
        rig.send(.left, .left)
        #expect(R.parts(view.focusedDate)[2] == 16)
        // A click picks the day drawn under it.
        let again = rig.render()
        let row = try #require(again.row(of: "١٠"))
        let column = try #require(again.column(of: "١٠", row: row))
        rig.mouse(.left, .press, column: column, row: row)
        #expect(R.parts(view.focusedDate)[2] == 10)
    }

    @Test("he_IL: week numbers stand on the right, before the first weekday")
    func hebrewWeekNumbersOnTheRight() {
        let view = CalendarView(calendar: R.calendar("he_IL"), today: R.today)
        view.showsWeekNumbers = true
        let rig = R(view, width: 40)
        let screen = rig.render()
        let row = words(screen, row: 3)
        #expect(row.last == "2", "ISO week 2 on the right of January 7–13, 2024")
        #expect(row.first == "13")
    }

    @Test("ar_EG wheels are mirrored: the first column is the rightmost and the keys start there")
    func arabicWheelsAreMirrored() throws {
        let picker = R.picker(.date, locale: "ar_EG")
        let rig = R(picker, width: 40)
        let layout = picker.layoutInUse
        #expect(layout.kinds == [.day, .month, .year])
        #expect(rig.band() == ["٢٠٢٤", "يناير", "١٥"], "year | month | day, left to right")
        let wheels = try #require(picker.wheels)
        #expect(wheels.picker.focusedComponent == 2, "the day, on the right")
        rig.send(.down)
        rig.settle()
        #expect(R.parts(picker.date)[0...2] == [2024, 1, 16])
        rig.send(.left, .down)
        rig.settle()
        #expect(R.parts(picker.date)[0...2] == [2024, 2, 16], "Left reaches the month, the next column")
        // The wheels keep to the right of the frame.
        let screen = rig.render()
        let line = screen.text(row: rig.height / 2)
        #expect(line.prefix { $0 == " " }.count > line.reversed().prefix { $0 == " " }.count, "\(line)")
    }

    @Test("a title with text in two directions is drawn in its logical order")
    func bidirectionalTitlesKeepTheirLogicalOrder() {
        var screen = Screen(width: 30, height: 1)
        let title = "Pick יום 15 מאי"
        screen.put(title, in: Rect(x: 0, y: 0, width: 30, height: 1), alignment: .trailing, style: .plain)
        #expect(screen.text(row: 0).trimmingCharacters(in: .whitespaces) == title)
    }

    // MARK: Leap months

    @Test("the Chinese calendar pages through 二月, 闰二月 and 三月, each with its own grid")
    func chineseLeapMonthPaging() throws {
        var chinese = Calendar(identifier: .chinese)
        chinese.timeZone = R.utc
        chinese.locale = Locale(identifier: "zh_CN")
        let view = CalendarView(calendar: chinese, today: R.date(2023, 3, 10))
        let rig = R(view, width: 40)
        #expect(rig.render().text(row: 0).contains("二月"))
        #expect(!rig.render().text(row: 0).contains("闰二月"))
        rig.send(.pageDown)
        #expect(R.parts(view.focusedDate)[0...2] == [2023, 4, 9], "二月 19 + a month is 闰二月 19")
        var screen = rig.render()
        #expect(screen.text(row: 0).contains("闰二月"))
        #expect(view.grid.isLeapMonth && view.grid.numberOfDays == 29)
        #expect(screen.textDump.contains("29"))
        #expect(!screen.textDump.contains("30"), "闰二月 has 29 days")
        rig.send(.pageDown)
        screen = rig.render()
        #expect(screen.text(row: 0).contains("三月"))
        #expect(!view.grid.isLeapMonth)
        #expect(view.header.monthPicker.selectedTitles == ["三月"])
    }

    // MARK: Proleptic Gregorian

    @Test("October 1582 shows 31 days on their true weekdays")
    func october1582() throws {
        let view = CalendarView(calendar: R.calendar(), today: R.today)
        view.focusedDate = try DateText.parseDate("1582-10-10", timeZone: R.utc)
        let rig = R(view, width: 40)
        let screen = rig.render()
        #expect(screen.text(row: 0).contains("October"))
        #expect(screen.text(row: 0).contains("1582"))
        // 1582-10-01 was a Friday; the 10th a Sunday.
        #expect(words(screen, row: 2) == ["1", "2"])
        #expect(words(screen, row: 3) == ["3", "4", "5", "6", "7", "8", "9"])
        #expect(words(screen, row: 4).first == "[10]")
        #expect(DateText.string(from: view.focusedDate, as: .date, timeZone: R.utc) == "1582-10-10")
        rig.send(.pageUp)
        #expect(DateText.string(from: view.focusedDate, as: .date, timeZone: R.utc) == "1582-09-10")
        #expect(rig.render().text(row: 0).contains("September"))
    }
}
