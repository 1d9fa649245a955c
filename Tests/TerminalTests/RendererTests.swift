import Foundation
import Terminal
import Testing

// MARK: - Helpers

/// Graphemes the random screens are made of: narrow, combining, double-width CJK, Hangul, emoji,
/// and graphemes that fill several cells (`हि`, a skin tone) or that terminals draw at other widths.
private let alphabet: [String] = [
    "a", "b", "c", "x", "y", "z", "A", "Q", "0", "7", " ", " ", " ", "-", "é", "e\u{301}", "─", "…",
    "漢", "字", "한", "🎉", "👍🏽", "Ｗ", "हि", "❤️", "👨‍👩‍👧", "🇫🇷",
]

/// The graphemes of `alphabet` that fill one cell, for a cell set by hand.
private let oneCellGraphemes = alphabet.filter { DisplayWidth.cells(of: Character($0)).count == 1 }

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

private func show(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

private func randomColor(_ rng: inout SplitMix64) -> Color {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: return .default
    case 1: return .ansi(UInt8.random(in: 0...15, using: &rng))
    case 2: return .palette(UInt8.random(in: 0...255, using: &rng))
    default:
        return .rgb(
            .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng))
    }
}

/// Mostly a few recurring styles (as real interfaces have), sometimes anything at all.
private func randomStyle(_ rng: inout SplitMix64) -> Style {
    let common: [Style] = [
        .plain, Style(attributes: .reverse), Style(foreground: .ansi(4), attributes: .bold),
        Style(foreground: .rgb(200, 200, 200), background: .palette(236)), Style(attributes: .dim),
        Style(background: .ansi(4)),
    ]
    if Bool.random(using: &rng) { return common.randomElement(using: &rng)! }
    return Style(
        foreground: randomColor(&rng), background: randomColor(&rng),
        attributes: Attributes(rawValue: UInt8.random(in: 0...31, using: &rng)))
}

private func randomText(_ rng: inout SplitMix64) -> String {
    (0..<Int.random(in: 1...12, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }.joined()
}

/// One random change of the kinds widgets make; sometimes a hand-set cell that breaks a wide pair.
private func randomEdit(_ screen: inout Screen, _ rng: inout SplitMix64) {
    let w = screen.width, h = screen.height
    switch Int.random(in: 0..<10, using: &rng) {
    case 0...4:
        screen.put(
            randomText(&rng), column: .random(in: -2..<w, using: &rng), row: .random(in: 0..<h, using: &rng),
            limit: .random(in: 1...w, using: &rng), style: randomStyle(&rng),
            truncation: Bool.random(using: &rng) ? .clip : .ellipsis)
    case 5:
        let rect = Rect(
            x: .random(in: 0..<w, using: &rng), y: .random(in: 0..<h, using: &rng),
            width: .random(in: 1...w, using: &rng), height: .random(in: 1...h, using: &rng))
        screen.fill(rect, style: randomStyle(&rng))
    case 6:
        let rect = Rect(
            x: .random(in: 0..<w, using: &rng), y: .random(in: 0..<h, using: &rng),
            width: .random(in: 1...w, using: &rng), height: .random(in: 1...h, using: &rng))
        let style = randomStyle(&rng)
        screen.restyle(rect) { $0 = style }
    case 7:
        let g = oneCellGraphemes.randomElement(using: &rng)!
        screen[.random(in: 0..<w, using: &rng), .random(in: 0..<h, using: &rng)] =
            Cell(text: g, width: UInt8(DisplayWidth.of(Character(g))), style: randomStyle(&rng))
    case 8:
        screen.cursor =
            Bool.random(using: &rng)
            ? (column: .random(in: 0..<w, using: &rng), row: .random(in: 0..<h, using: &rng)) : nil
    default:
        if Int.random(in: 0..<4, using: &rng) == 0 { screen.clear() }
    }
}

/// What the terminal should show for `screen`: colours brought down, malformed wide pairs as spaces.
private func expectedCells(_ screen: Screen, colors: ColorSupport) -> [[VTModel.Cell]] {
    (0..<screen.height).map { row in
        (0..<screen.width).map { column -> VTModel.Cell in
            let cell = screen[column, row]
            let style = Style(
                foreground: colors.downgrade(cell.style.foreground),
                background: colors.downgrade(cell.style.background), attributes: cell.style.attributes)
            let valid: Bool
            switch cell.width {
            case 1: valid = true
            case 2: valid = column + 1 < screen.width && screen[column + 1, row].width == 0
            case 0: valid = column > 0 && screen[column - 1, row].width == 2
            default: valid = false
            }
            if !valid { return VTModel.Cell(text: " ", width: 1, style: style) }
            if cell.width == 0 { return VTModel.Cell(text: "", width: 0, style: style) }
            return VTModel.Cell(text: cell.text.isEmpty ? " " : cell.text, width: Int(cell.width), style: style)
        }
    }
}

/// A space whose style cannot be seen (default background, no reverse, no underline): the
/// renderer may draw it in any such pen.
private func looksBlank(_ cell: VTModel.Cell) -> Bool {
    cell.text == " " && cell.style.background == .default
        && cell.style.attributes.isDisjoint(with: [.reverse, .underline])
}

/// Differences between the model's rows `top..<top+screen.height` and `screen` (first few only).
private func mismatches(_ model: VTModel, top: Int, _ screen: Screen, colors: ColorSupport) -> [String] {
    var found: [String] = []
    let expected = expectedCells(screen, colors: colors)
    for row in 0..<screen.height {
        for column in 0..<screen.width {
            let want = expected[row][column]
            let got = model.grid[top + row][column]
            let same = want.width == 0 ? got.width == 0 : want == got || (looksBlank(want) && looksBlank(got))
            if !same && found.count < 5 { found.append("(\(column),\(row)): want \(want), got \(got)") }
        }
    }
    return found
}

/// Checks the model shows `screen` at `top`, with the cursor where the screen asks for it.
private func expectShows(
    _ model: VTModel, top: Int, _ screen: Screen, colors: ColorSupport, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let diff = mismatches(model, top: top, screen, colors: colors)
    #expect(diff.isEmpty, "\(context): \(diff)", sourceLocation: sourceLocation)
    #expect(model.violations.isEmpty, "\(context): \(model.violations)", sourceLocation: sourceLocation)
    if let cursor = screen.cursor {
        #expect(model.cursorVisible, "\(context): cursor hidden", sourceLocation: sourceLocation)
        #expect(
            model.row - top == cursor.row && model.column == cursor.column && !model.pendingWrap,
            "\(context): cursor at \(model.column),\(model.row - top), want \(cursor)", sourceLocation: sourceLocation)
    } else {
        #expect(!model.cursorVisible, "\(context): cursor shown", sourceLocation: sourceLocation)
    }
    #expect(model.synchronizedDepth == 0, "\(context): synchronized output left on", sourceLocation: sourceLocation)
}

