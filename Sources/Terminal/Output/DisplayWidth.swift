/// How many terminal columns text takes, as a terminal like xterm draws it.
///
/// East Asian Wide and Fullwidth characters and emoji with default emoji presentation take two
/// columns; combining marks, format characters and controls take none; everything else, including
/// East Asian Ambiguous characters, takes one. The data comes from `DisplayWidthTable`, which
/// `scripts/generate-width-table.py` generates from Unicode data.
///
/// ```swift
/// DisplayWidth.of("漢字")   // 4
/// DisplayWidth.of("e\u{301}")  // 1
/// ```
package enum DisplayWidth {
    /// Columns a scalar takes in a terminal like xterm: 0 (combining marks, zero-width, format
    /// chars such as ZWJ/VS16, controls), 1, or 2 (East Asian Wide/Fullwidth, emoji presentation).
    ///
    /// Printable ASCII answers without a table lookup; anything else is a binary search over the
    /// generated ranges.
    @inlinable
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        return width(ofNonASCII: value)
    }

    /// Columns a grapheme cluster takes: the width of its base scalar, except: an emoji base
    /// followed by U+FE0F is 2; a regional-indicator pair (flag) is 2; a ZWJ sequence takes the
    /// width of its first scalar; a cluster of only zero-width scalars is 0.
    ///
    /// The base scalar is the first scalar that takes a column (a cluster may open with a
    /// zero-width prepended mark). A single-scalar character costs no allocation.
    package static func of(_ character: Character) -> Int {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        let firstWidth = of(first)
        guard let second = scalars.next() else { return firstWidth }
        if second.value == 0xFE0F && isEmojiVariationBase(first.value) { return 2 }
        if isRegionalIndicator(first.value) && isRegionalIndicator(second.value) { return 2 }
        if firstWidth > 0 { return firstWidth }
        // The first scalar takes no column: the first one that does is the base.
        var next: Unicode.Scalar? = second
        while let scalar = next {
            let width = of(scalar)
            if width > 0 { return width }
            next = scalars.next()
        }
        return 0
    }

    /// Sum over the string's grapheme clusters.
    ///
    /// A string of printable ASCII only is measured by its length, without splitting graphemes.
    package static func of(_ string: String) -> Int {
        var allPrintableASCII = true
        for byte in string.utf8 where byte < 0x20 || byte >= 0x7F {
            allPrintableASCII = false
            break
        }
        if allPrintableASCII { return string.utf8.count }
        var total = 0
        for character in string { total += of(character) }
        return total
    }

    /// The width of a scalar outside printable ASCII, from the generated ranges.
    @usableFromInline
    static func width(ofNonASCII value: UInt32) -> Int {
        if contains(DisplayWidthTable.zero, value) { return 0 }
        if contains(DisplayWidthTable.wide, value) { return 2 }
        return 1
    }

    /// Whether U+FE0F after this scalar turns it from one column into a two-column emoji (a
    /// narrow scalar with an emoji variation sequence, such as U+2764 HEAVY BLACK HEART).
    static func isEmojiVariationBase(_ value: UInt32) -> Bool {
        contains(DisplayWidthTable.emojiVariationBases, value)
    }

    /// Whether a scalar is one of the 26 regional indicator letters that pair into flags.
    static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value >= 0x1F1E6 && value <= 0x1F1FF
    }

    /// Binary search for `value` in flat, sorted, non-overlapping inclusive `start, end` pairs.
    static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count / 2 - 1
        guard high >= 0, value >= ranges[0], value <= ranges[ranges.count - 1] else { return false }
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[2 * middle] {
                high = middle - 1
            } else if value > ranges[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
