/// Every fixed escape sequence the engine writes, in one place (ECMA-48 and the xterm private
/// modes). Sequences with numbers in them (cursor moves, colours) are built by `CursorMoves` and
/// `SGR`.
package enum EscapeSequence {
    /// CSI ?1049h / l: enter and leave the alternate screen (saving and restoring the cursor).
    static let alternateScreenOn: StaticString = "\u{1B}[?1049h"
    static let alternateScreenOff: StaticString = "\u{1B}[?1049l"
    /// CSI ?25l / h: hide and show the cursor.
    static let hideCursor: StaticString = "\u{1B}[?25l"
    static let showCursor: StaticString = "\u{1B}[?25h"
    /// CSI 0m: default colours, no attributes.
    static let resetStyle: StaticString = "\u{1B}[0m"
    /// CSI H: cursor to the top left corner.
    static let home: StaticString = "\u{1B}[H"
    /// CSI 2J: erase the whole display.
    static let eraseDisplay: StaticString = "\u{1B}[2J"
    /// CSI J: erase from the cursor to the end of the display.
    static let eraseBelow: StaticString = "\u{1B}[J"
    /// CSI K: erase from the cursor to the end of the line.
    static let eraseLineRight: StaticString = "\u{1B}[K"
    /// CSI ?2026h / l: begin and end a synchronized update (the terminal shows it at once).
    static let synchronizedUpdateBegin: StaticString = "\u{1B}[?2026h"
    static let synchronizedUpdateEnd: StaticString = "\u{1B}[?2026l"
    /// CSI ?1002h CSI ?1006h: report presses, releases and drags, in SGR encoding; and off again
    /// (in the reverse order).
    static let mouseOn: StaticString = "\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff: StaticString = "\u{1B}[?1006l\u{1B}[?1002l"
    /// CSI ?2004h / l: bracketed paste on and off.
    static let bracketedPasteOn: StaticString = "\u{1B}[?2004h"
    static let bracketedPasteOff: StaticString = "\u{1B}[?2004l"
    /// CSI 6n: ask where the cursor is (answered with CSI row ; column R).
    static let cursorPositionRequest: StaticString = "\u{1B}[6n"
    /// Asks for the background colour (OSC 11, answered `ESC ] 11 ; rgb:R/G/B` and ST or BEL),
    /// then for the primary device attributes (DA1), which every terminal answers: a terminal
    /// that ignores OSC 11 still answers DA1, so the loop knows it has heard all it will.
    static let backgroundRequest: StaticString = "\u{1B}]11;?\u{1B}\\\u{1B}[c"
    /// BEL: ring the bell.
    static let bell: StaticString = "\u{07}"

    /// The bytes of a sequence.
    static func bytes(_ sequence: StaticString) -> [UInt8] {
        sequence.withUTF8Buffer { Array($0) }
    }
}

extension [UInt8] {
    /// Appends the bytes of an ASCII literal.
    mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a non-negative number in decimal.
    mutating func appendDecimal(_ n: Int) {
        if n >= 10 { appendDecimal(n / 10) }
        append(UInt8(truncatingIfNeeded: 48 + n % 10))
    }

    /// Appends CSI n `final`, leaving the count out when it is 1 (a count of 0 is never written:
    /// many terminals read it as 1).
    mutating func appendCSI(_ n: Int, _ final: UInt8) {
        append(0x1B)
        append(UInt8(ascii: "["))
        if n != 1 { appendDecimal(n) }
        append(final)
    }
}
