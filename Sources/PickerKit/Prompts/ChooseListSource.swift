import PickerCore
import Terminal

/// The rows of `picker choose`: every item, or only the matches of a filter (best first), with
/// the matched characters highlighted and, when several items may be chosen, a mark column.
@MainActor
final class ChooseListSource: PickerViewDataSource, PickerViewDelegate {
    /// The items.
    let items: ItemListSource
    /// The items shown, in order, while filtering; nil shows every item.
    var shown: [UInt32]?
    /// The query whose matches are highlighted.
    var query = ItemQuery("")
    /// Whether rows carry a mark column.
    var marksShown = false
    /// The chosen items, in the order chosen.
    private(set) var marked: [Int] = []
    /// The chosen items in increasing order, searched by halves. Not a `Set<Int>`: the first
    /// insertion into one makes the Swift runtime look `Int`'s conformance to `Hashable` up
    /// through every conformance in the binary (0.3 M instructions), on the first Tab.
    private var markedInOrder: [Int] = []
    /// What an item shows instead of its text (a label), if anything.
    var display: (Int) -> String
    /// Every item shown last first (the matches of a filter keep their own order).
    var reversed = false

    init(items: ItemListSource) {
        self.items = items
        display = { [unowned items] in items.store.label(at: $0) }
    }

    /// The item in a row.
    func item(atRow row: Int) -> Int {
        guard let shown else { return reversed ? items.store.count - 1 - row : row }
        return Int(shown[row])
    }

    /// The row of an item, if shown.
    func row(ofItem item: Int) -> Int? {
        let count = items.store.count
        guard let shown else { return item < count ? (reversed ? count - 1 - item : item) : nil }
        return shown.firstIndex(of: UInt32(item))
    }

    /// Whether an item is chosen.
    func isMarked(_ item: Int) -> Bool {
        let index = markedIndex(item)
        return index < markedInOrder.count && markedInOrder[index] == item
    }

    /// Un-chooses every item (the items were replaced).
    func clearMarks() {
        marked = []
        markedInOrder = []
    }

    /// Chooses or un-chooses an item.
    func toggle(_ item: Int) {
        let index = markedIndex(item)
        if index < markedInOrder.count && markedInOrder[index] == item {
            markedInOrder.remove(at: index)
            if let chosen = marked.firstIndex(of: item) { marked.remove(at: chosen) }
        } else {
            markedInOrder.insert(item, at: index)
            marked.append(item)
        }
    }

    /// The items on the wheel, in its rows' order: the matches while filtering, else every item.
    var itemsInRows: [Int] {
        let count = shown?.count ?? items.store.count
        var result: [Int] = []
        result.reserveCapacity(count)
        for row in 0..<count { result.append(item(atRow: row)) }
        return result
    }

    /// Marks those of `candidates` not marked yet, in their order, while fewer than `limit` are
    /// marked; answers whether every one of them is now marked. Linear-logarithmic in the marks
    /// and the candidates (marking a million items one by one would be quadratic).
    func mark(_ candidates: [Int], limit: Int) -> Bool {
        var room = max(0, limit - marked.count)
        var added: [Int] = []
        var complete = true
        for item in candidates where !isMarked(item) {
            guard room > 0 else {
                complete = false
                break
            }
            added.append(item)
            room -= 1
        }
        guard !added.isEmpty else { return complete }
        marked += added
        markedInOrder = (markedInOrder + added).sorted()
        return complete
    }

    /// Unmarks every one of `items` that is marked, keeping the others' order.
    func unmark(_ items: [Int]) {
        let removed = items.sorted()
        func isRemoved(_ item: Int) -> Bool {
            var low = 0
            var high = removed.count
            while low < high {
                let middle = (low + high) / 2
                if removed[middle] < item { low = middle + 1 } else { high = middle }
            }
            return low < removed.count && removed[low] == item
        }
        marked.removeAll(where: isRemoved)
        markedInOrder.removeAll(where: isRemoved)
    }

