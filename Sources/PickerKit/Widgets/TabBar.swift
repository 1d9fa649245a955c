import Terminal

/// A bar of tabs at the bottom of a screen, as UITabBar: each tab a glyph and a title. A click or
/// the tab's function key selects it.
///
/// When every tab has room, tabs share the width equally and show the glyph above "F2 Single".
/// When they do not (ten tabs in 80 columns), the key moves up beside the glyph ("F2 ◉" above
/// "Single") and each tab is as wide as it needs, the rest shared out; titles that still do not
/// fit are cut with "…".
@MainActor
public final class TabBar: Widget {
    /// One tab.
    public struct Item: Sendable {
        /// A glyph (one or two columns) shown above the title.
        public var glyph: String
        /// The title.
        public var title: String
        /// The function key that selects it (1 = F1), or nil.
        public var functionKey: Int?
        /// Creates a tab.
        public init(glyph: String, title: String, functionKey: Int?) {
            self.glyph = glyph
            self.title = title
            self.functionKey = functionKey
        }
    }

    /// The tabs, left to right.
    public var items: [Item]
    /// The index of the selected tab.
    public var selectedIndex: Int
    /// Called with the new index when the user selects a tab.
    public var onSelect: (Int) -> Void
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false

    /// Creates a tab bar.
    public init(items: [Item], selectedIndex: Int = 0, onSelect: @escaping (Int) -> Void = { _ in }) {
        self.items = items
        self.selectedIndex = selectedIndex
        self.onSelect = onSelect
    }

    public func preferredHeight(forWidth width: Int) -> Int { 2 }

    /// The function key's name with a space after it ("F2 "), or "".
    private static func key(_ item: Item) -> String {
        item.functionKey.map { "F\($0) " } ?? ""
    }

    /// The two lines of a tab: the glyph above "F2 Single", or, compact, "F2 ◉" above "Single".
    private static func lines(_ item: Item, compact: Bool) -> (top: String, bottom: String) {
        compact ? (key(item) + item.glyph, item.title) : (item.glyph, key(item) + item.title)
    }

    /// Whether the tabs are compact: they do not all fit in equal shares of the width.
    private var isCompact: Bool {
        guard !items.isEmpty else { return false }
        let share = frame.width / items.count
        return items.contains { item in
            let (top, bottom) = Self.lines(item, compact: false)
            return max(DisplayWidth.of(top), DisplayWidth.of(bottom)) + 2 > share
        }
    }

    /// The width of each tab: equal shares; or, compact, what each needs (its longer line and a
    /// space) with the rest shared out, and when even that is too wide, the widest cut down to
    /// the same width until they fit.
    private func tabWidths() -> [Int] {
        let count = items.count
        guard count > 0 else { return [] }
        var widths: [Int]
        if isCompact {
            let needs = items.map { item in
                let (top, bottom) = Self.lines(item, compact: true)
                return max(DisplayWidth.of(top), DisplayWidth.of(bottom)) + 1
            }
            var cap = needs.max() ?? 0
            while cap > 0 && needs.reduce(0, { $0 + min($1, cap) }) > frame.width { cap -= 1 }
            widths = needs.map { min($0, cap) }
        } else {
            widths = Array(repeating: 0, count: count)
        }
        let slack = max(0, frame.width - widths.reduce(0, +))
        for index in widths.indices { widths[index] += slack / count + (index < slack % count ? 1 : 0) }
        return widths
    }

    /// The rectangle of each tab.
    func tabRects() -> [Rect] {
        var x = frame.x
        return tabWidths().map { width in
            defer { x += width }
            return Rect(x: x, y: frame.y, width: width, height: frame.height)
        }
    }

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        screen.fill(frame, style: theme.tabBar)
        let compact = isCompact
        for (index, (item, rect)) in zip(items, tabRects()).enumerated() where !rect.isEmpty {
            let style = index == selectedIndex ? theme.tabSelected : theme.tabBar
            if index == selectedIndex { screen.fill(rect, style: style) }
            let (top, bottom) = Self.lines(item, compact: compact)
            // A compact tab keeps a column to spare, so neighbouring titles never touch.
            let text = Rect(x: rect.x, y: rect.y, width: compact ? rect.width - 1 : rect.width, height: 1)
            screen.put(top, in: text, alignment: .center, style: style)
            if rect.height > 1 {
                screen.put(
                    bottom, in: Rect(x: text.x, y: rect.y + 1, width: text.width, height: 1), alignment: .center,
                    style: style)
            }
        }
    }

    /// Selects the tab whose function key is `number`; returns whether one matched.
    public func selectFunctionKey(_ number: Int) -> Bool {
        guard let index = items.firstIndex(where: { $0.functionKey == number }) else { return false }
        select(index)
        return true
    }

    /// Selects a tab as the user would.
    public func select(_ index: Int) {
        guard items.indices.contains(index) else { return }
        selectedIndex = index
        onSelect(index)
    }

    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        guard case .mouse(let mouse) = event, mouse.button == .left else { return false }
        if mouse.action == .press,
            let index = tabRects().firstIndex(where: { $0.contains(column: mouse.column, row: mouse.row) })
        {
            select(index)
        }
        return true
    }
}