private func randomScreen(width: Int, height: Int, _ rng: inout SplitMix64) -> Screen {
    var screen = Screen(width: width, height: height)
    for _ in 0..<(height * 2) { randomEdit(&screen, &rng) }
    return screen
}

/// A terminal with a shell prompt on its first `promptLines` rows and the cursor below them.
private func shell(rows: Int, columns: Int, promptLines: Int, inline: Bool) -> VTModel {
    var model = VTModel(rows: rows, columns: columns, allowsAbsoluteMoves: !inline)
    for r in 0..<promptLines { model.preset(row: r, text: "$ prompt line \(r)") }
    model.placeCursor(row: promptLines, column: 0)
    return model
}

struct RoundTripCase: Sendable, CustomStringConvertible {
    var inline: Bool
    var level: ColorSupport.Level
    var synchronized: Bool
    var promptLines: Int
    var seed: UInt64
    var description: String {
        "\(inline ? "inline" : "fullscreen") \(level) sync:\(synchronized) prompt:\(promptLines) seed:\(seed)"
    }
}

private let roundTripCases: [RoundTripCase] = [
    RoundTripCase(inline: false, level: .trueColor, synchronized: true, promptLines: 3, seed: 1),
    RoundTripCase(inline: false, level: .palette256, synchronized: false, promptLines: 3, seed: 2),
    RoundTripCase(inline: false, level: .ansi16, synchronized: false, promptLines: 3, seed: 3),
    RoundTripCase(inline: false, level: .none, synchronized: true, promptLines: 3, seed: 4),
    RoundTripCase(inline: true, level: .trueColor, synchronized: false, promptLines: 3, seed: 5),
    RoundTripCase(inline: true, level: .palette256, synchronized: true, promptLines: 14, seed: 6),
    RoundTripCase(inline: true, level: .ansi16, synchronized: false, promptLines: 15, seed: 7),
    RoundTripCase(inline: true, level: .none, synchronized: false, promptLines: 0, seed: 8),
]

// MARK: - Round trip

