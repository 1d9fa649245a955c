import PickerKit

/// A line of text, as UIKit's label: `text`, `textAlignment`, `textColor` and `font` (bold from
/// `.semibold` up, italic for an italic font). Drawn by PickerKit's ``Label``.
@MainActor
open class UILabel: UIView {
    /// The text; nil shows nothing.
    open var text: String? {
        didSet {
            label.text = text ?? ""
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// Where the text sits.
    open var textAlignment = NSTextAlignment.natural {
        didSet { label.alignment = textAlignment.terminal }
    }
    /// The colour of the text; nil takes the theme's.
    open var textColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// The font: bold or not.
    open var font: UIFont? {
        didSet { setNeedsDisplay() }
    }
    /// Whether the font shrinks to fit the text in the label's width (false by default). Kept,
    /// as UIKit code sets it, but a terminal draws all text in its one size of cell: the text is
    /// drawn as it is without it, cut at the label's width.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font's size that shrinking to fit may reach (0 by default).
    /// Kept; nothing shrinks on a terminal (see ``adjustsFontSizeToFitWidth``).
    open var minimumScaleFactor: CGFloat = 0
    private let label = Label("")

    /// Creates a label at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a label as a storyboard does (the coder is not read).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var content: Widget? { label }

    override func contentTheme(_ theme: Theme) -> Theme {
        var style = theme.text
        style.attributes.subtract([.bold, .italic])
        style.attributes.formUnion(font?.attributes ?? [])
        if let color = textColor?.terminalColor, theme.usesColor { style.foreground = color }
        label.style = style
        return theme
    }

    override func drawContent(in rect: Rect, into screen: inout Screen, style: Style, theme: Theme) {
        _ = contentTheme(theme)
        super.drawContent(in: rect, into: &screen, style: style, theme: theme)
    }

    /// The width of the text and one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        TerminalPoints.size(columns: DisplayWidth.of(InertText.make(text ?? "")), lines: 1)
    }

    /// The width of the text and one line.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
