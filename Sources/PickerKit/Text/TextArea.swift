import Terminal

/// Several lines of text to type: the body of `picker write`.
///
/// Enter starts a new line; **Ctrl-D** finishes, as in `gum write` (and as end of input ends a
/// shell's `cat > file`), and so does **Alt-Enter** (Esc pressed together with Enter), the key
/// chat programs and fzf users reach for; Esc is left to the container (a ``Prompt`` cancels).
/// Long lines wrap at the area's width; the area scrolls to keep the cursor in view, and the
/// terminal's cursor stands at the insertion point while the area has the focus.
///
/// | key | does |
/// |---|---|
/// | Up, Down (Ctrl-P, Ctrl-N) | a row up or down, keeping the column |
/// | PgUp, PgDn | a screenful up or down |
/// | Left, Right, Home, End, Ctrl-A, Ctrl-E … | as in a ``TextField``, on the cursor's line |
/// | Backspace at a line's start, Ctrl-K at its end | join the line to the one above, or below |
/// | Ctrl-E, with an ``editorCommand`` | open the text in that editor |
///
/// A paste arrives whole: its line breaks are kept, a tab becomes four spaces, other control
/// characters are dropped. A ``characterLimit`` counts graphemes, each line break as one.
@MainActor
public final class TextArea: Widget {
    /// The text typed, lines joined by `\n`.
    public var text: String {
        get { editor.text }
        set {
            editor = EditableText()
            editor.insert(EditableText.sanitized(newValue, multiline: true), limit: characterLimit)
            goalColumn = nil
        }
    }
    /// Shown, dimmed, while there is no text.
    public var placeholder: String
    /// The most characters (grapheme clusters, a line break counting one), or nil for no limit.
    public var characterLimit: Int?
    /// The rows the area asks for.
    public var visibleLines: Int
    /// Drawn at the start of every row, dimmed (such as "┃ "), to show the area's extent.
    public var gutter: String
    /// Called after each change of the text by the user.
    public var onChange: (@MainActor (String) -> Void)?
    /// Why the last edit could not take all it was given — a paste longer than the terminal
    /// input keeps (1 MiB), or text past ``characterLimit`` — until the next key or paste; nil
    /// otherwise. The bell rings too. ``WritePrompt`` shows it before the key hints.
    public private(set) var note: String?
    /// What Ctrl-D and Alt-Enter do; nil (the default) commits and finishes the run, so that a
    /// ``Prompt`` reads its answer.
    public var onFinish: (@MainActor (RunContext) -> Void)?
    /// The editor Ctrl-E opens the text in (a shell command such as `vim` or `code -w`, given the
    /// path of a temporary file), the terminal handed to it by the run loop; the text it saves
    /// replaces the area's, the cursor at its end. An editor that fails, or a file that is no
    /// longer UTF-8, leaves the text as it was, with a ``note`` that says why. Nil (the default):
    /// Ctrl-E goes to the line's end, as in a ``TextField``.
    public var editorCommand: String?
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { !isHidden }

    /// The text and its cursor.
    private(set) var editor: EditableText {
        didSet { wrapped = nil }
    }
    /// The rows of the text as last wrapped, and the width they were wrapped at: wrapped again
    /// only after an edit or at another width, not at every frame.
    private var wrapped: (room: Int, rows: [Row])?
    /// The first row shown (rows are lines wrapped at the area's width).
    private(set) var firstRow = 0
    /// The column Up and Down aim for, kept across rows shorter than it.
    private var goalColumn: Int?

    /// Creates an area holding `text` (cut to `characterLimit`), the cursor at its end.
    public init(
        text: String = "", placeholder: String = "", characterLimit: Int? = nil, visibleLines: Int = 5,
        gutter: String = ""
    ) {
        self.placeholder = placeholder
        self.characterLimit = characterLimit.map { max(0, $0) }
        self.visibleLines = max(1, visibleLines)
        self.gutter = gutter
        editor = EditableText()
        editor.insert(EditableText.sanitized(text, multiline: true), limit: self.characterLimit)
    }

    /// The cursor: its line, and the characters before it on that line.
    public var cursor: (line: Int, column: Int) { (editor.line, editor.column) }

    public func preferredHeight(forWidth width: Int) -> Int { visibleLines }

    // MARK: Rows

    /// One row on screen: graphemes `start..<end` of a line.
    struct Row: Equatable {
        var line: Int
        var start: Int
        var end: Int
    }

