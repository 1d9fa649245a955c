import Testing

@testable import PickerKit

let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
]

/// A mini picker wired to a `RecordingSource`, and the clock the test drives.
@MainActor
struct MiniRig {
    let mini: MiniPicker
    let source: RecordingSource
    let context = RunContext(now: 0)

    init(_ components: [[String]], frame: Rect, bordered: Bool = false) {
        source = RecordingSource(components)
        mini = MiniPicker(isBordered: bordered)
        mini.dataSource = source
        mini.delegate = source
        mini.frame = frame
        mini.isFocused = true
    }

    @discardableResult
    func key(_ key: Key, _ modifiers: Modifiers = [], at time: Double) -> Bool {
        mini.handle(.key(key, modifiers), context: context.at(time))
    }

    @discardableResult
    func mouse(_ button: MouseButton, _ action: MouseAction, column: Int, row: Int = 0, at time: Double) -> Bool {
        mini.handle(
            .mouse(MouseEvent(button: button, action: action, column: column, row: row)), context: context.at(time))
    }

    /// Frames every 1/60 s from `from` to `to`.
    func run(from: Double, to: Double) {
        var time = from
        while time <= to {
            _ = mini.advance(context: context.at(time))
            time += 1.0 / 60
        }
    }

    func render(theme: Theme = .color) -> Screen {
        var screen = Screen(width: mini.frame.maxX + 2, height: mini.frame.maxY + 1)
        mini.render(into: &screen, theme: theme)
        return screen
    }
}

