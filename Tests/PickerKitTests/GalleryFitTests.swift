import Foundation
import Testing

@testable import PickerKit
@testable import PickersDemo

/// The gallery on the terminals people have: every tab fits 80×24 and 100×30, a screen that does
/// not fit a smaller one scrolls its focused widget into view, and nothing that is not drawn
/// takes the focus.
@Suite("Gallery: every screen fits, or scrolls to its focus")
@MainActor
struct GalleryFitTests {
    /// Every visible widget under `widget`, and the frame of the container that draws it.
    func placements(under widget: Widget) -> [(widget: Widget, container: Rect)] {
        var found: [(Widget, Rect)] = []
        for child in widget.children where !child.isHidden {
            found.append((child, widget.frame))
            found += placements(under: child)
        }
        return found
    }

    /// The rows of a screen, as text.
    func rows(_ screen: Screen) -> [String] { (0..<screen.height).map { screen.text(row: $0) } }

    @Test(
        "at 80×24 and 100×30 every tab lays each of its widgets out inside its screen",
        arguments: [(80, 24), (100, 30)])
    func everyTabFits(width: Int, height: Int) throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            for key in 1...10 {
                run.key(.function(key))
                _ = run.screen(width: width, height: height)
                let area = run.gallery.currentScreen.frame
                #expect(area == Rect(x: 0, y: 0, width: width, height: height - 2), "F\(key)")
                for (widget, _) in placements(under: run.gallery.currentScreen) where !widget.frame.isEmpty {
                    #expect(
                        widget.frame.intersection(area) == widget.frame,
                        "F\(key) at \(width)×\(height): \(type(of: widget)) at \(widget.frame) is outside \(area)")
                }
            }
        }
    }

    @Test("at 80×24 the Mini tab's Order button is drawn, and Tab reaches it")
    func theOrderButtonIsDrawnAt80x24() throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            run.key(.function(10))
            let screen = run.screen(width: 80, height: 24)
            #expect(rows(screen).contains { $0.contains("[ Order ]") }, "\(screen.textDump)")
            // Month, year, hour, minute, AM/PM, size, milk, shots: then Order.
            for _ in 0..<8 { run.key(.tab) }
            #expect(run.program.focused === (run.gallery.currentScreen as? MiniScreen)?.order)
            run.key(.enter)
            #expect(run.screen(width: 80, height: 24).textDump.contains("Your order"))
        }
    }

    @Test("a screen that does not fit scrolls its focused widget into view, and back")
    func aScreenThatDoesNotFitScrollsToItsFocus() throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            run.key(.function(10))
            let mini = try #require(run.gallery.currentScreen as? MiniScreen)
            var screen = run.screen(width: 80, height: 16)
            #expect(screen.textDump.contains("Mini pickers"), "the top first:\n\(screen.textDump)")
            #expect(!screen.textDump.contains("[ Order ]"))
            for _ in 0..<8 { run.key(.tab) }
            #expect(run.program.focused === mini.order)
            screen = run.screen(width: 80, height: 16)
            #expect(screen.textDump.contains("[ Order ]"), "scrolled to Order:\n\(screen.textDump)")
            #expect(!screen.textDump.contains("Mini pickers"))
            // The tab bar stays where it is, whole.
            #expect(rows(screen)[15].contains("Mini"))
            run.key(.enter)
            #expect(run.screen(width: 80, height: 16).textDump.contains("Your order"))
            run.key(.enter)  // Thank you
            run.key(.tab)  // round to the month, at the top
            screen = run.screen(width: 80, height: 16)
            #expect(run.program.focused === mini.month)
            #expect(screen.textDump.contains("Maart"), "scrolled back:\n\(screen.textDump)")
        }
    }

    @Test("a focusable widget laid out where its container does not draw it takes no focus")
    func aWidgetThatIsNotDrawnTakesNoFocus() {
        /// Two buttons, the second on the fourth line: below the bottom of a frame of three.
        final class Column: Widget {
            var frame = Rect(x: 0, y: 0, width: 0, height: 0)
            var isFocused = false
            let top = Button("Top")
            let fourth = Button("Fourth")
            var children: [Widget] { [top, fourth] }
            func layout() {
                top.frame = Rect(x: frame.x, y: frame.y, width: top.width, height: 1)
                fourth.frame = Rect(x: frame.x, y: frame.y + 3, width: fourth.width, height: 1)
            }
        }
        let column = Column()
        var pressed: [String] = []
        column.top.action = { _ in pressed.append("Top") }
        column.fourth.action = { _ in pressed.append("Fourth") }
        let program = WidgetProgram(root: column, theme: .monochrome) { _, _ in 3 }
        let context = RunContext(now: 0)
        context.program = program
        var screen = Screen(width: 20, height: 3)
        program.frame(into: &screen)
        #expect(program.focused === column.top)
        program.handle(.key(.tab, []), context: context)
        #expect(program.focused === column.top, "Tab finds nothing else that is drawn")
        program.handle(.key(.enter, []), context: context)
        #expect(pressed == ["Top"])
        // Given room, the fourth line is drawn and its button takes the focus.
        var taller = Screen(width: 20, height: 5)
        program.frame(into: &taller)
        program.handle(.key(.tab, []), context: context)
        #expect(program.focused === column.fourth)
        program.handle(.key(.enter, []), context: context)
        #expect(pressed == ["Top", "Fourth"])
        // A focused widget that stops being drawn gives the focus back.
        program.frame(into: &screen)
        #expect(program.focused === column.top)
    }

    @Test(
        "the thermostat's sheet slides up over the screen's whole width, above the tab bar, and leaves nothing behind",
        arguments: [(80, 24), (100, 30)])
    func theSheetLeavesNoFragments(width: Int, height: Int) throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            run.key(.function(8))
            let before = rows(run.screen(width: width, height: height))
            let bar = height - 2
            run.key(.enter)
            var highest = bar
            for step in 0..<60 {
                if step == 30 { run.key(.escape) }
                run.wait(1.0 / 60)
                let now = rows(run.screen(width: width, height: height))
                let screen = now.joined(separator: "\n")
                #expect(Array(now[bar...]) == Array(before[bar...]), "the tab bar is whole:\n\(screen)")
                // The panel's top line, if it is up yet; above it, the screen as it was.
                let top = now.firstIndex { $0.hasPrefix("╭") } ?? bar
                highest = min(highest, top)
                #expect(Array(now[..<top]) == Array(before[..<top]), "\(now.joined(separator: "\n"))")
                if top < bar { #expect(now[top].hasSuffix("╮"), "\(now[top])") }
                for row in (top + 1)..<max(top + 1, bar) {
                    #expect(
                        now[row].hasPrefix("│") && now[row].hasSuffix("│"),
                        "row \(row) is the panel's, from edge to edge:\n\(now.joined(separator: "\n"))")
                }
            }
            #expect(highest < bar - 5, "the sheet came up")
            #expect(rows(run.screen(width: width, height: height)) == before, "and went away without a trace")
        }
    }

    /// A mini picker of `components` drawn alone in a frame `width` wide, as its value line.
    func ribbon(_ mini: MiniPicker, width: Int, height: Int = 1) -> [String] {
        mini.frame = Rect(x: 0, y: 0, width: width, height: height)
        var screen = Screen(width: width, height: height)
        mini.render(into: &screen, theme: .monochrome)
        return rows(screen)
    }

    @Test("a ribbon at rest shows whole values only, at both ends, at any width", arguments: Array(13...90))
    func ribbonsShowWholeValues(width: Int) {
        let names = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]
        let numbers = ["-10%", "-5%", "0%", "5%", "10%", "15%", "20%", "25%"]
        let weights = (60...80).map { "\($0) kg" }
        for (titles, selected) in [(names, 3), (names, 0), (names, 6), (numbers, 2), (weights, 10)] {
            let mini = MiniPicker(components: [titles])
            mini.selectRow(selected, inComponent: 0, animated: false)
            let line = ribbon(mini, width: width)[0]
            // The values, each a title whole: the arrows and the blanks between them split them.
            let values = line.components(separatedBy: CharacterSet(charactersIn: "◀▶")).flatMap {
                $0.components(separatedBy: "   ")
            }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            for value in values { #expect(titles.contains(value), "\(width): \"\(value)\" in \"\(line)\"") }
            #expect(values.contains(titles[selected]), "\(width): \(line)")
        }
        // Two ribbons side by side: each whole at its own ends too. (Squeezed below the width of
        // their values and arrows, the values between the arrows are shortened with "…".)
        let pair = MiniPicker(components: [names, numbers])
        pair.selectRow(3, inComponent: 0, animated: false)
        let line = ribbon(pair, width: width)[0]
        for value in line.components(separatedBy: CharacterSet(charactersIn: "◀▶│")).flatMap({
            $0.components(separatedBy: "   ")
        }).map({ $0.trimmingCharacters(in: .whitespaces) }) where !value.isEmpty {
            let whole = names.contains(value) || numbers.contains(value)
            let shortened = width < pair.preferredWidth && value.hasSuffix("…")
            #expect(whole || shortened, "\(width): \"\(value)\" in \"\(line)\"")
        }
    }

    @Test("the Mini tab's month labels are whole boxes at both ends, at any width", arguments: Array(13...90))
    func monthLabelsAreWholeBoxes(width: Int) {
        let labels = MonthLabels(months: MiniScreen.months)
        let mini = MiniPicker()
        mini.dataSource = labels
        mini.delegate = labels
        mini.setCyclic(true, forComponent: 0)
        mini.selectRow(2, inComponent: 0, animated: false)
        let lines = ribbon(mini, width: width, height: 3)
        // Each box's top and bottom: a corner, a rule, a corner; nothing else on those lines. (A
        // frame too narrow for the month's label and the arrows narrows that label.)
        let boxWidth = min(labels.width, width - MiniPicker.Lane.arrowColumns)
        for (line, corners) in [(lines[0], ("╭", "╮")), (lines[2], ("╰", "╯"))] {
            for piece in line.split(separator: " ") {
                #expect(
                    piece.hasPrefix(corners.0) && piece.hasSuffix(corners.1) && piece.count == boxWidth,
                    "\(width): \"\(piece)\" in\n\(lines.joined(separator: "\n"))")
            }
        }
        #expect(lines[1].contains("Maart"))
    }

    @Test(
        "an alert leaves no piece of a word beside it: the text its edges cut is cleared",
        arguments: [(80, 24), (100, 30)])
    func anAlertLeavesNoFragments(width: Int, height: Int) throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            run.key(.function(10))
            for _ in 0..<8 { run.key(.tab) }
            run.key(.enter)  // Order: "Your order"
            let lines = rows(run.screen(width: width, height: height))
            // The alert's box, as wide as the program's modal width.
            let edge = "╭" + String(repeating: "─", count: run.program.modalWidth - 2) + "╮"
            let top = try #require(lines.firstIndex { $0.contains(edge) })
            let left = try #require(Array(lines[top]).firstIndex(of: "╭"))
            let right = try #require(Array(lines[top]).lastIndex(of: "╮"))
            let bottom = try #require(lines.indices.first { $0 > top && lines[$0].contains("╯") })
            #expect(lines[top...bottom].contains { $0.contains("Your order") })
            for line in lines[top...bottom] {
                let cells = Array(line)
                #expect(left == 0 || cells[left - 1] == " ", "cut on the left: \(line)")
                #expect(right == cells.count - 1 || cells[right + 1] == " ", "cut on the right: \(line)")
            }
        }
    }
}
