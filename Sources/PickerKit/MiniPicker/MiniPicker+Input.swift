import PickerCore
import Terminal

extension MiniPicker: WheelGestureHost {
    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        guard isUserInteractionEnabled, numberOfComponents > 0 else { return false }
        switch event {
        case .key(let key, let modifiers):
            return handleKey(key, modifiers, now: context.now)
        case .mouse(let mouse):
            return handleMouse(mouse, now: context.now)
        case .paste, .focus, .cursorPosition:
            return false
        }
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers, now: Double) -> Bool {
        let component = model.focusedComponent
        let plain = modifiers.subtracting(.shift).isEmpty
        switch key {
        case .left where plain, .up where plain: model.step(component, by: -1, now: now)
        case .right where plain, .down where plain: model.step(component, by: 1, now: now)
        case .pageUp: model.step(component, by: -pageSize, now: now)
        case .pageDown: model.step(component, by: pageSize, now: now)
        case .home: model.jump(component, to: 0, now: now)
        case .end: model.jump(component, to: model.rowCount(component) - 1, now: now)
        case .tab: return model.moveFocus(by: modifiers.contains(.shift) ? -1 : 1)
        case .character(let c) where modifiers.isEmpty || modifiers == .shift:
            // Type-ahead works as in a wheel: j and k are letters like any other.
            return model.typeAhead(c, now: now)
        default:
            return false
        }
        return true
    }

    /// The component whose lane holds `column`.
    private func component(atColumn column: Int, in lanes: [Lane]) -> Int? {
        lanes.firstIndex { column >= $0.rect.x && column < $0.rect.maxX }
    }

    private func handleMouse(_ mouse: MouseEvent, now: Double) -> Bool {
        switch mouse.button {
        case .wheelUp, .wheelLeft, .wheelDown, .wheelRight:
            guard let component = component(atColumn: mouse.column, in: lanes()) else { return false }
            let back = mouse.button == .wheelUp || mouse.button == .wheelLeft
            model.step(component, by: back ? -1 : 1, now: now)
            return true
        default:
            break
        }
        switch gesture.handle(mouse, now: now, host: self) {
        case .ignored:
            return false
        case .pressed(let component):
            model.focus(component)
        case .dragged, .flung:
            break
        case .tapped(let component):
            let lanes = lanes()
            if lanes.indices.contains(component) {
                click(column: mouse.column, lane: lanes[component], component: component, now: now)
            }
        }
        return true
    }

    /// A click without a drag: an arrow steps, a neighbour comes to the middle.
    private func click(column: Int, lane: Lane, component: Int, now: Double) {
        if lane.hasArrows && column == lane.leftArrow {
            model.step(component, by: -1, now: now)
        } else if lane.hasArrows && column == lane.rightArrow {
            model.step(component, by: 1, now: now)
        } else if !lane.band.contains(column) {
            let middle = Double(lane.slotX) + Double(lane.slotWidth - 1) / 2
            let distance = Int(((Double(column) - middle) / Double(lane.pitch)).rounded())
            if distance != 0 { model.step(component, by: distance, now: now) }
        }
    }

    // MARK: WheelGestureHost

    func gestureComponent(at mouse: MouseEvent) -> Int? {
        component(atColumn: mouse.column, in: lanes())
    }

    func gesturePitch(forComponent component: Int) -> Double {
        let lanes = lanes()
        return Double(lanes.indices.contains(component) ? lanes[component].pitch : 1)
    }

    func gestureViewport(forComponent component: Int) -> Double {
        let lanes = lanes()
        guard lanes.indices.contains(component) else { return 1 }
        return Double(lanes[component].rect.width) / Double(lanes[component].pitch)
    }

    func gestureWheel(_ component: Int, _ change: (inout WheelModel) -> Void) {
        model.withUserWheel(component, change)
    }
}
