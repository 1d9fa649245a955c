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
