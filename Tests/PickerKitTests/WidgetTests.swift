import Testing

@testable import PickerKit

@Suite("Alert")
@MainActor
struct AlertTests {
    let context = RunContext(now: 0)

    final class Log {
        var pressed: [String] = []
    }

    func makeAlert(_ log: Log, message: String = "Thank you for choosing.") -> Alert {
        Alert(
            title: "You selected Han!", message: message,
            buttons: [("OK", { _ in log.pressed.append("OK") }), ("Cancel", { _ in log.pressed.append("Cancel") })])
    }

    func draw(_ alert: Alert, width: Int, theme: Theme = .color) -> Screen {
        let height = alert.preferredHeight(forWidth: width)
        alert.frame = Rect(x: 0, y: 0, width: width, height: height)
        alert.layout()
        var screen = Screen(width: width, height: height)
        alert.render(into: &screen, theme: theme)
        return screen
    }

    @Test("title, message and buttons are laid out in a box")
    func layout() {
        let log = Log()
        let alert = makeAlert(log)
        let screen = draw(alert, width: 40)
        let lines = screen.textDump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "╭" + String(repeating: "─", count: 38) + "╮")
        #expect(lines.last == "╰" + String(repeating: "─", count: 38) + "╯")
        for line in lines.dropFirst().dropLast() {
            #expect(line.hasPrefix("│") && line.hasSuffix("│"), "\(line)")
        }
        let title = screen.column(of: "You selected Han!", row: 2)
        #expect(title == (40 - 4 - 17) / 2 + 2, "title centred on line 2")
        #expect(screen[title ?? 0, 2].style == Theme.color.alertTitle)
        #expect(screen.column(of: "Thank you for choosing.", row: 4) != nil, "message on line 4")
        let buttonLine = screen.height - 2
        let ok = screen.column(of: "[ OK ]", row: buttonLine)
        let cancel = screen.column(of: "[ Cancel ]", row: buttonLine)
        #expect(ok != nil && cancel != nil)
        if let ok, let cancel {
            #expect(cancel == ok + 6 + 2, "buttons two columns apart")
            let total = 6 + 2 + 10
            #expect(ok == (40 - total) / 2, "the buttons are centred")
            #expect(screen[ok, buttonLine].style == Theme.color.buttonFocused, "the first button is selected")
            #expect(screen[cancel, buttonLine].style == Theme.color.button)
        }
        #expect(screen[1, 1].style.background == Theme.color.alert.background, "the box is filled")
    }

    @Test("a blank line separates the message from the buttons")
    func blankBeforeButtons() {
        let log = Log()
        let alert = makeAlert(log)
        let screen = draw(alert, width: 40)
        let buttonLine = screen.height - 2
        let messageLine = (0..<screen.height).first { screen.text(row: $0).contains("Thank you") }
        #expect(messageLine != nil)
        if let messageLine {
            #expect(buttonLine - messageLine == 2, "message on \(messageLine), buttons on \(buttonLine)")
        }
    }

    @Test("a long message wraps inside the box and the alert grows")
    func wrapping() {
        let log = Log()
        let alert = makeAlert(log, message: "one two three four five six seven eight nine ten eleven twelve")
        let screen = draw(alert, width: 24)
        #expect(alert.preferredHeight(forWidth: 24) > makeAlert(log).preferredHeight(forWidth: 24))
        let words = screen.textDump.replacingOccurrences(of: "│", with: " ")
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        for word in ["one", "six", "twelve"] { #expect(words.contains(word)) }
        for row in 1..<(screen.height - 1) {
            #expect(screen[0, row].text == "│" && screen[23, row].text == "│", "text spills over the border on \(row)")
        }
    }

    @Test("Enter presses the selected button; Left and Right move between buttons")
    func keys() throws {
        let log = Log()
        let alert = makeAlert(log)
        _ = draw(alert, width: 40)
        #expect(alert.handle(.key(.enter, []), context: context.at(0)))
        #expect(log.pressed == ["OK"])
        #expect(alert.handle(.key(.right, []), context: context.at(0)))
        #expect(alert.handle(.key(.enter, []), context: context.at(0)))
        #expect(log.pressed == ["OK", "Cancel"])
        alert.layout()
        var screen = Screen(width: 40, height: alert.frame.height)
        alert.render(into: &screen, theme: .color)
        let line = screen.height - 2
        let cancel = try #require(screen.column(of: "[ Cancel ]", row: line))
        let ok = try #require(screen.column(of: "[ OK ]", row: line))
        #expect(screen[cancel, line].style == Theme.color.buttonFocused)
        #expect(screen[ok, line].style == Theme.color.button)
        _ = alert.handle(.key(.left, []), context: context.at(0))
        _ = alert.handle(.key(.character(" "), []), context: context.at(0))
        #expect(log.pressed == ["OK", "Cancel", "OK"])
        _ = alert.handle(.key(.left, []), context: context.at(0))
        _ = alert.handle(.key(.enter, []), context: context.at(0))
        #expect(log.pressed.last == "Cancel", "Left from the first button wraps to the last")
        _ = alert.handle(.key(.tab, []), context: context.at(0))
        _ = alert.handle(.key(.enter, []), context: context.at(0))
        #expect(log.pressed.last == "OK", "Tab moves right and wraps")
        _ = alert.handle(.key(.tab, .shift), context: context.at(0))
        _ = alert.handle(.key(.enter, []), context: context.at(0))
        #expect(log.pressed.last == "Cancel", "Shift-Tab moves left")
    }

    @Test("Esc presses the last button")
    func escape() {
        let log = Log()
        let alert = makeAlert(log)
        _ = draw(alert, width: 40)
        #expect(alert.handle(.key(.escape, []), context: context.at(0)))
        #expect(log.pressed == ["Cancel"])
    }

    @Test("a click on a button presses it on release")
    func click() throws {
        let log = Log()
        let alert = makeAlert(log)
        let screen = draw(alert, width: 40)
        let line = screen.height - 2
        let cancel = try #require(screen.column(of: "[ Cancel ]", row: line)) + 3
        #expect(
            alert.handle(
                .mouse(MouseEvent(button: .left, action: .press, column: cancel, row: line)), context: context.at(0)))
        #expect(log.pressed.isEmpty)
        #expect(
            alert.handle(
                .mouse(MouseEvent(button: .left, action: .release, column: cancel, row: line)), context: context.at(0)))
        #expect(log.pressed == ["Cancel"])
        // A click elsewhere in the box presses nothing.
        _ = alert.handle(.mouse(MouseEvent(button: .left, action: .press, column: 3, row: 2)), context: context.at(0))
        _ = alert.handle(.mouse(MouseEvent(button: .left, action: .release, column: 3, row: 2)), context: context.at(0))
        #expect(log.pressed == ["Cancel"])
    }

    @Test("title and message from users are inert")
    func inert() {
        let alert = Alert(title: "\u{1B}[2J", message: "a\u{7}b", dismissTitles: ["OK"])
        let screen = draw(alert, width: 30)
        #expect(screen.textDump.contains("^[[2J"))
        #expect(screen.textDump.contains("a^Gb"))
        #expect(!screen.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
    }
}

