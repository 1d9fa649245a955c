import Testing

@testable import PickerKit

/// Two sections of fruit with a price and a stock column; counts the data source's answers.
@MainActor
final class FruitTable: TableViewDataSource {
    var sections: [(title: String?, rows: [(String, String, String)])] = [
        ("Apples", [("Gala", "1.20", "12"), ("Fuji", "1.40", "3")]),
        ("Pears", [("Bosc", "0.90", "40"), ("Anjou", "1.10", "0"), ("Comice", "2.00", "7")]),
    ]
    private(set) var cellCalls: [TableIndexPath] = []

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    func tableView(_ tableView: TableView, textForRowAt indexPath: TableIndexPath, column: Int) -> String {
        cellCalls.append(indexPath)
        let row = sections[indexPath.section].rows[indexPath.row]
        return [row.0, row.1, row.2][column]
    }
}

@Suite("TableView")
@MainActor
struct TableViewTests {
    let context = RunContext(now: 0)

    func makeTable(_ source: FruitTable, height: Int = 8) -> TableView {
        let table = TableView(columns: [
            .init("", width: 8, isSelectable: false), .init("Price", width: 5, alignment: .trailing),
            .init("Stock", width: 5, alignment: .trailing),
        ])
        table.dataSource = source
        table.frame = Rect(x: 0, y: 0, width: table.preferredWidth, height: height)
        table.isFocused = true
        return table
    }

    @discardableResult
    func send(_ key: Key, _ modifiers: Modifiers, to table: TableView) -> Bool {
        table.handle(.key(key, modifiers), context: context)
    }

    func draw(_ table: TableView, theme: Theme = .color) -> Screen {
        var screen = Screen(width: table.frame.maxX, height: table.frame.maxY)
        table.render(into: &screen, theme: theme)
        return screen
    }

