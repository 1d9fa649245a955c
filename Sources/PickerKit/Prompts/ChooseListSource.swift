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

    init(items: ItemListSource) {
        self.items = items
        display = { [unowned items] in items.store.label(at: $0) }
    }

    /// The item in a row.
    func item(atRow row: Int) -> Int {
        guard let shown else { return row }
        return Int(shown[row])
    }

    /// The row of an item, if shown.
    func row(ofItem item: Int) -> Int? {
        guard let shown else { return item < items.store.count ? item : nil }
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
        display(item(atRow: row))
    }

    func pickerView(
        _ pickerView: PickerView, cellForRow row: Int, forComponent component: Int, reusing cell: PickerCell?
    ) -> PickerCell? {
        let item = item(atRow: row)
        let text = display(item)
        let cell = (cell as? ChooseCell) ?? ChooseCell()
        cell.text = text
        cell.matched = query.isEmpty ? [] : Set(query.match(text)?.positions ?? [])
        cell.mark = marksShown ? isMarked(item) : nil
        return cell
    }
}

/// One row of `picker choose`: the mark (when several may be chosen), then the text with the
/// characters that match the query in bold and underlined.
@MainActor
final class ChooseCell: PickerCell {
    var text = ""
    var matched: Set<Int> = []
    var mark: Bool?

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
        // Runs of matched and unmatched characters, each drawn in its style.
        var runs: [(String, Bool)] = []
        for (offset, character) in text.enumerated() {
            let isMatched = matched.contains(offset)
            if let last = runs.last, last.1 == isMatched {
                runs[runs.count - 1].0.append(character)
            } else {
                runs.append((String(character), isMatched))
            }
        }
        let total = runs.reduce(0) { $0 + DisplayWidth.of(InertText.make($1.0)) }
        let fits = total <= end - column
        let stop = fits ? end : end - 1
        var lastStyle = context.style
        for (run, isMatched) in runs where column < stop {
            lastStyle = isMatched ? highlight : context.style
            column += screen.put(
                run, column: column, row: line, limit: stop - column, style: lastStyle, truncation: .clip)
        }
        if !fits { screen.put("…", column: stop, row: line, limit: 1, style: context.style) }
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
