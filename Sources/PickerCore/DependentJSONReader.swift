import Foundation

/// Reads a dependent file's JSON straight into a compact tree (``DependentTreeBuilder``): a strict
/// RFC 8259 parser, one pass over the bytes, with no value made for what the tree does not keep.
///
/// `JSONSerialization` made a `String`, an `Any` box and a dictionary or array for every value
/// and key, and kept them all until the tree was made: up to 45 times the file's size in memory
/// (2.6 GB for a dense file of 64 MiB). Here the only values made are the tree's rows, and the
/// keys of the dictionaries being read (195 MB for that file).
///
/// What is read: UTF-8 text (a byte order mark at the start is skipped); objects, arrays, strings
/// with every escape (surrogate pairs joined; half a pair is an error), numbers, `true`, `false`
/// and `null`, at most ``maximumDepth`` levels deep; no comma after a last member or item, and
/// nothing after the top value. A key written twice keeps its last value (and, in the file's
/// order, its last place). Numbers are shown as `JSONSerialization` showed them, so that answers
/// do not change (see ``shownNumber(_:)``).
///
/// Errors are one line naming the file: `name: not valid JSON (line 3, column 7: …)` for the
/// text, or what is wrong with the tree and where (`item 2 of the value of "a" is not a string or
/// a number`), as the checks made after Foundation's parse said it.
struct DependentJSONReader {
    /// The deepest nesting of objects and arrays read (JSONSerialization's).
    static let maximumDepth = 512

    /// A problem with the text: the byte where it is, and what it is.
    private struct Problem: Error {
        var offset: Int
        var message: String
    }

    /// A key read whose dictionary is not finished: where its text is in ``keyText``, and the
    /// level its value leads to.
    private struct PendingKey {
        var start: UInt32
        var end: UInt32
        var child: Int32

        var range: Range<Int> { Int(start)..<Int(end) }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let name: String
    private let keepingOrder: Bool
    private var index = 0
    /// Where the text starts (after a byte order mark), for line and column numbers.
    private var textStart = 0
    private var builder = DependentTreeBuilder(
        maximumRows: DependentTreeFile.maximumRows, maximumText: DependentTreeFile.maximumTitleBytes)
    /// The keys of the dictionaries being read, decoded, one after another.
    private var keyText: [UInt8] = []
    private var pending: [PendingKey] = []
    /// For each dictionary being read, the key (in ``pending``) whose value is being read.
    private var path: [Int] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, name: String, keepingOrder: Bool) {
        self.bytes = bytes
        self.name = name
        self.keepingOrder = keepingOrder
    }

    /// The tree in `data`, a JSON object from key to an array of values or to a further object;
    /// `name` is the file's name in errors. Keys are sorted (`NaturalOrder`), or kept in the file's
    /// order with `keepingOrder`.
    static func read(_ data: Data, name: String, keepingOrder: Bool) throws -> DependentTree {
        try data.withUnsafeBytes { raw in
            var reader = DependentJSONReader(
                bytes: raw.bindMemory(to: UInt8.self), name: name, keepingOrder: keepingOrder)
            return try reader.readTree()
        }
    }

    private mutating func readTree() throws -> DependentTree {
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            throw DataError(
                "\(name): not valid JSON (the file is UTF-16 or UTF-32: JSON is UTF-8, and iconv -f UTF-16 -t UTF-8 converts it)"
            )
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        textStart = index
        // Rows and titles together never take more room than the file: a title is at most as long
        // as it is written (numbers aside), and a row takes at least two bytes of it.
        builder.reserve(rows: bytes.count / 2, text: bytes.count)
        do {
            skipBlanks()
            guard let first = peek else { throw Problem(offset: index, message: "the file holds no JSON value") }
            switch first {
            case .openBrace: break
            case .openBracket:
                throw DataError("\(name): the top level must be a dictionary from key to array of values")
            default: throw unexpected(first, expected: "'{'")
            }
            let root = try object(depth: 1)
            skipBlanks()
            if let extra = peek { throw unexpected(extra, expected: "nothing after the top-level dictionary") }
            return DependentTree(root: DependentTree.Node(storage: builder.finish(), level: Int(root)))
        } catch let problem as Problem {
            let (line, column) = position(problem.offset)
            throw DataError("\(name): not valid JSON (line \(line), column \(column): \(problem.message))")
        } catch is DependentTreeBuilder.TooLarge {
            throw DependentTreeFile.tooLarge(name)
        }
    }

