import PickerCore
import Terminal

/// The face of `picker choose`: a query line above a wheel of items.
///
/// What the user types goes to the query (letters always: arrows, Ctrl-N/Ctrl-P, PgUp/PgDn and
/// Home/End move). In jump mode the wheel keeps every item and spins to the best match; in filter
/// mode (`--filter`, or Ctrl-F) it holds only the matches, best first. The matched characters
/// are highlighted in both. Backspace edits the query, Ctrl-U clears it, Esc clears it before it
/// cancels. When several items may be chosen, Tab (and Space while the query is empty, and a
/// click on the mark) chooses or un-chooses the item in the band.
@MainActor
final class ChooseView: Widget {
    let picker: PickerView
    let list: ChooseListSource
    let searcher = QuerySearcher()
    /// Only the matches on the wheel (else every item, the wheel spinning to the best match).
    private(set) var filtering: Bool
    /// Substring matches only.
    let exact: Bool
    /// How many items may be chosen: nil for one (no marks), else at most this many.
    let limit: Int?
    /// The query as typed.
    private(set) var query = ""
    /// The query of the result on the wheel.
    private var shownQuery = ""
    /// When the search under way began, and whether the query line still shows the result's
    /// query while it runs (see ``searchGrace``).
    private var searchStart: Double?
    private var holdingQuery = false
    /// The match count of the result on the wheel.
    private var shownCount = 0

    /// How long the query line waits for a search before it shows what was typed: a search
    /// that takes less changes the query, the count and the wheel in one frame (and the frame
    /// it saves leaves the frame rate free to draw the result at once).
    static let searchGrace = 0.04
    /// Unicode arrows and marks, or ASCII.
    let usesUnicode: Bool

    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false
    var canFocus: Bool { true }

    init(picker: PickerView, list: ChooseListSource, filtering: Bool, exact: Bool, limit: Int?, usesUnicode: Bool) {
        self.picker = picker
        self.list = list
        self.filtering = filtering
        self.exact = exact
        self.limit = limit
        self.usesUnicode = usesUnicode
        list.marksShown = limit != nil
        searcher.onResult = { [unowned self] result, grew in show(result, grew: grew) }
    }

    /// The items, as far as they have arrived.
    var store: ItemStore { list.items.store }

    /// The item in the band, if any.
    var selectedItem: Int? {
        let row = picker.selectedRow(inComponent: 0)
        return row >= 0 ? list.item(atRow: row) : nil
    }

    /// Items arrived on the stream: a standing query searches them too.
    func itemsArrived() {
        if filtering && !query.isEmpty {
            // The rows shown are the matches so far; new ones join when their search is done.
            searcher.storeGrew(store)
        } else {
            searcher.storeGrew(store)
            picker.reloadComponent(0)
        }
    }

    // MARK: Widget

    func preferredHeight(forWidth width: Int) -> Int { 1 + picker.preferredHeight(forWidth: width) }

    func layout() {
        let queryHeight = frame.height > 1 ? 1 : 0
        picker.frame = Rect(
            x: frame.x, y: frame.y + queryHeight, width: frame.width, height: frame.height - queryHeight)
        picker.layout()
    }