    @Test("column titles, section titles and rows, with the focused cell highlighted")
    func layout() {
        let source = FruitTable()
        let table = makeTable(source)
        #expect(table.preferredHeight(forWidth: 40) == 1 + 2 + 5)
        #expect(table.preferredWidth == 8 + 5 + 5 + 2 * 2 + 2)
        let screen = draw(table)
        #expect(
            screen.textDump.split(separator: "\n").map(String.init) == [
                "           Price  Stock",
                " Apples",
                " Gala       1.20     12",
                " Fuji       1.40      3",
                " Pears",
                " Bosc       0.90     40",
                " Anjou      1.10      0",
                " Comice     2.00      7",
            ])
        #expect(table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
        #expect(table.focusedColumn == 1, "the row titles cannot take the focus")
        #expect(screen[12, 2].style == Theme.color.bandFocused)
        #expect(screen[19, 2].style == .plain)
        #expect(screen[1, 1].style == Theme.color.tableSectionTitle)
        table.isFocused = false
        #expect(draw(table)[12, 2].style == Theme.color.band)
        #expect(draw(table, theme: .monochrome)[12, 2].style.attributes.contains(.reverse))
    }

    @Test("Up and Down cross sections and stop at the ends; Left and Right skip the titles")
    func keys() {
        let source = FruitTable()
        let table = makeTable(source)
        for _ in 0..<2 { #expect(table.handle(.key(.down, []), context: context)) }
        #expect(table.focusedIndexPath == TableIndexPath(row: 0, section: 1))
        #expect(table.handle(.key(.right, []), context: context))
        #expect(table.focusedColumn == 2)
        #expect(!table.handle(.key(.right, []), context: context), "nothing further right")
        #expect(table.handle(.key(.left, []), context: context))
        #expect(!table.handle(.key(.left, []), context: context), "the title column cannot take the focus")
        send(.end, [], to: table)
        send(.down, [], to: table)
        #expect(table.focusedIndexPath == TableIndexPath(row: 2, section: 1))
        send(.character("k"), [], to: table)
        #expect(table.focusedIndexPath == TableIndexPath(row: 1, section: 1))
        send(.home, [], to: table)
        send(.up, [], to: table)
        #expect(table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
        #expect(!table.handle(.key(.tab, []), context: context), "Tab moves the program's focus")
    }

    @Test("Enter, Space and a click select the focused cell")
    func select() {
        let source = FruitTable()
        let table = makeTable(source)
        var selected: [(TableIndexPath, Int)] = []
        table.onSelect = { indexPath, column, _ in selected.append((indexPath, column)) }
        send(.down, [], to: table)
        send(.enter, [], to: table)
        send(.right, [], to: table)
        send(.character(" "), [], to: table)
        let click = { (action: MouseAction, column: Int, row: Int) in
            _ = table.handle(
                .mouse(MouseEvent(button: .left, action: action, column: column, row: row)), context: context)
        }
        click(.press, 13, 6)
        click(.release, 13, 6)
        click(.press, 3, 7)
        click(.release, 3, 7)
        click(.press, 13, 5)
        click(.release, 13, 6)
        #expect(
            selected.map(\.0) == [
                TableIndexPath(row: 1, section: 0), TableIndexPath(row: 1, section: 0),
                TableIndexPath(row: 1, section: 1),
            ])
        #expect(selected.map(\.1) == [1, 2, 1])
        #expect(
            table.focusedIndexPath == TableIndexPath(row: 0, section: 1),
            "a press focuses; a release elsewhere selects nothing")
    }

    @Test("selectableCell finds the cell a click selects, and nothing between or outside the columns")
    func selectableCell() throws {
        let source = FruitTable()
        let table = makeTable(source)
        let screen = draw(table)
        let row = try #require((0..<screen.height).first { screen.text(row: $0).hasPrefix(" Fuji") })
        let price = try #require(screen.column(of: "1.40", row: row))
        let cell = try #require(table.selectableCell(atColumn: price, row: row))
        #expect(cell.indexPath == TableIndexPath(row: 1, section: 0) && cell.column == 1)
        #expect(table.selectableCell(atColumn: 2, row: row) == nil, "the row title is not selectable")
        #expect(table.selectableCell(atColumn: price, row: 1) == nil, "a section title")
        #expect(table.selectableCell(atColumn: price, row: 0) == nil, "the column titles")
        #expect(table.selectableCell(atColumn: 200, row: row) == nil)
    }

    @Test("reloadRow asks again for one row only")
    func reloadRow() {
        let source = FruitTable()
        let table = makeTable(source)
        #expect(source.cellCalls.count == 5 * 3)
        source.sections[1].rows[1].2 = "9"
        #expect(draw(table).trimmed(row: 6).hasSuffix("0"), "texts are kept until a reload")
        table.reloadRow(at: TableIndexPath(row: 1, section: 1))
        #expect(source.cellCalls.count == 5 * 3 + 3)
        #expect(Set(source.cellCalls.suffix(3)) == [TableIndexPath(row: 1, section: 1)])
        #expect(draw(table).trimmed(row: 6).hasSuffix("9"))
        #expect(table.text(at: TableIndexPath(row: 1, section: 1), column: 2) == "9")
    }

    @Test("a short frame scrolls to keep the focused row in sight")
    func scrolls() {
        let source = FruitTable()
        let table = makeTable(source, height: 4)
        #expect(draw(table).text(row: 1).hasPrefix(" Apples"))
        send(.end, [], to: table)
        var screen = draw(table)
        #expect(screen.text(row: 0).contains("Price"), "the column titles stay")
        #expect(screen.text(row: 3).hasPrefix(" Comice"))
        send(.home, [], to: table)
        screen = draw(table)
        #expect(screen.text(row: 1).hasPrefix(" Apples"), "the first row comes back with its section's title")
    }

    @Test(
        "it draws into any rectangle, and only there", arguments: [(0, 0), (1, 1), (1, 9), (9, 1), (3, 2), (40, 20)])
    func anyRectangle(width: Int, height: Int) {
        let source = FruitTable()
        let table = makeTable(source)
        let frame = Rect(x: 1, y: 1, width: width, height: height)
        var screen = expectDrawsInside(table, frame, "table")
        if width >= 40 {
            #expect(text(of: screen, in: frame)[1].hasPrefix(" Apples"), "the first row, under the column titles")
        }
        for row in 0...(height + 2) {
            for column in 0...(width + 2) {
                _ = table.handle(
                    .mouse(MouseEvent(button: .left, action: .press, column: column, row: row)), context: context)
                _ = table.handle(
                    .mouse(MouseEvent(button: .left, action: .release, column: column, row: row)), context: context)
            }
        }
        send(.end, [], to: table)
        screen = expectDrawsInside(table, frame, "table at its end")
        if width >= 40 { #expect(text(of: screen, in: frame).contains { $0.hasPrefix(" Comice") }) }
    }

    @Test("an empty table takes no focus and draws its column titles only")
    func empty() {
        let source = FruitTable()
        source.sections = [("Nothing", [])]
        let table = makeTable(source)
        #expect(!table.canFocus)
        #expect(table.focusedIndexPath == nil)
        #expect(!table.handle(.key(.down, []), context: context))
        #expect(draw(table).textDump == "           Price  Stock\n Nothing" + String(repeating: "\n", count: 6))
    }
}

