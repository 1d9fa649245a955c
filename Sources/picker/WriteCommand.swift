import PickerKit

/// `picker write`: several lines of text.
struct WriteCommand: AskingCommand {
    static let name = "write"
    static let abstract = "Ask for several lines of text: Enter starts a line, Ctrl-D finishes."
    static var discussion: String {
        """
        Example: git commit -m "$(picker write --title 'Commit message' --placeholder 'Why?')"
        Enter starts a new line; Ctrl-D (as gum write, and as end of input ends cat > file) or Alt-Enter \
        finishes and answers the text, its lines joined by newlines; Esc cancels. Up/Down, PgUp/PgDn move \
        between lines, and the line keys are picker input's (Ctrl-A, End, Ctrl-W, Ctrl-U, Ctrl-K …); long \
        lines wrap at a blank. A paste keeps its line breaks (a tab becomes four spaces). Ctrl-E opens the text \
        in $VISUAL, else $EDITOR, else vi, and takes back what it saves (an editor that fails leaves the text \
        as it was, and says so).
        --value is the text the area starts with (with newlines); --default is the answer when there is no \
        terminal to ask on (without it, no terminal is an error, status \(ExitStatus.badInput)). --accessible reads plain lines up \
        to a line of only ".". --json prints the answer as a JSON string.
        Validation: --required, --pattern, --min-length, --max-length and --validate are picker input's; they \
        refuse Ctrl-D, and show why under the area, until the text keeps them (a pattern matches the whole \
        text, lines and all: (?s) lets "." match a line break).
        """
    }
    static let defaultRemedy = "--default TEXT"

    /// The most lines the area shows (more than any terminal has).
    static let maximumHeight = 999

    var common = CommonOptions()
    var placeholder = ""
    var value = ""
    var characterLimit: Int?
    var lines = 5
    var defaultText: [UInt8]?
    var rules = TextRuleOptions()

    static let options: [Option<Self>] =
        CommonOptions.options { try $1(&$0.common) } + [
            .value("--placeholder", value: "text", help: "Shown, dimmed, while the area is empty.") {
                $0.placeholder = $1.text
            },
            .value("--value", value: "text", help: "The text the area starts with.") { $0.value = $1.text },
            TextOptions.limitOption(unit: " (a line break counts one)") { try $1(&$0.characterLimit) },
            .value(
                "--height", value: "lines", help: "The lines the area shows, 1 to \(maximumHeight).", default: "5"
            ) { $0.lines = try NumberArgument.whole($1, in: 1...maximumHeight, unit: " lines") },
            .value("--default", value: "text", help: "The answer to give when there is no terminal to ask on.") {
                $0.defaultText = $1.bytes
            },
        ] + TextRuleOptions.options(commit: "Ctrl-D") { try $1(&$0.rules) }

    func check() throws {
        try TextOptions.check(value, option: "--value", limit: characterLimit)
        try rules.check(characterLimit: characterLimit)
        if let defaultText {
            let text = String(decoding: defaultText, as: UTF8.self)
            try TextOptions.check(text, option: "--default", limit: characterLimit)
            try rules.check(default: text)
        }
    }

    @MainActor
    func prepare(_ options: PromptOptions) throws -> Question {
        TextOptions.question(default: defaultText, rules: rules, json: common.json) { options in
            try WritePrompt(
                options: options, value: value, placeholder: placeholder, characterLimit: characterLimit,
                visibleLines: lines, rules: rules.rules
            ).runBlocking()
        }
    }
}
