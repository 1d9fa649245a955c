import PickerCore
import Terminal

extension MiniPicker: PickerComponentsView {
    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        // A key may settle another component first, which hands its selection to the listeners.
        defer { model.requestFrameForListeners(context) }
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

    /// The picker's keys, with Left and Right stepping along the ribbon (Tab moves between
    /// components).
    private func handleKey(_ key: Key, _ modifiers: Modifiers, now: Double) -> Bool {
        model.handleKey(key, modifiers, page: pageSize, axis: .horizontal, now: now)
    }

    /// The component whose lane holds `column`.
    private func component(atColumn column: Int, in lanes: [Lane]) -> Int? {
        lanes.firstIndex { column >= $0.rect.x && column < $0.rect.maxX }
    }

    private func handleMouse(_ mouse: MouseEvent, now: Double) -> Bool {
        gesture.handle(mouse, now: now, host: self)
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

    func gestureTapped(_ component: Int, at mouse: MouseEvent, now: Double) {
        let lanes = lanes()
        guard lanes.indices.contains(component) else { return }
        click(column: mouse.column, lane: lanes[component], component: component, now: now)
    }
}
