import Testing

@testable import PickerKit

/// A ruler over a scale, the changes it reported, and the clock the test drives.
@MainActor
final class RulerRig {
    let ruler: RulerView
    let context = RunContext(now: 0)
    var changes: [RulerView.Change] = []
    /// The changes heard in each frame.
    var changesPerFrame: [Int] = []

    init(
        minimum: String = "9", maximum: String = "999", step: String = "0.1", value: String = "70.3",
        wraps: Bool = true, width: Int = 61, unit: String? = "kg"
    ) throws {
        let scale = try RulerScale(minimum: minimum, maximum: maximum, step: step, major: 10, wraps: wraps)
        let tick = try scale.tick(for: value, policy: .clamp).get().tick
        ruler = RulerView(scale: scale, tick: tick, unit: unit)
        ruler.frame = Rect(x: 0, y: 0, width: width, height: 5)
        ruler.isFocused = true
        ruler.onChange = { [unowned self] in self.changes.append($0) }
    }

    var text: String { ruler.scale.text(atTick: ruler.tick) }

    @discardableResult
    func key(_ key: Key, _ modifiers: Modifiers = [], at time: Double) -> Bool {
        ruler.handle(.key(key, modifiers), context: context.at(time))
    }

    func type(_ text: String, at time: Double) {
        for character in text { key(.character(character), at: time) }
    }

    @discardableResult
    func mouse(_ button: MouseButton, _ action: MouseAction, column: Int, row: Int = 3, at time: Double) -> Bool {
        ruler.handle(
            .mouse(MouseEvent(button: button, action: action, column: column, row: row)), context: context.at(time))
    }

    /// Frames every 1/60 s from `from` to `to`, counting the changes heard in each.
    func run(from: Double, to: Double) {
        var time = from
        while time <= to {
            let before = changes.count
            _ = ruler.advance(context: context.at(time))
            changesPerFrame.append(changes.count - before)
            time += 1.0 / 60
        }
    }

    func render(theme: Theme = .color) -> Screen {
        var screen = Screen(width: ruler.frame.maxX, height: ruler.frame.maxY)
        ruler.render(into: &screen, theme: theme)
        return screen
    }
}

@Suite("RulerView: drawing")
@MainActor
struct RulerViewDrawingTests {
    @Test("the value with its unit, the pointer, ticks, taller labelled majors")
    func layout() throws {
        let rig = try RulerRig()
        let screen = rig.render()
        let pointer = 30
        #expect(screen.trimmed(row: 0) == "70.3 kg")
        #expect(screen[pointer, 1].text == "▼")
        #expect(screen[pointer, 1].style == Theme.color.rulerPointer)
        #expect(screen[pointer, 3].text == "│", "the tick at rest sits in the middle of the pointer's cell")
        #expect(screen[pointer, 3].style == Theme.color.rulerPointer, "the tick under the pointer stands out")
        // 70.3: the major tick of 70.0 is three steps (six columns) to the left, 71.0 seven to the right.
        #expect(screen[pointer - 6, 2].text == "│" && screen[pointer - 6, 3].text == "│")
        #expect(screen[pointer + 14, 2].text == "│")
        #expect(screen[pointer - 2, 2].text == " ", "minor ticks are one line tall")
        #expect(screen[pointer - 2, 3].text == "│")
        #expect(screen[pointer - 1, 3].text == " ", "two columns per step")
        #expect(screen.column(of: "70.0", row: 4) == pointer - 6 - 1, "a label centred on its tick")
        #expect(screen.column(of: "71.0", row: 4) == pointer + 14 - 1)
        #expect(screen[pointer - 2, 3].style == Theme.color.rulerMinorTick)
        #expect(screen[pointer - 6, 3].style == Theme.color.rulerMajorTick)
    }

    @Test("without colour the pointer is bold and the minor ticks dim")
    func monochrome() throws {
        let screen = try RulerRig().render(theme: .monochrome)
        #expect(screen[30, 1].style.attributes.contains(.bold))
        #expect(screen[28, 3].style.attributes.contains(.dim))
    }

    @Test("the labels of a wrapping ruler do not run into each other at the seam")
    func seam() throws {
        let rig = try RulerRig(value: "999")
        let labels = rig.render().text(row: 4)
        #expect(labels.contains("999.0"))
        #expect(!labels.contains("9999"), "\(labels)")
        #expect(labels.contains("10.0"))
        #expect(!labels.contains("  0  "), "no label cut by an edge")
    }

