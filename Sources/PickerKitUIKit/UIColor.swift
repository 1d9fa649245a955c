import PickerKit

/// A colour, as UIKit's: components from 0 to 1. On screen it is a 24-bit terminal colour (the
/// renderer brings it down to what the terminal shows; none with `NO_COLOR`).
@MainActor
public final class UIColor {
    /// Red, green, blue and alpha, each from 0 to 1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// Creates a colour from its components (clamped to 0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(1, max(0, value)) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Creates a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The terminal colour: nil for a fully transparent one (which leaves what is behind).
    var terminalColor: Color? {
        guard alpha > 0 else { return nil }
        func byte(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
        return .rgb(byte(red), byte(green), byte(blue))
    }

    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

/// A font, as far as a terminal has one: its size is ignored (every cell is the same size), its
/// weight shows as bold from `.semibold` up.
@MainActor
public final class UIFont {
    /// The weight of a font.
    public struct Weight: Hashable, Sendable {
        /// The weight from -1 (ultra light) to 1 (black), as UIKit's.
        public let rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
    }

    /// The size in points (kept, not drawn).
    public let pointSize: CGFloat
    /// Whether text in this font is drawn bold.
    public let isBold: Bool

    private init(pointSize: CGFloat, isBold: Bool) {
        self.pointSize = pointSize
        self.isBold = isBold
    }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, isBold: false) }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, isBold: true) }

    /// The system font at `fontSize` and `weight`: bold from `.semibold` up.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, isBold: weight.rawValue >= Weight.semibold.rawValue)
    }
}

/// How text sits in a label, as UIKit's.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural

    /// The terminal alignment (justified and natural read left to right).
    var terminal: Alignment {
        switch self {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }
}

/// The underline of an attributed string, as UIKit's `NSUnderlineStyle`: any style but none draws
/// the terminal's single underline.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

extension NSAttributedString.Key {
    /// A `UIColor` for the text (UIKit's key; Foundation on Linux does not have it).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A `UIFont`: bold when its weight is.
    public static let font = NSAttributedString.Key("NSFont")
    /// An `NSUnderlineStyle` raw value (`Int`) or an `NSUnderlineStyle`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}

extension NSAttributedString {
    /// The terminal form: one run per stretch of equal attributes. The foreground and background
    /// colours become terminal colours, a bold font the bold attribute, any underline style the
    /// underline attribute; other attributes are not drawn. A run without attributes takes the
    /// row's own style.
    @MainActor
    public var styledText: StyledText {
        var runs: [StyledText.Run] = []
        let whole = NSRange(location: 0, length: length)
        let text = string as NSString
        enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let piece = text.substring(with: range)
            guard !attributes.isEmpty else {
                runs.append(StyledText.Run(piece))
                return
            }
            var style = Style()
            if let color = (attributes[.foregroundColor] as? UIColor)?.terminalColor { style.foreground = color }
            if let color = (attributes[.backgroundColor] as? UIColor)?.terminalColor { style.background = color }
            if let font = attributes[.font] as? UIFont, font.isBold { style.attributes.insert(.bold) }
            let underline =
                (attributes[.underlineStyle] as? Int) ?? (attributes[.underlineStyle] as? NSUnderlineStyle)?.rawValue
                ?? 0
            if underline != 0 { style.attributes.insert(.underline) }
            runs.append(StyledText.Run(piece, style: style == Style() ? nil : style))
        }
        return runs.isEmpty ? StyledText("") : StyledText(runs)
    }
}
