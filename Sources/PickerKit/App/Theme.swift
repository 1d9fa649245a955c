import Terminal

/// The colours and attributes widgets draw with.
///
/// Every style still reads without colour: the selection band is also reversed when colours are
/// off (`NO_COLOR`, `TERM=dumb`), and dimming uses the dim attribute as well as grey.
public struct Theme: Sendable {
    /// Whether colours are shown at all.
    public var usesColor: Bool
    /// The selected row's band.
    public var band: Style
    /// The band's text in the focused component.
    public var bandFocused: Style
    /// Rows by distance from the band: index 0 is the row next to it.
    public var rowsByDistance: [Style]
    /// The separator between components.
    public var separator: Style
    /// Titles and labels.
    public var text: Style
    /// Secondary text such as hints.
    public var hint: Style
    /// A button at rest and focused.
    public var button: Style
    /// A focused button.
    public var buttonFocused: Style
    /// An alert's box.
    public var alert: Style
    /// An alert's title.
    public var alertTitle: Style
    /// The tab bar and its selected tab.
    public var tabBar: Style
    /// The selected tab.
    public var tabSelected: Style
    /// An accent for headings.
    public var accent: Style
    /// The line between components: "│", or "|" where the locale is not UTF-8.
    public var separatorGlyph = "│"
    /// The characters of an item that match the query (`picker choose`): its attributes are added
    /// to the row's style, and its colours, when set, replace the row's (else a dimmed row shows
    /// matches in the accent's colour). Bold and underlined by default.
    public var match = Style(attributes: [.bold, .underline])
    /// The marks of items chosen, and not chosen, when several may be chosen: added to the row's
    /// style as ``match`` is. The row's own style by default.
    public var mark = Style()

    /// The look for a terminal with colours at `level`.
    public static func standard(colors: ColorSupport) -> Theme {
        colors.level == .none ? monochrome : color
    }

    /// The look for a terminal: its colours, and ASCII lines where its locale is not UTF-8.
    public static func standard(traits: TerminalTraits) -> Theme {
        var theme = standard(colors: traits.colors)
        if !traits.usesUnicode { theme.separatorGlyph = "|" }
        return theme
    }

    /// Greys fading away from a blue band, as the iOS wheel. The wheel's own styles use the 16
    /// standard colours: they follow the user's terminal palette, and they keep the bytes per key
    /// low (every visible row changes when the wheel turns).
    public static let color = Theme(
        usesColor: true,
        band: Style(foreground: .ansi(15), background: .ansi(8), attributes: [.bold]),
        bandFocused: Style(foreground: .ansi(15), background: .ansi(4), attributes: [.bold]),
        rowsByDistance: [
            Style(),
            Style(foreground: .ansi(7)),
            Style(foreground: .ansi(8)),
            Style(foreground: .ansi(8), attributes: [.dim]),
        ],
        separator: Style(foreground: .palette(240)),
        text: Style(attributes: [.bold]),
        hint: Style(foreground: .palette(244)),
        button: Style(foreground: .palette(39), attributes: [.bold]),
        buttonFocused: Style(foreground: .palette(231), background: .palette(33), attributes: [.bold]),
        alert: Style(foreground: .palette(255), background: .palette(236)),
        alertTitle: Style(foreground: .palette(231), background: .palette(236), attributes: [.bold]),
        tabBar: Style(foreground: .palette(246), background: .palette(235)),
        tabSelected: Style(foreground: .palette(39), background: .palette(235), attributes: [.bold]),
        accent: Style(foreground: .palette(39), attributes: [.bold])
    )

    /// Attributes only: reverse for the band and focus, dim for distance.
    public static let monochrome = Theme(
        usesColor: false,
        band: Style(attributes: [.reverse]),
        bandFocused: Style(attributes: [.reverse, .bold]),
        rowsByDistance: [Style(), Style(attributes: [.dim]), Style(attributes: [.dim]), Style(attributes: [.dim])],
        separator: Style(attributes: [.dim]),
        text: Style(attributes: [.bold]),
        hint: Style(attributes: [.dim]),
        button: Style(attributes: [.bold]),
        buttonFocused: Style(attributes: [.reverse, .bold]),
        alert: Style(),
        alertTitle: Style(attributes: [.bold]),
        tabBar: Style(),
        tabSelected: Style(attributes: [.reverse, .bold]),
        accent: Style(attributes: [.bold])
    )

    /// The style of a row `distance` rows from the band (distance ≥ 1).
    public func rowStyle(distance: Int) -> Style {
        rowsByDistance[min(max(distance, 1), rowsByDistance.count) - 1]
    }
}
