/// One column of a `Screen`: a grapheme cluster and its style.
///
/// A double-width grapheme occupies two cells: the first holds it (with `width == 2`), the second
/// is a continuation cell (`width == 0`, empty text) that the renderer never writes by itself.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown, already made inert (never a control character). Empty in a
    /// continuation cell.
    public var text: String
    /// Columns the grapheme takes: 1, 2, or 0 for the right half of a wide grapheme.
    public var width: UInt8
    /// How it is drawn.
    public var style: Style

    /// Creates a cell.
    public init(text: String, width: UInt8 = 1, style: Style = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A space in the default style.
    public static let blank = Cell(text: " ")

    /// Whether this is the right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }
}
