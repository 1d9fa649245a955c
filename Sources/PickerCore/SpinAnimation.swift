/// A short ease-out (cubic) motion from one position to another: the animation of a key step, a
/// jump or an animated selection.
///
/// The value starts at ``from`` with the highest speed and arrives at ``to`` with speed zero.
package struct SpinAnimation: Sendable, Equatable {
    /// The position at ``start``, in rows.
    package let from: Double
    /// The position at the end, in rows.
    package let to: Double
    /// The time the animation starts, in seconds.
    package let start: Double
    /// How long the animation lasts, in seconds.
    package let duration: Double

    /// The duration of a spin when none is given: 0.15 s.
    package static let defaultDuration = 0.15

    /// Creates an animation from `from` to `to` that starts at `start` and lasts `duration` seconds
    /// (negative durations count as zero).
    package init(from: Double, to: Double, start: Double, duration: Double = defaultDuration) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = max(0, duration)
    }

    /// The position at time `t`: `from` before the start, `to` from the end on, and
    /// `from + (to - from) * (1 - (1 - p)^3)` in between, where `p` is the fraction of the time elapsed.
    package func value(at t: Double) -> Double {
        guard t > start else { return duration > 0 ? from : to }
        guard t < start + duration else { return to }
        let progress = (t - start) / duration
        let remaining = 1 - progress
        return from + (to - from) * (1 - remaining * remaining * remaining)
    }

    /// The time the animation arrives at ``to``.
    package var end: Double { start + duration }

    /// Whether the animation has arrived at ``to`` by time `t`.
    package func isFinished(at t: Double) -> Bool {
        t >= end
    }
}
