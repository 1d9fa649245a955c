import Foundation

/// Dates as command-line text: strict ISO 8601 forms in and out.
///
/// | form | text | example |
/// |---|---|---|
/// | ``Form/date`` | YYYY-MM-DD | 2024-01-15 |
/// | ``Form/time`` | HH:MM | 14:30 |
/// | ``Form/dateTime`` | YYYY-MM-DDTHH:MM | 2024-01-15T14:30 |
/// | ``Form/month`` | YYYY-MM | 2024-01 |
/// | ``Form/countdown`` | H:MM (hours 0–23) | 1:30 |
///
/// ISO 8601 numbers its days in the proleptic Gregorian calendar (the Gregorian rules carried
/// back before 1582, as Python's `datetime` does), so these forms always do,
/// whatever calendar a picker shows: years 0001 to 9999, and `1582-10-10` is a day while
/// `1500-02-29` is not. The text is local time in the time zone given. A range is two texts
/// joined by a slash: `2024-01-15/2024-01-20`. Parsing is strict: exactly the digits of the form
/// (`2024-1-5` is refused), and only dates and times that exist (`2024-02-30`, `25:00`, and a
/// local time skipped by a daylight-saving change are refused, as is a day the time zone skips
/// altogether, such as 2011-12-30 in Pacific/Apia), each with a reason that names the expected
/// form. A day whose midnight a daylight-saving change skips begins at its first moment (01:00
/// in America/Havana on 2024-03-10). To write dates with a Unicode pattern, see ``DatePatternFormatter``.
public enum DateText {
    /// One of the text forms.
    public enum Form: String, Sendable, Hashable, CaseIterable {
        /// A day: YYYY-MM-DD.
        case date
        /// A time of day: HH:MM, 24-hour.
        case time
        /// A day and a time: YYYY-MM-DDTHH:MM.
        case dateTime
        /// A month: YYYY-MM.
        case month
        /// A count-down duration: H:MM (or HH:MM), from 0:00 to 23:59.
        case countdown

        /// The form as the user should type it ("YYYY-MM-DD").
        public var pattern: String {
            switch self {
            case .date: return "YYYY-MM-DD"
            case .time: return "HH:MM"
            case .dateTime: return "YYYY-MM-DDTHH:MM"
            case .month: return "YYYY-MM"
            case .countdown: return "H:MM"
            }
        }

        /// An example of the form ("2024-01-15").
        public var example: String {
            switch self {
            case .date: return "2024-01-15"
            case .time: return "14:30"
            case .dateTime: return "2024-01-15T14:30"
            case .month: return "2024-01"
            case .countdown: return "1:30"
            }
        }

        /// What the form holds, for messages ("date", "date and time").
        public var noun: String {
            switch self {
            case .date: return "date"
            case .time: return "time"
            case .dateTime: return "date and time"
            case .month: return "month"
            case .countdown: return "count-down duration"
            }
        }

        /// An example of a range of the form ("2024-01-15/2024-01-20").
        public var rangeExample: String {
            switch self {
            case .date: return "2024-01-15/2024-01-20"
            case .dateTime: return "2024-01-15T09:00/2024-01-15T17:30"
            case .month: return "2024-01/2024-03"
            case .time: return "09:00/17:30"
            case .countdown: return "0:30/1:30"
            }
        }

        /// The shape of the form: `#` for an ASCII digit, anything else literally.
        fileprivate var shapes: [String] {
            switch self {
            case .date: return ["####-##-##"]
            case .time: return ["##:##"]
            case .dateTime: return ["####-##-##T##:##"]
            case .month: return ["####-##"]
            case .countdown: return ["#:##", "##:##"]
            }
        }
    }

    /// Text that is not a valid date of the expected form, and why.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The text given.
        public let text: String
        /// The form expected.
        public let form: Form
        /// What is wrong ("month 13 does not exist (01–12)").
        public let reason: String
        /// Whether the text is not in the form at all (then the message shows the form and an
        /// example); false for a text in the form that names no date (1500-02-29), whose message
        /// quotes only what the user typed.
        public let isMisshapen: Bool
        /// What the text was part of, when it was one value of several.
        public package(set) var whole: Whole?

