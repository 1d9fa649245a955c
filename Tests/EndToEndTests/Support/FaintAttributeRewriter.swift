/// Makes "dim" text visible to tests even though libvterm ignores SGR 2 (faint).
///
/// Sits between the program's output and libvterm and rewrites the parameters of SGR sequences
/// (`ESC [ ... m`): `2` (faint) becomes `11` (alternate font 1) and `22` (normal intensity, which
/// also ends faint) becomes `22;10` (and primary font). `CellInfo.dim` then reads the font field.
/// Colour arguments (`38;5;n`, `38;2;r;g;b`, and the same for 48 and 58) are left alone, and so is
/// every other sequence. Sequences split across reads are held back until they are complete.
struct FaintAttributeRewriter {
    private enum State {
        case text
        case escape
        case controlSequence
    }

    private var state = State.text
    private var pending: [UInt8] = []

    /// Longest control sequence held back; longer ones pass through unchanged.
    private static let maximumSequenceLength = 512

    /// Returns the bytes to hand to the terminal emulator for `input`; bytes of an unfinished
    /// escape sequence at the end are kept for the next call.
    mutating func rewrite(_ input: some Sequence<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        for byte in input {
            switch state {
            case .text:
                if byte == 0x1B {
                    pending = [byte]
                    state = .escape
                } else {
                    output.append(byte)
                }
            case .escape:
                if byte == UInt8(ascii: "[") {
                    pending.append(byte)
                    state = .controlSequence
                } else if byte == 0x1B {
                    output.append(contentsOf: pending)
                    pending = [byte]
                } else {
                    output.append(contentsOf: pending)
                    output.append(byte)
                    pending = []
                    state = .text
                }
            case .controlSequence:
                if (0x40...0x7E).contains(byte) {
                    pending.append(byte)
                    output.append(contentsOf: Self.rewritten(pending))
                    pending = []
                    state = .text
                } else if (0x20...0x3F).contains(byte), pending.count < Self.maximumSequenceLength {
                    pending.append(byte)
                } else {
                    // A control character, ESC or an over-long sequence: give up on this one.
                    output.append(contentsOf: pending)
                    pending = []
                    state = .text
                    if byte == 0x1B {
                        pending = [byte]
                        state = .escape
                    } else {
                        output.append(byte)
                    }
                }
            }
        }
        return output
    }

    /// Rewrites one complete control sequence (`ESC [` parameters intermediates final).
    private static func rewritten(_ sequence: [UInt8]) -> [UInt8] {
        guard sequence.last == UInt8(ascii: "m") else { return sequence }
        let parameters = sequence[2..<(sequence.count - 1)]
        // Private (`?`, `<`, `=`, `>`) or intermediate bytes make it something other than SGR.
        guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return sequence }

        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        var result: [String] = []
        var index = 0
        while index < fields.count {
            let field = fields[index]
            switch field {
            case "2", "02":
                result.append("11")
            case "22":
                result.append(contentsOf: ["22", "10"])
            case "38", "48", "58":
                // Extended colour: copy its arguments untouched.
                result.append(field)
                let kind = index + 1 < fields.count ? fields[index + 1] : ""
                let argumentCount = kind == "5" ? 1 : kind == "2" ? 3 : 0
                let end = min(fields.count, index + 2 + argumentCount)
                result.append(contentsOf: fields[min(index + 1, end)..<end])
                index = end
                continue
            default:
                result.append(field)
            }
            index += 1
        }
        return Array("\u{1B}[".utf8) + Array(result.joined(separator: ";").utf8) + [UInt8(ascii: "m")]
    }
}
