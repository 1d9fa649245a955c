import Terminal

/// A panel that slides up from the bottom of the screen holding any widget — a picker, say —
/// with a title and a Done button, as an iOS sheet does; it slides away again on Done or Esc.
///
/// ```swift
/// let sheet = Sheet(title: "Wake · Heat", content: picker)
/// sheet.onDismiss = { _ in table.focus(row) }
/// sheet.present(context: context, over: screen)   // from a key handler or a button
/// ```
///
/// A sheet is shown with ``present(context:over:)`` as the running `WidgetProgram`'s modal
/// widget, so it takes every event while it is up. It takes the whole of the widget it is shown
/// over (the program's screen, or one screen of it, so that a tab bar below stays in sight),
/// draws its panel across the whole width at the bottom of that space and leaves the rest as it
/// is, so the screen behind stays in sight; the panel's lines are its own from edge to edge, so no
/// piece of what it covers shows beside it. The slide is an animation of ``slideDuration`` seconds
/// on the loop's clock, and each frame draws the screen behind afresh, so nothing the panel
/// covered a frame before is left behind. Keys go to the content, except Tab (between the
/// content and Done), Esc (closes), and Enter when the content does not use it (Done). A click
/// above the panel closes it too. Done, Esc and such a click are commits: the content is settled
/// (a spinning picker reports where it stops) before the sheet starts to close.
///
/// A sheet that edits one field of several, as an iOS input view slides up for a text field,
/// moves to another field without sliding away: its owner sets ``onFieldStep`` (Tab and Shift-Tab
/// go to the next and previous field, as the Next and Previous of an input view's toolbar) and
/// ``onPressAbove`` (a click on another field behind the sheet), and answers them with
/// ``retarget(to:title:)``. Each of those is a commit too: the field being left is settled first.
///
/// A sheet that edits a value the owner keeps only when the user agrees (a form's row) is made
/// with a Cancel button too (`cancelTitle`), on the left of the title line as on iOS: then Done
/// calls ``onDone`` and Cancel, Esc and a click above the panel call ``onCancel``, each before the
/// panel slides away; Tab goes round the content, Done and Cancel.
@MainActor
public final class Sheet: Widget {
    /// The panel's title, on the line with Done.
    public var title: String
    /// The widget in the panel; ``retarget(to:title:)`` puts another in its place.
    public private(set) var content: Widget
    /// Key hints drawn on the panel's last line, under the content, when set.
    public var hint: String?
    /// When set, Tab and Shift-Tab call it with +1 and -1 (instead of moving between the content
    /// and Done), after settling the content: the owner moves the sheet to the next or previous
    /// field with ``retarget(to:title:)``.
    public var onFieldStep: (@MainActor (_ step: Int, _ context: RunContext) -> Void)?
    /// When set, a press of the left button above the panel is offered to it (with the screen
    /// column and row), after settling the content: it returns true when it took the press — the
    /// owner retargeted the sheet to a field shown there — and the sheet stays up; false closes
    /// the sheet, as without it.
    public var onPressAbove: (@MainActor (_ column: Int, _ row: Int, _ context: RunContext) -> Bool)?
    /// The button that closes the sheet.
    public let doneButton: Button
    /// The button that closes the sheet without taking what was chosen, when the sheet was made
    /// with one.
    public let cancelButton: Button?
    /// Called at Done (after the content is settled), before the sheet slides away.
    public var onDone: (@MainActor (RunContext) -> Void)?
    /// Called at Cancel, Esc or a click above the panel of a sheet with a Cancel button, before
    /// it slides away.
    public var onCancel: (@MainActor (RunContext) -> Void)?
    /// Called once the sheet has slid away and is no longer shown.
    public var onDismiss: (@MainActor (RunContext) -> Void)?
    /// How long the panel takes to slide up or away, in seconds.
    public var slideDuration = 0.25

    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false {
        didSet { updateFocus() }
    }
    public var canFocus: Bool { true }

    /// Where the sheet is in its life.
    private enum Phase: Equatable {
        /// Not shown.
        case hidden
        /// Sliding up since `start`.
        case opening(start: Double)
        /// Fully up.
        case open
        /// Sliding away since `start`, from `progress`.
        case closing(start: Double, from: Double)
        /// Slid away; removed from the screen at the next frame.
        case closed
    }

    private var phase = Phase.hidden
    /// How far the panel is up: 0 hidden, 1 fully up.
    public private(set) var progress = 0.0
    /// What takes the keys: the content, Done or Cancel.
    private enum Part {
        case content, done, cancel
    }

    /// What takes the keys.
    private var focusedPart = Part.content
    /// The child a press of the mouse went down on, which gets the drags and the release.
    private var mouseTarget: Widget?

