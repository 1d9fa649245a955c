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
        /// Items read from a file descriptor, one per line, while the wheel is already on screen.
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

        /// Creates a choice.
        public init(index: Int, value: String, bytes: [UInt8]) {
            self.index = index
            self.value = value
            self.bytes = bytes
        }
    }

    /// The items.
    public var items: Items
    /// Shared prompt options.
    public var options: PromptOptions
    /// The item to start on, if present.
    public var selected: String?
    /// Wrap around from the last item to the first.
    public var cyclic: Bool
    /// Visible rows of the wheel.
    public var visibleRows: Int

    /// A prompt over `items`.
    public init(
        items: Items, options: PromptOptions = PromptOptions(), selected: String? = nil, cyclic: Bool = false,
        visibleRows: Int = 7
    ) {
        self.items = items
        self.options = options
        self.selected = selected
        self.cyclic = cyclic
        self.visibleRows = visibleRows
    }

    /// Shows the wheel and blocks until the answer. Throws when there is no terminal, or when the
    /// items turn out to be empty.
    public func run() throws -> PromptOutcome<Choice> {
        let setup = try prepare()
        if options.accessible { return try runLines(setup) }
        return try setup.prompt.run()
    }

    /// Shows the wheel and waits for the answer, leaving the main actor free for other tasks.
    public func run() async throws -> PromptOutcome<Choice> {
        let setup = try prepare()
        if options.accessible { return try runLines(setup) }
        return try await setup.prompt.run()
    }

    /// The picker, its source and the prompt around them, with what has arrived so far.
    private struct Setup {
        let source: ItemListSource
        let picker: PickerView
        let prompt: Prompt<Choice>
    }

    private func prepare() throws -> Setup {
        let source: ItemListSource
        var stream: Int32?
        switch items {
        case .list(let strings): source = ItemListSource(store: ItemStore(strings))
        case .store(let store): source = ItemListSource(store: store)
        case .stream(let fd):
            source = ItemListSource(store: ItemStore())
            stream = fd
        }
        let picker = PickerView(visibleRows: visibleRows)
        picker.dataSource = source
        picker.delegate = source
        picker.setCyclic(cyclic, forComponent: 0)
        picker.titleAlignment = .leading
        let starter = StartingRow(wanted: selected)
        var streamEnded = stream == nil
        if let fd = stream {
            // Whatever is already there (a file, a fast pipe) is read before the first frame, for
            // at most a few milliseconds, so the wheel appears with its items; the rest streams in
            // while the wheel is on screen. The accessible form reads everything first.
            do {
                streamEnded = try Self.read(fd, into: source, for: options.accessible ? .infinity : 0.004)
            } catch {
                throw PromptError("standard input: \(error.description)")
            }
        }
        picker.reloadAllComponents()
        starter.apply(to: picker, source: source)
        if streamEnded && source.store.isEmpty {
            throw PromptError(
                stream == nil ? "no items to choose from" : "no items to choose from (standard input was empty)")
        }
        var prompt = Prompt(
            picker, options: options, hint: PromptHints.wheel(columns: 1, traits: options.traits)
        ) { () -> Choice? in
            let row = picker.selectedRow(inComponent: 0)
            return row >= 0 ? Self.choice(row, in: source.store) : nil
        }
        if let fd = stream, !streamEnded {
            prompt.onStart = { context in
                context.watch(
                    fd: fd,
                    onData: { chunk in
                        do throws(DataError) {
                            try source.append(chunk)
                        } catch {
                            context.finish(.failed("standard input: \(error.description)"))
                        }
                        picker.reloadComponent(0)
                        starter.apply(to: picker, source: source)
                    },
                    onEnd: {
                        source.finish()
                        picker.reloadComponent(0)
                        starter.apply(to: picker, source: source)
                        if source.store.isEmpty {
                            context.finish(.failed("no items to choose from (standard input was empty)"))
                        }
                    })
            }
        }
        return Setup(source: source, picker: picker, prompt: prompt)
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

    /// The accessible form: numbered lines, or a prefix search for long lists.
    private func runLines(_ setup: Setup) throws -> PromptOutcome<Choice> {
        let store = setup.source.store
        let lines = try LinePrompt(timeout: options.timeout)
        defer { lines.close() }
        if let title = options.title { lines.say(title) }
        let outcome = lines.choose(
            question: "Choose", count: store.count, initial: setup.picker.selectedRow(inComponent: 0),
            title: { store[$0] },
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
        return outcome.map { Self.choice($0, in: store) }
    }

    /// The item at `index` as an answer.
    package static func choice(_ index: Int, in store: ItemStore) -> Choice {
        Choice(index: index, value: store[index], bytes: Array(store.utf8(at: index)))
    }
}

/// Brings the wanted item into the band once it has arrived, checking only new items each time.
@MainActor
private final class StartingRow {
    /// The wanted item's bytes: items are compared as stored, without decoding each one.
    private var wanted: [UInt8]?
    private var checked = 0

    init(wanted: String?) { self.wanted = wanted.map { Array($0.utf8) } }

    func apply(to picker: PickerView, source: ItemListSource) {
        guard let item = wanted else { return }
        let count = source.store.count
        for index in checked..<count where source.store.utf8(at: index).elementsEqual(item) {
            picker.selectRow(index, inComponent: 0, animated: false)
            wanted = nil
            break
        }
        checked = count
    }
}
