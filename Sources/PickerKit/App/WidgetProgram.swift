import Terminal

/// Runs a tree of widgets on the terminal: lays them out, moves the focus with Tab and
/// Shift-Tab, routes keys to the focused widget and the mouse to the widget under it, shows
/// modal alerts on top, and ends with the status its owner sets.
@MainActor
public final class WidgetProgram: TerminalProgram {
    /// The widget filling the program's region.
    public let root: Widget
    /// The look.
    public var theme: Theme
    /// Rows wanted for an inline placement (fullscreen programs ignore it).
    public var inlineHeight: (_ columns: Int, _ rows: Int) -> Int
    /// Sees every key before the focused widget does; returns whether it used it (e.g. q to quit
    /// a gallery, F1–F10 for tabs).
    public var onKey: ((Key, Modifiers) -> Bool)?
    /// Keys the focused widget did not use go here (e.g. Enter to answer, Esc to cancel).
    public var onUnhandledKey: ((Key, Modifiers) -> Bool)?
    /// Set to end the run with this status.
    public var exitStatus: Int32?
    /// The modal widget on top, if any: it takes every event.
    public private(set) var modal: Widget?
    private var focusedWidget: Widget?
    private var mouseCapture: Widget?
    private var timers: [(time: Double, action: () -> Void)] = []
    private var lastNow = 0.0

    /// Creates a program around `root`; `theme` defaults to the terminal's colour level.
    public init(root: Widget, theme: Theme, inlineHeight: @escaping (_ columns: Int, _ rows: Int) -> Int) {
        self.root = root
        self.theme = theme
        self.inlineHeight = inlineHeight
    }

    /// The widget with the focus.
    public var focused: Widget? { focusedWidget }

    /// Gives `widget` the focus (it must be able to take it).
    public func focus(_ widget: Widget?) {
        focusedWidget?.isFocused = false
        focusedWidget = widget
        widget?.isFocused = true
    }

    /// Shows `widget` on top of everything; it takes all input until `dismissModal()`.
    public func present(_ widget: Widget) {
        modal = widget
        mouseCapture = nil
        widget.isFocused = true
    }

    /// Removes the modal widget.
    public func dismissModal() {
        modal?.isFocused = false
        modal = nil
    }

    /// Runs `action` at `now + delay` seconds (measured from the last event or frame).
    public func after(_ delay: Double, _ action: @escaping () -> Void) {
        timers.append((lastNow + delay, action))
    }

    /// Focusable widgets in order.
    private var focusChain: [Widget] {
        root.visibleTree().filter { $0.canFocus }
    }

    /// Moves the focus forward (or back) along the chain.
    public func moveFocus(forward: Bool) {
        let chain = focusChain
        guard !chain.isEmpty else { return }
        let index = chain.firstIndex { $0 === focusedWidget }
        let next: Int
        if let index {
            next = (index + (forward ? 1 : -1) + chain.count) % chain.count
        } else {
            next = forward ? 0 : chain.count - 1
        }
        focus(chain[next])
    }

    // MARK: TerminalProgram

    public func handle(_ event: InputEvent, now: Double) {
        lastNow = now
        if let modal {
            if case .mouse(let mouse) = event, !modal.frame.contains(column: mouse.column, row: mouse.row) {
                return
            }
            _ = modal.handle(event, now: now)
            return
        }
        switch event {
        case .mouse(let mouse):
            routeMouse(event, mouse, now: now)
        case .key(let key, let modifiers):
            if onKey?(key, modifiers) == true { return }
            if let focusedWidget, !focusedWidget.isHidden, focusedWidget.handle(event, now: now) { return }
            if onUnhandledKey?(key, modifiers) == true { return }
            if key == .tab { moveFocus(forward: !modifiers.contains(.shift)) }
        case .paste, .focus, .cursorPosition:
            _ = focusedWidget?.handle(event, now: now)
        }
    }

    private func routeMouse(_ event: InputEvent, _ mouse: MouseEvent, now: Double) {
        switch mouse.action {
        case .drag, .release:
            if let capture = mouseCapture {
                _ = capture.handle(event, now: now)
                if mouse.action == .release { mouseCapture = nil }
                return
            }
        case .press, .move:
            break
        }
        var target = root.hitTest(column: mouse.column, row: mouse.row)
        while let widget = target {
            if widget.handle(event, now: now) {
                if mouse.action == .press, mouse.button == .left {
                    mouseCapture = widget
                    if widget.canFocus, widget !== focusedWidget { focus(widget) }
                }
                return
            }
            target = parent(of: widget)
        }
    }

    private func parent(of widget: Widget) -> Widget? {
        func search(_ node: Widget) -> Widget? {
            for child in node.children {
                if child === widget { return node }
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(root)
    }

    public func advance(now: Double) -> Bool {
        lastNow = now
        let due = timers.filter { $0.time <= now }
        timers.removeAll { $0.time <= now }
        for timer in due { timer.action() }
        var more = root.advance(now: now)
        if let modal, modal.advance(now: now) { more = true }
        return more
    }

    public var wakeTime: Double? { timers.map(\.time).min() }

    public func render(into screen: inout Screen) {
        root.frame = screen.bounds
        root.layout()
        let chain = focusChain
        if !chain.contains(where: { $0 === focusedWidget }) { focus(chain.first) }
        root.render(into: &screen, theme: theme)
        if let modal {
            let height = min(screen.height, modal.preferredHeight(forWidth: min(screen.width, 50)))
            let width = min(screen.width, 50)
            modal.frame = Rect(
                x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height)
            modal.layout()
            modal.render(into: &screen, theme: theme)
        }
    }

    public func preferredHeight(columns: Int, rows: Int) -> Int { inlineHeight(columns, rows) }

    public func didResume(now: Double) {
        mouseCapture = nil
        lastNow = now
    }
}
