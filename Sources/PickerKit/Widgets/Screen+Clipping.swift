import Terminal

extension Screen {
    /// Writes `text` with its first column at `column`, which may lie outside `clip`: only the
    /// cells inside `clip` (on `row`, if `row` is inside it) are written, and a wide grapheme cut
    /// by an edge leaves spaces. Each cell takes the style `style` gives its column. The text is
    /// made inert first. For text that slides past the edges of its space: a ribbon, a ruler's
    /// labels.
    mutating func put(_ text: String, column: Int, row: Int, clip: Rect, style: (Int) -> Style) {
        guard row >= clip.y, row < clip.maxY, column < clip.maxX else { return }
        if putASCII(text, column: column, row: row, clip: clip, style: style) { return }
        var x = column
        for character in InertText.make(text) {
            guard x < clip.maxX else { return }
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            if x >= clip.x && x + width <= clip.maxX {
                put(String(character), column: x, row: row, limit: width, style: style(x), truncation: .clip)
            } else {
                for cell in max(x, clip.x)..<max(max(x, clip.x), min(x + width, clip.maxX)) {
                    put(" ", column: cell, row: row, limit: 1, style: style(cell))
                }
            }
            x += width
        }
    }

    /// `put(_:column:row:clip:style:)` for printable ASCII, a column per character: the visible
    /// columns go out in runs of one style instead of a character at a time (a ribbon's titles,
    /// on every frame). False, with nothing written, for any other text.
    private mutating func putASCII(
        _ text: String, column: Int, row: Int, clip: Rect, style: (Int) -> Style
    ) -> Bool {
        guard let count = Screen.printableASCIICount(text) else { return false }
        let from = max(column, clip.x)
        let to = min(column + count, clip.maxX)
        guard from < to else { return true }
        let utf8 = text.utf8
        var start = from
        var runStyle = style(from)
        for x in (from + 1)...to {
            let next = x < to ? style(x) : runStyle
            guard x == to || next != runStyle else { continue }
            let lower = utf8.index(utf8.startIndex, offsetBy: start - column)
            let upper = utf8.index(lower, offsetBy: x - start)
            put(
                String(text[lower..<upper]), column: start, row: row, limit: x - start, style: runStyle,
                truncation: .clip)
            start = x
            runStyle = next
        }
        return true
    }

    /// Writes `indices` of `characters` from `column` on `row`, up to `limit` columns (clipped),
    /// each in the style `style` gives its index: consecutive characters of one style are written
    /// as one run. Returns the columns written. For text whose characters carry styles of their
    /// own (an item's SGR colours, matched letters).
    @discardableResult
    mutating func put(
        _ characters: [Character], _ indices: Range<Int>, column: Int, row: Int, limit: Int, style: (Int) -> Style
    ) -> Int {
        var x = column
        var run = ""
        var runStyle = Style.plain
        func flush() {
            guard !run.isEmpty, x < column + limit else { return }
            x += put(run, column: x, row: row, limit: column + limit - x, style: runStyle, truncation: .clip)
            run = ""
        }
        for index in indices {
            let shown = style(index)
            if shown != runStyle { flush() }
            runStyle = shown
            run.append(characters[index])
        }
        flush()
        return x - column
    }

    /// `text` cut to at most `width` columns, ending in "…" when it was cut (made inert).
    static func fitted(_ text: String, width: Int) -> String {
        let safe = InertText.make(text)
        guard width > 0 else { return "" }
        guard DisplayWidth.of(safe) > width else { return safe }
        var result = ""
        var used = 0
        for character in safe {
            let w = DisplayWidth.of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }
}
