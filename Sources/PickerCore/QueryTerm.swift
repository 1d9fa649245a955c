/// One word of a query, with the operators fzf's extended search gives it: how it matches, and
/// whether it excludes the items it matches.
///
/// | typed | matches items that |
/// |---|---|
/// | `word` | hold its letters in order (as a substring first), or, with `--exact`, hold it as a substring |
/// | `'word` | hold it as a substring (with `--exact`: letters in order) |
/// | `'word'` | hold it as a whole word: a substring that starts and ends at word breaks |
/// | `^word` | start with it |
/// | `word$` | end with it |
/// | `^word$` | are exactly it |
/// | `!word`, `!^word`, `!word$`, `!'word` | do not (a substring, a start, an end, letters in order) |
///
/// Prefix, suffix and whole-item matches ignore the item's leading or trailing blanks.
struct QueryTerm: Sendable, Equatable {
    /// How a term matches.
    enum Kind: Sendable, Equatable {
        /// As a substring, else letters in order.
        case fuzzy
        /// As a substring.
        case exact
        /// As a substring between word breaks.
        case boundary
        /// At the start.
        case prefix
        /// At the end.
        case suffix
        /// The whole item.
        case equal
    }

    var kind: Kind
    /// The term excludes the items it matches.
    var inverse: Bool
    /// The folded term's UTF-8 (used when it is all ASCII).
    let bytes: [UInt8]
    /// The folded term's Unicode scalars.
    let scalars: [UInt32]
    /// Whether the folded term is all ASCII (else it cannot match an ASCII item).
    let isASCII: Bool

    init(kind: Kind, inverse: Bool, text: String) {
        self.kind = kind
        self.inverse = inverse
        let folded = TextFolding.fold(text)
        bytes = Array(folded.utf8)
        scalars = folded.unicodeScalars.map(\.value)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
    }

    /// The groups of terms a query holds, as fzf's extended search reads them: words separated by
    /// spaces must all match; a lone `|` between words makes either match (`^core go$ | rb$`); a
    /// backslash before a space keeps the space in the word. An operator with nothing after it
    /// (a lone `!` or `^`) is no term at all.
    static func parse(_ text: String, exact: Bool) -> [[QueryTerm]] {
        var groups: [[QueryTerm]] = []
        var group: [QueryTerm] = []
        var startsGroup = false
        var afterBar = false
        for token in words(of: text) {
            var word = token[...]
            if !group.isEmpty && !afterBar && word == "|" {
                startsGroup = false
                afterBar = true
                continue
            }
            afterBar = false
            var kind: Kind = exact ? .exact : .fuzzy
            var inverse = false
            if word.hasPrefix("!") {
                inverse = true
                kind = .exact
                word = word.dropFirst()
            }
            if word != "$" && word.hasSuffix("$") {
                kind = .suffix
                word = word.dropLast()
            }
            if word.hasPrefix("'") {
                if !exact && !inverse {
                    kind = .exact
                    if word.count > 1 && word.hasSuffix("'") {
                        kind = .boundary
                        word = word.dropLast()
                    }
                } else {
                    kind = .fuzzy
                }
                word = word.dropFirst()
            } else if word.hasPrefix("^") {
                kind = kind == .suffix ? .equal : .prefix
                word = word.dropFirst()
            }
            guard !word.isEmpty else { continue }
            let term = QueryTerm(kind: kind, inverse: inverse, text: String(word))
            guard !term.scalars.isEmpty else { continue }  // folded away entirely
            if startsGroup {
                groups.append(group)
                group = []
            }
            group.append(term)
            startsGroup = true
        }
        if !group.isEmpty { groups.append(group) }
        return groups
    }

    /// The words of a query: split at spaces, a backslash before a space keeping the space in the
    /// word.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var characters = text.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            if character == "\\", pending == " " {
                word.append(" ")
                pending = characters.next()
            } else if character == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
