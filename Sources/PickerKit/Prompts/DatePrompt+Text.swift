import Foundation
import PickerCore

/// Values as text: the ISO 8601 forms of `DateText` for each mode, read and written, and
/// checked against the prompt's bounds.
extension DatePrompt {
    /// The text form of a mode's values: YYYY-MM-DD, HH:MM, YYYY-MM-DDTHH:MM, YYYY-MM or H:MM.
    nonisolated package static func form(of mode: DatePickerMode) -> DateText.Form {
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
    package static func parseValue(
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

    /// One value of the prompt's mode from its ISO 8601 text, whatever the ``selection``: a
    /// moment (a time is taken on the day of ``today``), or a count-down duration. For a bound
    /// (``minimumDate``, ``maximumDate``) given as text.
    ///
    /// - Throws: `DateText.ParseError`, which names the form expected.
    public func parseValue(_ text: String) throws(DateText.ParseError) -> DateAnswer {
        try Self.parseValue(text, mode: mode, timeZone: timeZone, day: today)
    }

    /// An answer from the text a user typed or a command line gave: one value; several days
    /// separated by commas; or a range, two days joined by a slash.
    public func parse(_ text: String) throws -> DateAnswer {
        switch selection {
        case .single:
            return try Self.parseValue(text, mode: mode, timeZone: timeZone, day: today)
        case .multiple:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            do {
                return .dates(
                    try parts.map { part throws(DateText.ParseError) in
                        try DateText.parseDate(part.trimmingCharacters(in: .whitespaces), timeZone: timeZone)
                    })
            } catch {
                throw error.within(.list(text))
            }
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

    /// `date` as the wheels show it, if the bounds (and the years the wheels reach) allow it:
    /// compared with them by day in date mode, by month in month mode, by time of day in time
    /// mode and to the minute in date-and-time mode. A date within the bounds is never refused: it
    /// is rounded to the nearest step of the minute interval and, should that step fall outside,
    /// moved to the nearest step inside (09:07 with `--min 09:07` and an interval of 15 is 09:15).
    /// An error quotes only the value and the bound, both as the user wrote them.
    private func allowed(_ date: Date, layout: DateWheelLayout) throws(PromptError) -> Date {
        let calendar = layout.calendar
        func order(_ a: Date, _ b: Date) -> ComparisonResult {
            switch mode {
            case .date: return calendar.compare(a, to: b, toGranularity: .day)
            case .yearAndMonth:
                // By ISO month, as the values are written (Foundation's Gregorian months are
                // Julian before 1582, and another calendar's months straddle two ISO months).
                let (x, y) = (ISODay(of: a, in: calendar), ISODay(of: b, in: calendar))
                let (p, q) = (x.year * 12 + x.month, y.year * 12 + y.month)
                return p < q ? .orderedAscending : p > q ? .orderedDescending : .orderedSame
            case .time:
                let (x, y) = (secondsOfDay(a, calendar), secondsOfDay(b, calendar))
                return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
            case .dateAndTime, .countDownTimer:
                return calendar.compare(a, to: b, toGranularity: .minute)
            }
        }
        let form = Self.form(of: mode)
        func refuse(_ bound: Date, side: String) -> PromptError {
            let shown = DateText.string(from: date, as: form, timeZone: timeZone)
            let limit = DateText.string(from: bound, as: form, timeZone: timeZone)
            return PromptError("\(shown) is \(side) \(form.noun) that can be chosen (\(limit))")
        }
        // In time mode a minimum later in the day than the maximum makes both ignored.
        let bounds = layout.timeOfDayBounds
        let timeBoundsApply = mode != .time || bounds.lower != nil || bounds.upper != nil
        if timeBoundsApply, let minimum = layout.minimumDate, order(date, minimum) == .orderedAscending {
            throw refuse(minimum, side: "before the earliest")
        }
        if timeBoundsApply, let maximum = layout.maximumDate, order(date, maximum) == .orderedDescending {
            throw refuse(maximum, side: "after the latest")
        }
        switch mode {
        case .date, .yearAndMonth: return date
        default: return layout.resolved(date)
        }
    }

    /// Seconds since midnight on the clock of `date`.
    private func secondsOfDay(_ date: Date, _ calendar: Calendar) -> Int {
        let time = calendar.dateComponents([.hour, .minute, .second], from: date)
        return ((time.hour ?? 0) * 60 + (time.minute ?? 0)) * 60 + (time.second ?? 0)
    }
}
