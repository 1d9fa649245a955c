import Terminal

/// A table of sections and rows with a focused cell, as a grouped UITableView whose rows have
/// fields: a line of column titles, then each section's title and its rows.
///
/// ```swift
/// let table = TableView(columns: [
///     .init("", width: 10, isSelectable: false), .init("Time", width: 9), .init("Heat", width: 5),
/// ])
/// table.dataSource = schedule
/// table.onSelect = { indexPath, column, context in /* present a sheet */ }
/// ```
///
/// Up/Down (or k/j) move the focus between rows across sections, Left/Right between the
/// selectable columns, Home/End to the first and last row; Enter or Space select the focused
/// cell (``onSelect``), as does a click on a cell; the mouse wheel moves the focus. A table
/// taller than its frame scrolls to keep the focused row in sight. The cells' texts are asked of
/// the data source once and kept: ``reloadRow(at:)`` asks again for one row.
@MainActor
public final class TableView: Widget {
    /// A column: its title, width and alignment, and whether its cells can take the focus.
    public struct Column: Sendable {
        /// The title on the first line.
        public var title: String
        /// The width in terminal columns.
        public var width: Int
        /// Where the texts sit in the column.
        public var alignment: Alignment
        /// Whether the focus can rest on this column's cells (row titles cannot).
        public var isSelectable: Bool

        /// Creates a column.
        public init(_ title: String, width: Int, alignment: Alignment = .leading, isSelectable: Bool = true) {
            self.title = title
            self.width = max(0, width)
            self.alignment = alignment
            self.isSelectable = isSelectable
        }
    }

    /// What selecting a cell does: it gets the row, the column and the run's context.
    public typealias SelectHandler =
        @MainActor (_ indexPath: TableIndexPath, _ column: Int, _ context: RunContext) -> Void

