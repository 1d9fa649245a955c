import PickerKit

/// A picture for the terminal: lines of text (block characters, say) in one colour.
///
/// `UIImage(named:)` reads `NAME.txt` from `Bundle.main` (the app's resources): the
/// lines of the picture, and, when the first line is a colour such as `#E62828`, its colour.
@MainActor
public final class UIImage {
    /// The picture, line by line.
    public let lines: [String]
    /// Its colour; nil takes the style of where it is drawn.
    public let color: UIColor?

    /// Creates a picture from its lines.
    public init(lines: [String], color: UIColor? = nil) {
        self.lines = lines
        self.color = color
    }

    /// The picture named `name` in the main bundle's resources, or nil when there is none or it
    /// cannot be read as UTF-8.
    public convenience init?(named name: String) {
        guard let url = Bundle.main.url(forResource: name, withExtension: "txt"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var color: UIColor?
        if let first = lines.first, let parsed = Self.color(hex: first) {
            color = parsed
            lines.removeFirst()
        }
        self.init(lines: lines, color: color)
    }

    /// `#RRGGBB` as a colour.
    private static func color(hex: String) -> UIColor? {
        guard hex.count == 7, hex.first == "#", let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        func part(_ shift: UInt32) -> CGFloat { CGFloat((value >> shift) & 0xFF) / 255 }
        return UIColor(red: part(16), green: part(8), blue: part(0), alpha: 1)
    }

    /// The size in points: the widest line by the number of lines.
    public var size: CGSize {
        TerminalPoints.size(columns: lines.map { DisplayWidth.of(InertText.make($0)) }.max() ?? 0, lines: lines.count)
    }
}

/// A view that shows a ``UIImage``, centred: bold in a picker's band, dimmed away from it.
@MainActor
open class UIImageView: UIView {
    /// The picture shown.
    open var image: UIImage? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    private let picture = PictureWidget()

    /// Creates a view of `image`, as big as the image.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// Creates an empty image view at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(image: nil)
        self.frame = frame
    }

    /// Creates an empty image view as a storyboard does (the coder is not read).
    public required convenience init?(coder: NSCoder) {
        self.init(image: nil)
    }

    override var content: Widget? {
        picture.image = image
        return picture
    }

    override func drawContent(in rect: Rect, into screen: inout Screen, style: Style, theme: Theme) {
        picture.image = image
        picture.draw(in: rect, into: &screen, base: style, theme: theme)
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }
}

/// Draws an image's lines centred in its frame.
@MainActor
final class PictureWidget: Widget {
    var image: UIImage?
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    func render(into screen: inout Screen, theme: Theme) {
        draw(in: frame, into: &screen, base: Style(), theme: theme)
    }

    func draw(in rect: Rect, into screen: inout Screen, base: Style, theme: Theme) {
        guard let image else { return }
        var style = base
        if let color = image.color?.terminalColor, theme.usesColor { style.foreground = color }
        if !style.attributes.contains(.dim) { style.attributes.insert(.bold) }
        let width = image.lines.map { DisplayWidth.of(InertText.make($0)) }.max() ?? 0
        let x = rect.x + max(0, (rect.width - width) / 2)
        let top = rect.y + max(0, (rect.height - image.lines.count) / 2)
        for (index, line) in image.lines.enumerated() where top + index < rect.maxY {
            screen.put(line, column: x, row: top + index, limit: rect.maxX - x, style: style, truncation: .clip)
        }
    }
}
