import PickerCore
import Terminal

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
    /// The query to start with (the wheel starts on its best match, or holds its matches).
    public var query = ""
    /// The text before the query on the query line; nil shows the mode ("Jump › ", "Filter › ").
    public var prompt: String?
    /// Shown dimmed on the query line while the query is empty.
    public var placeholder: String?
    /// Lines shown above the items, shown as given (made inert).
    public var header: [String] = []
    /// The first this many items are not items but header lines, shown above the items (the
    /// column titles of `ps` or `docker ps` output).
    public var headerLines = 0
    /// Show the items last first.
    public var reversed = false
    /// In filter mode, order the matches best first; when false, keep the items' order.
    public var sortsMatches = true
    /// Only these fields of an item are searched (counted in what is shown; see `FieldSelection`).
    public var searchedFields: FieldSelection?
    /// Only these fields of an item are shown (and searched).
    public var shownFields: FieldSelection?
    /// Read the SGR colours of items (and of the preview's output) and draw them; every other
    /// escape sequence is shown inert. Items are searched, and answered, without them.
    public var readsColors = false
    /// Keys that end the prompt as Enter does, reported in ``ChoosePrompt/Answer/key``.
    public var endingKeys: [KeyChord] = []
    /// Enter answers even when no item is there to choose (nothing matches): the answer then holds
    /// no choice, only the query (and the key).
    public var answersWithoutMatch = false
    /// A pane that shows the output of a command for the item in the band, if any.
    public var preview: ChoosePreview?

    /// Settings that start on `selected` (its UTF-8), with the rest as given or by default.
    public init(selected: String? = nil, cyclic: Bool = false, visibleRows: Int = 7) {
        self.selected = selected.map { Array($0.utf8) }
        self.cyclic = cyclic
        self.visibleRows = visibleRows
    }

    /// How rows show and queries search items under these settings.
    var presentation: ItemPresentation {
        ItemPresentation(ansi: readsColors, shownFields: shownFields, searchedFields: searchedFields)
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

/// The preview pane of a ``ChoosePrompt``: the output of a shell command for the item in the band,
/// beside or below the wheel.
///
/// The command is run by `/bin/sh -c`, with every `{}` replaced by the item (its text as given,
/// quoted for the shell; without its colours when ``ChooseSettings/readsColors``). It runs off the
/// main actor in a process group of its own, its standard output and error read together (up to
/// 64 KiB); when the band moves on, it is ended. The output is shown
/// inert, with its SGR colours when ``ChooseSettings/readsColors``.
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
