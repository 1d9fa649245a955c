/// How text that is too wide for its space is cut.
public enum Truncation: Sendable {
    /// Cut at the edge.
    case clip
    /// End in "…" so that the reader sees something is missing.
    case ellipsis
}

/// Where text sits in the space it is given.
public enum Alignment: Sendable {
    /// At the left edge.
    case leading
    /// In the middle (rounded to the left).
    case center
    /// At the right edge.
    case trailing
}

/// A grid of cells that widgets draw into; the `Renderer` turns the difference between two screens
/// into escape sequences.
///
/// Every text that enters a screen passes through `InertText`, so a control character or an escape
/// sequence from user data is shown as a visible placeholder and never reaches the terminal raw.
public struct Screen: Equatable, Sendable {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]
    /// Where the hardware cursor should rest after a frame (for screen readers), or nil to hide it.
    public var cursor: (column: Int, row: Int)?
    /// The rectangle drawing is confined to: `put`, `fill` and `restyle` touch no cell outside
    /// it. A container draws each child inside the child's frame (`withClip(_:_:)`), so no widget
    /// can draw outside the rectangle it was given.
    public private(set) var clip: Rect
    /// Whether a cell of another width than 1 was written since the screen was made or cleared:
    /// without one no double-width pair can be broken, and the renderer need not look for one.
    package private(set) var mayHoldWideCells = false
    /// For each row, the columns written since the screen was made or cleared: every cell outside
    /// them is a plain blank. Clearing, `plainBlanks` and the renderer's comparison with the last
    /// frame look only there, and a prompt seldom uses more than a few dozen columns of a row.
    package private(set) var touched: [Span]
    /// Whether a fill in a style that a blank does not show (``Style/showsOnBlank``) leaves plain
    /// blanks instead, as the renderer would draw them: such a fill then writes only over the
    /// columns already written, and widens no row's written columns. The loop's screen is made so
    /// (a wheel's dimmed rows are filled across the whole width on every frame, and most of that
    /// width stays blank); a screen drawn for a test keeps every style it was given.
    package var fillsUnseenBlanksPlain = false

    /// Columns `lower..<upper` of a row; empty when `lower >= upper`.
    package struct Span: Equatable, Sendable {
        package var lower: Int
        package var upper: Int
        /// No column.
        package static let empty = Span(lower: .max, upper: 0)
        /// The columns of both spans and those between them.
        package func union(_ other: Span) -> Span {
            Span(lower: Swift.min(lower, other.lower), upper: Swift.max(upper, other.upper))
        }
    }

    /// Creates a screen of blank cells.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Cell.blanks(count: self.width * self.height)
        clip = Rect(x: 0, y: 0, width: self.width, height: self.height)
        touched = Array(repeating: .empty, count: self.height)
    }

    /// Notes that columns `from..<to` of `row` were written.
    @inline(__always)
    private mutating func touch(row: Int, from: Int, to: Int) {
        guard from < to else { return }
        if from < touched[row].lower { touched[row].lower = from }
        if to > touched[row].upper { touched[row].upper = to }
    }

    /// Runs `body` with drawing confined to `rect` (within the clip already in force).
    public mutating func withClip(_ rect: Rect, _ body: (inout Screen) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        body(&self)
        clip = saved
    }

    /// Rests the hardware cursor on a cell, where a screen reader reads from: a widget calls it
    /// for its focus (the band, the selected day, the focused button). A cell outside the clip
    /// leaves the cursor where it was, so a widget cannot place it outside its rectangle.
    public mutating func placeCursor(column: Int, row: Int) {
        guard clip.contains(column: column, row: row) else { return }
        cursor = (column, row)
    }

    /// Two screens are equal when their size, cells and cursor are.
    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
            && lhs.cursor?.column == rhs.cursor?.column && lhs.cursor?.row == rhs.cursor?.row
    }

    /// The whole screen as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at a column and row (both must be inside the screen). Setting a cell outside the
    /// clip leaves it as it is: a widget cannot draw outside its rectangle.
    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * width + column] }
        set {
            guard clip.contains(column: column, row: row) else { return }
            if newValue.width != 1 { mayHoldWideCells = true }
            cells[row * width + column] = newValue
            touch(row: row, from: column, to: column + 1)
        }
    }

    /// Gives the plain style to every styled cell for which `looksPlain` holds (a blank whose
    /// style cannot be seen: see `Renderer`).
    ///
    /// Runs every frame, over the columns written since the last clear (the rest are plain
    /// blanks): the cells are read in place (through the array's buffer), since reading a style
    /// out of the array copies the cell and its text first.
    package mutating func plainBlanks(where looksPlain: (Cell) -> Bool) {
        let width = self.width
        touched.withUnsafeBufferPointer { touched in
            cells.withUnsafeMutableBufferPointer { buffer in
                for (row, span) in touched.enumerated() where span.lower < span.upper {
                    for i in (row * width + span.lower)..<(row * width + span.upper)
                    where !buffer[i].style.isPlain && looksPlain(buffer[i]) {
                        buffer[i].style = .plain
                    }
                }
            }
        }
    }

    /// Blanks every cell and forgets the cursor.
    ///
    /// Runs before every frame: only the columns written since the last clear are blanked (the
    /// rest are blank already), and of those a cell that is already blank is left alone, since
    /// writing it again means releasing and copying its text.
    public mutating func clear() {
        for row in 0..<height where touched[row].lower < touched[row].upper {
            overwrite(rows: row..<(row + 1), columns: touched[row].lower..<touched[row].upper, with: .blank)
            touched[row] = .empty
        }
        cursor = nil
        mayHoldWideCells = false
    }

    /// Fills a rectangle (clipped to the screen and the clip) with spaces in `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        if fillsUnseenBlanksPlain && !style.showsOnBlank {
            fillPlain(r)
            return
        }
        overwrite(rows: r.y..<r.maxY, columns: r.x..<r.maxX, with: Cell(text: " ", width: 1, style: style))
        for row in r.y..<r.maxY { touch(row: row, from: r.x, to: r.maxX) }
        // Without a cell of another width no double-width grapheme can have lost a half.
        guard mayHoldWideCells else { return }
        for row in r.y..<r.maxY { repairEdges(row: row, from: r.x, to: r.maxX) }
    }

    /// `fill` in a style a blank does not show, on a screen that ``fillsUnseenBlanksPlain``: plain
    /// blanks over the columns of each row already written; the rest are plain blanks already.
    private mutating func fillPlain(_ r: Rect) {
        for row in r.y..<r.maxY {
            let lower = max(r.x, touched[row].lower)
            let upper = min(r.maxX, touched[row].upper)
            if lower < upper { overwrite(rows: row..<(row + 1), columns: lower..<upper, with: .blank) }
            if mayHoldWideCells { repairEdges(row: row, from: r.x, to: r.maxX) }
        }
    }

    /// Puts `cell` in every cell of `rows` × `columns`, leaving alone those that already hold it:
    /// writing a cell releases and copies its text, and most of a frame's clearing and filling goes
    /// over blanks that are already there. A cell that holds the same text (a blank being given the
    /// band's colour) only has its style written, which copies no text.
    private mutating func overwrite(rows: Range<Int>, columns: Range<Int>, with cell: Cell) {
        var cell = cell
        let width = self.width
        withUnsafePointer(to: &cell) { cell in
            cells.withUnsafeMutableBufferPointer { buffer in
                guard let start = buffer.baseAddress else { return }
                for row in rows {
                    for index in (row * width + columns.lowerBound)..<(row * width + columns.upperBound)
                    where !sameBytes(start + index, cell) {
                        if Cell.sameText(start + index, cell) {
                            (start + index).pointee.style = cell.pointee.style
                        } else {
                            buffer[index] = cell.pointee
                        }
                    }
                }
            }
        }
    }

    /// After cells `from..<to` of a row were overwritten: a wide grapheme just left of them lost
    /// its right half, or a right half just after them lost its grapheme; blank such halves.
    private mutating func repairEdges(row: Int, from: Int, to: Int) {
        let base = row * width
        if from > 0, cells[base + from - 1].width == 2,
            from >= width || !cells[base + from].isContinuation
        {
            cells[base + from - 1] = Cell(text: " ", width: 1, style: cells[base + from - 1].style)
            touch(row: row, from: from - 1, to: from)
        }
        if to < width, cells[base + to].isContinuation, to == 0 || cells[base + to - 1].width != 2 {
            cells[base + to] = Cell(text: " ", width: 1, style: cells[base + to].style)
            touch(row: row, from: to, to: to + 1)
        }
    }

    /// Changes the style of every cell in a rectangle with `transform`, keeping the text. (On a
    /// screen that ``fillsUnseenBlanksPlain``, a blank filled in a style that does not show is a
    /// plain blank here.)
    public mutating func restyle(_ rect: Rect, _ transform: (inout Style) -> Void) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        for row in r.y..<r.maxY {
            let base = row * width
            for column in r.x..<r.maxX { transform(&cells[base + column].style) }
            touch(row: row, from: r.x, to: r.maxX)
        }
    }

    /// `restyle(_:_:)` for a transform that leaves `kept` as it is: a cell in that style is
    /// passed over without calling it. For a transform run over a whole row on every frame, most
    /// of whose cells are drawn in the one style it keeps (the band's).
    package mutating func restyle(_ rect: Rect, keeping kept: Style, _ transform: (inout Style) -> Void) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        let width = self.width
        cells.withUnsafeMutableBufferPointer { cells in
            for row in r.y..<r.maxY {
                let base = row * width
                for column in r.x..<r.maxX where !cells[base + column].style.isStored(like: kept) {
                    transform(&cells[base + column].style)
                }
            }
        }
        for row in r.y..<r.maxY { touch(row: row, from: r.x, to: r.maxX) }
    }

    /// Writes `text` starting at (`column`, `row`), no wider than `limit` columns (and never past
    /// the screen's right edge). Returns the columns written.
    ///
    /// The text is made inert first. A double-width grapheme that would straddle the limit is not
    /// split: the last column is left as a space instead. With `.ellipsis`, text that does not fit
    /// ends in "…".
    @discardableResult
    public mutating func put(
        _ text: String, column: Int, row: Int, limit: Int = .max, style: Style = .plain,
        truncation: Truncation = .ellipsis
    ) -> Int {
        guard let end = end(column: column, row: row, limit: limit) else { return 0 }
        if let count = Self.printableASCIICount(text) {
            return putASCII(
                text, count: count, column: column, row: row, end: end, style: style, truncation: truncation)
        }
        return putGraphemes(text, column: column, row: row, end: end, style: style, truncation: truncation)
    }

    /// `put` grapheme by grapheme, each measured, for any text: columns `column..<end` of `row`,
    /// clipped on the left.
    package mutating func putGraphemes(
        _ text: String, column: Int, row: Int, end: Int, style: Style, truncation: Truncation
    ) -> Int {
        put(PreparedText(text), column: column, row: row, end: end, style: style, truncation: truncation)
    }

    /// Writes text measured beforehand (see ``PreparedText``) as ``put(_:column:row:limit:style:truncation:)``
    /// writes it. For text drawn on every frame and seldom changed, such as a line of hints.
    @discardableResult
    package mutating func put(
        _ text: PreparedText, column: Int, row: Int, limit: Int = .max, style: Style = .plain,
        truncation: Truncation = .ellipsis
    ) -> Int {
        guard let end = end(column: column, row: row, limit: limit) else { return 0 }
        return put(text, column: column, row: row, end: end, style: style, truncation: truncation)
    }

    /// The column after the last a text from `column` may use on `row`, no wider than `limit` and
    /// clipped on both sides; nil when it can use none.
    private func end(column: Int, row: Int, limit: Int) -> Int? {
        guard row >= clip.y, row < clip.maxY, column < clip.maxX, column > -(1 << 40), limit > 0 else { return nil }
        let end = column > clip.maxX - limit ? clip.maxX : column + limit
        return end > clip.x ? end : nil
    }

    /// Ends a write that reached column `x` of `row`: a text that was `cut` ends in "…" (with
    /// `.ellipsis`) and blanks up to `end`; the wide graphemes at the edges are repaired. Returns
    /// the columns written from `first`.
    private mutating func finish(
        row: Int, x start: Int, first: Int, end: Int, cut: Bool, style: Style, truncation: Truncation
    ) -> Int {
        var x = start
        let base = row * width
        if cut {
            if truncation == .ellipsis && x >= clip.x && x < end {
                cells[base + x] = Cell(text: "…", width: 1, style: style)
                x += 1
            }
            while x < end {  // the column a wide grapheme could not fill
                if x >= clip.x { cells[base + x] = Cell(text: " ", width: 1, style: style) }
                x += 1
            }
        }
        // The caller wrote columns `first..<start`; the lines above, up to `x`.
        touch(row: row, from: first, to: x)
        guard x > first else { return 0 }
        repairEdges(row: row, from: first, to: x)
        return x - first
    }

    /// Writes ``PreparedText`` aligned within `rect`'s first row, as ``put(_:in:alignment:style:)``.
    @discardableResult
    package mutating func put(_ text: PreparedText, in rect: Rect, alignment: Alignment, style: Style) -> Int {
        guard !rect.isEmpty else { return rect.x }
        let offset = Self.offset(of: text.width, in: rect, alignment: alignment)
        put(text, column: rect.x + offset, row: rect.y, limit: rect.width - offset, style: style)
        return rect.x + offset
    }

    /// Where text `width` columns wide starts within `rect`, aligned.
    private static func offset(of width: Int, in rect: Rect, alignment: Alignment) -> Int {
        let slack = max(0, rect.width - width)
        switch alignment {
        case .leading: return 0
        case .center: return slack / 2
        case .trailing: return slack
        }
    }

    private mutating func put(
        _ text: PreparedText, column: Int, row: Int, end: Int, style: Style, truncation: Truncation
    ) -> Int {
        let available = end - column
        var budget = available
        let cut = text.width > available
        if cut && truncation == .ellipsis { budget = available - 1 }
        var x = column
        let base = row * width
        let left = clip.x
        let first = max(column, left)
        /// One terminal cell of `w` (1 or 2) columns at `x`.
        func place(_ text: String, _ w: Int) {
            if x >= left {
                if w != 1 { mayHoldWideCells = true }
                cells[base + x] = Cell(text: text, width: UInt8(w), style: style)
                if w == 2 { cells[base + x + 1] = Cell(text: "", width: 0, style: style) }
            } else if x + w > left {
                cells[base + left] = Cell(text: " ", width: 1, style: style)  // the visible half of a wide grapheme
            }
            x += w
        }
        if text.fillsOneCellEach && x >= left {
            // A cell a grapheme, each written in place: this runs for every line of hints on
            // every frame.
            let limit = column + budget
            var wide = false
            text.graphemes.withUnsafeBufferPointer { graphemes in
                text.widths.withUnsafeBufferPointer { widths in
                    cells.withUnsafeMutableBufferPointer { cells in
                        for index in 0..<graphemes.count {
                            let w = widths[index]
                            if x + w > limit { break }  // a grapheme is drawn whole or not at all
                            cells[base + x] = Cell(text: graphemes[index], width: UInt8(w), style: style)
                            if w == 2 {
                                cells[base + x + 1] = Cell(text: "", width: 0, style: style)
                                wide = true
                            }
                            x += w
                        }
                    }
                }
            }
            if wide { mayHoldWideCells = true }
            return finish(row: row, x: x, first: first, end: end, cut: cut, style: style, truncation: truncation)
        }
        for (grapheme, w) in zip(text.graphemes, text.widths) {
            if x + w > column + budget { break }  // a grapheme is drawn whole or not at all
            if w == 1 || (w == 2 && grapheme.unicodeScalars.count == 1) {
                place(grapheme, w)
            } else {
                // Several scalars that take columns: a cell each, as the terminal fills them.
                for cell in DisplayWidth.cells(of: Character(grapheme)) { place(cell.text, cell.width) }
            }
        }
        return finish(row: row, x: x, first: first, end: end, cut: cut, style: style, truncation: truncation)
    }

    /// The number of characters of `text` when every one is printable ASCII (U+0020–U+007E): each
    /// is then one grapheme one column wide and inert, and nothing needs measuring or escaping.
    package static func printableASCIICount(_ text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// One-character strings of the printable ASCII characters, by code minus 0x20.
    private static let asciiTexts: [String] = (0x20..<0x7F).map { String(Character(Unicode.Scalar(UInt8($0)))) }

    /// `put` for printable ASCII: a cell per byte, cut as `put` cuts (``printableASCIICount(_:)``).
    private mutating func putASCII(
        _ text: String, count: Int, column: Int, row: Int, end: Int, style: Style, truncation: Truncation
    ) -> Int {
        let available = end - column
        let cut = count > available
        let budget = cut && truncation == .ellipsis ? available - 1 : available
        let base = row * width
        let left = clip.x
        let first = max(column, left)
        var x = column
        let texts = Self.asciiTexts
        for byte in text.utf8 {
            if x + 1 > column + budget { break }
            if x >= left { cells[base + x] = Cell(text: texts[Int(byte) - 0x20], width: 1, style: style) }
            x += 1
        }
        return finish(row: row, x: x, first: first, end: end, cut: cut, style: style, truncation: truncation)
    }

    /// Writes the characters `bytes[range]` from `column` on `row`, up to `limit` columns (clipped,
    /// cut with `.clip`), as `put` writes the text they spell. Returns the columns written. For
    /// text kept as bytes and drawn on every frame in runs of one style (an item's row): printable
    /// ASCII goes in a cell a byte, without making a string of the run; any other byte sends the
    /// run through `put` as text, made inert.
    @discardableResult
    package mutating func put(
        ascii bytes: [UInt8], _ range: Range<Int>, column: Int, row: Int, limit: Int, style: Style
    ) -> Int {
        guard let end = end(column: column, row: row, limit: limit) else { return 0 }
        for index in range where bytes[index] < 0x20 || bytes[index] >= 0x7F {
            let text = String(decoding: bytes[range], as: UTF8.self)
            return putGraphemes(text, column: column, row: row, end: end, style: style, truncation: .clip)
        }
        let available = end - column
        let base = row * width
        let left = clip.x
        let first = max(column, left)
        var x = column
        let texts = Self.asciiTexts
        for index in range {
            if x + 1 > column + available { break }
            if x >= left { cells[base + x] = Cell(text: texts[Int(bytes[index]) - 0x20], width: 1, style: style) }
            x += 1
        }
        return finish(
            row: row, x: x, first: first, end: end, cut: range.count > available, style: style, truncation: .clip)
    }

    /// Writes `text` aligned within `rect`'s first row, with `.ellipsis` truncation. Returns the
    /// column where the text starts.
    @discardableResult
    public mutating func put(_ text: String, in rect: Rect, alignment: Alignment, style: Style) -> Int {
        guard !rect.isEmpty else { return rect.x }
        guard let count = Self.printableASCIICount(text) else {
            let offset = Self.offset(of: DisplayWidth.of(InertText.make(text)), in: rect, alignment: alignment)
            put(text, column: rect.x + offset, row: rect.y, limit: rect.width - offset, style: style)
            return rect.x + offset
        }
        // Printable ASCII, counted once: a column per character.
        let offset = Self.offset(of: count, in: rect, alignment: alignment)
        let column = rect.x + offset
        if let end = end(column: column, row: rect.y, limit: rect.width - offset) {
            _ = putASCII(text, count: count, column: column, row: rect.y, end: end, style: style, truncation: .ellipsis)
        }
        return column
    }

    /// The text of one row (continuation cells skipped), for tests and captures.
    public func text(row: Int) -> String {
        var s = ""
        let base = row * width
        for column in 0..<width where !cells[base + column].isContinuation {
            s += cells[base + column].text
        }
        return s
    }

    /// Every row's text, trailing spaces removed, joined by newlines.
    public var textDump: String {
        (0..<height).map { row -> String in
            var line = text(row: row)
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
