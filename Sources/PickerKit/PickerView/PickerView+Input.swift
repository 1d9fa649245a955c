import PickerCore
import Terminal

extension PickerView: PickerComponentsView {
    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        // A key may settle another component first, which hands its selection to the listeners.
        defer { model.requestFrameForListeners(context) }
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

    /// The picker's keys, with Left and Right moving between components.
    private func handleKey(_ key: Key, _ modifiers: Modifiers, now: Double) -> Bool {
        model.handleKey(key, modifiers, page: pageRows, axis: .vertical, now: now)
    }

    private func component(atColumn column: Int) -> Int? {
        componentRects().firstIndex { column >= $0.x && column < $0.maxX }
    }

    private func handleMouse(_ mouse: MouseEvent, now: Double) -> Bool {
        gesture.handle(mouse, now: now, host: self)
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

    /// A row clicked spins into the band.
    func gestureTapped(_ component: Int, at mouse: MouseEvent, now: Double) {
        guard model.contains(component) else { return }
        let height = model.rowHeight(component)
        let centreTop = bandTop + (bandHeight - height) / 2
        let lines = mouse.row - centreTop
        let distance = lines >= 0 ? lines / height : -((-lines + height - 1) / height)
        if distance != 0 { model.step(component, by: distance, now: now) }
    }
}
