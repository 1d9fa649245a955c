/// One component of a spinning wheel (a column of UIPickerView): its rows, its position and the
/// physics that move it.
///
/// The position ``offset`` is measured in rows: the row whose centre sits in the selection band is
/// `offset` rounded. For a cyclic wheel the offset is unbounded (row `r` sits at every
/// `r + k * rowCount`), so animations cross the seam between the last row and row 0 smoothly.
///
/// Every operation is O(1): the model never touches row data, so a wheel of ten million rows
/// costs what a wheel of ten does. Time is always a parameter (seconds from an injected clock);
/// call ``advance(now:)`` once per frame while ``isAnimating``.
///
/// Selection reports follow UIKit: ``takeUserSelection()`` hands out the row a *user* interaction
/// (keys, type-ahead jumps, drags and flings) settled on, once, and only when it differs from the
/// row selected when the interaction began; ``select(_:animated:now:)`` is never reported.
package struct WheelModel: Sendable {
    /// What moves the wheel at the moment.
    private enum Motion: Sendable {
        /// At rest on a whole row.
        case idle
        /// An ease-out spin toward a whole row (keys, jumps, animated selection, snap and bounce back).
        case spin(SpinAnimation)
        /// A decelerating fling toward a whole row.
        case fling(FlingAnimation)
        /// Held by the pointer; `pointer` is where the pointer would have put the wheel without the
        /// rubber band.
        case drag(pointer: Double)
        /// A spin asked for without a time (a programmatic selection between frames): it starts
        /// at the next ``advance(now:)``.
        case scheduled(to: Double, duration: Double)
    }

    /// The number of rows; 0 makes every operation a no-op.
    package private(set) var rowCount: Int

    /// Whether the rows wrap around (the row after the last is row 0).
    ///
    /// A cyclic wheel with one row or none behaves as a non-cyclic one. Changing this stops any
    /// motion on the selected row, without reporting it.
    package var isCyclic: Bool {
        didSet {
            guard isCyclic != oldValue else { return }
            let row = Self.row(atPosition: restPosition, rowCount: rowCount, cyclic: oldValue && rowCount > 1)
            motion = .idle
            tracker.reset()
            userOrigin = nil
            offset = Double(max(row, 0))
        }
    }

    /// The position in rows: the row at the centre of the selection band is `offset` rounded
    /// (normalised into `0..<rowCount` for a cyclic wheel).
    package private(set) var offset: Double

    /// The viewport size, in rows, that the rubber band past the ends of a non-cyclic wheel uses:
    /// pulling further past an end moves the wheel less and less, never more than this.
    package var viewportRows: Double = 7

    /// The deceleration factor per millisecond of a fling (``ScrollPhysics/normalDeceleration`` by default).
    package var deceleration: Double = ScrollPhysics.normalDeceleration

    /// The duration of the spin of a key step, a jump or an animated selection, in seconds.
    package var spinDuration: Double = SpinAnimation.defaultDuration

    /// The duration of the snap onto a row after a slow release, and of the bounce back from past
    /// an end, in seconds.
    package var settleDuration: Double = 0.25

    /// Release velocities below this (rows per second) snap to the nearest row instead of flinging.
    package var minimumFlingVelocity: Double = 1

    private var motion: Motion = .idle
    private var tracker = VelocityTracker()
    /// The row selected when the current user interaction began; nil when none is in progress.
    private var userOrigin: Int?
    /// A settled user selection not yet taken.
    private var pendingUserSelection: Int?

    /// Creates a wheel at rest on `selectedRow` (clamped to the rows).
    ///
    /// - Parameters:
    ///   - rowCount: the number of rows (negative counts as 0).
    ///   - isCyclic: whether the rows wrap around.
    ///   - selectedRow: the row shown in the selection band.
    package init(rowCount: Int, isCyclic: Bool = false, selectedRow: Int = 0) {
        self.rowCount = max(0, rowCount)
        self.isCyclic = isCyclic
        self.offset = self.rowCount == 0 ? 0 : Double(min(max(selectedRow, 0), self.rowCount - 1))
    }

    // MARK: - State

    /// The row, in `0..<rowCount`, where the wheel is going to rest (where it rests when idle);
    /// -1 when there are no rows, as UIKit's `selectedRow(inComponent:)`.
    package var selectedRow: Int {
        Self.row(atPosition: restPosition, rowCount: rowCount, cyclic: wraps)
    }

    /// Whether anything moves the wheel: a spin, a fling, a drag or a bounce.
    package var isAnimating: Bool {
        if case .idle = motion { return false }
        return true
    }

    /// Whether a user's key, jump or drag has moved the wheel and not yet come to rest (or is
    /// still held): its selection is reported by ``takeUserSelection()`` once it settles.
    package var isInUserInteraction: Bool { userOrigin != nil }

    /// Whether the pointer holds the wheel.
    package var isDragging: Bool {
        if case .drag = motion { return true }
        return false
    }

    /// The integer centre to draw this frame: ``offset`` rounded, except while spinning toward a
    /// row it is the next whole row toward that row (never past it), so a one-row key step shows
    /// its new row on the very first frame.
    package var displayCentre: Int {
        guard rowCount > 0 else { return 0 }
        if case .spin(let animation) = motion {
            if animation.to > offset {
                return Int(min(animation.to, offset.rounded(.down) + 1))
            }
            if animation.to < offset {
                return Int(max(animation.to, offset.rounded(.up) - 1))
            }
            return Int(animation.to)
        }
        return Int(offset.rounded())
    }

    /// When the wheel spins and every step left of the spin draws what this one draws, the time
    /// the spin ends; nil otherwise (at rest, dragged, flung, or a spin still to cross a line).
    ///
    /// A spin is drawn at ``displayCentre``, which is already its destination once the offset is
    /// within a row of it, and, for rows `rowHeight` lines tall, shifted by ``displayFraction``
    /// times the height, rounded toward zero: no line once the offset is within `1 / rowHeight`
    /// rows of the destination. A spin eases out and never turns back, so from there on until it
    /// ends every frame of it is the same; the end itself comes to rest on the destination,
    /// drawn the same way again. A one-row key step is quiet from its first frame.
    package func quietSpinEnd(rowHeight: Int) -> Double? {
        guard case .spin(let animation) = motion, Double(displayCentre) == animation.to else { return nil }
        guard rowHeight <= 1 || abs(offset - animation.to) * Double(rowHeight) < 1 else { return nil }
        return animation.end
    }

    /// The fractional position for drawing rows taller than one line: `offset - displayCentre`,
    /// in rows (positive when the wheel sits past the centre row toward higher rows).
    package var displayFraction: Double {
        offset - Double(displayCentre)
    }

    /// The row to draw `distance` rows from the band centre (positive = below), around the integer
    /// centre `base` (normally ``displayCentre``).
    ///
    /// - Returns: the row index, normalised into `0..<rowCount` for a cyclic wheel (a cyclic wheel
    ///   with fewer rows than the window shows rows more than once); nil beyond the ends of a
    ///   non-cyclic wheel or when there are no rows.
    package func row(at distance: Int, from base: Int) -> Int? {
        guard rowCount > 0 else { return nil }
        let (index, overflow) = base.addingReportingOverflow(distance)
        guard !overflow else { return nil }
        if wraps {
            return Self.normalised(index, rowCount: rowCount)
        }
        return index >= 0 && index < rowCount ? index : nil
    }

    // MARK: - Data

    /// Changes the number of rows, keeping the selected row (clamped to the new rows) and stopping
    /// any motion. Not reported as a user selection. O(1).
    package mutating func reload(rowCount newCount: Int) {
        let previous = selectedRow
        rowCount = max(0, newCount)
        motion = .idle
        tracker.reset()
        userOrigin = nil
        guard rowCount > 0 else {
            offset = 0
            pendingUserSelection = nil
            return
        }
        offset = Double(min(max(previous, 0), rowCount - 1))
        if let pending = pendingUserSelection, pending >= rowCount {
            pendingUserSelection = nil
        }
    }

    // MARK: - Programmatic selection

    /// Brings `row` (clamped to the rows) to the selection band, spinning if `animated`; a cyclic
    /// wheel takes the shortest way round. Never reported as a user selection (like UIKit's
    /// `selectRow(_:inComponent:animated:)`); it cancels a user interaction in progress.
    ///
    /// With `now` nil the spin starts at the next ``advance(now:)``: a selection made between
    /// frames needs no clock.
    package mutating func select(_ row: Int, animated: Bool, now: Double? = nil) {
        guard rowCount > 0 else { return }
        if let now { _ = advance(now: now) }
        userOrigin = nil
        let target = shortestTarget(for: row)
        if animated {
            spin(to: target, duration: spinDuration, now: now)
        } else {
            motion = .idle
            tracker.reset()
            offset = target
        }
    }

    /// Spins forward through `turns` whole turns and on to `row`, over `duration` seconds, easing
    /// out — a slot-machine reel. Programmatic: never reported as a user selection. On a wheel
    /// that does not wrap it is `select(row, animated: true)` with the given duration. With `now`
    /// nil the spin starts at the next ``advance(now:)``.
    package mutating func spin(to row: Int, turns: Int, duration: Double, now: Double? = nil) {
        guard rowCount > 0 else { return }
        if let now { _ = advance(now: now) }
        userOrigin = nil
        let clamped = min(max(row, 0), rowCount - 1)
        guard wraps else {
            spin(to: Double(clamped), duration: duration, now: now)
            return
        }
        let base = Int(targetPosition)
        var delta = clamped - Self.normalised(base, rowCount: rowCount)
        if delta < 0 { delta += rowCount }
        spin(to: Double(base + delta + max(0, turns) * rowCount), duration: duration, now: now)
    }

    // MARK: - User input

    /// Moves the selection by `rows` (Down = +1, PgDn = +page), as a user: animated, reported.
    ///
    /// The new target counts from the current *target*, not from the position on screen, so a
    /// burst of 1,000 steps lands exactly 1,000 rows on. A step taken while an earlier one still
    /// spins lands at once: a burst or a held key never lags behind the animation. A non-cyclic wheel clamps to its ends; a cyclic one wraps (a step longer than a
    /// whole turn spins only its remainder).
    package mutating func step(by rows: Int, now: Double) {
        guard rowCount > 0 else { return }
        _ = advance(now: now)
        beginUserInteraction()
        let base = Int(targetPosition)
        let target: Int
        if wraps {
            let delta = rows.magnitude <= UInt(rowCount) ? rows : rows % rowCount
            target = base + delta
        } else {
            let delta = min(max(rows, -rowCount), rowCount)
            target = min(max(base + delta, 0), rowCount - 1)
        }
        if case .spin = motion {
            // A key while the last one still spins (a burst, key repeat): input never waits for
            // the animation, so the wheel lands on the new row at once.
            tracker.reset()
            finish(at: Double(target))
            return
        }
        spin(to: Double(target), duration: spinDuration, now: now)
    }

    /// Spins to `row` (clamped to the rows) as a user's choice (type-ahead, Home/End, a click):
    /// animated and reported. A cyclic wheel takes the shortest way round.
    package mutating func jump(to row: Int, now: Double) {
        guard rowCount > 0 else { return }
        _ = advance(now: now)
        beginUserInteraction()
        spin(to: shortestTarget(for: row), duration: spinDuration, now: now)
    }

    /// The pointer takes hold of the wheel (stopping any motion where it is at `now`).
    package mutating func beginDrag(now: Double) {
        guard rowCount > 0 else { return }
        _ = advance(now: now)
        beginUserInteraction()
        let pointer = pointerPosition(forOffset: offset)
        motion = .drag(pointer: pointer)
        tracker.reset()
        tracker.add(position: pointer, time: now)
    }

    /// The pointer moved by `rows` (positive = toward higher rows). Past the ends of a non-cyclic
    /// wheel the wheel follows less and less (rubber band over ``viewportRows``). Begins a drag if
    /// none is in progress.
    package mutating func drag(by rows: Double, now: Double) {
        guard rowCount > 0, rows.isFinite else { return }
        if !isDragging {
            beginDrag(now: now)
        }
        guard case .drag(let pointer) = motion else { return }
        let moved = pointer + rows
        motion = .drag(pointer: moved)
        offset = offset(forPointer: moved)
        tracker.add(position: moved, time: now)
    }

    /// The pointer lets go: the wheel flings on with the pointer's velocity and comes to rest on a
    /// whole row.
    ///
    /// The rest position is the offset plus ``ScrollPhysics/restDistance(velocity:deceleration:)``,
    /// rounded to a whole row and, for a non-cyclic wheel, clamped to the ends (released past an
    /// end, the wheel bounces back). A real fling decelerates exponentially
    /// (``FlingAnimation``); a slow release snaps over ``settleDuration``.
    package mutating func endDrag(now: Double) {
        guard case .drag = motion else { return }
        let velocity = tracker.velocity(at: now)
        tracker.reset()
        var target = (offset + ScrollPhysics.restDistance(velocity: velocity, deceleration: deceleration)).rounded()
        if !wraps {
            target = min(max(target, 0), Double(rowCount - 1))
        }
        let distance = target - offset
        if distance == 0 {
            motion = .idle
            offset = target
            endUserInteraction()
        } else if velocity * distance > 0, abs(velocity) >= minimumFlingVelocity {
            motion = .fling(
                FlingAnimation(
                    from: offset, to: target, initialVelocity: velocity, start: now, deceleration: deceleration))
        } else {
            motion = .spin(SpinAnimation(from: offset, to: target, start: now, duration: settleDuration))
        }
    }

    // MARK: - Time

    /// Moves the animation to time `now`.
    ///
    /// - Returns: whether the wheel is still moving (true while dragging). When a motion ends, the
    ///   offset is exactly a whole row and a user selection, if any, becomes available to
    ///   ``takeUserSelection()``.
    package mutating func advance(now: Double) -> Bool {
        switch motion {
        case .idle:
            return false
        case .drag:
            return true
        case .scheduled(let target, let duration):
            motion = .spin(SpinAnimation(from: offset, to: target, start: now, duration: duration))
            return true
        case .spin(let animation):
            if animation.isFinished(at: now) {
                finish(at: animation.to)
                return false
            }
            offset = animation.value(at: now)
            return true
        case .fling(let animation):
            if animation.isFinished(at: now) {
                finish(at: animation.to)
                return false
            }
            offset = animation.value(at: now)
            return true
        }
    }

    /// Ends any motion at once where it was going: a spin or a fling at its destination, a drag
    /// let go on the nearest row (clamped to the ends). A user interaction that ends here is
    /// reported by ``takeUserSelection()`` as usual. Needs no time: this is what a commit (Enter,
    /// a button) does before it reads the selection.
    package mutating func finishMotion() {
        switch motion {
        case .idle:
            return
        case .drag:
            tracker.reset()
            let row = offset.rounded()
            finish(at: wraps ? row : min(max(row, 0), Double(rowCount - 1)))
        case .spin, .fling, .scheduled:
            finish(at: restPosition)
        }
    }

    /// The row the wheel settled on after a *user* key, jump or drag, reported once when the motion
    /// stopped, and only if it differs from the row selected when that user interaction began
    /// (UIKit's `didSelectRow`); nil otherwise. Never reports ``select(_:animated:now:)``.
    package mutating func takeUserSelection() -> Int? {
        defer { pendingUserSelection = nil }
        return pendingUserSelection
    }

    // MARK: - Private

    /// Whether rows wrap around: cyclic with at least two rows.
    private var wraps: Bool {
        isCyclic && rowCount > 1
    }

    /// The position the wheel is heading for (where it is during a drag).
    private var restPosition: Double {
        switch motion {
        case .idle, .drag: return offset
        case .spin(let animation): return animation.to
        case .fling(let animation): return animation.to
        case .scheduled(let target, _): return target
        }
    }

    /// The whole-row position the wheel is heading for, clamped to the ends of a non-cyclic wheel.
    private var targetPosition: Double {
        let position = restPosition.rounded()
        return wraps ? position : min(max(position, 0), Double(rowCount - 1))
    }

    /// The position that shows `row` (clamped), the shortest way round from the target for a cyclic wheel.
    private func shortestTarget(for row: Int) -> Double {
        let clamped = min(max(row, 0), rowCount - 1)
        guard wraps else { return Double(clamped) }
        let base = Int(targetPosition)
        var delta = clamped - Self.normalised(base, rowCount: rowCount)
        if delta > rowCount / 2 {
            delta -= rowCount
        } else if delta < -((rowCount - 1) / 2) {
            delta += rowCount
        }
        return Double(base + delta)
    }

    /// Starts a spin from the current offset to `target` (at the next advance when `now` is
    /// nil), or settles at once if already there.
    private mutating func spin(to target: Double, duration: Double, now: Double?) {
        tracker.reset()
        if target == offset {
            motion = .idle
            endUserInteraction()
        } else if let now {
            motion = .spin(SpinAnimation(from: offset, to: target, start: now, duration: duration))
        } else {
            motion = .scheduled(to: target, duration: duration)
        }
    }

    /// Ends a motion exactly on `position`.
    private mutating func finish(at position: Double) {
        offset = position
        motion = .idle
        endUserInteraction()
    }

    /// Remembers the selected row when a user interaction begins (not when one continues).
    private mutating func beginUserInteraction() {
        if userOrigin == nil {
            userOrigin = selectedRow
        }
    }

    /// Ends the user interaction in progress, if any, recording a changed selection.
    private mutating func endUserInteraction() {
        guard let origin = userOrigin else { return }
        userOrigin = nil
        let row = selectedRow
        if row != origin {
            pendingUserSelection = row
        }
    }

    /// The offset the wheel shows for a pointer at `pointer` (rubber-banded past the ends).
    private func offset(forPointer pointer: Double) -> Double {
        guard !wraps else { return pointer }
        let last = Double(rowCount - 1)
        if pointer < 0 {
            return ScrollPhysics.rubberBand(overshoot: pointer, viewport: viewportRows)
        }
        if pointer > last {
            return last + ScrollPhysics.rubberBand(overshoot: pointer - last, viewport: viewportRows)
        }
        return pointer
    }

    /// The pointer position that shows `offset`: the inverse of the rubber band.
    private func pointerPosition(forOffset offset: Double) -> Double {
        guard !wraps else { return offset }
        let last = Double(rowCount - 1)
        if offset < 0 {
            return ScrollPhysics.rubberBandOvershoot(forDisplacement: offset, viewport: viewportRows)
        }
        if offset > last {
            return last + ScrollPhysics.rubberBandOvershoot(forDisplacement: offset - last, viewport: viewportRows)
        }
        return offset
    }

    /// The row in `0..<rowCount` at `position`; -1 when there are no rows.
    private static func row(atPosition position: Double, rowCount: Int, cyclic: Bool) -> Int {
        guard rowCount > 0 else { return -1 }
        let rounded = Int(position.rounded())
        if cyclic {
            return normalised(rounded, rowCount: rowCount)
        }
        return min(max(rounded, 0), rowCount - 1)
    }

    /// `index` wrapped into `0..<rowCount`.
    private static func normalised(_ index: Int, rowCount: Int) -> Int {
        let remainder = index % rowCount
        return remainder < 0 ? remainder + rowCount : remainder
    }
}
