import PickerCore
import Terminal

/// The endless weight-entry ruler: a horizontal scale that slides under a fixed centre pointer.
///
/// ```swift
/// let scale = try RulerScale(minimum: "9", maximum: "999", step: "0.1", wraps: true)
/// let ruler = RulerView(scale: scale, tick: 610, unit: "kg")     // 70.0 kg
/// ruler.onChange = { change in if change.isFinal { print(scale.text(atTick: change.tick)) } }
/// ```
///
/// A minor tick marks every step and a taller major tick every `scale.major` steps, labelled
/// with its value; the line above the pointer shows the value with its unit. Values are whole
/// numbers of steps (`RulerScale`), so there is no drift: 70.3 plus seven steps of 0.1 is 71.0.
/// With `scale.wraps` the ruler is endless (past the maximum comes the minimum); otherwise a
/// rubber band holds it at the ends. Motion finer than a cell is drawn with ticks at the left
/// edge, the middle or the right edge of their cell (▏ │ ▕).
///
/// The scale is a `WheelModel` with one row per tick. Keys: Left/Right one step; Up/Down one
/// step (Up is more); Shift-Left/Right and PgUp/PgDn one major step; Home/End the ends; typing a
/// number and Enter jumps to it (rounded to the step, then clamped or rejected, as
/// ``entryPolicy`` says, with a message). The number is typed with the line editor of every
/// text entry (a ``TextField``'s), which takes number characters only here (digits, a sign, "."
/// and ","; at most 24 of them) and the keys that the ruler does not use: Ctrl-B, Ctrl-F,
/// Ctrl-A, Ctrl-E, Alt-B, Alt-F and Ctrl-Left/Right move its cursor; Backspace, Delete, Ctrl-D,
/// Ctrl-W, Alt-D, Ctrl-U and Ctrl-K edit it. Esc undoes the typing, and so does an edit that
/// leaves nothing; a key of the ruler's own (an arrow, a page, Home, End) drops the typing and
/// moves the ruler, as does any key that is neither. Mouse: a drag moves the scale under the
/// pointer and a release flings it on with deceleration, settling with the pointer exactly on a
/// tick; a click brings the tick clicked to the pointer; the wheel steps.
///
/// ``onChange`` hears of a user's change at most once per frame while the ruler moves, and
/// once more, final, when it settles. Programmatic changes (``setTick(_:animated:)``) are not
/// reported.
@MainActor
public final class RulerView: Widget {
    /// A value the ruler moved to, as ``onChange`` hears it.
    public struct Change: Equatable, Sendable {
        /// The tick under the pointer.
        public var tick: Int
        /// Whether the ruler has settled there (the last change of a gesture).
        public var isFinal: Bool

        /// Creates a change.
        public init(tick: Int, isFinal: Bool) {
            self.tick = tick
            self.isFinal = isFinal
        }
    }

    /// The numbers: ticks, values, labels, wrapping.
    public private(set) var scale: RulerScale
    /// The unit shown after the value ("kg"), made inert before it is drawn.
    public var unit: String?
    /// Whether the line above the pointer shows the value when nothing is being typed (a screen
    /// that shows the value elsewhere turns it off; typing and messages still show there).
    public var showsValue = true
    /// The columns from one tick to the next (at least 1).
    public var tickSpacing = 2 {
        didSet {
            tickSpacing = max(1, tickSpacing)
            labelScale = Self.labelScale(for: scale, spacing: tickSpacing)
        }
    }
    /// What a typed value outside the range does: move to the nearest end, or be refused.
    public var entryPolicy = RulerRangePolicy.clamp
    /// What the ruler measures ("Weight"), for the accessible form's question ("Number" when nil).
    public var accessibilityLabel: String?
    /// When false the ruler ignores keys and the mouse.
    public var isUserInteractionEnabled = true
    /// Hears of the user's changes: at most once per frame while moving, and a final one.
    public var onChange: (@MainActor (Change) -> Void)?

    /// The number being typed, if any.
    public var entry: String? { entryEditor?.text }
    /// The number being typed and its cursor, while one is.
    var entryEditor: LineEditor?
    /// A one-line message about the last typed value (rounded, clamped, or refused), if any.
    public internal(set) var message: String?

    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { isUserInteractionEnabled }

