/// A colour of a terminal cell as the emulator recorded it.
enum TerminalColor: Hashable, CustomStringConvertible {
    /// The terminal's default foreground or background (no SGR colour in effect).
    case `default`
    /// A palette index: 0-7 from SGR 30-37/40-47, 8-15 from SGR 90-97/100-107, any from `38;5;n`.
    case indexed(UInt8)
    /// A direct colour from `38;2;r;g;b` / `48;2;r;g;b`.
    case rgb(UInt8, UInt8, UInt8)

    var description: String {
        switch self {
        case .default: "default"
        case .indexed(let index): "indexed(\(index))"
        case .rgb(let red, let green, let blue): "rgb(\(red), \(green), \(blue))"
        }
    }
}

/// Everything a test can ask about one cell of the emulated screen.
struct CellInfo: Equatable, CustomStringConvertible {
    /// The characters in the cell (a base character and combining marks); "" for an empty cell
    /// and for the right half of a double-width character.
    var text: String
    /// Display width of the character: 1, or 2 for a double-width character.
    var width: Int
    /// Foreground colour.
    var foreground: TerminalColor
    /// Background colour.
    var background: TerminalColor
    /// SGR 1.
    var bold: Bool
    /// SGR 2 (faint). libvterm itself ignores faint; see `FaintAttributeRewriter`.
    var dim: Bool
    /// SGR 3.
    var italic: Bool
    /// SGR 4 (or 21, double underline).
    var underline: Bool
    /// SGR 5.
    var blink: Bool
    /// SGR 7.
    var reverse: Bool
    /// SGR 9.
    var strikethrough: Bool

    var description: String {
        let flags = [
            (bold, "bold"), (dim, "dim"), (italic, "italic"), (underline, "underline"),
            (blink, "blink"), (reverse, "reverse"), (strikethrough, "strikethrough"),
        ].filter(\.0).map(\.1)
        return "\"\(text)\" fg=\(foreground) bg=\(background)"
            + (flags.isEmpty ? "" : " " + flags.joined(separator: ","))
    }
}
