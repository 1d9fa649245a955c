import Terminal

/// One line of text to type: the body of `picker input`, and a field in any form.
///
/// The field edits with the line editor that every text entry of PickerKit shares (the query of
/// `picker choose`, the filter of `picker file`, a number typed on a ``RulerView``): the text
/// scrolls sideways when it is wider than the field, and the terminal's cursor stands at the
/// insertion point while the field has the focus. Every edit works on whole graphemes, so a wide character,
/// an accented letter typed as letter plus accent, or an emoji edits as one.
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
/// A click puts the cursor before the character clicked.
///
/// With ``suggestions``, the rest of the first one that starts with the text is drawn dimmed after
/// the cursor while the cursor is at the end: Tab, or Right (Ctrl-F) there, takes it, and Up and
/// Down (Ctrl-P, Ctrl-N) show the others that start the same way.
@MainActor
public final class TextField: Widget {
    /// The text typed, as it is answered.
    public var text: String {
        get { editor.text }
        set { editor.setText(newValue) }
    }
    /// Shown, dimmed, while there is no text.
    public var placeholder: String
    /// Drawn before the text, in the theme's accent (such as "> ").
    public var prompt: String
    /// A password: each character is drawn as a mask, never as itself, and the accessible form
    /// reads the line without echoing it.
    public var isSecure: Bool {
        get { editor.isMasked }
        set { editor.isMasked = newValue }
    }
    /// The most characters (grapheme clusters) the text may hold, or nil for no limit.
    public var characterLimit: Int? {
        get { editor.characterLimit }
        set { editor.characterLimit = newValue.map { max(0, $0) } }
    }
    /// Called after each change of the text by the user.
    public var onChange: (@MainActor (String) -> Void)?
    /// Texts offered as the text is typed (see ``TextSuggestions``); none by default. Set before
    /// the field runs: a command is started by the run.
    public var suggestions = TextSuggestions() {
        didSet { suggester = suggestions.isEmpty ? nil : TextSuggester(suggestions, text: text) }
    }
    /// The suggestions' state while the field runs; nil without suggestions.
    package private(set) var suggester: TextSuggester?
    /// Why the last edit could not take all it was given — a paste longer than the terminal
    /// input keeps (1 MiB), or text past ``characterLimit`` — until the next key or paste; nil
    /// otherwise. The bell rings too. ``InputPrompt`` shows it before the key hints.
    public private(set) var note: String?
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { !isHidden }

    /// The text, its cursor and its scroll.
    private(set) var editor: LineEditor

    /// Creates a field holding `text` (its line breaks become spaces; cut to `characterLimit`),
    /// with the cursor at its end.
    public init(
        text: String = "", placeholder: String = "", prompt: String = "", isSecure: Bool = false,
        characterLimit: Int? = nil
    ) {
        self.placeholder = placeholder
        self.prompt = prompt
        editor = LineEditor(text, characterLimit: characterLimit)
        editor.isMasked = isSecure
    }

    /// The cursor, as characters (grapheme clusters) before it.
    public var cursor: Int { editor.cursor }

    /// The mask a password's characters are drawn as.
    static func mask(for theme: Theme) -> Character { theme.separatorGlyph == "|" ? "*" : "•" }

    // MARK: Layout

    /// The columns the prompt takes.
    private var promptWidth: Int { TextCells.width(of: prompt) }

    /// Scrolls the text so that the cursor is in view and as much text shows as fits.
    public func layout() {
        editor.layout(room: frame.width - promptWidth)
    }

    // MARK: Drawing

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        var column = frame.x
        if !prompt.isEmpty {
            column += screen.put(prompt, column: column, row: frame.y, limit: frame.width, style: theme.accent)
        }
        if editor.isEmpty, !placeholder.isEmpty, column < frame.maxX {
            screen.put(placeholder, column: column, row: frame.y, limit: frame.maxX - column, style: theme.hint)
        }
        let end = editor.draw(
            into: &screen, column: column, row: frame.y, room: frame.maxX - column, style: .plain,
            mask: Self.mask(for: theme), showsCursor: isFocused)
        if let rest = shownSuggestion, end < frame.maxX {
            screen.put(rest, column: end, row: frame.y, limit: frame.maxX - end, style: theme.hint)
        }
    }

    /// What the suggestion shown adds to the text, drawn after it: only while the field has the
    /// focus and the cursor is at the end (where Tab and Right take it), and never for a password.
    package var shownSuggestion: String? {
        guard isFocused, !isSecure, editor.cursor == editor.graphemes.count, let rest = suggester?.model.rest,
            !rest.isEmpty
        else { return nil }
        return rest
    }

    // MARK: Input

    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        switch event {
        case .key(let key, let modifiers):
            note = nil
            if suggester != nil, handleSuggestionKey(key, modifiers, context: context) { return true }
            guard let outcome = editor.handle(key, modifiers) else { return false }
            heard(outcome, context: context)
            return true
        case .paste(let pasted, let isCut):
            note = nil
            heard(editor.insert(pasted), pasteWasCut: isCut, context: context)
            return true
        case .mouse(let mouse):
            guard mouse.button == .left, frame.contains(column: mouse.column, row: mouse.row) else { return false }
            if mouse.action == .press { editor.moveCursor(toColumn: mouse.column - frame.x - promptWidth) }
            return true
        case .focus, .cursorPosition:
            return false
        }
    }

    /// Rings the bell and notes what the limit or the paste's length kept out, and tells
    /// ``onChange`` (and the suggestions) of a change.
    private func heard(_ outcome: LineEditor.Outcome, pasteWasCut: Bool = false, context: RunContext) {
        if outcome.overflowed { note = EditNote.limit(characterLimit) }
        if pasteWasCut { note = EditNote.pasteCut }
        if outcome.overflowed || pasteWasCut { context.bell() }
        guard outcome.changed else { return }
        suggester?.advance(text: editor.text, context: context)
        onChange?(editor.text)
    }

    /// The keys of the suggestions: Tab, or Right at the end, takes the one shown; Up and Down
    /// show the others. Returns false for a key they leave to the editor (Right inside the text,
    /// Up with nothing suggested).
    private func handleSuggestionKey(_ key: Key, _ modifiers: Modifiers, context: RunContext) -> Bool {
        // Only a suggestion in sight is taken or changed.
        guard let suggester, shownSuggestion != nil else { return false }
        let action = TextKeys.action(for: key, modifiers)
        switch (key, modifiers, action) {
        case (.tab, [], _), (_, _, .right?):
            guard let taken = suggester.model.accepted else { return false }
            let fitted = editor.setText(taken)
            heard(LineEditor.Outcome(changed: true, overflowed: !fitted), context: context)
            return true
        case (_, _, .up?), (_, _, .down?):
            if !suggester.cycle(by: action == .up ? -1 : 1) { context.bell() }
            return true
        default:
            return false
        }
    }

    /// Starts the suggestions' command for the text, when it has one to run.
    public func advance(context: RunContext) -> Bool {
        suggester?.advance(text: editor.text, context: context)
        return false
    }
}
