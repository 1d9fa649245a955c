import Foundation
import Testing

@testable import PickerCore

/// 9…999 kg in steps of 0.1, wrapping: the original app's weight ruler.
func weightScale(wraps: Bool = true) throws -> RulerScale {
    try RulerScale(minimum: "9", maximum: "999", step: "0.1", major: 10, wraps: wraps)
}

/// The tick whose text is `text` on `scale`, found by the typed-value path.
func tick(_ text: String, on scale: RulerScale) throws -> Int {
    try scale.tick(for: text, policy: .reject).get().tick
}

@Suite("RulerScale: ticks, exact values and text")
struct RulerScaleTickTests {
    @Test func tickCountIncludesBothEnds() throws {
        let scale = try weightScale()
        #expect(scale.tickCount == 9_901)
        #expect(scale.lastTick == 9_900)
        #expect(scale.text(atTick: 0) == "9.0")
        #expect(scale.text(atTick: 9_900) == "999.0")
        #expect(try RulerScale(minimum: "0", maximum: "100", step: "1").tickCount == 101)
        #expect(try RulerScale(minimum: "5", maximum: "5", step: "1").tickCount == 1)
    }

    @Test func maximumBetweenTicksEndsOnTheLastTickBelowIt() throws {
        let scale = try RulerScale(minimum: "0", maximum: "10", step: "3")
        #expect(scale.tickCount == 4)
        #expect(scale.text(atTick: scale.lastTick) == "9")
        #expect(scale.maximum == 10)
        let fine = try RulerScale(minimum: "9", maximum: "999.95", step: "0.1")
        #expect(fine.text(atTick: fine.lastTick) == "999.9")
    }

    @Test func sevenStepsOfOneTenthFrom70Point3AreExactly71() throws {
        let scale = try RulerScale(minimum: "0", maximum: "100", step: "0.1")
        let start = try tick("70.3", on: scale)
        #expect(scale.value(atTick: start) == Decimal(string: "70.3"))
        var moving = start
        for _ in 0..<7 { moving = scale.tick(moving, movedBy: 1) }
        #expect(moving == scale.tick(start, movedBy: 7))
        #expect(scale.value(atTick: moving) == 71)
        #expect(scale.text(atTick: moving) == "71.0")
        // A Double accumulates an error where the ticks do not.
        var double = 70.3
        for _ in 0..<7 { double += 0.1 }
        #expect(double != 71.0)
    }

    @Test func everyTickOfAMillionIsExact() throws {
        let scale = try RulerScale(minimum: "-50000", maximum: "50000", step: "0.1")
        #expect(scale.tickCount == 1_000_001)
        #expect(scale.text(atTick: 0) == "-50000.0")
        #expect(scale.text(atTick: 499_999) == "-0.1")
        #expect(scale.text(atTick: 500_000) == "0.0")
        #expect(scale.text(atTick: 500_003) == "0.3")
        #expect(scale.value(atTick: 999_999) == Decimal(string: "49999.9"))
    }

    @Test func decimalsComeFromTheStep() throws {
        #expect(try RulerScale(minimum: "0", maximum: "100", step: "0.1").text(atTick: 710) == "71.0")
        #expect(try RulerScale(minimum: "0", maximum: "100", step: "0.25").text(atTick: 281) == "70.25")
        #expect(try RulerScale(minimum: "0", maximum: "100", step: "0.25").text(atTick: 2) == "0.50")
        #expect(try RulerScale(minimum: "0", maximum: "100", step: "5").text(atTick: 14) == "70")
        #expect(try RulerScale(minimum: "0", maximum: "100", step: "0.10").text(atTick: 710) == "71.00")
        #expect(try RulerScale(minimum: "-1", maximum: "1", step: "0.001").text(atTick: 995) == "-0.005")
        // A minimum with more decimals than the step keeps them, so each text is exact.
        let offGrid = try RulerScale(minimum: "9.05", maximum: "10", step: "0.1")
        #expect(offGrid.decimals == 2)
        #expect(offGrid.text(atTick: 1) == "9.15")
        // Trailing zeros of the minimum or the maximum do not add decimals.
        #expect(try RulerScale(minimum: "9.000", maximum: "99.00", step: "0.5").text(atTick: 3) == "10.5")
    }

