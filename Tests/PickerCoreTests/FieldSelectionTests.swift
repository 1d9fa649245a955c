import Testing

@testable import PickerCore

/// Field expressions as fzf's `--nth` and `--with-nth` read them, and the split of a store's
/// first items into a header.
@Suite("FieldSelection")
struct FieldSelectionTests {
    static let line = "  abc123   nginx:latest   Up 2 hours  "

    @Test func fieldsAreSplitAsAwkSplitsThemWithTheirTrailingBlanks() {
        let fields = FieldSelection.fields(of: Array(Self.line))
        #expect(
            fields.map { String(Array(Self.line)[$0]) } == ["abc123   ", "nginx:latest   ", "Up ", "2 ", "hours  "])
        #expect(FieldSelection.fields(of: Array("   ")).isEmpty)
        #expect(FieldSelection.fields(of: []).isEmpty)
    }

    @Test(arguments: [
        ("1", "abc123"), ("2", "nginx:latest"), ("-1", "hours"), ("-2", "2"), ("3..", "Up 2 hours"),
        ("..2", "abc123   nginx:latest"), ("2..3", "nginx:latest   Up"), ("..", "abc123   nginx:latest   Up 2 hours"),
        ("3,1", "Up abc123"), ("1,1", "abc123"), ("9", ""), ("4..2", ""), ("-9..1", "abc123"),
        ("2..-4", "nginx:latest"), ("3,..", "Up abc123   nginx:latest   2 hours"),
        ("2..3,1..4", "nginx:latest   Up abc123   2"), ("-1,5,..,1", "hours  abc123   nginx:latest   Up 2"),
    ])
    func expressionsChooseFields(expression: String, selected: String) throws {
        let selection = try FieldSelection(parsing: expression)
        #expect(selection.select(Self.line) == selected)
    }

    /// 10,000 expressions (the issue's `--nth 1,2,3,…`, and `..` 10,000 times) choose each field
    /// once: the text chosen is never longer than the item.
    @Test func manyExpressionsChooseEachFieldOnce() throws {
        let characters = Array(Self.line)
        let all = try FieldSelection(parsing: Array(repeating: "..", count: 10_000).joined(separator: ","))
        #expect(all.ranges.count == 10_000)
        #expect(all.select(Self.line) == "abc123   nginx:latest   Up 2 hours")
        #expect(all.offsets(in: characters) == Array(2..<characters.count))
        let numbers = (0..<10_000).map { String($0 % 1000 + 1) }.joined(separator: ",")
        let each = try FieldSelection(parsing: numbers)
        #expect(each.offsets(in: characters) == all.offsets(in: characters))
        let reversed = try FieldSelection(
            parsing: (1...1000).reversed().map(String.init).joined(separator: ",") + ",..")
        #expect(reversed.select(Self.line) == "hours  2 Up nginx:latest   abc123")
        let wide = Array((1...2_000).map { "f\($0)" }.joined(separator: " "))
        #expect(all.offsets(in: wide).count == wide.count)
        #expect(
            try FieldSelection(parsing: "-1,1..").select(String(wide)).hasPrefix("f2000f1 f2 "),
            "the last field has no blank after it")
    }

    @Test(arguments: [
        ("0", "\"0\" names field 0: fields count from 1 (or from -1 at the end)"),
        ("1,0..2", "\"0..2\" names field 0: fields count from 1 (or from -1 at the end)"),
        ("", "\"\" names no field"),
        ("1,", "\"1,\" has an empty field between commas"),
        ("x", "\"x\" is not a field: give a number such as 2 or -1, or a range such as 2..4, 3.. or ..-2"),
        ("1.5", "\"1.5\" is not a field: give a number such as 2 or -1, or a range such as 2..4, 3.. or ..-2"),
        ("+2", "\"+2\" is not a field: give a number such as 2 or -1, or a range such as 2..4, 3.. or ..-2"),
        ("1001", "\"1001\" is beyond field 1000"),
        ("-99999999999999999999", "\"-99999999999999999999\" is beyond field 1000"),
        ("1...3", "\"1...3\" is not a field: give a number such as 2 or -1, or a range such as 2..4, 3.. or ..-2"),
    ])
    func badExpressionsSayWhatIsWrong(expression: String, message: String) {
        #expect(throws: FieldSelection.Problem.self) { try FieldSelection(parsing: expression) }
        do {
            _ = try FieldSelection(parsing: expression)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theFirstItemsSplitOffAsAHeaderKeepTheStoresReading() {
        var store = ItemStore()
        store.trimsBlanks = true
        store.append("  NAME  PID\r\n  one  1\ntwo  2\nthree")
        let (head, rest) = store.split(first: 1)
        #expect(head.count == 1 && head.label(at: 0) == "NAME  PID")
        #expect((0..<rest.count).map { rest[$0] } == ["one  1", "two  2"])
        #expect(rest.trimsBlanks)
        var grown = rest
        grown.finish()
        #expect(grown.count == 3 && grown[2] == "three", "the unfinished line stays unfinished")
        let (all, none) = store.split(first: 10)
        #expect(all.count == 3 && none.isEmpty)
        let (nothing, same) = store.split(first: 0)
        #expect(nothing.isEmpty && same.count == 3)
    }
}
