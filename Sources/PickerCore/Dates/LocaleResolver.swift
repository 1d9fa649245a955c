import Foundation

/// How ``DateLocale`` is worked out: the locale for dates from an identifier given (a `--locale`
/// option) and the POSIX environment, since Foundation's `Locale.current` ignores `LC_ALL`,
/// `LC_TIME` and `LANG` on Linux.
///
/// The order is POSIX's: the override, then `LC_ALL`, `LC_TIME`, `LANG` (the first one set and not
/// empty decides). A POSIX name loses its encoding and modifier (`de_DE.UTF-8@euro` → `de_DE`);
/// `C` and `POSIX` mean `en_US_POSIX`, as does nothing set. An environment value that is not a
/// locale name falls back to `en_US_POSIX` (as the C library falls back to "C"); an override that
/// is not one is an error, because the user typed it.
package enum LocaleResolver {
    /// Where the locale came from.
    package typealias Source = DateLocale.Source
    /// A resolved locale and its origin.
    package typealias Resolution = DateLocale
    /// An identifier that cannot be used.
    package typealias Problem = DateLocale.Problem

    /// The variables read, in order of precedence.
    package static let variables = ["LC_ALL", "LC_TIME", "LANG"]

    /// The locale for dates: see ``resolve(environment:override:)``.
    package static func locale(environment: [String: String], override: String?) throws(Problem) -> Locale {
        try resolve(environment: environment, override: override).locale
    }

    /// The locale for dates and where it came from.
    ///
    /// - Throws: ``Problem`` when `override` is given and is not a usable identifier.
    package static func resolve(environment: [String: String], override: String?) throws(Problem) -> Resolution {
        try resolve(variable: { environment[$0] }, override: override)
    }

    /// The locale for dates and where it came from, the environment's variables read by
    /// `variable`.
    ///
    /// - Throws: ``Problem`` when `override` is given and is not a usable identifier.
    package static func resolve(variable value: (String) -> String?, override: String?) throws(Problem) -> Resolution {
        if let override {
            let identifier = try identifier(from: override)
            return Resolution(identifier: identifier, source: .override, warning: nil)
        }
        for variable in variables {
            guard let value = value(variable), !value.isEmpty else { continue }
            do {
                let identifier = try identifier(from: value)
                return Resolution(identifier: identifier, source: .environment(variable), warning: nil)
            } catch {
                return Resolution(
                    identifier: posix, source: .fallback, warning: "\(variable)=\(value): \(error); using \(posix)")
            }
        }
        return Resolution(identifier: posix, source: .fallback, warning: nil)
    }

    /// The Foundation identifier for a POSIX locale name or a locale identifier: encoding and
    /// POSIX modifier removed, `C`/`POSIX`/empty as en_US_POSIX, Foundation keywords (`@fw=mon`,
    /// `@calendar=hebrew`) kept, and the language and region checked against ISO 639 and 3166.
    package static func identifier(from name: String) throws(Problem) -> String {
        var base = Substring(name)
        var keywords = ""
        if let at = base.firstIndex(of: "@") {
            let modifier = base[base.index(after: at)...]
            base = base[..<at]
            // "@euro", "@latin" are POSIX modifiers (dropped); "@fw=mon;calendar=hebrew" are keywords.
            if modifier.contains("=") {
                guard modifier.split(separator: ";", omittingEmptySubsequences: false).allSatisfy(isKeyword) else {
                    throw .malformed(name)
                }
                keywords = "@" + modifier
            } else if modifier.isEmpty || !modifier.allSatisfy(isAlphanumeric) {
                throw .malformed(name)
            }
        }
        if let dot = base.firstIndex(of: ".") {
            let encoding = base[base.index(after: dot)...]
            guard !encoding.isEmpty, encoding.allSatisfy({ isAlphanumeric($0) || $0 == "-" || $0 == "_" }) else {
                throw .malformed(name)
            }
            base = base[..<dot]
        }
        if base.isEmpty || base == "C" || base == "POSIX" {
            guard keywords.isEmpty, !name.hasPrefix(".") else { throw .malformed(name) }
            return posix
        }
        let subtags = base.split(separator: "_", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "-", omittingEmptySubsequences: false)
        }
        guard let language = subtags.first, (2...3).contains(language.count), language.allSatisfy(isLetter) else {
            throw .malformed(name)
        }
        var parts = [language.lowercased()]
        var region: String?
        var stage = 0  // 0: script or region may follow, 1: region may follow, 2: variants only
        for subtag in subtags.dropFirst() {
            if stage == 0, subtag.count == 4, subtag.allSatisfy(isLetter) {
                parts.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
                stage = 1
            } else if stage < 2,
                (subtag.count == 2 && subtag.allSatisfy(isLetter))
                    || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
            {
                region = subtag.uppercased()
                parts.append(subtag.uppercased())
                stage = 2
            } else if (4...8).contains(subtag.count), subtag.allSatisfy(isAlphanumeric) {
                parts.append(subtag.uppercased())
                stage = 2
            } else {
                throw .malformed(name)
            }
        }
        var identifier = parts[0]
        for part in parts.dropFirst() { identifier += "_" + part }
        guard ISOLanguages.contains(parts[0]) else {
            throw .unknownLanguage(identifier: identifier, language: parts[0])
        }
        if let region, !ISORegions.contains(region) {
            throw .unknownRegion(identifier: identifier, region: region)
        }
        if let system = numberingSystem(in: keywords), !isNumberingSystem(system) {
            throw .unknownNumberingSystem(identifier: identifier + keywords, system: system)
        }
        return identifier + keywords
    }

    /// The value of a `numbers=` keyword in `keywords` ("@numbers=arab;fw=mon" → "arab").
    private static func numberingSystem(in keywords: String) -> String? {
        for pair in keywords.dropFirst().split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "numbers" { return String(parts[1]) }
        }
        return nil
    }

    /// Whether ICU makes formatters for `system`: one of its numbering systems, by its exact
    /// name, or one of the names it resolves per locale.
    private static func isNumberingSystem(_ system: String) -> Bool {
        ["default", "native", "traditional", "finance"].contains(system)
            || Locale.NumberingSystem.availableNumberingSystems.contains { $0.identifier == system }
    }

    /// The identifier of the POSIX locale.
    static let posix = "en_US_POSIX"

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isAlphanumeric(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }

    /// Whether `text` is a Foundation keyword: `key=value`, letters and digits (and `-` in values).
    private static func isKeyword(_ text: Substring) -> Bool {
        let pair = text.split(separator: "=", omittingEmptySubsequences: false)
        guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty else { return false }
        return pair[0].allSatisfy(isAlphanumeric) && pair[1].allSatisfy { isAlphanumeric($0) || $0 == "-" }
    }
}
