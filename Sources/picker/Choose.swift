import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `picker choose`: one item from a list, on a wheel.
struct Choose: AskingCommand {
    static let name = "choose"
    static let abstract = "Choose one item (or several) on a wheel."
    static var discussion: String {
        """
        Items come from the arguments, or one per line from standard input when it is not a terminal. What \
        you type goes to the query line: the wheel spins to the best match (jump), or with --filter (or \
        Ctrl-F) holds only the matches, best first. Matching ignores case and accents: a substring first, then \
        the letters in order (--exact: substrings only). Keys: Up/Down, Ctrl-N/Ctrl-P, PgUp/PgDn, Home/End \
        move the wheel; the query is edited at its cursor with a shell's keys (Left/Right, Ctrl-A/Ctrl-E, \
        Alt-B/Alt-F, Backspace, Delete, Ctrl-W, Ctrl-U, Ctrl-K); Esc clears it, then cancels; Enter chooses. \
        With --limit or \
        --no-limit, Tab marks the item in the band and moves to the next (Shift-Tab: to the one before), Space \
        while the query is empty or a click on the mark marks it in place, Alt-A marks every item on the wheel \
        (the matches, while filtering), Alt-U unmarks them and Alt-T inverts their marks; the query line counts \
        the marks after the matches, and a mark past --limit rings the bell and says so. The mouse \
        wheel scrolls; a click spins a row into the band; a drag spins with momentum. With --preview, a pane \
        shows a command's output for the item in the band (Shift-Up/Down and Shift-PgUp/PgDn scroll it, Alt-P \
        hides or shows it); its placeholders are fzf's, each text put in quoted for the shell: {} the item, {q} \
        the query, {n} the item's index from 0, {1} {-1} {2..} {..2} its fields, {+} the marked items (or the \
        item), {f} a temporary file holding them, one a line. Field lists (--nth, --with-nth) are fzf's: \
        1,2,-1,3.. (-1 the last field, 2..4 a range); fields are split at blanks.
        """
    }
    static let defaultRemedy = "--default"

    /// How the items are shown.
    enum Style: String, CaseIterable, Sendable {
        /// A wheel of rows.
        case wheel
        /// A mini picker: the item between two arrows, its neighbours across the line.
        case mini
    }

    /// The most header lines (`--header-lines`).
    static let maximumHeaderLines = 1000

    var common = CommonOptions()
    /// How the prompt asks: filled by the options as they are read.
    var settings = ChooseSettings()
    /// How bytes become items: the byte that ends an item on standard input (NUL with `--read0`),
    /// blanks trimmed, labels and a value field.
    var separator = UInt8(ascii: "\n")
    var trimsBlanks = false
    var labelDelimiter: [UInt8]?
    var valueField: Int?
    /// The items given as arguments, byte for byte (none: standard input).
    var items: [[UInt8]] = []
    /// The answer to give without a terminal, or when the time runs out: one item, or with a
    /// limit, several.
    var defaults: [[UInt8]] = []
    var limit: Int?
    var noLimit = false
    var style = Style.wheel
    /// Answer a single item at once.
    var selectOne = false
    /// No items: cancel (status 1) instead of an error.
    var exitZero = false
    /// Print the query first (`--print-query`).
    var printsQuery = false
    /// End each line of the answer with NUL instead of a newline (`--print0`).
    var print0 = false
    /// `--query` as given, byte for byte: printed so while the query is the one given, as items and
    /// `--default` are.
    var queryBytes: [UInt8] = []
    /// The keys that also choose (`--expect`), as named: the key that ended the choice is printed
    /// first, an empty line for Enter.
    var expectedKeys: [KeyChord] = []
    /// The keys and events bound to actions (`--bind`), in the order given.
    var bound = BindingSpecification()
    var height = WheelHeight.rows(7)
    /// The preview as the options give it, made once the line is read.
    var preview = PreviewOptions()
    var previewPosition = ChoosePreview.Position.right

    init() {
        settings.requiresSelectedItems = true
    }

