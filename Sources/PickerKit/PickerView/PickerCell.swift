import Terminal

/// What a custom cell needs to know to draw one row.
public struct PickerCellContext: Sendable {
    /// The row shown.
    public var row: Int
    /// Its component.
    public var component: Int
    /// Rows between this one and the selection band (0 = in the band).
    public var distance: Int
    /// The style the picker would give a plain title here (band or dimmed by distance).
    public var style: Style
    /// The picker's look.
    public var theme: Theme
    /// The part of the row's rectangle that is visible (a row half scrolled out of the wheel is
    /// cut off): draw only inside it.
    public var clip: Rect
}

/// A row that draws itself (the analogue of the view returned by `viewForRow:reusing:`): a slot
/// machine symbol, a colour swatch. The picker keeps cells that scroll out of sight and hands
/// them back through `reusing` for new rows.
@MainActor
public protocol PickerCell: AnyObject {
    /// Draws the row into `rect`, its whole size even when partly out of sight; draw only inside
    /// `context.clip` (the picker has already filled that with the row's background).
    func render(in rect: Rect, into screen: inout Screen, context: PickerCellContext)
}