@Test(arguments: roundTripCases)
func framesRoundTripThroughATerminal(_ c: RoundTripCase) {
    var rng = SplitMix64(seed: c.seed)
    let colors = ColorSupport(level: c.level)
    var width = 24, height = 7
    let rows = c.inline ? 16 : height
    var model = shell(rows: rows, columns: width, promptLines: c.inline ? c.promptLines : rows, inline: c.inline)
    let mainScreen = model.grid
    var renderer = Renderer(
        placement: c.inline ? .inline(height: height) : .fullscreen, colors: colors,
        synchronizedOutput: c.synchronized)
    model.feed(renderer.begin(width: width, height: height))
    #expect(model.violations.isEmpty, "\(model.violations)")
    let top = c.inline ? model.row : 0
    if c.inline { #expect(top == min(c.promptLines, rows - height)) }
    let above = Array(model.grid[0..<top])

    var screen = randomScreen(width: width, height: height, &rng)
    var previous: Screen? = nil
    for step in 0..<120 {
        let context = "\(c) step \(step)"
        var fresh = false
        switch step % 40 {
        case 13:
            // Something else wrote to the terminal: garbage, then the cursor goes back to its row.
            model.feed(bytes("\rgarbage\u{1B}[31m!"))
            renderer.invalidate()
            fresh = true
        case 29:
            // The window was resized. This terminal cuts lines; a cursor shown when the window
            // narrows is taken to be in one that re-flows them (`Renderer.resize`), so the frame
            // before hides it.
            screen.cursor = nil
            model.feed(renderer.frame(screen))
            width = Int.random(in: 10...30, using: &rng)
            if !c.inline { height = Int.random(in: 3...9, using: &rng) }
            model.resize(rows: c.inline ? rows : height, columns: width)
            model.feed(renderer.resize(width: width, height: height))
            var resized = Screen(width: width, height: height)
            for row in 0..<height {
                resized.put(
                    screen.text(row: min(row, screen.height - 1)), column: 0, row: row, style: randomStyle(&rng))
            }
            screen = resized
            fresh = true
        default:
            for _ in 0..<Int.random(in: 0...3, using: &rng) { randomEdit(&screen, &rng) }
        }
        // Whatever was drawn, the cells outside the columns the screen says were written are blank:
        // clearing and comparing look only inside them.
        for row in 0..<screen.height {
            let span = screen.touched[row]
            let outside = (0..<screen.width).filter { $0 < span.lower || $0 >= span.upper }
            #expect(outside.allSatisfy { screen[$0, row] == .blank }, "\(context): row \(row) outside \(span)")
        }
        // The loop's way (blanks made plain in place, over the columns written since the last
        // clear) and the plain way must both keep the terminal right.
        let output = Bool.random(using: &rng) ? renderer.frame(preparing: &screen) : renderer.frame(screen)
        if !fresh, let previous, previous == screen {
            #expect(output.isEmpty, "\(context): unchanged screen cost \(output.count) bytes")
        }
        if c.synchronized && !output.isEmpty {
            #expect(output.starts(with: bytes("\u{1B}[?2026h")) && output.suffix(8) == bytes("\u{1B}[?2026l")[...])
        }
        model.feed(output)
        expectShows(model, top: top, screen, colors: colors, context)
        if c.inline {
            #expect(
                Array(model.grid[0..<top]).map { $0.prefix(10) } == above.map { $0.prefix(10) },
                "\(context): prompt lines changed")
        }
        previous = screen
        if model.violations.count > 0 { break }
    }

    model.feed(renderer.end())
    #expect(model.violations.isEmpty, "\(model.violations)")
    #expect(model.cursorVisible)
    #expect(model.pen == .plain)
    if c.inline {
        #expect(model.row == top && model.column == 0)
        #expect(model.grid[top...].allSatisfy { $0.allSatisfy { $0 == .blank } }, "region not erased")
        #expect(Array(model.grid[0..<top]).map { $0.prefix(10) } == above.map { $0.prefix(10) })
    } else {
        #expect(!model.alternateScreen)
        #expect(
            model.grid.prefix(3).map { $0.prefix(10) } == mainScreen.prefix(3).map { $0.prefix(10) },
            "main screen not restored")
    }
}

// MARK: - Byte economy

@Test func anUnchangedFrameCostsNothing() {
    for placement in [Placement.fullscreen, .inline(height: 5)] {
        var rng = SplitMix64(seed: 42)
        var renderer = Renderer(placement: placement, colors: ColorSupport(level: .trueColor), synchronizedOutput: true)
        _ = renderer.begin(width: 20, height: 5)
        var screen = randomScreen(width: 20, height: 5, &rng)
        screen.cursor = (column: 3, row: 2)
        #expect(!renderer.frame(screen).isEmpty)
        #expect(renderer.frame(screen) == [])
        #expect(renderer.frame(screen) == [])
    }
}

@Test func oneChangedCellCostsAFewBytes() {
    for placement in [Placement.fullscreen, .inline(height: 10)] {
        var renderer = Renderer(
            placement: placement, colors: ColorSupport(level: .trueColor), synchronizedOutput: false)
        _ = renderer.begin(width: 100, height: 10)
        var screen = Screen(width: 100, height: 10)
        for row in 0..<10 {
            screen.put(
                String(repeating: "lorem ipsum ", count: 9), column: 0, row: row,
                style: Style(foreground: .ansi(UInt8(row % 8))))
        }
        _ = renderer.frame(screen)
        // A typed character, in the style of its row (the pen is still the last row's).
        screen.put("X", column: 47, row: 5, style: Style(foreground: .ansi(5)))
        var output = renderer.frame(screen)
        #expect(!output.isEmpty && output.count <= 16, "\(placement): \(output.count) bytes: \(show(output))")
        // A highlighted character next to it: no move, one SGR.
        screen.put("Y", column: 48, row: 5, style: Style(foreground: .ansi(5), attributes: [.bold, .underline]))
        output = renderer.frame(screen)
        #expect(output.count <= 8, "\(placement): \(output.count) bytes: \(show(output))")
    }
}

/// A 7-row, 40-column picker wheel: the rows' styles fade from the centre; `first` is the top item.
private func wheel(first: Int) -> Screen {
    let styles: [Style] = [
        Style(foreground: .palette(240), attributes: .dim), Style(foreground: .palette(245)),
        Style(foreground: .palette(250)),
        Style(foreground: .rgb(255, 255, 255), background: .rgb(40, 40, 90), attributes: .bold),
        Style(foreground: .palette(250)), Style(foreground: .palette(245)),
        Style(foreground: .palette(240), attributes: .dim),
    ]
    let names = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lemon"]
    var screen = Screen(width: 40, height: 7)
    for row in 0..<7 {
        let item = first + row
        screen.fill(Rect(x: 0, y: row, width: 40, height: 1), style: row == 3 ? styles[3] : .plain)
        screen.put("  \(names[item % names.count]) (item \(item))", column: 2, row: row, style: styles[row])
    }
    return screen
}

