/// Text being edited: lines of grapheme clusters (`Character`s) and a cursor between them. The
/// model under every text entry: a ``LineEditor`` keeps one line of it, a ``TextArea`` several.
///
/// Every edit works on whole graphemes: an accent typed after its letter joins it (`e` then
/// U+0301 is one `é`), a flag or a family emoji is deleted with one Backspace, and the cursor
/// never stands inside one. A limit, when set, counts graphemes (each line break counts one).
struct EditableText: Equatable {
    /// The lines, without their line breaks; never empty.
    private(set) var lines: [[Character]] = [[]]
    /// The cursor's line.
    private(set) var line = 0
    /// The cursor's place in its line, in graphemes from its start.
    private(set) var column = 0

    /// No text.
    init() {}

    /// Text of `text`, the cursor at its end.
    init(_ text: String) {
        replace(with: text)
    }

    /// The text, lines joined by newlines.
    var text: String {
        var text = Self.string(lines[0][...])
        for line in lines.dropFirst() {
            text.append("\n")
            text += Self.string(line[...])
        }
        return text
    }

    /// Graphemes in all, each line break counting one.
    var count: Int { lines.reduce(lines.count - 1) { $0 + $1.count } }

    /// Whether there is no text at all.
    var isEmpty: Bool { lines.count == 1 && lines[0].isEmpty }

    /// The cursor as graphemes before it, line breaks counting one.
    var offset: Int { lines[..<line].reduce(line) { $0 + $1.count } + column }

