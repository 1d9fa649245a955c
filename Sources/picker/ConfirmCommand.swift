import ArgumentParser
import PickerKit

/// `picker confirm`: a yes-or-no question, answered by the exit status.
struct ConfirmCommand: PromptCommand {
    static let configuration = CommandConfiguration(
        commandName: "confirm",
        abstract: "Ask a yes-or-no question: exit status 0 for yes, 1 for no.",
        discussion: """
            Example: picker confirm "Delete 3 files?" && rm a b c
            The question stands above two buttons, Yes and No (--affirmative, --negative). \
            Left/Right, h/l or Tab move between them; Enter answers the one with the focus; y or n \
            (or a label's first letter) answer at once; a click answers a button; Esc cancels \
            (status 1, as no). Nothing is printed: the status is the answer. --json prints true or \
            false, so that a no (false) can be told from Esc (nothing printed).
            --default yes or no gives the button that starts with the focus, and the answer when \
            there is no terminal to ask on; without it, no terminal is an error (status 2). \
            --accessible asks on a plain line, which takes yes, no, y, n or a label (Enter: the \
            default).
            """)

    /// Yes or no, as `--default` names them.
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case yes, no
    }

    @OptionGroup var common: CommonOptions

    @Option(help: ArgumentHelp("The label of the button that answers yes.", valueName: "label"))
    var affirmative = "Yes"

    @Option(help: ArgumentHelp("The label of the button that answers no.", valueName: "label"))
    var negative = "No"

    @Option(
        name: .customLong("default"),
        help: ArgumentHelp(
            "The button that starts with the focus (default yes), and the answer when there is no terminal.",
            valueName: "yes|no"))
    var defaultChoice: Choice?

    @Argument(help: "The question.")
    var question = "Are you sure?"

    func validate() throws {
        for (option, label) in [("--affirmative", affirmative), ("--negative", negative)]
        where label.allSatisfy(\.isWhitespace) {
            throw UsageError("\(option) must not be empty")
        }
        guard TextFolding.fold(affirmative) != TextFolding.fold(negative) else {
            throw UsageError("--affirmative and --negative are both '\(affirmative)': give two different labels")
        }
    }

    @MainActor
    func execute(_ arguments: ArgumentBytes) throws -> PromptOutcome<Output.Answer> {
        if let choice = try NoTerminal.answer(defaultChoice, option: "--default yes or --default no") {
            return .answered(answer(choice == .yes))
        }
        return try common.promptOptions.asking(default: defaultChoice.map { choice in { answer(choice == .yes) } }) {
            options in
            try ConfirmPrompt(
                question: question, options: options, affirmative: affirmative, negative: negative,
                selectsAffirmative: defaultChoice != .no
            ).runBlocking().map(answer)
        }
    }

    /// The answer: nothing printed (or `true`/`false` with `--json`), and a no declines.
    private func answer(_ yes: Bool) -> Output.Answer {
        var answer = Output.Answer(yes ? "true" : "false")
        answer.isPrinted = common.json
        answer.declines = !yes
        return answer
    }
}
