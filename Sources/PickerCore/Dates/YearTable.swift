import Foundation

/// The rows of a year column: every (era, year) of a calendar between two days, numbered from 0.
///
/// Most calendars have one era over the span of a picker, so row `r` is simply year `first + r`.
/// The Japanese calendar changes era mid-year (Heisei 31 ended on April 30, 2019; Reiwa 1 began
/// on May 1), so its rows run through several eras, and two rows can share a Gregorian year. An
/// era may also count its years down: the Republic of China's calendar calls 1911 the first year
/// before the Republic (民國前1年) and 1905 the seventh, so within that era the years fall as the
/// rows go on. The eras and years come from ``CalendarDays``, on days.
package struct YearTable: Sendable {
    /// A run of consecutive years of one era.
    package struct Segment: Sendable, Equatable {
        /// The era, as `Calendar` numbers it.
        package var era: Int
        /// The years of the run's first and last rows, in the era (the first is the larger in an
        /// era that counts its years down).
        package var firstYear: Int
        package var lastYear: Int
        /// The row of `firstYear`.
        package var firstRow: Int
        /// The run's first day (the first of the span, or of the era).
        package var firstDay: ISODay
        /// The day after its last (exclusive): the first day of the next run, or the end of the span.
        package var endDay: ISODay

        /// The number of years (rows) in the run.
        package var count: Int { abs(lastYear - firstYear) + 1 }
        /// +1 where the years rise with the rows, -1 where the era counts them down.
        package var step: Int { lastYear >= firstYear ? 1 : -1 }

        /// Whether the run holds `year`.
        func holds(_ year: Int) -> Bool {
            min(firstYear, lastYear) <= year && year <= max(firstYear, lastYear)
        }
    }

    /// The runs, in row order.
    package let segments: [Segment]
    /// The number of rows.
    package let rowCount: Int

    /// The years of `days`' calendar from day `first` to the day before `end`.
    package init(days: CalendarDays, first: ISODay, end: ISODay) {
        let segments = Self.segments(days: days, first: first, end: max(end, first.adding(days: 1)))
        self.segments = segments
        self.rowCount = segments.last.map { $0.firstRow + $0.count } ?? 0
    }

    /// The runs of the days from `first` to the day before `end`: one for a Gregorian calendar
    /// (its years by arithmetic), one per era for the others, split where `days` finds a new era.
    static func segments(days: CalendarDays, first: ISODay, end: ISODay) -> [Segment] {
        let last = end.adding(days: -1)
        if days.isProleptic {
            return [
                Segment(era: 1, firstYear: first.year, lastYear: last.year, firstRow: 0, firstDay: first, endDay: end)
            ]
        }
        var segments: [Segment] = []
        var row = 0
        let starts = [first] + eraStarts(days: days, first: first, last: last)
        for (index, start) in starts.enumerated() {
            let runEnd = index + 1 < starts.count ? starts[index + 1] : end
            guard runEnd > start else { continue }
            let opening = days.civilDay(of: start)
            let closing = days.civilDay(of: runEnd.adding(days: -1))
            let lastYear = closing.era == opening.era ? closing.year : opening.year
            let segment = Segment(
                era: opening.era, firstYear: opening.year, lastYear: lastYear, firstRow: row, firstDay: start,
                endDay: runEnd)
            segments.append(segment)
            row += segment.count
        }
        return segments
    }

    /// The days from `first` through `last` on which a new era begins, in order.
    ///
    /// `Calendar.dateInterval(of: .era, for:)` cannot be trusted for this: on Linux it reports the
    /// Meiji era as ending on 1912-09-08 instead of 1912-07-30. Eras only ever follow each other
    /// (the era number never goes back), so a bisection on the era of a day finds every change,
    /// with some seventeen questions per era and two when there is none.
    static func eraStarts(days: CalendarDays, first: ISODay, last: ISODay) -> [ISODay] {
        var starts: [ISODay] = []
        func split(_ low: ISODay, _ lowEra: Int, _ high: ISODay, _ highEra: Int) {
            guard lowEra != highEra else { return }
            guard high.number - low.number > 1 else {
                starts.append(high)
                return
            }
            let middle = ISODay(number: low.number + (high.number - low.number) / 2)
            let middleEra = days.era(of: middle)
            split(low, lowEra, middle, middleEra)
            split(middle, middleEra, high, highEra)
        }
        guard last > first else { return [] }
        split(first, days.era(of: first), last, days.era(of: last))
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
        return (low, segment.firstYear + segment.step * (clamped - segment.firstRow))
    }

    /// The row of `year` in `era`; nil when the span does not hold it.
    package func row(era: Int, year: Int) -> Int? {
        for segment in segments where segment.era == era && segment.holds(year) {
            return segment.firstRow + (year - segment.firstYear) * segment.step
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

/// What a picker needs to know about one year of its calendar: its months and its first day.
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
    /// The first day of the year within its era (within the span).
    var firstDay: ISODay
}