    /// Creates a sheet holding `content`, with a Cancel button titled `cancelTitle` when given.
    public init(title: String, content: Widget, doneTitle: String = "Done", cancelTitle: String? = nil) {
        self.title = title
        self.content = content
        doneButton = Button(doneTitle)
        cancelButton = cancelTitle.map { Button($0) }
        doneButton.action = { [unowned self] context in
            self.onDone?(context)
            self.dismiss(context: context)
        }
        cancelButton?.action = { [unowned self] context in self.cancel(context: context) }
        focusedPart = content.canFocus ? .content : .done
    }

    public var children: [Widget] { [content, doneButton] + (cancelButton.map { [$0] } ?? []) }

    /// Whether the sheet is on screen (sliding included).
    public var isPresented: Bool { phase != .hidden }

    /// Whether the sheet is fully up or on its way up.
    public var isOpen: Bool {
        switch phase {
        case .opening, .open: return true
        case .hidden, .closing, .closed: return false
        }
    }

    /// Shows the sheet on top of the running program, over `area` (by default the program's
    /// whole screen), and starts the slide up from the bottom of it.
    public func present(context: RunContext, over area: Widget? = nil) {
        phase = .opening(start: context.now)
        progress = 0
        focusedPart = content.canFocus ? .content : .done
        context.present(self, over: area ?? (context.program as? WidgetProgram)?.root)
        updateFocus()
    }

    /// Puts `content` in the panel in place of the current content, and `title` on it, without
    /// sliding: the sheet moves to another field. The keys go to the new content.
    public func retarget(to content: Widget, title: String) {
        self.content.isFocused = false
        self.content = content
        self.title = title
        mouseTarget = nil
        focusedPart = content.canFocus ? .content : .done
        updateFocus()
    }

    /// Starts the slide away; the sheet is removed, and ``onDismiss`` called, when it is down.
    public func dismiss(context: RunContext) {
        guard isOpen else { return }
        phase = .closing(start: context.now, from: progress)
    }

    /// What Esc and a click above the panel do: with a Cancel button, cancel (``onCancel``);
    /// else close as Done does.
    private func leave(context: RunContext) {
        if cancelButton != nil { cancel(context: context) } else { dismiss(context: context) }
    }

    /// Calls ``onCancel`` and slides the sheet away.
    private func cancel(context: RunContext) {
        guard isOpen else { return }
        onCancel?(context)
        dismiss(context: context)
    }

    // MARK: Layout

    /// The lines of the panel: the top border, the title line, the content, a margin (where the
    /// hint is drawn).
    public var panelHeight: Int { content.preferredHeight(forWidth: max(0, frame.width - 4)) + 3 }

    /// A sheet takes the whole height it is given; it draws its panel at the bottom.
    public func preferredHeight(forWidth width: Int) -> Int { Int(Int32.max) }

    /// The first line of the panel this frame (below the frame when hidden).
    var panelTop: Int {
        let eased = 1 - (1 - progress) * (1 - progress) * (1 - progress)
        return frame.maxY - Int((Double(min(panelHeight, frame.height)) * eased).rounded())
    }

    public func layout() {
        let top = panelTop
        let available = max(0, frame.width - 4)
        // Pickers that know their width sit in the middle of the panel.
        let width = min(available, content.intrinsicWidth ?? available)
        content.frame = Rect(
            x: frame.x + 2 + (available - width) / 2, y: top + 2, width: width,
            height: content.preferredHeight(forWidth: width))
        content.layout()
        let doneWidth = min(doneButton.width, available)
        doneButton.frame = Rect(x: frame.maxX - 2 - doneWidth, y: top + 1, width: doneWidth, height: 1)
        if let cancelButton {
            let cancelWidth = min(cancelButton.width, max(0, available - doneWidth - 1))
            cancelButton.frame = Rect(x: frame.x + 2, y: top + 1, width: cancelWidth, height: 1)
        }
    }

    private func updateFocus() {
        content.isFocused = isFocused && focusedPart == .content
        doneButton.isFocused = isFocused && focusedPart == .done
        cancelButton?.isFocused = isFocused && focusedPart == .cancel
    }

    /// The part Tab moves to: content, Done, Cancel and round (a content that cannot take the
    /// focus is passed over).
    private var nextPart: Part {
        switch focusedPart {
        case .content: return .done
        case .done: return cancelButton != nil ? .cancel : content.canFocus ? .content : .done
        case .cancel: return content.canFocus ? .content : .done
        }
    }

    // MARK: Drawing

    public func render(into screen: inout Screen, theme: Theme) {
        // While it slides, the panel and what it holds reach below the frame: cut them there.
        screen.withClip(frame) { drawPanel(into: &$0, theme: theme) }
    }

