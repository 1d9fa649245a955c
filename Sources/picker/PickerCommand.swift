import ArgumentParser
import PickerKit

/// `picker`: ask a person for a choice from a shell script.
struct PickerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "picker",
        abstract: "iOS-style pickers in the terminal, for shell scripts.",
        discussion: """
            The picker is drawn on the terminal (/dev/tty) and the answer is printed on standard \
            output, so `x=$(picker choose a b c)` works.
            Numbers (--timeout, --height, and those of picker number) are \(NumberArgument.syntax).
            PICKER_DEFAULT_OPTS holds options every run starts with, as shell words (as fzf's \
            FZF_DEFAULT_OPTS): PICKER_DEFAULT_OPTS='--theme ocean --no-hints --cycle'. Each \
            subcommand takes those it has; an option given on the command line replaces the same \
            option from the variable (all of them, for one that may be repeated, such as --column).
            --theme and --color set the look (NO_COLOR is honoured: only the attributes apply).
            Exit status: \(ExitStatus.helpText).
            """,
        version: "0.1.0",
        subcommands: [
            Choose.self, Wheel.self, DateCommand.self, NumberCommand.self, ConfirmCommand.self, FileCommand.self,
            InputCommand.self, WriteCommand.self, Demo.self,
        ]
    )
}

/// Options every prompt subcommand takes.
struct CommonOptions: ParsableArguments {
    @Option(help: "A line shown above the picker.")
    var title: String?

    @Flag(help: "Use the whole screen (the alternate screen) instead of lines below the prompt.")
    var fullscreen = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Give up after this many seconds, at most a day (exit status 124).", valueName: "seconds"))
    var timeout: String?

    @Flag(help: "Print the answer as JSON.")
    var json = false

    @Flag(help: "Do not show the line of key hints.")
    var noHints = false

    @Flag(help: "Ask with plain lines that a screen reader can follow (also chosen for TERM=dumb).")
    var accessible = false

    @OptionGroup var look: ThemeOptions

    /// The prompt options these flags describe (a dumb terminal asks with plain lines).
    var promptOptions: PromptOptions {
        let traits = TerminalTraits.current()
        return PromptOptions(
            title: title, fullscreen: fullscreen,
            timeout: timeout.flatMap { try? NumberArgument.seconds($0, option: "--timeout") },
            showsHints: !noHints, accessible: accessible || traits.isDumb, traits: traits,
            theme: look.resolved(traits: traits))
    }

    func validate() throws {
        if let timeout { _ = try NumberArgument.seconds(timeout, option: "--timeout") }
    }
}
