import Terminal

/// The compact style of a date picker: one line such as `Nov 15, 2007 ▾  6:53 PM ▾`, each part
/// opening its picker (a calendar, wheels) below the line.
///
/// Closed: Left/Right choose a part, Space or Down (or a click) opens it. Open: the keys go to
/// the picker below (Tab moves among its controls); Enter or a click on the line confirms and
/// folds it back; Esc folds it back and puts the value back as it was when the part was opened.
///
/// Right to left the line is mirrored, as iOS mirrors it: the first part stands at the right
/// edge and the next to its left, Left goes on to the next part and Right back, and the picker
/// opens below at the right edge.
///
/// The open picker is hosted here rather than listed as a child, so that Enter and Esc reach
/// the line before any prompt around it takes them as an answer or a cancel.
@MainActor
final class CompactDateField: Widget {
    /// One part of the line and the picker it opens.
    struct Part {
        /// The text of the part as it is now ("Nov 15, 2007").
        var text: @MainActor () -> String
        /// The picker it opens below the line.
        var panel: Widget
    }

    /// The parts, left to right.
    let parts: [Part]
    /// The part that Left/Right are on.
    private(set) var selectedPart = 0
    /// The part that is open, if any.
    private(set) var openPart: Int?
    /// Called when a part opens (to remember the value for Esc).
    var onOpen: (@MainActor () -> Void)?
    /// Called when Esc folds a part back (to put the value back).
    var onCancel: (@MainActor () -> Void)?
    /// Whether the line is mirrored (a right-to-left locale).
    var isRightToLeft = false

    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isHidden = false
    var isFocused = false {
        didSet { panelFocus?.isFocused = isFocused && openPart != nil }
    }
    var canFocus: Bool { !isHidden }

    /// The control with the focus inside the open picker.
    private var panelFocus: Widget?
    /// The widget inside the open picker that took the mouse press being dragged or released.
    private var mouseTarget: Widget?
    /// Where each part sits on the line.
    private var partRects: [Rect] = []

    /// A line of `parts`.
    init(parts: [Part]) {
        self.parts = parts
    }

    /// The open picker, if any.
    var openPanel: Widget? { openPart.map { parts[$0].panel } }

    /// The text of a part on the line, with its arrow.
    private func label(_ index: Int) -> String { parts[index].text() + " ▾" }

    /// The columns of the line.
    var lineWidth: Int {
        parts.indices.reduce(0) { $0 + DisplayWidth.of(InertText.make(label($1))) } + 2 * max(0, parts.count - 1)
    }

    /// The columns a panel wants (a calendar's or wheels' own width, else all).
    static func preferredWidth(of panel: Widget) -> Int? {
        panel.intrinsicWidth
    }

    /// The line, and the tallest picker below it: the space is kept so the line never moves.
    func preferredHeight(forWidth width: Int) -> Int {
        1 + (parts.map { $0.panel.preferredHeight(forWidth: width) }.max() ?? 0)
    }

    func layout() {
        partRects = []
        // Left to right the parts run on from the left edge; right to left, from the right edge.
        var x = isRightToLeft ? frame.maxX : frame.x
        for index in parts.indices {
            let width = DisplayWidth.of(InertText.make(label(index)))
            if isRightToLeft { x -= width }
            partRects.append(Rect(x: x, y: frame.y, width: width, height: min(1, frame.height)))
            x += isRightToLeft ? -2 : width + 2
        }
        guard let panel = openPanel else { return }
        let width = max(0, min(frame.width, Self.preferredWidth(of: panel) ?? frame.width))
        let height = min(frame.height - 1, panel.preferredHeight(forWidth: width))
        let panelX = isRightToLeft ? frame.maxX - width : frame.x
        panel.frame = Rect(x: panelX, y: frame.y + 1, width: width, height: max(0, height))
        panel.layout()
    }

    func render(into screen: inout Screen, theme: Theme) {
        guard frame.width > 0, frame.height > 0 else { return }
        for (index, rect) in partRects.enumerated() {
            let visible = rect.intersection(frame)
            guard visible.width > 0, visible.height > 0 else { continue }
            let highlighted = openPart == index || (openPart == nil && isFocused && selectedPart == index)
            let style = highlighted ? theme.compactOpen : theme.text
            screen.fill(visible, style: style)
            screen.put(label(index), column: rect.x, row: rect.y, limit: visible.maxX - rect.x, style: style)
        }
        openPanel?.render(into: &screen, theme: theme)
    }

