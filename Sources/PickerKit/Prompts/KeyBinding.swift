import Terminal

/// A key and what it does in a ``ChoosePrompt``, before the prompt's own keys: a way to end the
/// prompt besides Enter, or Enter made to end it differently. The ``ChoosePrompt/Answer`` says
/// which bound key ended the prompt (``ChoosePrompt/Answer/key``).
///
/// ```swift
/// var settings = ChooseSettings()
/// settings.bindings = [KeyBinding(KeyChord("ctrl-e")!, .accept)]   // open in the editor
/// let outcome = try await ChoosePrompt(items: .list(files), settings: settings).run()
/// if case .answered(let answer) = outcome, answer.key == "ctrl-e" { edit(answer.choices) }
/// ```
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
    }

    /// The key.
    public var key: KeyChord
    /// What it does.
    public var action: Action

    /// `key` bound to `action`.
    public init(_ key: KeyChord, _ action: Action) {
        self.key = key
        self.action = action
    }
}
