import PickerCore

/// How ``ChoosePrompt`` (and ``MiniChoosePrompt``) ask: where the wheel starts, what may be
/// chosen, how the items are read and shown. One value that a command line fills from its
/// options and the prompt reads as it is, so a setting is named once.
///
/// Items to start on are bytes, compared with the items byte for byte: an item that is not UTF-8
/// (a file name, `find -print0`) can be named too.
public struct ChooseSettings: Sendable, Equatable {
    /// The item to start on, if present (as a whole item, or as its value after a label).
    public var selected: [UInt8]?
    /// Items marked from the start (with ``limit``); the first is also where the wheel starts.
    public var preselected: [[UInt8]] = []
    /// Fail when ``selected`` or one of ``preselected`` is not among the items
    /// (`PromptError.Reason.notAnItem`).
    public var requiresSelectedItems = false
    /// Wrap around from the last item to the first.
    public var cyclic = false
    /// Visible rows of the wheel.
    public var visibleRows = 7
    /// Start in filter mode: the wheel holds only the items that match the query, best first
    /// (Ctrl-F switches between this and jump mode, where the wheel spins to the best match).
    public var filtering = false
    /// Match the query as a substring only (no subsequence matches).
    public var exact = false
    /// How many items may be chosen: nil for one (no marks), else at most this many (Tab marks).
    public var limit: Int?
    /// With several chosen, answer them in the order they were chosen rather than the list's.
    public var ordered = false
    /// The byte that ends an item read from a stream: a newline, or NUL (`find -print0`).
    public var separator: UInt8 = 0x0A
    /// Show, search and answer items without their leading and trailing blanks.
    public var trimsBlanks = false
    /// Items are `label`, this delimiter, `value`: the label is shown, the value answered.
    public var labelDelimiter: [UInt8]?
    /// Answer this field of the item (from 1; see `ItemStore.valueField`).
    public var valueField: Int?

    /// Settings that start on `selected` (its UTF-8), with the rest as given or by default.
    public init(selected: String? = nil, cyclic: Bool = false, visibleRows: Int = 7) {
        self.selected = selected.map { Array($0.utf8) }
        self.cyclic = cyclic
        self.visibleRows = visibleRows
    }

    /// `store` read with these settings' trimming, labels and value field.
    package func format(_ store: ItemStore) -> ItemStore {
        var store = store
        store.trimsBlanks = trimsBlanks
        store.labelDelimiter = labelDelimiter
        store.valueField = valueField
        return store
    }
}
