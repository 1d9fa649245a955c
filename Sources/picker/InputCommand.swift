import PickerKit

/// `picker input`: one line of text.
struct InputCommand: AskingCommand {
    static let name = "input"
    static let abstract = "Ask for one line of text (or a password)."
    static var discussion: String {
        """
        Examples:
          name=$(picker input --title 'Your name' --placeholder 'Ada Lovelace')
          token=$(picker input --password --title Token)
          branch=$(picker input --suggest main,develop --suggest-command 'git branch --format="%(refname:short)"')
        The line is edited as in a shell: Left/Right (Ctrl-B/Ctrl-F), Alt-B/Alt-F or Ctrl-Left/Right a word, \
        Home/End (Ctrl-A/Ctrl-E), Backspace, Delete (Ctrl-D), Ctrl-W and Alt-D a word, Ctrl-U and Ctrl-K to the \
        start and the end; a wide character, an emoji or a letter with a combining accent moves and deletes as \
        one. A paste arrives whole (line breaks become spaces). Enter answers the text (empty too), Esc cancels.
        --value is the text the field starts with; --default is the answer when there is no terminal to ask on \
        (without it, no terminal is an error, status \(ExitStatus.badInput)). --password draws a mask for each character and, with \
        --accessible, reads the line with the echo off. --char-limit counts characters as they are drawn (a \
        letter with its accents is one). --json prints the answer as a JSON string. --header is a line between \
        the title and the field.
        Suggestions: --suggest gives texts to offer (separated by commas, \\, for a literal comma; repeat it for \
        more), --suggest-command a shell command whose output lines are offered, {q} the text typed (quoted); a \
        command that names {q} runs again as the text changes, the one before ended, and never holds up typing. \
        The rest of the first suggestion that starts with the text (letters in either case) is drawn dimmed \
        after it; Tab, or Right at the end of the text, takes it as written; Up/Down (Ctrl-P/Ctrl-N) show the \
        others. With --accessible they are listed before the question. A --password is offered none.
        Validation: --required, --pattern (Swift Regex syntax, matched against the whole answer), --min-length \
        and --max-length (characters, as --char-limit counts them) and --validate (a shell command given the \
        answer on standard input: success accepts, a failure refuses with the first line of its standard error) \
        refuse Enter, and show why under the field, until the answer keeps them; --accessible asks again with \
        the reason. A --validate command that has not answered in \(Int(TextRules.commandTimeLimit)) seconds is \
        ended and the answer refused. A --default is checked by the same rules (a refused one is an error, \
        status \(ExitStatus.badInput)). When --timeout passes, the text shown is answered only if the rules \
        (and --validate, for that very text) have taken it; otherwise --default, or status \(ExitStatus.timedOut).
        """
    }
    static let defaultRemedy = "--default TEXT"

    var common = CommonOptions()
    var placeholder = ""
    var value = ""
    var prompt = "> "
    var password = false
    var characterLimit: Int?
    var defaultText: [UInt8]?
    var header: String?
    var rules = TextRuleOptions()
    var suggestions = TextSuggestions()

    static let options: [Option<Self>] =
        CommonOptions.options { try $1(&$0.common) } + [
            .value("--placeholder", value: "text", help: "Shown, dimmed, while the field is empty.") {
                $0.placeholder = $1.text
            },
            .value("--value", value: "text", help: "The text the field starts with.") { $0.value = $1.text },
            .value("--prompt", value: "text", help: "Drawn before the text.", default: "\"> \"") {
                $0.prompt = $1.text
            },
            .flag("--password", help: "A password: drawn as masks, and read without echo with --accessible.") {
                $0.password = true
            },
            TextOptions.limitOption(unit: "") { try $1(&$0.characterLimit) },
            .value("--header", value: "text", help: "A line between the title and the field.") {
                $0.header = $1.text
            },
            .value("--default", value: "text", help: "The answer to give when there is no terminal to ask on.") {
                $0.defaultText = $1.bytes
            },
            .value(
                "--suggest", value: "texts", repeats: true,
                help: "Texts to offer as the text is typed, separated by commas (\\, for a literal comma); Tab takes "
                    + "the one shown. Repeat for more."
            ) { $0.suggestions.candidates += Wheel.splitColumn($1.text) },
            .value(
                "--suggest-command", value: "command",
                help: "A shell command whose output lines are offered as the text is typed; {q} is the text (it then "
                    + "runs again as the text changes)."
            ) { $0.suggestions.command = try suggestCommand($1) },
        ] + TextRuleOptions.options(commit: "Enter") { try $1(&$0.rules) }

