import Testing

@testable import PickerKit

/// The line editor every text entry shares: each key, graphemes, the limit, the characters a
/// host allows, pastes, the sideways scroll and the drawing.
@Suite("Line editor")
struct LineEditorTests {
    /// An editor holding `text` with its cursor before grapheme `cursor`.
    static func editor(_ text: String, cursor: Int, characterLimit: Int? = nil) -> LineEditor {
        var editor = LineEditor(text, characterLimit: characterLimit)
        editor.moveCursor(to: cursor)
        return editor
    }

    /// Every key of the table, each from "ab cd-ef gh" with the cursor between "d" and "-": the
    /// key's name, the key, what the text then reads and where the cursor then is.
    static let keys: [(name: String, key: Key, modifiers: Modifiers, text: String, cursor: Int)] = [
        ("Left", .left, [], "ab cd-ef gh", 4),
        ("Ctrl-B", .character("b"), .control, "ab cd-ef gh", 4),
        ("Right", .right, [], "ab cd-ef gh", 6),
        ("Ctrl-F", .character("f"), .control, "ab cd-ef gh", 6),
        ("Alt-B: to the start of the word (letters and digits)", .character("b"), .alt, "ab cd-ef gh", 3),
        ("Ctrl-Left", .left, .control, "ab cd-ef gh", 3),
        ("Alt-Left", .left, .alt, "ab cd-ef gh", 3),
        ("Alt-F: past the next word, over the '-'", .character("f"), .alt, "ab cd-ef gh", 8),
        ("Ctrl-Right", .right, .control, "ab cd-ef gh", 8),
        ("Alt-Right", .right, .alt, "ab cd-ef gh", 8),
        ("Home", .home, [], "ab cd-ef gh", 0),
        ("Ctrl-A", .character("a"), .control, "ab cd-ef gh", 0),
        ("End", .end, [], "ab cd-ef gh", 11),
        ("Ctrl-E", .character("e"), .control, "ab cd-ef gh", 11),
        ("Backspace", .backspace, [], "ab c-ef gh", 4),
        ("Shift-Backspace", .backspace, .shift, "ab c-ef gh", 4),
        ("Ctrl-H", .character("h"), .control, "ab c-ef gh", 4),
        ("Delete", .delete, [], "ab cdef gh", 5),
        ("Ctrl-D", .character("d"), .control, "ab cdef gh", 5),
        ("Ctrl-W: back to a blank, as readline", .character("w"), .control, "ab -ef gh", 3),
        ("Alt-Backspace", .backspace, .alt, "ab -ef gh", 3),
        ("Ctrl-Backspace", .backspace, .control, "ab -ef gh", 3),
        ("Alt-D: to the end of the next word", .character("d"), .alt, "ab cd gh", 5),
        ("Ctrl-U", .character("u"), .control, "-ef gh", 0),
        ("Ctrl-K", .character("k"), .control, "ab cd", 5),
        ("a character", .character("x"), [], "ab cdx-ef gh", 6),
        ("a shifted character", .character("X"), .shift, "ab cdX-ef gh", 6),
    ]

    @Test("every key of a shell's line editor", arguments: keys)
    func everyKey(name: String, key: Key, modifiers: Modifiers, text: String, cursor: Int) throws {
        var editor = Self.editor("ab cd-ef gh", cursor: 5)
        let handled = editor.handle(key, modifiers)
        let outcome = try #require(handled, "the editor takes \(name)")
        #expect(editor.text == text, "\(name)")
        #expect(editor.cursor == cursor, "\(name)")
        #expect(outcome == LineEditor.Outcome(changed: text != "ab cd-ef gh", overflowed: false))
    }

    @Test("keys that are not the editor's are left to its host, the text untouched")
    func keysLeftToTheHost() {
        let others: [(Key, Modifiers)] = [
            (.up, []), (.down, []), (.pageUp, []), (.pageDown, []), (.tab, []), (.tab, .shift), (.enter, []),
            (.enter, .alt), (.escape, []), (.function(1), []), (.character("p"), .control),
            (.character("n"), .control), (.character("g"), .control), (.character("x"), .alt),
        ]
        for (key, modifiers) in others {
            var editor = Self.editor("ab cd", cursor: 2)
            #expect(editor.handle(key, modifiers) == nil, "\(key) \(modifiers)")
            #expect(editor.text == "ab cd" && editor.cursor == 2)
        }
    }

