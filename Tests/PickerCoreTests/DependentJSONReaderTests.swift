import Foundation
import Testing

@testable import PickerCore

/// The JSON of dependent files, read by hand into the compact tree: the same trees as
/// `JSONSerialization` and the old tree gave, on random files of every shape, and a one-line
/// error naming the line and column for every way a text can break RFC 8259.
@Suite("DependentTreeFile: JSON read by hand")
struct DependentJSONReaderTests {
    func parse(_ text: String, keepingOrder: Bool = false) throws -> DependentTree {
        try DependentTreeFile.parse(Data(text.utf8), name: "t.json", keepingOrder: keepingOrder)
    }

    /// The tree as it was made before: `JSONSerialization`, then the keys sorted and each value
    /// or number's text taken as Foundation gives it.
    static func reference(_ data: Data) throws -> DependentTree {
        func node(_ value: Any) -> DependentTree.Node {
            if let array = value as? [Any] {
                return .values(array.map { ($0 as? String) ?? ($0 as! NSNumber).stringValue })
            }
            let dictionary = value as! [String: Any]
            let keys = Array(dictionary.keys)
            return .keys(NaturalOrder.order(keys).map { (keys[$0], node(dictionary[keys[$0]]!)) })
        }
        return DependentTree(root: node(try JSONSerialization.jsonObject(with: data)))
    }

    /// A number's text as `JSONSerialization` gives it.
    static func foundationText(_ token: String) -> String? {
        guard let array = try? JSONSerialization.jsonObject(with: Data("[\(token)]".utf8)) as? [Any] else { return nil }
        return (array[0] as? NSNumber)?.stringValue
    }

    @Test("random files of every shape give the tree JSONSerialization gave, sorted; and their own order kept")
    func randomFilesMatchTheOldTree() throws {
        var random = SeededGenerator(seed: 30_16)
        for round in 0..<300 {
            let model = RandomTree.make(depth: Int.random(in: 2...5, using: &random), using: &random)
            let text = RandomTree.json(model, using: &random)
            let data = Data(text.utf8)
            let sorted = try DependentTreeFile.parse(data, name: "r.json")
            #expect(sorted == (try Self.reference(data)), "round \(round): \(text)")
            let kept = try DependentTreeFile.parse(data, name: "r.json", keepingOrder: true)
            #expect(kept.root == RandomTree.expected(model), "round \(round): \(text)")
            #expect(kept.columnCount == sorted.columnCount)
        }
    }

    @Test(
        "numbers read as JSONSerialization read them: integers, 64-bit edges, long ones as Decimal, the rest as Double")
    func numbersAsBefore() throws {
        var tokens = [
            "0", "-0", "1", "-1", "1.0", "1.5", "2.5", "0.1", "1e2", "1E2", "1e+2", "1e-2", "1.25e3", "-0.0",
            "123456789012345678", "9223372036854775807", "9223372036854775808", "18446744073709551615",
            "18446744073709551616", "-9223372036854775808", "-9223372036854775809", "1e-400", "0.30000000000000004",
            "3.14159265358979323846", "100000000000000000000000", "1.7976931348623157e308", "5e-324", "123.456e-7",
            "0.000001", "0.0000001", "1e15", "1e16", "1e21", "12345678.9", "-270800897500294.0", "2E-0",
            "896090920950101E100", "29976695398995309E5", "-87899628749094209E-1", "1.10", "99999999999999999999e127",
            "99999999999999999999e128", "123456789012345678901234567890123456789012345678901234567890",
        ]
        var random = SeededGenerator(seed: 17)
        for _ in 0..<3_000 { tokens.append(RandomTree.number(using: &random)) }
        let text = "{\"n\": [" + tokens.joined(separator: ", ") + "]}"
        let values = try parse(text).root.child(0)!.titles
        for (token, value) in zip(tokens, values) {
            #expect(value == Self.foundationText(token), "\(token)")
        }
        #expect(values.count == tokens.count)
    }

    @Test("strings: every escape, surrogate pairs, raw UTF-8 of each length, NUL, a byte order mark")
    func stringsAsBefore() throws {
        let text =
            "\u{FEFF}"
            + #"{"k\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\uD83D\uDE00\u0000": ["a\u0000b", "é€😀", "", "\u007f\u0080", " x y "]}"#
        let tree = try parse(text)
        #expect(tree.root.titles == ["k\"\\/\u{8}\u{C}\n\r\tAé€😀\u{0}"])
        #expect(tree.root.child(0)?.titles == ["a\u{0}b", "é€😀", "", "\u{7F}\u{80}", " x y "])
        #expect(tree == (try Self.reference(Data(text.utf8))))
    }