    /// The columns the gutter takes.
    private var gutterWidth: Int { DisplayWidth.of(InertText.make(gutter)) }

    /// The columns a row's text may take.
    private var room: Int { max(1, frame.width - gutterWidth) }

    /// The lines wrapped into rows of `room` columns: after the last blank of the row (a blank
    /// that meets the edge hangs past it, ending its row), or, in a word longer than a row, where
    /// the row is full. A line whose last row is full gets an empty row after it, for the cursor
    /// at its end.
    static func rows(of lines: [[Character]], room: Int) -> [Row] {
        var rows: [Row] = []
        for (index, graphemes) in lines.enumerated() {
            let widths = graphemes.map(TextCells.width(of:))
            var start = 0
            var used = 0
            var lastBlank: Int?
            for position in graphemes.indices {
                let width = widths[position]
                let isBlank = graphemes[position].isWhitespace
                if used + width > room && position > start && (!isBlank || used > room) {
                    var end = position
                    if !isBlank, let blank = lastBlank, blank + 1 < position { end = blank + 1 }
                    rows.append(Row(line: index, start: start, end: end))
                    start = end
                    used = widths[end..<position].reduce(0, +)
                    lastBlank = nil
                }
                used += width
                if graphemes[position].isWhitespace { lastBlank = position }
            }
            rows.append(Row(line: index, start: start, end: graphemes.count))
            if !graphemes.isEmpty && used >= room {
                rows.append(Row(line: index, start: graphemes.count, end: graphemes.count))
            }
        }
        return rows
    }

    /// The text's rows at the area's width.
    private func currentRows() -> [Row] {
        if let wrapped, wrapped.room == room { return wrapped.rows }
        let rows = Self.rows(of: editor.lines, room: room)
        wrapped = (room, rows)
        return rows
    }

    /// The row the cursor is in.
    private func cursorRow(in rows: [Row]) -> Int {
        let line = editor.line
        let column = editor.column
        for (index, row) in rows.enumerated() where row.line == line {
            let last = index + 1 == rows.count || rows[index + 1].line != line
            if column < row.end || (column == row.end && last) { return index }
        }
        return max(0, rows.count - 1)
    }

    /// The columns from a row's start to the cursor's place in it.
    private func columns(in row: Row, upTo column: Int) -> Int {
        editor.lines[row.line][row.start..<min(max(row.start, column), row.end)].reduce(0) {
            $0 + TextCells.width(of: $1)
        }
    }

    /// Scrolls so that the cursor's row is in view, and no rows stand empty below the text while
    /// text is hidden above.
    public func layout() {
        let rows = currentRows()
        let height = max(1, frame.height)
        let row = cursorRow(in: rows)
        if row < firstRow { firstRow = row }
        if row >= firstRow + height { firstRow = row - height + 1 }
        firstRow = max(0, min(firstRow, rows.count - height))
    }

