import PickerKit

/// The "Resistor" tab: a colour-code calculator with four wrap-around dials — first digit,
/// second digit, multiplier, tolerance — and a drawing of the resistor with its value.
@MainActor
final class ResistorScreen: GalleryScreen, PickerViewDataSource, PickerViewDelegate {
    let tabItem = TabBar.Item(glyph: "Ω", title: "Resistor", functionKey: 6)
    let heading = Label("Wrap-around dials: resistor colour code", alignment: .center, themeStyle: \.accent)
    let picker = PickerView(visibleRows: 7)
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    /// The bands of each dial. The first has no black: a leading zero is not a colour code's first
    /// band, so its row 0 is brown, 1.
    let dials: [[ResistorCode.Band]] = [
        Array(ResistorCode.digits.dropFirst()), ResistorCode.digits, ResistorCode.multipliers,
        ResistorCode.tolerances.map(\.band),
    ]

    init() {
        picker.dataSource = self
        picker.delegate = self
        for dial in 0..<4 { picker.setCyclic(true, forComponent: dial) }
        // 4.7 kΩ ±5%: yellow, violet, red, gold.
        picker.reloadAllComponents()
        for (dial, row) in [4 - 1, 7, 2, 6].enumerated() { picker.selectRow(row, inComponent: dial, animated: false) }
    }

    /// The code the dials show now (their destination while they turn).
    var code: ResistorCode {
        ResistorCode(
            first: picker.selectedRow(inComponent: 0) + 1, second: picker.selectedRow(inComponent: 1),
            multiplier: picker.selectedRow(inComponent: 2), tolerance: picker.selectedRow(inComponent: 3))
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { dials.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { dials[component].count }

    func pickerView(
        _ pickerView: PickerView, cellForRow row: Int, forComponent component: Int, reusing cell: PickerCell?
    ) -> PickerCell? {
        let swatch = (cell as? SwatchCell) ?? SwatchCell()
        swatch.band = dials[component][row]
        return swatch
    }

    var children: [Widget] { [heading, picker] }

    func layout() {
        let width = min(frame.width, 60)
        let x = frame.x + (frame.width - width) / 2
        heading.frame = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: 1)
        picker.frame = Rect(x: x, y: frame.y + 3, width: width, height: picker.preferredHeight(forWidth: width))
    }

    func render(into screen: inout Screen, theme: Theme) {
        renderChildren(into: &screen, theme: theme)
        drawResistor(into: &screen, theme: theme, top: picker.frame.maxY + 1)
    }

    /// The resistor: leads, a beige body with four coloured bands, and the value below.
    private func drawResistor(into screen: inout Screen, theme: Theme, top: Int) {
        let code = code
        let bodyWidth = 19
        let leadWidth = 8
        let left = frame.x + (frame.width - bodyWidth - 2 * leadWidth) / 2
        guard frame.width >= bodyWidth + 2 * leadWidth, top >= frame.y, top + 5 <= frame.maxY else {
            // No room for the picture: the value alone, where it fits.
            let line = Rect(x: frame.x, y: top, width: frame.width, height: 1)
            screen.put(code.text, in: line, alignment: .center, style: theme.text)
            return
        }
        let body = Style(foreground: .rgb(90, 70, 40), background: theme.usesColor ? .rgb(222, 196, 150) : .default)
        let lead = Style(foreground: .palette(250))
        let bands = [
            (3, ResistorCode.digits[code.first]), (6, ResistorCode.digits[code.second]),
            (9, ResistorCode.multipliers[code.multiplier]), (15, ResistorCode.tolerances[code.tolerance].band),
        ]
        screen.put(String(repeating: "━", count: leadWidth), column: left, row: top + 1, style: lead)
        screen.put(
            String(repeating: "━", count: leadWidth), column: left + leadWidth + bodyWidth, row: top + 1, style: lead)
        screen.fill(Rect(x: left + leadWidth, y: top, width: bodyWidth, height: 3), style: body)
        for (offset, band) in bands {
            let style = Style(foreground: band.color, background: body.background)
            for line in 0..<3 {
                screen.put("██", column: left + leadWidth + offset, row: top + line, style: style)
            }
        }
        if !theme.usesColor {  // without colour, name the bands
            let names = bands.map(\.1.name).joined(separator: " · ")
            screen.put(
                names, in: Rect(x: frame.x, y: top + 3, width: frame.width, height: 1), alignment: .center,
                style: theme.hint)
        }
        screen.put(
            code.text, in: Rect(x: frame.x, y: top + 4, width: frame.width, height: 1), alignment: .center,
            style: theme.text)
    }
}

/// A dial row: a colour swatch and its name; bright in the band, muted elsewhere.
@MainActor
final class SwatchCell: PickerCell {
    var band = ResistorCode.digits[0]

    func render(in rect: Rect, into screen: inout Screen, context: PickerCellContext) {
        var swatch = Style(foreground: band.color, background: context.style.background)
        if context.distance > 0 {
            swatch.foreground = Self.muted(band.color)
        }
        let width = 3 + DisplayWidth.of(band.name)
        let x = rect.x + max(0, (rect.width - width) / 2)
        let row = rect.y + (rect.height - 1) / 2
        guard row >= context.clip.y, row < context.clip.maxY else { return }
        screen.put("██", column: x, row: row, limit: rect.maxX - x, style: swatch, truncation: .clip)
        screen.put(band.name, column: x + 3, row: row, limit: rect.maxX - x - 3, style: context.style)
    }

    /// The colour at about half its brightness, mixed toward the background grey.
    static func muted(_ color: Color) -> Color {
        guard case .rgb(let r, let g, let b) = color else { return color }
        func mix(_ c: UInt8) -> UInt8 { UInt8((Int(c) * 45 + 60 * 55) / 100) }
        return .rgb(mix(r), mix(g), mix(b))
    }
}