    @Test("at the seam the value under the pointer keeps its label, whichever side of the seam it is")
    func seamLabelUnderThePointer() throws {
        // The value, the label that must show, the label across the seam, and the label's centre
        // from the pointer (two columns a tick).
        let cases = [("9", "9.0", "999.0", 0), ("999", "999.0", "9.0", 0), ("9.2", "9.0", "999.0", -4)]
        for (value, shown, other, offset) in cases {
            let rig = try RulerRig(value: value)
            let screen = rig.render()
            let labels = screen.text(row: 4)
            // The labels as words with their columns ("9.0" is not the end of "999.0").
            var words: [String: Int] = [:]
            var column = 0
            for word in labels.split(separator: " ", omittingEmptySubsequences: false) {
                if !word.isEmpty { words[String(word)] = column }
                column += word.count + 1
            }
            let start = try #require(words[shown], "\(value): \(labels)")
            #expect(abs(start + shown.count / 2 - 30 - offset) <= 1, "\(value): \(shown) at its tick: \(labels)")
            #expect(!labels.contains(other + " " + shown) && !labels.contains(shown + " " + other), "\(labels)")
        }
    }

    @Test("labels that would not fit between two majors are thinned to every 2nd, 5th …")
    func thinnedLabels() throws {
        let scale = try RulerScale(minimum: "0", maximum: "1000000", step: "1", major: 1)
        let ruler = RulerView(scale: scale, tick: 500_000)
        ruler.frame = Rect(x: 0, y: 0, width: 61, height: 5)
        var screen = Screen(width: 61, height: 5)
        ruler.render(into: &screen, theme: .color)
        let labels = screen.text(row: 4).split(separator: " ").map(String.init)
        #expect(labels.contains("500000"))
        #expect(labels.allSatisfy { Int($0).map { $0 % 5 == 0 } ?? false }, "\(labels)")
        #expect(labels.count >= 3)
    }

    @Test("motion finer than a cell: ticks at the edges of their cells while the ruler slides")
    func subCell() throws {
        let rig = try RulerRig()
        var glyphs: Set<String> = []
        rig.key(.right, at: 0)
        var time = 0.0
        while time < 0.4 {
            time += 0.01
            _ = rig.ruler.advance(context: rig.context.at(time))
            let screen = rig.render()
            for column in 0..<61 where screen[column, 3].text != " " { glyphs.insert(screen[column, 3].text) }
        }
        #expect(glyphs.contains("▏") || glyphs.contains("▕"), "\(glyphs)")
        let still = rig.render()
        #expect(Set((0..<61).map { still[$0, 3].text }) == [" ", "│"], "at rest every tick is in the middle")
        #expect(RulerView.tickGlyph(within: 0.05) == "▏")
        #expect(RulerView.tickGlyph(within: 0.5) == "│")
        #expect(RulerView.tickGlyph(within: 0.95) == "▕")
    }

    @Test("a short frame keeps the ticks first, then the pointer, the labels, the majors' tops")
    func shortFrames() throws {
        let rig = try RulerRig()
        rig.ruler.frame = Rect(x: 0, y: 0, width: 61, height: 1)
        #expect(rig.render().text(row: 0).contains("│"))
        rig.ruler.frame = Rect(x: 0, y: 0, width: 61, height: 3)
        let three = rig.render()
        #expect(three[30, 0].text == "▼" && three.text(row: 2).contains("70.0"))
        #expect(rig.ruler.preferredHeight(forWidth: 80) == 5)
    }

    @Test(
        "it draws into any rectangle, and only there",
        arguments: [(0, 0), (1, 1), (1, 7), (7, 1), (2, 2), (3, 4), (80, 5), (200, 9)])
    func anyRectangle(width: Int, height: Int) throws {
        for wraps in [false, true] {
            let rig = try RulerRig(wraps: wraps, width: width)
            let frame = Rect(x: 2, y: 1, width: width, height: height)
            let first = expectDrawsInside(rig.ruler, frame, "ruler")
            if width >= 80 {
                let lines = text(of: first, in: frame)
                #expect(lines.contains { $0.contains("▼") } && lines.contains { $0.contains("70") }, "\(lines)")
            }
            for column in -1...(width + 1) {
                rig.mouse(.left, .press, column: column + 2, row: 1, at: 0)
                rig.mouse(.left, .drag, column: column + 9, row: 1, at: 0.01)
                rig.mouse(.left, .release, column: column + 9, row: 1, at: 0.02)
            }
            rig.key(.end, at: 0.1)
            rig.run(from: 0.1, to: 2)
            expectDrawsInside(rig.ruler, frame, theme: .monochrome, "ruler at its end")
        }
    }

