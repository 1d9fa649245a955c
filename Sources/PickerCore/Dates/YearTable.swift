import Foundation

/// The rows of a year column: every (era, year) of a calendar between two dates, numbered from 0.
///
/// Most calendars have one era over the span of a picker, so row `r` is simply year `first + r`.
/// The Japanese calendar changes era mid-year (Heisei 31 ended on April 30, 2019; Reiwa 1 began
/// on May 1), so its rows run through several eras, and two rows can share a Gregorian year. The
/// eras and their limits come from `Calendar.dateInterval(of: .era, for:)`.
struct YearTable: Sendable {
    /// A run of consecutive years of one era.
    struct Segment: Sendable {
        /// The era, as `Calendar` numbers it.
        var era: Int
        /// The first and last years of the run, in the era.
        var firstYear: Int
        var lastYear: Int
        /// The row of `firstYear`.
        var firstRow: Int
        /// Where the run begins (the start of the span or of the era).
        var start: Date
        /// Where it ends (exclusive): the start of the next run, or the end of the span.
        var end: Date

        /// The number of years (rows) in the run.
        var count: Int { lastYear - firstYear + 1 }
    }

    /// The runs, in row order.
    let segments: [Segment]
    /// The number of rows.
    let rowCount: Int

    /// The years of `calendar` from `span.start` to `span.end` (exclusive).
    init(calendar: Calendar, span: DateInterval) {
        var segments: [Segment] = []
        var row = 0
        let starts = [span.start] + Self.eraStarts(calendar: calendar, span: span)
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : span.end
            guard end > start else { continue }
            let first = calendar.dateComponents([.era, .year], from: start)
            let last = calendar.dateComponents([.era, .year], from: end.addingTimeInterval(-1))
            guard let era = first.era, let firstYear = first.year else { continue }
            let lastYear = last.era == era ? max(firstYear, last.year ?? firstYear) : firstYear
            let segment = Segment(
                era: era, firstYear: firstYear, lastYear: lastYear, firstRow: row, start: start, end: end)
            segments.append(segment)
            row += segment.count
        }
        self.segments = segments
        self.rowCount = row
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
    func place(ofRow row: Int) -> (segment: Int, year: Int)? {
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
    func row(era: Int, year: Int) -> Int? {
        for segment in segments where segment.era == era && segment.firstYear <= year && year <= segment.lastYear {
            return segment.firstRow + year - segment.firstYear
        }
        return nil
    }
}

/// What a picker needs to know about one year of its calendar: its months and a date in it.
struct YearInfo: Sendable {
    /// The era and year.
    var era: Int
    var year: Int
    /// The run of the year table this year belongs to.
    var segment: YearTable.Segment
    /// The months of the year, as `Calendar` numbers them, in order. Usually 1…12; a Hebrew
    /// leap year has 13 (Adar I is month 6, which a common year skips); a Japanese year split
    /// between two eras has only its months in this era.
    var months: [Int]
    /// The first moment of the year within its era (within the span).
    var start: Date
}

extension Calendar {
    /// The era, year, month and day of `date`, all present.
    func civilDay(of date: Date) -> (era: Int, year: Int, month: Int, day: Int) {
        let components = dateComponents([.era, .year, .month, .day], from: date)
        return (components.era ?? 0, components.year ?? 0, components.month ?? 1, components.day ?? 1)
    }

    /// The date of (era, year, month, day) at a time of day, only if that day exists as given
    /// (Calendar itself rolls February 30 over into March).
    func exactDate(era: Int, year: Int, month: Int, day: Int) -> Date? {
        guard let date = date(from: DateComponents(era: era, year: year, month: month, day: day)) else { return nil }
        let found = civilDay(of: date)
        return found == (era, year, month, day) ? date : nil
    }
}
