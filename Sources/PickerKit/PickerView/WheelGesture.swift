import PickerCore
import Terminal

/// A view whose wheels the pointer can take hold of: the drum of a ``PickerView`` (vertical),
/// the ribbons of a ``MiniPicker`` and the scale of a ``RulerView`` (horizontal).
@MainActor
protocol WheelGestureHost: AnyObject {
    /// The component under the pointer where a press begins, if any.
    func gestureComponent(at mouse: MouseEvent) -> Int?
    /// The cells from one row to the next along the gesture's axis.
    func gesturePitch(forComponent component: Int) -> Double
    /// The rows visible along the axis: how far the rubber band past an end may stretch.
    func gestureViewport(forComponent component: Int) -> Double
    /// Runs a change on a component's wheel as the user's input (getting the component ready
    /// for input first, as every key does).
    func gestureWheel(_ component: Int, _ change: (inout WheelModel) -> Void)
    /// The mouse wheel turned over a component: move it `rows` as a user's step.
    func gestureScroll(_ component: Int, by rows: Int, now: Double)
    /// The pointer went down on a component (it takes the keys, say).
    func gesturePressed(_ component: Int)
    /// A press let go without moving: what a tap at `mouse` does on this view.
    func gestureTapped(_ component: Int, at mouse: MouseEvent, now: Double)
}

/// A view that draws a ``PickerComponents`` model (the drum, the ribbons): the pointer's
/// gestures are the user's input on the model's components, under the model's input rule.
@MainActor
protocol PickerComponentsView: WheelGestureHost {
    var model: PickerComponents { get }
}

extension PickerComponentsView {
    func gestureWheel(_ component: Int, _ change: (inout WheelModel) -> Void) {
        model.withUserWheel(component, change)
    }

    func gestureScroll(_ component: Int, by rows: Int, now: Double) {
        model.step(component, by: rows, now: now)
    }

    func gesturePressed(_ component: Int) {
        model.focus(component)
    }
}

/// The mouse on a wheel, as every wheel shares it: the mouse wheel steps, and the pointer
/// presses, drags and flings. The content follows the pointer (dragging down, or right, brings
/// earlier rows to the band), a release lets the wheel fling on with the pointer's velocity and
/// snap to a row, and a press let go without moving is a tap, which the view interprets (a row of
/// the drum spins to the band, a neighbour of a ribbon comes to the middle, an arrow steps).
@MainActor
struct WheelGesture {
    /// The direction rows lie along.
    enum Axis {
        /// Rows one above the other (the drum).
        case vertical
        /// Values side by side (a ribbon, a scale).
        case horizontal
    }

    /// What a mouse event did.
    enum Outcome: Equatable {
        /// Not this gesture's event.
        case ignored
        /// The pointer went down on a component.
        case pressed(component: Int)
        /// The pointer moved the wheel it holds.
        case dragged
        /// The pointer let go after dragging: the wheel flings on or snaps.
        case flung
        /// The pointer let go without dragging: the view decides what a tap does there.
        case tapped(component: Int)
    }

    /// A press in progress: on which component, where the pointer was last, and whether it
    /// became a drag.
    struct Press {
        var component: Int
        var last: Int
        var dragging: Bool
    }

    let axis: Axis
    /// The mouse-wheel buttons the view takes, and the rows each moves.
    let scrolls: WheelScrolls
    /// The press in progress, if any.
    private(set) var press: Press?

    /// A gesture along `axis`; `scrolls` maps mouse-wheel buttons to rows (by default, up and
    /// down step back and on, and along a horizontal axis left and right do too).
    init(axis: Axis, scrolls: WheelScrolls? = nil) {
        self.axis = axis
        self.scrolls =
            scrolls
            ?? (axis == .horizontal ? WheelScrolls(up: -1, down: 1, left: -1, right: 1) : WheelScrolls(up: -1, down: 1))
    }

    /// The pointer's position along the axis.
    func position(of mouse: MouseEvent) -> Int {
        axis == .vertical ? mouse.row : mouse.column
    }

    /// Forgets a press in progress (the view settled, or was reset).
    mutating func cancel() {
        press = nil
    }

    /// Handles a mouse event on the view: returns whether the view used it.
    mutating func handle(_ mouse: MouseEvent, now: Double, host: some WheelGestureHost) -> Bool {
        if let rows = scrolls[mouse.button] {
            guard let component = host.gestureComponent(at: mouse) else { return false }
            host.gestureScroll(component, by: rows, now: now)
            return true
        }
        switch follow(mouse, now: now, host: host) {
        case .ignored:
            return false
        case .pressed(let component):
            host.gesturePressed(component)
        case .dragged, .flung:
            break
        case .tapped(let component):
            host.gestureTapped(component, at: mouse, now: now)
        }
        return true
    }

    /// Follows the left button: a press, a drag (left or no button held), a release.
    mutating func follow(_ mouse: MouseEvent, now: Double, host: some WheelGestureHost) -> Outcome {
        switch (mouse.button, mouse.action) {
        case (.left, .press):
            guard let component = host.gestureComponent(at: mouse) else { return .ignored }
            press = Press(component: component, last: position(of: mouse), dragging: false)
            return .pressed(component: component)
        case (.left, .drag), (.none, .drag):
            guard var current = press else { return .ignored }
            let delta = position(of: mouse) - current.last
            let starting = !current.dragging
            let pitch = max(1, host.gesturePitch(forComponent: current.component))
            let viewport = host.gestureViewport(forComponent: current.component)
            current.dragging = true
            current.last = position(of: mouse)
            press = current
            host.gestureWheel(current.component) { wheel in
                if starting {
                    wheel.viewportRows = max(1, viewport)
                    wheel.beginDrag(now: now)
                }
                if delta != 0 { wheel.drag(by: -Double(delta) / pitch, now: now) }
            }
            return .dragged
        case (_, .release):
            guard let released = press else { return .ignored }
            press = nil
            guard released.dragging else { return .tapped(component: released.component) }
            host.gestureWheel(released.component) { $0.endDrag(now: now) }
            return .flung
        default:
            return .ignored
        }
    }
}

/// The rows each mouse-wheel button moves a wheel; nil for a button the view leaves alone.
struct WheelScrolls: Equatable {
    var up: Int?
    var down: Int?
    var left: Int?
    var right: Int?

    /// The rows `button` moves, if the view takes it.
    subscript(button: MouseButton) -> Int? {
        switch button {
        case .wheelUp: up
        case .wheelDown: down
        case .wheelLeft: left
        case .wheelRight: right
        case .left, .middle, .right, .none: nil
        }
    }
}
