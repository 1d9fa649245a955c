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

/// The command line's rule for `--timeout` (one place, so every subcommand follows it): when the
/// time runs out, the answer is `--default` when given, else what the picker shows, as Enter would
/// take it (`PromptOptions.answersAtTimeout`); `--timeout-status` ends with status 124 instead,
/// as does a picker that shows nothing to answer.
extension PromptOptions {
    /// Runs `ask` with these options; when it times out and they answer at the timeout,
    /// `fallback` (the command line's `--default`, when given) is the answer rather than what
    /// the picker shows.
    @MainActor
    func asking<Value>(
        default fallback: (() throws -> Value)?, _ ask: (PromptOptions) throws -> PromptOutcome<Value>
    ) throws -> PromptOutcome<Value> {
        guard let fallback, answersAtTimeout else { return try ask(self) }
        var options = self
        options.answersAtTimeout = false
        let outcome = try ask(options)
        guard case .ended(.timedOut) = outcome else { return outcome }
        return .answered(try fallback())
    }
}

/// A prompt that found no terminal to ask on: said with what the command line takes instead.
enum NoTerminal {
    /// Runs `body`; a terminal that cannot be opened is a one-line error that names `remedy`
    /// ("give --default to answer without one").
    @MainActor
    static func remedy<Value>(_ remedy: String, _ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as TerminalError {
            throw UsageError("no terminal to ask on (\(error.description)); \(remedy)")
        } catch let error as PromptError where error.reason == .noTerminal {
            throw UsageError("no terminal to ask on (\(error.description)); \(remedy)")
        }
    }

    /// nil when there is a terminal to ask on; else `given` — or, when the command line gives
    /// none, the one-line error that names `option`, the option that gives one.
    static func answer<Value>(_ given: Value?, option: String) throws -> Value? {
        guard !TerminalDevice.isAvailable else { return nil }
        guard let given else { throw UsageError("no terminal to ask on; give \(option) to answer without one") }
        return given
    }
}
