import PickerKit

/// The "Weight" tab: the endless body-weight ruler, 9 to 999 kg in steps of 0.1 (wrapping from
/// 999.0 to 9.0), with the value in large digits above it and a kg/lb switch that converts it.
@MainActor
final class WeightScreen: GalleryScreen {
    let tabItem = TabBar.Item(glyph: "kg", title: "Weight", functionKey: 7)
    let heading = Label("Endless ruler: body weight", alignment: .center, themeStyle: \.accent)
    let readout = BigNumber()
    let ruler: RulerView
    let unitLabel = Label("Unit", alignment: .trailing)
    let unitPicker = MiniPicker(components: [MassUnit.allCases.map(\.symbol)])
    let hint = Label(
        "drag and let go to fling · type a weight and Enter · Tab to the unit", alignment: .center, themeStyle: \.hint)
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    /// The unit shown.
    private(set) var unit = MassUnit.kilograms
    /// The weight as the user chose it, in the unit it was chosen in: a switch of unit converts
    /// from here, so switching back and forth never drifts by a tick.
    private var origin: (unit: MassUnit, tick: Int)
    /// The tick the last switch put the ruler on; a ruler elsewhere has been moved by the user.
    private var convertedTick: Int

    /// The ruler of each unit: 9–999 kg, and about the same span in pounds, in steps of 0.1.
    static func scale(for unit: MassUnit) -> RulerScale {
        // Constant, valid settings: the scale cannot fail to build.
        switch unit {
        case .kilograms: return try! RulerScale(minimum: "9", maximum: "999", step: "0.1", major: 10, wraps: true)
        case .pounds: return try! RulerScale(minimum: "20", maximum: "2200", step: "0.1", major: 10, wraps: true)
        }
    }

    init() {
        let scale = Self.scale(for: .kilograms)
        let start = (try? scale.tick(for: "70", policy: .clamp).get())?.tick ?? 0
        ruler = RulerView(scale: scale, tick: start, unit: MassUnit.kilograms.symbol)
        ruler.showsValue = false
        origin = (.kilograms, start)
        convertedTick = start
        unitPicker.onSelect = { [unowned self] row, _ in self.switchUnit(to: MassUnit.allCases[row]) }
    }

    /// Shows the weight in `newUnit`, converted from the value the user chose.
    func switchUnit(to newUnit: MassUnit) {
        guard newUnit != unit else { return }
        if ruler.tick != convertedTick { origin = (unit, ruler.tick) }
        let tick: Int
        if newUnit == origin.unit {
            tick = origin.tick
        } else {
            tick =
                Self.scale(for: newUnit).tick(
                    converting: origin.tick, on: Self.scale(for: origin.unit), from: origin.unit, to: newUnit
                ).tick
        }
        ruler.setScale(Self.scale(for: newUnit), tick: tick)
        ruler.unit = newUnit.symbol
        unit = newUnit
        convertedTick = tick
    }

    var children: [Widget] { [heading, readout, ruler, unitLabel, unitPicker, hint] }

    func layout() {
        let width = frame.width
        heading.frame = Rect(x: frame.x, y: frame.y + 1, width: width, height: 1)
        // The big digits follow the tick passing the pointer, frame by frame.
        readout.text = ruler.scale.text(atTick: ruler.displayedTick)
        readout.unit = unit.symbol
        readout.frame = Rect(x: frame.x, y: frame.y + 3, width: width, height: 3)
        ruler.frame = Rect(
            x: frame.x + 1, y: frame.y + 7, width: max(0, width - 2), height: ruler.preferredHeight(forWidth: width))
        let pickerWidth = unitPicker.preferredWidth
        let labelWidth = 5
        let x = frame.x + (width - labelWidth - 1 - pickerWidth) / 2
        unitLabel.frame = Rect(x: x, y: ruler.frame.maxY + 1, width: labelWidth, height: 1)
        unitPicker.frame = Rect(x: x + labelWidth + 1, y: ruler.frame.maxY + 1, width: pickerWidth, height: 1)
        hint.frame = Rect(x: frame.x, y: ruler.frame.maxY + 3, width: width, height: 1)
    }

}
