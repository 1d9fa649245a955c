import PickerCore
import Terminal

/// Asks the user to choose one item on a wheel: the engine of `picker choose`.
///
/// ```swift
/// let outcome = try await ChoosePrompt(items: .list(["Luke", "Leia", "Han"])).run()
/// if case .answered(let choice) = outcome { print(choice.value) }
/// ```
@MainActor
public struct ChoosePrompt {
    /// Where the items come from.
    public enum Items: Sendable {
        /// Items given as strings.
        case list([String])
        /// Items already stored.
        case store(ItemStore)
        /// Items read from a file descriptor, one per line, by the run loop: what has already
        /// arrived is on the first frame, the rest streams in while the wheel is on screen.
        case stream(fd: Int32)
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
    }

    /// The items.
    public var items: Items
    /// Shared prompt options.
    public var options: PromptOptions
    /// Where the wheel starts, what may be chosen, how items are read and shown.
    public var settings: ChooseSettings
    /// The world the run happens in: the real terminal and clock when nil, a scripted one in tests.
    package var host: (any LoopHost)?
    /// Called when a run ends with the items it read (for a command line that answers a default
    /// from them when the time runs out).
    package var itemsRead: (@MainActor (ItemStore) -> Void)?

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

    /// Shows the wheel and blocks until the answer. Throws when there is no terminal, or when the
    /// items turn out to be empty.
    public func runBlocking() throws -> PromptOutcome<Choice> {
        try runManyBlocking().map { $0[0] }
    }

    /// Shows the wheel and waits for the answer, leaving the main actor free for other tasks.
    public func run() async throws -> PromptOutcome<Choice> {
        try await runMany().map { $0[0] }
    }

    /// Shows the wheel and waits for the answer, leaving the main actor free for other tasks: the
    /// chosen items, as ``runManyBlocking()`` gives them.
    public func runMany() async throws -> PromptOutcome<[Choice]> {
        let setup = try prepare()
        defer { setup.view.searcher.stop() }
        defer { itemsRead?(setup.source.store) }
        if options.accessible { return try runLines(setup) }
        do {
            return try await setup.prompt.run()
        } catch {
            throw setup.explained(error)
        }
    }

    /// Shows the wheel and blocks until the answer: the chosen items (with ``limit``, every
    /// marked item, in the list's order or, with ``ordered``, in the order chosen; with none
    /// marked, the item in the band).
    public func runManyBlocking() throws -> PromptOutcome<[Choice]> {
        let setup = try prepare()
        defer { setup.view.searcher.stop() }
        defer { itemsRead?(setup.source.store) }
        if options.accessible { return try runLines(setup) }
        do {
            return try setup.prompt.runBlocking()
        } catch {
            throw setup.explained(error)
        }
    }

