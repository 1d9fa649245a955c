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
            When --timeout passes, the answer is --default when given, else what the picker shows (the item \
            in the band or the marked items, the values on the wheels), as Enter would take it; \
            --timeout-status exits with status 124 instead.
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
        help: ArgumentHelp(
            """
            Answer after this many seconds (at most a day) with --default if given, else with what the picker \
            shows, as Enter would; status 124 when it shows nothing to answer.
            """, valueName: "seconds"))
    var timeout: String?

    @Flag(help: "When --timeout passes, exit with status 124 instead of answering.")
    var timeoutStatus = false

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
            answersAtTimeout: !timeoutStatus, showsHints: !noHints, accessible: accessible || traits.isDumb,
            traits: traits, theme: look.resolved(traits: traits))
    }

    func validate() throws {
        if let timeout { _ = try NumberArgument.seconds(timeout, option: "--timeout") }
    }
}

/// `--height`, for the subcommands that show wheels.
struct HeightOption: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            """
            Visible rows of the wheel: a number from 1 to \(NumberArgument.maximumHeight) (an even one puts the \
            band a row above the middle), or a percentage of the terminal's rows such as 40%.
            """, valueName: "rows"))
    var height = "7"

    func validate() throws { _ = try NumberArgument.height(height) }

    /// The height given (checked in `validate`).
    var value: WheelHeight { (try? NumberArgument.height(height)) ?? .rows(7) }
}

/// A wheel's height as the command line gives it.
enum WheelHeight: Equatable {
    /// So many rows.
    case rows(Int)
    /// This percentage of the terminal's rows (at least one row), followed as it is resized.
    case percent(Int)

    /// The visible rows to give a prompt; a percentage goes into `options` instead.
    func visibleRows(_ options: inout PromptOptions) -> Int {
        switch self {
        case .rows(let rows): return rows
        case .percent(let percent):
            options.heightPercent = percent
            return 7
        }
    }
}