@Suite("MiniPicker: drawing")
@MainActor
struct MiniPickerDrawingTests {
    @Test("the value sits between two arrows, in the band, at the preferred width")
    func compact() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 0, height: 1))
        rig.mini.selectRow(2, inComponent: 0, animated: false)
        #expect(rig.mini.preferredWidth == "September".count + 4)
        #expect(rig.mini.preferredHeight(forWidth: 20) == 1)
        rig.mini.frame = Rect(x: 0, y: 0, width: rig.mini.preferredWidth, height: 1)
        let screen = rig.render()
        #expect(screen.trimmed(row: 0) == "◀   March   ▶")
        let march = screen.column(of: "March", row: 0) ?? -1
        #expect(screen[march, 0].style == Theme.color.bandFocused)
        #expect(screen[0, 0].style == Theme.color.accent, "an arrow that can step is bright")
    }

    @Test("a wider frame shows the neighbours, dimmer farther away, cut at the edges")
    func neighbours() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 60, height: 1))
        rig.mini.selectRow(5, inComponent: 0, animated: false)
        let screen = rig.render()
        let text = screen.text(row: 0)
        #expect(text.contains("May"))
        #expect(text.contains("◀   June    ▶"))
        #expect(text.contains("July"))
        let may = screen.column(of: "May", row: 0) ?? 0
        let july = screen.column(of: "July", row: 0) ?? 0
        let june = screen.column(of: "June", row: 0) ?? 0
        #expect(may < june && june < july)
        #expect(screen[may, 0].style == Theme.color.rowStyle(distance: 1))
        #expect(screen[july, 0].style == Theme.color.rowStyle(distance: 1))
        let far = (0..<60).filter { screen[$0, 0].style == Theme.color.rowStyle(distance: 2) }
        #expect(!far.isEmpty, "values two away are there too, dimmer")
    }

    @Test("the arrow toward an end that does not wrap is dim; a cyclic picker has none")
    func arrowsAtTheEnds() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 13, height: 1))
        var screen = rig.render()
        #expect(screen[0, 0].text == "◀" && screen[0, 0].style == Theme.color.hint)
        #expect(screen[12, 0].text == "▶" && screen[12, 0].style == Theme.color.accent)
        rig.mini.setCyclic(true, forComponent: 0)
        screen = rig.render()
        #expect(screen[0, 0].style == Theme.color.accent)
    }

    @Test("components sit side by side with a divider; the box has rounded corners and joins")
    func componentsAndBox() {
        let rig = MiniRig(
            [["1", "2", "12"], ["00", "15"], ["AM", "PM"]], frame: Rect(x: 0, y: 0, width: 0, height: 3), bordered: true
        )
        #expect(rig.mini.preferredHeight(forWidth: 40) == 3)
        let width = rig.mini.preferredWidth
        #expect(width == 3 * (2 + 4) + 2 * 3 + 4)
        rig.mini.frame = Rect(x: 0, y: 0, width: width, height: 3)
        let screen = rig.render()
        #expect(screen.trimmed(row: 0) == "╭────────┬────────┬────────╮")
        #expect(screen.trimmed(row: 1) == "│ ◀ 1  ▶ │ ◀ 00 ▶ │ ◀ AM ▶ │")
        #expect(screen.trimmed(row: 2) == "╰────────┴────────┴────────╯")
        #expect(screen[0, 0].style == Theme.color.fieldBorderFocused)
        rig.mini.isFocused = false
        #expect(rig.render()[0, 0].style == Theme.color.fieldBorder)
    }

    @Test("without colour the band is reverse video and the dim arrow is dim")
    func monochrome() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 13, height: 1))
        let screen = rig.render(theme: .monochrome)
        let january = screen.column(of: "January", row: 0) ?? 0
        #expect(screen[january, 0].style.attributes.contains(.reverse))
        #expect(screen[0, 0].style.attributes.contains(.dim))
        #expect(screen[12, 0].style.attributes.contains(.bold))
    }

    @Test(
        "it draws into any rectangle, and only there",
        arguments: [(0, 0), (1, 1), (1, 5), (5, 1), (2, 3), (4, 3), (7, 2), (30, 1), (30, 3), (3, 40)])
    func anyRectangle(width: Int, height: Int) {
        for bordered in [false, true] {
            let frame = Rect(x: 1, y: 1, width: width, height: height)
            let rig = MiniRig([months, ["a"], []], frame: frame, bordered: bordered)
            rig.mini.setCyclic(true, forComponent: 0)
            let first = expectDrawsInside(rig.mini, frame, "mini picker, bordered: \(bordered)")
            if width == 30 {
                let lines = text(of: first, in: frame)
                #expect(lines.contains { $0.contains("January") && $0.contains("◀") }, "\(lines)")
                if bordered && height == 3 { #expect(lines[0].hasPrefix("╭") && lines[2].hasPrefix("╰")) }
            }
            for column in -1...(width + 1) {
                rig.mouse(.left, .press, column: column, row: 1, at: 0)
                rig.mouse(.left, .drag, column: column + 3, row: 1, at: 0.01)
                rig.mouse(.left, .release, column: column + 3, row: 1, at: 0.02)
                rig.mouse(.wheelDown, .press, column: column, row: 1, at: 0.03)
            }
            rig.run(from: 0, to: 1)
            expectDrawsInside(rig.mini, frame, "mini picker after the mouse, bordered: \(bordered)")
        }
    }

    @Test("a picker without components or rows draws nothing and takes no focus")
    func empty() {
        let rig = MiniRig([], frame: Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(!rig.mini.canFocus)
        #expect(rig.render().trimmed(row: 0) == "")
        #expect(!rig.key(.right, at: 0))
        let rows = MiniRig([[]], frame: Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(rows.render().trimmed(row: 0) == "")
        #expect(rows.mini.selectedRow(inComponent: 0) == -1)
    }
}

@Suite("MiniPicker: the ribbon")
@MainActor
struct MiniPickerRibbonTests {
    @Test("Left and Right step, report once when settled, and stop at the ends")
    func keys() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 13, height: 1))
        var heard: [Int] = []
        rig.mini.onSelect = { row, _ in heard.append(row) }
        #expect(rig.key(.right, at: 0))
        #expect(rig.key(.right, at: 0.01))
        rig.run(from: 0.02, to: 1)
        #expect(rig.mini.selectedRow(inComponent: 0) == 2)
        #expect(rig.source.selections == [PickerSelection(row: 2, component: 0)])
        #expect(heard == [2])
        #expect(rig.key(.left, at: 2))
        rig.run(from: 2, to: 3)
        #expect(rig.mini.selectedTitles == ["February"])
        rig.key(.home, at: 4)
        rig.key(.left, at: 4.5)
        rig.run(from: 4.5, to: 6)
        #expect(rig.mini.selectedRow(inComponent: 0) == 0, "no wrapping without the cyclic mode")
        rig.key(.end, at: 7)
        rig.run(from: 7, to: 8)
        #expect(rig.mini.selectedRow(inComponent: 0) == 11)
        rig.key(.pageUp, at: 9)
        rig.run(from: 9, to: 10)
        #expect(rig.mini.selectedRow(inComponent: 0) == 1)
        #expect(!rig.key(.escape, at: 11), "Esc is left to the program")
    }

    @Test("a programmatic selection is shown but never reported")
    func programmatic() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 13, height: 1))
        rig.mini.selectRow(7, inComponent: 0, animated: true)
        rig.run(from: 0, to: 1)
        #expect(rig.render().trimmed(row: 0) == "◀  August   ▶")
        #expect(rig.source.selections.isEmpty)
    }

    @Test("the cyclic mode goes on from December to January")
    func cyclic() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 40, height: 1))
        rig.mini.setCyclic(true, forComponent: 0)
        rig.mini.selectRow(11, inComponent: 0, animated: false)
        #expect(rig.render().text(row: 0).contains("January"), "the next value shows after December")
        rig.key(.right, at: 0)
        rig.run(from: 0, to: 1)
        #expect(rig.mini.selectedRow(inComponent: 0) == 0)
        rig.key(.left, at: 2)
        rig.run(from: 2, to: 3)
        #expect(rig.mini.selectedRow(inComponent: 0) == 11)
    }

    @Test("a click on an arrow steps; a click on a neighbour brings it to the middle")
    func clicks() throws {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 61, height: 1))
        rig.mini.selectRow(5, inComponent: 0, animated: false)
        var screen = rig.render()
        let right = try #require(screen.column(of: "▶", row: 0))
        rig.mouse(.left, .press, column: right, at: 0)
        rig.mouse(.left, .release, column: right, at: 0.05)
        rig.run(from: 0.05, to: 1)
        #expect(rig.mini.selectedTitles == ["July"])
        screen = rig.render()
        let left = try #require(screen.column(of: "◀", row: 0))
        rig.mouse(.left, .press, column: left, at: 2)
        rig.mouse(.left, .release, column: left, at: 2.05)
        rig.run(from: 2.05, to: 3)
        #expect(rig.mini.selectedTitles == ["June"])
        screen = rig.render()
        let august = try #require(screen.column(of: "August", row: 0))
        rig.mouse(.left, .press, column: august + 2, at: 4)
        rig.mouse(.left, .release, column: august + 2, at: 4.05)
        rig.run(from: 4.05, to: 5)
        #expect(rig.mini.selectedTitles == ["August"])
        #expect(rig.source.selections.map(\.row) == [6, 5, 7])
        let band = try #require(screen.column(of: "June", row: 0))
        rig.mouse(.left, .press, column: band, at: 6)
        rig.mouse(.left, .release, column: band, at: 6.05)
        rig.run(from: 6.05, to: 7)
        #expect(rig.mini.selectedTitles == ["August"], "a click on the value itself changes nothing")
    }

    @Test("the mouse wheel steps, either way")
    func wheel() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 13, height: 1))
        rig.mouse(.wheelDown, .press, column: 5, at: 0)
        rig.mouse(.wheelRight, .press, column: 5, at: 0.01)
        rig.run(from: 0.02, to: 1)
        #expect(rig.mini.selectedRow(inComponent: 0) == 2)
        rig.mouse(.wheelUp, .press, column: 5, at: 2)
        rig.run(from: 2, to: 3)
        #expect(rig.mini.selectedRow(inComponent: 0) == 1)
        #expect(!rig.mouse(.wheelUp, .press, column: 30, at: 4), "outside the picker")
    }

    @Test("a drag moves the ribbon column by column under the pointer")
    func dragFollowsThePointer() throws {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 61, height: 1))
        rig.mini.selectRow(5, inComponent: 0, animated: false)
        let before = try #require(rig.render().column(of: "July", row: 0))
        rig.mouse(.left, .press, column: 40, at: 0)
        rig.mouse(.left, .drag, column: 37, at: 0.1)
        let after = try #require(rig.render().column(of: "July", row: 0))
        #expect(after == before - 3, "the text moves exactly as far as the pointer")
        #expect(rig.mini.pickerView.isMoving)
    }

    @Test("a slow drag of two values snaps onto a value and is reported once")
    func dragSnaps() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 61, height: 1))
        let pitch = "September".count + 3
        rig.mouse(.left, .press, column: 40, at: 0)
        for step in 1...(2 * pitch) {
            rig.mouse(.left, .drag, column: 40 - step, at: 0.1 * Double(step))
        }
        rig.mouse(.left, .release, column: 40 - 2 * pitch, at: 0.1 * Double(2 * pitch) + 0.5)
        rig.run(from: 3, to: 5)
        #expect(rig.mini.selectedRow(inComponent: 0) == 2)
        #expect(!rig.mini.pickerView.isMoving)
        #expect(rig.source.selections == [PickerSelection(row: 2, component: 0)])
        #expect(rig.render().text(row: 0).contains("◀   March   ▶"), "at rest the value is in the middle again")
    }

    @Test("a quick drag flings on with momentum and comes to rest on a whole value")
    func fling() {
        let rig = MiniRig([(0..<1000).map(String.init)], frame: Rect(x: 0, y: 0, width: 61, height: 1))
        rig.mouse(.left, .press, column: 50, at: 0)
        for step in 1...10 {
            rig.mouse(.left, .drag, column: 50 - 3 * step, at: 0.01 * Double(step))
        }
        rig.mouse(.left, .release, column: 20, at: 0.1)
        let dragged = 30.0 / Double(3 + 3)
        rig.run(from: 0.1, to: 0.2)
        #expect(rig.mini.pickerView.isMoving, "the ribbon goes on after the release")
        rig.run(from: 0.2, to: 8)
        let row = rig.mini.selectedRow(inComponent: 0)
        #expect(Double(row) > dragged + 5, "momentum carried it well past where the pointer left it (\(row))")
        #expect(!rig.mini.pickerView.isMoving)
        #expect(rig.source.selections == [PickerSelection(row: row, component: 0)])
    }

    @Test("dragged past the first value, a rubber band brings it back")
    func rubberBand() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 61, height: 1))
        rig.mouse(.left, .press, column: 10, at: 0)
        for step in 1...40 { rig.mouse(.left, .drag, column: 10 + step, at: 0.05 * Double(step)) }
        let offset = rig.mini.pickerView.columns[0].wheel.offset
        #expect(offset < 0 && offset > -40.0 / 12, "it follows less and less (\(offset))")
        rig.mouse(.left, .release, column: 50, at: 3)
        rig.run(from: 3, to: 5)
        #expect(rig.mini.selectedRow(inComponent: 0) == 0)
        #expect(rig.mini.pickerView.columns[0].wheel.offset == 0)
        #expect(rig.source.selections.isEmpty, "back where it started: nothing to report")
    }

    @Test("typing jumps to the first value that starts with it; j is a letter too")
    func typeAhead() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 13, height: 1))
        for (index, character) in "se".enumerated() {
            #expect(rig.key(.character(character), at: 0.1 * Double(index)))
        }
        rig.run(from: 0.2, to: 1)
        #expect(rig.mini.selectedTitles == ["September"])
        rig.key(.character("j"), at: 3)
        rig.key(.character("u"), at: 3.1)
        rig.key(.character("l"), at: 3.2)
        rig.run(from: 3.2, to: 4)
        #expect(rig.mini.selectedTitles == ["July"], "j starts a prefix: it does not step")
    }

    @Test("Tab and Shift-Tab move between components, then leave the picker")
    func components() {
        let rig = MiniRig([["1", "2", "3"], ["a", "b"]], frame: Rect(x: 0, y: 0, width: 30, height: 1))
        rig.key(.right, at: 0)
        #expect(rig.key(.tab, at: 0.5))
        rig.key(.right, at: 0.6)
        rig.run(from: 0.6, to: 2)
        #expect(rig.mini.selectedTitles == ["2", "b"])
        #expect(!rig.key(.tab, at: 3), "Tab from the last component moves the program's focus")
        #expect(rig.key(.tab, .shift, at: 3.1))
        #expect(rig.mini.focusedComponent == 0)
        #expect(!rig.key(.tab, .shift, at: 3.2))
        #expect(
            rig.source.selections == [PickerSelection(row: 1, component: 0), PickerSelection(row: 1, component: 1)])
    }

    @Test("a click focuses the component clicked, and its arrows step it")
    func clickOnASecondComponent() throws {
        let rig = MiniRig([["1", "2", "3"], ["a", "b", "c"]], frame: Rect(x: 0, y: 0, width: 0, height: 1))
        rig.mini.frame = Rect(x: 0, y: 0, width: rig.mini.preferredWidth, height: 1)
        let screen = rig.render()
        let arrows = (0..<screen.width).filter { screen[$0, 0].text == "▶" }
        #expect(arrows.count == 2)
        rig.mouse(.left, .press, column: arrows[1], at: 0)
        rig.mouse(.left, .release, column: arrows[1], at: 0.05)
        rig.run(from: 0.05, to: 1)
        #expect(rig.mini.focusedComponent == 1)
        #expect(rig.mini.selectedTitles == ["1", "b"])
    }

    @Test("settle ends a drag on the nearest value and delivers it before a commit")
    func settle() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 61, height: 1))
        rig.mouse(.left, .press, column: 40, at: 0)
        for step in 1...13 { rig.mouse(.left, .drag, column: 40 - step, at: 0.01 * Double(step)) }
        rig.mini.settle()
        #expect(!rig.mini.pickerView.isMoving)
        #expect(rig.source.selections == [PickerSelection(row: 1, component: 0)])
    }

    @Test("with interaction off it ignores keys and the mouse")
    func disabled() {
        let rig = MiniRig([months], frame: Rect(x: 0, y: 0, width: 13, height: 1))
        rig.mini.isUserInteractionEnabled = false
        #expect(!rig.mini.canFocus)
        #expect(!rig.key(.right, at: 0))
        #expect(!rig.mouse(.wheelDown, .press, column: 5, at: 0))
    }
}
