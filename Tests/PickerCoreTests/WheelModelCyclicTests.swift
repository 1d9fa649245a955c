import Testing

@testable import PickerCore

@Suite("WheelModel: cyclic wheels, empty and one-row wheels, huge wheels")
struct WheelModelCyclicTests {
    @Test func stepBeforeRowZeroWrapsToTheLastRow() {
        var wheel = WheelModel(rowCount: 10, isCyclic: true, selectedRow: 0)
        wheel.step(by: -1, now: 0)
        #expect(wheel.selectedRow == 9)
        let moving1 = wheel.advance(now: 0.05)
        #expect(moving1)
        #expect(wheel.offset < 0 && wheel.offset > -1)
        settleWheel(&wheel, from: 0.05)
        #expect(wheel.offset == -1)
        #expect(wheel.selectedRow == 9)
        let reported2 = wheel.takeUserSelection()
        #expect(reported2 == 9)
    }

    @Test func stepAfterTheLastRowWrapsToRowZero() {
        var wheel = WheelModel(rowCount: 10, isCyclic: true, selectedRow: 9)
        wheel.step(by: 1, now: 0)
        #expect(wheel.selectedRow == 0)
        settleWheel(&wheel, from: 0)
        #expect(wheel.selectedRow == 0)
        #expect(wheel.offset == 10)
        let reported3 = wheel.takeUserSelection()
        #expect(reported3 == 0)
    }

    @Test func bigStepsWrapInBothDirections() {
        /// `value` wrapped into `0..<7`.
        func wrapped(_ value: Int) -> Int { (value % 7 + 7) % 7 }
        var wheel = WheelModel(rowCount: 7, isCyclic: true, selectedRow: 2)
        wheel.step(by: -25, now: 0)
        #expect(wheel.selectedRow == 5)
        settleWheel(&wheel, from: 0)
        #expect(wheel.selectedRow == 5)
        wheel.step(by: -1_000_003, now: 1)
        #expect(wheel.selectedRow == wrapped(5 - 1_000_003))
        wheel.step(by: Int.min, now: 1)
        #expect(wheel.selectedRow == wrapped(wrapped(5 - 1_000_003) + Int.min % 7))
        wheel.step(by: Int.max, now: 1)
        #expect(wheel.selectedRow == wrapped(wrapped(wrapped(5 - 1_000_003) + Int.min % 7) + Int.max % 7))
        settleWheel(&wheel, from: 1)
        #expect(wheel.offset.rounded() == wheel.offset)
        #expect(wrapped(Int(wheel.offset)) == wheel.selectedRow)
    }

    @Test func aPageLongerThanTheWheelSpinsOnlyItsRemainder() {
        var wheel = WheelModel(rowCount: 5, isCyclic: true, selectedRow: 1)
        wheel.step(by: 7, now: 0)
        settleWheel(&wheel, from: 0)
        #expect(wheel.offset == 3)
        wheel.step(by: 5, now: 1)
        #expect(wheel.isAnimating)
        settleWheel(&wheel, from: 1)
        #expect(wheel.offset == 8)
        #expect(wheel.selectedRow == 3)
        wheel.step(by: -12, now: 2)
        settleWheel(&wheel, from: 2)
        #expect(wheel.offset == 6)
    }

    @Test func aBurstAcrossTheSeamLandsExactly() {
        var wheel = WheelModel(rowCount: 12, isCyclic: true, selectedRow: 11)
        for _ in 0..<1_000 {
            wheel.step(by: -1, now: 0)
        }
        #expect(wheel.selectedRow == ((11 - 1_000) % 12 + 12) % 12)
        settleWheel(&wheel, from: 0)
        #expect(wheel.offset == 11 - 1_000)
    }

    @Test func jumpTakesTheShortestWayRound() {
        var wheel = WheelModel(rowCount: 10, isCyclic: true, selectedRow: 1)
        wheel.jump(to: 8, now: 0)
        settleWheel(&wheel, from: 0)
        #expect(wheel.offset == -2)
        #expect(wheel.selectedRow == 8)
        wheel.select(1, animated: true, now: 1)
        settleWheel(&wheel, from: 1)
        #expect(wheel.offset == 1)
    }

    @Test func zeroRowsMakeEveryOperationANoOp() {
        var wheel = WheelModel(rowCount: 0, isCyclic: true)
        #expect(wheel.selectedRow == -1)
        wheel.step(by: 1, now: 0)
        wheel.step(by: -1, now: 0)
        wheel.jump(to: 3, now: 0)
        wheel.select(2, animated: true, now: 0)
        wheel.beginDrag(now: 0)
        wheel.drag(by: 2, now: 0.01)
        wheel.endDrag(now: 0.02)
        let moving4 = wheel.advance(now: 1)
        #expect(!moving4)
        #expect(!wheel.isAnimating)
        #expect(!wheel.isDragging)
        #expect(wheel.selectedRow == -1)
        #expect(wheel.offset == 0)
        let reported5 = wheel.takeUserSelection()
        #expect(reported5 == nil)
        #expect(wheel.row(at: 0, from: wheel.displayCentre) == nil)
        #expect(wheel.row(at: 1, from: 0) == nil)
    }

