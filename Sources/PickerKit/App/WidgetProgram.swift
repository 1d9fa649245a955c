import Terminal

/// Runs a tree of widgets on the terminal: lays them out, moves the focus with Tab and
/// Shift-Tab, routes keys to the focused widget and the mouse to the widget under it, and shows
/// a modal widget (an alert, a sheet) on top.
///
/// The run ends when something calls `context.finish(_:)`: a key handler, a button, a timer.
@MainActor
public final class WidgetProgram: TerminalProgram {
    /// A key handler: gets the key, its modifiers and the run's context; returns whether it used
    /// the key.
    public typealias KeyHandler = @MainActor (_ key: Key, _ modifiers: Modifiers, _ context: RunContext) -> Bool

    /// The widget filling the program's region.
    public let root: Widget
    /// The look. A theme that follows the background (`Theme.followsBackground`) is shown in its
    /// form for the background the run loop learns (`RunContext.background`).
    public var theme: Theme {
        didSet { shownTheme = theme.forBackground(background) }
    }
    /// The background the program is drawn for, as the run context last said.
    private var background = TerminalBackground.dark
    /// ``theme`` in its form for ``background``: what every widget is drawn with.
    private var shownTheme: Theme
    /// Rows wanted for an inline placement (fullscreen programs ignore it).
    public var inlineHeight: (_ columns: Int, _ rows: Int) -> Int
    /// Sees every key before the focused widget does (q to quit a gallery, F1–F10 for tabs).
    public var onKey: KeyHandler?
    /// Keys the focused widget did not use go here (Enter to answer, Esc to cancel).
    public var onUnhandledKey: KeyHandler?
    /// Called once before the first frame (to watch a descriptor, say).
    public var onStart: (@MainActor (RunContext) -> Void)?
    /// The modal widget on top, if any: it takes every event.
    public private(set) var modal: Widget?
    /// The widget the modal one is shown over, whose frame it takes; nil for one in the middle.
    private weak var modalArea: Widget?
    /// The widths a modal widget shown in the middle (an alert) is laid out at, at the most.
    public var modalWidth = 50
    private var focusedWidget: Widget?
    private var mouseCapture: Widget?

    /// Creates a program around `root`.
    public init(root: Widget, theme: Theme, inlineHeight: @escaping (_ columns: Int, _ rows: Int) -> Int) {
        self.root = root
        self.theme = theme
        shownTheme = theme
        background = theme.background
        self.inlineHeight = inlineHeight
    }

    /// Shows the theme's form for `background`, when the run context tells of another (before
    /// the first frame, and when the terminal answers the loop's question).
    private func follow(_ background: TerminalBackground) {
        guard background != self.background else { return }
        self.background = background
        shownTheme = theme.forBackground(background)
    }

    /// The widget with the focus.
    public var focused: Widget? { focusedWidget }

    /// Gives `widget` the focus (it must be able to take it).
    public func focus(_ widget: Widget?) {
        focusedWidget?.isFocused = false
        focusedWidget = widget
        widget?.isFocused = true
    }

    /// Shows `widget` on top of everything; it takes all input until `dismissModal()`. It is laid
    /// out over `area`'s frame when given (a sheet over the screen that shows it, as UIKit
    /// presents over the current context: the whole width, and what lies outside, such as a tab
    /// bar, stays in sight), else in the middle, at most ``modalWidth`` wide (an alert).
    public func present(_ widget: Widget, over area: Widget? = nil) {
        modal?.isFocused = false
        modal = widget
        modalArea = area
        mouseCapture = nil
        widget.isFocused = true
    }

    /// Removes the modal widget.
    public func dismissModal() {
        modal?.isFocused = false
        modal = nil
        modalArea = nil
        mouseCapture = nil
    }

    /// Focusable widgets in order: visible, and laid out where their containers draw them. A
    /// widget laid out beyond its container's frame is never drawn, so it takes no focus: Enter
    /// does not press a button nobody can see.
    private var focusChain: [Widget] {
        var chain: [Widget] = []
        root.appendFocusChain(to: &chain, checksPlacement: checksPlacement)
        return chain
    }

    /// Whether the frames say where widgets are drawn: not before the program is first laid out
    /// (every frame is still empty), nor in a region of no cells, where nothing is drawn at all.
    private var checksPlacement: Bool { !root.frame.isEmpty }

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

    public func start(context: RunContext) {
        onStart?(context)
    }

