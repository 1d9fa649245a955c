/// What a date picker chooses, as UIDatePicker's `datePickerMode`.
///
/// The columns each mode shows, and their order, come from the locale:
///
/// | mode | columns (en_US) | example |
/// |---|---|---|
/// | ``date`` | month, day, year | November \| 15 \| 2007 |
/// | ``time`` | hour, minute, AM/PM | 6 \| 53 \| PM |
/// | ``dateAndTime`` | date, hour, minute, AM/PM | Wed, Nov 15 \| 6 \| 53 \| PM |
/// | ``countDownTimer`` | hours, minutes | 1 hr \| 30 min |
/// | ``yearAndMonth`` | month, year | November \| 2007 |
public enum DatePickerMode: String, Sendable, Hashable, CaseIterable {
    /// A calendar date: month, day and year in the locale's order.
    case date
    /// A time of day: hour and minute, plus AM/PM where the locale uses a 12-hour clock.
    case time
    /// A day ("Wed, Nov 15", or "Today") followed by the time columns.
    case dateAndTime
    /// A duration of up to 23 hours 59 minutes: hours and minutes.
    case countDownTimer
    /// A month of a year: month and year in the locale's order.
    case yearAndMonth

    /// Whether the mode shows a time of day (hours and minutes of a clock).
    public var showsTimeOfDay: Bool {
        self == .time || self == .dateAndTime
    }
}

/// What one column (wheel) of a date picker shows.
package enum DateColumnKind: String, Sendable, Hashable, CaseIterable {
    /// The year, in the calendar's numbering (with its era where the locale shows one: "令和6年").
    case year
    /// The month of the year, named as the locale's date pattern names it: beside a day its
    /// format-context name ("November", "января", "11月"), alone its stand-alone name ("январь").
    case month
    /// The day of the month ("15", "15日").
    case day
    /// The day in ``DatePickerMode/dateAndTime`` mode: weekday, month and day ("Wed, Nov 15"), and
    /// "Today" for today.
    case date
    /// The hour of the clock (1…12 with an AM/PM column, else 0…23 as the locale writes it).
    case hour
    /// The minute, two digits ("05"), stepping by the minute interval.
    case minute
    /// Before or after noon ("AM", "PM", "午前"...): only where the locale uses a 12-hour clock.
    case amPm
    /// The hours of a count-down duration, 0…23 ("1 hr").
    case countdownHours
    /// The minutes of a count-down duration, 0…59 by the minute interval ("30 min").
    case countdownMinutes
}
