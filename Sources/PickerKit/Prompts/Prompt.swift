import Terminal

/// Puts any widget on screen as a prompt — a title above, key hints below, Enter to answer, Esc
/// to cancel, Ctrl-C to interrupt, inline below the shell prompt or full screen — and gives the
/// terminal back before it returns. A library user with their own data source writes no loop.
///
/// ```swift
/// let picker = PickerView()
/// picker.dataSource = source
/// picker.delegate = source
/// let outcome = try await Prompt(picker, options: PromptOptions(title: "Your sandwich")) {
///     (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) }
/// }.run()
/// ```
///
/// Enter is a commit: every moving picker is settled, and its `didSelectRow` delivered, before
/// `answer` is asked. `answer` may return nil to refuse Enter while there is nothing to answer.
/// A body may also end the prompt itself, with `context.commit { context.finish(.finished) }`
/// (a confirm's y key, a text area's Ctrl-D): `answer` is asked then.
///
/// Like every prompt, it lives on the main actor, with the widget it shows: make and run it from
/// `@MainActor` code. The top level of `main.swift` is; elsewhere, mark the function
/// `@MainActor`, or make and set up the prompt inside `await MainActor.run { … }` and then
/// `await` its `run()`. In a plain `async` function the compiler refuses each initializer ("main
/// actor-isolated initializer 'init(_:options:hint:answer:)' cannot be called from outside of
/// the actor") and each property set. The Getting Started article shows both fixes.
@MainActor
public struct Prompt<Answer: Sendable> {
    /// The widget in the middle.
    public var body: Widget
    /// Title, placement, timeout, hints.
    public var options: PromptOptions
    /// The key hints shown below (when `options.showsHints`); with a timeout, the seconds left
    /// follow them. By default, what the body's keys do: a picker's wheel (`←→ column` for
    /// several components), a mini picker's ribbons, a date picker's, a calendar's, a ruler's, a
    /// text field's …, then Enter and Esc; a body of another kind (a ``Label``, a widget of your
    /// own) gets `enter choose · esc cancel` only — give its keys here.
    public var hint: String {
        didSet { usesBodyHint = false }
    }
    /// Whether ``hint`` is the default, fitted again to the body when the prompt runs (a
    /// picker's components may change after the prompt is made).
    private var usesBodyHint: Bool
    /// A line drawn just above the body, as wide as it: a picker's column labels
    /// (`PickerColumnHeaders`).
    public var header: Widget?
    /// Reads the answer when Enter is pressed; nil refuses the Enter.
    public var answer: @MainActor () -> Answer?
    /// Called once before the first frame, with the run's context (to watch a descriptor, say).
    public var onStart: (@MainActor (RunContext) -> Void)?
    /// When set, gives the hints for each frame instead of ``hint`` (for a body with modes).
    public var hintForFrame: (@MainActor () -> String)?
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system
    /// Where the title stands on its line: `.trailing` for a right-to-left body.
    public var titleAlignment = Alignment.leading
    /// Whether the prompt is mirrored, as iOS mirrors a right-to-left screen: the body (and the
    /// header over it) keeps to the right edge, and the title and the hints align right. A
    /// right-to-left date picker's prompt is (Arabic, Hebrew, Persian, Urdu).
    public var isRightToLeft = false

    /// Creates a prompt around `body`.
    public init(
        _ body: Widget, options: PromptOptions = PromptOptions(), hint: String? = nil,
        answer: @escaping @MainActor () -> Answer?
    ) {
        self.body = body
        self.options = options
        self.hint = hint ?? PromptHints.forBody(body, traits: options.traits)
        usesBodyHint = hint == nil
        self.answer = answer
    }

    /// Shows the prompt and blocks until it ends. With ``PromptOptions/accessible`` a body that
    /// has a ``Widget/lineForm`` is asked in plain lines instead (a `PickerView` a component at a
    /// time, by its labels).
    ///
    /// - Throws: ``PromptError`` with the reason `noTerminal` when there is no terminal to ask on.
    public func runBlocking() throws -> PromptOutcome<Answer> {
        if options.accessible, let form = body.lineForm { return try runLines(form) }
        let (program, loop, result) = prepare()
        let completion = try PromptError.mappingNoTerminal { try loop.runBlocking(program) }
        return try outcome(completion, result, program)
    }

