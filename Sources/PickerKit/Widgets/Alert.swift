import Terminal

/// A modal box with a title, a message and buttons, as UIAlertController's alert style.
/// Left/Right or Tab move between buttons; Enter presses; Esc presses the last button.
@MainActor
public final class Alert: Widget {
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

    /// Creates an alert; each button is a title and what it does.
    public init(title: String, message: String, buttons: [(String, () -> Void)]) {
        self.title = title
        self.message = message
        self.buttons = buttons.map { Button($0.0, action: $0.1) }
    }

    public var children: [Widget] { buttons }

    /// The message broken into lines no wider than `width`.
    private func messageLines(width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in message.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.of(InertText.make(candidate)) > width && !current.isEmpty {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        // border, blank, title, blank, message lines, blank, buttons, border
        7 + messageLines(width: max(1, width - 4)).count
    }

    public func layout() {
        let row = frame.maxY - 2
        let total = buttons.reduce(0) { $0 + $1.width } + 2 * (buttons.count - 1)
        var x = frame.x + max(1, (frame.width - total) / 2)
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: x, y: row, width: button.width, height: 1)
            button.isFocused = index == selected
            x += button.width + 2
        }
    }

    public func render(into screen: inout Screen, theme: Theme) {
        screen.fill(frame, style: theme.alert)
        let inner = frame.insetBy(dx: 2, dy: 0)
        // A box drawn with light lines.
        let horizontal = String(repeating: "─", count: max(0, frame.width - 2))
        screen.put("╭" + horizontal + "╮", column: frame.x, row: frame.y, style: theme.alert, truncation: .clip)
        screen.put("╰" + horizontal + "╯", column: frame.x, row: frame.maxY - 1, style: theme.alert, truncation: .clip)
        for line in (frame.y + 1)..<(frame.maxY - 1) {
            screen.put("│", column: frame.x, row: line, style: theme.alert)
            screen.put("│", column: frame.maxX - 1, row: line, style: theme.alert)
        }
        screen.put(
            title, in: Rect(x: inner.x, y: frame.y + 2, width: inner.width, height: 1), alignment: .center,
            style: theme.alertTitle)
        for (index, line) in messageLines(width: max(1, inner.width)).enumerated() {
            screen.put(
                line, in: Rect(x: inner.x, y: frame.y + 4 + index, width: inner.width, height: 1), alignment: .center,
                style: theme.alert)
        }
        renderChildren(into: &screen, theme: theme)
    }

    public func handle(_ event: InputEvent, now: Double) -> Bool {
        switch event {
        case .key(.left, _), .key(.tab, .shift):
            selected = (selected + buttons.count - 1) % buttons.count
        case .key(.right, _), .key(.tab, _):
            selected = (selected + 1) % buttons.count
        case .key(.enter, _), .key(.character(" "), []):
            buttons[selected].action()
        case .key(.escape, _):
            buttons.last?.action()
        case .mouse(let mouse):
            for button in buttons where button.frame.contains(column: mouse.column, row: mouse.row) {
                return button.handle(event, now: now)
            }
            return true
        default:
            return false
        }
        return true
    }
}
