import Terminal

/// A minimal terminal emulator for tests: it applies the bytes the `Renderer` writes to a grid of
/// cells, the way an xterm-compatible terminal with output post-processing off (raw mode) would.
///
/// It understands printable UTF-8 as xterm and tmux put it in cells — each scalar that takes
/// columns (`widthOf`) opens a cell, a zero-width scalar joins the cell before it, and so does the
/// scalar after a U+200D joiner — CR,
/// LF (keeping the column; scrolling at the bottom), CSI A/B/C/D (relative moves), CSI H (absolute),
/// CSI J and K (erase, filling with the pen's background), SGR (every code the renderer writes),
/// CSI ?25 h/l (cursor), ?1049 h/l (alternate screen) and ?2026 h/l (synchronized output), with
/// xterm's pending-wrap state after the last column.
///
/// Anything else, and anything that behaves differently from one terminal to another (a relative
/// move in the pending-wrap state, an absolute move when `allowsAbsoluteMoves` is false, a wide
/// grapheme in the last column), is recorded in `violations`.
struct VTModel {
    /// One cell of the grid; a continuation cell (right half of a wide grapheme) has width 0.
    struct Cell: Equatable, CustomStringConvertible {
        var text: String
        var width: Int
        var style: Style

        static let blank = Cell(text: " ", width: 1, style: .plain)

        var description: String { "\"\(text)\"/\(width)/\(style)" }
    }

    private(set) var rows: Int
    private(set) var columns: Int
    private(set) var grid: [[Cell]]
    private(set) var row = 0
    private(set) var column = 0
    private(set) var pendingWrap = false
    private(set) var pen = Style.plain
    private(set) var cursorVisible = true
    private(set) var alternateScreen = false
    /// The alternate screen's grid as it was when CSI ?1049l left it (nil until then).
    private(set) var alternateGridWhenLeft: [[Cell]]?
    private(set) var synchronizedDepth = 0
    /// Lines scrolled off the top by line feeds at the bottom.
    private(set) var scrolledLines = 0
    /// Everything unexpected, in order.
    private(set) var violations: [String] = []

    let allowsAbsoluteMoves: Bool
    let widthOf: (Unicode.Scalar) -> Int
    /// Draws a cell terminals disagree about (`DisplayWidth.isUncertain`) a column wider than
    /// counted, as a terminal that gives `❤️` two columns does: the cursor ends one further on.
    var drawsUncertainCellsWider = false
    /// The last cell written, which a zero-width scalar joins.
    private var lastCell: (row: Int, column: Int)?
    /// Whether the last scalar written was U+200D.
    private var afterJoiner = false
    /// Whether the cursor was already moved past the last cell (`drawsUncertainCellsWider`).
    private var lastCellSettled = true

    private var savedMain: (grid: [[Cell]], row: Int, column: Int)?
    private var parser = ParserState.ground
    private var parameters: [UInt8] = []
    private var text: [UInt8] = []

    private enum ParserState { case ground, escape, csi, osc, oscEscape }

    init(
        rows: Int, columns: Int, allowsAbsoluteMoves: Bool,
        widthOf: @escaping (Unicode.Scalar) -> Int = { DisplayWidth.of($0) }
    ) {
        self.rows = rows
        self.columns = columns
        self.allowsAbsoluteMoves = allowsAbsoluteMoves
        self.widthOf = widthOf
        grid = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
    }

    /// Puts text on a row directly (the shell's prompt that was there before), and the cursor after it.
    mutating func preset(row: Int, text: String) {
        var x = 0
        for ch in text where x < columns {
            grid[row][x] = Cell(text: String(ch), width: 1, style: .plain)
            x += 1
        }
    }

    /// Places the cursor directly (where the shell left it).
    mutating func placeCursor(row: Int, column: Int) {
        self.row = row
        self.column = column
        pendingWrap = false
    }

