import Foundation

/// The names a Gregorian calendar view shows first — the stand-alone month names, the short and
/// very short stand-alone weekday names — and the locale's "month year" pattern, for every locale
/// ICU has, kept in a table made from ICU's own data (`GregorianSymbols+Table.swift`, written by
/// `scripts/generate-gregorian-symbols.swift`).
///
/// Asking ICU for them costs a date formatter and a pattern generator: about 2.4 M instructions,
/// a quarter of the calendar's start. The table holds the same CLDR data; `GregorianSymbolsTests`
/// compares it with ICU for every locale, so a toolchain with newer data fails that test until
/// the script is run again. Locales outside the table (a keyword such as `@fw=mon`, a region
/// ICU has no data for) are asked of ICU as before.
package struct GregorianSymbols: Sendable, Equatable {
    /// January to December, as a month stands alone ("January", "janvier").
    package var monthNames: [String]
    /// Sunday to Saturday, short ("Sun", "dim.").
    package var shortWeekdays: [String]
    /// Sunday to Saturday, very short ("S", "D").
    package var veryShortWeekdays: [String]
    /// The locale's pattern of a month and its year (`yMMMM`: "MMMM y", "y年M月").
    package var monthAndYearPattern: String

    /// The symbols of `identifier` ("en_US", "zh_Hans_CN"), when the table has it.
    package static func table(_ identifier: String) -> GregorianSymbols? {
        let all = identifiers
        var low = 0
        var high = all.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if all[middle] == identifier {
                return parse(records[Int(recordOfLocale[middle])])
            } else if all[middle] < identifier {
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return nil
    }

    /// The symbols of `calendar` when it is Gregorian and its locale (without keywords) is in the
    /// table.
    package static func table(for calendar: Calendar) -> GregorianSymbols? {
        guard calendar.identifier == .gregorian, let identifier = calendar.locale?.identifier,
            !identifier.contains("@")
        else { return nil }
        return table(identifier)
    }

    /// Reads a record of the table.
    static func parse(_ record: String) -> GregorianSymbols? {
        let fields = record.split(separator: "\u{1E}", omittingEmptySubsequences: false)
        guard fields.count == 4 else { return nil }
        func names(_ field: Substring) -> [String] {
            field.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
        }
        let symbols = GregorianSymbols(
            monthNames: names(fields[0]), shortWeekdays: names(fields[1]), veryShortWeekdays: names(fields[2]),
            monthAndYearPattern: String(fields[3]))
        guard symbols.monthNames.count == 12, symbols.shortWeekdays.count == 7, symbols.veryShortWeekdays.count == 7
        else { return nil }
        return symbols
    }
}
