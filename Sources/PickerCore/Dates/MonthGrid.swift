import Foundation

/// One month of a calendar laid out as UICalendarView draws it: rows of seven days, each row one
/// week starting on the calendar's first weekday, with the days of the neighbouring months filling
/// the first and last rows.
///
/// The week start is `calendar.firstWeekday`, which follows the calendar's locale (Sunday in
/// en_US, Monday in en_GB and de_DE, Saturday in ar_EG; a locale such as `en_US@fw=mon` or a
/// calendar whose `firstWeekday` was set overrides it). A grid has as many rows as the month
/// needs (4 to 6).
///
/// ```swift
/// var calendar = Calendar(identifier: .gregorian)
/// calendar.locale = Locale(identifier: "de_DE")
/// let grid = MonthGrid(year: 2024, month: 2, calendar: calendar)!
/// grid.leadingDays             // 3: February 1, 2024 is a Thursday, weeks start on Monday
/// grid.shortWeekdaySymbols     // ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
/// grid.weeks[0].isoWeekOfYear  // 5
/// ```
public struct MonthGrid: Sendable, Equatable {
    /// One cell of the grid.
    public struct Day: Sendable, Hashable {
        /// The era, as the calendar numbers it.
        public let era: Int
        /// The year in the era.
        public let year: Int
        /// The month of the year, as the calendar numbers it (Adar II is 7 in the Hebrew calendar).
        public let month: Int
        /// The day of the month.
        public let day: Int
        /// The weekday, as `Calendar` numbers it (1 = Sunday … 7 = Saturday).
        public let weekday: Int
        /// Whether the day belongs to the grid's month (false for the neighbouring months' days
        /// in the first and last rows).
        public let isInMonth: Bool

        /// The day as date components (era, year, month, day).
        public var components: DateComponents {
            DateComponents(era: era, year: year, month: month, day: day)
        }
    }

    /// One row of the grid: a week.
    public struct Week: Sendable, Hashable {
        /// The seven days, from the first weekday on.
        public let days: [Day]
        /// The ISO 8601 week number of the row (a `Calendar(identifier: .iso8601)`): that of its
        /// middle day, which lies in the ISO week holding most of the row's days.
        public let isoWeekOfYear: Int
        /// The week number in the grid's own calendar, after its `firstWeekday` and
        /// `minimumDaysInFirstWeek`.
        public let weekOfYear: Int
    }

    /// The calendar (with its time zone, locale and week rules).
    public let calendar: Calendar
    /// The era of the month shown.
    public let era: Int
    /// The year of the month shown, in its era.
    public let year: Int
    /// The month shown, as the calendar numbers it.
    public let month: Int
    /// The number of days in the month.
    public let numberOfDays: Int
    /// The weekday of the month's first day (1 = Sunday … 7 = Saturday).
    public let firstDayWeekday: Int
    /// The cells before the first day in the first row (days of the previous month).
    public let leadingDays: Int
    /// The rows, each one week.
    public let weeks: [Week]
    /// The weekdays of the columns, in display order (`[2, 3, 4, 5, 6, 7, 1]` when weeks start
    /// on Monday).
    public let weekdays: [Int]
    /// The short standalone weekday names of the columns, in display order ("Mon", "Mo", "lun.").
    public let shortWeekdaySymbols: [String]
    /// The very short standalone weekday names of the columns, in display order ("M", "ن").
    public let veryShortWeekdaySymbols: [String]

    /// The grid of `month` of `year` (in `era`, by default the era of the current one) in
    /// `calendar`; nil when the calendar has no such month.
    public init?(year: Int, month: Int, era: Int? = nil, calendar: Calendar) {
        var parts = DateComponents(year: year, month: month, day: 1)
        parts.era = era
        guard let date = calendar.date(from: parts) else { return nil }
        let found = calendar.dateComponents([.era, .year, .month], from: date)
        guard found.year == year, found.month == month, era == nil || found.era == era else { return nil }
        self.init(containing: date, calendar: calendar)
    }

