import PickerKit

/// The exit statuses of `picker`: the one table that turns how a run ended into a number for
/// the shell. Nothing else in the program names a status.
enum ExitStatus {
    /// How a run of `picker` can end: as its prompt ended (the run loop's `Completion`, which a
    /// `PromptOutcome` carries), or with an error before or after the prompt.
    enum Ending: Equatable {
        /// The prompt ended so: `.finished` with an answer (or, for the gallery, quit), or
        /// cancelled, timed out, hung up, interrupted. A run that `failed` is bad input.
        case run(Completion)
        /// Bad arguments or input, or no terminal.
        case badInput
        /// The answer could not be written.
        case writeFailed
        /// The answer was no (`picker confirm`): the status of a cancel, as `gum confirm` and
        /// `test` give a script its false.
        case declined
    }

    /// Each ending with its status and the words the help uses for it.
    static let table: [(ending: Ending, status: Int32, meaning: String)] = [
        (.run(.finished), 0, "answered"),
        (.run(.cancelled), 1, "cancelled (Esc), or no to picker confirm"),
        (.badInput, 2, "bad arguments or input, or no terminal"),
        (.writeFailed, 74, "the answer could not be written"),
        (.run(.timedOut), 124, "timed out (--timeout-status, or nothing to answer)"),
        (.run(.hungUp), 129, "the terminal went away"),
        (.run(.interrupted), 130, "interrupted (Ctrl-C)"),
    ]

    /// The status for an ending.
    static func code(_ ending: Ending) -> Int32 {
        if case .run(.failed) = ending { return code(.badInput) }
        if ending == .declined { return code(.run(.cancelled)) }
        return table.first { $0.ending == ending }!.status
    }

    /// The status for how a prompt ended.
    static func code<Value>(_ outcome: PromptOutcome<Value>) -> Int32 {
        code(.run(outcome.completion))
    }

    /// The status for how a prompt ended with an answer to print: a no declines.
    static func code(_ outcome: PromptOutcome<Output.Answer>) -> Int32 {
        if case .answered(let answer) = outcome, answer.declines { return code(.declined) }
        return code(.run(outcome.completion))
    }

    /// The statuses help texts name.
    static var answered: Int32 { code(.run(.finished)) }
    static var cancelled: Int32 { code(.run(.cancelled)) }
    static var badInput: Int32 { code(.badInput) }
    static var timedOut: Int32 { code(.run(.timedOut)) }

    /// Says what `error` was, in one line on standard error made inert, and gives the status
    /// for it.
    static func code(reporting error: Error) -> Int32 {
        switch error {
        case let error as Output.WriteError:
            Output.error(error.description)
            return code(.writeFailed)
        case let error as TerminalError:
            Output.error("no terminal to draw on (\(error.description))")
            return code(.badInput)
        case let error as PromptError where error.reason == .noTerminal:
            Output.error("no terminal to draw on (\(error.description))")
            return code(.badInput)
        default:
            Output.error("\(error)")
            return code(.badInput)
        }
    }

    /// The table as the help prints it: "0 answered; 1 cancelled (Esc); …".
    static var helpText: String {
        var text = ""
        for (index, row) in table.enumerated() { text += (index > 0 ? "; " : "") + "\(row.status) \(row.meaning)" }
        return text
    }
}
