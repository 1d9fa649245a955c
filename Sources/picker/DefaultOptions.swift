import ArgumentParser

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
/// The defaults' words are put after the subcommand's name, before the command line's own, and
/// every parser (ArgumentParser, and the quick readings such as ``ChooseFastPath``) reads the
/// merged line as if it had been typed.
///
/// Which options take a value is written out per subcommand (``OptionTable/quick``), so that the
/// merge costs no reflection and the quick readings keep their speed. A name missing there is
/// looked up in ArgumentParser's own description of the subcommand (`_dumpHelp()`, as slow as a
/// parse); a debug build compares the two whenever the variable is set, so the tests catch a
/// table that has drifted from the options there are.
enum DefaultOptions {
    /// The variable's name.
    static let variable = "PICKER_DEFAULT_OPTS"

    /// The options `picker` was started with, the variable's merged in.
    static func merged(_ arguments: ArgumentBytes) throws -> ArgumentBytes {
        guard let value = getenv(variable) else { return arguments }
        let bytes = Array(UnsafeBufferPointer(start: value, count: strlen(value))).map { UInt8(bitPattern: $0) }
        return try merged(arguments, defaults: bytes)
    }

    /// `arguments` with the options of `defaults` (the variable's value) merged in.
    static func merged(_ arguments: ArgumentBytes, defaults: [UInt8]) throws -> ArgumentBytes {
        guard let first = arguments.strings.first, let command = subcommand(named: first) else { return arguments }
        let words = try Self.words(defaults)
        guard !words.isEmpty else { return arguments }
        let own = try OptionTable.checked(command)
        var groups: [(key: String, words: [[UInt8]])] = []
        var index = 0
        while index < words.count {
            let text = String(decoding: words[index], as: UTF8.self)
            let name = OptionTable.name(text)
            guard text.count > 1, text.hasPrefix("-"), text != "--" else {
                throw UsageError(
                    "\(variable): '\(text)' is not an option (it holds options only, such as --cycle or --height 9)")
            }
            guard !["-h", "--help", "--version"].contains(name), !name.hasPrefix("--experimental"),
                !name.hasPrefix("--generate-")
            else { throw UsageError("\(variable): \(name) cannot be given by default") }
            guard let (entry, isOwn) = lookUp(name, own: own, besides: first) else {
                throw UsageError("\(variable): no subcommand has an option \(name)")
            }
            var group = [words[index]]
            index += 1
            if entry.takesValue && name == text {
                guard index < words.count else { throw UsageError("\(variable): \(name) needs a value") }
                group.append(words[index])
                index += 1
            } else if !entry.takesValue && name != text {
                throw UsageError("\(variable): \(name) takes no value (in '\(text)')")
            }
            if isOwn { groups.append((entry.key, group)) }
        }
        let given = own.keys(in: arguments.strings.dropFirst())
        let kept = groups.filter { !given.contains($0.key) }.flatMap(\.words)
        guard !kept.isEmpty else { return arguments }
        return ArgumentBytes(raw: [arguments.raw[0]] + kept + arguments.raw.dropFirst())
    }

    /// Parses `merged` with `parse`; an error that the command line alone (`given`) does not
    /// give is said to come from the variable.
    static func blaming<Result>(
        _ given: ArgumentBytes, _ merged: ArgumentBytes, _ parse: ([String]) throws -> Result
    ) throws -> Result {
        do {
            return try parse(merged.strings)
        } catch {
            guard merged.raw != given.raw, PickerCommand.exitCode(for: error) != .success,
                (try? parse(given.strings)) != nil
            else { throw error }
            throw UsageError("\(variable): \(PickerCommand.message(for: error))")
        }
    }

    /// The subcommand called `name`.
    private static func subcommand(named name: String) -> ParsableCommand.Type? {
        PickerCommand.configuration.subcommands.first { $0.configuration.commandName == name }
    }