    /// Where `item` is or would go in `markedInOrder`: the first position not below it.
    private func markedIndex(_ item: Int) -> Int {
        var low = 0
        var high = markedInOrder.count
        while low < high {
            let middle = (low + high) / 2
            if markedInOrder[middle] < item { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        shown?.count ?? items.store.count
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        items.presentation.shown(display(item(atRow: row))).text
    }

    func pickerView(
        _ pickerView: PickerView, cellForRow row: Int, forComponent component: Int, reusing cell: PickerCell?
    ) -> PickerCell? {
        let item = item(atRow: row)
        let shown = items.presentation.shown(display(item))
        let cell = (cell as? ChooseCell) ?? ChooseCell()
        cell.characters = shown.characters
        cell.styles = shown.styles
        cell.matched = items.presentation.matched(query, in: shown)
        cell.mark = marksShown ? isMarked(item) : nil
        return cell
    }
}

/// One row of `picker choose`: the mark (when several may be chosen), then the text with the
/// characters that match the query in bold and underlined. Text too wide for the row is cut with
/// "…"; when the matched characters lie past the cut, the row shows the part that holds them,
/// "…" before it (as fzf does).
@MainActor
final class ChooseCell: PickerCell {
    var characters: [Character] = [] {
        // Measured once when set, not at every frame the row is drawn in.
        didSet { measure() }
    }
    /// The columns each character takes.
    private var widths: [Int] = []
    /// The columns the whole text takes.
    private var totalWidth = 0
    /// The text's bytes, when every character is printable ASCII (one byte, one column, nothing to
    /// make inert): the row is then drawn from them, with no string made per frame.
    private var asciiBytes: [UInt8]?
    /// The characters' own styles (an item's SGR colours), relative to the row's.
    var styles: [Style]?
    var matched: Set<Int> = []
    var mark: Bool?

    /// The text (set: plain text, without styles of its own).
    var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            styles = nil
        }
    }

    /// The width of the mark column.
    static let markWidth = 2

    /// The marks and the cut's "…", measured once for every row of every frame.
    private static let markedGlyph = PreparedText("●")
    private static let unmarkedGlyph = PreparedText("○")
    private static let asciiMarkedGlyph = PreparedText("*")
    private static let asciiUnmarkedGlyph = PreparedText("-")
    private static let ellipsis = PreparedText("…")