    /// Shows the prompt and waits until it ends, leaving the main actor free for other tasks (a
    /// `for await` over a picker's `selections`).
    ///
    /// - Throws: ``PromptError`` with the reason `noTerminal` when there is no terminal to ask on.
    public func run() async throws -> PromptOutcome<Answer> {
        if options.accessible, let form = body.lineForm { return try runLines(form) }
        let (program, loop, result) = prepare()
        let completion: Completion
        do {
            completion = try await loop.run(program)
        } catch let error as TerminalError {
            throw PromptError.noTerminal(error)
        }
        return try outcome(completion, result, program)
    }

    /// The accessible form: the title, then the body's questions, then the answer read as Enter
    /// would read it.
    private func runLines(_ form: LineForm) throws -> PromptOutcome<Answer> {
        let loop = EventLoop(options: EventLoopOptions(timeout: options.timeout, traits: options.traits), host: host)
        var lines = LinePrompt(session: try PromptError.mappingNoTerminal { try loop.openLines() })
        lines.showsHints = options.showsHints
        defer { lines.close() }
        if let title = options.title { lines.say(title) }
        switch form.ask(lines) {
        case .answered: return answer().map { .answered($0) } ?? .cancelled
        case .ended(let completion):
            return PromptOutcome.ended(completion).answeringTimeout(options.answersAtTimeout, with: answer)
        }
    }

    /// Holds the answer taken at Enter.
    private final class AnswerBox {
        var value: Answer?
    }

    private func prepare() -> (WidgetProgram, EventLoop, AnswerBox) {
        // A picker is shown as wide as its content.
        if let picker = body as? PickerView { picker.sizesComponentsToContent = true }
        let hint = usesBodyHint ? PromptHints.forBody(body, traits: options.traits) : self.hint
        // Without hints, a timeout's count still shows: after the title, on a choose view's query
        // line, else on a hint line of its own.
        let countsAlone = options.timeout != nil && options.title == nil && !(body is ChooseView)
        let layout = PromptLayout(
            title: options.title, header: header, body: body,
            hint: options.showsHints ? hint : countsAlone ? "" : nil)
        layout.hintForFrame = options.showsHints ? hintForFrame : nil
        layout.separator = options.traits.usesUnicode ? " · " : " - "
        layout.isRightToLeft = isRightToLeft
        layout.title?.alignment = isRightToLeft ? .trailing : titleAlignment
        if isRightToLeft { layout.hint?.alignment = .trailing }
        let body = self.body
        let percent = options.heightPercent
        let theme = options.theme ?? .standard(traits: options.traits)
        let program = WidgetProgram(root: layout, theme: theme) {
            columns, rows in
            if let percent { Self.fitWheels(body, rows: max(1, rows * min(100, max(0, percent)) / 100)) }
            return layout.preferredHeight(forWidth: columns)
        }
        let result = AnswerBox()
        let answer = self.answer
        program.onUnhandledKey = { key, _, context in
            switch key {
            case .enter:
                context.commit {
                    guard let value = answer() else { return }
                    result.value = value
                    context.finish(.finished)
                }
                return true
            case .escape:
                context.finish(.cancelled)
                return true
            default:
                return false
            }
        }
        let onStart = self.onStart
        program.onStart = { context in
            onStart?(context)
            if let deadline = context.deadline { Self.countDown(layout, deadline: deadline, context: context) }
        }
        let loop = EventLoop(
            options: EventLoopOptions(
                fullscreen: options.fullscreen, timeout: options.timeout, traits: options.traits,
                asksBackground: theme.followsBackground),
            host: host)
        return (program, loop, result)
    }

