import Terminal

/// A key and what it does in a ``ChoosePrompt``, before the prompt's own keys: one action or
/// several in order, as fzf's `--bind` binds them (a key the prompt uses itself does what is bound
/// instead). The ``ChoosePrompt/Answer`` says which bound key ended the prompt
/// (``ChoosePrompt/Answer/key``).
///
/// ```swift
/// var settings = ChooseSettings()
/// settings.bindings = [
///     KeyBinding(KeyChord("ctrl-e")!, .accept),                           // open in the editor
///     KeyBinding(KeyChord("ctrl-a")!, [.selectAll, .changePrompt("all> ")]),
///     KeyBinding(KeyChord("f5")!, .reload("ls")),
/// ]
/// let outcome = try await ChoosePrompt(items: .list(files), settings: settings).run()
/// if case .answered(let answer) = outcome, answer.key == "ctrl-e" { edit(answer.choices) }
/// ```
///
/// Commands (``Action/execute(_:)``, ``Action/executeSilent(_:)``, ``Action/reload(_:)``,
/// ``Action/become(_:)``) are written as a preview's are, with the same placeholders, each text put
/// in quoted for the shell (see ``PreviewTemplate``), and run by `/bin/sh -c`. ``BindingSpecification``
/// reads fzf's `--bind` text into bindings.
public struct KeyBinding: Sendable, Equatable {
    /// What a bound key does.
    public enum Action: Sendable, Equatable {
        /// Ends the prompt as Enter does: the marked items, or the item in the band. With nothing
        /// to answer (a filter that matches nothing) the key does nothing.
        case accept
        /// Ends the prompt as ``accept`` does; with nothing to answer, ends it all the same, the
        /// answer holding no item, only the query (fzf's `accept-or-print-query`): a query that
        /// matches nothing can be taken as a new entry.
        case acceptOrQuery
        /// Ends the prompt as Esc does with an empty query: cancelled.
        case abort
        /// Marks or unmarks the item in the band, staying on it (when several may be chosen).
        case toggle
        /// Inverts the marks of the items on the wheel (the matches, while filtering).
        case toggleAll
        /// Marks every item on the wheel (the matches, while filtering) while the limit allows.
        case selectAll
        /// Unmarks every item on the wheel (the matches, while filtering).
        case deselectAll
        /// Empties the query.
        case clearQuery
        /// Brings the wheel's first item into the band.
        case first
        /// Brings the wheel's last item into the band.
        case last
        /// Shows the preview, or hides it (its command then ends).
        case togglePreview
        /// Scrolls the preview a line up.
        case previewUp
        /// Scrolls the preview a line down.
        case previewDown
        /// Shows this text before the query instead of the mode or the prompt given.
        case changePrompt(String)
        /// Gives the terminal to this command (``RunContext/runInForeground(_:then:)``) and comes
        /// back when it ends, the items and the query as they were; the actions after it run then.
        case execute(String)
        /// Runs this command without the terminal (its input `/dev/null`, its output dropped); the
        /// actions after it run once it has ended.
        case executeSilent(String)
        /// Replaces the items with this command's output, read as a stream of items is read; the
        /// query stays and is searched again, the band keeps its row, the marks are cleared (as
        /// fzf's `reload`).
        case reload(String)
        /// Ends the prompt answering this command (``ChoosePrompt/Answer/command``), to be run in
        /// place of the program once it has given the terminal back (``ForegroundCommand/become(_:)``).
        case become(String)

        /// The command the action runs, if it runs one.
        public var command: String? {
            switch self {
            case .execute(let command), .executeSilent(let command), .reload(let command), .become(let command):
                return command
            default:
                return nil
            }
        }
    }

    /// The key.
    public var key: KeyChord
    /// What it does, in order.
    public var actions: [Action]

    /// `key` bound to `action`.
    public init(_ key: KeyChord, _ action: Action) {
        self.key = key
        actions = [action]
    }

    /// `key` bound to `actions`, done in order.
    public init(_ key: KeyChord, _ actions: [Action]) {
        self.key = key
        self.actions = actions
    }
}
