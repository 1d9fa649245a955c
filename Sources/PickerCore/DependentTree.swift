/// Columns that depend on each other: each key of one column leads to the rows of the next, as
/// states lead to their ZIP codes. Keys of a level are kept sorted; leaf arrays keep their order.
///
/// Asking for a row's title or a level's row count is O(1), and the column count is counted
/// once, so a wheel over 100,000 keys costs the same per frame as one over ten.
public struct DependentTree: Sendable, Equatable {
    /// One level: either final values, or keys each with a further level.
    public indirect enum Node: Sendable, Equatable {
        /// Values of the last column.
        case values([String])
        /// Keys, sorted, each leading to the next column.
        case keys([(String, Node)])

        public static func == (lhs: Node, rhs: Node) -> Bool {
            switch (lhs, rhs) {
            case (.values(let a), .values(let b)): a == b
            case (.keys(let a), .keys(let b)):
                a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
            default: false
            }
        }

        /// The number of rows of this level.
        public var rowCount: Int {
            switch self {
            case .values(let values): values.count
            case .keys(let keys): keys.count
            }
        }

        /// The title of row `row`, or nil when there is no such row.
        public func title(atRow row: Int) -> String? {
            switch self {
            case .values(let values): values.indices.contains(row) ? values[row] : nil
            case .keys(let keys): keys.indices.contains(row) ? keys[row].0 : nil
            }
        }

        /// The titles of this level's rows (a new array: for one row, ``title(atRow:)``).
        public var titles: [String] {
            switch self {
            case .values(let values): values
            case .keys(let keys): keys.map(\.0)
            }
        }

        /// The level below row `row`, or nil for a value row.
        public func child(_ row: Int) -> Node? {
            guard case .keys(let keys) = self, keys.indices.contains(row) else { return nil }
            return keys[row].1
        }

        /// The deepest number of levels from here (the whole level is walked: ``DependentTree``
        /// counts it once, as ``DependentTree/columnCount``).
        public var depth: Int {
            switch self {
            case .values: 1
            case .keys(let keys): 1 + (keys.map { $0.1.depth }.max() ?? 0)
            }
        }
    }

    /// The first column.
    public let root: Node

    /// The number of columns (the deepest path).
    public let columnCount: Int

    /// Creates a tree; `root` must be `.keys` for more than one column.
    public init(root: Node) {
        self.root = root
        columnCount = root.depth
    }

    /// The same tree with every title changed by `transform` (keys keep their order).
    public func mapTitles(_ transform: (String) -> String) -> DependentTree {
        func map(_ node: Node) -> Node {
            switch node {
            case .values(let values): .values(values.map(transform))
            case .keys(let keys): .keys(keys.map { (transform($0.0), map($0.1)) })
            }
        }
        return DependentTree(root: map(root))
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
