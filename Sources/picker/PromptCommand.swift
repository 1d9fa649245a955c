import ArgumentParser
import PickerKit

/// A subcommand that asks one question and prints the answer: what `main.swift` runs, whichever
/// subcommand was given. How the run ended is the prompt's own outcome; the exit status comes
/// from it through the one table (`ExitStatus`).
protocol PromptCommand: ParsableCommand {
    /// Asks (or, without a terminal, answers from the command line) and gives how it ended, with
    /// the answer as printed. `arguments` are the command line's bytes, for options that name an
    /// item byte for byte. A library error that is about an option is thrown naming the option.
    @MainActor func execute(_ arguments: ArgumentBytes) throws -> PromptOutcome<Output.Answer>
}

extension DateCommand: PromptCommand {
    @MainActor func execute(_ arguments: ArgumentBytes) throws -> PromptOutcome<Output.Answer> {
        try execute().map(Output.Answer.init)
    }
}

/// The answer a command line gives for when there is no terminal to ask on (`--default`).
enum WithoutTerminal {
    /// nil when there is a terminal to ask on; else `given` — or, when the command line gives
    /// none, the one-line error that names `option`, the option that gives one.
    static func answer<Value>(_ given: Value?, option: String) throws -> Value? {
        guard !TerminalDevice.isAvailable else { return nil }
        guard let given else { throw PromptError("no terminal to ask on; give \(option) to answer without one") }
        return given
    }
}
