import ArgumentParser
import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Top-level code runs on the main actor, where the prompts live. Every way out goes through the
// exit status table (ExitStatus); errors are one line on standard error.
let ending: ExitStatus.Ending
do {
    // The answer to print, or nil for a run that ends well without one (the gallery).
    let outcome: PromptOutcome<Output.Answer?>
    if let run = ChooseFastPath.parse(Array(CommandLine.arguments.dropFirst())) {
        outcome = try run.execute().map { $0 }
    } else if let run = DateFastPath.parse(Array(CommandLine.arguments.dropFirst())) {
        outcome = try run.execute().map(Output.Answer.init)
    } else if let run = NumberFastPath.parse(Array(CommandLine.arguments.dropFirst())) {
        outcome = try run.execute().map(Output.Answer.init)
    } else {
        try SubcommandSuggestion.check(Array(CommandLine.arguments.dropFirst()))
        var command = try PickerCommand.parseAsRoot()
        switch command {
        case let choose as Choose: outcome = try choose.settings.execute().map { $0 }
        case let wheel as Wheel: outcome = try wheel.execute().map(Output.Answer.init)
        case let date as DateCommand: outcome = try date.execute().map(Output.Answer.init)
        case let number as NumberCommand: outcome = try number.execute().map(Output.Answer.init)
        case let demo as Demo: outcome = try demo.execute()
        default:
            try command.run()
            outcome = .answered(nil)
        }
    }
    if case .answered(let text?) = outcome { try Output.print(text) }
    ending = ExitStatus.ending(of: outcome)
} catch let error as Output.WriteError {
    Output.error(error.description)
    ending = .outputFailed
} catch let error as PromptError {
    Output.error(error.description)
    ending = .usage
} catch let error as UsageError {
    Output.error(error.description)
    ending = .usage
} catch let error as DataError {
    Output.error(error.description)
    ending = .usage
} catch let error as TerminalError {
    Output.error("no terminal to draw on (\(error.description))")
    ending = .usage
} catch {
    if PickerCommand.exitCode(for: error) == .success {
        // --help, --version: printed on standard output.
        do {
            try Output.print(PickerCommand.fullMessage(for: error))
            ending = .answered
        } catch {
            Output.error("\(error)")
            ending = .outputFailed
        }
    } else {
        Output.error(PickerCommand.message(for: error) + " (see picker --help)")
        ending = .usage
    }
}
exit(ExitStatus.code(ending))
