import Foundation
import Testing

@testable import PickerCore

/// Column order, names and the 12/24-hour clock follow the locale, as Foundation describes it.
/// Exact names can change between ICU versions: these tests assert the structure and a few names
/// that have been stable for years.
@Suite("DateWheelLayout: locales")
struct DateWheelLayoutLocaleTests {
    typealias S = DateTestSupport

    /// Expectations for one locale.
    struct Expected: Sendable, CustomTestStringConvertible {
        var locale: String
        var date: [DateColumnKind]
        var time: [DateColumnKind]
        var yearAndMonth: [DateColumnKind]
        var testDescription: String { locale }
    }

    static let expectations: [Expected] = [
        Expected(
            locale: "en_US", date: [.month, .day, .year], time: [.hour, .minute, .amPm], yearAndMonth: [.month, .year]),
        Expected(
            locale: "en_GB", date: [.day, .month, .year], time: [.hour, .minute], yearAndMonth: [.month, .year]),
        Expected(
            locale: "de_DE", date: [.day, .month, .year], time: [.hour, .minute], yearAndMonth: [.month, .year]),
        Expected(
            locale: "fr_FR", date: [.day, .month, .year], time: [.hour, .minute], yearAndMonth: [.month, .year]),
        Expected(
            locale: "ja_JP", date: [.year, .month, .day], time: [.hour, .minute], yearAndMonth: [.year, .month]),
        Expected(
            locale: "zh_CN", date: [.year, .month, .day], time: [.hour, .minute], yearAndMonth: [.year, .month]),
        Expected(
            locale: "ar_EG", date: [.day, .month, .year], time: [.hour, .minute, .amPm], yearAndMonth: [.month, .year]),
        Expected(
            locale: "ko_KR", date: [.year, .month, .day], time: [.amPm, .hour, .minute], yearAndMonth: [.year, .month]),
        Expected(
            locale: "ru_RU", date: [.day, .month, .year], time: [.hour, .minute], yearAndMonth: [.month, .year]),
    ]

    @Test(arguments: expectations)
    func columnOrderFollowsTheLocale(_ expected: Expected) {
        #expect(S.layout(.date, locale: expected.locale).kinds == expected.date)
        #expect(S.layout(.time, locale: expected.locale).kinds == expected.time)
        #expect(S.layout(.dateAndTime, locale: expected.locale).kinds == [.date] + expected.time)
        #expect(S.layout(.yearAndMonth, locale: expected.locale).kinds == expected.yearAndMonth)
        #expect(S.layout(.countDownTimer, locale: expected.locale).kinds == [.countdownHours, .countdownMinutes])
    }

    @Test(arguments: expectations)
    func hourColumnHas12RowsOnlyWithAnAmPmColumn(_ expected: Expected) {
        let layout = S.layout(.time, locale: expected.locale)
        let hour = layout.columns(given: layout.rows(for: S.today))[layout.index(of: .hour)!]
        let twelveHour = expected.time.contains(.amPm)
        #expect(hour.rowCount == (twelveHour ? 12 : 24))
        #expect(hour.isCyclic)
        if let amPm = layout.index(of: .amPm) {
            let column = layout.columns(given: layout.rows(for: S.today))[amPm]
            #expect(column.rowCount == 2)
            #expect(!column.isCyclic)
            #expect(column.title(row: 0) != column.title(row: 1))
        }
    }

    @Test func americanDateReadsMonthDayYear() {
        let layout = S.layout(.date)
        #expect(S.titles(layout, for: S.date(2007, 11, 15)) == ["November", "15", "2007"])
        let columns = layout.columns(given: layout.rows(for: S.date(2007, 11, 15)))
        #expect(columns.map(\.isCyclic) == [true, true, false])
        #expect(columns.map(\.rowCount) == [12, 31, 301])
        #expect(columns[0].title(row: 0) == "January")
        #expect(columns[0].preferredWidth == 9)  // "September"
        #expect(columns[2].preferredWidth == 4)
    }

    @Test func americanTimeIs12HourWithPM() {
        let layout = S.layout(.time)
        #expect(S.titles(layout, for: S.date(2023, 11, 14, 18, 53)) == ["6", "53", "PM"])
        #expect(S.titles(layout, for: S.date(2023, 11, 14, 0, 5)) == ["12", "05", "AM"])
        #expect(S.titles(layout, for: S.date(2023, 11, 14, 12, 0)) == ["12", "00", "PM"])
        let hours = layout.columns(given: [0, 0, 0])[0]
        #expect((0..<12).map { hours.title(row: $0) } == (1...12).map(String.init))
    }

    @Test func germanDateAndTime() {
        let date = S.layout(.date, locale: "de_DE")
        #expect(S.titles(date, for: S.date(2024, 1, 15)) == ["15", "Januar", "2024"])
        let time = S.layout(.time, locale: "de_DE")
        #expect(S.titles(time, for: S.date(2024, 1, 15, 14, 30)) == ["14", "30"])
        #expect(S.titles(time, for: S.date(2024, 1, 15, 9, 5)) == ["09", "05"])
    }

