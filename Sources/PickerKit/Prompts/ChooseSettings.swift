import PickerCore
import Terminal

/// How ``ChoosePrompt`` (and ``MiniChoosePrompt``) ask: where the wheel starts, filtering the
/// items, marking several, a header above them, how each item is presented, a preview pane, and
/// keys bound to actions.
///
/// How items are *read* (the separator of a stream, trimming, labels and values) is the item
/// store's (``ChoosePrompt/Items``); how they are *shown* is ``presentation``.
///
/// Items to start on are bytes, compared with the items byte for byte: an item that is not UTF-8
/// (a file name, `find -print0`) can be named too.
public struct ChooseSettings: Sendable, Equatable {
    // MARK: Where the wheel starts

    /// The item to start on, if present (as a whole item, or as its value after a label).
    public var selected: [UInt8]?
    /// Items marked from the start (with ``limit``); the first is also where the wheel starts.
    public var preselected: [[UInt8]] = []
    /// Fail when ``selected`` or one of ``preselected`` is not among the items
    /// (`PromptError.Reason.notAnItem`).
    public var requiresSelectedItems = false

    // MARK: The wheel

    /// Wrap around from the last item to the first.
    public var cyclic = false
    /// Visible rows of the wheel.
    public var visibleRows = 7
    /// Show the items last first.
    public var reversed = false

    // MARK: Filtering

    /// Start in filter mode: the wheel holds only the items that match the query, best first
    /// (Ctrl-F switches between this and jump mode, where the wheel spins to the best match).
    public var filtering = false
    /// Match the query as a substring only (no subsequence matches).
    public var exact = false
    /// The query to start with (the wheel starts on its best match, or holds its matches).
    public var query = ""
    /// In filter mode, order the matches best first; when false, keep the items' order.
    public var sortsMatches = true
    /// The text before the query on the query line; nil shows the mode ("Jump › ", "Filter › ").
    public var prompt: String?
    /// Shown dimmed on the query line while the query is empty.
    public var placeholder: String?

    // MARK: Marks

    /// How many items may be chosen: nil for one (no marks), else at most this many (Tab marks).
    public var limit: Int?
    /// With several chosen, answer them in the order they were chosen rather than the list's.
    public var ordered = false

    // MARK: The header

    /// Lines shown above the items, shown as given (made inert).
    public var header: [String] = []
    /// The first this many items are not items but header lines, shown above the items (the
    /// column titles of `ps` or `docker ps` output).
    public var headerLines = 0

    // MARK: Presentation, preview and keys

    /// How each item's row shows it and what a query searches in it: its colours, the fields
    /// shown and the fields searched.
    public var presentation = ItemPresentation()
    /// A pane that shows the output of a command for the item in the band, if any.
    public var preview: ChoosePreview?
    /// Keys that end the prompt (besides Enter and Esc), or change how Enter ends it, checked
    /// before the prompt's own keys; the answer names the bound key that ended it.
    public var bindings: [KeyBinding] = []

    // MARK: Kept for the command line until it moves onto the members above