/// Bytes of a full repaint and of a one-row scroll of `wheel`, checked through the model.
private func wheelScrollCosts(placement: Placement) -> (repaint: Int, scroll: Int) {
    let colors = ColorSupport(level: .trueColor)
    var renderer = Renderer(placement: placement, colors: colors, synchronizedOutput: false)
    let inline = placement != .fullscreen
    var model = VTModel(rows: 7, columns: 40, allowsAbsoluteMoves: !inline)
    model.feed(renderer.begin(width: 40, height: 7))
    model.feed(renderer.frame(wheel(first: 0)))
    renderer.invalidate()
    let repaint = renderer.frame(wheel(first: 0))
    model.feed(repaint)
    let scroll = renderer.frame(wheel(first: 1))
    model.feed(scroll)
    expectShows(model, top: 0, wheel(first: 1), colors: colors, "wheel \(placement)")
    return (repaint.count, scroll.count)
}

@Test func scrollingAListCostsLessThanARepaint() {
    for placement in [Placement.fullscreen, .inline(height: 7)] {
        let costs = wheelScrollCosts(placement: placement)
        #expect(costs.scroll < costs.repaint, "\(placement): \(costs)")
    }
}

// MARK: - Exact sequences

private func fullscreenBegun(width: Int, height: Int, level: ColorSupport.Level = .trueColor) -> Renderer {
    var renderer = Renderer(placement: .fullscreen, colors: ColorSupport(level: level), synchronizedOutput: false)
    _ = renderer.begin(width: width, height: height)
    return renderer
}

@Test func beginWritesTheSetUpSequences() {
    var full = Renderer(placement: .fullscreen, colors: ColorSupport(level: .ansi16), synchronizedOutput: false)
    #expect(show(full.begin(width: 10, height: 3)) == "⎋[?1049h⎋[?25l⎋[0m⎋[H⎋[2J")
    var inline = Renderer(
        placement: .inline(height: 3), colors: ColorSupport(level: .ansi16), synchronizedOutput: false)
    #expect(show(inline.begin(width: 10, height: 3)) == "⎋[?25l⎋[0m\r\n\r\n⎋[2A⎋[J")
}

@Test func sgrUsesTheShorterOfOffCodesAndAReset() {
    var renderer = fullscreenBegun(width: 10, height: 2)
    var screen = Screen(width: 10, height: 2)
    screen[0, 0] = Cell(text: "a", style: Style(foreground: .ansi(1), attributes: [.bold, .italic, .underline]))
    screen[1, 0] = Cell(text: "b")
    screen[2, 0] = Cell(text: "c", style: Style(attributes: .bold))
    screen[3, 0] = Cell(text: "d", style: Style(attributes: .dim))
    screen[4, 0] = Cell(text: "e", style: Style(attributes: [.dim, .reverse]))
    screen[5, 0] = Cell(text: "f", style: Style(attributes: .dim))
    screen[6, 0] = Cell(text: "g", style: Style(foreground: .ansi(1), background: .ansi(4), attributes: .bold))
    screen[7, 0] = Cell(text: "h", style: Style(foreground: .ansi(1), background: .ansi(4), attributes: .dim))
    #expect(show(renderer.frame(screen)) == "⎋[1;3;4;31ma⎋[0mb⎋[1mc⎋[0;2md⎋[7me⎋[27mf⎋[0;1;31;44mg⎋[22;2mh")
}

@Test func coloursUseTheirSGRForms() {
    var renderer = fullscreenBegun(width: 10, height: 1)
    var screen = Screen(width: 10, height: 1)
    screen[0, 0] = Cell(text: "a", style: Style(foreground: .ansi(3), background: .ansi(12)))
    screen[1, 0] = Cell(text: "b", style: Style(foreground: .palette(200), background: .rgb(1, 2, 3)))
    screen[2, 0] = Cell(text: "c", style: Style(foreground: .ansi(9), background: .ansi(0)))
    screen[3, 0] = Cell(text: "d")
    #expect(show(renderer.frame(screen)) == "⎋[33;104ma⎋[38;5;200;48;2;1;2;3mb⎋[91;40mc⎋[0md")
}

@Test func aShortGapIsRewrittenInsteadOfMovedOver() {
    var renderer = fullscreenBegun(width: 10, height: 2)
    var screen = Screen(width: 10, height: 2)
    screen.put("abcdef", column: 0, row: 0)
    #expect(show(renderer.frame(screen)) == "abcdef")
    screen.put("X", column: 0, row: 0)
    screen.put("Y", column: 3, row: 0)
    #expect(show(renderer.frame(screen)) == "\rXbcY")
    screen.put("Z", column: 9, row: 0)
    #expect(show(renderer.frame(screen)) == "⎋[5CZ")
}

