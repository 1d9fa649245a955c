/// Estimates the velocity of a pointer from timed position samples, as UIKit's pan gesture does
/// for a fling.
///
/// Only the samples of the last ``window`` seconds before the latest one count, so an early slow
/// start does not dilute a quick flick. A pointer that rested for longer than ``window`` before the
/// velocity is asked for has no velocity.
package struct VelocityTracker: Sendable {
    /// One timed position of the pointer.
    private struct Sample: Sendable {
        var position: Double
        var time: Double
    }

    /// Seconds of history the estimate looks at, and the longest pause before release that still
    /// counts as a fling.
    package static let window = 0.1

    /// The most samples kept; older ones are dropped.
    private static let capacity = 32

    private var samples: [Sample] = []

    /// Creates a tracker with no samples.
    package init() {}

    /// Records that the pointer was at `position` (in rows) at `time` (in seconds).
    ///
    /// A sample older than the previous one (a clock that went backwards) starts a new history.
    package mutating func add(position: Double, time: Double) {
        guard position.isFinite, time.isFinite else { return }
        if let last = samples.last, time < last.time {
            samples.removeAll(keepingCapacity: true)
        }
        samples.append(Sample(position: position, time: time))
        let horizon = time - 2 * Self.window
        var stale = 0
        while stale < samples.count - 2, samples[stale].time < horizon {
            stale += 1
        }
        stale = max(stale, samples.count - Self.capacity)
        if stale > 0 {
            samples.removeFirst(stale)
        }
    }

    /// The velocity in rows per second at `time` (usually the moment of release).
    ///
    /// - Returns: the displacement over the samples of the last ``window`` seconds divided by their
    ///   time span (when the latest sample is alone in the window, the span reaches back to the
    ///   sample before it, if that is no older than two windows); 0 with fewer than two samples or
    ///   when the latest sample is more than ``window`` seconds older than `time`.
    package func velocity(at time: Double) -> Double {
        guard samples.count >= 2, let last = samples.last else { return 0 }
        guard time - last.time <= Self.window else { return 0 }
        var first = samples.count - 1
        while first > 0, last.time - samples[first - 1].time <= Self.window {
            first -= 1
        }
        if first == samples.count - 1 {
            first -= 1
            guard last.time - samples[first].time <= 2 * Self.window else { return 0 }
        }
        let span = last.time - samples[first].time
        guard span > 0 else { return 0 }
        return (last.position - samples[first].position) / span
    }

    /// Forgets every sample.
    package mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }
}
