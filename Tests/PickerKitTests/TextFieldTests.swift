import Testing

@testable import PickerKit

/// Drives a text widget by hand: keys, pastes and clicks at a time the test gives, and frames
/// drawn as the loop draws them (laid out, then rendered).
@MainActor
struct TextRig {
    let widget: Widget
    let context = RunContext(now: 0)

    init(_ widget: Widget, focused: Bool = true) {
        self.widget = widget
        widget.isFocused = focused
    }

    @discardableResult
    func key(_ key: Key, _ modifiers: Modifiers = []) -> Bool {
        widget.handle(.key(key, modifiers), context: context)
    }

    func type(_ text: String) {
        for character in text { key(.character(character)) }
    }

    func ctrl(_ letter: Character) { key(.character(letter), [.control]) }

    func alt(_ letter: Character) { key(.character(letter), [.alt]) }

    func paste(_ text: String, isCut: Bool = false) { _ = widget.handle(.paste(text, isCut: isCut), context: context) }

    func click(column: Int, row: Int) {
        _ = widget.handle(.mouse(MouseEvent(button: .left, action: .press, column: column, row: row)), context: context)
        _ = widget.handle(
            .mouse(MouseEvent(button: .left, action: .release, column: column, row: row)), context: context)
    }

    /// A frame `width` × `height`, the widget filling it.
    func draw(width: Int, height: Int = 1, theme: Theme = .monochrome) -> Screen {
        var screen = Screen(width: width, height: height)
        widget.frame = screen.bounds
        widget.layout()
        widget.render(into: &screen, theme: theme)
        return screen
    }
}

@Suite("Text field")
@MainActor
struct TextFieldTests {
    @Test("typed text follows the prompt and the terminal's cursor stands after it")
    func typing() {
        let field = TextField(prompt: "> ")
        let rig = TextRig(field)
        rig.type("Ada")
        let screen = rig.draw(width: 12)
        expectScreen(screen, ExpectedScreen(["> Ada"]).styled(row: 0, columns: 0..<2, Theme.monochrome.accent))
        #expect(screen.cursor?.column == 5 && screen.cursor?.row == 0)
        #expect(field.text == "Ada")
    }

    @Test("the placeholder is drawn dimmed while the field is empty, the cursor at its start")
    func placeholder() {
        let field = TextField(placeholder: "Your name", prompt: "> ")
        let rig = TextRig(field)
        let theme = Theme.monochrome
        let screen = rig.draw(width: 14)
        expectScreen(screen, ExpectedScreen(["> Your name"]).styled(row: 0, columns: 2..<11, theme.hint))
        #expect(screen.cursor?.column == 2)
        rig.type("B")
        expectScreen(rig.draw(width: 14), ExpectedScreen(["> B"]).styled(row: 0, columns: 2..<3, .plain))
        #expect(field.text == "B", "the placeholder is never the answer")
    }

    @Test("an unfocused field shows no cursor")
    func noCursorWithoutFocus() {
        let rig = TextRig(TextField(text: "abc"), focused: false)
        #expect(rig.draw(width: 10).cursor == nil)
    }

    @Test("a password is drawn as masks, never as itself; ASCII masks where the locale is not UTF-8")
    func password() {
        let field = TextField(prompt: "> ", isSecure: true)
        let rig = TextRig(field)
        rig.type("hunter2")
        let screen = rig.draw(width: 12)
        expectScreen(screen, ExpectedScreen(["> •••••••"]))
        #expect(!screen.textDump.contains("hunter"))
        #expect(screen.cursor?.column == 9)
        var ascii = Theme.monochrome
        ascii.separatorGlyph = "|"
        expectScreen(rig.draw(width: 12, theme: ascii), ExpectedScreen(["> *******"]))
        #expect(field.text == "hunter2")
    }

    @Test("a wide character is one mask and one edit in a password")
    func passwordOfWideCharacters() {
        let field = TextField(isSecure: true)
        let rig = TextRig(field)
        rig.type("日本")
        expectScreen(rig.draw(width: 6), ExpectedScreen(["••"]))
        rig.key(.backspace)
        #expect(field.text == "日")
    }

