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

    /// Black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Yellow.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Orange.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Magenta.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Clear.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
