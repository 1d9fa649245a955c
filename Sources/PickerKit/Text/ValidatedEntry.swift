import Terminal

/// A ``TextField`` or ``TextArea`` with its ``TextRules``: the entry, and under it a line that
/// says why the text was refused, or that the rule command is checking it. It takes the focus
/// in the entry's place and hands it every event, except the commit (a field's Enter, an area's
/// Ctrl-D or Alt-Enter), which it lets through only for a text the rules take.
@MainActor
package final class ValidatedEntry: Widget {
    /// The field or area.
    package let entry: Widget
    /// The rules' state.
    package let validation: TextValidation
    /// A line said before the question in the accessible form (the prompt's header), if any.
    package var spokenHeader: String?
    /// Whether the terminal shows Unicode ("checking…"; else "checking...").
    package var usesUnicode = true
    package var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    package var isHidden = false
    package var isFocused = false {
        didSet { entry.isFocused = isFocused }
    }
    package var canFocus: Bool { !isHidden }
    /// The entry's text.
    private let readText: @MainActor () -> String
    /// Whether Enter commits (a field; an area commits through its `onFinish`).
    private let commitsOnEnter: Bool
    /// Asks in lines, with the rules.
    private let askInLines: @MainActor (LinePrompt, @escaping (String) -> String?) -> PromptOutcome<Void>
    /// Whether a line is kept under the entry for the message (there are rules).
    private var showsMessage: Bool { !validation.rules.isEmpty }

    /// A field checked by `validation`.
    package init(field: TextField, validation: TextValidation) {
        entry = field
        self.validation = validation
        readText = { [unowned field] in field.text }
        commitsOnEnter = true
        askInLines = { [unowned field] lines, problem in field.askInLines(lines, problem: problem) }
        let onChange = field.onChange
        field.onChange = { [unowned validation] text in
            validation.edited(text)
            onChange?(text)
        }
    }

    /// An area checked by `validation`.
    package init(area: TextArea, validation: TextValidation) {
        entry = area
        self.validation = validation
        readText = { [unowned area] in area.text }
        commitsOnEnter = false
        askInLines = { [unowned area] lines, problem in area.askInLines(lines, problem: problem) }
        let onChange = area.onChange
        area.onChange = { [unowned validation] text in
            validation.edited(text)
            onChange?(text)
        }
        let finish: @MainActor (RunContext) -> Void = { context in context.commit { context.finish(.finished) } }
        area.onFinish = { [unowned area, unowned validation] context in
            if validation.commit(area.text, context: context, finish: finish) { finish(context) }
        }
    }

    /// The text when it may be the answer now (see ``TextValidation/answer(_:)``).
    package var answer: String? { validation.answer(readText()) }

    /// What the line under the entry says: why the text was refused, or that it is being checked.
    package var messageText: String? {
        if validation.isChecking { return usesUnicode ? "checking…" : "checking..." }
        return validation.message
    }

    // MARK: Layout and drawing

    package var intrinsicWidth: Int? { entry.intrinsicWidth }

    package func preferredHeight(forWidth width: Int) -> Int {
        entry.preferredHeight(forWidth: width) + (showsMessage ? 1 : 0)
    }

    package func layout() {
        // The entry keeps at least a line; the message gives way first.
        let messageRows = showsMessage && frame.height > 1 ? 1 : 0
        entry.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height - messageRows)
        entry.layout()
    }

    package func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        screen.withClip(entry.frame) { entry.render(into: &$0, theme: theme) }
        guard showsMessage, frame.height > 1, let text = messageText else { return }
        screen.put(
            text, column: frame.x, row: frame.maxY - 1, limit: frame.width,
            style: validation.isChecking ? theme.hint : theme.accent)
    }

    // MARK: Input

    package func handle(_ event: InputEvent, context: RunContext) -> Bool {
        if commitsOnEnter, case .key(.enter, let modifiers) = event, modifiers.isEmpty {
            // Let the prompt take a text the rules accept; hold any other back.
            return !validation.commit(readText(), context: context) { context in
                context.commit { context.finish(.finished) }
            }
        }
        return entry.handle(event, context: context)
    }

    package func advance(context: RunContext) -> Bool { entry.advance(context: context) }

    package func settle(context: RunContext) { entry.settle(context: context) }

    package var lineForm: LineForm? {
        LineForm { [self] lines in
            if let spokenHeader { lines.say(spokenHeader) }
            return askInLines(lines) { [validation] in validation.judgeWaiting($0) }
        }
    }
}