    @Test("a one-tick scale is drawn and moves nowhere")
    func oneTick() throws {
        let scale = try RulerScale(minimum: "5", maximum: "5", step: "1", wraps: true)
        let ruler = RulerView(scale: scale)
        ruler.frame = Rect(x: 0, y: 0, width: 21, height: 5)
        let context = RunContext(now: 0)
        _ = ruler.handle(.key(.right, []), context: context)
        _ = ruler.advance(context: context.at(1))
        var screen = Screen(width: 21, height: 5)
        ruler.render(into: &screen, theme: .color)
        #expect(screen.trimmed(row: 0) == "5")
        #expect(ruler.tick == 0)
    }
}

@Suite("RulerView: keys, typing and the mouse")
@MainActor
struct RulerViewInputTests {
    @Test("70.3 plus seven steps of 0.1 is exactly 71.0")
    func noDrift() throws {
        let rig = try RulerRig()
        for index in 0..<7 { rig.key(.right, at: 0.01 * Double(index)) }
        rig.run(from: 0.1, to: 1)
        #expect(rig.text == "71.0")
        #expect(rig.ruler.valueText == "71.0")
        #expect(rig.render().trimmed(row: 0) == "71.0 kg")
    }

    @Test("Shift-Right and PgUp go ten steps, Shift-Left and PgDn back; Up and Down one")
    func majorSteps() throws {
        let rig = try RulerRig()
        rig.key(.right, .shift, at: 0)
        rig.run(from: 0, to: 1)
        #expect(rig.text == "71.3")
        rig.key(.pageUp, at: 2)
        rig.run(from: 2, to: 3)
        #expect(rig.text == "72.3")
        rig.key(.left, .shift, at: 4)
        rig.key(.pageDown, at: 4.01)
        rig.key(.up, at: 4.02)
        rig.run(from: 4.02, to: 5)
        #expect(rig.text == "70.4")
        rig.key(.down, at: 6)
        rig.run(from: 6, to: 7)
        #expect(rig.text == "70.3")
    }

    @Test("past the maximum a wrapping ruler goes on at the minimum, and back")
    func wraps() throws {
        let rig = try RulerRig(value: "999")
        rig.key(.right, at: 0)
        rig.run(from: 0, to: 1)
        #expect(rig.text == "9.0")
        rig.key(.left, at: 2)
        rig.key(.left, at: 2.01)
        rig.run(from: 2, to: 3)
        #expect(rig.text == "998.9")
    }

    @Test("Home and End go to the ends; without wrapping the ends hold")
    func ends() throws {
        let rig = try RulerRig(wraps: false)
        rig.key(.end, at: 0)
        rig.run(from: 0, to: 2)
        #expect(rig.text == "999.0")
        rig.key(.right, at: 3)
        rig.run(from: 3, to: 4)
        #expect(rig.text == "999.0")
        rig.key(.home, at: 5)
        rig.run(from: 5, to: 7)
        #expect(rig.text == "9.0")
        rig.key(.left, .shift, at: 8)
        rig.run(from: 8, to: 9)
        #expect(rig.text == "9.0")
    }

    @Test("a typed number and Enter jump to it, rounded to the step, with a message")
    func typedRounded() throws {
        let rig = try RulerRig()
        rig.type("72.55", at: 0)
        #expect(rig.ruler.entry == "72.55")
        let typing = rig.render()
        #expect(typing.trimmed(row: 0) == "→ 72.55")
        // "→ 72.55" and a cell for the cursor, centred in 61 columns: from 26, the cursor at 33.
        #expect(typing.cursor?.column == 33 && typing.cursor?.row == 0, "the terminal's cursor after the number")
        #expect(rig.key(.enter, at: 0.1), "Enter jumps; it does not answer")
        rig.run(from: 0.1, to: 1)
        #expect(rig.text == "72.6")
        #expect(rig.ruler.message == "Rounded to 72.6")
        rig.type("80", at: 2)
        rig.key(.enter, at: 2.1)
        rig.run(from: 2.1, to: 3)
        #expect(rig.text == "80.0")
        #expect(rig.ruler.message == nil)
        #expect(rig.render().trimmed(row: 0) == "80.0 kg")
    }

