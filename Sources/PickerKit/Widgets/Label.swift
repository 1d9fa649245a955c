import Terminal

/// A line of text.
@MainActor
public final class Label: Widget {
    /// The text shown (made inert before it reaches the screen).
    public var text: String {
        // Compared byte by byte: a hint line set afresh on every frame is then one pass over its
        // bytes, not Unicode's comparison of canonically equivalent text, and text that is
        // equivalent but spelled otherwise is measured again as it should be.
        didSet {
            if text.utf8.count != oldValue.utf8.count || !text.utf8.elementsEqual(oldValue.utf8) { prepared = nil }
        }
    }
    /// The text measured once for all frames until it changes.
    private var prepared: PreparedText?
    /// Where the text sits in the frame.
    public var alignment: Alignment
    /// A style of its own, or nil for the theme's style named by ``themeStyle``.
    public var style: Style?
    /// The theme's style the label is drawn in when it has no ``style`` of its own: the text
    /// style by default (a hint line uses `\.hint`; a key path literal serves as the function).
    public var themeStyle: @MainActor (Theme) -> Style = { $0.text }
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false

    /// Creates a label, in `style` or else in the theme's style named by `themeStyle`.
    public init(
        _ text: String, alignment: Alignment = .leading, style: Style? = nil,
        themeStyle: @escaping @MainActor (Theme) -> Style = { $0.text }
    ) {
        self.text = text
        self.alignment = alignment
        self.style = style
        self.themeStyle = themeStyle
    }

    public func render(into screen: inout Screen, theme: Theme) {
        let shown = prepared ?? PreparedText(text)
        prepared = shown
        screen.put(shown, in: frame, alignment: alignment, style: style ?? themeStyle(theme))
    }
}
