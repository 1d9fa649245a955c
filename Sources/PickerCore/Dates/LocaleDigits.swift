import Foundation

/// Whole numbers in a locale's digits without a `NumberFormatter`, whose first use costs about
/// 0.4 ms — as much as the rest of a calendar's start — for what is, in every decimal numbering
/// system, ten consecutive code points.
///
/// The locale's numbering system comes from ICU (`Locale.numberingSystem`, "latn", "arab",
/// "arabext", or the one a `@numbers=` keyword names); its zero digit from the table below, which
/// holds the decimal systems of ICU's data. A system not in the table (an algorithmic one such as
/// "roman" or "hanidec", or "native", which ICU resolves only inside a formatter) gives nil, and
/// the caller uses a formatter. `LocaleDigitsTests` writes numbers both ways in every locale ICU
/// has and in every system of the table.
package enum LocaleDigits {
    /// The decimal numbering systems, in the order of ``zeros``.
    static let systems = [
        "latn", "arab", "arabext", "adlm", "ahom", "bali", "beng", "bhks", "brah", "cakm", "cham", "deva", "diak",
        "fullwide", "gara", "gong", "gonm", "gujr", "gukh", "guru", "hmng", "hmnp", "java", "kali", "kawi", "khmr",
        "knda", "krai", "lana", "lanatham", "laoo", "lepc", "limb", "mathbold", "mathdbl", "mathmono", "mathsanb",
        "mathsans", "mlym", "modi", "mong", "mroo", "mtei", "mymr", "mymrepka", "mymrpao", "mymrshan", "mymrtlng",
        "nagm", "newa", "nkoo", "olck", "onao", "orya", "osma", "outlined", "rohg", "saur", "segment", "shrd", "sind",
        "sinh", "sora", "sund", "sunu", "takr", "talu", "tamldec", "tnsa", "telu", "thai", "tibt", "tirh", "vaii",
        "wara", "wcho",
    ]
    /// The code point of each system's zero; its other digits follow it.
    static let zeros: [UInt32] = [
        0x30, 0x660, 0x6F0, 0x1E950, 0x11730, 0x1B50, 0x9E6, 0x11C50, 0x11066, 0x11136, 0xAA50, 0x966, 0x11950,
        0xFF10, 0x10D40, 0x11DA0, 0x11D50, 0xAE6, 0x16130, 0xA66, 0x16B50, 0x1E140, 0xA9D0, 0xA900, 0x11F50, 0x17E0,
        0xCE6, 0x16D70, 0x1A80, 0x1A90, 0xED0, 0x1C40, 0x1946, 0x1D7CE, 0x1D7D8, 0x1D7F6, 0x1D7EC,
        0x1D7E2, 0xD66, 0x11650, 0x1810, 0x16A60, 0xABF0, 0x1040, 0x116DA, 0x116D0, 0x1090, 0xA9F0,
        0x1E4F0, 0x11450, 0x7C0, 0x1C50, 0x1E5F1, 0xB66, 0x104A0, 0x1CCF0, 0x10D30, 0xA8D0, 0x1FBF0, 0x111D0, 0x112F0,
        0xDE6, 0x110F0, 0x1BB0, 0x11BF0, 0x116C0, 0x19D0, 0xBE6, 0x16AC0, 0xC66, 0xE50, 0xF20, 0x114D0, 0xA620,
        0x118E0, 0x1E2F0,
    ]

    /// The zero digit of `locale`'s numbering system, when it is a decimal system of the table.
    package static func zero(for locale: Locale) -> Unicode.Scalar? {
        let system = locale.numberingSystem.identifier
        guard let index = systems.firstIndex(of: system) else { return nil }
        return Unicode.Scalar(zeros[index])
    }

    /// `value` (not negative) in the digits that begin at `zero`, without grouping.
    package static func string(_ value: Int, zero: Unicode.Scalar) -> String {
        if zero == "0" { return String(value) }
        var scalars = String.UnicodeScalarView()
        for digit in String(value).utf8 {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9"),
                let scalar = Unicode.Scalar(zero.value + UInt32(digit - UInt8(ascii: "0")))
            else {
                scalars.append(Unicode.Scalar(digit))
                continue
            }
            scalars.append(scalar)
        }
        return String(scalars)
    }
}
