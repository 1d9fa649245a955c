import Foundation

/// How a locale writes the hour of the clock: the pattern letter of `jm` and what it means.
struct ClockStyle: Sendable {
    /// The hour cycle the locale uses (h = 1…12, K = 0…11, H = 0…23, k = 1…24).
    let cycle: Locale.HourCycle
    /// The hour field of the locale's pattern ("h", "HH").
    let hourPattern: String
    /// The minute field of the locale's pattern ("mm").
    let minutePattern: String
    /// Whether the locale shows AM/PM (a 12-hour cycle).
    var hasAmPm: Bool { cycle == .oneToTwelve || cycle == .zeroToEleven }
    /// The rows of the hour column: 12 or 24.
    var hourRowCount: Int { hasAmPm ? 12 : 24 }

    /// The clock of `fields` (those of the locale's `jm` pattern).
    init(fields: [DateFormatPattern.Field]) {
        let hour = fields.first { "hHkK".contains($0.letter) } ?? .init(letter: "H", count: 2)
        let hasMarker = fields.contains { "abB".contains($0.letter) }
        switch hour.letter {
        case "h" where hasMarker: cycle = .oneToTwelve
        case "K" where hasMarker: cycle = .zeroToEleven
        case "k": cycle = .oneToTwentyFour
        default: cycle = .zeroToTwentyThree
        }
        // A 12-hour letter without a marker would be ambiguous: such a clock shows 0…23.
        hourPattern = hasMarker || !"hK".contains(hour.letter) ? hour.text : String(repeating: "H", count: hour.count)
        minutePattern = fields.first { $0.letter == "m" }?.text ?? "mm"
    }

    /// The hour of the day (0…23) that hour row `row` means, in the afternoon if `pm`.
    func hour(row: Int, pm: Bool) -> Int {
        switch cycle {
        case .oneToTwelve: return (row + 1) % 12 + (pm ? 12 : 0)
        case .zeroToEleven: return row % 12 + (pm ? 12 : 0)
        case .oneToTwentyFour: return (row + 1) % 24
        case .zeroToTwentyThree: return row
        @unknown default: return row
        }
    }

    /// The hour row that shows `hour` (0…23).
    func row(hour: Int) -> Int {
        switch cycle {
        case .oneToTwelve: return (hour + 11) % 12
        case .zeroToEleven: return hour % 12
        case .oneToTwentyFour: return (hour + 23) % 24
        case .zeroToTwentyThree: return hour
        @unknown default: return hour
        }
    }
}

/// The formatters and fixed titles of a layout, made once and only for the columns it shows:
/// formatters are expensive, and every title afterwards is one formatter call or one array
/// lookup.
///
/// Year, month and day are written as the locale writes them in a date — the parts of its
/// `yMMMMd` pattern (`yMMMM` for a month of a year, see ``DateFormatPattern/columnPatterns(in:)``):
/// a month beside a day takes the format-context name of that pattern ("января" in Russian), a
/// month that stands alone the stand-alone name ("январь"), and Chinese writes "1月", "2023癸卯年".
struct DateTitles: Sendable {
    /// The year ("2024", "令和6年", "2023癸卯年").
    let year: DateFormatter?
    /// The month as the locale writes it beside a day, or alone in a month-and-year picker.
    let month: DateFormatter?
    /// The day of the date-and-time column ("Wed, Nov 15").
    let weekdayMonthDay: DateFormatter?
    /// The titles of days 1…n ("15", "15日").
    let days: [String]
    /// The titles of the hour rows ("12", "1"... or "00"... "23").
    let hours: [String]
    /// The titles of the minute rows ("00", "05"...).
    let minutes: [String]
    /// "AM" and "PM" as the locale writes them.
    let amPm: [String]
    /// The titles of count-down hours and minutes ("1 hr", "30 min").
    let countdownHours: [String]
    let countdownMinutes: [String]
    /// The localized word for today, capitalized ("Today", "Heute").
    let today: String
    /// Whether the year is written with a cyclic name that repeats every 60 years ("癸卯").
    let yearIsCyclic: Bool

