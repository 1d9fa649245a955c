import ArgumentParser
import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `picker choose`: one item from a list, on a wheel.
struct Choose: PromptCommand {
    static let configuration = CommandConfiguration(
        commandName: "choose",
        abstract: "Choose one item (or several) on a wheel.",
        discussion: """
            Items come from the arguments, or one per line from standard input when it is not a \
            terminal. What you type goes to the query line: the wheel spins to the best match \
            (jump), or with --filter (or Ctrl-F) holds only the matches, best first. Matching \
            ignores case and accents: a substring first, then the letters in order (--exact: \
            substrings only). Keys: Up/Down, Ctrl-N/Ctrl-P, PgUp/PgDn, Home/End move; Backspace \
            and Ctrl-U edit the query; Esc clears it, then cancels; Enter chooses. With --limit or \
            --no-limit, Tab (or Space while the query is empty, or a click on the mark) marks \
            items. The mouse wheel scrolls; a click spins a row into the band; a drag spins with \
            momentum. With --preview, a pane shows a command's output for the item in the band \
            (Shift-Up/Down and Shift-PgUp/PgDn scroll it). Field lists (--nth, --with-nth) are \
            fzf's: 1,2,-1,3.. (-1 the last field, 2..4 a range); fields are split at blanks.
            """)

    @OptionGroup var common: CommonOptions

    @Option(help: "The item to start on; with --limit or --no-limit, repeat it to mark several items.")
    var selected: [String] = []

    @Flag(help: "Show only the items that match the query, best first (Ctrl-F switches).")
    var filter = false

    @Flag(help: "Match the query as a substring only (no letters-in-order matches).")
    var exact = false

    @Option(
        parsing: .unconditional, help: "Let the user mark up to this many items with Tab (one per line on output).")
    var limit: String?

    @Flag(help: "Let the user mark any number of items with Tab.")
    var noLimit = false

    @Flag(help: "Answer marked items in the order they were marked (else in the list's order).")
    var ordered = false

    @Flag(name: .customLong("select-1"), help: "With a single item, answer it at once without asking.")
    var selectOne = false

    @Flag(name: .customLong("exit-0"), help: "With no items, exit at once with status 1 (else no items is an error).")
    var exitZero = false

    @Flag(name: .customLong("read0"), help: "Items on standard input end with NUL, not newline (find -print0).")
    var readZero = false

    @Flag(help: "Strip leading and trailing blanks from items (git branch's indentation, say).")
    var trim = false

