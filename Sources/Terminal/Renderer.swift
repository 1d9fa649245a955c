/// Turns `Screen`s into the fewest bytes of escape sequences that make the terminal show them.
///
/// The renderer remembers what the terminal shows (the last frame), where the terminal's cursor is
/// and which colours and attributes (the pen) are in effect, and for each new frame writes only the
/// cells that changed, choosing the shortest cursor move and the shortest SGR change each time.
///
/// ```swift
/// var renderer = Renderer(placement: .inline(height: 7), colors: .detect(environment: env),
///                         synchronizedOutput: true)
/// tty.write(renderer.begin(width: columns, height: 7))
/// tty.write(renderer.frame(screen))   // on every change
/// tty.write(renderer.end())
/// ```
///
/// Inline placement only ever moves the cursor relative to where it is (CR, LF, CSI A/B/C/D), so it
/// works wherever the prompt happens to be. Fullscreen placement may also use absolute positioning
/// (CSI row;col H) when that is shorter.
///
/// A malformed double-width pair in a screen (a width-2 cell not followed by its continuation cell,
/// or a continuation cell without its leading cell) is drawn as a space in that cell's style, so the
/// terminal never gets out of step with what the renderer believes it shows.
public struct Renderer: Sendable {
    /// Where the interface is drawn.
    public let placement: Placement
    /// What the terminal can show; every colour is brought down to it before it is written.
    public let colors: ColorSupport
    /// Whether each non-empty frame is wrapped in synchronized-output mode (CSI ?2026h … CSI ?2026l).
    public let synchronizedOutput: Bool

    /// Columns of the region drawn into.
    public private(set) var width = 0
    /// Rows of the region drawn into.
    public private(set) var height = 0

    /// What the terminal shows (valid when `frontIsValid`), `width * height` cells.
    private var front: [Cell] = []
    private var frontIsValid = false
    /// The terminal cursor's row in region coordinates; nil when unknown (fullscreen only).
    private var cursorRow: Int? = 0
    /// The terminal cursor's column; nil when unknown or in the pending-wrap state.
    private var cursorColumn: Int? = 0
    /// The SGR state in effect (already brought down to `colors`); nil when unknown.
    private var pen: Style?
    /// Whether the terminal's cursor is shown; nil when unknown.
    private var cursorShown: Bool?
    /// The last style brought down to `colors`, and the result (saves work on runs of one style).
    private var lastRawStyle = Style.plain
    private var lastShownStyle = Style.plain

    /// The longest gap of unchanged cells that is ever re-written instead of moving the cursor: a
    /// relative move costs at most 6 bytes in any region up to 999 columns, a cell at least 1.
    private static let longestGap = 8

    /// Creates a renderer; nothing is written until `begin(width:height:)`.
    public init(placement: Placement, colors: ColorSupport, synchronizedOutput: Bool) {
        self.placement = placement
        self.colors = colors
        self.synchronizedOutput = synchronizedOutput
        lastShownStyle = colors.downgrade(Style.plain)
    }

    private var isInline: Bool {
        if case .inline = placement { return true }
        return false
    }

    // MARK: - Setting up and giving back