    @Test("at the ends, a key of the editor's is taken and changes nothing")
    func atTheEnds() {
        var editor = Self.editor("ab", cursor: 0)
        #expect(editor.handle(.backspace, []) == .unchanged)
        #expect(editor.handle(.left, []) == .unchanged)
        #expect(editor.handle(.character("w"), .control) == .unchanged)
        editor.moveCursor(to: 2)
        #expect(editor.handle(.delete, []) == .unchanged)
        #expect(editor.handle(.character("k"), .control) == .unchanged)
        #expect(editor.handle(.character("f"), .alt) == .unchanged)
        #expect(editor.text == "ab" && editor.cursor == 2)
    }

    @Test("a wide character, an emoji, a flag and a letter with its accent move and delete as one")
    func graphemes() throws {
        var editor = LineEditor("日👨‍👩‍👧🇫🇷e\u{301}")
        #expect(editor.graphemes.count == 4 && editor.cursor == 4)
        editor.moveCursor(to: 0)
        for expected in 1...4 {
            _ = editor.handle(.right, [])
            #expect(editor.cursor == expected)
        }
        _ = editor.handle(.backspace, [])
        #expect(editor.text == "日👨‍👩‍👧🇫🇷")
        _ = editor.handle(.backspace, [])
        #expect(editor.text == "日👨‍👩‍👧", "a flag goes with one Backspace")
        editor.moveCursor(to: 0)
        _ = editor.handle(.delete, [])
        #expect(editor.text == "👨‍👩‍👧" && editor.cursor == 0)
        var accents = LineEditor("cafe")
        let typed = accents.handle(.character("\u{301}"), [])
        let joined = try #require(typed)
        #expect(joined.changed && accents.text == "cafe\u{301}" && accents.graphemes.count == 4)
        #expect(accents.cursor == 4, "the accent joined its letter: still four graphemes")
        _ = accents.handle(.character("w"), .control)
        #expect(accents.isEmpty)
    }

    @Test("the limit counts graphemes and keeps out what does not fit")
    func limit() throws {
        var editor = LineEditor("日本", characterLimit: 3)
        #expect(editor.insert("語x") == LineEditor.Outcome(changed: true, overflowed: true))
        #expect(editor.text == "日本語")
        #expect(editor.handle(.character("y"), []) == LineEditor.Outcome(changed: false, overflowed: true))
        #expect(editor.text == "日本語")
        _ = editor.handle(.backspace, [])
        #expect(editor.insert("🇫🇷🇩🇪") == LineEditor.Outcome(changed: true, overflowed: true))
        #expect(editor.text == "日本🇫🇷", "a flag is one grapheme")
        var accent = LineEditor("ab", characterLimit: 2)
        #expect(accent.handle(.character("\u{301}"), []) == LineEditor.Outcome(changed: true, overflowed: false))
        #expect(accent.text == "ab\u{301}", "an accent that joins a letter adds nothing to the count")
        #expect(LineEditor("abcdef", characterLimit: 4).text == "abcd", "text given is cut to the limit")
    }

    @Test("a host's allowed characters: others are not the editor's keys, and leave a paste")
    func allowedCharacters() {
        var editor = LineEditor(allows: { $0.isNumber || $0 == "." })
        #expect(editor.handle(.character("7"), []) != nil)
        #expect(editor.handle(.character("x"), []) == nil)
        #expect(editor.handle(.character(" "), []) == nil)
        #expect(editor.insert("1x.5 kg") == LineEditor.Outcome(changed: true, overflowed: false))
        #expect(editor.text == "71.5")
        #expect(editor.insert("kg") == .unchanged)
    }

    @Test("a paste goes in at the cursor as one line without control characters")
    func paste() {
        var editor = Self.editor("ad", cursor: 1)
        #expect(editor.insert("b\r\nc\t\u{1B}[31m") == LineEditor.Outcome(changed: true, overflowed: false))
        #expect(editor.text == "ab c [31md" && editor.cursor == 9)
        #expect(editor.insert("\u{7}\u{1B}") == .unchanged, "nothing left to insert")
        editor.setText("x\ny")
        #expect(editor.text == "x y" && editor.cursor == 3)
    }

