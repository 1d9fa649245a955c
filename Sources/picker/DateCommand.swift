import Foundation
import PickerKit

/// `picker date`: a date, a time, a month, a count-down duration, several days or a range.
struct DateCommand: AskingCommand {
    static let name = "date"
    static let abstract = "Choose a date, a time, a month, a count-down duration, several days or a range."
    static var discussion: String {
        """
        Values go in and come out in ISO 8601, local time in the time zone: date 2024-01-15, time 14:30, \
        datetime 2024-01-15T14:30, month 2024-01, countdown 1:30 (H:MM, 0:01 to 23:59). Years run from 0001 to \
        9999 in the proleptic Gregorian calendar (1582-10-10 exists, 1500-02-29 does not), whatever --calendar \
        shows; a Gregorian calendar shows them so too, in every view. Another calendar names each day as ICU \
        does in UTC, so the names do not depend on --time-zone. In month mode a month answers the first \
        ISO month that begins within it (for a Gregorian calendar, itself). --select multiple prints one date per line (--value takes them separated by commas); --select \
        range prints 2024-01-15/2024-01-20 (and takes the same).
        The wheels follow the locale: their order, the month and weekday names, a 12- or 24-hour clock, the \
        first weekday (CLDR's week data for the locale's region), and right to left for Arabic, Hebrew, Persian \
        and Urdu. The locale comes from --locale, else LC_ALL, LC_TIME, LANG (C and POSIX mean en_US_POSIX). \
        Values outside --min/--max are greyed and the wheels spring back.
        --value and --default (and now, without --value) are rounded to the nearest step of --minute-interval \
        (14:37 with 15 is 14:30); a value within --min/--max is never refused: should its step fall outside \
        them, it takes the nearest step inside (--min 09:07 --value 09:07 with 15 is 09:15).
        Calendar keys: arrows a day or a week, PgUp/PgDn a month, Shift-PgUp/PgDn or [ ] a year, Home/End the \
        week's ends, t today, Space adds a day (multiple) or marks the first and last day (range), Tab the \
        month and year ribbons in the header (they also drag and fling). Right to left, Right goes back a day.
        --value is where the picker starts; --default is the answer without a terminal (and when --timeout \
        passes). PICKER_NOW=2024-01-15T14:30 in the environment stands for "now" (the default value and \
        today's mark), for scripts and tests.
        """
    }
    static let defaultRemedy = "--default"

    /// The modes, as the command line names them.
    enum ModeName: String, CaseIterable, Sendable {
        case date, time, datetime, countdown, month

        var mode: DatePickerMode {
            switch self {
            case .date: return .date
            case .time: return .time
            case .datetime: return .dateAndTime
            case .countdown: return .countDownTimer
            case .month: return .yearAndMonth
            }
        }
    }

    /// The styles, as the command line names them.
    enum StyleName: String, CaseIterable, Sendable {
        case wheels, calendar, compact

        var style: DatePickerStyle {
            switch self {
            case .wheels: return .wheels
            case .calendar: return .calendar
            case .compact: return .compact
            }
        }
    }

    /// The calendars, by their CLDR names.
    enum CalendarName: String, CaseIterable, Sendable {
        case gregorian, buddhist, chinese, coptic, dangi, ethiopic
        case ethiopicAmeteAlem = "ethioaa"
        case hebrew, indian, islamic
        case islamicCivil = "islamic-civil"
        case islamicTabular = "islamic-tbla"
        case islamicUmmAlQura = "islamic-umalqura"
        case iso8601, japanese, persian
        case republicOfChina = "roc"

