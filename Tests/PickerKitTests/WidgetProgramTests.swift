import Testing

@testable import PickerKit

@Suite("WidgetProgram")
@MainActor
struct WidgetProgramTests {
    let context = RunContext(now: 0)

    final class Log {
        var events: [String] = []
    }

    struct Setup {
        let program: WidgetProgram
        let first: Button
        let hidden: Button
        let picker: PickerView
        let last: Button
        let root: Stack
        let log: Log
    }

    /// A label, a button, a hidden button, a one-column picker and another button, stacked.
    func make() -> Setup {
        let log = Log()
        let first = Button("First") { log.events.append("first") }
        let hidden = Button("Hidden") { log.events.append("hidden") }
        hidden.isHidden = true
        let picker = PickerView(components: [starWars])
        let last = Button("Last") { log.events.append("last") }
        let root = Stack([Label("Heading"), first, hidden, picker, last])
        let program = WidgetProgram(root: root, theme: .monochrome) { _, rows in rows }
        context.program = program
        program.start(context: context)
        return Setup(program: program, first: first, hidden: hidden, picker: picker, last: last, root: root, log: log)
    }

    func render(_ program: WidgetProgram, width: Int = 80, height: Int = 24) -> Screen {
        var screen = Screen(width: width, height: height)
        program.frame(into: &screen)
        return screen
    }

    @Test("the first focusable widget gets the focus; Tab and Shift-Tab move along the chain, skipping hidden ones")
    func focusChain() {
        let s = make()
        _ = render(s.program)
        #expect(s.program.focused === s.first)
        #expect(s.first.isFocused)
        s.program.handle(.key(.tab, []), context: context.at(1))
        #expect(s.program.focused === s.picker)
        #expect(s.picker.isFocused && !s.first.isFocused)
        s.program.handle(.key(.tab, []), context: context.at(2))
        #expect(s.program.focused === s.last)
        s.program.handle(.key(.tab, []), context: context.at(3))
        #expect(s.program.focused === s.first, "Tab wraps round")
        s.program.handle(.key(.tab, .shift), context: context.at(4))
        #expect(s.program.focused === s.last, "Shift-Tab wraps back")
        s.program.handle(.key(.tab, .shift), context: context.at(5))
        #expect(s.program.focused === s.picker)
        #expect(s.log.events.isEmpty)
    }

    @Test("a multi-column picker takes Tab until its last column")
    func tabThroughColumns() {
        let log = Log()
        let picker = PickerView(components: [["a"], ["b"], ["c"]])
        let after = Button("After") { log.events.append("after") }
        let root = Stack([picker, after])
        let program = WidgetProgram(root: root, theme: .color) { _, rows in rows }
        program.start(context: context)
        _ = render(program)
        #expect(program.focused === picker)
        program.handle(.key(.tab, []), context: context.at(1))
        program.handle(.key(.tab, []), context: context.at(2))
        #expect(program.focused === picker)
        #expect(picker.focusedComponent == 2)
        program.handle(.key(.tab, []), context: context.at(3))
        #expect(program.focused === after)
    }

    @Test("keys go to the focused widget; unused ones to onUnhandledKey; onKey sees them first")
    func keyRouting() {
        let s = make()
        var unhandled: [Key] = []
        s.program.onUnhandledKey = { key, _, _ in
            unhandled.append(key)
            return key == .enter
        }
        s.program.onKey = { key, _, _ in key == .character("q") }
        _ = render(s.program)
        s.program.handle(.key(.enter, []), context: context.at(1))
        #expect(s.log.events == ["first"], "Enter went to the focused button")
        #expect(unhandled.isEmpty)
        s.program.focus(s.picker)
        s.program.handle(.key(.down, []), context: context.at(2))
        #expect(s.picker.selectedRow(inComponent: 0) == 1)
        s.program.handle(.key(.enter, []), context: context.at(3))
        #expect(unhandled == [.enter])
        s.program.handle(.key(.character("q"), []), context: context.at(4))
        #expect(unhandled == [.enter], "onKey took q")
        #expect(s.picker.selectedTitles == ["Leia"])
        s.program.handle(.key(.tab, []), context: context.at(5))
        #expect(unhandled == [.enter, .tab])
        #expect(s.program.focused === s.last, "Tab not used by onUnhandledKey moves the focus")
    }

    @Test("a click goes to the widget under the pointer and focuses it")
    func mouseRouting() {
        let s = make()
        let screen = render(s.program)
        #expect(screen.textDump.contains("[ Last ]"))
        // Stack: heading line 0, First line 1, Hidden line 2 (hidden), picker lines 3...9, Last line 10.
        s.program.handle(.mouse(MouseEvent(button: .left, action: .press, column: 40, row: 10)), context: context.at(1))
        #expect(s.log.events.isEmpty)
        s.program.handle(
            .mouse(MouseEvent(button: .left, action: .release, column: 40, row: 10)), context: context.at(1.1))
        #expect(s.log.events == ["last"])
        #expect(s.program.focused === s.last)
        // A click on the picker two lines below its band.
        let t = MonotonicClock.now() + 100_000
        s.program.handle(.mouse(MouseEvent(button: .left, action: .press, column: 40, row: 8)), context: context.at(t))
        s.program.handle(
            .mouse(MouseEvent(button: .left, action: .release, column: 40, row: 8)), context: context.at(t + 0.05))
        #expect(s.program.focused === s.picker)
        #expect(s.picker.selectedRow(inComponent: 0) == 2)
        // The hidden button is not hit; its line belongs to the stack.
        s.program.handle(
            .mouse(MouseEvent(button: .left, action: .press, column: 40, row: 2)), context: context.at(t + 1))
        s.program.handle(
            .mouse(MouseEvent(button: .left, action: .release, column: 40, row: 2)), context: context.at(t + 1.1))
        #expect(s.log.events == ["last"])
    }