    /// `--suggest-command`: the command, its placeholders checked; only `{q}` means anything here.
    private static func suggestCommand(_ value: ArgumentValue) throws -> PreviewTemplate {
        let template: PreviewTemplate
        do {
            template = try PreviewTemplate(parsing: value.text)
        } catch {
            throw UsageError("\(value.option) \(error.description)")
        }
        if template.namesItem {
            throw UsageError(
                "\(value.option) '\(InertText.make(value.text))' names an item: only {q}, the text typed, is given here"
            )
        }
        return template
    }

    func check() throws {
        try TextOptions.check(value, option: "--value", limit: characterLimit)
        try rules.check(characterLimit: characterLimit)
        if let defaultText {
            let text = String(decoding: defaultText, as: UTF8.self)
            try TextOptions.check(text, option: "--default", limit: characterLimit)
            if text.contains(where: \.isNewline) {
                throw UsageError("--default has a line break: picker input answers one line (picker write, several)")
            }
            try rules.check(default: text)
        }
    }

    @MainActor
    func prepare(_ options: PromptOptions) throws -> Question {
        TextOptions.question(default: defaultText, rules: rules, json: common.json) { options in
            var prompt = InputPrompt(
                options: options, value: value, placeholder: placeholder, prompt: prompt, isSecure: password,
                characterLimit: characterLimit, rules: rules.rules, header: header)
            prompt.suggestions = suggestions
            return try prompt.runBlocking()
        }
    }
}

/// What `picker input` and `picker write` share: the character limit, and the answer as printed
/// (also `picker file`'s: bytes, or a JSON string).
enum TextOptions {
    /// The largest `--char-limit`.
    static let maximumLimit = 1_000_000

    /// `--char-limit`, for settings that keep it where `part` reaches: 0 (no limit, as `gum input` has it)
    /// to ``maximumLimit``, kept as nil for none. `unit` adds to the help what counts as one.
    static func limitOption<Settings>(unit: String, _ part: @escaping Part<Settings, Int?>)
        -> Option<Settings>
    {
        Option<Int?>.value(
            "--char-limit", value: "n",
            help: "The most characters\(unit), 1 to \(maximumLimit); 0 (the default) for no limit."
        ) { limit, value in
            let number = try NumberArgument.whole(value.text, option: value.option)
            guard (0...maximumLimit).contains(number) else {
                throw UsageError(
                    "\(value.option) must be from 0 (no limit) to \(maximumLimit) (got \(value.text))")
            }
            limit = number == 0 ? nil : number
        }.lifted(part)
    }

    /// Refuses a text given by `option` that is longer than the limit.
    static func check(_ text: String, option: String, limit: Int?) throws {
        guard let limit, text.count > limit else { return }
        throw UsageError("\(option) is \(text.count) characters long, more than --char-limit \(limit)")
    }

    /// The question of a text prompt: `ask` on the terminal, `--default` (its bytes, judged by
    /// `rules`) otherwise; the text as printed.
    @MainActor
    static func question(
        default given: [UInt8]?, rules: TextRuleOptions, json: Bool,
        ask: @escaping @MainActor (PromptOptions) throws -> PromptOutcome<String>
    ) -> Question {
        var question = Question { options in try ask(options).map { answer(bytes: Array($0.utf8), json: json) } }
        if let bytes = given {
            question.defaultAnswer = { _ in
                // `--validate` judges the default only when it is the answer: its command is not run
                // for a default a person answers in place of.
                try rules.judge(default: String(decoding: bytes, as: UTF8.self))
                return answer(bytes: bytes, json: json)
            }
        }
        return question
    }

    /// The text as printed: its bytes, or a JSON string (bytes that are not UTF-8 as U+FFFD).
    static func answer(bytes: [UInt8], json: Bool) -> Output.Answer {
        json ? Output.Answer(JSONText.quote(String(decoding: bytes, as: UTF8.self))) : Output.Answer(bytes: bytes)
    }
}
