import Testing

@testable import PickerCore

/// What a wheel draws at a frame, as the picker draws it: the centre row and, for rows taller
/// than a line, the lines they are shifted by.
private func drawn(_ wheel: WheelModel, rowHeight: Int) -> [Int] {
    let shift = rowHeight > 1 ? Int((wheel.displayFraction * Double(rowHeight)).rounded(.towardZero)) : 0
    return [wheel.displayCentre, shift]
}

@Suite("WheelModel: a spin's quiet end, after which every frame draws the same")
struct WheelModelQuietSpinTests {
    @Test func aOneRowStepIsQuietFromItsFirstFrame() {
        var wheel = WheelModel(rowCount: 10, selectedRow: 3)
        wheel.step(by: 1, now: 0)
        let moving = wheel.advance(now: 0)
        #expect(moving)
        #expect(wheel.quietSpinEnd(rowHeight: 1) == SpinAnimation.defaultDuration)
        #expect(wheel.displayCentre == 4)
    }

    @Test func aLongSpinIsQuietOnlyOnceItsCentreIsTheDestination() {
        var wheel = WheelModel(rowCount: 20, selectedRow: 3)
        wheel.step(by: 5, now: 0)
        let moving = wheel.advance(now: 1.0 / 60)
        #expect(moving)
        #expect(wheel.displayCentre < 8)
        #expect(wheel.quietSpinEnd(rowHeight: 1) == nil)
    }

    @Test func tallRowsAreQuietOnlyWithinALineOfTheDestination() {
        var wheel = WheelModel(rowCount: 10, selectedRow: 3)
        wheel.step(by: 1, now: 0)
        let moving = wheel.advance(now: 1.0 / 60)
        #expect(moving)
        // A third of the way or less: the row three lines tall still sits a line off the band.
        #expect(abs(wheel.displayFraction) * 3 >= 1)
        #expect(wheel.quietSpinEnd(rowHeight: 3) == nil)
        #expect(wheel.quietSpinEnd(rowHeight: 1) != nil)
    }

    @Test func restDragAndFlingAreNeverQuiet() {
        var wheel = WheelModel(rowCount: 10, selectedRow: 3)
        #expect(wheel.quietSpinEnd(rowHeight: 1) == nil)
        wheel.drag(by: 0.2, now: 0)
        #expect(wheel.quietSpinEnd(rowHeight: 1) == nil)
        wheel.drag(by: 3, now: 0.02)
        wheel.endDrag(now: 0.03)
        let moving = wheel.advance(now: 0.05)
        #expect(moving)
        #expect(wheel.quietSpinEnd(rowHeight: 1) == nil)
    }

    /// The promise the picker skips frames on: from the first frame a spin is quiet until it has
    /// come to rest, every frame draws what that frame drew, for spins of every length, both
    /// ways, on plain and cyclic wheels, with rows one to three lines tall.
    @Test(arguments: [-6, -2, -1, 1, 2, 5, 9], [1, 2, 3])
    func fromTheQuietFrameOnEveryFrameDrawsTheSame(rows: Int, rowHeight: Int) {
        for cyclic in [false, true] {
            var wheel = WheelModel(rowCount: 30, isCyclic: cyclic, selectedRow: 10)
            wheel.step(by: rows, now: 0)
            var now = 0.0
            var quiet: (end: Double, drawn: [Int])?
            while wheel.advance(now: now) {
                if let quiet {
                    #expect(drawn(wheel, rowHeight: rowHeight) == quiet.drawn, "at \(now) s")
                    #expect(wheel.quietSpinEnd(rowHeight: rowHeight) == quiet.end)
                } else if let end = wheel.quietSpinEnd(rowHeight: rowHeight) {
                    quiet = (end, drawn(wheel, rowHeight: rowHeight))
                }
                now += 1.0 / 60
            }
            guard let quiet else {
                Issue.record("a spin of \(rows) rows is never quiet before it ends")
                continue
            }
            #expect(quiet.drawn == drawn(wheel, rowHeight: rowHeight), "at rest")
            #expect(now >= quiet.end)
        }
    }
}
