import Testing

@testable import PickerCore

/// Runs the wheel's animation to rest, a frame every 1/60 s from `start`; returns the time it stopped.
@discardableResult
func settleWheel(_ wheel: inout WheelModel, from start: Double, limit: Double = 30) -> Double {
    var now = start
    while wheel.advance(now: now) {
        now += 1.0 / 60
        if now > start + limit {
            Issue.record("the wheel did not come to rest within \(limit) s")
            break
        }
    }
    return now
}

@Suite("WheelModel: keys, jumps and programmatic selection")
struct WheelModelStepTests {
    @Test func startsOnTheGivenRowClamped() {
        #expect(WheelModel(rowCount: 10, selectedRow: 4).selectedRow == 4)
        #expect(WheelModel(rowCount: 10, selectedRow: 40).selectedRow == 9)
        #expect(WheelModel(rowCount: 10, selectedRow: -3).selectedRow == 0)
        #expect(WheelModel(rowCount: 10, selectedRow: 4).offset == 4)
    }

    @Test func stepSpinsOneRowAndSettlesExactly() {
        var wheel = WheelModel(rowCount: 10, selectedRow: 3)
        wheel.step(by: 1, now: 0)
        #expect(wheel.selectedRow == 4)
        #expect(wheel.isAnimating)
        let moving1 = wheel.advance(now: 0.05)
        #expect(moving1)
        #expect(wheel.offset > 3 && wheel.offset < 4)
        let moving2 = wheel.advance(now: 0.15)
        #expect(!moving2)
        #expect(wheel.offset == 4)
        #expect(!wheel.isAnimating)
    }

    @Test func nonCyclicStepsClampToTheEnds() {
        var wheel = WheelModel(rowCount: 5, selectedRow: 0)
        wheel.step(by: -1, now: 0)
        #expect(wheel.selectedRow == 0)
        #expect(!wheel.isAnimating)
        wheel.step(by: 100, now: 0)
        #expect(wheel.selectedRow == 4)
        settleWheel(&wheel, from: 0)
        #expect(wheel.offset == 4)
        wheel.step(by: 1, now: 1)
        #expect(wheel.selectedRow == 4)
        wheel.step(by: Int.min, now: 1)
        #expect(wheel.selectedRow == 0)
        wheel.step(by: Int.max, now: 1)
        #expect(wheel.selectedRow == 4)
    }

    @Test func burstOfAThousandStepsLandsExactlyAThousandRowsOnAtOnce() {
        var wheel = WheelModel(rowCount: 5_000, selectedRow: 10)
        for _ in 0..<1_000 {
            wheel.step(by: 1, now: 0)
        }
        #expect(wheel.selectedRow == 1_010)
        #expect(wheel.offset == 1_010)
        #expect(!wheel.isAnimating)
        #expect(wheel.takeUserSelection() == 1_010)
    }

    @Test func aLoneStepSpinsAndAStepDuringTheSpinLandsAtOnce() {
        var wheel = WheelModel(rowCount: 100, selectedRow: 0)
        wheel.step(by: 10, now: 0)
        let moving = wheel.advance(now: 0.05)
        #expect(moving)
        #expect(wheel.offset > 0 && wheel.offset < 10)
        wheel.step(by: 10, now: 0.05)
        #expect(wheel.selectedRow == 20)
        #expect(wheel.offset == 20)
        let stillMoving = wheel.advance(now: 0.06)
        #expect(!stillMoving)
        #expect(wheel.takeUserSelection() == 20)
    }

    @Test func displayCentreShowsTheNewRowOnTheFirstFrameOfAOneRowStep() {
        var wheel = WheelModel(rowCount: 10, selectedRow: 3)
        wheel.step(by: 1, now: 0)
        _ = wheel.advance(now: 0)
        #expect(wheel.offset == 3)
        #expect(wheel.displayCentre == 4)
        #expect(wheel.displayFraction == -1)
        wheel.step(by: -2, now: 0)
        _ = wheel.advance(now: 0.001)
        #expect(wheel.displayCentre == 2)
        settleWheel(&wheel, from: 0.001)
        #expect(wheel.displayCentre == 2)
        #expect(wheel.displayFraction == 0)
    }

    @Test func displayCentreNeverPassesTheTarget() {
        var wheel = WheelModel(rowCount: 10, selectedRow: 3)
        wheel.step(by: 1, now: 0)
        _ = wheel.advance(now: 0.1)
        #expect(wheel.offset > 3.5 && wheel.offset < 4)
        #expect(wheel.displayCentre == 4)
    }

