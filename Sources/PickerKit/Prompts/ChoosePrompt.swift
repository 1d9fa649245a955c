import PickerCore
import Terminal

/// Asks the user to choose an item on a wheel, or several (``ChooseSettings/limit``), with a
/// query line that jumps to or filters the items: the engine of `picker choose`.
///
/// ```swift
/// let outcome = try await ChoosePrompt(items: .list(["Luke", "Leia", "Han"])).run()
/// if case .answered(let answer) = outcome, let choice = answer.choice { print(choice.value) }
/// ```
///
/// The items come as strings, as an ``/PickerCore/ItemStore`` (millions of lines held compactly), or from a
/// file descriptor that the run loop reads while the wheel is on screen. To choose a value of
/// your own type, see ``CasePrompt``.
///
/// Like every prompt, it lives on the main actor: create and run it from `@MainActor` code (a
/// top-level `main.swift` is; mark an `async` function `@MainActor`).
@MainActor
public struct ChoosePrompt {
    /// Where the items come from, and how their bytes become items.
    public enum Items: Sendable {
        /// Items given as strings.
        case list([String])
        /// Items already stored, read as the store says (trimmed, labelled, a value field).
        case store(ItemStore)
        /// Items read from a file descriptor by the run loop into `store` (by default an empty
        /// store of one item a line): its separator (NUL for `find -print0`), trimming, labels
        /// and value field say how the bytes become items. What has already arrived is on the
        /// first frame; the rest streams in while the wheel is on screen.
        case stream(fd: Int32, into: ItemStore = ItemStore())
    }

    /// A chosen item.
    public struct Choice: Sendable, Equatable {
        /// Its position among the items, from 0.
        public var index: Int
        /// Its text (bytes that are not UTF-8 read as U+FFFD).
        public var value: String
        /// Its bytes as they came: the item exactly, even where it is not UTF-8.
        public var bytes: [UInt8]
        /// The label shown for it, when items are `label`, delimiter, `value` (the value is then
        /// ``value`` and ``bytes``).
        public var label: String?

        /// Creates a choice.
        public init(index: Int, value: String, bytes: [UInt8], label: String? = nil) {
            self.index = index
            self.value = value
            self.bytes = bytes
            self.label = label
        }

        /// The item at `index` of `store` as the prompt answers it: its value (the field or the
        /// part after a label, when the store has them), and its label; without SGR sequences
        /// when `strippingColors` (``ItemPresentation/readsColors``). For an answer given
        /// without asking, from ``ChoosePrompt/readItems()``.
        public init(item index: Int, in store: ItemStore, strippingColors: Bool = false) {
            var value = Array(store.value(at: index))
            if strippingColors { value = SGRText.strip(bytes: value) }
            let label = store.labelDelimiter == nil && store.valueField == nil ? nil : store.label(at: index)
            self.init(
                index: index, value: String(decoding: value, as: UTF8.self), bytes: value,
                label: strippingColors ? label.map(SGRText.strip) : label)
        }
    }

    /// How a prompt was answered: the items chosen, the query as it stood, and the bound key that
    /// ended it, if one did.
    public struct Answer: Sendable, Equatable {
        /// The items chosen: the item in the band, or with ``ChooseSettings/limit`` every marked
        /// item (in the list's order or, with ``ChooseSettings/ordered``, as chosen). Empty only
        /// when a key bound to ``KeyBinding/Action/acceptOrQuery`` answered with nothing matching.
        public var choices: [Choice]
        /// The query when the prompt ended.
        public var query: String
        /// The name of the bound key that ended the prompt (as its ``KeyChord`` was written), or
        /// nil when the prompt's own Enter, or the timeout, did.
        public var key: String?
        /// The command a ``KeyBinding/Action/become(_:)`` action ended the prompt with, its
        /// placeholders replaced: to be run in place of the program (``ForegroundCommand/become(_:)``)
        /// now that the terminal is given back. ``choices`` is then empty.
        public var command: [UInt8]?

        /// Creates an answer.
        public init(choices: [Choice], query: String = "", key: String? = nil, command: [UInt8]? = nil) {
            self.choices = choices
            self.query = query
            self.key = key
            self.command = command
        }

        /// The first of ``choices``: the item chosen, when one may be; nil when the answer holds
        /// only the query.
        public var choice: Choice? { choices.first }
    }

    /// The most items a prompt takes: 50,000,000. A stream with more (`yes | picker choose`) ends
    /// the run with an error rather than growing until memory runs out.
    public nonisolated static let maximumItemCount = ItemListSource.maximumItemCount

