import Foundation
import Testing

@testable import PickerCore

@Suite("ScrollPhysics")
struct ScrollPhysicsTests {
    @Test func restDistanceIsAboutHalfTheVelocityAtTheNormalRate() {
        #expect(abs(ScrollPhysics.restDistance(velocity: 1_000) - 499) < 1e-6)
        #expect(abs(ScrollPhysics.restDistance(velocity: -20) + 9.98) < 1e-9)
        #expect(ScrollPhysics.restDistance(velocity: 0) == 0)
        #expect(
            abs(ScrollPhysics.restDistance(velocity: 1_000, deceleration: ScrollPhysics.fastDeceleration) - 99) < 1e-6)
    }

    @Test func velocityDecaysByTheFactorEveryMillisecond() {
        #expect(ScrollPhysics.velocity(initial: 10, elapsed: 0) == 10)
        #expect(abs(ScrollPhysics.velocity(initial: 10, elapsed: 0.001) - 9.98) < 1e-12)
        #expect(abs(ScrollPhysics.velocity(initial: 10, elapsed: 1) - 10 * pow(0.998, 1_000)) < 1e-12)
    }

    @Test func distanceIsTheIntegralOfTheVelocity() {
        var sum = 0.0
        let dt = 0.000_01
        var t = 0.0
        while t < 0.5 {
            sum += ScrollPhysics.velocity(initial: 30, elapsed: t + dt / 2) * dt
            t += dt
        }
        #expect(abs(ScrollPhysics.distance(initial: 30, elapsed: 0.5) - sum) < 1e-4)
        #expect(ScrollPhysics.distance(initial: 30, elapsed: 0) == 0)
        let far = ScrollPhysics.distance(initial: 30, elapsed: 60)
        #expect(abs(far - 30 / (-1_000 * log(0.998))) < 1e-6)
        #expect(abs(far - ScrollPhysics.restDistance(velocity: 30)) < 0.05)
    }

    @Test func rubberBandMatchesUIKitsFormula() {
        #expect(ScrollPhysics.rubberBand(overshoot: 0, viewport: 7) == 0)
        #expect(abs(ScrollPhysics.rubberBand(overshoot: 1, viewport: 7) - 7 * 0.55 / 7.55) < 1e-12)
        #expect(abs(ScrollPhysics.rubberBand(overshoot: -2, viewport: 10) + 2 * 10 * 0.55 / 11.1) < 1e-12)
        #expect(abs(ScrollPhysics.rubberBand(overshoot: 3, viewport: 5, coefficient: 1) - 15.0 / 8) < 1e-12)
    }

    @Test func rubberBandIsMonotonicStartsWithSlopeCAndStaysBelowTheViewport() {
        var previous = 0.0
        for step in 1...2_000 {
            let x = Double(step) * 0.05
            let banded = ScrollPhysics.rubberBand(overshoot: x, viewport: 7)
            #expect(banded > previous)
            #expect(banded < x * 0.55 + 1e-12)
            #expect(banded < 7)
            #expect(ScrollPhysics.rubberBand(overshoot: -x, viewport: 7) == -banded)
            previous = banded
        }
        #expect(abs(ScrollPhysics.rubberBand(overshoot: 0.001, viewport: 7) / 0.001 - 0.55) < 1e-3)
        #expect(ScrollPhysics.rubberBand(overshoot: 1e9, viewport: 7) > 6.99)
    }

    @Test func rubberBandOvershootInvertsTheRubberBand() {
        for x in [-40.0, -3, -0.2, 0, 0.5, 2, 11, 100] {
            let banded = ScrollPhysics.rubberBand(overshoot: x, viewport: 7)
            #expect(
                abs(ScrollPhysics.rubberBandOvershoot(forDisplacement: banded, viewport: 7) - x) < 1e-6 * max(1, abs(x))
            )
        }
    }
}
