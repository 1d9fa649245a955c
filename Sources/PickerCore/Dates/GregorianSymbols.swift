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

    /// Reads a record of the table. The separators are ASCII control bytes, which never occur
    /// inside a UTF-8 sequence, so the record is cut byte by byte (splitting the `String` itself
    /// walks it a grapheme at a time, ten times slower).
    static func parse(_ record: String) -> GregorianSymbols? {
        var fields: [[String]] = [[]]
        let utf8 = record.utf8
        var start = utf8.startIndex
        var index = start
        let end = utf8.endIndex
        func cut(_ from: String.Index, _ to: String.Index) -> String {
            String(decoding: utf8[from..<to], as: UTF8.self)
        }
        while index < end {
            let byte = utf8[index]
            if byte == 0x1E || byte == 0x1F {
                fields[fields.count - 1].append(cut(start, index))
                if byte == 0x1E { fields.append([]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        fields[fields.count - 1].append(cut(start, end))
        guard fields.count == 4, fields[0].count == 12, fields[1].count == 7, fields[2].count == 7,
            fields[3].count == 1
        else { return nil }
        return GregorianSymbols(
            monthNames: fields[0], shortWeekdays: fields[1], veryShortWeekdays: fields[2],
            monthAndYearPattern: fields[3][0])
    }
}
