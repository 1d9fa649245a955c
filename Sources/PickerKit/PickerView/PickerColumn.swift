import PickerCore

/// Everything a `PickerView` keeps about one component: its wheel, its row height, the titles
/// it has asked for, and its custom cells (those on screen and spares for reuse).
@MainActor
struct PickerColumn {
    /// The wheel: rows, position, motion and cyclic flag.
    var wheel: WheelModel
    /// The height of each row in lines (from the delegate; at least 1).
    var rowHeight: Int
    /// Titles asked for so far.
    var titles = TitleCache()
    /// Custom cells on screen and their rows (a few: those in sight).
    var visibleCells: [(row: Int, cell: PickerCell)] = []
    /// Cells that scrolled out of sight, handed back through `reusing`.
    var spareCells: [PickerCell] = []
    /// The width the titles need, once measured (nil inside: they cannot be measured).
    var contentWidth: Int??

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

    /// Caches a title.
    mutating func remember(_ title: StyledText, row: Int) {
        titles.keep(title, row: row)
    }

    /// Moves the cells of rows not in `rows` to the spares.
    mutating func recycleCells(keeping rows: Set<Int>) {
        for (row, cell) in visibleCells where !rows.contains(row) { spareCells.append(cell) }
        visibleCells.removeAll { !rows.contains($0.row) }
        if spareCells.count > Self.spareCellLimit { spareCells.removeFirst(spareCells.count - Self.spareCellLimit) }
    }

    /// Forgets titles and puts every cell aside, after the data changed.
    mutating func forgetContent() {
        titles = TitleCache()
        contentWidth = nil
        recycleCells(keeping: [])
    }
}

/// The titles of one component asked for so far: the first rows in a list by row, and the
/// latest of the rows beyond in a short list.
struct TitleCache {
    /// The rows kept by index: those below this.
    static let denseRows = 4096
    /// The most titles kept of rows at or past ``denseRows``.
    static let recentLimit = 256

    private var dense: [StyledText?] = []
    private var recent: [(row: Int, title: StyledText)] = []

    /// The title kept for `row`.
    subscript(row: Int) -> StyledText? {
        if row >= 0 && row < dense.count { return dense[row] }
        return recent.last { $0.row == row }?.title
    }

    /// Keeps `title` for `row`.
    mutating func keep(_ title: StyledText, row: Int) {
        if row >= 0 && row < Self.denseRows {
            if row >= dense.count {
                let size = min(Self.denseRows, max(row + 1, dense.count * 2, 16))
                // Grown in place: a temporary array of nils is copied element by element.
                dense.reserveCapacity(size)
                while dense.count < size { dense.append(nil) }
            }
            dense[row] = title
            return
        }
        if recent.count >= Self.recentLimit { recent.removeFirst(Self.recentLimit / 2) }
        recent.append((row, title))
    }
}
