import Foundation
import PickerCore

/// The settings of a date field of a ``Form``: those of ``DatePrompt`` that a field keeps (its
/// mode, style, bounds, minute interval, locale, calendar and time zone), as a value. The sheet
/// and the line form ask through a ``DatePrompt`` made from them (``prompt(value:today:options:)``).
///
/// A field holds one value: its modes are date, time, date and time, and month (a count-down
/// duration is not a date; ``Form/problems`` refuses it).
public struct FormDateSettings: Sendable, Equatable {
    /// What is asked for.
    public var mode: DatePickerMode
    /// How the value is picked in the sheet: wheels (the default) or a calendar.
    public var style: DatePickerStyle
    /// The earliest value that can be chosen (in time mode, its time of day).
    public var minimumDate: Date?
    /// The latest value that can be chosen (in time mode, its time of day).
    public var maximumDate: Date?
    /// The step of the minute wheel (it divides 60).
    public var minuteInterval: Int
    /// The locale of names, column order and the clock; nil: the environment's
    /// (`DateLocale.current`).
    public var locale: Locale?
    /// The calendar shown; nil: the locale's.
    public var calendar: Calendar?
    /// The time zone of the values.
    public var timeZone: TimeZone

    /// Settings for `mode`.
    public init(
        mode: DatePickerMode = .date, style: DatePickerStyle = .wheels, minimumDate: Date? = nil,
        maximumDate: Date? = nil, minuteInterval: Int = 1, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone = .current
    ) {
        self.mode = mode
        self.style = style
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.minuteInterval = minuteInterval
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
    }

    /// The prompt these settings describe, starting on `value` (nil: on `today`).
    @MainActor
    public func prompt(value: Date?, today: Date, options: PromptOptions = PromptOptions()) -> DatePrompt {
        var prompt = DatePrompt(
            mode: mode, style: style, value: value.map(DateAnswer.date), today: today, locale: locale,
            calendar: calendar, timeZone: timeZone, options: options)
        prompt.minimumDate = minimumDate
        prompt.maximumDate = maximumDate
        prompt.minuteInterval = minuteInterval
        return prompt
    }

    /// What is wrong with the settings themselves, as phrases ("the minimum is after the
    /// maximum"); empty when all is well.
    var problems: [String] {
        var found = DateWheelLayout.problems(
            minimumDate: minimumDate, maximumDate: maximumDate, minuteInterval: minuteInterval
        ).map(\.description)
        if mode == .countDownTimer { found.append("a count-down duration is not a date: use a number field") }
        return found
    }

    /// Why `date` lies outside the bounds, or nil. In time mode only the time of day is compared.
    func problem(with date: Date) -> String? {
        let form = DatePrompt.form(of: mode)
        func text(_ date: Date) -> String { DateText.string(from: date, as: form, timeZone: timeZone) }
        if let minimumDate, key(date) < key(minimumDate) { return "Choose \(text(minimumDate)) or later." }
        if let maximumDate, key(date) > key(maximumDate) { return "Choose \(text(maximumDate)) or earlier." }
        return nil
    }

    /// What bounds compare: the date itself, or its seconds into the day in time mode.
    private func key(_ date: Date) -> Double {
        guard mode == .time else { return date.timeIntervalSinceReferenceDate }
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        return date.timeIntervalSince(gregorian.startOfDay(for: date))
    }
}