    @Test func oneCyclicRowBehavesAsNonCyclic() {
        var wheel = WheelModel(rowCount: 1, isCyclic: true)
        wheel.step(by: 1, now: 0)
        #expect(!wheel.isAnimating)
        #expect(wheel.selectedRow == 0)
        wheel.step(by: -1, now: 0)
        #expect(wheel.offset == 0)
        #expect(wheel.row(at: 0, from: 0) == 0)
        #expect(wheel.row(at: 1, from: 0) == nil)
        #expect(wheel.row(at: -1, from: 0) == nil)
        wheel.drag(by: 3, now: 0)
        #expect(wheel.offset > 0 && wheel.offset < 3)
        wheel.endDrag(now: 0.5)
        settleWheel(&wheel, from: 0.5)
        #expect(wheel.offset == 0)
        let reported6 = wheel.takeUserSelection()
        #expect(reported6 == nil)
    }

    @Test func rowsAtTheEndsOfANonCyclicWheel() {
        let wheel = WheelModel(rowCount: 5, selectedRow: 0)
        #expect(wheel.row(at: 0, from: 0) == 0)
        #expect(wheel.row(at: -1, from: 0) == nil)
        #expect(wheel.row(at: 4, from: 0) == 4)
        #expect(wheel.row(at: 5, from: 0) == nil)
        #expect(wheel.row(at: 1, from: 4) == nil)
        #expect(wheel.row(at: -2, from: 4) == 2)
    }

    @Test func cyclicRowsRepeatWhenTheWheelIsShorterThanTheWindow() {
        let wheel = WheelModel(rowCount: 3, isCyclic: true, selectedRow: 0)
        let window = (-3...3).map { wheel.row(at: $0, from: wheel.displayCentre) }
        #expect(window == [0, 1, 2, 0, 1, 2, 0])
        #expect(wheel.row(at: 0, from: -7) == 2)
        #expect(wheel.row(at: 2, from: 1_000_000_000_000) == (1_000_000_000_002 % 3))
    }

    @Test func twoCyclicRowsAlternate() {
        var wheel = WheelModel(rowCount: 2, isCyclic: true, selectedRow: 1)
        #expect((-2...2).map { wheel.row(at: $0, from: 1) } == [1, 0, 1, 0, 1])
        wheel.step(by: 1, now: 0)
        #expect(wheel.selectedRow == 0)
        wheel.step(by: 1, now: 0)
        #expect(wheel.selectedRow == 1)
    }

    @Test func switchingCyclicOffKeepsTheRowShown() {
        var wheel = WheelModel(rowCount: 10, isCyclic: true, selectedRow: 9)
        wheel.step(by: 3, now: 0)
        settleWheel(&wheel, from: 0)
        #expect(wheel.offset == 12)
        wheel.isCyclic = false
        #expect(wheel.offset == 2)
        #expect(wheel.selectedRow == 2)
        #expect(wheel.row(at: -3, from: wheel.displayCentre) == nil)
    }

    @Test func tenMillionRowsCostNothingMore() {
        var wheel = WheelModel(rowCount: 10_000_000, isCyclic: false, selectedRow: 9_999_998)
        wheel.step(by: 1, now: 0)
        settleWheel(&wheel, from: 0)
        #expect(wheel.selectedRow == 9_999_999)
        wheel.step(by: 1, now: 1)
        #expect(wheel.selectedRow == 9_999_999)
        wheel.isCyclic = true
        wheel.step(by: 1, now: 1)
        #expect(wheel.selectedRow == 0)
        wheel.jump(to: 9_999_990, now: 1)
        settleWheel(&wheel, from: 1)
        #expect(wheel.offset == 9_999_990)
        #expect(wheel.row(at: 15, from: wheel.displayCentre) == 5)
        wheel.reload(rowCount: 10_000_000)
        #expect(wheel.selectedRow == 9_999_990)
        wheel.reload(rowCount: 20_000_000)
        #expect(wheel.selectedRow == 9_999_990)
        wheel.step(by: 10_000_010, now: 2)
        #expect(wheel.selectedRow == 0)
    }

    @Test func reloadingAHugeWheelManyTimesStaysCheap() {
        var wheel = WheelModel(rowCount: 10_000_000, selectedRow: 5_000_000)
        for count in stride(from: 10_000_000, to: 9_990_000, by: -10) {
            wheel.reload(rowCount: count)
        }
        #expect(wheel.rowCount == 9_990_010)
        #expect(wheel.selectedRow == 5_000_000)
    }
}