@Suite("Sheet")
@MainActor
struct SheetTests {
    /// A program showing a label, with a sheet holding a picker ready to be presented.
    @MainActor
    struct Stage {
        let program: WidgetProgram
        let context = RunContext(now: 0)
        let picker = PickerView(components: [starWars], visibleRows: 5)
        let sheet: Sheet
        var selections: [Int] { picker.selectedRow(inComponent: 0) >= 0 ? reported : [] }
        private let log = Log()
        var reported: [Int] { log.rows }
        var dismissed: Int { log.dismissed }

        final class Log {
            var rows: [Int] = []
            var dismissed = 0
        }

        init() {
            program = WidgetProgram(root: Stack([Label("behind the sheet")]), theme: .color) { _, rows in rows }
            context.program = program
            sheet = Sheet(title: "Choose a character", content: picker)
            picker.onSelect = { [log] row, _ in log.rows.append(row) }
            sheet.onDismiss = { [log] _ in log.dismissed += 1 }
        }

        func frame(at time: Double) -> Screen {
            context.now = time
            context.runDueTimers()
            _ = program.advance(context: context)
            var screen = Screen(width: 60, height: 20)
            program.frame(into: &screen)
            return screen
        }

        func key(_ key: Key, _ modifiers: Modifiers = [], at time: Double) {
            program.handle(.key(key, modifiers), context: context.at(time))
        }

        func mouse(_ action: MouseAction, column: Int, row: Int, at time: Double) {
            program.handle(
                .mouse(MouseEvent(button: .left, action: action, column: column, row: row)), context: context.at(time))
        }

        /// The first line of the panel on `screen`, if it is shown.
        func panelTop(_ screen: Screen) -> Int? {
            (0..<screen.height).first { screen.text(row: $0).contains("╭") }
        }
    }

