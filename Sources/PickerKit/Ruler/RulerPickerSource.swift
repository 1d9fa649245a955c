import PickerCore
import Terminal

/// A one-component data source and delegate over the ticks of a `RulerScale`: one row per
/// tick, titled with its value and unit ("70.0 kg"), served lazily (a scale of 10^8 ticks costs
/// the rows on screen). For showing a ruler's numbers on a ``PickerView`` or a ``MiniPicker``.
///
/// Typing jumps by value, not by title: the typed digits are read as a number and the row
/// nearest to it comes up (typing "70.3" reaches 70.3, clamped to the ends).
@MainActor
public final class RulerPickerSource: PickerViewDataSource, PickerViewDelegate, PickerRowSearching {
    /// The numbers.
    public let scale: RulerScale
    /// The unit after each value, if any.
    public let unit: String?
    /// The component's width: the widest value and its unit, with a space on each side.
    private let width: Int

    /// Creates a source over `scale`, with `unit` after each value.
    public init(scale: RulerScale, unit: String? = nil) {
        self.scale = scale
        self.unit = unit
        let unitWidth = unit.map { DisplayWidth.of(UnitText.separator(before: $0) + InertText.make($0)) } ?? 0
        width = max(scale.text(atTick: 0).count, scale.text(atTick: scale.lastTick).count) + unitWidth + 2
    }

    public func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

    public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        scale.tickCount
    }

    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let value = scale.text(atTick: row)
        return UnitText.joining(value, unit: unit)
    }

    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Int? { width }

    public func pickerView(_ pickerView: PickerView, firstRowMatching prefix: String, inComponent component: Int)
        -> Int?
    {
        guard case .success(let entry) = scale.tick(for: prefix, policy: .clamp) else { return nil }
        return entry.tick
    }
}
