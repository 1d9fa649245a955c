import Terminal

/// A button: Enter or Space while focused, or a click, presses it.
///
/// A press is a commit: every moving picker is settled (and has reported what it settled on)
/// before the action runs, so the action reads a whole state.
@MainActor
public final class Button: Widget {
    /// What a press does; it gets the run's context (to present an alert, set a timer, ring the
    /// bell or finish the run).
    public typealias Action = @MainActor (RunContext) -> Void

    /// The title, shown between brackets.
    public var title: String
    /// What pressing does.
    public var action: Action
    /// The title's colour at rest, in place of the theme's (a destructive action's red); ignored
    /// without colour.
    public var tint: Color?
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// A hidden button is neither drawn nor pressable.
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { !isHidden }

    /// Creates a button whose action takes the run's context.
    public init(_ title: String, action: @escaping Action) {
        self.title = title
        self.action = action
    }

    /// Creates a button whose action needs nothing from the run.
    public convenience init(_ title: String, action: @escaping @MainActor () -> Void = {}) {
        self.init(title) { _ in action() }
    }

    /// Columns the button takes.
    public var width: Int { DisplayWidth.of(InertText.make(title)) + 4 }

    /// Presses the button: settles the program, then runs the action.
    public func press(context: RunContext) {
        context.commit { action(context) }
    }

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        var style = isFocused ? theme.buttonFocused : theme.button
        if let tint, theme.usesColor, !isFocused { style.foreground = tint }
        let x = frame.x + max(0, (frame.width - width) / 2)
        screen.put("[ " + title + " ]", column: x, row: frame.y, limit: frame.maxX - x, style: style)
        // The hardware cursor rests on the title of the focused button, where a screen reader
        // reads it (on the bracket when the title is cut off).
        if isFocused { screen.placeCursor(column: min(x + 2, frame.maxX - 1), row: frame.y) }
    }

    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        switch event {
        case .key(.enter, []), .key(.character(" "), []):
            press(context: context)
            return true
        case .mouse(let mouse) where mouse.button == .left:
            if mouse.action == .release && frame.contains(column: mouse.column, row: mouse.row) {
                press(context: context)
            }
            return true
        default:
            return false
        }
    }
}