    private func drawPanel(into screen: inout Screen, theme: Theme) {
        let top = panelTop
        let panel = Rect(x: frame.x, y: top, width: frame.width, height: frame.maxY - top).intersection(frame)
        guard !panel.isEmpty else { return }
        screen.fill(panel, style: theme.sheet)
        let rule = String(repeating: "─", count: max(0, frame.width - 2))
        screen.put("╭" + rule + "╮", column: frame.x, row: top, limit: frame.width, style: theme.sheet)
        for line in (top + 1)..<max(top + 1, panel.maxY) {
            screen.put("│", column: frame.x, row: line, limit: 1, style: theme.sheet)
            if frame.width > 1 { screen.put("│", column: frame.maxX - 1, row: line, limit: 1, style: theme.sheet) }
        }
        // After Cancel, when there is one; before Done.
        let titleStart = cancelButton.map { $0.frame.maxX + 2 } ?? frame.x + 2
        let titleWidth = max(0, doneButton.frame.x - titleStart - 1)
        if top + 1 < frame.maxY, titleWidth > 0 {
            screen.put(
                title, in: Rect(x: titleStart, y: top + 1, width: titleWidth, height: 1), alignment: .leading,
                style: theme.alertTitle)
        }
        renderChildren(into: &screen, theme: theme)
        let hintRow = panel.maxY - 1
        if let hint, hintRow >= content.frame.maxY, hintRow > top + 1, frame.width > 4 {
            screen.put(
                hint, in: Rect(x: frame.x + 2, y: hintRow, width: frame.width - 4, height: 1), alignment: .center,
                style: theme.hint)
        }
    }

    // MARK: Motion

    public func advance(context: RunContext) -> Bool {
        // Reduced motion: the sheet is open, or gone, in the first frame, without sliding.
        let duration = context.reducesMotion ? 0 : max(slideDuration, 0.001)
        var sliding = false
        switch phase {
        case .hidden, .open:
            break
        case .opening(let start):
            progress = duration == 0 ? 1 : min(1, max(0, (context.now - start) / duration))
            if progress >= 1 { phase = .open } else { sliding = true }
        case .closing(let start, let from):
            progress = duration == 0 ? 0 : max(0, from - max(0, context.now - start) / duration)
            if progress <= 0 { phase = .closed } else { sliding = true }
        case .closed:
            break
        }
        if phase == .closed {
            phase = .hidden
            context.dismiss()
            onDismiss?(context)
            return false
        }
        return content.advance(context: context) || sliding
    }

    /// Settles the content and ends a slide where it was going (a sheet sliding away is removed
    /// at the next frame).
    public func settle(context: RunContext) {
        mouseTarget = nil
        content.settle(context: context)
        switch phase {
        case .opening:
            phase = .open
            progress = 1
        case .closing:
            phase = .closed
            progress = 0
        case .hidden, .open, .closed:
            break
        }
    }

    // MARK: Input

    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        guard isOpen else { return true }
        switch event {
        case .key(.escape, _):
            context.commit { leave(context: context) }
        case .key(.tab, let modifiers):
            if let onFieldStep {
                context.commit { onFieldStep(modifiers.contains(.shift) ? -1 : 1, context) }
                return true
            }
            focusedPart = nextPart
            updateFocus()
        case .key(.enter, _) where focusedPart == .done:
            doneButton.press(context: context)
        case .key(.enter, _) where focusedPart == .cancel:
            cancelButton?.press(context: context)
        case .key, .paste:
            let target: Widget =
                focusedPart == .content ? content : focusedPart == .done ? doneButton : cancelButton ?? doneButton
            if !target.handle(event, context: context), case .key(.enter, _) = event {
                doneButton.press(context: context)
            }
        case .mouse(let mouse):
            handleMouse(event, mouse, context: context)
        case .focus, .cursorPosition:
            return false
        }
        return true
    }

    private func handleMouse(_ event: InputEvent, _ mouse: MouseEvent, context: RunContext) {
        if mouse.action == .drag || mouse.action == .release, let target = mouseTarget {
            _ = target.handle(event, context: context)
            if mouse.action == .release { mouseTarget = nil }
            return
        }
        if mouse.row < panelTop {
            guard mouse.action == .press && mouse.button == .left else { return }
            context.commit {
                if onPressAbove?(mouse.column, mouse.row, context) != true { leave(context: context) }
            }
            return
        }
        for child in children where child.frame.contains(column: mouse.column, row: mouse.row) {
            if child.handle(event, context: context), mouse.action == .press, mouse.button == .left {
                mouseTarget = child
                focusedPart =
                    child === content ? (content.canFocus ? .content : .done) : child === doneButton ? .done : .cancel
                updateFocus()
            }
            return
        }
    }
}