    @Option(
        help: ArgumentHelp(
            "Items are LABEL, this delimiter, VALUE: the label is shown, the value printed.", valueName: "delimiter"))
    var labelDelimiter: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Print this field of the item (from 1; fields split by --label-delimiter, else by blanks).",
            valueName: "n"))
    var valueColumn: String?

    @Flag(help: "Wrap around from the last item to the first.")
    var cycle = false

    @Option(
        name: .customLong("default"),
        help: """
            The answer when there is no terminal to ask on, or when --timeout passes (it must be one of the \
            items); with --limit or --no-limit, repeat it to answer several items.
            """)
    var defaults: [String] = []

    @OptionGroup var height: HeightOption

    @Option(help: "How the items are shown: wheel, or mini (one line, the item between two arrows).")
    var style: ChooseStyle = .wheel

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Show this shell command's output beside the wheel for the item in the band ({} is the item, quoted).",
            valueName: "command"))
    var preview: String?

    @Option(help: "Where the preview stands: right, left, bottom or top.")
    var previewPosition: ChoosePreview.Position = .right

    @Option(parsing: .unconditional, help: ArgumentHelp("Start with this query.", valueName: "text"))
    var query: String?

    @Flag(
        help:
            "Print the query as the first line (with --json: a \"query\" field); Enter with no match prints it alone (status 1)."
    )
    var printQuery = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Lines to show above the items.", valueName: "text"))
    var header: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Take the first N input lines as a header above the items (ps or docker ps output).", valueName: "n"))
    var headerLines: String?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The text before the query (default: the mode).", valueName: "text")
    )
    var prompt: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Shown dimmed while the query is empty.", valueName: "text"))
    var placeholder: String?

    @Flag(help: "Show the items in reverse order, the last first.")
    var tac = false

    @Flag(help: "With a filter, keep the matches in the items' order rather than best first.")
    var noSort = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Search only these fields of each item (1,2,-1,3..).", valueName: "fields"))
    var nth: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Show (and search) only these fields of each item (1,2,-1,3..).", valueName: "fields"))
    var withNth: String?

    @Option(
        help: ArgumentHelp(
            "Keys that also choose (ctrl-x,alt-enter,f2 …): the key is printed first (an empty line for Enter).",
            valueName: "keys"))
    var expect: [String] = []

    @Flag(help: "Draw the items' (and the preview's) SGR colours; the answer is printed without them.")
    var ansi = false

    @Argument(help: "The items (default: lines of standard input).")
    var items: [String] = []

    func validate() throws {
        _ = try numbers()
        if limit != nil && noLimit { throw UsageError("--limit and --no-limit cannot be used together") }
        let most = noLimit ? Int.max : try numbers().limit ?? 1
        for (option, given) in [("--selected", selected.count), ("--default", defaults.count)] where given > most {
            throw UsageError(
                most == 1
                    ? "\(option) is given \(given) times, but one item is chosen without --limit or --no-limit"
                    : "\(option) is given \(given) times, more than --limit \(most)")
        }
        if labelDelimiter?.isEmpty == true { throw UsageError("--label-delimiter must not be empty") }
        _ = try nth.map { try Self.fields($0, option: "--nth") }
        _ = try withNth.map { try Self.fields($0, option: "--with-nth") }
        _ = try Self.keys(expect)
        if preview?.isEmpty == true { throw UsageError("--preview must not be empty") }
    }

    /// The most header lines (`--header-lines`).
    static let maximumHeaderLines = 1000

    /// `--header-lines`: a whole number from 0 to `maximumHeaderLines`.
    static func headerLineCount(_ text: String) throws -> Int {
        let count = try NumberArgument.whole(text, option: "--header-lines")
        guard (0...maximumHeaderLines).contains(count) else {
            throw UsageError("--header-lines must be from 0 to \(maximumHeaderLines) (got \(text))")
        }
        return count
    }

    /// `--nth` or `--with-nth`: field expressions such as `1,2,-1,3..`.
    static func fields(_ text: String, option: String) throws -> FieldSelection {
        do {
            return try FieldSelection(parsing: text)
        } catch {
            throw UsageError("\(option) \(error.description)")
        }
    }

    /// `--expect`: key names separated by commas (each option's keys, all together), as fzf
    /// reads them: `,` itself is a key where commas stand doubled or alone.
    static func keys(_ lists: [String]) throws -> [KeyChord] {
        var chords: [KeyChord] = []
        for list in lists {
            guard !list.isEmpty else { throw UsageError("--expect names no key") }
            var names = list.split(separator: ",").map(String.init)
            if list == "," || list.hasPrefix(",,") || list.hasSuffix(",,") || list.contains(",,,") { names.append(",") }
            for name in names {
                guard let chord = KeyChord(name) else {
                    throw UsageError(
                        "--expect \"\(name)\" is not a key: give names such as ctrl-x, alt-enter, f2, shift-up or a character"
                    )
                }
                if !chords.contains(where: { $0.key == chord.key && $0.modifiers == chord.modifiers }) {
                    chords.append(chord)
                }
            }
        }
        return chords
    }

    /// The numbers given, read and range-checked: height, limit, value column.
    func numbers() throws -> (height: WheelHeight, limit: Int?, valueColumn: Int?) {
        let height = try NumberArgument.height(self.height.height)
        let limit = try limit.map { text in
            let limit = try NumberArgument.whole(text, option: "--limit")
            guard limit >= 1 else { throw UsageError("--limit must be positive (got \(limit))") }
            guard limit <= ItemListSource.maximumItemCount else {
                throw UsageError("--limit must be at most \(ItemListSource.maximumItemCount) (got \(text))")
            }
            return limit
        }
        let valueColumn = try valueColumn.map { text in
            let column = try NumberArgument.whole(text, option: "--value-column")
            guard (1...1000).contains(column) else {
                throw UsageError("--value-column must be from 1 to 1000 (got \(text))")
            }
            return column
        }
        _ = try headerLines.map(Self.headerLineCount)
        return (height, limit, valueColumn)
    }

    @MainActor
    func execute(_ arguments: ArgumentBytes) throws -> PromptOutcome<Output.Answer> {
        try request(arguments).execute()
    }

    /// What was asked for: the one value both parsers fill (see `ChooseFastPath`). The options
    /// that name items, and the items, are the bytes given.
    func request(_ arguments: ArgumentBytes) throws -> ChooseRequest {
        let given = arguments.reparsed(Self.self) ?? self
        let numbers = try numbers()
        var request = ChooseRequest(options: common.promptOptions, items: given.items.map(arguments.bytes))
        request.json = common.json
        request.defaults = given.defaults.map(arguments.bytes)
        request.style = style
        request.selectOne = selectOne
        request.exitZero = exitZero
        request.settings.selected = given.selected.last.map(arguments.bytes)
        request.settings.preselected = given.selected.map(arguments.bytes)
        request.settings.cyclic = cycle
        request.settings.visibleRows = numbers.height.visibleRows(&request.options)
        request.settings.filtering = filter
        request.settings.exact = exact
        request.settings.limit = noLimit ? Int.max : numbers.limit
        request.settings.ordered = ordered
        request.settings.separator = readZero ? 0 : 0x0A
        request.settings.trimsBlanks = trim
        request.settings.labelDelimiter = given.labelDelimiter.map(arguments.bytes)
        request.settings.valueField = numbers.valueColumn
        request.settings.preview = preview.map { ChoosePreview(command: $0, position: previewPosition) }
        request.settings.query = query ?? ""
        request.printsQuery = printQuery
        request.settings.answersWithoutMatch = printQuery
        request.settings.header = header.map { [$0] } ?? []
        request.settings.headerLines = try headerLines.map(Self.headerLineCount) ?? 0
        request.settings.prompt = prompt
        request.settings.placeholder = placeholder
        request.settings.reversed = tac
        request.settings.sortsMatches = !noSort
        request.settings.searchedFields = try nth.map { try Self.fields($0, option: "--nth") }
        request.settings.shownFields = try withNth.map { try Self.fields($0, option: "--with-nth") }
        request.settings.endingKeys = try Self.keys(expect)
        request.expectsKeys = !expect.isEmpty
        request.settings.readsColors = ansi
        return request
    }
}

