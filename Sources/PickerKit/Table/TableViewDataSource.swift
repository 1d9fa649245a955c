/// A row of a ``TableView``: its section and its place in that section, as UIKit's `IndexPath`.
public struct TableIndexPath: Hashable, Comparable, Sendable {
    /// The section, from 0.
    public var section: Int
    /// The row in the section, from 0.
    public var row: Int

    /// Creates an index path.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

/// Tells a ``TableView`` its sections, rows and the text of each cell, as
/// `UITableViewDataSource` does. Answers are kept until `reloadData()` or `reloadRow(at:)`.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The title above a section, or nil for none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The text of the cell in `column` (an index into the table's `columns`) of a row.
    func tableView(_ tableView: TableView, textForRowAt indexPath: TableIndexPath, column: Int) -> String
}

extension TableViewDataSource {
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}
