import Testing

@testable import PickerKit
@testable import PickersDemo

/// Widgets drawn whole, compared line by line (and style by style where it matters) with the
/// screen a user sees.
@Suite("Whole screens")
@MainActor
struct WholeScreenTests {
    static let months = ["January", "February", "March", "April", "May", "June"]

    func draw(_ widget: Widget, width: Int, height: Int, theme: Theme = .monochrome) -> Screen {
        var screen = Screen(width: width, height: height)
        widget.frame = screen.bounds
        widget.layout()
        widget.render(into: &screen, theme: theme)
        return screen
    }

    @Test("a mini picker of two components: the values between arrows, a divider, the band on the focused one")
    func miniPicker() {
        let mini = MiniPicker(components: [Self.months, ["2023", "2024", "2025"]])
        mini.selectRow(1, inComponent: 0, animated: false)
        mini.selectRow(1, inComponent: 1, animated: false)
        mini.isFocused = true
        let theme = Theme.monochrome
        expectScreen(
            draw(mini, width: 40, height: 1, theme: theme),
            // No scraps of the neighbours ("ry", "Mar", "023", "202"): too narrow for one whole.
            ExpectedScreen(["    ◀ February ▶      │     ◀ 2024 ▶    "])
                .styled(row: 0, columns: 5..<15, theme.bandFocused)
                .styled(row: 0, columns: 29..<35, theme.band))
    }

    @Test("a bordered mini picker is a rounded box three lines tall, the divider meeting the borders")
    func borderedMiniPicker() {
        let mini = MiniPicker(components: [Self.months, ["2023", "2024", "2025"]], isBordered: true)
        expectScreen(
            draw(mini, width: 36, height: 3),
            ExpectedScreen([
                "╭───────────────────┬──────────────╮",
                "│   ◀ January  ▶    │   ◀ 2023 ▶   │",  // no scraps of "February" and "2024"
                "╰───────────────────┴──────────────╯",
            ]))
    }

    @Test("a mini picker of custom cells: bordered labels three lines tall, neighbours beside, the arrows between")
    func miniPickerOfCells() {
        let labels = MonthLabels(months: Self.months)
        let mini = MiniPicker()
        mini.dataSource = labels
        mini.delegate = labels
        mini.selectRow(2, inComponent: 0, animated: false)
        #expect(mini.preferredHeight(forWidth: 44) == 3, "as tall as the delegate's rows")
        let theme = Theme.monochrome
        expectScreen(
            draw(mini, width: 44, height: 3, theme: theme),
            ExpectedScreen([
                " ╭──────────╮   ╭──────────╮   ╭──────────╮",
                " │ February │ ◀ │  March   │ ▶ │  April   │",
                " ╰──────────╯   ╰──────────╯   ╰──────────╯",
            ])
            .styled(row: 0, columns: 16..<28, theme.accent)
            .styled(row: 1, columns: 19..<24, theme.band)
            .styled(row: 1, columns: 3..<11, theme.rowStyle(distance: 1)))
        withExtendedLifetime(labels) {}
    }

    @Test("the ruler: the value and unit over the pointer, ticks and labels below")
    func ruler() throws {
        let scale = try RulerScale(minimum: "9", maximum: "999", step: "0.1", major: 10, wraps: true)
        let ruler = RulerView(scale: scale, tick: try scale.tick(for: "70.0", policy: .clamp).get().tick, unit: "kg")
        expectScreen(
            draw(ruler, width: 41, height: 5),
            ExpectedScreen([
                "                 70.0 kg",
                "                    ▼",
                "│                   │                   │",
                "│ │ │ │ │ │ │ │ │ │ │ │ │ │ │ │ │ │ │ │ │",
                "                   70.0",
            ]))
    }

    @Test("a prompt's frame: title, column labels, the wheel sized to its columns, the hints")
    func promptLayout() {
        let picker = PickerView(components: [["6", "7", "8"], ["00", "15", "30"]], widths: [6, 6], visibleRows: 3)
        picker.selectRow(1, inComponent: 0, animated: false)
        picker.componentLabels = ["Hour", "Minute"]
        let layout = PromptLayout(
            title: "Wake me at", header: PickerColumnHeaders(picker: picker, titles: picker.componentLabels),
            body: picker, hint: "↑↓ move · enter choose")
        let theme = Theme.monochrome
        expectScreen(
            draw(layout, width: 30, height: 6, theme: theme),
            ExpectedScreen([
                "Wake me at",
                " Hour  Minute",
                "  6   │",
                "  7      00",
                "  8   │  15",
                "↑↓ move · enter choose",
            ])
            .styled(row: 1, columns: 1..<5, theme.accent)
            .styled(row: 3, columns: 0..<13, theme.band)
            .styled(row: 5, columns: 0..<22, theme.hint))
    }

    @Test("an alert: title, message wrapped, its buttons in a row")
    func alert() {
        let alert = Alert(
            title: "Date Selected", message: "You picked the fifth of May, a Sunday.", dismissTitles: ["OK"])
        let height = alert.preferredHeight(forWidth: 30)
        expectScreen(
            draw(alert, width: 30, height: height),
            ExpectedScreen([
                "╭────────────────────────────╮",
                "│                            │",
                "│       Date Selected        │",
                "│                            │",
                "│  You picked the fifth of   │",
                "│       May, a Sunday.       │",
                "│                            │",
                "│           [ OK ]           │",
                "╰────────────────────────────╯",
            ]))
    }

    @Test("states and ZIP codes after Down Right Down Down in one burst: Alaska and its third ZIP in the band")
    func dependentAfterBurst() throws {
        let source = DependentPickerSource(tree: try SelectScreen.loadStates(), widths: [16, 9])
        let picker = PickerView(visibleRows: 5)
        picker.dataSource = source
        picker.delegate = source
        picker.isFocused = true
        picker.frame = Rect(x: 0, y: 0, width: 26, height: 5)
        let context = RunContext(now: 1)
        for key: Key in [.down, .right, .down, .down] { _ = picker.handle(.key(key, []), context: context) }
        picker.settle()
        let theme = Theme.monochrome
        expectScreen(
            draw(picker, width: 26, height: 5, theme: theme),
            ExpectedScreen([
                "                │  99501",
                "    Alabama     │  99502",
                "     Alaska        99503",
                " American Samoa │  99504",
                "    Arizona     │  99505",
            ])
            .styled(row: 2, columns: 0..<16, theme.band)
            .styled(row: 2, columns: 17..<26, theme.bandFocused))
        withExtendedLifetime(source) {}
    }
}
