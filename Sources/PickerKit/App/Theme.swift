import Terminal

/// The colours and attributes widgets draw with.
///
/// Every style still reads without colour: the selection band is also reversed when colours are
/// off (`NO_COLOR`, `TERM=dumb`), and dimming uses the dim attribute as well as grey.
///
/// Each named theme has a form for a dark background and one for a light background, each with
/// its colours chosen for 16 colours and for 256 or more, so that text keeps 4.5:1 contrast with
/// what it is drawn on and lines and marks 3:1 (WCAG 2, measured in xterm's palette). A theme made
/// while the background is not known (``TerminalTraits/background`` nil) carries both forms, and
/// a `WidgetProgram` shows the one for the background the run loop learns from the terminal
/// (``forBackground(_:)``).
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
    /// The background this theme's colours are made for.
    public internal(set) var background = TerminalBackground.dark
    /// The colours the terminal shows, once the theme is fitted to it (contrast is measured on the
    /// colours as the renderer brings them down).
    var colors = ColorSupport(level: .trueColor)
    /// The same theme for the other background, when it was made without knowing which the
    /// terminal has.
    var otherForm: OtherForm?

    /// A theme's form for the other background, in a box: a struct cannot hold itself (and a box
    /// costs no generic type, as an array would, on the way to the first frame).
    final class OtherForm: Sendable {
        let theme: Theme

        init(_ theme: Theme) {
            self.theme = theme
        }
    }

    /// The look for a terminal with colours at `level`, on a dark background.
    public static func standard(colors: ColorSupport) -> Theme {
        colors.level == .none ? monochrome : color
    }

    /// The look for a terminal: the standard theme's form for its background and its colours (both
    /// forms when the background is not known: ``followsBackground``), ASCII lines where its locale
    /// is not UTF-8.
    public static func standard(traits: TerminalTraits) -> Theme {
        built("default", traits: traits) ?? standard(colors: traits.colors)
    }

    /// Greys fading away from a blue band, as the iOS wheel, on a dark background. The wheel's own
    /// styles use the 16 standard colours: they follow the user's terminal palette, and they keep
    /// the bytes per key low (every visible row changes when the wheel turns). The rows fade by
    /// distance only as far as text keeps 4.5:1 on black (colour 8: 5.2), and the band is a grey
    /// under which the terminal's own text colour also reads (the calendar's cursor day).
    public static let color = Theme(
        usesColor: true,
        band: Style(foreground: .ansi(15), background: .palette(238), attributes: [.bold]),
        bandFocused: Style(foreground: .ansi(15), background: .ansi(4), attributes: [.bold]),
        rowsByDistance: [
            Style(),
            Style(foreground: .ansi(7)),
            Style(foreground: .ansi(8)),
            Style(foreground: .ansi(8)),
        ],
        separator: Style(foreground: .palette(242)),
        text: Style(attributes: [.bold]),
        hint: Style(foreground: .palette(245)),
        button: Style(foreground: .palette(81), attributes: [.bold]),
        buttonFocused: Style(foreground: .palette(231), background: .palette(25), attributes: [.bold]),
        alert: Style(foreground: .palette(255), background: .palette(236)),
        alertTitle: Style(foreground: .palette(231), background: .palette(236), attributes: [.bold]),
        tabBar: Style(foreground: .palette(248), background: .palette(235)),
        tabSelected: Style(foreground: .palette(81), background: .palette(235), attributes: [.bold]),
        accent: Style(foreground: .palette(81), attributes: [.bold])
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

    /// Whether this theme has a form for each background: it was made while the terminal's
    /// background was not known, and a run asks the terminal (`EventLoopOptions.asksBackground`).
    public var followsBackground: Bool { otherForm != nil }

    /// This theme as it is shown on a terminal with `background`: its form for that background
    /// when it has one (``followsBackground``), else itself.
    public func forBackground(_ background: TerminalBackground) -> Theme {
        guard background != self.background, var other = otherForm?.theme else { return self }
        var this = self
        this.otherForm = nil
        other.otherForm = OtherForm(this)
        return other
    }

    /// Gives the text drawn on `band` inside `rect` a colour that reads on it: a cell on the
    /// band's background whose own text colour (an attributed title's, an item's `--ansi` colour,
    /// a match's) keeps less than 4.5:1 with the band is drawn in the band's text colour instead;
    /// a colour that reads keeps its own. (A cell that draws its own background, a swatch, is left
    /// alone.) Without colours there is nothing to do.
    public func keepReadable(_ rect: Rect, on band: Style, in screen: inout Screen) {
        guard usesColor else { return }
        let background = self.background
        let colors = self.colors
        var checked: (color: Color, reads: Bool)?
        // A cell in the band's own style is left as it is: the band's colours read on it.
        screen.restyle(rect, keeping: band) { style in
            guard style.background == band.background, style.foreground != band.foreground,
                !style.attributes.contains(.reverse)
            else { return }
            if checked?.color != style.foreground {
                let ratio = Contrast.ratio(of: style, on: background, colors: colors)
                checked = (style.foreground, ratio >= Contrast.text)
            }
            if checked?.reads == false { style.foreground = band.foreground }
        }
    }
}
