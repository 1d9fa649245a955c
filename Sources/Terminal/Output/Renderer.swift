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
package struct Renderer: Sendable {
    /// Where the interface is drawn.
    package let placement: Placement
    /// What the terminal can show; every colour is brought down to it before it is written.
    package let colors: ColorSupport
    /// Whether each non-empty frame is wrapped in synchronized-output mode (CSI ?2026h … CSI ?2026l).
    package let synchronizedOutput: Bool

    /// Columns of the region drawn into.
    package private(set) var width = 0
    /// Rows of the region drawn into.
    package private(set) var height = 0

    /// What the terminal shows (valid when `frontIsValid`), `width * height` cells.
    private var front: [Cell] = []
    private var frontIsValid = false
    /// The written columns of each row of the last frame's screen (`Screen.touched`): outside
    /// them, as outside the new screen's, every cell is a plain blank, so a row is compared only
    /// over the union of the two.
    private var frontTouched: [Screen.Span] = []
    /// Where the terminal's cursor is, and how to move it.
    private var cursor: CursorMoves
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
    package init(placement: Placement, colors: ColorSupport, synchronizedOutput: Bool) {
        self.placement = placement
        self.colors = colors
        self.synchronizedOutput = synchronizedOutput
        if case .inline = placement {
            isInline = true
        } else {
            isInline = false
        }
        cursor = CursorMoves(isInline: isInline)
        lastShownStyle = colors.downgrade(Style.plain)
    }

    private let isInline: Bool

    /// The terminal cursor's row in the region after the last bytes returned (nil when unknown).
    package var cursorRow: Int? { cursor.row }

    // MARK: - Setting up and giving back

    /// Bytes that set the terminal up.
    ///
    /// Fullscreen: enter the alternate screen (CSI ?1049h), hide the cursor, clear. Inline: hide the
    /// cursor and reserve `height` lines: height-1 newlines ("\r\n"), then back up height-1 lines
    /// to column 0 (so the region begins on the cursor's line; the terminal scrolls if the prompt
    /// was at the bottom), then erase from there to the end of the screen.
    package mutating func begin(width: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + 2 * max(0, height))
        if !isInline { out.appendASCII(EscapeSequence.alternateScreenOn) }
        out.appendASCII(EscapeSequence.hideCursor)
        out.appendASCII(EscapeSequence.resetStyle)
        cursorShown = false
        if isInline {
            reserveLines(max(1, height), into: &out)
            out.appendASCII(EscapeSequence.eraseBelow)
        } else {
            out.appendASCII(EscapeSequence.home)
            out.appendASCII(EscapeSequence.eraseDisplay)
        }
        startClean(width: width, height: height)
        return out
    }

    /// Forgets what the terminal shows: the next frame repaints every cell (after SIGCONT, or when
    /// something else wrote to the terminal). The pen and the cursor's column are forgotten too; in
    /// inline placement the cursor is assumed to still be on the row where it was left.
    package mutating func invalidate() {
        frontIsValid = false
        pen = nil
        cursor.column = nil
        cursorShown = nil
        if !isInline { cursor.row = nil }
    }

    /// The terminal was resized. Fullscreen clears and repaints at the new size; inline moves to
    /// the region's top, erases to the end of the screen (CSI J), reserves the new height and uses
    /// the new size. Returns the bytes to write now; the next frame repaints.
    ///
    /// Inline, narrower: a terminal that re-flows its lines (tmux, VTE, kitty, iTerm2 and most
    /// others) has split each row longer than the new width into several, the cursor staying on
    /// its cell, so the region's top is further above the cursor than its row says
    /// (`rowsAboveCursor`); one that cuts lines (xterm) has not. The loop keeps a hidden cursor on
    /// the first column of the region's first row (`parkCursor`), where both agree, and a hidden
    /// cursor is taken to be where its row says; a shown one (where text is typed) is taken to be
    /// in a terminal that re-flows.
    package mutating func resize(width: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + 2 * max(0, height))
        if isInline {
            if width < self.width, cursorShown == true, let row = cursor.row {
                cursor.row = rowsAboveCursor(newWidth: width, cursorRow: row)
                cursor.column = nil
            }
            cursor.move(toRow: 0, column: 0, into: &out)
            out.appendASCII(EscapeSequence.resetStyle)
            out.appendASCII(EscapeSequence.eraseBelow)
            reserveLines(max(1, height), into: &out)
        } else {
            out.appendASCII(EscapeSequence.resetStyle)
            out.appendASCII(EscapeSequence.home)
            out.appendASCII(EscapeSequence.eraseDisplay)
        }
        startClean(width: width, height: height)
        return out
    }

    /// How many rows the cursor is below the region's first row once a terminal that re-flows has
    /// split the rows longer than `newWidth`: each row above the cursor takes as many rows as its
    /// cells need (measured to its last cell that is not a plain blank), and the cursor's own row
    /// puts it on the part that holds its column.
    private func rowsAboveCursor(newWidth: Int, cursorRow: Int) -> Int {
        guard frontIsValid, newWidth > 0, front.count == width * height else { return cursorRow }
        func rows(_ row: Int) -> Int {
            var length = width
            while length > 0 && Self.looksPlain(front[row * width + length - 1]) { length -= 1 }
            return max(1, (length + newWidth - 1) / newWidth)
        }
        guard cursorRow < height else { return cursorRow }
        var total = 0
        for row in 0..<cursorRow { total += rows(row) }
        // No column: the pending-wrap state after the last column.
        let column = cursor.column ?? (width - 1)
        return total + min(column / newWidth, rows(cursorRow) - 1)
    }

    /// Bytes that move a hidden cursor (inline) to the first column of the region's first row,
    /// where it waits between frames: a terminal narrowed meanwhile may re-flow the region's rows,
    /// and only a cursor there keeps its place relative to the region's top in every terminal.
    /// Nothing when the cursor is shown (it stands where text is typed) or already there.
    package mutating func parkCursor() -> [UInt8] {
        guard isInline, cursorShown == false, cursor.row != 0 || cursor.column != 0 else { return [] }
        var out: [UInt8] = []
        cursor.move(toRow: 0, column: 0, into: &out)
        return out
    }

    /// Bytes that give the terminal back: reset colours and attributes (CSI 0m), show the cursor
    /// (CSI ?25h). Inline: move to the region's first line, column 0, and erase from there to the end
    /// of the screen (CSI J), so the prompt continues on a clean line. Fullscreen: erase the
    /// alternate screen (CSI 2J), then leave it (CSI ?1049l).
    ///
    /// The erase is for tmux (3.3a at least): when the window grew while the alternate screen was
    /// up, leaving it copies the alternate screen's top row into the restored normal screen's
    /// history if that row holds cells beyond the width the window had on entry. An erased
    /// alternate screen has nothing to copy; xterm and the others discard it anyway.
    package mutating func end() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(32)
        out.appendASCII(EscapeSequence.resetStyle)
        if isInline {
            cursor.move(toRow: 0, column: 0, into: &out)
            out.appendASCII(EscapeSequence.eraseBelow)
        }
        // Leave the alternate screen first: leaving restores the cursor state saved on entry, and
        // the cursor must end up shown whatever that was.
        if !isInline {
            out.appendASCII(EscapeSequence.eraseDisplay)
            out.appendASCII(EscapeSequence.alternateScreenOff)
        }
        out.appendASCII(EscapeSequence.showCursor)
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
        front = Cell.blanks(count: self.width * self.height)
        frontIsValid = true
        cursor.row = 0
        cursor.column = 0
        pen = .plain
    }

    private mutating func finish() {
        frontIsValid = false
        pen = .plain
        cursorShown = true
        cursor.column = nil
        if !isInline { cursor.row = nil }
    }

    // MARK: - Frames

    /// ``frame(_:)`` for a screen the caller draws afresh each frame: its blanks whose style does
    /// not show are made plain in place first, so that the frame compares the screen's own cells
    /// instead of a copy of them (a copy and a release of every cell, each frame).
    package mutating func frame(preparing screen: inout Screen) -> [UInt8] {
        screen.plainBlanks(where: Self.looksPlain)
        return frame(screen, blanksArePlain: true)
    }

    /// Bytes that make the terminal show `screen`, whose size should equal the region's
    /// (`width` × `height`; a screen of another size is cut or padded with blanks).
    ///
    /// Only cells that differ from the last frame are written; a frame that changes nothing
    /// returns no bytes at all. If `screen.cursor` is set the cursor is moved there and shown
    /// (screen readers follow it); otherwise it stays hidden. With `synchronizedOutput` the bytes
    /// are wrapped in CSI ?2026h … CSI ?2026l.
    package mutating func frame(_ screen: Screen) -> [UInt8] {
        frame(screen, blanksArePlain: false)
    }

    /// `blanksArePlain`: the screen's invisible styles were already cleared (`plainBlanks`).
    private mutating func frame(_ screen: Screen, blanksArePlain: Bool) -> [UInt8] {
        let source = screen.width == width && screen.height == height ? screen : fitted(screen)
        var cells = source.cells
        var repaired = false
        if source.mayHoldWideCells && Self.hasBrokenWidePairs(cells, width: width) {
            cells = Self.repairingWidePairs(cells, width: width)
            repaired = true
        }
        // A space shows only its background (and reverse or underline): any other style on it is
        // invisible, so it is compared and drawn as a plain blank. A widget may then give a whole
        // line one style without the terminal having to carry it for the blanks.
        if !blanksArePlain || repaired {
            for i in cells.indices where !cells[i].style.isPlain && Self.looksPlain(cells[i]) {
                cells[i].style = .plain
            }
        }

        var out: [UInt8] = []
        out.reserveCapacity(frontIsValid ? 256 : width * height * 2 + 64)
        if synchronizedOutput { out.appendASCII(EscapeSequence.synchronizedUpdateBegin) }
        let bodyStart = out.count

        // `front` is updated in place, cell by cell, as cells are written: it stays uniquely owned
        // (no copy per frame), and the caller's screen is never shared with it either.
        if !frontIsValid && front.count != cells.count {
            front = Cell.blanks(count: cells.count)
        }
        let spans = frontIsValid && frontTouched.count == height
        for row in 0..<height {
            let rowStart = row * width
            // Past `end` the row is blank in both frames; `x` starts where either wrote.
            var x = 0
            var end = width
            if spans {
                let span = frontTouched[row].union(source.touched[row])
                guard span.lower < span.upper else { continue }
                x = min(span.lower, width)
                end = min(span.upper, width)
            }
            var blankTail = -1  // first column of the row's run of erasable blanks; -1: not yet known
            while x < width {
                if frontIsValid {
                    guard x < end else { break }
                    x = Self.firstChange(front, cells, from: rowStart + x, to: rowStart + end) - rowStart
                    if x == end { break }
                }
                let i = rowStart + x
                // A continuation cell is never written alone: its leading cell is.
                let lead = cells[i].width == 0 ? x - 1 : x
                if blankTail < 0 { blankTail = blankTailStart(cells, rowStart: rowStart, end: end) }
                if lead >= blankTail && changedCount(cells, from: rowStart + lead, to: rowStart + end) >= 4 {
                    // The rest of the row is plain blanks: erase it (CSI K, 3 bytes). Erasing fills
                    // with the pen's background, so that must be the default (and no reverse).
                    cursor.move(toRow: row, column: lead, into: &out)
                    let penErasesPlain = pen.map { $0.background == .default && !$0.attributes.contains(.reverse) }
                    if penErasesPlain != true { setPen(.plain, into: &out) }
                    out.appendASCII(EscapeSequence.eraseLineRight)
                    for k in (rowStart + lead)..<(rowStart + width) { front[k] = cells[k] }
                    break
                }
                write(cells, row: row, column: lead, into: &out)
                let next = max(x + 1, lead + max(1, Int(cells[rowStart + lead].width)))
                for k in (rowStart + lead)..<(rowStart + next) { front[k] = cells[k] }
                x = next
                if frontIsValid, cursor.row == row, cursor.column == x, pen != nil {
                    x = writeRun(cells, row: row, from: x, to: min(end, blankTail), into: &out)
                }
            }
        }

        if let wanted = source.cursor, width > 0, height > 0 {
            let row = min(max(wanted.row, 0), height - 1)
            let column = min(max(wanted.column, 0), width - 1)
            cursor.move(toRow: row, column: column, into: &out)
            if cursorShown != true {
                out.appendASCII(EscapeSequence.showCursor)
                cursorShown = true
            }
        } else if cursorShown != false {
            out.appendASCII(EscapeSequence.hideCursor)
            cursorShown = false
        }

        assert(front == cells, "the renderer lost track of what the terminal shows")
        frontIsValid = true
        // Copied span by span into the renderer's own list: sharing the screen's would make the
        // screen copy its list when it is next cleared.
        if frontTouched.count == source.touched.count {
            for row in frontTouched.indices { frontTouched[row] = source.touched[row] }
        } else {
            frontTouched = []
            frontTouched.reserveCapacity(source.touched.count)
            for span in source.touched { frontTouched.append(span) }
        }
        if out.count == bodyStart { return [] }
        if synchronizedOutput { out.appendASCII(EscapeSequence.synchronizedUpdateEnd) }
        return out
    }

    /// Writes the changed cells from `column` of `row` (before `end`) that the cursor and pen
    /// can take as they are, right after the cell `write` wrote: one ASCII character each, in the
    /// style of the cell before, which the pen shows. Their bytes go out one after the other, without the checks
    /// `write` makes for a cell on its own (the cursor's place, a gap worth re-writing, the pen).
    /// Returns the column after the last one written: the first that needs `write`.
    private mutating func writeRun(_ cells: [Cell], row: Int, from column: Int, to end: Int, into out: inout [UInt8])
        -> Int
    {
        let rowStart = row * width
        guard column > 0, let pen, pen == shown(cells[rowStart + column - 1].style) else { return column }
        var x = column
        let wrote = front.withUnsafeMutableBufferPointer { front -> Int in
            cells.withUnsafeBufferPointer { cells -> Int in
                guard let frontBase = front.baseAddress, let base = cells.baseAddress else { return 0 }
                let style = base[rowStart + x - 1].style
                while x < end {
                    let i = rowStart + x
                    let cell = base + i
                    guard !Cell.equal(frontBase + i, cell), cell.pointee.width == 1,
                        cell.pointee.style.isStored(like: style)
                    else { break }
                    let utf8 = cell.pointee.text.utf8
                    guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { break }
                    out.append(byte)
                    front[i] = cell.pointee
                    x += 1
                }
                return x - column
            }
        }
        guard wrote > 0 else { return column }
        // After the last column the terminal is in its pending-wrap state: the column is unknown.
        cursor.column = x < width ? x : nil
        return x
    }

    /// Writes the cell at (`column`, `row`), re-writing a short gap of unchanged cells instead of
    /// moving the cursor when that is cheaper.
    private mutating func write(_ cells: [Cell], row: Int, column: Int, into out: inout [UInt8]) {
        let rowStart = row * width
        if cursor.row == row, let from = cursor.column, from < column, column - from <= Self.longestGap,
            let current = pen, cells[rowStart + from].width != 0
        {
            var gapBytes = 0
            var fits = true
            for k in from..<column {
                let cell = cells[rowStart + k]
                if cell.width == 0 { continue }
                if cell.text.isEmpty || Self.isUncertain(cell)
                    || (shown(cell.style) != current && !Self.drawsBlank(cell, in: current))
                {
                    fits = false
                    break
                }
                gapBytes += cell.text.utf8.count
            }
            if fits && gapBytes < cursor.cost(toRow: row, column: column) {
                for k in from..<column where cells[rowStart + k].width != 0 {
                    Self.append(cells[rowStart + k].text, to: &out)
                }
                cursor.column = column
            }
        }
        cursor.move(toRow: row, column: column, into: &out)
        let cell = cells[rowStart + column]
        if let current = pen, Self.drawsBlank(cell, in: current) {
            // A plain blank looks the same in any pen without background, reverse or underline.
        } else {
            setPen(shown(cell.style), into: &out)
        }
        if cell.text.isEmpty {
            out.append(UInt8(ascii: " "))
        } else {
            Self.append(cell.text, to: &out)
        }
        let end = column + max(1, Int(cell.width))
        // After the last column the terminal is in its pending-wrap state: the column is unknown.
        // So it is after a cell terminals draw at different widths (an emoji sequence): the next
        // cell is placed from the start of the row, so nothing after it drifts.
        cursor.column = end < width && !Self.isUncertain(cell) ? end : nil
    }

    /// Whether terminals disagree about the columns the cell's text takes (see
    /// `DisplayWidth.isUncertain(_:)`). A text of three bytes or fewer is one scalar below U+10000,
    /// and the ones of those in question take no column, so never fill a cell alone.
    private static func isUncertain(_ cell: Cell) -> Bool {
        cell.text.utf8.count > 3 && DisplayWidth.isUncertain(cell.text)
    }

    /// Whether a cell is a space whose style cannot be seen: default background, no reverse, no
    /// underline.
    private static func looksPlain(_ cell: Cell) -> Bool {
        !cell.style.showsOnBlank && isSpace(cell.text)
    }

    /// Whether writing `cell` in `pen` shows a plain blank, as the cell asks.
    private static func drawsBlank(_ cell: Cell, in pen: Style) -> Bool {
        cell.style == .plain && isSpace(cell.text) && !pen.showsOnBlank
    }

    /// Whether `text` is a space: its one byte, read without comparing strings (`==` walks any
    /// other cell's text, such as a letter, through Unicode's comparison). Asked of every styled
    /// cell of every frame.
    @inline(__always)
    private static func isSpace(_ text: String) -> Bool {
        let utf8 = text.utf8
        return utf8.count == 1 && utf8[utf8.startIndex] == UInt8(ascii: " ")
    }

    /// Appends a cell's text. Most are one byte, appended as such: the generic append of a
    /// collection costs several times as much, for every cell a first frame writes.
    @inline(__always)
    private static func append(_ text: String, to out: inout [UInt8]) {
        let utf8 = text.utf8
        if utf8.count == 1 {
            out.append(utf8[utf8.startIndex])
        } else {
            out.append(contentsOf: utf8)
        }
    }

    /// The style brought down to `colors`, remembering the last answer.
    private mutating func shown(_ style: Style) -> Style {
        if !style.isStored(like: lastRawStyle) && style != lastRawStyle {
            lastRawStyle = style
            lastShownStyle = colors.downgrade(style)
        }
        return lastShownStyle
    }

    /// The first index in `from..<to` where `old` and `new` differ, or `to`.
    private static func firstChange(_ old: [Cell], _ new: [Cell], from: Int, to: Int) -> Int {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return from }
                var i = from
                while i < to && Cell.equal(oldBase + i, newBase + i) { i += 1 }
                return i
            }
        }
    }

    /// How many cells in `cells[from..<to]` differ from the terminal.
    private func changedCount(_ cells: [Cell], from: Int, to: Int) -> Int {
        guard frontIsValid else { return to - from }
        return front.withUnsafeBufferPointer { front in
            cells.withUnsafeBufferPointer { cells in
                guard let frontBase = front.baseAddress, let base = cells.baseAddress else { return 0 }
                var count = 0
                for i in from..<to where !Cell.equal(frontBase + i, base + i) { count += 1 }
                return count
            }
        }
    }

    /// The first column from which every cell of the row is a space that erasing leaves (default
    /// colours as shown, no attributes); `width` if the row does not end in one. The cells from
    /// `end` on are known to be plain blanks.
    private func blankTailStart(_ cells: [Cell], rowStart: Int, end: Int) -> Int {
        var x = end
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
        return cells.withUnsafeBufferPointer { cells in
            for i in cells.indices {
                switch cells[i].width {
                case 1: continue
                case 2: if i % width == width - 1 || i + 1 == cells.count || cells[i + 1].width != 0 { return true }
                case 0: if i % width == 0 || cells[i - 1].width != 2 { return true }
                default: return true
                }
            }
            return false
        }
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

    /// Changes the pen to `style` (already brought down to `colors`).
    private mutating func setPen(_ style: Style, into out: inout [UInt8]) {
        if let pen, pen.isStored(like: style) { return }
        SGR.append(from: pen, to: style, into: &out)
        pen = style
    }
}
