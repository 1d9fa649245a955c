/// One wheel of a date picker, as ``DateWheelLayout/columns(given:)`` describes it for the current
/// selection: what it shows, how many rows, whether they wrap, and the title of any row.
///
/// Titles are computed on demand, one row at a time: a column of 100,000 days costs what a column
/// of 12 months does. Feed ``rowCount`` and ``isCyclic`` to a ``WheelModel``.
package struct DateColumn: Sendable {
    /// What the column shows.
    package let kind: DateColumnKind
    /// The number of rows (for a month column, the months of the selected year: 13 in a Hebrew
    /// leap year).
    package let rowCount: Int
    /// Whether the rows wrap around like a dial (day, month, hour, minute), as on iOS.
    package let isCyclic: Bool
    /// The width the column wants, in terminal columns: the widest title among a sample of its
    /// rows (every row of the short columns), estimated (East Asian wide characters count two).
    package let preferredWidth: Int

    private let titleOfRow: @Sendable (Int) -> String

    /// Creates a column; `title` must answer for every row in `0..<rowCount`.
    init(
        kind: DateColumnKind, rowCount: Int, isCyclic: Bool, preferredWidth: Int,
        title: @escaping @Sendable (Int) -> String
    ) {
        self.kind = kind
        self.rowCount = rowCount
        self.isCyclic = isCyclic
        self.preferredWidth = preferredWidth
        self.titleOfRow = title
    }

    /// The localized title of `row` ("November", "15", "2024", "Today", "05", "PM", "1 hr"); empty
    /// for a row outside `0..<rowCount`. O(1): at most one formatter call.
    package func title(row: Int) -> String {
        guard row >= 0, row < rowCount else { return "" }
        return titleOfRow(row)
    }
}