@Test func aRunOfChangedCharactersInOneStyleGoesOutAsItsBytes() {
    var renderer = fullscreenBegun(width: 12, height: 1)
    var screen = Screen(width: 12, height: 1)
    let grey = Style(foreground: .ansi(7))
    screen.put("Leia", column: 2, row: 0, style: grey)
    #expect(show(renderer.frame(screen)) == "  ⎋[37mLeia")
    screen.clear()
    screen.put("Chewbacca", column: 2, row: 0, style: grey)
    // One move and the name: the pen is grey already, and every changed cell after the first is
    // in its style.
    #expect(show(renderer.frame(screen)) == "⎋[4DChewbacca")
}

/// A plain blank is drawn in whatever pen is on, if that pen shows nothing on a blank: the
/// character after it must still get its own style, not run on in that pen.
@Test func aCharacterAfterABlankDrawnInAnotherPenGetsItsOwnStyle() {
    let colors = ColorSupport(level: .palette256)
    var model = shell(rows: 1, columns: 10, promptLines: 1, inline: false)
    var renderer = Renderer(placement: .fullscreen, colors: colors, synchronizedOutput: false)
    model.feed(renderer.begin(width: 10, height: 1))
    var screen = Screen(width: 10, height: 1)
    screen.put("xyz", column: 0, row: 0, style: Style(foreground: .ansi(1)))
    model.feed(renderer.frame(screen))
    screen.clear()
    screen.put(" ab", column: 0, row: 0, style: .plain)
    model.feed(renderer.frame(screen))
    expectShows(model, top: 0, screen, colors: colors, "a blank, then a run in the plain style")
}

@Test func inlineMovesAreRelativeOnly() {
    var renderer = Renderer(
        placement: .inline(height: 5), colors: ColorSupport(level: .ansi16), synchronizedOutput: false)
    _ = renderer.begin(width: 5, height: 5)
    var screen = Screen(width: 5, height: 5)
    screen.put("x", column: 3, row: 3)
    #expect(show(renderer.frame(screen)) == "⎋[3B⎋[3Cx")
    screen.put("abcde", column: 0, row: 0)
    #expect(show(renderer.frame(screen)) == "\r⎋[3Aabcde")
    // The last column leaves the cursor in the pending-wrap state: the next move starts with CR.
    screen.put("y", column: 1, row: 1)
    #expect(show(renderer.frame(screen)) == "\r\n⎋[Cy")
}

@Test func aContinuationCellIsNeverWrittenAlone() {
    var renderer = Renderer(placement: .fullscreen, colors: ColorSupport(level: .trueColor), synchronizedOutput: false)
    var model = VTModel(rows: 1, columns: 6, allowsAbsoluteMoves: true)
    model.feed(renderer.begin(width: 6, height: 1))
    var screen = Screen(width: 6, height: 1)
    screen.put("ab漢c", column: 0, row: 0)
    model.feed(renderer.frame(screen))
    screen[3, 0].style = Style(foreground: .ansi(2))  // only the right half changed
    let output = renderer.frame(screen)
    model.feed(output)
    #expect(show(output) == "⎋[3D漢", "the leading cell is rewritten, from its own column")
    expectShows(model, top: 0, screen, colors: ColorSupport(level: .trueColor), "continuation")
    #expect(model.column == 4)
}

@Test("text fills cells as the terminal fills them: a cluster of several scalars that take columns, several cells")
func clustersFillTheCellsTheTerminalGivesThem() {
    for inline in [false, true] {
        var renderer = Renderer(
            placement: inline ? .inline(height: 2) : .fullscreen, colors: ColorSupport(level: .trueColor),
            synchronizedOutput: false)
        var model = VTModel(rows: 2, columns: 30, allowsAbsoluteMoves: !inline)
        model.feed(renderer.begin(width: 30, height: 2))
        var screen = Screen(width: 30, height: 2)
        screen.put("हिन्दी|👍🏽|กำ|x", column: 0, row: 0)
        screen.put("สวัสดีครับ|க்ஷ|y", column: 2, row: 1)
        model.feed(renderer.frame(screen))
        expectShows(model, top: 0, screen, colors: ColorSupport(level: .trueColor), "clusters inline:\(inline)")
        #expect(model.text(row: 0).hasPrefix("हिन्दी|👍🏽|กำ|x "))
        #expect(screen[14, 0].text == "x", "5 + 1 + 4 + 1 + 2 + 1 columns before it")
        #expect(screen[13, 1].text == "y", "2 + 7 + 1 + 2 + 1")
        #expect(model.violations.isEmpty, "\(model.violations)")
    }
}

@Test("after a cell terminals draw at another width, the next is placed from the row's start")
func nothingDriftsAfterAnUncertainCell() {
    for inline in [false, true] {
        var renderer = Renderer(
            placement: inline ? .inline(height: 2) : .fullscreen, colors: ColorSupport(level: .trueColor),
            synchronizedOutput: false)
        var model = VTModel(rows: 1, columns: 20, allowsAbsoluteMoves: !inline)
        model.drawsUncertainCellsWider = true
        model.feed(renderer.begin(width: 20, height: 1))
        var screen = Screen(width: 20, height: 1)
        screen.put("❤️ab👨‍👩‍👧cd🇫🇷e", column: 0, row: 0)
        model.feed(renderer.frame(screen))
        #expect(model.text(row: 0) == screen.text(row: 0), "inline:\(inline)")
        #expect(model.grid[0][1].text == "a" && model.grid[0][5].text == "c" && model.grid[0][9].text == "e")
        // A later change right after such a cell is placed the same way.
        screen.put("Z", column: 1, row: 0)
        model.feed(renderer.frame(screen))
        #expect(model.grid[0][1].text == "Z", "inline:\(inline)")
    }
}

