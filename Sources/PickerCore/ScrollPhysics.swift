import Foundation

/// The formulas of UIScrollView's scrolling, in rows instead of points.
///
/// Deceleration is a factor applied per millisecond, as in UIKit: a velocity `v0` becomes
/// `v0 * d^(1000 t)` after `t` seconds. All functions are pure; time is always a parameter.
package enum ScrollPhysics {
    /// UIScrollView's normal deceleration rate: the velocity keeps 99.8 % of itself every millisecond.
    package static let normalDeceleration = 0.998

    /// UIScrollView's fast deceleration rate: the velocity keeps 99 % of itself every millisecond.
    package static let fastDeceleration = 0.99

    /// How far a fling travels before it comes to rest.
    ///
    /// - Parameters:
    ///   - velocity: the release velocity in rows per second (the sign gives the direction).
    ///   - deceleration: the factor per millisecond, `0 < deceleration < 1`.
    /// - Returns: `(velocity / 1000) * d / (1 - d)`, about `0.5 * velocity` at the normal rate.
    package static func restDistance(velocity: Double, deceleration: Double = normalDeceleration) -> Double {
        guard deceleration > 0, deceleration < 1 else { return 0 }
        return velocity / 1000 * deceleration / (1 - deceleration)
    }

    /// The velocity of a decelerating motion after `elapsed` seconds: `initial * d^(1000 t)`.
    ///
    /// - Parameters:
    ///   - initial: the velocity at time zero, in rows per second.
    ///   - elapsed: seconds since time zero (negative values count as zero).
    ///   - deceleration: the factor per millisecond.
    package static func velocity(
        initial: Double, elapsed: Double, deceleration: Double = normalDeceleration
    ) -> Double {
        initial * pow(deceleration, 1000 * max(0, elapsed))
    }

    /// The distance a decelerating motion has covered after `elapsed` seconds: the integral of
    /// ``velocity(initial:elapsed:deceleration:)`` from zero to `elapsed`.
    ///
    /// - Parameters:
    ///   - initial: the velocity at time zero, in rows per second.
    ///   - elapsed: seconds since time zero (negative values count as zero).
    ///   - deceleration: the factor per millisecond.
    /// - Returns: rows travelled; tends to `-initial / (1000 ln d)` as time goes on.
    package static func distance(
        initial: Double, elapsed: Double, deceleration: Double = normalDeceleration
    ) -> Double {
        let time = max(0, elapsed)
        guard deceleration > 0, deceleration != 1 else { return initial * time }
        let rate = 1000 * log(deceleration)
        return initial * (pow(deceleration, 1000 * time) - 1) / rate
    }

    /// How far content follows a pointer that pulls it `overshoot` past an end: UIKit's rubber band
    /// `x * d * c / (d + c * |x|)`, with the sign of `x`.
    ///
    /// The result grows with the overshoot, starts with slope `c`, and never reaches `d` (the
    /// viewport size) however far the pointer pulls.
    /// - Parameters:
    ///   - x: the overshoot of the pointer past the end, in rows (negative before the start).
    ///   - d: the viewport size, in rows.
    ///   - c: the stiffness coefficient; UIKit uses 0.55.
    package static func rubberBand(overshoot x: Double, viewport d: Double, coefficient c: Double = 0.55) -> Double {
        guard d > 0, c > 0, x.isFinite else { return 0 }
        let magnitude = abs(x) * d * c / (d + c * abs(x))
        return x < 0 ? -magnitude : magnitude
    }

    /// The overshoot of the pointer that ``rubberBand(overshoot:viewport:coefficient:)`` maps to
    /// `banded`: its inverse, `b * d / (c * (d - |b|))`, used to pick up a drag while content is
    /// stretched past an end.
    ///
    /// - Parameters:
    ///   - banded: the visible displacement past the end, in rows; magnitudes at or beyond `d` are
    ///     treated as just below it.
    ///   - d: the viewport size, in rows.
    ///   - c: the stiffness coefficient.
    package static func rubberBandOvershoot(
        forDisplacement banded: Double, viewport d: Double, coefficient c: Double = 0.55
    ) -> Double {
        guard d > 0, c > 0, banded.isFinite else { return 0 }
        let magnitude = min(abs(banded), d * 0.999_999)
        let overshoot = magnitude * d / (c * (d - magnitude))
        return banded < 0 ? -overshoot : overshoot
    }
}
