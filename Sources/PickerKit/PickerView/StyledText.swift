import Terminal

/// Text in runs of different styles: the picker's analogue of an attributed string.
public struct StyledText: Hashable, Sendable {
    /// One run of text in one style.
    public struct Run: Hashable, Sendable {
        /// The text.
        public var text: String
        /// Its style, laid over the row's own (dimmed by distance, or the band's): its colours where
        /// it sets them, its attributes added; `nil` takes the row's style as it is. On the band, a
        /// text colour with less than 4.5:1 on the band's background gives way to the band's.
        public var style: Style?
        /// Creates a run.
        public init(_ text: String, style: Style? = nil) {
            self.text = text
            self.style = style
        }
    }

    /// The runs, left to right.
    public var runs: [Run]

    /// Creates styled text from runs.
    public init(_ runs: [Run]) { self.runs = runs }

    /// Creates text in one style.
    public init(_ text: String, style: Style? = nil) { runs = [Run(text, style: style)] }

    /// The plain text.
    public var plainText: String {
        var text = ""
        for run in runs { text += run.text }
        return text
    }

    /// Columns the text takes.
    public var displayWidth: Int { runs.reduce(0) { $0 + DisplayWidth.of(InertText.make($1.text)) } }
}
