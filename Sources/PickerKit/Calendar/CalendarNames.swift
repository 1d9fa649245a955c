import Foundation
import Terminal

/// The words and numbers of a calendar view, from Foundation's formatters made once per
/// calendar: month and year for the header, day numbers and week numbers in the locale's digits.
@MainActor
struct CalendarNames {
    private let calendar: Calendar
    private let monthStyle: Date.FormatStyle
    private let year: DateFormatter
    private let day: DateFormatter
    private let number: NumberFormatter
    /// The widest month name of each year asked about, by the year's first moment.
    private var widestMonth: [Date: Int] = [:]

    /// The formatters for `calendar` (its locale, or en_US_POSIX, and its time zone).
    init(calendar: Calendar) {
        self.calendar = calendar
        let locale = calendar.locale ?? Locale(identifier: "en_US_POSIX")
        // The locale's patterns with this calendar (a Japanese year shows its era).
        var components = Locale.Components(locale: locale)
        components.calendar = calendar.identifier
        let patternLocale = Locale(components: components)
        monthStyle = Date.FormatStyle(
            date: .omitted, time: .omitted, locale: patternLocale, calendar: calendar, timeZone: calendar.timeZone,
            capitalizationContext: .beginningOfSentence
        ).month(.wide)
        func formatter(_ pattern: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = patternLocale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = pattern
            return formatter
        }
        year = formatter(DateFormatter.dateFormat(fromTemplate: "y", options: 0, locale: patternLocale) ?? "y")
        day = formatter("d")
        number = NumberFormatter()
        number.locale = patternLocale
        number.numberStyle = .none
    }

    /// The month of `date`, as a header names it ("November", "Maart").
    func monthName(of date: Date) -> String {
        monthStyle.format(date)
    }

    /// The year of `date` ("2024", "令和6年").
    func yearName(of date: Date) -> String {
        year.string(from: date)
    }

    /// The day of the month of `date`, in the locale's digits.
    func dayNumber(of date: Date) -> String {
        day.string(from: date)
    }

    /// A number in the locale's digits.
    func number(_ value: Int) -> String {
        number.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// The widest month name of the year containing `date`, in terminal columns.
    mutating func widestMonthName(inYearOf date: Date) -> Int {
        guard let interval = calendar.dateInterval(of: .year, for: date) else {
            return DisplayWidth.of(monthName(of: date))
        }
        if let known = widestMonth[interval.start] { return known }
        var widest = 0
        var month = interval.start
        while month < interval.end {
            widest = max(widest, DisplayWidth.of(InertText.make(monthName(of: month))))
            guard let next = calendar.date(byAdding: .month, value: 1, to: month), next > month else { break }
            month = next
        }
        widestMonth[interval.start] = widest
        return widest
    }
}