    @Test("a drag stays with the widget it began in")
    func mouseCapture() {
        let s = make()
        _ = render(s.program)
        let t = MonotonicClock.now() + 100_000
        s.picker.selectRow(5, inComponent: 0, animated: false)
        s.program.handle(.mouse(MouseEvent(button: .left, action: .press, column: 40, row: 8)), context: context.at(t))
        s.program.handle(
            .mouse(MouseEvent(button: .left, action: .drag, column: 40, row: 9)), context: context.at(t + 0.1))
        s.program.handle(
            .mouse(MouseEvent(button: .left, action: .drag, column: 40, row: 10)), context: context.at(t + 0.2))
        // Released over the Last button: the picker gets the release, the button is not pressed.
        s.program.handle(
            .mouse(MouseEvent(button: .left, action: .release, column: 40, row: 10)), context: context.at(t + 1))
        _ = s.program.advance(context: context.at(t + 5))
        #expect(s.log.events.isEmpty)
        #expect(s.picker.selectedRow(inComponent: 0) == 3)
    }

    @Test("a modal alert takes every key and click until dismissed")
    func modal() {
        let s = make()
        var onKeyCalls = 0
        s.program.onKey = { _, _, _ in
            onKeyCalls += 1
            return false
        }
        _ = render(s.program)
        let alert = Alert(
            title: "Sure?", message: "Really.",
            buttons: [
                ("Yes", { _ in s.log.events.append("yes") }),
                ("No", { _ in s.log.events.append("no") }),
            ])
        s.program.present(alert)
        #expect(s.program.modal === alert)
        let screen = render(s.program)
        #expect(screen.textDump.contains("Sure?"))
        #expect(screen.textDump.contains("[ Yes ]"))
        #expect(alert.frame.width == 50 && alert.frame.x == 15, "centred, at most 50 wide")

        s.program.handle(.key(.tab, []), context: context.at(1))
        #expect(s.program.focused === s.first, "Tab went to the alert, not the focus chain")
        s.program.handle(.key(.down, []), context: context.at(1))
        s.program.handle(.key(.character("q"), []), context: context.at(1))
        #expect(onKeyCalls == 0)
        // A click outside the alert, on the First button's line, is ignored.
        s.program.handle(.mouse(MouseEvent(button: .left, action: .press, column: 2, row: 1)), context: context.at(2))
        s.program.handle(
            .mouse(MouseEvent(button: .left, action: .release, column: 2, row: 1)), context: context.at(2.1))
        #expect(s.log.events.isEmpty)
        s.program.handle(.key(.enter, []), context: context.at(3))
        #expect(s.log.events == ["no"], "Tab had moved the alert to its second button")
        #expect(s.program.modal == nil)
        #expect(!render(s.program).textDump.contains("Sure?"))
        s.program.handle(.key(.enter, []), context: context.at(4))
        #expect(s.log.events == ["no", "first"])
        #expect(onKeyCalls == 1)
    }

    @Test("advance moves the widgets on and says whether more frames are wanted")
    func advance() {
        let s = make()
        _ = render(s.program)
        s.program.focus(s.picker)
        let t = MonotonicClock.now() + 100_000
        #expect(s.program.advance(context: context.at(t)) == false)
        // Page Down spins three rows: its frames show rows passing the band.
        s.program.handle(.key(.pageDown, []), context: context.at(t))
        #expect(s.program.advance(context: context.at(t + 0.01)) == true)
        #expect(s.program.advance(context: context.at(t + 1)) == false)
        #expect(s.root.advanceCount == 3)
    }

    @Test("a spin whose frames would all look the same asks for none, and a timer for its end")
    func quietSpin() throws {
        let s = make()
        _ = render(s.program)
        s.program.focus(s.picker)
        let t = MonotonicClock.now() + 100_000
        // Down steps one row: the first frame of the spin already draws "Leia" in the band.
        s.program.handle(.key(.down, []), context: context.at(t))
        #expect(s.program.advance(context: context.at(t)) == false)
        let band = render(s.program).textDump
        #expect(s.picker.isMoving)
        let end = try #require(context.nextTimerTime)
        #expect(end > t && end <= t + 0.2)
        // Every frame before the end draws what the first drew.
        #expect(s.program.advance(context: context.at(t + 0.1)) == false)
        #expect(render(s.program).textDump == band)
        #expect(context.nextTimerTime == end)
        // The end comes to rest on the row, drawn the same.
        context.at(end).runDueTimers()
        #expect(s.program.advance(context: context) == false)
        #expect(!s.picker.isMoving)
        #expect(s.picker.selectedRow(inComponent: 0) == 1)
        #expect(render(s.program).textDump == band)
    }
}
