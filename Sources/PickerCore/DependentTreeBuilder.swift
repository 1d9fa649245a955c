/// Makes a ``DependentTreeStorage`` a level at a time: the levels a level's keys lead to are
/// finished before it (a file is read depth first), and a level's rows are added together just
/// before it is finished, so each level's rows follow those of the level finished before it.
///
/// A row is added by appending its title's UTF-8 to ``text`` and then calling
/// ``endRow(leadingTo:)``; a level by adding its rows and calling ``endLevel()``.
struct DependentTreeBuilder {
    /// A tree larger than the builder was allowed to make.
    struct TooLarge: Error {}

    /// The titles' UTF-8 so far; a reader appends a title here, then ends its row.
    var text: [UInt8] = []
    private var titleEnds: [UInt32] = []
    private var children: [Int32] = []
    private var levelEnds: [UInt32] = []
    /// The most rows, and bytes of titles, the tree may have.
    private let maximumRows: Int
    private let maximumText: Int

    /// A builder for a tree of at most `maximumRows` rows and `maximumText` bytes of titles (at
    /// most what the storage's 32-bit offsets can say).
    init(maximumRows: Int = Int(Int32.max), maximumText: Int = Int(UInt32.max)) {
        self.maximumRows = min(maximumRows, Int(Int32.max))
        self.maximumText = min(maximumText, Int(UInt32.max))
    }

    /// Room for about `rows` rows and `text` bytes of titles, so that a large file's arrays are
    /// not copied as they grow (room not filled costs address space, not memory).
    mutating func reserve(rows: Int, text count: Int) {
        text.reserveCapacity(min(count, maximumText))
        titleEnds.reserveCapacity(min(rows, maximumRows))
        children.reserveCapacity(min(rows, maximumRows))
    }

    /// The number of rows added.
    var rowCount: Int { children.count }

    /// The number of levels finished.
    var levelCount: Int { levelEnds.count }

    /// Ends a row whose title is what ``text`` gained since the row before; `child` is the level
    /// its key leads to, or -1 for a value.
    mutating func endRow(leadingTo child: Int32 = -1) throws(TooLarge) {
        guard text.count <= maximumText, children.count < maximumRows else { throw TooLarge() }
        titleEnds.append(UInt32(text.count))
        children.append(child)
    }

    /// Adds a row titled `title`.
    mutating func addRow(_ title: String, leadingTo child: Int32 = -1) throws(TooLarge) {
        text.append(contentsOf: title.utf8)
        try endRow(leadingTo: child)
    }

    /// Finishes the level made of the rows added since the last level was finished, and gives
    /// its number.
    mutating func endLevel() throws(TooLarge) -> Int32 {
        guard levelEnds.count < Int(Int32.max) else { throw TooLarge() }
        levelEnds.append(UInt32(children.count))
        return Int32(levelEnds.count - 1)
    }

    /// Adds a copy of `level` of `storage`, with every level below it, and gives its number here.
    mutating func copy(_ level: Int, of storage: DependentTreeStorage) throws(TooLarge) -> Int32 {
        let rows = storage.rows(of: level)
        var copied: [Int32] = []
        copied.reserveCapacity(rows.count)
        for row in rows {
            let child = storage.children[row]
            copied.append(child < 0 ? -1 : try copy(Int(child), of: storage))
        }
        for (row, child) in zip(rows, copied) {
            text.append(contentsOf: storage.text[storage.titleRange(row)])
            try endRow(leadingTo: child)
        }
        return try endLevel()
    }

    /// The storage made.
    func finish() -> DependentTreeStorage {
        DependentTreeStorage(text: text, titleEnds: titleEnds, children: children, levelEnds: levelEnds)
    }
}
