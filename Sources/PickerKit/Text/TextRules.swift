import Terminal

/// What a typed text must be before a text prompt takes it (``InputPrompt``, ``WritePrompt``):
/// the answer is refused — Enter (Ctrl-D in an area) does nothing but show why, under the field —
/// until the text keeps every rule.
///
/// ```swift
/// var rules = TextRules(isRequired: true, pattern: try TextPattern("[a-z][a-z0-9-]*"), maximumLength: 32)
/// rules.check = { $0.hasPrefix("-") ? "A name cannot start with a hyphen." : nil }
/// let name = try await InputPrompt(placeholder: "Host name", rules: rules).run().value
/// ```
///
/// The rules are checked in order — required, the lengths, the pattern, ``check``, ``command`` —
/// and the first broken one gives the message. As for an HTML field, an empty text passes the
/// lengths and the pattern (a field may be left empty unless it is required); ``check`` and
/// ``command`` see every text. Lengths count characters (grapheme clusters), as the character
/// limit does: "é" typed as "e" and an accent is one.
public struct TextRules {
    /// Whether an empty text, or one of only blanks, is refused.
    public var isRequired: Bool
    /// The expression the whole text must match, when not empty.
    public var pattern: TextPattern?
    /// The fewest characters a text that is not empty must have, or nil for none.
    public var minimumLength: Int?
    /// The most characters a text may have, or nil for none.
    public var maximumLength: Int?
    /// Your own rule, run on the main actor at a commit and, while a reason is shown, after each
    /// edit (so the reason follows the text): the message to show, or nil to accept. Keep it
    /// quick (it runs between two frames); slow checks belong in ``command``.
    public var check: (@MainActor (String) -> String?)?
    /// A shell command (`/bin/sh -c`) that judges the text, run off the main actor with the text
    /// on its standard input: status 0 accepts, any other refuses with the first line of its
    /// standard error as the message. It runs once a text keeps every other rule, when the user
    /// commits; the prompt shows that it is checking, and a command that has not answered within
    /// ``commandTimeLimit`` is ended and the text refused.
    public var command: String?

    /// How long a ``command`` may take before it is ended and the text refused (seconds).
    public static let commandTimeLimit = 10.0

    /// Rules for a text; with none given, every text is taken.
    public init(
        isRequired: Bool = false, pattern: TextPattern? = nil, minimumLength: Int? = nil,
        maximumLength: Int? = nil, check: (@MainActor (String) -> String?)? = nil, command: String? = nil
    ) {
        self.isRequired = isRequired
        self.pattern = pattern
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
        self.check = check
        self.command = command
    }

    /// Whether there is no rule at all.
    public var isEmpty: Bool {
        !isRequired && pattern == nil && minimumLength == nil && maximumLength == nil && check == nil
            && command == nil
    }

    /// Why `text` is refused by every rule but ``command`` (the message shown), or nil when it
    /// keeps them.
    @MainActor
    public func problem(with text: String) -> String? {
        if let problem = Self.problem(
            with: text, isRequired: isRequired, pattern: pattern, minimumLength: minimumLength,
            maximumLength: maximumLength)
        {
            return problem
        }
        return check?(text)
    }

    /// Why `text` breaks the rules that need neither the main actor nor a command (required, the
    /// lengths, the pattern), or nil: shared by ``problem(with:)`` and ``FormRules``.
    static func problem(
        with text: String, isRequired: Bool, pattern: TextPattern?, minimumLength: Int?, maximumLength: Int?
    ) -> String? {
        if text.isEmpty || text.allSatisfy(\.isWhitespace) {
            if isRequired { return "An answer is required." }
        }
        if !text.isEmpty {
            let count = text.count
            if let minimumLength, count < minimumLength {
                return "Give at least \(Self.characters(minimumLength)) (this is \(count))."
            }
            if let maximumLength, count > maximumLength {
                return "Give at most \(Self.characters(maximumLength)) (this is \(count))."
            }
            if let pattern, !pattern.matches(text) {
                return "The text must match \(InertText.make(pattern.source))."
            }
        }
        return nil
    }

    /// Why every rule, ``command`` included, refuses `text`, or nil when it keeps them: for a text
    /// nobody types (a default given without a terminal). The command is run and waited for, at
    /// most ``commandTimeLimit``: this blocks, so call it outside a running prompt.
    @MainActor
    public func judge(_ text: String) -> String? {
        TextValidation(rules: self).judgeWaiting(text)
    }

    /// Refuses lengths no text could keep: a negative one, a minimum above the maximum, or a
    /// minimum above `characterLimit` (the most that can be typed).
    ///
    /// - Throws: ``PromptError`` saying which.
    public func checkLengths(characterLimit: Int? = nil) throws {
        for (name, length) in [("minimum", minimumLength), ("maximum", maximumLength)] {
            if let length, length < 0 { throw PromptError("the \(name) length is \(length): give 0 or more") }
        }
        if let minimumLength, let maximumLength, minimumLength > maximumLength {
            throw PromptError(
                "the minimum length \(minimumLength) is more than the maximum length \(maximumLength)")
        }
        if let minimumLength, let characterLimit, minimumLength > characterLimit {
            throw PromptError(
                "the minimum length \(minimumLength) is more than the character limit \(characterLimit)")
        }
    }

    /// "1 character", "3 characters".
    private static func characters(_ count: Int) -> String {
        count == 1 ? "1 character" : "\(count) characters"
    }
}
