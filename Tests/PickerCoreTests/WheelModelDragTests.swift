import Testing

@testable import PickerCore

/// Drags `wheel` by `rows` in `steps` equal moves, one every `interval` seconds from `start`;
/// returns the time of the last move.
func dragWheel(_ wheel: inout WheelModel, by rows: Double, steps: Int, interval: Double, start: Double) -> Double {
    wheel.beginDrag(now: start)
    var now = start
    for _ in 0..<steps {
        now += interval
        wheel.drag(by: rows / Double(steps), now: now)
    }
    return now
}

@Suite("WheelModel: drags, flings, rubber band")
struct WheelModelDragTests {
    @Test func dragFollowsThePointer() {
        var wheel = WheelModel(rowCount: 100, selectedRow: 10)
        wheel.beginDrag(now: 0)
        #expect(wheel.isDragging)
        #expect(wheel.isAnimating)
        wheel.drag(by: 2.5, now: 0.1)
        #expect(wheel.offset == 12.5)
        wheel.drag(by: -1, now: 0.2)
        #expect(wheel.offset == 11.5)
        let moving1 = wheel.advance(now: 0.25)
        #expect(moving1)
        #expect(wheel.offset == 11.5)
    }

    @Test func flingLandsOnAWholeRowFurtherThanTheReleasePointAndSettles() {
        var wheel = WheelModel(rowCount: 1_000, selectedRow: 100)
        // 20 rows per second: a move of 1/3 row every 1/60 s.
        let release = dragWheel(&wheel, by: 4, steps: 12, interval: 1.0 / 60, start: 0)
        #expect(abs(wheel.offset - 104) < 1e-9)
        wheel.endDrag(now: release)
        #expect(!wheel.isDragging)
        #expect(wheel.isAnimating)
        let expected = (104 + ScrollPhysics.restDistance(velocity: 20)).rounded()
        #expect(wheel.selectedRow == Int(expected))
        #expect(wheel.selectedRow > 110)
        var previous = wheel.offset
        var now = release
        var steps = 0
        while wheel.advance(now: now) {
            #expect(wheel.offset >= previous)
            #expect(wheel.offset <= expected)
            previous = wheel.offset
            now += 1.0 / 60
            steps += 1
            if steps > 60 * 30 { break }
        }
        #expect(wheel.offset == expected)
        let moving2 = wheel.advance(now: now + 1)
        #expect(!moving2)
        #expect(wheel.offset.rounded() == wheel.offset)
        let reported3 = wheel.takeUserSelection()
        #expect(reported3 == Int(expected))
        let reported4 = wheel.takeUserSelection()
        #expect(reported4 == nil)
    }

    @Test func flingStartsAtThePointersVelocityAndEndsWithoutAJump() {
        var wheel = WheelModel(rowCount: 1_000, selectedRow: 100)
        let release = dragWheel(&wheel, by: 4, steps: 12, interval: 1.0 / 60, start: 0)
        wheel.endDrag(now: release)
        let frame = 1.0 / 60
        _ = wheel.advance(now: release + frame)
        let firstFrameSpeed = (wheel.offset - 104) / frame
        #expect(firstFrameSpeed > 15 && firstFrameSpeed < 25)
        var now = release + frame
        var lastMove = 0.0
        var previous = wheel.offset
        while wheel.advance(now: now) {
            lastMove = wheel.offset - previous
            previous = wheel.offset
            now += frame
        }
        lastMove = max(lastMove, wheel.offset - previous)
        #expect(lastMove < 0.01)
    }

    @Test func flingUpwardOnACyclicWheelCrossesTheSeam() {
        var wheel = WheelModel(rowCount: 10, isCyclic: true, selectedRow: 2)
        let release = dragWheel(&wheel, by: -5, steps: 10, interval: 0.02, start: 0)
        wheel.endDrag(now: release)
        let expected = (-3 + ScrollPhysics.restDistance(velocity: -25)).rounded()
        #expect(expected == -15)
        #expect(wheel.selectedRow == 5)
        settleWheel(&wheel, from: release)
        #expect(wheel.offset == expected)
        #expect(wheel.offset.rounded() == wheel.offset)
        #expect(wheel.selectedRow == ((Int(wheel.offset) % 10) + 10) % 10)
        let reported5 = wheel.takeUserSelection()
        #expect(reported5 == wheel.selectedRow)
    }

    @Test func slowReleaseSnapsToTheNearestRow() {
        var wheel = WheelModel(rowCount: 20, selectedRow: 5)
        wheel.beginDrag(now: 0)
        wheel.drag(by: 0.4, now: 0.1)
        wheel.endDrag(now: 0.5)
        #expect(wheel.selectedRow == 5)
        settleWheel(&wheel, from: 0.5)
        #expect(wheel.offset == 5)
        let reported6 = wheel.takeUserSelection()
        #expect(reported6 == nil)

        wheel.beginDrag(now: 1)
        wheel.drag(by: 1.7, now: 1.1)
        wheel.endDrag(now: 1.5)
        settleWheel(&wheel, from: 1.5)
        #expect(wheel.offset == 7)
        let reported7 = wheel.takeUserSelection()
        #expect(reported7 == 7)
    }