        /// A text of several values that one bad value makes wrong.
        public enum Whole: Sendable, Equatable {
            /// A range, START/END: the whole text.
            case range(String)
            /// Values separated by commas: the whole text.
            case list(String)
        }

        /// Creates an error.
        package init(text: String, form: Form, reason: String, isMisshapen: Bool = true) {
            self.text = text
            self.form = form
            self.reason = reason
            self.isMisshapen = isMisshapen
        }

        /// The same error about `whole`, a text of several values this one was part of.
        package func within(_ whole: Whole) -> ParseError {
            var error = self
            error.whole = whole
            return error
        }

        /// A sentence for the user that names the expected form once: `invalid date "2024-1-5":
        /// expected YYYY-MM-DD, e.g. 2024-01-15`; for a range, the form of the whole (`invalid
        /// range "2024-01-15": expected START/END, each YYYY-MM-DD (e.g. 2024-01-15/2024-01-20)`);
        /// for a date that does not exist, only what the user typed (`invalid date "1500-02-29":
        /// 1500-02 has no day 29 (it has 28 days: 1500 is not a leap year)`).
        public var description: String {
            switch whole {
            case .range(let full):
                let expected = "expected START/END, each \(form.pattern) (e.g. \(form.rangeExample))"
                return "invalid range \"\(full)\": \(isMisshapen ? expected : reason)"
            case .list(let full):
                let example = form.rangeExample.replacingOccurrences(of: "/", with: ",")
                let expected = "expected \(form.pattern) separated by commas (e.g. \(example))"
                return "invalid \(form.noun)s \"\(full)\": \(isMisshapen ? expected : reason)"
            case nil:
                let expected = "expected \(form.pattern), e.g. \(form.example)"
                return "invalid \(form.noun) \"\(text)\": \(isMisshapen ? expected : reason)"
            }
        }
    }

    /// A time of day without a day.
    public struct TimeOfDay: Sendable, Hashable {
        /// The hour, 0…23.
        public let hour: Int
        /// The minute, 0…59.
        public let minute: Int

        /// Creates a time of day.
        public init(hour: Int, minute: Int) {
            self.hour = hour
            self.minute = minute
        }

        /// This time on the day of `day` in `calendar`; a time skipped by a daylight-saving change
        /// moves forward by the gap (02:30 becomes 03:30), as in a picker.
        public func date(onDayOf day: Date, calendar: Calendar) -> Date? {
            var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
            parts.hour = hour
            parts.minute = minute
            return calendar.date(from: parts)
        }
    }

    // MARK: - Parsing

    /// The first moment of the day `text` (YYYY-MM-DD) in `timeZone`.
    package static func parseDate(_ text: String, timeZone: TimeZone) throws(ParseError) -> Date {
        let numbers = try match(text, .date)
        return try day(numbers[0], numbers[1], numbers[2], text: text, form: .date, timeZone: timeZone)
    }

    /// The first moment of the month `text` (YYYY-MM) in `timeZone`.
    package static func parseMonth(_ text: String, timeZone: TimeZone) throws(ParseError) -> Date {
        let numbers = try match(text, .month)
        return try day(numbers[0], numbers[1], 1, text: text, form: .month, timeZone: timeZone)
    }

    /// The moment `text` (YYYY-MM-DDTHH:MM) in `timeZone`; a local time that does not exist there
    /// (skipped by a daylight-saving change) is refused.
    package static func parseDateTime(_ text: String, timeZone: TimeZone) throws(ParseError) -> Date {
        let numbers = try match(text, .dateTime)
        let day = try isoDay(numbers[0], numbers[1], numbers[2], text: text, form: .dateTime)
        let time = try timeOfDay(numbers[3], numbers[4], text: text, form: .dateTime)
        let calendar = gregorian(timeZone)
        var parts = day.hybridComponents
        (parts.hour, parts.minute) = (time.hour, time.minute)
        guard let date = calendar.date(from: parts), ISODay(of: date, in: calendar) == day,
            calendar.dateComponents([.hour, .minute], from: date)
                == DateComponents(hour: time.hour, minute: time.minute)
        else {
            if day.start(in: calendar) == nil { throw skippedDay(day, text: text, form: .dateTime, timeZone: timeZone) }
            throw ParseError(
                text: text, form: .dateTime,
                reason: "that local time does not exist in \(timeZone.identifier) (a daylight-saving change skips it)",
                isMisshapen: false)
        }
        return date
    }

    /// The time of day `text` (HH:MM, 00:00 to 23:59).
    public static func parseTime(_ text: String) throws(ParseError) -> TimeOfDay {
        let numbers = try match(text, .time)
        return try timeOfDay(numbers[0], numbers[1], text: text, form: .time)
    }

    /// The count-down duration `text` (H:MM, 0:00 to 23:59), in seconds. 0:00 is accepted here;
    /// a picker shows it as its first step (a date picker's shortest count-down).
    public static func parseCountdown(_ text: String) throws(ParseError) -> TimeInterval {
        let numbers = try match(text, .countdown)
        let time = try timeOfDay(numbers[0], numbers[1], text: text, form: .countdown)
        return TimeInterval((time.hour * 60 + time.minute) * 60)
    }

    /// The range `text` (two texts of `form` joined by a slash, the first not after the second)
    /// for ``Form/date``, ``Form/dateTime`` or ``Form/month``.
    public static func parseRange(_ text: String, as form: Form, timeZone: TimeZone) throws(ParseError)
        -> ClosedRange<Date>
    {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw ParseError(text: text, form: form, reason: "a range is two values joined by \"/\"").within(
                .range(text))
        }
        let lower: Date
        let upper: Date
        do {
            lower = try parse(String(parts[0]), as: form, timeZone: timeZone)
            upper = try parse(String(parts[1]), as: form, timeZone: timeZone)
        } catch {
            throw error.within(.range(text))
        }
        guard lower <= upper else {
            throw ParseError(text: text, form: form, reason: "it ends before it starts", isMisshapen: false).within(
                .range(text))
        }
        return lower...upper
    }

    /// The moment `text` means in `form`: ``Form/date``, ``Form/dateTime`` or ``Form/month``
    /// (a time or a count-down is not a moment: use ``parseTime(_:)`` or ``parseCountdown(_:)``).
    public static func parse(_ text: String, as form: Form, timeZone: TimeZone) throws(ParseError) -> Date {
        switch form {
        case .date: return try parseDate(text, timeZone: timeZone)
        case .dateTime: return try parseDateTime(text, timeZone: timeZone)
        case .month: return try parseMonth(text, timeZone: timeZone)
        case .time, .countdown:
            throw ParseError(text: text, form: form, reason: "a \(form.noun) is not a moment")
        }
    }

    // MARK: - Formatting

    /// `date` in `form` in `timeZone` ("2024-01-15", "14:30", "2024-01-15T14:30", "2024-01"). A
    /// count-down form writes the time of day as H:MM.
    public static func string(from date: Date, as form: Form, timeZone: TimeZone) -> String {
        let calendar = gregorian(timeZone)
        let parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
        let day =
            ISODay(hybridEra: parts.era ?? 1, year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? ISODay(number: 0)
        let (year, month) = (day.year, day.month)
        let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
        switch form {
        case .date: return String(format: "%04d-%02d-%02d", year, month, day.day)
        case .time: return String(format: "%02d:%02d", hour, minute)
        case .dateTime: return String(format: "%04d-%02d-%02dT%02d:%02d", year, month, day.day, hour, minute)
        case .month: return String(format: "%04d-%02d", year, month)
        case .countdown: return String(format: "%d:%02d", hour, minute)
        }
    }

    /// A count-down `duration` (seconds) as H:MM ("1:30"); seconds are dropped, and the duration
    /// is taken within 0:00…23:59.
    public static func string(fromCountdown duration: TimeInterval) -> String {
        let minutes = duration.isNaN ? 0 : Int(min(max(duration, 0), DateWheelLayout.maximumCountdownDuration) / 60)
        return String(format: "%d:%02d", minutes / 60, minutes % 60)
    }

    /// `range` as two texts of `form` joined by a slash ("2024-01-15/2024-01-20").
    public static func string(from range: ClosedRange<Date>, as form: Form, timeZone: TimeZone) -> String {
        string(from: range.lowerBound, as: form, timeZone: timeZone) + "/"
            + string(from: range.upperBound, as: form, timeZone: timeZone)
    }

    // MARK: - Internals

    /// A Gregorian calendar in `timeZone`: ISO 8601 numbers days in it.
    static func gregorian(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The numbers of `text` if it has one of the shapes of `form` exactly.
    private static func match(_ text: String, _ form: Form) throws(ParseError) -> [Int] {
        let bytes = Array(text.utf8)
        shapes: for shape in form.shapes {
            let expected = Array(shape.utf8)
            guard bytes.count == expected.count else { continue }
            var numbers: [Int] = []
            var current: Int?
            for (byte, pattern) in zip(bytes, expected) {
                if pattern == UInt8(ascii: "#") {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { continue shapes }
                    current = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    guard byte == pattern else { continue shapes }
                    if let value = current { numbers.append(value) }
                    current = nil
                }
            }
            if let value = current { numbers.append(value) }
            return numbers
        }
        throw ParseError(text: text, form: form, reason: "not in the form \(form.pattern)")
    }

    /// The first moment of a proleptic Gregorian day in `timeZone`, if the day exists there.
    private static func day(
        _ year: Int, _ month: Int, _ day: Int, text: String, form: Form, timeZone: TimeZone
    ) throws(ParseError) -> Date {
        let found = try isoDay(year, month, day, text: text, form: form)
        guard let start = found.start(in: gregorian(timeZone)) else {
            throw skippedDay(found, text: text, form: form, timeZone: timeZone)
        }
        return start
    }

    /// The proleptic Gregorian day, if the calendar has it (1500-02-29 it has not).
    private static func isoDay(_ year: Int, _ month: Int, _ day: Int, text: String, form: Form) throws(ParseError)
        -> ISODay
    {
        guard year >= 1 else {
            throw ParseError(
                text: text, form: form, reason: "year \(year) does not exist (0001–9999)", isMisshapen: false)
        }
        guard (1...12).contains(month) else {
            throw ParseError(
                text: text, form: form, reason: "month \(month) does not exist (01–12)", isMisshapen: false)
        }
        guard let found = ISODay(year: year, month: month, day: day) else {
            let count = ISODay.daysInMonth(year: year, month: month)
            let monthText = String(format: "%04d-%02d", year, month)
            let leap = month == 2 && count == 28 ? ": \(String(format: "%04d", year)) is not a leap year" : ""
            throw ParseError(
                text: text, form: form, reason: "\(monthText) has no day \(day) (it has \(count) days\(leap))",
                isMisshapen: false)
        }
        return found
    }

    /// A day that the time zone's clocks jumped over (Pacific/Apia skipped 2011-12-30).
    private static func skippedDay(_ day: ISODay, text: String, form: Form, timeZone: TimeZone) -> ParseError {
        ParseError(
            text: text, form: form,
            reason: "\(timeZone.identifier) skips \(day) (its clocks jumped over the whole day)", isMisshapen: false)
    }

    /// A time of day, if the clock has it.
    private static func timeOfDay(_ hour: Int, _ minute: Int, text: String, form: Form) throws(ParseError) -> TimeOfDay
    {
        let hours = 0..<24
        let minutes = 0..<60
        guard hours.contains(hour) else {
            let range = String(format: "%02d–%02d", hours.lowerBound, hours.upperBound - 1)
            throw ParseError(
                text: text, form: form, reason: "hour \(hour) does not exist (\(range))", isMisshapen: false)
        }
        guard minutes.contains(minute) else {
            let range = String(format: "%02d–%02d", minutes.lowerBound, minutes.upperBound - 1)
            throw ParseError(
                text: text, form: form, reason: "minute \(minute) does not exist (\(range))", isMisshapen: false)
        }
        return TimeOfDay(hour: hour, minute: minute)
    }
}

/// Writes dates with a Unicode pattern (`--format dd.MM.yyyy`), through a `DateFormatter` made
/// once: keep the formatter to write many dates.
///
/// The locale defaults to `en_US_POSIX`, so that a pattern means the same everywhere; give one to
/// write localized names (`MMMM` in de_DE: "Januar").
public struct DatePatternFormatter: Sendable {
    /// The pattern ("dd.MM.yyyy").
    public let pattern: String
    private let formatter: DateFormatter

    /// A formatter for `pattern` in `locale` (en_US_POSIX by default), `calendar` (Gregorian by
    /// default) and `timeZone`. A Gregorian or ISO 8601 calendar writes dates before 1582-10-15
    /// proleptically, as ISO 8601 and the pickers do (ICU's own Gregorian calendar is Julian there:
    /// 1582-10-10 would be written as September 30).
    public init(pattern: String, locale: Locale? = nil, calendar: Calendar? = nil, timeZone: TimeZone) {
        self.pattern = pattern
        let locale = locale ?? Locale(identifier: "en_US_POSIX")
        var calendar = calendar ?? Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        let formatter = CalendarDays.formatter(locale: locale, calendar: calendar, timeZone: timeZone)
        // Any moment may be written: the Gregorian rules throughout, from the first.
        if CalendarDays.isProleptic(calendar) { formatter.gregorianStartDate = .distantPast }
        formatter.dateFormat = pattern
        self.formatter = formatter
    }

    /// `date` written with the pattern.
    public func string(from date: Date) -> String {
        formatter.string(from: date)
    }

    /// The date `text` writes in the pattern (fields the pattern lacks take their values from
    /// 1970-01-01 00:00 in the time zone), or nil when it is not written so. Read strictly as
    /// the pattern has it: "15.1.2024" is not "dd.MM.yyyy".
    public func date(from text: String) -> Date? {
        formatter.date(from: text)
    }

    /// What makes a text no Unicode date pattern (its caller names the setting and quotes it).
    public enum Problem: Error, Equatable, Sendable {
        /// It holds strftime's codes: the first one ("%d").
        case strftime(String)
        /// It holds a letter that is no field of a pattern (`i`): literal text must be quoted.
        case unknownLetter(Character)
        /// It has no field, only literal text: every date would be written the same.
        case noField
        /// It writes nothing.
        case writesNothing
    }

    /// A pattern that works, but most likely not as meant.
    public enum Warning: Equatable, Sendable {
        /// `Y` is the year of the week (2024-12-30 is in 2025), not the calendar year `y`; a
        /// pattern that also writes the week (`w`) asks for it.
        case weekYear
    }

    /// The letters of Unicode date patterns (CLDR, ICU).
    private static let fieldLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHKkmsSAzZOvVXx")

    /// Why `pattern` is no date pattern, or nil when it is one (it may still warrant a
    /// ``warnings(in:)``).
    public static func problem(in pattern: String) -> Problem? {
        var quoted = false
        var previous: Character?
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if !quoted, previous == "%", character.isASCII, character.isLetter { return .strftime("%\(character)") }
            if !quoted, character != "'" { previous = character }
        }
        let fields = DateFormatPattern.fields(in: pattern)
        if let unknown = fields.first(where: { !fieldLetters.contains($0.letter) }) {
            return .unknownLetter(unknown.letter)
        }
        if fields.isEmpty { return .noField }
        let written = DatePatternFormatter(pattern: pattern, timeZone: TimeZone(identifier: "UTC") ?? .current)
            .string(from: Date(timeIntervalSince1970: 0))
        return written.isEmpty ? .writesNothing : nil
    }

    /// What in `pattern` most likely does not mean what it seems to.
    public static func warnings(in pattern: String) -> [Warning] {
        let letters = Set(DateFormatPattern.fields(in: pattern).map(\.letter))
        return letters.contains("Y") && !letters.contains("w") ? [.weekYear] : []
    }

    /// `range` written as two dates joined by a slash.
    public func string(from range: ClosedRange<Date>) -> String {
        string(from: range.lowerBound) + "/" + string(from: range.upperBound)
    }
}