    @Test("a number out of range is clamped with a message, or refused, as the policy says")
    func typedOutOfRange() throws {
        let rig = try RulerRig()
        rig.type("1200", at: 0)
        rig.key(.enter, at: 0.1)
        rig.run(from: 0.1, to: 2)
        #expect(rig.text == "999.0")
        #expect(rig.ruler.message == "The value 1200 is out of range (9.0 to 999.0); using 999.0")
        rig.ruler.entryPolicy = .reject
        rig.type("5", at: 3)
        rig.key(.enter, at: 3.1)
        rig.run(from: 3.1, to: 4)
        #expect(rig.text == "999.0")
        #expect(rig.ruler.message == "The value 5 is out of range (9.0 to 999.0)")
        rig.key(.left, at: 5)
        #expect(rig.ruler.message == nil, "the next key clears the message")
    }

    @Test("text that is not a number is refused, quoted inert")
    func typedNonsense() throws {
        let rig = try RulerRig()
        rig.type("1,000", at: 0)
        rig.key(.enter, at: 0.1)
        #expect(rig.ruler.message?.hasPrefix("The value \"1,000\" has a comma") == true)
        #expect(rig.ruler.tick == (try RulerRig()).ruler.tick)
        #expect(rig.ruler.handle(.paste("7\u{1B}[31m-"), context: rig.context))
        #expect(rig.ruler.entry == "731-", "pasted text keeps only number characters")
        rig.key(.enter, at: 0.2)
        #expect(rig.ruler.message == "The value \"731-\" is not a number")
        #expect(!rig.key(.character("x"), at: 0.3), "letters are not typing a number")
    }

    @Test("Esc and Backspace undo the typing without leaving; other keys drop it and act")
    func entryEditing() throws {
        let rig = try RulerRig()
        rig.type("12", at: 0)
        #expect(rig.key(.backspace, at: 0.1))
        #expect(rig.ruler.entry == "1")
        #expect(rig.key(.backspace, at: 0.2))
        #expect(rig.ruler.entry == nil)
        #expect(!rig.key(.backspace, at: 0.3))
        rig.type("9", at: 0.4)
        #expect(rig.key(.escape, at: 0.5), "Esc while typing is the ruler's")
        #expect(rig.ruler.entry == nil)
        #expect(!rig.key(.escape, at: 0.6), "Esc after that is the program's (cancel)")
        #expect(!rig.key(.enter, at: 0.7), "Enter without typing is the program's (answer)")
        rig.type("5", at: 0.8)
        rig.key(.right, at: 0.9)
        #expect(rig.ruler.entry == nil)
        rig.run(from: 0.9, to: 2)
        #expect(rig.text == "70.4")
    }

