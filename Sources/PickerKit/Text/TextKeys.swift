import Terminal

/// What a key does in a text entry (a ``LineEditor``) or a text area: the keys of a shell's line
/// editor (readline's Emacs keys) and of a text box.
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

/// The one key table of every text entry and text area: which key does what (see ``LineEditor``
/// for the table as a user meets it).
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