    @Test func japaneseDatePutsTheYearFirst() {
        let layout = S.layout(.date, locale: "ja_JP")
        let titles = S.titles(layout, for: S.date(2024, 1, 15))
        #expect(titles[0].hasPrefix("2024"))
        #expect(titles[1].hasPrefix("1"))
        #expect(titles[2].hasPrefix("15"))
        // Wide characters count two columns.
        #expect(layout.columns(given: layout.rows(for: S.today))[0].preferredWidth >= 6)
    }

    @Test func arabicUsesArabicIndicDigits() {
        let layout = S.layout(.date, locale: "ar_EG")
        let titles = S.titles(layout, for: S.date(2024, 1, 15))
        #expect(titles[0] == "١٥")
        #expect(titles[2] == "٢٠٢٤")
    }

    @Test func monthNamesBesideADayTakeTheFormatContextOfTheLocalesPattern() {
        let november = S.date(2023, 11, 14)
        func month(_ locale: String, _ mode: DatePickerMode = .date) -> String {
            let layout = S.layout(mode, locale: locale)
            return S.titles(layout, for: november)[layout.index(of: .month)!]
        }
        #expect(month("en_US") == "November")
        #expect(month("de_DE") == "November")
        #expect(month("fr_FR") == "novembre")
        // CLDR: ru "d MMMM y 'г'." — the genitive beside a day; "LLLL y 'г'." — the nominative alone.
        #expect(month("ru_RU") == "ноября")
        #expect(month("ru_RU", .yearAndMonth) == "ноябрь")
        #expect(month("pl_PL") == "listopada")
        #expect(month("pl_PL", .yearAndMonth) == "listopad")
        // zh and ja write the month as a number with 月 ("y年M月d日"), as their patterns do.
        #expect(month("zh_CN") == "11月")
        #expect(month("ja_JP") == "11月")
        #expect(month("ko_KR") == "11월")
    }

    @Test func yearAndDayTakeTheirLettersFromThePattern() {
        let layout = S.layout(.date, locale: "zh_CN")
        #expect(S.titles(layout, for: S.date(2024, 1, 15)) == ["2024年", "1月", "15日"])
        let korean = S.layout(.date, locale: "ko_KR")
        #expect(S.titles(korean, for: S.date(2024, 1, 15)) == ["2024년", "1월", "15일"])
    }

    @Test func dateAndTimeShowsWeekdayMonthDayAndToday() {
        let layout = S.layout(.dateAndTime)
        let rows = layout.rows(for: S.date(2023, 11, 15, 18, 53))
        #expect(S.titles(layout, rows) == ["Wed, Nov 15", "6", "53", "PM"])
        #expect(S.titles(layout, for: S.today)[0] == "Today")
        let column = layout.columns(given: rows)[0]
        #expect(!column.isCyclic)
        #expect(column.rowCount > 100_000)  // 1900 through 2200, day by day
        #expect(column.title(row: rows[0] - 1) == "Today")
        #expect(column.title(row: 0) == "Mon, Jan 1")  // January 1, 1900
        #expect(column.preferredWidth == 11)  // "Wed, Nov 15"
    }

    @Test func todayIsLocalizedWhereFoundationKnowsTheWord() {
        #expect(S.titles(S.layout(.dateAndTime, locale: "de_DE"), for: S.today)[0] == "Heute")
        #expect(S.titles(S.layout(.dateAndTime, locale: "fr_FR"), for: S.today)[0].lowercased().hasPrefix("aujourd"))
    }

    @Test func yearAndMonth() {
        #expect(S.titles(S.layout(.yearAndMonth), for: S.date(2007, 11, 15)) == ["November", "2007"])
        let japanese = S.titles(S.layout(.yearAndMonth, locale: "ja_JP"), for: S.date(2007, 11, 15))
        #expect(japanese[0].hasPrefix("2007") && japanese[1].hasPrefix("11"))
    }

    @Test func countdownTitlesCarryTheirUnit() {
        let layout = S.layout(.countDownTimer)
        let rows = layout.rows(forCountdown: 5400)
        #expect(rows == [1, 30])
        #expect(S.titles(layout, rows) == ["1 hr", "30 min"])
        let columns = layout.columns(given: rows)
        #expect(columns.map(\.rowCount) == [24, 60])
        #expect(columns.map(\.isCyclic) == [true, true])
    }

    @Test func minuteTitlesAreTwoDigitsByTheInterval() {
        let layout = S.layout(.time, locale: "de_DE", minuteInterval: 15)
        let minutes = layout.columns(given: [0, 0])[1]
        #expect((0..<minutes.rowCount).map { minutes.title(row: $0) } == ["00", "15", "30", "45"])
        #expect(minutes.title(row: 4) == "")
    }

    @Test func titlesOfAHugeColumnAreComputedOnDemand() {
        let layout = S.layout(.dateAndTime)
        let column = layout.columns(given: layout.rows(for: S.today))[0]
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for row in stride(from: 0, to: column.rowCount, by: 997) {
                _ = column.title(row: row)
            }
        }
        // About 110 titles: instant, where formatting all 110,000 rows would take a while.
        #expect(elapsed < .seconds(1))
        let date = S.date(2150, 6, 30, 9, 15)
        #expect(column.title(row: layout.rows(for: date)[0]) == "Tue, Jun 30")
    }
}
