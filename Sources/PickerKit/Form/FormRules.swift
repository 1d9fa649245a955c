/// What the text of a text field of a ``Form`` must be: the parts of ``TextRules`` that a form's
/// spec can hold (a value, sent between threads), checked in the same order with the same
/// messages.
///
/// A field's ``FormField/isRequired`` stands for ``TextRules/isRequired``. The ``command`` runs
/// off the main actor when the row is committed and at Submit, as `picker input --validate`'s
/// does (``TextRules/command``); ``problem(with:isRequired:)`` checks everything else.
public struct FormRules: Sendable, Equatable {
    /// The expression the whole text must match, when not empty.
    public var pattern: TextPattern?
    /// The fewest characters a text that is not empty must have, or nil for none.
    public var minimumLength: Int?
    /// The most characters a text may have, or nil for none.
    public var maximumLength: Int?
    /// A shell command judging the text (``TextRules/command``): status 0 accepts, another
    /// refuses with the first line of its standard error as the message.
    public var command: String?

    /// Rules for a text; with none given, every text is taken.
    public init(
        pattern: TextPattern? = nil, minimumLength: Int? = nil, maximumLength: Int? = nil, command: String? = nil
    ) {
        self.pattern = pattern
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
        self.command = command
    }

    /// Whether there is no rule at all.
    public var isEmpty: Bool {
        pattern == nil && minimumLength == nil && maximumLength == nil && command == nil
    }

    /// The same rules as the text prompts take them.
    public func textRules(isRequired: Bool) -> TextRules {
        TextRules(
            isRequired: isRequired, pattern: pattern, minimumLength: minimumLength, maximumLength: maximumLength,
            command: command)
    }

    /// Why `text` is refused by every rule but ``command`` (the message shown under the row), or
    /// nil when it keeps them.
    public func problem(with text: String, isRequired: Bool) -> String? {
        TextRules.problem(
            with: text, isRequired: isRequired, pattern: pattern, minimumLength: minimumLength,
            maximumLength: maximumLength)
    }
}
