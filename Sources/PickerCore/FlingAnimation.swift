import Foundation

/// The decelerating motion after a fling that comes to rest exactly on a chosen row.
///
/// UIScrollView lets a flung view slow down exponentially (the velocity keeps a fixed fraction of
/// itself every millisecond); a picker moves the resting point onto a whole row. This animation
/// follows the exponential path toward ``to``, scaled so that it arrives there exactly after
/// ``duration`` seconds, at a speed too small to see: there is no jump at the end.
///
/// The path is `from + (to - from) * (1 - e^(-k t)) / (1 - e^(-k T))`, where `k` is ``rate`` and
/// `T` is ``duration``; `T` is the time the unscaled path needs to come within
/// ``settleTolerance`` rows of its rest position.
package struct FlingAnimation: Sendable, Equatable {
    /// The position at ``start``, in rows.
    package let from: Double
    /// The resting position, in rows.
    package let to: Double
    /// The time the motion starts, in seconds.
    package let start: Double
    /// The exponential decay rate `k`, per second (2.002 for UIKit's normal deceleration).
    package let rate: Double
    /// How long the motion lasts, in seconds.
    package let duration: Double

    /// How close, in rows, the unscaled exponential path comes to rest before the motion ends.
    package static let settleTolerance = 0.02

    /// Creates the motion from `from` to `to` that starts at `start`.
    ///
    /// - Parameters:
    ///   - from: the position at release, in rows.
    ///   - to: the resting position, in rows.
    ///   - initialVelocity: the release velocity in rows per second. When it points toward `to`
    ///     and is faster than the deceleration alone would start, the decay is made steeper so the
    ///     motion starts at that velocity (a hard fling into an end stops quickly instead of
    ///     slowing down abruptly at release).
    ///   - start: the time of release, in seconds.
    ///   - deceleration: the factor per millisecond, as in ``ScrollPhysics``.
    package init(
        from: Double, to: Double, initialVelocity: Double, start: Double,
        deceleration: Double = ScrollPhysics.normalDeceleration
    ) {
        self.from = from
        self.to = to
        self.start = start
        let naturalRate = deceleration > 0 && deceleration < 1 ? -1000 * log(deceleration) : 2
        let distance = to - from
        var rate = naturalRate
        if distance != 0, initialVelocity.isFinite, initialVelocity / distance > naturalRate {
            rate = initialVelocity / distance
        }
        self.rate = rate
        let magnitude = abs(distance)
        duration = magnitude == 0 ? 0 : max(log(magnitude / Self.settleTolerance), 1) / rate
    }

    /// The position at time `t`: `from` before the start, exactly `to` from the end on.
    package func value(at t: Double) -> Double {
        guard t > start else { return duration > 0 ? from : to }
        guard t < start + duration else { return to }
        let fraction = (1 - exp(-rate * (t - start))) / (1 - exp(-rate * duration))
        return from + (to - from) * fraction
    }

    /// The velocity at time `t`, in rows per second; zero outside the motion.
    package func velocity(at t: Double) -> Double {
        guard t >= start, t < start + duration else { return 0 }
        return (to - from) * rate * exp(-rate * (t - start)) / (1 - exp(-rate * duration))
    }

    /// Whether the motion has come to rest on ``to`` by time `t`.
    package func isFinished(at t: Double) -> Bool {
        t >= start + duration
    }
}