    // MARK: Drawing

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        // Wrapped when laid out; drawing keeps nothing.
        let rows = wrapped.flatMap { $0.room == room ? $0.rows : nil } ?? Self.rows(of: editor.lines, room: room)
        let textX = frame.x + gutterWidth
        let cursorRow = cursorRow(in: rows)
        for offset in 0..<frame.height {
            let y = frame.y + offset
            if !gutter.isEmpty {
                screen.put(gutter, column: frame.x, row: y, limit: frame.width, style: theme.hint, truncation: .clip)
            }
            guard textX < frame.maxX else { continue }
            if editor.isEmpty {
                if offset == 0 && !placeholder.isEmpty {
                    screen.put(placeholder, column: textX, row: y, limit: frame.maxX - textX, style: theme.hint)
                }
                continue
            }
            let index = firstRow + offset
            guard index < rows.count else { continue }
            var x = textX
            for grapheme in editor.lines[rows[index].line][rows[index].start..<rows[index].end] {
                let width = TextCells.width(of: grapheme)
                guard x + width <= frame.maxX else { break }
                screen.put(String(grapheme), column: x, row: y, limit: width, style: .plain)
                x += width
            }
        }
        guard isFocused, cursorRow >= firstRow, cursorRow < firstRow + frame.height else { return }
        // Before a blank that hangs past the edge, the cursor stands in the last column.
        let x = min(frame.maxX - 1, textX + (rows.isEmpty ? 0 : columns(in: rows[cursorRow], upTo: editor.column)))
        let y = frame.y + cursorRow - firstRow
        if x >= textX, screen.clip.contains(column: x, row: y) { screen.cursor = (x, y) }
    }

    // MARK: Input

    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        switch event {
        case .key(.character("e"), .control) where editorCommand != nil:
            note = nil
            openEditor(context: context)
            return true
        case .key(let key, let modifiers):
            note = nil
            return handleKey(key, modifiers, context: context)
        case .paste(let pasted, let isCut):
            note = nil
            let before = editor.lines
            insert(EditableText.sanitized(pasted, multiline: true), context: context)
            if isCut {
                if note == nil { context.bell() }
                note = EditNote.pasteCut
            }
            if editor.lines != before { onChange?(editor.text) }
            return true
        case .mouse(let mouse):
            guard frame.contains(column: mouse.column, row: mouse.row) else { return false }
            switch (mouse.button, mouse.action) {
            case (.left, .press): placeCursor(at: mouse)
            case (.wheelUp, _): moveRows(-1)
            case (.wheelDown, _): moveRows(1)
            default: break
            }
            return true
        case .focus, .cursorPosition:
            return false
        }
    }

    /// Opens the text in ``editorCommand`` and takes back what it saved (see ``ExternalEditor``).
    private func openEditor(context: RunContext) {
        guard let editorCommand else { return }
        ExternalEditor.edit(text, in: editorCommand, context: context) { [weak self] outcome in
            guard let self else { return }
            switch outcome {
            case .edited(let edited):
                let before = editor.lines
                let sanitized = EditableText.sanitized(edited, multiline: true)
                text = sanitized
                if text != sanitized {
                    note = EditNote.limit(characterLimit)
                    context.bell()
                }
                if editor.lines != before { onChange?(text) }
            case .unchanged(let reason):
                note = reason
                context.bell()
            }
        }
    }

    /// Inserts typed or pasted text within the limit; what the limit keeps out rings the bell and
    /// is noted.
    private func insert(_ text: String, context: RunContext) {
        guard !editor.insert(text, limit: characterLimit) else { return }
        note = EditNote.limit(characterLimit)
        context.bell()
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers, context: RunContext) -> Bool {
        guard let action = TextKeys.action(for: key, modifiers) else { return false }
        let before = editor.lines
        var keepsGoal = false
        switch action {
        case .insert(let character): insert(String(character), context: context)
        case .newline: insert("\n", context: context)
        case .finish, .controlD:
            if let onFinish { onFinish(context) } else { context.commit { context.finish(.finished) } }
        case .up, .down, .pageUp, .pageDown:
            let page = max(1, frame.height)
            moveRows(action == .up ? -1 : action == .down ? 1 : action == .pageUp ? -page : page)
            keepsGoal = true
        default: _ = editor.apply(action)
        }
        if !keepsGoal { goalColumn = nil }
        if editor.lines != before { onChange?(editor.text) }
        return true
    }

    /// Moves the cursor `count` rows down (up when negative), aiming for the goal column; at the
    /// first or last row it goes to the text's start or end.
    private func moveRows(_ count: Int) {
        let rows = currentRows()
        guard !rows.isEmpty else { return }
        let current = cursorRow(in: rows)
        let goal = goalColumn ?? columns(in: rows[current], upTo: editor.column)
        goalColumn = goal
        let target = current + count
        if target < 0 {
            editor.moveTo(line: 0, column: 0)
        } else if target >= rows.count {
            editor.moveTo(line: Int.max, column: Int.max)
        } else {
            move(to: rows, target, goal: goal)
        }
    }

    /// Puts the cursor in row `index` of `rows`, at the grapheme drawn at `goal` columns (or the
    /// row's end; a row that wraps on ends before its last grapheme).
    private func move(to rows: [Row], _ index: Int, goal: Int) {
        let row = rows[index]
        let wraps = index + 1 < rows.count && rows[index + 1].line == row.line
        var column = row.start
        var x = 0
        let graphemes = editor.lines[row.line]
        while column < row.end {
            let width = TextCells.width(of: graphemes[column])
            if x + width > goal { break }
            x += width
            column += 1
        }
        if wraps && column == row.end && row.end > row.start { column -= 1 }
        editor.moveTo(line: row.line, column: column)
    }

    /// Moves the cursor to the grapheme drawn under a click.
    private func placeCursor(at mouse: MouseEvent) {
        let rows = currentRows()
        let index = firstRow + mouse.row - frame.y
        guard !rows.isEmpty else { return }
        goalColumn = nil
        move(to: rows, min(index, rows.count - 1), goal: max(0, mouse.column - frame.x - gutterWidth))
    }
}
