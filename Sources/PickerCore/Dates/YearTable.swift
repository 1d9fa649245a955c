import Foundation

/// The rows of a year column: every (era, year) of a calendar between two dates, numbered from 0.
///
/// Most calendars have one era over the span of a picker, so row `r` is simply year `first + r`.
/// The Japanese calendar changes era mid-year (Heisei 31 ended on April 30, 2019; Reiwa 1 began
/// on May 1), so its rows run through several eras, and two rows can share a Gregorian year. The
/// eras and their limits come from `Calendar.dateInterval(of: .era, for:)`.
package struct YearTable: Sendable {
    /// A run of consecutive years of one era.
    package struct Segment: Sendable {
        /// The era, as `Calendar` numbers it.
        package var era: Int
        /// The first and last years of the run, in the era.
        package var firstYear: Int
        package var lastYear: Int
        /// The row of `firstYear`.
        package var firstRow: Int
        /// Where the run begins (the start of the span or of the era).
        package var start: Date
        /// Where it ends (exclusive): the start of the next run, or the end of the span.
        package var end: Date

        /// The number of years (rows) in the run.
        package var count: Int { lastYear - firstYear + 1 }
    }

    /// The runs, in row order.
    package let segments: [Segment]
    /// The number of rows.
    package let rowCount: Int

    /// The years of `calendar` from `span.start` to `span.end` (exclusive).
    package init(calendar: Calendar, span: DateInterval) {
        let segments =
            Self.gregorianSegments(calendar: calendar, span: span) ?? Self.segments(calendar: calendar, span: span)
        self.segments = segments
        self.rowCount = segments.last.map { $0.firstRow + $0.count } ?? 0
    }

    /// The one run of a Gregorian span within 1584–9998: one era (AD), and years that are the
    /// ISO years of its ends, found from the zone's offsets (`ISODay`). Foundation's
    /// `component(_:from:)` works out every component of a date, weeks included; the six calls
    /// otherwise made here cost 150 K instructions before a date picker's first screen. Nil for
    /// other calendars and spans.
    static func gregorianSegments(calendar: Calendar, span: DateInterval) -> [Segment]? {
        guard calendar.identifier == .gregorian, span.end > span.start else { return nil }
        let firstYear = ISODay(of: span.start, in: calendar).year
        let lastYear = ISODay(of: span.end.addingTimeInterval(-1), in: calendar).year
        guard ISODay.gregorianAgreementYears.contains(firstYear), ISODay.gregorianAgreementYears.contains(lastYear)
        else { return nil }
        return [
            Segment(era: 1, firstYear: firstYear, lastYear: lastYear, firstRow: 0, start: span.start, end: span.end)
        ]
    }

    /// The runs of any calendar, asked of `Calendar`.
    static func segments(calendar: Calendar, span: DateInterval) -> [Segment] {
        var segments: [Segment] = []
        var row = 0
        let starts = [span.start] + Self.eraStarts(calendar: calendar, span: span)
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : span.end
            guard end > start else { continue }
            let era = calendar.component(.era, from: start)
            let firstYear = calendar.component(.year, from: start)
            let end1 = end.addingTimeInterval(-1)
            let lastYear =
                calendar.component(.era, from: end1) == era
                ? max(firstYear, calendar.component(.year, from: end1)) : firstYear
            let segment = Segment(
                era: era, firstYear: firstYear, lastYear: lastYear, firstRow: row, start: start, end: end)
            segments.append(segment)
            row += segment.count
        }
        return segments
    }

    /// The instants within `span` where a new era begins, in order.
    ///
    /// `Calendar.dateInterval(of: .era, for:)` cannot be trusted for this: on Linux it reports the
    /// Meiji era as ending on 1912-09-08 instead of 1912-07-30. Eras only ever follow each other
    /// (the era number never goes back), so a bisection on `Calendar.component(.era, from:)` finds
    /// every change to the second, with a few dozen calls per era and two when there is none.
    static func eraStarts(calendar: Calendar, span: DateInterval) -> [Date] {
        func era(_ date: Date) -> Int { calendar.component(.era, from: date) }
        var starts: [Date] = []
        func split(_ low: Date, _ lowEra: Int, _ high: Date, _ highEra: Int) {
            guard lowEra != highEra else { return }
            let seconds = high.timeIntervalSince(low)
            guard seconds > 1 else {
                starts.append(high)
                return
            }
            let middle = low.addingTimeInterval((seconds / 2).rounded(.down))
            let middleEra = era(middle)
            split(low, lowEra, middle, middleEra)
            split(middle, middleEra, high, highEra)
        }
        let last = span.end.addingTimeInterval(-1)
        guard last > span.start else { return [] }
        split(span.start, era(span.start), last, era(last))
        return starts
    }

    /// The segment index and year of `row` (clamped to the rows); nil for a table without rows.
    package func place(ofRow row: Int) -> (segment: Int, year: Int)? {
        guard rowCount > 0 else { return nil }
        let clamped = min(max(row, 0), rowCount - 1)
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].firstRow <= clamped {
                low = middle
            } else {
                high = middle - 1
            }
        }
        let segment = segments[low]
        return (low, segment.firstYear + clamped - segment.firstRow)
    }

    /// The row of `year` in `era`; nil when the span does not hold it.
    package func row(era: Int, year: Int) -> Int? {
        for segment in segments where segment.era == era && segment.firstYear <= year && year <= segment.lastYear {
            return segment.firstRow + year - segment.firstYear
        }
        return nil
    }
}

