import ArgumentParser
import PickerKit

/// `picker input`: one line of text.
struct InputCommand: PromptCommand {
    static let configuration = CommandConfiguration(
        commandName: "input",
        abstract: "Ask for one line of text (or a password).",
        discussion: """
            Examples:
              name=$(picker input --title 'Your name' --placeholder 'Ada Lovelace')
              token=$(picker input --password --title Token)
            The line is edited as in a shell: Left/Right (Ctrl-B/Ctrl-F), Alt-B/Alt-F or \
            Ctrl-Left/Right a word, Home/End (Ctrl-A/Ctrl-E), Backspace, Delete (Ctrl-D), Ctrl-W \
            and Alt-D a word, Ctrl-U and Ctrl-K to the start and the end; a wide character, an \
            emoji or a letter with a combining accent moves and deletes as one. A paste arrives \
            whole (line breaks become spaces). Enter answers the text (empty too), Esc cancels.
            --value is the text the field starts with; --default is the answer when there is no \
            terminal to ask on (without it, no terminal is an error, status 2). --password draws a \
            mask for each character and, with --accessible, reads the line with the echo off. \
            --char-limit counts characters as they are drawn (a letter with its accents is one). \
            --json prints the answer as a JSON string.
            """)

    @OptionGroup var common: CommonOptions

    @Option(help: ArgumentHelp("Shown, dimmed, while the field is empty.", valueName: "text"))
    var placeholder = ""

    @Option(help: ArgumentHelp("The text the field starts with.", valueName: "text"))
    var value = ""

    @Option(help: ArgumentHelp("Drawn before the text.", valueName: "text"))
    var prompt = "> "

    @Flag(help: "A password: drawn as masks, and read without echo with --accessible.")
    var password = false

    @Option(
        name: .customLong("char-limit"), parsing: .unconditional,
        help: ArgumentHelp(
            "The most characters, 1 to \(TextOptions.maximumLimit); 0 (the default) for no limit.", valueName: "n"))
    var characterLimit: String?

    @Option(
        name: .customLong("default"),
        help: ArgumentHelp("The answer to give when there is no terminal to ask on.", valueName: "text"))
    var defaultText: String?

    func validate() throws {
        let limit = try TextOptions.limit(characterLimit)
        try TextOptions.check(value, option: "--value", limit: limit)
        if let defaultText {
            try TextOptions.check(defaultText, option: "--default", limit: limit)
            if defaultText.contains(where: \.isNewline) {
                throw UsageError("--default has a line break: picker input answers one line (picker write, several)")
            }
        }
    }

    @MainActor
    func execute(_ arguments: ArgumentBytes) throws -> PromptOutcome<Output.Answer> {
        let given = (arguments.reparsed(Self.self) ?? self).defaultText.map(arguments.bytes)
        return try TextOptions.execute(default: given, json: common.json, options: common.promptOptions) { options in
            try InputPrompt(
                options: options, value: value, placeholder: placeholder, prompt: prompt,
                isSecure: password, characterLimit: try TextOptions.limit(characterLimit)
            ).runBlocking()
        }
    }
}

/// What `picker input` and `picker write` share: the character limit, and the answer as printed
/// (also `picker file`'s: bytes, or a JSON string).
enum TextOptions {
    /// The largest `--char-limit`.
    static let maximumLimit = 1_000_000

    /// `--char-limit`, read and range-checked: nil for none (or 0, as `gum input` has it).
    static func limit(_ text: String?) throws -> Int? {
        guard let text else { return nil }
        let limit = try NumberArgument.whole(text, option: "--char-limit")
        guard (0...maximumLimit).contains(limit) else {
            throw UsageError("--char-limit must be from 0 (no limit) to \(maximumLimit) (got \(text))")
        }
        return limit == 0 ? nil : limit
    }

    /// Refuses a text given by `option` that is longer than the limit.
    static func check(_ text: String, option: String, limit: Int?) throws {
        guard let limit, text.count > limit else { return }
        throw UsageError("\(option) is \(text.count) characters long, more than --char-limit \(limit)")
    }

    /// Answers `--default` (its bytes) when there is no terminal, else asks with `ask`; the
    /// text as printed.
    @MainActor
    static func execute(
        default given: [UInt8]?, json: Bool, options: PromptOptions,
        ask: (PromptOptions) throws -> PromptOutcome<String>
    ) throws -> PromptOutcome<Output.Answer> {
        if let answer = try NoTerminal.answer(given, option: "--default TEXT") {
            return .answered(Self.answer(bytes: answer, json: json))
        }
        return try options.asking(default: given.map { text in { Self.answer(bytes: text, json: json) } }) { options in
            try ask(options).map { Self.answer(bytes: Array($0.utf8), json: json) }
        }
    }

    /// The text as printed: its bytes, or a JSON string (bytes that are not UTF-8 as U+FFFD).
    static func answer(bytes: [UInt8], json: Bool) -> Output.Answer {
        json ? Output.Answer(JSONText.quote(String(decoding: bytes, as: UTF8.self))) : Output.Answer(bytes: bytes)
    }
}
