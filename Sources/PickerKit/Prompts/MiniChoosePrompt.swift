import PickerCore
import Terminal

/// Asks the user to choose one item on a ``MiniPicker``: the item between two arrows and its
/// neighbours across the line, `picker choose --style mini`.
///
/// ```swift
/// let outcome = try await MiniChoosePrompt(items: .list(["Luke", "Leia", "Han"])).run()
/// if case .answered(let choice) = outcome { print(choice.value) }
/// ```
///
/// Items read from a descriptor are read by the run loop, as ``ChoosePrompt``'s are: what has
/// already arrived is on the first frame, the rest joins the ribbon as it comes. The accessible
/// form is ``ChoosePrompt``'s: numbered lines.
///
/// Like every prompt, it lives on the main actor: create and run it from `@MainActor` code (a
/// top-level `main.swift` is; mark an `async` function `@MainActor`).
@MainActor
public struct MiniChoosePrompt {
    /// The items.
    public var items: ChoosePrompt.Items
    /// Shared prompt options.
    public var options: PromptOptions
    /// Where the picker starts and whether it wraps: the settings of ``ChoosePrompt``, of which
    /// a mini picker reads ``ChooseSettings/selected``, ``ChooseSettings/requiresSelectedItems``
    /// and ``ChooseSettings/cyclic``.
    public var settings: ChooseSettings
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system

    /// A prompt over `items`, asking as `settings` say.
    public init(items: ChoosePrompt.Items, options: PromptOptions = PromptOptions(), settings: ChooseSettings) {
        self.items = items
        self.options = options
        self.settings = settings
    }

    /// A prompt over `items` that starts on `selected`.
    public init(
        items: ChoosePrompt.Items, options: PromptOptions = PromptOptions(), selected: String? = nil,
        cyclic: Bool = false
    ) {
        self.init(items: items, options: options, settings: ChooseSettings(selected: selected, cyclic: cyclic))
    }

    /// The key hints of a mini picker, in Unicode arrows or ASCII.
    public static func hint(traits: TerminalTraits) -> String {
        traits.usesUnicode
            ? "←→ move · type to jump · enter choose · esc cancel"
            : "left/right move - type to jump - enter choose - esc cancel"
    }

    /// Shows the mini picker and blocks until the answer: the item between the arrows.
    ///
    /// - Throws: ``PromptError`` when there is no terminal (reason `noTerminal`), or when there
    ///   are no items.
    public func runBlocking() throws -> PromptOutcome<ChoosePrompt.Choice> {
        if options.accessible { return Self.first(try lines.runBlocking()) }
        let (prompt, source) = try makePrompt()
        return try withExtendedLifetime(source) { try prompt.runBlocking() }
    }

    /// Shows the mini picker and waits for the answer, leaving the main actor free.
    ///
    /// - Throws: ``PromptError``, as ``runBlocking()``.
    public func run() async throws -> PromptOutcome<ChoosePrompt.Choice> {
        if options.accessible { return Self.first(try await lines.run()) }
        let (prompt, source) = try makePrompt()
        let outcome = try await prompt.run()
        withExtendedLifetime(source) {}
        return outcome
    }

    /// The item chosen in the accessible form's answer.
    private static func first(_ outcome: PromptOutcome<ChoosePrompt.Answer>) -> PromptOutcome<ChoosePrompt.Choice> {
        switch outcome {
        case .answered(let answer): answer.choice.map { .answered($0) } ?? .cancelled
        case .ended(let completion): .ended(completion)
        }
    }

    /// The same question as numbered lines.
    private var lines: ChoosePrompt {
        var prompt = ChoosePrompt(items: items, options: options, settings: settings)
        prompt.host = host
        return prompt
    }

    private func makePrompt() throws -> (Prompt<ChoosePrompt.Choice>, ItemListSource) {
        let source: ItemListSource
        var stream: Int32?
        switch items {
        case .list(let strings): source = ItemListSource(store: ItemStore(strings))
        case .store(let store): source = ItemListSource(store: store)
        case .stream(let fd, let store):
            source = ItemListSource(store: store)
            stream = fd
        }
        let mini = MiniPicker()
        mini.dataSource = source
        mini.delegate = source
        mini.setCyclic(settings.cyclic, forComponent: 0)
        let starter = SelectedItem(settings.selected)
        starter.apply(to: mini, store: source.store)
        if stream == nil {
            guard !source.store.isEmpty else { throw PromptError("no items to choose from") }
            if settings.requiresSelectedItems, let selected = settings.selected, !starter.found {
                throw PromptError.notAnItem(selected)
            }
        }
        var prompt = Prompt(mini, options: options, hint: Self.hint(traits: options.traits)) {
            () -> ChoosePrompt.Choice? in
            let row = mini.selectedRow(inComponent: 0)
            return row >= 0 ? ChoosePrompt.Choice(item: row, in: source.store) : nil
        }
        prompt.host = host
        guard let fd = stream else { return (prompt, source) }
        // The loop reads the stream; the prompt reads nothing itself.
        let (selected, requiresSelectedItems) = (settings.selected, settings.requiresSelectedItems)
        prompt.onStart = { context in
            source.watch(fd, in: context) {
                mini.reloadAllComponents()
                starter.apply(to: mini, store: source.store)
            } check: {
                guard requiresSelectedItems, let selected, !starter.found else { return nil }
                return PromptError.notAnItem(selected).description
            }
        }
        return (prompt, source)
    }
}

/// Brings the item to start on between the arrows once it has arrived, checking only new items
/// each time.
@MainActor
private final class SelectedItem {
    private let wanted: [UInt8]?
    private(set) var found = false
    private var checked = 0

    init(_ selected: [UInt8]?) {
        wanted = selected
    }

    func apply(to mini: MiniPicker, store: ItemStore) {
        guard let wanted, !found else { return }
        for index in checked..<store.count
        where store.utf8(at: index).elementsEqual(wanted) || store.value(at: index).elementsEqual(wanted) {
            mini.selectRow(index, inComponent: 0, animated: false)
            found = true
            break
        }
        checked = store.count
    }
}
