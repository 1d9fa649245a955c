import Foundation

/// The fields of a Unicode date pattern ("MMMM d, y", "h:mm a", "y年M月d日"), read only to learn
/// which fields a locale shows and in what order; the patterns themselves come from
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)`.
enum DateFormatPattern {
    /// One field of a pattern: a run of one letter ("MMMM" is `M` four times).
    struct Field: Equatable, Sendable {
        /// The pattern letter.
        var letter: Character
        /// How many times it repeats.
        var count: Int

        /// The field as pattern text ("MMMM").
        var text: String { String(repeating: letter, count: count) }
    }

    /// The fields of `pattern` in order, skipping quoted literals (`'...'`, with `''` for a quote)
    /// and punctuation.
    static func fields(in pattern: String) -> [Field] {
        var fields: [Field] = []
        var quoted = false
        var current: Field?
        for character in pattern {
            if character == "'" {
                if let field = current { fields.append(field) }
                current = nil
                // `''` (a literal quote) toggles twice: the quoting state is unchanged.
                quoted.toggle()
                continue
            }
            guard !quoted, character.isASCII, character.isLetter else {
                if let field = current { fields.append(field) }
                current = nil
                continue
            }
            if current?.letter == character {
                current?.count += 1
            } else {
                if let field = current { fields.append(field) }
                current = Field(letter: character, count: 1)
            }
        }
        if let field = current { fields.append(field) }
        return fields
    }

    /// The column kind a pattern letter belongs to, among year, month and day.
    static func dateKind(of letter: Character) -> DateColumnKind? {
        switch letter {
        case "y", "Y", "u", "U", "r", "G": return .year
        case "M", "L": return .month
        case "d": return .day
        default: return nil
        }
    }

    /// The localized pattern for `template` ("yMMMMd", "jm", ...) in `locale`, or `fallback`.
    static func localized(_ template: String, locale: Locale, fallback: String) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? fallback
    }
}
