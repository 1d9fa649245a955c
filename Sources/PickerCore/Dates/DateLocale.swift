import Foundation

/// The locale of dates — names, column order, the clock, the first weekday — as the POSIX
/// environment names it (`LC_ALL`, then `LC_TIME`, then `LANG`), or as a user gave it.
///
/// Foundation's `Locale.current` does not follow those variables on Linux (it is `en_001`
/// whatever `LANG` says), while the C library's date functions, and so every other command-line
/// program, do. The date pickers default to ``current``, so a `DatePrompt` under
/// `LANG=de_DE.UTF-8` shows "Mo Di Mi".
///
/// ```swift
/// let shown = try DateLocale(identifier: "fr_CA")      // a --locale option: refused if unusable
/// let local = DateLocale.current                        // the environment's: never refused
/// if let warning = local.warning { print(warning) }     // LANG=xx_YY: unknown language "xx"; …
/// var calendar = local.calendar()                      // its calendar, with its week rules
/// ```
///
/// A POSIX name loses its encoding and modifier (`de_DE.UTF-8@euro` → `de_DE`); `C` and `POSIX`
/// mean `en_US_POSIX`, as does nothing set. An environment value that is not a locale name falls
/// back to `en_US_POSIX` (as the C library falls back to "C") with a ``warning``; an identifier
/// given is checked instead (``Problem``), because the user typed it. Foundation keywords
/// (`@calendar=hebrew`, `@fw=mon`, `@numbers=arab`) are kept.
public struct DateLocale: Sendable, Hashable {
    /// Where the locale came from.
    public enum Source: Sendable, Hashable {
        /// An identifier given (``init(identifier:)``), overriding the environment.
        case override
        /// An environment variable: "LC_ALL", "LC_TIME" or "LANG".
        case environment(String)
        /// Nothing was set, or the variable that decides was not a locale: en_US_POSIX.
        case fallback
    }

    /// Why an identifier cannot be used; its description is a sentence for the user that quotes
    /// the identifier (to be made inert by whoever shows it).
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// Not shaped like a locale identifier (`en US`, `english`, `de_DE.UTF-8@`).
        case malformed(String)
        /// Shaped like one, but its language is not an ISO 639 language (`xx_YY`).
        case unknownLanguage(identifier: String, language: String)
        /// Shaped like one, but its region is not an ISO 3166 region (`de_XY`).
        case unknownRegion(identifier: String, region: String)
        /// A `numbers=` keyword that names no numbering system ICU has (`@numbers=Arab`): ICU's
        /// formatters cannot be made for it.
        case unknownNumberingSystem(identifier: String, system: String)

        /// A sentence for the user.
        public var description: String {
            switch self {
            case .malformed(let identifier):
                return "\"\(identifier)\" is not a locale identifier (expected language[_Region], e.g. de_DE or fr)"
            case .unknownLanguage(let identifier, let language):
                return "\"\(identifier)\": unknown language \"\(language)\" (not an ISO 639 code)"
            case .unknownRegion(let identifier, let region):
                return "\"\(identifier)\": unknown region \"\(region)\" (not an ISO 3166 code)"
            case .unknownNumberingSystem(let identifier, let system):
                return
                    "\"\(identifier)\": unknown numbering system \"\(system)\" (expected one of ICU's, e.g. latn, arab, deva, or native)"
            }
        }
    }

    /// The locale.
    public let locale: Locale
    /// The Foundation identifier it was made from ("de_DE", "en_US_POSIX", "he_IL@calendar=hebrew").
    public let identifier: String
    /// Where it came from.
    public let source: Source
    /// Why an environment value was not used, when one was not ("LANG=xx_YY: "xx_YY": unknown
    /// language "xx" (not an ISO 639 code); using en_US_POSIX"): a program shows it as a warning.
    public let warning: String?

    /// A locale from its parts; the checks are ``LocaleResolver``'s.
    init(identifier: String, source: Source, warning: String?) {
        locale = Locale(identifier: identifier)
        self.identifier = identifier
        self.source = source
        self.warning = warning
    }

    /// The locale `identifier` names: a locale identifier (`de_DE`, `sr_Latn_RS`,
    /// `ja_JP@calendar=japanese`) or a POSIX locale name (`de_DE.UTF-8`, `C`).
    ///
    /// - Throws: ``Problem`` when it is not shaped like one, or names a language, a region or a
    ///   numbering system there is none of.
    public init(identifier: String) throws(Problem) {
        self = try LocaleResolver.resolve(variable: { _ in nil }, override: identifier)
    }

    /// The locale the environment names: the first of `LC_ALL`, `LC_TIME` and `LANG` that is set
    /// and not empty, read by `variable` (the process's environment by default).
    public init(environment variable: (String) -> String? = DateLocale.processVariable) {
        // Without an override nothing is thrown: an unusable value falls back, with a warning.
        self =
            (try? LocaleResolver.resolve(variable: variable, override: nil))
            ?? DateLocale(identifier: LocaleResolver.posix, source: .fallback, warning: nil)
    }

    /// The locale the process's environment names now: what the date pickers (`DatePrompt`,
    /// `DatePicker`, `UIDatePicker`) use when given none.
    public static var current: DateLocale {
        DateLocale(environment: environmentOverride ?? processVariable)
    }

    /// The value of an environment variable of the process, if it is set.
    public static func processVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// An environment for ``current`` in place of the process's, within a task (tests: the
    /// process's environment is shared by every test running at once).
    @TaskLocal package static var environmentOverride: (@Sendable (String) -> String?)? = nil

    /// A calendar for this locale: `identifier`'s, or by default the locale's own (Gregorian for
    /// most, Buddhist for th_TH, the one a `@calendar=` keyword names), with the week rules of the
    /// locale's region stored (the first weekday and the days a first week needs, CLDR's week
    /// data), so that the calendar need not ask ICU for them. A date picker given it sets its own
    /// locale and time zone on it.
    public func calendar(_ identifier: Calendar.Identifier? = nil) -> Calendar {
        var calendar = Calendar(identifier: identifier ?? locale.calendar.identifier)
        WeekStart.store(in: &calendar, identifier: self.identifier)
        return calendar
    }
}