    static let options: [Option<Self>] =
        CommonOptions.options { try $1(&$0.common) } + [
            .value(
                "--selected", value: "item", repeats: true,
                help: "The item to start on; with --limit or --no-limit, repeat it to mark several items."
            ) { settings, value in
                settings.settings.selected = value.bytes
                settings.settings.preselected.append(value.bytes)
            },
            .flag("--filter", help: "Show only the items that match the query, best first (Ctrl-F switches).") {
                $0.settings.filtering = true
            },
            .flag("--exact", help: "Match the query as a substring only (no letters-in-order matches).") {
                $0.settings.exact = true
            },
            .value(
                "--limit", value: "n",
                help: "Let the user mark up to this many items with Tab (one per line on output)."
            ) { $0.limit = try NumberArgument.whole($1, in: 1...ChoosePrompt.maximumItemCount) },
            .flag("--no-limit", help: "Let the user mark any number of items with Tab.") { $0.noLimit = true },
            .flag("--ordered", help: "Answer marked items in the order they were marked (else in the list's order).") {
                $0.settings.ordered = true
            },
            .flag("--select-1", help: "With a single item, answer it at once without asking.") { $0.selectOne = true },
            .flag(
                "--exit-0",
                help: "With no items, exit at once with status \(ExitStatus.cancelled) (else no items is an error)."
            ) {
                $0.exitZero = true
            },
            .flag("--read0", help: "Items on standard input end with NUL, not newline (find -print0).") {
                $0.separator = 0
            },
            .flag("--trim", help: "Strip leading and trailing blanks from items (git branch's indentation, say).") {
                $0.trimsBlanks = true
            },
            .value(
                "--label-delimiter", value: "delimiter",
                help: "Items are LABEL, this delimiter, VALUE: the label is shown, the value printed."
            ) { settings, value in
                guard !value.bytes.isEmpty else { throw UsageError("--label-delimiter must not be empty") }
                settings.labelDelimiter = value.bytes
            },
            .value(
                "--value-column", value: "n",
                help: "Print this field of the item (from 1; fields split by --label-delimiter, else by blanks)."
            ) { $0.valueField = try NumberArgument.whole($1, in: 1...1000) },
            .flag("--cycle", help: "Wrap around from the last item to the first.") { $0.settings.cyclic = true },
            .value(
                "--default", value: "item", repeats: true,
                help: """
                    The answer when there is no terminal to ask on, or when --timeout passes (it must be one of the \
                    items); with --limit or --no-limit, repeat it to answer several items.
                    """
            ) { $0.defaults.append($1.bytes) },
            WheelHeight.option { try $1(&$0.height) },
            .choice(
                "--style", Style.self, value: "style",
                help: "How the items are shown: wheel, or mini (one line, the item between two arrows).",
                default: .wheel
            ) { $0.style = $1 },
        ] + PreviewOptions.options { try $1(&$0.preview) } + [
            .choice(
                "--preview-position", ChoosePreview.Position.self, value: "position",
                help: "Where the preview stands: right, left, bottom or top (also a part of --preview-window).",
                default: .right
            ) { $0.previewPosition = $1 },
            .value("--query", value: "text", help: "Start with this query.") { settings, value in
                settings.settings.query = value.text
                settings.queryBytes = value.bytes
            },
            .flag(
                "--print-query",
                help:
                    "Print the query as the first line (with --json: a \"query\" field); Enter with no match prints it alone (status \(ExitStatus.cancelled))."
            ) { $0.printsQuery = true },
            Output.print0Option(
                help: """
                    End each line of the answer (every item chosen, and the query and the key when printed) with \
                    NUL instead of a newline, for xargs -0.
                    """
            ) { try $1(&$0.print0) },
            .value("--header", value: "text", help: "Lines to show above the items.") {
                $0.settings.header = [$1.text]
            },
            .value(
                "--header-lines", value: "n",
                help: "Take the first N input lines as a header above the items (ps or docker ps output)."
            ) { $0.settings.headerLines = try NumberArgument.whole($1, in: 0...maximumHeaderLines) },
            .value("--prompt", value: "text", help: "The text before the query (default: the mode).") {
                $0.settings.prompt = $1.text
            },
            .value("--placeholder", value: "text", help: "Shown dimmed while the query is empty.") {
                $0.settings.placeholder = $1.text
            },
            .flag("--tac", help: "Show the items in reverse order, the last first.") { $0.settings.reversed = true },
            .flag("--no-sort", help: "With a filter, keep the matches in the items' order rather than best first.") {
                $0.settings.sortsMatches = false
            },
            .value("--nth", value: "fields", help: "Search only these fields of each item (1,2,-1,3..).") {
                $0.settings.presentation.searchedFields = try fields($1)
            },
            .value(
                "--with-nth", value: "fields", help: "Show (and search) only these fields of each item (1,2,-1,3..)."
            ) {
                $0.settings.presentation.shownFields = try fields($1)
            },
            .value(
                "--expect", value: "keys", repeats: true,
                help:
                    "Keys that also choose (ctrl-x,alt-enter,f2 …): the key is printed first (an empty line for Enter)."
            ) { settings, value in
                for chord in try keys(value.text) {
                    let known = settings.expectedKeys.contains {
                        $0.key == chord.key && $0.modifiers == chord.modifiers
                    }
                    if !known { settings.expectedKeys.append(chord) }
                }
            },
            .value(
                "--bind", value: "bindings", repeats: true,
                help: """
                    Bind keys to actions as fzf does, KEY:ACTION[+ACTION…] separated by commas: accept, \
                    accept-or-print-query (when nothing matches, the query printed and the status of Esc), abort, \
                    toggle, toggle-all, select-all, deselect-all, clear-query, first, last, toggle-preview, \
                    preview-up, preview-down, change-prompt(text), execute(cmd), execute-silent(cmd), reload(cmd), \
                    become(cmd) (commands take the preview's placeholders, split at --delimiter); the events start and load.
                    """
            ) { try bind($1.text, into: &$0.bound) },
            .flag(
                "--ansi", help: "Draw the items' (and the preview's) SGR colours; the answer is printed without them."
            ) {
                $0.settings.presentation.readsColors = true
            },
        ]