    @Test("the character limit counts graphemes, keeps out the rest and rings the bell")
    func characterLimit() {
        let field = TextField(characterLimit: 3)
        let rig = TextRig(field)
        rig.type("日本語")
        #expect(rig.context.bellsRequested == 0)
        rig.type("x")
        #expect(field.text == "日本語")
        #expect(rig.context.bellsRequested == 1)
        rig.key(.home)
        rig.paste("abc")
        #expect(field.text == "日本語", "a paste takes only what fits: nothing here")
        let flags = TextField(characterLimit: 2)
        TextRig(flags).paste("🇫🇷🇩🇪🇮🇹")
        #expect(flags.text == "🇫🇷🇩🇪", "a flag is one grapheme")
    }

    @Test("what an edit could not take is noted until the next key: the limit, or a paste cut at 1 MiB")
    func notes() {
        let field = TextField(characterLimit: 3)
        let rig = TextRig(field)
        rig.type("abc")
        #expect(field.note == nil)
        rig.type("d")
        #expect(field.note == "3 characters at most" && rig.context.bellsRequested == 1)
        rig.key(.left)
        #expect(field.note == nil, "the next key clears it")
        let long = TextField()
        let longRig = TextRig(long)
        longRig.paste("start of something long", isCut: true)
        #expect(long.text == "start of something long", "what was kept is taken")
        #expect(long.note == "the paste was cut to its first 1 MiB" && longRig.context.bellsRequested == 1)
        longRig.paste("more")
        #expect(long.note == nil, "a whole paste clears it")

        let area = TextArea(characterLimit: 2)
        let areaRig = TextRig(area)
        areaRig.type("ab")
        areaRig.key(.enter)
        #expect(area.note == "2 characters at most" && areaRig.context.bellsRequested == 1)
        areaRig.key(.left)
        #expect(area.note == nil)
        let open = TextArea()
        let openRig = TextRig(open)
        openRig.paste("x\ny", isCut: true)
        #expect(open.text == "x\ny" && open.note == "the paste was cut to its first 1 MiB")
        #expect(openRig.context.bellsRequested == 1)
    }

    @Test("an accent typed after its letter joins it, and goes with it")
    func combiningCharacters() {
        let field = TextField(characterLimit: 2)
        let rig = TextRig(field)
        rig.type("e\u{301}")
        #expect(field.text == "é" && field.cursor == 1)
        rig.type("a\u{301}")
        #expect(field.text == "éá", "an accent joining a letter at the limit adds nothing")
        rig.key(.left)
        rig.key(.backspace)
        #expect(field.text == "á" && field.cursor == 0)
        #expect(rig.context.bellsRequested == 0)
    }

    @Test("wide characters move and delete as one, the cursor two columns on")
    func wideCharacters() {
        let field = TextField(text: "日本語")
        let rig = TextRig(field)
        rig.key(.left)
        #expect(rig.draw(width: 10).cursor?.column == 4)
        rig.key(.backspace)
        #expect(field.text == "日語")
        expectScreen(rig.draw(width: 10), ExpectedScreen(["日語"]))
    }

    @Test("a text wider than the field scrolls to keep the cursor in view")
    func horizontalScrolling() {
        let field = TextField(prompt: "> ")
        let rig = TextRig(field)
        rig.type("abcdefghijkl")
        var screen = rig.draw(width: 10)
        expectScreen(screen, ExpectedScreen(["> fghijkl"]))
        #expect(screen.cursor?.column == 9)
        rig.key(.home)
        screen = rig.draw(width: 10)
        expectScreen(screen, ExpectedScreen(["> abcdefgh"]))
        #expect(screen.cursor?.column == 2)
        for _ in 0..<9 { rig.key(.right) }
        screen = rig.draw(width: 10)
        expectScreen(screen, ExpectedScreen(["> cdefghij"]))  // the view moves no more than the cursor asks
        #expect(screen.cursor?.column == 9)
        rig.key(.end)
        for _ in 0..<6 { rig.key(.backspace) }
        expectScreen(rig.draw(width: 10), ExpectedScreen(["> abcdef"]))  // text hidden at the left comes back
    }

    @Test("a wide character that does not fit at the right edge is not cut in half")
    func wideCharacterAtTheEdge() {
        let rig = TextRig(TextField(text: "ab日本"))
        rig.key(.home)
        expectScreen(rig.draw(width: 5), ExpectedScreen(["ab日"]))
    }

