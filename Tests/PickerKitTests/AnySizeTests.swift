import Testing

@testable import PickerKit
@testable import PickersDemo

/// Every widget draws into any rectangle — nothing, one cell, one line, one column — without
/// trapping, and never outside its frame.
@Suite("Drawing at any size")
@MainActor
struct AnySizeTests {
    /// The sizes every widget is drawn at: width × height.
    static let sizes: [(Int, Int)] = [(0, 0), (1, 1), (1, 9), (9, 1), (2, 3), (0, 5), (5, 0), (80, 1), (1, 24)]

    /// Draws `widget` at every size, at an offset inside a larger screen, and checks nothing was
    /// drawn outside its frame.
    func drawEverywhere(_ name: String, _ widget: Widget, theme: Theme = .color) {
        for (width, height) in Self.sizes {
            var screen = Screen(width: width + 4, height: height + 4)
            widget.frame = Rect(x: 2, y: 2, width: width, height: height)
            widget.layout()
            widget.render(into: &screen, theme: theme)
            for row in 0..<screen.height {
                for column in 0..<screen.width where !widget.frame.contains(column: column, row: row) {
                    #expect(screen[column, row] == .blank, "\(name) at \(width)×\(height) drew at (\(column), \(row))")
                }
            }
        }
    }

    @Test("the widgets of PickerKit")
    func widgets() {
        drawEverywhere("picker", PickerView(components: [starWars, ["a", "b"]]))
        let cells = CellSource(rows: 20)
        cells.rowHeight = 3
        let tall = PickerView()
        tall.dataSource = cells
        tall.delegate = cells
        drawEverywhere("picker of custom cells", tall)
        drawEverywhere("button", Button("Select"))
        drawEverywhere("label", Label("A heading"))
        drawEverywhere("alert", Alert(title: "You selected Han!", message: "Thank you.", dismissTitles: ["OK", "No"]))
        drawEverywhere("tab bar", TabBar(items: [TabBar.Item(glyph: "◉", title: "Single", functionKey: 2)]))
        drawEverywhere(
            "prompt layout", PromptLayout(title: "Title", body: PickerView(components: [starWars]), hint: "hints"))
        drawEverywhere("empty picker", PickerView(components: []))
        let field = TextField(text: "日本語 and more text", placeholder: "Name", prompt: "> ")
        field.isFocused = true
        drawEverywhere("text field", field)
        drawEverywhere("empty text field", TextField(placeholder: "Name", prompt: "> "))
        drawEverywhere("password field", TextField(text: "secret", isSecure: true))
        let area = TextArea(text: "a long first line\n日本語\n\nlast", gutter: "┃ ")
        area.isFocused = true
        drawEverywhere("text area", area)
        drawEverywhere("empty text area", TextArea(placeholder: "Write…", gutter: "┃ "))
        let checked = ValidatedEntry(
            field: TextField(text: "ab", prompt: "> "), validation: TextValidation(rules: TextRules(minimumLength: 3)))
        checked.isFocused = true
        _ = checked.validation.commit("ab", context: RunContext()) { _ in }
        #expect(checked.messageText == "Give at least 3 characters (this is 2).")
        drawEverywhere("a field with the reason its text was refused", checked)
        let confirm = ConfirmView(question: "Delete these three files for good?")
        confirm.isFocused = true
        drawEverywhere("confirm", confirm)
        let labelled = PickerView(components: [["0", "1"], ["00", "30"]], widths: [8, 8])
        drawEverywhere(
            "a prompt's frame with column labels",
            PromptLayout(
                title: "Cron", header: PickerColumnHeaders(picker: labelled, titles: ["Hour", "Minute"]),
                body: labelled, hint: "enter choose"))
    }

    @Test("every gallery tab, and the gallery with an alert on top")
    func galleryTabs() {
        let gallery = Gallery(seed: 1)
        for index in gallery.tabBar.items.indices {
            gallery.tabBar.select(index)
            drawEverywhere("gallery tab \(gallery.tabBar.items[index].title)", gallery, theme: .monochrome)
        }
        let program = gallery.makeProgram(theme: .color)
        program.present(Alert(title: "Date and Time Selected", message: "A long message", dismissTitles: ["Yes"]))
        for (width, height) in Self.sizes {
            var screen = Screen(width: width, height: height)
            program.frame(into: &screen)
        }
    }
}