    /// Shows the whole seconds left before the timeout after the hints, whichever the frame shows
    /// (or where ``PromptLayout/timeLeft`` says without them), and again each time the count
    /// changes: the time is the run's, from a timer of the context, never a clock.
    static func countDown(_ layout: PromptLayout, deadline: Double, context: RunContext) {
        let left = max(0, deadline - context.now)
        let seconds = Int(left.rounded(.up))
        layout.timeLeft = Self.timeLeft(seconds) + " left"
        guard seconds > 0 else { return }
        // The next change: when the time left drops to the whole second below.
        context.after(left - Double(seconds - 1)) {
            countDown(layout, deadline: deadline, context: context)
        }
    }

    /// Gives every wheel in `widget` `rows` visible rows (``PromptOptions/heightPercent`` of the
    /// terminal's), changing only those that differ.
    static func fitWheels(_ widget: Widget, rows: Int) {
        switch widget {
        case let picker as PickerView where picker.visibleRows != rows: picker.visibleRows = rows
        case let picker as DatePicker where picker.visibleRows != rows: picker.visibleRows = rows
        case let choose as ChooseView: fitWheels(choose.picker, rows: rows)
        case let previewed as FilePreviewView: fitWheels(previewed.browser, rows: rows)
        case is PickerView, is DatePicker: break
        default: for child in widget.children { fitWheels(child, rows: rows) }
        }
    }

    /// Whole seconds as the hint shows them: "42s", "1:09", "1:00:00".
    static func timeLeft(_ seconds: Int) -> String {
        guard seconds >= 60 else { return "\(seconds)s" }
        let twoDigits = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        let (hours, minutes) = (seconds / 3600, seconds / 60 % 60)
        let clock = hours > 0 ? "\(hours):\(twoDigits(minutes))" : "\(minutes)"
        return clock + ":" + twoDigits(seconds % 60)
    }

    private func outcome(_ completion: Completion, _ result: AnswerBox, _ program: WidgetProgram) throws
        -> PromptOutcome<Answer>
    {
        // A body may end the run itself (a confirm's y key, a text area's Ctrl-D): the answer is
        // read then.
        let value = completion == .finished ? (result.value ?? answer()) : result.value
        return try PromptOutcome(completion, answer: value).answeringTimeout(options.answersAtTimeout) {
            // As at Enter: what still moves comes to rest first (the run is over: nothing is drawn).
            program.settle(context: RunContext())
            return answer()
        }
    }
}

/// The key hints shown below a prompt, in Unicode arrows or, where the locale is not UTF-8,
/// in ASCII.
public enum PromptHints {
    /// The hints of a wheel with `columns` columns (type-ahead mentioned for one column).
    public static func wheel(columns: Int, traits: TerminalTraits) -> String {
        let unicode = traits.usesUnicode
        var parts = [unicode ? "↑↓ move" : "up/down move"]
        if columns > 1 { parts.append(unicode ? "←→ column" : "left/right column") }
        if columns == 1 { parts.append("type to jump") }
        parts += ["enter choose", "esc cancel"]
        return line(parts, traits: traits)
    }

    /// The hints of `picker choose`: typing searches (jump or filter; Ctrl-F switches), Tab marks
    /// when several items may be chosen, and `previewKey` (as named, `alt-p`) shows or hides a
    /// preview when there is one.
    public static func choose(
        filtering: Bool, multiple: Bool, previewKey: String? = nil, traits: TerminalTraits
    ) -> String {
        let unicode = traits.usesUnicode
        var parts = [unicode ? "↑↓ move" : "up/down move"]
        parts.append(filtering ? "type to filter" : "type to jump")
        parts.append(filtering ? "^F jump" : "^F filter")
        if multiple { parts.append("tab mark") }
        if let previewKey { parts.append(previewKey + " preview") }
        parts += ["enter choose", "esc cancel"]
        return line(parts, traits: traits)
    }

    /// A line of hints: `parts` separated by " · ", or " - " where the terminal has no Unicode.
    public static func line(_ parts: [String], traits: TerminalTraits) -> String {
        joined(parts, traits.usesUnicode ? " · " : " - ")
    }

    /// `parts` with `separator` between them.
    static func joined(_ parts: [String], _ separator: String) -> String {
        var text = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }
}
