import ArgumentParser
import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Top-level code runs on the main actor, where the prompts live. Argument errors exit with 2
// and a one-line message, as the command-line contract asks (ArgumentParser alone would use 64).
let status: Int32
do {
    if let run = ChooseFastPath.parse(Array(CommandLine.arguments.dropFirst())) {
        status = try run.execute()
    } else {
        var command = try PickerCommand.parseAsRoot()
        switch command {
        case let choose as Choose: status = try choose.settings.execute()
        case let wheel as Wheel: status = try wheel.execute()
        case let demo as Demo: status = try demo.execute()
        default:
            try command.run()
            status = 0
        }
    }
} catch let error as PromptError {
    Output.error(error.description)
    status = 2
} catch let error as TerminalError {
    Output.error("no terminal to draw on (\(error.description))")
    status = 2
} catch {
    let code = PickerCommand.exitCode(for: error)
    if code == .success {
        Output.print(PickerCommand.fullMessage(for: error))
        status = 0
    } else {
        Output.error(PickerCommand.message(for: error) + " (see picker --help)")
        status = 2
    }
}
exit(status)
