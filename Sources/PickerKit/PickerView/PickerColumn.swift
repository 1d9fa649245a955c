import PickerCore

/// Everything a `PickerView` keeps about one component: its wheel, its row height, the titles
/// it has asked for, and its custom cells (those on screen and spares for reuse).
@MainActor
struct PickerColumn {
    /// The wheel: rows, position, motion and cyclic flag.
    var wheel: WheelModel
    /// The height of each row in lines (from the delegate; at least 1).
    var rowHeight: Int
    /// Titles asked for so far, by row (bounded: cleared when it grows past `titleCacheLimit`).
    var titles: [Int: StyledText] = [:]
    /// Custom cells on screen and their rows (a few: those in sight). A list rather than a
    /// dictionary by row: a dictionary of a new type costs the Swift runtime a scan of every
    /// protocol conformance in the binary the first time, at the start of every picker with cells.
    var visibleCells: [(row: Int, cell: PickerCell)] = []
    /// Cells that scrolled out of sight, handed back through `reusing`.
    var spareCells: [PickerCell] = []
    /// The width the titles need, once measured (nil inside: they cannot be measured).
    var contentWidth: Int??

    /// The most titles kept per component.
    static let titleCacheLimit = 4096
    /// The most spare cells kept per component.
    static let spareCellLimit = 16

    init(rowCount: Int, isCyclic: Bool, rowHeight: Int) {
        wheel = WheelModel(rowCount: rowCount, isCyclic: isCyclic)
        self.rowHeight = max(1, rowHeight)
    }

    /// The custom cell on screen for `row`, if there is one.
    func visibleCell(row: Int) -> PickerCell? {
        visibleCells.first { $0.row == row }?.cell
    }

    /// Caches a title, clearing the cache first when it is full.
    mutating func remember(_ title: StyledText, row: Int) {
        if titles.count > Self.titleCacheLimit { titles.removeAll(keepingCapacity: true) }
        titles[row] = title
    }

    /// Moves the cells of rows not in `rows` to the spares.
    mutating func recycleCells(keeping rows: Set<Int>) {
        for (row, cell) in visibleCells where !rows.contains(row) { spareCells.append(cell) }
        visibleCells.removeAll { !rows.contains($0.row) }
        if spareCells.count > Self.spareCellLimit { spareCells.removeFirst(spareCells.count - Self.spareCellLimit) }
    }

    /// Forgets titles and puts every cell aside, after the data changed.
    mutating func forgetContent() {
        titles = [:]
        contentWidth = nil
        recycleCells(keeping: [])
    }
}
