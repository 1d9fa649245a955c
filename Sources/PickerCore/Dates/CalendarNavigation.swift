import Foundation

/// Moving through a calendar as a month view's keys do: by days, weeks, months and years, within
/// an optional range of dates, and to the ends of a week.
public enum CalendarNavigation {
    /// A unit of movement.
    public enum Step: Sendable, Hashable, CaseIterable {
        /// One day.
        case day
        /// Seven days (one week).
        case week
        /// One month: the day of the month is kept, or clamped to the end of a shorter month
        /// (January 31 + 1 month = February 29 or 28).
        case month
        /// One year: February 29 + 1 year = February 28.
        case year
    }

    /// `date` moved by `count` steps in `calendar` (Calendar's `date(byAdding:)`, which clamps
    /// the day to the end of a shorter month), then clamped to `range`.
    public static func date(
        byAdding count: Int, _ step: Step, to date: Date, calendar: Calendar, within range: ClosedRange<Date>? = nil
    ) -> Date {
        let component: Calendar.Component
        switch step {
        case .day: component = .day
        case .week: component = .weekOfYear
        case .month: component = .month
        case .year: component = .year
        }
        let moved = calendar.date(byAdding: component, value: count, to: date) ?? date
        guard let range else { return moved }
        return min(max(moved, range.lowerBound), range.upperBound)
    }

    /// The first day (its first moment) of the week containing `date`: the week starts on
    /// `calendar.firstWeekday`.
    public static func firstDayOfWeek(containing date: Date, calendar: Calendar) -> Date {
        calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? calendar.startOfDay(for: date)
    }

    /// The last day (its first moment) of the week containing `date`.
    public static func lastDayOfWeek(containing date: Date, calendar: Calendar) -> Date {
        guard let week = calendar.dateInterval(of: .weekOfYear, for: date) else {
            return calendar.startOfDay(for: date)
        }
        return calendar.startOfDay(for: week.end.addingTimeInterval(-1))
    }
}
