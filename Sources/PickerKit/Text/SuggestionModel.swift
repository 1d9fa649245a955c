/// The suggestions for the text being typed (see ``TextSuggestions``): which of them start with
/// it, the one shown, and the lines a command last gave. A value, changed only by what the field
/// tells it, so that a test drives it without a terminal.
package struct SuggestionModel: Equatable {
    /// The suggestions given up front.
    package let candidates: [String]
    /// The command's last lines, for ``commandText``.
    package private(set) var commandLines: [String] = []
    /// The text the command's lines were printed for (they stay offered, filtered by the text as
    /// it is now, until the command's next answer replaces them).
    package private(set) var commandText: String?
    /// The text typed.
    package private(set) var text: String
    /// The suggestions that start with ``text`` (none for an empty text): the candidates first,
    /// then the command's lines, each text once.
    package private(set) var matches: [String] = []
    /// The match shown (an index in ``matches``).
    package private(set) var index = 0

    /// The suggestions for `text` among `candidates`.
    package init(candidates: [String], text: String = "") {
        self.candidates = candidates
        self.text = text
        rematch()
    }

    /// The suggestion shown, if any matches.
    package var shown: String? { matches.isEmpty ? nil : matches[index] }

    /// What the shown suggestion adds to the text: drawn dimmed after the cursor.
    package var rest: String? { shown.map { String($0.dropFirst(text.count)) } }

    /// The text changed: the first suggestion that starts with it is shown.
    package mutating func update(text: String) {
        guard text != self.text else { return }
        self.text = text
        rematch()
    }

    /// Shows the match `step` places on (from the last back to the first, and round). Returns
    /// whether there was another one to show.
    @discardableResult
    package mutating func cycle(by step: Int) -> Bool {
        guard matches.count > 1 else { return false }
        index = ((index + step) % matches.count + matches.count) % matches.count
        return true
    }

    /// The text that taking the shown suggestion gives (the suggestion as written), or nil when
    /// none is shown.
    package var accepted: String? { shown }

    /// A command printed `lines` for `text`: taken when the text is still `text`, dropped (false)
    /// when it has changed since, so that the newest text wins. The suggestion shown stays shown
    /// when it still matches.
    @discardableResult
    package mutating func received(_ lines: [String], for text: String) -> Bool {
        guard text == self.text else { return false }
        let shown = shown
        commandLines = lines
        commandText = text
        rematch()
        if let shown, let kept = matches.firstIndex(of: shown) { index = kept }
        return true
    }

    /// Every suggestion there is (the candidates, then the command's lines), each text once.
    package var all: [String] {
        var seen = Set<String>()
        return (candidates + commandLines).filter { seen.insert($0).inserted }
    }

    /// Finds the matches of ``text``, the first one shown. An empty text is offered nothing (a
    /// field's placeholder shows there, and a suggestion before any key would answer for the
    /// user at Tab).
    private mutating func rematch() {
        index = 0
        matches = text.isEmpty ? [] : all.filter { TextSuggestions.offers($0, for: text) }
    }
}
