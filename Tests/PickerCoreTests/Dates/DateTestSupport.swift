import Foundation

@testable import PickerCore

/// Calendars, dates and layouts for the date tests: fixed time zones, never the clock.
enum DateTestSupport {
    static let utc = TimeZone(identifier: "UTC")!
    static let newYork = TimeZone(identifier: "America/New_York")!

    /// A calendar of `identifier` in `timeZone`, with `locale` (which sets its first weekday).
    static func calendar(
        _ identifier: Calendar.Identifier = .gregorian, timeZone: TimeZone = utc, locale: String = "en_US"
    ) -> Calendar {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: locale)
        return calendar
    }

    /// A Gregorian date and time in `timeZone`.
    static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
        timeZone: TimeZone = utc
    ) -> Date {
        calendar(timeZone: timeZone).date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    /// The Gregorian (year, month, day, hour, minute) of `date` in `timeZone`.
    static func parts(_ date: Date, timeZone: TimeZone = utc) -> [Int] {
        let c = calendar(timeZone: timeZone).dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return [c.year!, c.month!, c.day!, c.hour!, c.minute!]
    }

    /// Today in the tests: Tuesday, November 14, 2023, 12:00 UTC.
    static let today = date(2023, 11, 14, 12)

    /// A layout with the usual test defaults.
    static func layout(
        _ mode: DatePickerMode, locale: String = "en_US", calendar identifier: Calendar.Identifier = .gregorian,
        timeZone: TimeZone = utc, minuteInterval: Int = 1, minimum: Date? = nil, maximum: Date? = nil,
        today: Date = today
    ) -> DateWheelLayout {
        DateWheelLayout(
            mode: mode, locale: Locale(identifier: locale),
            calendar: calendar(identifier, timeZone: timeZone, locale: locale), minuteInterval: minuteInterval,
            minimumDate: minimum, maximumDate: maximum, today: today)
    }

    /// The titles of each column of `layout` at `rows`.
    static func titles(_ layout: DateWheelLayout, _ rows: [Int]) -> [String] {
        layout.columns(given: rows).enumerated().map { $0.element.title(row: rows[$0.offset]) }
    }

    /// The titles `layout` shows for `date`.
    static func titles(_ layout: DateWheelLayout, for date: Date) -> [String] {
        titles(layout, layout.rows(for: date))
    }

    /// `rows` with the row of the column of `kind` replaced.
    static func rows(_ rows: [Int], _ layout: DateWheelLayout, setting kind: DateColumnKind, to row: Int) -> [Int] {
        var rows = rows
        rows[layout.index(of: kind)!] = row
        return rows
    }
}