    @Test("presenting slides the panel up from the bottom on the loop's clock")
    func slidesUp() throws {
        let stage = Stage()
        _ = stage.frame(at: 0)
        stage.sheet.present(context: stage.context.at(1))
        #expect(stage.program.modal === stage.sheet)
        let first = stage.frame(at: 1)
        #expect(stage.panelTop(first) == nil, "nothing is up at the start")
        var tops: [Int] = []
        var time = 1.0
        while time < 1.4 {
            time += 1.0 / 60
            if let top = stage.panelTop(stage.frame(at: time)) { tops.append(top) }
        }
        let height = stage.sheet.panelHeight
        #expect(height == 5 + 3)
        #expect(tops.last == 20 - height)
        #expect(tops == tops.sorted(by: >), "the panel only rises")
        #expect(Set(tops).count > 3, "in several frames, not at once")
        let screen = stage.frame(at: 2)
        #expect(!stage.program.advance(context: stage.context), "at rest it asks for no frames")
        #expect(screen.text(row: 0).contains("behind the sheet"), "the screen behind stays in sight")
        let titleLine = try #require(stage.panelTop(screen)).advanced(by: 1)
        #expect(screen.text(row: titleLine).contains("Choose a character"))
        #expect(screen.text(row: titleLine).contains("[ Done ]"))
        #expect(screen.textDump.contains("Luke"))
        let sheetColumns = screen.text(row: titleLine).firstIndex(of: "│").map {
            screen.text(row: titleLine).distance(from: screen.text(row: titleLine).startIndex, to: $0)
        }
        #expect(sheetColumns == 0, "the sheet spans the program's whole width, so nothing shows beside it")
    }

    @Test("keys go to the picker; its changes are heard as it settles")
    func keysGoToTheContent() {
        let stage = Stage()
        stage.sheet.present(context: stage.context.at(0))
        _ = stage.frame(at: 0.5)
        stage.key(.down, at: 1)
        stage.key(.down, at: 1.01)
        _ = stage.frame(at: 2)
        #expect(stage.reported == [2])
        #expect(stage.sheet.isOpen)
    }

    @Test("Enter settles the spinning picker first, then the sheet slides away and is dismissed")
    func doneCommits() {
        let stage = Stage()
        stage.sheet.present(context: stage.context.at(0))
        _ = stage.frame(at: 0.5)
        stage.key(.down, at: 1)
        stage.key(.enter, at: 1.01)
        #expect(stage.reported == [1], "the commit delivered the change before closing")
        #expect(!stage.sheet.isOpen)
        #expect(stage.program.modal === stage.sheet, "still there while it slides away")
        stage.key(.down, at: 1.02)
        _ = stage.frame(at: 1.1)
        #expect(stage.panelTop(stage.frame(at: 1.15)) != nil)
        _ = stage.frame(at: 1.4)
        #expect(stage.program.modal == nil)
        #expect(stage.dismissed == 1)
        #expect(stage.reported == [1], "keys while it slides away are ignored")
        #expect(stage.panelTop(stage.frame(at: 1.5)) == nil)
    }

    @Test("Esc, Done and a click above the panel close it; Tab reaches Done")
    func otherWaysOut() throws {
        var stage = Stage()
        stage.sheet.present(context: stage.context.at(0))
        _ = stage.frame(at: 1)
        stage.key(.escape, at: 1)
        _ = stage.frame(at: 2)
        _ = stage.frame(at: 3)
        #expect(stage.program.modal == nil && stage.dismissed == 1)

        stage = Stage()
        stage.sheet.present(context: stage.context.at(0))
        _ = stage.frame(at: 1)
        stage.key(.tab, at: 1)
        #expect(stage.sheet.doneButton.isFocused)
        stage.key(.down, at: 1.1)
        stage.key(.enter, at: 1.2)
        _ = stage.frame(at: 2)
        _ = stage.frame(at: 3)
        #expect(stage.program.modal == nil && stage.reported.isEmpty)

        stage = Stage()
        stage.sheet.present(context: stage.context.at(0))
        let screen = stage.frame(at: 1)
        let top = try #require(stage.panelTop(screen))
        let done = try #require(screen.column(of: "[ Done ]", row: top + 1))
        stage.mouse(.press, column: done + 2, row: top + 1, at: 1.1)
        stage.mouse(.release, column: done + 2, row: top + 1, at: 1.2)
        _ = stage.frame(at: 2)
        _ = stage.frame(at: 3)
        #expect(stage.program.modal == nil)

        stage = Stage()
        stage.sheet.present(context: stage.context.at(0))
        _ = stage.frame(at: 1)
        stage.mouse(.press, column: 20, row: 2, at: 1.1)
        _ = stage.frame(at: 2)
        _ = stage.frame(at: 3)
        #expect(stage.program.modal == nil)
    }

