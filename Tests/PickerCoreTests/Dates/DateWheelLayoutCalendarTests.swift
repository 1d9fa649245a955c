import Foundation
import Testing

@testable import PickerCore

/// Calendars other than the Gregorian: years, eras, months and days all come from `Calendar`.
@Suite("DateWheelLayout: calendars")
struct DateWheelLayoutCalendarTests {
    typealias S = DateTestSupport

    @Test func buddhistYear2567Is2024() {
        let layout = S.layout(.date, calendar: .buddhist)
        let titles = S.titles(layout, for: S.date(2024, 6, 15))
        #expect(titles[layout.index(of: .year)!].contains("2567"))
        #expect(titles[layout.index(of: .month)!] == "June")
        let thai = S.layout(.date, locale: "th_TH", calendar: .buddhist)
        #expect(S.titles(thai, for: S.date(2024, 6, 15))[thai.index(of: .year)!].contains("2567"))
        let rows = layout.rows(for: S.date(2024, 6, 15))
        #expect(layout.date(forRows: rows, reference: S.date(2024, 6, 15)).date == S.date(2024, 6, 15))
    }

    @Test func japaneseYearsCarryTheirEra() {
        let layout = S.layout(.date, locale: "ja_JP", calendar: .japanese)
        #expect(layout.kinds == [.year, .month, .day])
        let heisei = layout.rows(for: S.date(2019, 4, 30))
        let reiwa = layout.rows(for: S.date(2019, 5, 1))
        #expect(reiwa[0] == heisei[0] + 1)  // Heisei 31 and Reiwa 1 are two rows
        let years = layout.columns(given: reiwa)[0]
        #expect(years.title(row: heisei[0]).hasPrefix("平成31"))
        #expect(years.title(row: reiwa[0]).hasPrefix("令和"))
        #expect(years.title(row: reiwa[0] + 5).hasPrefix("令和6"))
        // Heisei 31 has January to April; Reiwa 1, May to December.
        #expect(layout.columns(given: heisei)[1].rowCount == 4)
        #expect(layout.columns(given: reiwa)[1].rowCount == 8)
        #expect(layout.columns(given: reiwa)[1].title(row: 0).hasPrefix("5"))
        // Every year of the span is there once: 1900…2200 plus a row for each era change.
        #expect(years.rowCount == 301 + 4)
        // Moving from Reiwa 1 June back to Heisei 31 keeps a month Heisei 31 has.
        let june = layout.rows(for: S.date(2019, 6, 10))
        let back = layout.date(
            forRows: S.rows(june, layout, setting: .year, to: heisei[0]), reference: S.date(2019, 6, 10))
        #expect(S.parts(back.date) == [2019, 4, 10, 0, 0])
        #expect(back.isAdjusted)
    }

    @Test func showa64LastedSevenDays() {
        let layout = S.layout(.date, locale: "ja_JP", calendar: .japanese)
        let rows = layout.rows(for: S.date(1989, 1, 5))
        let columns = layout.columns(given: rows)
        #expect(columns[0].title(row: rows[0]).hasPrefix("昭和64"))
        #expect(columns[1].rowCount == 1)
        #expect(layout.isEnabled(row: 6, column: 2, given: rows))  // January 7
        #expect(!layout.isEnabled(row: 7, column: 2, given: rows))  // January 8 is Heisei 1
        let snapped = layout.date(forRows: S.rows(rows, layout, setting: .day, to: 20), reference: S.date(1989, 1, 5))
        #expect(S.parts(snapped.date) == [1989, 1, 7, 0, 0])
        #expect(snapped.adjustments.contains(.invalidDay))
    }

    @Test func hebrewLeapYearsHaveThirteenMonths() {
        let layout = S.layout(.date, calendar: .hebrew)
        let leap = layout.rows(for: S.date(2024, 3, 25))  // 15 Adar II 5784
        let common = layout.rows(for: S.date(2025, 3, 15))  // 15 Adar 5785
        let leapMonths = layout.columns(given: leap)[layout.index(of: .month)!]
        let commonMonths = layout.columns(given: common)[layout.index(of: .month)!]
        #expect(leapMonths.rowCount == 13)
        #expect(commonMonths.rowCount == 12)
        let leapNames = (0..<13).map { leapMonths.title(row: $0) }
        let commonNames = (0..<12).map { commonMonths.title(row: $0) }
        #expect(leapNames.filter { $0.contains("Adar") }.count == 2)
        #expect(commonNames.filter { $0.contains("Adar") }.count == 1)
        #expect(Set(leapNames).count == 13)
        #expect(S.titles(layout, leap)[layout.index(of: .year)!] == "5784")
        // The day column has as many rows as the longest Hebrew month.
        #expect(layout.columns(given: leap)[layout.index(of: .day)!].rowCount == 30)
        // Changing the year from 5784 to 5785 keeps Adar II as Adar: the month wheel moves up a row.
        let monthColumn = layout.index(of: .month)!
        let yearColumn = layout.index(of: .year)!
        let rows = S.rows(leap, layout, setting: .year, to: leap[yearColumn] + 1)
        let resolution = layout.date(forRows: rows, reference: S.date(2024, 3, 25))
        #expect(resolution.date == S.date(2025, 3, 15))
        #expect(resolution.rows[monthColumn] == leap[monthColumn] - 1)
        #expect(resolution.isAdjusted)
        // Every day of a few Hebrew years round-trips.
        var date = S.date(2023, 9, 1, 6)
        while date < S.date(2026, 10, 1) {
            let rows = layout.rows(for: date)
            #expect(layout.date(forRows: rows, reference: date).date == date)
            date.addTimeInterval(86_400 * 3)
        }
    }

