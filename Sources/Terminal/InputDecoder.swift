/// Turns the bytes a terminal sends into ``InputEvent``s.
///
/// The decoder is a byte-level state machine: reads may be split anywhere (inside a UTF-8
/// character, inside an escape sequence, inside a bracketed paste) and feeding the same bytes in
/// any chunking produces the same events. It never allocates per byte on the key path, holds at
/// most ``maxSequenceLength`` bytes of an unfinished escape sequence and at most
/// ``maxPasteLength`` bytes of an unfinished paste, and accepts any input without trapping.
///
/// What it understands:
/// - UTF-8 text, one `.character` event per Unicode scalar; invalid UTF-8 is dropped.
/// - C0 control bytes as Enter, Tab, Backspace, Esc and Ctrl-letter keys.
/// - Alt+key sent as ESC followed by the key.
/// - CSI (`ESC [`) and SS3 (`ESC O`) cursor, editing and function keys with xterm modifier
///   parameters, the Linux console's `ESC [ [ A`...`E` for F1–F5, focus reports, SGR (1006)
///   mouse reports and bracketed paste. Legacy X10 mouse reports are consumed and dropped.
///
/// The one ambiguity a byte stream cannot settle, a lone ESC, is left to the caller's clock: while
/// ``hasPending`` is true and no byte has arrived for ``escapeTimeout``, call ``flush()``.
///
/// Choices made where terminals disagree:
/// - ESC ESC followed by `[` or `O` is the following key with Alt added (rxvt sends Alt+Up as
///   `ESC ESC [ A`); ESC ESC followed by anything else is Alt+Esc, and the byte after it is
///   decoded on its own. A lone ESC ESC becomes Alt+Esc when flushed.
/// - `ESC [` or `ESC O` followed at once by a byte that cannot continue the sequence is Alt+`[` or
///   Alt+`O` (as on a timeout), and the byte is decoded on its own. A sequence that is broken off
///   after it has begun collecting parameters is dropped, and decoding resumes with the
///   offending byte.
/// - A CSI sequence longer than ``maxSequenceLength`` bytes is dropped; the decoder swallows
///   the rest of it up to its final byte.
public struct InputDecoder: Sendable {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
    public static let escapeTimeout: Duration = .milliseconds(25)

    /// The longest escape sequence, in bytes from ESC to the final byte, that is decoded; longer
    /// ones are dropped.
    public static let maxSequenceLength = 64

    /// The most bytes of one bracketed paste that are kept; the rest of a longer paste is read
    /// and discarded, and the paste still ends at its terminator.
    public static let maxPasteLength = 1 << 20

    /// The largest number accepted in a sequence parameter; a sequence with a larger one is dropped.
    public static let maxParameterValue = 100_000

    /// Where the decoder is between bytes.
    private enum State: Equatable, Sendable {
        /// Nothing held.
        case ground
        /// After ESC (or ESC ESC when `doubled`).
        case escape(doubled: Bool)
        /// After `ESC [`, collecting parameter and intermediate bytes into `sequence`.
        case csi
        /// Inside a CSI sequence that grew too long: swallowing it up to its final byte.
        case overlongSequence
        /// After `ESC O`, collecting parameter bytes into `sequence`.
        case ss3
        /// After the Linux console's `ESC [ [`, waiting for `A`...`E`.
        case linuxFunction
        /// After `ESC [ M`, skipping the legacy mouse report's payload bytes.
        case legacyMouse(remaining: Int)
        /// Inside a multi-byte UTF-8 character.
        case utf8(remaining: Int)
        /// Inside a bracketed paste; `matched` bytes of the terminator `ESC [ 201 ~` have been seen.
        case paste(matched: Int)
    }

    /// The longest run of parameter and intermediate bytes kept for a sequence, so that ESC,
    /// the introducer, the parameters and the final byte fit in ``maxSequenceLength``.
    private static let maxParameterBytes = maxSequenceLength - 3

    /// The bytes that end a bracketed paste.
    private static let pasteTerminatorLength = 6

    private var state: State = .ground
    /// `.alt` when the sequence being collected was introduced by ESC ESC, or the UTF-8
    /// character being collected followed an ESC.
    private var prefixModifiers: Modifiers = []
    /// Parameter and intermediate bytes of the CSI or SS3 sequence being collected.
    private var sequence: [UInt8] = []
    /// The bits of the UTF-8 character being collected.
    private var scalarBits: UInt32 = 0
    /// The range the next UTF-8 continuation byte must fall in (narrower after E0, ED, F0, F4).
    private var continuationLow: UInt8 = 0x80
    private var continuationHigh: UInt8 = 0xBF
    /// The bytes of the open bracketed paste.
    private var pasteBytes: [UInt8] = []
    /// True when the open paste has overflowed ``maxPasteLength``.
    private var pasteTruncated = false

