import Terminal

/// One row of a date wheel: its title, greyed while the row cannot be chosen.
///
/// Whether a row can be chosen depends on the other wheels (day 30 is greyed once the month is
/// February), so the cell asks its wheels at every frame instead of keeping a styled title: the
/// picker never has to be reloaded (which would stop a spinning wheel) to re-grey a column.
@MainActor
final class DateWheelCell: PickerCell {
    /// The wheels that own the row.
    weak var wheels: DateWheels?
    /// The row shown.
    var row = 0
    /// Its component.
    var component = 0

    func render(in rect: Rect, into screen: inout Screen, context: PickerCellContext) {
        guard let wheels else { return }
        let line = rect.y + (rect.height - 1) / 2
        guard line >= context.clip.y, line < context.clip.maxY else { return }
        let left = max(rect.x + 1, context.clip.x)
        let right = min(rect.maxX - 1, context.clip.maxX)
        guard right > left else { return }
        var style = context.style
        if !wheels.isEnabled(row: row, component: component) {
            let disabled = context.theme.disabled
            // In the band the band's colours stay (the row is about to spring back); elsewhere
            // the row takes the disabled colour. The attributes say it without colour.
            if context.distance > 0 && context.theme.usesColor { style.foreground = disabled.foreground }
            style.attributes.formUnion(disabled.attributes)
        }
        screen.put(
            wheels.title(row: row, component: component), in: Rect(x: left, y: line, width: right - left, height: 1),
            alignment: .center, style: style)
    }
}