    @Test(arguments: [Calendar.Identifier.islamicCivil, .islamicUmmAlQura, .islamic])
    func islamicMonthsHave29Or30Days(_ identifier: Calendar.Identifier) {
        let layout = S.layout(.date, calendar: identifier)
        let rows = layout.rows(for: S.date(2024, 3, 20))  // Ramadan 1445
        let day = layout.index(of: .day)!
        // Foundation's maximumRange(of: .day) says 31 for these calendars; no month has 31 days.
        #expect(layout.columns(given: rows)[day].rowCount == 30)
        var lengths: [Int] = []
        for month in 0..<12 {
            let monthRows = S.rows(rows, layout, setting: .month, to: month)
            lengths.append((0..<30).filter { layout.isEnabled(row: $0, column: day, given: monthRows) }.count)
        }
        #expect(lengths.allSatisfy { $0 == 29 || $0 == 30 })
        #expect(S.titles(layout, rows)[layout.index(of: .year)!].contains("1445"))
        #expect(layout.date(forRows: rows, reference: S.date(2024, 3, 20)).date == S.date(2024, 3, 20))
    }

    @Test func arabicIslamicCivilNames() {
        let layout = S.layout(.date, locale: "ar_EG", calendar: .islamicCivil)
        let titles = S.titles(layout, for: S.date(2024, 3, 20))
        #expect(titles[layout.index(of: .month)!] == "رمضان")
        #expect(layout.kinds == [.day, .month, .year])
    }

    // MARK: Dangi

    /// The Korean calendar as the Chinese one: its leap month is a month of its own, and its
    /// years are written as CLDR's Korean pattern writes them (`r년(U년) MMMM d일`: the related
    /// Gregorian year and the cyclic name; a leap month `윤{0}`). 2023-03-22 is the first day of
    /// the leap second month of 계묘년, as ICU counts it.
    @Test func dangiHasItsLeapMonthAndCyclicYears() throws {
        let layout = S.layout(.date, locale: "ko_KR", calendar: .dangi)
        #expect(layout.kinds == [.year, .month, .day])
        let rows = layout.rows(for: S.date(2023, 3, 22))
        #expect(S.titles(layout, rows) == ["2023년(계묘년)", "윤2월", "1일"])
        let months = layout.columns(given: rows)[1]
        let names = (0..<months.rowCount).map { months.title(row: $0) }
        #expect(names == ["1월", "2월", "윤2월", "3월", "4월", "5월", "6월", "7월", "8월", "9월", "10월", "11월", "12월"])
        // The year before and after: 임인년 and 갑진년, twelve months each.
        let years = layout.columns(given: rows)[0]
        #expect(years.title(row: rows[0] - 1) == "2022년(임인년)")
        #expect(years.title(row: rows[0] + 1) == "2024년(갑진년)")
        // Up on the month wheel: the second month, not the leap one.
        let second = layout.date(forRows: S.rows(rows, layout, setting: .month, to: 1), reference: S.date(2023, 3, 22))
        #expect(S.parts(second.date) == [2023, 2, 20, 0, 0])
        // A locale that names the calendar itself gets the same wheels.
        let named = S.layout(.date, locale: "ko_KR@calendar=dangi", calendar: .dangi)
        #expect(S.titles(named, for: S.date(2023, 3, 22)) == ["2023년(계묘년)", "윤2월", "1일"])
    }

    // MARK: The Republic of China before 1912