    /// The grid of the month containing `date` in `calendar`.
    public init(containing date: Date, calendar: Calendar) {
        self.calendar = calendar
        let first = calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
        let day = calendar.civilDay(of: first)
        era = day.era
        year = day.year
        month = day.month
        numberOfDays = calendar.range(of: .day, in: .month, for: first)?.count ?? 30
        firstDayWeekday = calendar.component(.weekday, from: first)
        let weekdayCount = calendar.maximumRange(of: .weekday)?.count ?? 7
        let firstWeekday = calendar.firstWeekday
        weekdays = (0..<weekdayCount).map { (firstWeekday - 1 + $0) % weekdayCount + 1 }
        let leadingDays = (firstDayWeekday - firstWeekday + weekdayCount) % weekdayCount
        self.leadingDays = leadingDays
        let shortSymbols = calendar.shortStandaloneWeekdaySymbols
        let veryShortSymbols = calendar.veryShortStandaloneWeekdaySymbols
        shortWeekdaySymbols = weekdays.map { shortSymbols.indices.contains($0 - 1) ? shortSymbols[$0 - 1] : "" }
        veryShortWeekdaySymbols = weekdays.map {
            veryShortSymbols.indices.contains($0 - 1) ? veryShortSymbols[$0 - 1] : ""
        }

        // The neighbouring months, for the cells before the first and after the last day.
        let previousMonth = calendar.date(byAdding: .month, value: -1, to: first) ?? first
        let previous = calendar.civilDay(of: previousMonth)
        let previousCount = calendar.range(of: .day, in: .month, for: previousMonth)?.count ?? 30
        let nextMonth = calendar.date(byAdding: .month, value: 1, to: first) ?? first
        let next = calendar.civilDay(of: nextMonth)

        let cellCount = (leadingDays + numberOfDays + weekdayCount - 1) / weekdayCount * weekdayCount
        var cells: [Day] = []
        cells.reserveCapacity(cellCount)
        for cell in 0..<cellCount {
            let weekday = weekdays[cell % weekdayCount]
            let offset = cell - leadingDays
            if offset < 0 {
                cells.append(
                    Day(
                        era: previous.era, year: previous.year, month: previous.month, day: previousCount + offset + 1,
                        weekday: weekday, isInMonth: false))
            } else if offset < numberOfDays {
                cells.append(
                    Day(era: era, year: year, month: month, day: offset + 1, weekday: weekday, isInMonth: true))
            } else {
                cells.append(
                    Day(
                        era: next.era, year: next.year, month: next.month, day: offset - numberOfDays + 1,
                        weekday: weekday, isInMonth: false))
            }
        }

        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = calendar.timeZone
        let middle = weekdayCount / 2
        let days = cells
        weeks = stride(from: 0, to: cellCount, by: weekdayCount).map { start in
            let rowStart = calendar.date(byAdding: .day, value: start - leadingDays, to: first) ?? first
            let rowMiddle = calendar.date(byAdding: .day, value: middle, to: rowStart) ?? rowStart
            return Week(
                days: Array(days[start..<start + weekdayCount]),
                isoWeekOfYear: iso.component(.weekOfYear, from: rowMiddle),
                weekOfYear: calendar.component(.weekOfYear, from: rowStart))
        }
    }

    /// The first moment of `day` (of this grid) in the grid's calendar; nil if it does not exist.
    public func date(of day: Day) -> Date? {
        calendar.exactDate(era: day.era, year: day.year, month: day.month, day: day.day)
    }

    /// The row and column of the cell showing `date`, if the grid shows that day.
    public func position(of date: Date) -> (row: Int, column: Int)? {
        let target = calendar.civilDay(of: date)
        for (row, week) in weeks.enumerated() {
            for (column, day) in week.days.enumerated()
            where day.era == target.era && day.year == target.year && day.month == target.month && day.day == target.day
            {
                return (row, column)
            }
        }
        return nil
    }
}
