import PickerKit

/// The exit statuses of `picker`: the one table that turns how a run ended into a number for
/// the shell. Nothing else in the program names a status.
enum ExitStatus {
    /// Each ending with its status and the words the help uses for it.
    static let table: [(ending: Ending, status: Int32, meaning: String)] = [
        (.answered, 0, "answered"),
        (.cancelled, 1, "cancelled (Esc)"),
        (.usage, 2, "bad arguments or input, or no terminal"),
        (.outputFailed, 74, "the answer could not be written"),
        (.timedOut, 124, "timed out (--timeout)"),
        (.hungUp, 129, "the terminal went away"),
        (.interrupted, 130, "interrupted (Ctrl-C)"),
    ]

    /// How a run of `picker` can end.
    enum Ending: Equatable {
        case answered, cancelled, usage, outputFailed, timedOut, hungUp, interrupted
    }

    /// The status for an ending.
    static func code(_ ending: Ending) -> Int32 {
        table.first { $0.ending == ending }!.status
    }

    /// The ending of a prompt.
    static func ending<Value>(of outcome: PromptOutcome<Value>) -> Ending {
        switch outcome {
        case .answered: .answered
        case .cancelled: .cancelled
        case .interrupted: .interrupted
        case .timedOut: .timedOut
        case .hungUp: .hungUp
        }
    }

    /// The table as the help prints it: "0 answered; 1 cancelled (Esc); …".
    static var helpText: String {
        table.map { "\($0.status) \($0.meaning)" }.joined(separator: "; ")
    }
}
