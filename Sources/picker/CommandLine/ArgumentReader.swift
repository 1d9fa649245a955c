/// What a command line asks for instead of running a subcommand.
enum ReaderRequest: Error {
    /// Help: of a subcommand, or of `picker` itself (nil).
    case help(CommandSpec?)
    /// The version.
    case version
}

/// Reading a subcommand's arguments by its declarations, as swift-argument-parser's users know
/// it: options anywhere before `--` (after it, only arguments), `--name value` and `--name=value`,
/// `-h`/`--help` and `--version` wherever they stand. An option that takes a value takes the next
/// word whatever it is (`--min -5`), unless that word is one of the subcommand's own options,
/// which is more likely a value forgotten than meant (`--title=--json` gives it).
extension Subcommand {
    /// The settings `words` (the arguments after the subcommand's name) describe, checked.
    ///
    /// - Throws: ``ReaderRequest`` for help or the version; `UsageError` for what is wrong, in one
    ///   line that names the option.
    @MainActor
    static func read(_ words: [[UInt8]]) throws -> Self {
        let options = self.options
        if let request = request(in: words, options) { throw request }
        var command = Self()
        var given = [Bool](repeating: false, count: options.count)
        var positionals = 0
        var endOfOptions = false
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if !endOfOptions, ArgumentWord.isEndOfOptions(word) {
                endOfOptions = true
                continue
            }
            guard endOfOptions || !ArgumentWord.isOption(word) else {
                let (name, inline) = ArgumentWord.split(word)
                guard let found = find(name, options) else { throw unknownOption(name, options) }
                let spec = options[found].spec
                var value: [UInt8] = []
                if spec.arity == .flag {
                    if inline != nil {
                        throw UsageError("\(name) takes no value (in '\(ArgumentWord.text(word))')")
                    }
                } else if let inline {
                    value = inline
                } else {
                    guard index < words.count, !isOwnOption(words[index], options) else {
                        throw missingValue(spec, next: index < words.count ? words[index] : nil)
                    }
                    value = words[index]
                    index += 1
                }
                if spec.arity == .value {
                    if given[found] { throw repeated(spec, in: words) }
                    given[found] = true
                }
                try options[found].apply(&command, ArgumentValue(bytes: value, option: spec.name))
                continue
            }
            guard let positional else {
                throw UsageError(
                    "unexpected argument '\(ArgumentWord.text(word))': picker \(name) takes options only (see picker \(name) --help)"
                )
            }
            guard positional.repeats || positionals == 0 else {
                throw UsageError(
                    "unexpected argument '\(ArgumentWord.text(word))': picker \(name) takes one <\(positional.name)> (quote it if it has blanks)"
                )
            }
            positionals += 1
            try positional.apply(&command, ArgumentValue(bytes: word, option: "<\(positional.name)>"))
        }
        try command.finishReading()
        return command
    }

    /// Help or the version, when `words` ask for either (before `--`, and not as an option's value).
    private static func request(in words: [[UInt8]], _ options: [Option<Self>]) -> ReaderRequest? {
        var request: ReaderRequest?
        ArgumentWord.walk(words, takesValue: { find($0, options).map { options[$0].spec.takesValue } }) { name, _ in
            if name == "-h" || name == "--help" { request = .help(spec) }
            if name == "--version" { request = .version }
            return request == nil
        }
        return request
    }

    /// The index of the option called `name`.
    static func find(_ name: String, _ options: [Option<Self>]) -> Int? {
        // Each option's names are read where they are: an element of the array, copied out
        // through the generic type's witnesses, cost some 60 copies of every option a word.
        options.withUnsafeBufferPointer { options in
            for index in options.indices where options[index].spec.isNamed(name) { return index }
            return nil
        }
    }

    /// Whether `word` names one of the subcommand's options (`--json`, `--title=x`) or is `--`.
    private static func isOwnOption(_ word: [UInt8], _ options: [Option<Self>]) -> Bool {
        guard ArgumentWord.isOption(word) || ArgumentWord.isEndOfOptions(word) else { return false }
        let name = ArgumentWord.split(word).name
        return ArgumentWord.isEndOfOptions(word) || find(name, options) != nil || name == "-h" || name == "--help"
    }

    private static func missingValue(_ spec: OptionSpec, next: [UInt8]?) -> UsageError {
        guard let next else { return UsageError("\(spec.name) needs a value (<\(spec.valueName)>)") }
        let word = ArgumentWord.text(next)
        return UsageError(
            "\(spec.name) needs a value (<\(spec.valueName)>), but the next word, '\(word)', is an option; write \(spec.name)=\(word) to give it as the value"
        )
    }

    /// The error for an option that takes one value given more than once, with every value given.
    private static func repeated(_ spec: OptionSpec, in words: [[UInt8]]) -> UsageError {
        var values: [String] = []
        ArgumentWord.walk(words, takesValue: { find($0, options).map { options[$0].spec.takesValue } }) {
            name, value in
            if spec.isNamed(name), let value { values.append("\"" + ArgumentWord.text(value) + "\"") }
            return true
        }
        return UsageError("\(spec.name) takes one value, but was given \(values.count): \(ListText.commas(values))")
    }

    /// The error for an option the subcommand does not have: the option meant, when one is a
    /// small edit away, else the subcommand's options.
    private static func unknownOption(_ name: String, _ options: [Option<Self>]) -> UsageError {
        let known = spec.shownOptions.flatMap { $0.names.filter { $0.hasPrefix("--") } }
        if let near = Suggestion.nearest(to: name, among: known) {
            return UsageError("unknown option '\(name)' for picker \(self.name); did you mean '\(near)'?")
        }
        if !name.hasPrefix("--"), positional != nil {
            return UsageError(
                "unknown option '\(name)' for picker \(self.name); an argument that starts with '-' goes after --: picker \(self.name) -- \(name)"
            )
        }
        var list = ""
        for (index, option) in known.enumerated() { list += (index > 0 ? " " : "") + option }
        return UsageError("unknown option '\(name)' for picker \(self.name) (its options: \(list))")
    }
}