    /// The picker, its source and the prompt around them, and how the run reads streamed items.
    private struct Setup {
        let source: ItemListSource
        let view: ChooseView
        let prompt: Prompt<[Choice]>
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
        switch items {
        case .list(let strings): source = ItemListSource(store: settings.format(ItemStore(strings)))
        case .store(let store): source = ItemListSource(store: store)
        case .stream(let fd):
            source = ItemListSource(store: settings.format(ItemStore(separator: settings.separator)))
            stream = fd
        }
        let list = ChooseListSource(items: source)
        let settings = self.settings
        let picker = PickerView(visibleRows: settings.visibleRows)
        picker.dataSource = list
        picker.delegate = list
        picker.setCyclic(settings.cyclic, forComponent: 0)
        picker.titleAlignment = .leading
        let view = ChooseView(
            picker: picker, list: list, filtering: settings.filtering, exact: settings.exact, limit: settings.limit,
            usesUnicode: options.traits.usesUnicode)
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
        var prompt = Prompt(
            view, options: options,
            hint: PromptHints.choose(
                filtering: settings.filtering, multiple: settings.limit != nil, traits: options.traits)
        ) { () -> [Choice]? in
            let store = source.store
            if !list.marked.isEmpty {
                let items = ordered ? list.marked : list.marked.sorted()
                return items.map { Self.choice($0, in: store) }
            }
            return view.selectedItem.map { [Self.choice($0, in: store)] }
        }
        let traits = options.traits
        let multiple = settings.limit != nil
        prompt.hintForFrame = { PromptHints.choose(filtering: view.filtering, multiple: multiple, traits: traits) }
        // The loop reads the stream (the prompt reads nothing itself): what has already arrived
        // before the first frame, the rest while the wheel is on screen; the accessible form
        // reads it to its end before the first question.
        let requiresSelectedItems = settings.requiresSelectedItems
        let watchItems = { @MainActor (context: RunContext) in
            guard let fd = stream else { return }
            context.watch(
                fd: fd,
                onData: { chunk in
                    do throws(DataError) {
                        try source.append(chunk)
                    } catch {
                        context.finish(.failed("standard input: \(error.description)"))
                    }
                    view.itemsArrived()
                    starter.apply(to: view)
                },
                onEnd: {
                    source.finish()
                    view.itemsArrived()
                    starter.apply(to: view)
                    if source.store.isEmpty {
                        context.finish(.failed("no items to choose from (standard input was empty)"))
                    } else if requiresSelectedItems, let missing = starter.missing {
                        starter.failedForMissing = true
                        context.finish(.failed(PromptError.notAnItem(missing).description))
                    }
                },
                onFailure: { reason in context.finish(.failed("standard input: cannot be read (\(reason))")) })
        }
        prompt.onStart = { context in
            view.searcher.start(context: context)
            watchItems(context)
        }
        prompt.host = host
        return Setup(source: source, view: view, prompt: prompt, watchItems: watchItems, starter: starter)
    }

    /// Reads from `fd` what arrives within `budget` seconds, without waiting longer when nothing
    /// is there; returns whether the input ended (and the store was finished). Throws when the
    /// input cannot be read (a folder) or is larger than a source takes.
    package static func read(_ fd: Int32, into source: ItemListSource, for budget: Double) throws(DataError) -> Bool {
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

    /// The accessible form: numbered lines, or a prefix search for long lists, asked once the
    /// loop has read every streamed item.
    private func runLines(_ setup: Setup) throws -> PromptOutcome<[Choice]> {
        let context = RunContext()
        setup.watchItems(context)
        let loop = EventLoop(options: EventLoopOptions(timeout: options.timeout, traits: options.traits), host: host)
        let asked = try loop.runLines(context: context) { session in
            let lines = LinePrompt(session: session)
            let store = setup.source.store
            if let title = options.title { lines.say(title) }
            let outcome = lines.chooseRows(
                question: "Choose", count: store.count, initial: setup.view.selectedItem ?? 0,
                limit: settings.limit ?? 1,
                title: { store.label(at: $0) },
                exactItem: { text in
                    let wanted = Array(text.utf8)
                    return (0..<store.count).first {
                        store.utf8(at: $0).elementsEqual(wanted) || store.label(at: $0) == text
                    }
                },
                search: { prefix in
                    var found: [Int] = []
                    var from = 0
                    while found.count < 10, from < store.count,
                        let row = store.firstIndex(matchingPrefix: prefix, from: from, wrapping: false)
                    {
                        found.append(row)
                        from = row + 1
                    }
                    return found
                })
            return outcome.map { rows in
                (settings.ordered ? rows : rows.sorted()).map { Self.choice($0, in: store) }
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

    /// The item at `index` as an answer.
    package static func choice(_ index: Int, in store: ItemStore) -> Choice {
        let value = Array(store.value(at: index))
        return Choice(
            index: index, value: String(decoding: value, as: UTF8.self), bytes: value,
            label: store.labelDelimiter == nil && store.valueField == nil ? nil : store.label(at: index))
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