@Suite("TabBar")
@MainActor
struct TabBarTests {
    let context = RunContext(now: 0)

    final class Log {
        var selected: [Int] = []
    }

    func make(_ log: Log) -> TabBar {
        let bar = TabBar(
            items: [
                .init(glyph: "◉", title: "One", functionKey: 2),
                .init(glyph: "◫", title: "Two", functionKey: 3),
                .init(glyph: "Ω", title: "Three", functionKey: nil),
            ], onSelect: { log.selected.append($0) })
        bar.frame = Rect(x: 0, y: 10, width: 30, height: 2)
        return bar
    }

    @Test("a click selects a tab and calls onSelect")
    func click() {
        let log = Log()
        let bar = make(log)
        #expect(
            bar.handle(.mouse(MouseEvent(button: .left, action: .press, column: 15, row: 11)), context: context.at(0)))
        #expect(bar.selectedIndex == 1)
        #expect(log.selected == [1])
        _ = bar.handle(.mouse(MouseEvent(button: .left, action: .release, column: 15, row: 11)), context: context.at(0))
        #expect(log.selected == [1], "a release does not select again")
        _ = bar.handle(.mouse(MouseEvent(button: .left, action: .press, column: 29, row: 10)), context: context.at(0))
        #expect(bar.selectedIndex == 2)
        #expect(log.selected == [1, 2])
        _ = bar.handle(.mouse(MouseEvent(button: .left, action: .press, column: 0, row: 10)), context: context.at(0))
        #expect(log.selected == [1, 2, 0])
        #expect(bar.handle(.key(.enter, []), context: context.at(0)) == false)
    }

    @Test("selectFunctionKey selects the tab with that key")
    func functionKeys() {
        let log = Log()
        let bar = make(log)
        #expect(bar.selectFunctionKey(3))
        #expect(bar.selectedIndex == 1)
        #expect(bar.selectFunctionKey(2))
        #expect(bar.selectedIndex == 0)
        #expect(bar.selectFunctionKey(4) == false)
        #expect(bar.selectFunctionKey(1) == false)
        #expect(bar.selectedIndex == 0)
        #expect(log.selected == [1, 0])
    }

    @Test("tabs show glyph above title with their key; the selected tab is highlighted")
    func render() throws {
        let log = Log()
        let bar = make(log)
        bar.selectedIndex = 1
        var screen = Screen(width: 30, height: 12)
        bar.render(into: &screen, theme: .color)
        #expect(screen.text(row: 11).contains("F2 One"))
        #expect(screen.text(row: 11).contains("F3 Two"))
        #expect(screen.text(row: 11).contains("Three"))
        #expect(!screen.text(row: 11).contains("F4"))
        let two = try #require(screen.column(of: "F3 Two", row: 11))
        #expect((10..<20).contains(two))
        #expect(screen[two, 11].style == Theme.color.tabSelected)
        #expect(screen[10, 10].style == Theme.color.tabSelected, "the whole selected tab is highlighted")
        #expect(screen[9, 10].style == Theme.color.tabBar)
        let one = try #require(screen.column(of: "F2 One", row: 11))
        #expect(screen[one, 11].style == Theme.color.tabBar)
        #expect(screen.column(of: "◫", row: 10).map { (10..<20).contains($0) } == true)
    }
}