    // MARK: The tree's levels

    /// At "{": reads the members (each value's level first), then adds the keys as one level and
    /// gives its number.
    private mutating func object(depth: Int) throws -> Int32 {
        guard depth <= Self.maximumDepth else {
            throw Problem(offset: index, message: "more than \(Self.maximumDepth) levels of nesting")
        }
        let opening = index
        index += 1
        let first = pending.count
        let firstKeyByte = keyText.count
        skipBlanks()
        if peek == .closeBrace {
            throw DataError(
                "\(name): " + (path.isEmpty ? "the dictionary is empty" : "\(place()) is an empty dictionary"))
        }
        while true {
            guard let byte = peek else { throw endOfFile(inside: "dictionary", opened: opening) }
            guard byte == .quote else { throw unexpected(byte, expected: "a key in double quotes") }
            let start = keyText.count
            try Self.string(bytes, at: &index, into: &keyText)
            pending.append(PendingKey(start: UInt32(start), end: UInt32(keyText.count), child: -1))
            skipBlanks()
            guard let colon = peek else { throw endOfFile(inside: "dictionary", opened: opening) }
            guard colon == .colon else { throw unexpected(colon, expected: "':'") }
            index += 1
            skipBlanks()
            path.append(pending.count - 1)
            let child = try level(depth: depth + 1)
            path.removeLast()
            pending[pending.count - 1].child = child
            skipBlanks()
            guard let next = peek else { throw endOfFile(inside: "dictionary", opened: opening) }
            if next == .closeBrace {
                index += 1
                break
            }
            guard next == .comma else { throw unexpected(next, expected: "',' or '}'") }
            let comma = index
            index += 1
            skipBlanks()
            if peek == .closeBrace {
                throw Problem(offset: comma, message: "a comma after the last member (JSON allows none)")
            }
        }
        let level = try addKeys(from: first)
        pending.removeSubrange(first...)
        keyText.removeSubrange(firstKeyByte...)
        return level
    }

    /// A key's value: an array of values or a further dictionary, as a level's number.
    private mutating func level(depth: Int) throws -> Int32 {
        guard let byte = peek else { throw Problem(offset: index, message: "the file ends where a value was expected") }
        switch byte {
        case .openBracket: return try values(depth: depth)
        case .openBrace: return try object(depth: depth)
        case .quote, .minus, UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"),
            UInt8(ascii: "n"):
            throw DataError("\(name): \(place()) must be an array of values or a dictionary")
        default: throw unexpected(byte, expected: "a value")
        }
    }

    /// At "[": the values of a last column, strings or numbers, as a level.
    private mutating func values(depth: Int) throws -> Int32 {
        guard depth <= Self.maximumDepth else {
            throw Problem(offset: index, message: "more than \(Self.maximumDepth) levels of nesting")
        }
        let opening = index
        index += 1
        skipBlanks()
        if peek == .closeBracket {
            index += 1
            return try builder.endLevel()
        }
        var item = 0
        while true {
            item += 1
            guard let byte = peek else { throw endOfFile(inside: "array", opened: opening) }
            switch byte {
            case .quote: try Self.string(bytes, at: &index, into: &builder.text)
            case .minus, UInt8(ascii: "0")...UInt8(ascii: "9"): try Self.number(bytes, at: &index, into: &builder.text)
            case .openBracket, .openBrace:
                throw DataError("\(name): item \(item) of \(place()) is not a string or a number")
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                try literal()
                throw DataError("\(name): item \(item) of \(place()) is not a string or a number")
            default: throw unexpected(byte, expected: "a value")
            }
            try builder.endRow()
            skipBlanks()
            guard let next = peek else { throw endOfFile(inside: "array", opened: opening) }
            if next == .closeBracket {
                index += 1
                return try builder.endLevel()
            }
            guard next == .comma else { throw unexpected(next, expected: "',' or ']'") }
            let comma = index
            index += 1
            skipBlanks()
            if peek == .closeBracket {
                throw Problem(offset: comma, message: "a comma after the last item (JSON allows none)")
            }
        }
    }

