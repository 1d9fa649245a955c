import PickerKit

/// A subcommand of `picker`: its name, its help, its options and argument (each declared once,
/// see ``Option``), and what it does. The settings are the subcommand's own value: parsing starts
/// from `init()` (every default) and applies each option as it is read.
protocol Subcommand {
    /// Its name on the command line: `choose`.
    static var name: String { get }
    /// One line: what it does.
    static var abstract: String { get }
    /// The rest of its help: keys, examples, rules.
    static var discussion: String { get }
    /// Its options, in the order help lists them.
    static var options: [Option<Self>] { get }
    /// Its argument that is not an option, if it takes one.
    static var positional: Positional<Self>? { get }

    /// Every setting at its default.
    init()

    /// Checks what no single option can: options that exclude each other, counts that depend on
    /// another option. Called once the whole line is read.
    @MainActor mutating func check() throws

    /// Finishes reading once every option is read: checks what options share, then ``check()``.
    @MainActor mutating func finishReading() throws

    /// Does what the subcommand does: asks, and gives how it ended with the answer as printed.
    @MainActor func run() throws -> PromptOutcome<Output.Answer>
}

extension Subcommand {
    static var positional: Positional<Self>? { nil }

    @MainActor mutating func check() throws {}

    @MainActor mutating func finishReading() throws {
        try check()
    }

    /// What help, the man page and the completions read.
    static var spec: CommandSpec {
        CommandSpec(
            name: name, abstract: abstract, discussion: discussion, options: options.map(\.spec),
            positional: positional.map {
                PositionalSpec(
                    name: $0.name, repeats: $0.repeats, help: $0.help, defaultValue: $0.defaultValue,
                    completion: $0.completion)
            })
    }
}

/// A subcommand as help, the man page, the completions and `PICKER_DEFAULT_OPTS` see it.
struct CommandSpec {
    let name: String
    let abstract: String
    let discussion: String
    let options: [OptionSpec]
    let positional: PositionalSpec?

    /// The options help lists, with the two every subcommand has (`--version`, `-h/--help`) last.
    var shownOptions: [OptionSpec] {
        options.filter { !$0.isHidden } + CommandSpec.builtIn
    }

    /// `--version` and `-h`/`--help`, which the reader answers itself.
    static let builtIn = [
        OptionSpec(
            names: ["--version"], arity: .flag, valueName: "", help: { "Show the version." }, defaultValue: nil,
            choices: { [] }, completion: .none, isHidden: false),
        OptionSpec(
            names: ["-h", "--help"], arity: .flag, valueName: "", help: { "Show help information." },
            defaultValue: nil, choices: { [] }, completion: .none, isHidden: false),
    ]
}

/// An argument that is not an option, as help sees it.
struct PositionalSpec {
    let name: String
    let repeats: Bool
    let help: @Sendable () -> String
    let defaultValue: String?
    let completion: ValueCompletion
}

/// Every subcommand, in the order help lists them.
enum Subcommands {
    static var all: [any Subcommand.Type] {
        [
            Choose.self, Wheel.self, DateCommand.self, NumberCommand.self, ConfirmCommand.self, FileCommand.self,
            InputCommand.self, WriteCommand.self, FormCommand.self, Demo.self,
        ]
    }

    /// The subcommand called `name`.
    static func named(_ name: String) -> (any Subcommand.Type)? {
        for command in all where command.name == name { return command }
        return nil
    }

    /// Their names, and `help`: what a first argument may be.
    static var names: [String] {
        all.map { $0.name } + ["help"]
    }
}
