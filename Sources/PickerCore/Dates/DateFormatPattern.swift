import Foundation

/// The fields of a Unicode date pattern ("MMMM d, y", "h:mm a", "y年M月d日"), read only to learn
/// which fields a locale shows and in what order; the patterns themselves come from
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)`.
package enum DateFormatPattern {
    /// One field of a pattern: a run of one letter ("MMMM" is `M` four times).
    package struct Field: Equatable, Sendable {
        /// The pattern letter.
        package var letter: Character
        /// How many times it repeats.
        package var count: Int

        /// The field as pattern text ("MMMM").
        package var text: String { String(repeating: letter, count: count) }
    }

    /// The fields of `pattern` in order, skipping quoted literals (`'...'`, with `''` for a quote)
    /// and punctuation.
    package static func fields(in pattern: String) -> [Field] {
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

    /// One piece of a pattern: a field, or literal text (quotes removed).
    package enum Token: Equatable, Sendable {
        case field(Field)
        case literal(String)
    }

    /// The pattern as fields and literal text, in order (`''` is a literal quote).
    package static func tokens(in pattern: String) -> [Token] {
        var tokens: [Token] = []
        var literal = ""
        var quoted = false
        var current: Field?
        func flushField() {
            if let field = current { tokens.append(.field(field)) }
            current = nil
        }
        func flushLiteral() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
        }
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            if character == "'" {
                flushField()
                if characters.first == "'" {
                    characters.removeFirst()
                    literal.append("'")
                } else {
                    quoted.toggle()
                }
                continue
            }
            if !quoted, character.isASCII, character.isLetter {
                flushLiteral()
                if current?.letter == character {
                    current?.count += 1
                } else {
                    flushField()
                    current = Field(letter: character, count: 1)
                }
            } else {
                flushField()
                literal.append(character)
            }
        }
        flushField()
        flushLiteral()
        return tokens
    }

    /// The part of `pattern` that writes each of year, month and day on its own wheel, as the
    /// pattern writes it: the fields of one kind that follow each other (`rU` of a Chinese year,
    /// `y G` of a Japanese one in English) with the literals between them, and the letters
    /// written right after them (`年`, `月`, `日`, `년`) with any bracket they close.
    ///
    /// "y年M月d日" gives year `y'年'`, month `M'月'`, day `d'日'`; "d MMMM y 'г'." gives `d`,
    /// `MMMM` (the format-context month of a date, "января") and `y`; "rU年MMMMd" gives `rU'年'`.
    static func columnPatterns(in pattern: String) -> ColumnPatterns {
        let tokens = tokens(in: pattern)
        var result = ColumnPatterns()
        var index = 0
        while index < tokens.count {
            guard case .field(let field) = tokens[index], let kind = dateKind(of: field.letter),
                result[kind] == nil
            else {
                index += 1
                continue
            }
            var text = field.text
            var end = index + 1
            // Further fields of the same kind, with only literals between.
            var look = end
            var between = ""
            while look < tokens.count {
                switch tokens[look] {
                case .literal(let literal):
                    between += literal
                    look += 1
                    continue
                case .field(let next) where dateKind(of: next.letter) == kind:
                    text += quoted(between) + next.text
                    between = ""
                    look += 1
                    end = look
                    continue
                case .field:
                    break
                }
                break
            }
            // Letters written right after the last field, and a bracket they close.
            if end < tokens.count, case .literal(let literal) = tokens[end] {
                let opened = text.filter { "([（".contains($0) }.count - text.filter { ")]）".contains($0) }.count
                var attached = ""
                var open = opened
                for character in literal {
                    if character.isLetter && !character.isASCII {
                        attached.append(character)
                    } else if open > 0 && ")]）".contains(character) {
                        attached.append(character)
                        open -= 1
                    } else {
                        break
                    }
                }
                text += quoted(attached)
            }
            result[kind] = text
            index = end
        }
        return result
    }

    /// The patterns of the year, month and day columns.
    struct ColumnPatterns: Equatable {
        var year: String?
        var month: String?
        var day: String?

        subscript(kind: DateColumnKind) -> String? {
            get {
                switch kind {
                case .year: return year
                case .month: return month
                case .day: return day
                default: return nil
                }
            }
            set {
                switch kind {
                case .year: year = newValue
                case .month: month = newValue
                case .day: day = newValue
                default: break
                }
            }
        }
    }

    /// The part of `pattern` that writes the year (see ``columnPatterns(in:)``): `rU'年'` of
    /// "rU年MMMM", nil when it has no year.
    package static func yearPattern(in pattern: String) -> String? {
        columnPatterns(in: pattern)[.year]
    }

    /// Literal text quoted for a pattern ("年" → "'年'", "" → "").
    static func quoted(_ text: String) -> String {
        text.isEmpty ? "" : "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
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
