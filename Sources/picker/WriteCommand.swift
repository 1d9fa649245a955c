import ArgumentParser
import PickerKit

/// `picker write`: several lines of text.
struct WriteCommand: PromptCommand {
    static let configuration = CommandConfiguration(
        commandName: "write",
        abstract: "Ask for several lines of text: Enter starts a line, Ctrl-D finishes.",
        discussion: """
            Example: git commit -m "$(picker write --title 'Commit message' --placeholder 'Why?')"
            Enter starts a new line; Ctrl-D (as gum write, and as end of input ends cat > file) or \
            Alt-Enter finishes and answers the text, its lines joined by newlines; Esc cancels. \
            Up/Down, PgUp/PgDn move between lines, and the line keys are picker input's (Ctrl-A, \
            Ctrl-E, Ctrl-W, Ctrl-U, Ctrl-K …); long lines wrap at a blank. A paste keeps its line \
            breaks (a tab becomes four spaces).
            --value is the text the area starts with (with newlines); --default is the answer when \
            there is no terminal to ask on (without it, no terminal is an error, status 2). \
            --accessible reads plain lines up to a line of only ".". --json prints the answer as a \
            JSON string.
            """)

    @OptionGroup var common: CommonOptions

    @Option(help: ArgumentHelp("Shown, dimmed, while the area is empty.", valueName: "text"))
    var placeholder = ""

    @Option(help: ArgumentHelp("The text the area starts with.", valueName: "text"))
    var value = ""

    @Option(
        name: .customLong("char-limit"), parsing: .unconditional,
        help: ArgumentHelp(
            "The most characters (a line break counts one), 1 to \(TextOptions.maximumLimit); 0 (the default) for no limit.",
            valueName: "n"))
    var characterLimit: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The lines the area shows, 1 to \(Self.maximumHeight) (default 5).", valueName: "lines"))
    var height = "5"

    @Option(
        name: .customLong("default"),
        help: ArgumentHelp("The answer to give when there is no terminal to ask on.", valueName: "text"))
    var defaultText: String?

    /// The most lines the area shows (more than any terminal has).
    static let maximumHeight = 999

    func validate() throws {
        _ = try lines()
        let limit = try TextOptions.limit(characterLimit)
        try TextOptions.check(value, option: "--value", limit: limit)
        if let defaultText { try TextOptions.check(defaultText, option: "--default", limit: limit) }
    }

    /// `--height`, read and range-checked.
    func lines() throws -> Int {
        let lines = try NumberArgument.whole(height, option: "--height")
        guard (1...Self.maximumHeight).contains(lines) else {
            throw UsageError("--height must be from 1 to \(Self.maximumHeight) lines (got \(height))")
        }
        return lines
    }

    @MainActor
    func execute(_ arguments: ArgumentBytes) throws -> PromptOutcome<Output.Answer> {
        let given = (arguments.reparsed(Self.self) ?? self).defaultText.map(arguments.bytes)
        return try TextOptions.execute(default: given, json: common.json, options: common.promptOptions) { options in
            try WritePrompt(
                options: options, value: value, placeholder: placeholder,
                characterLimit: try TextOptions.limit(characterLimit), visibleLines: try lines()
            ).runBlocking()
        }
    }
}
