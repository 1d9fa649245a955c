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
    /// - Throws: ``PromptError`` when a label is empty or the two are the same.
    public func runBlocking() throws -> PromptOutcome<Bool> {
        let (prompt, _) = try makePrompt()
        return try prompt.runBlocking()
    }

    /// Shows the question and waits for the answer, leaving the main actor free for other tasks.
    public func run() async throws -> PromptOutcome<Bool> {
        let (prompt, _) = try makePrompt()
        return try await prompt.run()
    }

    private func makePrompt() throws -> (Prompt<Bool>, ConfirmView) {
        for (name, label) in [("affirmative", affirmative), ("negative", negative)]
        where label.allSatisfy(\.isWhitespace) {
            throw PromptError("the \(name) label is empty")
        }
        guard TextFolding.fold(affirmative) != TextFolding.fold(negative) else {
            throw PromptError("the two labels are both '\(InertText.make(affirmative))': give two different ones")
        }
        let view = ConfirmView(
            question: question, affirmative: affirmative, negative: negative, selectsAffirmative: selectsAffirmative)
        return (
            Prompt(view, options: options, hint: Self.hint(traits: options.traits)) { view.isAffirmativeSelected }, view
        )
    }
}
