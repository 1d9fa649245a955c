/// What a finished CSI (`ESC [`) or SS3 (`ESC O`) sequence means: the interpretation half of
/// the input decoder. The byte state machine (`InputDecoder`) collects a sequence's parameter
/// bytes and final byte and hands them here.
enum ControlSequence {
    /// Which introducer the sequence had.
    enum Introducer: Equatable, Sendable {
        /// `ESC [`.
        case csi
        /// `ESC O`.
        case ss3

        /// The byte after ESC.
        var byte: UInt8 { self == .csi ? 0x5B : 0x4F }
        /// The parameter bytes the introducer takes: CSI also takes intermediates (0x20–0x2F).
        func takes(_ byte: UInt8) -> Bool {
            self == .csi ? (0x20...0x3F).contains(byte) : (0x30...0x3F).contains(byte)
        }
    }

    /// What a sequence stands for.
    enum Meaning: Equatable {
        /// A key, a mouse report or a focus change.
        case event(InputEvent)
        /// `CSI 200 ~`: a bracketed paste begins.
        case pasteStart
        /// A cursor position report that was asked for.
        case cursorReport(row: Int, column: Int)
        /// Nothing that is modelled (or a malformed sequence): dropped.
        case nothing
    }

    /// The meaning of a finished sequence. `prefix` holds Alt when it was introduced by ESC ESC;
    /// `expectsCursorReport` makes `CSI row ; column R` a cursor report (it reads as Shift-F3
    /// otherwise).
    static func meaning(
        of introducer: Introducer, parameters bytes: [UInt8], final: UInt8, prefix: Modifiers,
        expectsCursorReport: Bool
    ) -> Meaning {
        guard let parameters = Parameters(bytes) else { return .nothing }
        switch introducer {
        case .csi:
            return csi(parameters, final: final, prefix: prefix, expectsCursorReport: expectsCursorReport)
        case .ss3:
            return ss3(parameters, final: final, prefix: prefix)
        }
    }

    // MARK: - CSI

    private static func csi(_ parameters: Parameters, final: UInt8, prefix: Modifiers, expectsCursorReport: Bool)
        -> Meaning
    {
        if parameters.marker == 0x3C {
            guard final == 0x4D || final == 0x6D, let mouse = sgrMouse(parameters, pressed: final == 0x4D) else {
                return .nothing
            }
            return .event(.mouse(mouse))
        }
        guard parameters.marker == 0 else { return .nothing }
        switch final {
        case 0x7E:  // ~
            guard parameters.count <= 2, let code = parameters.first else { return .nothing }
            if code == 200, parameters.count == 1 { return .pasteStart }
            guard let key = tildeKey(code) else { return .nothing }
            return .event(.key(key, prefix.union(modifiers(fromParameter: parameters.second))))
        case 0x49, 0x4F:  // I, O
            guard parameters.count == 0 else { return .nothing }
            return .event(.focus(final == 0x49))
        case 0x5A:  // Z
            guard parameters.count <= 2, parameters.first ?? 1 == 1 else { return .nothing }
            return .event(.key(.tab, prefix.union(modifiers(fromParameter: parameters.second)).union(.shift)))
        case 0x52 where expectsCursorReport && parameters.count == 2:  // R: the report asked for
            guard let row = parameters.first, let column = parameters.second, row >= 1, column >= 1 else {
                return .nothing
            }
            return .cursorReport(row: row - 1, column: column - 1)
        default:
            // Letters need an empty or 1 first parameter: `CSI 12;40R` is a cursor report, not F3.
            guard parameters.count <= 2, parameters.first ?? 1 == 1, let key = letterKey(final) else {
                return .nothing
            }
            return .event(.key(key, prefix.union(modifiers(fromParameter: parameters.second))))
        }
    }

    // MARK: - SS3

    private static func ss3(_ parameters: Parameters, final: UInt8, prefix: Modifiers) -> Meaning {
        guard parameters.marker == 0, parameters.count <= 2 else { return .nothing }
        // Old xterms send the modifier as the only parameter (`ESC O 5 A`), newer ones as `1;5`.
        let modifierParameter: Int?
        if parameters.count == 2 {
            guard parameters.first ?? 1 == 1 else { return .nothing }
            modifierParameter = parameters.second
        } else {
            modifierParameter = parameters.first
        }
        let modifiers = prefix.union(modifiers(fromParameter: modifierParameter))
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
            guard let letter = letterKey(final) else { return .nothing }
            key = letter
        }
        return .event(.key(key, modifiers))
    }

    // MARK: - Parts

    /// The parameters of a finished sequence: at most three numbers, an optional private marker
    /// (`<`, `=`, `>`, `?`) in front, no intermediates.
    struct Parameters {
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
    static func modifiers(fromParameter parameter: Int?) -> Modifiers {
        guard let parameter, parameter >= 1 else { return [] }
        let bits = parameter - 1
        var result: Modifiers = []
        if bits & 1 != 0 { result.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { result.insert(.alt) }
        if bits & 4 != 0 { result.insert(.control) }
        return result
    }

    /// The key a letter final byte (`A`, `H`, `P` ...) names, shared by CSI and SS3.
    static func letterKey(_ final: UInt8) -> Key? {
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
    static func tildeKey(_ code: Int) -> Key? {
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

    /// Decodes an SGR (1006) mouse report `ESC [ < b ; x ; y M|m`; nil when it is malformed or
    /// reports something not modelled (buttons 8–11, a wheel release, a press of "no button").
    static func sgrMouse(_ parameters: Parameters, pressed: Bool) -> MouseEvent? {
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
}
