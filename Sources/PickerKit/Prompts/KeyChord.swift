import Terminal

/// A key with its modifiers, named as fzf names keys (`ctrl-x`, `alt-enter`, `f2`, `shift-up`):
/// the key of a ``KeyBinding`` (`TestTerminal` also types keys by these names).
///
/// | name | key |
/// |---|---|
/// | `ctrl-a` … `ctrl-z`, `ctrl-space` | Ctrl with a letter (`ctrl-i` is Tab, `ctrl-m` and `ctrl-j` Enter, `ctrl-h` Backspace, as terminals send them) |
/// | `alt-a`, `alt-/` …, `ctrl-alt-a` … | Alt (Esc first) with a character, or with Ctrl and a letter |
/// | `alt-enter`, `alt-space`, `alt-bspace`, `alt-up` … | Alt with those keys |
/// | `f1` … `f12` | function keys |
/// | `enter` (`return`), `space`, `tab`, `btab` (`shift-tab`), `bspace` (`bs`, `backspace`), `esc`, `del` (`delete`), `insert`, `home`, `end`, `pgup` (`page-up`), `pgdn` (`page-down`), `up`, `down`, `left`, `right` | those keys |
/// | `shift-up`, `shift-down`, `shift-left`, `shift-right`, `alt-shift-up` … | with Shift |
/// | any one character | that character typed |
///
/// Names are read without regard to case and answered as written.
public struct KeyChord: Sendable, Hashable {
    /// The name as written.
    public let name: String
    /// The key.
    public let key: Key
    /// The modifiers held with it.
    public let modifiers: Modifiers

    /// The chord `name` names, or nil when it names no key this reads.
    public init?(_ name: String) {
        guard let (key, modifiers) = Self.read(name) else { return nil }
        self.name = name
        self.key = key
        self.modifiers = modifiers
    }

    /// Whether the run loop takes this key for itself before any widget sees it: Ctrl-C interrupts
    /// the run and Ctrl-Z suspends the process, so a binding on either never fires.
    public var isTakenByTheRunLoop: Bool {
        modifiers == .control && (key == .character("c") || key == .character("z"))
    }

    /// Whether a key event is this chord.
    public func matches(_ key: Key, _ modifiers: Modifiers) -> Bool {
        guard key == self.key else { return false }
        // A character typed with Shift arrives as the shifted character: Shift is not compared.
        if case .character = key { return modifiers.subtracting(.shift) == self.modifiers }
        return modifiers == self.modifiers
    }

    private static let namedKeys: [String: Key] = [
        "enter": .enter, "return": .enter, "space": .character(" "), "tab": .tab, "bspace": .backspace,
        "bs": .backspace, "backspace": .backspace, "esc": .escape, "del": .delete, "delete": .delete,
        "insert": .insert, "home": .home, "end": .end, "pgup": .pageUp, "page-up": .pageUp, "pgdn": .pageDown,
        "page-down": .pageDown, "up": .up, "down": .down, "left": .left, "right": .right,
    ]

    private static func read(_ name: String) -> (Key, Modifiers)? {
        if name.count == 1, let character = name.first, !character.isWhitespace,
            !character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        {
            return (.character(character), [])
        }
        var rest = name.lowercased()[...]
        var modifiers: Modifiers = []
        // Each modifier at most once: "ctrl-ctrl-x" names no key.
        while true {
            if rest.hasPrefix("ctrl-"), rest.count > 5 {
                guard modifiers.insert(.control).inserted else { return nil }
                rest = rest.dropFirst(5)
            } else if rest.hasPrefix("alt-"), rest.count > 4 {
                guard modifiers.insert(.alt).inserted else { return nil }
                rest = rest.dropFirst(4)
            } else if rest.hasPrefix("shift-"), rest.count > 6 {
                guard modifiers.insert(.shift).inserted else { return nil }
                rest = rest.dropFirst(6)
            } else {
                break
            }
        }
        let base = String(rest)
        if base == "btab" {
            guard modifiers.isEmpty else { return nil }
            return (.tab, [.shift])
        }
        if modifiers.contains(.control) {
            // Ctrl with a letter (or space), maybe Alt too; Shift is never sent with them.
            guard !modifiers.contains(.shift) else { return nil }
            if base == "space" { return (.character(" "), modifiers) }
            guard base.count == 1, let letter = base.first else { return nil }
            let alt: Modifiers = modifiers.contains(.alt) ? [.alt] : []
            switch letter {
            case "i": return alt.isEmpty ? (.tab, []) : nil
            case "m", "j": return (.enter, alt)
            case "h": return alt.isEmpty ? (.backspace, []) : nil
            case " ": return (.character(" "), modifiers)
            case "a"..."z": return (.character(letter), modifiers)
            default: return nil
            }
        }
        if base.count >= 2, base.hasPrefix("f"), let number = Int(base.dropFirst()), (1...12).contains(number),
            base.dropFirst().first != "0"
        {
            return (.function(number), modifiers)
        }
        if let key = namedKeys[base] {
            switch key {
            case .up, .down, .left, .right: return (key, modifiers)
            case .character(" "), .enter, .backspace: return modifiers.contains(.shift) ? nil : (key, modifiers)
            case .tab: return modifiers.isEmpty || modifiers == .shift ? (key, modifiers) : nil
            default: return modifiers.isEmpty ? (key, []) : nil
            }
        }
        // Alt with one character, as written (alt-X is Alt with a capital X).
        let original = name.suffix(base.count)
        if modifiers == .alt, original.count == 1, let character = original.first, !character.isWhitespace {
            return (.character(character), [.alt])
        }
        return nil
    }
}
