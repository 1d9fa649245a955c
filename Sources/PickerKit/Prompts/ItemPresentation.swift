import PickerCore
import Terminal

/// How a ``ChoosePrompt`` turns an item's label into what its row shows and what a query
/// searches: the item's SGR colours read and drawn (``readsColors``), only some of its fields
/// shown (``shownFields``), and only some of those searched (``searchedFields``). Plain when none
/// is set: the label is shown and searched as it is.
///
/// Fields are split on blanks, as `awk` splits them (see `FieldSelection`):
///
/// ```swift
/// var settings = ChooseSettings()
/// settings.presentation.shownFields = try FieldSelection(parsing: "2..")   // drop the PID column
/// settings.presentation.searchedFields = try FieldSelection(parsing: "1")  // search the command only
/// ```
public struct ItemPresentation: Sendable, Equatable {
    /// Read the items' SGR sequences as colours and draw them (and those of a preview's output);
    /// every other escape sequence is shown inert. Items are searched, and answered, without
    /// them.
    public var readsColors: Bool
    /// The fields shown, if not all (counted in the text without its SGR sequences).
    public var shownFields: FieldSelection?
    /// The fields searched, if not all (counted in the text shown).
    public var searchedFields: FieldSelection?

    /// A presentation: plain unless told otherwise.
    public init(readsColors: Bool = false, shownFields: FieldSelection? = nil, searchedFields: FieldSelection? = nil) {
        self.readsColors = readsColors
        self.shownFields = shownFields
        self.searchedFields = searchedFields
    }

    /// Whether the label is shown and searched as it is.
    var isPlain: Bool { !readsColors && shownFields == nil && searchedFields == nil }

    /// A row's text: its characters and, with ``readsColors``, their styles (relative: see `SGRText`).
    struct Shown: Equatable {
        var characters: [Character]
        var styles: [Style]?

        var text: String { String(characters) }
    }

    /// What a row shows for `label`.
    func shown(_ label: String) -> Shown {
        var characters: [Character]
        var styles: [Style]?
        if readsColors {
            let parsed = SGRText(label)
            characters = parsed.characters
            styles = parsed.styles
        } else {
            characters = Array(label)
        }
        if let shownFields {
            let offsets = shownFields.offsets(in: characters)
            var chosen = offsets
            while let last = chosen.last, characters[last] == " " || characters[last] == "\t" { chosen.removeLast() }
            characters = chosen.map { characters[$0] }
            styles = styles.map { all in chosen.map { all[$0] } }
        }
        return Shown(characters: characters, styles: styles)
    }

    /// The text searched in a row that shows `shown`, and for each of its characters the offset of
    /// the character shown (so that matches are highlighted where they are).
    func searched(_ shown: Shown) -> (text: String, offsets: [Int]?) {
        guard let searchedFields else { return (shown.text, nil) }
        let offsets = searchedFields.offsets(in: shown.characters)
        return (String(offsets.map { shown.characters[$0] }), offsets)
    }

    /// The text searched for `label`.
    func searchText(_ label: String) -> String { searched(shown(label)).text }

    /// The characters of `shown` that match `query`, as offsets in its characters.
    func matched(_ query: ItemQuery, in shown: Shown) -> Set<Int> {
        guard !query.isEmpty else { return [] }
        let (text, offsets) = searched(shown)
        guard let positions = query.match(text)?.positions else { return [] }
        guard let offsets else { return Set(positions) }
        // (Characters joined anew may merge: a position past the offsets is dropped.)
        return Set(positions.compactMap { $0 < offsets.count ? offsets[$0] : nil })
    }
}