    @Test func displayCentreRoundsTheOffsetAtRest() {
        var wheel = WheelModel(rowCount: 10, selectedRow: 3)
        wheel.beginDrag(now: 0)
        wheel.drag(by: 0.4, now: 0.01)
        #expect(wheel.displayCentre == 3)
        #expect(abs(wheel.displayFraction - 0.4) < 1e-9)
        wheel.drag(by: 0.2, now: 0.02)
        #expect(wheel.displayCentre == 4)
    }

    @Test func jumpSpinsToTheRowAndIsReported() {
        var wheel = WheelModel(rowCount: 50, selectedRow: 2)
        wheel.jump(to: 40, now: 0)
        #expect(wheel.selectedRow == 40)
        #expect(wheel.isAnimating)
        let reported5 = wheel.takeUserSelection()
        #expect(reported5 == nil)
        settleWheel(&wheel, from: 0)
        #expect(wheel.offset == 40)
        let reported6 = wheel.takeUserSelection()
        #expect(reported6 == 40)
        let reported7 = wheel.takeUserSelection()
        #expect(reported7 == nil)
    }

    @Test func selectIsNeverReportedAsAUserSelection() {
        var wheel = WheelModel(rowCount: 20, selectedRow: 0)
        wheel.select(7, animated: true, now: 0)
        #expect(wheel.selectedRow == 7)
        settleWheel(&wheel, from: 0)
        #expect(wheel.offset == 7)
        let reported8 = wheel.takeUserSelection()
        #expect(reported8 == nil)
        wheel.select(12, animated: false, now: 1)
        #expect(wheel.offset == 12)
        #expect(!wheel.isAnimating)
        let reported9 = wheel.takeUserSelection()
        #expect(reported9 == nil)
    }

    @Test func selectClampsTheRow() {
        var wheel = WheelModel(rowCount: 20)
        wheel.select(99, animated: false, now: 0)
        #expect(wheel.selectedRow == 19)
        wheel.select(-5, animated: false, now: 0)
        #expect(wheel.selectedRow == 0)
    }

    @Test func selectDuringAUserSpinCancelsItsReport() {
        var wheel = WheelModel(rowCount: 20, selectedRow: 0)
        wheel.step(by: 3, now: 0)
        wheel.select(9, animated: true, now: 0.05)
        settleWheel(&wheel, from: 0.05)
        #expect(wheel.offset == 9)
        let reported10 = wheel.takeUserSelection()
        #expect(reported10 == nil)
    }

    @Test func stepsAreReportedOnceWhenTheySettle() {
        var wheel = WheelModel(rowCount: 20, selectedRow: 5)
        wheel.step(by: 2, now: 0)
        let moving11 = wheel.advance(now: 0.1)
        #expect(moving11)
        let reported12 = wheel.takeUserSelection()
        #expect(reported12 == nil)
        settleWheel(&wheel, from: 0.1)
        let reported13 = wheel.takeUserSelection()
        #expect(reported13 == 7)
        let reported14 = wheel.takeUserSelection()
        #expect(reported14 == nil)
    }

    @Test func stepsThatReturnToTheStartingRowAreNotReported() {
        var wheel = WheelModel(rowCount: 20, selectedRow: 5)
        wheel.step(by: 1, now: 0)
        wheel.step(by: -1, now: 0.02)
        settleWheel(&wheel, from: 0.02)
        #expect(wheel.offset == 5)
        let reported15 = wheel.takeUserSelection()
        #expect(reported15 == nil)
        wheel.step(by: -1, now: 1)
        settleWheel(&wheel, from: 1)
        let reported16 = wheel.takeUserSelection()
        #expect(reported16 == 4)
    }

    @Test func stepAgainstAnEndIsNotReported() {
        var wheel = WheelModel(rowCount: 3, selectedRow: 2)
        wheel.step(by: 1, now: 0)
        settleWheel(&wheel, from: 0)
        let reported17 = wheel.takeUserSelection()
        #expect(reported17 == nil)
    }

    @Test func reloadKeepsTheSelectionClampedAndStopsMotion() {
        var wheel = WheelModel(rowCount: 100, selectedRow: 50)
        wheel.step(by: 10, now: 0)
        wheel.reload(rowCount: 200)
        #expect(wheel.selectedRow == 60)
        #expect(wheel.offset == 60)
        #expect(!wheel.isAnimating)
        let reported18 = wheel.takeUserSelection()
        #expect(reported18 == nil)
        wheel.reload(rowCount: 30)
        #expect(wheel.selectedRow == 29)
        wheel.reload(rowCount: 0)
        #expect(wheel.selectedRow == -1)
        wheel.reload(rowCount: 5)
        #expect(wheel.selectedRow == 0)
    }
}