    func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        picker.isFocused = isFocused
        screen.withClip(picker.frame) { picker.render(into: &$0, theme: theme) }
        if picker.frame.height > 0, picker.numberOfRows(inComponent: 0) == 0, !query.isEmpty {
            let band = Rect(x: picker.frame.x, y: picker.bandTop, width: picker.frame.width, height: 1)
            screen.put(searcher.isSearching ? "…" : "no match", in: band, alignment: .center, style: theme.hint)
        }
        if frame.height > 1 { renderQueryLine(into: &screen, theme: theme) }
    }

    /// `Filter › que▏                 3/600`: the mode, the query, a cursor and the match count.
    private func renderQueryLine(into screen: inout Screen, theme: Theme) {
        let y = frame.y
        let label = (filtering ? "Filter" : "Jump") + (usesUnicode ? " › " : " > ")
        let query = holdingQuery ? shownQuery : self.query
        var column = frame.x
        column += screen.put(label, column: column, row: y, limit: frame.width, style: theme.hint)
        let total = store.count
        let matches = query.isEmpty ? total : (searcher.result?.count ?? 0)
        let count =
            holdingQuery
            ? "\(shownQuery.isEmpty ? total : shownCount)/\(total)"
            : searcher.isSearching && searcher.result == nil ? "…/\(total)" : "\(matches)/\(total)"
        let countWidth = count.count + 1
        let room = frame.maxX - column - countWidth - 1
        if room > 0 {
            // A long query shows its end, where the typing happens.
            var shown = query
            while DisplayWidth.of(InertText.make(shown)) > room - 1, !shown.isEmpty { shown.removeFirst() }
            column += screen.put(shown, column: column, row: y, limit: room, style: theme.text)
            screen.put(" ", column: column, row: y, limit: 1, style: Style(attributes: [.reverse]))
        }
        if frame.width > countWidth + label.count {
            screen.put(count, column: frame.maxX - count.count, row: y, limit: count.count, style: theme.hint)
        }
    }

    func handle(_ event: InputEvent, context: RunContext) -> Bool {
        switch event {
        case .key(let key, let modifiers):
            return handleKey(key, modifiers, context: context)
        case .paste(let text):
            let line = text.filter { !$0.isNewline }
            guard !line.isEmpty else { return true }
            setQuery(query + line, context: context)
            return true
        case .mouse(let mouse):
            if limit != nil, mouse.button == .left, mouse.action == .press, let item = itemOnMark(mouse) {
                toggle(item, context: context)
                return true
            }
            return picker.handle(event, context: context)
        case .focus, .cursorPosition:
            return false
        }
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers, context: RunContext) -> Bool {
        if modifiers == .control, case .character(let c) = key {
            switch c {
            case "n": return picker.handle(.key(.down, []), context: context)
            case "p": return picker.handle(.key(.up, []), context: context)
            case "u":
                setQuery("", context: context)
                return true
            case "f":
                filtering.toggle()
                setQuery(query, context: context)
                return true
            default: return false
            }
        }
        switch key {
        case .character(" ") where limit != nil && query.isEmpty && modifiers.isEmpty:
            if let item = selectedItem { toggle(item, context: context) }
            return true
        case .character(let c) where modifiers.isEmpty || modifiers == .shift:
            setQuery(query + String(c), context: context)
            return true
        case .backspace:
            guard !query.isEmpty else { return true }
            setQuery(String(query.dropLast()), context: context)
            return true
        case .escape where !query.isEmpty:
            setQuery("", context: context)
            return true
        case .tab where modifiers.isEmpty:
            if limit != nil, let item = selectedItem { toggle(item, context: context) }
            return true
        case .tab:
            return true
        default:
            return picker.handle(.key(key, modifiers), context: context)
        }
    }

    func advance(context: RunContext) -> Bool {
        holdingQuery = searcher.isSearching && searchStart.map { context.now - $0 < Self.searchGrace } == true
        return picker.advance(context: context)
    }

    func settle(context: RunContext) { picker.settle() }

    // MARK: Query and marks

    private func setQuery(_ text: String, context: RunContext) {
        query = text
        searcher.search(ItemQuery(text, exact: exact), in: store)
        if searcher.isSearching {
            if searchStart == nil {
                searchStart = context.now
                // Draws what was typed once the grace is over, if the search still runs.
                context.after(Self.searchGrace) {}
            }
        } else {
            searchStart = nil
        }
    }

    /// Shows a search's result: the matches on the wheel (filter) or the band on the best (jump).
    private func show(_ result: SearchResult?, grew: Bool) {
        list.query = searcher.query
        shownQuery = searcher.query.text
        shownCount = result?.count ?? store.count
        searchStart = nil
        holdingQuery = false
        let before = selectedItem
        if filtering, let result {
            list.shown = result.indices
        } else {
            list.shown = nil
        }
        picker.reloadComponent(0)
        if grew {
            // Matches from items that arrived: the band stays on the item it shows.
            if let before, let row = list.row(ofItem: before) { picker.selectRow(row, inComponent: 0, animated: false) }
        } else if filtering {
            if result != nil {
                picker.selectRow(0, inComponent: 0, animated: false)
            } else if let before {
                picker.selectRow(before, inComponent: 0, animated: false)
            }
        } else if let best = result?.best {
            picker.selectRow(best, inComponent: 0, animated: true)
        }
        searcher.storeGrew(store)
    }

    private func toggle(_ item: Int, context: RunContext) {
        if !list.isMarked(item), let limit, list.marked.count >= limit {
            context.bell()
            return
        }
        list.toggle(item)
        picker.reloadComponent(0)
    }

    /// The item whose mark is under a click, if the click is on the mark column.
    private func itemOnMark(_ mouse: MouseEvent) -> Int? {
        let x = picker.frame.x + 1
        guard mouse.column >= x, mouse.column < x + ChooseCell.markWidth,
            picker.frame.contains(column: mouse.column, row: mouse.row)
        else { return nil }
        let rows = picker.numberOfRows(inComponent: 0)
        let selected = picker.selectedRow(inComponent: 0)
        guard rows > 0, selected >= 0 else { return nil }
        var row = selected + (mouse.row - picker.bandTop)
        if picker.isCyclic(forComponent: 0) {
            row = ((row % rows) + rows) % rows
        }
        guard row >= 0, row < rows else { return nil }
        return list.item(atRow: row)
    }
}
