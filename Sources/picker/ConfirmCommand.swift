import PickerKit

/// `picker confirm`: a yes-or-no question, answered by the exit status.
struct ConfirmCommand: AskingCommand {
    static let name = "confirm"
    static var abstract: String {
        "Ask a yes-or-no question: exit status \(ExitStatus.answered) for yes, \(ExitStatus.cancelled) for no."
    }
    static var discussion: String {
        """
        Example: picker confirm "Delete 3 files?" && rm a b c
        The question stands above two buttons, Yes and No (--affirmative, --negative). Left/Right, h/l or Tab \
        move between them; Enter answers the one with the focus; y or n (or a label's first letter) answer at \
        once; a click answers a button; Esc cancels (status \(ExitStatus.cancelled), as no). Nothing is printed: the status is the \
        answer. --json prints true or false, so that a no (false) can be told from Esc (nothing printed).
        --default yes or no gives the button that starts with the focus, and the answer when there is no \
        terminal to ask on or when --timeout passes; without it, no terminal is an error (status \
        \(ExitStatus.badInput)) and the timeout ends with status \(ExitStatus.timedOut): a yes nobody gave \
        is never the answer. --accessible asks on a plain line, \
        which takes yes, no, y, n or a label (Enter: the default).
        """
    }
    static let defaultRemedy = "--default yes or --default no"
    static let answersShownAtTimeout = false

    /// Yes or no, as `--default` names them.
    enum Choice: String, CaseIterable, Sendable {
        case yes, no
    }

    var common = CommonOptions()
    var affirmative = "Yes"
    var negative = "No"
    var defaultChoice: Choice?
    var question = "Are you sure?"

    static let options: [Option<Self>] =
        CommonOptions.options { try $1(&$0.common) } + [
            .value(
                "--affirmative", value: "label", help: "The label of the button that answers yes.", default: "Yes"
            ) { $0.affirmative = $1.text },
            .value("--negative", value: "label", help: "The label of the button that answers no.", default: "No") {
                $0.negative = $1.text
            },
            .choice(
                "--default", Choice.self, value: "yes|no",
                help: "The button that starts with the focus (default yes), and the answer when there is no terminal."
            ) { $0.defaultChoice = $1 },
        ]

    static let positional: Positional<Self>? = Positional(
        "question", help: "The question.", default: "Are you sure?"
    ) { $0.question = $1.text }

    func check() throws {
        switch ConfirmPrompt.problem(affirmative: affirmative, negative: negative) {
        case .emptyAffirmative?: throw UsageError("--affirmative must not be empty")
        case .emptyNegative?: throw UsageError("--negative must not be empty")
        case .sameLabels?:
            throw UsageError("--affirmative and --negative are both '\(affirmative)': give two different labels")
        case nil: break
        }
    }

    @MainActor
    func prepare(_ options: PromptOptions) throws -> Question {
        var asked = Question { options in
            try ConfirmPrompt(
                question: question, options: options, affirmative: affirmative, negative: negative,
                selectsAffirmative: defaultChoice != .no
            ).runBlocking().map(answer)
        }
        if let choice = defaultChoice { asked.defaultAnswer = { _ in answer(choice == .yes) } }
        return asked
    }

    /// The answer: nothing printed (or `true`/`false` with `--json`), and a no declines.
    private func answer(_ yes: Bool) -> Output.Answer {
        var answer = Output.Answer(yes ? "true" : "false")
        answer.isPrinted = common.json
        answer.declines = !yes
        return answer
    }
}
