import PickerKit

/// The months as the seed's mini picker shows them: not titles but views, each month a label in
/// a rounded border three lines tall, sliding under the arrows with its neighbours beside it.
@MainActor
final class MonthLabels: PickerViewDataSource, PickerViewDelegate {
    let months: [String]
    /// The columns of a label: the longest month, a space each side, and the border.
    let width: Int

    init(months: [String]) {
        self.months = months
        width = (months.map { DisplayWidth.of($0) }.max() ?? 1) + 4
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { months.count }

    /// The titles still answer: what is read back, and what typing jumps by.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        months.indices.contains(row) ? months[row] : nil
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Int? { width }

    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Int { 3 }

    func pickerView(
        _ pickerView: PickerView, cellForRow row: Int, forComponent component: Int, reusing cell: PickerCell?
    ) -> PickerCell? {
        let label = (cell as? BorderedLabelCell) ?? BorderedLabelCell()
        label.title = months.indices.contains(row) ? months[row] : ""
        return label
    }
}

/// A label in a rounded border: the month in the band is drawn in the band's style inside an
/// accent border; the others dim with their distance.
@MainActor
final class BorderedLabelCell: PickerCell {
    var title = ""

    func render(in rect: Rect, into screen: inout Screen, context: PickerCellContext) {
        guard rect.width >= 2, rect.height >= 1 else { return }
        let border = context.distance == 0 ? context.theme.accent : context.style
        let rule = String(repeating: "─", count: rect.width - 2)
        let middle = rect.y + rect.height / 2
        // Cut, not ellipsised, where the ribbon's edge cuts the label: it slides on past it.
        if rect.height >= 3 {
            let top = "╭" + rule + "╮"
            let bottom = "╰" + rule + "╯"
            screen.put(top, column: rect.x, row: rect.y, limit: rect.width, style: border, truncation: .clip)
            screen.put(bottom, column: rect.x, row: rect.maxY - 1, limit: rect.width, style: border, truncation: .clip)
        }
        screen.put("│", column: rect.x, row: middle, limit: 1, style: border)
        screen.put("│", column: rect.maxX - 1, row: middle, limit: 1, style: border)
        let slack = max(0, rect.width - 2 - DisplayWidth.of(title))
        screen.put(
            title, column: rect.x + 1 + slack / 2, row: middle, limit: rect.width - 2, style: context.style,
            truncation: .clip)
    }
}
