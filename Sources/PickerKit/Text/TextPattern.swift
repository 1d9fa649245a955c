import Foundation
import Terminal

/// A regular expression a typed text must match as a whole (as an HTML field's `pattern`):
/// `[a-z]+` takes "ada" but not "ada1"; write `.*ada.*` to ask only that "ada" is in it.
///
/// The expression is Swift's `Regex` syntax (Perl- and ICU-like: classes, `\d`, `\w`, `\p{L}`,
/// groups, `{m,n}`), compiled once when the pattern is made; `.` and a class match a whole
/// character (grapheme cluster), as the character limit counts them.
public struct TextPattern: Sendable, Equatable {
    /// The expression as it was written.
    public let source: String
    /// The compiled expression, matched under a lock: a `Regex` is not `Sendable`, and a
    /// pattern is (a form's spec, which holds it, is sent between threads).
    private let compiled: Compiled

    /// Compiles `source`.
    ///
    /// - Throws: ``PromptError`` naming the pattern (made inert) and why it is not an expression.
    public init(_ source: String) throws {
        self.source = source
        do {
            compiled = Compiled(try Regex(source))
        } catch {
            let reason = String(describing: error).split(whereSeparator: \.isNewline).first.map(String.init)
            throw PromptError(
                "the pattern \(InertText.make(source)) is not a regular expression"
                    + (reason.map { ": \(InertText.make($0))" } ?? ""))
        }
    }

    /// Two patterns are equal when they are written alike.
    public static func == (lhs: TextPattern, rhs: TextPattern) -> Bool {
        lhs.source == rhs.source
    }

    /// Whether the whole of `text` matches.
    public func matches(_ text: String) -> Bool {
        compiled.matches(text)
    }

    /// A compiled expression and the lock it is used under.
    private final class Compiled: @unchecked Sendable {
        // `regex` is read only while `lock` is held, so no two threads use it at once.
        private let lock = NSLock()
        private let regex: Regex<AnyRegexOutput>

        init(_ regex: Regex<AnyRegexOutput>) {
            self.regex = regex
        }

        func matches(_ text: String) -> Bool {
            lock.withLock { (try? regex.wholeMatch(in: text)) != nil }
        }
    }
}
