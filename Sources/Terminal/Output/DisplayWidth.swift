/// How many terminal columns text takes, as xterm, tmux and glibc's `wcwidth` count them.
///
/// A terminal does not measure grapheme clusters: it puts each scalar that takes columns in a new
/// cell and hangs each zero-width scalar on the cell before it. So a cluster is as wide as the
/// scalars in it that take columns: `हि` (U+0939 U+093F) is 2 columns, `👍🏽` (a base and a skin
/// tone, both wide) is 4, `❤️` (U+2764 U+FE0F) is 1. The one join: a scalar after U+200D ZERO
/// WIDTH JOINER stays in the joiner's cell, as tmux and the grapheme-aware terminals keep an emoji
/// ZWJ sequence together (`👨‍👩‍👧` is 2). Where terminals still disagree (emoji sequences, regional
/// indicators), `Renderer` places the next cell by an absolute cursor move, so a terminal that
/// draws a cell wider or narrower than counted here misplaces nothing after it.
///
/// Scalar widths: East Asian Wide and Fullwidth scalars and emoji with default emoji presentation
/// take two columns; combining marks, format characters, noncharacters and controls take none;
/// everything else, including East Asian Ambiguous characters and spacing marks (U+093F), takes
/// one. The data comes from `DisplayWidthTable`, which `scripts/generate-width-table.py`
/// generates from Unicode data.
///
/// ```swift
/// DisplayWidth.of("漢字")   // 4
/// DisplayWidth.of("e\u{301}")  // 1
/// DisplayWidth.of("हिन्दी")  // 5
/// ```
package enum DisplayWidth {
    /// Columns a scalar takes in a terminal like xterm: 0 (combining marks, zero-width, format
    /// chars such as ZWJ/VS16, noncharacters, controls), 1, or 2 (East Asian Wide/Fullwidth,
    /// emoji presentation).
    ///
    /// Printable ASCII answers without a table lookup; anything else is a binary search over the
    /// generated ranges.
    @inlinable
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        return width(ofNonASCII: value)
    }

    /// The zero width joiner, which keeps the scalar after it in its cell.
    static let joiner: UInt32 = 0x200D

    /// Columns a grapheme cluster takes: the sum of its cells' widths (see ``cells(of:)``), each
    /// cell as wide as the scalar that opened it. A single-scalar character costs no allocation.
    package static func of(_ character: Character) -> Int {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        let firstWidth = of(first)
        guard var scalar = scalars.next() else { return firstWidth }
        var total = firstWidth
        var isOpen = firstWidth > 0
        var afterJoiner = first.value == joiner
        while true {
            let width = of(scalar)
            if width > 0 && !(isOpen && afterJoiner) {
                total += width
                isOpen = true
            }
            afterJoiner = scalar.value == joiner
            guard let next = scalars.next() else { return total }
            scalar = next
        }
    }

    /// The terminal cells a grapheme cluster fills, in order: each the scalars that go into the
    /// cell (the one that takes columns, then the zero-width ones after it) and its columns (1 or
    /// 2). Zero-width scalars before the first cell's scalar are put in front of it; a cluster of
    /// zero-width scalars only fills no cell.
    package static func cells(of character: Character) -> [(text: String, width: Int)] {
        var cells: [(text: String, width: Int)] = []
        var pending = String.UnicodeScalarView()
        var afterJoiner = false
        for scalar in character.unicodeScalars {
            let width = of(scalar)
            if width > 0 && !(afterJoiner && !cells.isEmpty) {
                if !cells.isEmpty {
                    cells[cells.count - 1].text.unicodeScalars.append(contentsOf: pending)
                    pending = String.UnicodeScalarView()
                }
                var text = String(pending)
                text.unicodeScalars.append(scalar)
                pending = String.UnicodeScalarView()
                cells.append((text, width))
            } else {
                pending.append(scalar)
            }
            afterJoiner = scalar.value == joiner
        }
        if !cells.isEmpty && !pending.isEmpty { cells[cells.count - 1].text.unicodeScalars.append(contentsOf: pending) }
        return cells
    }

    /// Whether terminals disagree about how wide a cell's text is drawn: it holds an emoji
    /// sequence's joiner, variation selector, skin tone or keycap mark, a tag, or a regional
    /// indicator. A renderer does not trust the cursor's column after writing one.
    package static func isUncertain(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x200D, 0xFE0E, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0x1F1E6...0x1F1FF:
                return true
            default: continue
            }
        }
        return false
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