@Suite("Button and Label")
@MainActor
struct ButtonTests {
    let context = RunContext(now: 0)

    final class Counter {
        var count = 0
    }

    @Test("Enter or Space presses a button; other keys do not")
    func keys() {
        let counter = Counter()
        let button = Button("Select") { counter.count += 1 }
        #expect(button.handle(.key(.enter, []), context: context.at(0)))
        #expect(button.handle(.key(.character(" "), []), context: context.at(0)))
        #expect(counter.count == 2)
        #expect(button.handle(.key(.character("x"), []), context: context.at(0)) == false)
        #expect(button.handle(.key(.tab, []), context: context.at(0)) == false)
        #expect(button.handle(.key(.enter, .control), context: context.at(0)) == false)
        #expect(counter.count == 2)
    }

    @Test("a click presses a button on release")
    func click() {
        let counter = Counter()
        let button = Button("Go") { counter.count += 1 }
        button.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        #expect(
            button.handle(.mouse(MouseEvent(button: .left, action: .press, column: 4, row: 0)), context: context.at(0)))
        #expect(counter.count == 0)
        #expect(
            button.handle(
                .mouse(MouseEvent(button: .left, action: .release, column: 4, row: 0)), context: context.at(0)))
        #expect(counter.count == 1)
        #expect(
            button.handle(
                .mouse(MouseEvent(button: .wheelDown, action: .press, column: 4, row: 0)), context: context.at(0))
                == false)
        #expect(counter.count == 1)
    }

    @Test("a button is drawn in brackets, centred, focused in the focus style")
    func render() {
        let button = Button("Select")
        #expect(button.width == 10)
        button.frame = Rect(x: 2, y: 1, width: 20, height: 1)
        var screen = Screen(width: 24, height: 3)
        button.render(into: &screen, theme: .color)
        #expect(
            screen.text(row: 1) == String(repeating: " ", count: 7) + "[ Select ]" + String(repeating: " ", count: 7))
        #expect(screen[7, 1].style == Theme.color.button)
        button.isFocused = true
        button.render(into: &screen, theme: .monochrome)
        #expect(screen[7, 1].style == Theme.monochrome.buttonFocused)
    }

    @Test("a hidden button cannot take the focus")
    func hidden() {
        let button = Button("x")
        #expect(button.canFocus)
        button.isHidden = true
        #expect(button.canFocus == false)
    }

    @Test("a label draws its text aligned in its style")
    func label() {
        let label = Label("Hi\u{1B}", alignment: .trailing)
        label.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        var screen = Screen(width: 10, height: 1)
        label.render(into: &screen, theme: .color)
        #expect(screen.text(row: 0) == "      Hi^[")
        #expect(screen[6, 0].style == Theme.color.text)
    }
}
