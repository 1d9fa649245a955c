/// How an option takes its value.
enum OptionArity: Equatable, Sendable {
    /// Present or not: `--json`.
    case flag
    /// One value, given once: `--title TEXT` (a second one is an error, not "the last wins").
    case value
    /// A value that may be given again, each one adding to the others: `--column A --column B`.
    case repeated
}

/// What a shell completes for a value or an argument.
enum ValueCompletion: Equatable, Sendable {
    /// Nothing in particular.
    case none
    /// One of a fixed list (the option's choices).
    case choices
    /// A file's path.
    case file
    /// A directory's path.
    case directory
}

/// One value as the command line gave it: the bytes (an item need not be UTF-8), their text
/// (U+FFFD for what is not UTF-8), and the name of the option (or argument) that gave it, for
/// messages.
struct ArgumentValue: Sendable {
    /// The value decoded as UTF-8.
    let text: String
    /// The value's bytes, as given.
    let bytes: [UInt8]
    /// The option's main name (`--limit`), or the argument's (`<items>`).
    let option: String

    init(bytes: [UInt8], option: String) {
        self.bytes = bytes
        text = String(decoding: bytes, as: UTF8.self)
        self.option = option
    }
}

/// What help, the man page, the completions, `PICKER_DEFAULT_OPTS` and the messages know of an
/// option: everything but what its value does. The descriptive parts are closures, so that a
/// start that prints no help builds none of their text.
struct OptionSpec: Sendable {
    /// Its names as typed, the main one first: `--all`, `--hidden`; `-h`, `--help`.
    let names: [String]
    /// Whether and how it takes a value.
    let arity: OptionArity
    /// The value's name in help: `seconds` for `--timeout <seconds>`.
    let valueName: String
    /// Its help: a sentence or two.
    let help: @Sendable () -> String
    /// The value it has when not given, as help shows it, if any.
    let defaultValue: String?
    /// The values it takes, when they are a fixed list (help lists them; shells complete them).
    let choices: @Sendable () -> [String]
    /// What a shell completes for its value.
    let completion: ValueCompletion
    /// Left out of help, the man page and the completions.
    let isHidden: Bool

    /// The main name.
    var name: String { names[0] }

    /// The name that says which names are one option for `PICKER_DEFAULT_OPTS`: the main name,
    /// with `--no-X` standing for `--X` (an explicit `--no-limit` replaces a default `--limit`).
    var key: String {
        name.hasPrefix("--no-") ? "--" + name.dropFirst(5) : name
    }

    /// Whether the option takes a value.
    var takesValue: Bool { arity != .flag }

    /// Whether `name` is one of its names.
    func isNamed(_ name: String) -> Bool {
        for own in names where own == name { return true }
        return false
    }
}

/// One option of a subcommand, declared once: its ``OptionSpec`` and what its value does to the
/// subcommand's settings. Parsing, help, the man page, completions, `PICKER_DEFAULT_OPTS`, the
/// repeated-option error and did-you-mean all read this one declaration.
///
/// A value is checked where it is read (a number range-checked, a name looked up) and the checked
/// value is what the settings keep; what depends on several options is checked once the line is
/// read (``Subcommand/check()``).
struct Option<Settings>: Sendable {
    /// Everything but what the value does.
    let spec: OptionSpec
    /// Takes the value into the settings (a flag gets an empty value).
    let apply: @Sendable (inout Settings, ArgumentValue) throws -> Void

    /// A flag.
    static func flag(
        _ names: String..., help: @autoclosure @escaping @Sendable () -> String,
        _ set: @escaping @Sendable (inout Settings) -> Void
    ) -> Option {
        Option(
            spec: OptionSpec(
                names: names, arity: .flag, valueName: "", help: help, defaultValue: nil, choices: { [] },
                completion: .none, isHidden: false),
            apply: { settings, _ in set(&settings) })
    }

    /// An option with one value (`repeats`: one that may be given again, each value adding one).
    static func value(
        _ names: String..., value valueName: String, repeats: Bool = false,
        help: @autoclosure @escaping @Sendable () -> String, default defaultValue: String? = nil,
        completion: ValueCompletion = .none,
        _ apply: @escaping @Sendable (inout Settings, ArgumentValue) throws -> Void
    ) -> Option {
        Option(
            spec: OptionSpec(
                names: names, arity: repeats ? .repeated : .value, valueName: valueName, help: help,
                defaultValue: defaultValue, choices: { [] }, completion: completion, isHidden: false),
            apply: apply)
    }

    /// An option whose value is one of a fixed list: the cases of `Choice`, by their raw values.
    /// Any other value is refused with the list.
    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ type: Choice.Type, value valueName: String,
        help: @autoclosure @escaping @Sendable () -> String, default defaultValue: Choice? = nil,
        _ set: @escaping @Sendable (inout Settings, Choice) -> Void
    ) -> Option where Choice.RawValue == String {
        Option(
            spec: OptionSpec(
                names: [name], arity: .value, valueName: valueName, help: help,
                defaultValue: defaultValue?.rawValue, choices: { Choice.allCases.map(\.rawValue) },
                completion: .choices, isHidden: false),
            apply: { settings, value in
                guard let choice = Choice(rawValue: value.text) else {
                    let names = Choice.allCases.map(\.rawValue)
                    throw UsageError(
                        "\(value.option) '\(value.text)' is not one of \(ListText.or(names))")
                }
                set(&settings, choice)
            })
    }

    /// The same option for a command that keeps `Settings` inside it, which `part` reaches
    /// (`{ try $1(&$0.common) }`).
    func lifted<Command>(_ part: @escaping Part<Command, Settings>) -> Option<Command> {
        let apply = self.apply
        return Option<Command>(spec: spec) { command, value in try part(&command) { try apply(&$0, value) } }
    }
}

/// A part of a command's settings: runs its second argument on the part of the first, in place.
typealias Part<Command, Settings> = @Sendable (inout Command, (inout Settings) throws -> Void) throws -> Void

/// The argument of a subcommand that is not an option: the items, the question, the directory.
struct Positional<Settings>: Sendable {
    /// Its name in help: `items` for `<items>`.
    let name: String
    /// Whether it takes any number of words (else at most one).
    let repeats: Bool
    /// Its help.
    let help: @Sendable () -> String
    /// What it is when not given, as help shows it.
    let defaultValue: String?
    /// What a shell completes for it.
    let completion: ValueCompletion
    /// Takes one word into the settings.
    let apply: @Sendable (inout Settings, ArgumentValue) throws -> Void

    init(
        _ name: String, repeats: Bool = false, help: @autoclosure @escaping @Sendable () -> String,
        default defaultValue: String? = nil, completion: ValueCompletion = .none,
        _ apply: @escaping @Sendable (inout Settings, ArgumentValue) throws -> Void
    ) {
        self.name = name
        self.repeats = repeats
        self.help = help
        self.defaultValue = defaultValue
        self.completion = completion
        self.apply = apply
    }
}

/// Lists as messages and help write them.
enum ListText {
    /// `a, b or c`.
    static func or(_ words: [String]) -> String {
        joined(words, last: " or ")
    }

    /// `a, b and c`.
    static func and(_ words: [String]) -> String {
        joined(words, last: " and ")
    }

    /// `words` with ", " between them.
    static func commas(_ words: [String]) -> String {
        joined(words, ", ")
    }

    /// `words` with `separator` between them.
    static func joined(_ words: [String], _ separator: String) -> String {
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += separator }
            text += word
        }
        return text
    }

    private static func joined(_ words: [String], last: String) -> String {
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += index == words.count - 1 ? last : ", " }
            text += word
        }
        return text
    }
}
