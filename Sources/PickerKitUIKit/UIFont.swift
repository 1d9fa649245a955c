import PickerKit

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
