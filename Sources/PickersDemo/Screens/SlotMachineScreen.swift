import PickerKit

/// The "Custom" tab: a slot machine of five reels drawn by custom cells, as the book has it.
///
/// What the book does: its `viewDidLoad` selects no row, so every reel starts at row 0 (the
/// seven), and the reels are plain components that do not wrap around; the picker takes no input.
/// Spin picks a random row for each reel and moves there with `selectRow(_:inComponent:animated:
/// true)`, plays the crunch sound and hides the button; half a second later it shows the button
/// again — or, when three or more equal symbols sit side by side, plays the win sound, shows
/// "WINNER!" and shows the button 1.5 s after that. Here the sounds are the terminal's bell, and
/// the win is "WIN!" in large letters between the reels and Spin.
@MainActor
final class SlotMachineScreen: GalleryScreen, PickerViewDataSource, PickerViewDelegate {
    static let reelCount = 5

    let tabItem = TabBar.Item(glyph: "♣", title: "Custom", functionKey: 5)
    let heading = Label("Custom cells: a slot machine", alignment: .center, themeStyle: \.accent)
    let picker = PickerView(visibleRows: 3 * SlotSymbol.rowHeight)
    let spin: Button
    let banner = WinBanner()
    private unowned let context: GalleryContext
    /// Whether a spin is under way (from Spin until the button comes back).
    private(set) var spinning = false
    /// How long Spin stays away after a press, as the book has it.
    static let spinReturnDelay = 0.5
    /// How much longer it stays away after a win, while the win shows, as the book has it.
    static let winDelay = 1.5
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    init(context: GalleryContext) {
        self.context = context
        spin = Button("Spin")
        banner.isHidden = true
        picker.isUserInteractionEnabled = false
        picker.dataSource = self
        picker.delegate = self
        spin.action = { [unowned self] context in self.startSpin(context: context) }
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: PickerView) -> Int { Self.reelCount }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        SlotSymbol.allCases.count
    }

    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Int { SlotSymbol.rowHeight }

    func pickerView(
        _ pickerView: PickerView, cellForRow row: Int, forComponent component: Int, reusing cell: PickerCell?
    ) -> PickerCell? {
        let symbolCell = (cell as? SymbolCell) ?? SymbolCell()
        symbolCell.symbol = SlotSymbol.allCases[row]
        return symbolCell
    }

    // MARK: Spinning

    /// The symbols in the band, reel by reel.
    var symbols: [SlotSymbol] {
        (0..<Self.reelCount).map { SlotSymbol.allCases[max(0, picker.selectedRow(inComponent: $0))] }
    }

    /// Spin's press: each reel moves to a random row (the seeded generator), the crunch rings,
    /// and the button hides until the book's delays have passed.
    func startSpin(context run: RunContext) {
        guard !spinning else { return }
        spinning = true
        spin.isHidden = true
        banner.isHidden = true
        var rows: [Int] = []
        for reel in 0..<Self.reelCount {
            let row = Int.random(in: 0..<SlotSymbol.allCases.count, using: &context.random)
            rows.append(row)
            picker.selectRow(row, inComponent: reel, animated: true)
        }
        run.bell()  // the crunch
        let won = Self.longestRun(rows.map { SlotSymbol.allCases[$0] }) >= 3
        run.after(Self.spinReturnDelay) { [weak self] in
            guard let self else { return }
            if won {
                self.banner.isHidden = false
                run.bell()  // the win sound
                run.after(Self.winDelay) { [weak self] in self?.showSpin() }
            } else {
                self.showSpin()
            }
        }
    }

    private func showSpin() {
        spinning = false
        spin.isHidden = false
    }

    /// The length of the longest run of equal neighbouring symbols.
    static func longestRun(_ symbols: [SlotSymbol]) -> Int {
        var best = 0
        var run = 0
        for (index, symbol) in symbols.enumerated() {
            run = index > 0 && symbols[index - 1] == symbol ? run + 1 : 1
            best = max(best, run)
        }
        return best
    }

    // MARK: Layout

    var children: [Widget] { [heading, picker, spin, banner] }

    /// The heading, the reels, then the banner's place, then Spin: the banner never covers Spin.
    /// Three whole reel rows when there is room; else the band and most of its neighbours (13
    /// lines), so the screen is whole at 80×24.
    func layout() {
        let width = min(frame.width, Self.reelCount * (SlotSymbol.width + 3) + 1)
        let x = frame.x + (frame.width - width) / 2
        let spare = max(0, frame.height - 3 - WinBanner.lines.count - 1)
        let reels = picker.preferredHeight(forWidth: width)
        let height = spare >= reels + 2 ? reels : min(reels - 2, spare)
        let gap = spare - height >= 2 ? 1 : 0
        heading.frame = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: 1)
        picker.frame = Rect(x: x, y: frame.y + 3, width: width, height: height)
        banner.frame = Rect(x: frame.x, y: picker.frame.maxY + gap, width: frame.width, height: WinBanner.lines.count)
        spin.frame = Rect(x: x, y: banner.frame.maxY + gap, width: width, height: 1)
    }

}

