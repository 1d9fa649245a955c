import Foundation
import Terminal

/// Themes by name, and themes written out as a spec in the manner of fzf's `--color`.
///
/// A spec is parts separated by commas: first, optionally, the name of a theme to start from
/// (``Theme/names``), then parts that each name a part of the look and give it colours and
/// attributes, separated by colons (`=` may stand for the first colon):
///
/// ```
/// ocean,band:#005f87,match:214:bold,title:underline
/// band=blue,dim=245,match=#ff8800,mark=green,title=bold
/// ```
///
/// | part | what it colours |
/// |---|---|
/// | `band` | the background of the selected row (of the focused component) |
/// | `band-text` | the text on the band |
/// | `dim` | the rows away from the band |
/// | `title` | titles and labels |
/// | `hint` | the key hints |
/// | `match` | the characters that match the query |
/// | `mark` | the marks of chosen items |
/// | `accent` | headings, pointers, focused boxes and buttons |
/// | `separator` | the lines between components |
///
/// A colour is a name (`black`, `red`, `green`, `yellow`, `blue`, `magenta`, `cyan`, `white`, each
/// also as `bright-red` …, `grey` for `bright-black`, `default` or `-1` for the terminal's own), a
/// palette number from 0 to 255, or `#rrggbb`. An attribute is `bold`, `dim`, `italic`,
/// `underline`, `reverse`, or `regular` (which drops the part's attributes). A part takes one
/// colour and any number of attributes.
///
/// Colours are brought down to what the terminal shows (``ColorSupport``); where it shows none
/// (`NO_COLOR`, `TERM=dumb`) every theme is the attributes-only one and only the attributes of a
/// spec apply — but a bad spec is refused all the same.
extension Theme {
    /// The themes that have a name, in the order the help lists them.
    public static let names = ["default", "light", "bw", "ocean", "amber"]

    /// The theme called `name` (one of ``names``), for a terminal with `traits`; nil for a name
    /// that is none of them. `light` is the default theme's form for a light background, whatever
    /// the background; the others have a form for each background, and both when `traits` does
    /// not say which the terminal has (``followsBackground``).
    public static func named(_ name: String, traits: TerminalTraits) -> Theme? {
        built(name.lowercased(), traits: traits)
    }

    /// The theme a spec describes (see the extension's overview), for a terminal with `traits`:
    /// its parts are applied to the named theme's form for each background.
    ///
    /// - Throws: ``PromptError`` naming the part that is wrong (made inert).
    public static func parse(_ spec: String, traits: TerminalTraits) throws -> Theme {
        var parts = spec.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var name = "default"
        if let first = parts.first, !first.isEmpty, !first.contains(":"), !first.contains("=") {
            guard names.contains(first.lowercased()) else {
                throw PromptError(
                    "'\(InertText.make(first))' is not a theme (\(names.joined(separator: ", "))) or a part of one "
                        + "(such as band:blue)")
            }
            name = first.lowercased()
            parts.removeFirst()
        }
        let usesColor = traits.colors.level != .none
        var settings: [ThemeSetting] = []
        for part in parts where !part.isEmpty { settings.append(try ThemeSetting(part)) }
        let theme = built(name, traits: traits) { theme in
            if !usesColor { theme = .monochrome }
            for setting in settings { theme.apply(setting, colors: usesColor) }
        }
        return theme ?? .monochrome
    }

    /// The theme `name` names for a terminal with `traits`, each form changed by `change` and then
    /// fitted to the terminal: the form for the terminal's background, or (the background unknown)
    /// the dark form carrying the light one; nil for a name that is none of ``names``.
    static func built(
        _ name: String, traits: TerminalTraits, change: (inout Theme) -> Void = { _ in }
    ) -> Theme? {
        func fitted(_ form: Theme) -> Theme {
            var theme = form
            change(&theme)
            return theme.shown(on: traits)
        }
        let sixteen = traits.colors.level == .ansi16
        let family: String
        let known: TerminalBackground?
        switch name {
        case "bw":
            var theme = Theme.monochrome
            theme.background = traits.background ?? .dark
            return fitted(theme)
        case "light":
            (family, known) = ("default", .light)
        default:
            (family, known) = (name, traits.background)
        }
        guard let first = form(family, background: known ?? .dark, sixteenColors: sixteen) else { return nil }
        var theme = fitted(first)
        // Without colours both forms are the same attributes: nothing to follow.
        guard known == nil, theme.usesColor, let light = form(family, background: .light, sixteenColors: sixteen)
        else { return theme }
        theme.otherForm = OtherForm(fitted(light))
        return theme
    }

    /// This theme as a terminal with `traits` shows it: its colours brought down to what the
    /// terminal has (the attributes-only theme where it has none), ASCII lines where the locale
    /// is not UTF-8.
    func shown(on traits: TerminalTraits) -> Theme {
        var theme = self
        if traits.colors.level == .none && usesColor {
            theme = .monochrome
            theme.background = background
        }
        theme.downgradeColors(traits.colors)
        theme.colors = traits.colors
        if !traits.usesUnicode { theme.separatorGlyph = "|" }
        return theme
    }