    @Test("the line editor's keys: words, ends, and deletions")
    func editingKeys() {
        let field = TextField(text: "git commit --amend")
        let rig = TextRig(field)
        rig.ctrl("w")
        #expect(field.text == "git commit ", "a word is what blanks separate")
        rig.alt("b")
        #expect(field.cursor == 4, "to the start of the word before")
        rig.alt("d")
        #expect(field.text == "git  " && field.cursor == 4)
        rig.ctrl("a")
        rig.key(.right, [.alt])
        #expect(field.cursor == 3)
        rig.ctrl("k")
        #expect(field.text == "git")
        rig.type(" push")
        rig.key(.left, [.control])
        #expect(field.cursor == 4)
        rig.ctrl("u")
        #expect(field.text == "push" && field.cursor == 0)
        rig.key(.delete)
        rig.ctrl("d")
        #expect(field.text == "sh")
        rig.ctrl("f")
        rig.ctrl("b")
        rig.ctrl("h")
        #expect(field.text == "sh" && field.cursor == 0, "nothing before the cursor to delete")
        rig.key(.end)
        rig.key(.backspace, [.alt])
        #expect(field.text.isEmpty)
    }

    @Test("Enter, Esc and Tab are left to the prompt")
    func keysLeftToThePrompt() {
        let rig = TextRig(TextField(text: "x"))
        #expect(!rig.key(.enter))
        #expect(!rig.key(.escape))
        #expect(!rig.key(.tab))
        #expect(!rig.key(.up))
    }

    @Test("a paste becomes one line, without control characters")
    func pasting() {
        let field = TextField()
        let rig = TextRig(field)
        rig.paste("one\r\ntwo\tthree\u{1B}[31m\u{7}")
        #expect(field.text == "one two three[31m")
        let changes = TextField()
        var heard: [String] = []
        changes.onChange = { heard.append($0) }
        let other = TextRig(changes)
        other.type("ab")
        other.key(.left)
        #expect(heard == ["a", "ab"], "moving the cursor is no change")
    }

    @Test("text given at the start loses its line breaks and is cut to the limit")
    func startingText() {
        #expect(TextField(text: "a\nb").text == "a b")
        #expect(TextField(text: "abcdef", characterLimit: 4).text == "abcd")
        let field = TextField()
        field.text = "new"
        #expect(field.cursor == 3)
    }

    @Test("a click puts the cursor before the character clicked")
    func clicking() {
        let field = TextField(text: "日本語", prompt: "> ")
        let rig = TextRig(field)
        _ = rig.draw(width: 12)
        rig.click(column: 5, row: 0)
        #expect(field.cursor == 1, "the right half of 本 is still 本")
        rig.click(column: 11, row: 0)
        #expect(field.cursor == 3)
    }

    @Test("user text is drawn inert")
    func inert() {
        let field = TextField(text: "", placeholder: "\u{1B}]0;x\u{7}", prompt: "\u{1B}[2J")
        let screen = TextRig(field).draw(width: 20)
        expectScreen(screen, ExpectedScreen(["^[[2J^[]0;x^G"]))
    }
}

@Suite("Text area")
@MainActor
struct TextAreaTests {
    @Test("Enter starts a new line; the gutter marks every row of the area")
    func lines() {
        let area = TextArea(visibleLines: 4, gutter: "┃ ")
        let rig = TextRig(area)
        rig.type("Dear Ada,")
        rig.key(.enter)
        rig.key(.enter)
        rig.type("Thanks!")
        let screen = rig.draw(width: 20, height: 4)
        expectScreen(
            screen,
            ExpectedScreen(["┃ Dear Ada,", "┃", "┃ Thanks!", "┃"]).styled(row: 3, columns: 0..<2, Theme.monochrome.hint)
        )
        #expect(screen.cursor?.column == 9 && screen.cursor?.row == 2)
        #expect(area.text == "Dear Ada,\n\nThanks!")
    }

    @Test("the placeholder shows dimmed on the first row while the area is empty")
    func placeholder() {
        let rig = TextRig(TextArea(placeholder: "Write something…", visibleLines: 2, gutter: "| "))
        let screen = rig.draw(width: 24, height: 2)
        expectScreen(
            screen, ExpectedScreen(["| Write something…", "|"]).styled(row: 0, columns: 2..<18, Theme.monochrome.hint))
        #expect(screen.cursor?.column == 2 && screen.cursor?.row == 0)
    }

    @Test("long lines wrap at the width; a full last row leaves a row for the cursor")
    func wrapping() {
        let area = TextArea(text: "abcdefghij", visibleLines: 3)
        let rig = TextRig(area)
        var screen = rig.draw(width: 6, height: 3)
        expectScreen(screen, ExpectedScreen(["abcdef", "ghij", ""]))
        #expect(screen.cursor?.column == 4 && screen.cursor?.row == 1)
        rig.type("kl")
        screen = rig.draw(width: 6, height: 3)
        expectScreen(screen, ExpectedScreen(["abcdef", "ghijkl", ""]))
        #expect(screen.cursor?.column == 0 && screen.cursor?.row == 2)
        #expect(TextArea.rows(of: [Array("日本語")], room: 5).map { [$0.start, $0.end] } == [[0, 2], [2, 3]])
    }

