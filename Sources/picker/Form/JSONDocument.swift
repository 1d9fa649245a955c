/// A JSON text read strictly (RFC 8259) into values that keep what a form's spec needs and
/// Foundation's reader loses: the members of an object in their order, a key written twice (an
/// error in a spec, not "the last wins"), and a number as it was written (`"step": 0.10` keeps the
/// two decimals `picker number` answers with).
///
/// Errors are one line: `spec.json: not valid JSON (line 3, column 7: a "," or "}" was expected)`.
indirect enum JSONDocument: Equatable {
    case object([(key: String, value: JSONDocument)])
    case array([JSONDocument])
    case string(String)
    /// A number, as written.
    case number(String)
    case bool(Bool)
    case null

    /// The deepest nesting read: a spec is a few levels deep, and a deeper text is no spec.
    static let maximumDepth = 64

    static func == (left: JSONDocument, right: JSONDocument) -> Bool {
        switch (left, right) {
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// What a value is, as messages name it: "a string", "an array".
    var typeName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }

    /// The value `bytes` hold; `name` is where they came from, for messages.
    static func read(_ bytes: [UInt8], name: String) throws -> JSONDocument {
        var reader = Reader(bytes: bytes)
        do {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { reader.index = 3 }
            reader.textStart = reader.index
            guard String(validating: bytes[reader.index...], as: UTF8.self) != nil else {
                throw Reader.Problem(offset: reader.firstInvalidUTF8(), message: "the text is not UTF-8")
            }
            reader.skipBlanks()
            let value = try reader.value(depth: 0)
            reader.skipBlanks()
            guard reader.index == bytes.count else {
                throw Reader.Problem(offset: reader.index, message: "there is more after the value")
            }
            return value
        } catch let problem as Reader.Problem {
            let (line, column) = reader.position(of: problem.offset)
            throw UsageError("\(name): not valid JSON (line \(line), column \(column): \(problem.message))")
        }
    }

    /// One pass over the bytes.
    private struct Reader {
        struct Problem: Error {
            var offset: Int
            var message: String
        }

        let bytes: [UInt8]
        var index = 0
        var textStart = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The line and column (from 1, columns in characters) of the byte at `offset`.
        func position(of offset: Int) -> (Int, Int) {
            var line = 1
            var lineStart = textStart
            for at in textStart..<min(offset, bytes.count) where bytes[at] == 0x0A {
                line += 1
                lineStart = at + 1
            }
            let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
            return (line, column)
        }

        /// The offset of the first byte that is not part of UTF-8 text.
        func firstInvalidUTF8() -> Int {
            var offset = textStart
            while offset < bytes.count {
                var length = 1
                while length <= 4, offset + length <= bytes.count,
                    String(validating: bytes[offset..<(offset + length)], as: UTF8.self) == nil
                {
                    length += 1
                }
                if length > 4 || offset + length > bytes.count { return offset }
                offset += length
            }
            return offset
        }

        mutating func skipBlanks() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        func problem(_ message: String) -> Problem { Problem(offset: index, message: message) }

        mutating func value(depth: Int) throws -> JSONDocument {
            guard depth < JSONDocument.maximumDepth else {
                throw problem("more than \(JSONDocument.maximumDepth) levels of objects and arrays")
            }
            guard index < bytes.count else { throw problem("the text ends where a value was expected") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try word("true", .bool(true))
            case UInt8(ascii: "f"): return try word("false", .bool(false))
            case UInt8(ascii: "n"): return try word("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw problem("a value was expected")
            }
        }

        mutating func word(_ text: String, _ value: JSONDocument) throws -> JSONDocument {
            let expected = Array(text.utf8)
            guard bytes.count - index >= expected.count, Array(bytes[index..<(index + expected.count)]) == expected
            else { throw problem("a value was expected") }
            index += expected.count
            return value
        }

        mutating func object(depth: Int) throws -> JSONDocument {
            index += 1
            var members: [(key: String, value: JSONDocument)] = []
            skipBlanks()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipBlanks()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw problem("a member's name (a string) was expected")
                }
                let keyStart = index
                let key = try string()
                if members.contains(where: { $0.key == key }) {
                    throw Problem(offset: keyStart, message: "\"\(key)\" is given twice in one object")
                }
                skipBlanks()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw problem("a \":\" was expected after the name")
                }
                index += 1
                skipBlanks()
                members.append((key, try value(depth: depth + 1)))
                skipBlanks()
                guard index < bytes.count else { throw problem("the text ends inside an object") }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                guard bytes[index] == UInt8(ascii: ",") else { throw problem("a \",\" or \"}\" was expected") }
                index += 1
            }
        }

        mutating func array(depth: Int) throws -> JSONDocument {
            index += 1
            var items: [JSONDocument] = []
            skipBlanks()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipBlanks()
                items.append(try value(depth: depth + 1))
                skipBlanks()
                guard index < bytes.count else { throw problem("the text ends inside an array") }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                }
                guard bytes[index] == UInt8(ascii: ",") else { throw problem("a \",\" or \"]\" was expected") }
                index += 1
            }
        }

        mutating func number() throws -> String {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                    index += 1
                }
                return index - from
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            let whole = index
            guard digits() > 0 else { throw problem("a digit was expected") }
            if bytes[whole] == UInt8(ascii: "0"), index - whole > 1 {
                throw Problem(offset: whole, message: "a number does not start with 0")
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw problem("a digit was expected after \".\"") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { throw problem("a digit was expected in the exponent") }
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func string() throws -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var runStart = index
            func flush(_ reader: Reader, to end: Int) {
                scalars.append(contentsOf: String(decoding: reader.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(self, to: index)
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw problem("a control character must be escaped in a string") }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                flush(self, to: index)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default:
                    index -= 2
                    throw problem("\\\(Character(Unicode.Scalar(escape))) is not an escape of JSON")
                }
                runStart = index
            }
            throw problem("the text ends inside a string")
        }

        /// The scalar of `\uXXXX` (after the `u`), a surrogate pair joined.
        mutating func unicodeEscape() throws -> Unicode.Scalar {
            let start = index - 2
            let first = try hex()
            if (0xD800..<0xDC00).contains(first) {
                guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw Problem(offset: start, message: "half of a surrogate pair") }
                index += 2
                let second = try hex()
                guard (0xDC00..<0xE000).contains(second) else {
                    throw Problem(offset: start, message: "half of a surrogate pair")
                }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw Problem(offset: start, message: "half of a surrogate pair")
            }
            return scalar
        }

        mutating func hex() throws -> UInt32 {
            guard bytes.count - index >= 4 else { throw problem("\\u needs four hexadecimal digits") }
            var value: UInt32 = 0
            for byte in bytes[index..<(index + 4)] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw problem("\\u needs four hexadecimal digits")
                }
                value = value * 16 + UInt32(digit)
            }
            index += 4
            return value
        }
    }
}
