import Foundation
import PickerCore
import Terminal

/// Asks for a date, a time, a month, a count-down duration, several days or a range of days:
/// the engine of `picker date`.
///
/// ```swift
/// var prompt = DatePrompt(mode: .date, style: .calendar, today: now)
/// prompt.minimumDate = start
/// if case .answered(.date(let day)) = try await prompt.run() { print(day) }
/// ```
///
/// One value is asked on a ``DatePicker`` (wheels, calendar or compact); several days or a
/// range on a ``CalendarView``. With ``PromptOptions/accessible`` the prompt is one typed line in
/// the ISO 8601 form of the mode (`DateText`), checked against the bounds.
///
/// The locale and calendar default to the environment's (`DateLocale.current`: `LC_ALL`,
/// `LC_TIME`, `LANG`), as the C library's date functions follow them; Foundation's
/// `Locale.current` does not on Linux.
///
/// Like every prompt, it lives on the main actor: make and run it from `@MainActor` code. The
/// top level of `main.swift` is; elsewhere, mark the function `@MainActor` (`@MainActor func
/// askForADay() async throws -> Date?`), or make and set up the prompt inside
/// `await MainActor.run { … }` and then `await` its `run()`. In a plain `async` function the
/// compiler refuses the initializer ("main actor-isolated initializer
/// 'init(mode:style:selection:value:today:locale:calendar:timeZone:options:)' cannot be called
/// from outside of the actor") and each property set ("main actor-isolated property
/// 'minimumDate' can not be mutated from a nonisolated context"): one missing attribute. The
/// Getting Started article shows both fixes.
@MainActor
public struct DatePrompt {
    /// What is asked for.
    public var mode: DatePickerMode
    /// How a single value is picked (several days and ranges always use a calendar).
    public var style: DatePickerStyle
    /// One value, several days, or a range of days (the last two in date mode only).
    public var selection: CalendarSelectionMode
    /// The value to start on (and the answer given without asking); nil starts on `today`. A value
    /// set here is checked against the bounds when the prompt starts; ``setValue(_:)`` checks it
    /// at once, and the prompt then starts on it without checking it again.
    public var value: DateAnswer?
    /// The earliest date that can be chosen (in time mode, its time of day).
    public var minimumDate: Date?
    /// The latest date that can be chosen (in time mode, its time of day).
    public var maximumDate: Date?
    /// The step of the minute wheel.
    public var minuteInterval = 1
    /// The locale of names, column order and the clock.
    public var locale: Locale
    /// The calendar shown (values in and out are ISO 8601, Gregorian).
    public var calendar: Calendar
    /// The time zone of the values.
    public var timeZone: TimeZone
    /// Now, as the program read it once: the default value, and the day marked as today.
    public var today: Date
    /// Whether a calendar shows ISO week numbers.
    public var showsWeekNumbers = false
    /// Visible rows of the wheels.
    public var visibleRows = 7
    /// Shared prompt options.
    public var options: PromptOptions
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system
    /// The last layout made and what it was made from: checking a value and starting the
    /// picker ask for the same layout several times, and each costs some 70 µs of year tables.
    private let layoutMemo = LayoutMemo()

    /// A prompt for `mode`, starting on `value` (or `today`, by default now).
    ///
    /// - Parameters:
    ///   - mode: what is asked for: a date, a time, both, a month or a count-down duration.
    ///   - style: wheels, a calendar or a compact line (several days and ranges: a calendar).
    ///   - selection: one value, several days, or a range of days.
    ///   - value: the value to start on; nil starts on `today`.
    ///   - today: now, as the program read it once; by default the wall clock's.
    ///   - locale: names, column order and clock; by default the environment's
    ///     (`DateLocale.current`).
    ///   - calendar: the calendar shown; by default the locale's, with its region's week rules.
    ///   - timeZone: the time zone of the values; by default the process's.
    ///   - options: title, placement, timeout, hints.
    public init(
        mode: DatePickerMode = .date, style: DatePickerStyle = .wheels, selection: CalendarSelectionMode = .single,
        value: DateAnswer? = nil, today: Date = Date(), locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone = .current, options: PromptOptions = PromptOptions()
    ) {
        self.mode = mode
        self.style = style
        self.selection = selection
        self.value = value
        self.today = today
        if let locale, let calendar {
            self.locale = locale
            self.calendar = calendar
        } else {
            // Not an optional `DateLocale`: its metadata would be made on every start, even when
            // both are given (the command line), at some 27,000 instructions.
            let environment = DateLocale.current
            self.locale = locale ?? environment.locale
            self.calendar = calendar ?? environment.calendar()
        }
        self.timeZone = timeZone
        self.options = options
    }

    /// Shows the picker and blocks until it ends.
    ///
    /// - Throws: ``PromptError`` when there is no terminal (reason `noTerminal`), or when
    ///   ``value`` is outside the bounds or not of the mode.
    public func runBlocking() throws -> PromptOutcome<DateAnswer> {
        let start = try startingAnswer()
        if options.accessible { return try runLines(start: start) }
        return try makePrompt(start: start).runBlocking()
    }

