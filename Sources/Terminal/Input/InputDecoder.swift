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
/// - While ``awaitsQueryReplies`` is set (the loop asked the terminal for its background and its
///   device attributes), the terminal's answers: an OSC string (`ESC ]` … BEL or `ESC \`) is a
///   reply, never keys, and an OSC 11 colour becomes ``reportedBackground``; the device
///   attributes (`CSI ? … c`), which every terminal answers after the question before it, end
///   the wait.
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
/// - A bracketed paste ends at its terminator, at a Ctrl-C byte (which is then the Ctrl-C key:
///   Ctrl-C always interrupts), or when the caller ends it with ``endStalledPaste()`` after no byte
///   arrived for ``pasteStallTimeout``.
///
/// The byte state machine is here; what a finished CSI or SS3 sequence means is decided by
/// `ControlSequence`, and a paste's bytes are collected by `BracketedPaste`.
package struct InputDecoder: Sendable {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key, in
    /// seconds.
    package static let escapeTimeout = 0.025

    /// How long an open paste may go without a byte before it is ended, in seconds.
    package static let pasteStallTimeout = 1.0

    /// The longest escape sequence, in bytes from ESC to the final byte, that is decoded; longer
    /// ones are dropped.
    package static let maxSequenceLength = 64

    /// The most bytes of one bracketed paste that are kept; the rest of a longer paste is read
    /// and discarded, and the paste still ends at its terminator.
    package static let maxPasteLength = 1 << 20

    /// The largest number accepted in a sequence parameter; a sequence with a larger one is dropped.
    package static let maxParameterValue = 100_000

    /// Where the decoder is between bytes.
    private enum State: Equatable, Sendable {
        /// Nothing held.
        case ground
        /// After ESC (or ESC ESC when `doubled`).
        case escape(doubled: Bool)
        /// After `ESC [` or `ESC O`, collecting parameter (and, for CSI, intermediate) bytes into
        /// `sequence`.
        case sequence(ControlSequence.Introducer)
        /// Inside a sequence that grew too long: swallowing it up to its final byte.
        case overlongSequence
        /// After the Linux console's `ESC [ [`, waiting for `A`...`E`.
        case linuxFunction
        /// After `ESC [ M`, skipping the legacy mouse report's payload bytes.
        case legacyMouse(remaining: Int)
        /// Inside a multi-byte UTF-8 character.
        case utf8(remaining: Int)
        /// Inside a bracketed paste (its bytes are in `paste`).
        case paste
        /// Inside an OSC string the terminal sends in reply (its bytes are in `reply`), after its
        /// ESC when `escaped` (the first half of the terminator `ESC \`).
        case reply(escaped: Bool)
    }

    /// The longest run of parameter and intermediate bytes kept for a sequence, so that ESC,
    /// the introducer, the parameters and the final byte fit in ``maxSequenceLength``.
    private static let maxParameterBytes = maxSequenceLength - 3

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
    /// The open bracketed paste.
    private var paste = BracketedPaste()
    /// The text of the OSC reply being collected, up to ``maxSequenceLength`` bytes (the rest of
    /// a longer one is read and dropped).
    private var reply: [UInt8] = []

    /// Creates a decoder holding no bytes.
    package init() {
        sequence.reserveCapacity(Self.maxParameterBytes)
    }

    /// True when bytes are held that may begin a sequence (a lone ESC, a partial CSI, a partial
    /// UTF-8 character, an open paste).
    package var hasPending: Bool {
        state != .ground
    }

    /// Set after writing a cursor position request (`CSI 6 n`): the next `CSI row ; column R` is
    /// decoded as `.cursorPosition` (it would otherwise read as Shift-F3 when the row is 1).
    package var expectsCursorReport = false

    /// True inside a bracketed paste: held bytes that a timeout must not settle, so a run loop
    /// waits for more input instead of waking every `escapeTimeout`.
    package var isPasteOpen: Bool {
        state == .paste
    }

    /// Set after asking the terminal for its background and its device attributes (OSC 11, then
    /// DA1): `ESC ]` then begins the terminal's reply, not Alt-]; cleared when the device
    /// attributes arrive, since a terminal answers in order and every terminal answers DA1.
    package var awaitsQueryReplies = false

    /// The background the terminal reported in answer to OSC 11, until the loop takes it.
    package var reportedBackground: TerminalBackground?

    /// True inside a reply from the terminal: held bytes that, as a paste's, wait for
    /// `pasteStallTimeout` rather than the escape timeout (a reply over a slow link may come in
    /// pieces), and are dropped, never read as keys, when they stall.
    package var isReplyOpen: Bool {
        if case .reply = state { return true }
        return false
    }

    /// Decodes bytes (reads may be split anywhere) and returns the events completed so far.
    package mutating func feed(_ bytes: UnsafeRawBufferPointer) -> [InputEvent] {
        var events: [InputEvent] = []
        for byte in bytes {
            while !step(byte, into: &events) {}
        }
        return events
    }

    /// Decodes bytes (reads may be split anywhere) and returns the events completed so far.
    package mutating func feed(_ bytes: [UInt8]) -> [InputEvent] {
        bytes.withUnsafeBytes { feed($0) }
    }

    /// Settles held bytes after no byte arrived for ``escapeTimeout`` while ``hasPending``.
    ///
    /// A held lone ESC becomes `.key(.escape, [])` (ESC ESC becomes Esc with `.alt`); ESC + one
    /// byte that opened a sequence (`ESC [` or `ESC O`) becomes Alt+`[` / Alt+`O`; any other
    /// incomplete sequence or partial UTF-8 character is dropped. An open bracketed paste is
    /// kept (pastes can be slow); its size is bounded by ``maxPasteLength``.
    package mutating func flush() -> [InputEvent] {
        var events: [InputEvent] = []
        switch state {
        case .ground, .paste:
            return events
        case .escape(let doubled):
            events.append(.key(.escape, doubled ? [.alt] : []))
        case .sequence(let introducer):
            if sequence.isEmpty { appendIntroducerAsAlt(introducer.byte, into: &events) }
        case .overlongSequence, .linuxFunction, .legacyMouse, .utf8, .reply:
            break
        }
        state = .ground
        prefixModifiers = []
        return events
    }

    /// Ends an open bracketed paste whose terminator never came (the terminal stalled, or a
    /// program wrote a paste start by mistake): what was collected becomes a `.paste` event, and
    /// decoding goes on as keys. Nothing happens when no paste is open.
    package mutating func endStalledPaste() -> [InputEvent] {
        guard state == .paste else { return [] }
        state = .ground
        let text = paste.text(complete: false)
        return [.paste(text, isCut: paste.isCut)]
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
        case .sequence(let introducer):
            return collect(byte, introducer, into: &events)
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
        case .paste:
            if byte == 0x03 {
                // Ctrl-C always interrupts, even inside a paste that never ends.
                let text = paste.text(complete: false)
                events.append(.paste(text, isCut: paste.isCut))
                state = .ground
                return false
            }
            if paste.take(byte) == .ended {
                let text = paste.text()
                events.append(.paste(text, isCut: paste.isCut))
                state = .ground
            }
        case .reply(let escaped):
            return collectReply(byte, escaped: escaped)
        }
        return true
    }

    /// Collects one byte of an OSC reply, finishing it at BEL or `ESC \`. An ESC followed by
    /// anything else breaks the reply off (it is dropped) and begins an escape sequence.
    private mutating func collectReply(_ byte: UInt8, escaped: Bool) -> Bool {
        if escaped {
            guard byte == 0x5C else {
                state = .escape(doubled: false)
                return false
            }
            finishReply()
            return true
        }
        switch byte {
        case 0x07:
            finishReply()
        case 0x1B:
            state = .reply(escaped: true)
        default:
            if reply.count < Self.maxSequenceLength { reply.append(byte) }
        }
        return true
    }

    /// Reads a finished OSC reply: an OSC 11 colour becomes ``reportedBackground``.
    private mutating func finishReply() {
        state = .ground
        if let background = TerminalBackground(colorReply: reply) { reportedBackground = background }
        reply.removeAll(keepingCapacity: true)
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
        case 0x5D where awaitsQueryReplies && !doubled:
            state = .reply(escaped: false)
            reply.removeAll(keepingCapacity: true)
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

    private mutating func beginSequence(_ introducer: ControlSequence.Introducer, doubled: Bool) {
        state = .sequence(introducer)
        prefixModifiers = doubled ? .alt : []
        sequence.removeAll(keepingCapacity: true)
    }

    /// Collects one byte of a CSI or SS3 sequence, finishing it at its final byte.
    private mutating func collect(
        _ byte: UInt8, _ introducer: ControlSequence.Introducer, into events: inout [InputEvent]
    ) -> Bool {
        if introducer == .csi && sequence.isEmpty {
            if byte == 0x4D {  // ESC [ M: legacy X10 mouse, three payload bytes follow.
                state = .legacyMouse(remaining: 3)
                return true
            }
            if byte == 0x5B {  // ESC [ [: Linux console F1–F5.
                state = .linuxFunction
                return true
            }
        }
        if introducer.takes(byte) {
            if sequence.count < Self.maxParameterBytes {
                sequence.append(byte)
            } else {
                state = .overlongSequence
            }
            return true
        }
        guard (0x40...0x7E).contains(byte) else {
            if sequence.isEmpty { appendIntroducerAsAlt(introducer.byte, into: &events) }
            state = .ground
            return false
        }
        state = .ground
        let prefix = prefixModifiers
        prefixModifiers = []
        if awaitsQueryReplies, introducer == .csi, byte == 0x63, sequence.first == 0x3F {
            // `CSI ? … c`: the device attributes, the last answer asked for.
            awaitsQueryReplies = false
            return true
        }
        switch ControlSequence.meaning(
            of: introducer, parameters: sequence, final: byte, prefix: prefix,
            expectsCursorReport: expectsCursorReport)
        {
        case .event(let event):
            events.append(event)
        case .pasteStart:
            state = .paste
            paste = BracketedPaste()
        case .cursorReport(let row, let column):
            expectsCursorReport = false
            events.append(.cursorPosition(row: row, column: column))
        case .nothing:
            break
        }
        return true
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
}
