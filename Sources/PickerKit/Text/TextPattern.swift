import Terminal

/// A regular expression a typed text must match as a whole (as an HTML field's `pattern`):
/// `[a-z]+` takes "ada" but not "ada1"; write `.*ada.*` to ask only that "ada" is in it.
///
/// The expression is Swift's `Regex` syntax (Perl- and ICU-like: classes, `\d`, `\w`, `\p{L}`,
/// groups, `{m,n}`), compiled once when the pattern is made; `.` and a class match a whole
/// character (grapheme cluster), as the character limit counts them.
public struct TextPattern {
    /// The expression as it was written.
    public let source: String
    /// The compiled expression.
    private let regex: Regex<AnyRegexOutput>

    /// Compiles `source`.
    ///
    /// - Throws: ``PromptError`` naming the pattern (made inert) and why it is not an expression.
    public init(_ source: String) throws {
        self.source = source
        do {
            regex = try Regex(source)
        } catch {
            let reason = String(describing: error).split(whereSeparator: \.isNewline).first.map(String.init)
            throw PromptError(
                "the pattern \(InertText.make(source)) is not a regular expression"
                    + (reason.map { ": \(InertText.make($0))" } ?? ""))
        }
    }

    /// Whether the whole of `text` matches.
    public func matches(_ text: String) -> Bool {
        (try? regex.wholeMatch(in: text)) != nil
    }
}
