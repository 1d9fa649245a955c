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

    /// Rows whose cells were drawn in the frame being drawn (see ``keepCell(row:)``); kept between
    /// frames so that no frame allocates it.
    private var drawnRows: [Int] = []

    /// The custom cell on screen for `row`, if there is one.
    func visibleCell(row: Int) -> PickerCell? {
        // A loop, not `first(where:)`: asked for every row of every frame, and a closure of a
        // main-actor type checks its executor on every call.
        for entry in visibleCells where entry.row == row { return entry.cell }
        return nil
    }

    /// Caches a title.
    mutating func remember(_ title: StyledText, row: Int) {
        titles.keep(title, row: row)
    }

    /// Starts a frame's drawing: no row's cell has been drawn yet.
    mutating func beginDrawingCells() {
        drawnRows.removeAll(keepingCapacity: true)
    }

    /// Notes that the cell of `row` was drawn in this frame: ``recycleUndrawnCells()`` keeps it.
    mutating func keepCell(row: Int) {
        drawnRows.append(row)
    }

    /// Moves the cells of the rows not drawn since ``beginDrawingCells()`` to the spares.
    mutating func recycleUndrawnCells() {
        // Loops over the few rows in sight: this runs every frame, mostly with nothing to move.
        var kept = 0
        for entry in visibleCells where drawnRows.contains(entry.row) { kept += 1 }
        guard kept < visibleCells.count else { return }
        var stillVisible: [(row: Int, cell: PickerCell)] = []
        stillVisible.reserveCapacity(kept)
        for entry in visibleCells {
            if drawnRows.contains(entry.row) {
                stillVisible.append(entry)
            } else {
                spareCells.append(entry.cell)
            }
        }
        visibleCells = stillVisible
        if spareCells.count > Self.spareCellLimit { spareCells.removeFirst(spareCells.count - Self.spareCellLimit) }
    }

    /// Forgets titles and puts every cell aside, after the data changed.
    mutating func forgetContent() {
        titles = TitleCache()
        contentWidth = nil
        beginDrawingCells()
        recycleUndrawnCells()
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
