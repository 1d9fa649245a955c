#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `PICKER_DEFAULT_OPTS`: options every run starts with, read as fzf reads `FZF_DEFAULT_OPTS`.
///
/// The variable holds shell words (blanks between words; '…' taken as it is; "…" with `\"`,
/// `\\`, `\$` and `` \` `` escaped; a backslash outside quotes takes the next character as it
/// is; no expansions) that are options only: `--theme ocean --no-hints --height 9`. Each
/// subcommand takes the options it has and leaves those of the others (`--filter` serves
/// `picker choose` and is left out of `picker date`); an option that no subcommand has, a word
/// that is not an option, or a quote left open is an error that names the variable.
///
/// **Explicit options win.** An option on the command line replaces the same option from the
/// variable instead of repeating it — every time it is given there, for the options that may be
/// repeated (`--selected`, `--column`: an explicit `--column` replaces all the defaults' columns)
/// — and `--no-X` counts as the same option as `--X` (`--no-limit` replaces a default `--limit`).
/// The defaults' words are put before the command line's own, and the subcommand reads the merged
/// line as if it had been typed. Which words take a value, and which subcommand has an option,
/// come from the declarations (``OptionSpec``); the merge is linear in the words.
enum DefaultOptions {
    /// The variable's name.
    static let variable = "PICKER_DEFAULT_OPTS"

    /// The variable's value, if it is set.
    static func value() -> [UInt8]? {
        guard let value = getenv(variable) else { return nil }
        return Array(UnsafeBufferPointer(start: value, count: strlen(value))).map { UInt8(bitPattern: $0) }
    }

    /// `words` (a subcommand's arguments) with the options of `defaults` (the variable's value)
    /// that `command` has, and whose value it `takes`, put before them, unless `words` give the
    /// same option. A default the subcommand cannot use (`--height 40%` means a wheel's rows, but
    /// `picker write` takes lines) is left out for it, as the options it lacks are.
    ///
    /// - Throws: `UsageError` naming the variable for a word that is not an option, an option no
    ///   subcommand has, a missing value, a value given to a flag, or an open quote; and what
    ///   `takes` throws.
    static func merged(
        _ words: [[UInt8]], defaults: [UInt8], command: CommandSpec, takes: (OptionSpec, [UInt8]) throws -> Bool
    ) throws -> [[UInt8]] {
        let given = try Self.words(defaults)
        guard !given.isEmpty else { return words }
        // The other subcommands' options are read only for a name this one does not have.
        var others: [CommandSpec]?
        var kept: [(key: String, words: [[UInt8]])] = []
        var index = 0
        while index < given.count {
            let word = given[index]
            let text = ArgumentWord.text(word)
            guard ArgumentWord.isOption(word) else {
                throw UsageError(
                    "\(variable): '\(text)' is not an option (it holds options only, such as --cycle or --height 9)")
            }
            let (name, inline) = ArgumentWord.split(word)
            guard name != "-h", name != "--help", name != "--version", !name.hasPrefix("--generate-") else {
                throw UsageError("\(variable): \(name) cannot be given by default")
            }
            guard let (spec, isOwn) = lookUp(name, own: command, others: &others) else {
                throw UsageError("\(variable): no subcommand has an option \(name)")
            }
            var group = [word]
            var value = inline
            index += 1
            if spec.takesValue && inline == nil {
                guard index < given.count else { throw UsageError("\(variable): \(name) needs a value") }
                group.append(given[index])
                value = given[index]
                index += 1
            } else if !spec.takesValue && inline != nil {
                throw UsageError("\(variable): \(name) takes no value (in '\(text)')")
            }
            if isOwn, try takes(spec, value ?? []) { kept.append((spec.key, group)) }
        }
        let explicit = keys(in: words, command)
        var merged: [[UInt8]] = []
        for group in kept where !explicit.contains(group.key) { merged += group.words }
        return merged + words
    }

    /// The option `name` of `own`, or else of one of the other subcommands (`others`, made when
    /// first needed), and whether it is `own`'s.
    private static func lookUp(_ name: String, own: CommandSpec, others: inout [CommandSpec]?) -> (OptionSpec, Bool)? {
        for option in own.options where option.isNamed(name) { return (option, true) }
        if others == nil { others = Subcommands.all.filter { $0.name != own.name }.map { $0.spec } }
        for command in others ?? [] {
            for option in command.options where option.isNamed(name) { return (option, false) }
        }
        return nil
    }

    /// The keys of the options `words` give, up to `--`.
    private static func keys(in words: [[UInt8]], _ command: CommandSpec) -> [String] {
        var keys: [String] = []
        let option = { (name: String) in command.options.first { $0.isNamed(name) } }
        ArgumentWord.walk(words, takesValue: { option($0)?.takesValue }) { name, _ in
            if let key = option(name)?.key, !keys.contains(key) { keys.append(key) }
            return true
        }
        return keys
    }

    /// The words of `text`, split and unquoted as a shell would, without expansions.
    ///
    /// - Throws: `UsageError` naming the variable for a quote that is not closed.
    static func words(_ text: [UInt8]) throws -> [[UInt8]] {
        let (space, tab, newline, cr) = (UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"))
        let (single, double, backslash) = (UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\\"))
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        var inWord = false
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            switch byte {
            case space, tab, newline, cr:
                if inWord { words.append(word) }
                word = []
                inWord = false
            case single:
                inWord = true
                guard let end = text[index...].firstIndex(of: single) else {
                    throw UsageError("\(variable): a quote (') is not closed")
                }
                word += text[index..<end]
                index = end + 1
            case double:
                inWord = true
                var closed = false
                while index < text.count {
                    let inside = text[index]
                    index += 1
                    if inside == double {
                        closed = true
                        break
                    }
                    if inside == backslash, index < text.count, "\"\\$`\n".utf8.contains(text[index]) {
                        if text[index] != newline { word.append(text[index]) }
                        index += 1
                    } else {
                        word.append(inside)
                    }
                }
                guard closed else { throw UsageError("\(variable): a quote (\") is not closed") }
            case backslash:
                inWord = true
                guard index < text.count else {
                    word.append(backslash)
                    continue
                }
                if text[index] != newline { word.append(text[index]) }
                index += 1
            default:
                inWord = true
                word.append(byte)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
