import Terminal

/// Asks for one of a set of cases — the cases of a `CaseIterable` type, or values you list — on
/// ``ChoosePrompt``'s wheel, and answers the value itself.
///
/// ```swift
/// enum Fruit: String, CaseIterable, Sendable { case apple, banana, cherry }
///
/// let outcome = try await CasePrompt(Fruit.self).run()          // PromptOutcome<Fruit>
/// if case .answered(let fruit) = outcome { print(fruit.rawValue) }
///
/// let size = try await CasePrompt([8, 10, 12], title: { "\($0) inches" }).run()
/// ```
///
/// Each case is shown by its `title` (`String(describing:)` by default: an enum's case name, or
/// its `description`), searched, jumped to and asked in plain lines as ``ChoosePrompt``'s items
/// are. Titles should differ: the answer is the case whose row was chosen.
///
/// Like every prompt, it lives on the main actor: create and run it from `@MainActor` code (a
/// top-level `main.swift` is; mark an `async` function `@MainActor`).
@MainActor
public struct CasePrompt<Value: Sendable> {
    /// The cases, in the order shown.
    public var cases: [Value]
    /// The text a case is shown, searched and answered in plain lines by.
    public var title: (Value) -> String
    /// The case to start on (compared by its title); nil starts on the first.
    public var selected: Value?
    /// Shared prompt options.
    public var options: PromptOptions
    /// How the choose prompt asks: filtering, the query, the wheel's rows, a header, the
    /// presentation. Marks are not used: one case is the answer.
    public var settings: ChooseSettings
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system

    /// A prompt over `cases`, each shown by `title`.
    public init(
        _ cases: [Value], selected: Value? = nil, options: PromptOptions = PromptOptions(),
        settings: ChooseSettings = ChooseSettings(), title: @escaping (Value) -> String = { String(describing: $0) }
    ) {
        self.cases = cases
        self.title = title
        self.selected = selected
        self.options = options
        self.settings = settings
    }

    /// A prompt over every case of `type`, in `allCases` order, each shown by `title`.
    public init(
        _ type: Value.Type, selected: Value? = nil, options: PromptOptions = PromptOptions(),
        settings: ChooseSettings = ChooseSettings(), title: @escaping (Value) -> String = { String(describing: $0) }
    ) where Value: CaseIterable {
        self.init(Array(type.allCases), selected: selected, options: options, settings: settings, title: title)
    }

    /// Shows the wheel and blocks until the answer: the case chosen.
    ///
    /// - Throws: ``PromptError`` when there is no terminal (reason `noTerminal`), or no cases.
    public func runBlocking() throws -> PromptOutcome<Value> {
        answer(try prompt.runBlocking())
    }

    /// Shows the wheel and waits for the answer, leaving the main actor free for other tasks: the
    /// case chosen.
    ///
    /// - Throws: ``PromptError``, as ``runBlocking()``.
    public func run() async throws -> PromptOutcome<Value> {
        answer(try await prompt.run())
    }

    /// The choose prompt over the cases' titles.
    private var prompt: ChoosePrompt {
        var settings = self.settings
        settings.limit = nil
        if let selected { settings.selected = Array(title(selected).utf8) }
        var prompt = ChoosePrompt(items: .list(cases.map(title)), options: options, settings: settings)
        prompt.host = host
        return prompt
    }

    /// The case of the row chosen; an answer without one (a query bound to be answered alone) is
    /// no answer here.
    private func answer(_ outcome: PromptOutcome<ChoosePrompt.Answer>) -> PromptOutcome<Value> {
        switch outcome {
        case .answered(let answer):
            guard let choice = answer.choice, cases.indices.contains(choice.index) else { return .cancelled }
            return .answered(cases[choice.index])
        case .ended(let completion):
            return .ended(completion)
        }
    }
}
