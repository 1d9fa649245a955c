import Testing

@testable import Terminal

/// The byte comparisons the renderer and `Screen.clear` take before `==`: they may only say
/// "equal" when `==` does.
@Suite("Cell comparison")
struct CellComparisonTests {
    static let colors: [Color] = [
        .default, .ansi(1), .ansi(9), .palette(1), .palette(200), .rgb(1, 2, 3), .rgb(0, 0, 0),
    ]
    static let texts = [" ", "a", "é", "e\u{301}", "漢", "", "👩‍👩‍👧‍👦", String(repeating: "x", count: 20)]

    static func randomCell(_ random: inout SplitMix64) -> Cell {
        let style = Style(
            foreground: colors.randomElement(using: &random)!, background: colors.randomElement(using: &random)!,
            attributes: Attributes(rawValue: UInt8.random(in: 0...31, using: &random)))
        return Cell(
            text: texts.randomElement(using: &random)!, width: UInt8.random(in: 0...2, using: &random), style: style)
    }

    @Test func equalAgreesWithEquality() {
        var random = SplitMix64(seed: 7)
        var agreed = 0
        for _ in 0..<5_000 {
            var a = Self.randomCell(&random)
            var b = Bool.random(using: &random) ? a : Self.randomCell(&random)
            let fast = withUnsafePointer(to: &a) { x in withUnsafePointer(to: &b) { y in Cell.equal(x, y) } }
            let bytes = withUnsafePointer(to: &a) { x in withUnsafePointer(to: &b) { y in sameBytes(x, y) } }
            #expect(fast == (a == b), "\(a) against \(b)")
            if bytes { #expect(a == b, "same bytes but unequal: \(a) against \(b)") }
            if a == b { agreed += 1 }
        }
        #expect(agreed > 1_000, "the test compares enough equal cells")
    }

    /// `Cell.sameText` reads a cell's text where it is laid out, and may only say "same" when the
    /// texts and widths are equal.
    @Test func sameTextReadsTheTextWhereItIs() {
        #expect(MemoryLayout<Cell>.offset(of: \Cell.text) == Cell.textOffset)
        var random = SplitMix64(seed: 11)
        var same = 0
        for _ in 0..<5_000 {
            var a = Self.randomCell(&random)
            var b = Self.randomCell(&random)
            if Bool.random(using: &random) { b.text = a.text }
            let fast = withUnsafePointer(to: &a) { x in withUnsafePointer(to: &b) { y in Cell.sameText(x, y) } }
            if fast {
                #expect(a.text == b.text && a.width == b.width, "\(a) against \(b)")
                same += 1
            }
        }
        #expect(same > 500, "the test compares enough cells of the same text")
    }

    /// The same text made at run time and as a literal: equal whatever their bytes say.
    @Test func textMadeTwoWaysIsEqual() {
        var literal = Cell(text: "abcdefghijklmnopqrstuvwxyz")
        var built = Cell(text: String(decoding: Array("abcdefghijklmnopqrstuvwxyz".utf8), as: UTF8.self))
        #expect(withUnsafePointer(to: &literal) { x in withUnsafePointer(to: &built) { y in Cell.equal(x, y) } })
    }

    @Test func isPlainAgreesWithEquality() {
        for foreground in Self.colors {
            for background in Self.colors {
                for raw in UInt8(0)...31 {
                    let style = Style(
                        foreground: foreground, background: background, attributes: Attributes(rawValue: raw))
                    #expect(style.isPlain == (style == .plain), "\(style)")
                }
            }
        }
        #expect(Style().isPlain)
        #expect(Style.plain.isPlain)
    }

    /// Clearing a screen blanks every cell, whatever was drawn.
    @Test func clearBlanksEveryCell() {
        var random = SplitMix64(seed: 11)
        var screen = Screen(width: 7, height: 3)
        for row in 0..<3 {
            for column in 0..<7 where Bool.random(using: &random) {
                screen.put(
                    Self.texts.randomElement(using: &random)!, column: column, row: row,
                    style: Style(foreground: .ansi(2)))
            }
        }
        screen.clear()
        for row in 0..<3 {
            for column in 0..<7 { #expect(screen[column, row] == .blank) }
        }
    }
}
