import Foundation
import Testing

@testable import PickerCore

@Suite("FlingAnimation")
struct FlingAnimationTests {
    @Test func followsTheDecelerationAndArrivesExactly() {
        let fling = FlingAnimation(from: 0, to: 10, initialVelocity: 20, start: 1)
        #expect(abs(fling.rate - -1_000 * log(0.998)) < 1e-9)
        #expect(fling.value(at: 1) == 0)
        #expect(fling.value(at: 1 + fling.duration) == 10)
        #expect(fling.isFinished(at: 1 + fling.duration))
        #expect(!fling.isFinished(at: 1 + fling.duration / 2))
        #expect(abs(fling.velocity(at: 1) - 20) < 0.5)
        #expect(fling.velocity(at: 1 + fling.duration - 1e-6) < 0.1)
        var previous = 0.0
        for step in 1..<200 {
            let value = fling.value(at: 1 + fling.duration * Double(step) / 200)
            #expect(value > previous && value < 10)
            previous = value
        }
    }

    @Test func aHardFlingIntoAShortDistanceDeceleratesFaster() {
        let fling = FlingAnimation(from: 0, to: 3, initialVelocity: 60, start: 0)
        #expect(abs(fling.rate - 20) < 1e-9)
        #expect(abs(fling.velocity(at: 0) - 60) < 1)
        #expect(fling.duration < 0.5)
    }

    @Test func noDistanceMeansNoMotion() {
        let fling = FlingAnimation(from: 4, to: 4, initialVelocity: 0, start: 0)
        #expect(fling.duration == 0)
        #expect(fling.isFinished(at: 0))
        #expect(fling.value(at: 0) == 4)
    }
}
