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

extension Cell {
    /// `count` blank cells. Each is made in place from the literal rather than copied from
    /// ``blank``: a copy of a cell goes through its text's retain, and a screen has thousands.
    static func blanks(count: Int) -> [Cell] {
        let count = max(0, count)
        return [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                (buffer.baseAddress! + index).initialize(to: Cell(text: " ", width: 1, style: Style()))
            }
            initialized = count
        }
    }

    /// Where a cell keeps its text: first, as it is declared (`CellComparisonTests` checks it).
    static let textOffset = 0

    /// Whether two stored cells hold the same text stored the same way, and the same width: then
    /// only their styles can differ. (False says nothing: one text can be stored in two ways.)
    @inline(__always)
    static func sameText(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>) -> Bool {
        let x = UnsafeRawPointer(a) + textOffset
        let y = UnsafeRawPointer(b) + textOffset
        return x.load(as: UInt64.self) == y.load(as: UInt64.self)
            && x.load(fromByteOffset: 8, as: UInt64.self) == y.load(fromByteOffset: 8, as: UInt64.self)
            && a.pointee.width == b.pointee.width
    }

    /// Whether two stored cells are equal, trying their bytes first.
    @inline(__always)
    static func equal(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>) -> Bool {
        sameBytes(a, b) || a.pointee == b.pointee
    }
}

/// Whether the values at `a` and `b` hold the same bytes, which for a cell or a style makes them
/// equal. The converse does not hold (one text can be stored in two ways, and an enum's unused
/// payload bytes may differ), so a false answer must still be checked with `==`. Every frame
/// compares each of its cells with the last frame's and with a blank; this makes the common
/// answer a few loads.
@inline(__always)
func sameBytes<Value>(_ a: UnsafePointer<Value>, _ b: UnsafePointer<Value>) -> Bool {
    let x = UnsafeRawPointer(a)
    let y = UnsafeRawPointer(b)
    let size = MemoryLayout<Value>.size
    var offset = 0
    while offset + 8 <= size {
        if x.load(fromByteOffset: offset, as: UInt64.self) != y.load(fromByteOffset: offset, as: UInt64.self) {
            return false
        }
        offset += 8
    }
    while offset < size {
        if x.load(fromByteOffset: offset, as: UInt8.self) != y.load(fromByteOffset: offset, as: UInt8.self) {
            return false
        }
        offset += 1
    }
    return true
}
