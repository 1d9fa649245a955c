import Terminal

/// The month or year control in a calendar's header: `◀ March ▶`. Internal to ``CalendarView``
/// (a general one-line mini picker is a widget of its own); it only says "one back" or "one on".
///
/// Left/Up step back and Right/Down step on while it has the focus; a click on an arrow steps,
/// and the mouse wheel steps over the whole control. An arrow that leads nowhere (past the
/// calendar's available range) is greyed and does nothing.
@MainActor
final class CalendarStepper: Widget {
    /// The text between the arrows ("March", "2024").
    var title = ""
    /// The columns the title is given, so that the arrows stay put as the title changes.
    var titleWidth = 0
    /// Whether stepping back leads anywhere.
    var canDecrease = true
    /// Whether stepping on leads anywhere.
    var canIncrease = true
    /// Asked to step by -1 or +1.
    var onStep: @MainActor (_ delta: Int, _ context: RunContext) -> Void = { _, _ in }

    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isHidden = false
    var isFocused = false
    var canFocus: Bool { !isHidden }

    /// The columns the control takes: the arrows, a space each side, the title.
    var width: Int { max(titleWidth, DisplayWidth.of(InertText.make(title))) + 4 }

    func render(into screen: inout Screen, theme: Theme) {
        guard frame.width > 0, frame.height > 0 else { return }
        let row = frame.y
        let limit = frame.maxX
        let arrow = theme.accent
        screen.put("◀", column: frame.x, row: row, limit: limit - frame.x, style: canDecrease ? arrow : theme.disabled)
        let titleRect = Rect(x: frame.x + 1, y: row, width: max(0, min(width - 2, limit - frame.x - 1)), height: 1)
        if titleRect.width > 0 {
            let style = isFocused ? theme.bandFocused : theme.text
            screen.fill(titleRect, style: style)
            screen.put(title, in: titleRect, alignment: .center, style: style)
        }
        let right = frame.x + width - 1
        if right < limit {
            screen.put("▶", column: right, row: row, limit: limit - right, style: canIncrease ? arrow : theme.disabled)
        }
    }

    func handle(_ event: InputEvent, context: RunContext) -> Bool {
        switch event {
        case .key(.left, []), .key(.up, []):
            step(-1, context: context)
            return true
        case .key(.right, []), .key(.down, []):
            step(1, context: context)
            return true
        case .mouse(let mouse):
            switch (mouse.button, mouse.action) {
            case (.wheelUp, _):
                step(-1, context: context)
                return true
            case (.wheelDown, _):
                step(1, context: context)
                return true
            case (.left, .press):
                if mouse.column == frame.x {
                    step(-1, context: context)
                } else if mouse.column == frame.x + width - 1 {
                    step(1, context: context)
                }
                return true
            case (.left, _), (.none, _):
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// Steps when the way is open; rings the bell at the end of the range.
    private func step(_ delta: Int, context: RunContext) {
        guard delta < 0 ? canDecrease : canIncrease else {
            context.bell()
            return
        }
        onStep(delta, context)
    }
}