    /// Creates a decoder holding no bytes.
    public init() {
        sequence.reserveCapacity(Self.maxParameterBytes)
    }

    /// True when bytes are held that may begin a sequence (a lone ESC, a partial CSI, a partial
    /// UTF-8 character, an open paste).
    public var hasPending: Bool {
        state != .ground
    }

    /// Set after writing a cursor position request (`CSI 6 n`): the next `CSI row ; column R` is
    /// decoded as `.cursorPosition` (it would otherwise read as Shift-F3 when the row is 1).
    public var expectsCursorReport = false

    /// True inside a bracketed paste: held bytes that a timeout must not settle, so a run loop
    /// waits for more input instead of waking every `escapeTimeout`.
    public var isPasteOpen: Bool {
        if case .paste = state { return true }
        return false
    }

    /// Decodes bytes (reads may be split anywhere) and returns the events completed so far.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer) -> [InputEvent] {
        var events: [InputEvent] = []
        for byte in bytes {
            while !step(byte, into: &events) {}
        }
        return events
    }

    /// Decodes bytes (reads may be split anywhere) and returns the events completed so far.
    public mutating func feed(_ bytes: [UInt8]) -> [InputEvent] {
        bytes.withUnsafeBytes { feed($0) }
    }

    /// Settles held bytes after no byte arrived for ``escapeTimeout`` while ``hasPending``.
    ///
    /// A held lone ESC becomes `.key(.escape, [])` (ESC ESC becomes Esc with `.alt`); ESC + one
    /// byte that opened a sequence (`ESC [` or `ESC O`) becomes Alt+`[` / Alt+`O`; any other
    /// incomplete sequence or partial UTF-8 character is dropped. An open bracketed paste is
    /// kept (pastes can be slow); its size is bounded by ``maxPasteLength``.
    public mutating func flush() -> [InputEvent] {
        var events: [InputEvent] = []
        switch state {
        case .ground, .paste:
            return events
        case .escape(let doubled):
            events.append(.key(.escape, doubled ? [.alt] : []))
        case .csi:
            if sequence.isEmpty { appendIntroducerAsAlt(0x5B, into: &events) }
        case .ss3:
            if sequence.isEmpty { appendIntroducerAsAlt(0x4F, into: &events) }
        case .overlongSequence, .linuxFunction, .legacyMouse, .utf8:
            break
        }
        state = .ground
        prefixModifiers = []
        return events
    }

    // MARK: - The state machine

    /// Advances the state machine by one byte. Returns false when the byte was not consumed
    /// and must be decoded again in the new state.
    private mutating func step(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
        switch state {
        case .ground:
            ground(byte, into: &events)
        case .escape(let doubled):
            return escape(byte, doubled: doubled, into: &events)
        case .csi:
            return csi(byte, into: &events)
        case .overlongSequence:
            switch byte {
            case 0x20...0x3F:
                break
            case 0x40...0x7E:
                state = .ground
            default:
                state = .ground
                return false
            }
        case .ss3:
            return ss3(byte, into: &events)
        case .linuxFunction:
            state = .ground
            switch byte {
            case 0x41...0x45:
                events.append(.key(.function(Int(byte - 0x40)), prefixModifiers))
            case 0x20...0x7E:
                break
            default:
                return false
            }
        case .legacyMouse(let remaining):
            state = remaining > 1 ? .legacyMouse(remaining: remaining - 1) : .ground
        case .utf8(let remaining):
            return continueUTF8(byte, remaining: remaining, into: &events)
        case .paste(let matched):
            paste(byte, matched: matched, into: &events)
        }
        return true
    }

    private mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x1B:
            state = .escape(doubled: false)
        case 0x00...0x7F:
            events.append(Self.singleByteEvent(byte, adding: []))
        case 0xC2...0xF4:
            beginUTF8(byte, modifiers: [])
        default:
            break  // Not a UTF-8 lead byte: dropped.
        }
    }

    private mutating func escape(_ byte: UInt8, doubled: Bool, into events: inout [InputEvent]) -> Bool {
        switch byte {
        case 0x5B:
            beginSequence(.csi, doubled: doubled)
            return true
        case 0x4F:
            beginSequence(.ss3, doubled: doubled)
            return true
        default:
            break
        }
        if doubled {
            events.append(.key(.escape, [.alt]))
            state = .ground
            return false
        }
        switch byte {
        case 0x1B:
            state = .escape(doubled: true)
        case 0x00...0x7F:
            state = .ground
            events.append(Self.singleByteEvent(byte, adding: .alt))
        case 0xC2...0xF4:
            beginUTF8(byte, modifiers: .alt)
        default:
            // Not something Alt can be held with: the ESC was the Esc key; the byte is dropped.
            state = .ground
            events.append(.key(.escape, []))
        }
        return true
    }

    private mutating func beginSequence(_ next: State, doubled: Bool) {
        state = next
        prefixModifiers = doubled ? .alt : []
        sequence.removeAll(keepingCapacity: true)
    }

    private mutating func csi(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
        if sequence.isEmpty {
            if byte == 0x4D {  // ESC [ M: legacy X10 mouse, three payload bytes follow.
                state = .legacyMouse(remaining: 3)
                return true
            }
            if byte == 0x5B {  // ESC [ [: Linux console F1–F5.
                state = .linuxFunction
                return true
            }
        }
        switch byte {
        case 0x20...0x3F:
            if sequence.count < Self.maxParameterBytes {
                sequence.append(byte)
            } else {
                state = .overlongSequence
            }
            return true
        case 0x40...0x7E:
            state = .ground
            finishCSI(final: byte, into: &events)
            return true
        default:
            if sequence.isEmpty { appendIntroducerAsAlt(0x5B, into: &events) }
            state = .ground
            return false
        }
    }

    private mutating func ss3(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
        switch byte {
        case 0x30...0x3F:
            if sequence.count < Self.maxParameterBytes {
                sequence.append(byte)
            } else {
                state = .overlongSequence
            }
            return true
        case 0x40...0x7E:
            state = .ground
            finishSS3(final: byte, into: &events)
            return true
        default:
            if sequence.isEmpty { appendIntroducerAsAlt(0x4F, into: &events) }
            state = .ground
            return false
        }
    }

    /// Emits what `ESC [` or `ESC O` means when nothing follows it: Alt+`[` or Alt+`O`,
    /// preceded by Esc when the introducer came after ESC ESC.
    private mutating func appendIntroducerAsAlt(_ byte: UInt8, into events: inout [InputEvent]) {
        if prefixModifiers.contains(.alt) {
            events.append(.key(.escape, []))
        }
        events.append(.key(.character(Character(Unicode.Scalar(byte))), [.alt]))
        prefixModifiers = []
    }

    // MARK: - UTF-8

    private mutating func beginUTF8(_ lead: UInt8, modifiers: Modifiers) {
        prefixModifiers = modifiers
        continuationLow = 0x80
        continuationHigh = 0xBF
        switch lead {
        case 0xC2...0xDF:
            scalarBits = UInt32(lead & 0x1F)
            state = .utf8(remaining: 1)
        case 0xE0...0xEF:
            scalarBits = UInt32(lead & 0x0F)
            if lead == 0xE0 { continuationLow = 0xA0 }  // No overlong forms.
            if lead == 0xED { continuationHigh = 0x9F }  // No surrogates.
            state = .utf8(remaining: 2)
        default:  // 0xF0...0xF4
            scalarBits = UInt32(lead & 0x07)
            if lead == 0xF0 { continuationLow = 0x90 }  // No overlong forms.
            if lead == 0xF4 { continuationHigh = 0x8F }  // Nothing above U+10FFFF.
            state = .utf8(remaining: 3)
        }
    }

    private mutating func continueUTF8(_ byte: UInt8, remaining: Int, into events: inout [InputEvent]) -> Bool {
        guard byte >= continuationLow && byte <= continuationHigh else {
            // Broken character: drop what was collected and decode this byte afresh.
            state = .ground
            prefixModifiers = []
            return false
        }
        scalarBits = scalarBits << 6 | UInt32(byte & 0x3F)
        continuationLow = 0x80
        continuationHigh = 0xBF
        if remaining > 1 {
            state = .utf8(remaining: remaining - 1)
            return true
        }
        state = .ground
        if let scalar = Unicode.Scalar(scalarBits) {
            events.append(.key(.character(Character(scalar)), prefixModifiers))
        }
        prefixModifiers = []
        return true
    }

    // MARK: - Single bytes

    /// The key a single byte below 0x80 (other than ESC) stands for, with `modifiers` added.
    private static func singleByteEvent(_ byte: UInt8, adding modifiers: Modifiers) -> InputEvent {
        switch byte {
        case 0x0D, 0x0A:
            return .key(.enter, modifiers)
        case 0x09:
            return .key(.tab, modifiers)
        case 0x7F, 0x08:
            return .key(.backspace, modifiers)
        case 0x1B:
            return .key(.escape, modifiers)
        case 0x00:
            return .key(.character(" "), modifiers.union(.control))
        case 0x01...0x1A:
            return .key(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers.union(.control))
        case 0x1C...0x1F:
            return .key(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers.union(.control))
        default:
            return .key(.character(Character(Unicode.Scalar(byte))), modifiers)
        }
    }

    // MARK: - CSI and SS3

    /// The parameters of a finished CSI or SS3 sequence: at most three numbers, an optional
    /// private marker (`<`, `=`, `>`, `?`) in front, no intermediates.
    private struct Parameters {
        /// The private marker byte, or 0.
        var marker: UInt8 = 0
        /// How many parameters there are (`""` has none, `";"` has two empty ones).
        var count = 0
        var first: Int?
        var second: Int?
        var third: Int?

        /// Parses `bytes`; nil when they hold anything else, more than three parameters or a
        /// number above ``InputDecoder/maxParameterValue``.
        init?(_ bytes: [UInt8]) {
            var index = bytes.startIndex
            if index < bytes.endIndex, (0x3C...0x3F).contains(bytes[index]) {
                marker = bytes[index]
                index += 1
            }
            guard index < bytes.endIndex else { return }
            var current: Int?
            count = 1
            while index < bytes.endIndex {
                let byte = bytes[index]
                switch byte {
                case 0x30...0x39:
                    let value = (current ?? 0) * 10 + Int(byte - 0x30)
                    guard value <= InputDecoder.maxParameterValue else { return nil }
                    current = value
                case 0x3B:
                    guard store(current) else { return nil }
                    current = nil
                    count += 1
                default:
                    return nil
                }
                index += 1
            }
            guard store(current) else { return nil }
        }

        /// Records the value of parameter number `count`; false past the third.
        private mutating func store(_ value: Int?) -> Bool {
            switch count {
            case 1: first = value
            case 2: second = value
            case 3: third = value
            default: return false
            }
            return true
        }
    }

    /// The modifiers an xterm modifier parameter stands for: bits of (m - 1) are
    /// 1 Shift, 2 Alt, 4 Control, 8 Meta (reported as Alt).
    private static func modifiers(fromParameter parameter: Int?) -> Modifiers {
        guard let parameter, parameter >= 1 else { return [] }
        let bits = parameter - 1
        var result: Modifiers = []
        if bits & 1 != 0 { result.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { result.insert(.alt) }
        if bits & 4 != 0 { result.insert(.control) }
        return result
    }

    /// The key a letter final byte (`A`, `H`, `P` ...) names, shared by CSI and SS3.
    private static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        case 0x50...0x53: return .function(Int(final - 0x50) + 1)
        default: return nil
        }
    }

    /// The key a `CSI n ~` code names.
    private static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23, 24: return .function(code - 12)
        default: return nil
        }
    }

    private mutating func finishCSI(final: UInt8, into events: inout [InputEvent]) {
        let prefix = prefixModifiers
        prefixModifiers = []
        guard let parameters = Parameters(sequence) else { return }
        if parameters.marker == 0x3C {
            if final == 0x4D || final == 0x6D, let mouse = Self.sgrMouse(parameters, pressed: final == 0x4D) {
                events.append(.mouse(mouse))
            }
            return
        }
        guard parameters.marker == 0 else { return }
        switch final {
        case 0x7E:  // ~
            guard parameters.count <= 2, let code = parameters.first else { return }
            if code == 200, parameters.count == 1 {
                state = .paste(matched: 0)
                pasteBytes.removeAll()
                pasteTruncated = false
                return
            }
            guard let key = Self.tildeKey(code) else { return }
            events.append(.key(key, prefix.union(Self.modifiers(fromParameter: parameters.second))))
        case 0x49, 0x4F:  // I, O
            guard parameters.count == 0 else { return }
            events.append(.focus(final == 0x49))
        case 0x5A:  // Z
            guard parameters.count <= 2, parameters.first ?? 1 == 1 else { return }
            let modifiers = Self.modifiers(fromParameter: parameters.second)
            events.append(.key(.tab, prefix.union(modifiers).union(.shift)))
        case 0x52 where expectsCursorReport && parameters.count == 2:  // R: the report asked for
            guard let row = parameters.first, let column = parameters.second, row >= 1, column >= 1 else { return }
            expectsCursorReport = false
            events.append(.cursorPosition(row: row - 1, column: column - 1))
        default:
            // Letters need an empty or 1 first parameter: `CSI 12;40R` is a cursor report, not F3.
            guard parameters.count <= 2, parameters.first ?? 1 == 1,
                let key = Self.letterKey(final)
            else { return }
            events.append(.key(key, prefix.union(Self.modifiers(fromParameter: parameters.second))))
        }
    }

    private mutating func finishSS3(final: UInt8, into events: inout [InputEvent]) {
        let prefix = prefixModifiers
        prefixModifiers = []
        guard let parameters = Parameters(sequence), parameters.marker == 0, parameters.count <= 2 else { return }
        // Old xterms send the modifier as the only parameter (`ESC O 5 A`), newer ones as `1;5`.
        let modifierParameter: Int?
        if parameters.count == 2 {
            guard parameters.first ?? 1 == 1 else { return }
            modifierParameter = parameters.second
        } else {
            modifierParameter = parameters.first
        }
        let modifiers = prefix.union(Self.modifiers(fromParameter: modifierParameter))
        let key: Key
        switch final {
        case 0x4D:  // M: keypad Enter.
            key = .enter
        case 0x70...0x79:  // p...y: keypad 0...9.
            key = .character(Character(Unicode.Scalar(final - 0x70 + 0x30)))
        case 0x6A: key = .character("*")
        case 0x6B: key = .character("+")
        case 0x6C: key = .character(",")
        case 0x6D: key = .character("-")
        case 0x6E: key = .character(".")
        case 0x6F: key = .character("/")
        case 0x58: key = .character("=")
        default:
            guard let letter = Self.letterKey(final) else { return }
            key = letter
        }
        events.append(.key(key, modifiers))
    }

    /// Decodes an SGR (1006) mouse report `ESC [ < b ; x ; y M|m`; nil when it is malformed or
    /// reports something not modelled (buttons 8–11, a wheel release, a press of "no button").
    private static func sgrMouse(_ parameters: Parameters, pressed: Bool) -> MouseEvent? {
        guard parameters.count == 3, let code = parameters.first, let x = parameters.second,
            let y = parameters.third, code < 128, x >= 1, y >= 1
        else { return nil }
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        let button: MouseButton
        let action: MouseAction
        if code & 64 != 0 {
            guard pressed else { return nil }
            switch low {
            case 0: button = .wheelUp
            case 1: button = .wheelDown
            case 2: button = .wheelLeft
            default: button = .wheelRight
            }
            action = .press
        } else {
            switch low {
            case 0: button = .left
            case 1: button = .middle
            case 2: button = .right
            default: button = .none
            }
            if code & 32 != 0 {
                action = low == 3 ? .move : .drag
            } else {
                guard low != 3 else { return nil }
                action = pressed ? .press : .release
            }
        }
        return MouseEvent(button: button, action: action, column: x - 1, row: y - 1, modifiers: modifiers)
    }

    // MARK: - Bracketed paste

    /// Byte number `index` of the paste terminator `ESC [ 2 0 1 ~`.
    private static func pasteTerminatorByte(_ index: Int) -> UInt8 {
        switch index {
        case 0: return 0x1B
        case 1: return 0x5B
        case 2: return 0x32
        case 3: return 0x30
        case 4: return 0x31
        default: return 0x7E
        }
    }

    private mutating func paste(_ byte: UInt8, matched: Int, into events: inout [InputEvent]) {
        if byte == Self.pasteTerminatorByte(matched) {
            if matched + 1 == Self.pasteTerminatorLength {
                finishPaste(into: &events)
            } else {
                state = .paste(matched: matched + 1)
            }
            return
        }
        // The bytes that looked like the terminator's start were content. Only its first byte
        // is ESC, so the terminator can restart only at this byte.
        for index in 0..<matched {
            appendPasteByte(Self.pasteTerminatorByte(index))
        }
        if byte == 0x1B {
            state = .paste(matched: 1)
        } else {
            appendPasteByte(byte)
            state = .paste(matched: 0)
        }
    }

    private mutating func appendPasteByte(_ byte: UInt8) {
        if pasteBytes.count < Self.maxPasteLength {
            pasteBytes.append(byte)
        } else {
            pasteTruncated = true
        }
    }

    private mutating func finishPaste(into events: inout [InputEvent]) {
        if pasteTruncated {
            // Do not end a cut-short paste in half a character.
            var start = pasteBytes.endIndex
            while start > pasteBytes.startIndex, pasteBytes.endIndex - start < 4,
                pasteBytes[start - 1] & 0xC0 == 0x80
            {
                start -= 1
            }
            if start > pasteBytes.startIndex {
                let lead = pasteBytes[start - 1]
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
                if pasteBytes.endIndex - (start - 1) < length {
                    pasteBytes.removeSubrange((start - 1)...)
                }
            }
        }
        events.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
        pasteBytes = []
        pasteTruncated = false
        state = .ground
    }
}