    /// The scale's position and motion: one row per tick.
    var wheel: WheelModel
    /// Decides which major ticks are labelled: all of them, or every second, fifth … when the
    /// labels would not fit between them.
    private(set) var labelScale: RulerScale
    /// The press, drag and fling of the pointer on the scale.
    /// The mouse wheel counts up as more, as the Up key does.
    var gesture = WheelGesture(
        axis: .horizontal, scrolls: WheelScrolls(up: 1, down: -1, left: -1, right: 1))
    /// The user's change being reported: the tick it began on and the last tick reported.
    private var interaction: (origin: Int, reported: Int)?

    /// Creates a ruler resting on `tick` (normalised to the scale).
    public init(scale: RulerScale, tick: Int = 0, unit: String? = nil) {
        self.scale = scale
        self.unit = unit
        wheel = WheelModel(rowCount: scale.tickCount, isCyclic: scale.wraps, selectedRow: scale.normalized(tick))
        labelScale = Self.labelScale(for: scale, spacing: 2)
    }

    /// The tick the ruler rests on, or is heading for.
    public var tick: Int { max(0, wheel.selectedRow) }

    /// The tick under the pointer this frame (while the ruler moves, the one passing by).
    public var displayedTick: Int { scale.normalized(wheel.displayCentre) }

    /// The text of ``tick`` with the step's decimals ("71.0").
    public var valueText: String { scale.text(atTick: tick) }

    /// Whether the ruler is moving (sliding, flinging, held by the pointer).
    public var isMoving: Bool { wheel.isAnimating }

    /// Moves the ruler to `tick` (normalised), sliding there from the next frame when
    /// `animated`. Not reported to ``onChange``; it ends a user's gesture in progress.
    public func setTick(_ tick: Int, animated: Bool) {
        interaction = nil
        gesture.cancel()
        wheel.select(scale.normalized(tick), animated: animated)
    }

    /// Replaces the scale (another unit, say) and rests on `tick` of it. Not reported.
    public func setScale(_ scale: RulerScale, tick: Int) {
        self.scale = scale
        var model = WheelModel(rowCount: scale.tickCount, isCyclic: scale.wraps, selectedRow: scale.normalized(tick))
        model.deceleration = wheel.deceleration
        wheel = model
        labelScale = Self.labelScale(for: scale, spacing: tickSpacing)
        interaction = nil
        gesture.cancel()
        entryEditor = nil
        message = nil
    }

    /// The scale whose major ticks get labels: `scale` itself when a label fits between two
    /// major ticks, else the same ticks with a major every 2, 5, 10, 20, 50 … of its majors.
    private static func labelScale(for scale: RulerScale, spacing: Int) -> RulerScale {
        let widest = max(scale.text(atTick: 0).count, scale.text(atTick: scale.lastTick).count)
        let majorColumns = scale.major * spacing
        for factor in [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] where majorColumns * factor >= widest + 2 {
            guard factor > 1 else { return scale }
            return
                (try? RulerScale(
                    minimum: scale.minimum, maximum: scale.maximum, step: scale.step, major: scale.major * factor,
                    wraps: scale.wraps)) ?? scale
        }
        return scale
    }

    // MARK: Reporting

    /// A user's key, jump, click or drag starts (or goes on with) a change to report.
    func beginInteraction() {
        message = nil
        if interaction == nil { interaction = (tick, tick) }
    }

    public func advance(context: RunContext) -> Bool {
        // Reduced motion: a spin or fling lands at once; a drag still follows the pointer.
        if context.reducesMotion && !wheel.isDragging { wheel.finishMotion() }
        let moving = wheel.advance(now: context.now)
        report()
        return moving
    }

    public func settle() {
        gesture.cancel()
        wheel.finishMotion()
        report()
    }

    public func settle(context: RunContext) { settle() }

    /// Tells ``onChange`` where the user's change is: the tick passing the pointer while the
    /// ruler moves (when it is a new one), or the final tick when it has come to rest.
    private func report() {
        _ = wheel.takeUserSelection()
        guard var current = interaction else { return }
        if wheel.isAnimating {
            let shown = displayedTick
            guard shown != current.reported else { return }
            current.reported = shown
            interaction = current
            onChange?(Change(tick: shown, isFinal: false))
        } else {
            interaction = nil
            if tick != current.origin || current.reported != current.origin {
                onChange?(Change(tick: tick, isFinal: true))
            }
        }
    }
}
