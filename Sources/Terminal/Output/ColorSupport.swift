/// How many colours a terminal can show, and how to bring any `Color` down to what it can show.
///
/// Attributes (bold, dim, italic, underline, reverse) are independent of the level: with `.none`
/// every colour becomes `.default`, but a bold cell is still drawn bold.
public struct ColorSupport: Sendable, Equatable {
    /// A terminal's colour capability, from none to 24-bit.
    public enum Level: Int, Sendable, Comparable {
        /// No colours at all (`NO_COLOR`, `TERM=dumb`): only the terminal's defaults.
        case none
        /// The 16 standard colours.
        case ansi16
        /// The 256-colour palette (16 standard colours, a 6×6×6 cube and 24 greys).
        case palette256
        /// Any 24-bit colour.
        case trueColor

        /// Orders levels from fewer colours to more.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The capability colours are brought down to.
    public var level: Level

    /// Creates a colour capability of the given level.
    public init(level: Level) {
        self.level = level
    }

    /// Decides the level from the environment.
    ///
    /// `NO_COLOR` (set and non-empty) or `TERM=dumb` → `.none` (attributes such as bold, reverse and
    /// underline are still used); `COLORTERM=truecolor` or `24bit` → `.trueColor`; a `TERM` that
    /// contains "256color" → `.palette256`; else what the terminal's terminfo entry says
    /// (`TerminalInfo`): no colours (`vt100`, `xterm-mono`) → `.none`, 256 or more →
    /// `.palette256`, else `.ansi16`, which is also the level when no entry is found.
    public static func detect(environment: [String: String]) -> ColorSupport {
        detect { environment[$0] }
    }

    /// Decides the level from the environment's variables as `variable` reads them.
    package static func detect(_ variable: (String) -> String?) -> ColorSupport {
        if let noColor = variable("NO_COLOR"), !noColor.isEmpty { return ColorSupport(level: .none) }
        let term = variable("TERM") ?? ""
        if term == "dumb" { return ColorSupport(level: .none) }
        if let colorTerm = variable("COLORTERM")?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            return ColorSupport(level: .trueColor)
        }
        if holds(term, "256color") { return ColorSupport(level: .palette256) }
        switch TerminalInfo.colors(term: term, variable) {
        case nil: return ColorSupport(level: .ansi16)
        case let colors? where colors >= 256: return ColorSupport(level: .palette256)
        case let colors? where colors >= 8: return ColorSupport(level: .ansi16)
        default: return ColorSupport(level: .none)
        }
    }

    /// Whether `text` holds `part`, compared as UTF-8.
    private static func holds(_ text: String, _ part: String) -> Bool {
        let bytes = Array(text.utf8)
        let wanted = Array(part.utf8)
        guard !wanted.isEmpty else { return true }
        guard bytes.count >= wanted.count else { return false }
        return (0...(bytes.count - wanted.count)).contains { bytes[$0..<($0 + wanted.count)].elementsEqual(wanted) }
    }

    /// Maps a colour to the nearest one this level can show.
    ///
    /// RGB goes to the 256-colour cube or grey ramp (whichever is closer) at `.palette256`; palette
    /// and RGB colours go to the nearest of the 16 standard colours (xterm's default values) at
    /// `.ansi16`; everything becomes `.default` at `.none`. An `.ansi` value above 15 is read as
    /// the palette colour of that number.
    public func downgrade(_ color: Color) -> Color {
        switch (level, color) {
        case (.none, _):
            return .default
        case (_, .default):
            return .default
        case (_, .ansi(let n)) where n < 16:
            return color
        case (.ansi16, .ansi(let n)), (.ansi16, .palette(let n)):
            if n < 16 { return .ansi(n) }
            let (r, g, b) = Self.rgb(ofPalette: n)
            return .ansi(Self.nearestStandard(r, g, b))
        case (.ansi16, .rgb(let r, let g, let b)):
            return .ansi(Self.nearestStandard(r, g, b))
        case (_, .ansi(let n)):
            return .palette(n)
        case (_, .palette):
            return color
        case (.palette256, .rgb(let r, let g, let b)):
            return .palette(Self.nearestPalette(r, g, b))
        case (.trueColor, .rgb):
            return color
        }
    }

    /// Brings both colours of a style down to this level; attributes are kept.
    func downgrade(_ style: Style) -> Style {
        var shown = style
        shown.foreground = downgrade(style.foreground)
        shown.background = downgrade(style.background)
        return shown
    }

    /// The levels of the 6×6×6 colour cube, as numbers to measure distances with.
    private static let cubeLevels = XtermPalette.cubeLevels.map(Int.init)

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return dr * dr + dg * dg + db * db
    }

    private static func rgb(ofPalette n: UInt8) -> (UInt8, UInt8, UInt8) {
        let value = XtermPalette.rgb(n)
        return (value.red, value.green, value.blue)
    }

    private static func nearestStandard(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let target = (Int(r), Int(g), Int(b))
        var best = 0
        var bestDistance = Int.max
        for (i, s) in XtermPalette.standard.enumerated() {
            let d = distance(target, (Int(s.red), Int(s.green), Int(s.blue)))
            if d < bestDistance {
                best = i
                bestDistance = d
            }
        }
        return UInt8(best)
    }

    private static func nearestPalette(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func cubeStep(_ v: Int) -> Int { v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40 }
        let target = (Int(r), Int(g), Int(b))
        let ri = cubeStep(target.0), gi = cubeStep(target.1), bi = cubeStep(target.2)
        let cube = (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
        let average = (target.0 + target.1 + target.2) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let greyValue = 8 + 10 * greyStep
        let grey = (greyValue, greyValue, greyValue)
        if distance(target, grey) < distance(target, cube) { return UInt8(232 + greyStep) }
        return UInt8(16 + 36 * ri + 6 * gi + bi)
    }
}
