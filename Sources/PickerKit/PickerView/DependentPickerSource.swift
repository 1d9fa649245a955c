import PickerCore

/// Data source and delegate for dependent columns: choosing a row of one column reloads the
/// columns to its right and spins each to its first row, as the classic state → ZIP code picker.
@MainActor
public final class DependentPickerSource: PickerViewDataSource, PickerViewDelegate {
    /// The columns' contents.
    public let tree: DependentTree
    /// Widths asked for per column (nil shares the space).
    public var widths: [Int?]
    /// Called after the columns to the right were reloaded for a user's choice.
    public var onChange: ((_ row: Int, _ component: Int) -> Void)?

    /// Creates a source over `tree`.
    public init(tree: DependentTree, widths: [Int?] = []) {
        self.tree = tree
        self.widths = widths
    }

    /// The selected rows of the columns left of `column`. The picker answers them while it asks
    /// about `column` (it asks left to right); a column without rows answers -1, which leads to no
    /// level, so the columns to its right have no rows either.
    private func path(_ pickerView: PickerView, upTo column: Int) -> [Int] {
        (0..<column).map { pickerView.selectedRow(inComponent: $0) }
    }

    /// The level shown in `column` (O(1) per row asked: a level's titles are never copied).
    private func level(_ pickerView: PickerView, _ column: Int) -> DependentTree.Node? {
        tree.node(column: column, path: path(pickerView, upTo: column))
    }

    public func numberOfComponents(in pickerView: PickerView) -> Int { tree.columnCount }

    public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        level(pickerView, component)?.rowCount ?? 0
    }

    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        level(pickerView, component)?.title(atRow: row)
    }

    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Int? {
        widths.indices.contains(component) ? widths[component] : nil
    }

    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        for next in (component + 1)..<tree.columnCount {
            pickerView.reloadComponent(next)
            pickerView.selectRow(0, inComponent: next, animated: true)
        }
        onChange?(row, component)
    }
}
