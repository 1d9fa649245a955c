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
    private var markedSet: Set<Int> = []
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
    func isMarked(_ item: Int) -> Bool { markedSet.contains(item) }

    /// Chooses or un-chooses an item.
    func toggle(_ item: Int) {
        if markedSet.remove(item) != nil {
            marked.removeAll { $0 == item }
        } else {
            markedSet.insert(item)
            marked.append(item)
        }
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
        didSet { widths = characters.map { DisplayWidth.of(InertText.make(String($0))) } }
    }
    /// The columns each character takes.
    private var widths: [Int] = []
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

    func render(in rect: Rect, into screen: inout Screen, context: PickerCellContext) {
        let line = rect.y + (rect.height - 1) / 2
        var column = rect.x + 1
        let end = rect.maxX - 1
        guard line >= context.clip.y, line < context.clip.maxY, end > column else { return }
        let theme = context.theme
        if let mark {
            let glyph = theme.separatorGlyph == "|" ? (mark ? "*" : "-") : (mark ? "●" : "○")
            screen.put(
                glyph, column: column, row: line, limit: end - column,
                style: Self.overlay(theme.mark, on: context.style))
            column += Self.markWidth
        }
        guard column < end else { return }
        var highlight = Self.overlay(theme.match, on: context.style)
        if theme.match.foreground == .default, context.distance > 0, context.style.foreground != .default {
            highlight.foreground = theme.accent.foreground
        }
        let window = Self.window(widths: widths, matched: matched, room: end - column)
        if window.leading {
            column += screen.put("…", column: column, row: line, limit: 1, style: context.style)
        }
        column += screen.put(characters, window.range, column: column, row: line, limit: max(0, end - column)) {
            index in
            var style = styles.map { $0[index].over(context.style) } ?? context.style
            guard matched.contains(index) else { return style }
            style = Self.overlay(theme.match, on: style)
            if styles == nil || styles?[index].foreground == .default { style.foreground = highlight.foreground }
            return style
        }
        if window.trailing {
            screen.put("…", column: min(column, end - 1), row: line, limit: 1, style: context.style)
        }
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
