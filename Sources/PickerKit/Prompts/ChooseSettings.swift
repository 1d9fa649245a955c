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

    /// Settings that start on `selected` (its UTF-8), with the rest as given or by default.
    public init(selected: String? = nil, cyclic: Bool = false, visibleRows: Int = 7) {
        self.selected = selected.map { Array($0.utf8) }
        self.cyclic = cyclic
        self.visibleRows = visibleRows
    }

    /// What Enter (and the timeout, which answers as Enter would) does: its binding's action, if
    /// it has one.
    var enterAction: KeyBinding.Action {
        for bound in bindings where bound.key.matches(.enter, []) { return bound.action }
        return .accept
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