    static let positional: Positional<Self>? = Positional(
        "items", repeats: true, help: "The items (default: lines of standard input)."
    ) { $0.items.append($1.bytes) }

    /// `--nth` or `--with-nth`: field expressions such as `1,2,-1,3..`.
    static func fields(_ value: ArgumentValue) throws -> FieldSelection {
        do {
            return try FieldSelection(parsing: value.text)
        } catch {
            throw UsageError("\(value.option) \(error.description)")
        }
    }

    /// `--bind`: fzf's bindings, added to those before.
    static func bind(_ text: String, into bound: inout BindingSpecification) throws {
        do {
            try bound.add(parsing: text)
        } catch {
            throw UsageError("--bind " + error.description)
        }
    }

    /// `--expect`: key names separated by commas, as fzf reads them: `,` itself is a key where
    /// commas stand doubled or alone.
    static func keys(_ list: String) throws -> [KeyChord] {
        guard !list.isEmpty else { throw UsageError("--expect names no key") }
        var names = list.split(separator: ",").map(String.init)
        if list == "," || list.hasPrefix(",,") || list.hasSuffix(",,") || list.contains(",,,") { names.append(",") }
        var chords: [KeyChord] = []
        for name in names {
            guard let chord = KeyChord(name) else {
                throw UsageError(
                    "--expect \"\(name)\" is not a key: give names such as ctrl-x, alt-enter, f2, shift-up or a character"
                )
            }
            guard !chord.isTakenByTheRunLoop else {
                throw UsageError(
                    "--expect \"\(name)\" cannot end a choice: Ctrl-C interrupts picker (status \(ExitStatus.code(.run(.interrupted)))) and Ctrl-Z suspends it"
                )
            }
            chords.append(chord)
        }
        return chords
    }

    mutating func check() throws {
        if limit != nil && noLimit { throw UsageError("--limit and --no-limit cannot be used together") }
        if print0 && common.json { throw UsageError("--print0 and --json cannot be used together") }
        settings.limit = noLimit ? Int.max : limit
        let most = settings.limit ?? 1
        for (option, given) in [("--selected", settings.preselected.count), ("--default", defaults.count)]
        where given > most {
            throw UsageError(
                limit == nil && !noLimit
                    ? "\(option) is given \(given) times, but one item is chosen without --limit or --no-limit"
                    : "\(option) is given \(given) times, more than --limit \(most)")
        }
        settings.preview = try preview.preview(position: previewPosition)
        if preview.delimiter != nil, let option = fieldOption {
            throw UsageError(
                "--delimiter splits the preview's fields only: \(option) splits at blanks, so they cannot be used together"
            )
        }
        // `--expect` keys end the choice as Enter does, and also when nothing matches (status 1, the
        // key printed, as fzf); with `--print-query`, Enter too ends it when nothing matches.
        // `--bind` first: a key bound there does what it binds, whatever else it does.
        settings.bindings = bound.bindings + expectedKeys.map { KeyBinding($0, .acceptOrQuery) }
        if printsQuery, let enter = KeyChord("enter") { settings.bindings.append(KeyBinding(enter, .acceptOrQuery)) }
        // `--delimiter` splits the fields of the bound commands too, with a preview or without.
        settings.fieldDelimiter = preview.delimiter
        settings.actionsAtStart = bound.atStart
        settings.actionsAtLoad = bound.atLoad
        if style == .mini, let option = wheelOnlyOption {
            throw UsageError("\(option) needs the wheel style, not --style mini")
        }
    }