    @Test func pauseBeforeReleaseGivesNoMomentum() {
        var wheel = WheelModel(rowCount: 1_000, selectedRow: 100)
        let moved = dragWheel(&wheel, by: 6, steps: 12, interval: 1.0 / 60, start: 0)
        wheel.endDrag(now: moved + 0.3)
        settleWheel(&wheel, from: moved + 0.3)
        #expect(wheel.offset == 106)
    }

    @Test func rubberBandPastTheStartAndBounceBackToRowZero() {
        var wheel = WheelModel(rowCount: 10, selectedRow: 1)
        wheel.beginDrag(now: 0)
        wheel.drag(by: -3, now: 0.1)
        let pulledOnce = wheel.offset
        #expect(pulledOnce < 0)
        #expect(pulledOnce > -2)
        wheel.drag(by: -10, now: 0.2)
        let pulledFar = wheel.offset
        #expect(pulledFar < pulledOnce)
        #expect(pulledFar > -wheel.viewportRows)
        #expect(abs(pulledFar - ScrollPhysics.rubberBand(overshoot: -12, viewport: 7)) < 1e-9)
        #expect(wheel.selectedRow == 0)
        wheel.endDrag(now: 0.6)
        #expect(wheel.isAnimating)
        var now = 0.6
        var previous = wheel.offset
        while wheel.advance(now: now) {
            #expect(wheel.offset >= previous)
            previous = wheel.offset
            now += 1.0 / 60
        }
        #expect(wheel.offset == 0)
        let reported8 = wheel.takeUserSelection()
        #expect(reported8 == 0)
    }

    @Test func rubberBandPastTheEndAndBounceBackToTheLastRow() {
        var wheel = WheelModel(rowCount: 10, selectedRow: 9)
        let release = dragWheel(&wheel, by: 4, steps: 8, interval: 0.01, start: 0)
        #expect(wheel.offset > 9 && wheel.offset < 13)
        wheel.endDrag(now: release)
        #expect(wheel.selectedRow == 9)
        settleWheel(&wheel, from: release)
        #expect(wheel.offset == 9)
        let reported9 = wheel.takeUserSelection()
        #expect(reported9 == nil)
    }

    @Test func flingTowardAnEndStopsOnTheEnd() {
        var wheel = WheelModel(rowCount: 30, selectedRow: 20)
        let release = dragWheel(&wheel, by: 5, steps: 5, interval: 0.01, start: 0)
        wheel.endDrag(now: release)
        #expect(wheel.selectedRow == 29)
        settleWheel(&wheel, from: release)
        #expect(wheel.offset == 29)
    }

    @Test func grabbingAStretchedWheelContinuesFromWhereItIs() {
        var wheel = WheelModel(rowCount: 10, selectedRow: 0)
        wheel.beginDrag(now: 0)
        wheel.drag(by: -4, now: 0.1)
        wheel.endDrag(now: 0.5)
        _ = wheel.advance(now: 0.55)
        let stretched = wheel.offset
        #expect(stretched < 0)
        wheel.beginDrag(now: 0.55)
        #expect(abs(wheel.offset - stretched) < 1e-9)
        wheel.drag(by: 0, now: 0.6)
        #expect(abs(wheel.offset - stretched) < 1e-6)
    }

    @Test func grabbingAFlingStopsIt() {
        var wheel = WheelModel(rowCount: 1_000, selectedRow: 0)
        let release = dragWheel(&wheel, by: 4, steps: 12, interval: 1.0 / 60, start: 0)
        wheel.endDrag(now: release)
        _ = wheel.advance(now: release + 0.2)
        let caught = wheel.offset
        wheel.beginDrag(now: release + 0.2)
        #expect(wheel.isDragging)
        #expect(wheel.offset == caught)
        wheel.endDrag(now: release + 0.8)
        settleWheel(&wheel, from: release + 0.8)
        #expect(wheel.offset == caught.rounded())
    }

    @Test func dragThatEndsWhereItBeganIsNotReported() {
        var wheel = WheelModel(rowCount: 20, selectedRow: 5)
        wheel.beginDrag(now: 0)
        wheel.drag(by: 3, now: 0.1)
        wheel.drag(by: -3, now: 0.2)
        wheel.endDrag(now: 0.6)
        settleWheel(&wheel, from: 0.6)
        #expect(wheel.offset == 5)
        let reported10 = wheel.takeUserSelection()
        #expect(reported10 == nil)
    }
}
