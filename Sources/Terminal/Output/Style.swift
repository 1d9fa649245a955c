/// A colour as a terminal can show it.
public enum Color: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the 16 standard colours (0–7 normal, 8–15 bright).
    case ansi(UInt8)
    /// One of the 256 palette colours.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}

/// Text attributes a cell can carry.
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates attributes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Bold (increased intensity).
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Dim (decreased intensity).
    public static let dim = Attributes(rawValue: 1 << 1)
    /// Italic.
    public static let italic = Attributes(rawValue: 1 << 2)
    /// Underlined.
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = Attributes(rawValue: 1 << 4)
}

/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable {
    /// The text colour.
    public var foreground: Color
    /// The cell's background colour.
    public var background: Color
    /// Bold, dim, italic, underline, reverse.
    public var attributes: Attributes

    /// Creates a style; every part defaults to the terminal's own.
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = Style()
}

extension Style {
    /// Whether two styles are stored in the same bytes, which makes them equal; false says
    /// nothing (see `sameBytes`). Asked of every cell written, before `==`, which compares each
    /// colour through its cases.
    @inline(__always)
    package func isStored(like other: Style) -> Bool {
        var mine = self
        var theirs = other
        return withUnsafePointer(to: &mine) { a in withUnsafePointer(to: &theirs) { b in sameBytes(a, b) } }
    }

    /// Whether this is the plain style, asked of every cell of every frame. The plain style is
    /// always stored in the same bytes, so comparing them answers at once; `==` settles the
    /// rest.
    @inline(__always)
    var isPlain: Bool {
        var mine = self
        var plain = Style.plain
        let same = withUnsafePointer(to: &mine) { a in withUnsafePointer(to: &plain) { b in sameBytes(a, b) } }
        return same || self == .plain
    }
}

extension Style {
    /// Whether a space in this style looks different from a plain one: a background, reverse or
    /// underline shows; a foreground colour, bold, dim or italic does not.
    @inline(__always)
    package var showsOnBlank: Bool {
        background != .default || !attributes.isDisjoint(with: [.reverse, .underline])
    }
}
