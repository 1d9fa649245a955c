import Terminal

/// A button: Enter or Space while focused, or a click, calls `action`.
@MainActor
public final class Button: Widget {
    /// The title, shown between brackets.
    public var title: String
    /// What pressing does.
    public var action: () -> Void
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// A hidden button is neither drawn nor pressable.
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { !isHidden }

    /// Creates a button.
    public init(_ title: String, action: @escaping () -> Void = {}) {
        self.title = title
        self.action = action
    }

    /// Columns the button takes.
    public var width: Int { DisplayWidth.of(InertText.make(title)) + 4 }

    public func render(into screen: inout Screen, theme: Theme) {
        let style = isFocused ? theme.buttonFocused : theme.button
        let x = frame.x + max(0, (frame.width - width) / 2)
        screen.put("[ " + title + " ]", column: x, row: frame.y, limit: frame.maxX - x, style: style)
    }

    public func handle(_ event: InputEvent, now: Double) -> Bool {
        switch event {
        case .key(.enter, []), .key(.character(" "), []):
            action()
            return true
        case .mouse(let mouse) where mouse.button == .left:
            if mouse.action == .release { action() }
            return true
        default:
            return false
        }
    }
}
