/// Text that carries its own colours as SGR escape sequences (`ls --color`, `git log --color`,
/// `grep --color`): the sequences read into styles, everything else kept as text.
///
/// Only complete SGR sequences — ESC `[`, parameters of digits, `;` and `:`, then `m` — are taken
/// out and read. Any other escape sequence (a cursor move, a title, a screen clear) stays in the
/// text, where ``InertText`` shows it as harmless characters when it is drawn.
///
/// ```swift
/// let line = SGRText("\u{1B}[31mred\u{1B}[0m plain")
/// line.text      // "red plain"
/// line.styles[0] // Style(foreground: .ansi(1))
/// ```
///
/// The styles are relative: a part of a style left at `.default` (no colour set, no attribute)
/// takes the style of the place it is drawn (a row's dimming, the band's colours).
package struct SGRText: Sendable, Equatable {
    /// The text without its SGR sequences.
    package let text: String
    /// The characters of ``text``.
    package let characters: [Character]
    /// The style of each character of ``characters``.
    package let styles: [Style]

    /// Reads `raw`: its SGR sequences become the styles of the characters after them.
    package init(_ raw: String) {
        var text = ""
        var styles: [Style] = []
        var style = Style.plain
        let scalars = Array(raw.unicodeScalars)
        var pending = String.UnicodeScalarView()
        var pendingStyles: [Style] = []
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\u{1B}", let (parameters, end) = Self.sgrSequence(scalars, at: index) {
                Self.apply(parameters, to: &style)
                index = end
                continue
            }
            pending.append(scalars[index])
            pendingStyles.append(style)
            index += 1
        }
        // A character takes the style of its first scalar.
        text = String(pending)
        var scalarIndex = 0
        for character in text {
            styles.append(pendingStyles[scalarIndex])
            scalarIndex += character.unicodeScalars.count
        }
        self.text = text
        characters = Array(text)
        self.styles = styles
    }

    /// `raw` without its SGR sequences.
    package static func strip(_ raw: String) -> String {
        guard raw.unicodeScalars.contains("\u{1B}") else { return raw }
        return SGRText(raw).text
    }

    /// The parameters of the SGR sequence at `start` and the index after it, if one is there.
    private static func sgrSequence(_ scalars: [Unicode.Scalar], at start: Int) -> ([[Int]], Int)? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "m" { break }
            guard (scalar >= "0" && scalar <= "9") || scalar == ";" || scalar == ":" else { return nil }
            index += 1
            // Longer than any real SGR sequence: not one.
            if index - start > 64 { return nil }
        }
        guard index < scalars.count else { return nil }
        let body = String(String.UnicodeScalarView(scalars[(start + 2)..<index]))
        // `;` separates parameters; `:` separates the parts of one (38:5:n).
        let parameters = body.split(separator: ";", omittingEmptySubsequences: false).map { parameter in
            parameter.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        }
        return (parameters, index + 1)
    }

    /// Applies SGR parameters to `style`.
    private static func apply(_ parameters: [[Int]], to style: inout Style) {
        var index = 0
        while index < parameters.count {
            let parameter = parameters[index]
            let code = parameter.first ?? 0
            index += 1
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4, 21: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = .ansi(UInt8(code - 30))
            case 39: style.foreground = .default
            case 40...47: style.background = .ansi(UInt8(code - 40))
            case 49: style.background = .default
            case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
            case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
            case 38, 48:
                // 38;5;n and 38;2;r;g;b, or in one parameter: 38:5:n, 38:2::r:g:b.
                var parts = Array(parameter.dropFirst())
                if parts.isEmpty {
                    let kind = index < parameters.count ? parameters[index].first ?? 0 : 0
                    let wanted = kind == 5 ? 2 : kind == 2 ? 4 : 1
                    parts = parameters[index..<min(parameters.count, index + wanted)].map { $0.first ?? 0 }
                    index += parts.count
                } else if parts.first == 2, parts.count == 5 {
                    parts.remove(at: 1)  // the colour space id
                }
                guard let color = color(parts) else { continue }
                if code == 38 { style.foreground = color } else { style.background = color }
            default:
                continue
            }
        }
    }

    /// A colour from `5;n` or `2;r;g;b`.
    private static func color(_ parts: [Int]) -> Color? {
        func byte(_ value: Int) -> UInt8? { (0...255).contains(value) ? UInt8(value) : nil }
        if parts.count == 2, parts[0] == 5, let n = byte(parts[1]) { return .palette(n) }
        if parts.count == 4, parts[0] == 2, let r = byte(parts[1]), let g = byte(parts[2]), let b = byte(parts[3]) {
            return .rgb(r, g, b)
        }
        return nil
    }
}

extension Style {
    /// This style (the relative style of a character of ``SGRText``) drawn where `base` is the
    /// style of the place: its colours where it sets them, the place's elsewhere, and both
    /// attributes.
    package func over(_ base: Style) -> Style {
        var shown = base
        if foreground != .default { shown.foreground = foreground }
        if background != .default { shown.background = background }
        shown.attributes.insert(attributes)
        return shown
    }
}

extension SGRText {
    /// `bytes` without their SGR sequences, every other byte kept as it came (bytes that are not
    /// UTF-8 too): an answer printed as given, less its colours.
    package static func strip<Bytes: Collection<UInt8>>(bytes: Bytes) -> [UInt8] {
        let bytes = Array(bytes)
        guard bytes.contains(0x1B) else { return bytes }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                var end = index + 2
                while end < bytes.count, end - index <= 64,
                    (bytes[end] >= 0x30 && bytes[end] <= 0x39) || bytes[end] == UInt8(ascii: ";")
                        || bytes[end] == UInt8(ascii: ":")
                {
                    end += 1
                }
                if end < bytes.count, end - index <= 64, bytes[end] == UInt8(ascii: "m") {
                    index = end + 1
                    continue
                }
            }
            kept.append(bytes[index])
            index += 1
        }
        return kept
    }
}
