import Terminal

/// One line of text being typed, and its cursor: the editing, the keys, the sideways scrolling and
/// the drawing that every text entry of PickerKit shares. A ``TextField`` (`picker input`), the
/// query line of `picker choose` (`ChooseView`), the filter of `picker file` (``FileBrowser``) and
/// the number typed on a ``RulerView`` each hold one; a field that a form adds holds one too.
///
/// **Keys** (``handle(_:_:)``: the keys of a shell's line editor, readline's Emacs keys, as
/// ``TextKeys`` names them):
///
/// | key | does |
/// |---|---|
/// | Left, Right (Ctrl-B, Ctrl-F) | a character back or forward |
/// | Ctrl-Left, Ctrl-Right (Alt-Left, Alt-Right, Alt-B, Alt-F) | a word back or forward (letters and digits) |
/// | Home, End (Ctrl-A, Ctrl-E) | to the start or to the end |
/// | Backspace (Ctrl-H), Delete (Ctrl-D) | delete the character before or after the cursor |
/// | Ctrl-W (Alt-Backspace, Ctrl-Backspace) | delete back to a blank (readline's unix-word-rubout) |
/// | Alt-D | delete to the end of the word after the cursor |
/// | Ctrl-U, Ctrl-K | delete to the start, or to the end |
/// | a character, a paste | inserted at the cursor |
///
/// A host decides the keys that mean something else to it first (a wheel's Up and Home, a
/// directory walk's Left) and hands the editor the rest: ``handle(_:_:)`` answers nil for a key
/// that is not the editor's — Up, Down, Tab, Enter, Esc, a character the editor does not
/// ``allows`` — so that the host can pass it on.
///
/// **Text.** Every edit works on whole grapheme clusters (``EditableText``): a wide character, an
/// emoji, or a letter followed by a combining accent moves and deletes as one, and an accent typed
/// after its letter joins it. What is typed or pasted is cleaned first (line breaks and tabs
/// become spaces, other control characters are dropped), keeps only the characters the editor
/// ``allows``, and goes in as far as the ``characterLimit`` lets it; what the limit keeps out is
/// reported (``Outcome/overflowed``) for the host to ring the bell.
///
/// **View.** ``layout(room:)`` gives the editor the columns its text is drawn in and scrolls it
/// sideways: the cursor stays in view, with a cell for itself at the end, and no room is left
/// empty at the right while text is hidden at the left. The scroll follows every edit too, at the
/// width last laid out, so a burst of keys read at once shows what the same keys typed one at a
/// time show. ``draw(into:column:row:room:style:mask:showsCursor:)`` draws the text in view and
/// puts the terminal's cursor at the insertion point.
///
/// Each edit, layout and drawing costs time in proportion to the text's length, no more.
struct LineEditor {
    /// What an edit did.
    struct Outcome: Equatable {
        /// The text changed (not only the cursor).
        var changed: Bool
        /// Some of what was typed or pasted was kept out by the ``LineEditor/characterLimit``.
        var overflowed: Bool

        /// Nothing changed but, perhaps, the cursor.
        static let unchanged = Outcome(changed: false, overflowed: false)
    }

    /// The text and the cursor, on one line; nil until there is text. An editor that stays empty
    /// (a query line on its way to a prompt's first frame) makes no `EditableText`: its lines'
    /// nested array costs the Swift runtime a type instantiation the first time one is made.
    private var storage: EditableText?
    /// The most characters (grapheme clusters) the text may hold, or nil for no limit. Lowering it
    /// does not cut the text there is; it keeps out what is typed after.
    var characterLimit: Int?
    /// The characters that may be typed or pasted, or nil for any. A key of another character is
    /// not the editor's (``handle(_:_:)`` answers nil); a paste leaves such characters out.
    var allows: ((Character) -> Bool)?
    /// Whether every character is drawn as one mask cell (a password), whatever its width.
    var isMasked = false {
        didSet { textChanged() }
    }
    /// The columns each grapheme takes as drawn, measured once per change of the text (a frame
    /// and a move of the cursor measure nothing).
    private(set) var widths: [Int] = []
    /// The first grapheme in view.
    private(set) var firstShown = 0
    /// The columns the text was last laid out in (0 before the first layout).
    private(set) var room = 0

    /// An editor holding `text` (cleaned, and cut to `characterLimit`), the cursor at its end.
    init(_ text: String = "", characterLimit: Int? = nil, allows: ((Character) -> Bool)? = nil) {
        self.characterLimit = characterLimit.map { max(0, $0) }
        self.allows = allows
        if !text.isEmpty { setText(text) }
    }

    /// The text.
    var text: String { storage?.text ?? "" }

    /// The text's grapheme clusters.
    var graphemes: [Character] { storage?.lines[0] ?? [] }

    /// The cursor: the graphemes before it.
    var cursor: Int { storage?.column ?? 0 }

    /// Whether there is no text.
    var isEmpty: Bool { storage?.isEmpty ?? true }

    /// Replaces the text (cleaned, left with the characters the editor allows, cut to the limit);
    /// the cursor goes to its end. Returns whether all of it went in.
    @discardableResult
    mutating func setText(_ text: String) -> Bool {
        let clean = cleaned(text)
        guard !clean.isEmpty || storage != nil else { return true }
        var content = EditableText()
        let fitted = content.insert(clean, limit: characterLimit)
        storage = content
        textChanged()
        return fitted
    }

    /// Puts the cursor before grapheme `position` (clamped to the text).
    mutating func moveCursor(to position: Int) {
        guard storage != nil else { return }
        edit { $0.moveTo(line: 0, column: position) }
        scroll()
    }

