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
            if !Self.sameBytes(text, oldValue) { prepared = nil }
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

    /// Whether two texts are spelled in the same bytes. A hint line is set on every frame, mostly
    /// to the very string it holds: two strings of the same bits (the same storage, or the same
    /// small string) answer at once, as `Cell.sameText` does for cells; others are compared a byte
    /// at a time.
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        if unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self) { return true }
        guard a.utf8.count == b.utf8.count else { return false }
        var other = b.utf8.makeIterator()
        for byte in a.utf8 where other.next() != byte { return false }
        return true
    }

    public func render(into screen: inout Screen, theme: Theme) {
        let shown = prepared ?? PreparedText(text)
        prepared = shown
        screen.put(shown, in: frame, alignment: alignment, style: style ?? themeStyle(theme))
    }
}
