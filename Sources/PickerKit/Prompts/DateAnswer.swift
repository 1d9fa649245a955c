import Foundation

/// What a ``DatePrompt`` answers.
public enum DateAnswer: Sendable, Equatable {
    /// One moment: a date, a time (on the day the prompt was given), a date and time, or the
    /// first moment of a month, depending on the mode.
    case date(Date)
    /// A count-down duration, in seconds.
    case duration(TimeInterval)
    /// Several days (first moments), in order.
    case dates([Date])
    /// A run of days: the first moments of its first and last days.
    case range(ClosedRange<Date>)
}

extension DateAnswer {
    /// The first moment the answer holds, if any.
    var firstDate: Date? {
        switch self {
        case .date(let date): return date
        case .duration: return nil
        case .dates(let dates): return dates.first
        case .range(let range): return range.lowerBound
        }
    }

    /// Every moment the answer holds.
    var allDates: [Date] {
        switch self {
        case .date(let date): return [date]
        case .duration: return []
        case .dates(let dates): return dates
        case .range(let range): return [range.lowerBound, range.upperBound]
        }
    }
}
