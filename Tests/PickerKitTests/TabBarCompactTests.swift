import Testing

@testable import PickerKit

@Suite("TabBar: many tabs")
@MainActor
struct TabBarCompactTests {
    static let ten: [(String, String)] = [
        ("▦", "Date"), ("◉", "Single"), ("◫", "Double"), ("⇶", "Dependent"), ("♣", "Custom"), ("Ω", "Resistor"),
        ("kg", "Weight"), ("≋", "Thermostat"), ("▤", "Calendar"), ("◀▶", "Mini"),
    ]

    func bar(_ tabs: [(String, String)], width: Int) -> (TabBar, Screen) {
        let bar = TabBar(
            items: tabs.enumerated().map { TabBar.Item(glyph: $1.0, title: $1.1, functionKey: $0 + 1) })
        bar.frame = Rect(x: 0, y: 0, width: width, height: 2)
        var screen = Screen(width: width, height: 2)
        bar.render(into: &screen, theme: .color)
        return (bar, screen)
    }

    @Test("five tabs in 80 columns: the glyph above the key and the title")
    func roomy() {
        let (_, screen) = bar(Array(Self.ten[1...5]), width: 80)
        #expect(screen.text(row: 1).contains("F1 Single"))
        #expect(screen.text(row: 1).contains("F5 Resistor"))
        #expect(screen.trimmed(row: 0).hasPrefix("◉"))
    }

    @Test("ten tabs in 80 columns: every title whole, the keys beside the glyphs")
    func tenIn80() {
        let (bar, screen) = bar(Self.ten, width: 80)
        let titles = screen.text(row: 1).split(separator: " ").map(String.init)
        #expect(titles == Self.ten.map(\.1), "\(screen.text(row: 1))")
        let keys = screen.text(row: 0).split(separator: " ").filter { $0.hasPrefix("F") }.map(String.init)
        #expect(keys == (1...10).map { "F\($0)" }, "\(screen.text(row: 0))")
        let rects = bar.tabRects()
        #expect(rects.reduce(0) { $0 + $1.width } == 80)
        for (rect, (_, title)) in zip(rects, Self.ten) {
            let column = screen.column(of: title, row: 1) ?? -1
            #expect(rect.contains(column: column, row: 1), "\(title) lies in its own tab")
        }
    }

    @Test("a click on a compact tab selects it")
    func clickCompact() {
        let (bar, screen) = bar(Self.ten, width: 80)
        var chosen: [Int] = []
        bar.onSelect = { chosen.append($0) }
        let column = screen.column(of: "Thermostat", row: 1) ?? 0
        _ = bar.handle(
            .mouse(MouseEvent(button: .left, action: .press, column: column + 3, row: 1)), context: RunContext())
        #expect(chosen == [7])
    }

    @Test("narrower still, the long titles are cut with an ellipsis and never run together")
    func narrow() {
        let (bar, screen) = bar(Self.ten, width: 50)
        let line = screen.text(row: 1)
        #expect(line.contains("…"))
        #expect(line.contains("Mini"))
        for rect in bar.tabRects() {
            #expect(screen[rect.maxX - 1, 1].text == " ", "a column to spare at the right of each tab: \(line)")
        }
    }

    @Test("it draws into any rectangle, and only there", arguments: [0, 1, 5, 9, 10, 11, 200])
    func anyWidth(width: Int) {
        for height in 0...3 {
            let bar = TabBar(items: Self.ten.map { TabBar.Item(glyph: $0.0, title: $0.1, functionKey: nil) })
            let frame = Rect(x: 2, y: 1, width: width, height: height)
            let screen = expectDrawsInside(bar, frame, theme: .monochrome, "tab bar")
            let lines = text(of: screen, in: frame).joined()
            if width == 200 && height >= 2 {
                #expect(Self.ten.allSatisfy { lines.contains($0.1) } && !lines.contains("…"), "every title whole")
            }
            if width == 0 || height == 0 { #expect(screen == Screen(width: width + 4, height: height + 3)) }
        }
    }
}
