import Terminal

/// The bytes an xterm-like terminal sends for a key, as the run loop's input decoder reads them:
/// a character as UTF-8 (Ctrl with a letter as its control byte, Alt as Esc before it), Enter
/// as CR, the arrows and the editing keys as CSI sequences with xterm's modifier parameter
/// (`ESC [1;5A` for Ctrl-Up), F1–F4 as SS3 and the others as `ESC [n~`.
enum KeyBytes {
    /// The bytes for `key` with `modifiers`, or nil for a combination no terminal sends (Ctrl with
    /// a character other than a letter, a space or one of `@[\]^_`).
    static func bytes(for key: Key, modifiers: Modifiers) -> [UInt8]? {
        let alt: [UInt8] = modifiers.contains(.alt) ? [0x1B] : []
        switch key {
        case .character(let character):
            guard modifiers.contains(.control) else { return alt + Array(String(character).utf8) }
            guard let control = controlByte(character) else { return nil }
            return alt + [control]
        case .enter: return plain(modifiers, alt + [0x0D])
        case .tab:
            if modifiers == .shift { return Array("\u{1B}[Z".utf8) }
            return plain(modifiers, alt + [0x09])
        case .backspace: return plain(modifiers, alt + [0x7F])
        case .escape: return plain(modifiers, alt + [0x1B])
        case .up: return csi(letter: "A", modifiers)
        case .down: return csi(letter: "B", modifiers)
        case .right: return csi(letter: "C", modifiers)
        case .left: return csi(letter: "D", modifiers)
        case .home: return csi(letter: "H", modifiers)
        case .end: return csi(letter: "F", modifiers)
        case .insert: return csi(tilde: 2, modifiers)
        case .delete: return csi(tilde: 3, modifiers)
        case .pageUp: return csi(tilde: 5, modifiers)
        case .pageDown: return csi(tilde: 6, modifiers)
        case .function(let number):
            switch number {
            case 1...4:
                let letter = Character(Unicode.Scalar(UInt8(ascii: "P") + UInt8(number - 1)))
                guard modifiers.isEmpty else { return csi(letter: letter, modifiers) }
                return Array("\u{1B}O\(letter)".utf8)
            case 5: return csi(tilde: 15, modifiers)
            case 6...10: return csi(tilde: number + 11, modifiers)
            case 11, 12: return csi(tilde: number + 12, modifiers)
            default: return nil
            }
        }
    }

    /// The control byte of Ctrl with `character` ("c" → 0x03, space → NUL).
    private static func controlByte(_ character: Character) -> UInt8? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return ascii - 0x60
        case UInt8(ascii: " "): return 0
        case 0x40...0x5F: return ascii - 0x40
        default: return nil
        }
    }

    /// `bytes` for a key that carries no modifier but Alt (an Esc before it).
    private static func plain(_ modifiers: Modifiers, _ bytes: [UInt8]) -> [UInt8]? {
        modifiers.subtracting(.alt).isEmpty ? bytes : nil
    }

    /// xterm's modifier parameter: 1 plus Shift 1, Alt 2, Ctrl 4.
    private static func parameter(_ modifiers: Modifiers) -> Int {
        1 + (modifiers.contains(.shift) ? 1 : 0) + (modifiers.contains(.alt) ? 2 : 0)
            + (modifiers.contains(.control) ? 4 : 0)
    }

    /// `ESC [` and `letter`, with `1;m` before it when modifiers are held.
    private static func csi(letter: Character, _ modifiers: Modifiers) -> [UInt8] {
        let middle = modifiers.isEmpty ? "" : "1;\(parameter(modifiers))"
        return Array("\u{1B}[\(middle)\(letter)".utf8)
    }

    /// `ESC [n~`, with `;m` after `n` when modifiers are held.
    private static func csi(tilde code: Int, _ modifiers: Modifiers) -> [UInt8] {
        let suffix = modifiers.isEmpty ? "" : ";\(parameter(modifiers))"
        return Array("\u{1B}[\(code)\(suffix)~".utf8)
    }
}