    @Test(
        "a text that breaks RFC 8259 is refused in one line naming the line and column",
        arguments: [
            (#"{"a": [1,]}"#, "line 1, column 9: a comma after the last item (JSON allows none)"),
            (#"{"a": [1], }"#, "line 1, column 10: a comma after the last member (JSON allows none)"),
            (#"{"a": [01]}"#, "line 1, column 8: a number cannot start with 0 followed by a digit"),
            (#"{"a": [-]}"#, "line 1, column 8: a number needs a digit after '-'"),
            (#"{"a": [1.]}"#, "line 1, column 8: a number needs a digit after '.'"),
            (#"{"a": [1e+]}"#, "line 1, column 8: a number needs a digit in its exponent"),
            (#"{"a": [.5]}"#, "line 1, column 8: '.' where a value was expected"),
            (#"{"a": [+1]}"#, "line 1, column 8: '+' where a value was expected"),
            (#"{"a": [1e400]}"#, "line 1, column 8: the number 1e400 is out of range"),
            (#"{"a": [tru]}"#, "line 1, column 8: not a value (JSON's words are true, false and null)"),
            (
                #"{"a": ["\x"]}"#,
                #"line 1, column 9: '\x' is not an escape (JSON's are \" \\ \/ \b \f \n \r \t and \u with four hexadecimal digits)"#
            ),
            (#"{"a": ["\u12"]}"#, #"line 1, column 9: \u must be followed by four hexadecimal digits"#),
            (
                #"{"a": ["\ud800"]}"#,
                #"line 1, column 9: \uD800 is the first half of a surrogate pair, without the second (\uDC00 to \uDFFF)"#
            ),
            (
                #"{"a": ["\ud800\u0041"]}"#,
                #"line 1, column 9: \uD800 is the first half of a surrogate pair, without the second (\uDC00 to \uDFFF)"#
            ),
            (
                #"{"a": ["\udc00"]}"#,
                #"line 1, column 9: \uDC00 is the second half of a surrogate pair, without the first"#
            ),
            ("{\"a\": [\"x\ty\"]}", "line 1, column 10: a control character (U+0009) in a string: write it escaped"),
            (#"{"a": ["abc"#, "line 1, column 8: a string is not closed (the file ends inside it)"),
            (#"{"a": [1"#, "line 1, column 9: the file ends inside the array opened at line 1, column 7"),
            (
                "{\n  \"a\": [1],\n  \"b\": [2]",
                "line 3, column 11: the file ends inside the dictionary opened at line 1, column 1"
            ),
            ("{\n  \"a\": [1,\n  ]\n}", "line 2, column 10: a comma after the last item (JSON allows none)"),
            (#"{"é😀": [1 2]}"#, "line 1, column 11: '2' where ',' or ']' was expected"),
            (#"{"a": [1]} x"#, "line 1, column 12: 'x' where nothing after the top-level dictionary was expected"),
            (#"{'a': [1]}"#, "line 1, column 2: ''' where a key in double quotes was expected"),
            (#"{a: [1]}"#, "line 1, column 2: 'a' where a key in double quotes was expected"),
            (#"{"a" [1]}"#, "line 1, column 6: '[' where ':' was expected"),
            (#"{"a": [1] "b": [2]}"#, #"line 1, column 11: '"' where ',' or '}' was expected"#),
            (#"{"a": x}"#, "line 1, column 7: 'x' where a value was expected"),
            ("{\"a\": [\u{1}]}", "line 1, column 8: U+0001 where a value was expected"),
        ])
    func brokenTextIsRefused(text: String, message: String) {
        #expect(throws: DataError("t.json: not valid JSON (\(message))")) { try parse(text) }
    }

    @Test("bytes that are not UTF-8 are refused where they are: stray, overlong, surrogate, cut short")
    func notUTF8() {
        let cases: [([UInt8], String)] = [
            ([0xFF], "bytes that are not UTF-8 (0xFF)"),
            ([0xC0, 0x80], "bytes that are not UTF-8 (0xC0)"),
            ([0xE0, 0x80, 0x80], "bytes that are not UTF-8 (0xE0 0x80 0x80)"),
            ([0xED, 0xA0, 0x80], "bytes that are not UTF-8 (0xED 0xA0 0x80)"),
            ([0xF4, 0x90, 0x80, 0x80], "bytes that are not UTF-8 (0xF4 0x90 0x80 0x80)"),
            ([0xE2, 0x82], "bytes that are not UTF-8 (0xE2 0x82 0x22)"),
            ([0x80], "bytes that are not UTF-8 (0x80)"),
        ]
        for (bytes, message) in cases {
            let data = Data(#"{"é": [""#.utf8) + Data(bytes) + Data(#""]}"#.utf8)
            #expect(throws: DataError("t.json: not valid JSON (line 1, column 9: \(message))"), "\(bytes)") {
                try DependentTreeFile.parse(data, name: "t.json")
            }
        }
        let outside = Data(#"{"a": [1]}"#.utf8) + Data([0xC3, 0xA9])
        #expect(
            throws: DataError(
                "t.json: not valid JSON (line 1, column 11: byte 0xC3 where nothing after the top-level dictionary was expected)"
            )
        ) {
            try DependentTreeFile.parse(outside, name: "t.json")
        }
        let utf16 = "{\"a\": [\"b\"]}".data(using: .utf16LittleEndian)!
        #expect(
            throws: DataError(
                "t.json: not valid JSON (the file is UTF-16 or UTF-32: JSON is UTF-8, and iconv -f UTF-16 -t UTF-8 converts it)"
            )
        ) {
            try DependentTreeFile.parse(utf16, name: "t.json")
        }
    }

    @Test("nesting: 512 levels are read (JSONSerialization's limit), 513 are refused")
    func nestingLimit() throws {
        func nested(_ objects: Int) -> String {
            String(repeating: #"{"k": "#, count: objects) + "[\"v\"]" + String(repeating: "}", count: objects)
        }
        let deepest = try parse(nested(511))
        #expect(deepest.columnCount == 512)
        #expect(deepest == (try Self.reference(Data(nested(511).utf8))))
        #expect(
            throws: DataError("t.json: not valid JSON (line 1, column \(512 * 6 + 1): more than 512 levels of nesting)")
        ) {
            try parse(nested(512))
        }
    }

    @Test("what is not a dependent tree is named as before, with where it is")
    func wrongShapesAreNamed() {
        let cases = [
            ("{}", "t.json: the dictionary is empty"),
            (#"{"a": {}}"#, #"t.json: the value of "a" is an empty dictionary"#),
            ("[1, 2]", "t.json: the top level must be a dictionary from key to array of values"),
            (#"{"a": 1}"#, #"t.json: the value of "a" must be an array of values or a dictionary"#),
            (#"{"a": {"b": "c"}}"#, #"t.json: the value of "a" → "b" must be an array of values or a dictionary"#),
            (#"{"a": ["x", [1]]}"#, #"t.json: item 2 of the value of "a" is not a string or a number"#),
            (#"{"a": {"b": [null]}}"#, #"t.json: item 1 of the value of "a" → "b" is not a string or a number"#),
            (#"{"a": [false]}"#, #"t.json: item 1 of the value of "a" is not a string or a number"#),
        ]
        for (text, message) in cases {
            #expect(throws: DataError(message), "\(text)") { try parse(text) }
        }
    }

    @Test("keys written twice: the last value, at the last place in the file's order; sorted once")
    func repeatedKeys() throws {
        let text = #"{"b": ["1"], "a": {"x": ["2"]}, "b": ["3"], "c": [], "a": ["4"]}"#
        let kept = try parse(text, keepingOrder: true)
        #expect(kept.root == .keys([("b", .values(["3"])), ("c", .values([])), ("a", .values(["4"]))]))
        #expect(kept.columnCount == 2, "the value written over no longer counts")
        let sorted = try parse(text)
        #expect(sorted.root == .keys([("a", .values(["4"])), ("b", .values(["3"])), ("c", .values([]))]))
        #expect(sorted == (try Self.reference(Data(text.utf8))))
    }

    @Test("keys that differ in bytes stay apart, even when Unicode calls them equivalent")
    func keysAreBytes() throws {
        let tree = try parse("{\"\u{E9}\": [\"1\"], \"e\u{301}\": [\"2\"]}", keepingOrder: true)
        #expect(tree.root.rowCount == 2)
        #expect(tree.root.child(1)?.titles == ["2"])
    }
}

/// Random dependent trees as a file could hold them, written as JSON in many ways, and the tree
/// each should give in its own order.
enum RandomTree {
    indirect enum Model {
        case values([Value])
        case keys([(String, Model)])
    }

    enum Value {
        case string(String)
        case number(String)
    }

    static let pieces = [
        "a", "B", "zeta", "10", "2", "007", "x y", "é", "Äpfel", "ß", "日本", "😀", "\"", "\\", "/", "\n", "\t", "\u{0}",
        "\u{7F}", "\u{1F}", "€", "-", "_", "item 9", "Item 10", "",
    ]

    static func text(using random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static func make(depth: Int, using random: inout SeededGenerator) -> Model {
        if depth == 1 {
            return .values(
                (0..<Int.random(in: 0...5, using: &random)).map { _ in
                    Bool.random(using: &random) ? .string(text(using: &random)) : .number(number(using: &random))
                })
        }
        // A small pool of keys, so that some are written twice.
        let pool = (0..<Int.random(in: 1...6, using: &random)).map { _ in text(using: &random) }
        return .keys(
            (0..<Int.random(in: 1...6, using: &random)).map { _ in
                let below = Int.random(in: 0..<4, using: &random) == 0 ? 1 : depth - 1
                return (pool.randomElement(using: &random)!, make(depth: below, using: &random))
            })
    }

    /// An RFC 8259 number in range, of any form.
    static func number(using random: inout SeededGenerator) -> String {
        func digits(_ count: Int, leading: Bool) -> String {
            String(
                (0..<count).map { index in
                    Character(
                        String(
                            index == 0 && leading
                                ? Int.random(in: 1...9, using: &random) : Int.random(in: 0...9, using: &random)))
                })
        }
        var token = Bool.random(using: &random) ? "-" : ""
        let size = [1, 2, 5, 15, 16, 17, 18, 19, 20, 21, 25, 40].randomElement(using: &random)!
        token += Int.random(in: 0..<4, using: &random) == 0 ? "0" : digits(size, leading: true)
        if Bool.random(using: &random) {
            token += "." + digits([1, 2, 5, 16, 17, 18, 30].randomElement(using: &random)!, leading: false)
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            token += ["e", "E"].randomElement(using: &random)! + ["", "+", "-"].randomElement(using: &random)!
            token += String([0, 1, 2, 16, 22, 100, 127, 128, 200, 300].randomElement(using: &random)!)
        }
        // Out of a Double's range is an error, not a number: those are tested apart.
        return Double(token)!.isFinite ? token : "1"
    }

    /// `model` as JSON: blanks of every kind between tokens, characters escaped or not.
    static func json(_ model: Model, using random: inout SeededGenerator) -> String {
        func blank() -> String { ["", " ", "\n", "\t", "\r\n  ", ""].randomElement(using: &random)! }
        func string(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += Bool.random(using: &random) ? "\\n" : "\\u000a"
                case "\t": out += "\\t"
                case "/": out += Bool.random(using: &random) ? "\\/" : "/"
                case _ where scalar.value < 0x20: out += String(format: "\\u%04X", scalar.value)
                case _ where scalar.value > 0xFFFF && Bool.random(using: &random):
                    let value = scalar.value - 0x10000
                    out += String(format: "\\u%04x\\u%04x", 0xD800 + (value >> 10), 0xDC00 + (value & 0x3FF))
                case _ where scalar.value > 0x7F && Bool.random(using: &random):
                    out += scalar.value > 0xFFFF ? String(scalar) : String(format: "\\u%04X", scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        switch model {
        case .values(let values):
            let items = values.map { value -> String in
                switch value {
                case .string(let text): blank() + string(text) + blank()
                case .number(let token): blank() + token + blank()
                }
            }
            return "[" + blank() + items.joined(separator: ",") + "]"
        case .keys(let keys):
            let members = keys.map {
                blank() + string($0.0) + blank() + ":" + blank() + json($0.1, using: &random) + blank()
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    /// The level `model` gives with the file's order kept: a key written twice once, at its last
    /// place, with its last value; numbers as Foundation shows them.
    static func expected(_ model: Model) -> DependentTree.Node {
        switch model {
        case .values(let values):
            return .values(
                values.map { value in
                    switch value {
                    case .string(let text): text
                    case .number(let token): DependentJSONReaderTests.foundationText(token)!
                    }
                })
        case .keys(let keys):
            let last = keys.indices.filter { index in
                !keys[(index + 1)...].contains { $0.0.utf8.elementsEqual(keys[index].0.utf8) }
            }
            return .keys(last.map { (keys[$0].0, expected(keys[$0].1)) })
        }
    }
}
