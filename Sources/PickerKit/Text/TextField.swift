import Terminal

/// One line of text to type: the body of `picker input`, and a field in any form.
///
/// The text scrolls sideways when it is wider than the field, and the terminal's cursor stands at
/// the insertion point while the field has the focus. Every edit works on whole graphemes, so a
/// wide character, an accented letter typed as letter plus accent, or an emoji edits as one.
///
/// | key | does |
/// |---|---|
/// | Left, Right (Ctrl-B, Ctrl-F) | a character back or forward |
/// | Ctrl-Left, Ctrl-Right (Alt-B, Alt-F) | a word back or forward |
/// | Home, End (Ctrl-A, Ctrl-E) | to the start or end |
/// | Backspace (Ctrl-H), Delete (Ctrl-D) | delete the character before or after the cursor |
/// | Ctrl-W (Alt-Backspace), Alt-D | delete the word before or after the cursor |
/// | Ctrl-U, Ctrl-K | delete to the start or to the end |
///
/// A paste arrives whole (bracketed paste): its line breaks and tabs become spaces and other
/// control characters are dropped. With a ``characterLimit`` what does not fit is not taken,
/// and the bell rings. Enter and Esc are left to the container (a ``Prompt`` answers or cancels).
@MainActor
public final class TextField: Widget {
    /// The text typed, as it is answered.
    public var text: String {
        get { editor.text }
        set {
            editor = EditableText()
            editor.insert(EditableText.sanitized(newValue, multiline: false), limit: characterLimit)
        }
    }
    /// Shown, dimmed, while there is no text.
    public var placeholder: String
    /// Drawn before the text, in the theme's accent (such as "> ").
    public var prompt: String
    /// A password: each character is drawn as a mask, never as itself, and the accessible form
    /// reads the line without echoing it.
    public var isSecure: Bool
    /// The most characters (grapheme clusters) the text may hold, or nil for no limit.
    public var characterLimit: Int?
    /// Called after each change of the text by the user.
    public var onChange: (@MainActor (String) -> Void)?
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { !isHidden }

    /// The text and its cursor.
    private(set) var editor: EditableText
    /// The first grapheme shown, when the text is wider than the field.
    private(set) var firstShown = 0

    /// Creates a field holding `text` (its line breaks become spaces; cut to `characterLimit`),
    /// with the cursor at its end.
    public init(
        text: String = "", placeholder: String = "", prompt: String = "", isSecure: Bool = false,
        characterLimit: Int? = nil
    ) {
        self.placeholder = placeholder
        self.prompt = prompt
        self.isSecure = isSecure
        self.characterLimit = characterLimit.map { max(0, $0) }
        editor = EditableText()
        editor.insert(EditableText.sanitized(text, multiline: false), limit: self.characterLimit)
    }

    /// The cursor, as characters (grapheme clusters) before it.
    public var cursor: Int { editor.column }

    /// The mask a password's characters are drawn as.
    static func mask(for theme: Theme) -> Character { theme.separatorGlyph == "|" ? "*" : "•" }

    // MARK: Layout

    /// The columns the prompt takes.
    private var promptWidth: Int { DisplayWidth.of(InertText.make(prompt)) }

    /// The columns each grapheme takes as drawn (one for a mask).
    private var cellWidths: [Int] {
        editor.lines[0].map { isSecure ? 1 : TextCells.width(of: $0) }
    }

    /// Scrolls the text so that the cursor is in view and as much text shows as fits.
    public func layout() {
        firstShown = TextCells.firstShown(
            widths: cellWidths, cursor: editor.column, previous: firstShown, room: frame.width - promptWidth)
    }

    // MARK: Drawing

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        var column = frame.x
        if !prompt.isEmpty {
            column += screen.put(prompt, column: column, row: frame.y, limit: frame.width, style: theme.accent)
        }
        var cursorColumn = column
        if editor.isEmpty {
            if !placeholder.isEmpty, column < frame.maxX {
                screen.put(placeholder, column: column, row: frame.y, limit: frame.maxX - column, style: theme.hint)
            }
        } else {
            let graphemes = editor.lines[0]
            let widths = cellWidths
            let mask = String(Self.mask(for: theme))
            var index = min(firstShown, graphemes.count)
            while index < graphemes.count, column + widths[index] <= frame.maxX {
                if index == editor.column { cursorColumn = column }
                let shown = isSecure ? mask : String(graphemes[index])
                screen.put(shown, column: column, row: frame.y, limit: widths[index], style: .plain)
                column += widths[index]
                index += 1
            }
            if index == editor.column { cursorColumn = column }
        }
        if isFocused, cursorColumn < frame.maxX, screen.clip.contains(column: cursorColumn, row: frame.y) {
            screen.cursor = (cursorColumn, frame.y)
        }
    }

    // MARK: Input

    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        switch event {
        case .key(let key, let modifiers):
            return handleKey(key, modifiers, context: context)
        case .paste(let pasted):
            let before = editor.lines
            editor.insert(EditableText.sanitized(pasted, multiline: false), limit: characterLimit, context: context)
            if editor.lines != before { onChange?(editor.text) }
            return true
        case .mouse(let mouse):
            guard mouse.button == .left, frame.contains(column: mouse.column, row: mouse.row) else { return false }
            if mouse.action == .press { placeCursor(atColumn: mouse.column) }
            return true
        case .focus, .cursorPosition:
            return false
        }
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers, context: RunContext) -> Bool {
        guard let action = TextKeys.action(for: key, modifiers) else { return false }
        let before = editor.lines
        switch action {
        case .insert(let character): editor.insert(String(character), limit: characterLimit, context: context)
        case .controlD: _ = editor.deleteForward()
        default: guard editor.apply(action) else { return false }
        }
        if editor.lines != before { onChange?(editor.text) }
        return true
    }

    /// Moves the cursor to the grapheme drawn at a screen column (a click).
    private func placeCursor(atColumn target: Int) {
        var column = frame.x + promptWidth
        var index = min(firstShown, editor.lines[0].count)
        let widths = cellWidths
        while index < widths.count, column + widths[index] <= target {
            column += widths[index]
            index += 1
        }
        editor.moveTo(line: 0, column: index)
    }
}