    /// The terminal window changed size (no re-flow: rows and columns are cut or padded).
    mutating func resize(rows newRows: Int, columns newColumns: Int) {
        func fit(_ old: [[Cell]]) -> [[Cell]] {
            var fitted = (0..<newRows).map { r in
                (0..<newColumns).map { c in r < rows && c < columns ? old[r][c] : .blank }
            }
            for r in 0..<newRows where fitted[r][newColumns - 1].width == 2 { fitted[r][newColumns - 1] = .blank }
            return fitted
        }
        grid = fit(grid)
        if let saved = savedMain {
            savedMain = (fit(saved.grid), min(saved.row, newRows - 1), min(saved.column, newColumns - 1))
        }
        rows = newRows
        columns = newColumns
        row = min(row, rows - 1)
        column = min(column, columns - 1)
        pendingWrap = false
    }

    /// The window became `newColumns` wide in a terminal that re-flows its lines when narrowed
    /// (tmux, VTE, kitty, iTerm2 and most others): each row is split into rows of the new width up
    /// to its last cell that is not a blank of the default background, and the cursor stays on
    /// its cell. Rows that no longer fit leave blank rows below the cursor first, then scroll off
    /// the top. (Single-width cells only.)
    mutating func reflow(columns newColumns: Int) {
        var lines: [[Cell]] = []
        var cursorLine = 0
        var cursorColumn = 0
        for r in 0..<rows {
            var length = columns
            while length > 0 && grid[r][length - 1].text == " " && grid[r][length - 1].style.background == .default {
                length -= 1
            }
            let parts = max(1, (length + newColumns - 1) / newColumns)
            if r == row {
                let part = min(column / newColumns, parts - 1)
                cursorLine = lines.count + part
                cursorColumn = min(column - part * newColumns, newColumns - 1)
            }
            for part in 0..<parts {
                let cells = grid[r][min(length, part * newColumns)..<min(length, (part + 1) * newColumns)]
                lines.append(Array(cells) + Array(repeating: .blank, count: newColumns - cells.count))
            }
        }
        while lines.count > rows, lines.count - 1 > cursorLine, lines.last!.allSatisfy({ $0 == .blank }) {
            lines.removeLast()
        }
        let excess = max(0, lines.count - rows)
        lines.removeFirst(excess)
        scrolledLines += excess
        grid = lines + Array(repeating: Array(repeating: .blank, count: newColumns), count: rows - lines.count)
        columns = newColumns
        row = cursorLine - excess
        column = cursorColumn
        pendingWrap = false
    }

    /// The text of a row, continuation cells skipped.
    func text(row: Int) -> String {
        grid[row].filter { $0.width != 0 }.map(\.text).joined()
    }

    mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes {
            switch parser {
            case .ground:
                if byte == 0x1B {
                    flushText()
                    parser = .escape
                } else if byte >= 0x20 && byte != 0x7F {
                    text.append(byte)
                } else {
                    flushText()
                    control(byte)
                }
            case .escape:
                if byte == UInt8(ascii: "[") {
                    parameters.removeAll()
                    parser = .csi
                } else if byte == UInt8(ascii: "]") {
                    parameters.removeAll()
                    parser = .osc
                } else {
                    violations.append("ESC \(Character(Unicode.Scalar(byte))) is not expected")
                    parser = .ground
                }
            case .csi:
                if byte >= 0x40 && byte <= 0x7E {
                    csi(final: byte)
                    parser = .ground
                } else {
                    parameters.append(byte)
                }
            case .osc:
                // A string the terminal keeps (the background question): it draws nothing.
                if byte == 0x07 {
                    osc()
                } else if byte == 0x1B {
                    parser = .oscEscape
                } else {
                    parameters.append(byte)
                }
            case .oscEscape:
                if byte == UInt8(ascii: "\\") {
                    osc()
                } else {
                    violations.append("OSC broken off by ESC \(Character(Unicode.Scalar(byte)))")
                    parser = .ground
                }
            }
        }
        flushText()
    }

    /// A finished OSC string: only the background question (`11;?`) is expected.
    private mutating func osc() {
        parser = .ground
        let text = String(decoding: parameters, as: UTF8.self)
        if text != "11;?" { violations.append("OSC \(text) is not expected") }
    }

    // MARK: - Text

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        let string = String(decoding: text, as: UTF8.self)
        text.removeAll()
        for scalar in string.unicodeScalars {
            let width = widthOf(scalar)
            defer { afterJoiner = scalar.value == 0x200D }
            if width == 0 || afterJoiner, let (row, column) = lastCell {
                grid[row][column].text.unicodeScalars.append(scalar)
                continue
            }
            guard width > 0 else {
                violations.append("zero-width U+\(String(scalar.value, radix: 16)) with no cell before it")
                continue
            }
            printCell(String(scalar), width: width)
        }
        settleLastCell()
    }

    /// Moves the cursor past the last cell written: a column further for one drawn wider.
    private mutating func settleLastCell() {
        guard !lastCellSettled else { return }
        lastCellSettled = true
        guard drawsUncertainCellsWider, let (row, column) = lastCell, !pendingWrap,
            DisplayWidth.isUncertain(grid[row][column].text), self.row == row, self.column < columns - 1
        else { return }
        self.column += 1
    }

    private mutating func printCell(_ ch: String, width: Int) {
        settleLastCell()
        guard width == 1 || width == 2 else {
            violations.append("cell \(ch) of width \(width) written")
            return
        }
        if pendingWrap {
            column = 0
            lineFeed()
            pendingWrap = false
        }
        if width == 2 && column == columns - 1 {
            violations.append("wide grapheme \(ch) written in the last column")
            return
        }
        // Writing over half of a wide grapheme blanks its other half.
        for c in column..<(column + width) {
            if grid[row][c].width == 0 && c - 1 >= 0 && c - 1 < column {
                grid[row][c - 1] = Cell(text: " ", width: 1, style: grid[row][c - 1].style)
            }
            if grid[row][c].width == 2 && c + 1 >= column + width && c + 1 < columns {
                grid[row][c + 1] = Cell(text: " ", width: 1, style: grid[row][c + 1].style)
            }
        }
        grid[row][column] = Cell(text: ch, width: width, style: pen)
        lastCell = (row, column)
        lastCellSettled = false
        if width == 2 { grid[row][column + 1] = Cell(text: "", width: 0, style: pen) }
        if column + width >= columns {
            column = columns - 1
            pendingWrap = true
        } else {
            column += width
        }
    }

    private mutating func lineFeed() {
        if row == rows - 1 {
            grid.removeFirst()
            grid.append(Array(repeating: .blank, count: columns))
            scrolledLines += 1
        } else {
            row += 1
        }
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\r"):
            column = 0
            pendingWrap = false
        case UInt8(ascii: "\n"):
            if pendingWrap { violations.append("LF in the pending-wrap state") }
            pendingWrap = false
            lineFeed()
        default:
            violations.append("control byte \(byte) is not expected")
        }
    }

    // MARK: - Control sequences

    private mutating func csi(final: UInt8) {
        var isPrivate = false
        var bytes = parameters[...]
        if bytes.first == UInt8(ascii: "?") {
            isPrivate = true
            bytes = bytes.dropFirst()
        }
        let values: [Int?] = bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
            $0.isEmpty ? nil : Int(String(decoding: $0, as: UTF8.self))
        }
        let first = values.first.flatMap { $0 }
        let sequence =
            "CSI \(isPrivate ? "?" : "")\(String(decoding: bytes, as: UTF8.self))\(Character(Unicode.Scalar(final)))"
        if isPrivate {
            privateMode(first ?? -1, set: final == UInt8(ascii: "h"), sequence: sequence)
            return
        }
        let count = max(1, first ?? 1)
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "D"):
            if pendingWrap { violations.append("\(sequence) in the pending-wrap state") }
            if first == 0 { violations.append("\(sequence) with a count of 0") }
            pendingWrap = false
            switch final {
            case UInt8(ascii: "A"): row = max(0, row - count)
            case UInt8(ascii: "B"): row = min(rows - 1, row + count)
            case UInt8(ascii: "C"): column = min(columns - 1, column + count)
            default: column = max(0, column - count)
            }
        case UInt8(ascii: "H"):
            if !allowsAbsoluteMoves { violations.append("\(sequence): absolute move") }
            let r = values.count > 0 ? values[0] ?? 1 : 1
            let c = values.count > 1 ? values[1] ?? 1 : 1
            row = min(max(r, 1), rows) - 1
            column = min(max(c, 1), columns) - 1
            pendingWrap = false
        case UInt8(ascii: "J"):
            switch first ?? 0 {
            case 0:
                erase(row: row, from: column)
                for r in (row + 1)..<rows { erase(row: r, from: 0) }
            case 2:
                for r in 0..<rows { erase(row: r, from: 0) }
            default:
                violations.append("\(sequence) is not expected")
            }
        case UInt8(ascii: "K"):
            if (first ?? 0) == 0 {
                erase(row: row, from: column)
            } else {
                violations.append("\(sequence) is not expected")
            }
        case UInt8(ascii: "m"):
            sgr(values.map { $0 ?? 0 }, sequence: sequence)
        case UInt8(ascii: "c") where parameters.isEmpty:
            break  // asks for the device attributes: the screen does not change
        default:
            violations.append("\(sequence) is not expected")
        }
    }

    private mutating func erase(row r: Int, from c: Int) {
        guard c < columns else { return }
        if c > 0 && grid[r][c].width == 0 { grid[r][c - 1] = Cell(text: " ", width: 1, style: grid[r][c - 1].style) }
        for x in c..<columns { grid[r][x] = Cell(text: " ", width: 1, style: Style(background: pen.background)) }
    }

    private mutating func privateMode(_ mode: Int, set: Bool, sequence: String) {
        switch mode {
        case 25:
            cursorVisible = set
        case 1049:
            if set && !alternateScreen {
                savedMain = (grid, row, column)
                grid = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
                alternateScreen = true
            } else if !set && alternateScreen, let saved = savedMain {
                alternateGridWhenLeft = grid
                grid = saved.grid
                row = saved.row
                column = saved.column
                pendingWrap = false
                alternateScreen = false
            } else {
                violations.append("\(sequence) in the wrong screen")
            }
        case 2026:
            synchronizedDepth += set ? 1 : -1
            if synchronizedDepth < 0 || synchronizedDepth > 1 { violations.append("\(sequence) unbalanced") }
        default:
            violations.append("\(sequence) is not expected")
        }
    }

    private mutating func sgr(_ codes: [Int], sequence: String) {
        var i = 0
        func color(_ codes: [Int], _ i: inout Int) -> Color? {
            guard i + 1 < codes.count else { return nil }
            if codes[i + 1] == 5, i + 2 < codes.count, (0...255).contains(codes[i + 2]) {
                defer { i += 2 }
                return .palette(UInt8(codes[i + 2]))
            }
            if codes[i + 1] == 2, i + 4 < codes.count, codes[(i + 2)...(i + 4)].allSatisfy({ (0...255).contains($0) }) {
                defer { i += 4 }
                return .rgb(UInt8(codes[i + 2]), UInt8(codes[i + 3]), UInt8(codes[i + 4]))
            }
            return nil
        }
        while i < codes.count {
            let code = codes[i]
            switch code {
            case 0: pen = .plain
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 3: pen.attributes.insert(.italic)
            case 4: pen.attributes.insert(.underline)
            case 7: pen.attributes.insert(.reverse)
            case 22: pen.attributes.subtract([.bold, .dim])
            case 23: pen.attributes.remove(.italic)
            case 24: pen.attributes.remove(.underline)
            case 27: pen.attributes.remove(.reverse)
            case 30...37: pen.foreground = .ansi(UInt8(code - 30))
            case 40...47: pen.background = .ansi(UInt8(code - 40))
            case 90...97: pen.foreground = .ansi(UInt8(code - 90 + 8))
            case 100...107: pen.background = .ansi(UInt8(code - 100 + 8))
            case 39: pen.foreground = .default
            case 49: pen.background = .default
            case 38, 48:
                guard let c = color(codes, &i) else {
                    violations.append("\(sequence): bad extended colour")
                    return
                }
                if code == 38 { pen.foreground = c } else { pen.background = c }
            default:
                violations.append("\(sequence): SGR \(code) is not expected")
            }
            i += 1
        }
    }
}