    @Test("the text scrolls to keep the cursor in view, no further than the cursor asks")
    func scrolling() {
        var editor = LineEditor("abcdefghijkl")
        editor.layout(room: 8)
        #expect(editor.firstShown == 5, "the end shows, with a cell for the cursor")
        _ = editor.handle(.home, [])
        #expect(editor.firstShown == 0)
        for _ in 0..<8 { _ = editor.handle(.right, []) }
        #expect(editor.firstShown == 1, "the cursor before 'i' needs the cell of 'i'")
        _ = editor.handle(.left, [])
        #expect(editor.firstShown == 1, "moving back inside the view does not scroll")
        _ = editor.handle(.end, [])
        for _ in 0..<6 { _ = editor.handle(.backspace, []) }
        #expect(editor.firstShown == 0, "text hidden at the left comes back when there is room")
        editor.layout(room: 0)
        #expect(editor.firstShown == 0)
        var wide = LineEditor("日本語日本語")
        wide.layout(room: 7)
        #expect(wide.firstShown == 3, "three wide characters and the cursor's cell")
        wide.isMasked = true
        wide.layout(room: 7)
        #expect(wide.firstShown == 0, "masks take one cell each: everything fits")
    }

    @Test("keys in one burst scroll as the same keys laid out one at a time")
    func burstScrollsAsSlowKeys() {
        let keys: [(Key, Modifiers)] =
            "a long query typed".map { (Key.character($0), Modifiers()) }
            + [(.left, []), (.left, []), (.left, []), (.character("w"), .control), (.character("a"), .control)]
            + [(.character("f"), .alt), (.character("f"), .alt), (.character("k"), .control)]
        var burst = LineEditor()
        burst.layout(room: 10)
        var slow = burst
        for (key, modifiers) in keys {
            _ = burst.handle(key, modifiers)
            _ = slow.handle(key, modifiers)
            slow.layout(room: 10)
            #expect(burst.firstShown == slow.firstShown)
        }
        burst.layout(room: 10)
        #expect(burst.text == "a long" && burst.cursor == slow.cursor && burst.firstShown == slow.firstShown)
    }

    @Test("drawing shows the text in view and puts the terminal's cursor at the insertion point")
    func drawing() {
        var editor = Self.editor("hello wrld", cursor: 7)
        editor.layout(room: 20)
        var screen = Screen(width: 24, height: 1)
        let end = editor.draw(into: &screen, column: 2, row: 0, room: 20, style: .plain, showsCursor: true)
        #expect(screen.text(row: 0) == "  hello wrld            ")
        #expect(end == 12)
        #expect(screen.cursor?.column == 9 && screen.cursor?.row == 0)
        var unfocused = Screen(width: 24, height: 1)
        editor.draw(into: &unfocused, column: 2, row: 0, room: 20, style: .plain, showsCursor: false)
        #expect(unfocused.cursor == nil)
        var clipped = Screen(width: 24, height: 1)
        clipped.withClip(Rect(x: 0, y: 0, width: 8, height: 1)) {
            editor.draw(into: &$0, column: 2, row: 0, room: 20, style: .plain, showsCursor: true)
        }
        #expect(clipped.text(row: 0).hasPrefix("  hello ") && clipped.cursor == nil, "the cursor is outside the clip")
        var none = Screen(width: 24, height: 1)
        #expect(editor.draw(into: &none, column: 2, row: 0, room: 0, style: .plain, showsCursor: true) == 2)
        #expect(none.cursor == nil && none.text(row: 0).allSatisfy { $0 == " " })
    }

    @Test("a narrow room shows the part around the cursor; a password shows masks")
    func drawingNarrowAndMasked() {
        var editor = LineEditor("abcdefghij")
        editor.layout(room: 5)
        var screen = Screen(width: 5, height: 1)
        editor.draw(into: &screen, column: 0, row: 0, room: 5, style: .plain, showsCursor: true)
        #expect(screen.text(row: 0) == "ghij ")
        #expect(screen.cursor?.column == 4)
        editor.isMasked = true
        var masked = Screen(width: 5, height: 1)
        editor.draw(into: &masked, column: 0, row: 0, room: 5, style: .plain, mask: "*", showsCursor: true)
        #expect(masked.text(row: 0) == "**** ")
    }

    @Test("a click puts the cursor before the grapheme drawn there")
    func clicking() {
        var editor = LineEditor("a日b")
        editor.layout(room: 10)
        editor.moveCursor(toColumn: 2)
        #expect(editor.cursor == 1, "the right half of 日 is still 日")
        editor.moveCursor(toColumn: 3)
        #expect(editor.cursor == 2)
        editor.moveCursor(toColumn: 40)
        #expect(editor.cursor == 3)
    }
}
