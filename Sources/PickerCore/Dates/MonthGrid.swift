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
    /// The calendar's names of days, by which the grid is laid out.
    package let days: CalendarDays
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
    /// The first day of the month.
    let firstDay: ISODay

    /// Whether `calendar` is laid out proleptically (Gregorian and ISO 8601 calendars).
    package static func isProleptic(_ calendar: Calendar) -> Bool {
        CalendarDays.isProleptic(calendar)
    }

    /// The grid of `month` of `year` (in `era`, by default the era of the current one) in
    /// `calendar`; nil when the calendar has no such month. A Gregorian `year` is proleptic.
    package init?(year: Int, month: Int, era: Int? = nil, isLeapMonth: Bool = false, calendar: Calendar) {
        let days = CalendarDays(calendar: calendar)
        let wanted = CalendarMonth(month, isLeap: isLeapMonth)
        guard let first = days.firstDay(ofMonth: wanted, year: year, era: era) else { return nil }
        self.init(first: first, days: days)
    }

    /// The grid of the month containing `date` in `calendar`.
    package init(containing date: Date, calendar: Calendar) {
        self.init(containing: date, days: CalendarDays(calendar: calendar))
    }

    /// The grid of the month containing `date` in the calendar of `days`.
    package init(containing date: Date, days: CalendarDays) {
        self.init(first: ISODay(number: days.monthDays(containing: days.day(of: date)).lowerBound), days: days)
    }

    /// The grid of the month beginning on `first`, its days named by `days` (a day is a day in
    /// every calendar: the cells are consecutive days, each on its weekday).
    private init(first: ISODay, days: CalendarDays) {
        let calendar = days.calendar
        self.calendar = calendar
        self.days = days
        self.firstDay = first
        let named = days.civilDay(of: first)
        era = named.era
        year = named.year
        month = named.month.number
        isLeapMonth = named.month.isLeap
        let monthDays = days.monthDays(containing: first)
        numberOfDays = monthDays.count
        firstDayWeekday = first.weekday
        weekdays = Self.weekdays(calendar, count: 7)
        let leading = (firstDayWeekday - calendar.firstWeekday + 7) % 7
        leadingDays = leading
        (shortWeekdaySymbols, veryShortWeekdaySymbols) = Self.symbols(calendar, weekdays: weekdays)
        let cellCount = (leading + numberOfDays + 6) / 7 * 7
        let firstCell = first.number - leading

        // The names of the cells: the month's own by counting, the neighbours' asked once each.
        let previous = leading > 0 ? days.civilDay(of: first.adding(days: -1)) : named
        let next = days.civilDay(of: ISODay(number: monthDays.upperBound))
        let shown = named
        let firstWeekday = calendar.firstWeekday
        let minimumDays = calendar.minimumDaysInFirstWeek
        weeks = stride(from: 0, to: cellCount, by: 7).map { start in
            let row = (start..<start + 7).map { cell in
                let number = firstCell + cell
                let day = ISODay(number: number)
                let offset = number - first.number
                let named: CivilDay
                if offset < 0 {
                    named = CivilDay(
                        era: previous.era, year: previous.year, month: previous.month, day: previous.day + offset + 1)
                } else if offset < monthDays.count {
                    named = CivilDay(era: shown.era, year: shown.year, month: shown.month, day: offset + 1)
                } else {
                    named = CivilDay(
                        era: next.era, year: next.year, month: next.month, day: next.day + offset - monthDays.count)
                }
                return Day(
                    era: named.era, year: named.year, month: named.month.number, day: named.day, weekday: day.weekday,
                    isInMonth: offset >= 0 && offset < monthDays.count, isLeapMonth: named.month.isLeap)
            }
            return Week(
                days: row, isoWeekOfYear: Self.weekOfYear(firstCell + start + 3, firstWeekday: 2, minimumDays: 4),
                weekOfYear: days.isProleptic
                    ? Self.weekOfYear(firstCell + start, firstWeekday: firstWeekday, minimumDays: minimumDays)
                    : days.weekOfYear(of: ISODay(number: firstCell + start)))
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
        let civil = CivilDay(
            era: day.era, year: day.year, month: CalendarMonth(day.month, isLeap: day.isLeapMonth), day: day.day)
        return days.day(of: civil).flatMap { days.start(of: $0) }
    }

    /// The first moments of the grid's cells, week by week: the day's start for a day of the
    /// month, nil for the neighbouring months' days. As ``date(of:)`` gives them, but the days of
    /// the month are consecutive, and where the time zone keeps one offset through the month a
    /// day begins 86,400 seconds after the day before, so only the first is worked out (each
    /// costs the zone a handful of offset lookups); a month with a change of offset asks the zone
    /// for every day.
    package func inMonthDates() -> [[Date?]] {
        let zone = calendar.timeZone
        var shortcut: Date?
        if let start = days.start(of: firstDay) {
            let end = start.addingTimeInterval(Double(numberOfDays) * 86_400)
            // No change from a day before the first start (one at that very start, such as a zone
            // leaving local mean time, leaves the first day short) to the month's end.
            let transition = zone.nextDaylightSavingTimeTransition(after: start.addingTimeInterval(-86_400))
            if transition.map({ $0 >= end }) ?? true,
                zone.secondsFromGMT(for: start.addingTimeInterval(-86_400)) == zone.secondsFromGMT(for: end)
            {
                shortcut = start
            }
        }
        var dates: [[Date?]] = []
        dates.reserveCapacity(weeks.count)
        var number = firstDay.number - leadingDays
        for week in weeks {
            var row: [Date?] = []
            row.reserveCapacity(week.days.count)
            for day in week.days {
                if !day.isInMonth {
                    row.append(nil)
                } else if let shortcut {
                    row.append(shortcut.addingTimeInterval(Double(number - firstDay.number) * 86_400))
                } else {
                    row.append(days.start(of: ISODay(number: number)))
                }
                number += 1
            }
            dates.append(row)
        }
        return dates
    }

    /// The era, year, month and day of `date` as the grid numbers days (proleptically in a
    /// Gregorian calendar), with the leap flag of a leap month.
    package func components(of date: Date) -> DateComponents {
        days.civilDay(of: date).components
    }

    /// Whether `date` falls in the month this grid shows.
    package func showsMonth(of date: Date) -> Bool {
        let number = days.day(of: date).number
        return number >= firstDay.number && number < firstDay.number + numberOfDays
    }

    /// The row and column of the cell showing `date`, if the grid shows that day.
    package func position(of date: Date) -> (row: Int, column: Int)? {
        let cell = days.day(of: date).number - (firstDay.number - leadingDays)
        guard cell >= 0, cell < weeks.count * 7 else { return nil }
        return (cell / 7, cell % 7)
    }
}
