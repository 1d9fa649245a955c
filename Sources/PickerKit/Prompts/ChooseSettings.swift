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
    /// Keys bound to actions (``KeyBinding``), checked before the prompt's own keys: a key the
    /// prompt uses does what is bound instead. The answer names the bound key that ended it.
    public var bindings: [KeyBinding] = []
    /// What separates the fields of a bound command's `{1}`, `{2..}` … (a text, not a pattern);
    /// nil for the preview's ``ChoosePreview/delimiter``, else blanks, as awk splits them.
    public var fieldDelimiter: [UInt8]?
    /// Actions done when the prompt is shown (fzf's `start` event), before the first frame: a
    /// `reload` of the items, a first mark.
    public var actionsAtStart: [KeyBinding.Action] = []
    /// Actions done each time the items have all been read (fzf's `load` event): at the end of the
    /// stream (at once for items given), and at the end of each ``KeyBinding/Action/reload(_:)``.
    public var actionsAtLoad: [KeyBinding.Action] = []

    /// Settings that start on `selected` (its UTF-8), with the rest as given or by default.
    public init(selected: String? = nil, cyclic: Bool = false, visibleRows: Int = 7) {
        self.selected = selected.map { Array($0.utf8) }
        self.cyclic = cyclic
        self.visibleRows = visibleRows
    }

    /// What Enter (and the timeout, which answers as Enter would) does: its binding's action, if
    /// it has one.
    var enterAction: KeyBinding.Action {
        for bound in bindings where bound.key.matches(.enter, []) {
            return bound.actions.contains(.acceptOrQuery) ? .acceptOrQuery : .accept
        }
        return .accept
    }
}

/// The preview pane of a ``ChoosePrompt``: the output of a shell command for the item in the band,
/// beside, above or below the wheel.
///
/// The command is run by `/bin/sh -c` with its placeholders replaced as fzf replaces them (`{}`
/// the item, `{q}` the query, `{n}` its index, `{1}`, `{-1}`, `{2..}` its fields, `{+}` the marked
/// items, `{f}` a temporary file holding them: see ``PreviewTemplate``), every text put in quoted
/// for the shell; the item is its text as given, without its colours when
/// ``ItemPresentation/readsColors``. It runs off the main actor in a process group of its own, its
/// standard output and error read together (up to 64 KiB); when the band moves on (or the query
/// or the marks change, for a command that names them), it is ended. The output is shown inert,
/// with its SGR colours when ``ItemPresentation/readsColors``.
///
/// A command given here is not checked: a placeholder that ``PreviewTemplate/init(parsing:)``
/// refuses is left in the command as written. Check it first to refuse it.
public struct ChoosePreview: Sendable, Equatable {
    /// Where the pane stands.
    public enum Position: String, Sendable, Equatable, CaseIterable {
        /// Right of the wheel.
        case right
        /// Left of the wheel.
        case left
        /// Below the wheel.
        case bottom
        /// Above the query line.
        case top
    }

    /// How large the pane is: its width beside the wheel, its height above or below it.
    public enum Size: Sendable, Equatable {
        /// This share of the prompt, from 1 to 99 percent: beside the wheel, of its width less the
        /// border, rounded down; above or below it, of its height, rounded up (a prompt drawn
        /// inline grows so that the pane has that share, the wheel keeping its rows).
        case percent(Int)
        /// This many columns beside the wheel, or rows above or below it.
        case cells(Int)
    }

    /// The line between the pane and the wheel.
    public enum Border: String, Sendable, Equatable, CaseIterable {
        /// A line (the theme's separator).
        case line
        /// None: the pane stands right against the wheel.
        case none
    }

    /// Why a window specification cannot be read: the part as written and what is wrong.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The part of the specification, as written.
        public var part: String
        /// What is wrong with it.
        public var reason: String

        public var description: String { "\"\(part)\" \(reason)" }
    }

    /// The largest size in cells.
    public static let maximumCells = 1000

    /// The command, with placeholders (see ``PreviewTemplate``).
    public var command: String
    /// Where the pane stands.
    public var position: Position
    /// How large the pane is; half the prompt by default.
    public var size = Size.percent(50)
    /// Wrap the output's long lines (else they are cut at the pane's edge).
    public var wraps = false
    /// Start with the pane hidden (``toggleKey`` shows it; the command runs only while it is shown).
    public var startsHidden = false
    /// The line between the pane and the wheel.
    public var border = Border.line
    /// The key that shows or hides the pane: Alt-P by default; nil for none.
    public var toggleKey: KeyChord? = KeyChord("alt-p")
    /// What separates the fields of `{1}`, `{2..}` … (a text, not a pattern); nil for blanks, as
    /// awk splits them.
    public var delimiter: [UInt8]?

    /// A preview of `command` at `position`.
    public init(command: String, position: Position = .right) {
        self.command = command
        self.position = position
    }

    /// Sets the window from fzf's `--preview-window` specification: parts separated by commas (or
    /// colons), each a position (`right`, `left`, `top` or `up`, `bottom` or `down`), a size (`40%`
    /// or `20`), `wrap` or `nowrap`, `hidden` or `nohidden`, or a border (`border`, `sharp`,
    /// `rounded` for the line; `noborder` or `border-none` for none). A part given again replaces
    /// the one before; anything else is refused, naming the part.
    public mutating func setWindow(_ specification: String) throws(Problem) {
        guard !specification.isEmpty else { throw Problem(part: specification, reason: "names no part") }
        for piece in specification.split(separator: ",", omittingEmptySubsequences: false).flatMap({
            $0.split(separator: ":", omittingEmptySubsequences: false)
        }) {
            let part = String(piece)
            switch part.lowercased() {
            case "right": position = .right
            case "left": position = .left
            case "top", "up": position = .top
            case "bottom", "down": position = .bottom
            case "wrap": wraps = true
            case "nowrap": wraps = false
            case "hidden": startsHidden = true
            case "nohidden": startsHidden = false
            case "border", "sharp", "rounded", "border-sharp", "border-rounded": border = .line
            case "noborder", "border-none": border = .none
            default: size = try Self.size(part)
            }
        }
    }

    /// A size part: `40%` or `20`.
    private static func size(_ part: String) throws(Problem) -> Size {
        let percent = part.hasSuffix("%")
        let digits = percent ? part.dropLast() : Substring(part)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw Problem(
                part: InertText.make(part),
                reason:
                    "is not a part of a preview window: give a position (right, left, top, bottom), a size (40% or 20), wrap, hidden, border or noborder"
            )
        }
        let value = digits.count > 4 ? Int.max : Int(digits) ?? Int.max
        if percent {
            guard (1...99).contains(value) else { throw Problem(part: part, reason: "is not a share from 1% to 99%") }
            return .percent(value)
        }
        guard (1...maximumCells).contains(value) else {
            throw Problem(part: part, reason: "is not a size from 1 to \(maximumCells) cells")
        }
        return .cells(value)
    }
}
