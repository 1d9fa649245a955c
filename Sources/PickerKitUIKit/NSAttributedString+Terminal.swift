import PickerKit

/// The underline of an attributed string, as UIKit's `NSUnderlineStyle`: any style but none draws
/// the terminal's single underline.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Single.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// Thick.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Double.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

extension NSAttributedString.Key {
    /// A `UIColor` for the text (UIKit's key; Foundation on Linux does not have it).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A `UIFont`: bold when its weight is, italic when it is italic.
    public static let font = NSAttributedString.Key("NSFont")
    /// An `NSUnderlineStyle` raw value (`Int`) or an `NSUnderlineStyle`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}

extension NSAttributedString {
    /// The terminal form: one run per stretch of equal attributes. The foreground and background
    /// colours become terminal colours, a bold or italic font the bold or italic attribute, any underline style the
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
            if let font = attributes[.font] as? UIFont { style.attributes.formUnion(font.attributes) }
            let underline =
                (attributes[.underlineStyle] as? Int) ?? (attributes[.underlineStyle] as? NSUnderlineStyle)?.rawValue
                ?? 0
            if underline != 0 { style.attributes.insert(.underline) }
            runs.append(StyledText.Run(piece, style: style == Style() ? nil : style))
        }
        return runs.isEmpty ? StyledText("") : StyledText(runs)
    }
}