/// A month of a year as `Calendar` numbers it, with the leap flag of the Chinese and Korean
/// calendars, whose leap month repeats the number of the month before it (闰二月 follows 二月).
/// Months order by number, a leap month after the month it repeats.
package struct CalendarMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The month's number (1…12; 1…13 in the Hebrew calendar).
    package var number: Int
    /// Whether it is a leap month that repeats `number`.
    package var isLeap: Bool

    /// The month `number`, a leap month when `isLeap`.
    package init(_ number: Int, isLeap: Bool = false) {
        self.number = number
        self.isLeap = isLeap
    }

    package static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool {
        (lhs.number, lhs.isLeap ? 1 : 0) < (rhs.number, rhs.isLeap ? 1 : 0)
    }

    /// "2", or "2 (leap)".
    package var description: String { isLeap ? "\(number) (leap)" : "\(number)" }
}

/// What a picker needs to know about one year of its calendar: its months and a date in it.
struct YearInfo: Sendable {
    /// The era and year.
    var era: Int
    var year: Int
    /// The run of the year table this year belongs to.
    var segment: YearTable.Segment
    /// The months of the year, in order. Usually 1…12; a Hebrew leap year has 13 (Adar I is
    /// month 6, which a common year skips); a Chinese leap year has 13 with a leap month; a
    /// Japanese year split between two eras has only its months in this era.
    var months: [CalendarMonth]
    /// The first moment of the year within its era (within the span).
    var start: Date
}

/// A day as a calendar names it: era, year, month (with its leap flag) and day.
struct CivilDay: Sendable, Equatable {
    var era: Int
    var year: Int
    var month: CalendarMonth
    var day: Int

    /// The day as date components.
    var components: DateComponents {
        var parts = DateComponents(era: era, year: year, month: month.number, day: day)
        if month.isLeap { parts.isLeapMonth = true }
        return parts
    }
}

extension Calendar {
    /// The era, year, month and day of `date`, all present.
    func civilDay(of date: Date) -> CivilDay {
        let components = dateComponents([.era, .year, .month, .day], from: date)
        return CivilDay(
            era: components.era ?? 0, year: components.year ?? 0,
            month: CalendarMonth(components.month ?? 1, isLeap: components.isLeapMonth ?? false),
            day: components.day ?? 1)
    }

    /// The date of (era, year, month, day), only if that day exists as given (Calendar itself
    /// rolls February 30 over into March, and a leap month that a year lacks into another).
    func exactDate(era: Int, year: Int, month: CalendarMonth, day: Int) -> Date? {
        let wanted = CivilDay(era: era, year: year, month: month, day: day)
        guard let date = date(from: wanted.components) else { return nil }
        return civilDay(of: date) == wanted ? date : nil
    }

    /// The months of the year that begins (within its era) at `start`, up to `end`, in order.
    func months(ofYearFrom start: Date, era: Int, year: Int, until end: Date) -> [CalendarMonth] {
        // The Gregorian calendar's years of the common era have their twelve months: found with
        // one conversion rather than two a month (a wheel asks for every row it draws).
        if identifier == .gregorian, era == 1,
            let next = date(from: DateComponents(era: 1, year: year + 1, month: 1, day: 1)), next <= end
        {
            let first = civilDay(of: start)
            if first.era == 1, first.year == year {
                return (first.month.number...12).map { CalendarMonth($0) }
            }
        }
        var months: [CalendarMonth] = []
        var date = start
        while date < end {
            let day = civilDay(of: date)
            guard day.era == era, day.year == year else { break }
            if months.last != day.month { months.append(day.month) }
            guard let next = dateInterval(of: .month, for: date)?.end, next > date else { break }
            date = next
        }
        return months
    }
}
