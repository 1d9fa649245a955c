import Foundation
import Testing

@testable import PickerKit

/// The calendar style (days on a calendar, the time on wheels beside it) and the compact style
/// (one line that opens either below it).
@Suite("DatePicker: calendar and compact styles")
@MainActor
struct DatePickerStyleTests {
    typealias R = DateRig

    @Test("date and time on a calendar: the time wheels beside the days")
    func calendarWithTime() throws {
        let picker = R.picker(.dateAndTime, style: .calendar)
        let log = ChangeLog(picker)
        let rig = R(picker, width: 60)
        let lines = rig.render().textDump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].contains("January"))
        #expect(lines[4].contains("[15]"))
        #expect(lines[4].hasSuffix("2    30   PM"), "the time's band is level with the middle of the weeks")
        rig.send(.right)
        #expect(R.parts(picker.date) == [2024, 1, 16, 14, 30], "a new day keeps the time")
        rig.send(.tab, .tab, .tab)
        #expect(rig.program.focused === picker.timeWheels?.picker)
        rig.send(.down)
        rig.settle()
        #expect(R.parts(picker.date) == [2024, 1, 16, 15, 30])
        #expect(log.dates.count == 2)
    }

    @Test("on the minimum's day the earlier times are greyed and spring back; on later days they are not")
    func timeBoundsOnTheMinimumsDay() throws {
        let picker = R.picker(.dateAndTime, style: .calendar, date: R.date(2024, 1, 16, 14, 30)) {
            $0.minimumDate = R.date(2024, 1, 15, 14, 30)
        }
        let rig = R(picker, width: 60)
        var screen = rig.render()
        let oneRow = try #require((0..<screen.height).first { screen.text(row: $0).contains(" 1  │ 29 │") })
        let hour = try #require(screen.column(of: "1  │ 29", row: oneRow))
        #expect(!screen[hour, oneRow].style.attributes.contains(.italic), "no bound on the 16th")
        rig.send(.left)
        #expect(R.parts(picker.date) == [2024, 1, 15, 14, 30])
        screen = rig.render()
        #expect(screen[hour, oneRow].style.attributes.contains(.italic), "1 PM is before the minimum on the 15th")
        rig.send(.tab, .tab, .tab, .up)
        rig.settle()
        #expect(R.parts(picker.date) == [2024, 1, 15, 14, 30], "sprang back from 1:30 PM")
        #expect(rig.band(row: 4).suffix(3) == ["2", "30", "PM"])
    }

    @Test("compact: one line; Space opens the calendar below, Enter folds it back")
    func compactCalendar() throws {
        let picker = R.picker(.dateAndTime, style: .compact)
        let log = ChangeLog(picker)
        let rig = R(picker, width: 40)
        var text = rig.render().textDump
        #expect(
            text.trimmingCharacters(in: .newlines).replacingOccurrences(of: "\u{202F}", with: " ")
                == "Jan 15, 2024 ▾  2:30 PM ▾", "the space below is kept")
        #expect(rig.height == 9)
        rig.send(.character(" "))
        text = rig.render().textDump
        #expect(text.contains("January"))
        #expect(text.contains("[15]"))
        rig.send(.right, .enter)
        text = rig.render().textDump
        #expect(
            text.trimmingCharacters(in: .newlines).replacingOccurrences(of: "\u{202F}", with: " ")
                == "Jan 16, 2024 ▾  2:30 PM ▾")
        #expect(R.parts(picker.date) == [2024, 1, 16, 14, 30])
        #expect(log.dates.count == 1)
    }

    @Test("compact: Right then Space opens the time wheels; Esc folds back and puts the value back")
    func compactTimeAndEscape() throws {
        let picker = R.picker(.dateAndTime, style: .compact)
        let log = ChangeLog(picker)
        let rig = R(picker, width: 40)
        rig.send(.right, .character(" "))
        #expect(rig.band(row: 4) == ["2", "30", "PM"])
        rig.send(.down)
        rig.settle()
        #expect(R.parts(picker.date)[3...4] == [15, 30])
        rig.send(.escape)
        #expect(
            rig.render().textDump.trimmingCharacters(in: .newlines).replacingOccurrences(of: "\u{202F}", with: " ")
                == "Jan 15, 2024 ▾  2:30 PM ▾")
        #expect(R.parts(picker.date)[3...4] == [14, 30])
        #expect(log.dates.count == 2, "the change, and the change back")
    }

    @Test("compact: a click on a part opens it, a second click folds it")
    func compactMouse() throws {
        let picker = R.picker(.date, style: .compact)
        let rig = R(picker, width: 40)
        rig.mouse(.left, .press, column: 2, row: 0)
        #expect(rig.render().textDump.contains("January"))
        // A click on a day in the open calendar picks it.
        let screen = rig.render()
        let row = try #require(screen.row(of: " 24 "))
        let column = try #require(screen.column(of: "24", row: row))
        rig.mouse(.left, .press, column: column, row: row)
        rig.mouse(.left, .release, column: column, row: row)
        #expect(R.parts(picker.date)[0...2] == [2024, 1, 24])
        rig.mouse(.left, .press, column: 2, row: 0)
        #expect(
            rig.render().textDump.trimmingCharacters(in: .newlines).replacingOccurrences(of: "\u{202F}", with: " ")
                == "Jan 24, 2024 ▾")
    }

    @Test("compact count-down and month modes open their wheels")
    func compactWheels() {
        let countdown = R.picker(.countDownTimer, style: .compact) { $0.countDownDuration = 5400 }
        let rig = R(countdown, width: 40)
        #expect(
            rig.render().textDump.trimmingCharacters(in: .newlines).replacingOccurrences(of: "\u{202F}", with: " ")
                == "1 hr, 30 min ▾")
        rig.send(.down)
        #expect(rig.band(row: 4) == ["1 hr", "30 min"])
        let month = R(R.picker(.yearAndMonth, style: .compact), width: 40)
        #expect(
            month.render().textDump.trimmingCharacters(in: .newlines).replacingOccurrences(of: "\u{202F}", with: " ")
                == "January 2024 ▾")
    }
}