        /// The calendar's identifier; nil where Foundation has none for it (`dangi` before macOS 26).
        var identifier: Calendar.Identifier? {
            switch self {
            case .gregorian: return .gregorian
            case .buddhist: return .buddhist
            case .chinese: return .chinese
            case .coptic: return .coptic
            case .dangi:
                // Foundation names the Korean calendar from macOS 26 on (and always on Linux).
                if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return .dangi }
                return nil
            case .ethiopic: return .ethiopicAmeteMihret
            case .ethiopicAmeteAlem: return .ethiopicAmeteAlem
            case .hebrew: return .hebrew
            case .indian: return .indian
            case .islamic: return .islamic
            case .islamicCivil: return .islamicCivil
            case .islamicTabular: return .islamicTabular
            case .islamicUmmAlQura: return .islamicUmmAlQura
            case .iso8601: return .iso8601
            case .japanese: return .japanese
            case .persian: return .persian
            case .republicOfChina: return .republicOfChina
            }
        }
    }

    var common = CommonOptions()
    var mode = ModeName.date
    var style: StyleName?
    var value: String?
    var defaultValue: String?
    var min: String?
    var max: String?
    var minuteInterval = 1
    var locale: String?
    var timeZone: String?
    var calendar: CalendarName?
    var select = CalendarSelectionMode.single
    var format: String?
    var weekNumbers = false
    var height = WheelHeight.rows(7)
    /// What the options describe, checked once the line is read (nil before).
    var setting: Settings?

    static let options: [Option<Self>] =
        CommonOptions.options { try $1(&$0.common) } + [
            .choice("--mode", ModeName.self, value: "mode", help: "What to choose.", default: .date) { $0.mode = $1 },
            .choice(
                "--style", StyleName.self, value: "style",
                help: "How to choose: wheels (the default), a calendar (days), or a compact line that opens either."
            ) { $0.style = $1 },
            .value(
                "--value", value: "value",
                help: "The value to start on, in the mode's form (years 0001 to 9999); by default now."
            ) { $0.value = $1.text },
            .value(
                "--default", value: "value",
                help: "The answer when there is no terminal to ask on, or when --timeout passes, in the mode's form."
            ) { $0.defaultValue = $1.text },
            .value("--min", value: "value", help: "The earliest value that can be chosen, in the mode's form.") {
                $0.min = $1.text
            },
            .value("--max", value: "value", help: "The latest value that can be chosen, in the mode's form.") {
                $0.max = $1.text
            },
            .value(
                "--minute-interval", value: "n",
                help: "The step of the minute wheel: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30; --value is rounded to it.",
                default: "1"
            ) { $0.minuteInterval = try NumberArgument.whole($1.text, option: $1.option) },
            .value("--locale", value: "id", help: "The locale of names, column order and clock (de_DE, fr, ja_JP).") {
                $0.locale = $1.text
            },
            .value(
                "--time-zone", value: "tz",
                help: "The time zone of the values (Europe/Berlin, UTC); by default the system's."
            ) { $0.timeZone = $1.text },
            .choice(
                "--calendar", CalendarName.self, value: "id",
                help:
                    "The calendar shown (values stay ISO 8601); by default the locale's. gregorian and iso8601 are proleptic, as the values: 1582-10-10 is October 10, not ICU's Julian September 30; buddhist, japanese and roc show ICU's Julian days before 1582-10-15."
            ) { $0.calendar = $1 },
            .choice(
                "--select", CalendarSelectionMode.self, value: "select",
                help: "One value, several days, or a range of days (the last two: date mode, on a calendar).",
                default: .single
            ) { $0.select = $1 },
            .value(
                "--format", value: "pattern",
                help:
                    "Write dates with this Unicode date pattern of CLDR/ICU, not strftime (dd.MM.yyyy: yyyy is the year, YYYY the week's), in the picker's locale and calendar."
            ) { $0.format = $1.text },
            .flag("--week-numbers", help: "Show ISO week numbers in the calendar.") { $0.weekNumbers = true },
            WheelHeight.option { try $1(&$0.height) },
        ]

    mutating func check() throws {
        setting = try settings(variable: DateLocale.processVariable)
    }

    @MainActor
    func prepare(_ options: PromptOptions) throws -> Question {
        guard let setting else { throw UsageError("picker date was run before its options were checked") }
        var question = Question { options in
            var prompt = setting.prompt
            prompt.options = options
            prompt.visibleRows = height.visibleRows(&prompt.options)
            return try prompt.runBlocking().map { Output.Answer(output($0, setting)) }
        }
        if let answer = setting.defaultAnswer {
            question.defaultAnswer = { _ in Output.Answer(output(answer, setting)) }
        }
        return question
    }

    /// What the command line asks for, checked: the prompt, how to write its answer, and the
    /// answer without a terminal.
    struct Settings {
        var prompt: DatePrompt
        var formatter: DatePatternFormatter?
        var defaultAnswer: DateAnswer?
    }

    /// Reads and checks every option; a problem is a one-line error naming the option.
    @MainActor
    func settings(variable: @escaping (String) -> String?) throws -> Settings {
        let pickerMode = mode.mode
        let zone = try resolvedTimeZone()
        let resolution: DateLocale
        do {
            resolution = try locale.map { try DateLocale(identifier: $0) } ?? DateLocale(environment: variable)
        } catch {
            throw PromptError("--locale: \(error)")
        }
        if let warning = resolution.warning { Output.error(warning) }
        // The locale's calendar (or --calendar) with the locale's week rules.
        if let calendar, calendar.identifier == nil {
            throw PromptError("--calendar: \(calendar.rawValue) needs a newer Foundation (macOS 26)")
        }
        var shownCalendar = resolution.calendar(calendar?.identifier)
        shownCalendar.timeZone = zone
        let now = try PinnedNow.read(variable, timeZone: zone) ?? Date()
        let style = try resolvedStyle()

        var prompt = DatePrompt(
            mode: pickerMode, style: style, selection: select, today: now, locale: resolution.locale,
            calendar: shownCalendar, timeZone: zone)
        prompt.showsWeekNumbers = weekNumbers
        if let min { prompt.minimumDate = try bound(min, option: "--min", prompt: prompt) }
        if let max { prompt.maximumDate = try bound(max, option: "--max", prompt: prompt) }
        prompt.minuteInterval = minuteInterval
        if let problem = prompt.problems.first {
            switch problem {
            case .minimumAfterMaximum:
                throw PromptError("--min \(min ?? "") is later than --max \(max ?? "")")
            case .invalidMinuteInterval:
                throw PromptError("--minute-interval: \(problem)")
            }
        }
        if let value {
            do {
                try prompt.setValue(try prompt.parse(value))
            } catch {
                throw PromptError("--value: \(error)")
            }
        }
        let defaultAnswer = try defaultValue.map {
            try answer($0, option: "--default", prompt: prompt)
        }
        var formatter: DatePatternFormatter?
        if let format {
            guard pickerMode != .countDownTimer else {
                throw PromptError("--format writes dates; a count-down is always written as H:MM")
            }
            try Self.check(format: format)
            formatter = DatePatternFormatter(
                pattern: format, locale: resolution.locale, calendar: shownCalendar, timeZone: zone)
        }
        return Settings(prompt: prompt, formatter: formatter, defaultAnswer: defaultAnswer)
    }

    /// The pattern language `--format` takes, as messages name it.
    static let patternLanguage = "a Unicode date pattern such as dd.MM.yyyy (CLDR/ICU: d day, MM month, yyyy year)"

    /// Refuses a `--format` that is no date pattern; warns about one that most likely does not
    /// write what it seems to.
    static func check(format: String) throws {
        let quoted = "\"\(format)\""
        switch DatePatternFormatter.problem(in: format) {
        case .strftime(let code):
            throw UsageError("--format \(quoted) has strftime's \(code); it takes \(patternLanguage)")
        case .unknownLetter(let letter):
            throw UsageError(
                "--format \(quoted): \(letter) is no pattern letter (quote literal text: 'at'); it takes \(patternLanguage)"
            )
        case .noField, .writesNothing:
            throw UsageError("--format \(quoted) writes no part of the date; it takes \(patternLanguage)")
        case nil:
            break
        }
        for warning in DatePatternFormatter.warnings(in: format) where warning == .weekYear {
            Output.error(
                "--format \(quoted): Y is the year of the week (2024-12-30 is in 2025); y is the calendar year (a pattern with w asks for the week's year)"
            )
        }
    }

    /// A value of the mode (or the selection) from `option`, checked against the bounds.
    @MainActor
    private func answer(_ text: String, option: String, prompt: DatePrompt) throws -> DateAnswer {
        do {
            return try prompt.checked(try prompt.parse(text))
        } catch {
            throw PromptError("\(option): \(error)")
        }
    }

    private func resolvedTimeZone() throws -> TimeZone {
        guard let timeZone else { return .current }
        guard let zone = TimeZone(identifier: timeZone) else {
            throw PromptError(
                "--time-zone \"\(timeZone)\" is not a time zone (expected an IANA name such as Europe/Berlin, or UTC)")
        }
        return zone
    }

    /// The style: a calendar for several days or a range; the wheels otherwise unless asked.
    private func resolvedStyle() throws -> DatePickerStyle {
        let pickerMode = mode.mode
        if select != .single {
            guard pickerMode == .date else {
                throw PromptError("--select \(select.rawValue) chooses days: use it with --mode date")
            }
            if let style, style != .calendar {
                throw PromptError(
                    "--select \(select.rawValue) is made on a calendar, not with --style \(style.rawValue)")
            }
            return .calendar
        }
        if style == .calendar && pickerMode != .date && pickerMode != .dateAndTime {
            throw PromptError("--style calendar shows days: use it with --mode date or datetime")
        }
        return style?.style ?? .wheels
    }

    /// A bound in the mode's form.
    @MainActor
    private func bound(_ text: String, option: String, prompt: DatePrompt) throws -> Date {
        guard prompt.mode != .countDownTimer else {
            throw PromptError("\(option) does not apply to --mode countdown (its range is 0:01 to 23:59)")
        }
        do {
            guard
                case .date(let date) = try prompt.parseValue(text)
            else { throw PromptError("\(option): a moment was expected") }
            return date
        } catch let error as PromptError {
            throw error
        } catch {
            throw PromptError("\(option): \(error)")
        }
    }

    /// The answer as printed: ISO 8601 (or --format), one date per line for several, a range
    /// joined by a slash; --json as an object.
    @MainActor
    func output(_ answer: DateAnswer, _ setting: Settings) -> String {
        let prompt = setting.prompt
        func text(_ date: Date) -> String {
            setting.formatter?.string(from: date) ?? prompt.text(of: .date(date))
        }
        switch answer {
        case .date(let date):
            return common.json ? JSONText.object([("value", .string(text(date)))]) : text(date)
        case .duration(let duration):
            let written = prompt.text(of: answer)
            return common.json
                ? JSONText.object([("value", .string(written)), ("seconds", .number(Int(duration)))]) : written
        case .dates(let dates):
            let texts = dates.map(text)
            return common.json
                ? JSONText.object([("values", .array(texts.map { .string($0) }))]) : texts.joined(separator: "\n")
        case .range(let range):
            let (first, last) = (text(range.lowerBound), text(range.upperBound))
            return common.json
                ? JSONText.object([("start", .string(first)), ("end", .string(last))]) : first + "/" + last
        }
    }
}
