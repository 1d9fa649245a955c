import Testing

@testable import Terminal

@Suite("Screen")
struct ScreenTests {
    /// Checks that wide graphemes are whole: every width-2 cell is followed by a continuation cell
    /// on the same row, and every continuation cell follows a width-2 cell.
    func expectWideGraphemesWhole(_ screen: Screen, sourceLocation: SourceLocation = #_sourceLocation) {
        for row in 0..<screen.height {
            for column in 0..<screen.width {
                let cell = screen[column, row]
                if cell.width == 2 {
                    #expect(column + 1 < screen.width, "wide cell at the right edge", sourceLocation: sourceLocation)
                    if column + 1 < screen.width {
                        #expect(screen[column + 1, row].isContinuation, sourceLocation: sourceLocation)
                    }
                }
                if cell.isContinuation {
                    #expect(column > 0 && screen[column - 1, row].width == 2, sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test("a new screen is blank")
    func blank() {
        let screen = Screen(width: 4, height: 2)
        #expect(screen.cells.count == 8)
        #expect(screen.cells.allSatisfy { $0 == .blank })
        #expect(screen.text(row: 1) == "    ")
        #expect(screen.textDump == "\n")
    }

    @Test("put writes text and returns the columns written")
    func putWritesText() {
        var screen = Screen(width: 10, height: 2)
        let bold = Style(attributes: .bold)
        let written = screen.put("hello", column: 2, row: 1, style: bold)
        #expect(written == 5)
        #expect(screen.text(row: 1) == "  hello   ")
        #expect(screen.text(row: 0) == "          ")
        #expect(screen[2, 1] == Cell(text: "h", width: 1, style: bold))
        #expect(screen[6, 1].text == "o")
        #expect(screen[7, 1] == .blank)
    }

    @Test("put outside the screen writes nothing")
    func putOutside() {
        var screen = Screen(width: 5, height: 1)
        #expect(screen.put("abc", column: 5, row: 0) == 0)
        #expect(screen.put("abc", column: 0, row: 1) == 0)
        #expect(screen.put("abc", column: 0, row: -1) == 0)
        #expect(screen.put("abc", column: 1, row: 0, limit: 0) == 0)
        #expect(screen == Screen(width: 5, height: 1))
    }

    @Test("setting a cell outside the clip leaves it as it is")
    func setOutsideTheClip() {
        var screen = Screen(width: 4, height: 2)
        let marked = Cell(text: "x")
        screen.withClip(Rect(x: 1, y: 0, width: 2, height: 1)) { clipped in
            clipped[0, 0] = marked
            clipped[3, 0] = marked
            clipped[1, 1] = marked
            clipped[2, 0] = marked
        }
        #expect(screen.text(row: 0) == "  x ")
        #expect(screen.text(row: 1) == "    ")
        screen[0, 1] = marked
        #expect(screen.text(row: 1) == "x   ", "without a clip of its own, the whole screen may be set")
    }

    @Test("a wide grapheme takes a cell and a continuation cell")
    func wideGrapheme() {
        var screen = Screen(width: 6, height: 1)
        #expect(screen.put("漢字", column: 1, row: 0) == 4)
        #expect(screen[1, 0] == Cell(text: "漢", width: 2))
        #expect(screen[2, 0].isContinuation)
        #expect(screen[2, 0].text == "")
        #expect(screen[3, 0].text == "字")
        #expect(screen.text(row: 0) == " 漢字 ")
        expectWideGraphemesWhole(screen)
    }

    @Test("a wide grapheme that would straddle the limit is not split")
    func wideAtLimit() {
        var screen = Screen(width: 10, height: 1)
        let written = screen.put("ab漢", column: 0, row: 0, limit: 3, truncation: .clip)
        #expect(written == 3)
        #expect(screen[2, 0] == Cell(text: " ", width: 1))
        #expect(screen.text(row: 0) == "ab" + String(repeating: " ", count: 8))
        #expect(!screen.cells.contains { $0.text == "漢" })
        expectWideGraphemesWhole(screen)
    }

    @Test("a wide grapheme that would straddle the right edge is not split")
    func wideAtRightEdge() {
        var screen = Screen(width: 5, height: 1)
        let written = screen.put("abc漢", column: 1, row: 0, truncation: .clip)
        #expect(written == 4)
        #expect(screen.text(row: 0) == " abc ")
        #expect(screen[4, 0] == Cell(text: " ", width: 1))
        expectWideGraphemesWhole(screen)
    }

    @Test("with an ellipsis, a wide grapheme that does not fit leaves a space, not half a character")
    func wideWithEllipsis() {
        var screen = Screen(width: 3, height: 1)
        #expect(screen.put("a漢字", column: 0, row: 0) == 3)
        #expect(screen.text(row: 0) == "a… ")
        expectWideGraphemesWhole(screen)

        var fits = Screen(width: 3, height: 1)
        #expect(fits.put("漢字", column: 0, row: 0) == 3)
        #expect(fits.text(row: 0) == "漢…")
        expectWideGraphemesWhole(fits)
    }

    @Test("text too wide ends in an ellipsis, or is clipped")
    func truncation() {
        var screen = Screen(width: 20, height: 2)
        #expect(screen.put("Massachusetts", column: 0, row: 0, limit: 8) == 8)
        #expect(screen.put("Massachusetts", column: 0, row: 1, limit: 8, truncation: .clip) == 8)
        #expect(screen.textDump == "Massach…\nMassachu")
        #expect(screen[8, 0] == .blank)

        var exact = Screen(width: 20, height: 1)
        #expect(exact.put("Delaware", column: 0, row: 0, limit: 8) == 8)
        #expect(exact.textDump == "Delaware")

        var edge = Screen(width: 8, height: 1)
        #expect(edge.put("Massachusetts", column: 0, row: 0) == 8)
        #expect(edge.textDump == "Massach…")

        var single = Screen(width: 5, height: 1)
        #expect(single.put("Massachusetts", column: 0, row: 0, limit: 1) == 1)
        #expect(single.textDump == "…")
    }

    @Test("text with escape sequences ends up inert in the cells")
    func inertCells() {
        var screen = Screen(width: 40, height: 1)
        screen.put("\u{1B}[31mred\u{1B}]0;title\u{07}\u{9B}2J\tx", column: 0, row: 0)
        for cell in screen.cells {
            #expect(!cell.text.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) })
        }
        #expect(screen.textDump == "^[[31mred^[]0;title^G<U+009B>2J^Ix")
    }

    @Test("combining marks stay with their base; zero-width scalars take no cell")
    func clusters() {
        var screen = Screen(width: 6, height: 1)
        #expect(screen.put("e\u{301}\u{200B}x😀", column: 0, row: 0) == 4)
        #expect(screen[0, 0].text == "e\u{301}")
        #expect(screen[1, 0].text == "x")
        #expect(screen[2, 0] == Cell(text: "😀", width: 2))
        #expect(screen[3, 0].isContinuation)
        #expect(screen.textDump == "e\u{301}x😀")
    }

    @Test(
        "put(in:alignment:) places text leading, centred or trailing",
        arguments: [
            (Alignment.leading, 2, "  abcd"),
            (Alignment.center, 5, "     abcd"),
            (Alignment.trailing, 8, "        abcd"),
        ])
    func alignment(alignment: Alignment, start: Int, dump: String) {
        var screen = Screen(width: 14, height: 2)
        let rect = Rect(x: 2, y: 1, width: 10, height: 1)
        #expect(screen.put("abcd", in: rect, alignment: alignment, style: .plain) == start)
        #expect(screen.textDump == "\n" + dump)
    }

    @Test("centring measures display width, and text wider than the rectangle is truncated")
    func centringWide() {
        var screen = Screen(width: 10, height: 1)
        #expect(screen.put("漢字", in: screen.bounds, alignment: .center, style: .plain) == 3)
        #expect(screen.textDump == "   漢字")
        expectWideGraphemesWhole(screen)

        var narrow = Screen(width: 10, height: 1)
        let rect = Rect(x: 1, y: 0, width: 5, height: 1)
        #expect(narrow.put("Massachusetts", in: rect, alignment: .center, style: .plain) == 1)
        #expect(narrow.textDump == " Mass…")

        var empty = Screen(width: 10, height: 1)
        #expect(empty.put("abc", in: Rect(x: 4, y: 0, width: 0, height: 1), alignment: .center, style: .plain) == 4)
        #expect(empty == Screen(width: 10, height: 1))
    }

    @Test("textDump drops trailing spaces and joins rows with newlines")
    func textDump() {
        var screen = Screen(width: 6, height: 3)
        screen.put("ab", column: 0, row: 0)
        screen.put("c d", column: 2, row: 2)
        #expect(screen.textDump == "ab\n\n  c d")
        #expect(screen.text(row: 2) == "  c d ")
    }

    @Test("fill writes styled spaces, clipped to the screen")
    func fill() {
        var screen = Screen(width: 5, height: 3)
        screen.put("hello", column: 0, row: 0)
        screen.put("world", column: 0, row: 1)
        let red = Style(background: .ansi(1))
        screen.fill(Rect(x: 3, y: 1, width: 10, height: 10), style: red)
        #expect(screen.textDump == "hello\nwor\n")
        #expect(screen[3, 1] == Cell(text: " ", width: 1, style: red))
        #expect(screen[4, 2].style == red)
        #expect(screen[2, 1].style == .plain)
        #expect(screen[3, 0].style == .plain)
    }

    @Test("restyle changes styles and keeps the text")
    func restyle() {
        var screen = Screen(width: 5, height: 2)
        screen.put("hello", column: 0, row: 0, style: Style(foreground: .ansi(2)))
        screen.restyle(Rect(x: 1, y: 0, width: 2, height: 5)) { $0.attributes.insert(.reverse) }
        #expect(screen.textDump == "hello\n")
        #expect(screen[0, 0].style == Style(foreground: .ansi(2)))
        #expect(screen[1, 0].style == Style(foreground: .ansi(2), attributes: .reverse))
        #expect(screen[2, 0].style == Style(foreground: .ansi(2), attributes: .reverse))
        #expect(screen[3, 0].style == Style(foreground: .ansi(2)))
        #expect(screen[1, 1].style.attributes == .reverse)
        #expect(screen[1, 1].text == " ")
    }

    @Test("restyle keeping a style passes over the cells in it and changes the rest")
    func restyleKeeping() {
        var screen = Screen(width: 6, height: 1)
        let band = Style(foreground: .ansi(15), background: .ansi(4))
        screen.fill(Rect(x: 0, y: 0, width: 6, height: 1), style: band)
        screen.put("ab", column: 1, row: 0, style: Style(foreground: .ansi(1), background: .ansi(4)))
        var seen = 0
        screen.restyle(Rect(x: 0, y: 0, width: 6, height: 1), keeping: band) {
            seen += 1
            $0.foreground = .ansi(15)
        }
        #expect(seen == 2)
        #expect((0..<6).allSatisfy { screen[$0, 0].style == band })
        #expect(screen.text(row: 0) == " ab   ")
        #expect(screen.touched[0] == Screen.Span(lower: 0, upper: 6))
    }

    @Test("clear blanks every cell and forgets the cursor")
    func clear() {
        var screen = Screen(width: 4, height: 1)
        screen.put("abcd", column: 0, row: 0, style: Style(attributes: .bold))
        screen.cursor = (column: 1, row: 0)
        screen.clear()
        #expect(screen == Screen(width: 4, height: 1))
        #expect(screen.cursor == nil)
    }

    /// Printable ASCII takes a quicker way into the cells: it must leave every cell as the
    /// grapheme-by-grapheme way does, for any position, limit, clip, truncation and wide
    /// neighbours.
    @Test func printableASCIIIsWrittenAsGraphemesAre() {
        var random = SplitMix64(seed: 0xA5C1)
        let alphabet = Array(" !~azAZ09.")
        for _ in 0..<2000 {
            let length = Int.random(in: 0...14, using: &random)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
            let column = Int.random(in: -6...14, using: &random)
            let limit = Int.random(in: 1...16, using: &random)
            let truncation: Truncation = Bool.random(using: &random) ? .ellipsis : .clip
            let clip = Rect(
                x: Int.random(in: 0...5, using: &random), y: 0, width: Int.random(in: 0...12, using: &random),
                height: 1)
            var quick = Screen(width: 12, height: 1)
            quick.put("宽宽宽宽宽宽", column: 0, row: 0)
            var general = quick
            var quickWritten = 0
            var generalWritten = 0
            quick.withClip(clip) {
                quickWritten = $0.put(text, column: column, row: 0, limit: limit, truncation: truncation)
            }
            general.withClip(clip) { screen in
                guard column < screen.clip.maxX, limit > 0 else { return }
                let end = column > screen.clip.maxX - limit ? screen.clip.maxX : column + limit
                guard end > screen.clip.x else { return }
                generalWritten = screen.putGraphemes(
                    text, column: column, row: 0, end: end, style: .plain, truncation: truncation)
            }
            #expect(quick == general, "\(text.debugDescription) at \(column) limit \(limit) clip \(clip)")
            #expect(quickWritten == generalWritten)
            #expect(Screen.printableASCIICount(text) == text.count)
        }
        #expect(Screen.printableASCIICount("caf\u{E9}") == nil)
        #expect(Screen.printableASCIICount("a\tb") == nil)
        #expect(Screen.printableASCIICount("a\u{7F}") == nil)
    }
}
