import Foundation
import Testing

@testable import PickerCore

/// Month grids against an independent computation: a day count from 1970-01-01 (Howard Hinnant's
/// `days_from_civil`) and the Gregorian leap rule, written here without Foundation.
@Suite("MonthGrid")
struct MonthGridTests {
    typealias S = DateTestSupport

    /// Independent Gregorian arithmetic.
    enum Civil {
        /// Days from 1970-01-01 to year-month-day (proleptic Gregorian).
        static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
            let y = month <= 2 ? year - 1 : year
            let era = (y >= 0 ? y : y - 399) / 400
            let yearOfEra = y - era * 400
            let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            return era * 146_097 + dayOfEra - 719_468
        }

        /// Year, month and day of a day count from 1970-01-01.
        static func date(_ days: Int) -> (year: Int, month: Int, day: Int) {
            let z = days + 719_468
            let era = (z >= 0 ? z : z - 146_096) / 146_097
            let dayOfEra = z - era * 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let mp = (5 * dayOfYear + 2) / 153
            let day = dayOfYear - (153 * mp + 2) / 5 + 1
            let month = mp < 10 ? mp + 3 : mp - 9
            return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
        }

        static func isLeap(_ year: Int) -> Bool {
            (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        }

        static func daysInMonth(_ year: Int, _ month: Int) -> Int {
            [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        }

        /// The weekday, 1 = Sunday … 7 = Saturday (1970-01-01 was a Thursday).
        static func weekday(_ days: Int) -> Int {
            ((days % 7 + 7) % 7 + 4) % 7 + 1
        }

        /// The ISO 8601 week number of a day.
        static func isoWeek(_ days: Int) -> Int {
            let (year, _, _) = date(days)
            let ordinal = days - Self.days(year, 1, 1) + 1
            let isoWeekday = (weekday(days) + 5) % 7 + 1  // Monday = 1 … Sunday = 7
            let week = (ordinal - isoWeekday + 10) / 7
            if week < 1 { return weeksInYear(year - 1) }
            if week > weeksInYear(year) { return 1 }
            return week
        }

        static func weeksInYear(_ year: Int) -> Int {
            func p(_ y: Int) -> Int { (y + y / 4 - y / 100 + y / 400) % 7 }
            return p(year) == 4 || p(year - 1) == 3 ? 53 : 52
        }
    }

    /// The first weekday CLDR gives each locale.
    static let locales: [(String, Int)] = [("en_US", 1), ("en_GB", 2), ("de_DE", 2), ("ar_EG", 7)]

    @Test func civilArithmeticIsRight() {
        #expect(Civil.days(1970, 1, 1) == 0)
        #expect(Civil.weekday(Civil.days(2024, 1, 15)) == 2)  // a Monday
        #expect(Civil.weekday(Civil.days(1900, 1, 1)) == 2)  // a Monday
        let last = Civil.date(Civil.days(2200, 12, 31))
        #expect(last.year == 2200 && last.month == 12 && last.day == 31)
        #expect(Civil.isoWeek(Civil.days(2021, 1, 1)) == 53)
        #expect(Civil.isoWeek(Civil.days(2024, 12, 30)) == 1)
        #expect(Civil.daysInMonth(1900, 2) == 28 && Civil.daysInMonth(2000, 2) == 29)
    }

    @Test func everyMonthFrom1900To2200InFourLocales() {
        for (locale, firstWeekday) in Self.locales {
            let calendar = S.calendar(locale: locale)
            #expect(calendar.firstWeekday == firstWeekday, "\(locale)")
            var failures = 0
            for year in 1900...2200 {
                for month in 1...12 {
                    guard let grid = MonthGrid(year: year, month: month, calendar: calendar) else {
                        Issue.record("no grid for \(year)-\(month) in \(locale)")
                        continue
                    }
                    let first = Civil.days(year, month, 1)
                    let count = Civil.daysInMonth(year, month)
                    let weekday = Civil.weekday(first)
                    let leading = (weekday - firstWeekday + 7) % 7
                    let rows = (leading + count + 6) / 7
                    let days = grid.weeks.flatMap(\.days)
                    let middles = (0..<rows).map { Civil.isoWeek(first - leading + $0 * 7 + 3) }
                    let ok =
                        grid.year == year && grid.month == month && grid.firstDayWeekday == weekday
                        && grid.numberOfDays == count && grid.leadingDays == leading && grid.weeks.count == rows
                        && days.count == rows * 7 && days[leading].day == 1 && days[leading + count - 1].day == count
                        && days.filter(\.isInMonth).count == count
                        && (rows * 7 == leading + count || days[leading + count].day == 1)
                        && (leading == 0 || days[leading - 1].day == Civil.date(first - 1).day)
                        && days.enumerated().allSatisfy {
                            $0.element.weekday == Civil.weekday(first - leading + $0.offset)
                        }
                        && grid.weeks.map(\.isoWeekOfYear) == middles
                    if !ok {
                        failures += 1
                        if failures <= 5 { Issue.record("\(locale) \(year)-\(month): \(grid.weeks.map(\.days.first))") }
                    }
                }
            }
            #expect(failures == 0, "\(locale)")
        }
    }

    @Test func headersFollowTheFirstWeekday() throws {
        let us = try #require(MonthGrid(year: 2024, month: 2, calendar: S.calendar(locale: "en_US")))
        #expect(us.weekdays == [1, 2, 3, 4, 5, 6, 7])
        #expect(us.shortWeekdaySymbols == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
        #expect(us.veryShortWeekdaySymbols == ["S", "M", "T", "W", "T", "F", "S"])
        let german = try #require(MonthGrid(year: 2024, month: 2, calendar: S.calendar(locale: "de_DE")))
        #expect(german.weekdays == [2, 3, 4, 5, 6, 7, 1])
        #expect(german.shortWeekdaySymbols.first == "Mo")
        #expect(german.shortWeekdaySymbols.last == "So")
        let arabic = try #require(MonthGrid(year: 2024, month: 2, calendar: S.calendar(locale: "ar_EG")))
        #expect(arabic.weekdays == [7, 1, 2, 3, 4, 5, 6])
        #expect(arabic.shortWeekdaySymbols.count == 7)
        // A calendar's own firstWeekday wins over its locale's.
        var mondayUS = S.calendar(locale: "en_US")
        mondayUS.firstWeekday = 2
        #expect(try #require(MonthGrid(year: 2024, month: 2, calendar: mondayUS)).leadingDays == 3)
        let keyword = S.calendar(locale: "en_US@fw=mon")
        #expect(try #require(MonthGrid(year: 2024, month: 2, calendar: keyword)).weekdays.first == 2)
    }

    @Test func weekNumbers() throws {
        // January 2021 began on a Friday: its first row is ISO week 53 of 2020.
        let german = try #require(MonthGrid(year: 2021, month: 1, calendar: S.calendar(locale: "de_DE")))
        #expect(german.weeks.map(\.isoWeekOfYear) == [53, 1, 2, 3, 4])
        #expect(german.weeks.map(\.weekOfYear) == [53, 1, 2, 3, 4])  // de_DE: ISO rules too
        // In en_US, weeks start on Sunday and week 1 is the one holding January 1.
        let american = try #require(MonthGrid(year: 2021, month: 1, calendar: S.calendar(locale: "en_US")))
        #expect(american.weeks.map(\.weekOfYear) == [1, 2, 3, 4, 5, 6])
        #expect(american.weeks.map(\.isoWeekOfYear) == [53, 1, 2, 3, 4, 5])
    }

    @Test func daysOfTheNeighbouringMonthsFillTheFirstAndLastRows() throws {
        let grid = try #require(MonthGrid(year: 2024, month: 3, calendar: S.calendar(locale: "en_US")))
        let days = grid.weeks.flatMap(\.days)
        #expect(grid.leadingDays == 5)  // March 1, 2024 was a Friday
        #expect(days.prefix(5).map(\.day) == [25, 26, 27, 28, 29])
        #expect(days.prefix(5).allSatisfy { $0.month == 2 && !$0.isInMonth })
        #expect(days.last?.month == 4 && days.last?.day == 6)
        #expect(grid.date(of: days[5]) == S.date(2024, 3, 1))
        #expect(grid.position(of: S.date(2024, 3, 15, 18)).map { [$0.row, $0.column] } == [2, 5])
        #expect(grid.position(of: S.date(2024, 5, 1)) == nil)
        #expect(MonthGrid(year: 2024, month: 13, calendar: S.calendar()) == nil)
    }

    @Test func hebrewAndJapaneseGrids() throws {
        let hebrew = try #require(MonthGrid(year: 5784, month: 7, calendar: S.calendar(.hebrew)))  // Adar II
        #expect(hebrew.numberOfDays == 29)
        #expect(hebrew.weeks.flatMap(\.days).contains { $0.isInMonth && $0.day == 29 })
        #expect(MonthGrid(year: 5785, month: 6, calendar: S.calendar(.hebrew)) == nil)  // no Adar I
        let reiwa = MonthGrid(containing: S.date(2019, 5, 20), calendar: S.calendar(.japanese, locale: "ja_JP"))
        #expect(reiwa.year == 1 && reiwa.month == 5 && reiwa.numberOfDays == 31)
    }

    @Test func navigationClampsToShorterMonths() {
        let calendar = S.calendar()
        let january31 = S.date(2024, 1, 31, 9)
        #expect(
            CalendarNavigation.date(byAdding: 1, .month, to: january31, calendar: calendar) == S.date(2024, 2, 29, 9))
        #expect(
            CalendarNavigation.date(byAdding: 1, .month, to: S.date(2023, 1, 31), calendar: calendar)
                == S.date(2023, 2, 28))
        #expect(
            CalendarNavigation.date(byAdding: 1, .year, to: S.date(2024, 2, 29), calendar: calendar)
                == S.date(2025, 2, 28))
        #expect(
            CalendarNavigation.date(byAdding: -1, .week, to: january31, calendar: calendar) == S.date(2024, 1, 24, 9))
        #expect(CalendarNavigation.date(byAdding: 3, .day, to: january31, calendar: calendar) == S.date(2024, 2, 3, 9))
        let range = S.date(2024, 1, 1)...S.date(2024, 2, 15)
        #expect(
            CalendarNavigation.date(byAdding: 1, .month, to: january31, calendar: calendar, within: range)
                == range.upperBound)
        #expect(
            CalendarNavigation.date(byAdding: -1, .year, to: january31, calendar: calendar, within: range)
                == range.lowerBound)
    }

    @Test func weekEndsFollowTheFirstWeekday() {
        let wednesday = S.date(2024, 1, 17, 15)
        let cases: [(String, Date, Date)] = [
            ("en_US", S.date(2024, 1, 14), S.date(2024, 1, 20)),
            ("de_DE", S.date(2024, 1, 15), S.date(2024, 1, 21)),
            ("ar_EG", S.date(2024, 1, 13), S.date(2024, 1, 19)),
        ]
        for (locale, first, last) in cases {
            let calendar = S.calendar(locale: locale)
            #expect(CalendarNavigation.firstDayOfWeek(containing: wednesday, calendar: calendar) == first, "\(locale)")
            #expect(CalendarNavigation.lastDayOfWeek(containing: wednesday, calendar: calendar) == last, "\(locale)")
        }
    }
}
