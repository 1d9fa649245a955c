import Foundation
import PickerCore

/// Values as text: the ISO 8601 forms of `DateText` for each mode, read and written, and
/// checked against the prompt's bounds.
extension DatePrompt {
    /// The text form of a mode's values: YYYY-MM-DD, HH:MM, YYYY-MM-DDTHH:MM, YYYY-MM or H:MM.
    public static func form(of mode: DatePickerMode) -> DateText.Form {
        switch mode {
        case .date: return .date
        case .time: return .time
        case .dateAndTime: return .dateTime
        case .yearAndMonth: return .month
        case .countDownTimer: return .countdown
        }
    }

    /// One value of `mode` from its text: a moment (a time is taken on the day of `day`), or a
    /// count-down duration.
    public static func parseValue(
        _ text: String, mode: DatePickerMode, timeZone: TimeZone, day: Date
    ) throws(DateText.ParseError) -> DateAnswer {
        switch mode {
        case .countDownTimer:
            return .duration(try DateText.parseCountdown(text))
        case .time:
            let time = try DateText.parseTime(text)
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = timeZone
            return .date(time.date(onDayOf: day, calendar: gregorian) ?? day)
        case .date, .dateAndTime, .yearAndMonth:
            return .date(try DateText.parse(text, as: form(of: mode), timeZone: timeZone))
        }
    }

    /// An answer from the text a user typed or a command line gave: one value; several days
    /// separated by commas; or a range, two days joined by a slash.
    public func parse(_ text: String) throws -> DateAnswer {
        switch selection {
        case .single:
            return try Self.parseValue(text, mode: mode, timeZone: timeZone, day: today)
        case .multiple:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            let days = try parts.map { part in
                try DateText.parseDate(part.trimmingCharacters(in: .whitespaces), timeZone: timeZone)
            }
            return .dates(days)
        case .range:
            return .range(try DateText.parseRange(text, as: .date, timeZone: timeZone))
        }
    }

    /// An answer as text: the ISO 8601 form of the mode; several days one per line; a range as
    /// two days joined by a slash.
    public func text(of answer: DateAnswer) -> String {
        let form = Self.form(of: mode)
        switch answer {
        case .date(let date): return DateText.string(from: date, as: form, timeZone: timeZone)
        case .duration(let duration): return DateText.string(fromCountdown: duration)
        case .dates(let dates):
            return dates.map { DateText.string(from: $0, as: .date, timeZone: timeZone) }.joined(separator: "\n")
        case .range(let range): return DateText.string(from: range, as: .date, timeZone: timeZone)
        }
    }

    /// `answer` as the picker would take it — rounded to the minute interval, count-downs on
    /// whole steps, days as their first moments — or an error saying which bound it breaks.
    public func checked(_ answer: DateAnswer) throws(PromptError) -> DateAnswer {
        let layout = makeLayout()
        switch (answer, mode) {
        case (.duration(let duration), .countDownTimer):
            guard duration > 0 else {
                let shortest = DateText.string(fromCountdown: layout.clampedCountdown(0))
                throw PromptError("a count-down of 0:00 cannot be chosen (the shortest is \(shortest))")
            }
            return .duration(layout.clampedCountdown(duration))
        case (.date(let date), .date), (.date(let date), .time), (.date(let date), .dateAndTime),
            (.date(let date), .yearAndMonth):
            guard selection == .single else { break }
            return .date(try allowed(date, layout: layout))
        case (.dates(let dates), .date) where selection == .multiple:
            let days = try dates.map { date throws(PromptError) in
                layout.calendar.startOfDay(for: try allowed(date, layout: layout))
            }
            return .dates(Array(Set(days)).sorted())
        case (.range(let range), .date) where selection == .range:
            let first = layout.calendar.startOfDay(for: try allowed(range.lowerBound, layout: layout))
            let last = layout.calendar.startOfDay(for: try allowed(range.upperBound, layout: layout))
            return .range(first...last)
        default:
            break
        }
        throw PromptError("a \(Self.form(of: mode).noun) was expected")
    }

    /// `date` rounded as the wheels show it, if the bounds (and the years the wheels reach)
    /// allow it: by day in date mode, by month in month mode, to the minute otherwise.
    private func allowed(_ date: Date, layout: DateWheelLayout) throws(PromptError) -> Date {
        let rounded = mode.showsTimeOfDay ? layout.rounding(date) : date
        let clamped = layout.clamped(rounded)
        let calendar = layout.calendar
        let same: Bool
        switch mode {
        case .date: same = calendar.isDate(clamped, inSameDayAs: rounded)
        case .yearAndMonth: same = calendar.isDate(clamped, equalTo: rounded, toGranularity: .month)
        default: same = clamped == rounded
        }
        guard !same else { return mode == .date || mode == .yearAndMonth ? date : rounded }
        let form = Self.form(of: mode)
        let shown = DateText.string(from: rounded, as: form, timeZone: timeZone)
        let bound = DateText.string(from: clamped, as: form, timeZone: timeZone)
        let side = clamped > rounded ? "before the earliest" : "after the latest"
        throw PromptError("\(shown) is \(side) \(form.noun) that can be chosen (\(bound))")
    }
}