    private func measure() {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count)
        for character in characters {
            let utf8 = character.utf8
            guard utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F else {
                bytes = []
                break
            }
            bytes.append(byte)
        }
        if bytes.count == characters.count {
            asciiBytes = bytes
            widths = Array(repeating: 1, count: bytes.count)
            totalWidth = bytes.count
            return
        }
        asciiBytes = nil
        widths = []
        widths.reserveCapacity(characters.count)
        totalWidth = 0
        for character in characters {
            let width = DisplayWidth.of(InertText.make(String(character)))
            widths.append(width)
            totalWidth += width
        }
    }

    func render(in rect: Rect, into screen: inout Screen, context: PickerCellContext) {
        let line = rect.y + (rect.height - 1) / 2
        var column = rect.x + 1
        let end = rect.maxX - 1
        guard line >= context.clip.y, line < context.clip.maxY, end > column else { return }
        let theme = context.theme
        if let mark {
            // The theme's ASCII separator asks for ASCII marks (compared by its bytes: it is "|"
            // or a box-drawing line).
            let glyph = theme.separatorGlyph
            let ascii = glyph.utf8.count == 1 && glyph.utf8.first == UInt8(ascii: "|")
            let shown =
                ascii
                ? (mark ? Self.asciiMarkedGlyph : Self.asciiUnmarkedGlyph)
                : (mark ? Self.markedGlyph : Self.unmarkedGlyph)
            let style = Self.overlay(theme.mark, on: context.style)
            screen.put(shown, column: column, row: line, limit: end - column, style: style)
            column += Self.markWidth
        }
        guard column < end else { return }
        var highlight = Self.overlay(theme.match, on: context.style)
        if theme.match.foreground == .default, context.distance > 0, context.style.foreground != .default {
            highlight.foreground = theme.accent.foreground
        }
        let room = end - column
        let window =
            totalWidth <= room
            ? (range: 0..<widths.count, leading: false, trailing: false)
            : Self.window(widths: widths, matched: matched, room: room)
        if window.leading {
            column += screen.put(Self.ellipsis, column: column, row: line, limit: 1, style: context.style)
        }
        if let asciiBytes {
            column += drawASCII(
                asciiBytes, window.range, column: column, row: line, limit: max(0, end - column), into: &screen,
                context: context, highlight: highlight)
        } else {
            column += screen.put(characters, window.range, column: column, row: line, limit: max(0, end - column)) {
                index in
                var style = styles.map { $0[index].over(context.style) } ?? context.style
                guard matched.contains(index) else { return style }
                style = Self.overlay(theme.match, on: style)
                if styles == nil || styles?[index].foreground == .default { style.foreground = highlight.foreground }
                return style
            }
        }
        if window.trailing {
            screen.put(Self.ellipsis, column: min(column, end - 1), row: line, limit: 1, style: context.style)
        }
    }

    /// Draws `bytes[range]` from `column`, in runs of one style, as the characters' path draws them
    /// (each character in its own style over the row's, a matched one highlighted). A loop, not a
    /// closure per character: this runs for every row of every frame.
    private func drawASCII(
        _ bytes: [UInt8], _ range: Range<Int>, column: Int, row: Int, limit: Int, into screen: inout Screen,
        context: PickerCellContext, highlight: Style
    ) -> Int {
        let checksMatches = !matched.isEmpty
        var x = column
        var index = range.lowerBound
        while index < range.upperBound, x < column + limit {
            let runStyle = style(at: index, checksMatches: checksMatches, context: context, highlight: highlight)
            var next = index + 1
            while next < range.upperBound,
                style(at: next, checksMatches: checksMatches, context: context, highlight: highlight) == runStyle
            {
                next += 1
            }
            x += screen.put(ascii: bytes, index..<next, column: x, row: row, limit: column + limit - x, style: runStyle)
            index = next
        }
        return x - column
    }

    /// The style of the character at `index`: its own over the row's, highlighted where matched.
    private func style(at index: Int, checksMatches: Bool, context: PickerCellContext, highlight: Style) -> Style {
        guard let styles else {
            guard checksMatches, matched.contains(index) else { return context.style }
            var style = Self.overlay(context.theme.match, on: context.style)
            style.foreground = highlight.foreground
            return style
        }
        var style = styles[index].over(context.style)
        guard checksMatches, matched.contains(index) else { return style }
        style = Self.overlay(context.theme.match, on: style)
        if styles[index].foreground == .default { style.foreground = highlight.foreground }
        return style
    }

    /// The characters to draw in `room` columns — all of them when they fit; else from the start,
    /// or, when a matched character would be cut off, the part that shows the matches (up to the
    /// item's end where that holds them all, else up to the last one, and from the first where
    /// they are wider than the row) — and whether "…" stands before and after.
    static func window(widths: [Int], matched: Set<Int>, room: Int) -> (
        range: Range<Int>, leading: Bool, trailing: Bool
    ) {
        let total = widths.reduce(0, +)
        guard total > room else { return (0..<widths.count, false, false) }
        /// From `start`, as many characters as fit with the "…" marks that are needed.
        func fitting(from start: Int) -> (range: Range<Int>, leading: Bool, trailing: Bool) {
            var budget = room - (start > 0 ? 1 : 0)
            var end = start
            while end < widths.count, widths[end] <= budget - (end + 1 < widths.count ? 1 : 0) {
                budget -= widths[end]
                end += 1
            }
            // The last character fits only if nothing is cut after it.
            return (start..<end, start > 0, end < widths.count)
        }
        let plain = fitting(from: 0)
        guard let last = matched.max(), last >= plain.range.upperBound, let first = matched.min() else { return plain }
        // The item's end, when it fits with every match; else the earliest start that shows the
        // last match (and so as much as fits before it).
        var start = 1
        while start < last, fitting(from: start).range.upperBound < widths.count { start += 1 }
        if start <= first { return fitting(from: start) }
        start = 1
        while start < last, fitting(from: start).range.upperBound <= last { start += 1 }
        // Where the matches are wider than the row, show from the first one.
        return fitting(from: min(start, first))
    }

    /// `style` with `accent`'s attributes added and its colours, where set, in place of the row's.
    static func overlay(_ accent: Style, on style: Style) -> Style {
        var shown = style
        shown.attributes.insert(accent.attributes)
        if accent.foreground != .default { shown.foreground = accent.foreground }
        if accent.background != .default { shown.background = accent.background }
        return shown
    }
}
