import Terminal

/// Asks for one line of text: the engine of `picker input`.
///
/// ```swift
/// let name = try await InputPrompt(placeholder: "Your name", characterLimit: 40).run().value
/// let secret = try await InputPrompt(options: PromptOptions(title: "Password"), isSecure: true).run()
/// ```
///
/// A ``TextField`` between the title and the hints: Enter answers the text (empty too), Esc
/// cancels. The accessible form (``PromptOptions/accessible``) asks on one plain line (a password
/// with the terminal's echo off); an empty line keeps ``value``.
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
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system

    /// A prompt for a line of text.
    public init(
        options: PromptOptions = PromptOptions(), value: String = "", placeholder: String = "", prompt: String = "> ",
        isSecure: Bool = false, characterLimit: Int? = nil
    ) {
        self.options = options
        self.value = value
        self.placeholder = placeholder
        self.prompt = prompt
        self.isSecure = isSecure
        self.characterLimit = characterLimit
    }

    /// The key hints, in Unicode arrows or ASCII.
    public static func hint(traits: TerminalTraits) -> String {
        hint(note: nil, traits: traits)
    }

    /// The key hints after the field's note, when it has one.
    static func hint(note: String?, traits: TerminalTraits) -> String {
        PromptHints.line([note, "enter done", "esc cancel"].compactMap { $0 }, traits: traits)
    }

    /// Shows the field and blocks until the answer: the text typed.
    ///
    /// - Throws: ``PromptError`` when ``value`` is longer than ``characterLimit`` or the limit is
    ///   negative, or when there is no terminal (reason `noTerminal`).
    public func runBlocking() throws -> PromptOutcome<String> {
        try makePrompt(try makeField()).runBlocking()
    }

    /// Shows the field and waits for the answer, leaving the main actor free for other tasks.
    ///
    /// - Throws: ``PromptError``, as ``runBlocking()``.
    public func run() async throws -> PromptOutcome<String> {
        try await makePrompt(try makeField()).run()
    }

    private func makeField() throws -> TextField {
        try Self.check(value: value, limit: characterLimit, multiline: false)
        return TextField(
            text: value, placeholder: placeholder, prompt: prompt, isSecure: isSecure, characterLimit: characterLimit)
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

    private func makePrompt(_ field: TextField) -> Prompt<String> {
        var prompt = Prompt(field, options: options, hint: Self.hint(traits: options.traits)) { field.text }
        let traits = options.traits
        prompt.hintForFrame = { Self.hint(note: field.note, traits: traits) }
        prompt.host = host
        return prompt
    }
}
