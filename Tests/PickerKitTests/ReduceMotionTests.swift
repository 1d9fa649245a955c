import Testing

@testable import PickerKit

/// `--reduce-motion`, `PICKER_REDUCE_MOTION` and `TerminalTraits.reducesMotion` reach widgets as
/// `RunContext.reducesMotion`: a wheel, a ruler or a ribbon lands where a key sent it in the frame
/// that follows the key, and a sheet is up in its first frame. Each test runs the same steps with
/// motion on, which moves over several frames, so a switch that did nothing fails.
@Suite("Reduced motion")
@MainActor
struct ReduceMotionTests {
    @Test(arguments: [("1", true), ("yes", true), ("0", false), ("", false)])
    func theEnvironmentSwitchIsReadAsTraits(value: String, reduces: Bool) {
        let traits = TerminalTraits(environment: ["TERM": "xterm", TerminalTraits.reduceMotionVariable: value])
        #expect(traits.reducesMotion == reduces)
        #expect(!TerminalTraits(environment: ["TERM": "xterm"]).reducesMotion)
    }

    /// Sends Page Down to a wheel of 100 rows and runs one frame's advance: whether more frames
    /// are wanted, and the row in the band then.
    func wheelAfterPageDown(reducingMotion: Bool) -> (moving: Bool, row: Int) {
        let picker = PickerView(components: [(0..<100).map { "Row \($0)" }], visibleRows: 7)
        let rig = DateRig(picker, width: 20, height: 7)
        rig.context.reducesMotion = reducingMotion
        rig.send(.pageDown)
        let moving = rig.program.advance(context: rig.context)
        let band = rig.render().text(row: 3).trimmingCharacters(in: .whitespaces)
        return (moving, Int(band.dropFirst(4)) ?? -1)
    }

    @Test func aWheelLandsInTheFrameAfterTheKey() {
        let reduced = wheelAfterPageDown(reducingMotion: true)
        #expect(!reduced.moving, "no frame of motion is left")
        #expect(reduced.row > 0, "the band shows where the page went")
        let moving = wheelAfterPageDown(reducingMotion: false)
        #expect(moving.moving, "with motion on, the same key spins over several frames")
        #expect(moving.row < reduced.row)
    }

    /// A ruler one step to the right, after one frame's advance.
    func rulerAfterAStep(reducingMotion: Bool) throws -> (moving: Bool, value: String) {
        let scale = try RulerScale(minimum: "0", maximum: "100", step: "1", wraps: false)
        let ruler = RulerView(scale: scale, tick: try scale.tick(for: "42", policy: .clamp).get().tick)
        let rig = DateRig(ruler, width: 40)
        rig.context.reducesMotion = reducingMotion
        rig.send(.right)
        let moving = rig.program.advance(context: rig.context)
        return (moving, ruler.valueText)
    }

    @Test func aRulerLandsInTheFrameAfterTheKey() throws {
        let reduced = try rulerAfterAStep(reducingMotion: true)
        #expect(!reduced.moving && reduced.value == "43")
        #expect(try rulerAfterAStep(reducingMotion: false).moving)
    }

    @Test func aDragStillFollowsThePointer() {
        let picker = PickerView(components: [(0..<100).map { "Row \($0)" }], visibleRows: 7)
        let rig = DateRig(picker, width: 20, height: 7)
        rig.context.reducesMotion = true
        rig.mouse(.left, .press, column: 5, row: 3)
        rig.mouse(.left, .drag, column: 5, row: 1)
        #expect(rig.program.advance(context: rig.context), "the held wheel is not let go")
        #expect(picker.selectedRow(inComponent: 0) != 0, "the wheel moved with the pointer")
        rig.mouse(.left, .release, column: 5, row: 1)
        _ = rig.program.advance(context: rig.context)
        #expect(!rig.program.advance(context: rig.context), "let go, it lands at once")
    }

    /// A sheet presented over a label, after one frame's advance at the moment it was presented.
    func sheetProgress(reducingMotion: Bool) -> Double {
        let program = WidgetProgram(root: Stack([Label("behind the sheet")]), theme: .color) { _, rows in rows }
        let context = RunContext(now: 1)
        context.program = program
        context.reducesMotion = reducingMotion
        let sheet = Sheet(title: "A sheet", content: Label("inside"))
        program.start(context: context)
        sheet.present(context: context)
        context.now = 1.02
        _ = program.advance(context: context)
        return sheet.progress
    }

    @Test func aSheetIsUpInItsFirstFrame() {
        #expect(sheetProgress(reducingMotion: true) == 1)
        #expect(sheetProgress(reducingMotion: false) < 1, "with motion on, it slides")
    }
}
