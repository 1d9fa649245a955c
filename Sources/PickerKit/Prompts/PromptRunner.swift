import Terminal

/// Runs one widget as a prompt: title above, key hints below, Enter answers, Esc cancels,
/// Ctrl-C interrupts, and the terminal is handed back before it returns.
@MainActor
enum PromptRunner {
    /// Runs `body`; `answer` is asked when Enter is pressed and may refuse (return false) while
    /// there is nothing to answer yet. `prepare` may add readers to the loop.
    static func run(
        body: Widget, hint: String, options: PromptOptions,
        prepare: (EventLoop, WidgetProgram) -> Void = { _, _ in },
        answer: @escaping () -> Bool
    ) throws -> Int32 {
        let colors = ColorSupport.detect(environment: EventLoop.environment())
        let layout = PromptLayout(title: options.title, body: body, hint: options.showsHints ? hint : nil)
        let program = WidgetProgram(root: layout, theme: .standard(colors: colors)) { columns, _ in
            layout.preferredHeight(forWidth: columns)
        }
        program.onUnhandledKey = { [unowned program] key, modifiers in
            switch key {
            case .enter:
                if answer() { program.exitStatus = 0 }
                return true
            case .escape:
                program.exitStatus = 1
                return true
            default:
                return false
            }
        }
        let loop = EventLoop(
            options: EventLoopOptions(fullscreen: options.fullscreen, timeout: options.timeout, colors: colors))
        prepare(loop, program)
        return try loop.run(program)
    }

    /// The outcome for an exit status, with `value` when answered.
    static func outcome<Value>(_ status: Int32, _ value: () -> Value?) -> PromptOutcome<Value> {
        switch status {
        case 0: value().map { .answered($0) } ?? .cancelled
        case EventLoop.timedOutStatus: .timedOut
        case EventLoop.interruptedStatus: .interrupted
        default: .cancelled
        }
    }
}