    /// Adds the keys of the dictionary just read (from `first` in ``pending``) as a level: sorted,
    /// or in the file's order, a key written twice once, with its last value.
    private mutating func addKeys(from first: Int) throws -> Int32 {
        let count = pending.count - first
        let order: [Int]
        if count == 1 {
            order = [first]
        } else if keepingOrder {
            order = lastPlaces(from: first)
        } else {
            let pending = self.pending
            order = keyText.withUnsafeBufferPointer { text in
                let sorted = NaturalOrder.order(count: count, in: text) { pending[first + $0].range }
                // A key written twice sorts next to itself (its whole text breaks ties); the last
                // written is kept, as JSONSerialization kept its value.
                var order: [Int] = []
                order.reserveCapacity(count)
                var position = 0
                while position < count {
                    var kept = first + sorted[position]
                    position += 1
                    while position < count,
                        Self.equal(text, pending[first + sorted[position]].range, pending[kept].range)
                    {
                        kept = max(kept, first + sorted[position])
                        position += 1
                    }
                    order.append(kept)
                }
                return order
            }
        }
        for entry in order {
            builder.text.append(contentsOf: keyText[pending[entry].range])
            try builder.endRow(leadingTo: pending[entry].child)
        }
        return try builder.endLevel()
    }

    /// The keys from `first` in ``pending`` in the file's order, a key written twice only at its
    /// last place: a table of the keys seen, by their bytes' hash (Swift's `Hasher`, seeded
    /// afresh for each run, so that no file can make the keys collide on purpose).
    private func lastPlaces(from first: Int) -> [Int] {
        let count = pending.count - first
        var size = 1
        while size < 2 * count { size <<= 1 }
        // A slot holds a key's hash (its high 32 bits) beside its place + 1 (0: empty), so that
        // another key's bytes are compared only when their hashes agree.
        var table = [UInt64](repeating: 0, count: size)
        var isLast = [Bool](repeating: true, count: count)
        var repeated = false
        keyText.withUnsafeBufferPointer { text in
            for offset in 0..<count {
                let key = pending[first + offset].range
                var hasher = Hasher()
                hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: text[key])))
                let hash = hasher.finalize()
                let tag = UInt64(UInt32(truncatingIfNeeded: hash >> 32)) << 32
                var slot = hash & (size - 1)
                while table[slot] != 0 {
                    let other = Int(table[slot] & 0xFFFF_FFFF) - 1
                    if table[slot] & ~0xFFFF_FFFF == tag, Self.equal(text, pending[first + other].range, key) {
                        isLast[other] = false
                        repeated = true
                        break
                    }
                    slot = (slot + 1) & (size - 1)
                }
                table[slot] = tag | UInt64(offset + 1)
            }
        }
        return repeated ? (0..<count).filter { isLast[$0] }.map { first + $0 } : Array(first..<pending.count)
    }

    /// Whether two ranges of `text` hold the same bytes.
    private static func equal(_ text: UnsafeBufferPointer<UInt8>, _ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.count == b.count
            && UnsafeBufferPointer(rebasing: text[a]).elementsEqual(UnsafeBufferPointer(rebasing: text[b]))
    }

    /// Where the value being read is, as errors name it.
    private func place() -> String {
        guard !path.isEmpty else { return "the top level" }
        var text = "the value of "
        for (number, entry) in path.enumerated() {
            let title = String(decoding: keyText[pending[entry].range], as: UTF8.self)
            text += (number == 0 ? "" : " → ") + "\"" + title + "\""
        }
        return text
    }

    // MARK: Text

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipBlanks() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// At "t", "f" or "n": reads `true`, `false` or `null`.
    private mutating func literal() throws {
        for word in ["true", "false", "null"] where bytes[index] == word.utf8.first {
            let end = index + word.utf8.count
            guard end <= bytes.count, UnsafeBufferPointer(rebasing: bytes[index..<end]).elementsEqual(word.utf8) else {
                throw Problem(offset: index, message: "not a value (JSON's words are true, false and null)")
            }
            index = end
            return
        }
    }

    /// At `"`: appends the string's text, its escapes decoded, to `text`, and steps past it.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, into text: inout [UInt8])
        throws
    {
        let opening = index
        index += 1
        var run = index
        while true {
            guard index < bytes.count else {
                throw Problem(offset: opening, message: "a string is not closed (the file ends inside it)")
            }
            let byte = bytes[index]
            if byte == .quote {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                index += 1
                return
            }
            if byte == .backslash {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                try escape(bytes, at: &index, into: &text)
                run = index
                continue
            }
            if byte < 0x20 {
                throw Problem(
                    offset: index,
                    message: "a control character (\(codePoint(UInt32(byte)))) in a string: write it escaped")
            }
            if byte < 0x80 {
                index += 1
            } else {
                index += try sequenceLength(bytes, at: index)
            }
        }
    }

    /// At a backslash in a string: appends the character the escape stands for.
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, into text: inout [UInt8])
        throws
    {
        let start = index
        guard index + 1 < bytes.count else {
            throw Problem(offset: start, message: "a string is not closed (the file ends inside it)")
        }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case .quote, .backslash, UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hex4(bytes, at: &index, escapeAt: start)
            if (0xDC00..<0xE000).contains(code) {
                throw Problem(
                    offset: start, message: "\\u\(hex(code)) is the second half of a surrogate pair, without the first")
            }
            if (0xD800..<0xDC00).contains(code) {
                let second = index
                guard index + 1 < bytes.count, bytes[index] == .backslash, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw Problem(
                        offset: start,
                        message:
                            "\\u\(hex(code)) is the first half of a surrogate pair, without the second (\\uDC00 to \\uDFFF)"
                    )
                }
                index += 2
                let low = try hex4(bytes, at: &index, escapeAt: second)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw Problem(
                        offset: start,
                        message:
                            "\\u\(hex(code)) is the first half of a surrogate pair, without the second (\\uDC00 to \\uDFFF)"
                    )
                }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            // Every code point here is a scalar: surrogates were joined or refused above.
            text.append(contentsOf: String(Character(Unicode.Scalar(code)!)).utf8)
        default:
            throw Problem(
                offset: start,
                message:
                    "\(describe(letter, after: "\\")) is not an escape (JSON's are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u with four hexadecimal digits)"
            )
        }
    }

    /// After `\u`: four hexadecimal digits' value.
    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, escapeAt start: Int) throws
        -> UInt32
    {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw Problem(offset: start, message: "\\u must be followed by four hexadecimal digits")
            }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The length of the UTF-8 sequence at `index` (its first byte at least 0x80), checked as
    /// Unicode's table 3-7 says: no overlong forms, no surrogates, nothing past U+10FFFF.
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws -> Int {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        default: length = 0
        }
        var valid = length > 0 && index + length <= bytes.count
        if valid {
            valid = second.contains(bytes[index + 1])
            for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) { valid = false }
        }
        guard valid else {
            let shown = bytes[index..<min(bytes.count, index + max(length, 1))].map { "0x" + hex($0, digits: 2) }
            throw Problem(offset: index, message: "bytes that are not UTF-8 (\(shown.joined(separator: " ")))")
        }
        return length
    }

    /// At "-" or a digit: checks the number's form and appends its text (``shownNumber(_:)``).
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, into text: inout [UInt8])
        throws
    {
        let start = index
        func isDigit(_ offset: Int) -> Bool {
            offset < bytes.count && bytes[offset] >= .digit0 && bytes[offset] <= .digit0 + 9
        }
        func digits() { while isDigit(index) { index += 1 } }
        if bytes[index] == .minus { index += 1 }
        guard isDigit(index) else { throw Problem(offset: start, message: "a number needs a digit after '-'") }
        if bytes[index] == .digit0 {
            index += 1
            if isDigit(index) {
                throw Problem(offset: start, message: "a number cannot start with 0 followed by a digit")
            }
        } else {
            digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw Problem(offset: start, message: "a number needs a digit after '.'") }
            digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == .minus { index += 1 }
            guard isDigit(index) else {
                throw Problem(offset: start, message: "a number needs a digit in its exponent")
            }
            digits()
        }
        let token = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let shown = shownNumber(token) else {
            throw Problem(offset: start, message: "the number \(token) is out of range")
        }
        text.append(contentsOf: shown.utf8)
    }

    /// A number (checked: RFC 8259's form) as `JSONSerialization` gave it, the text of the
    /// `NSNumber` or `NSDecimalNumber` it made, so that a file's answers stay what they were:
    ///
    /// - written without "." or a lowercase "e", and fitting 64 bits (at most 19 characters with a
    ///   minus sign, 20 without): the integer (`-0` is `0`);
    /// - else, more than 17 characters before a lowercase "e", with an exponent from -128 to 127:
    ///   as `Decimal` writes it (`0.30000000000000004`, `1E5` written out);
    /// - else as `Double` writes it (`2.5`, `100.0` for `1e2`, `1e-06`);
    /// - nil beyond a `Double`'s range (`1e400`).
    static func shownNumber(_ token: String) -> String? {
        let utf8 = token.utf8
        let exponentMark = utf8.firstIndex(of: UInt8(ascii: "e"))
        let leading = utf8.distance(from: utf8.startIndex, to: exponentMark ?? utf8.endIndex)
        if exponentMark == nil, !utf8.contains(UInt8(ascii: ".")) {
            if utf8.first == .minus {
                if leading <= 19, let value = Int64(token) { return String(value) }
            } else if leading <= 20, let value = UInt64(token) {
                return String(value)
            }
        }
        let exponent = exponentMark.flatMap { Int(token[utf8.index(after: $0)...]) } ?? 0
        if leading > 17, (-128...127).contains(exponent), let decimal = Decimal(string: token), decimal.isFinite {
            return decimal.description
        }
        if let double = Double(token), double.isFinite { return double.description }
        return nil
    }

    // MARK: Errors

    /// The line and column (in characters) of the byte at `offset`, counted from 1.
    private func position(_ offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in UnsafeBufferPointer(rebasing: bytes[textStart..<min(max(offset, textStart), bytes.count)]) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    private func unexpected(_ byte: UInt8, expected: String) -> Problem {
        Problem(offset: index, message: "\(Self.describe(byte)) where \(expected) was expected")
    }

    private func endOfFile(inside what: String, opened: Int) -> Problem {
        let (line, column) = position(opened)
        return Problem(
            offset: index, message: "the file ends inside the \(what) opened at line \(line), column \(column)")
    }

    /// A byte as messages show it: a visible ASCII character in quotes, else its code.
    private static func describe(_ byte: UInt8, after prefix: String = "") -> String {
        if byte > 0x20 && byte < 0x7F { return "'\(prefix)\(Character(Unicode.Scalar(byte)))'" }
        return byte < 0x80
            ? "\(prefix.isEmpty ? "" : "'\(prefix)' and ")\(codePoint(UInt32(byte)))" : "byte 0x\(hex(byte, digits: 2))"
    }

    private static func codePoint(_ value: UInt32) -> String { "U+" + hex(value) }

    private static func hex(_ value: some BinaryInteger, digits: Int = 4) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension UInt8 {
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let minus = UInt8(ascii: "-")
    fileprivate static let digit0 = UInt8(ascii: "0")
}
