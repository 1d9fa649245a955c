import PickerKit

/// `--required`, `--pattern`, `--min-length`, `--max-length` and `--validate`: what the text of
/// `picker input` and `picker write` must be before it is answered, declared once here and
/// turned into PickerKit's `TextRules`.
struct TextRuleOptions {
    var required = false
    var pattern: TextPattern?
    var minimumLength: Int?
    var maximumLength: Int?
    var command: String?

    /// Their declarations, for settings that keep them where `part` reaches. `commit` names the
    /// key that answers (Enter, Ctrl-D) for the help.
    static func options<Settings>(commit: String, _ part: @escaping Part<Settings, TextRuleOptions>)
        -> [Option<Settings>]
    {
        let own: [Option<TextRuleOptions>] = [
            .flag("--required", help: "Refuse an empty answer (or one of only blanks).") { $0.required = true },
            .value(
                "--pattern", value: "regex",
                help: "A regular expression the whole answer must match (an empty answer passes unless --required)."
            ) { rules, value in
                do {
                    rules.pattern = try TextPattern(value.text)
                } catch let error as PromptError {
                    throw UsageError("\(value.option): \(error.description)")
                }
            },
            .value("--min-length", value: "n", help: "The fewest characters of an answer that is not empty.") {
                $0.minimumLength = try length($1)
            },
            .value("--max-length", value: "n", help: "The most characters an answer may have.") {
                $0.maximumLength = try length($1)
            },
            .value(
                "--validate", value: "command",
                help:
                    "A shell command given the answer on standard input: success accepts it; a failure refuses it, the first line of its standard error saying why, and \(commit) waits for a fix."
            ) { $0.command = $1.text },
        ]
        return own.map { $0.lifted(part) }
    }

    /// A length, 0 to `TextOptions.maximumLimit`.
    private static func length(_ value: ArgumentValue) throws -> Int {
        try NumberArgument.whole(value, in: 0...TextOptions.maximumLimit, unit: " characters")
    }

    /// The rules as PickerKit takes them.
    var rules: TextRules {
        TextRules(
            isRequired: required, pattern: pattern, minimumLength: minimumLength, maximumLength: maximumLength,
            command: command)
    }

    /// Refuses lengths no answer could keep (a minimum above the maximum or above `--char-limit`).
    func check(characterLimit: Int?) throws {
        if let minimumLength, let maximumLength, minimumLength > maximumLength {
            throw UsageError("--min-length \(minimumLength) is more than --max-length \(maximumLength)")
        }
        if let minimumLength, let characterLimit, minimumLength > characterLimit {
            throw UsageError("--min-length \(minimumLength) is more than --char-limit \(characterLimit)")
        }
    }

    /// Refuses a `--default` the rules that need no command refuse, with their message (checked
    /// with the other options, before anything is asked).
    @MainActor
    func check(default text: String) throws {
        if let refusal = rules.problem(with: text) { throw UsageError("--default is refused: \(refusal)") }
    }

    /// Refuses a `--default` about to be the answer that `--validate` refuses (the command is run
    /// and waited for, as for an answer typed).
    @MainActor
    func judge(default text: String) throws {
        guard command != nil, let refusal = rules.judge(text) else { return }
        throw UsageError("--default is refused: \(refusal)")
    }
}
