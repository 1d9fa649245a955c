import Foundation

/// Decorates the days of a ``CalendarView``, decides which can be selected, and hears about the
/// user's selections, as UICalendarViewDelegate and the selection delegates do. Every method is
/// optional.
///
/// Days are given as date components (era, year, month, day) in the view's calendar.
@MainActor
public protocol CalendarViewDelegate: AnyObject {
    /// The mark to draw beside a day, or nil for none. Asked once per day shown, until
    /// ``CalendarView/reloadDecorations()`` or the month changes.
    func calendarView(_ calendarView: CalendarView, decorationFor day: DateComponents) -> CalendarDecoration?
    /// Whether the user may select a day (one within the available range). A day that may not be
    /// selected can still be reached with the keys.
    func calendarView(_ calendarView: CalendarView, canSelect day: DateComponents) -> Bool
    /// The user changed the selection (a day picked, added, taken away, or a range completed).
    /// Not called for changes made through the view's properties.
    func calendarViewDidChangeSelection(_ calendarView: CalendarView)
}

extension CalendarViewDelegate {
    public func calendarView(_ calendarView: CalendarView, decorationFor day: DateComponents) -> CalendarDecoration? {
        nil
    }
    public func calendarView(_ calendarView: CalendarView, canSelect day: DateComponents) -> Bool { true }
    public func calendarViewDidChangeSelection(_ calendarView: CalendarView) {}
}
