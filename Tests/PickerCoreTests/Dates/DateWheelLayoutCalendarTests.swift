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
}
