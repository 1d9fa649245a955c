/// Tells a `PickerView` how many components and rows it has, as `UIPickerViewDataSource` does.
///
/// Answers are cached until `reloadComponent(_:)` or `reloadAllComponents()`.
@MainActor
public protocol PickerViewDataSource: AnyObject {
    /// The number of side-by-side wheels.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// The number of rows of one wheel.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// A data source that can find rows by title prefix faster than asking for every title
/// (type-ahead in very long components).
@MainActor
public protocol PickerRowSearching: AnyObject {
    /// The first row of `component`, from the top, whose title starts with `prefix` (already
    /// folded: lower case, no diacritics), or nil.
    func pickerView(_ pickerView: PickerView, firstRowMatching prefix: String, inComponent component: Int) -> Int?
}
