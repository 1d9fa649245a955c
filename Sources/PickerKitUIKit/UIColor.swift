import PickerKit

/// A colour, as UIKit's: components from 0 to 1. On screen it is a 24-bit terminal colour (the
/// renderer brings it down to what the terminal shows; none with `NO_COLOR`).
///
/// UIKit's ways of making one work: `init(red:green:blue:alpha:)`, `init(white:alpha:)`,
/// `init(hue:saturation:brightness:alpha:)`, `withAlphaComponent(_:)`, the named colours (`.red`,
/// `.darkGray`, …) and the system colours (`.systemBlue`, …, in their light-mode values). Colours
/// may be made on any thread and kept in constants, as UIKit's.
///
/// It is an `NSObject`, as UIKit's, so that a literal holding colours and fonts infers as on iOS
/// (`[NSAttributedString.Key.foregroundColor: UIColor.blue, NSAttributedString.Key.font: font]`
/// is a `[NSAttributedString.Key: NSObject]`), and `==` compares the components.
public final class UIColor: NSObject, Sendable {
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

    /// Creates a colour from its hue, saturation and brightness (each 0…1, hue a fraction of the
    /// colour wheel).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        func unit(_ value: CGFloat) -> CGFloat { value.isFinite ? min(1, max(0, value)) : 0 }
        let (h, s, v) = (unit(hue) * 6, unit(saturation), unit(brightness))
        let sector = Int(h) % 6
        let fraction = h - CGFloat(Int(h))
        let (p, q, t) = (v * (1 - s), v * (1 - s * fraction), v * (1 - s * (1 - fraction)))
        let rgb: (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// Whether `object` is a colour with the same components.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// A hash of the components, equal for equal colours.
    public override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the components to the pointers given, as UIKit's; always true.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The terminal colour: nil for a fully transparent one (which leaves what is behind).
    var terminalColor: Color? {
        guard alpha > 0 else { return nil }
        func byte(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
        return .rgb(byte(red), byte(green), byte(blue))
    }

    private static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
    }

    /// Black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark gray (one third white).
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Light gray (two thirds white).
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
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
    /// Cyan.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown.
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Clear.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// The system's red.
    public static var systemRed: UIColor { rgb(255, 59, 48) }
    /// The system's orange.
    public static var systemOrange: UIColor { rgb(255, 149, 0) }
    /// The system's yellow.
    public static var systemYellow: UIColor { rgb(255, 204, 0) }
    /// The system's green.
    public static var systemGreen: UIColor { rgb(52, 199, 89) }
    /// The system's teal.
    public static var systemTeal: UIColor { rgb(48, 176, 199) }
    /// The system's blue.
    public static var systemBlue: UIColor { rgb(0, 122, 255) }
    /// The system's indigo.
    public static var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// The system's purple.
    public static var systemPurple: UIColor { rgb(175, 82, 222) }
    /// The system's pink.
    public static var systemPink: UIColor { rgb(255, 45, 85) }
    /// The system's gray.
    public static var systemGray: UIColor { rgb(142, 142, 147) }
}
