/// Supplies what a `PickerView` shows in each row and hears about the user's choices, as
/// `UIPickerViewDelegate` does. Every method is optional.
///
/// For a row the picker asks, in order: `pickerView(_:cellForRow:forComponent:reusing:)`, then
/// `pickerView(_:styledTitleForRow:forComponent:)`, then `pickerView(_:titleForRow:forComponent:)`.
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The text of a row.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The text of a row with its own styles (the attributed-title analogue); nil falls back to
    /// the plain title.
    func pickerView(_ pickerView: PickerView, styledTitleForRow row: Int, forComponent component: Int) -> StyledText?
    /// A custom cell that draws the row itself (the `viewForRow:reusing:` analogue). `cell` is
    /// one that scrolled out of sight, to be reconfigured and returned, or nil.
    func pickerView(
        _ pickerView: PickerView, cellForRow row: Int, forComponent component: Int, reusing cell: PickerCell?
    ) -> PickerCell?
    /// The width of a component in columns; nil shares the space left among such components.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Int?
    /// The height of a component's rows in lines (default 1).
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Int
    /// The user's gesture settled on a new row. Not called for `selectRow(_:inComponent:animated:)`.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    public func pickerView(_ pickerView: PickerView, styledTitleForRow row: Int, forComponent component: Int)
        -> StyledText?
    { nil }
    public func pickerView(
        _ pickerView: PickerView, cellForRow row: Int, forComponent component: Int, reusing cell: PickerCell?
    ) -> PickerCell? { nil }
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Int? { nil }
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Int { 1 }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}
