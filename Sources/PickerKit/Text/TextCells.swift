import Terminal

/// The cells text takes on screen, and how far a line of it scrolls.
enum TextCells {
    /// The columns a grapheme takes as drawn (made inert, so a control character shows as two).
    static func width(of character: Character) -> Int {
        // Printable ASCII, most of what is typed, takes one column without being measured.
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        return DisplayWidth.of(InertText.make(String(character)))
    }

    /// The columns `text` takes as drawn (made inert); printable ASCII is counted, not measured.
    static func width(of text: String) -> Int {
        Screen.printableASCIICount(text) ?? DisplayWidth.of(InertText.make(text))
    }

    /// The first grapheme to show of a line whose graphemes take `widths` columns, in `room`
    /// columns, with the cursor before grapheme `cursor`: the cursor stays in view (with the
    /// grapheme under it, or a cell for itself at the end), the view moves no more than that
    /// from `previous`, and no room is left empty at the right while text is hidden at the left.
    static func firstShown(widths: [Int], cursor: Int, previous: Int, room: Int) -> Int {
        let cursor = min(max(0, cursor), widths.count)
        var first = min(max(0, previous), cursor)
        guard room > 0 else { return first }
        // before[i]: the columns of the graphemes before i.
        var before = [0]
        before.reserveCapacity(widths.count + 1)
        for width in widths { before.append(before[before.count - 1] + width) }
        let cursorCell = cursor < widths.count ? max(1, widths[cursor]) : 1
        while first < cursor && before[cursor] - before[first] + cursorCell > room { first += 1 }
        let tail = cursor == widths.count ? 1 : 0
        while first > 0 && before[widths.count] - before[first - 1] + tail <= room { first -= 1 }
        return first
    }
}