    /// Shows the picker and waits until it ends, leaving the main actor free for other tasks.
    ///
    /// - Throws: ``PromptError``, as ``runBlocking()``.
    public func run() async throws -> PromptOutcome<DateAnswer> {
        let start = try startingAnswer()
        if options.accessible { return try runLines(start: start) }
        return try await makePrompt(start: start).run()
    }

    /// What the picker would silently ignore in these settings, for a program that refuses them
    /// instead: a ``minimumDate`` later than the ``maximumDate`` (both are ignored), a
    /// ``minuteInterval`` that does not divide 60 (1 is used). Empty when all is well.
    public var problems: [DatePickerConfigurationProblem] {
        DateWheelLayout.problems(minimumDate: minimumDate, maximumDate: maximumDate, minuteInterval: minuteInterval)
    }

    /// The answer without asking (no terminal): ``value``, checked and rounded as the picker
    /// would show it.
    public func answerWithoutAsking() throws -> DateAnswer {
        guard value != nil else { throw PromptError("no value to answer with") }
        return try startingAnswer()
    }

    // MARK: Building

    /// The rules of the wheels of the mode, with the bounds and interval, without their titles
    /// (enough to check and round values, and to bound a calendar).
    func makeLayout() -> DateWheelLayout {
        let key = layoutKey
        if let made = layoutMemo.layout, layoutMemo.key == key { return made }
        let layout = DateWheelLayout(
            mode: mode, locale: locale, calendar: effectiveCalendar, minuteInterval: minuteInterval,
            minimumDate: minimumDate, maximumDate: maximumDate, today: today, span: key.span, titled: false)
        layoutMemo.key = key
        layoutMemo.layout = layout
        return layout
    }

    /// A layout kept with everything it was made from.
    private final class LayoutMemo {
        struct Key: Equatable {
            var mode: DatePickerMode
            var locale: Locale
            var calendar: Calendar
            var timeZone: TimeZone
            var minuteInterval: Int
            var minimumDate: Date?
            var maximumDate: Date?
            var today: Date
            var span: DateInterval
        }
        var key: Key?
        var layout: DateWheelLayout?
    }

    /// Sets the value to start on, checked against the bounds and rounded as the picker shows it
    /// (see ``checked(_:)``): a value the prompt then starts on, and answers without asking,
    /// without checking it again — unless a setting it was checked against changes first.
    ///
    /// - Throws: ``PromptError`` saying which bound the value breaks.
    public mutating func setValue(_ answer: DateAnswer) throws(PromptError) {
        value = answer
        let checked = try self.checked(answer)
        value = checked
        checkedValue.answer = checked
        checkedValue.key = layoutKey
    }

    /// The value ``setValue(_:)`` checked, and what it was checked against.
    private let checkedValue = CheckedValue()

    /// A value checked, kept with the settings it was checked against.
    private final class CheckedValue {
        var answer: DateAnswer?
        var key: LayoutMemo.Key?
    }

    /// What a layout (and so a check) is made from: the settings, and the years the wheels reach —
    /// 1900 through 2200, and as far as the value (0001–9999).
    private var layoutKey: LayoutMemo.Key {
        var span = DateWheelLayout.defaultSpan(timeZone: timeZone)
        for date in value?.allDates ?? [] {
            span = DateInterval(start: min(span.start, date), end: max(span.end, date.addingTimeInterval(1)))
        }
        return LayoutMemo.Key(
            mode: mode, locale: locale, calendar: calendar, timeZone: timeZone, minuteInterval: minuteInterval,
            minimumDate: minimumDate, maximumDate: maximumDate, today: today, span: span)
    }

