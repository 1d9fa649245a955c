#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the environment says about the terminal, decided in one place: colours, whether the
/// terminal is dumb, whether it takes synchronized output, whether text may use UTF-8, and the
/// background it draws on when the environment says.
///
/// | variable | effect |
/// |---|---|
/// | `NO_COLOR` (non-empty) | no colours; attributes (bold, reverse, dim) still used |
/// | `TERM=dumb` | no colours, and prompts ask with plain lines (`isDumb`) |
/// | `TERM=linux` | no synchronized output (the console prints nothing useful for it) |
/// | `COLORTERM=truecolor`/`24bit`, `TERM=*256color*` | 24-bit or 256 colours |
/// | any other `TERM` | its terminfo entry's colours: none (`vt100`, `xterm-mono`), 16 or 256 |
/// | `LC_ALL`, else `LC_CTYPE`, else `LANG` | UTF-8 unless the first one set names another charset (`C`, `POSIX`, `*.ISO-8859-1`) |
/// | `COLORFGBG` (`15;0`, `0;default;15`) | the background: the last field, one of the 16 standard colours, dark or light by its value in xterm's palette |
public struct TerminalTraits: Sendable, Equatable {
    /// The colours the terminal shows.
    public var colors: ColorSupport
    /// `TERM=dumb`: no cursor movement; prompts use plain lines.
    public var isDumb: Bool
    /// Whether frames are wrapped in synchronized-output mode.
    public var synchronizedOutput: Bool
    /// Whether text may use characters beyond ASCII (arrows, box lines).
    public var usesUnicode: Bool
    /// The background the terminal draws on, when it is known before the terminal is asked
    /// (`COLORFGBG`, or the user's choice); nil to ask the terminal (OSC 11) while the program
    /// runs. A theme for an unknown background carries its light form, and the run loop hands the
    /// answer to the program as `RunContext.background`.
    public var background: TerminalBackground?

    /// Creates traits from their parts.
    public init(
        colors: ColorSupport, isDumb: Bool, synchronizedOutput: Bool, usesUnicode: Bool,
        background: TerminalBackground? = nil
    ) {
        self.colors = colors
        self.isDumb = isDumb
        self.synchronizedOutput = synchronizedOutput
        self.usesUnicode = usesUnicode
        self.background = background
    }

    /// The traits the environment describes.
    public init(environment: [String: String]) {
        self.init { environment[$0] }
    }

    /// The traits the environment describes, its variables read by `variable`.
    package init(_ variable: (String) -> String?) {
        let term = variable("TERM") ?? ""
        colors = ColorSupport.detect(variable)
        isDumb = term == "dumb"
        synchronizedOutput = term != "linux" && term != "dumb"
        usesUnicode = Self.localeUsesUTF8(variable)
        background = variable("COLORFGBG").flatMap { TerminalBackground(colorFGBG: $0) }
    }

    /// The traits of this process's environment, its variables read one by one.
    public static func current() -> TerminalTraits {
        TerminalTraits(ProcessEnvironment.variable)
    }

    /// Whether the locale variables ask for UTF-8 (an unset locale counts as UTF-8: every modern
    /// terminal is, and a missing LANG is more often an oversight than a choice of ASCII).
    static func localeUsesUTF8(_ variable: (String) -> String?) -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = variable(name), !value.isEmpty else { continue }
            let upper = value.uppercased()
            if upper == "C" || upper == "POSIX" { return false }
            guard let dot = upper.firstIndex(of: ".") else { return true }
            let charset = upper[upper.index(after: dot)...].prefix { $0 != "@" }
            return charset == "UTF-8" || charset == "UTF8"
        }
        return true
    }
}

/// The process environment.
package enum ProcessEnvironment {
    /// The value of one variable, if it is set.
    package static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