    /// Every style's colours brought down to `colors` (each named: a key path would make the
    /// runtime build its class on the way to the first frame).
    private mutating func downgradeColors(_ colors: ColorSupport) {
        guard colors.level != .trueColor else { return }
        func down(_ style: inout Style) {
            style.foreground = colors.downgrade(style.foreground)
            style.background = colors.downgrade(style.background)
        }
        down(&band)
        down(&bandFocused)
        down(&separator)
        down(&text)
        down(&hint)
        down(&button)
        down(&buttonFocused)
        down(&alert)
        down(&alertTitle)
        down(&tabBar)
        down(&tabSelected)
        down(&accent)
        down(&match)
        down(&mark)
        for index in rowsByDistance.indices { down(&rowsByDistance[index]) }
    }

    /// Applies one part of a spec; its colour only when the terminal shows colours.
    private mutating func apply(_ setting: ThemeSetting, colors: Bool) {
        func change(_ style: inout Style, background: Bool = false) {
            if setting.clearsAttributes { style.attributes = [] }
            style.attributes.insert(setting.attributes)
            guard colors, let color = setting.color else { return }
            if background { style.background = color } else { style.foreground = color }
        }
        switch setting.element {
        case .band:
            change(&bandFocused, background: true)
        case .bandText:
            change(&bandFocused)
            if colors, let color = setting.color { band.foreground = color }
        case .dim:
            for index in rowsByDistance.indices.dropFirst() { change(&rowsByDistance[index]) }
        case .title:
            change(&text)
            change(&alertTitle)
        case .hint: change(&hint)
        case .match: change(&match)
        case .mark: change(&mark)
        case .accent:
            change(&accent)
            change(&button)
            if colors, let color = setting.color { buttonFocused.background = color }
        case .separator: change(&separator)
        }
    }

}

/// One part of a theme spec, read: which part of the look, its colour, its attributes.
struct ThemeSetting: Equatable {
    /// The parts of the look a spec names.
    enum Element: String, CaseIterable {
        case band
        case bandText = "band-text"
        case dim, title, hint, match, mark, accent, separator
    }

    var element: Element
    var color: Color?
    var attributes: Attributes = []
    /// `regular` was given: the part's own attributes are dropped first.
    var clearsAttributes = false

    /// Reads `part`, such as `band:blue`, `match=#ff8800:bold` or `title:bold`.
    init(_ part: String) throws {
        let quoted = "'\(InertText.make(part))'"
        guard let separator = part.firstIndex(where: { $0 == ":" || $0 == "=" }) else {
            throw PromptError(
                "\(quoted) names no part of the theme: write it as a part and a colour, such as band:blue")
        }
        let name = part[..<separator].trimmingCharacters(in: .whitespaces).lowercased()
        guard let element = Element(rawValue: name) else {
            let parts = Element.allCases.map(\.rawValue).joined(separator: ", ")
            throw PromptError(
                "'\(InertText.make(String(part[..<separator])))' in \(quoted) is not a part of the theme: \(parts)")
        }
        self.element = element
        let values = part[part.index(after: separator)...].split(separator: ":", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard values.contains(where: { !$0.isEmpty }) else {
            throw PromptError("\(quoted) gives no colour or attribute")
        }
        for value in values where !value.isEmpty {
            if value.lowercased() == "regular" {
                clearsAttributes = true
                continue
            }
            if let attribute = Self.attribute(value.lowercased()) {
                attributes.insert(attribute)
                continue
            }
            let found = try Self.color(value, in: quoted)
            guard color == nil else {
                throw PromptError("\(quoted) gives two colours: a part takes one colour and attributes")
            }
            color = found
        }
    }

    /// The attribute a word names, or nil.
    static func attribute(_ word: String) -> Attributes? {
        switch word {
        case "bold": .bold
        case "dim": .dim
        case "italic": .italic
        case "underline": .underline
        case "reverse": .reverse
        default: nil
        }
    }

    /// The colour names, in the order of the 16 standard colours.
    static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The colour `value` names (quoted in an error as part of `quoted`).
    static func color(_ value: String, in quoted: String) throws -> Color {
        let word = value.lowercased()
        let shown = "'\(InertText.make(value))' in \(quoted)"
        if word == "default" || word == "-1" { return .default }
        if word == "grey" || word == "gray" { return .ansi(8) }
        if let index = colorNames.firstIndex(of: word) { return .ansi(UInt8(index)) }
        if word.hasPrefix("bright-"), let index = colorNames.firstIndex(of: String(word.dropFirst(7))) {
            return .ansi(UInt8(index + 8))
        }
        if !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard word.count <= 3, let number = Int(word), number <= 255 else {
                throw PromptError("\(shown) is not a colour: the palette goes from 0 to 255")
            }
            return .palette(UInt8(number))
        }
        if word.hasPrefix("#") {
            let digits = Array(word.dropFirst())
            guard digits.count == 6, digits.allSatisfy(\.isHexDigit),
                let value = UInt32(String(digits), radix: 16)
            else {
                throw PromptError("\(shown) is not a colour: write #rrggbb, six hexadecimal digits")
            }
            return .rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
        }
        throw PromptError(
            "\(shown) is not a colour or an attribute: a colour is a name (red, bright-blue …), 0 to 255 or "
                + "#rrggbb; an attribute is bold, dim, italic, underline, reverse or regular")
    }
}
