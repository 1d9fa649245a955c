import Terminal

/// Something drawn in a rectangle of the screen that may take input: a picker, a button, a label.
///
/// A widget's `frame` is set by its container before it is drawn; mouse events arrive in screen
/// coordinates, so `frame` tells the widget where it was hit.
@MainActor
public protocol Widget: AnyObject {
    /// Where the widget was last laid out, in screen cells.
    var frame: Rect { get set }
    /// A hidden widget is neither drawn nor given input, and focus skips it.
    var isHidden: Bool { get }
    /// Whether Tab can move the focus here.
    var canFocus: Bool { get }
    /// Set by the focus chain.
    var isFocused: Bool { get set }
    /// The widgets inside this one, in focus order.
    var children: [Widget] { get }
    /// How many rows the widget wants at `width` columns.
    func preferredHeight(forWidth width: Int) -> Int
    /// The columns the widget's content needs, or nil when it takes whatever width it is given
    /// (the default). A prompt, a sheet or a form sizes the widget to it.
    var intrinsicWidth: Int? { get }
    /// Sets the children's frames inside `frame`.
    func layout()
    /// Draws into `screen` inside `frame`, and changes nothing else: focus, text and motion
    /// are changed by `handle`, `advance` and `layout`, never while drawing.
    func render(into screen: inout Screen, theme: Theme)
    /// Handles an event; returns whether it was used. The context gives the time and the run's
    /// services (timers, the bell, presenting an alert, finishing the run).
    func handle(_ event: InputEvent, context: RunContext) -> Bool
    /// Moves animations on to `context.now`; returns whether more frames are wanted.
    func advance(context: RunContext) -> Bool
    /// Brings every motion to rest where it was going and delivers what it settled on: done
    /// before every commit (Enter, a button), so the commit reads a whole state.
    func settle(context: RunContext)
    /// The widget's accessible form, if it has one: plain lines a screen reader can follow
    /// (`--accessible`, `TERM=dumb`). A ``Prompt`` asks through it instead of drawing the widget;
    /// nil (the default) draws the widget.
    var lineForm: LineForm? { get }
}

/// Asks in plain lines what a widget asks on screen, and leaves the widget holding the answer, so
/// that whoever reads the answer after the screen form reads it the same way.
@MainActor
public struct LineForm {
    /// Asks, on `lines`; ends as the screen form would (answered, cancelled, timed out …).
    public let ask: @MainActor (_ lines: LinePrompt) -> PromptOutcome<Void>

    /// A line form that asks with `ask`.
    public init(_ ask: @escaping @MainActor (_ lines: LinePrompt) -> PromptOutcome<Void>) {
        self.ask = ask
    }
}

extension Widget {
    public var isHidden: Bool { false }
    public var canFocus: Bool { false }
    public var children: [Widget] { [] }
    public func preferredHeight(forWidth width: Int) -> Int { 1 }
    public var intrinsicWidth: Int? { nil }
    public func layout() {}
    public func render(into screen: inout Screen, theme: Theme) { renderChildren(into: &screen, theme: theme) }
    public func handle(_ event: InputEvent, context: RunContext) -> Bool { false }
    public func advance(context: RunContext) -> Bool { advanceChildren(context: context) }
    public func settle(context: RunContext) {
        for child in children where !child.isHidden { child.settle(context: context) }
    }
    public var lineForm: LineForm? { nil }
}

extension Widget {
    /// This widget and every visible descendant, depth first.
    func visibleTree() -> [Widget] {
        var tree: [Widget] = []
        appendVisibleTree(to: &tree)
        return tree
    }

    /// Adds this widget and its visible descendants to `tree`, into one array (no array per level).
    private func appendVisibleTree(to tree: inout [Widget]) {
        guard !isHidden else { return }
        tree.append(self)
        for child in children { child.appendVisibleTree(to: &tree) }
    }

    /// Whether this widget is laid out where the widget holding it draws it: inside `container`,
    /// that widget's frame. A container draws each child inside its own frame, so a child laid
    /// out beyond it (a button pushed below a short screen) or in an empty frame is never seen.
    func isPlaced(in container: Rect) -> Bool {
        !frame.intersection(container).isEmpty
    }

    /// Adds the widgets that may take the focus to `chain`, in the order of ``visibleTree()``:
    /// visible, and, when `checksPlacement`, laid out where their containers draw them
    /// (``isPlaced(in:)``) — a widget that is never drawn does not take the focus.
    func appendFocusChain(to chain: inout [Widget], checksPlacement: Bool) {
        guard !isHidden else { return }
        if canFocus { chain.append(self) }
        for child in children where !checksPlacement || child.isPlaced(in: frame) {
            child.appendFocusChain(to: &chain, checksPlacement: checksPlacement)
        }
    }

    /// Whether `widget` is in this widget's focus chain (see ``appendFocusChain(to:checksPlacement:)``)
    /// as far as being visible and drawn goes, found without making the chain.
    func drawablyContains(_ widget: Widget, checksPlacement: Bool) -> Bool {
        guard !isHidden else { return false }
        if self === widget { return true }
        for child in children where !checksPlacement || child.isPlaced(in: frame) {
            if child.drawablyContains(widget, checksPlacement: checksPlacement) { return true }
        }
        return false
    }

    /// The first widget of the focus chain (see ``appendFocusChain(to:checksPlacement:)``), found
    /// without making the chain.
    func firstDrawnFocusable(checksPlacement: Bool) -> Widget? {
        guard !isHidden else { return nil }
        if canFocus { return self }
        for child in children where !checksPlacement || child.isPlaced(in: frame) {
            if let found = child.firstDrawnFocusable(checksPlacement: checksPlacement) { return found }
        }
        return nil
    }

    /// The deepest visible widget under a screen cell.
    func hitTest(column: Int, row: Int) -> Widget? {
        guard !isHidden, frame.contains(column: column, row: row) else { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(column: column, row: row) { return hit }
        }
        return self
    }

    /// Draws the visible children (for containers), each confined to its own frame.
    public func renderChildren(into screen: inout Screen, theme: Theme) {
        for child in children where !child.isHidden {
            screen.withClip(child.frame) { child.render(into: &$0, theme: theme) }
        }
    }

    /// Advances every visible child; true when any wants more frames.
    public func advanceChildren(context: RunContext) -> Bool {
        var more = false
        for child in children where !child.isHidden {
            if child.advance(context: context) { more = true }
        }
        return more
    }
}
