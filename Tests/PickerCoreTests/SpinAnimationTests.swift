import Testing

@testable import PickerCore

@Suite("SpinAnimation")
struct SpinAnimationTests {
    @Test func startsAtFromAndEndsAtTo() {
        let spin = SpinAnimation(from: 3, to: 10, start: 2)
        #expect(spin.duration == 0.15)
        #expect(spin.value(at: 2) == 3)
        #expect(spin.value(at: 1) == 3)
        #expect(spin.value(at: 2.15) == 10)
        #expect(spin.value(at: 9) == 10)
        #expect(!spin.isFinished(at: 2.1))
        #expect(spin.isFinished(at: 2.15))
    }

    @Test func easesOutMonotonically() {
        let spin = SpinAnimation(from: 0, to: -4, start: 0, duration: 1)
        var previous = 0.0
        for step in 1...100 {
            let value = spin.value(at: Double(step) / 100)
            #expect(value <= previous)
            previous = value
        }
        #expect(spin.value(at: 0.3) < -2)
        #expect(abs(spin.value(at: 0.3) - -4 * (1 - 0.7 * 0.7 * 0.7)) < 1e-12)
        let early = spin.value(at: 0.1) - spin.value(at: 0)
        let late = spin.value(at: 1) - spin.value(at: 0.9)
        #expect(abs(early) > abs(late))
    }

    @Test func zeroDurationIsAtTheTargetAtOnce() {
        let spin = SpinAnimation(from: 1, to: 2, start: 5, duration: 0)
        #expect(spin.value(at: 5) == 2)
        #expect(spin.isFinished(at: 5))
    }
}
