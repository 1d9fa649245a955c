/// Whether the terminal draws on a dark or a light background: the palette a program picks so
/// that its text reads (a grey that stands out on black vanishes on white).
///
/// A program learns it from the environment (`COLORFGBG`, which rxvt, Konsole and iTerm2 set), from
/// the terminal itself (the run loop asks with OSC 11 and hands the answer to the program as
/// `RunContext.background`), or from the user (`TerminalTraits.background`).
public enum TerminalBackground: Sendable, Hashable {
    /// Light text on a dark background.
    case dark
    /// Dark text on a light background.
    case light

    /// The background a colour of these channels (0–255) makes: light when black text has more
    /// contrast on it than white text (WCAG relative luminance above about 0.18).
    package init(_ color: XtermPalette.RGB) {
        let luminance = Contrast.luminance(color)
        // Black on it: (L + 0.05) / 0.05; white on it: 1.05 / (L + 0.05).
        self = (luminance + 0.05) * (luminance + 0.05) > 1.05 * 0.05 ? .light : .dark
    }

    /// The background `COLORFGBG` describes: "FG;BG" or "FG;XPM;BG", the last field a number of
    /// the 16 standard colours; nil for any other value ("default" included).
    package init?(colorFGBG value: String) {
        guard let last = value.split(separator: ";", omittingEmptySubsequences: false).last, !last.isEmpty,
            last.count <= 2, last.allSatisfy({ $0.isASCII && $0.isNumber }), let index = UInt8(last), index < 16
        else { return nil }
        self.init(XtermPalette.standard[Int(index)])
    }

    /// The background an answer to OSC 11 names: the text between `ESC ] ` and the terminator,
    /// `11;rgb:R/G/B` (or `rgba:R/G/B/A`), each channel one to four hexadecimal digits as X11
    /// writes colours; nil for anything else.
    package init?(colorReply text: some Collection<UInt8>) {
        let prefix = Array("11;".utf8)
        guard text.count > prefix.count, text.prefix(prefix.count).elementsEqual(prefix) else { return nil }
        var rest = text.dropFirst(prefix.count)
        let rgba = Array("rgba:".utf8), rgb = Array("rgb:".utf8)
        let channels: Int
        if rest.starts(with: rgba) {
            rest = rest.dropFirst(rgba.count)
            channels = 4
        } else if rest.starts(with: rgb) {
            rest = rest.dropFirst(rgb.count)
            channels = 3
        } else {
            return nil
        }
        let fields = rest.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard fields.count == channels else { return nil }
        var values: [UInt8] = []
        for field in fields.prefix(3) {
            guard let value = Self.channel(field) else { return nil }
            values.append(value)
        }
        if channels == 4, Self.channel(fields[3]) == nil { return nil }
        self.init(XtermPalette.RGB(values[0], values[1], values[2]))
    }

    /// One channel of an X11 colour, 1–4 hexadecimal digits scaled to 0–255 (`f` is 255, `80` is
    /// 128, `ffff` is 255); nil when it is not that.
    private static func channel(_ digits: some Collection<UInt8>) -> UInt8? {
        guard (1...4).contains(digits.count) else { return nil }
        var value = 0
        for byte in digits {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value * 16 + Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value * 16 + Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value * 16 + Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
        }
        let largest = (1 << (4 * digits.count)) - 1
        return UInt8((value * 255 + largest / 2) / largest)
    }
}