@Test func aBrokenWidePairIsShownAsASpace() {
    var renderer = fullscreenBegun(width: 6, height: 1)
    var model = VTModel(rows: 1, columns: 6, allowsAbsoluteMoves: true)
    var screen = Screen(width: 6, height: 1)
    screen[0, 0] = Cell(text: "漢", width: 2)  // no continuation cell after it
    screen[1, 0] = Cell(text: "x")
    screen[3, 0] = Cell(text: "", width: 0)  // a continuation cell with no leading cell
    screen[5, 0] = Cell(text: "字", width: 2)  // in the last column
    model.feed(renderer.frame(screen))
    #expect(model.text(row: 0) == " x    ")
    #expect(model.violations.isEmpty, "\(model.violations)")
}

@Test func theCursorIsShownOnlyWhenAskedForAndOnlyOnce() {
    var renderer = fullscreenBegun(width: 10, height: 3)
    var screen = Screen(width: 10, height: 3)
    screen.cursor = (column: 4, row: 1)
    #expect(show(renderer.frame(screen)) == "\r\n⎋[4C⎋[?25h")
    #expect(renderer.frame(screen) == [])
    screen.cursor = (column: 5, row: 1)
    #expect(show(renderer.frame(screen)) == "⎋[C")
    screen.cursor = nil
    #expect(show(renderer.frame(screen)) == "⎋[?25l")
}

@Test func synchronizedOutputWrapsOnlyNonEmptyFrames() {
    var renderer = Renderer(placement: .fullscreen, colors: ColorSupport(level: .ansi16), synchronizedOutput: true)
    _ = renderer.begin(width: 4, height: 1)
    var screen = Screen(width: 4, height: 1)
    #expect(renderer.frame(screen) == [])
    screen.put("hi", column: 0, row: 0)
    #expect(show(renderer.frame(screen)) == "⎋[?2026hhi⎋[?2026l")
}

@Test func invalidateRepaintsEveryCell() {
    var renderer = Renderer(placement: .fullscreen, colors: ColorSupport(level: .trueColor), synchronizedOutput: false)
    var model = VTModel(rows: 2, columns: 8, allowsAbsoluteMoves: true)
    model.feed(renderer.begin(width: 8, height: 2))
    var screen = Screen(width: 8, height: 2)
    screen.put("ab", column: 0, row: 0, style: Style(attributes: .underline))
    screen.put("cd", column: 6, row: 1)
    model.feed(renderer.frame(screen))
    model.feed(bytes("\u{1B}[H\u{1B}[41mXXXXXXXX\u{1B}[2;1HYYYYYYYY"))  // someone else wrote
    renderer.invalidate()
    model.feed(renderer.frame(screen))
    expectShows(model, top: 0, screen, colors: ColorSupport(level: .trueColor), "after invalidate")
}

@Test func erasingTheRestOfARowUsesEL() {
    var renderer = fullscreenBegun(width: 20, height: 1)
    var screen = Screen(width: 20, height: 1)
    screen.put("a long line of text", column: 0, row: 0)
    _ = renderer.frame(screen)
    screen.clear()
    screen.put("a long", column: 0, row: 0)
    #expect(show(renderer.frame(screen)) == "⎋[12D⎋[K")
}

// MARK: - Giving the terminal back

@Test func inlineEndErasesTheRegionAndLeavesThePromptAlone() {
    let colors = ColorSupport(level: .palette256)
    var model = shell(rows: 10, columns: 20, promptLines: 4, inline: true)
    let prompt = Array(model.grid[0..<4])
    var renderer = Renderer(placement: .inline(height: 3), colors: colors, synchronizedOutput: false)
    model.feed(renderer.begin(width: 20, height: 3))
    #expect(model.row == 4 && model.column == 0)
    var screen = Screen(width: 20, height: 3)
    screen.put("choose one", column: 0, row: 0, style: Style(background: .rgb(0, 0, 128)))
    screen.put("▸ alpha", column: 0, row: 2, style: Style(attributes: .reverse))
    screen.cursor = (column: 2, row: 2)
    model.feed(renderer.frame(screen))
    expectShows(model, top: 4, screen, colors: colors, "inline frame")
    let output = renderer.end()
    model.feed(output)
    #expect(show(output).contains("⎋[0m") && show(output).contains("⎋[?25h") && show(output).contains("⎋[J"))
    #expect(model.row == 4 && model.column == 0)
    #expect(model.cursorVisible && model.pen == .plain)
    #expect(Array(model.grid[0..<4]) == prompt)
    #expect(model.grid[4...].allSatisfy { $0.allSatisfy { $0 == .blank } })
    #expect(model.violations.isEmpty, "\(model.violations)")
}

