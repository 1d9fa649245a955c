import Terminal
import Testing

@testable import PickerKit

@Suite("PickerView: a spin whose frames would all look the same waits on a timer")
@MainActor
struct PickerViewQuietSpinTests {
    func picker() -> PickerView {
        let picker = PickerView(components: [starWars])
        picker.frame = Rect(x: 0, y: 0, width: 20, height: 7)
        picker.isFocused = true
        return picker
    }

    @Test("a picker drawn in a later run sets its timer there, and leaves that run's timers be")
    func aLaterRun() {
        let picker = picker()
        let first = RunContext(now: 0)
        #expect(picker.handle(.key(.down, []), context: first))
        #expect(picker.advance(context: first) == false)
        #expect(first.nextTimerTime != nil)
        // The first run ends on Enter before the spin's timer comes.
        picker.settle()
        let second = RunContext(now: 10)
        var ran = false
        // The later run's first timer has the number the first run's had.
        second.after(5) { ran = true }
        #expect(picker.handle(.key(.down, []), context: second))
        #expect(picker.advance(context: second) == false)
        #expect(second.nextTimerTime.map { $0 > 10 && $0 < 15 } == true)
        second.now = 15
        second.runDueTimers()
        #expect(ran)
        #expect(picker.advance(context: second) == false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(!picker.isMoving)
    }

    @Test("a Page Down's spin wants its frames until its last row, then waits on a timer")
    func aLongSpin() throws {
        let picker = picker()
        let context = RunContext(now: 0)
        #expect(picker.handle(.key(.pageDown, []), context: context))
        var time = 0.0
        var framesWanted = 0
        while picker.advance(context: context.at(time)) {
            framesWanted += 1
            time += 1.0 / 60
        }
        // Rows pass the band in the first frames; the last stretch draws the same and is waited out.
        #expect(framesWanted > 0)
        #expect(picker.isMoving)
        let end = try #require(context.nextTimerTime)
        #expect(end > time)
        context.now = end
        context.runDueTimers()
        #expect(picker.advance(context: context) == false)
        #expect(!picker.isMoving)
        #expect(picker.selectedRow(inComponent: 0) > 1)
    }
}
