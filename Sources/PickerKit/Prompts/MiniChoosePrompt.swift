import PickerCore
import Terminal

/// Asks the user to choose one item on a ``MiniPicker``: the item between two arrows and its
/// neighbours across the line, `picker choose --style mini`.
///
/// ```swift
/// let outcome = try MiniChoosePrompt(items: .list(["Luke", "Leia", "Han"])).run()
/// if case .answered(let choice) = outcome { print(choice.value) }
/// ```
///
/// Items read from a descriptor are read to the end before the picker is shown. The accessible
/// form is ``ChoosePrompt``'s: numbered lines.
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

    /// Shows the mini picker and blocks until the answer. Throws when there is no terminal, or
    /// when there are no items.
    public func run() throws -> PromptOutcome<ChoosePrompt.Choice> {
        if options.accessible { return try lines.run() }
        let (prompt, source) = try makePrompt()
        return try withExtendedLifetime(source) { try prompt.run() }
    }

    /// Shows the mini picker and waits for the answer, leaving the main actor free.
    public func run() async throws -> PromptOutcome<ChoosePrompt.Choice> {
        if options.accessible { return try await lines.run() }
        let (prompt, source) = try makePrompt()
        let outcome = try await prompt.run()
        withExtendedLifetime(source) {}
        return outcome
    }

    /// The same question as numbered lines.
    private var lines: ChoosePrompt {
        ChoosePrompt(items: items, options: options, settings: settings)
    }

    private func makePrompt() throws -> (Prompt<ChoosePrompt.Choice>, ItemListSource) {
        let source: ItemListSource
        switch items {
        case .list(let strings): source = ItemListSource(store: ItemStore(strings))
        case .store(let store): source = ItemListSource(store: store)
        case .stream(let fd):
            source = ItemListSource(store: ItemStore())
            do {
                _ = try ChoosePrompt.read(fd, into: source, for: .infinity)
            } catch {
                throw PromptError("standard input: \(error.description)")
            }
        }
        let store = source.store
        guard !store.isEmpty else { throw PromptError("no items to choose from") }
        let mini = MiniPicker()
        mini.dataSource = source
        mini.delegate = source
        mini.setCyclic(settings.cyclic, forComponent: 0)
        if let wanted = settings.selected {
            let found = (0..<store.count).first {
                store.utf8(at: $0).elementsEqual(wanted) || store.value(at: $0).elementsEqual(wanted)
            }
            if let row = found {
                mini.selectRow(row, inComponent: 0, animated: false)
            } else if settings.requiresSelectedItems {
                throw PromptError.notAnItem(wanted)
            }
        }
        let prompt = Prompt(mini, options: options, hint: Self.hint(traits: options.traits)) {
            () -> ChoosePrompt.Choice? in
            let row = mini.selectedRow(inComponent: 0)
            return row >= 0 ? ChoosePrompt.choice(row, in: store) : nil
        }
        return (prompt, source)
    }
}