    /// The option `name`, and whether it is one of `own`'s (the subcommand's) rather than of a
    /// subcommand other than `besides`. The written tables are asked first, every one of them,
    /// so that ArgumentParser's slower description is read only for a name none of them has.
    private static func lookUp(_ name: String, own: OptionTable, besides: String) -> (OptionTable.Entry, Bool)? {
        if let entry = own.entries[name] { return (entry, true) }
        let others = PickerCommand.configuration.subcommands.filter { $0.configuration.commandName != besides }
        for command in others {
            if let entry = OptionTable.quick(command)?.entries[name] { return (entry, false) }
        }
        if let entry = own.entry(name) { return (entry, true) }
        for command in others {
            if let entry = OptionTable(parsing: command).entries[name] { return (entry, false) }
        }
        return nil
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

/// The options of one subcommand: each name (`--title`, `-h`) with whether it takes a value, and
/// the key that says which names are the same option.
struct OptionTable {
    /// One option.
    struct Entry {
        /// The same for every name of the option, and for `--X` and `--no-X`.
        let key: String
        /// Whether the next word (or what follows "=") is its value.
        let takesValue: Bool
    }

    /// Every name of every option and flag.
    private(set) var entries: [String: Entry] = [:]
    /// The subcommand whose description answers the names missing from `entries`, read when
    /// first needed.
    private var fallback: ParsableCommand.Type?

    /// What every subcommand that asks takes (``CommonOptions``): a name after "=" takes a value.
    private static let common =
        "=title =timeout =theme =color fullscreen json no-hints accessible timeout-status -h|help"

    /// Each subcommand's options, written out: a name after "=" takes a value, "a|b" are two
    /// names of one option, "-h" is a short name. A debug build checks them against ArgumentParser.
    static let written: [String: String] = [
        "choose": common
            + " =selected =limit =label-delimiter =value-column =default =height =style filter exact no-limit"
            + " ordered select-1 exit-0 read0 trim cycle =preview =preview-position =query =header =header-lines"
            + " =prompt =placeholder =nth =with-nth =expect print-query tac no-sort ansi",
        "wheel": common
            + " =column =dependent =header =selected =default =separator =height =label-delimiter keep-order cycle",
        "date": common
            + " =mode =style =value =min =max =minute-interval =locale =time-zone =calendar =select =format"
            + " =height =default week-numbers",
        "number": common + " =min =max =step =value =default =unit =major =style wrap",
        "confirm": common + " =affirmative =negative =default",
        "file": common + " =default all|hidden directory",
        "input": common + " =placeholder =value =prompt =char-limit =default password",
        "write": common + " =placeholder =value =char-limit =height =default",
        "demo": "=seed =theme =color -h|help",
    ]

    /// The written table of `command`, if it has one.
    static func quick(_ command: ParsableCommand.Type) -> OptionTable? {
        guard let name = command.configuration.commandName, let spec = written[name] else { return nil }
        var table = OptionTable()
        for item in spec.split(separator: " ") {
            let takesValue = item.hasPrefix("=")
            let names = item.dropFirst(takesValue ? 1 : 0).split(separator: "|").map {
                $0.hasPrefix("-") ? String($0) : "--" + $0
            }
            table.add(names, takesValue: takesValue)
        }
        table.fallback = command
        return table
    }

    /// The written table of `command`; in a debug build, first compared with ArgumentParser's.
    ///
    /// - Throws: `UsageError`, in a debug build, naming what differs.
    static func checked(_ command: ParsableCommand.Type) throws -> OptionTable {
        guard let quick = quick(command) else { return OptionTable(parsing: command) }
        #if DEBUG
            let parsed = OptionTable(parsing: command).entries.mapValues { "\($0.key) \($0.takesValue)" }
            let written = quick.entries.mapValues { "\($0.key) \($0.takesValue)" }
            if parsed != written {
                let differing = Set(parsed.keys).union(written.keys).filter { parsed[$0] != written[$0] }.sorted()
                throw UsageError(
                    "OptionTable.written has drifted from the options of picker \(command.configuration.commandName ?? ""): "
                        + differing.map { "\($0) (parser: \(parsed[$0] ?? "none"), written: \(written[$0] ?? "none"))" }
                        .joined(separator: ", "))
            }
        #endif
        return quick
    }

    /// An empty table.
    private init() {}

    /// The entry of `name`: the written one, else ArgumentParser's.
    func entry(_ name: String) -> Entry? {
        entries[name] ?? fallback.flatMap { OptionTable(parsing: $0).entries[name] }
    }

    /// Adds an option with its names.
    private mutating func add(_ names: [String], takesValue: Bool) {
        guard let first = names.first(where: { $0.hasPrefix("--") }) ?? names.first else { return }
        let key = first.hasPrefix("--no-") ? "--" + first.dropFirst(5) : first
        for name in names { entries[name] = Entry(key: key, takesValue: takesValue) }
    }

    /// The table ArgumentParser describes for `command` (as slow as parsing a command line).
    init(parsing command: ParsableCommand.Type) {
        for definition in OptionCheck.definitions(of: command) {
            add(definition.names, takesValue: definition.takesValue)
        }
    }

    /// The option name a word gives: a long option's name before "=", else the word.
    static func name(_ word: String) -> String {
        word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : word
    }

    /// The keys of the options given in `words` (a subcommand's arguments), up to `--`.
    func keys(in words: ArraySlice<String>) -> Set<String> {
        var keys: Set<String> = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if word == "--" { break }
            guard word.hasPrefix("-"), let entry = entry(Self.name(word)) else { continue }
            keys.insert(entry.key)
            if entry.takesValue && Self.name(word) == word { index += 1 }
        }
        return keys
    }
}