/// The words of a command line, as bytes.
enum ArgumentWord {
    /// Visits the options `words` give, up to `--`, with their values: the text after "=", or the
    /// next word for an option that `takesValue` says takes one (nil: not an option there is).
    /// `visit` returns whether to go on.
    static func walk(
        _ words: [[UInt8]], takesValue: (String) -> Bool?, _ visit: (_ name: String, _ value: [UInt8]?) -> Bool
    ) {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if isEndOfOptions(word) { return }
            guard isOption(word) else { continue }
            var (name, value) = split(word)
            if value == nil, takesValue(name) == true, index < words.count {
                value = words[index]
                index += 1
            }
            guard visit(name, value) else { return }
        }
    }

    /// `--`.
    static func isEndOfOptions(_ word: [UInt8]) -> Bool {
        word.count == 2 && word[0] == 0x2D && word[1] == 0x2D
    }

    /// Whether `word` is an option (`-h`, `--title`, `--title=x`): it starts with "-" and is more
    /// than "-" (a lone "-" is an argument).
    static func isOption(_ word: [UInt8]) -> Bool {
        word.count > 1 && word[0] == 0x2D && !isEndOfOptions(word)
    }

    /// An option word's name, and for `--name=value` the value's bytes.
    static func split(_ word: [UInt8]) -> (name: String, value: [UInt8]?) {
        guard word.count > 2, word[1] == 0x2D, let equals = word.firstIndex(of: 0x3D) else {
            return (text(word), nil)
        }
        return (text(Array(word[..<equals])), Array(word[(equals + 1)...]))
    }

    /// A word as text (bytes that are not UTF-8 as U+FFFD).
    static func text(_ word: [UInt8]) -> String {
        String(decoding: word, as: UTF8.self)
    }
}