    /// `--nth` or `--with-nth`, if given.
    var fieldOption: String? {
        settings.presentation.searchedFields != nil
            ? "--nth" : settings.presentation.shownFields != nil ? "--with-nth" : nil
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
            (settings.presentation.searchedFields != nil, "--nth"),
            (settings.presentation.shownFields != nil, "--with-nth"), (!expectedKeys.isEmpty, "--expect"),
            (settings.presentation.readsColors, "--ansi"),
            (bound != BindingSpecification(), "--bind"),
        ]
        return given.first { $0.0 }?.1
    }

    @MainActor
    func prepare(_ options: PromptOptions) throws -> Question {
        guard !items.isEmpty || isatty(STDIN_FILENO) == 0 else {
            throw PromptError("no items: give them as arguments or one per line on standard input")
        }
        let run = ChooseRun(source: source())
        var question = Question { options in try ask(run, options) }
        if !defaults.isEmpty {
            question.defaultAnswer = { occasion in
                switch occasion {
                case .noTerminal:
                    let store = try allItems().split(first: settings.headerLines).rest
                    for item in settings.preselected where Self.index(of: item, in: store) == nil {
                        throw UsageError("--selected \"\(ArgumentBytes.quoted(item))\" is not one of the items")
                    }
                    return try answerDefaults(in: store, occasion)
                case .timedOut:
                    return try answerDefaults(
                        in: run.read ?? argumentStore().split(first: settings.headerLines).rest, occasion)
                }
            }
        }
        if selectOne || exitZero {
            question.decided = {
                // Both decide on the whole list, or on the matches of --query as fzf does: it is
                // read to its end before anything is drawn.
                let store = try allItems()
                let rest = store.split(first: settings.headerLines).rest
                let matches = ChoosePrompt(items: .store(store), settings: settings).matches(in: store)
                if matches.isEmpty && exitZero {
                    return try output(ChoosePrompt.Answer(choices: [], query: settings.query))
                }
                if matches.count == 1 && selectOne {
                    let choice = ChoosePrompt.Choice(
                        item: matches[0], in: rest, strippingColors: settings.presentation.readsColors)
                    return try output(ChoosePrompt.Answer(choices: [choice], query: settings.query))
                }
                run.source = .store(store)
                return nil
            }
        }
        return question
    }

    /// Asks on the wheel (or the mini picker) with `options`.
    @MainActor
    private func ask(_ run: ChooseRun, _ options: PromptOptions) throws -> PromptOutcome<Output.Answer> {
        var options = options
        var settings = settings
        settings.visibleRows = height.visibleRows(&options)
        do {
            if style == .mini {
                // The mini picker reads every item first anyway: read them here.
                let store: ItemStore
                if case .store(let given) = run.source { store = given } else { store = try allItems() }
                run.read = store.split(first: settings.headerLines).rest
                return try MiniChoosePrompt(items: .store(store), options: options, settings: settings)
                    .runBlocking().map { answer(ChoosePrompt.Answer(choices: [$0])) }
            }
            var prompt = ChoosePrompt(items: run.source, options: options, settings: settings)
            prompt.itemsRead = { run.read = $0 }
            let outcome = try prompt.runBlocking()
            guard case .answered(let given) = outcome else { return outcome.map(answer) }
            if let command = given.command {
                // `become`: the terminal is given back; the command takes picker's place, its
                // output and status picker's.
                let reason = ForegroundCommand.become(command)
                throw PromptError("--bind become could not start /bin/sh: \(reason)")
            }
            return try output(given)
        } catch let error as PromptError {
            // The library says which item; the command line says which option named it.
            guard case .notAnItem(let item) = error.reason else { throw error }
            throw UsageError("--selected \"\(ArgumentBytes.quoted(item))\" is not one of the items")
        }
    }

    /// An empty store that reads items as the options say (trimmed, labelled, a value field),
    /// each ended by `separator`.
    func store(separator: UInt8) -> ItemStore {
        var store = ItemStore(separator: separator)
        store.trimsBlanks = trimsBlanks
        store.labelDelimiter = labelDelimiter
        store.valueField = valueField
        return store
    }

    /// The items given as arguments, in a store (an argument holds no NUL, so NUL ends each one).
    func argumentStore() -> ItemStore {
        var store = store(separator: 0)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.reduce(0) { $0 + $1.count + 1 })
        for item in items { bytes += item + [0] }
        bytes.withUnsafeBytes { store.append($0) }
        store.finish()
        return store
    }

    /// Where the items come from: the arguments, or standard input read into a store.
    func source() -> ChoosePrompt.Items {
        items.isEmpty ? .stream(fd: STDIN_FILENO, into: store(separator: separator)) : .store(argumentStore())
    }

    /// Every item, standard input read to its end when the items come from there.
    @MainActor
    func allItems() throws -> ItemStore {
        try ChoosePrompt(items: source(), settings: settings).readItems()
    }

    /// The outcome for an answer: printed as ``answer(_:)`` says; or, when nothing matched (Enter
    /// with `--print-query`, or a key `--bind` gives `accept-or-print-query`), the query and the
    /// key alone, printed here, and status 1 as fzf.
    func output(_ given: ChoosePrompt.Answer) throws -> PromptOutcome<Output.Answer> {
        guard given.choices.isEmpty else { return .answered(answer(given)) }
        if printsQuery || !expectedKeys.isEmpty {
            try Output.print(answer(given))
        } else if endedByQueryBinding(given) {
            var printing = self
            printing.printsQuery = true
            try Output.print(printing.answer(given))
        }
        return .cancelled
    }

    /// Whether the key that ended `given` is one `--bind` gives `accept-or-print-query`.
    private func endedByQueryBinding(_ given: ChoosePrompt.Answer) -> Bool {
        guard let name = given.key, let chord = KeyChord(name) else { return false }
        return bound.bindings.contains {
            $0.key.key == chord.key && $0.key.modifiers == chord.modifiers && $0.actions.contains(.acceptOrQuery)
        }
    }

    /// The answer as printed: the query (`--print-query`) and the key (`--expect`) first, a line
    /// each, then the items' bytes as they came, one per line (each line ended by NUL with
    /// `--print0`); or JSON: an object with the index,
    /// the label, the value, the key and the query (an array of them with `--limit`), where bytes
    /// that are not UTF-8 show as U+FFFD.
    func answer(_ given: ChoosePrompt.Answer) -> Output.Answer {
        var extras: [(String, JSONText.Value)] = []
        let key = expectedKey(given)
        if !expectedKeys.isEmpty { extras.append(("key", .string(key))) }
        if printsQuery { extras.append(("query", .string(given.query))) }
        if common.json {
            let objects = given.choices.map { jsonObject($0, extras) }
            if given.choices.isEmpty { return Output.Answer(JSONText.object(extras)) }
            guard settings.limit != nil else { return Output.Answer(objects[0]) }
            return Output.Answer("[" + objects.joined(separator: ",") + "]")
        }
        var lines: [[UInt8]] = []
        if printsQuery { lines.append(given.query == settings.query ? queryBytes : Array(given.query.utf8)) }
        if !expectedKeys.isEmpty { lines.append(Array(key.utf8)) }
        lines += given.choices.map(\.bytes)
        return Output.Answer(lines: lines, terminator: print0 ? 0 : 0x0A)
    }

    /// The `--expect` key that ended the choice, as given; "" for Enter.
    func expectedKey(_ given: ChoosePrompt.Answer) -> String {
        guard let name = given.key, let chord = KeyChord(name) else { return "" }
        for key in expectedKeys where key.key == chord.key && key.modifiers == chord.modifiers { return key.name }
        return ""
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
    func answerDefaults(in items: ItemStore, _ occasion: DefaultOccasion) throws -> Output.Answer {
        var indices: [Int] = []
        for item in defaults {
            guard let index = Self.index(of: item, in: items) else {
                throw UsageError(
                    "\(occasion.reason), and --default \"\(ArgumentBytes.quoted(item))\" is not one of the items")
            }
            if !indices.contains(index) { indices.append(index) }
        }
        let choices = (settings.ordered ? indices : indices.sorted()).map {
            ChoosePrompt.Choice(item: $0, in: items, strippingColors: settings.presentation.readsColors)
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

/// What one run of `picker choose` learns as it goes: where the items come from (standard input
/// read to its end by `--select-1` or `--exit-0` becomes a store), and the items the prompt read,
/// for `--default` when the time runs out.
@MainActor
final class ChooseRun {
    var source: ChoosePrompt.Items
    var read: ItemStore?

    init(source: ChoosePrompt.Items) {
        self.source = source
    }
}