extension ChoosePreview.Position: ExpressibleByArgument {}

/// How `picker choose` shows the items.
enum ChooseStyle: String, ExpressibleByArgument, CaseIterable {
    /// A wheel of rows.
    case wheel
    /// A mini picker: the item between two arrows, its neighbours across the line.
    case mini
}

/// One `picker choose`, whichever parser read its arguments: the prompt's settings as they are,
/// and what the command line adds around the prompt.
struct ChooseRequest {
    /// Title, placement, timeout, hints.
    var options: PromptOptions
    /// The items given as arguments, byte for byte (none: standard input).
    var items: [[UInt8]]
    /// How the prompt asks; an item to start on that is not among the items is an error.
    var settings = ChooseSettings()
    /// Answer as JSON.
    var json = false
    /// The answer to give without a terminal, or when the time runs out: one item, or with a
    /// limit, several.
    var defaults: [[UInt8]] = []
    /// Wheel or mini picker.
    var style = ChooseStyle.wheel
    /// Answer a single item at once.
    var selectOne = false
    /// No items: cancel (status 1) instead of an error.
    var exitZero = false
    /// Print the query first (`--print-query`).
    var printsQuery = false
    /// Print the key that ended the choice (`--expect`), an empty line for Enter.
    var expectsKeys = false

    init(options: PromptOptions, items: [[UInt8]]) {
        self.options = options
        self.items = items
        settings.requiresSelectedItems = true
    }