    /// The byte that ends an item read from a stream. The command line's: give the stream's
    /// store with its separator instead (`ChoosePrompt.Items.stream(fd:into:)`).
    package var separator: UInt8 = 0x0A
    /// Items without their leading and trailing blanks. The command line's: set
    /// `ItemStore.trimsBlanks` on the items' store instead.
    package var trimsBlanks = false
    /// Items are `label`, this delimiter, `value`. The command line's: set
    /// `ItemStore.labelDelimiter` on the items' store instead.
    package var labelDelimiter: [UInt8]?
    /// Answer this field of the item. The command line's: set `ItemStore.valueField` on the
    /// items' store instead.
    package var valueField: Int?
    /// ``presentation``'s colours. The command line's, until it sets the presentation.
    package var readsColors: Bool {
        get { presentation.readsColors }
        set { presentation.readsColors = newValue }
    }
    /// ``presentation``'s fields searched. The command line's, until it sets the presentation.
    package var searchedFields: FieldSelection? {
        get { presentation.searchedFields }
        set { presentation.searchedFields = newValue }
    }
    /// ``presentation``'s fields shown. The command line's, until it sets the presentation.
    package var shownFields: FieldSelection? {
        get { presentation.shownFields }
        set { presentation.shownFields = newValue }
    }
    /// Keys that end the prompt as Enter does. The command line's `--expect`: bind each key to
    /// `.accept` (or `.acceptOrQuery`) in ``bindings`` instead.
    package var endingKeys: [KeyChord] = []
    /// Enter, the ``endingKeys`` and the timeout answer the query when nothing matches. The
    /// command line's `--print-query`: bind Enter (and each ending key) to `.acceptOrQuery` in
    /// ``bindings`` instead.
    package var answersWithoutMatch = false

    /// Settings that start on `selected` (its UTF-8), with the rest as given or by default.
    public init(selected: String? = nil, cyclic: Bool = false, visibleRows: Int = 7) {
        self.selected = selected.map { Array($0.utf8) }
        self.cyclic = cyclic
        self.visibleRows = visibleRows
    }

    /// The command line's ``endingKeys`` as bindings (which end the prompt even with nothing to
    /// answer, as they always did).
    var endingKeyBindings: [KeyBinding] {
        var bindings: [KeyBinding] = []
        for key in endingKeys { bindings.append(KeyBinding(key, answersWithoutMatch ? .acceptOrQuery : .accept)) }
        return bindings
    }

    /// What Enter (and the timeout, which answers as Enter would) does: its binding's action, if
    /// it has one.
    var enterAction: KeyBinding.Action {
        for bound in bindings where bound.key.matches(.enter, []) { return bound.action }
        return answersWithoutMatch ? .acceptOrQuery : .accept
    }

    /// `store` with the command line's trimming, labels and value field, where it set them.
    package func format(_ store: ItemStore) -> ItemStore {
        var store = store
        if trimsBlanks { store.trimsBlanks = true }
        if let labelDelimiter { store.labelDelimiter = labelDelimiter }
        if let valueField { store.valueField = valueField }
        return store
    }

    /// The store a stream's items are read into: `given`, or, when the command line set another
    /// separator and `given` is empty, a store of that separator read as `given` reads; with the
    /// command line's trimming, labels and value field.
    func reading(_ given: ItemStore) -> ItemStore {
        guard separator != 0x0A, separator != given.separator, given.isEmpty else { return format(given) }
        var store = ItemStore(separator: separator)
        store.trimsBlanks = given.trimsBlanks
        store.labelDelimiter = given.labelDelimiter
        store.valueField = given.valueField
        return format(store)
    }
}

/// The preview pane of a ``ChoosePrompt``: the output of a shell command for the item in the band,
/// beside or below the wheel.
///
/// The command is run by `/bin/sh -c`, with every `{}` replaced by the item (its text as given,
/// quoted for the shell; without its colours when ``ItemPresentation/readsColors``). It runs off
/// the main actor in a process group of its own, its standard output and error read together (up
/// to 64 KiB); when the band moves on, it is ended. The output is shown inert, with its SGR
/// colours when ``ItemPresentation/readsColors``.
public struct ChoosePreview: Sendable, Equatable {
    /// Where the pane stands.
    public enum Position: String, Sendable, Equatable, CaseIterable {
        /// Right of the wheel, half the width.
        case right
        /// Left of the wheel, half the width.
        case left
        /// Below the wheel, as high as the wheel.
        case bottom
        /// Above the query line, as high as the wheel.
        case top
    }

    /// The command, with `{}` for the item.
    public var command: String
    /// Where the pane stands.
    public var position: Position

    /// A preview of `command` at `position`.
    public init(command: String, position: Position = .right) {
        self.command = command
        self.position = position
    }
}
