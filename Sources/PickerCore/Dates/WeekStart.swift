import Foundation

/// The week rules of a locale with a region (the first day of the week, and how many days of the
/// new year make its first week), without asking ICU.
///
/// Foundation answers `Calendar.firstWeekday` and `minimumDaysInFirstWeek` by opening an ICU
/// calendar for the locale, and that first makes ICU find the host's time zone (reading
/// `/etc/localtime` and resolving its link one path component at a time): some 70–85 K
/// instructions and 15 system calls on the way to a calendar's first screen, for two numbers that
/// depend only on the locale's region. The regions below are CLDR's week data
/// (`supplementalData.xml`, `weekData`: `firstDay` and `minDays`) as the ICU 76 inside Foundation
/// holds it; every other region starts the week on Monday and needs one day (CLDR's "001").
/// `WeekStartTests` compares the table with Foundation in every ISO region, and in every locale
/// ICU has.
///
/// Only an identifier with a two-letter region and no keywords is answered: without a region
/// ICU infers one from the language (`fr` → France), and an `@fw=` or `@rg=` keyword overrides
/// the region's rules; for those the calendar asks Foundation as before.
package enum WeekStart {
    /// Stores the week rules of the locale `identifier` (its first weekday and the days a first
    /// week needs) in `calendar`, when the table knows them, so that the calendar never asks ICU.
    /// Foundation keeps a value only when it differs from the calendar's current one (Sunday and
    /// one day, for a calendar without a locale), so another value is set first.
    /// An ISO 8601 calendar keeps its own rules (Monday, four days) whatever its locale.
    package static func store(in calendar: inout Calendar, identifier: String) {
        guard calendar.identifier != .iso8601, let rules = rules(identifier: identifier) else { return }
        calendar.firstWeekday = rules.firstWeekday == 1 ? 2 : 1
        calendar.firstWeekday = rules.firstWeekday
        calendar.minimumDaysInFirstWeek = rules.minimumDays == 1 ? 2 : 1
        calendar.minimumDaysInFirstWeek = rules.minimumDays
    }

    /// The first weekday (1 Sunday … 7 Saturday) and the fewest days of a first week of the
    /// locale `identifier` as DateLocale writes it ("en_US", "sr_Latn_RS", "en_US_POSIX"), or
    /// nil when it holds no two-letter region or carries keywords.
    package static func rules(identifier: String) -> (firstWeekday: Int, minimumDays: Int)? {
        guard !identifier.utf8.contains(UInt8(ascii: "@")) else { return nil }
        let subtags = identifier.utf8.split(separator: UInt8(ascii: "_"))
        // The region follows the language, or the language and a four-letter script.
        for subtag in subtags.dropFirst().prefix(2) {
            if subtag.count == 2, subtag.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
                let region = String(decoding: subtag, as: UTF8.self)
                return (firstWeekday(region: region), minimumDays(region: region))
            }
            guard subtag.count == 4 else { return nil }
        }
        return nil
    }

    /// The first weekday of the two-letter region `code` ("US" → 1).
    static func firstWeekday(region code: String) -> Int {
        switch code {
        case "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CN", "CO", "DM", "DO", "ET", "GT", "GU", "HK", "HN",
            "ID", "IL", "IN", "JM", "JO", "JP", "KE", "KH", "KR", "LA", "MH", "MM", "MO", "MT", "MX", "MZ", "NI", "NP",
            "PA", "PE", "PH", "PK", "PR", "PT", "PY", "SA", "SG", "SV", "TH", "TT", "TW", "UM", "US", "VE", "VI", "WS",
            "YE", "ZA", "ZW":
            return 1
        case "AF", "BH", "DJ", "EG", "IQ", "IR", "KW", "LY", "OM", "QA", "SD", "SY":
            return 7
        case "MV":
            return 6
        default:
            return 2
        }
    }

    /// The fewest days of the year that make its first week, in the two-letter region `code`.
    static func minimumDays(region code: String) -> Int {
        switch code {
        case "AD", "AT", "AX", "BE", "BG", "CH", "CZ", "DE", "DK", "EE", "ES", "FI", "FJ", "FO", "FR", "GB", "GF", "GG",
            "GI", "GP", "GR", "HU", "IE", "IM", "IS", "IT", "JE", "LI", "LT", "LU", "MC", "MQ", "NL", "NO", "PL", "PT",
            "RE", "RU", "SE", "SI", "SJ", "SK", "SM", "VA":
            return 4
        case "CN":
            return 5
        default:
            return 1
        }
    }
}