    /// Each year before the Republic is a row of its own, counted down to the Republic as CLDR
    /// writes them (民國前 7年 is 1905, 民國前 1年 is 1911: ICU's era 0), and the rows run on
    /// into 民國 1年.
    @Test func eachYearBeforeTheRepublicIsItsOwnRow() throws {
        let layout = S.layout(.date, locale: "zh_TW", calendar: .republicOfChina)
        #expect(layout.kinds == [.year, .month, .day])
        let rows = layout.rows(for: S.date(1905, 6, 15))
        #expect(S.titles(layout, rows) == ["民國前 7年", "6月", "15日"])
        let years = layout.columns(given: rows)[0]
        let first = layout.rows(for: S.date(1900, 6, 15))[0]
        let titles = (first..<first + 14).map { years.title(row: $0) }
        #expect(titles == (1...12).reversed().map { "民國前 \($0)年" } + ["民國 1年", "民國 2年"])
        // Right, Down: July of the same year.
        let july = layout.date(forRows: S.rows(rows, layout, setting: .month, to: 6), reference: S.date(1905, 6, 15))
        #expect(S.parts(july.date) == [1905, 7, 15, 0, 0])
        // Up from 民國 1年: 民國前 1年, 1911.
        let republic = layout.rows(for: S.date(1912, 6, 15))
        let before = layout.date(
            forRows: S.rows(republic, layout, setting: .year, to: republic[0] - 1), reference: S.date(1912, 6, 15))
        #expect(S.parts(before.date) == [1911, 6, 15, 0, 0])
        // Every year row of 1900–1930 is the year ICU names, and its rows give the day back.
        var roc = Calendar(identifier: .republicOfChina)
        roc.timeZone = S.utc
        for year in 1900...1930 {
            let date = S.date(year, 3, 1)
            let named = roc.dateComponents([.era, .year], from: date)
            let title = S.titles(layout, for: date)[0]
            #expect(title == (named.era == 0 ? "民國前 \(named.year!)年" : "民國 \(named.year!)年"), "\(year)")
            #expect(layout.date(forRows: layout.rows(for: date), reference: date).date == date, "\(year)")
        }
    }

    // MARK: Islamic east of UTC

    /// ICU's astronomical Islamic calendar names a day by the moon at the instant asked about;
    /// the wheels name it on the day (as ICU does in UTC), so the rows are the same in every zone.
    /// 2024-03-20 is 10 Ramadan 1445 (ICU in UTC).
    @Test(arguments: ["Europe/Vienna", "Asia/Tokyo", "UTC", "America/New_York"])
    func islamicWheelsDoNotDependOnTheZone(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let layout = S.layout(.date, calendar: .islamic, timeZone: timeZone)
        let start = S.date(2024, 3, 20, timeZone: timeZone)
        let rows = layout.rows(for: start)
        #expect(S.titles(layout, rows) == ["Ramadan", "10", "1445 AH"])
        let years = layout.columns(given: rows)[layout.index(of: .year)!]
        let yearRow = rows[layout.index(of: .year)!]
        #expect((yearRow - 2...yearRow + 2).map { years.title(row: $0) } == (1443...1447).map { "\($0) AH" })
        // 48 steps of the year wheel each way: 10 Ramadan of that year, as ICU has it in UTC.
        var utc = Calendar(identifier: .islamic)
        utc.timeZone = S.utc
        var wrong: [String] = []
        for step in (-48...48) where step != 0 {
            let moved = layout.date(
                forRows: S.rows(rows, layout, setting: .year, to: yearRow + step), reference: start)
            let expected = try #require(utc.date(from: DateComponents(era: 0, year: 1445 + step, month: 9, day: 10)))
            let text = DateText.string(from: moved.date, as: .date, timeZone: timeZone)
            if text != DateText.string(from: expected, as: .date, timeZone: S.utc) { wrong.append("\(step): \(text)") }
        }
        #expect(wrong.isEmpty, "\(zone): \(wrong.prefix(5))")
        // A month of that calendar has 29 or 30 days in every zone.
        let day = layout.index(of: .day)!
        for month in 0..<12 {
            let monthRows = S.rows(rows, layout, setting: .month, to: month)
            let length = (0..<30).filter { layout.isEnabled(row: $0, column: day, given: monthRows) }.count
            #expect(length == 29 || length == 30, "\(zone) month \(month + 1)")
        }
    }

    // MARK: Month mode

    /// A month answer depends on the month shown only: Shevat 5698 (3 January to 1 February 1938)
    /// stands for 1938-02, the ISO month that begins within it, whatever day the wheels came from.
    @Test func monthModeNeverKeepsAHiddenDay() throws {
        let layout = S.layout(.yearAndMonth, locale: "ur_PK", calendar: .hebrew)
        let february = try DateText.parseMonth("1938-02", timeZone: S.utc)
        let rows = layout.rows(for: february)
        let monthColumn = layout.index(of: .month)!
        // Up to Tevet (5 December 1937 to 2 January 1938: January begins within it), down again.
        let tevet = layout.date(
            forRows: S.rows(rows, layout, setting: .month, to: rows[monthColumn] - 1), reference: february)
        #expect(DateText.string(from: tevet.date, as: .month, timeZone: S.utc) == "1938-01")
        let back = layout.date(forRows: rows, reference: tevet.date)
        #expect(DateText.string(from: back.date, as: .month, timeZone: S.utc) == "1938-02")
        // From any day of the year 5698 (6 September 1937 to 25 September 1938), the same rows
        // mean the same day.
        var reference = S.date(1937, 9, 6)
        while reference < S.date(1938, 9, 26) {
            #expect(layout.date(forRows: rows, reference: reference).date == february, "\(reference)")
            reference.addTimeInterval(86_400 * 5)
        }
        #expect(layout.monthValue(of: S.date(1938, 1, 20)) == february)
        // A Gregorian month is the ISO month: a value starts where it is.
        let gregorian = S.layout(.yearAndMonth)
        #expect(gregorian.monthValue(of: S.date(2024, 1, 15, 14, 30)) == S.date(2024, 1, 15, 14, 30))
    }
}