    /// Replaces the whole text; the cursor goes to its end.
    mutating func replace(with text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Self.graphemes($0) }
        line = lines.count - 1
        column = lines[line].count
    }

    /// Puts the cursor at `column` of `line` (both clamped).
    mutating func moveTo(line: Int, column: Int) {
        self.line = min(max(0, line), lines.count - 1)
        self.column = min(max(0, column), lines[self.line].count)
    }

    // MARK: Inserting

    /// Inserts `text` (its line breaks start new lines) at the cursor, which ends after it; at
    /// most as much as keeps the whole within `limit` graphemes. Returns whether all of it went in.
    @discardableResult
    mutating func insert(_ text: String, limit: Int? = nil) -> Bool {
        guard !text.isEmpty else { return true }
        var edited = self
        edited.insertAll(text)
        guard let limit, edited.count > limit else {
            self = edited
            return true
        }
        // Too long: as many of its graphemes as fit (an accent that joins a letter adds none).
        let room = max(0, limit - count)
        var fitted = self
        fitted.insertAll(String(text.prefix(room)))
        if fitted.count <= limit { self = fitted }
        return false
    }

    /// Inserts `text` at the cursor, segmenting again from the grapheme before the cursor: the
    /// graphemes before that one stay as they are, since segmenting may start again at any
    /// grapheme boundary (its rules look back no further than the grapheme they are in, and
    /// regional indicators are paired there). So typing costs the length of the text after the
    /// cursor, not of the line.
    private mutating func insertAll(_ text: String) {
        let kept = max(0, column - 1)
        let head = Self.string(lines[line][kept..<column])
        let tail = Self.string(lines[line][column...])
        // Text without a line break (whatever a line editor inserts) is not split.
        guard text.utf8.contains(UInt8(ascii: "\n")) else {
            let before = head + text
            let joined = Self.graphemes((before + tail)[...])
            lines[line].replaceSubrange(kept..., with: joined)
            // `before` ends where the cursor goes, unless its last grapheme joined the tail's first.
            column = kept + min(before.count, joined.count)
            return
        }
        let pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
        var first = head
        first.append(contentsOf: pieces[0])
        var firstLine = lines[line]
        firstLine.replaceSubrange(kept..., with: Self.graphemes(first[...]))
        var inserted = [firstLine]
        for piece in pieces.dropFirst().dropLast() { inserted.append(Self.graphemes(piece)) }
        let last = String(pieces[pieces.count - 1])
        let lastLine = Self.graphemes((last + tail)[...])
        inserted.append(lastLine)
        lines.replaceSubrange(line...line, with: inserted)
        line += inserted.count - 1
        column = min(last.count, lastLine.count)
    }

    // MARK: Deleting

    /// Deletes the grapheme before the cursor, or joins the line to the one above at its start.
    /// Returns whether anything changed.
    @discardableResult
    mutating func deleteBackward() -> Bool {
        if column > 0 {
            lines[line].remove(at: column - 1)
            column -= 1
            rejoin()
            return true
        }
        guard line > 0 else { return false }
        let removed = lines.remove(at: line)
        line -= 1
        column = lines[line].count
        lines[line] += removed
        rejoin()
        return true
    }

    /// Deletes the grapheme after the cursor, or joins the next line at the end of this one.
    @discardableResult
    mutating func deleteForward() -> Bool {
        if column < lines[line].count {
            lines[line].remove(at: column)
            rejoin()
            return true
        }
        guard line + 1 < lines.count else { return false }
        lines[line] += lines.remove(at: line + 1)
        rejoin()
        return true
    }

    /// Deletes from the start of the line to the cursor (Ctrl-U).
    @discardableResult
    mutating func deleteToLineStart() -> Bool {
        guard column > 0 else { return false }
        lines[line].removeSubrange(0..<column)
        column = 0
        return true
    }

    /// Deletes from the cursor to the end of the line, or, at its end, the line break (Ctrl-K).
    @discardableResult
    mutating func deleteToLineEnd() -> Bool {
        guard column < lines[line].count else { return deleteForward() }
        lines[line].removeSubrange(column...)
        return true
    }

    /// Deletes the word before the cursor and the blanks after it (Ctrl-W: words are separated by
    /// blanks, as in a shell); at a line's start, joins it to the line above.
    @discardableResult
    mutating func deleteWordBackward() -> Bool {
        guard column > 0 else { return deleteBackward() }
        var start = column
        while start > 0 && lines[line][start - 1].isWhitespace { start -= 1 }
        while start > 0 && !lines[line][start - 1].isWhitespace { start -= 1 }
        lines[line].removeSubrange(start..<column)
        column = start
        rejoin()
        return true
    }

    /// Deletes from the cursor to the end of the next word (Alt-D).
    @discardableResult
    mutating func deleteWordForward() -> Bool {
        let end = wordEnd(from: column)
        guard end > column else { return deleteForward() }
        lines[line].removeSubrange(column..<end)
        rejoin()
        return true
    }

    /// Graphemes that may have joined across a deletion (a lone accent after a letter) are
    /// joined; the cursor stays between the same two graphemes.
    private mutating func rejoin() {
        // From the grapheme before the cursor, as an insertion segments again.
        let kept = max(0, column - 1)
        let before = Self.string(lines[line][kept..<column])
        let joined = Self.graphemes((before + Self.string(lines[line][column...]))[...])
        // (Compared whole: regional indicators may pair otherwise in as many graphemes.)
        guard !joined.elementsEqual(lines[line][kept...]) else { return }
        lines[line].replaceSubrange(kept..., with: joined)
        column = kept + min(before.count, joined.count)
    }

    // MARK: Moving

    /// One grapheme left, to the end of the line above at a line's start.
    mutating func moveLeft() {
        if column > 0 {
            column -= 1
        } else if line > 0 {
            line -= 1
            column = lines[line].count
        }
    }

    /// One grapheme right, to the start of the next line at a line's end.
    mutating func moveRight() {
        if column < lines[line].count {
            column += 1
        } else if line + 1 < lines.count {
            line += 1
            column = 0
        }
    }

    /// To the start of the line.
    mutating func moveToLineStart() { column = 0 }

    /// To the end of the line.
    mutating func moveToLineEnd() { column = lines[line].count }

    /// To the start of the word before the cursor (words are letters and digits).
    mutating func moveWordLeft() {
        guard column > 0 else { return moveLeft() }
        var start = column
        while start > 0 && !Self.isWordCharacter(lines[line][start - 1]) { start -= 1 }
        while start > 0 && Self.isWordCharacter(lines[line][start - 1]) { start -= 1 }
        column = start
    }

    /// To the end of the word after the cursor.
    mutating func moveWordRight() {
        guard column < lines[line].count else { return moveRight() }
        column = wordEnd(from: column)
    }

    /// The end of the word at or after `start`.
    private func wordEnd(from start: Int) -> Int {
        var end = start
        let graphemes = lines[line]
        while end < graphemes.count && !Self.isWordCharacter(graphemes[end]) { end += 1 }
        while end < graphemes.count && Self.isWordCharacter(graphemes[end]) { end += 1 }
        return end
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    // MARK: Strings and graphemes

    /// `characters` as a string, built a character at a time.
    static func string(_ characters: ArraySlice<Character>) -> String {
        var text = ""
        for character in characters { text.append(character) }
        return text
    }

    /// The graphemes of `text` (in place of `Array(text)`, for the same reason).
    static func graphemes(_ text: Substring) -> [Character] {
        var graphemes: [Character] = []
        for character in text { graphemes.append(character) }
        return graphemes
    }

    // MARK: Text from outside

    /// `text` as it may be inserted: pasted or typed-ahead text without the control characters
    /// a terminal would act on. Line breaks (`\r\n`, `\r`, `\n`) become newlines, or spaces when
    /// `multiline` is false; a tab becomes one space on a line, four in several; every other
    /// control character is dropped.
    static func sanitized(_ text: String, multiline: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar.value {
            case 0x0A where afterCarriageReturn:
                continue
            case 0x0A, 0x0D:
                result.unicodeScalars.append(multiline ? "\n" : " ")
            case 0x09:
                result += multiline ? "    " : " "
            case 0x00..<0x20, 0x7F, 0x80...0x9F:
                continue
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension EditableText {
    /// Applies a cursor move or a deletion that a line and an area do alike; false for any other
    /// action (typing, rows, Enter, Ctrl-D), which the editor or the area decides itself.
    mutating func apply(_ action: TextAction) -> Bool {
        switch action {
        case .left: moveLeft()
        case .right: moveRight()
        case .wordLeft: moveWordLeft()
        case .wordRight: moveWordRight()
        case .start: moveToLineStart()
        case .end: moveToLineEnd()
        case .deleteBackward: _ = deleteBackward()
        case .deleteForward: _ = deleteForward()
        case .deleteWordBackward: _ = deleteWordBackward()
        case .deleteWordForward: _ = deleteWordForward()
        case .deleteToStart: _ = deleteToLineStart()
        case .deleteToEnd: _ = deleteToLineEnd()
        case .insert, .up, .down, .pageUp, .pageDown, .controlD, .newline, .finish: return false
        }
        return true
    }
}
