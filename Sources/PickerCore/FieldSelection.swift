/// Fields of an item chosen by index expressions, as fzf's `--nth` and `--with-nth` read them:
/// which fields are searched, or shown.
///
/// An item's fields are split as awk splits them: leading blanks (spaces and tabs) belong to no
/// field, and each field is a run of other characters with the blanks after it (so a chosen field
/// keeps its column alignment). The expressions are separated by commas:
///
/// | expression | fields |
/// |---|---|
/// | `2` | the second |
/// | `-1` | the last (`-2` the one before it) |
/// | `2..4` | the second to the fourth |
/// | `3..` | the third to the last |
/// | `..-2` | the first to the one before the last |
/// | `..` | all of them |
///
/// A field number is never 0 and at most ``maximumField`` either way. The chosen fields are taken
/// in the order they are first named (`3,1` puts the third field first); a field named again is
/// not taken again (`1,1` is the first field, `3,..` the third and then the others), so what is
/// chosen is never longer than the item, and choosing costs time and memory linear in the item
/// and the expressions (10,000 expressions of `..` once made each item 10,000 times as long).
public struct FieldSelection: Sendable, Equatable {
    /// One expression: a field, or a range of fields, by number from the start (1, 2, …) or from
    /// the end (-1, -2, …); nil ends stand for the first and the last field.
    public struct Range: Sendable, Hashable {
        /// The first field, or nil for the first of the item.
        public var lower: Int?
        /// The last field, or nil for the last of the item.
        public var upper: Int?
    }

    /// Why an expression cannot be read: what was given, and what is wrong with it, in words
    /// that name no setting (the caller names it).
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The expression as given.
        public var expression: String
        /// What is wrong.
        public var reason: String

        public var description: String { "\"\(expression)\" \(reason)" }
    }

    /// The largest field number, either way.
    public static let maximumField = 1000

    /// The expressions, in order.
    public let ranges: [Range]

    /// The expressions, each once (at its first place): an expression given again chooses
    /// nothing more.
    private let distinct: [Range]

    /// Reads comma-separated expressions (`1,2,-1,3..`).
    public init(parsing text: String) throws(Problem) {
        guard !text.isEmpty else { throw Problem(expression: text, reason: "names no field") }
        var ranges: [Range] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let expression = String(part)
            guard !expression.isEmpty else {
                throw Problem(expression: text, reason: "has an empty field between commas")
            }
            if let dots = expression.range(of: "..") {
                let lower = try Self.field(String(expression[..<dots.lowerBound]), in: expression)
                let upper = try Self.field(String(expression[dots.upperBound...]), in: expression)
                ranges.append(Range(lower: lower, upper: upper))
            } else {
                guard let field = try Self.field(expression, in: expression) else {
                    throw Problem(expression: expression, reason: "names no field")
                }
                ranges.append(Range(lower: field, upper: field))
            }
        }
        self.ranges = ranges
        var seen = Set<Range>()
        distinct = ranges.filter { seen.insert($0).inserted }
    }

    /// One field number of an expression, nil when empty (an open end of a range).
    private static func field(_ text: String, in expression: String) throws(Problem) -> Int? {
        guard !text.isEmpty else { return nil }
        let negative = text.hasPrefix("-")
        let digits = negative ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw Problem(
                expression: expression,
                reason: "is not a field: give a number such as 2 or -1, or a range such as 2..4, 3.. or ..-2")
        }
        let trimmed = digits.drop { $0 == "0" }
        guard !trimmed.isEmpty else {
            throw Problem(expression: expression, reason: "names field 0: fields count from 1 (or from -1 at the end)")
        }
        guard trimmed.count <= 4, let value = Int(trimmed), value <= maximumField else {
            throw Problem(expression: expression, reason: "is beyond field \(maximumField)")
        }
        return negative ? -value : value
    }

    /// The fields of `text` as awk splits them: each a range of `Character` offsets, a run of
    /// characters other than blanks with the blanks after it.
    public static func fields(of text: [Character]) -> [Swift.Range<Int>] {
        var fields: [Swift.Range<Int>] = []
        var index = 0
        let count = text.count
        while index < count, text[index] == " " || text[index] == "\t" { index += 1 }
        while index < count {
            let start = index
            while index < count, text[index] != " ", text[index] != "\t" { index += 1 }
            while index < count, text[index] == " " || text[index] == "\t" { index += 1 }
            fields.append(start..<index)
        }
        return fields
    }

    /// The character offsets of `text` in the chosen fields, in the order chosen, each at most
    /// once.
    public func offsets(in text: [Character]) -> [Int] {
        let fields = Self.fields(of: text)
        let count = fields.count
        guard count > 0 else { return [] }
        // `next[field]` leads to the first field from `field` on not yet taken (`count` when
        // none is), so each expression steps over the fields taken before it at no cost.
        var next = Array(0...count)
        func untaken(_ field: Int) -> Int {
            var field = field
            while next[field] != field {
                next[field] = next[next[field]]
                field = next[field]
            }
            return field
        }
        var chosen: [Int] = []
        for range in distinct {
            // From 1 at the start or -1 at the end, to an index from 0; out of range is clamped,
            // and a range that ends before it starts chooses nothing.
            func index(_ field: Int) -> Int { field > 0 ? field - 1 : count + field }
            let lower = max(0, range.lower.map(index) ?? 0)
            let upper = min(count - 1, range.upper.map(index) ?? count - 1)
            guard lower <= upper else { continue }
            var field = untaken(lower)
            while field <= upper {
                chosen.append(contentsOf: fields[field])
                next[field] = field + 1
                field = untaken(field + 1)
            }
        }
        return chosen
    }

    /// The chosen fields of `text`, joined as they stand (each with its trailing blanks), with the
    /// last trailing blanks dropped.
    public func select(_ text: String) -> String {
        let characters = Array(text)
        var selected = String(offsets(in: characters).map { characters[$0] })
        while selected.last == " " || selected.last == "\t" { selected.removeLast() }
        return selected
    }
}
