/// The whole emulated screen at one moment, written in the form of the expectation files under
/// `Tests/EndToEndTests/Screens` (`ScreenExpectation` compares and records them).
///
/// The written form, made to be read in a diff:
///
///     screen 80x24, main
///     cursor row 3, column 7, visible        (or: cursor hidden)
///     text
///     00|Pick one                                      |
///     …
///     style
///     00|aaaaaaaa......................................|
///     …
///     legend
///     . plain
///     a SGR 1;38;5;75 (bold, foreground 75)
///
/// Rows and columns count from 0. A hidden cursor's position is not written: it is wherever the
/// last frame's writing ended, which depends on how the frames of an animation or of output that
/// comes on its own time (a preview) fell, not on what the screen shows. The text block has the screen's rows in full, blanks included,
/// between `|` margins; a double-width character stands for both of its cells, so the rows line
/// up in a terminal or an editor that draws it two columns wide. The style block has one letter
/// per cell (the right half of a double-width character takes its left half's letter); the legend
/// gives each letter's SGR parameters and names them. Letters are handed out in reading order of
/// first use, `.` being the plain style. A blank cell keeps only what shows on a blank: its
/// background, reverse video (and then its foreground), underline and strikethrough.
struct ScreenSnapshot: Equatable {
    /// A cell's look, as far as it can be seen.
    struct Style: Hashable {
        var foreground: TerminalColor
        var background: TerminalColor
        var bold = false
        var dim = false
        var italic = false
        var underline = false
        var blink = false
        var reverse = false
        var strikethrough = false

        static let plain = Style(foreground: .default, background: .default)

        /// The style of `cell` less what cannot be seen on it.
        init(visibleIn cell: CellInfo) {
            foreground = cell.foreground
            background = cell.background
            underline = cell.underline
            reverse = cell.reverse
            strikethrough = cell.strikethrough
            if cell.text.isEmpty || cell.text == " " {
                if !cell.reverse { foreground = .default }
            } else {
                bold = cell.bold
                dim = cell.dim
                italic = cell.italic
                blink = cell.blink
            }
        }

        init(foreground: TerminalColor, background: TerminalColor) {
            self.foreground = foreground
            self.background = background
        }

        /// The SGR parameters that set this style from a reset, e.g. `1;38;5;75`.
        var parameters: String {
            var codes: [String] = []
            for (on, code) in [
                (bold, "1"), (dim, "2"), (italic, "3"), (underline, "4"), (blink, "5"), (reverse, "7"),
                (strikethrough, "9"),
            ] where on {
                codes.append(code)
            }
            if let code = Self.parameters(of: foreground, base: 30, bright: 90, extended: 38) { codes.append(code) }
            if let code = Self.parameters(of: background, base: 40, bright: 100, extended: 48) { codes.append(code) }
            return codes.joined(separator: ";")
        }

        /// The style in words, e.g. `bold, foreground 75, background rgb(40, 44, 52)`.
        var words: String {
            var parts: [String] = []
            for (on, name) in [
                (bold, "bold"), (dim, "dim"), (italic, "italic"), (underline, "underline"), (blink, "blink"),
                (reverse, "reverse"), (strikethrough, "strikethrough"),
            ] where on {
                parts.append(name)
            }
            if let name = Self.name(of: foreground) { parts.append("foreground " + name) }
            if let name = Self.name(of: background) { parts.append("background " + name) }
            return parts.joined(separator: ", ")
        }

        private static func parameters(of color: TerminalColor, base: Int, bright: Int, extended: Int) -> String? {
            switch color {
            case .default: nil
            case .indexed(let index) where index < 8: "\(base + Int(index))"
            case .indexed(let index) where index < 16: "\(bright + Int(index) - 8)"
            case .indexed(let index): "\(extended);5;\(index)"
            case .rgb(let red, let green, let blue): "\(extended);2;\(red);\(green);\(blue)"
            }
        }

        private static func name(of color: TerminalColor) -> String? {
            switch color {
            case .default: nil
            case .indexed(let index): "\(index)"
            case .rgb(let red, let green, let blue): "rgb(\(red), \(green), \(blue))"
            }
        }
    }

    /// The letters of the style block after `.`, in the order they are handed out.
    static let letters = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#$%&*+=?@^~<>{}[]()/\\;:,'\"`!_-")

    let columns: Int
    let rows: Int
    /// Each row's text, one character for each cell but the right halves of double-width ones.
    let text: [String]
    /// Each row's styles, one per cell.
    let styles: [[Style]]
    let cursorRow: Int
    let cursorColumn: Int
    let cursorVisible: Bool
    let alternateScreen: Bool

    /// Reads every cell of `terminal` now.
    init(_ terminal: VirtualTerminal) {
        columns = terminal.columns
        rows = terminal.rows
        var text: [String] = []
        var styles: [[Style]] = []
        for row in 0..<rows {
            var line = ""
            var rowStyles: [Style] = []
            var column = 0
            while column < columns {
                let cell = terminal.cell(column: column, row: row)
                let style = Style(visibleIn: cell)
                line += cell.text.isEmpty ? " " : cell.text
                rowStyles.append(style)
                if cell.width == 2 && column + 1 < columns {
                    rowStyles.append(style)
                    column += 2
                } else {
                    column += 1
                }
            }
            text.append(line)
            styles.append(rowStyles)
        }
        self.text = text
        self.styles = styles
        let cursor = terminal.cursorPosition
        cursorRow = cursor.row
        cursorColumn = cursor.column
        cursorVisible = terminal.cursorVisible
        alternateScreen = terminal.altScreen
    }

    /// The written form (see the type's comment), ending with a newline.
    var written: String {
        var letterOf: [Style: Character] = [.plain: "."]
        var legend = [". plain"]
        var styleRows: [String] = []
        for rowStyles in styles {
            var line = ""
            for style in rowStyles {
                if let letter = letterOf[style] {
                    line.append(letter)
                    continue
                }
                let index = letterOf.count - 1
                let letter = index < Self.letters.count ? Self.letters[index] : "?"
                letterOf[style] = letter
                legend.append("\(letter) SGR \(style.parameters) (\(style.words))")
                line.append(letter)
            }
            styleRows.append(line)
        }
        var lines = [
            "screen \(columns)x\(rows), \(alternateScreen ? "alternate" : "main")",
            cursorVisible ? "cursor row \(cursorRow), column \(cursorColumn), visible" : "cursor hidden",
            "text",
        ]
        lines += text.enumerated().map { Self.numbered($0.offset, $0.element) }
        lines.append("style")
        lines += styleRows.enumerated().map { Self.numbered($0.offset, $0.element) }
        lines.append("legend")
        lines += legend
        return lines.joined(separator: "\n") + "\n"
    }

    private static func numbered(_ row: Int, _ line: String) -> String {
        (row < 10 ? "0\(row)" : "\(row)") + "|" + line + "|"
    }
}
