/// Data source and delegate over arrays of strings, behind `PickerView(components:)`.
@MainActor
final class ArrayPickerSource: PickerViewDataSource, PickerViewDelegate {
    var components: [[String]]
    var widths: [Int?]

    init(components: [[String]], widths: [Int?]) {
        self.components = components
        self.widths = widths
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Int? {
        widths.indices.contains(component) ? widths[component] : nil
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { components.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        components[component].count
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        components[component][row]
    }
}
