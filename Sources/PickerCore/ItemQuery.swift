/// What the user typed to find items, ready to match: folded (case- and diacritic-insensitive,
/// see ``TextFolding``), matched as a substring first and then, unless ``exact``, as a
/// subsequence ("chb" finds "Chewbacca").
///
/// Scores order the matches: every substring match scores above every subsequence match; a
/// substring at the start of the item beats one at a word start, which beats one inside a word,
/// and earlier beats later. Subsequence matches gain for characters at word starts and for runs
/// of adjacent characters, and lose for gaps. Equal scores keep the items' own order.
public struct ItemQuery: Sendable, Equatable {
    /// The query as typed.
    public let text: String
    /// Substring matches only.
    public let exact: Bool
    /// The folded query's UTF-8 (used when it is all ASCII).
    let bytes: [UInt8]
    /// The folded query's Unicode scalars.
    private let scalars: [UInt32]
    /// Whether the folded query is all ASCII.
    let isASCII: Bool

    /// The highest score a match can have (scores fit in 11 bits).
    public static let maximumScore = 2047
    /// Every substring match scores at least this; every subsequence match scores below it.
    public static let substringScore = 1024

    /// A query for `text`; `exact` for substring matches only.
    public init(_ text: String, exact: Bool = false) {
        self.text = text
        self.exact = exact
        let folded = TextFolding.fold(text)
        bytes = Array(folded.utf8)
        scalars = folded.unicodeScalars.map(\.value)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
    }

    /// Whether nothing was typed (an empty query matches every item).
    public var isEmpty: Bool { scalars.isEmpty }

    /// The score of an item given as its UTF-8 bytes, or nil when it does not match. ASCII items
    /// are matched on their bytes without decoding.
    public func score(utf8 item: UnsafeBufferPointer<UInt8>) -> Int? {
        evaluate(item, positions: false)?.score
    }

    /// The score of `item` and the offsets of its matched characters (counted in `Character`s),
    /// or nil when it does not match.
    public func match(_ item: String) -> QueryMatch? {
        var item = item
        return item.withUTF8 { evaluate($0, positions: true) }
    }

    // MARK: - Matching

    private func evaluate(_ item: UnsafeBufferPointer<UInt8>, positions: Bool) -> QueryMatch? {
        guard !scalars.isEmpty else { return QueryMatch(score: 0, positions: []) }
        if isASCII {
            // A first pass on the raw bytes: most items fail here, at a byte test per byte.
            var next = 0
            let count = bytes.count
            for byte in item {
                if byte >= 0x80 { return evaluateFolded(item, positions: positions) }
                if next < count, TextFolding.lowercasedASCII(byte) == bytes[next] { next += 1 }
            }
            guard next == count else { return nil }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: item.count) { lowered in
                for (index, byte) in item.enumerated() { lowered[index] = TextFolding.lowercasedASCII(byte) }
                return bytes.withUnsafeBufferPointer { pattern in
                    Self.matchUnits(UnsafeBufferPointer(lowered), pattern, exact: exact, positions: positions)
                }
            }
        }
        // Folding never turns ASCII into anything else: an ASCII item cannot match.
        guard item.contains(where: { $0 >= 0x80 }) else { return nil }
        return evaluateFolded(item, positions: positions)
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
        let found = units.withUnsafeBufferPointer { text in
            scalars.withUnsafeBufferPointer { pattern in
                Self.matchUnits(text, pattern, exact: exact, positions: positions)
            }
        }
        guard var found else { return nil }
        var seen = Set<Int>()
        found.positions = found.positions.map { owners[$0] }.filter { seen.insert($0).inserted }
        return found
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
public struct QueryMatch: Sendable, Equatable {
    /// Higher is better (see ``ItemQuery``).
    public var score: Int
    /// The matched characters, as offsets in the item's `Character`s, ascending.
    public var positions: [Int]

    /// Creates a match.
    public init(score: Int, positions: [Int]) {
        self.score = score
        self.positions = positions
    }
}
