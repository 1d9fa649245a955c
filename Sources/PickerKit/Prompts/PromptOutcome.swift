import Terminal

/// How a prompt ended: with an answer, or as the run ended without one.
///
/// The ending is the run loop's own ``/Terminal/Completion`` — there is one vocabulary for how a run ends,
/// from the loop through the prompts to a command line's exit status:
///
/// ```swift
/// switch try await prompt.run() {
/// case .answered(let value): print(value)
/// case .ended(.timedOut): print("too slow")
/// case .ended: break   // Esc, Ctrl-C, the terminal gone
/// }
/// ```
public enum PromptOutcome<Value: Sendable>: Sendable {
    /// The user answered with Enter.
    case answered(Value)
    /// The run ended without an answer: `Completion.cancelled` (Esc), `Completion.interrupted`
    /// (Ctrl-C, SIGINT), `Completion.timedOut`, `Completion.hungUp` (the terminal went away),
    /// or `Completion.finished` for a program that has nothing to answer and ran to its end (a
    /// gallery that was quit). Never `Completion.failed`: a failed run throws.
    case ended(Completion)

    /// The user pressed Esc.
    public static var cancelled: Self { .ended(.cancelled) }
    /// Ctrl-C, or SIGINT.
    public static var interrupted: Self { .ended(.interrupted) }
    /// The timeout passed.
    public static var timedOut: Self { .ended(.timedOut) }
    /// The terminal went away before an answer.
    public static var hungUp: Self { .ended(.hungUp) }

    /// The outcome of a run that ended with `completion`, where `answer` is what was taken at
    /// Enter: finished with an answer is ``answered(_:)``; finished without one is cancelled.
    ///
    /// - Throws: ``PromptError`` with the message of a run that `Completion.failed`.
    public init(_ completion: Completion, answer: Value?) throws(PromptError) {
        switch completion {
        case .finished: self = answer.map { .answered($0) } ?? .cancelled
        case .failed(let message): throw PromptError(message)
        default: self = .ended(completion)
        }
    }

    /// The answer, if there is one.
    public var value: Value? {
        if case .answered(let value) = self { return value }
        return nil
    }

    /// How the run ended: `Completion.finished` for an answer.
    public var completion: Completion {
        switch self {
        case .answered: .finished
        case .ended(let completion): completion
        }
    }

    /// The outcome after the rule of ``PromptOptions/answersAtTimeout``: a run that timed out is
    /// answered with `shown` (what the prompt shows, as Enter would take it) when `answers` and
    /// there is something to answer; any other outcome is kept.
    package func answeringTimeout(_ answers: Bool, with shown: () -> Value?) -> Self {
        guard answers, case .ended(.timedOut) = self, let value = shown() else { return self }
        return .answered(value)
    }

    /// The same ending with the answer changed by `transform`.
    public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> PromptOutcome<Other> {
        switch self {
        case .answered(let value): .answered(try transform(value))
        case .ended(let completion): .ended(completion)
        }
    }
}

/// Why a prompt could not ask: no terminal (``Reason/noTerminal``), bad input (an empty list, a
/// value that is not there). The message is one line that says what and where. Every prompt
/// throws this and no other error of the library's.
public struct PromptError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What kind of problem it is, for a caller that names the setting behind it (a command line
    /// names its option); most problems are said in full by ``PromptError/description``.
    public enum Reason: Sendable, Equatable {
        /// Said in full by the description.
        case other
        /// An item to start on (or to mark) is not among the items: its bytes, as given.
        case notAnItem([UInt8])
        /// There is no terminal to ask on (the process has no controlling terminal, or it cannot
        /// be put in raw mode): the description says why. A program that can answer without
        /// asking checks `EventLoop.isTerminalAvailable` first.
        case noTerminal
    }

    /// A one-line explanation.
    public let description: String
    /// What kind of problem it is.
    public let reason: Reason

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
        reason = .other
    }

    private init(_ description: String, reason: Reason) {
        self.description = description
        self.reason = reason
    }

    /// An item to start on that is not among the items: `"Yoda" is not one of the items` (bytes
    /// that are not UTF-8 show as U+FFFD).
    public static func notAnItem(_ item: [UInt8]) -> PromptError {
        PromptError("\"\(String(decoding: item, as: UTF8.self))\" is not one of the items", reason: .notAnItem(item))
    }

    /// The terminal could not be used: the terminal's own message ("cannot open the terminal
    /// /dev/tty: No such device or address"), with the reason ``Reason/noTerminal`` — except for a
    /// terminal that another picker is using, which is there: that message has the reason
    /// ``Reason/other``, so nothing takes it for a missing terminal (a default answer).
    package static func noTerminal(_ error: TerminalError) -> PromptError {
        PromptError(error.description, reason: error.reason == .inUse ? .other : .noTerminal)
    }

    /// `body`'s result; a terminal that cannot be used is ``noTerminal(_:)``, so that a prompt
    /// throws only its own error (the run loop's is `TerminalError`).
    package static func mappingNoTerminal<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as TerminalError {
            throw noTerminal(error)
        }
    }
}

/// Options every prompt shares.
public struct PromptOptions: Sendable {
    /// A line above the picker.
    public var title: String?
    /// Use the alternate screen instead of lines below the prompt.
    public var fullscreen: Bool
    /// Seconds before giving up with `.timedOut`.
    public var timeout: Double?
    /// When the ``timeout`` passes, answer what the prompt shows, as Enter would take it (moving
    /// pickers settled first: the item in the band or the marked items, the values on the
    /// wheels, the number under the pointer), instead of ending `.timedOut` — as `gum choose`
    /// does. A prompt that shows nothing to answer (a filter that matches nothing) still ends
    /// `.timedOut`.
    public var answersAtTimeout: Bool
    /// The visible rows of the prompt's wheels as a percentage of the terminal's rows (at least
    /// one row), in place of the prompt's own visible rows, followed as the terminal is resized
    /// (fzf's `--height 40%`); nil for the prompt's own.
    public var heightPercent: Int?
    /// Show the line of key hints below the picker.
    public var showsHints: Bool
    /// Ask with plain lines a screen reader can follow (`LinePrompt`) instead of a wheel.
    public var accessible: Bool
    /// What the terminal can do (colours, Unicode) and the background it draws on; by default
    /// read from the environment. Set `traits.background` to `.dark` or `.light` to choose the
    /// palette's form yourself; nil (the default, unless `COLORFGBG` says) asks the terminal.
    public var traits: TerminalTraits
    /// The look, or nil for the standard one of ``traits`` (`Theme.standard(traits:)`). A theme
    /// from `Theme.named(_:traits:)` or `Theme.parse(_:traits:)` is already fitted to the
    /// terminal, and follows its background when `traits.background` is nil.
    public var theme: Theme?

    /// Creates options; `accessible` defaults to true on a dumb terminal (`TERM=dumb`).
    public init(
        title: String? = nil, fullscreen: Bool = false, timeout: Double? = nil, answersAtTimeout: Bool = false,
        showsHints: Bool = true, accessible: Bool? = nil, traits: TerminalTraits = .current(), theme: Theme? = nil
    ) {
        self.title = title
        self.fullscreen = fullscreen
        self.timeout = timeout
        self.answersAtTimeout = answersAtTimeout
        self.showsHints = showsHints
        self.accessible = accessible ?? traits.isDumb
        self.traits = traits
        self.theme = theme
    }
}