    @Test("the typed number takes the line editor's keys that the ruler does not use")
    func entryLineEditing() throws {
        let rig = try RulerRig()
        rig.type("7250", at: 0)
        rig.key(.character("b"), .control, at: 0.1)
        rig.key(.character("b"), .control, at: 0.1)
        rig.type(".", at: 0.1)
        #expect(rig.ruler.entry == "72.50")
        let screen = rig.render()
        #expect(screen.trimmed(row: 0) == "→ 72.50")
        // "→ 72.50" and the cursor's cell, centred in 61 columns from 26: the cursor before "50".
        #expect(screen.cursor?.column == 31, "the terminal's cursor where the typing goes")
        rig.key(.character("k"), .control, at: 0.2)
        #expect(rig.ruler.entry == "72.")
        rig.key(.character("a"), .control, at: 0.3)
        rig.key(.character("d"), .control, at: 0.3)
        rig.key(.delete, at: 0.3)
        #expect(rig.ruler.entry == ".", "Ctrl-D and Delete delete forward")
        rig.type("8", at: 0.4)
        rig.key(.right, .control, at: 0.4)
        rig.type("5", at: 0.4)
        #expect(rig.ruler.entry == "8.5", "Ctrl-Right went past the '.'")
        rig.key(.character("b"), .alt, at: 0.5)
        #expect(rig.ruler.entryEditor?.cursor == 2, "Alt-B: back to the start of the digits")
        rig.key(.character("w"), .control, at: 0.5)
        #expect(rig.ruler.entry == "5", "Ctrl-W deletes back to a blank, here the start")
        rig.key(.enter, at: 0.6)
        #expect(rig.ruler.entry == nil && rig.ruler.message == "The value 5 is out of range (9.0 to 999.0); using 9.0")
        rig.type("99", at: 1)
        rig.key(.character("u"), .control, at: 1.1)
        #expect(rig.ruler.entry == nil, "an edit that leaves nothing ends the typing")
        #expect(!rig.key(.character("u"), .control, at: 1.2), "then Ctrl-U is not the ruler's")
        rig.type(String(repeating: "1", count: RulerView.maximumEntryLength), at: 2)
        #expect(rig.context.bellsRequested == 0)
        rig.type("2", at: 2.1)
        #expect(rig.ruler.entry == String(repeating: "1", count: RulerView.maximumEntryLength))
        #expect(rig.context.bellsRequested == 1, "a digit past the longest number rings")
        rig.key(.up, at: 2.2)
        #expect(rig.ruler.entry == nil, "Up drops the typing and steps the ruler")
    }

    @Test("a drag moves the scale under the pointer; a slow release settles exactly on a tick")
    func drag() throws {
        let rig = try RulerRig()
        rig.mouse(.left, .press, column: 30, at: 0)
        for step in 1...14 { rig.mouse(.left, .drag, column: 30 - step, at: 0.1 * Double(step)) }
        #expect(rig.ruler.displayedTick == rig.ruler.scale.normalized(613 + 7))
        #expect(rig.ruler.isMoving)
        rig.mouse(.left, .release, column: 16, at: 2.5)
        rig.run(from: 2.5, to: 4)
        #expect(rig.text == "71.0")
        #expect(rig.ruler.wheel.offset == rig.ruler.wheel.offset.rounded(), "the pointer is exactly on a tick")
        #expect(rig.changes.last == RulerView.Change(tick: rig.ruler.tick, isFinal: true))
    }

    @Test("a quick drag flings on, decelerates, and settles on a tick with one final change")
    func fling() throws {
        let rig = try RulerRig()
        rig.mouse(.left, .press, column: 50, at: 0)
        for step in 1...10 { rig.mouse(.left, .drag, column: 50 - 4 * step, at: 0.01 * Double(step)) }
        rig.mouse(.left, .release, column: 10, at: 0.1)
        rig.run(from: 0.1, to: 10)
        let travelled = rig.ruler.tick - 613
        #expect(travelled > 40, "momentum carried it far past the 20 steps dragged (\(travelled))")
        #expect(!rig.ruler.isMoving)
        #expect(rig.ruler.wheel.offset == rig.ruler.wheel.offset.rounded())
        #expect(rig.changesPerFrame.allSatisfy { $0 <= 1 }, "at most one change per frame")
        #expect(rig.changes.filter(\.isFinal).count == 1)
        #expect(rig.changes.last == RulerView.Change(tick: rig.ruler.tick, isFinal: true))
        #expect(rig.changes.count > 5, "changes were heard while it moved")
        #expect(rig.changes.dropLast().allSatisfy { !$0.isFinal })
    }

    @Test("dragged past the end of a ruler that does not wrap, a rubber band brings it back")
    func rubberBand() throws {
        let rig = try RulerRig(value: "998", wraps: false)
        rig.mouse(.left, .press, column: 50, at: 0)
        for step in 1...40 { rig.mouse(.left, .drag, column: 50 - step, at: 0.05 * Double(step)) }
        let past = rig.ruler.wheel.offset - Double(rig.ruler.scale.lastTick)
        #expect(past > 0 && past < 10, "it follows less and less past the end (\(past) ticks)")
        rig.mouse(.left, .release, column: 10, at: 3)
        rig.run(from: 3, to: 5)
        #expect(rig.text == "999.0")
        #expect(rig.ruler.wheel.offset == Double(rig.ruler.scale.lastTick))
    }