    @Test("lines wrap after the last blank of a row; a blank at the edge hangs past it")
    func wordWrapping() {
        let area = TextArea(text: "Thanks for the notes on the engine")
        let rig = TextRig(area)
        var screen = rig.draw(width: 10, height: 4)
        expectScreen(screen, ExpectedScreen(["Thanks for", "the notes", "on the", "engine"]))
        #expect(screen.cursor?.column == 6 && screen.cursor?.row == 3)
        let rows = TextArea.rows(of: area.editor.lines, room: 10).map { [$0.start, $0.end] }
        #expect(rows == [[0, 11], [11, 21], [21, 28], [28, 34]])
        rig.key(.home)
        for _ in 0..<10 { rig.key(.right) }
        screen = rig.draw(width: 10, height: 4)
        #expect(area.cursor.column == 10, "before the blank that hangs")
        #expect(screen.cursor?.column == 9 && screen.cursor?.row == 0, "in the last column")
        let long = TextArea(text: "abcdefghijkl mno")
        let longRows = TextArea.rows(of: long.editor.lines, room: 5).map { [$0.start, $0.end] }
        #expect(longRows == [[0, 5], [5, 10], [10, 13], [13, 16]], "a word longer than a row is cut")
    }

    @Test("Up and Down keep the column across shorter rows")
    func upAndDown() {
        let area = TextArea(text: "a long first line\nab\nanother line")
        let rig = TextRig(area)
        _ = rig.draw(width: 40, height: 5)
        rig.key(.up)
        #expect(area.cursor == (line: 1, column: 2))
        rig.key(.up)
        #expect(area.cursor == (line: 0, column: 12))
        rig.key(.down)
        rig.key(.down)
        #expect(area.cursor == (line: 2, column: 12))
        rig.key(.down)
        #expect(area.cursor == (line: 2, column: 12), "the last row's end")
        rig.key(.left)
        rig.ctrl("p")
        #expect(area.cursor == (line: 1, column: 2))
        rig.ctrl("a")
        rig.key(.up)
        rig.key(.up)
        #expect(area.cursor == (line: 0, column: 0), "up from the first row: the start")
    }

    @Test("Down moves by rows of a wrapped line, aiming at the column")
    func downThroughWrappedRows() {
        let area = TextArea(text: "abcdefghij\nxy")
        let rig = TextRig(area)
        _ = rig.draw(width: 4, height: 5)
        rig.key(.pageUp)
        #expect(area.cursor == (line: 0, column: 0))
        rig.key(.right)
        rig.key(.down)
        #expect(area.cursor == (line: 0, column: 5))
        rig.key(.down)
        #expect(area.cursor == (line: 0, column: 9))
        rig.key(.down)
        #expect(area.cursor == (line: 1, column: 1))
    }

    @Test("the area scrolls to keep the cursor's row in view")
    func verticalScrolling() {
        let area = TextArea(text: "1\n2\n3\n4\n5", visibleLines: 3)
        let rig = TextRig(area)
        var screen = rig.draw(width: 5, height: 3)
        expectScreen(screen, ExpectedScreen(["3", "4", "5"]))
        #expect(screen.cursor?.row == 2)
        rig.key(.pageUp)
        screen = rig.draw(width: 5, height: 3)
        expectScreen(screen, ExpectedScreen(["2", "3", "4"]))  // a page up: three rows
        #expect(screen.cursor?.row == 0)
        rig.key(.down)
        expectScreen(rig.draw(width: 5, height: 3), ExpectedScreen(["2", "3", "4"]))  // in view: no scroll
        for _ in 0..<4 { rig.key(.backspace, [.alt]) }
        expectScreen(rig.draw(width: 5, height: 3), ExpectedScreen(["1", "4", "5"]))  // no empty rows below
    }

    @Test("Backspace at a line's start and Ctrl-K at its end join lines")
    func joiningLines() {
        let area = TextArea(text: "ab\ncd")
        let rig = TextRig(area)
        rig.ctrl("a")
        rig.key(.backspace)
        #expect(area.text == "abcd" && area.cursor == (line: 0, column: 2))
        rig.key(.enter)
        rig.key(.left)
        rig.ctrl("k")
        #expect(area.text == "abcd")
        rig.ctrl("u")
        #expect(area.text == "cd")
    }