    // MARK: Opening and folding

    /// Opens part `index` below the line, giving its first control the focus.
    func open(_ index: Int, context: RunContext) {
        guard parts.indices.contains(index) else { return }
        if openPart == nil { onOpen?() }
        openPanel?.settle(context: context)
        panelFocus?.isFocused = false
        selectedPart = index
        openPart = index
        let focusable = parts[index].panel.visibleTree().filter(\.canFocus)
        panelFocus = focusable.first
        panelFocus?.isFocused = isFocused
        layout()
    }

    /// Folds the open part back, keeping its value (Enter, a click on the line).
    func close(context: RunContext) {
        openPanel?.settle(context: context)
        panelFocus?.isFocused = false
        panelFocus = nil
        mouseTarget = nil
        openPart = nil
    }

    /// Moves the focus among the open picker's controls.
    private func moveFocus(forward: Bool) {
        guard let panel = openPanel else { return }
        let chain = panel.visibleTree().filter(\.canFocus)
        guard !chain.isEmpty else { return }
        let index = chain.firstIndex { $0 === panelFocus } ?? 0
        let next = chain[(index + (forward ? 1 : chain.count - 1)) % chain.count]
        panelFocus?.isFocused = false
        panelFocus = next
        next.isFocused = isFocused
    }

    // MARK: Input and time

    func handle(_ event: InputEvent, context: RunContext) -> Bool {
        switch event {
        case .key(let key, let modifiers):
            return openPart == nil
                ? handleClosedKey(key, modifiers, context: context)
                : handleOpenKey(event, key, modifiers, context: context)
        case .mouse(let mouse):
            return handleMouse(event, mouse, context: context)
        case .paste, .focus, .cursorPosition:
            return panelFocus?.handle(event, context: context) ?? false
        }
    }

    private func handleClosedKey(_ key: Key, _ modifiers: Modifiers, context: RunContext) -> Bool {
        guard modifiers.isEmpty else { return false }
        // The key toward the line's start goes back a part: Left, or Right when mirrored.
        let (back, on): (Key, Key) = isRightToLeft ? (.right, .left) : (.left, .right)
        switch key {
        case back where selectedPart > 0: selectedPart -= 1
        case on where selectedPart < parts.count - 1: selectedPart += 1
        case .character(" "), .down: open(selectedPart, context: context)
        default: return false
        }
        return true
    }

    private func handleOpenKey(_ event: InputEvent, _ key: Key, _ modifiers: Modifiers, context: RunContext) -> Bool {
        switch key {
        case .enter:
            context.commit { close(context: context) }
        case .escape:
            close(context: context)
            onCancel?()
        case .tab:
            moveFocus(forward: !modifiers.contains(.shift))
        default:
            return panelFocus?.handle(event, context: context) ?? false
        }
        return true
    }

    private func handleMouse(_ event: InputEvent, _ mouse: MouseEvent, context: RunContext) -> Bool {
        if mouse.action == .drag || mouse.action == .release, let target = mouseTarget {
            _ = target.handle(event, context: context)
            if mouse.action == .release { mouseTarget = nil }
            return true
        }
        if let index = partRects.firstIndex(where: { $0.contains(column: mouse.column, row: mouse.row) }) {
            if mouse.button == .left && mouse.action == .press {
                if openPart == index {
                    context.commit { close(context: context) }
                } else {
                    open(index, context: context)
                }
            }
            return true
        }
        guard let panel = openPanel, panel.frame.contains(column: mouse.column, row: mouse.row) else { return false }
        // The deepest control under the pointer takes the event, or the picker itself.
        var target = panel.hitTest(column: mouse.column, row: mouse.row)
        while let widget = target {
            if widget.handle(event, context: context) {
                if mouse.action == .press && mouse.button == .left {
                    mouseTarget = widget
                    if widget.canFocus, widget !== panelFocus {
                        panelFocus?.isFocused = false
                        panelFocus = widget
                        widget.isFocused = isFocused
                    }
                }
                return true
            }
            target = widget === panel ? nil : panel
        }
        return true
    }

    func advance(context: RunContext) -> Bool {
        openPanel?.advance(context: context) ?? false
    }

    func settle(context: RunContext) {
        openPanel?.settle(context: context)
    }
}