    /// The items given as arguments, in a store read with the settings (an argument holds no NUL,
    /// so NUL ends each one).
    func argumentStore() -> ItemStore {
        var store = ItemStore(separator: 0)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.reduce(0) { $0 + $1.count + 1 })
        for item in items { bytes += item + [0] }
        bytes.withUnsafeBytes { store.append($0) }
        store.finish()
        return settings.format(store)
    }

    /// Every item, standard input read to its end when the items come from there.
    @MainActor
    func allItems() throws -> ItemStore {
        guard items.isEmpty else { return argumentStore() }
        let stream = ItemListSource(store: settings.format(ItemStore(separator: settings.separator)))
        do {
            _ = try ChoosePrompt.read(STDIN_FILENO, into: stream, for: .infinity)
        } catch {
            throw PromptError("standard input: \(error.description)")
        }
        return stream.store
    }

    /// Asks (or, without a terminal, answers with `--default`) and gives the answer to print.
    @MainActor
    func execute() throws -> PromptOutcome<Output.Answer> {
        do {
            return try NoTerminal.remedy("give --default to answer without one") { try ask() }
        } catch let error as PromptError {
            // The library says which item; the command line says which option named it.
            guard case .notAnItem(let item) = error.reason else { throw error }
            throw UsageError("--selected \"\(ArgumentBytes.quoted(item))\" is not one of the items")
        }
    }

    @MainActor
    private func ask() throws -> PromptOutcome<Output.Answer> {
        if !defaults.isEmpty, !TerminalDevice.isAvailable {
            let store = try allItems().split(first: settings.headerLines).rest
            for item in settings.preselected where Self.index(of: item, in: store) == nil {
                throw PromptError.notAnItem(item)
            }
            return .answered(try answerDefaults(in: store, "no terminal to ask on"))
        }
        // The items the prompt read, for `--default` when the time runs out.
        var read: ItemStore?
        let fallback: (() throws -> Output.Answer)? =
            defaults.isEmpty
            ? nil
            : {
                try answerDefaults(
                    in: read ?? argumentStore().split(first: settings.headerLines).rest, "the time ran out")
            }
        var source: ChoosePrompt.Items
        if !items.isEmpty {
            source = .store(argumentStore())
        } else if isatty(STDIN_FILENO) == 0 {
            source = .stream(fd: STDIN_FILENO)
        } else {
            throw PromptError("no items: give them as arguments or one per line on standard input")
        }
        if selectOne || exitZero {
            // Both decide on the whole list: it is read to its end before anything is drawn.
            let store = try allItems()
            let items = store.split(first: settings.headerLines).rest
            if items.isEmpty && exitZero { return .cancelled }
            if items.count == 1 && selectOne {
                let choice = ChoosePrompt.choice(0, in: items, colors: settings.readsColors)
                return try output(ChoosePrompt.Answer(choices: [choice], query: settings.query))
            }
            source = .store(store)
        }
        if style == .mini {
            if let option = wheelOnlyOption {
                throw UsageError("\(option) needs the wheel style, not --style mini")
            }
            // The mini picker reads every item first anyway: read them here, trimmed and labelled.
            let store: ItemStore
            if case .store(let given) = source { store = given } else { store = try allItems() }
            read = store.split(first: settings.headerLines).rest
            return try options.asking(default: fallback) { options in
                try MiniChoosePrompt(items: .store(store), options: options, settings: settings).runBlocking().map {
                    answer(ChoosePrompt.Answer(choices: [$0]))
                }
            }
        }
        return try options.asking(default: fallback) { options in
            var prompt = ChoosePrompt(items: source, options: options, settings: settings)
            prompt.itemsRead = { read = $0 }
            let outcome = try prompt.runAnswerBlocking()
            guard case .answered(let given) = outcome else { return outcome.map(answer) }
            return try output(given)
        }
    }

    /// The first option given that the mini picker does not take, if any.
    var wheelOnlyOption: String? {
        let given: [(Bool, String)] = [
            (settings.filtering, "--filter"), (settings.limit != nil, "--limit (or --no-limit)"),
            (settings.preview != nil, "--preview"), (!settings.query.isEmpty, "--query"),
            (printsQuery, "--print-query"),
            (!settings.header.isEmpty, "--header"), (settings.headerLines > 0, "--header-lines"),
            (settings.prompt != nil, "--prompt"), (settings.placeholder != nil, "--placeholder"),
            (settings.reversed, "--tac"), (!settings.sortsMatches, "--no-sort"),
            (settings.searchedFields != nil, "--nth"),
            (settings.shownFields != nil, "--with-nth"), (expectsKeys, "--expect"), (settings.readsColors, "--ansi"),
        ]
        return given.first { $0.0 }?.1
    }

    /// The outcome for an answer: printed as ``answer(_:)`` says; or, when nothing matched (Enter
    /// with `--print-query`), the query and the key alone, printed here, and status 1 as fzf.
    func output(_ given: ChoosePrompt.Answer) throws -> PromptOutcome<Output.Answer> {
        guard given.choices.isEmpty else { return .answered(answer(given)) }
        try Output.print(answer(given))
        return .cancelled
    }

    /// The answer as printed: the query (`--print-query`) and the key (`--expect`) first, a line
    /// each, then the items' bytes as they came, one per line; or JSON: an object with the index,
    /// the label, the value, the key and the query (an array of them with `--limit`), where bytes
    /// that are not UTF-8 show as U+FFFD.
    func answer(_ given: ChoosePrompt.Answer) -> Output.Answer {
        var extras: [(String, JSONText.Value)] = []
        if expectsKeys { extras.append(("key", .string(given.key ?? ""))) }
        if printsQuery { extras.append(("query", .string(given.query))) }
        if json {
            let objects = given.choices.map { jsonObject($0, extras) }
            if given.choices.isEmpty { return Output.Answer(JSONText.object(extras)) }
            guard settings.limit != nil else { return Output.Answer(objects[0]) }
            return Output.Answer("[" + objects.joined(separator: ",") + "]")
        }
        var lines: [[UInt8]] = []
        if printsQuery { lines.append(Array(given.query.utf8)) }
        if expectsKeys { lines.append(Array((given.key ?? "").utf8)) }
        lines += given.choices.map(\.bytes)
        var bytes: [UInt8] = []
        for (offset, line) in lines.enumerated() {
            if offset > 0 { bytes.append(0x0A) }
            bytes += line
        }
        return Output.Answer(bytes: bytes)
    }

    /// `{"index":…,"value":…}`, with `"label"` between them when items have labels, and `extras`
    /// (the key, the query) after them.
    func jsonObject(_ choice: ChoosePrompt.Choice, _ extras: [(String, JSONText.Value)] = []) -> String {
        var members: [(String, JSONText.Value)] = [("index", .number(choice.index))]
        if let label = choice.label { members.append(("label", .string(label))) }
        members.append(("value", .string(choice.value)))
        return JSONText.object(members + extras)
    }

    /// The answer `--default` gives (no terminal, or the time ran out: `why`), once each item it
    /// names is found in `store` (all of standard input is read without a terminal, and a
    /// `--selected` that is not an item is refused as with one): one item, or with a limit every
    /// one, in the list's order (or, with `--ordered`, as given) — the shape Enter's answer has.
    @MainActor
    func answerDefaults(in items: ItemStore, _ why: String) throws -> Output.Answer {
        var indices: [Int] = []
        for item in defaults {
            guard let index = Self.index(of: item, in: items) else {
                throw UsageError("\(why), and --default \"\(ArgumentBytes.quoted(item))\" is not one of the items")
            }
            if !indices.contains(index) { indices.append(index) }
        }
        let choices = (settings.ordered ? indices : indices.sorted()).map {
            ChoosePrompt.choice($0, in: items, colors: settings.readsColors)
        }
        return answer(ChoosePrompt.Answer(choices: choices, query: settings.query))
    }

    /// The first item that is `wanted`, byte for byte, as a whole item or as its value (after a
    /// label delimiter).
    static func index(of wanted: [UInt8], in store: ItemStore) -> Int? {
        (0..<store.count).first {
            store.utf8(at: $0).elementsEqual(wanted) || store.value(at: $0).elementsEqual(wanted)
        }
    }
}
