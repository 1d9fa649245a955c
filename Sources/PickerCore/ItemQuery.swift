/// What the user typed to find items, ready to match: words that must all match, in any order,
/// each folded (case- and diacritic-insensitive, see ``TextFolding``) and matched as a substring
/// first and then, unless ``exact``, as a subsequence ("chb" finds "Chewbacca"; "new york" finds
/// "America/New_York").
///
/// The words take the operators of fzf's extended search: `'word` for a substring (with
/// ``exact``: letters in order), `'word'` for a whole word, `^word` for the item's start,
/// `word$` for its end, `^word$` for the whole item, `!word` to leave out the items holding it
/// (`!^word`, `!word$`, `!'word` likewise), `a | b` for either word, and a backslash before a
/// space to keep the space in a word. An operator with nothing after it is no word: a query of
/// only `!` is empty.
///
/// Scores order the matches: every substring match scores above every subsequence match; a
/// substring at the start of the item beats one at a word start (after a space, `_`, `-`, `/` or
/// any other character that is not a letter or a digit), which beats one inside a word, and
/// earlier beats later. Subsequence matches gain for characters at word starts and for runs of
/// adjacent characters, and lose for gaps. An item's score is the mean of its words' scores (the
/// words that leave items out score nothing), kept below ``substringScore`` when a word matched
/// only as letters in order. Equal scores keep the items' own order.
package struct ItemQuery: Sendable, Equatable {
    /// The query as typed.
    package let text: String
    /// Words match as substrings only (`'word` then matches letters in order).
    package let exact: Bool
    /// The words: every group must match; a group matches when any of its words does.
    let groups: [[QueryTerm]]
    /// The folded ASCII letters of every word that must be present, which an ASCII item must
    /// hold in order: the cheap test that rejects most items before they are scored.
    let requiredLetters: [[UInt8]]
    /// A word that must be present folds to something beyond ASCII: no ASCII item can match.
    let requiresNonASCII: Bool
    /// Whether the query is one word that matches as a substring or letters in order, which
    /// takes the fastest path; then the word's kind and folded text (kept apart from `groups`, so
    /// that scoring an item copies nothing).
    private let isSingle: Bool
    private let singleIsExact: Bool
    private let singleBytes: [UInt8]
    private let singleScalars: [UInt32]
    private let singleIsASCII: Bool

    /// The highest score a match can have (scores fit in 11 bits).
    package static let maximumScore = 2047
    /// Every substring match scores at least this; every subsequence match scores below it.
    package static let substringScore = 1024

    /// A query for `text`; `exact` for substring matches only.
    package init(_ text: String, exact: Bool = false) {
        self.text = text
        self.exact = exact
        groups = QueryTerm.parse(text, exact: exact)
        var letters: [[UInt8]] = []
        var nonASCII = false
        for group in groups where group.count == 1 && !group[0].inverse {
            if group[0].isASCII { letters.append(group[0].bytes) } else { nonASCII = true }
        }
        requiredLetters = letters
        requiresNonASCII = nonASCII
        let term = groups.count == 1 && groups[0].count == 1 ? groups[0][0] : nil
        isSingle = term.map { !$0.inverse && ($0.kind == .fuzzy || $0.kind == .exact) } ?? false
        singleIsExact = term?.kind == .exact
        singleBytes = term?.bytes ?? []
        singleScalars = term?.scalars ?? []
        singleIsASCII = term?.isASCII ?? true
    }

    /// Whether nothing was typed (an empty query matches every item).
    package var isEmpty: Bool { groups.isEmpty }

    /// The score of an item given as its UTF-8 bytes, or nil when it does not match. ASCII items
    /// are matched on their bytes without decoding.
    package func score(utf8 item: UnsafeBufferPointer<UInt8>) -> Int? {
        evaluate(item, positions: false)?.score
    }

    /// The score of `item` and the offsets of its matched characters (counted in `Character`s),
    /// or nil when it does not match.
    package func match(_ item: String) -> QueryMatch? {
        var item = item
        return item.withUTF8 { evaluate($0, positions: true) }
    }

    /// The rows among `count` whose titles match best, best first (equal scores in row order),
    /// at most `limit`: the search of a line form over rows that are not in an ``ItemStore``.
    package func bestRows(count: Int, limit: Int, title: (Int) -> String) -> [Int] {
        guard limit > 0, count > 0 else { return [] }
        var found: [(row: Int, score: Int)] = []
        for row in 0..<count {
            if let match = match(title(row)) { found.append((row, match.score)) }
        }
        // A stable sort: equal scores keep the rows' order.
        return found.enumerated().sorted { a, b in
            a.element.score != b.element.score ? a.element.score > b.element.score : a.offset < b.offset
        }.prefix(limit).map(\.element.row)
    }

    // MARK: - Matching

    private func evaluate(_ item: UnsafeBufferPointer<UInt8>, positions: Bool) -> QueryMatch? {
        guard !groups.isEmpty else { return QueryMatch(score: 0, positions: []) }
        if isSingle { return evaluateSingle(item, positions: positions) }
        var plain = true
        for byte in item where byte >= 0x80 {
            plain = false
            break
        }
        guard plain else { return evaluateFolded(item, positions: positions) }
        // Folding never turns ASCII into anything else: a word beyond ASCII cannot match.
        if requiresNonASCII { return nil }
        for letters in requiredLetters where !Self.holdsInOrder(item, letters) { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: item.count) { lowered in
            for (index, byte) in item.enumerated() { lowered[index] = TextFolding.lowercasedASCII(byte) }
            return matchGroups(UnsafeBufferPointer(lowered), positions: positions) { $0.isASCII ? $0.bytes : nil }
        }
    }

    /// One word that matches as a substring or letters in order: the letters-in-order test and
    /// the search for bytes beyond ASCII share one pass over the item.
    private func evaluateSingle(_ item: UnsafeBufferPointer<UInt8>, positions: Bool) -> QueryMatch? {
        if singleIsASCII {
            // A first pass on the raw bytes: most items fail here, at a byte test per byte.
            var next = 0
            let count = singleBytes.count
            for byte in item {
                if byte >= 0x80 { return evaluateFolded(item, positions: positions) }
                if next < count, TextFolding.lowercasedASCII(byte) == singleBytes[next] { next += 1 }
            }
            guard next == count else { return nil }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: item.count) { lowered in
                for (index, byte) in item.enumerated() { lowered[index] = TextFolding.lowercasedASCII(byte) }
                return singleBytes.withUnsafeBufferPointer { pattern in
                    Self.matchUnits(UnsafeBufferPointer(lowered), pattern, exact: singleIsExact, positions: positions)
                }
            }
        }
        // Folding never turns ASCII into anything else: an ASCII item cannot match.
        guard item.contains(where: { $0 >= 0x80 }) else { return nil }
        return evaluateFolded(item, positions: positions)
    }

    /// Whether an ASCII item holds the folded ASCII `letters` in order (either case).
    @inline(__always)
    private static func holdsInOrder(_ item: UnsafeBufferPointer<UInt8>, _ letters: [UInt8]) -> Bool {
        var next = 0
        let count = letters.count
        for byte in item where TextFolding.lowercasedASCII(byte) == letters[next] {
            next += 1
            if next == count { return true }
        }
        return false
    }

    /// The slow path: the item decoded and folded one character at a time, so that matched
    /// positions map back to the item's characters.
    private func evaluateFolded(_ item: UnsafeBufferPointer<UInt8>, positions: Bool) -> QueryMatch? {
        var units: [UInt32] = []
        var owners: [Int] = []
        units.reserveCapacity(item.count)
        for (offset, character) in String(decoding: item, as: UTF8.self).enumerated() {
            for scalar in TextFolding.fold(String(character)).unicodeScalars {
                units.append(scalar.value)
                owners.append(offset)
            }
        }
        let found = units.withUnsafeBufferPointer { text -> QueryMatch? in
            if isSingle {
                return singleScalars.withUnsafeBufferPointer { pattern in
                    Self.matchUnits(text, pattern, exact: singleIsExact, positions: positions)
                }
            }
            return matchGroups(text, positions: positions) { $0.scalars }
        }
        guard var found else { return nil }
        var seen = Set<Int>()
        found.positions = found.positions.map { owners[$0] }.filter { seen.insert($0).inserted }
        return found
    }

    /// Matches every group of words in folded `text`, each word's folded units given by
    /// `pattern` (nil: the word cannot occur in this text). A group passes when one of its words
    /// matches (or, for a word that leaves items out, does not); the score is the mean of the
    /// matched words' scores, below ``substringScore`` when one matched only as letters in order.
    private func matchGroups<Unit: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Unit>, positions: Bool, pattern: (QueryTerm) -> [Unit]?
    ) -> QueryMatch? {
        var total = 0
        var scored = 0
        var weakest = Int.max
        var matched: [Int] = []
        for group in groups {
            var passed = false
            var found: QueryMatch?
            for term in group {
                let hit = pattern(term).flatMap { units in
                    units.withUnsafeBufferPointer {
                        Self.matchTerm(term.kind, text, $0, positions: positions && !term.inverse)
                    }
                }
                if term.inverse {
                    if hit == nil { passed = true }
                    continue
                }
                if let hit {
                    found = hit
                    passed = true
                    break
                }
            }
            guard passed else { return nil }
            if let found {
                total += found.score
                scored += 1
                weakest = min(weakest, found.score)
                if positions { matched += found.positions }
            }
        }
        guard scored > 0 else { return QueryMatch(score: 0, positions: []) }
        var score = (total + scored / 2) / scored
        if weakest < Self.substringScore { score = min(score, Self.substringScore - 1) }
        return QueryMatch(score: score, positions: positions ? Array(Set(matched)).sorted() : [])
    }

    /// Matches one folded word (not empty) of `kind` in folded `text`.
    private static func matchTerm<Unit: FixedWidthInteger>(
        _ kind: QueryTerm.Kind, _ text: UnsafeBufferPointer<Unit>, _ pattern: UnsafeBufferPointer<Unit>,
        positions: Bool
    ) -> QueryMatch? {
        let m = pattern.count
        switch kind {
        case .fuzzy, .exact:
            return matchUnits(text, pattern, exact: kind == .exact, positions: positions)
        case .boundary:
            guard m <= text.count else { return nil }
            var best: (score: Int, start: Int)?
            for start in 0...(text.count - m) where startsAt(text, pattern, start) {
                let before = start == 0 || !isWordUnit(text[start - 1])
                let after = start + m == text.count || !isWordUnit(text[start + m])
                guard before && after else { continue }
                let score = substringScore(text, at: start)
                if score > best?.score ?? -1 { best = (score, start) }
            }
            guard let best else { return nil }
            return QueryMatch(score: best.score, positions: positions ? Array(best.start..<(best.start + m)) : [])
        case .prefix:
            var start = 0
            if !isBlank(pattern[0]) {
                while start < text.count && isBlank(text[start]) { start += 1 }
            }
            guard start + m <= text.count, startsAt(text, pattern, start) else { return nil }
            return QueryMatch(
                score: Self.substringScore + 512 + 255, positions: positions ? Array(start..<(start + m)) : [])
        case .suffix:
            var end = text.count
            if !isBlank(pattern[m - 1]) {
                while end > 0 && isBlank(text[end - 1]) { end -= 1 }
            }
            guard end >= m, startsAt(text, pattern, end - m) else { return nil }
            return QueryMatch(
                score: substringScore(text, at: end - m), positions: positions ? Array((end - m)..<end) : [])
        case .equal:
            var start = 0
            var end = text.count
            while start < end && isBlank(text[start]) { start += 1 }
            while end > start && isBlank(text[end - 1]) { end -= 1 }
            guard end - start == m, startsAt(text, pattern, start) else { return nil }
            return QueryMatch(score: maximumScore, positions: positions ? Array(start..<end) : [])
        }
    }

    /// Whether `pattern` occurs in `text` at `start` (which leaves room for it).
    @inline(__always)
    private static func startsAt<Unit: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Unit>, _ pattern: UnsafeBufferPointer<Unit>, _ start: Int
    ) -> Bool {
        var k = 0
        while k < pattern.count && text[start + k] == pattern[k] { k += 1 }
        return k == pattern.count
    }

    /// A space or a tab.
    @inline(__always)
    private static func isBlank<Unit: FixedWidthInteger>(_ unit: Unit) -> Bool {
        unit == 0x20 || unit == 0x09
    }

    /// Whether a folded unit is a letter or a digit (anything beyond ASCII counts as a letter).
    @inline(__always)
    private static func isWordUnit<Unit: FixedWidthInteger>(_ unit: Unit) -> Bool {
        unit >= 0x80 || (unit >= 0x30 && unit <= 0x39) || (unit >= 0x61 && unit <= 0x7A)
    }

    /// Whether `index` starts a word: the item's start, or a letter or digit after something else.
    @inline(__always)
    private static func isWordStart<Unit: FixedWidthInteger>(_ text: UnsafeBufferPointer<Unit>, _ index: Int) -> Bool {
        index == 0 || (!isWordUnit(text[index - 1]) && isWordUnit(text[index]))
    }

    /// Matches folded `pattern` (not empty) in folded `text`: the best substring occurrence, else
    /// (unless `exact`) the tightest subsequence ending at the first place one completes.
    private static func matchUnits<Unit: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Unit>, _ pattern: UnsafeBufferPointer<Unit>, exact: Bool, positions: Bool
    ) -> QueryMatch? {
        let n = text.count
        let m = pattern.count
        guard m <= n else { return nil }
        var best = -1
        var bestStart = 0
        var start = 0
        let first = pattern[0]
        while start + m <= n {
            if text[start] == first {
                var k = 1
                while k < m && text[start + k] == pattern[k] { k += 1 }
                if k == m {
                    let score = substringScore(text, at: start)
                    if score > best {
                        best = score
                        bestStart = start
                    }
                    if start == 0 { break }  // nothing beats the item's start
                }
            }
            start += 1
        }
        if best >= 0 {
            return QueryMatch(score: best, positions: positions ? Array(bestStart..<(bestStart + m)) : [])
        }
        if exact { return nil }
        // The first place the whole pattern has appeared in order…
        var next = 0
        var end = -1
        for index in 0..<n where text[index] == pattern[next] {
            next += 1
            if next == m {
                end = index
                break
            }
        }
        guard end >= 0 else { return nil }
        // …then back from there, for the tightest window ending at it.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: m) { matched in
            var k = m - 1
            var index = end
            while k >= 0 {
                if text[index] == pattern[k] {
                    matched[k] = index
                    k -= 1
                }
                index -= 1
            }
            var score = 0
            for k in 0..<m {
                let position = matched[k]
                score += 16
                if isWordStart(text, position) { score += position == 0 ? 32 : 24 }
                if k > 0 {
                    let gap = matched[k] - matched[k - 1] - 1
                    score += gap == 0 ? 20 : -(3 + min(gap, 20))
                }
            }
            let clamped = max(1, min(substringScore - 1, score))
            return QueryMatch(score: clamped, positions: positions ? Array(matched) : [])
        }
    }

    /// The score of a substring match starting at `start`.
    @inline(__always)
    private static func substringScore<Unit: FixedWidthInteger>(_ text: UnsafeBufferPointer<Unit>, at start: Int)
        -> Int
    {
        let place = start == 0 ? 512 : isWordStart(text, start) ? 256 : 0
        return substringScore + place + max(0, 255 - start)
    }
}

/// How an item matched a query.
package struct QueryMatch: Sendable, Equatable {
    /// Higher is better (see ``ItemQuery``).
    package var score: Int
    /// The matched characters, as offsets in the item's `Character`s, ascending.
    package var positions: [Int]

    /// Creates a match.
    package init(score: Int, positions: [Int]) {
        self.score = score
        self.positions = positions
    }
}
