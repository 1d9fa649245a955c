import Testing

@testable import PickerKit

@Suite("PickerView rendering")
@MainActor
struct PickerViewRenderTests {
    @Test("the selected row sits on the middle line in the band, its neighbours dimmer with distance")
    func selectedRowOnMiddleLine() {
        let rig = Rig([starWars])
        rig.picker.frame = Rect(x: 0, y: 0, width: 20, height: 7)
        rig.picker.selectRow(3, inComponent: 0, animated: false)
        let theme = Theme.color
        expectScreen(
            rig.render(width: 20, height: 7, theme: theme),
            ExpectedScreen([
                "        Luke",
                "        Leia",
                "        Han",
                "     Chewbacca",
                "       Artoo",
                "      Threepio",
                "       Lando",
            ])
            .styled(row: 0, columns: 8..<12, theme.rowStyle(distance: 3))
            .styled(row: 2, columns: 8..<11, theme.rowStyle(distance: 1))
            .styled(row: 3, theme.band)
            .styled(row: 4, columns: 7..<12, theme.rowStyle(distance: 1))
            .styled(row: 6, columns: 7..<12, theme.rowStyle(distance: 3)))
    }

    @Test("rows before the first and after the last are blank in a non-cyclic component")
    func nonCyclicEnds() {
        let rig = Rig([["A", "B", "C"]])
        rig.picker.frame = Rect(x: 0, y: 0, width: 10, height: 7)
        expectScreen(
            rig.render(width: 10, height: 7, theme: .monochrome),
            ExpectedScreen(["", "", "", "    A", "    B", "    C", ""])
                .styled(row: 3, Theme.monochrome.band))
    }

    @Test("two components: a separator off the band, the band across both, the focused band bold")
    func twoComponentsWholeScreen() {
        let rig = Rig([["Ham", "Turkey", "Tuna"], ["White", "Rye"]]) { source, _ in source.widths = [10, 9] }
        rig.picker.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        rig.picker.isFocused = true
        rig.picker.selectRow(1, inComponent: 0, animated: false)
        let theme = Theme.monochrome
        expectScreen(
            rig.render(width: 20, height: 5, theme: theme),
            ExpectedScreen([
                "          │",
                "   Ham    │",
                "  Turkey     White",
                "   Tuna   │   Rye",
                "          │",
            ])
            .styled(row: 2, columns: 0..<10, theme.bandFocused)
            .styled(row: 2, columns: 10..<20, theme.band)
            .styled(row: 1, columns: 3..<6, theme.rowStyle(distance: 1)))
    }

