import Foundation

/// Moving through a calendar as a month view's keys do: by days, weeks, months and years, within
/// an optional range of dates, and to the ends of a week.
package enum CalendarNavigation {
    /// A unit of movement.
    package enum Step: Sendable, Hashable, CaseIterable {
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
    /// the day to the end of a shorter month), then clamped to `range`. In a Gregorian calendar
    /// months and years are counted proleptically, as ``MonthGrid`` shows them (see ``ISODay``);
    /// the time of day is kept.
    package static func date(
        byAdding count: Int, _ step: Step, to date: Date, calendar: Calendar, within range: ClosedRange<Date>? = nil
    ) -> Date {
        let component: Calendar.Component
        switch step {
        case .day: component = .day
        case .week: component = .weekOfYear
        case .month: component = .month
        case .year: component = .year
        }
        var moved: Date
        if step == .day || step == .week, let days = daysMoved(count * (step == .week ? 7 : 1), date, calendar) {
            moved = days
        } else {
            moved = calendar.date(byAdding: component, value: count, to: date) ?? date
        }
        if MonthGrid.isProleptic(calendar), step == .month || step == .year,
            let proleptic = prolepticDate(byAdding: step == .year ? 12 * count : count, monthsTo: date, calendar)
        {
            moved = proleptic
        }
        guard let range else { return moved }
        return min(max(moved, range.lowerBound), range.upperBound)
    }

    /// `date` moved by `count` days (a day is a day in every calendar), at the same time after
    /// the day's first moment; nil when either day's start cannot be found (a skipped day).
    private static func daysMoved(_ count: Int, _ date: Date, _ calendar: Calendar) -> Date? {
        let day = ISODay(of: date, in: calendar)
        guard let start = day.start(in: calendar), let target = day.adding(days: count).start(in: calendar) else {
            return nil
        }
        return target.addingTimeInterval(date.timeIntervalSince(start))
    }

    /// `date` moved by `months` proleptic Gregorian months, the day clamped to the end of a
    /// shorter month and the time since the day's start kept.
    private static func prolepticDate(byAdding months: Int, monthsTo date: Date, _ calendar: Calendar) -> Date? {
        let day = ISODay(of: date, in: calendar)
        guard let start = day.start(in: calendar) else { return nil }
        let index = day.year * 12 + day.month - 1 + months
        let (year, month) = (index >= 0 ? index / 12 : (index - 11) / 12, (index % 12 + 12) % 12 + 1)
        guard year >= 1, year <= 9999 else { return nil }
        let target = ISODay(year: year, month: month, day: min(day.day, ISODay.daysInMonth(year: year, month: month)))
        return target?.start(in: calendar)?.addingTimeInterval(date.timeIntervalSince(start))
    }

    /// The first day (its first moment) of the week containing `date`: the week starts on
    /// `calendar.firstWeekday`.
    package static func firstDayOfWeek(containing date: Date, calendar: Calendar) -> Date {
        calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? calendar.startOfDay(for: date)
    }

    /// The last day (its first moment) of the week containing `date`.
    package static func lastDayOfWeek(containing date: Date, calendar: Calendar) -> Date {
        guard let week = calendar.dateInterval(of: .weekOfYear, for: date) else {
            return calendar.startOfDay(for: date)
        }
        return calendar.startOfDay(for: week.end.addingTimeInterval(-1))
    }

    /// The first moments of the months of the year containing `date`, in order: twelve in a
    /// Gregorian calendar (proleptic, as ``MonthGrid`` shows them), thirteen in a Hebrew or
    /// Chinese leap year. A month whose first day the time zone skips starts on its next day.
    package static func monthStarts(ofYearContaining date: Date, calendar: Calendar) -> [Date] {
        if MonthGrid.isProleptic(calendar) {
            let year = ISODay(of: date, in: calendar).year
            return (1...12).compactMap { month in
                guard let first = ISODay(year: year, month: month, day: 1) else { return nil }
                return (0..<3).lazy.compactMap { first.adding(days: $0).start(in: calendar) }.first
            }
        }
        guard let year = calendar.dateInterval(of: .year, for: date) else { return [calendar.startOfDay(for: date)] }
        var starts: [Date] = []
        var month = year.start
        while month < year.end {
            starts.append(month)
            guard let next = calendar.dateInterval(of: .month, for: month)?.end, next > month else { break }
            month = next
        }
        return starts
    }
}
