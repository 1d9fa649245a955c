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

    /// Creates a screen of blank cells.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
        clip = Rect(x: 0, y: 0, width: self.width, height: self.height)
    }

    /// Runs `body` with drawing confined to `rect` (within the clip already in force).
    public mutating func withClip(_ rect: Rect, _ body: (inout Screen) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        body(&self)
        clip = saved
    }

    /// Two screens are equal when their size, cells and cursor are.
    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
            && lhs.cursor?.column == rhs.cursor?.column && lhs.cursor?.row == rhs.cursor?.row
    }

    /// The whole screen as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at a column and row (both must be inside).
    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// Blanks every cell and forgets the cursor.
    public mutating func clear() {
        for i in cells.indices { cells[i] = .blank }
        cursor = nil
    }

    /// Fills a rectangle (clipped to the screen and the clip) with spaces in `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        let blank = Cell(text: " ", width: 1, style: style)
        for row in r.y..<r.maxY {
            let base = row * width
            for column in r.x..<r.maxX { cells[base + column] = blank }
            repairEdges(row: row, from: r.x, to: r.maxX)
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
        }
        if to < width, cells[base + to].isContinuation, to == 0 || cells[base + to - 1].width != 2 {
            cells[base + to] = Cell(text: " ", width: 1, style: cells[base + to].style)
        }
    }

    /// Changes the style of every cell in a rectangle with `transform`, keeping the text.
    public mutating func restyle(_ rect: Rect, _ transform: (inout Style) -> Void) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        for row in r.y..<r.maxY {
            let base = row * width
            for column in r.x..<r.maxX { transform(&cells[base + column].style) }
        }
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
        guard row >= clip.y, row < clip.maxY, column < clip.maxX, column > -(1 << 40), limit > 0 else { return 0 }
        // The columns this text may use, clipped on both sides.
        let end = column > clip.maxX - limit ? clip.maxX : column + limit
        guard end > clip.x else { return 0 }
        let safe = InertText.make(text)
        var graphemes: [(Character, Int)] = []
        var total = 0
        for ch in safe {
            let w = DisplayWidth.of(ch)
            guard w > 0 else { continue }  // a lone zero-width grapheme never takes a cell
            graphemes.append((ch, w))
            total += w
        }
        let available = end - column
        var budget = available
        let cut = total > available
        if cut && truncation == .ellipsis { budget = available - 1 }
        var x = column
        let base = row * width
        let left = clip.x
        let first = max(column, left)
        for (ch, w) in graphemes {
            if x + w > column + budget { break }
            if x >= left {
                cells[base + x] = Cell(text: String(ch), width: UInt8(w), style: style)
                if w == 2 { cells[base + x + 1] = Cell(text: "", width: 0, style: style) }
            } else if x + w > left {
                cells[base + left] = Cell(text: " ", width: 1, style: style)  // the visible half of a wide grapheme
            }
            x += w
        }
        if cut {
            if truncation == .ellipsis && x >= left && x < end {
                cells[base + x] = Cell(text: "…", width: 1, style: style)
                x += 1
            }
            while x < end {  // the column a wide grapheme could not fill
                if x >= left { cells[base + x] = Cell(text: " ", width: 1, style: style) }
                x += 1
            }
        }
        guard x > first else { return 0 }
        repairEdges(row: row, from: first, to: x)
        return x - first
    }

    /// Writes `text` aligned within `rect`'s first row, with `.ellipsis` truncation. Returns the
    /// column where the text starts.
    @discardableResult
    public mutating func put(_ text: String, in rect: Rect, alignment: Alignment, style: Style) -> Int {
        guard !rect.isEmpty else { return rect.x }
        let w = DisplayWidth.of(InertText.make(text))
        let slack = max(0, rect.width - w)
        let offset: Int
        switch alignment {
        case .leading: offset = 0
        case .center: offset = slack / 2
        case .trailing: offset = slack
        }
        put(text, column: rect.x + offset, row: rect.y, limit: rect.width - offset, style: style)
        return rect.x + offset
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