@Test func fullscreenEndLeavesTheAlternateScreen() {
    var model = shell(rows: 4, columns: 12, promptLines: 3, inline: false)
    let main = model.grid
    var renderer = Renderer(placement: .fullscreen, colors: ColorSupport(level: .trueColor), synchronizedOutput: false)
    model.feed(renderer.begin(width: 12, height: 4))
    #expect(model.alternateScreen && !model.cursorVisible)
    var screen = Screen(width: 12, height: 4)
    screen.put("fullscreen", column: 1, row: 2, style: Style(foreground: .rgb(9, 9, 9)))
    model.feed(renderer.frame(screen))
    let output = renderer.end()
    #expect(show(output).contains("⎋[?1049l") && show(output).contains("⎋[?25h"))
    model.feed(output)
    #expect(!model.alternateScreen && model.cursorVisible && model.pen == .plain)
    #expect(model.grid == main)
    #expect(model.violations.isEmpty, "\(model.violations)")
}

/// tmux (3.3a) copies the alternate screen's top row into the normal screen's history when the
/// window grew while it was up and that row reaches past the width on entry; the renderer leaves
/// an erased alternate screen, so there is nothing to copy.
@Test func fullscreenEndErasesAGrownAlternateScreenBeforeLeavingIt() {
    var model = shell(rows: 4, columns: 12, promptLines: 3, inline: false)
    let main = model.grid
    var renderer = Renderer(placement: .fullscreen, colors: ColorSupport(level: .palette256), synchronizedOutput: true)
    model.feed(renderer.begin(width: 12, height: 4))
    model.resize(rows: 8, columns: 24)
    model.feed(renderer.resize(width: 24, height: 8))
    var screen = Screen(width: 24, height: 8)
    screen.put("Jump ›", column: 0, row: 0, style: Style(foreground: .palette(245)))
    screen.put("3/3", column: 21, row: 0, style: Style(foreground: .palette(245)))
    screen.put(" a", column: 0, row: 3, style: Style(background: .palette(4)))
    screen.cursor = (column: 0, row: 3)
    model.feed(renderer.frame(screen))
    #expect(model.grid[0][21].text == "3")
    let output = renderer.end()
    model.feed(output)
    #expect(show(output).contains("⎋[2J⎋[?1049l"), "\(show(output))")
    let left = model.alternateGridWhenLeft ?? []
    #expect(left.count == 8 && left.allSatisfy { $0.allSatisfy { $0 == .blank } })
    #expect(!model.alternateScreen && model.cursorVisible && model.pen == .plain)
    #expect(Array(model.grid[0..<3]) == main.prefix(3).map { $0 + Array(repeating: .blank, count: 12) })
    #expect(model.violations.isEmpty, "\(model.violations)")
}

@Test func inlineResizeErasesFromTheRegionTop() {
    var model = shell(rows: 10, columns: 20, promptLines: 2, inline: true)
    let colors = ColorSupport(level: .ansi16)
    var renderer = Renderer(placement: .inline(height: 4), colors: colors, synchronizedOutput: false)
    model.feed(renderer.begin(width: 20, height: 4))
    var screen = Screen(width: 20, height: 4)
    screen.put("wide content here", column: 0, row: 3)
    model.feed(renderer.frame(screen))
    model.resize(rows: 10, columns: 12)
    let output = renderer.resize(width: 12, height: 3)
    model.feed(output)
    #expect(show(output).hasPrefix("⎋[0m\r⎋[3A") || show(output).hasPrefix("\r⎋[3A⎋[0m"), "\(show(output))")
    #expect(model.row == 2 && model.column == 0)
    #expect(model.grid[2...].allSatisfy { $0.allSatisfy { $0 == .blank } })
    var small = Screen(width: 12, height: 3)
    small.put("narrow", column: 0, row: 2)
    model.feed(renderer.frame(small))
    expectShows(model, top: 2, small, colors: colors, "after resize")
    #expect(model.text(row: 1).hasPrefix("$ prompt lin"))
}

// MARK: - Colour support

@Test func detectReadsTheEnvironment() {
    let cases: [([String: String], ColorSupport.Level)] = [
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
        (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "screen-256color"], .palette256),
        (["TERM": "xterm-256color", "COLORTERM": "yes"], .palette256),
        (["TERM": "xterm"], .ansi16),
        ([:], .ansi16),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .none),
        (["TERM": "xterm-256color", "NO_COLOR": ""], .palette256),
        (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
    ]
    for (environment, level) in cases {
        #expect(ColorSupport.detect(environment: environment).level == level, "\(environment)")
    }
    #expect(ColorSupport.Level.none < .ansi16 && .ansi16 < .palette256 && .palette256 < .trueColor)
}

