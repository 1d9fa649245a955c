import Foundation
import Testing

@testable import PickerCore

/// The wheels of a Gregorian or ISO 8601 calendar before 1582-10-15: the days ISO 8601 numbers,
/// named as ISO 8601 names them, where Foundation's Gregorian calendar (and its formatter) is
/// Julian. The expected texts are CLDR's, written by Python's babel 2.19 (CLDR 49), which dates
/// proleptically as ISO 8601 does: `format_skeleton("yMMMMd", date(1582, 10, 10), locale=...)`.
@Suite("DateWheelLayout: the proleptic Gregorian calendar")
struct DateWheelLayoutProlepticTests {
    typealias S = DateTestSupport

    /// A layout whose wheels reach back to the year 1000.
    static func layout(
        _ mode: DatePickerMode, locale: String = "en_US", calendar: Calendar.Identifier = .gregorian,
        timeZone: TimeZone = S.utc
    ) -> DateWheelLayout {
        DateWheelLayout(
            mode: mode, locale: Locale(identifier: locale),
            calendar: S.calendar(calendar, timeZone: timeZone, locale: locale),
            minimumDate: try? DateText.parseDate("1000-01-01", timeZone: timeZone), today: S.today)
    }

    static func day(_ text: String, timeZone: TimeZone = S.utc) throws -> Date {
        try DateText.parseDate(text, timeZone: timeZone)
    }

    /// babel: 1582-10-10 in each locale's `yMMMMd`; each wheel's title is a part of it, in order.
    @Test(arguments: [
        ("en_US", "October 10, 1582"), ("de_DE", "10. Oktober 1582"), ("fr_FR", "10 octobre 1582"),
        ("ru_RU", "10 октября 1582 г."), ("ja_JP", "1582年10月10日"), ("he_IL", "10 באוקטובר 1582"),
        ("zh_CN", "1582年10月10日"),
    ])
    func theWheelsNameTheISODay(locale: String, babel: String) throws {
        let layout = Self.layout(.date, locale: locale)
        let date = try Self.day("1582-10-10")
        let rows = layout.rows(for: date)
        let titles = S.titles(layout, rows)
        // In the order the locale writes them (right to left, the layout's order is the text's).
        var rest = Substring(babel)
        for kind in layout.kinds {
            let title = titles[layout.index(of: kind)!]
            let found = try #require(rest.range(of: title), "\(locale): \(title) in \(babel)")
            rest = rest[found.upperBound...]
        }
        #expect(layout.date(forRows: rows, reference: date).date == date, "\(locale)")
    }

    /// The ISO 8601 calendar has patterns of its own in CLDR (`y MMMM d` in English), and the
    /// same days.
    @Test func theISO8601CalendarNamesTheSameDays() throws {
        let layout = Self.layout(.date, calendar: .iso8601)
        let date = try Self.day("1582-10-10")
        let titles = S.titles(layout, for: date)
        #expect(Set(titles) == ["October", "10", "1582"])
        #expect(layout.date(forRows: layout.rows(for: date), reference: date).date == date)
    }

    @Test func theTitlesOfThe1582Wheels() throws {
        let layout = Self.layout(.date)
        #expect(S.titles(layout, for: try Self.day("1582-10-10")) == ["October", "10", "1582"])
        #expect(S.titles(layout, for: try Self.day("1582-10-04")) == ["October", "4", "1582"])
        #expect(S.titles(layout, for: try Self.day("1500-03-01")) == ["March", "1", "1500"])
        // The year 1500 begins on its own 1 January (Julian 22 December 1499).
        #expect(S.titles(layout, for: try Self.day("1500-01-01")) == ["January", "1", "1500"])
    }

    /// babel: `format_skeleton("yMMMM", date(1500, 3, 1))` is "March 1500".
    @Test func monthModeShowsTheISOMonth() throws {
        let layout = Self.layout(.yearAndMonth)
        let march = try DateText.parseMonth("1500-03", timeZone: S.utc)
        let rows = layout.rows(for: march)
        #expect(S.titles(layout, rows) == ["March", "1500"])
        let resolved = layout.date(forRows: rows, reference: march).date
        #expect(DateText.string(from: resolved, as: .month, timeZone: S.utc) == "1500-03")
    }

    /// 1500 is not a leap year: day 29 of February is greyed, and a wheel that lands on it snaps
    /// back to the 28th; the 28th and the next day, 1 March, are what Enter answers.
    @Test func february1500HasNoTwentyNinth() throws {
        let layout = Self.layout(.date)
        let february = try Self.day("1500-02-28")
        let rows = layout.rows(for: february)
        let dayColumn = layout.index(of: .day)!
        #expect(layout.isEnabled(row: 27, column: dayColumn, given: rows))
        #expect(!layout.isEnabled(row: 28, column: dayColumn, given: rows), "1500-02-29 does not exist")
        let onward = layout.date(forRows: S.rows(rows, layout, setting: .day, to: 28), reference: february)
        #expect(DateText.string(from: onward.date, as: .date, timeZone: S.utc) == "1500-02-28")
        #expect(onward.adjustments.contains(.invalidDay))
        let march = layout.date(forRows: S.rows(rows, layout, setting: .month, to: 2), reference: february)
        #expect(DateText.string(from: march.date, as: .date, timeZone: S.utc) == "1500-03-28")
    }

    /// babel: `format_skeleton("MMMEd", date(1582, 10, 10))` is "Sun, Oct 10".
    @Test func theDateAndTimeColumnNamesTheISODay() throws {
        let layout = Self.layout(.dateAndTime, timeZone: S.newYork)
        let date = try DateText.parseDateTime("1582-10-10T10:00", timeZone: S.newYork)
        let rows = layout.rows(for: date)
        #expect(S.titles(layout, rows) == ["Sun, Oct 10", "10", "00", "AM"])
        let later = layout.date(forRows: S.rows(rows, layout, setting: .hour, to: rows[1] + 1), reference: date)
        #expect(DateText.string(from: later.date, as: .dateTime, timeZone: S.newYork) == "1582-10-10T11:00")
    }

    /// Every 97th day from the year 1000 to 1700, in two zones: the wheels show the day's ISO
    /// month and day, and their rows give the day back.
    @Test(arguments: ["UTC", "Asia/Tokyo"])
    func roundTripsThroughTheCutover(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let layout = Self.layout(.date, timeZone: timeZone)
        var failures: [String] = []
        var day = try #require(ISODay(year: 1000, month: 1, day: 1))
        while day.year < 1700 {
            let date = try Self.day(day.description, timeZone: timeZone)
            let titles = S.titles(layout, for: date)
            let back = layout.date(forRows: layout.rows(for: date), reference: date).date
            if titles[1] != String(day.day) || titles[2] != String(day.year)
                || DateText.string(from: back, as: .date, timeZone: timeZone) != day.description
            {
                failures.append("\(day): \(titles)")
            }
            day = day.adding(days: 97)
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
