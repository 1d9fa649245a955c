import PickerKit

/// `picker`: ask a person for a choice from a shell script. Reads the first word (a subcommand,
/// `help`, or one of the few options of `picker` itself), merges `PICKER_DEFAULT_OPTS`, reads the
/// subcommand's arguments by its declarations, runs it, prints the answer and gives the exit
/// status — every way out goes through the one table (``ExitStatus``), and every error is one
/// line on standard error.
enum PickerProgram {
    static let version = "0.1.0"
    static let abstract = "iOS-style pickers in the terminal, for shell scripts."
    static var discussion: String {
        """
        The picker is drawn on the terminal (/dev/tty) and the answer is printed on standard output, so \
        `x=$(picker choose a b c)` works.
        Numbers (--timeout, --height, and those of picker number) are \(NumberArgument.syntax).
        PICKER_DEFAULT_OPTS holds options every run starts with, as shell words (as fzf's FZF_DEFAULT_OPTS): \
        PICKER_DEFAULT_OPTS='--theme ocean --no-hints --cycle'. Each subcommand takes those it has; an option \
        given on the command line replaces the same option from the variable (all of them, for one that may be \
        repeated, such as --column).
        --theme and --color set the look (NO_COLOR is honoured: only the attributes apply).
        When --timeout passes, the answer is --default when given, else what the picker shows (the item in the \
        band or the marked items, the values on the wheels), as Enter would take it; --timeout-status exits \
        with status \(ExitStatus.timedOut) instead.
        Exit status: \(ExitStatus.helpText).
        """
    }

    /// The environment variables `picker` reads, with what each does (the man page lists them).
    static var environment: [(String, String)] {
        [
            (DefaultOptions.variable, "Options every run starts with, as shell words; see DESCRIPTION."),
            (PinnedNow.variable, "A moment (2024-01-15T14:30) that stands for now: the date picker's start and today."),
            ("NO_COLOR", "When set and not empty, no colours: only bold, dim, reverse and the like."),
            ("TERM", "The terminal's kind; dumb asks with plain lines (as --accessible)."),
            ("COLORTERM", "truecolor or 24bit: the terminal shows 24-bit colour."),
            ("LC_ALL, LC_TIME, LANG", "The locale of dates (names, order, clock, first weekday), unless --locale."),
            ("LC_ALL, LC_CTYPE, LANG", "Whether text may use UTF-8 (else lines and arrows are drawn in ASCII)."),
        ]
    }

    /// Runs `picker` with `arguments` (after the program's name) and gives the exit status.
    @MainActor
    static func run(_ arguments: [[UInt8]]) -> Int32 {
        do {
            return try dispatch(arguments)
        } catch let request as ReaderRequest {
            return answer(request)
        } catch {
            return ExitStatus.code(reporting: error)
        }
    }

    @MainActor
    private static func dispatch(_ arguments: [[UInt8]]) throws -> Int32 {
        guard let first = arguments.first else {
            // No subcommand: the help goes to standard error and the status is 2, so a script that
            // lost its subcommand gets nothing on standard output to take for an answer.
            Output.errorText(HelpText.root())
            return ExitStatus.code(.badInput)
        }
        let name = ArgumentWord.text(first)
        let rest = Array(arguments.dropFirst())
        switch name {
        case "help":
            guard let wanted = rest.first else { throw ReaderRequest.help(nil) }
            let command = try subcommand(ArgumentWord.text(wanted))
            throw ReaderRequest.help(command.spec)
        case "-h", "--help":
            throw ReaderRequest.help(nil)
        case "--version":
            throw ReaderRequest.version
        case "--generate-completion-script":
            let shell = rest.first.map(ArgumentWord.text) ?? ""
            guard let script = CompletionScript.script(for: shell) else {
                throw UsageError(
                    "--generate-completion-script takes a shell: \(ListText.or(CompletionScript.shells)) (got '\(shell)')"
                )
            }
            try Output.print(text: script)
            return ExitStatus.code(.run(.finished))
        case "--generate-manual":
            // The date the page carries: scripts/generate-manual gives today's.
            guard let date = rest.first.map(ArgumentWord.text) else {
                throw UsageError("--generate-manual takes the date the page carries, such as \"November 27, 2026\"")
            }
            try Output.print(text: ManualPage.text(date: date))
            return ExitStatus.code(.run(.finished))
        default:
            let command = try subcommand(name)
            let outcome = try command.execute(rest)
            if case .answered(let answer) = outcome { try Output.print(answer) }
            return ExitStatus.code(outcome)
        }
    }

    /// The subcommand called `name`, or a one-line error with the one most likely meant.
    private static func subcommand(_ name: String) throws -> any Subcommand.Type {
        if let command = Subcommands.named(name) { return command }
        if ArgumentWord.isOption(Array(name.utf8)) {
            throw UsageError("unknown option '\(name)': picker takes a subcommand first (see picker --help)")
        }
        let list = ListText.commas(Subcommands.all.map { $0.name })
        if let near = Suggestion.subcommand(for: name) {
            throw UsageError("unknown subcommand '\(name)'; did you mean '\(near)'? (subcommands: \(list))")
        }
        throw UsageError("unknown subcommand '\(name)' (subcommands: \(list))")
    }

    /// Prints the help or the version on standard output.
    private static func answer(_ request: ReaderRequest) -> Int32 {
        do {
            switch request {
            case .help(let command?): try Output.print(text: HelpText.of(command))
            case .help(nil): try Output.print(text: HelpText.root())
            case .version: try Output.print(text: version + "\n")
            }
            return ExitStatus.code(.run(.finished))
        } catch {
            return ExitStatus.code(reporting: error)
        }
    }
}

extension Subcommand {
    /// Whether the subcommand has the option `name` and takes `value` for it (read into settings
    /// of its own, then dropped): false for an option it does not have.
    ///
    /// - Throws: the error the option's declaration gives for the value.
    @MainActor
    static func takes(_ name: String, _ value: [UInt8]) throws -> Bool {
        let options = self.options
        guard let found = find(name, options) else { return false }
        var settings = Self()
        try options[found].apply(&settings, ArgumentValue(bytes: value, option: options[found].spec.name))
        return true
    }

    /// Reads `words` (the arguments after the subcommand's name, with `PICKER_DEFAULT_OPTS`
    /// merged in: those of its options whose values it takes) and runs the subcommand. An error
    /// the command line alone does not give is said to come from the variable.
    @MainActor
    static func execute(_ words: [[UInt8]]) throws -> PromptOutcome<Output.Answer> {
        guard let defaults = DefaultOptions.value() else { return try read(words).run() }
        let merged = try DefaultOptions.merged(words, defaults: defaults, command: spec) { option, value in
            // A value this subcommand refuses is left out for it when another subcommand takes it
            // (`--height 40%` is a wheel's, not `picker write`'s); refused by all, it is a mistake.
            do {
                return try takes(option.name, value)
            } catch {
                for other in Subcommands.all where other.name != name {
                    if (try? other.takes(option.name, value)) == true { return false }
                }
                throw UsageError("\(DefaultOptions.variable): \(error)")
            }
        }
        let command: Self
        do {
            command = try read(merged)
        } catch let error as UsageError {
            guard merged.count != words.count, (try? read(words)) != nil else { throw error }
            throw UsageError("\(DefaultOptions.variable): \(error.description)")
        }
        return try command.run()
    }
}
