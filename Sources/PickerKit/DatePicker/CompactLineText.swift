import Foundation
import PickerCore

/// The texts of the compact line, from the locale's formats.
///
/// A day and a month are written as the wheels and the calendar name them: the day on which the
/// value falls in its time zone, named by the calendar on the day (`CalendarDays`: proleptic in a
/// Gregorian calendar, the same in every zone in any other). A time is the zone's wall clock.
struct CompactLineText {
    /// The calendar's names of days.
    private let days: CalendarDays
    /// A day, as the locale's medium date ("Nov 15, 2007").
    private let dayFormatter: DateFormatter
    /// A time, as the locale's short time ("6:53 PM").
    private let timeFormatter: DateFormatter
    /// A month of a year ("November 2007").
    private let monthFormatter: DateFormatter
    /// A count-down duration ("1 hr, 30 min").
    private let hoursAndMinutes: Duration.UnitsFormatStyle

    /// The formats of `layout`'s locale and calendar.
    init(layout: DateWheelLayout) {
        var components = Locale.Components(locale: layout.locale)
        components.calendar = layout.calendar.identifier
        let locale = Locale(components: components)
        let days = layout.days
        self.days = days
        dayFormatter = CalendarDays.formatter(locale: locale, calendar: layout.calendar, timeZone: CalendarDays.utc)
        dayFormatter.dateStyle = .medium
        dayFormatter.timeStyle = .none
        // A time of day is written at the value's moment in its zone; no day is named.
        timeFormatter = CalendarDays.formatter(
            locale: locale, calendar: layout.calendar, timeZone: layout.calendar.timeZone)
        timeFormatter.dateStyle = .none
        timeFormatter.timeStyle = .short
        monthFormatter = days.namingFormatter(
            pattern: DateFormatter.dateFormat(fromTemplate: "yMMMM", options: 0, locale: locale) ?? "MMMM y",
            locale: locale)
        hoursAndMinutes = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: .abbreviated)
            .locale(layout.locale)
    }

    /// The day of `date` ("Nov 15, 2007").
    func day(_ date: Date) -> String {
        days.string(dayFormatter, of: days.day(of: date))
    }

    /// The time of `date` ("6:53 PM").
    func time(_ date: Date) -> String {
        timeFormatter.string(from: date)
    }

    /// The month of `date` ("November 2007").
    func month(_ date: Date) -> String {
        days.string(monthFormatter, of: days.day(of: date))
    }

    /// A count-down duration ("1 hr, 30 min").
    func duration(_ seconds: TimeInterval) -> String {
        hoursAndMinutes.format(.seconds(seconds))
    }
}
