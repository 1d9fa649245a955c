import Foundation
import Testing

@testable import PickerCore

@Suite("LocaleDigits")
struct LocaleDigitsTests {
    private static let samples = [0, 7, 10, 31, 53, 2024, 9999]

    private func formatted(_ value: Int, _ locale: Locale) -> String? {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .none
        formatter.usesGroupingSeparator = false
        return formatter.string(from: NSNumber(value: value))
    }

    /// Every locale ICU has: where the table knows the system, it writes what a formatter writes.
    @Test func everyLocaleWritesAsTheFormatterDoes() {
        var known = 0
        var differences: [String] = []
        for identifier in Locale.availableIdentifiers {
            let locale = Locale(identifier: identifier)
            guard let zero = LocaleDigits.zero(for: locale) else { continue }
            known += 1
            for value in Self.samples where LocaleDigits.string(value, zero: zero) != formatted(value, locale) {
                differences.append("\(identifier) \(value)")
            }
        }
        #expect(differences.isEmpty)
        #expect(known > Locale.availableIdentifiers.count * 9 / 10, "most locales take the quick path")
    }

    /// Every system of the table, asked for by keyword.
    @Test func everySystemOfTheTableWritesAsTheFormatterDoes() {
        #expect(LocaleDigits.systems.count == LocaleDigits.zeros.count)
        for system in LocaleDigits.systems {
            let locale = Locale(identifier: "en_US@numbers=\(system)")
            guard let zero = LocaleDigits.zero(for: locale) else {
                Issue.record("\(system) not found")
                continue
            }
            for value in Self.samples {
                #expect(LocaleDigits.string(value, zero: zero) == formatted(value, locale), "\(system) \(value)")
            }
        }
    }

    @Test func systemsOutsideTheTableAreLeftToAFormatter() {
        #expect(LocaleDigits.zero(for: Locale(identifier: "en_US@numbers=roman")) == nil)
        #expect(LocaleDigits.zero(for: Locale(identifier: "zh_CN@numbers=hanidec")) == nil)
        #expect(LocaleDigits.zero(for: Locale(identifier: "ar_EG")) == "\u{660}")
        #expect(LocaleDigits.string(2024, zero: "\u{6F0}") == "۲۰۲۴")
        #expect(LocaleDigits.string(31, zero: "0") == "31")
    }
}
