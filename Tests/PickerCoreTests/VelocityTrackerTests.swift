import Testing

@testable import PickerCore

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    @Test func steadyMotionGivesItsVelocity() {
        var tracker = VelocityTracker()
        for frame in 0...30 {
            let t = Double(frame) / 60
            tracker.add(position: 5 + 12 * t, time: t)
        }
        #expect(abs(tracker.velocity(at: 0.5) - 12) < 1e-9)
        #expect(abs(tracker.velocity(at: 0.55) - 12) < 1e-9)
    }

    @Test func onlyTheLastWindowCounts() {
        var tracker = VelocityTracker()
        for frame in 0...30 {
            tracker.add(position: Double(frame) * 0.01, time: Double(frame) / 100)
        }
        for frame in 31...40 {
            tracker.add(position: 0.3 + Double(frame - 30) * 0.5, time: Double(frame) / 100)
        }
        #expect(abs(tracker.velocity(at: 0.4) - 50) < 1e-6)
    }

    @Test func pauseBeforeReleaseGivesZero() {
        var tracker = VelocityTracker()
        for frame in 0...10 {
            tracker.add(position: Double(frame), time: Double(frame) / 60)
        }
        #expect(tracker.velocity(at: 10.0 / 60) > 50)
        #expect(tracker.velocity(at: 10.0 / 60 + 0.15) == 0)
    }

    @Test func fewerThanTwoSamplesGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(position: 3, time: 0)
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(position: 4, time: 0.05)
        #expect(abs(tracker.velocity(at: 0.05) - 20) < 1e-9)
    }

    @Test func sparseSamplesUseThePreviousOne() {
        var tracker = VelocityTracker()
        tracker.add(position: 0, time: 0)
        tracker.add(position: 3, time: 0.15)
        #expect(abs(tracker.velocity(at: 0.15) - 20) < 1e-9)
        tracker.add(position: 4, time: 0.5)
        #expect(tracker.velocity(at: 0.5) == 0)
    }

    @Test func resetForgetsEverything() {
        var tracker = VelocityTracker()
        tracker.add(position: 0, time: 0)
        tracker.add(position: 1, time: 0.01)
        tracker.reset()
        #expect(tracker.velocity(at: 0.01) == 0)
    }

    @Test func aClockGoingBackwardsStartsAfresh() {
        var tracker = VelocityTracker()
        tracker.add(position: 0, time: 1)
        tracker.add(position: 10, time: 1.05)
        tracker.add(position: 10, time: 0.5)
        #expect(tracker.velocity(at: 0.5) == 0)
    }
}