    @Test func decimalSettingsGiveTheSameScale() throws {
        let fromDecimals = try RulerScale(
            minimum: Decimal(9), maximum: Decimal(999), step: Decimal(string: "0.1")!, wraps: true)
        #expect(fromDecimals == (try weightScale()))
        #expect(fromDecimals.step == Decimal(string: "0.1"))
        #expect(fromDecimals.minimum == 9)
        let negative = try RulerScale(minimum: Decimal(-5), maximum: Decimal(string: "-2.5")!, step: Decimal(0.5))
        #expect(negative.text(atTick: 1) == "-4.5")
        #expect(negative.tickCount == 6)
    }

    @Test func majorTicksLandOnRoundNumbers() throws {
        let scale = try weightScale()
        let majors = (0..<30).filter { scale.isMajor(tick: $0) }.map { scale.text(atTick: $0) }
        #expect(majors == ["9.0", "10.0", "11.0"])
        let counting = try RulerScale(minimum: "3", maximum: "40", step: "1", major: 10)
        #expect(
            (0...counting.lastTick).filter { counting.isMajor(tick: $0) }.map { counting.text(atTick: $0) } == [
                "10", "20", "30", "40",
            ])
        let negative = try RulerScale(minimum: "-12", maximum: "12", step: "2", major: 5)
        #expect(
            (0...negative.lastTick).filter { negative.isMajor(tick: $0) }.map { negative.text(atTick: $0) } == [
                "-10", "0", "10",
            ])
        let quarters = try RulerScale(minimum: "9", maximum: "13", step: "0.25", major: 10)
        #expect(
            (0...quarters.lastTick).filter { quarters.isMajor(tick: $0) }.map { quarters.text(atTick: $0) } == [
                "10.00", "12.50",
            ])
    }

    @Test func offGridMinimumCountsMajorTicksFromTheMinimum() throws {
        let scale = try RulerScale(minimum: "9.05", maximum: "12", step: "0.1", major: 10)
        let majors = (0...scale.lastTick).filter { scale.isMajor(tick: $0) }.map { scale.text(atTick: $0) }
        #expect(majors == ["9.05", "10.05", "11.05"])
    }
}

@Suite("RulerScale: moving and wrapping")
struct RulerScaleMoveTests {
    @Test func forwardFromTheMaximumWrapsToTheMinimum() throws {
        let scale = try weightScale()
        let top = try tick("999.0", on: scale)
        #expect(top == scale.lastTick)
        let next = scale.tick(top, movedBy: 1)
        #expect(next == 0)
        #expect(scale.text(atTick: next) == "9.0")
        #expect(scale.text(atTick: scale.tick(0, movedBy: -1)) == "999.0")
        #expect(scale.text(atTick: scale.tick(top, movedBy: 11)) == "10.0")
        #expect(scale.tick(5, movedBy: scale.tickCount * 3) == 5)
    }

    @Test func withoutWrapMovesClampAtTheEnds() throws {
        let scale = try weightScale(wraps: false)
        #expect(scale.tick(scale.lastTick, movedBy: 1) == scale.lastTick)
        #expect(scale.tick(0, movedBy: -1) == 0)
        #expect(scale.tick(10, movedBy: -3) == 7)
        #expect(scale.tick(10, movedBy: Int.max) == scale.lastTick)
        #expect(scale.tick(10, movedBy: Int.min) == 0)
    }

    @Test func extremeMovesNeverOverflowAWrappingScale() throws {
        let scale = try weightScale()
        #expect(scale.tick(0, movedBy: Int.max) == Int.max % scale.tickCount)
        let back = scale.tick(0, movedBy: Int.min)
        #expect(back == (Int.min % scale.tickCount) + scale.tickCount)
    }

    @Test func ticksOutsideTheScaleAreNormalised() throws {
        let wrapping = try weightScale()
        #expect(wrapping.normalized(-1) == wrapping.lastTick)
        #expect(wrapping.text(atTick: wrapping.tickCount) == "9.0")
        let clamping = try weightScale(wraps: false)
        #expect(clamping.normalized(-1) == 0)
        #expect(clamping.text(atTick: 1_000_000) == "999.0")
    }
}
