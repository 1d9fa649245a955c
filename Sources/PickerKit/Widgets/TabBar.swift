import Terminal

/// A bar of tabs at the bottom of a screen, as UITabBar: each tab a glyph and a title. A click or
/// the tab's function key selects it.
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

    /// The rectangle of each tab.
    func tabRects() -> [Rect] {
        guard !items.isEmpty else { return [] }
        let width = frame.width / items.count
        var extra = frame.width - width * items.count
        var x = frame.x
        return items.map { _ in
            var w = width
            if extra > 0 {
                w += 1
                extra -= 1
            }
            defer { x += w }
            return Rect(x: x, y: frame.y, width: w, height: frame.height)
        }
    }

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        screen.fill(frame, style: theme.tabBar)
        for (index, (item, rect)) in zip(items, tabRects()).enumerated() where !rect.isEmpty {
            let style = index == selectedIndex ? theme.tabSelected : theme.tabBar
            if index == selectedIndex { screen.fill(rect, style: style) }
            let key = item.functionKey.map { "F\($0) " } ?? ""
            screen.put(
                item.glyph, in: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), alignment: .center,
                style: style)
            if rect.height > 1 {
                screen.put(
                    key + item.title, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1),
                    alignment: .center, style: style)
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
