import PickerKit

/// A number in large digits three lines tall (half blocks), with a unit after it in plain text:
/// the Weight tab's readout.
@MainActor
final class BigNumber: Widget {
    /// The lines of each character it can draw; every glyph is three columns wide but the point.
    static let glyphs: [Character: [String]] = [
        "0": ["█▀█", "█ █", "▀▀▀"],
        "1": ["▀█ ", " █ ", "▀▀▀"],
        "2": ["▀▀█", "█▀▀", "▀▀▀"],
        "3": ["▀▀█", " ▀█", "▀▀▀"],
        "4": ["█ █", "▀▀█", "  ▀"],
        "5": ["█▀▀", "▀▀█", "▀▀▀"],
        "6": ["█▀▀", "█▀█", "▀▀▀"],
        "7": ["▀▀█", "  █", "  ▀"],
        "8": ["█▀█", "█▀█", "▀▀▀"],
        "9": ["█▀█", "▀▀█", "▀▀▀"],
        ".": [" ", " ", "▀"],
        "-": ["   ", "▀▀▀", "   "],
    ]

    /// The digits shown (characters without a glyph are left out).
    var text = ""
    /// The unit after the digits, on their last line.
    var unit = ""
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    func preferredHeight(forWidth width: Int) -> Int { 3 }

    /// The three lines of `text` in large digits, one column apart.
    static func lines(_ text: String) -> [String] {
        let glyphs = text.compactMap { Self.glyphs[$0] }
        return (0..<3).map { line in glyphs.map { $0[line] }.joined(separator: " ") }
    }

    func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        let lines = Self.lines(text)
        let unitWidth = unit.isEmpty ? 0 : DisplayWidth.of(unit) + 1
        let width = (lines.first.map { DisplayWidth.of($0) } ?? 0) + unitWidth
        let x = frame.x + max(0, (frame.width - width) / 2)
        for (index, line) in lines.enumerated() where frame.y + index < frame.maxY {
            screen.put(line, column: x, row: frame.y + index, limit: frame.maxX - x, style: theme.accent)
        }
        let unitColumn = x + width - unitWidth + 1
        if !unit.isEmpty, frame.height >= 3, unitColumn < frame.maxX {
            screen.put(unit, column: unitColumn, row: frame.y + 2, limit: frame.maxX - unitColumn, style: theme.text)
        }
    }
}
