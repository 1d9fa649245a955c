import PickerKit

/// A subcommand that asks one question. The rule for `--default`, no terminal and `--timeout`
/// is applied here, once, for every one of them (``run()``):
///
/// 1. Without a terminal, `--default` is the answer; without one either, the prompt still reads
///    what it is given (a problem there is said first), then the one-line error that names the
///    option (``defaultRemedy``), status 2.
/// 2. With one, the prompt asks; when `--timeout` passes, the answer is `--default` when given,
///    else what the picker shows, as Enter would take it (`PromptOptions.answersAtTimeout`), except
///    for a subcommand whose answer acts (``answersShownAtTimeout``: `picker confirm`);
///    `--timeout-status` ends with status 124 instead, as does a picker that shows nothing.
///
/// Each subcommand only says how to ask and what its `--default` answers (``Question``): every
/// setting is read and checked before either happens.
protocol AskingCommand: Subcommand {
    /// The options every asking subcommand shares.
    var common: CommonOptions { get set }
    /// What answers without a terminal, as the no-terminal message names it: `--default TEXT`.
    static var defaultRemedy: String { get }
    /// Whether, when the time runs out without a `--default`, what the picker shows is the answer
    /// (a choice, a date: what Enter would take). Not for a question whose answer acts, such as
    /// `picker confirm`: a yes nobody gave must not run `&& rm …`; it ends with status 124.
    static var answersShownAtTimeout: Bool { get }
    /// The question the settings describe: every setting checked, nothing asked yet.
    @MainActor func prepare(_ options: PromptOptions) throws -> Question
}

/// When a `--default` is the answer.
enum DefaultOccasion {
    /// There is no terminal to ask on.
    case noTerminal
    /// The time ran out.
    case timedOut

    /// As messages say it.
    var reason: String {
        switch self {
        case .noTerminal: "no terminal to ask on"
        case .timedOut: "the time ran out"
        }
    }
}

/// How an ``AskingCommand`` asks, and what its `--default` answers.
struct Question {
    /// Asks on the terminal with these options (the rule has set what happens at the timeout).
    var ask: @MainActor (PromptOptions) throws -> PromptOutcome<Output.Answer>
    /// The answer `--default` gives, checked as an answer would be; nil when none was given.
    var defaultAnswer: (@MainActor (DefaultOccasion) throws -> Output.Answer)?
    /// An outcome decided without asking (`picker choose --select-1` with one item), looked at
    /// before the terminal is needed; nil to ask.
    var decided: (@MainActor () throws -> PromptOutcome<Output.Answer>?)?

    init(
        ask: @escaping @MainActor (PromptOptions) throws -> PromptOutcome<Output.Answer>,
        defaultAnswer: (@MainActor (DefaultOccasion) throws -> Output.Answer)? = nil,
        decided: (@MainActor () throws -> PromptOutcome<Output.Answer>?)? = nil
    ) {
        self.ask = ask
        self.defaultAnswer = defaultAnswer
        self.decided = decided
    }
}

extension AskingCommand {
    static var answersShownAtTimeout: Bool { true }

    @MainActor func run() throws -> PromptOutcome<Output.Answer> {
        let options = common.promptOptions
        let question = try prepare(options)
        if let answer = question.defaultAnswer, !EventLoop.isTerminalAvailable {
            return .answered(try answer(.noTerminal))
        }
        if let decided = try question.decided?() { return decided }
        var asking = options
        if question.defaultAnswer != nil || !Self.answersShownAtTimeout { asking.answersAtTimeout = false }
        let outcome: PromptOutcome<Output.Answer>
        do {
            // Without a terminal the prompt still reads and checks what it is given (items on
            // standard input, say) before it finds there is none: a problem there is said first.
            outcome = try question.ask(asking)
        } catch let error as PromptError where error.reason == .noTerminal {
            throw UsageError("no terminal to ask on; give \(Self.defaultRemedy) to answer without one")
        }
        if case .ended(.timedOut) = outcome, options.answersAtTimeout, let answer = question.defaultAnswer {
            return .answered(try answer(.timedOut))
        }
        return outcome
    }

    /// Reads the options all asking subcommands share into a prompt's options (the look checked
    /// against the terminal's traits), then checks the subcommand's own.
    @MainActor mutating func finishReading() throws {
        try common.resolve()
        try check()
    }
}
