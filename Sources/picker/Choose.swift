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
            momentum.
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
        return request
    }
}

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
            let store = try allItems()
            for item in settings.preselected where Self.index(of: item, in: store) == nil {
                throw PromptError.notAnItem(item)
            }
            return .answered(try answerDefaults(in: store, "no terminal to ask on"))
        }
        // The items the prompt read, for `--default` when the time runs out.
        var read: ItemStore?
        let fallback: (() throws -> Output.Answer)? =
            defaults.isEmpty ? nil : { try answerDefaults(in: read ?? argumentStore(), "the time ran out") }
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
            if store.isEmpty && exitZero { return .cancelled }
            if store.count == 1 && selectOne {
                let choice = ChoosePrompt.choice(0, in: store)
                return .answered(settings.limit == nil ? answer(choice) : answer(many: [choice]))
            }
            source = .store(store)
        }
        if style == .mini {
            guard !settings.filtering, settings.limit == nil else {
                throw UsageError("--filter, --limit and --no-limit need the wheel style, not --style mini")
            }
            // The mini picker reads every item first anyway: read them here, trimmed and labelled.
            let store: ItemStore
            if case .store(let given) = source { store = given } else { store = try allItems() }
            read = store
            return try options.asking(default: fallback) { options in
                try MiniChoosePrompt(items: .store(store), options: options, settings: settings).runBlocking().map {
                    answer($0)
                }
            }
        }
        return try options.asking(default: fallback) { options in
            var prompt = ChoosePrompt(items: source, options: options, settings: settings)
            prompt.itemsRead = { read = $0 }
            let outcome = try prompt.runManyBlocking()
            guard settings.limit != nil else { return outcome.map { answer($0[0]) } }
            return outcome.map { answer(many: $0) }
        }
    }

    /// Several answers: one per line, or a JSON array of objects.
    func answer(many choices: [ChoosePrompt.Choice]) -> Output.Answer {
        guard json else {
            var bytes: [UInt8] = []
            for (offset, choice) in choices.enumerated() {
                if offset > 0 { bytes.append(0x0A) }
                bytes += choice.bytes
            }
            return Output.Answer(bytes: bytes)
        }
        return Output.Answer("[" + choices.map(jsonObject).joined(separator: ",") + "]")
    }

    /// The answer as printed: the item's bytes as they came, or JSON with its index (where
    /// bytes that are not UTF-8 show as U+FFFD).
    func answer(_ choice: ChoosePrompt.Choice) -> Output.Answer {
        guard json else { return Output.Answer(bytes: choice.bytes) }
        return Output.Answer(jsonObject(choice))
    }

    /// `{"index":…,"value":…}`, with `"label"` between them when items have labels.
    func jsonObject(_ choice: ChoosePrompt.Choice) -> String {
        var members: [(String, JSONText.Value)] = [("index", .number(choice.index))]
        if let label = choice.label { members.append(("label", .string(label))) }
        members.append(("value", .string(choice.value)))
        return JSONText.object(members)
    }

    /// The answer `--default` gives (no terminal, or the time ran out: `why`), once each item it
    /// names is found in `store` (all of standard input is read without a terminal, and a
    /// `--selected` that is not an item is refused as with one): one item, or with a limit every
    /// one, in the list's order (or, with `--ordered`, as given) — the shape Enter's answer has.
    @MainActor
    func answerDefaults(in store: ItemStore, _ why: String) throws -> Output.Answer {
        var indices: [Int] = []
        for item in defaults {
            guard let index = Self.index(of: item, in: store) else {
                throw UsageError("\(why), and --default \"\(ArgumentBytes.quoted(item))\" is not one of the items")
            }
            if !indices.contains(index) { indices.append(index) }
        }
        let choices = (settings.ordered ? indices : indices.sorted()).map { ChoosePrompt.choice($0, in: store) }
        return settings.limit == nil ? answer(choices[0]) : answer(many: choices)
    }

    /// The first item that is `wanted`, byte for byte, as a whole item or as its value (after a
    /// label delimiter).
    static func index(of wanted: [UInt8], in store: ItemStore) -> Int? {
        (0..<store.count).first {
            store.utf8(at: $0).elementsEqual(wanted) || store.value(at: $0).elementsEqual(wanted)
        }
    }
}