    /// Supplies the sections, rows and texts. Held weakly, as in UIKit; setting it reloads.
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }
    /// The columns, left to right.
    public var columns: [Column] {
        didSet { focusedColumn = nearestSelectableColumn(to: focusedColumn) }
    }
    /// Called when the user selects a cell (Enter, Space, a click).
    public var onSelect: SelectHandler?
    /// The focused row, nil when the table has no rows.
    public private(set) var focusedIndexPath: TableIndexPath?
    /// The focused column.
    public private(set) var focusedColumn = 0

    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { focusedIndexPath != nil && columns.contains { $0.isSelectable } }

    /// One section as the data source last described it.
    private struct Section {
        var title: String?
        var rows: [[String]]
    }

    private var sections: [Section] = []
    /// The first line of the body (below the column titles) in sight.
    private var firstLine = 0
    /// The cell a press of the mouse went down on.
    private var pressedCell: (indexPath: TableIndexPath, column: Int)?

    /// The columns between two columns.
    static let columnGap = 2

    /// Creates a table with `columns`; set ``dataSource``.
    public init(columns: [Column]) {
        self.columns = columns
        focusedColumn = nearestSelectableColumn(to: 0)
    }

    // MARK: Data

    /// Asks the data source again about everything, keeping the focus where the row still exists.
    public func reloadData() {
        let count = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        sections = (0..<count).map { section in
            let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
            return Section(
                title: dataSource?.tableView(self, titleForHeaderInSection: section),
                rows: (0..<rows).map { texts(for: TableIndexPath(row: $0, section: section)) })
        }
        if let focused = focusedIndexPath, contains(focused) { return }
        focusedIndexPath = firstIndexPath
    }

    /// Asks the data source again about one row's texts.
    public func reloadRow(at indexPath: TableIndexPath) {
        guard contains(indexPath) else { return }
        sections[indexPath.section].rows[indexPath.row] = texts(for: indexPath)
    }

    private func texts(for indexPath: TableIndexPath) -> [String] {
        columns.indices.map { dataSource?.tableView(self, textForRowAt: indexPath, column: $0) ?? "" }
    }

    /// The number of sections, as last answered.
    public var numberOfSections: Int { sections.count }

    /// The number of rows in a section, as last answered.
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// The text of a cell, as last answered ("" outside the table).
    public func text(at indexPath: TableIndexPath, column: Int) -> String {
        guard contains(indexPath), columns.indices.contains(column) else { return "" }
        let row = sections[indexPath.section].rows[indexPath.row]
        return row.indices.contains(column) ? row[column] : ""
    }

    private func contains(_ indexPath: TableIndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && sections[indexPath.section].rows.indices.contains(indexPath.row)
    }

    private var firstIndexPath: TableIndexPath? {
        sections.indices.first { !sections[$0].rows.isEmpty }.map { TableIndexPath(row: 0, section: $0) }
    }

    private var lastIndexPath: TableIndexPath? {
        sections.indices.last { !sections[$0].rows.isEmpty }.map {
            TableIndexPath(row: sections[$0].rows.count - 1, section: $0)
        }
    }

    // MARK: Focus

    /// Moves the focus to a cell (a column that cannot take the focus keeps the current one).
    public func focus(_ indexPath: TableIndexPath, column: Int? = nil) {
        guard contains(indexPath) else { return }
        focusedIndexPath = indexPath
        if let column, columns.indices.contains(column), columns[column].isSelectable { focusedColumn = column }
    }

    /// The selectable column nearest to `column`, looking right first.
    private func nearestSelectableColumn(to column: Int) -> Int {
        if columns.indices.contains(column), columns[column].isSelectable { return column }
        let right = columns.indices.first { $0 > column && columns[$0].isSelectable }
        let left = columns.indices.last { $0 < column && columns[$0].isSelectable }
        return right ?? left ?? 0
    }

    /// The row `offset` rows after (or before) `indexPath`, across sections, clamped to the table.
    private func indexPath(_ indexPath: TableIndexPath, movedBy offset: Int) -> TableIndexPath {
        var line = rowNumber(of: indexPath) + offset
        line = min(max(line, 0), rowCount - 1)
        for (section, content) in sections.enumerated() {
            if line < content.rows.count { return TableIndexPath(row: line, section: section) }
            line -= content.rows.count
        }
        return indexPath
    }

    /// The rows before `indexPath`, counted across sections.
    private func rowNumber(of indexPath: TableIndexPath) -> Int {
        sections.prefix(indexPath.section).reduce(0) { $0 + $1.rows.count } + indexPath.row
    }

    private var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    // MARK: Lines

    /// What a line of the body shows.
    enum Line: Equatable {
        /// A section's title (a section without a title takes no line).
        case header(Int)
        /// A row.
        case row(TableIndexPath)
    }

    /// The lines of the body, top to bottom.
    private var lineCount: Int {
        sections.reduce(0) { $0 + ($1.title == nil ? 0 : 1) + $1.rows.count }
    }

    /// The body line that shows `indexPath`.
    private func line(of indexPath: TableIndexPath) -> Int {
        var line = 0
        for section in 0..<indexPath.section {
            line += (sections[section].title == nil ? 0 : 1) + sections[section].rows.count
        }
        return line + (sections[indexPath.section].title == nil ? 0 : 1) + indexPath.row
    }

    /// What body line `line` shows, if it exists.
    func content(ofLine line: Int) -> Line? {
        var remaining = line
        for (index, section) in sections.enumerated() {
            if section.title != nil {
                if remaining == 0 { return .header(index) }
                remaining -= 1
            }
            if remaining < section.rows.count { return .row(TableIndexPath(row: remaining, section: index)) }
            remaining -= section.rows.count
        }
        return nil
    }

    /// The first column of each column.
    func columnOrigins() -> [Int] {
        var x = frame.x + 1
        return columns.map { column in
            defer { x += column.width + Self.columnGap }
            return x
        }
    }

    public var intrinsicWidth: Int? { preferredWidth }

    /// The width the columns take, with their gaps and a margin on each side.
    public var preferredWidth: Int {
        columns.reduce(0) { $0 + $1.width } + Self.columnGap * max(0, columns.count - 1) + 2
    }

    public func preferredHeight(forWidth width: Int) -> Int { 1 + lineCount }

    /// Scrolls so that the focused row is in sight, with its section's title when it is the
    /// first row.
    private func scrollToFocus() {
        let visible = max(0, frame.height - 1)
        guard visible > 0 else { return }
        if let focused = focusedIndexPath, contains(focused) {
            let focusLine = line(of: focused)
            let top = focused.row == 0 && sections[focused.section].title != nil ? focusLine - 1 : focusLine
            if top < firstLine { firstLine = top }
            if focusLine >= firstLine + visible { firstLine = focusLine - visible + 1 }
        }
        firstLine = min(max(firstLine, 0), max(0, lineCount - visible))
    }

    public func layout() { scrollToFocus() }

    // MARK: Drawing

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        scrollToFocus()
        let origins = columnOrigins()
        for (index, column) in columns.enumerated() {
            draw(
                column.title, column: index, at: origins[index], row: frame.y, style: theme.tableColumnTitle,
                into: &screen)
        }
        for offset in 0..<max(0, frame.height - 1) {
            let row = frame.y + 1 + offset
            switch content(ofLine: firstLine + offset) {
            case .header(let section):
                let rect = Rect(x: frame.x + 1, y: row, width: frame.width - 2, height: 1)
                screen.put(sections[section].title ?? "", in: rect, alignment: .leading, style: theme.tableSectionTitle)
            case .row(let indexPath):
                for index in columns.indices {
                    let focused = indexPath == focusedIndexPath && index == focusedColumn
                    let style = focused ? (isFocused ? theme.bandFocused : theme.band) : Style.plain
                    if focused {
                        let rect = Rect(x: origins[index] - 1, y: row, width: columns[index].width + 2, height: 1)
                        screen.fill(rect.intersection(frame), style: style)
                    }
                    let start = draw(
                        text(at: indexPath, column: index), column: index, at: origins[index], row: row, style: style,
                        into: &screen)
                    // The hardware cursor rests on the focused cell's text, where a screen reader
                    // reads it.
                    if focused && isFocused, let start { screen.placeCursor(column: start, row: row) }
                }
            case nil:
                break
            }
        }
    }

    /// Draws a cell's text in its column, cut to the column and to the frame; returns the column
    /// where the text starts, nil when none of the cell is in the frame.
    @discardableResult
    private func draw(
        _ text: String, column: Int, at x: Int, row: Int, style: Style, into screen: inout Screen
    ) -> Int? {
        let rect = Rect(x: x, y: row, width: columns[column].width, height: 1).intersection(frame)
        guard !rect.isEmpty else { return nil }
        return screen.put(text, in: rect, alignment: columns[column].alignment, style: style)
    }

    // MARK: Input

    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        guard let focused = focusedIndexPath else { return false }
        switch event {
        case .key(let key, let modifiers) where modifiers.isEmpty:
            switch key {
            case .up, .character("k"): focusedIndexPath = indexPath(focused, movedBy: -1)
            case .down, .character("j"): focusedIndexPath = indexPath(focused, movedBy: 1)
            case .home: focusedIndexPath = firstIndexPath
            case .end: focusedIndexPath = lastIndexPath
            case .left:
                guard let column = columns.indices.last(where: { $0 < focusedColumn && columns[$0].isSelectable })
                else { return false }
                focusedColumn = column
            case .right:
                guard let column = columns.indices.first(where: { $0 > focusedColumn && columns[$0].isSelectable })
                else { return false }
                focusedColumn = column
            case .enter, .character(" "):
                onSelect?(focused, focusedColumn, context)
            default:
                return false
            }
            return true
        case .mouse(let mouse):
            return handleMouse(mouse, context: context)
        default:
            return false
        }
    }

    /// The cell under a screen position when it is in a column the focus can rest on (the cell a
    /// click there would select), else nil.
    public func selectableCell(atColumn x: Int, row y: Int) -> (indexPath: TableIndexPath, column: Int)? {
        guard let found = cell(atColumn: x, row: y), columns[found.column].isSelectable else { return nil }
        let origin = columnOrigins()[found.column]
        guard x >= origin - 1 && x <= origin + columns[found.column].width else { return nil }
        return found
    }

    /// The cell under a screen position, if any.
    private func cell(atColumn x: Int, row y: Int) -> (indexPath: TableIndexPath, column: Int)? {
        guard frame.contains(column: x, row: y), y > frame.y,
            case .row(let indexPath) = content(ofLine: firstLine + y - frame.y - 1)
        else { return nil }
        let origins = columnOrigins()
        guard
            let column = columns.indices.first(where: { x >= origins[$0] - 1 && x <= origins[$0] + columns[$0].width })
        else { return (indexPath, focusedColumn) }
        return (indexPath, column)
    }

    private func handleMouse(_ mouse: MouseEvent, context: RunContext) -> Bool {
        switch (mouse.button, mouse.action) {
        case (.wheelUp, _), (.wheelDown, _):
            if let focused = focusedIndexPath {
                focusedIndexPath = indexPath(focused, movedBy: mouse.button == .wheelUp ? -1 : 1)
            }
            return true
        case (.left, .press):
            pressedCell = cell(atColumn: mouse.column, row: mouse.row)
            if let pressed = pressedCell { focus(pressed.indexPath, column: pressed.column) }
            return pressedCell != nil
        case (_, .release):
            defer { pressedCell = nil }
            guard let pressed = pressedCell, let released = cell(atColumn: mouse.column, row: mouse.row),
                released.indexPath == pressed.indexPath, released.column == pressed.column,
                columns[released.column].isSelectable
            else { return pressedCell != nil }
            onSelect?(released.indexPath, released.column, context)
            return true
        case (.left, .drag):
            return pressedCell != nil
        default:
            return false
        }
    }
}
