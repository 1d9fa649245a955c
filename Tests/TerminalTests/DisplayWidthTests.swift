import Testing

@testable import Terminal

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test("printable ASCII is one column per character")
    func ascii() {
        for value in UInt8(0x20)...UInt8(0x7E) {
            let scalar = Unicode.Scalar(value)
            #expect(DisplayWidth.of(scalar) == 1, "U+\(String(value, radix: 16))")
            #expect(DisplayWidth.of(Character(scalar)) == 1)
        }
        #expect(DisplayWidth.of("Hello, world!") == 13)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test(
        "controls take no column", arguments: [0x00, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x7F, 0x80, 0x9B, 0x9F] as [UInt32])
    func controls(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(DisplayWidth.of(scalar) == 0)
        #expect(DisplayWidth.of(Character(scalar)) == 0)
        #expect(DisplayWidth.of("\r\n") == 0)
    }

    @Test("East Asian Wide and Fullwidth characters take two columns")
    func eastAsian() {
        #expect(DisplayWidth.of("漢" as Character) == 2)
        #expect(DisplayWidth.of("Ａ" as Character) == 2)  // U+FF21 FULLWIDTH LATIN CAPITAL LETTER A
        #expect(DisplayWidth.of("한" as Character) == 2)  // U+D55C, a precomposed Hangul syllable
        #expect(DisplayWidth.of("か" as Character) == 2)
        // A syllable spelled with conjoining jamo: the leading consonant is wide, the medial vowel
        // and the final consonant take no column.
        let jamo: Character = "\u{1100}\u{1161}\u{11A8}"
        #expect(DisplayWidth.of(jamo) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x1161)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x11A8)!) == 0)
        // Halfwidth katakana and East Asian Ambiguous characters are narrow, as in xterm.
        #expect(DisplayWidth.of("ｱ" as Character) == 1)  // U+FF71
        #expect(DisplayWidth.of("±" as Character) == 1)  // U+00B1, ambiguous
        #expect(DisplayWidth.of("α" as Character) == 1)  // U+03B1, ambiguous
    }

    @Test("a combining mark joins its base")
    func combining() {
        let decomposed = "e\u{301}"
        #expect(decomposed.count == 1)
        #expect(DisplayWidth.of(Character(decomposed)) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x301)!) == 0)
        #expect(DisplayWidth.of("a\u{301}\u{302}\u{303}" as Character) == 1)
        // A wide base keeps its width under marks; a combining mark alone takes no column.
        #expect(DisplayWidth.of("漢\u{301}" as Character) == 2)
        #expect(DisplayWidth.of("\u{301}" as Character) == 0)
    }

    @Test("emoji: each scalar counts, as in wcwidth; a variation selector takes no column")
    func emoji() {
        #expect(DisplayWidth.of("😀" as Character) == 2)
        #expect(DisplayWidth.of("❤" as Character) == 1)  // U+2764, text presentation by default
        #expect(DisplayWidth.of("\u{2764}\u{FE0F}" as Character) == 1)
        #expect(DisplayWidth.of("\u{2764}\u{FE0E}" as Character) == 1)  // explicit text style
        #expect(DisplayWidth.of("#\u{FE0F}\u{20E3}" as Character) == 1)  // keycap
        #expect(DisplayWidth.of("a\u{FE0F}" as Character) == 1)
        #expect(DisplayWidth.of("👍🏽" as Character) == 4)  // a wide base and a wide skin tone
    }

    @Test("flags: a regional-indicator pair is two columns")
    func flags() {
        let france = "🇫🇷"
        #expect(france.count == 1)
        #expect(DisplayWidth.of(Character(france)) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x1F1EB)!) == 1)  // a lone regional indicator
        #expect(DisplayWidth.of("🇫🇷🇩🇪") == 4)
    }

    @Test("a scalar after a zero width joiner stays in the joiner's cell")
    func zwjSequences() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"  // 👨‍👩‍👧
        #expect(family.count == 1)
        #expect(DisplayWidth.of(Character(family)) == 2)
        #expect(DisplayWidth.of(family) == 2)
        #expect(DisplayWidth.of("\u{2764}\u{FE0F}\u{200D}\u{1F525}" as Character) == 1)  // ❤️‍🔥
        #expect(DisplayWidth.of("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}" as Character) == 1)  // 🏳️‍🌈
        #expect(DisplayWidth.of("\u{1F468}\u{1F3FD}\u{200D}\u{1F9B0}" as Character) == 4, "the tone has its cell")
    }

    @Test("zero-width and format characters")
    func zeroWidth() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x200B)!) == 0)  // ZERO WIDTH SPACE
        #expect(DisplayWidth.of("\u{200B}" as Character) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x200D)!) == 0)  // ZWJ
        #expect(DisplayWidth.of(Unicode.Scalar(0xFE0F)!) == 0)  // VS16
        #expect(DisplayWidth.of(Unicode.Scalar(0x2060)!) == 0)  // WORD JOINER
        #expect(DisplayWidth.of(Unicode.Scalar(0xFEFF)!) == 0)  // BOM
        #expect(DisplayWidth.of(Unicode.Scalar(0x202E)!) == 0)  // RIGHT-TO-LEFT OVERRIDE
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
    }

    @Test("soft hyphen is shown, so it takes a column")
    func softHyphen() {
        #expect(DisplayWidth.of(Unicode.Scalar(0xAD)!) == 1)
        #expect(DisplayWidth.of("\u{AD}" as Character) == 1)
    }

    @Test("a string's width is the sum over its grapheme clusters")
    func strings() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("a漢😀e\u{301}") == 1 + 2 + 2 + 1)
        #expect(DisplayWidth.of("Ａｂｃ") == 6)
        #expect(DisplayWidth.of("café") == 4)
        #expect(DisplayWidth.of("❤️ and ❤") == 1 + 5 + 1)
        #expect(DisplayWidth.of("tab\there") == 7)
        let mixed = "Zoë 👨‍👩‍👧 🇫🇷 漢字\u{200B}"
        #expect(DisplayWidth.of(mixed) == mixed.reduce(0) { $0 + DisplayWidth.of($1) })
        #expect(DisplayWidth.of(mixed) == 3 + 1 + 2 + 1 + 2 + 1 + 4)
    }

    @Test(
        "the generated ranges are sorted, merged and non-overlapping",
        arguments: [
            ("wide", DisplayWidthTable.wide),
            ("zero", DisplayWidthTable.zero),
        ])
    func tableIsSorted(name: String, ranges: [UInt32]) {
        #expect(!ranges.isEmpty, "\(name) is empty")
        #expect(ranges.count % 2 == 0, "\(name) has an odd number of bounds")
        var previousEnd: UInt32?
        for pair in stride(from: 0, to: ranges.count - 1, by: 2) {
            let (start, end) = (ranges[pair], ranges[pair + 1])
            #expect(start <= end, "\(name): range \(pair / 2) runs backwards")
            #expect(end <= 0x10FFFF, "\(name): range \(pair / 2) is past the last scalar")
            if let previousEnd {
                // Strictly after the previous range's end plus one: adjacent ranges are merged.
                #expect(start > previousEnd + 1, "\(name): range \(pair / 2) overlaps or touches the one before")
            }
            previousEnd = end
        }
    }

    @Test("no scalar is both wide and zero-width")
    func tablesAreDisjoint() {
        func scalars(_ ranges: [UInt32]) -> Set<UInt32> {
            var set = Set<UInt32>()
            for pair in stride(from: 0, to: ranges.count - 1, by: 2) {
                set.formUnion(ranges[pair]...ranges[pair + 1])
            }
            return set
        }
        let wide = scalars(DisplayWidthTable.wide)
        let zero = scalars(DisplayWidthTable.zero)
        #expect(wide.isDisjoint(with: zero))
    }

    @Test(
        "the binary search finds every range's bounds and nothing just outside them",
        arguments: [
            DisplayWidthTable.wide, DisplayWidthTable.zero,
        ])
    func binarySearch(ranges: [UInt32]) {
        for pair in stride(from: 0, to: ranges.count - 1, by: 2) {
            let (start, end) = (ranges[pair], ranges[pair + 1])
            #expect(DisplayWidth.contains(ranges, start))
            #expect(DisplayWidth.contains(ranges, end))
            #expect(DisplayWidth.contains(ranges, start + (end - start) / 2))
            if start > 0 { #expect(!DisplayWidth.contains(ranges, start - 1)) }
            #expect(!DisplayWidth.contains(ranges, end + 1))
        }
        #expect(!DisplayWidth.contains([], 0x41))
    }

    @Test("agrees with the standard library's Unicode properties")
    func crossCheckWithStandardLibrary() {
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let width = DisplayWidth.of(scalar)
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .control:
                if width != 0 { disagreements.append("U+\(String(value, radix: 16)) mark/control is \(width)") }
            case .format where value != 0xAD:
                if width != 0 { disagreements.append("U+\(String(value, radix: 16)) format is \(width)") }
            default:
                break
            }
            let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(value)
            if properties.isEmojiPresentation && !isRegionalIndicator && width != 2 {
                disagreements.append("U+\(String(value, radix: 16)) emoji presentation is \(width)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    /// Strings of each kind terminals measure scalar by scalar, with the columns glibc's `wcwidth`
    /// (summed) and tmux 3.3a give them; the one difference is the joiner, which tmux keeps in one
    /// cell with the scalar after it (glibc counts the family below as 6).
    static let corpus: [(text: String, columns: Int)] = [
        ("हिन्दी", 5),  // U+093F and U+0940 are spacing marks (1); U+094D, the virama, is 0
        ("สวัสดีครับ", 7),  // Thai vowel and tone marks above take no column
        ("กำ", 2),  // U+0E33 SARA AM is a letter (1) though it joins the cluster before it
        ("க்ஷ", 2),  // Tamil: the pulli joins, the letters each take a column
        ("👍🏽", 4),  // a wide base and a wide skin tone
        ("❤️", 1),  // U+2764 and VS16
        ("1️⃣", 1),  // a keycap: the digit, VS16 and U+20E3
        ("\u{FFFE}", 0),  // a noncharacter
        ("🇺🇸", 2),  // two regional indicators, one column each
        ("👨‍👩‍👧", 2),  // joined
        ("漢字", 4),
        ("\u{AD}", 1),  // soft hyphen
        ("\u{200B}", 0),
        ("☺️", 1),
        ("e\u{301}", 1),
    ]

    @Test("a corpus of each kind measures as the terminal draws it")
    func corpus() {
        for (text, columns) in Self.corpus {
            #expect(DisplayWidth.of(text) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("a cluster fills one cell per scalar that takes columns, each with the zero-width scalars after it")
    func cells() {
        func cells(_ text: String) -> [String] {
            DisplayWidth.cells(of: Character(text)).map { cell in
                "\(cell.text.unicodeScalars.map { String($0.value, radix: 16) })/\(cell.width)"
            }
        }
        #expect(cells("a") == ["[\"61\"]/1"])
        #expect(cells("हि") == ["[\"939\"]/1", "[\"93f\"]/1"])
        #expect(cells("न्दी") == ["[\"928\", \"94d\"]/1", "[\"926\"]/1", "[\"940\"]/1"])
        #expect(cells("👍🏽") == ["[\"1f44d\"]/2", "[\"1f3fd\"]/2"])
        #expect(cells("👨‍👩‍👧") == ["[\"1f468\", \"200d\", \"1f469\", \"200d\", \"1f467\"]/2"])
        #expect(cells("1️⃣") == ["[\"31\", \"fe0f\", \"20e3\"]/1"])
        #expect(cells("\u{301}") == [], "a cluster of zero-width scalars fills no cell")
        for (text, columns) in Self.corpus {
            let filled = text.reduce(0) { sum, character in
                sum + DisplayWidth.cells(of: character).reduce(0) { $0 + $1.width }
            }
            #expect(filled == columns, "cells and widths agree for \(text)")
            let rejoined = text.map { character in DisplayWidth.cells(of: character).map(\.text).joined() }
            #expect(rejoined.joined() == text || DisplayWidth.of(text) == 0, "no scalar lost from \(text)")
        }
    }

    @Test("a cell of an emoji sequence or a regional indicator is one terminals may draw at another width")
    func uncertainCells() {
        for text in ["❤️", "1️⃣", "👨‍👩‍👧", "\u{1F1FA}", "\u{1F3FD}", "❤︎"] {
            #expect(DisplayWidth.isUncertain(text), "\(text)")
        }
        for text in ["a", "漢", "ह", "न्", "😀", "é"] {
            #expect(!DisplayWidth.isUncertain(text), "\(text)")
        }
    }
}

@Suite("InertText")
struct InertTextTests {
    /// Whether a string holds a C0 control, DEL or a C1 control.
    func holdsControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) }
    }

    @Test("an escape sequence comes out inert")
    func escapeSequence() {
        let hostile = "\u{1B}]0;title\u{07}"
        let safe = InertText.make(hostile)
        #expect(!holdsControl(safe))
        #expect(safe == "^[]0;title^G")
        #expect(InertText.make("\u{1B}[2J\u{1B}[31mred") == "^[[2J^[[31mred")
    }

    @Test("C0 controls become caret notation", arguments: UInt8(0x00)...UInt8(0x1F))
    func caretNotation(value: UInt8) {
        let expected = "^" + String(Unicode.Scalar(value + 0x40))
        #expect(InertText.make(String(Unicode.Scalar(value))) == expected)
    }

    @Test("the documented placeholders")
    func placeholders() {
        #expect(InertText.make("\u{0}") == "^@")
        #expect(InertText.make("a\tb") == "a^Ib")
        #expect(InertText.make("line\r\n") == "line^M^J")
        #expect(InertText.make("\u{1B}") == "^[")
        #expect(InertText.make("\u{1F}") == "^_")
        #expect(InertText.make("\u{7F}") == "^?")
        #expect(InertText.make("\u{80}") == "<U+0080>")
        #expect(InertText.make("x\u{9B}31m") == "x<U+009B>31m")
        #expect(InertText.make("\u{9F}") == "<U+009F>")
    }

    @Test("every C1 control becomes <U+00XX>", arguments: UInt32(0x80)...UInt32(0x9F))
    func c1(value: UInt32) {
        let hex = String(value, radix: 16, uppercase: true)
        #expect(InertText.make(String(Unicode.Scalar(value)!)) == "<U+00\(hex)>")
    }

    @Test(
        "text without controls is returned unchanged",
        arguments: [
            "", "plain text", "漢字 é 😀 🇫🇷", "\u{A0}no-break", "\u{100}\u{180}\u{2080}", "e\u{301}", "^[ already caret",
        ])
    func unchanged(text: String) {
        #expect(!InertText.needsEscaping(text))
        #expect(InertText.make(text) == text)
    }

    @Test("plain text is returned as is, not copied")
    func fastPathKeepsStorage() {
        // Longer than a small string, so it has heap storage whose address can be compared.
        let text = String(repeating: "plain ASCII and ünïcödé text ", count: 4)
        let before = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
        let after = InertText.make(text).utf8.withContiguousStorageIfAvailable { $0.baseAddress }
        #expect(before != nil)
        #expect(before == after)
    }

    @Test("needsEscaping finds every control and nothing else")
    func needsEscaping() {
        for value in UInt32(0)...0x2FF {
            let scalar = Unicode.Scalar(value)!
            let isControl = value < 0x20 || (value >= 0x7F && value <= 0x9F)
            #expect(InertText.needsEscaping("ab" + String(scalar) + "c") == isControl, "U+\(String(value, radix: 16))")
        }
    }

    @Test("the result never needs escaping and keeps the rest of the text")
    func resultIsSafe() {
        let samples = ["\u{1B}[31mred\u{1B}[0m", "a\u{0}b\u{7F}c\u{85}d", "漢\u{9B}字\u{7}", "\u{1B}\u{301}"]
        for sample in samples {
            let safe = InertText.make(sample)
            #expect(InertText.needsEscaping(sample))
            #expect(!InertText.needsEscaping(safe))
            #expect(!holdsControl(safe))
        }
        #expect(InertText.make("漢\u{9B}字\u{7}") == "漢<U+009B>字^G")
    }
}
