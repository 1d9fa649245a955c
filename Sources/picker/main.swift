import ArgumentParser
import CShim
import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Top-level code runs on the main actor, where the prompts live. Every subcommand that asks is a
// PromptCommand; every way out goes through the exit status table (ExitStatus), and errors are
// one line on standard error. PICKER_DEFAULT_OPTS is merged in before any parser reads the line.
// ICU reads the data built into the program, not files (see icu_data.h), from the start.
pk_icu_builtin_data_only()
let given = ArgumentBytes.current()
let status: Int32
do {
    let arguments = try DefaultOptions.merged(given)
    let outcome: PromptOutcome<Output.Answer>
    if let request = ChooseFastPath.parse(arguments) {
        outcome = try request.execute()
    } else if let run = DateFastPath.parse(arguments.strings) {
        outcome = try run.execute().map(Output.Answer.init)
    } else if let run = NumberFastPath.parse(arguments.strings) {
        outcome = try run.execute().map(Output.Answer.init)
    } else {
        try SubcommandSuggestion.check(arguments.strings)
        try OptionCheck.checkRepeats(arguments.strings)
        var command: ParsableCommand
        do {
            command = try DefaultOptions.blaming(given, arguments) { try PickerCommand.parseAsRoot($0) }
        } catch {
            try OptionCheck.explainUnknown(arguments.strings)
            throw error
        }
        if let prompt = command as? any PromptCommand {
            outcome = try prompt.execute(arguments)
        } else {
            try command.run()
            outcome = .ended(.finished)
        }
    }
    if case .answered(let answer) = outcome { try Output.print(answer) }
    status = ExitStatus.code(outcome)
} catch {
    status = ExitStatus.code(reporting: error)
}
exit(status)