/// A compiled terminfo entry (term(5)): the legacy format (16-bit numbers) or the extended one
/// (32-bit), with `max_colors` when `colors` is given.
private func terminfoEntry(named name: String, colors: Int?, extended: Bool) -> [UInt8] {
    let names = Array((name + "|a test terminal").utf8) + [0]
    let bools: [UInt8] = [1, 0, 1]  // an odd count: the numbers start after a pad byte
    var numbers = [80, 8, 24, -1, -1, -1, -1]
    if let colors { numbers += [-1, -1, -1, -1, -1, -1, colors, 64] }
    func short(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
    var entry = short(extended ? 0o1036 : 0o432) + short(names.count) + short(bools.count) + short(numbers.count)
    entry += short(0) + short(0) + names + bools
    if entry.count % 2 == 1 { entry.append(0) }
    for number in numbers {
        entry += extended ? short(number & 0xFFFF) + short((number >> 16) & 0xFFFF) : short(number)
    }
    return entry
}

/// A terminal whose terminfo entry has no colours (`vt100`, `xterm-mono`) gets attributes only,
/// as under NO_COLOR; one with 256 gets the palette, whatever its name says.
@Test func terminfoSaysWhetherATerminalHasColours() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terminfo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let entries: [(String, String, Int?, Bool)] = [
        ("m", "mono-term", nil, false), ("c", "colour-term", 8, false), ("w", "wide-term", 256, true),
        ("6e", "no-colours-hex", -1, true),
    ]
    for (letter, name, colors, extended) in entries {
        let directory = folder.appendingPathComponent(letter)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(terminfoEntry(named: name, colors: colors, extended: extended))
            .write(to: directory.appendingPathComponent(name))
    }
    let cases: [(String, ColorSupport.Level)] = [
        ("mono-term", .none), ("colour-term", .ansi16), ("wide-term", .palette256), ("no-colours-hex", .none),
        ("absent-term", .ansi16),
    ]
    for (term, level) in cases {
        let environment = ["TERM": term, "TERMINFO": folder.path, "TERMINFO_DIRS": folder.path, "HOME": folder.path]
        #expect(ColorSupport.detect(environment: environment).level == level, "\(term)")
        #expect(TerminalTraits(environment: environment).colors.level == level, "\(term)")
    }
    #expect(
        ColorSupport.detect(environment: ["TERM": "mono-term", "TERMINFO": folder.path, "NO_COLOR": "1"]).level == .none
    )
    // The system's own entries, where it has them.
    for (term, level) in [("vt100", ColorSupport.Level.none), ("xterm-mono", .none), ("xterm", .ansi16)] {
        let present = ["/lib/terminfo", "/usr/share/terminfo", "/etc/terminfo"].contains { base in
            FileManager.default.fileExists(atPath: "\(base)/\(term.prefix(1))/\(term)")
                || FileManager.default.fileExists(
                    atPath: "\(base)/\(String(term.utf8.first!, radix: 16))/\(term)")
        }
        guard present else { continue }
        #expect(ColorSupport.detect(environment: ["TERM": term]).level == level, "\(term)")
    }
}

@Test func downgradeFindsTheNearestColour() {
    let full = ColorSupport(level: .trueColor), p256 = ColorSupport(level: .palette256)
    let p16 = ColorSupport(level: .ansi16), none = ColorSupport(level: .none)
    #expect(full.downgrade(.rgb(12, 34, 56)) == .rgb(12, 34, 56))
    #expect(p256.downgrade(.rgb(255, 0, 0)) == .palette(196))
    #expect(p256.downgrade(.rgb(0, 0, 0)) == .palette(16))
    #expect(p256.downgrade(.rgb(128, 128, 128)) == .palette(244))
    #expect(p256.downgrade(.rgb(95, 135, 175)) == .palette(67))
    #expect(p256.downgrade(.palette(77)) == .palette(77))
    #expect(p256.downgrade(.ansi(5)) == .ansi(5))
    #expect([Color.ansi(9), .ansi(1)].contains(p16.downgrade(.rgb(255, 0, 0))))
    #expect(p16.downgrade(.rgb(250, 250, 250)) == .ansi(15))
    #expect(p16.downgrade(.rgb(0, 0, 200)) == .ansi(4))
    #expect(p16.downgrade(.palette(196)) == .ansi(9))
    #expect(p16.downgrade(.palette(12)) == .ansi(12))
    #expect(p16.downgrade(.palette(232)) == .ansi(0))
    #expect(p16.downgrade(.default) == .default)
    for color in [Color.ansi(3), .palette(100), .rgb(1, 2, 3), .default] {
        #expect(none.downgrade(color) == .default)
    }
}

@Test func noColorKeepsAttributesButDropsColours() {
    let colors = ColorSupport.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    var renderer = Renderer(placement: .fullscreen, colors: colors, synchronizedOutput: false)
    var model = VTModel(rows: 2, columns: 10, allowsAbsoluteMoves: true)
    model.feed(renderer.begin(width: 10, height: 2))
    var screen = Screen(width: 10, height: 2)
    screen.put(
        "bold", column: 0, row: 0,
        style: Style(foreground: .rgb(255, 0, 0), background: .palette(17), attributes: .bold))
    screen.put("sel", column: 0, row: 1, style: Style(foreground: .ansi(2), attributes: .reverse))
    let output = renderer.frame(screen)
    model.feed(output)
    #expect(show(output) == "⎋[1mbold\r\n⎋[0;7msel")
    #expect(model.grid[0][0].style == Style(attributes: .bold))
    #expect(model.grid[1][0].style == Style(attributes: .reverse))
    expectShows(model, top: 0, screen, colors: colors, "NO_COLOR")
}