    @Test("a click brings the tick clicked to the pointer; the wheel steps")
    func clickAndWheel() throws {
        let rig = try RulerRig()
        rig.mouse(.left, .press, column: 36, at: 0)
        rig.mouse(.left, .release, column: 36, at: 0.05)
        rig.run(from: 0.05, to: 1)
        #expect(rig.text == "70.6")
        rig.mouse(.wheelUp, .press, column: 10, at: 2)
        rig.run(from: 2, to: 3)
        #expect(rig.text == "70.7")
        rig.mouse(.wheelDown, .press, column: 10, at: 4)
        rig.mouse(.wheelLeft, .press, column: 10, at: 4.01)
        rig.run(from: 4, to: 5)
        #expect(rig.text == "70.5")
    }

    @Test("a key step reports the new tick in its first frame and a final one; setTick reports nothing")
    func reports() throws {
        let rig = try RulerRig()
        rig.key(.right, at: 0)
        rig.run(from: 0, to: 1)
        let tick = rig.ruler.tick
        #expect(rig.changes == [.init(tick: tick, isFinal: false), .init(tick: tick, isFinal: true)])
        rig.changes = []
        rig.ruler.setTick(5, animated: true)
        rig.run(from: 2, to: 4)
        #expect(rig.ruler.tick == 5)
        #expect(rig.changes.isEmpty)
    }

    @Test("settle ends the motion and delivers the final change before a commit")
    func settle() throws {
        let rig = try RulerRig()
        rig.key(.end, at: 0)
        _ = rig.ruler.advance(context: rig.context.at(0.02))
        #expect(rig.ruler.isMoving)
        rig.ruler.settle()
        #expect(!rig.ruler.isMoving)
        #expect(rig.text == "999.0")
        #expect(rig.changes.last == RulerView.Change(tick: rig.ruler.tick, isFinal: true))
    }

    @Test("setScale changes the unit's scale without a report")
    func setScale() throws {
        let rig = try RulerRig()
        let pounds = try RulerScale(minimum: "20", maximum: "2200", step: "0.1", wraps: true)
        rig.ruler.setScale(pounds, tick: 1343)
        rig.ruler.unit = "lb"
        #expect(rig.render().trimmed(row: 0) == "154.3 lb")
        #expect(rig.changes.isEmpty)
    }

    @Test("with interaction off it ignores keys and the mouse")
    func disabled() throws {
        let rig = try RulerRig()
        rig.ruler.isUserInteractionEnabled = false
        #expect(!rig.ruler.canFocus)
        #expect(!rig.key(.right, at: 0))
        #expect(!rig.mouse(.wheelUp, .press, column: 3, at: 0))
    }
}

@Suite("A number and its unit")
struct UnitTextTests {
    @Test("a space before a word, none before a sign written against the number, as CLDR writes English")
    func joining() {
        #expect(UnitText.joining("70", unit: "kg") == "70 kg")
        #expect(UnitText.joining("70", unit: "°F") == "70°F")
        #expect(UnitText.joining("21", unit: "°C") == "21°C")
        #expect(UnitText.joining("45", unit: "%") == "45%")
        #expect(UnitText.joining("3", unit: nil) == "3")
        #expect(UnitText.joining("3", unit: "") == "3")
    }

    @Test("the wheel, the ruler and a form's row write the unit the same way")
    @MainActor
    func everyPlace() throws {
        let scale = try RulerScale(minimum: "60", maximum: "80", step: "1")
        let picker = PickerView()
        let source = RulerPickerSource(scale: scale, unit: "°F")
        #expect(source.pickerView(picker, titleForRow: 10, forComponent: 0) == "70°F")
        let ruler = RulerView(scale: scale, tick: 10, unit: "°F")
        #expect(ruler.valueLine?.text == "70°F")
        let options = try NumberOptions(minimum: 60, maximum: 80, step: 1, unit: "°F")
        let form = Form(sections: [
            FormSection(fields: [
                FormField(key: "t", label: "Heat", kind: .number(options, style: .wheel), defaultValue: .number(70))
            ])
        ])
        let view = FormView(form: form)
        var screen = Screen(width: 40, height: 6)
        view.frame = screen.bounds
        view.layout()
        view.render(into: &screen, theme: .monochrome)
        #expect(screen.textDump.contains("70°F"), "\(screen.textDump)")
    }
}
