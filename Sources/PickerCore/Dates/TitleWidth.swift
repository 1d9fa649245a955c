/// An estimate of the terminal columns a title takes, for a column's preferred width.
///
/// PickerCore does not link the terminal layer, so this is a compact approximation of its
/// `DisplayWidth`: East Asian wide and fullwidth characters (CJK, kana, Hangul, fullwidth forms)
/// take two columns; combining marks, format characters (such as the right-to-left marks in
/// Arabic dates) and controls take none; everything else takes one. Widgets that draw the titles
/// measure them exactly.
enum TitleWidth {
    /// The estimated columns of `text`.
    static func of(_ text: String) -> Int {
        var total = 0
        var afterJoiner = false
        for scalar in text.unicodeScalars {
            // As a terminal counts: every scalar that takes columns, save one joined by U+200D.
            if !afterJoiner { total += width(of: scalar) }
            afterJoiner = scalar.value == 0x200D
        }
        return total
    }

    /// The largest estimate among `texts` (0 for none).
    static func maximum<S: Sequence>(of texts: S) -> Int where S.Element == String {
        texts.reduce(0) { max($0, of($1)) }
    }

    /// The estimated columns of one scalar: 0, 1 or 2.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// The East Asian wide and fullwidth blocks that dates use.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initials
        0x2E80...0x303E,  // CJK radicals, symbols and punctuation
        0x3041...0x33FF,  // kana, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x20000...0x3FFFD,  // CJK extensions B and later
    ]
}