    /// Runs `change` on the text and its cursor (made on the first edit), changed in place.
    private mutating func edit<Result>(_ change: (inout EditableText) -> Result) -> Result {
        var content = storage ?? EditableText()
        // Not held twice while it changes: the change does not copy the lines.
        storage = nil
        defer { storage = content }
        return change(&content)
    }

    // MARK: Editing

    /// Inserts typed or pasted `text` at the cursor, which ends after it: cleaned of control
    /// characters, left with the characters the editor allows, and as much as the limit lets in.
    mutating func insert(_ text: String) -> Outcome {
        let clean = cleaned(text)
        guard !clean.isEmpty else { return .unchanged }
        let before = graphemes
        let limit = characterLimit
        let fitted = edit { $0.insert(clean, limit: limit) }
        // All of it went in, or else compare: the limit may have kept out every grapheme.
        let changed = fitted || graphemes != before
        if changed { textChanged() } else { scroll() }
        return Outcome(changed: changed, overflowed: !fitted)
    }

    /// Does what `key` does to the text, or answers nil when the key is not the editor's (see the
    /// table above): the host then decides it.
    mutating func handle(_ key: Key, _ modifiers: Modifiers) -> Outcome? {
        TextKeys.action(for: key, modifiers).flatMap { perform($0) }
    }

    /// Does `action`, or answers nil for an action a line has no use for (rows, Enter, Alt-Enter)
    /// and for typing a character the editor does not allow. Ctrl-D deletes forward: a host that
    /// gives it another meaning decides it before.
    mutating func perform(_ action: TextAction) -> Outcome? {
        // A deletion changes the text exactly when it leaves fewer graphemes (joining what it
        // separated only ever leaves fewer still); a move never does.
        let count = graphemes.count
        switch action {
        case .insert(let character):
            guard allows?(character) ?? true else { return nil }
            return insert(String(character))
        case .controlD:
            edit { _ = $0.deleteForward() }
        case .up, .down, .pageUp, .pageDown, .newline, .finish:
            return nil
        default:
            guard edit({ $0.apply(action) }) else { return nil }
        }
        let changed = graphemes.count != count
        if changed { textChanged() } else { scroll() }
        return Outcome(changed: changed, overflowed: false)
    }

    /// `text` as it may go in: one line without control characters, of allowed characters only.
    private func cleaned(_ text: String) -> String {
        let line = EditableText.sanitized(text, multiline: false)
        guard let allows else { return line }
        return line.filter(allows)
    }

    // MARK: View

    /// The text changed: its graphemes are measured again, and the view follows the cursor.
    private mutating func textChanged() {
        widths = []
        widths.reserveCapacity(graphemes.count)
        for character in graphemes { widths.append(isMasked ? 1 : TextCells.width(of: character)) }
        scroll()
    }

    /// Lays the text out in `room` columns: scrolls it so that the cursor is in view. (Each edit
    /// scrolls at the width last laid out, so the same width again changes nothing.)
    mutating func layout(room: Int) {
        let room = max(0, room)
        guard room != self.room else { return }
        self.room = room
        scroll()
    }

    /// Scrolls at the width last laid out (nothing before the first layout).
    private mutating func scroll() {
        guard room > 0 else { return }
        guard !widths.isEmpty else {
            firstShown = 0
            return
        }
        firstShown = TextCells.firstShown(widths: widths, cursor: cursor, previous: firstShown, room: room)
    }

    /// The graphemes in view that fit in `columns` columns, from the first shown: the index after
    /// the last of them, and the columns they take.
    private func fitting(in columns: Int) -> (end: Int, width: Int) {
        var used = 0
        var end = min(firstShown, widths.count)
        while end < widths.count, used + widths[end] <= columns {
            used += widths[end]
            end += 1
        }
        return (end, used)
    }

    /// The columns the text in view takes in `room` columns, from the first grapheme shown.
    func shownWidth(room: Int) -> Int { fitting(in: room).width }

    /// Draws the text in view from `column` of `row`, in at most `room` columns: each grapheme as
    /// itself (inert) in `style`, or as `mask` when the editor ``isMasked``. With `showsCursor`, the
    /// terminal's cursor goes to the insertion point when that is in the room and the clip. Returns
    /// the column after the text drawn. Drawing changes nothing: the scroll is the layout's.
    @discardableResult
    func draw(
        into screen: inout Screen, column: Int, row: Int, room: Int, style: Style, mask: Character = "•",
        showsCursor: Bool
    ) -> Int {
        guard room > 0 else { return column }
        let graphemes = graphemes
        let cursor = cursor
        let first = min(firstShown, graphemes.count)
        let (end, used) = fitting(in: room)
        let x = column + used
        var cursorColumn: Int?
        if cursor >= first && cursor <= end {
            var offset = 0
            for index in first..<cursor { offset += widths[index] }
            cursorColumn = column + offset
        }
        if end > first {
            let shown =
                isMasked ? String(repeating: mask, count: end - first) : EditableText.string(graphemes[first..<end])
            screen.put(shown, column: column, row: row, limit: x - column, style: style, truncation: .clip)
        }
        if showsCursor, let cursorColumn, cursorColumn < column + room,
            screen.clip.contains(column: cursorColumn, row: row)
        {
            screen.cursor = (cursorColumn, row)
        }
        return x
    }

    /// Puts the cursor before the grapheme drawn `offset` columns after the text's start (a click;
    /// a click on the right half of a wide character puts it before that character).
    mutating func moveCursor(toColumn offset: Int) {
        moveCursor(to: fitting(in: offset).end)
    }
}