    @Test("a sheet with fields: Tab and Shift-Tab step, a press above is offered, retarget swaps without sliding")
    func fieldsRetarget() throws {
        let stage = Stage()
        var steps: [Int] = []
        var presses: [(Int, Int)] = []
        let other = PickerView(components: [["Ham", "Turkey", "Tuna"]], visibleRows: 5)
        stage.sheet.hint = "tab next field"
        stage.sheet.onFieldStep = { step, _ in steps.append(step) }
        stage.sheet.onPressAbove = { column, row, _ in
            presses.append((column, row))
            return column < 10
        }
        stage.sheet.present(context: stage.context.at(0))
        var screen = stage.frame(at: 1)
        let top = try #require(stage.panelTop(screen))
        #expect(screen.text(row: top + 2 + 5).contains("tab next field"), "the hint under the content")
        stage.key(.down, at: 1.1)
        stage.key(.tab, at: 1.12)
        #expect(steps == [1])
        #expect(stage.reported == [1], "the field is settled before the step")
        stage.key(.tab, [.shift], at: 1.2)
        #expect(steps == [1, -1])
        #expect(!stage.sheet.doneButton.isFocused, "Tab no longer moves to Done")
        stage.mouse(.press, column: 5, row: 1, at: 1.3)
        #expect(presses.count == 1 && presses[0] == (5, 1))
        stage.sheet.retarget(to: other, title: "Choose a sandwich")
        screen = stage.frame(at: 1.31)
        #expect(stage.panelTop(screen) == top, "no slide")
        #expect(screen.text(row: top + 1).contains("Choose a sandwich"))
        #expect(screen.textDump.contains("Turkey") && !screen.textDump.contains("Leia"))
        stage.key(.down, at: 1.4)
        _ = stage.frame(at: 2)
        #expect(other.selectedRow(inComponent: 0) == 1, "keys go to the new content")
        #expect(stage.program.modal === stage.sheet)
        stage.mouse(.press, column: 30, row: 1, at: 2.1)
        _ = stage.frame(at: 3)
        _ = stage.frame(at: 4)
        #expect(stage.program.modal == nil, "a press the owner does not take closes the sheet")
    }

    @Test("a drag on the picker in the sheet spins it")
    func mouseOnTheContent() throws {
        let stage = Stage()
        stage.sheet.present(context: stage.context.at(0))
        let screen = stage.frame(at: 1)
        let row = try #require((0..<20).first { screen.text(row: $0).contains("Leia") })
        let column = try #require(screen.column(of: "Leia", row: row))
        stage.mouse(.press, column: column, row: row, at: 1.1)
        stage.mouse(.release, column: column, row: row, at: 1.15)
        _ = stage.frame(at: 2)
        #expect(stage.reported == [1])
    }

    @Test(
        "it draws into any rectangle, and only there", arguments: [(0, 0), (1, 1), (1, 9), (9, 1), (3, 3), (50, 30)])
    func anyRectangle(width: Int, height: Int) {
        let stage = Stage()
        stage.sheet.present(context: stage.context.at(0))
        let frame = Rect(x: 2, y: 2, width: width, height: height)
        for time in [0.0, 0.1, 1.0] {
            _ = stage.sheet.advance(context: stage.context.at(time))
            let screen = expectDrawsInside(stage.sheet, frame, "sheet at \(time) s")
            if width == 50 && time == 1.0 {
                let lines = text(of: screen, in: frame).joined(separator: "\n")
                #expect(lines.contains("Choose a character") && lines.contains("Leia"), "the open sheet: \(lines)")
            }
        }
    }
}
