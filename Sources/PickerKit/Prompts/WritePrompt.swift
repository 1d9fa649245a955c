import Terminal

/// Asks for several lines of text: the engine of `picker write`.
///
/// ```swift
/// if case .answered(let message) = try await WritePrompt(placeholder: "Commit message").run() {
///     print(message)
/// }
/// ```
///
/// A ``TextArea`` between the title and the hints: Enter starts a new line, Ctrl-D (or
/// Alt-Enter) answers the text, Ctrl-E opens it in the user's ``editor`` (the text it saves
/// comes back, the cursor at its end), Esc cancels. With ``rules``, Ctrl-D is refused, and the reason
/// shown under the area, until the text keeps them. The accessible form reads lines up to a line
/// of only "." (see ``TextArea/lineForm``), and asks for the text again with the reason while
/// the rules refuse it.
///
/// Like every prompt, it lives on the main actor: create and run it from `@MainActor` code (a
/// top-level `main.swift` is; mark an `async` function `@MainActor`).
@MainActor
public struct WritePrompt {
    /// Shared prompt options.
    public var options: PromptOptions
    /// The text the area starts with.
    public var value: String
    /// Shown, dimmed, while the area is empty.
    public var placeholder: String
    /// The most characters (grapheme clusters, a line break counting one), or nil for no limit.
    public var characterLimit: Int?
    /// The rows the area shows.
    public var visibleLines: Int
    /// What the text must be before Ctrl-D takes it (see ``TextRules``); none by default.
    public var rules: TextRules
    /// The editor Ctrl-E opens the text in (``TextArea/editorCommand``): by default `$VISUAL`,
    /// else `$EDITOR`, else `vi`; nil leaves Ctrl-E to the line's end.
    public var editor: String? = ExternalEditor.command()
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system

    /// A prompt for lines of text.
    public init(
        options: PromptOptions = PromptOptions(), value: String = "", placeholder: String = "",
        characterLimit: Int? = nil, visibleLines: Int = 5, rules: TextRules = TextRules()
    ) {
        self.rules = rules
        self.options = options
        self.value = value
        self.placeholder = placeholder
        self.characterLimit = characterLimit
        self.visibleLines = visibleLines
    }

    /// The key hints, in Unicode or ASCII; Ctrl-E named when it `opensEditor`.
    public static func hint(traits: TerminalTraits, opensEditor: Bool = false) -> String {
        hint(note: nil, opensEditor: opensEditor, traits: traits)
    }

    /// The key hints after the area's note, when it has one.
    static func hint(note: String?, opensEditor: Bool, traits: TerminalTraits) -> String {
        PromptHints.line(
            [note, "enter new line", opensEditor ? "ctrl-e editor" : nil, "ctrl-d done", "esc cancel"].compactMap {
                $0
            }, traits: traits)
    }

    /// Shows the area and blocks until the answer: the text typed, lines joined by `\n`.
    ///
    /// - Throws: ``PromptError`` when ``value`` is longer than ``characterLimit``, the limit is
    ///   negative, ``visibleLines`` is below 1 or the ``rules``' lengths are ones no text could
    ///   keep, or when there is no terminal (reason `noTerminal`).
    public func runBlocking() throws -> PromptOutcome<String> {
        let (prompt, entry) = makePrompt(try makeArea())
        // A rule command still judging the text when the prompt ends is ended with it.
        defer { entry?.validation.end() }
        return try prompt.runBlocking()
    }

    /// Shows the area and waits for the answer, leaving the main actor free for other tasks.
    ///
    /// - Throws: ``PromptError``, as ``runBlocking()``.
    public func run() async throws -> PromptOutcome<String> {
        let (prompt, entry) = makePrompt(try makeArea())
        defer { entry?.validation.end() }
        return try await prompt.run()
    }

    private func makeArea() throws -> TextArea {
        try InputPrompt.check(value: value, limit: characterLimit, multiline: true)
        guard visibleLines >= 1 else { throw PromptError("the area is \(visibleLines) lines tall: give 1 or more") }
        try rules.checkLengths(characterLimit: characterLimit)
        let area = TextArea(
            text: value, placeholder: placeholder, characterLimit: characterLimit, visibleLines: visibleLines,
            gutter: options.traits.usesUnicode ? "┃ " : "| ")
        area.editorCommand = editor
        return area
    }

    /// The prompt around `area`, and the entry that applies the rules (when there are any).
    private func makePrompt(_ area: TextArea) -> (Prompt<String>, ValidatedEntry?) {
        let opensEditor = area.editorCommand != nil
        let hint = Self.hint(traits: options.traits, opensEditor: opensEditor)
        var prompt: Prompt<String>
        var validated: ValidatedEntry?
        if rules.isEmpty {
            prompt = Prompt(area, options: options, hint: hint) { area.text }
        } else {
            let entry = ValidatedEntry(area: area, validation: TextValidation(rules: rules))
            entry.usesUnicode = options.traits.usesUnicode
            prompt = Prompt(entry, options: options, hint: hint) { entry.answer }
            validated = entry
        }
        let traits = options.traits
        // The hints, made again only when the field's note changes: the hint line is laid out on
        // every frame, and a key that types a letter changes no note.
        var shown = (note: String?.none, text: Self.hint(note: nil, opensEditor: opensEditor, traits: traits))
        prompt.hintForFrame = {
            let note = area.note
            if note != shown.note { shown = (note, Self.hint(note: note, opensEditor: opensEditor, traits: traits)) }
            return shown.text
        }
        prompt.host = host
        return (prompt, validated)
    }
}