    /// Gives the focus to the first widget of the chain when the focused one left it (hidden,
    /// removed, laid out where it is not drawn, or no longer focusable). Done when laying out
    /// (before the first frame too), after every event and as time moves on, never while drawing.
    /// It runs after every key, so it walks the tree without making the chain.
    private func repairFocus() {
        let checks = checksPlacement
        if let focusedWidget, focusedWidget.canFocus, root.drawablyContains(focusedWidget, checksPlacement: checks) {
            return
        }
        focus(root.firstDrawnFocusable(checksPlacement: checks))
    }

    public func handle(_ event: InputEvent, context: RunContext) {
        route(event, context: context)
        repairFocus()
    }

    private func route(_ event: InputEvent, context: RunContext) {
        if let modal {
            if case .mouse(let mouse) = event, !modal.frame.contains(column: mouse.column, row: mouse.row) {
                return
            }
            _ = modal.handle(event, context: context)
            return
        }
        switch event {
        case .mouse(let mouse):
            routeMouse(event, mouse, context: context)
        case .key(let key, let modifiers):
            if onKey?(key, modifiers, context) == true { return }
            if let focusedWidget, !focusedWidget.isHidden, focusedWidget.handle(event, context: context) { return }
            if onUnhandledKey?(key, modifiers, context) == true { return }
            if key == .tab { moveFocus(forward: !modifiers.contains(.shift)) }
        case .paste, .focus, .cursorPosition:
            _ = focusedWidget?.handle(event, context: context)
        }
    }

    private func routeMouse(_ event: InputEvent, _ mouse: MouseEvent, context: RunContext) {
        switch mouse.action {
        case .drag, .release:
            if let capture = mouseCapture {
                _ = capture.handle(event, context: context)
                if mouse.action == .release { mouseCapture = nil }
                return
            }
        case .press, .move:
            break
        }
        var target = root.hitTest(column: mouse.column, row: mouse.row)
        while let widget = target {
            if widget.handle(event, context: context) {
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

    public func advance(context: RunContext) -> Bool {
        follow(context.background)
        var more = root.advance(context: context)
        if let modal, modal.advance(context: context) { more = true }
        repairFocus()
        return more
    }

    public func settle(context: RunContext) {
        root.settle(context: context)
        modal?.settle(context: context)
    }

    public func layout(width: Int, height: Int) {
        root.frame = Rect(x: 0, y: 0, width: max(0, width), height: max(0, height))
        root.layout()
        // Laying out may build what a tab shows for the first time: the focus follows at once,
        // so the frame about to be drawn shows it.
        repairFocus()
        if let modal, let area = modalArea {
            modal.frame = area.frame.intersection(root.frame)
            modal.layout()
        } else if let modal {
            let modalWidth = min(root.frame.width, self.modalWidth)
            let modalHeight = min(root.frame.height, modal.preferredHeight(forWidth: modalWidth))
            modal.frame = Rect(
                x: (root.frame.width - modalWidth) / 2, y: (root.frame.height - modalHeight) / 2, width: modalWidth,
                height: modalHeight)
            modal.layout()
        }
    }

    public func render(into screen: inout Screen) {
        let theme = shownTheme
        screen.withClip(root.frame) { root.render(into: &$0, theme: theme) }
        if let modal {
            Self.clearText(cutBy: modal.frame, in: &screen)
            screen.withClip(modal.frame) { modal.render(into: &$0, theme: theme) }
        }
    }

    /// Clears, on each line `rect` covers, the text its left and right edges cut, from the cell
    /// beside the edge to the first blank: a modal widget in the middle (an alert) leaves no piece
    /// of a word beside it ("Co" of "Coffee order") to pass for a word of its own.
    static func clearText(cutBy rect: Rect, in screen: inout Screen) {
        let rows = max(0, rect.y)..<min(screen.height, rect.maxY)
        for row in rows {
            var column = rect.x - 1
            while column >= 0, column < screen.width, screen[column, row].text != " " {
                screen[column, row] = .blank
                column -= 1
            }
            column = max(0, rect.maxX)
            while column < screen.width, rect.maxX > 0, screen[column, row].text != " " {
                screen[column, row] = .blank
                column += 1
            }
        }
    }

    public func preferredHeight(columns: Int, rows: Int) -> Int { inlineHeight(columns, rows) }

    public func didResume(context: RunContext) {
        mouseCapture = nil
    }
}

extension RunContext {
    /// Shows `widget` on top of the running `WidgetProgram` (an alert, a sheet); it takes every
    /// event until `dismiss()`. Over `area`'s frame when given, else in the middle (see
    /// ``WidgetProgram/present(_:over:)``).
    public func present(_ widget: Widget, over area: Widget? = nil) {
        (program as? WidgetProgram)?.present(widget, over: area)
    }

    /// Removes the widget shown with `present(_:)`.
    public func dismiss() {
        (program as? WidgetProgram)?.dismissModal()
    }
}