    @Test("Ctrl-D and Alt-Enter finish the run; Esc is left to the prompt")
    func finishing() {
        for (key, modifiers) in [(Key.character("d"), Modifiers.control), (.enter, .alt)] {
            let rig = TextRig(TextArea(text: "done"))
            #expect(rig.key(key, modifiers))
            #expect(rig.context.completion == .finished)
        }
        let rig = TextRig(TextArea())
        #expect(!rig.key(.escape))
        var finished = 0
        let area = TextArea()
        area.onFinish = { _ in finished += 1 }
        TextRig(area).ctrl("d")
        #expect(finished == 1)
    }

    @Test("a paste keeps its line breaks; tabs become spaces; the limit counts line breaks")
    func pasting() {
        let area = TextArea(characterLimit: 9)
        let rig = TextRig(area)
        rig.paste("a\r\nb\tc\u{1B}\rd")
        #expect(area.text == "a\nb    c\nd".prefix(9).description)
        #expect(rig.context.bellsRequested == 1)
    }

    @Test("a click puts the cursor in the row and column clicked")
    func clicking() {
        let area = TextArea(text: "first\nsecond", gutter: "| ")
        let rig = TextRig(area)
        _ = rig.draw(width: 20, height: 3)
        rig.click(column: 5, row: 1)
        #expect(area.cursor == (line: 1, column: 3))
        rig.click(column: 15, row: 2)
        #expect(area.cursor == (line: 1, column: 6), "below the text: its last row")
    }
}

@Suite("Editable text")
struct EditableTextTests {
    @Test func insertingSeveralLinesPutsTheCursorAfterThem() {
        var text = EditableText("ad")
        text.moveTo(line: 0, column: 1)
        text.insert("b\nc\n")
        #expect(text.text == "ab\nc\nd")
        #expect(text.line == 2 && text.column == 0)
        #expect(text.count == 6 && text.offset == 5)
    }

    @Test func aLimitCountsLineBreaksAndKeepsWhatFits() {
        var text = EditableText("ab")
        let inserted = text.insert("\ncdef", limit: 5)
        #expect(!inserted)
        #expect(text.text == "ab\ncd")
    }

    @Test func deletingWhatSeparatedTwoHalvesOfAFlagJoinsThem() {
        var text = EditableText("🇫x🇷")
        text.moveTo(line: 0, column: 2)
        let deleted = text.deleteBackward()
        #expect(deleted)
        #expect(text.text == "🇫🇷" && text.lines[0].count == 1 && text.column == 1)
    }

    /// Edits segment again from the grapheme before the cursor only; whatever is typed or deleted
    /// wherever, the line holds the graphemes a segmentation of the whole text gives.
    @Test func editsSegmentAsTheWholeTextWould() {
        let lines = ["🇫🇷🇩🇪", "🇫🇷🇩", "e", "👨\u{200D}👩", "ᄀ", "ab", "", "a\u{301}🇺🇸x"]
        let typed = ["🇺", "\u{301}", "\u{200D}👧", "ᅡ", "a", "👩", "🇫🇷"]
        for line in lines {
            for piece in typed {
                for position in 0...line.count {
                    var text = EditableText(line)
                    text.moveTo(line: 0, column: position)
                    text.insert(piece)
                    let expected = String(line.prefix(position)) + piece + String(line.dropFirst(position))
                    #expect(
                        text.text == expected && text.lines[0] == Array(expected), "\(line) + \(piece) at \(position)")
                    for cursor in 0...text.lines[0].count {
                        var backward = text
                        backward.moveTo(line: 0, column: cursor)
                        backward.deleteBackward()
                        var forward = text
                        forward.moveTo(line: 0, column: cursor)
                        forward.deleteForward()
                        for deleted in [backward, forward] {
                            #expect(deleted.lines[0] == Array(deleted.text), "\(text.lines[0]) less one at \(cursor)")
                        }
                    }
                }
            }
        }
    }

    @Test func sanitizingKeepsPrintableTextOnly() {
        #expect(EditableText.sanitized("a\u{0}b\u{9B}c\u{7F}", multiline: true) == "abc")
        #expect(EditableText.sanitized("a\rb\nc\r\nd", multiline: true) == "a\nb\nc\nd")
        #expect(EditableText.sanitized("a\rb\nc\r\nd", multiline: false) == "a b c d")
    }
}