    /// Bytes that set the terminal up.
    ///
    /// Fullscreen: enter the alternate screen (CSI ?1049h), hide the cursor, clear. Inline: hide the
    /// cursor and reserve `height` lines: height-1 newlines ("\r\n"), then back up height-1 lines
    /// to column 0 (so the region begins on the cursor's line; the terminal scrolls if the prompt
    /// was at the bottom), then erase from there to the end of the screen.
    public mutating func begin(width: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + 2 * max(0, height))
        if !isInline { out.appendASCII("\u{1B}[?1049h") }
        out.appendASCII("\u{1B}[?25l\u{1B}[0m")
        cursorShown = false
        if isInline {
            reserveLines(max(1, height), into: &out)
            out.appendASCII("\u{1B}[J")
        } else {
            out.appendASCII("\u{1B}[H\u{1B}[2J")
        }
        startClean(width: width, height: height)
        return out
    }

    /// Forgets what the terminal shows: the next frame repaints every cell (after SIGCONT, or when
    /// something else wrote to the terminal). The pen and the cursor's column are forgotten too; in
    /// inline placement the cursor is assumed to still be on the row where it was left.
    public mutating func invalidate() {
        frontIsValid = false
        pen = nil
        cursorColumn = nil
        cursorShown = nil
        if !isInline { cursorRow = nil }
    }

    /// The terminal was resized. Fullscreen clears and repaints at the new size; inline moves to
    /// the region's top, erases to the end of the screen (CSI J), reserves the new height and uses
    /// the new size. Returns the bytes to write now; the next frame repaints.
    ///
    /// Inline placement assumes the region's top is still where it was relative to the cursor
    /// (a terminal that re-flows long lines on resize can break that assumption; nothing a program
    /// can do about it with relative moves).
    public mutating func resize(width: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + 2 * max(0, height))
        if isInline {
            move(toRow: 0, column: 0, into: &out)
            out.appendASCII("\u{1B}[0m\u{1B}[J")
            reserveLines(max(1, height), into: &out)
        } else {
            out.appendASCII("\u{1B}[0m\u{1B}[H\u{1B}[2J")
        }
        startClean(width: width, height: height)
        return out
    }

    /// Bytes that give the terminal back: reset colours and attributes (CSI 0m), show the cursor
    /// (CSI ?25h). Inline: move to the region's first line, column 0, and erase from there to the end
    /// of the screen (CSI J), so the prompt continues on a clean line. Fullscreen: leave the
    /// alternate screen (CSI ?1049l).
    public mutating func end() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(32)
        out.appendASCII("\u{1B}[0m")
        if isInline {
            move(toRow: 0, column: 0, into: &out)
            out.appendASCII("\u{1B}[J")
        }
        // Leave the alternate screen first: leaving restores the cursor state saved on entry, and
        // the cursor must end up shown whatever that was.
        if !isInline { out.appendASCII("\u{1B}[?1049l") }
        out.appendASCII("\u{1B}[?25h")
        finish()
        return out
    }

    /// Writes `lines - 1` newlines and moves back up, ending at column 0 of the first line.
    private func reserveLines(_ lines: Int, into out: inout [UInt8]) {
        if lines > 1 {
            for _ in 1..<lines { out.appendASCII("\r\n") }
            out.appendCSI(lines - 1, UInt8(ascii: "A"))
        } else {
            out.append(UInt8(ascii: "\r"))
        }
    }

    /// The state after the region was cleared with the default pen and the cursor sits at its origin.
    private mutating func startClean(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        front = Array(repeating: .blank, count: self.width * self.height)
        frontIsValid = true
        cursorRow = 0
        cursorColumn = 0
        pen = .plain
    }

    private mutating func finish() {
        frontIsValid = false
        pen = .plain
        cursorShown = true
        cursorColumn = nil
        if !isInline { cursorRow = nil }
    }

    // MARK: - Frames

    /// Bytes that make the terminal show `screen`, whose size should equal the region's
    /// (`width` × `height`; a screen of another size is cut or padded with blanks).
    ///
    /// Only cells that differ from the last frame are written; a frame that changes nothing
    /// returns no bytes at all. If `screen.cursor` is set the cursor is moved there and shown
    /// (screen readers follow it); otherwise it stays hidden. With `synchronizedOutput` the bytes
    /// are wrapped in CSI ?2026h … CSI ?2026l.
    public mutating func frame(_ screen: Screen) -> [UInt8] {
        let source = screen.width == width && screen.height == height ? screen : fitted(screen)
        var cells = source.cells
        if Self.hasBrokenWidePairs(cells, width: width) { cells = Self.repairingWidePairs(cells, width: width) }
        // A space shows only its background (and reverse or underline): any other style on it is
        // invisible, so it is compared and drawn as a plain blank. A widget may then give a whole
        // line one style without the terminal having to carry it for the blanks.
        for i in cells.indices where cells[i].style != .plain && Self.looksPlain(cells[i]) {
            cells[i].style = .plain
        }

        var out: [UInt8] = []
        out.reserveCapacity(frontIsValid ? 256 : width * height * 2 + 64)
        if synchronizedOutput { out.appendASCII("\u{1B}[?2026h") }
        let bodyStart = out.count

        // `front` is updated in place, cell by cell, as cells are written: it stays uniquely owned
        // (no copy per frame), and the caller's screen is never shared with it either.
        if !frontIsValid && front.count != cells.count {
            front = Array(repeating: .blank, count: cells.count)
        }
        for row in 0..<height {
            let rowStart = row * width
            var x = 0
            var blankTail = -1  // first column of the row's run of erasable blanks; -1: not yet known
            while x < width {
                if frontIsValid {
                    x = Self.firstChange(front, cells, from: rowStart + x, to: rowStart + width) - rowStart
                    if x == width { break }
                }
                let i = rowStart + x
                // A continuation cell is never written alone: its leading cell is.
                let lead = cells[i].width == 0 ? x - 1 : x
                if blankTail < 0 { blankTail = blankTailStart(cells, rowStart: rowStart) }
                if lead >= blankTail && changedCount(cells, from: rowStart + lead, to: rowStart + width) >= 4 {
                    // The rest of the row is plain blanks: erase it (CSI K, 3 bytes). Erasing fills
                    // with the pen's background, so that must be the default (and no reverse).
                    move(toRow: row, column: lead, into: &out)
                    let penErasesPlain = pen.map { $0.background == .default && !$0.attributes.contains(.reverse) }
                    if penErasesPlain != true { setPen(.plain, into: &out) }
                    out.appendASCII("\u{1B}[K")
                    for k in (rowStart + lead)..<(rowStart + width) { front[k] = cells[k] }
                    break
                }
                write(cells, row: row, column: lead, into: &out)
                let end = max(x + 1, lead + max(1, Int(cells[rowStart + lead].width)))
                for k in (rowStart + lead)..<(rowStart + end) { front[k] = cells[k] }
                x = end
            }
        }

        if let wanted = source.cursor, width > 0, height > 0 {
            let row = min(max(wanted.row, 0), height - 1)
            let column = min(max(wanted.column, 0), width - 1)
            move(toRow: row, column: column, into: &out)
            if cursorShown != true {
                out.appendASCII("\u{1B}[?25h")
                cursorShown = true
            }
        } else if cursorShown != false {
            out.appendASCII("\u{1B}[?25l")
            cursorShown = false
        }

        assert(front == cells, "the renderer lost track of what the terminal shows")
        frontIsValid = true
        if out.count == bodyStart { return [] }
        if synchronizedOutput { out.appendASCII("\u{1B}[?2026l") }
        return out
    }

    /// Writes the cell at (`column`, `row`), re-writing a short gap of unchanged cells instead of
    /// moving the cursor when that is cheaper.
    private mutating func write(_ cells: [Cell], row: Int, column: Int, into out: inout [UInt8]) {
        let rowStart = row * width
        if cursorRow == row, let from = cursorColumn, from < column, column - from <= Self.longestGap,
            let current = pen, cells[rowStart + from].width != 0
        {
            var gapBytes = 0
            var fits = true
            for k in from..<column {
                let cell = cells[rowStart + k]
                if cell.width == 0 { continue }
                if cell.text.isEmpty || (shown(cell.style) != current && !Self.drawsBlank(cell, in: current)) {
                    fits = false
                    break
                }
                gapBytes += cell.text.utf8.count
            }
            if fits && gapBytes < cheapestMove(toRow: row, column: column).cost {
                for k in from..<column where cells[rowStart + k].width != 0 {
                    out.append(contentsOf: cells[rowStart + k].text.utf8)
                }
                cursorColumn = column
            }
        }
        move(toRow: row, column: column, into: &out)
        let cell = cells[rowStart + column]
        if let current = pen, Self.drawsBlank(cell, in: current) {
            // A plain blank looks the same in any pen without background, reverse or underline.
        } else {
            setPen(shown(cell.style), into: &out)
        }
        if cell.text.isEmpty {
            out.append(UInt8(ascii: " "))
        } else {
            out.append(contentsOf: cell.text.utf8)
        }
        let end = column + max(1, Int(cell.width))
        // After the last column the terminal is in its pending-wrap state: the column is unknown.
        cursorColumn = end < width ? end : nil
    }

    /// Whether a cell is a space whose style cannot be seen: default background, no reverse, no
    /// underline.
    private static func looksPlain(_ cell: Cell) -> Bool {
        cell.text == " " && cell.style.background == .default
            && cell.style.attributes.isDisjoint(with: [.reverse, .underline])
    }

    /// Whether writing `cell` in `pen` shows a plain blank, as the cell asks.
    private static func drawsBlank(_ cell: Cell, in pen: Style) -> Bool {
        cell.style == .plain && cell.text == " " && pen.background == .default
            && pen.attributes.isDisjoint(with: [.reverse, .underline])
    }

    /// The style brought down to `colors`, remembering the last answer.
    private mutating func shown(_ style: Style) -> Style {
        if style != lastRawStyle {
            lastRawStyle = style
            lastShownStyle = colors.downgrade(style)
        }
        return lastShownStyle
    }

    /// The first index in `from..<to` where `old` and `new` differ, or `to`.
    private static func firstChange(_ old: [Cell], _ new: [Cell], from: Int, to: Int) -> Int {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                var i = from
                while i < to && old[i] == new[i] { i += 1 }
                return i
            }
        }
    }

    /// How many cells in `cells[from..<to]` differ from the terminal.
    private func changedCount(_ cells: [Cell], from: Int, to: Int) -> Int {
        guard frontIsValid else { return to - from }
        var count = 0
        for i in from..<to where front[i] != cells[i] { count += 1 }
        return count
    }

    /// The first column from which every cell of the row is a space that erasing leaves (default
    /// colours as shown, no attributes); `width` if the row does not end in one.
    private func blankTailStart(_ cells: [Cell], rowStart: Int) -> Int {
        var x = width
        while x > 0 {
            let cell = cells[rowStart + x - 1]
            guard cell.width == 1, cell.style.attributes.isEmpty, cell.text == " ",
                colors.downgrade(cell.style.foreground) == .default,
                colors.downgrade(cell.style.background) == .default
            else { break }
            x -= 1
        }
        return x
    }

    /// A screen of the region's size holding what fits of `screen`.
    private func fitted(_ screen: Screen) -> Screen {
        var result = Screen(width: width, height: height)
        for row in 0..<min(height, screen.height) {
            for column in 0..<min(width, screen.width) { result[column, row] = screen[column, row] }
        }
        result.cursor = screen.cursor
        return result
    }

    /// Whether some double-width pair is malformed (see the type's documentation).
    private static func hasBrokenWidePairs(_ cells: [Cell], width: Int) -> Bool {
        guard width > 0 else { return false }
        for i in cells.indices {
            switch cells[i].width {
            case 1: continue
            case 2: if i % width == width - 1 || cells[i + 1].width != 0 { return true }
            case 0: if i % width == 0 || cells[i - 1].width != 2 { return true }
            default: return true
            }
        }
        return false
    }

    /// `cells` with every malformed double-width cell replaced by a space in its style.
    private static func repairingWidePairs(_ cells: [Cell], width: Int) -> [Cell] {
        var repaired = cells
        for i in cells.indices {
            let valid: Bool
            switch cells[i].width {
            case 1: valid = true
            case 2: valid = i % width != width - 1 && cells[i + 1].width == 0
            case 0: valid = i % width != 0 && cells[i - 1].width == 2
            default: valid = false
            }
            if !valid { repaired[i] = Cell(text: " ", width: 1, style: cells[i].style) }
        }
        return repaired
    }

    // MARK: - Cursor moves

    private enum MoveKind {
        /// CSI A/B then CSI C/D from the known position.
        case relative
        /// CR, then up (CSI A) or down (LF or CSI B), then right (CSI C).
        case carriageReturn
        /// CSI row;column H (fullscreen only).
        case absolute
    }

    /// The shortest way to move the cursor to (`column`, `row`) and its length in bytes.
    private func cheapestMove(toRow row: Int, column: Int) -> (kind: MoveKind, cost: Int) {
        var best: (kind: MoveKind, cost: Int) = (.absolute, Int.max)
        if let fromRow = cursorRow, let fromColumn = cursorColumn {
            best = (.relative, Self.relativeCost(row - fromRow) + Self.relativeCost(column - fromColumn))
        }
        // Inline placement always knows the row; fullscreen can fall back to absolute moves.
        let fromRow = cursorRow ?? row
        if cursorRow != nil || isInline {
            let down = row - fromRow
            let vertical = down > 0 ? min(down, Self.relativeCost(down)) : Self.relativeCost(down)
            let cost = 1 + vertical + Self.relativeCost(column)
            if cost < best.cost { best = (.carriageReturn, cost) }
        }
        if !isInline {
            let cost = Self.absoluteCost(row: row, column: column)
            if cost < best.cost { best = (.absolute, cost) }
        }
        return best
    }

    /// Moves the terminal's cursor to (`column`, `row`) the shortest way.
    private mutating func move(toRow row: Int, column: Int, into out: inout [UInt8]) {
        if cursorRow == row && cursorColumn == column { return }
        switch cheapestMove(toRow: row, column: column).kind {
        case .relative:
            let fromRow = cursorRow ?? row
            let fromColumn = cursorColumn ?? column
            Self.appendVertical(row - fromRow, into: &out)
            if column > fromColumn { out.appendCSI(column - fromColumn, UInt8(ascii: "C")) }
            if column < fromColumn { out.appendCSI(fromColumn - column, UInt8(ascii: "D")) }
        case .carriageReturn:
            out.append(UInt8(ascii: "\r"))
            let down = row - (cursorRow ?? row)
            if down > 0 && down <= Self.relativeCost(down) {
                // After CR a line feed lands on column 0 whether or not the tty adds its own CR.
                for _ in 0..<down { out.append(UInt8(ascii: "\n")) }
            } else {
                Self.appendVertical(down, into: &out)
            }
            if column > 0 { out.appendCSI(column, UInt8(ascii: "C")) }
        case .absolute:
            out.appendASCII("\u{1B}[")
            if row != 0 || column != 0 { out.appendDecimal(row + 1) }
            if column != 0 {
                out.append(UInt8(ascii: ";"))
                out.appendDecimal(column + 1)
            }
            out.append(UInt8(ascii: "H"))
        }
        cursorRow = row
        cursorColumn = column
    }

    private static func appendVertical(_ down: Int, into out: inout [UInt8]) {
        if down > 0 { out.appendCSI(down, UInt8(ascii: "B")) }
        if down < 0 { out.appendCSI(-down, UInt8(ascii: "A")) }
    }

    /// Bytes of CSI n A/B/C/D for a move of `n` (either sign); the count is left out when it is 1.
    private static func relativeCost(_ n: Int) -> Int {
        let distance = abs(n)
        if distance == 0 { return 0 }
        return distance == 1 ? 3 : 3 + digits(distance)
    }

    /// Bytes of CSI row;column H (zero-based arguments; ones left out where the default allows).
    private static func absoluteCost(row: Int, column: Int) -> Int {
        if column == 0 { return row == 0 ? 3 : 3 + digits(row + 1) }
        return 4 + digits(row + 1) + digits(column + 1)
    }

    private static func digits(_ n: Int) -> Int {
        var count = 1
        var rest = n / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }

    // MARK: - Pen

    /// Changes the pen to `style` (already brought down to `colors`) with the shorter of an
    /// incremental change and a reset.
    private mutating func setPen(_ style: Style, into out: inout [UInt8]) {
        if pen == style { return }
        let start = out.count
        if let current = pen {
            Self.appendIncrementalSGR(from: current, to: style, into: &out)
            let middle = out.count
            Self.appendResetSGR(to: style, into: &out)
            if out.count - middle < middle - start {
                out.removeSubrange(start..<middle)
            } else {
                out.removeSubrange(middle..<out.count)
            }
        } else {
            Self.appendResetSGR(to: style, into: &out)
        }
        pen = style
    }

    private static let attributeOn: [(Attributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7),
    ]

    /// CSI … m turning exactly the differences off and on.
    private static func appendIncrementalSGR(from current: Style, to style: Style, into out: inout [UInt8]) {
        var first = true
        func code(_ n: Int, _ out: inout [UInt8]) {
            if !first { out.append(UInt8(ascii: ";")) }
            first = false
            out.appendDecimal(n)
        }
        out.appendASCII("\u{1B}[")
        let turnedOff = current.attributes.subtracting(style.attributes)
        var turnedOn = style.attributes.subtracting(current.attributes)
        let intensity: Attributes = [.bold, .dim]
        if !turnedOff.isDisjoint(with: intensity) {
            code(22, &out)  // turns off both bold and dim: turn back on whichever stays
            turnedOn.formUnion(style.attributes.intersection(intensity))
        }
        if turnedOff.contains(.italic) { code(23, &out) }
        if turnedOff.contains(.underline) { code(24, &out) }
        if turnedOff.contains(.reverse) { code(27, &out) }
        for (attribute, n) in attributeOn where turnedOn.contains(attribute) { code(n, &out) }
        if style.foreground != current.foreground {
            if !first { out.append(UInt8(ascii: ";")) }
            first = false
            appendColor(style.foreground, background: false, into: &out)
        }
        if style.background != current.background {
            if !first { out.append(UInt8(ascii: ";")) }
            first = false
            appendColor(style.background, background: true, into: &out)
        }
        out.append(UInt8(ascii: "m"))
    }

    /// CSI 0;… m setting `style` from scratch.
    private static func appendResetSGR(to style: Style, into out: inout [UInt8]) {
        out.appendASCII("\u{1B}[0")
        for (attribute, n) in attributeOn where style.attributes.contains(attribute) {
            out.append(UInt8(ascii: ";"))
            out.appendDecimal(n)
        }
        if style.foreground != .default {
            out.append(UInt8(ascii: ";"))
            appendColor(style.foreground, background: false, into: &out)
        }
        if style.background != .default {
            out.append(UInt8(ascii: ";"))
            appendColor(style.background, background: true, into: &out)
        }
        out.append(UInt8(ascii: "m"))
    }

    /// The SGR parameters of a colour (already brought down, so `.ansi` is below 16).
    private static func appendColor(_ color: Color, background: Bool, into out: inout [UInt8]) {
        switch color {
        case .default:
            out.appendDecimal(background ? 49 : 39)
        case .ansi(let n):
            let base = n < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            out.appendDecimal(base + Int(n % 8))
        case .palette(let n):
            out.appendDecimal(background ? 48 : 38)
            out.appendASCII(";5;")
            out.appendDecimal(Int(n))
        case .rgb(let r, let g, let b):
            out.appendDecimal(background ? 48 : 38)
            out.appendASCII(";2;")
            out.appendDecimal(Int(r))
            out.append(UInt8(ascii: ";"))
            out.appendDecimal(Int(g))
            out.append(UInt8(ascii: ";"))
            out.appendDecimal(Int(b))
        }
    }
}

extension [UInt8] {
    /// Appends the bytes of an ASCII literal.
    fileprivate mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a non-negative number in decimal.
    fileprivate mutating func appendDecimal(_ n: Int) {
        if n >= 10 { appendDecimal(n / 10) }
        append(UInt8(truncatingIfNeeded: 48 + n % 10))
    }

    /// Appends CSI n `final`, leaving the count out when it is 1 (a count of 0 is never written:
    /// many terminals read it as 1).
    fileprivate mutating func appendCSI(_ n: Int, _ final: UInt8) {
        append(0x1B)
        append(UInt8(ascii: "["))
        if n != 1 { appendDecimal(n) }
        append(final)
    }
}
