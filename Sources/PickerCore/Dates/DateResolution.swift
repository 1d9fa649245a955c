import Foundation

/// Why a resolved date or duration differs from what the wheels said.
package struct DateAdjustments: OptionSet, Sendable, Hashable {
    /// The option bits.
    package let rawValue: Int

    /// Creates a set from its bits.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The day does not exist in that month (February 30): it snapped to the last valid day.
    package static let invalidDay = DateAdjustments(rawValue: 1 << 0)
    /// The date was earlier than the minimum date: it moved up to the nearest allowed value.
    package static let belowMinimum = DateAdjustments(rawValue: 1 << 1)
    /// The date was later than the maximum date: it moved down to the nearest allowed value.
    package static let aboveMaximum = DateAdjustments(rawValue: 1 << 2)
    /// The local time does not exist (a daylight-saving gap): it moved forward by the gap
    /// (02:30 on a spring-forward day in New York becomes 03:30).
    package static let skippedTime = DateAdjustments(rawValue: 1 << 3)
    /// A count-down of 0:00, which cannot be chosen: it became the first step (0:01 with a minute
    /// interval of 1).
    package static let zeroDuration = DateAdjustments(rawValue: 1 << 4)
    /// A row beyond the column's rows (a month row past the months of the newly selected year)
    /// was taken as the nearest existing row.
    package static let rowOutOfRange = DateAdjustments(rawValue: 1 << 5)
    /// The day does not exist in the time zone (Pacific/Apia skipped 2011-12-30): its neighbour
    /// in the direction of the change was taken.
    package static let skippedDay = DateAdjustments(rawValue: 1 << 6)
}

/// The date that a set of wheel rows means, after the iOS rules.
///
/// When ``isAdjusted`` is true the wheels do not show ``date``: spin them to ``rows``.
package struct DateResolution: Sendable, Equatable {
    /// The resolved date.
    package let date: Date
    /// The row of each column that shows ``date`` (``DateWheelLayout/rows(for:)`` of it).
    package let rows: [Int]
    /// What was changed on the way, if anything. Some adjustments do not move any wheel (a
    /// minimum within the selected day moves only the hidden time of a date picker).
    package let adjustments: DateAdjustments
    /// Whether ``rows`` differ from the rows asked about: the wheels must spring back to ``rows``.
    package let isAdjusted: Bool

    /// Creates a resolution.
    package init(date: Date, rows: [Int], adjustments: DateAdjustments, isAdjusted: Bool) {
        self.date = date
        self.rows = rows
        self.adjustments = adjustments
        self.isAdjusted = isAdjusted
    }
}

/// The duration that the rows of a count-down timer mean.
package struct CountdownResolution: Sendable, Equatable {
    /// The duration in seconds: a whole number of minutes, from one minute step up to 23:59.
    package let duration: TimeInterval
    /// The rows (hours, minutes) that show ``duration``.
    package let rows: [Int]
    /// What was changed on the way (``DateAdjustments/zeroDuration``), if anything.
    package let adjustments: DateAdjustments
    /// Whether ``rows`` differ from the rows asked about: the wheels must spring back to ``rows``.
    package let isAdjusted: Bool

    /// Creates a resolution.
    package init(duration: TimeInterval, rows: [Int], adjustments: DateAdjustments, isAdjusted: Bool) {
        self.duration = duration
        self.rows = rows
        self.adjustments = adjustments
        self.isAdjusted = isAdjusted
    }
}

/// A date picker setting that the picker ignores, as UIKit's does, reported so that a program can
/// refuse it instead (`DatePrompt.problems`).
public enum DatePickerConfigurationProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The minimum date is later than the maximum date: both are ignored.
    case minimumAfterMaximum(minimum: Date, maximum: Date)
    /// The minute interval does not divide 60 or is outside 1…30: it is treated as 1.
    case invalidMinuteInterval(Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .minimumAfterMaximum(let minimum, let maximum):
            let iso = ISO8601DateFormatter()
            return "the minimum date \(iso.string(from: minimum)) is later than the maximum date "
                + "\(iso.string(from: maximum)); a picker would ignore both"
        case .invalidMinuteInterval(let interval):
            let valid = (1...30).filter { 60 % $0 == 0 }.map(String.init).joined(separator: ", ")
            return "the minute interval \(interval) must divide 60 and be between 1 and 30 "
                + "(\(valid)); a picker would use 1"
        }
    }
}
