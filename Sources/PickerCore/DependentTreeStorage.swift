/// The rows of a ``DependentTree`` in four flat arrays: every title's UTF-8 one after another,
/// and for each row where its title ends and the level it leads to, and for each level where its
/// rows end. A row costs 8 bytes beside its text, so the tree of a file of millions of rows takes
/// about twice the file's size (a `String` and an array for each row and level, with the objects
/// Foundation parsed them from, took up to 45 times it).
///
/// Levels are numbered in the order they were finished: a level's keys lead to levels finished
/// before it (smaller numbers), and its rows follow the rows of the level before it, so where a
/// level's rows end is all that is kept of it. Made by ``DependentTreeBuilder``; never changed.
final class DependentTreeStorage: Sendable {
    /// The titles' UTF-8, row after row.
    let text: [UInt8]
    /// For each row, where its title ends in ``text`` (it starts where the row before ends).
    let titleEnds: [UInt32]
    /// For each row, the level its key leads to, or -1 for a value of a last column.
    let children: [Int32]
    /// For each level, where its rows end (they start where the level before ends).
    let levelEnds: [UInt32]

    init(text: [UInt8], titleEnds: [UInt32], children: [Int32], levelEnds: [UInt32]) {
        self.text = text
        self.titleEnds = titleEnds
        self.children = children
        self.levelEnds = levelEnds
    }

    /// The number of rows of every level together.
    var rowCount: Int { children.count }

    /// The rows of `level`.
    func rows(of level: Int) -> Range<Int> {
        (level == 0 ? 0 : Int(levelEnds[level - 1]))..<Int(levelEnds[level])
    }

    /// Where the title of `row` is in ``text``.
    func titleRange(_ row: Int) -> Range<Int> {
        (row == 0 ? 0 : Int(titleEnds[row - 1]))..<Int(titleEnds[row])
    }

    /// The title of `row` (its bytes are UTF-8: the builders take only text).
    func title(_ row: Int) -> String {
        text.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[titleRange(row)]), as: UTF8.self)
        }
    }

    /// Whether two rows' titles are the same bytes.
    func title(_ row: Int, equals other: Int, in storage: DependentTreeStorage) -> Bool {
        let mine = titleRange(row)
        let theirs = storage.titleRange(other)
        guard mine.count == theirs.count else { return false }
        return text.withUnsafeBufferPointer { a in
            storage.text.withUnsafeBufferPointer { b in
                UnsafeBufferPointer(rebasing: a[mine]).elementsEqual(UnsafeBufferPointer(rebasing: b[theirs]))
            }
        }
    }

    /// The number of columns from `level` down its deepest branch.
    func depth(of level: Int) -> Int {
        var deepest = 0
        for row in rows(of: level) where children[row] >= 0 {
            deepest = max(deepest, depth(of: Int(children[row])))
        }
        return 1 + deepest
    }
}
