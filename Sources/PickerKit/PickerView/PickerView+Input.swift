import PickerCore
import Terminal

extension PickerView: WheelGestureHost {
    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        guard isUserInteractionEnabled, model.count > 0 else { return false }
        switch event {
        case .key(let key, let modifiers):
            return handleKey(key, modifiers, now: context.now)
        case .mouse(let mouse):
            return handleMouse(mouse, now: context.now)
        case .paste, .focus, .cursorPosition:
            return false
        }
    }

    /// Lines a page key moves.
    private var pageRows: Int {
        let component = focusedComponent
        let height = model.contains(component) ? model.rowHeight(component) : 1
        return max(1, frame.height / height - 1)
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers, now: Double) -> Bool {
        let component = focusedComponent
        let plain = modifiers.subtracting(.shift).isEmpty
        switch key {
        case .up where plain: model.step(component, by: -1, now: now)
        case .down where plain: model.step(component, by: 1, now: now)
        case .pageUp: model.step(component, by: -pageRows, now: now)
        case .pageDown: model.step(component, by: pageRows, now: now)
        case .home: model.jump(component, to: 0, now: now)
        case .end: model.jump(component, to: model.rowCount(component) - 1, now: now)
        case .left: return model.moveFocus(by: -1)
        case .right: return model.moveFocus(by: 1)
        case .tab: return model.moveFocus(by: modifiers.contains(.shift) ? -1 : 1)
        case .character(let c) where modifiers.isEmpty || modifiers == .shift:
            // Every printable character (j and k too) extends the prefix being typed.
            return model.typeAhead(c, now: now)
        default:
            return false
        }
        return true
    }

    private func component(atColumn column: Int) -> Int? {
        componentRects().firstIndex { column >= $0.x && column < $0.maxX }
    }

    private func handleMouse(_ mouse: MouseEvent, now: Double) -> Bool {
        switch mouse.button {
        case .wheelUp, .wheelDown:
            guard let component = component(atColumn: mouse.column) else { return false }
            model.step(component, by: mouse.button == .wheelUp ? -1 : 1, now: now)
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
            // A row clicked spins into the band.
            guard model.contains(component) else { break }
            let height = model.rowHeight(component)
            let centreTop = bandTop + (bandHeight - height) / 2
            let lines = mouse.row - centreTop
            let distance = lines >= 0 ? lines / height : -((-lines + height - 1) / height)
            if distance != 0 { model.step(component, by: distance, now: now) }
        }
        return true
    }

    // MARK: WheelGestureHost

    func gestureComponent(at mouse: MouseEvent) -> Int? {
        component(atColumn: mouse.column)
    }

    func gesturePitch(forComponent component: Int) -> Double {
        Double(model.contains(component) ? model.rowHeight(component) : 1)
    }

    func gestureViewport(forComponent component: Int) -> Double {
        Double(frame.height) / gesturePitch(forComponent: component)
    }

    func gestureWheel(_ component: Int, _ change: (inout WheelModel) -> Void) {
        model.withUserWheel(component, change)
    }
}
