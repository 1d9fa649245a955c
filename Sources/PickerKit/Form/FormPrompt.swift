import Foundation
import PickerCore
import Terminal

/// Asks a whole ``Form`` on one screen (a ``FormView``) and answers its shown fields' values:
/// the engine of `picker form`.
///
/// ```swift
/// let prompt = FormPrompt(form: form, options: PromptOptions(title: "Deploy"))
/// if case .answered(let answers) = try await prompt.run() {
///     print(answers["environment"] ?? .choices([]))
/// }
/// ```
///
/// Submit answers once every shown field keeps its rules; Esc cancels (a sheet that is up takes
/// Esc first, as its Cancel). At a timeout the answer is the form's current values when Submit
/// would take them (``FormView/submittableAnswers``, ``PromptOptions/answersAtTimeout``);
/// otherwise the run ends timed out.
///
/// With ``PromptOptions/accessible`` the shown fields are asked one by one in plain lines, each
/// with the line form of its kind (a choice's numbered list, a date's ISO 8601 line, a number's
/// range, yes or no, a text); an answer a field refuses is asked again with the reason, and
/// ``backWord`` typed alone goes back to the field before.
///
/// Like every prompt, it lives on the main actor: make and run it from `@MainActor` code.
@MainActor
public struct FormPrompt {
    /// The word that, typed alone in the line form, goes back to the field before.
    public static let backWord = "<"

    /// The form asked.
    public var form: Form
    /// Values to start from over the form's defaults (a program's own, or answers remembered
    /// from the last run); one a field refuses is left out (``Form/startingValues(_:)``).
    public var starting: [String: FormValue]
    /// Now, as the program read it once: where a date row without a value starts.
    public var today: Date
    /// Title (by default the form's), placement, timeout, hints.
    public var options: PromptOptions
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system

    /// A prompt asking `form`, starting from its defaults and `starting`.
    public init(
        form: Form, starting: [String: FormValue] = [:], today: Date = Date(), options: PromptOptions = PromptOptions()
    ) {
        self.form = form
        self.starting = starting
        self.today = today
        self.options = options
    }

    /// Shows the form and blocks until it is submitted or left.
    ///
    /// - Throws: ``PromptError`` when the form's spec has a problem (the first of
    ///   ``Form/problems``), or when there is no terminal (reason `noTerminal`).
    public func runBlocking() throws -> PromptOutcome<FormAnswers> {
        try checkSpec()
        if options.accessible { return try runLines() }
        let (prompt, view) = makePrompt()
        return try withExtendedLifetime(view) { try prompt.runBlocking() }
    }

    /// Shows the form and waits until it is submitted or left, leaving the main actor free for
    /// other tasks.
    ///
    /// - Throws: ``PromptError``, as ``runBlocking()``.
    public func run() async throws -> PromptOutcome<FormAnswers> {
        try checkSpec()
        if options.accessible { return try runLines() }
        let (prompt, view) = makePrompt()
        let outcome = try await prompt.run()
        withExtendedLifetime(view) {}
        return outcome
    }

    /// The key hints of the form's screen.
    public static func hint(traits: TerminalTraits) -> String {
        PromptHints.line(
            [traits.usesUnicode ? "↑↓ move" : "up/down move", "enter change", "space switch", "esc cancel"],
            traits: traits)
    }

    private func checkSpec() throws(PromptError) {
        if let problem = form.problems.first { throw PromptError(problem) }
    }

    private func makePrompt() -> (Prompt<FormAnswers>, FormView) {
        let view = FormView(form: form, values: form.startingValues(starting), today: today)
        view.usesUnicode = options.traits.usesUnicode
        view.onSubmit = { context in context.commit { context.finish(.finished) } }
        var options = self.options
        if options.title == nil { options.title = form.title }
        // Submit has checked every row before it finishes; at the timeout the same check decides.
        var prompt = Prompt<FormAnswers>(view, options: options, hint: Self.hint(traits: options.traits)) {
            view.submittableAnswers
        }
        prompt.host = host
        return (prompt, view)
    }
}
