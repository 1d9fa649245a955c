/// Columns that depend on each other: each key of one column leads to the rows of the next, as
/// states lead to their ZIP codes. Keys of a level are kept sorted; leaf arrays keep their order.
///
/// The tree is held compactly: every title's UTF-8 in one buffer, and for each row where its
/// title ends and the level it leads to (about 8 bytes a row beside its text), so a dependent
/// file of millions of rows takes about twice its size in memory. A ``Node`` is a view of one
/// level. Asking for a row's title or a level's row count is O(1), and the column count is
/// counted once, so a wheel over 100,000 keys costs the same per frame as one over ten.
public struct DependentTree: Sendable, Equatable {
    /// One level: either final values, or keys each with a further level.
    ///
    /// Made by ``values(_:)`` and ``keys(_:)`` (`.keys([("Alpha", .values(["a1", "a2"]))])`), or
    /// read from a file. Two levels are equal when their rows have the same titles, byte for
    /// byte, and lead to equal levels; an empty level is equal to any other empty level.
    public struct Node: Sendable, Equatable {
        let storage: DependentTreeStorage
        let level: Int

        init(storage: DependentTreeStorage, level: Int) {
            self.storage = storage
            self.level = level
        }

        /// Values of the last column.
        public static func values(_ values: [String]) -> Node {
            var builder = DependentTreeBuilder()
            do {
                for value in values { try builder.addRow(value) }
                let level = try builder.endLevel()
                return Node(storage: builder.finish(), level: Int(level))
            } catch {
                preconditionFailure("a dependent tree holds at most 4 GiB of titles and 2^31 rows")
            }
        }

        /// Keys, in the order given, each leading to the next column (the levels they lead to are
        /// copied into the new level's tree).
        public static func keys(_ keys: [(String, Node)]) -> Node {
            var builder = DependentTreeBuilder()
            do {
                let children = try keys.map { try builder.copy($0.1.level, of: $0.1.storage) }
                for ((title, _), child) in zip(keys, children) { try builder.addRow(title, leadingTo: child) }
                let level = try builder.endLevel()
                return Node(storage: builder.finish(), level: Int(level))
            } catch {
                preconditionFailure("a dependent tree holds at most 4 GiB of titles and 2^31 rows")
            }
        }

        /// The number of rows of this level.
        public var rowCount: Int { storage.rows(of: level).count }

        /// The title of row `row`, or nil when there is no such row.
        public func title(atRow row: Int) -> String? {
            let rows = storage.rows(of: level)
            guard row >= 0, row < rows.count else { return nil }
            return storage.title(rows.lowerBound + row)
        }

        /// The UTF-8 of row `row`'s title, lent to `body` (no `String` is made), or nil when there
        /// is no such row.
        package func withTitleUTF8<Result>(atRow row: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
            let rows = storage.rows(of: level)
            guard row >= 0, row < rows.count else { return nil }
            let range = storage.titleRange(rows.lowerBound + row)
            return storage.text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }

        /// The titles of this level's rows (a new array: for one row, ``title(atRow:)``).
        public var titles: [String] { storage.rows(of: level).map(storage.title) }

        /// The level below row `row`, or nil for a value row.
        public func child(_ row: Int) -> Node? {
            let rows = storage.rows(of: level)
            guard row >= 0, row < rows.count else { return nil }
            let child = storage.children[rows.lowerBound + row]
            return child < 0 ? nil : Node(storage: storage, level: Int(child))
        }

        /// The deepest number of levels from here (the whole level is walked: ``DependentTree``
        /// counts it once, as ``DependentTree/columnCount``).
        public var depth: Int { storage.depth(of: level) }

        public static func == (lhs: Node, rhs: Node) -> Bool {
            if lhs.storage === rhs.storage && lhs.level == rhs.level { return true }
            let left = lhs.storage.rows(of: lhs.level)
            let right = rhs.storage.rows(of: rhs.level)
            guard left.count == right.count else { return false }
            for (a, b) in zip(left, right) {
                guard lhs.storage.title(a, equals: b, in: rhs.storage) else { return false }
                let (below, other) = (lhs.storage.children[a], rhs.storage.children[b])
                guard (below < 0) == (other < 0) else { return false }
                if below >= 0,
                    Node(storage: lhs.storage, level: Int(below)) != Node(storage: rhs.storage, level: Int(other))
                {
                    return false
                }
            }
            return true
        }
    }

    /// The first column.
    public let root: Node

    /// The number of columns (the deepest path).
    public let columnCount: Int

    /// Creates a tree; `root` must be made with ``Node/keys(_:)`` for more than one column.
    public init(root: Node) {
        self.root = root
        columnCount = root.depth
    }

    private init(root: Node, columnCount: Int) {
        self.root = root
        self.columnCount = columnCount
    }

    /// The same tree with every title changed by `transform` (keys keep their order). The levels
    /// are shared with this tree; only the titles are made anew.
    public func mapTitles(_ transform: (String) -> String) -> DependentTree {
        let storage = root.storage
        var text: [UInt8] = []
        var ends: [UInt32] = []
        text.reserveCapacity(storage.text.count)
        ends.reserveCapacity(storage.rowCount)
        for row in 0..<storage.rowCount {
            text.append(contentsOf: transform(storage.title(row)).utf8)
            precondition(text.count <= UInt32.max, "a dependent tree holds at most 4 GiB of titles")
            ends.append(UInt32(text.count))
        }
        let mapped = DependentTreeStorage(
            text: text, titleEnds: ends, children: storage.children, levelEnds: storage.levelEnds)
        return DependentTree(root: Node(storage: mapped, level: root.level), columnCount: columnCount)
    }

    /// The node shown in `column` when the columns to its left select `path` (a row per column).
    /// Nil when the path leads past a value column (that column shows nothing).
    public func node(column: Int, path: [Int]) -> Node? {
        var node: Node? = root
        for c in 0..<column {
            guard let current = node else { return nil }
            node = current.child(c < path.count ? path[c] : 0)
        }
        return node
    }
}

extension DependentTree.Node: CustomDebugStringConvertible {
    /// The level as code makes it, `.keys([("a", .values(["1"]))])`, with at most 20 rows of each
    /// level shown.
    public var debugDescription: String {
        let shown = (0..<min(rowCount, 20)).map { row -> String in
            let title = String(reflecting: title(atRow: row) ?? "")
            guard let child = child(row) else { return title }
            return "(\(title), \(child.debugDescription))"
        }
        let more = rowCount > 20 ? ", … \(rowCount - 20) more" : ""
        let isKeys = (0..<rowCount).contains { child($0) != nil }
        return "." + (isKeys ? "keys" : "values") + "([" + shown.joined(separator: ", ") + more + "])"
    }
}