/// The six symbols of a reel, each a small coloured drawing.
enum SlotSymbol: CaseIterable, Equatable {
    case seven, bar, crown, cherry, lemon, apple

    /// Lines of a drawing.
    static let height = 3
    /// Lines of a reel row: the drawing with a blank line above and below.
    static let rowHeight = 5
    /// Columns of a drawing.
    static let width = 7

    /// The drawing, line by line, with its colour.
    var art: (lines: [String], color: Color) {
        switch self {
        case .seven: (["▀▀▀▀▀█ ", "   ▄▀  ", "  █    "], .rgb(230, 40, 40))
        case .bar: (["▄▄▄▄▄▄▄", "█ BAR █", "▀▀▀▀▀▀▀"], .rgb(235, 235, 235))
        case .crown: (["▲  ▲  ▲", "█▄▄█▄▄█", "▀▀▀▀▀▀▀"], .rgb(250, 200, 40))
        case .cherry: (["  ╭─╮  ", " ╱   ╲ ", "●     ●"], .rgb(210, 20, 60))
        case .lemon: ([" ▄███▄ ", "███████", " ▀███▀ "], .rgb(245, 230, 60))
        case .apple: (["   ▘   ", "▄█▀▀█▄ ", "▀████▀ "], .rgb(90, 200, 70))
        }
    }
}

/// A reel cell: one symbol's drawing, dimmed away from the band.
@MainActor
final class SymbolCell: PickerCell {
    var symbol = SlotSymbol.seven

    func render(in rect: Rect, into screen: inout Screen, context: PickerCellContext) {
        let (lines, color) = symbol.art
        var style = Style(foreground: context.theme.usesColor ? color : .default, background: context.style.background)
        if context.distance > 0 { style.attributes.insert(.dim) } else { style.attributes.insert(.bold) }
        let x = rect.x + max(0, (rect.width - SlotSymbol.width) / 2)
        let top = rect.y + (rect.height - SlotSymbol.height) / 2
        for (index, line) in lines.enumerated() {
            let row = top + index
            guard row >= context.clip.y, row < context.clip.maxY else { continue }
            screen.put(line, column: x, row: row, limit: context.clip.maxX - x, style: style, truncation: .clip)
        }
    }
}

/// "WIN!" in large block letters, in a festive fuchsia.
@MainActor
final class WinBanner: Widget {
    static let lines = [
        "█   █  ███  █   █  █",
        "█   █   █   ██  █  █",
        "█ █ █   █   █ █ █  █",
        "██ ██   █   █  ██   ",
        "█   █  ███  █   █  █",
    ]
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isHidden = false
    var isFocused = false

    func render(into screen: inout Screen, theme: Theme) {
        let style =
            theme.usesColor ? Style(foreground: .rgb(255, 0, 255), attributes: [.bold]) : Style(attributes: [.bold])
        for (index, line) in Self.lines.enumerated() where frame.y + index < frame.maxY {
            screen.put(
                line, in: Rect(x: frame.x, y: frame.y + index, width: frame.width, height: 1), alignment: .center,
                style: style)
        }
    }
}
