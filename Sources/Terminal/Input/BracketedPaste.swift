/// The bytes of one bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`), collected until its
/// terminator. At most ``InputDecoder/maxPasteLength`` bytes are kept; the rest of a longer paste
/// is read and dropped, and the paste still ends at its terminator.
struct BracketedPaste: Sendable {
    /// The bytes that end a paste.
    private static let terminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    private var bytes: [UInt8] = []
    private var truncated = false
    /// How many bytes of the terminator have been seen.
    private var matched = 0

    /// What one byte did to the paste.
    enum Step {
        /// Taken as content (or as part of what may be the terminator).
        case collected
        /// The terminator is complete: the paste is over.
        case ended
    }

    /// Takes one byte of the paste.
    mutating func take(_ byte: UInt8) -> Step {
        if byte == Self.terminator[matched] {
            matched += 1
            if matched == Self.terminator.count { return .ended }
            return .collected
        }
        // The bytes that looked like the terminator's start were content. Only its first byte is
        // ESC, so the terminator can restart only at this byte.
        for index in 0..<matched { append(Self.terminator[index]) }
        if byte == 0x1B {
            matched = 1
        } else {
            append(byte)
            matched = 0
        }
        return .collected
    }

    private mutating func append(_ byte: UInt8) {
        if bytes.count < InputDecoder.maxPasteLength {
            bytes.append(byte)
        } else {
            truncated = true
        }
    }

    /// Whether bytes past the length limit were dropped.
    var isCut: Bool { truncated }

    /// The pasted text: what was collected, with a character cut in half by the length limit left
    /// out. A paste cut off before its terminator (`complete` false) keeps the bytes that looked
    /// like the terminator's start as content.
    mutating func text(complete: Bool = true) -> String {
        if !complete {
            for index in 0..<matched { append(Self.terminator[index]) }
            matched = 0
        }
        if truncated { dropTrailingPartialCharacter() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Removes an incomplete UTF-8 character at the end of the kept bytes.
    private mutating func dropTrailingPartialCharacter() {
        var start = bytes.endIndex
        while start > bytes.startIndex, bytes.endIndex - start < 4, bytes[start - 1] & 0xC0 == 0x80 {
            start -= 1
        }
        guard start > bytes.startIndex else { return }
        let lead = bytes[start - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        if bytes.endIndex - (start - 1) < length {
            bytes.removeSubrange((start - 1)...)
        }
    }
}
