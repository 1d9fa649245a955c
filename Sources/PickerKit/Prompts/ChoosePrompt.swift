import PickerCore
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the user to choose one item on a wheel: the engine of `picker choose`.
///
/// ```swift
/// let outcome = try ChoosePrompt(items: ["Luke", "Leia", "Han"]).run()
/// if case .answered(let choice) = outcome { print(choice.value) }
/// ```
@MainActor
public struct ChoosePrompt {
    /// A chosen item.
    public struct Choice: Sendable, Equatable {
        /// Its position among the items, from 0.
        public var index: Int
        /// Its text.
        public var value: String
    }

    /// Shared prompt options.
    public var options: PromptOptions
    /// The item to start on, if present.
    public var selected: String?
    /// Wrap around from the last item to the first.
    public var cyclic: Bool
    /// Visible rows of the wheel.
    public var visibleRows: Int
    private var store: ItemStore
    private var streamFD: Int32?

    /// A prompt over items given as strings.
    public init(
        items: [String], options: PromptOptions = PromptOptions(), selected: String? = nil, cyclic: Bool = false,
        visibleRows: Int = 7
    ) {
        self.init(
            store: ItemStore(items), options: options, selected: selected, cyclic: cyclic, visibleRows: visibleRows)
    }

    /// A prompt over items read from `fd` (one per line) while the wheel is already on screen.
    public init(
        streamingFrom fd: Int32, options: PromptOptions = PromptOptions(), selected: String? = nil,
        cyclic: Bool = false, visibleRows: Int = 7
    ) {
        self.init(store: ItemStore(), options: options, selected: selected, cyclic: cyclic, visibleRows: visibleRows)
        streamFD = fd
    }

    private init(store: ItemStore, options: PromptOptions, selected: String?, cyclic: Bool, visibleRows: Int) {
        self.store = store
        self.options = options
        self.selected = selected
        self.cyclic = cyclic
        self.visibleRows = visibleRows
    }

    /// The accessible form: numbered lines, or a prefix search for long lists.
    private func runLines(_ store: ItemStore, initial: Int) throws -> PromptOutcome<Choice> {
        let lines = try LinePrompt(timeout: options.timeout)
        defer { lines.close() }
        if let title = options.title { lines.say(title) }
        let outcome = lines.choose(
            question: "Choose", count: store.count, initial: initial, title: { store[$0] },
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
        return PromptRunner.outcome(outcome.exitStatus) { outcome.value.map { Choice(index: $0, value: store[$0]) } }
    }

    /// Reads from `fd` what arrives within `budget` seconds without waiting longer; returns
    /// whether the input ended (and was finished).
    static func readAvailable(_ fd: Int32, into source: ItemListSource, budget: Double) -> Bool {
        let deadline = MonotonicClock.now() + budget
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while MonotonicClock.now() < deadline {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 0) > 0 else { return false }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.withUnsafeBytes { source.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                source.finish()
                return true
            }
        }
        return false
    }

    /// Key hints shown below the wheel.
    static let hint = "↑↓ move · type to jump · enter choose · esc cancel"

    /// Shows the wheel and waits for the answer. Throws when there is no terminal, or when the
    /// items turn out to be empty.
    public func run() throws -> PromptOutcome<Choice> {
        let source = ItemListSource(store: store)
        let picker = PickerView(visibleRows: visibleRows)
        picker.dataSource = source
        picker.delegate = source
        picker.setCyclic(cyclic, forComponent: 0)
        picker.titleAlignment = .leading
        var streamEnded = false
        if let fd = streamFD {
            // Whatever is already there (a file, a fast pipe) is read before the first frame, for
            // at most a few milliseconds, so the wheel appears with its items; the rest streams in
            // while the wheel is on screen.
            streamEnded = Self.readAvailable(fd, into: source, budget: 0.004)
        }
        var pendingSelection = selected
        var checked = 0
        func applySelection() {
            guard let wanted = pendingSelection else { return }
            let count = source.store.count
            // Only the newly arrived items need checking.
            for index in checked..<count where source.store[index] == wanted {
                picker.selectRow(index, inComponent: 0, animated: false)
                pendingSelection = nil
                break
            }
            checked = count
        }
        var empty = false
        picker.reloadAllComponents()
        applySelection()
        if streamFD == nil && source.store.count == 0 { throw PromptError("no items to choose from") }
        if options.accessible, let fd = streamFD, !streamEnded {
            while !Self.readAvailable(fd, into: source, budget: .infinity) {
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&p, 1, -1)
            }
            streamEnded = true
            picker.reloadAllComponents()
            applySelection()
        }
        if streamEnded && source.store.count == 0 {
            throw PromptError("no items to choose from (standard input was empty)")
        }
        if options.accessible { return try runLines(source.store, initial: picker.selectedRow(inComponent: 0)) }

        let status = try PromptRunner.run(
            body: picker, hint: Self.hint, options: options,
            prepare: { loop, program in
                guard let fd = streamFD, !streamEnded else { return }
                loop.watch(
                    fd: fd,
                    onData: { chunk in
                        source.append(chunk)
                        picker.reloadComponent(0)
                        applySelection()
                    },
                    onEnd: {
                        source.finish()
                        picker.reloadComponent(0)
                        applySelection()
                        if source.store.count == 0 {
                            empty = true
                            program.exitStatus = 2
                        }
                    })
            },
            answer: { picker.selectedRow(inComponent: 0) >= 0 })
        if empty { throw PromptError("no items to choose from (standard input was empty)") }
        return PromptRunner.outcome(status) {
            let row = picker.selectedRow(inComponent: 0)
            return row >= 0 ? Choice(index: row, value: source.store[row]) : nil
        }
    }
}
