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
/// A Gregorian (or ISO 8601) calendar is laid out proleptically, as ISO 8601 numbers days
/// (``ISODay``): October 1582 has 31 days on their true weekdays, where Foundation's calendar
/// would switch from Julian to Gregorian in the middle of it. Other calendars come from
/// Foundation as they are, leap months included (闰二月 of the Chinese calendar is a month of its
/// own, with ``isLeapMonth`` set).
///
/// ```swift
/// var calendar = Calendar(identifier: .gregorian)
/// calendar.locale = Locale(identifier: "de_DE")
/// let grid = MonthGrid(year: 2024, month: 2, calendar: calendar)!
/// grid.leadingDays             // 3: February 1, 2024 is a Thursday, weeks start on Monday
/// grid.shortWeekdaySymbols     // ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
/// grid.weeks[0].isoWeekOfYear  // 5
/// ```
package struct MonthGrid: Sendable, Equatable {
    /// One cell of the grid.
    package struct Day: Sendable, Hashable {
        /// The era, as the calendar numbers it.
        package let era: Int
        /// The year in the era.
        package let year: Int
        /// The month of the year, as the calendar numbers it (Adar II is 7 in the Hebrew calendar).
        package let month: Int
        /// The day of the month.
        package let day: Int
        /// The weekday, as `Calendar` numbers it (1 = Sunday … 7 = Saturday).
        package let weekday: Int
        /// Whether the day belongs to the grid's month (false for the neighbouring months' days
        /// in the first and last rows).
        package let isInMonth: Bool
        /// Whether the month is a leap month (the Chinese and Korean calendars' 闰 months).
        package let isLeapMonth: Bool

        /// Creates a cell.
        package init(
            era: Int, year: Int, month: Int, day: Int, weekday: Int, isInMonth: Bool, isLeapMonth: Bool = false
        ) {
            self.era = era
            self.year = year
            self.month = month
            self.day = day
            self.weekday = weekday
            self.isInMonth = isInMonth
            self.isLeapMonth = isLeapMonth
        }

        /// The day as date components (era, year, month, day, and the leap flag of a leap month).
        package var components: DateComponents {
            var parts = DateComponents(era: era, year: year, month: month, day: day)
            if isLeapMonth { parts.isLeapMonth = true }
            return parts
        }
    }

    /// One row of the grid: a week.
    package struct Week: Sendable, Hashable {
        /// The seven days, from the first weekday on.
        package let days: [Day]
        /// The ISO 8601 week number of the row (a `Calendar(identifier: .iso8601)`): that of its
        /// middle day, which lies in the ISO week holding most of the row's days.
        package let isoWeekOfYear: Int
        /// The week number in the grid's own calendar, after its `firstWeekday` and
        /// `minimumDaysInFirstWeek`.
        package let weekOfYear: Int
    }

    /// The calendar (with its time zone, locale and week rules).
    package let calendar: Calendar
    /// The era of the month shown.
    package let era: Int
    /// The year of the month shown, in its era.
    package let year: Int
    /// The month shown, as the calendar numbers it.
    package let month: Int
    /// Whether the month shown is a leap month (闰二月 repeats the number of 二月).
    package let isLeapMonth: Bool
    /// The number of days in the month.
    package let numberOfDays: Int
    /// The weekday of the month's first day (1 = Sunday … 7 = Saturday).
    package let firstDayWeekday: Int
    /// The cells before the first day in the first row (days of the previous month).
    package let leadingDays: Int
    /// The rows, each one week.
    package let weeks: [Week]
    /// The weekdays of the columns, in display order (`[2, 3, 4, 5, 6, 7, 1]` when weeks start
    /// on Monday).
    package let weekdays: [Int]
    /// The short standalone weekday names of the columns, in display order ("Mon", "Mo", "lun.").
    package let shortWeekdaySymbols: [String]
    /// The very short standalone weekday names of the columns, in display order ("M", "ن").
    package let veryShortWeekdaySymbols: [String]

    /// Whether `calendar` is laid out proleptically (Gregorian and ISO 8601 calendars).
    package static func isProleptic(_ calendar: Calendar) -> Bool {
        calendar.identifier == .gregorian || calendar.identifier == .iso8601
    }

    /// The grid of `month` of `year` (in `era`, by default the era of the current one) in
    /// `calendar`; nil when the calendar has no such month. A Gregorian `year` is proleptic.
    package init?(year: Int, month: Int, era: Int? = nil, isLeapMonth: Bool = false, calendar: Calendar) {
        if Self.isProleptic(calendar) {
            guard !isLeapMonth, era == nil || era == 1, year >= 1,
                let first = ISODay(year: year, month: month, day: 1)
            else { return nil }
            self.init(proleptic: first, calendar: calendar)
            return
        }
        var parts = DateComponents(year: year, month: month, day: 1)
        parts.era = era
        if isLeapMonth { parts.isLeapMonth = true }
        guard let date = calendar.date(from: parts) else { return nil }
        let found = calendar.civilDay(of: date)
        guard found.year == year, found.month == CalendarMonth(month, isLeap: isLeapMonth),
            era == nil || found.era == era
        else { return nil }
        self.init(containing: date, calendar: calendar)
    }

    /// The grid of the month containing `date` in `calendar`.
    package init(containing date: Date, calendar: Calendar) {
        if Self.isProleptic(calendar) {
            let day = ISODay(of: date, in: calendar)
            self.init(proleptic: ISODay(year: day.year, month: day.month, day: 1) ?? day, calendar: calendar)
        } else {
            self.init(foundation: date, calendar: calendar)
        }
    }

    /// The grid of the month containing `date`, as Foundation's `calendar` has it.
    private init(foundation date: Date, calendar: Calendar) {
        self.calendar = calendar
        let first = calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
        let day = calendar.civilDay(of: first)
        era = day.era
        year = day.year
        month = day.month.number
        isLeapMonth = day.month.isLeap
        numberOfDays = calendar.range(of: .day, in: .month, for: first)?.count ?? 30
        firstDayWeekday = calendar.component(.weekday, from: first)
        let weekdayCount = calendar.maximumRange(of: .weekday)?.count ?? 7
        weekdays = Self.weekdays(calendar, count: weekdayCount)
        leadingDays = (firstDayWeekday - calendar.firstWeekday + weekdayCount) % weekdayCount
        (shortWeekdaySymbols, veryShortWeekdaySymbols) = Self.symbols(calendar, weekdays: weekdays)

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
            let (month, number) =
                offset < 0
                ? (previous, previousCount + offset + 1)
                : offset < numberOfDays ? (day, offset + 1) : (next, offset - numberOfDays + 1)
            cells.append(
                Day(
                    era: month.era, year: month.year, month: month.month.number, day: number, weekday: weekday,
                    isInMonth: offset >= 0 && offset < numberOfDays, isLeapMonth: month.month.isLeap))
        }

        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = calendar.timeZone
        let middle = weekdayCount / 2
        let days = cells
        let leading = leadingDays
        weeks = stride(from: 0, to: cellCount, by: weekdayCount).map { start in
            let rowStart = calendar.date(byAdding: .day, value: start - leading, to: first) ?? first
            let rowMiddle = calendar.date(byAdding: .day, value: middle, to: rowStart) ?? rowStart
            return Week(
                days: Array(days[start..<start + weekdayCount]),
                isoWeekOfYear: iso.component(.weekOfYear, from: rowMiddle),
                weekOfYear: calendar.component(.weekOfYear, from: rowStart))
        }
    }

    /// The grid of the proleptic Gregorian month beginning on `first`, by arithmetic.
    private init(proleptic first: ISODay, calendar: Calendar) {
        self.calendar = calendar
        era = first.year >= 1 ? 1 : 0
        year = first.year >= 1 ? first.year : 1 - first.year
        month = first.month
        isLeapMonth = false
        numberOfDays = ISODay.daysInMonth(year: first.year, month: first.month)
        firstDayWeekday = first.weekday
        weekdays = Self.weekdays(calendar, count: 7)
        let leading = (firstDayWeekday - calendar.firstWeekday + 7) % 7
        leadingDays = leading
        (shortWeekdaySymbols, veryShortWeekdaySymbols) = Self.symbols(calendar, weekdays: weekdays)
        let cellCount = (leading + numberOfDays + 6) / 7 * 7
        let firstCell = first.number - leading
        let inMonth = first.number..<(first.number + numberOfDays)
        let firstWeekday = calendar.firstWeekday
        let minimumDays = calendar.minimumDaysInFirstWeek
        weeks = stride(from: 0, to: cellCount, by: 7).map { start in
            let days = (start..<start + 7).map { cell in
                let day = ISODay(number: firstCell + cell)
                return Day(
                    era: day.year >= 1 ? 1 : 0, year: day.year >= 1 ? day.year : 1 - day.year, month: day.month,
                    day: day.day, weekday: day.weekday, isInMonth: inMonth.contains(day.number))
            }
            return Week(
                days: days, isoWeekOfYear: Self.weekOfYear(firstCell + start + 3, firstWeekday: 2, minimumDays: 4),
                weekOfYear: Self.weekOfYear(firstCell + start, firstWeekday: firstWeekday, minimumDays: minimumDays))
        }
    }

    /// The weekdays of the columns, from the calendar's first weekday.
    private static func weekdays(_ calendar: Calendar, count: Int) -> [Int] {
        (0..<count).map { (calendar.firstWeekday - 1 + $0) % count + 1 }
    }

    /// The short and very short standalone weekday names of `weekdays`.
    private static func symbols(_ calendar: Calendar, weekdays: [Int]) -> ([String], [String]) {
        let table = GregorianSymbols.table(for: calendar)
        let short = table?.shortWeekdays ?? calendar.shortStandaloneWeekdaySymbols
        let veryShort = table?.veryShortWeekdays ?? calendar.veryShortStandaloneWeekdaySymbols
        return (
            weekdays.map { short.indices.contains($0 - 1) ? short[$0 - 1] : "" },
            weekdays.map { veryShort.indices.contains($0 - 1) ? veryShort[$0 - 1] : "" }
        )
    }

    /// The proleptic week of the year of day `number`, for weeks that start on `firstWeekday`
    /// and a first week that has at least `minimumDays` days of the year (ISO 8601: Monday, 4).
    static func weekOfYear(_ number: Int, firstWeekday: Int, minimumDays: Int) -> Int {
        func weekStart(_ number: Int) -> Int {
            number - (ISODay(number: number).weekday - firstWeekday + 7) % 7
        }
        func firstWeekStart(_ year: Int) -> Int {
            let january = ISODay(year: year, month: 1, day: 1) ?? ISODay(number: 0)
            let start = weekStart(january.number)
            return january.number - start + minimumDays > 7 ? start + 7 : start
        }
        let start = weekStart(number)
        let year = ISODay(number: number).year
        if start >= firstWeekStart(year + 1) { return 1 }
        let first = firstWeekStart(year)
        if start < first { return (start - firstWeekStart(year - 1)) / 7 + 1 }
        return (start - first) / 7 + 1
    }

    /// The first moment of `day` (of this grid) in the grid's calendar; nil if it does not exist
    /// (in the time zone, or in the calendar).
    package func date(of day: Day) -> Date? {
        if Self.isProleptic(calendar) {
            let year = day.era == 0 ? 1 - day.year : day.year
            return ISODay(year: year, month: day.month, day: day.day)?.start(in: calendar)
        }
        guard
            let date = calendar.exactDate(
                era: day.era, year: day.year, month: CalendarMonth(day.month, isLeap: day.isLeapMonth), day: day.day)
        else { return nil }
        return calendar.startOfDay(for: date)
    }

    /// The first moments of the grid's cells, week by week: the day's start for a day of the
    /// month, nil for the neighbouring months' days. As ``date(of:)`` gives them, but in a
    /// Gregorian grid whose time zone keeps one offset through the month a day begins 86,400
    /// seconds after the day before, so only the first is worked out (each costs the zone a
    /// handful of offset lookups); a month with a change of offset asks for every day.
    package func inMonthDates() -> [[Date?]] {
        let first = weeks.lazy.flatMap(\.days).first { $0.isInMonth }
        if Self.isProleptic(calendar), let first, let start = date(of: first) {
            let zone = calendar.timeZone
            let end = start.addingTimeInterval(Double(numberOfDays) * 86_400)
            // No change from a day before the first start (one at that very start, such as a zone
            // leaving local mean time, leaves the first day short) to the month's end.
            let transition = zone.nextDaylightSavingTimeTransition(after: start.addingTimeInterval(-86_400))
            if transition.map({ $0 >= end }) ?? true,
                zone.secondsFromGMT(for: start.addingTimeInterval(-86_400)) == zone.secondsFromGMT(for: end)
            {
                var dates: [[Date?]] = []
                dates.reserveCapacity(weeks.count)
                for week in weeks {
                    var row: [Date?] = []
                    row.reserveCapacity(week.days.count)
                    for day in week.days {
                        row.append(
                            day.isInMonth ? start.addingTimeInterval(Double(day.day - first.day) * 86_400) : nil)
                    }
                    dates.append(row)
                }
                return dates
            }
        }
        return weeks.map { $0.days.map { $0.isInMonth ? date(of: $0) : nil } }
    }

    /// The era, year, month and day of `date` as the grid numbers days (proleptically in a
    /// Gregorian calendar), with the leap flag of a leap month.
    package func components(of date: Date) -> DateComponents {
        Self.components(of: date, calendar: calendar)
    }

    /// The era, year, month and day of `date` in `calendar` as a grid numbers them.
    package static func components(of date: Date, calendar: Calendar) -> DateComponents {
        if isProleptic(calendar) {
            let day = ISODay(of: date, in: calendar)
            return day.year >= 1
                ? DateComponents(era: 1, year: day.year, month: day.month, day: day.day)
                : DateComponents(era: 0, year: 1 - day.year, month: day.month, day: day.day)
        }
        return calendar.civilDay(of: date).components
    }

    /// Whether `date` falls in the month this grid shows.
    package func showsMonth(of date: Date) -> Bool {
        let parts = components(of: date)
        return parts.era == era && parts.year == year && parts.month == month
            && (parts.isLeapMonth ?? false) == isLeapMonth
    }

    /// The row and column of the cell showing `date`, if the grid shows that day.
    package func position(of date: Date) -> (row: Int, column: Int)? {
        let target = components(of: date)
        for (row, week) in weeks.enumerated() {
            for (column, day) in week.days.enumerated()
            where day.era == target.era && day.year == target.year && day.month == target.month
                && day.day == target.day && day.isLeapMonth == (target.isLeapMonth ?? false)
            {
                return (row, column)
            }
        }
        return nil
    }
}