    /// The calendar with the prompt's locale and time zone.
    var effectiveCalendar: Calendar {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    /// The value to start on: ``value`` checked, or today as the picker shows it.
    func startingAnswer() throws(PromptError) -> DateAnswer {
        if selection != .single && mode != .date {
            throw PromptError("several days or a range can only be chosen in date mode")
        }
        if let value {
            // A value setValue(_:) checked against these very settings is not checked again.
            if value == checkedValue.answer, checkedValue.key == layoutKey { return value }
            return try checked(value)
        }
        let layout = makeLayout()
        switch (mode, selection) {
        case (.countDownTimer, _): return .duration(layout.clampedCountdown(0))
        case (_, .single): return .date(layout.resolved(today))
        case (_, .multiple): return .dates([])
        case (_, .range):
            let day = layout.calendar.startOfDay(for: layout.resolved(today))
            return .range(day...day)
        }
    }

    private func makePrompt(start: DateAnswer) -> Prompt<DateAnswer> {
        let traits = options.traits
        if selection == .single {
            // A month starts on the day its wheels stand for, so that Enter answers the month
            // shown whether or not the wheels were turned (in a calendar whose months straddle
            // two ISO months, the value's own day would otherwise decide).
            var first = start.firstDate ?? today
            if mode == .yearAndMonth { first = makeLayout().monthValue(of: first) }
            let picker = DatePicker(
                mode: mode, style: style, date: first, today: today, locale: locale, calendar: calendar,
                timeZone: timeZone)
            picker.minimumDate = minimumDate
            picker.maximumDate = maximumDate
            picker.minuteInterval = minuteInterval
            picker.visibleRows = visibleRows
            picker.showsWeekNumbers = showsWeekNumbers
            if case .duration(let duration) = start { picker.countDownDuration = duration }
            let hint = DatePromptHints.hint(for: picker, traits: traits)
            let mode = self.mode
            var prompt = Prompt<DateAnswer>(picker, options: options, hint: hint) {
                mode == .countDownTimer ? .duration(picker.countDownDuration) : .date(picker.date)
            }
            prompt.isRightToLeft = picker.isRightToLeft
            prompt.host = host
            return prompt
        }
        let layout = makeLayout()
        let view = CalendarView(
            calendar: layout.calendar, today: today, focusedDate: start.firstDate ?? today, selectionMode: selection)
        let first = layout.minimumDate ?? layout.span.start
        view.availableDateRange = DateInterval(
            start: first, end: max(first, layout.maximumDate ?? layout.span.end.addingTimeInterval(-1)))
        view.showsWeekNumbers = showsWeekNumbers
        switch start {
        case .dates(let days): view.selectedDates = days
        case .range(let range) where value != nil: view.selectedRange = range
        default: break
        }
        let hint = DatePromptHints.calendar(selection: selection, traits: traits)
        var prompt = Prompt<DateAnswer>(view, options: options, hint: hint) { Self.answer(of: view) }
        prompt.isRightToLeft = view.isRightToLeft
        prompt.host = host
        return prompt
    }

    /// What a calendar answers at Enter: the days added (or the keyboard's day when none was),
    /// the range (completed at the keyboard's day when only its first day was marked, or that
    /// one day when none was).
    static func answer(of view: CalendarView) -> DateAnswer {
        switch view.selectionMode {
        case .single:
            return .date(view.selectedDate ?? view.focusedDate)
        case .multiple:
            return .dates(view.selectedDates.isEmpty ? [view.focusedDate] : view.selectedDates)
        case .range:
            if let anchor = view.rangeAnchor {
                return .range(min(anchor, view.focusedDate)...max(anchor, view.focusedDate))
            }
            return .range(view.selectedRange ?? view.focusedDate...view.focusedDate)
        }
    }

    // MARK: The accessible form

    private func runLines(start: DateAnswer) throws -> PromptOutcome<DateAnswer> {
        var lines = try LinePrompt(timeout: options.timeout, host: host)
        lines.showsHints = options.showsHints
        defer { lines.close() }
        if let title = options.title { lines.say(title) }
        return askInLines(lines, start: start).answeringTimeout(options.answersAtTimeout) { kept(start: start) }
    }

    /// What an empty answer keeps: `start`, or today when no day was chosen yet.
    private func kept(start: DateAnswer) -> DateAnswer {
        guard case .dates(let days) = start, days.isEmpty else { return start }
        let layout = makeLayout()
        return .dates([layout.calendar.startOfDay(for: layout.resolved(today))])
    }

    /// Asks on `lines` (the bounds said first), starting from `start`, until the answer is a value
    /// of the mode within the bounds; `subject` names the value asked ("Date" by default). A
    /// form's date row asks through it too.
    package func askInLines(_ lines: LinePrompt, start: DateAnswer, subject: String? = nil) -> PromptOutcome<DateAnswer>
    {
        let layout = makeLayout()
        if let bounds = boundsSentence(layout) { lines.say(bounds) }
        let keep = kept(start: start)
        let question = "\(subject ?? questionNoun) (\(questionForm), Enter for \(text(of: keep))): "
        return lines.ask(question, keep: keep) { line in
            do {
                return .success(try checked(try parse(line)))
            } catch let error as PromptError {
                return .failure(error)
            } catch {
                return .failure(PromptError("\(error)"))
            }
        }
    }

    /// "From 2024-01-01 to 2024-12-31." when there are bounds.
    private func boundsSentence(_ layout: DateWheelLayout) -> String? {
        let form = Self.form(of: mode)
        let low = layout.minimumDate.map { DateText.string(from: $0, as: form, timeZone: timeZone) }
        let high = layout.maximumDate.map { DateText.string(from: $0, as: form, timeZone: timeZone) }
        switch (low, high) {
        case (let low?, let high?): return "From \(low) to \(high)."
        case (let low?, nil): return "From \(low) on."
        case (nil, let high?): return "Up to \(high)."
        case (nil, nil): return nil
        }
    }

    private var questionNoun: String {
        switch selection {
        case .single:
            let noun = Self.form(of: mode).noun
            return noun.prefix(1).uppercased() + noun.dropFirst()
        case .multiple: return "Dates"
        case .range: return "Range"
        }
    }

    private var questionForm: String {
        let pattern = Self.form(of: mode).pattern
        switch selection {
        case .single: return pattern
        case .multiple: return "\(pattern), separated by commas"
        case .range: return "\(pattern)/\(pattern)"
        }
    }
}
