import Foundation
import Testing

@testable import PickerCore

/// Dates as the world has them: leap months, days without a midnight, days a time zone skips,
/// proleptic Gregorian grids, right-to-left locales. The expected strings come from CLDR (checked
/// with Python's babel) and the time-zone database (Python's zoneinfo).
@Suite("Dates: leap months, zones, proleptic grids")
struct DateWorldTests {
    typealias S = DateTestSupport

    // MARK: Chinese and Korean leap months

    @Test func chinese2023HasThirteenMonthsWithTheLeapSecondMonth() throws {
        let layout = S.layout(.date, locale: "zh_CN", calendar: .chinese)
        #expect(layout.kinds == [.year, .month, .day])
        let rows = layout.rows(for: S.date(2023, 3, 22))
        let columns = layout.columns(given: rows)
        #expect(columns[1].rowCount == 13)
        #expect(
            (0..<13).map { columns[1].title(row: $0) } == [
                "正月", "二月", "闰二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "冬月", "腊月",
            ])
        #expect(S.titles(layout, rows) == ["2023癸卯年", "闰二月", "1"])
        // One day on: 闰二月 2, which is 2023-03-23.
        let next = layout.date(forRows: S.rows(rows, layout, setting: .day, to: 1), reference: S.date(2023, 3, 22))
        #expect(S.parts(next.date) == [2023, 3, 23, 0, 0])
        #expect(!next.isAdjusted)
        // Every day of the leap month round-trips.
        for offset in 0..<29 {
            let day = S.date(2023, 3, 22 + offset)
            #expect(layout.date(forRows: layout.rows(for: day), reference: day).date == day)
        }
        // 2024 has twelve months.
        #expect(layout.columns(given: layout.rows(for: S.date(2024, 6, 1)))[1].rowCount == 12)
    }

    @Test func chineseYearsAreWrittenAsCLDRWritesThemAndFitTheirColumn() {
        let english = S.layout(.date, locale: "en_US", calendar: .chinese)
        let rows = english.rows(for: S.date(2023, 3, 22))
        let columns = english.columns(given: rows)
        let year = columns[english.index(of: .year)!]
        #expect(year.title(row: rows[english.index(of: .year)!]) == "2023(gui-mao)")
        // Every name of the 60-year cycle fits the column ("2021(xin-chou)", "2024(jia-chen)").
        let widest = (0..<year.rowCount).map { TitleWidth.of(year.title(row: $0)) }.max() ?? 0
        #expect(year.preferredWidth >= widest)
        #expect(columns[english.index(of: .month)!].title(row: rows[english.index(of: .month)!]) == "Second Monthbis")
        let japanese = S.layout(.date, locale: "ja_JP", calendar: .chinese)
        #expect(S.titles(japanese, for: S.date(2023, 3, 22))[0] == "2023(癸卯)年")
    }

    @Test func theLeapMonthHasAGridOfItsOwn() throws {
        let chinese = S.calendar(.chinese, locale: "zh_CN")
        let leap = MonthGrid(containing: S.date(2023, 4, 1), calendar: chinese)
        #expect(leap.month == 2 && leap.isLeapMonth)
        #expect(leap.numberOfDays == 29)
        let second = MonthGrid(containing: S.date(2023, 3, 1), calendar: chinese)
        #expect(second.month == 2 && !second.isLeapMonth)
        #expect(leap != second)
        #expect(leap.showsMonth(of: S.date(2023, 3, 22)) && !second.showsMonth(of: S.date(2023, 3, 22)))
        let first = try #require(leap.weeks.flatMap(\.days).first { $0.isInMonth && $0.day == 1 })
        #expect(first.isLeapMonth)
        #expect(leap.date(of: first) == S.date(2023, 3, 22))
        #expect(MonthGrid(year: 40, month: 2, era: 78, isLeapMonth: true, calendar: chinese) == leap)
        // Paging through it: 二月, 闰二月, 三月.
        let next = CalendarNavigation.date(byAdding: 1, .month, to: S.date(2023, 3, 10), calendar: chinese)
        #expect(MonthGrid(containing: next, calendar: chinese) == leap)
        let months = CalendarNavigation.monthStarts(ofYearContaining: S.date(2023, 6, 1), calendar: chinese)
        #expect(months.count == 13)
    }

    // MARK: Days without a midnight, days a zone skips

    @Test(arguments: [
        ("America/Havana", 2024, 3, 10), ("America/Sao_Paulo", 2018, 11, 4), ("Asia/Beirut", 2024, 3, 31),
        ("America/Asuncion", 2024, 10, 6),
    ])
    func aDayThatStartsAtOneKeepsItsRowWhenTheHourMoves(zone: String, year: Int, month: Int, day: Int) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let layout = S.layout(.dateAndTime, timeZone: timeZone, today: S.date(year, month, day - 1, 12))
        let start = try #require(ISODay(year: year, month: month, day: day)?.start(in: layout.calendar))
        #expect(S.parts(start, timeZone: timeZone) == [year, month, day, 1, 0])
        let rows = layout.rows(for: start)
        let title = S.titles(layout, rows)[0]
        let named = CalendarDays.namingDate(of: try #require(ISODay(year: year, month: month, day: day)))
        #expect(title == layout.titles.weekdayMonthDay?.string(from: named), "\(zone): the row shows the day itself")
        // One hour on keeps the day.
        let hour = layout.index(of: .hour)!
        let later = layout.date(forRows: S.rows(rows, layout, setting: .hour, to: rows[hour] + 1), reference: start)
        #expect(S.parts(later.date, timeZone: timeZone) == [year, month, day, 2, 0], "\(zone)")
        // The rows before and after are the days before and after.
        let before = layout.date(forRows: S.rows(rows, layout, setting: .date, to: rows[0] - 1), reference: start)
        #expect(S.parts(before.date, timeZone: timeZone)[0...2] == [year, month, day - 1])
    }

    @Test func theDateColumnSkipsTheDaysAZoneSkips() throws {
        let apia = try #require(TimeZone(identifier: "Pacific/Apia"))
        let layout = S.layout(.dateAndTime, timeZone: apia, today: S.date(2024, 1, 1))
        #expect(layout.skippedDays == [ISODay(year: 2011, month: 12, day: 30)!.number])
        let thursday = try #require(ISODay(year: 2011, month: 12, day: 29)?.start(in: layout.calendar))
        let rows = layout.rows(for: thursday)
        let column = layout.columns(given: rows)[0]
        #expect(column.title(row: rows[0]) == "Thu, Dec 29")
        #expect(column.title(row: rows[0] + 1) == "Sat, Dec 31", "Friday 30 does not exist in Samoa")
        let next = layout.date(forRows: S.rows(rows, layout, setting: .date, to: rows[0] + 1), reference: thursday)
        #expect(S.parts(next.date, timeZone: apia)[0...2] == [2011, 12, 31])
        #expect(layout.rows(for: next.date)[0] == rows[0] + 1)
        let kiritimati = try #require(TimeZone(identifier: "Pacific/Kiritimati"))
        let line = S.layout(.dateAndTime, timeZone: kiritimati, today: S.date(2024, 1, 1))
        #expect(line.skippedDays == [ISODay(year: 1994, month: 12, day: 31)!.number])
        #expect(S.layout(.dateAndTime, timeZone: S.newYork).skippedDays.isEmpty)
    }

    /// The day wheel steps over a day the zone skips, in the direction it turned: Up from
    /// Saturday 31 December 2011 in Samoa is Thursday the 29th, Down from the 29th the 31st.
    @Test func theDayWheelStepsOverASkippedDay() throws {
        let apia = try #require(TimeZone(identifier: "Pacific/Apia"))
        let layout = S.layout(.date, timeZone: apia)
        let saturday = try DateText.parseDate("2011-12-31", timeZone: apia)
        let rows = layout.rows(for: saturday)
        let day = layout.index(of: .day)!
        #expect(!layout.isEnabled(row: 29, column: day, given: rows), "the 30th is greyed")
        let up = layout.date(forRows: S.rows(rows, layout, setting: .day, to: 29), reference: saturday)
        #expect(DateText.string(from: up.date, as: .date, timeZone: apia) == "2011-12-29")
        #expect(up.adjustments.contains(.skippedDay))
        #expect(up.rows[day] == 28)
        let thursday = up.date
        let down = layout.date(forRows: S.rows(up.rows, layout, setting: .day, to: 29), reference: thursday)
        #expect(DateText.string(from: down.date, as: .date, timeZone: apia) == "2011-12-31")
    }

    // MARK: Proleptic Gregorian grids

    @Test func october1582HasThirtyOneDaysOnTheirTrueWeekdays() throws {
        let calendar = S.calendar()
        let grid = try #require(MonthGrid(year: 1582, month: 10, calendar: calendar))
        #expect(grid.numberOfDays == 31)
        // Python: date(1582, 10, 1).isoweekday() == 5 (Friday); Calendar's weekday 6.
        #expect(grid.firstDayWeekday == 6)
        let days = grid.weeks.flatMap(\.days).filter(\.isInMonth)
        #expect(days.map(\.day) == Array(1...31))
        #expect(days[9].weekday == 1, "1582-10-10 was a Sunday")
        let tenth = try #require(grid.date(of: days[9]))
        #expect(DateText.string(from: tenth, as: .date, timeZone: S.utc) == "1582-10-10")
        #expect(grid.position(of: tenth)?.column == 0)
        #expect(grid.components(of: tenth) == DateComponents(era: 1, year: 1582, month: 10, day: 10))
        // A month on from 1582-09-30 is 1582-10-30, as ISO 8601 counts.
        let september = try DateText.parseDate("1582-09-30", timeZone: S.utc)
        let october = CalendarNavigation.date(byAdding: 1, .month, to: september, calendar: calendar)
        #expect(DateText.string(from: october, as: .date, timeZone: S.utc) == "1582-10-30")
        let starts = CalendarNavigation.monthStarts(ofYearContaining: september, calendar: calendar)
        #expect(
            starts.map { DateText.string(from: $0, as: .date, timeZone: S.utc) }.prefix(2) == [
                "1582-01-01", "1582-02-01",
            ])
        // 1500 is not a leap year: February has 28 days.
        #expect(MonthGrid(year: 1500, month: 2, calendar: calendar)?.numberOfDays == 28)
    }

    @Test func prolepticWeekNumbersMatchFoundationsAfter1582() throws {
        for locale in ["en_US", "de_DE"] {
            let calendar = S.calendar(locale: locale)
            var iso = Calendar(identifier: .iso8601)
            iso.timeZone = S.utc
            for year in [1999, 2020, 2021, 2024] {
                for month in 1...12 {
                    let grid = try #require(MonthGrid(year: year, month: month, calendar: calendar))
                    for week in grid.weeks {
                        let first = try #require(grid.date(of: week.days[0]))
                        #expect(week.weekOfYear == calendar.component(.weekOfYear, from: first))
                        let middle = try #require(grid.date(of: week.days[3]))
                        #expect(week.isoWeekOfYear == iso.component(.weekOfYear, from: middle))
                    }
                }
            }
        }
    }

    // MARK: Right to left

    @Test func rightToLeftComesFromTheLanguage() {
        for locale in ["ar_EG", "he_IL", "fa_IR", "ur_PK"] {
            #expect(DateWheelLayout.isRightToLeft(Locale(identifier: locale)), "\(locale)")
        }
        for locale in ["en_US", "de_DE", "ja_JP", "zh_CN"] {
            #expect(!DateWheelLayout.isRightToLeft(Locale(identifier: locale)), "\(locale)")
        }
        // The first weekday is the locale's, from CLDR's week data: Saturday in Egypt.
        #expect(S.calendar(locale: "ar_EG").firstWeekday == 7)
        #expect(S.calendar(locale: "he_IL").firstWeekday == 1)
        #expect(S.calendar(locale: "fa_IR").firstWeekday == 7)
    }

    /// The last answer is kept: locales asked in turn, each twice, get their own direction, and
    /// every locale ICU has gets the answer Foundation gives.
    @Test func rightToLeftIsKeptPerLocale() {
        for locale in ["ar_EG", "ar_EG", "en_US", "en_US", "he_IL", "de_DE", "ur_PK", "ur_PK", "ja_JP", "fa_IR"] {
            let expected = Locale(identifier: locale).language.characterDirection == .rightToLeft
            #expect(DateWheelLayout.isRightToLeft(Locale(identifier: locale)) == expected, "\(locale)")
        }
        var differences: [String] = []
        for identifier in Locale.availableIdentifiers {
            let locale = Locale(identifier: identifier)
            if DateWheelLayout.isRightToLeft(locale) != (locale.language.characterDirection == .rightToLeft) {
                differences.append(identifier)
            }
        }
        #expect(differences.isEmpty)
    }
}
