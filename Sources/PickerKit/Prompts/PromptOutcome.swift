import Terminal

/// How a prompt ended.
public enum PromptOutcome<Value: Sendable>: Sendable {
    /// The user answered with Enter.
    case answered(Value)
    /// The user pressed Esc.
    case cancelled
    /// Ctrl-C, or SIGINT.
    case interrupted
    /// The timeout passed.
    case timedOut
    /// The terminal went away before an answer.
    case hungUp

    /// The answer, if there is one.
    public var value: Value? {
        if case .answered(let value) = self { return value }
        return nil
    }

    /// The same ending with the answer changed by `transform`.
    public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> PromptOutcome<Other> {
        switch self {
        case .answered(let value): .answered(try transform(value))
        case .cancelled: .cancelled
        case .interrupted: .interrupted
        case .timedOut: .timedOut
        case .hungUp: .hungUp
        }
    }
}

/// Why a prompt could not ask: no terminal, bad input (an empty list, a value that is not
/// there). The message is one line that says what and where.
public struct PromptError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A one-line explanation.
    public let description: String
    /// Creates an error.
    public init(_ description: String) { self.description = description }
}

/// Options every prompt shares.
public struct PromptOptions: Sendable {
    /// A line above the picker.
    public var title: String?
    /// Use the alternate screen instead of lines below the prompt.
    public var fullscreen: Bool
    /// Seconds before giving up with `.timedOut`.
    public var timeout: Double?
    /// Show the line of key hints below the picker.
    public var showsHints: Bool
    /// Ask with plain lines a screen reader can follow (`LinePrompt`) instead of a wheel.
    public var accessible: Bool
    /// What the terminal can do (colours, Unicode); by default read from the environment.
    public var traits: TerminalTraits

    /// Creates options; `accessible` defaults to true on a dumb terminal (`TERM=dumb`).
    public init(
        title: String? = nil, fullscreen: Bool = false, timeout: Double? = nil, showsHints: Bool = true,
        accessible: Bool? = nil, traits: TerminalTraits = .current()
    ) {
        self.title = title
        self.fullscreen = fullscreen
        self.timeout = timeout
        self.showsHints = showsHints
        self.accessible = accessible ?? traits.isDumb
        self.traits = traits
    }
}
