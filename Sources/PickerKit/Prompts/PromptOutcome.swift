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

    /// The exit status the command-line contract gives this outcome: 0, 1, 130 or 124.
    public var exitStatus: Int32 {
        switch self {
        case .answered: 0
        case .cancelled: 1
        case .interrupted: 130
        case .timedOut: 124
        }
    }

    /// The answer, if there is one.
    public var value: Value? {
        if case .answered(let value) = self { return value }
        return nil
    }
}

/// Why a prompt could not run.
public struct PromptError: Error, CustomStringConvertible, Sendable {
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

    /// Creates options.
    public init(
        title: String? = nil, fullscreen: Bool = false, timeout: Double? = nil, showsHints: Bool = true,
        accessible: Bool = false
    ) {
        self.title = title
        self.fullscreen = fullscreen
        self.timeout = timeout
        self.showsHints = showsHints
        self.accessible = accessible
    }
}
