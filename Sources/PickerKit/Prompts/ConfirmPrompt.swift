import PickerCore
import Terminal

/// Asks a yes-or-no question: the engine of `picker confirm`.
///
/// ```swift
/// let sure = try await ConfirmPrompt(question: "Delete 3 files?", selectsAffirmative: false).run()
/// if sure.value == true { deleteFiles() }
/// ```
///
/// A ``ConfirmView``: the question, then the two buttons. Enter answers the button with the
/// focus, y and n (or the labels' first letters) answer at once, Esc cancels. The accessible
/// form (``PromptOptions/accessible``) asks on one plain line and takes yes, no, y, n or a label;
/// an empty line answers the button that starts with the focus.
///
/// Like every prompt, it lives on the main actor: create and run it from `@MainActor` code (a
/// top-level `main.swift` is; mark an `async` function `@MainActor`).
@MainActor
public struct ConfirmPrompt {
    /// The question asked.
    public var question: String
    /// Shared prompt options (the title, when set, stands above the question).
    public var options: PromptOptions
    /// The label of the button that answers yes.
    public var affirmative: String
    /// The label of the button that answers no.
    public var negative: String
    /// Whether the yes button starts with the focus (`--default no` gives it to no).
    public var selectsAffirmative: Bool
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system

    /// What makes the two labels unusable: a run throws it as a ``PromptError``; a program that
    /// names its own settings (a command line's options) asks
    /// ``problem(affirmative:negative:)`` first.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The affirmative label is empty or blank.
        case emptyAffirmative
        /// The negative label is empty or blank.
        case emptyNegative
        /// The two labels are the same, compared as y/n and the first letters are (case and
        /// accents ignored): the buttons could not be told apart.
        case sameLabels

        /// A sentence for the user.
        public var description: String {
            switch self {
            case .emptyAffirmative: "the affirmative label is empty"
            case .emptyNegative: "the negative label is empty"
            case .sameLabels: "the two labels are the same: give two different ones"
            }
        }
    }

    /// What is wrong with the labels `affirmative` and `negative`, or nil when a prompt can ask
    /// with them. Needs no main actor: a command line checks its options before it asks.
    public nonisolated static func problem(affirmative: String, negative: String) -> Problem? {
        if affirmative.allSatisfy(\.isWhitespace) { return .emptyAffirmative }
        if negative.allSatisfy(\.isWhitespace) { return .emptyNegative }
        return TextFolding.fold(affirmative) == TextFolding.fold(negative) ? .sameLabels : nil
    }

    /// A yes-or-no question.
    public init(
        question: String, options: PromptOptions = PromptOptions(), affirmative: String = "Yes",
        negative: String = "No", selectsAffirmative: Bool = true
    ) {
        self.question = question
        self.options = options
        self.affirmative = affirmative
        self.negative = negative
        self.selectsAffirmative = selectsAffirmative
    }

    /// The key hints, in Unicode arrows or ASCII.
    public static func hint(traits: TerminalTraits) -> String {
        let unicode = traits.usesUnicode
        return PromptHints.line(
            [unicode ? "←→ move" : "left/right move", "y/n answer", "enter choose", "esc cancel"], traits: traits)
    }

    /// Shows the question and blocks until the answer: true for yes.
    ///
    /// - Throws: ``PromptError`` when there is no terminal (reason `noTerminal`), or when a label
    ///   is empty or the two are the same (``problem(affirmative:negative:)``).
    public func runBlocking() throws -> PromptOutcome<Bool> {
        let (prompt, _) = try makePrompt()
        return try prompt.runBlocking()
    }

    /// Shows the question and waits for the answer, leaving the main actor free for other tasks.
    ///
    /// - Throws: ``PromptError``, as ``runBlocking()``.
    public func run() async throws -> PromptOutcome<Bool> {
        let (prompt, _) = try makePrompt()
        return try await prompt.run()
    }

    private func makePrompt() throws -> (Prompt<Bool>, ConfirmView) {
        switch Self.problem(affirmative: affirmative, negative: negative) {
        case .sameLabels?:
            throw PromptError("the two labels are both '\(InertText.make(affirmative))': give two different ones")
        case let problem?:
            throw PromptError(problem.description)
        case nil:
            break
        }
        let view = ConfirmView(
            question: question, affirmative: affirmative, negative: negative, selectsAffirmative: selectsAffirmative)
        var prompt = Prompt(view, options: options, hint: Self.hint(traits: options.traits)) {
            view.isAffirmativeSelected
        }
        prompt.host = host
        return (prompt, view)
    }
}
