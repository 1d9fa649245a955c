import Foundation
import Testing

@testable import PickerCore

/// The small internals the layout relies on: reading pattern fields, hour cycles, title widths.
@Suite("Date pattern internals")
struct DatePatternInternalsTests {
    @Test func fieldsSkipQuotedLiterals() {
        let fields = DateFormatPattern.fields(in: "h 'o''clock' a, d 'de' MMMM")
        #expect(fields.map(\.text) == ["h", "a", "d", "MMMM"])
        #expect(DateFormatPattern.fields(in: "y年M月d日").map(\.text) == ["y", "M", "d"])
        #expect(DateFormatPattern.fields(in: "d בMMMM y").map(\.text) == ["d", "MMMM", "y"])
        #expect(DateFormatPattern.fields(in: "''HH:mm").map(\.text) == ["HH", "mm"])
    }

    @Test func columnPatternsKeepTheLettersAndBracketsOfEachColumn() {
        func parts(_ pattern: String) -> [String] {
            let found = DateFormatPattern.columnPatterns(in: pattern)
            return [found[.year] ?? "-", found[.month] ?? "-", found[.day] ?? "-"]
        }
        #expect(parts("y年M月d日") == ["y'年'", "M'月'", "d'日'"])
        #expect(parts("d MMMM y 'г'.") == ["y", "MMMM", "d"])
        #expect(parts("rU年MMMMd") == ["rU'年'", "MMMM", "d"])
        #expect(parts("MMMM d, r(U)") == ["r'('U')'", "MMMM", "d"])
        #expect(parts("r년(U년) MMMM d일") == ["r'년('U'년)'", "MMMM", "d'일'"])
        #expect(parts("MMMM d, y G") == ["y' 'G", "MMMM", "d"])
        #expect(parts("d בMMMM y") == ["y", "MMMM", "d"])
        #expect(parts("LLLL y") == ["y", "LLLL", "-"])
        #expect(
            DateFormatPattern.tokens(in: "h 'o''clock'") == [
                .field(.init(letter: "h", count: 1)), .literal(" o'clock"),
            ])
    }

    @Test func hourCycles() {
        func clock(_ pattern: String) -> ClockStyle { ClockStyle(fields: DateFormatPattern.fields(in: pattern)) }
        let twelve = clock("h:mm a")
        #expect(twelve.hasAmPm && twelve.hourRowCount == 12)
        #expect((0..<12).map { twelve.hour(row: $0, pm: false) } == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0])
        #expect(twelve.hour(row: 11, pm: true) == 12)
        #expect((0..<24).allSatisfy { twelve.hour(row: twelve.row(hour: $0), pm: $0 >= 12) == $0 })
        let zeroToEleven = clock("K:mm a")
        #expect(zeroToEleven.hour(row: 0, pm: true) == 12)
        #expect((0..<24).allSatisfy { zeroToEleven.hour(row: zeroToEleven.row(hour: $0), pm: $0 >= 12) == $0 })
        let oneToTwentyFour = clock("kk:mm")
        #expect(!oneToTwentyFour.hasAmPm && oneToTwentyFour.hourRowCount == 24)
        #expect(oneToTwentyFour.hour(row: 23, pm: false) == 0)
        #expect((0..<24).allSatisfy { oneToTwentyFour.hour(row: oneToTwentyFour.row(hour: $0), pm: false) == $0 })
        let twentyFour = clock("HH:mm")
        #expect(twentyFour.hourPattern == "HH" && twentyFour.minutePattern == "mm")
        // A 12-hour letter without AM/PM would be ambiguous: it becomes a 24-hour clock.
        let bare = clock("h:mm")
        #expect(!bare.hasAmPm && bare.hourPattern == "H")
    }

    @Test func titleWidths() {
        #expect(TitleWidth.of("November") == 8)
        #expect(TitleWidth.of("2024年") == 6)
        #expect(TitleWidth.of("오후") == 4)
        #expect(TitleWidth.of("e\u{301}") == 1)
        #expect(TitleWidth.of("١٥\u{200F}") == 2)  // the right-to-left mark takes no column
        #expect(TitleWidth.maximum(of: ["a", "漢字", "abc"]) == 4)
        #expect(TitleWidth.maximum(of: [String]()) == 0)
    }
}

/// The months of a Gregorian year, found by arithmetic, are those Foundation's Gregorian calendar
/// walks month by month where it is Gregorian; before 1582 they are the proleptic months.
@Suite("Months of a year")
struct MonthsOfAYearTests {
    @Test(arguments: [1, 2, 1582, 1583, 1900, 2024, 9998])
    func gregorianYearsHaveTheirTwelveMonths(year: Int) throws {
        let days = CalendarDays(calendar: DateTestSupport.calendar())
        let far = ISODay(year: 9999, month: 12, day: 31)!
        for (month, day) in [(1, 1), (7, 15), (12, 31)] {
            let start = try #require(ISODay(year: year, month: month, day: day))
            let months = days.months(ofYearFrom: start, until: far)
            #expect(months.map(\.number) == Array(month...12), "\(year)-\(month)")
            #expect(months.allSatisfy { !$0.isLeap })
            // A span that ends within the year stops there.
            let cut = try #require(ISODay(year: year, month: 12, day: 1))
            if start < cut { #expect(days.months(ofYearFrom: start, until: cut).last?.number == 11) }
        }
    }

    @Test func afterThe1500sTheyAreFoundationsMonths() throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = DateTestSupport.utc
        let days = CalendarDays(calendar: gregorian)
        for year in [1583, 1900, 2024, 9998] {
            let first = try #require(ISODay(year: year, month: 1, day: 1))
            var walked: [Int] = []
            var date = CalendarDays.namingDate(of: first)
            while gregorian.component(.year, from: date) == year {
                walked.append(gregorian.component(.month, from: date))
                date = try #require(gregorian.dateInterval(of: .month, for: date)).end
            }
            #expect(days.months(ofYearFrom: first, until: first.adding(days: 400)).map(\.number) == walked)
        }
    }
}