    /// The titles of `kinds` for `locale` (whose calendar keyword is the picker's calendar) and
    /// the calendar of `days`, with year, month and day written as in `datePattern`. The date
    /// formatters name days (``CalendarDays/namingFormatter(pattern:locale:)``): give them days
    /// with ``CalendarDays/string(_:of:)``. The days' titles are those of the month that begins on
    /// `dayTitleMonth`.
    init(
        kinds: [DateColumnKind], datePattern: String, locale: Locale, days: CalendarDays, clock: ClockStyle,
        minuteInterval: Int, dayCount: Int, dayTitleMonth: ISODay, today: Date
    ) {
        let calendar = days.calendar
        func formatter(pattern: String) -> DateFormatter {
            days.namingFormatter(pattern: pattern, locale: locale)
        }
        func formatter(template: String, fallback: String) -> DateFormatter {
            formatter(pattern: DateFormatPattern.localized(template, locale: locale, fallback: fallback))
        }
        let has = Set(kinds)
        let parts =
            has.contains(.year) || has.contains(.month) || has.contains(.day)
            ? DateFormatPattern.columnPatterns(in: datePattern) : DateFormatPattern.ColumnPatterns()
        let yearPattern = parts[.year]
        year =
            has.contains(.year)
            ? yearPattern.map { formatter(pattern: $0) } ?? formatter(template: "y", fallback: "y") : nil
        yearIsCyclic = yearPattern.map { DateFormatPattern.fields(in: $0).contains { $0.letter == "U" } } ?? false
        month = has.contains(.month) ? formatter(pattern: parts[.month] ?? "LLLL") : nil
        weekdayMonthDay = has.contains(.date) ? formatter(template: "EEEMMMd", fallback: "EEE MMM d") : nil
        if has.contains(.day) {
            let day = parts[.day].map { formatter(pattern: $0) } ?? formatter(template: "d", fallback: "d")
            self.days = (0..<dayCount).map { offset in
                days.string(day, of: dayTitleMonth.adding(days: offset))
            }
        } else {
            self.days = []
        }

        // Times of day are formatted on a fixed day in GMT: no daylight-saving gap can hide an hour.
        if has.contains(.hour) || has.contains(.minute) || has.contains(.amPm) {
            var gregorian = Calendar(identifier: .gregorian)
            let gmt = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
            gregorian.timeZone = gmt
            let midnight = Date(timeIntervalSinceReferenceDate: 0)
            func timeFormatter(_ pattern: String) -> DateFormatter {
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.calendar = gregorian
                formatter.timeZone = gmt
                formatter.dateFormat = pattern
                return formatter
            }
            let hourFormatter = timeFormatter(clock.hourPattern)
            hours = (0..<clock.hourRowCount).map { row in
                hourFormatter.string(from: midnight.addingTimeInterval(Double(clock.hour(row: row, pm: false) * 3600)))
            }
            let minuteFormatter = timeFormatter(clock.minutePattern)
            minutes = stride(from: 0, to: 60, by: minuteInterval).map { minute in
                minuteFormatter.string(from: midnight.addingTimeInterval(Double(minute * 60)))
            }
            amPm = [hourFormatter.amSymbol, hourFormatter.pmSymbol]
        } else {
            (hours, minutes, amPm) = ([], [], [])
        }

        if has.contains(.countdownHours) || has.contains(.countdownMinutes) {
            let hourStyle = Duration.UnitsFormatStyle(allowedUnits: [.hours], width: .abbreviated).locale(locale)
            let minuteStyle = Duration.UnitsFormatStyle(allowedUnits: [.minutes], width: .abbreviated).locale(locale)
            countdownHours = (0..<24).map { hourStyle.format(.seconds($0 * 3600)) }
            countdownMinutes = stride(from: 0, to: 60, by: minuteInterval).map {
                minuteStyle.format(.seconds($0 * 60))
            }
        } else {
            (countdownHours, countdownMinutes) = ([], [])
        }

        self.today = has.contains(.date) ? Self.todayWord(locale: locale, calendar: calendar, today: today) : "Today"
    }

    /// Foundation's word for today in `locale`, capitalized as a title; "Today" when Foundation
    /// has none (corelibs' `DateFormatter.doesRelativeDateFormatting` does nothing on Linux, so the
    /// word comes from the relative date format style, anchored at `today`: no clock is read).
    static func todayWord(locale: Locale, calendar: Calendar, today: Date) -> String {
        var word = ""
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            var style = Date.AnchoredRelativeFormatStyle(
                anchor: today, presentation: .named, unitsStyle: .wide, locale: locale, calendar: calendar,
                capitalizationContext: .beginningOfSentence)
            style.allowedFields = [.day]
            word = style.format(today)
        } else {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            formatter.doesRelativeDateFormatting = true
            let relative = formatter.string(from: today)
            formatter.doesRelativeDateFormatting = false
            if relative != formatter.string(from: today) { word = relative }
        }
        return word.isEmpty ? "Today" : word
    }
}
