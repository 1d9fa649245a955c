/// Texts offered while a line is typed, as a shell's autosuggestions offer them: the rest of the
/// first one that starts with the text typed is drawn dimmed after the cursor, Tab (or Right at
/// the end of the text) takes it, and Up and Down (Ctrl-P, Ctrl-N) show the others that start
/// the same way.
///
/// ```swift
/// var prompt = InputPrompt(placeholder: "Branch")
/// prompt.suggestions = TextSuggestions(["main", "release/1.0", "release/1.1"])
/// // or from a command, run again as the text changes ({q} is the text typed, quoted):
/// prompt.suggestions = TextSuggestions(command: try PreviewTemplate(parsing: "git branch --list {q}'*'"))
/// ```
///
/// A suggestion matches when it starts with the text typed, letters compared without their case
/// (grapheme by grapheme, so "é" typed matches "É"), and is longer than it: taking it gives the
/// suggestion as it is written, its case included. The ``candidates`` come first, in their order,
/// then the lines the ``command`` printed; a text offered twice is offered once.
///
/// The ``command`` (`/bin/sh -c`) runs off the main actor in a session of its own, as a preview
/// does (ended with the prompt), its standard output read as one suggestion a line (its standard
/// error is dropped). A command that names `{q}` runs again each time the text changes, the one
/// before it ended, and an answer for a text that has since changed is dropped: typing never
/// waits for it. One that does not name `{q}` runs once. The suggestions are the user's text and
/// are drawn inert.
public struct TextSuggestions: Sendable, Equatable {
    /// Suggestions given up front.
    public var candidates: [String]
    /// A command whose output lines are suggestions (`{q}` the text typed), or nil for none. Of
    /// ``PreviewTemplate``'s placeholders only `{q}` has a meaning here: the others stand for no
    /// item (`''`).
    public var command: PreviewTemplate?

    /// The most lines of a command's output taken as suggestions.
    public static let maximumCommandLines = 1000
    /// How long the accessible form waits for a ``command`` to list its suggestions (seconds).
    public static let lineFormWait = 2.0

    /// Suggestions from `candidates` and, when given, the lines `command` prints.
    public init(_ candidates: [String] = [], command: PreviewTemplate? = nil) {
        self.candidates = candidates
        self.command = command
    }

    /// Whether nothing is ever suggested.
    public var isEmpty: Bool { candidates.isEmpty && command == nil }

    /// Whether `candidate` is offered for `text`: it is longer, and starts with `text` (letters
    /// compared without their case).
    public static func offers(_ candidate: String, for text: String) -> Bool {
        var typed = text.makeIterator()
        for character in candidate {
            guard let next = typed.next() else { return true }
            if character != next && character.lowercased() != next.lowercased() { return false }
        }
        // The candidate ended first, or at the same grapheme as the text: nothing is left to offer.
        return false
    }

    /// The suggestions in a command's output: its lines (a carriage return before a line break
    /// dropped), blank lines left out, at most ``maximumCommandLines``.
    static func lines(of output: [UInt8]) -> [String] {
        var lines: [String] = []
        for line in output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            var bytes = line[...]
            if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
            let text = String(decoding: bytes, as: UTF8.self)
            guard !text.allSatisfy(\.isWhitespace) else { continue }
            lines.append(text)
            if lines.count == maximumCommandLines { break }
        }
        return lines
    }
}
