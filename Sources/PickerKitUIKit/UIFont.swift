import PickerKit

/// A font, as far as a terminal has one: every cell has the terminal's own font and size, so the
/// size is kept but not drawn, a weight from `.semibold` up draws bold, and an italic font draws
/// italic where the terminal can.
///
/// UIKit's ways of making one all work: `UIFont(name:size:)` (any name: the terminal cannot tell
/// which fonts exist, so it never gives nil; "Bold", "Semibold", "Heavy" or "Black" in the name's
/// style part make it bold, "Italic" or "Oblique" italic), `systemFont(ofSize:)`,
/// `boldSystemFont(ofSize:)`, `italicSystemFont(ofSize:)`, `systemFont(ofSize:weight:)` and
/// `preferredFont(forTextStyle:)`. Fonts may be made on any thread, as UIKit's.
///
/// It is an `NSObject`, as UIKit's, so that a literal holding fonts and colours infers as on iOS;
/// `==` compares the name and the size.
public final class UIFont: NSObject, Sendable {
    /// The weight of a font.
    public struct Weight: Hashable, Sendable {
        /// The weight from -1 (ultra light) to 1 (black), as UIKit's.
        public let rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)
    }

    /// The styles of text UIKit sizes for the reader (Dynamic Type).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A large title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// A heading (semibold, so bold here).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The font's name ("Helvetica-Bold", or ".SFUI-Regular" for the system font).
    public let fontName: String
    /// The family: the name before its style ("Helvetica").
    public let familyName: String
    /// The size in points (kept, not drawn).
    public let pointSize: CGFloat
    /// Whether text in this font is drawn bold.
    public let isBold: Bool
    /// Whether text in this font is drawn italic.
    public let isItalic: Bool

    private init(name: String, pointSize: CGFloat, isBold: Bool, isItalic: Bool = false) {
        fontName = name
        familyName = String(name.split(separator: "-", maxSplits: 1).first ?? Substring(name))
        self.pointSize = pointSize
        self.isBold = isBold
        self.isItalic = isItalic
    }

    /// The font named `fontName` at `fontSize`, as UIKit's: never nil here, because a terminal
    /// draws every font in its own. The style part of the name (after the last "-", or the name
    /// itself) decides bold ("Bold", "Semibold", "Demi", "Heavy", "Black") and italic ("Italic",
    /// "Oblique"): "HelveticaNeue-Bold" is bold, "Georgia-BoldItalic" both.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let style = (fontName.split(separator: "-").last.map(String.init) ?? fontName).lowercased()
        let bold = ["bold", "semibold", "demi", "heavy", "black"].contains { style.contains($0) }
        let italic = style.contains("italic") || style.contains("oblique")
        self.init(name: fontName, pointSize: fontSize, isBold: bold, isItalic: italic)
    }

    /// Whether `object` is a font of the same name and size.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && isBold == other.isBold
            && isItalic == other.isItalic
    }

    /// A hash of the name and size, equal for equal fonts.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, pointSize: fontSize, isBold: isBold, isItalic: isItalic)
    }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Regular", pointSize: fontSize, isBold: false)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Bold", pointSize: fontSize, isBold: true)
    }

    /// The italic system font at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", pointSize: fontSize, isBold: false, isItalic: true)
    }

    /// The system font at `fontSize` and `weight`: bold from `.semibold` up.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let bold = weight.rawValue >= Weight.semibold.rawValue
        return UIFont(name: bold ? ".SFUI-Bold" : ".SFUI-Regular", pointSize: fontSize, isBold: bold)
    }

    /// The system font for a text style, at UIKit's default size for it: bold for the headline.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
            .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        let size = sizes[style] ?? 17
        return style == .headline ? boldSystemFont(ofSize: size) : systemFont(ofSize: size)
    }

    /// UIKit's standard size of text: 14 points.
    public static var systemFontSize: CGFloat { 14 }
    /// UIKit's standard size of a label's text: 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// UIKit's standard size of a button's text: 18 points.
    public static var buttonFontSize: CGFloat { 18 }
    /// UIKit's standard size of small text: 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The terminal attributes text in this font takes.
    var attributes: Attributes {
        var attributes: Attributes = []
        if isBold { attributes.insert(.bold) }
        if isItalic { attributes.insert(.italic) }
        return attributes
    }
}
