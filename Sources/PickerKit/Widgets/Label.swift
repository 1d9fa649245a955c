import Terminal

/// A line of text.
@MainActor
public final class Label: Widget {
    /// The text shown (made inert before it reaches the screen).
    public var text: String
    /// Where the text sits in the frame.
    public var alignment: Alignment
    /// A style of its own, or nil for the theme's text style.
    public var style: Style?
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false

    /// Creates a label.
    public init(_ text: String, alignment: Alignment = .leading, style: Style? = nil) {
        self.text = text
        self.alignment = alignment
        self.style = style
    }

    public func render(into screen: inout Screen, theme: Theme) {
        screen.put(text, in: frame, alignment: alignment, style: style ?? theme.text)
    }
}