    /// The items.
    public var items: Items
    /// Shared prompt options.
    public var options: PromptOptions
    /// Where the wheel starts, what may be chosen, how items are shown, the keys bound.
    public var settings: ChooseSettings
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system
    /// Called once when a run ends, with the items it read (all of a stream that ended, or as far
    /// as it got): for a program that answers from them when the time runs out.
    public var itemsRead: (@MainActor (ItemStore) -> Void)?

    /// A prompt over `items`, asking as `settings` say.
    public init(items: Items, options: PromptOptions = PromptOptions(), settings: ChooseSettings) {
        self.items = items
        self.options = options
        self.settings = settings
    }

    /// A prompt over `items` that starts on `selected`.
    public init(
        items: Items, options: PromptOptions = PromptOptions(), selected: String? = nil, cyclic: Bool = false,
        visibleRows: Int = 7
    ) {
        self.init(
            items: items, options: options,
            settings: ChooseSettings(selected: selected, cyclic: cyclic, visibleRows: visibleRows))
    }

    /// Shows the wheel and blocks until the answer: the items chosen, the query, and the bound
    /// key that ended it.
    ///
    /// - Throws: ``PromptError`` when there is no terminal (reason `noTerminal`), when the items
    ///   turn out to be none, or when an item to start on is not there (reason `notAnItem`).
    public func runBlocking() throws -> PromptOutcome<Answer> {
        let setup = try prepare()
        defer { setup.view.stop() }
        defer { itemsRead?(setup.source.store) }
        if options.accessible { return try runLines(setup) }
        do {
            return try setup.prompt.runBlocking()
        } catch {
            throw setup.explained(error)
        }
    }

    /// Shows the wheel and waits for the answer, leaving the main actor free for other tasks: the
    /// items chosen, the query, and the bound key that ended it.
    ///
    /// - Throws: ``PromptError``, as ``runBlocking()``.
    public func run() async throws -> PromptOutcome<Answer> {
        let setup = try prepare()
        defer { setup.view.stop() }
        defer { itemsRead?(setup.source.store) }
        if options.accessible { return try runLines(setup) }
        do {
            return try await setup.prompt.run()
        } catch {
            throw setup.explained(error)
        }
    }

    /// Every item, without asking: a list or a store as the prompt reads it, a stream read from
    /// its descriptor to its end (blocking until it ends). Header lines (``ChooseSettings/headerLines``)
    /// are still at the start. For a program that answers without a terminal, or decides on the
    /// whole list before asking (the only item, none at all); give the store back as
    /// ``Items/store(_:)`` to ask about the same items.
    ///
    /// - Throws: ``PromptError`` when the descriptor cannot be read (a folder), or holds more
    ///   than a prompt takes.
    public func readItems() throws(PromptError) -> ItemStore {
        switch items {
        case .list(let strings): return ItemStore(strings)
        case .store(let store): return store
        case .stream(let fd, let store):
            let source = ItemListSource(store: store)
            let input = fd == 0 ? "standard input" : "descriptor \(fd)"
            do {
                _ = try Self.read(fd, into: source, for: .infinity)
            } catch {
                throw PromptError("\(input): \(error.description)")
            }
            return source.store
        }
    }

    /// The picker, its source and the prompt around them, and how the run reads streamed items.
    private struct Setup {
        let source: ItemListSource
        let view: ChooseView
        let prompt: Prompt<Answer>
        /// Has a run's loop read the items on the stream, if they come from one.
        let watchItems: @MainActor (RunContext) -> Void
        let starter: StartingRow

        /// `error` from the run, or, when the run failed because an item to start on never came,
        /// that as a structured error (the loop carries only the message).
        @MainActor func explained(_ error: Error) -> Error {
            guard starter.failedForMissing, let missing = starter.missing else { return error }
            return PromptError.notAnItem(missing)
        }
    }

