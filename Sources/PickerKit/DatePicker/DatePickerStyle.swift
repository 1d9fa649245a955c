/// How a ``DatePicker`` looks, as UIDatePicker's `preferredDatePickerStyle`.
public enum DatePickerStyle: String, Sendable, Hashable, CaseIterable {
    /// Spinning wheels, one per column (month, day, year; hour, minute, AM/PM...).
    case wheels
    /// A month calendar to pick the day from (UIKit's `.inline`), with the time on wheels beside
    /// it in date-and-time mode. Modes without a day (time, count-down, year and month) use
    /// wheels.
    case calendar
    /// One line, such as `Nov 15, 2007 ▾  6:53 PM ▾`, whose parts open a calendar or wheels
    /// below it.
    case compact
}
