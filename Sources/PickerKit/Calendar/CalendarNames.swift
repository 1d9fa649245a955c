import Foundation
import PickerCore
import Terminal

/// The words and numbers of a calendar view, from Foundation's formatters made once per
/// calendar, each only when first needed: month and year for the header, day numbers and week
/// numbers in the locale's digits.
///
/// A Gregorian calendar's grid is proleptic (``MonthGrid``), while Foundation's formatters switch
/// to the Julian calendar before 1582-10-15: its months are named by number (the calendar's
/// stand-alone month names, as a header begins with them) and its years are written by number
/// with the letters of the locale's year pattern ("2024年"), so that the header always names the
/// month the grid shows — and a calendar shows its first frame without a date formatter. Other
/// calendars name the months and years of their own days through formatters in UTC, given each
/// day (``CalendarDays/string(_:of:)``), as the grid names its days (``CalendarDays``).
@MainActor
final class CalendarNames {
    private let calendar: Calendar
    private let days: CalendarDays
    private let isProleptic: Bool
    private let patternLocale: Locale
    /// The locale's year pattern as written beside its month ("y年", "rU年", "y").
    private let yearPattern: String
    /// Whether the year is written with a cyclic name that repeats every 60 years ("癸卯").
    let yearIsCyclic: Bool
    /// The stand-alone month names of a Gregorian calendar, capitalized as a header begins.
    private lazy var monthNames: [String] = (table?.monthNames ?? calendar.standaloneMonthSymbols).map {
        capitalized($0)
    }
    /// The kept names of a Gregorian calendar's locale (see `GregorianSymbols`), nil to ask ICU.
    private let table: GregorianSymbols?
    /// The year as a number between the literals of the year pattern, when it has only `y`.
    private lazy var numericYear: (prefix: String, digits: Int, suffix: String)? = Self.numericYear(yearPattern)
    private lazy var year: DateFormatter = formatter(yearPattern)
    private lazy var month = Date.FormatStyle(
        date: .omitted, time: .omitted, locale: patternLocale, calendar: calendar, timeZone: CalendarDays.utc,
        capitalizationContext: .beginningOfSentence
    ).month(.wide)
    /// The day of the month as the calendar writes it (a Gregorian calendar writes its days with
    /// the number formatter).
    private lazy var day: DateFormatter = formatter("d")
    /// The zero of the locale's digits, when they are ten in a row (nearly always): numbers are
    /// then written without a formatter (see `LocaleDigits`).
    private lazy var zero: Unicode.Scalar? = LocaleDigits.zero(for: patternLocale)
    private lazy var numbers: NumberFormatter = {
        let number = NumberFormatter()
        number.locale = patternLocale
        number.numberStyle = .none
        number.usesGroupingSeparator = false
        return number
    }()
    /// Day numbers written so far, by the day of the month.
    private var dayNumbers = [String?](repeating: nil, count: 32)

    /// The names for the calendar of `days` (its locale, or en_US_POSIX).
    init(days: CalendarDays) {
        let calendar = days.calendar
        self.calendar = calendar
        self.days = days
        isProleptic = days.isProleptic
        let locale = calendar.locale ?? Locale(identifier: "en_US_POSIX")
        // The locale's patterns with this calendar (a Japanese year shows its era).
        var components = Locale.Components(locale: locale)
        components.calendar = calendar.identifier
        let patternLocale = Locale(components: components)
        self.patternLocale = patternLocale
        // The year as the locale writes it beside its month ("2023癸卯年", not a bare "癸卯年").
        table = GregorianSymbols.table(for: calendar)
        let monthAndYear =
            table?.monthAndYearPattern
            ?? DateFormatter.dateFormat(fromTemplate: "yMMMM", options: 0, locale: patternLocale) ?? "y"
        yearPattern = DateFormatPattern.yearPattern(in: monthAndYear) ?? "y"
        yearIsCyclic = DateFormatPattern.fields(in: yearPattern).contains { $0.letter == "U" }
    }

    private func formatter(_ pattern: String) -> DateFormatter {
        days.namingFormatter(pattern: pattern, locale: patternLocale)
    }

    /// `name` with its first letter in upper case, as at the beginning of a sentence ("maart" →
    /// "Maart"); scripts without case are unchanged.
    /// An ASCII first letter other than "i" is the same in upper case in every locale and needs
    /// no case mapping of ICU (Turkish and Azerbaijani write "i" as "İ").
    private func capitalized(_ name: String) -> String {
        guard let byte = name.utf8.first else { return name }
        if byte < 0x80 && byte != UInt8(ascii: "i") {
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) else { return name }
            var bytes = Array(name.utf8)
            bytes[0] -= 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first = name.first else { return name }
        return String(first).uppercased(with: patternLocale) + String(name.dropFirst())
    }

    /// The name of the month that begins at `start`, as a header names it ("November", "Maart").
    func monthName(startingAt start: Date) -> String {
        guard isProleptic else { return month.format(CalendarDays.namingDate(of: days.day(of: start))) }
        let number = ISODay(of: start, in: calendar).month
        return monthNames.indices.contains(number - 1) ? monthNames[number - 1] : ""
    }

    /// The year that holds `day` ("2024", "令和6年", "2023癸卯年").
    func yearName(ofDay day: ISODay) -> String {
        guard isProleptic else { return days.string(year, of: day) }
        return yearName(ofYear: day.year)
    }

    /// A proleptic Gregorian year ("1582", "2024年").
    func yearName(ofYear value: Int) -> String {
        if let numeric = numericYear {
            var digits = number(value)
            if numeric.digits > 1, let zero = number(0).first {
                digits = String(repeating: zero, count: max(0, numeric.digits - digits.count)) + digits
            }
            return numeric.prefix + digits + numeric.suffix
        }
        // The year pattern has more than a number: the formatter writes it (proleptic, as the grid).
        let day = ISODay(year: max(1, value), month: 7, day: 15) ?? ISODay(number: 0)
        return days.string(year, of: day)
    }

    /// The day of the month of `day` (a cell of a grid, drawn at `date`), in the locale's digits.
    func dayNumber(of day: MonthGrid.Day, at date: Date) -> String {
        let cached = dayNumbers.indices.contains(day.day)
        if cached, let known = dayNumbers[day.day] { return known }
        let text =
            isProleptic ? number(day.day) : days.string(self.day, of: days.day(of: date))
        if cached { dayNumbers[day.day] = text }
        return text
    }

    /// A number in the locale's digits.
    func number(_ value: Int) -> String {
        if value >= 0, let zero { return LocaleDigits.string(value, zero: zero) }
        return numbers.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// The literals around a year pattern of `y` alone ("y'年'" → ("", 1, "年")); nil when the
    /// pattern has other fields (an era, a cyclic name) or a two-digit year.
    static func numericYear(_ pattern: String) -> (prefix: String, digits: Int, suffix: String)? {
        var prefix = ""
        var suffix = ""
        var digits: Int?
        for token in DateFormatPattern.tokens(in: pattern) {
            switch token {
            case .field(let field):
                guard field.letter == "y", field.count != 2, digits == nil else { return nil }
                digits = field.count
            case .literal(let text):
                if digits == nil { prefix += text } else { suffix += text }
            }
        }
        return digits.map { (prefix, $0, suffix) }
    }
}