    private func prepare() throws -> Setup {
        let source: ItemListSource
        var stream: Int32?
        let headerLines = settings.headerLines
        switch items {
        case .list(let strings):
            source = ItemListSource(store: ItemStore(strings), headerLines: headerLines)
        case .store(let store): source = ItemListSource(store: store, headerLines: headerLines)
        case .stream(let fd, let store):
            source = ItemListSource(store: store, headerLines: headerLines)
            stream = fd
        }
        // Only when not plain (the source starts plain): copying the presentation as a whole
        // makes an optional field selection's type at run time, on every start.
        if !settings.presentation.isPlain { source.presentation = settings.presentation }
        let list = ChooseListSource(items: source)
        list.reversed = settings.reversed
        let settings = self.settings
        let picker = PickerView(visibleRows: settings.visibleRows)
        picker.dataSource = list
        picker.delegate = list
        picker.setCyclic(settings.cyclic, forComponent: 0)
        picker.titleAlignment = .leading
        let view = ChooseView(
            picker: picker, list: list, filtering: settings.filtering, exact: settings.exact, limit: settings.limit,
            usesUnicode: options.traits.usesUnicode)
        view.prompt = settings.prompt
        view.placeholder = settings.placeholder
        view.headerText = settings.header.flatMap {
            $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        view.initialQuery = settings.query
        view.bindings = settings.bindings
        view.actionsAtStart = settings.actionsAtStart
        view.actionsAtLoad = settings.actionsAtLoad
        view.streamFD = stream
        view.itemsStreamed = stream != nil
        view.fieldDelimiter = settings.fieldDelimiter ?? settings.preview?.delimiter
        view.sortsMatches = settings.sortsMatches
        if let preview = settings.preview {
            view.setPreview(preview, readsColors: settings.presentation.readsColors)
        }
        var wanted = [settings.selected].compactMap { $0 }
        if settings.limit != nil {
            var seen = Set<[UInt8]>()
            wanted = (settings.preselected + wanted).filter { seen.insert($0).inserted }
        }
        let starter = StartingRow(wanted: wanted, marks: settings.limit != nil)
        picker.reloadAllComponents()
        starter.apply(to: view)
        if stream == nil {
            if source.store.isEmpty { throw PromptError("no items to choose from") }
            if settings.requiresSelectedItems, let missing = starter.missing { throw PromptError.notAnItem(missing) }
        }
        let ordered = settings.ordered
        let colors = settings.presentation.readsColors
        let enterAction = settings.enterAction
        // The key that shows or hides a preview: one bound to do it, else the preview's own.
        let previewKey =
            settings.preview == nil
            ? nil
            : settings.bindings.first { $0.actions.contains(.togglePreview) }?.key.name
                ?? settings.preview?.toggleKey?.name
        let firstHint = PromptHints.choose(
            filtering: settings.filtering, multiple: settings.limit != nil, previewKey: previewKey,
            traits: options.traits)
        var prompt = Prompt(view, options: options, hint: firstHint) { () -> Answer? in
            let store = source.store
            let key = view.endingBinding?.key.name
            if let command = view.becomeCommand {
                return Answer(choices: [], query: view.query, key: key, command: command)
            }
            if !list.marked.isEmpty {
                let items = ordered ? list.marked : list.marked.sorted()
                return Answer(
                    choices: items.map { Choice(item: $0, in: store, strippingColors: colors) }, query: view.query,
                    key: key)
            }
            guard let item = view.selectedItem else {
                let action = view.endingAction ?? enterAction
                return action == .acceptOrQuery ? Answer(choices: [], query: view.query, key: key) : nil
            }
            return Answer(
                choices: [Choice(item: item, in: store, strippingColors: colors)], query: view.query, key: key)
        }
        let traits = options.traits
        let multiple = settings.limit != nil
        // The hints of the mode shown, made again only when Ctrl-F changes the mode: the hint line
        // is laid out on every frame.
        var modeHint = (filtering: settings.filtering, text: firstHint)
        prompt.hintForFrame = {
            if view.filtering != modeHint.filtering {
                modeHint = (
                    view.filtering,
                    PromptHints.choose(
                        filtering: view.filtering, multiple: multiple, previewKey: previewKey, traits: traits)
                )
            }
            // A refused mark says why, before the keys.
            guard let note = view.note else { return modeHint.text }
            return PromptHints.line([note, modeHint.text], traits: traits)
        }
        // The loop reads the stream (the prompt reads nothing itself): what has already arrived
        // before the first frame, the rest while the wheel is on screen; the accessible form
        // reads it to its end before the first question.
        let requiresSelectedItems = settings.requiresSelectedItems
        let watchItems = { @MainActor (context: RunContext) in
            guard let fd = stream else { return }
            source.watch(fd, in: context) {
                view.itemsArrived()
                starter.apply(to: view)
            } check: {
                guard requiresSelectedItems, let missing = starter.missing else { return nil }
                starter.failedForMissing = true
                return PromptError.notAnItem(missing).description
            } ended: {
                view.streamFD = nil
                view.itemsEnded(context: context)
            }
        }
        prompt.onStart = { context in
            // The stream is watched first: a `start` event's reload then stops reading it.
            watchItems(context)
            view.start(context: context)
        }
        prompt.host = host
        return Setup(source: source, view: view, prompt: prompt, watchItems: watchItems, starter: starter)
    }

    /// Reads from `fd` what arrives within `budget` seconds, without waiting longer when nothing
    /// is there; returns whether the input ended (and the store was finished). Throws when the
    /// input cannot be read (a folder) or is larger than a source takes. ``readItems()`` reads a
    /// stream to its end with it.
    private static func read(_ fd: Int32, into source: ItemListSource, for budget: Double) throws(DataError) -> Bool {
        let deadline = MonotonicClock.now() + budget
        var reader = DescriptorReader(fd: fd)
        var failure: DataError?
        while true {
            let waitForever = budget == .infinity
            guard waitForever || MonotonicClock.now() < deadline else { return false }
            guard waitForever || reader.isReadable() else { return false }
            let outcome = reader.read { chunk in
                do throws(DataError) { try source.append(chunk) } catch { failure = error }
            }
            if let failure { throw failure }
            switch outcome {
            case .data:
                continue
            case .wouldBlock:
                if waitForever { _ = reader.isReadable(timeoutMilliseconds: -1) } else { return false }
            case .end:
                source.finish()
                return true
            case .failed(let code):
                throw DataError("cannot be read (\(DescriptorReader.describe(code)))")
            }
        }
    }

    /// The accessible form: numbered lines, or a search for long lists (the words of the screen's
    /// filter, in any order), asked once the loop has read every streamed item.
    private func runLines(_ setup: Setup) throws -> PromptOutcome<Answer> {
        let context = RunContext()
        setup.watchItems(context)
        let loop = EventLoop(options: EventLoopOptions(timeout: options.timeout, traits: options.traits), host: host)
        let asked = try PromptError.mappingNoTerminal {
            try loop.runLines(context: context) { session in
                var lines = LinePrompt(session: session)
                lines.showsHints = options.showsHints
                let store = setup.source.store
                let searchable = setup.source.searchable
                let presentation = setup.source.presentation
                if let title = options.title { lines.say(title) }
                let outcome = lines.chooseRows(
                    question: "Choose", count: store.count, initial: setup.view.selectedItem ?? 0,
                    limit: settings.limit ?? 1,
                    title: { presentation.shown(store.label(at: $0)).text },
                    exactItem: { text in
                        let wanted = Array(text.utf8)
                        return (0..<store.count).first {
                            store.utf8(at: $0).elementsEqual(wanted) || store.label(at: $0) == text
                                || (!presentation.isPlain && presentation.shown(store.label(at: $0)).text == text)
                        }
                    },
                    search: { typed in
                        // Items that hold the words as they were typed; only when none does, those
                        // that hold their letters in order (as the filter ranks them).
                        let whole = searchable.bestMatches(
                            for: ItemQuery(typed, exact: true), limit: LinePrompt.matchLimit)
                        guard whole.isEmpty, !settings.exact else { return whole }
                        return searchable.bestMatches(for: ItemQuery(typed), limit: LinePrompt.matchLimit)
                    })
                return outcome.map { rows in
                    let choices = (settings.ordered ? rows : rows.sorted()).map {
                        Choice(item: $0, in: store, strippingColors: settings.presentation.readsColors)
                    }
                    return Answer(choices: choices)
                }
            }
        }
        guard let asked else {
            // The run ended before the first question: the items were none, or the time ran out.
            do {
                return try PromptOutcome(context.completion ?? .cancelled, answer: nil).answeringTimeout(
                    options.answersAtTimeout, with: setup.prompt.answer)
            } catch {
                throw setup.explained(error)
            }
        }
        return asked.answeringTimeout(options.answersAtTimeout, with: setup.prompt.answer)
    }
}

/// Brings the wanted item into the band once it has arrived (and, when items are marked, marks
/// every wanted item), checking only new items each time.
@MainActor
private final class StartingRow {
    /// The wanted items' bytes, not found yet: items are compared as stored, without decoding.
    private var wanted: [[UInt8]]
    private let marks: Bool
    private var positioned = false
    /// Whether the run was ended because a wanted item never came.
    var failedForMissing = false
    private var checked = 0

    init(wanted: [[UInt8]], marks: Bool) {
        self.wanted = wanted
        self.marks = marks
    }

    /// The first wanted item not found (so far).
    var missing: [UInt8]? { wanted.first }

    func apply(to view: ChooseView) {
        guard !wanted.isEmpty else { return }
        let store = view.store
        let count = store.count
        for index in checked..<count {
            guard
                let found = wanted.firstIndex(where: {
                    store.utf8(at: index).elementsEqual($0) || store.value(at: index).elementsEqual($0)
                })
            else { continue }
            wanted.remove(at: found)
            if !positioned, let row = view.list.row(ofItem: index) {
                view.picker.selectRow(row, inComponent: 0, animated: false)
                view.bandIsPlaced = true
                positioned = true
            }
            if marks, !view.list.isMarked(index) {
                view.list.toggle(index)
                view.picker.reloadComponent(0)
            }
            if wanted.isEmpty { break }
        }
        checked = count
    }
}
