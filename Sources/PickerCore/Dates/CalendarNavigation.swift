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

    /// `date` moved by `count` steps in `calendar` (Calendar's rules: the day of the month clamped
    /// to the end of a shorter month), then clamped to `range`. Days are moved as days, months and
    /// years as the calendar counts them on the day (``CalendarDays``: a Gregorian calendar
    /// proleptically, as ``MonthGrid`` shows it, see ``ISODay``); the time of day is kept.
    package static func date(
        byAdding count: Int, _ step: Step, to date: Date, calendar: Calendar, within range: ClosedRange<Date>? = nil
    ) -> Date {
        Self.date(byAdding: count, step, to: date, days: CalendarDays(calendar: calendar), within: range)
    }

    /// `date` moved by `count` steps in the calendar of `days`, then clamped to `range`.
    package static func date(
        byAdding count: Int, _ step: Step, to date: Date, days: CalendarDays, within range: ClosedRange<Date>? = nil
    ) -> Date {
        let day = days.day(of: date)
        let target: ISODay?
        switch step {
        case .day: target = day.adding(days: count)
        case .week: target = day.adding(days: 7 * count)
        case .month: target = days.day(byAdding: count, .month, to: day)
        case .year: target = days.day(byAdding: count, .year, to: day)
        }
        var moved = date
        if let target, (1...9999).contains(target.year), let start = days.start(of: day) {
            if let targetStart = days.start(of: target) {
                moved = targetStart.addingTimeInterval(date.timeIntervalSince(start))
            } else {
                // A day the zone skips: the day after it.
                moved = days.startOrNext(of: target)
            }
        }
        guard let range else { return moved }
        return min(max(moved, range.lowerBound), range.upperBound)
    }

    /// The first day (its first moment) of the week containing `date`: the week starts on
    /// `calendar.firstWeekday`.
    package static func firstDayOfWeek(containing date: Date, calendar: Calendar) -> Date {
        firstDayOfWeek(containing: date, days: CalendarDays(calendar: calendar))
    }

    /// The first day (its first moment) of the week containing `date` in the calendar of `days`.
    package static func firstDayOfWeek(containing date: Date, days: CalendarDays) -> Date {
        let day = days.day(of: date)
        return days.startOrNext(of: day.adding(days: -((day.weekday - days.calendar.firstWeekday + 7) % 7)))
    }

    /// The last day (its first moment) of the week containing `date`.
    package static func lastDayOfWeek(containing date: Date, calendar: Calendar) -> Date {
        lastDayOfWeek(containing: date, days: CalendarDays(calendar: calendar))
    }

    /// The last day (its first moment) of the week containing `date` in the calendar of `days`.
    package static func lastDayOfWeek(containing date: Date, days: CalendarDays) -> Date {
        let day = days.day(of: date)
        var last = day.adding(days: 6 - (day.weekday - days.calendar.firstWeekday + 7) % 7)
        // A last day the zone skips: the day before it.
        while days.start(of: last) == nil, last > day { last = last.adding(days: -1) }
        return days.startOrNext(of: last)
    }

    /// The first moments of the months of the year containing `date`, in order: twelve in a
    /// Gregorian calendar (proleptic, as ``MonthGrid`` shows them), thirteen in a Hebrew or
    /// Chinese leap year. A month whose first day the time zone skips starts on its next day.
    package static func monthStarts(ofYearContaining date: Date, calendar: Calendar) -> [Date] {
        monthStarts(ofYearContaining: date, days: CalendarDays(calendar: calendar))
    }

    /// The first moments of the months of the year containing `date` in the calendar of `days`.
    package static func monthStarts(ofYearContaining date: Date, days: CalendarDays) -> [Date] {
        let year = days.yearDays(containing: days.day(of: date))
        var starts: [Date] = []
        var first = year.lowerBound
        while first < year.upperBound {
            starts.append(days.startOrNext(of: ISODay(number: first)))
            let next = days.monthDays(containing: ISODay(number: first)).upperBound
            guard next > first else { break }
            first = next
        }
        return starts
    }
}