    @Test("the band spans the whole width in the band colour (colour theme)")
    func bandSpansWidthColor() throws {
        let rig = Rig([starWars, ["a", "b"], ["x"]]) { source, _ in source.widths = [12, nil, 5] }
        rig.picker.frame = Rect(x: 2, y: 1, width: 36, height: 7)
        let screen = rig.render(width: 40, height: 9)
        let band = 1 + 3
        for column in 2..<38 {
            #expect(screen[column, band].style.background == Theme.color.band.background, "column \(column)")
        }
        // Nothing outside the frame is painted.
        #expect(screen[0, band].style == .plain)
        #expect(screen[1, band].style == .plain)
        #expect(screen[38, band].style == .plain)
        // Lines off the band have no band background.
        for line in [1, 2, 3, 5, 6, 7] {
            #expect(
                (2..<38).allSatisfy { screen[$0, line].style.background != Theme.color.band.background }, "line \(line)"
            )
        }
        // The title in the band has the band's style.
        let c = try #require(screen.column(of: "Luke", row: band))
        #expect(screen[c, band].style == Theme.color.band)
    }

    @Test("the band is reversed across the whole width without colour")
    func bandSpansWidthMonochrome() {
        let rig = Rig([starWars, ["a", "b"]])
        rig.picker.frame = Rect(x: 0, y: 0, width: 25, height: 7)
        let screen = rig.render(width: 25, height: 7, theme: .monochrome)
        for column in 0..<25 {
            #expect(screen[column, 3].style.attributes.contains(.reverse), "column \(column)")
        }
        for line in [0, 1, 2, 4, 5, 6] {
            #expect((0..<25).allSatisfy { !screen[$0, line].style.attributes.contains(.reverse) }, "line \(line)")
        }
    }

    @Test("the focused component's band is highlighted; the others keep the band style")
    func focusedBand() throws {
        let rig = Rig([["aa"], ["bb"]])
        rig.picker.frame = Rect(x: 0, y: 0, width: 21, height: 7)
        rig.picker.isFocused = true
        rig.picker.focusComponent(1)
        let screen = rig.render(width: 21, height: 7)
        let rects = rig.picker.componentRects()
        #expect(rects.count == 2)
        for column in rects[0].x..<rects[0].maxX {
            #expect(screen[column, 3].style.background == Theme.color.band.background)
        }
        for column in rects[1].x..<rects[1].maxX {
            #expect(screen[column, 3].style.background == Theme.color.bandFocused.background)
        }
        let bb = try #require(screen.column(of: "bb", row: 3))
        #expect(screen[bb, 3].style == Theme.color.bandFocused)
    }

    @Test("rows farther from the band use the row style for their distance, dimmer each time")
    func dimmingByDistance() {
        let rig = Rig([starWars])
        rig.picker.frame = Rect(x: 0, y: 0, width: 20, height: 7)
        rig.picker.selectRow(3, inComponent: 0, animated: false)
        for theme in [Theme.color, Theme.monochrome] {
            let screen = rig.render(width: 20, height: 7, theme: theme)
            for line in [0, 1, 2, 4, 5, 6] {
                let distance = abs(line - 3)
                let ink = screen.inkColumns(row: line)
                #expect(!ink.isEmpty)
                for column in ink {
                    #expect(screen[column, line].style == theme.rowStyle(distance: distance), "line \(line)")
                }
            }
        }
        // Dimmer with distance, the nearest rows not dim. With colour the rows fade in greys only as
        // far as text still reads (colour 8 on black, 5.2:1: dim would take it below 4.5:1, see
        // ThemeContrastTests); without colour there are two intensities, normal and dim.
        for theme in [Theme.color, Theme.monochrome] {
            let styles = (1...4).map { theme.rowStyle(distance: $0) }
            #expect(styles[0] != styles[1])
            #expect(theme.usesColor ? styles[1] != styles[3] : styles[1] == styles[3])
            #expect(!styles[0].attributes.contains(.dim))
            #expect(theme.usesColor ? !styles[3].attributes.contains(.dim) : styles[3].attributes.contains(.dim))
            #expect(theme.rowStyle(distance: 9) == styles[3], "beyond the table the last style holds")
        }
        #expect(Set((1...4).map { Theme.color.rowStyle(distance: $0) }).count == 3)
    }

    @Test("components are separated by a bar off the band line")
    func separators() {
        let rig = Rig([["a"], ["b"], ["c"]])
        rig.picker.frame = Rect(x: 0, y: 0, width: 32, height: 7)
        let screen = rig.render(width: 32, height: 7)
        let rects = rig.picker.componentRects()
        #expect(rects.map(\.width) == [10, 10, 10])
        #expect(rects.map(\.x) == [0, 11, 22])
        for line in 0..<7 {
            for x in [10, 21] {
                if line == 3 {
                    #expect(screen[x, line].text == " ", "no separator across the band")
                    #expect(screen[x, line].style == Theme.color.band)
                } else {
                    #expect(screen[x, line].text == "│", "line \(line), column \(x)")
                    #expect(screen[x, line].style == Theme.color.separator)
                }
            }
        }
        #expect(screen.text(row: 0).filter { $0 == "│" }.count == 2)
    }

    @Test("widths from the delegate are honoured; the rest is shared")
    func delegateWidths() throws {
        let rig = Rig([["left"], ["middle"], ["right"]]) { source, _ in source.widths = [8, nil, nil] }
        rig.picker.frame = Rect(x: 0, y: 0, width: 31, height: 7)
        #expect(rig.picker.rowSize(forComponent: 0).width == 8)
        // 31 - 2 separators - 8 = 21, shared 11 + 10.
        #expect(rig.picker.rowSize(forComponent: 1).width + rig.picker.rowSize(forComponent: 2).width == 21)
        #expect(abs(rig.picker.rowSize(forComponent: 1).width - rig.picker.rowSize(forComponent: 2).width) <= 1)
        let screen = rig.render(width: 31, height: 7)
        #expect(screen[8, 0].text == "│")
        let second = 9 + rig.picker.rowSize(forComponent: 1).width
        #expect(screen[second, 0].text == "│")
        // Each title centred in its own component.
        #expect(screen.column(of: "left", row: 3) == (8 - 4) / 2)
        let middle = try #require(screen.column(of: "middle", row: 3))
        #expect(middle > 8 && middle + 6 <= second)
        let right = try #require(screen.column(of: "right", row: 3))
        #expect(right > second && right + 5 <= 31)
    }

    @Test("a fixed width and a row height show in rowSize")
    func rowSizeReportsHeight() {
        let rig = Rig([["a"], ["b"]]) { source, _ in
            source.widths = [6, 9]
            source.rowHeights = [1, 3]
        }
        rig.picker.frame = Rect(x: 0, y: 0, width: 40, height: 9)
        #expect(rig.picker.rowSize(forComponent: 0) == (6, 1))
        #expect(rig.picker.rowSize(forComponent: 1) == (9, 3))
    }

    @Test("a title too long for its component ends in an ellipsis and stays inside it")
    func longTitleTruncated() {
        let rig = Rig([["Supercalifragilistic", "Supercalifragilistic"], ["XY", "XY"]]) { source, _ in
            source.widths = [8, nil]
        }
        rig.picker.frame = Rect(x: 0, y: 0, width: 20, height: 7)
        for theme in [Theme.color, Theme.monochrome] {
            let screen = rig.render(width: 20, height: 7, theme: theme)
            for line in [3, 4] {
                let text = screen.text(row: line)
                let left = String(text.prefix(8))
                #expect(left.trimmingSpaces().hasSuffix("…"), "line \(line): \(left)")
                #expect(left.trimmingSpaces().hasPrefix("Super"))
                // The separator column and the right component are untouched by the left title.
                #expect(screen[8, line].text == (line == 3 ? " " : "│"))
                #expect(screen.trimmed(row: line).hasSuffix("XY"))
                #expect(!text.dropFirst(8).contains("c"))
            }
        }
    }

    @Test("a long styled title in several runs stays inside its component")
    func longStyledTitleTruncated() {
        let red = Style(foreground: .ansi(1))
        let rig = Rig([["x"], ["YY"]]) { source, _ in
            source.widths = [8, nil]
            source.styledTitles = [0: [0: StyledText([.init("Alpha", style: red), .init("Betagamma")])]]
        }
        rig.picker.frame = Rect(x: 0, y: 0, width: 20, height: 7)
        let screen = rig.render(width: 20, height: 7)
        let left = String(screen.text(row: 3).prefix(8)).trimmingSpaces()
        #expect(left.hasPrefix("Alpha"))
        #expect(left.hasSuffix("…"))
        #expect(screen[8, 3].text == " ")
        #expect(screen.trimmed(row: 3).hasSuffix("YY"))
        #expect(!screen.text(row: 3).dropFirst(8).contains("a"))
    }

    @Test("a cyclic component shows the last rows above row 0 and the first below the last")
    func cyclicWraps() {
        let rig = Rig([["A", "B", "C", "D", "E"]]) { _, picker in picker.setCyclic(true, forComponent: 0) }
        rig.picker.frame = Rect(x: 0, y: 0, width: 10, height: 7)
        #expect(rig.picker.isCyclic(forComponent: 0))
        var screen = rig.render(width: 10, height: 7)
        #expect((0..<7).map { screen.trimmed(row: $0) } == ["C", "D", "E", "A", "B", "C", "D"])
        rig.picker.selectRow(4, inComponent: 0, animated: false)
        screen = rig.render(width: 10, height: 7)
        #expect((0..<7).map { screen.trimmed(row: $0) } == ["B", "C", "D", "E", "A", "B", "C"])
        // Down from the last row wraps to the first.
        rig.key(.down, at: 0)
        _ = rig.advance(to: 1)
        #expect(rig.picker.selectedRow(inComponent: 0) == 0)
        #expect(rig.source.selections == [PickerSelection(row: 0, component: 0)])
    }

    @Test("rows three lines tall are drawn at the right lines, the band three lines high")
    func tallRows() {
        let rig = Rig([["one", "two", "three", "four"]]) { source, _ in source.rowHeights = [3] }
        rig.picker.frame = Rect(x: 0, y: 0, width: 12, height: 9)
        #expect(rig.picker.preferredHeight(forWidth: 12) == 7)
        rig.picker.selectRow(1, inComponent: 0, animated: false)
        let screen = rig.render(width: 12, height: 9)
        // Band: lines 3, 4, 5; its title on the middle line 4; neighbours at 1 and 7.
        #expect((0..<9).map { screen.trimmed(row: $0) } == ["", "one", "", "", "two", "", "", "three", ""])
        for line in 0..<9 {
            let inBand = (3...5).contains(line)
            #expect(
                (0..<12).allSatisfy { (screen[$0, line].style.background == Theme.color.band.background) == inBand },
                "line \(line)")
        }
        // A step moves three lines.
        rig.key(.down, at: 0)
        _ = rig.advance(to: 1)
        let after = rig.render(width: 12, height: 9)
        #expect((0..<9).map { after.trimmed(row: $0) } == ["", "two", "", "", "three", "", "", "four", ""])
    }

    @Test(
        "styled titles lay the styles of their runs over the row's; unstyled runs take the row's style; on the band a colour that does not read gives way"
    )
    func styledTitles() throws {
        let red = Style(foreground: .rgb(255, 0, 0), attributes: [.italic])
        let blue = Style(foreground: .rgb(0, 0, 255), background: .ansi(3))
        let rig = Rig([["plain", "plain"]]) { source, _ in
            source.styledTitles = [
                0: [
                    0: StyledText([.init("Red", style: red), .init("+"), .init("Blue", style: blue)]),
                    1: StyledText("Solo", style: blue),
                ]
            ]
        }
        rig.picker.frame = Rect(x: 0, y: 0, width: 20, height: 7)
        let screen = rig.render(width: 20, height: 7)
        #expect(screen.trimmed(row: 3) == "Red+Blue")
        let start = try #require(screen.column(of: "Red+Blue", row: 3))
        #expect(start == (20 - 8) / 2)
        // Red has 2.4:1 on the band's grey: the band's text colour, the run's italic.
        let band = Theme.color.band
        let redOnBand = Style(foreground: band.foreground, background: band.background, attributes: [.bold, .italic])
        for i in 0..<3 { #expect(screen[start + i, 3].style == redOnBand) }
        #expect(screen[start + 3, 3].style == band)
        // A run with its own background keeps its colours, the band's bold added.
        let blueOnBand = Style(foreground: .rgb(0, 0, 255), background: .ansi(3), attributes: [.bold])
        for i in 4..<8 { #expect(screen[start + i, 3].style == blueOnBand) }
        #expect(screen.trimmed(row: 4) == "Solo")
        let solo = try #require(screen.column(of: "Solo", row: 4))
        #expect(screen[solo, 4].style == blue, "off the band the run's style over the row's plain one")
    }

    @Test("an escape sequence in a title is shown inert")
    func escapeIsInert() {
        let rig = Rig([["\u{1B}[31mEvil\u{7}", "ok\u{9B}2J"]])
        rig.picker.frame = Rect(x: 0, y: 0, width: 30, height: 7)
        let screen = rig.render(width: 30, height: 7)
        #expect(screen.trimmed(row: 3) == "^[[31mEvil^G")
        #expect(screen.trimmed(row: 4) == "ok<U+009B>2J")
        for cell in screen.cells {
            #expect(!cell.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test("an escape sequence in a styled run is shown inert")
    func escapeInStyledRunIsInert() {
        let rig = Rig([["x"]]) { source, _ in
            source.styledTitles = [
                0: [0: StyledText([.init("\u{1B}]0;t\u{7}", style: .init(attributes: .bold)), .init("!")])]
            ]
        }
        rig.picker.frame = Rect(x: 0, y: 0, width: 30, height: 7)
        let screen = rig.render(width: 30, height: 7)
        #expect(screen.trimmed(row: 3) == "^[]0;t^G!")
        #expect(!screen.cells.contains { $0.text.contains("\u{1B}") })
    }

    @Test("nothing is drawn outside the frame")
    func staysInFrame() {
        let rig = Rig([starWars, starWars])
        rig.picker.frame = Rect(x: 3, y: 2, width: 31, height: 7)
        rig.picker.selectRow(3, inComponent: 0, animated: false)
        let screen = rig.render(width: 40, height: 12)
        for row in 0..<12 {
            for column in 0..<40 where !rig.picker.frame.contains(column: column, row: row) {
                #expect(screen[column, row] == .blank, "(\(column), \(row))")
            }
        }
        #expect(screen.trimmed(row: 5).hasPrefix("Chewbacca"))
    }
}

/// A custom cell that counts how it is used.
@MainActor
final class CountingCell: PickerCell {
    let serial: Int
    var row = -1
    var lastContext: PickerCellContext?

    init(serial: Int) { self.serial = serial }

    func render(in rect: Rect, into screen: inout Screen, context: PickerCellContext) {
        lastContext = context
        let line = rect.y + (rect.height - 1) / 2
        guard line >= context.clip.y, line < context.clip.maxY else { return }
        screen.put(
            "<\(row)>", in: Rect(x: rect.x, y: line, width: rect.width, height: 1), alignment: .center,
            style: context.style)
    }
}

@MainActor
final class CellSource: PickerViewDataSource, PickerViewDelegate {
    let rows: Int
    var rowHeight = 1
    private(set) var made: [CountingCell] = []
    /// (row asked for, serial of the cell handed back for reuse)
    private(set) var requests: [(row: Int, reused: Int?)] = []

    init(rows: Int) { self.rows = rows }

    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows }
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Int { rowHeight }

    func pickerView(
        _ pickerView: PickerView, cellForRow row: Int, forComponent component: Int, reusing cell: PickerCell?
    ) -> PickerCell? {
        let reused = cell as? CountingCell
        requests.append((row, reused?.serial))
        let result =
            reused
            ?? {
                let new = CountingCell(serial: made.count)
                made.append(new)
                return new
            }()
        result.row = row
        return result
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        Issue.record("a title was asked for although a cell was given")
        return "title"
    }
}

@Suite("PickerView custom cells")
@MainActor
struct PickerViewCellTests {
    @Test("cells are asked only for visible rows and scrolled-out cells come back through reusing")
    func cellsAreReused() throws {
        let source = CellSource(rows: 100)
        let picker = PickerView(visibleRows: 7)
        picker.dataSource = source
        picker.delegate = source
        picker.frame = Rect(x: 0, y: 0, width: 12, height: 7)
        picker.selectRow(50, inComponent: 0, animated: false)
        var screen = Screen(width: 12, height: 7)
        picker.render(into: &screen, theme: .color)
        #expect(source.requests.map(\.row).sorted() == Array(47...53))
        #expect(source.made.count == 7)
        #expect((0..<7).map { screen.trimmed(row: $0) } == (47...53).map { "<\($0)>" })
        let cellFor47 = try #require(source.made.first { $0.row == 47 }).serial

        // Rendering again without motion asks for nothing.
        picker.render(into: &screen, theme: .color)
        #expect(source.requests.count == 7)

        var shownAt: [ClosedRange<Int>] = []
        for centre in 51...70 {
            let before = source.requests.count
            picker.selectRow(centre, inComponent: 0, animated: false)
            screen = Screen(width: 12, height: 7)
            picker.render(into: &screen, theme: .color)
            let window = (centre - 3)...(centre + 3)
            shownAt.append(window)
            for request in source.requests[before...] {
                #expect(window.contains(request.row), "row \(request.row) asked for while showing \(window)")
            }
            #expect((0..<7).map { screen.trimmed(row: $0) } == window.map { "<\($0)>" })
        }
        #expect(source.made.count <= 8, "cells must be reused, made \(source.made.count)")
        #expect(source.requests.contains { $0.reused == cellFor47 }, "the cell of row 47 is handed back for a new row")
        #expect(source.requests.filter { $0.reused != nil }.count >= 19)
    }

    @Test("a cell gets its distance, band style and clip")
    func cellContext() throws {
        let source = CellSource(rows: 10)
        let picker = PickerView(visibleRows: 7)
        picker.dataSource = source
        picker.delegate = source
        picker.frame = Rect(x: 2, y: 1, width: 12, height: 7)
        picker.selectRow(5, inComponent: 0, animated: false)
        var screen = Screen(width: 20, height: 10)
        picker.render(into: &screen, theme: .color)
        let centre = try #require(source.made.first { $0.row == 5 })
        #expect(centre.lastContext?.distance == 0)
        #expect(centre.lastContext?.style == Theme.color.band)
        #expect(centre.lastContext?.clip == Rect(x: 2, y: 4, width: 12, height: 1))
        let far = try #require(source.made.first { $0.row == 8 })
        #expect(far.lastContext?.distance == 3)
        #expect(far.lastContext?.style == Theme.color.rowStyle(distance: 3))
        // The band is filled behind the cell across the component.
        #expect((2..<14).allSatisfy { screen[$0, 4].style.background == Theme.color.band.background })
    }

    @Test("tall cells are clipped to the frame")
    func tallCellsClipped() {
        let source = CellSource(rows: 10)
        source.rowHeight = 3
        let picker = PickerView(visibleRows: 7)
        picker.dataSource = source
        picker.delegate = source
        picker.frame = Rect(x: 0, y: 2, width: 10, height: 7)
        picker.selectRow(5, inComponent: 0, animated: false)
        var screen = Screen(width: 10, height: 12)
        picker.render(into: &screen, theme: .color)
        // Band lines 4, 5, 6 (height 7, band 3: top 2 + 2); row 5 on line 5, rows 4 and 6 on 2 and 8.
        #expect(screen.trimmed(row: 5) == "<5>")
        #expect(screen.trimmed(row: 2) == "<4>")
        #expect(screen.trimmed(row: 8) == "<6>")
        for made in source.made {
            guard let clip = made.lastContext?.clip else { continue }
            #expect(clip.y >= 2 && clip.maxY <= 9, "clip \(clip) outside the frame")
        }
        #expect(screen.text(row: 0).trimmingSpaces().isEmpty)
        #expect(screen.text(row: 11).trimmingSpaces().isEmpty)
    }
}
