import Terminal

/// A modal box with a title, a message and buttons, as UIAlertController's alert style.
/// Left/Right or Tab move between buttons; Enter or Space presses; Esc presses the last button.
/// Pressing a button dismisses the alert (when it was presented with `context.present(_:)`) and
/// then runs the button's handler.
@MainActor
public final class Alert: Widget {
    /// What a button's press does after the alert is dismissed.
    public typealias Handler = @MainActor (RunContext) -> Void

    /// The bold first line.
    public var title: String
    /// The text below it.
    public var message: String
    /// The buttons, left to right.
    public let buttons: [Button]
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    private var selected = 0

    /// Creates an alert; each button is a title and what it does after the alert is dismissed.
    public init(title: String, message: String, buttons: [(String, Handler)]) {
        self.title = title
        self.message = message
        self.buttons = buttons.map { title, handler in
            Button(title) { context in
                context.dismiss()
                handler(context)
            }
        }
    }

    /// Creates an alert whose buttons only dismiss it.
    public convenience init(title: String, message: String, dismissTitles: [String]) {
        self.init(title: title, message: message, buttons: dismissTitles.map { ($0, { _ in }) })
    }

    public var children: [Widget] { buttons }

    /// The message broken into lines no wider than `width`.
    private func messageLines(width: Int) -> [String] {
        WordWrap.lines(message, width: width)
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        // border, blank, title, blank, message lines, blank, buttons, border
        7 + messageLines(width: max(1, width - 4)).count
    }

    public func layout() {
        let row = frame.maxY - 2
        let total = buttons.reduce(0) { $0 + $1.width } + 2 * max(0, buttons.count - 1)
        var x = frame.x + max(1, (frame.width - total) / 2)
        for (index, button) in buttons.enumerated() {
            // A box too small for its buttons shows what fits: no button sits outside it.
            let visible = frame.height >= 3 && row > frame.y
            button.frame = Rect(x: x, y: row, width: visible ? min(button.width, frame.maxX - 1 - x) : 0, height: 1)
            button.isFocused = index == selected
            x += button.width + 2
        }
    }

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        screen.fill(frame, style: theme.alert)
        let inner = frame.insetBy(dx: 2, dy: 0)
        // A box drawn with light lines; a frame too small for a box gets as much of it as fits.
        let horizontal = String(repeating: "─", count: max(0, frame.width - 2))
        screen.put(
            "╭" + horizontal + "╮", column: frame.x, row: frame.y, limit: frame.width, style: theme.alert,
            truncation: .clip)
        if frame.height > 1 {
            screen.put(
                "╰" + horizontal + "╯", column: frame.x, row: frame.maxY - 1, limit: frame.width, style: theme.alert,
                truncation: .clip)
        }
        for line in (frame.y + 1)..<max(frame.y + 1, frame.maxY - 1) {
            screen.put("│", column: frame.x, row: line, style: theme.alert)
            if frame.width > 1 { screen.put("│", column: frame.maxX - 1, row: line, style: theme.alert) }
        }
        let body = Rect(x: inner.x, y: frame.y + 1, width: inner.width, height: max(0, frame.height - 3))
        if body.contains(column: body.x, row: frame.y + 2) {
            screen.put(
                title, in: Rect(x: inner.x, y: frame.y + 2, width: inner.width, height: 1), alignment: .center,
                style: theme.alertTitle)
        }
        for (index, line) in messageLines(width: max(1, inner.width)).enumerated()
        where body.contains(column: body.x, row: frame.y + 4 + index) {
            screen.put(
                line, in: Rect(x: inner.x, y: frame.y + 4 + index, width: inner.width, height: 1), alignment: .center,
                style: theme.alert)
        }
        renderChildren(into: &screen, theme: theme)
    }

    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        guard !buttons.isEmpty else {
            if case .key(.escape, _) = event { context.dismiss() }
            return true
        }
        switch event {
        case .key(.left, _), .key(.tab, .shift):
            selected = (selected + buttons.count - 1) % buttons.count
        case .key(.right, _), .key(.tab, _):
            selected = (selected + 1) % buttons.count
        case .key(.enter, _), .key(.character(" "), []):
            buttons[selected].press(context: context)
        case .key(.escape, _):
            buttons[buttons.count - 1].press(context: context)
        case .mouse(let mouse):
            for button in buttons where button.frame.contains(column: mouse.column, row: mouse.row) {
                return button.handle(event, context: context)
            }
            return true
        default:
            return false
        }
        return true
    }
}
