import Foundation

/// The names a calendar gives days — era, year, month (with its leap flag) and day — worked out
/// on the day, not at an instant: the one path by which every date view (the wheels, the compact
/// line, the calendar grid and its header) turns days into names and names into days.
///
/// A day is a day in every calendar. An instant falls on a day of the time zone (``ISODay``, from
/// the zone's offset); the calendar then names that day, and a day named goes back to its first
/// moment in the zone. So the names never depend on the zone, and a time of day never on the
/// calendar:
///
/// - A Gregorian or ISO 8601 calendar names days proleptically, by arithmetic, as ISO 8601 and
///   the values in and out do: Foundation's (ICU's) Gregorian calendar is Julian before
///   1582-10-15, and would show 1582-10-10 as September 30.
/// - Any other calendar names a day as Foundation's does in UTC at the day's midnight. ICU's
///   astronomical Islamic calendar (`islamic`) places a month's first day by the moon's age at
///   the instant asked about, so at a Viennese or Tokyo midnight some of its months came out a day
///   early and its years a month short; every other calendar names a day alike in every zone, and
///   in UTC as well.
///
/// Formatters that write a day's name do the same: ``namingFormatter(pattern:locale:)`` writes in
/// UTC, and ``string(_:of:)`` gives it a day (at ``namingDate(of:)``).
package struct CalendarDays: Sendable, Equatable {
    /// The calendar as given: its time zone says on which day an instant falls and when a day begins.
    package let calendar: Calendar
    /// Whether days are named proleptically, by arithmetic (Gregorian and ISO 8601 calendars).
    package let isProleptic: Bool
    /// The calendar in UTC, which names each day at its midnight (the calendar itself when
    /// proleptic: it is then never asked).
    private let naming: Calendar

    /// The days of `calendar`, in its time zone.
    package init(calendar: Calendar) {
        self.calendar = calendar
        isProleptic = Self.isProleptic(calendar)
        if isProleptic {
            naming = calendar
        } else {
            var naming = calendar
            naming.timeZone = Self.utc
            self.naming = naming
        }
    }

    /// Whether `calendar` names days proleptically (Gregorian and ISO 8601 calendars).
    package static func isProleptic(_ calendar: Calendar) -> Bool {
        calendar.identifier == .gregorian || calendar.identifier == .iso8601
    }

    /// UTC, the zone in which days are named.
    package static let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone(identifier: "UTC") ?? .current

    // MARK: Days and instants

    /// The day on which `date` falls in the calendar's time zone.
    package func day(of date: Date) -> ISODay {
        ISODay(of: date, in: calendar)
    }

    /// The first moment of `day` in the calendar's time zone; nil for a day the zone skips.
    package func start(of day: ISODay) -> Date? {
        day.start(in: calendar)
    }

    /// The first moment of `day`, or of the first day after it that the zone does not skip.
    package func startOrNext(of day: ISODay) -> Date {
        for offset in 0..<3 {
            if let start = day.adding(days: offset).start(in: calendar) { return start }
        }
        return Date(timeIntervalSince1970: Double(day.number) * 86_400)
    }

    /// The instant at which a formatter in UTC names `day`: its midnight in UTC.
    package static func namingDate(of day: ISODay) -> Date {
        Date(timeIntervalSince1970: Double(day.number) * 86_400)
    }

    /// The day a formatter in UTC names at `date` (the day of a ``namingDate(of:)``).
    static func day(naming date: Date) -> ISODay {
        ISODay(number: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    // MARK: Names

    /// The era, year, month and day the calendar names `day`.
    package func civilDay(of day: ISODay) -> CivilDay {
        if isProleptic {
            return day.year >= 1
                ? CivilDay(era: 1, year: day.year, month: CalendarMonth(day.month), day: day.day)
                : CivilDay(era: 0, year: 1 - day.year, month: CalendarMonth(day.month), day: day.day)
        }
        let parts = naming.dateComponents([.era, .year, .month, .day], from: Self.namingDate(of: day))
        return CivilDay(
            era: parts.era ?? 0, year: parts.year ?? 0,
            month: CalendarMonth(parts.month ?? 1, isLeap: parts.isLeapMonth ?? false), day: parts.day ?? 1)
    }

    /// The era, year, month and day the calendar names the day on which `date` falls.
    package func civilDay(of date: Date) -> CivilDay {
        civilDay(of: day(of: date))
    }

    /// The day named `civil`, only if the calendar has it as given (no February 30, no leap month
    /// a year lacks, no day outside its era).
    package func day(of civil: CivilDay) -> ISODay? {
        if isProleptic {
            guard !civil.month.isLeap, civil.era == 0 || civil.era == 1 else { return nil }
            return ISODay(year: civil.era == 0 ? 1 - civil.year : civil.year, month: civil.month.number, day: civil.day)
        }
        guard let date = naming.date(from: civil.components) else { return nil }
        let day = Self.day(naming: date)
        return civilDay(of: day) == civil ? day : nil
    }

    /// The first day of `year` of `era` (within the era: a year an era begins in starts with the
    /// era); nil when the calendar has no such year.
    package func firstDay(era: Int, year: Int) -> ISODay? {
        if isProleptic { return day(of: CivilDay(era: era, year: year, month: CalendarMonth(1), day: 1)) }
        guard let date = naming.date(from: DateComponents(era: era, year: year)) else { return nil }
        let day = Self.day(naming: date)
        let found = civilDay(of: day)
        return found.era == era && found.year == year ? day : nil
    }

    /// The first day of `month` of `year` in `era` (by default the era Foundation takes for a
    /// year without one, the current era); nil when the calendar has no such month. A month that
    /// an era begins within starts with the era.
    package func firstDay(ofMonth month: CalendarMonth, year: Int, era: Int? = nil) -> ISODay? {
        if isProleptic {
            guard era == nil || era == 1, year >= 1 else { return nil }
            return day(of: CivilDay(era: 1, year: year, month: month, day: 1))
        }
        var parts = DateComponents(year: year, month: month.number, day: 1)
        parts.era = era
        if month.isLeap { parts.isLeapMonth = true }
        guard let date = naming.date(from: parts) else { return nil }
        let found = civilDay(of: Self.day(naming: date))
        guard found.year == year, found.month == month, era == nil || found.era == era else { return nil }
        return ISODay(number: monthDays(containing: Self.day(naming: date)).lowerBound)
    }

    /// The days (their numbers) of the month that holds `day`: from its first day to the next
    /// month's first day.
    package func monthDays(containing day: ISODay) -> Range<Int> {
        if isProleptic {
            let first = ISODay(year: day.year, month: day.month, day: 1) ?? day
            return first.number..<(first.number + ISODay.daysInMonth(year: day.year, month: day.month))
        }
        guard let month = naming.dateInterval(of: .month, for: Self.namingDate(of: day)) else {
            return day.number..<(day.number + 1)
        }
        let first = Self.day(naming: month.start).number
        return first..<max(first + 1, Self.day(naming: month.end).number)
    }

    /// The days (their numbers) of the calendar's year that holds `day`, whole (not cut at an era).
    package func yearDays(containing day: ISODay) -> Range<Int> {
        if isProleptic {
            let first = ISODay(year: day.year, month: 1, day: 1) ?? day
            let next = ISODay(year: day.year + 1, month: 1, day: 1) ?? day.adding(days: 365)
            return first.number..<next.number
        }
        guard let year = naming.dateInterval(of: .year, for: Self.namingDate(of: day)) else {
            return day.number..<(day.number + 1)
        }
        let first = Self.day(naming: year.start).number
        return first..<max(first + 1, Self.day(naming: year.end).number)
    }

    /// The months of the year that begins (within its era) on `first`, up to the day before
    /// `end`, in order: a Gregorian year's twelve by number, another calendar's walked month by
    /// month, so that a leap month (闰二月), Hebrew's Adar I and a Japanese era's part of a year
    /// come out alike.
    package func months(ofYearFrom first: ISODay, until end: ISODay) -> [CalendarMonth] {
        var months: [CalendarMonth] = []
        if isProleptic {
            for number in first.month...12 {
                let start = number == first.month ? first : ISODay(year: first.year, month: number, day: 1) ?? first
                guard start < end else { break }
                months.append(CalendarMonth(number))
            }
            return months
        }
        let opening = civilDay(of: first)
        var day = first
        while day < end {
            let civil = civilDay(of: day)
            guard civil.era == opening.era, civil.year == opening.year else { break }
            if months.last != civil.month { months.append(civil.month) }
            let next = monthDays(containing: day).upperBound
            guard next > day.number else { break }
            day = ISODay(number: next)
        }
        return months
    }

    /// The era of `day`.
    package func era(of day: ISODay) -> Int {
        if isProleptic { return day.year >= 1 ? 1 : 0 }
        return naming.component(.era, from: Self.namingDate(of: day))
    }

    /// `day` moved by `count` months or years as the calendar counts them (the day of the month
    /// kept, or the last day of a shorter month); nil beyond the calendar's reach.
    package func day(byAdding count: Int, _ component: Calendar.Component, to day: ISODay) -> ISODay? {
        if isProleptic {
            let months = component == .year ? 12 * count : count
            let index = day.year * 12 + day.month - 1 + months
            let (year, month) = (index >= 0 ? index / 12 : (index - 11) / 12, (index % 12 + 12) % 12 + 1)
            return ISODay(year: year, month: month, day: min(day.day, ISODay.daysInMonth(year: year, month: month)))
        }
        guard let moved = naming.date(byAdding: component, value: count, to: Self.namingDate(of: day)) else {
            return nil
        }
        return Self.day(naming: moved)
    }

    /// The week number of `day` in the calendar's own weeks (its first weekday and the days its
    /// first week needs).
    package func weekOfYear(of day: ISODay) -> Int {
        if isProleptic {
            return MonthGrid.weekOfYear(
                day.number, firstWeekday: calendar.firstWeekday, minimumDays: calendar.minimumDaysInFirstWeek)
        }
        return naming.component(.weekOfYear, from: Self.namingDate(of: day))
    }

    // MARK: Formatters

    /// The first day on which ICU's Gregorian calendar is Gregorian (Julian before it).
    static let gregorianChange = ISODay(year: 1582, month: 10, day: 15) ?? ISODay(number: -141_427)

    /// A formatter that writes days of this calendar with `pattern` in `locale` (whose calendar
    /// keyword, if any, names this calendar), in UTC: give it days with ``string(_:of:)``.
    package func namingFormatter(pattern: String, locale: Locale) -> DateFormatter {
        let formatter = Self.formatter(locale: locale, calendar: calendar, timeZone: Self.utc)
        formatter.dateFormat = pattern
        return formatter
    }

    /// `day` written by `formatter` (a ``namingFormatter(pattern:locale:)``, or one of
    /// ``formatter(locale:calendar:timeZone:)`` in UTC): proleptically in a Gregorian or ISO 8601
    /// calendar. ICU's formatter is Julian before 1582-10-15 unless told otherwise, and telling it
    /// costs every formatter some 150 K instructions when it is made, so it is told only when it
    /// first writes such a day (1582-10-10 would otherwise be written as September 30).
    package func string(_ formatter: DateFormatter, of day: ISODay) -> String {
        if isProleptic, day < Self.gregorianChange, formatter.gregorianStartDate != .distantPast {
            formatter.gregorianStartDate = .distantPast
        }
        return formatter.string(from: Self.namingDate(of: day))
    }

    /// A formatter in `locale`, `calendar` and `timeZone` (hybrid in a Gregorian calendar, as ICU
    /// has it: ``string(_:of:)`` makes it proleptic where a day needs it).
    ///
    /// The calendars that Foundation's formatter cannot take as a `Calendar` (it knows them by
    /// older identifiers: a Korean `dangi` calendar set on it is taken as the Gregorian one) are
    /// given through the locale's calendar keyword instead (`ko_KR@calendar=dangi`).
    package static func formatter(locale: Locale, calendar: Calendar, timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        if Self.formatterKnows(calendar.identifier) {
            formatter.locale = locale
            formatter.calendar = calendar
        } else {
            var components = Locale.Components(locale: locale)
            components.calendar = calendar.identifier
            formatter.locale = Locale(components: components)
        }
        formatter.timeZone = timeZone
        return formatter
    }

    /// Whether Foundation's `DateFormatter` takes a `Calendar` of `identifier` as that calendar.
    static func formatterKnows(_ identifier: Calendar.Identifier) -> Bool {
        switch identifier {
        case .gregorian, .buddhist, .chinese, .coptic, .ethiopicAmeteMihret, .ethiopicAmeteAlem, .hebrew, .iso8601,
            .indian, .islamic, .islamicCivil, .japanese, .persian, .republicOfChina, .islamicTabular,
            .islamicUmmAlQura:
            return true
        default:
            return false
        }
    }
}

/// A day as a calendar names it: era, year, month (with its leap flag) and day.
package struct CivilDay: Sendable, Hashable {
    /// The era, as `Calendar` numbers it.
    package var era: Int
    /// The year in the era.
    package var year: Int
    /// The month, with its leap flag.
    package var month: CalendarMonth
    /// The day of the month.
    package var day: Int

    /// The day `era`, `year`, `month`, `day`.
    package init(era: Int, year: Int, month: CalendarMonth, day: Int) {
        self.era = era
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day as date components.
    package var components: DateComponents {
        var parts = DateComponents(era: era, year: year, month: month.number, day: day)
        if month.isLeap { parts.isLeapMonth = true }
        return parts
    }
}
