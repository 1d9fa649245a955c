/// What a ``CalendarView`` lets the user select, as UICalendarView's selection behaviours (and
/// the range that UIKit leaves to each app).
public enum CalendarSelectionMode: String, Sendable, Hashable, CaseIterable {
    /// One day: the day the keyboard is on, or the day clicked.
    case single
    /// Any number of days: Space or a click adds a day, or takes it away again.
    case multiple
    /// A run of days: Space or a click marks the first day, a second one the last; the days
    /// between are highlighted.
    case range
}
