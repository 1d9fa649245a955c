import Terminal

/// What a key does in a text field or a text area: the keys of a shell's line editor (readline's
/// Emacs keys) and of a text box.
enum TextAction: Equatable {
    case insert(Character)
    case left, right, wordLeft, wordRight, start, end
    case up, down, pageUp, pageDown
    case deleteBackward, deleteForward, deleteWordBackward, deleteWordForward, deleteToStart, deleteToEnd
    /// Ctrl-D: delete forward in a field, finish in an area.
    case controlD
    /// Enter.
    case newline
    /// Alt-Enter (Esc then Enter at once).
    case finish
}

enum TextKeys {
    /// The action of a key, or nil for a key the text leaves to its container (Tab, Esc, F-keys).
    static func action(for key: Key, _ modifiers: Modifiers) -> TextAction? {
        switch (key, modifiers) {
        case (.character(let character), []), (.character(let character), [.shift]):
            return .insert(character)
        case (.character(let letter), [.control]):
            switch letter {
            case "a": return .start
            case "e": return .end
            case "b": return .left
            case "f": return .right
            case "p": return .up
            case "n": return .down
            case "d": return .controlD
            case "h": return .deleteBackward
            case "w": return .deleteWordBackward
            case "u": return .deleteToStart
            case "k": return .deleteToEnd
            default: return nil
            }
        case (.character(let letter), [.alt]):
            switch letter {
            case "b": return .wordLeft
            case "f": return .wordRight
            case "d": return .deleteWordForward
            default: return nil
            }
        case (.backspace, []), (.backspace, [.shift]): return .deleteBackward
        case (.backspace, [.alt]), (.backspace, [.control]): return .deleteWordBackward
        case (.delete, []): return .deleteForward
        case (.left, []): return .left
        case (.right, []): return .right
        case (.left, [.control]), (.left, [.alt]): return .wordLeft
        case (.right, [.control]), (.right, [.alt]): return .wordRight
        case (.home, _): return .start
        case (.end, _): return .end
        case (.up, []): return .up
        case (.down, []): return .down
        case (.pageUp, []): return .pageUp
        case (.pageDown, []): return .pageDown
        case (.enter, []): return .newline
        case (.enter, [.alt]): return .finish
        default: return nil
        }
    }
}

/// The cells text takes on screen, and how far a line of it scrolls.
enum TextCells {
    /// The columns a grapheme takes as drawn (made inert, so a control character shows as two).
    static func width(of character: Character) -> Int {
        DisplayWidth.of(InertText.make(String(character)))
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
