import Terminal

/// Asks for one line of text: the engine of `picker input`.
///
/// ```swift
/// let name = try await InputPrompt(placeholder: "Your name", characterLimit: 40).run().value
/// let secret = try await InputPrompt(options: PromptOptions(title: "Password"), isSecure: true).run()
/// let port = try await InputPrompt(rules: TextRules(isRequired: true, pattern: try TextPattern("[0-9]{1,5}"))).run()
/// var branch = InputPrompt(placeholder: "Branch")
/// branch.suggestions = TextSuggestions(["main", "release/1.0"])
/// ```
///
/// A ``TextField`` between the title (and ``header``) and the hints: Enter answers the text
/// (empty too), Esc cancels. With ``rules``, Enter is refused, and the reason shown under the
/// field, until the text keeps them. The accessible form (``PromptOptions/accessible``) asks on
/// one plain line (a password with the terminal's echo off), and asks again with the reason
/// while the rules refuse it; an empty line keeps ``value``. With ``suggestions``, the rest of
/// the first one that starts with the text is shown dimmed after it: Tab (or Right at the end)
/// takes it, Up and Down show the others; the accessible form lists them before the question.
///
/// Like every prompt, it lives on the main actor: create and run it from `@MainActor` code (a
/// top-level `main.swift` is; mark an `async` function `@MainActor`).
@MainActor
public struct InputPrompt {
    /// Shared prompt options.
    public var options: PromptOptions
    /// The text the field starts with.
    public var value: String
    /// Shown, dimmed, while the field is empty.
    public var placeholder: String
    /// Drawn before the text.
    public var prompt: String
    /// A password: drawn as masks, read without echo in the accessible form.
    public var isSecure: Bool
    /// The most characters (grapheme clusters), or nil for no limit.
    public var characterLimit: Int?
    /// What the text must be before Enter takes it (see ``TextRules``); none by default.
    public var rules: TextRules
    /// A line between the title and the field (what to type, say), or nil for none.
    public var header: String?
    /// Texts offered as the text is typed, from a list or a command (see ``TextSuggestions``);
    /// none by default. A password (``isSecure``) is offered none.
    public var suggestions = TextSuggestions()
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system

    /// A prompt for a line of text.
    public init(
        options: PromptOptions = PromptOptions(), value: String = "", placeholder: String = "", prompt: String = "> ",
        isSecure: Bool = false, characterLimit: Int? = nil, rules: TextRules = TextRules(), header: String? = nil
    ) {
        self.options = options
        self.value = value
        self.placeholder = placeholder
        self.prompt = prompt
        self.isSecure = isSecure
        self.characterLimit = characterLimit
        self.rules = rules
        self.header = header
    }

    /// The key hints, in Unicode arrows or ASCII.
    public static func hint(traits: TerminalTraits) -> String {
        hint(note: nil, traits: traits)
    }

    /// The key hints after the field's note, when it has one.
    static func hint(note: String?, traits: TerminalTraits) -> String {
        hint(note: note, suggests: false, traits: traits)
    }

    /// The key hints after the field's note, with how to take and change a suggestion when there
    /// are ``suggestions``.
    static func hint(note: String?, suggests: Bool, traits: TerminalTraits) -> String {
        var parts = [note].compactMap { $0 }
        if suggests { parts += ["tab accept", traits.usesUnicode ? "↑↓ suggestions" : "up/down suggestions"] }
        return PromptHints.line(parts + ["enter done", "esc cancel"], traits: traits)
    }

    /// Shows the field and blocks until the answer: the text typed.
    ///
    /// - Throws: ``PromptError`` when ``value`` is longer than ``characterLimit``, the limit is
    ///   negative, the ``rules``' lengths are ones no text could keep
    ///   (``TextRules/checkLengths(characterLimit:)``), or when there is no terminal (reason
    ///   `noTerminal`).
    public func runBlocking() throws -> PromptOutcome<String> {
        let field = try makeField()
        let (prompt, entry) = makePrompt(field)
        // A rule command still judging the text, or a command still suggesting, when the prompt
        // ends is ended with it.
        defer {
            entry?.validation.end()
            field.suggester?.end()
        }
        return try prompt.runBlocking()
    }

    /// Shows the field and waits for the answer, leaving the main actor free for other tasks.
    ///
    /// - Throws: ``PromptError``, as ``runBlocking()``.
    public func run() async throws -> PromptOutcome<String> {
        let field = try makeField()
        let (prompt, entry) = makePrompt(field)
        defer {
            entry?.validation.end()
            field.suggester?.end()
        }
        return try await prompt.run()
    }

    private func makeField() throws -> TextField {
        try Self.check(value: value, limit: characterLimit, multiline: false)
        try rules.checkLengths(characterLimit: characterLimit)
        let field = TextField(
            text: value, placeholder: placeholder, prompt: prompt, isSecure: isSecure, characterLimit: characterLimit)
        if !isSecure { field.suggestions = suggestions }
        return field
    }

    /// Refuses a negative limit, and a starting value the limit would cut.
    static func check(value: String, limit: Int?, multiline: Bool) throws {
        guard let limit else { return }
        guard limit >= 0 else { throw PromptError("the character limit is \(limit): give 0 or more") }
        let count = EditableText(EditableText.sanitized(value, multiline: multiline)).count
        if count > limit {
            throw PromptError("the value is \(count) characters long, more than the limit of \(limit)")
        }
    }

    /// The prompt around `field`, and the entry that applies the rules (when there are rules or a
    /// header).
    private func makePrompt(_ field: TextField) -> (Prompt<String>, ValidatedEntry?) {
        let suggests = field.suggester != nil
        let hint = Self.hint(note: nil, suggests: suggests, traits: options.traits)
        var prompt: Prompt<String>
        var validated: ValidatedEntry?
        if rules.isEmpty && header == nil {
            prompt = Prompt(field, options: options, hint: hint) { field.text }
        } else {
            let entry = ValidatedEntry(field: field, validation: TextValidation(rules: rules))
            entry.usesUnicode = options.traits.usesUnicode
            entry.spokenHeader = header
            prompt = Prompt(entry, options: options, hint: hint) { entry.answer }
            validated = entry
        }
        prompt.header = header.map { Label($0, style: nil) }
        let traits = options.traits
        // The hints, made again only when the field's note changes: the hint line is laid out on
        // every frame, and a key that types a letter changes no note.
        var shown = (note: String?.none, text: Self.hint(note: nil, suggests: suggests, traits: traits))
        prompt.hintForFrame = {
            let note = field.note
            if note != shown.note { shown = (note, Self.hint(note: note, suggests: suggests, traits: traits)) }
            return shown.text
        }
        prompt.host = host
        return (prompt, validated)
    }
}
