import PickerCore
import Terminal

extension MiniPicker {
    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        guard isUserInteractionEnabled, numberOfComponents > 0 else { return false }
        switch event {
        case .key(let key, let modifiers):
            return handleKey(key, modifiers, event: event, context: context)
        case .mouse(let mouse):
            return handleMouse(mouse, now: context.now)
        case .paste, .focus, .cursorPosition:
            return false
        }
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers, event: InputEvent, context: RunContext) -> Bool {
        let component = pickerView.focusedComponent
        let rows = pickerView.columns[component].wheel.rowCount
        let plain = modifiers.subtracting(.shift).isEmpty
        let now = context.now
        switch key {
        case .left where plain, .up where plain: step(component, by: -1, now: now)
        case .right where plain, .down where plain: step(component, by: 1, now: now)
        case .pageUp: step(component, by: -pageSize, now: now)
        case .pageDown: step(component, by: pageSize, now: now)
        case .home: pickerView.columns[component].wheel.jump(to: 0, now: now)
        case .end: pickerView.columns[component].wheel.jump(to: rows - 1, now: now)
        case .tab where !modifiers.contains(.shift) && component < numberOfComponents - 1:
            pickerView.focusComponent(component + 1)
            return true
        case .tab where modifiers.contains(.shift) && component > 0:
            pickerView.focusComponent(component - 1)
            return true
        case .character where modifiers.isEmpty || modifiers == .shift:
            // Type-ahead works as in the picker this one shows.
            return pickerView.handle(event, context: context)
        default:
            return false
        }
        pickerView.typeAhead.reset()
        return true
    }

    /// Steps a component as a user: animated, and reported when it settles.
    private func step(_ component: Int, by rows: Int, now: Double) {
        pickerView.columns[component].wheel.step(by: rows, now: now)
    }

    /// The component whose lane holds `column`.
    private func component(atColumn column: Int, in lanes: [Lane]) -> Int? {
        lanes.firstIndex { column >= $0.rect.x && column < $0.rect.maxX }
    }

    private func handleMouse(_ mouse: MouseEvent, now: Double) -> Bool {
        let lanes = lanes()
        switch (mouse.button, mouse.action) {
        case (.wheelUp, _), (.wheelLeft, _), (.wheelDown, _), (.wheelRight, _):
            guard let component = component(atColumn: mouse.column, in: lanes) else { return false }
            let back = mouse.button == .wheelUp || mouse.button == .wheelLeft
            step(component, by: back ? -1 : 1, now: now)
            return true
        case (.left, .press):
            guard let component = component(atColumn: mouse.column, in: lanes) else { return false }
            pickerView.focusComponent(component)
            press = Press(component: component, lastColumn: mouse.column, dragging: false)
            return true
        case (.left, .drag), (.none, .drag):
            guard var current = press, lanes.indices.contains(current.component) else { return false }
            let lane = lanes[current.component]
            if !current.dragging {
                current.dragging = true
                pickerView.columns[current.component].wheel.viewportRows = max(
                    1, Double(lane.rect.width) / Double(lane.pitch))
                pickerView.columns[current.component].wheel.beginDrag(now: now)
            }
            let delta = mouse.column - current.lastColumn
            if delta != 0 {
                // The ribbon follows the pointer: dragging right brings earlier values to the middle.
                pickerView.columns[current.component].wheel.drag(by: -Double(delta) / Double(lane.pitch), now: now)
            }
            current.lastColumn = mouse.column
            press = current
            return true
        case (_, .release):
            guard let released = press else { return false }
            press = nil
            guard lanes.indices.contains(released.component) else { return true }
            if released.dragging {
                pickerView.columns[released.component].wheel.endDrag(now: now)
            } else {
                click(column: mouse.column, lane: lanes[released.component], component: released.component, now: now)
            }
            return true
        default:
            return false
        }
    }

    /// A click without a drag: an arrow steps, a neighbour comes to the middle.
    private func click(column: Int, lane: Lane, component: Int, now: Double) {
        if lane.hasArrows && column == lane.leftArrow {
            step(component, by: -1, now: now)
        } else if lane.hasArrows && column == lane.rightArrow {
            step(component, by: 1, now: now)
        } else if !lane.band.contains(column) {
            let middle = Double(lane.slotX) + Double(lane.slotWidth - 1) / 2
            let distance = Int(((Double(column) - middle) / Double(lane.pitch)).rounded())
            if distance != 0 { step(component, by: distance, now: now) }
        }
    }
}
