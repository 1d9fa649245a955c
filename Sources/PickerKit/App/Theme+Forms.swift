import Terminal

/// The forms of the named themes: each for a dark and a light background, each with colours for
/// 16 colours and for 256 or more.
///
/// Every form keeps text at 4.5:1 contrast or more with what it is drawn on, lines and marks at
/// 3:1, measured in xterm's palette (`Contrast`), and fades the wheel's rows by distance without
/// ever gaining contrast further out (`ThemeContrastTests` checks every form, every role, at
/// every colour depth). What limits them: on white only black and dark greys read, so the light
/// forms fade from black to grey 243 (4.5:1); with 16 colours on white no grey but black reads
/// (colour 8 is 4.0:1), so the rows of a light 16-colour form do not fade; on black, colour 8
/// (5.2:1) is the dimmest text, and dim text (drawn at two thirds of its colour) goes below it.
/// The 256-colour cube brought down to 16 colours loses the contrast it was chosen for (white on
/// grey 238 becomes white on colour 8, 4.0:1), so each 16-colour form is written out, not
/// derived. Bold text in colours 0–7 is drawn bright by xterm (bold black is grey 127, 4.0:1 on
/// white), so bold black text is the terminal's own colour, and on white no bold colour but blue
/// keeps 4.5:1 either way.
extension Theme {
    /// The form of the theme family `name` (`default`, `ocean`, `amber`) for `background`, with
    /// the colours for 16 colours when `sixteenColors`; nil for another name.
    static func form(_ name: String, background: TerminalBackground, sixteenColors: Bool) -> Theme? {
        var theme: Theme
        switch (name, background) {
        case ("default", .dark): theme = sixteenColors ? colorSixteen : color
        case ("default", .light): theme = sixteenColors ? lightSixteen : light
        case ("ocean", .dark): theme = sixteenColors ? oceanSixteen : ocean
        case ("ocean", .light): theme = sixteenColors ? oceanLightSixteen : oceanLight
        case ("amber", .dark): theme = sixteenColors ? amberSixteen : amber
        case ("amber", .light): theme = sixteenColors ? amberLightSixteen : amberLight
        default: return nil
        }
        theme.background = background
        return theme
    }

    /// The standard look with 16 colours on a dark background: no grey of the 16 takes both white
    /// text and the terminal's own text at 4.5:1, so the band is blue, and bold marks the focused
    /// component's.
    static var colorSixteen: Theme {
        var theme = color
        theme.band = Style(foreground: .ansi(15), background: .ansi(4))
        return theme
    }

    /// The standard look on a light background: black and dark greys, a light grey band, blue
    /// accents.
    static let light = Theme(
        usesColor: true,
        band: Style(background: .ansi(7), attributes: [.bold]),
        bandFocused: Style(foreground: .ansi(15), background: .ansi(4), attributes: [.bold]),
        rowsByDistance: [
            Style(),
            Style(foreground: .palette(237)),
            Style(foreground: .palette(240)),
            Style(foreground: .palette(243)),
        ],
        separator: Style(foreground: .palette(245)),
        text: Style(attributes: [.bold]),
        hint: Style(foreground: .palette(241)),
        button: Style(foreground: .palette(25), attributes: [.bold]),
        buttonFocused: Style(foreground: .palette(231), background: .palette(25), attributes: [.bold]),
        alert: Style(foreground: .palette(235), background: .palette(254)),
        alertTitle: Style(foreground: .palette(232), background: .palette(254), attributes: [.bold]),
        tabBar: Style(foreground: .palette(239), background: .palette(254)),
        tabSelected: Style(foreground: .palette(25), background: .palette(254), attributes: [.bold]),
        accent: Style(foreground: .palette(25), attributes: [.bold]),
        background: .light
    )

    /// The standard look with 16 colours on a light background: the rows and hints in the
    /// terminal's own text colour (colour 8 has 4.0:1 on white), the tab bar on colour 7, the
    /// accent blue but not bold (bright blue has 4.1:1 on the band's grey).
    static var lightSixteen: Theme {
        var theme = light
        theme.rowsByDistance = [Style(), Style(), Style(), Style()]
        theme.hint = Style()
        theme.alertTitle = Style(background: .palette(254), attributes: [.bold])
        theme.tabBar = Style(foreground: .ansi(0), background: .ansi(7))
        theme.tabSelected = Style(foreground: .ansi(15), background: .ansi(4), attributes: [.bold])
        theme.accent = Style(foreground: .ansi(4))
        return theme
    }

    /// Sea blues and teals on a dark background.
    static let ocean = Theme(
        usesColor: true,
        band: Style(foreground: .palette(195), background: .palette(238), attributes: [.bold]),
        bandFocused: Style(foreground: .palette(231), background: .palette(24), attributes: [.bold]),
        rowsByDistance: [
            Style(foreground: .palette(195)),
            Style(foreground: .palette(117)),
            Style(foreground: .palette(74)),
            Style(foreground: .palette(31)),
        ],
        separator: Style(foreground: .palette(31)),
        text: Style(foreground: .palette(159), attributes: [.bold]),
        hint: Style(foreground: .palette(73)),
        button: Style(foreground: .palette(81), attributes: [.bold]),
        buttonFocused: Style(foreground: .palette(231), background: .palette(24), attributes: [.bold]),
        alert: Style(foreground: .palette(195), background: .palette(23)),
        alertTitle: Style(foreground: .palette(231), background: .palette(23), attributes: [.bold]),
        tabBar: Style(foreground: .palette(152), background: .palette(23)),
        tabSelected: Style(foreground: .palette(231), background: .palette(23), attributes: [.bold]),
        accent: Style(foreground: .palette(81), attributes: [.bold]),
        match: Style(foreground: .palette(220), attributes: [.bold, .underline])
    )

    /// Ocean with 16 colours on a dark background: whites and cyans, a blue band.
    static let oceanSixteen = Theme(
        usesColor: true,
        band: Style(foreground: .ansi(15), background: .ansi(4)),
        bandFocused: Style(foreground: .ansi(15), background: .ansi(4), attributes: [.bold]),
        rowsByDistance: [
            Style(foreground: .ansi(15)),
            Style(foreground: .ansi(14)),
            Style(foreground: .ansi(6)),
            Style(foreground: .ansi(6)),
        ],
        separator: Style(foreground: .ansi(6)),
        text: Style(foreground: .ansi(14), attributes: [.bold]),
        hint: Style(foreground: .ansi(6)),
        button: Style(foreground: .ansi(14), attributes: [.bold]),
        buttonFocused: Style(foreground: .ansi(15), background: .ansi(4), attributes: [.bold]),
        alert: Style(foreground: .ansi(15), background: .ansi(0)),
        alertTitle: Style(foreground: .ansi(15), background: .ansi(0), attributes: [.bold]),
        tabBar: Style(foreground: .ansi(6), background: .ansi(0)),
        tabSelected: Style(foreground: .ansi(15), background: .ansi(0), attributes: [.bold]),
        accent: Style(foreground: .ansi(14), attributes: [.bold]),
        match: Style(foreground: .ansi(11), attributes: [.bold, .underline])
    )

    /// Ocean on a light background: deep blues and teals, a pale band.
    static let oceanLight = Theme(
        usesColor: true,
        band: Style(foreground: .palette(23), background: .palette(195), attributes: [.bold]),
        bandFocused: Style(foreground: .palette(231), background: .palette(24), attributes: [.bold]),
        rowsByDistance: [
            Style(foreground: .palette(17)),
            Style(foreground: .palette(23)),
            Style(foreground: .palette(24)),
            Style(foreground: .palette(25)),
        ],
        separator: Style(foreground: .palette(31)),
        text: Style(foreground: .palette(23), attributes: [.bold]),
        hint: Style(foreground: .palette(24)),
        button: Style(foreground: .palette(25), attributes: [.bold]),
        buttonFocused: Style(foreground: .palette(231), background: .palette(24), attributes: [.bold]),
        alert: Style(foreground: .palette(23), background: .palette(195)),
        alertTitle: Style(foreground: .palette(17), background: .palette(195), attributes: [.bold]),
        tabBar: Style(foreground: .palette(24), background: .palette(195)),
        tabSelected: Style(foreground: .palette(231), background: .palette(24), attributes: [.bold]),
        accent: Style(foreground: .palette(25), attributes: [.bold]),
        match: Style(foreground: .palette(130), attributes: [.bold, .underline]),
        background: .light
    )

    /// Ocean with 16 colours on a light background: blue text, a grey band, matches and the
    /// accent not bold (bright blue has 4.1:1 on the band's grey, bright red 4.0:1 on white).
    static let oceanLightSixteen = Theme(
        usesColor: true,
        band: Style(background: .ansi(7), attributes: [.bold]),
        bandFocused: Style(foreground: .ansi(15), background: .ansi(4), attributes: [.bold]),
        rowsByDistance: [
            Style(foreground: .ansi(4)),
            Style(foreground: .ansi(4)),
            Style(foreground: .ansi(4)),
            Style(foreground: .ansi(4)),
        ],
        separator: Style(foreground: .ansi(4)),
        text: Style(foreground: .ansi(4), attributes: [.bold]),
        hint: Style(foreground: .ansi(4)),
        button: Style(foreground: .ansi(4), attributes: [.bold]),
        buttonFocused: Style(foreground: .ansi(15), background: .ansi(4), attributes: [.bold]),
        alert: Style(foreground: .ansi(0), background: .ansi(7)),
        alertTitle: Style(background: .ansi(7), attributes: [.bold]),
        tabBar: Style(foreground: .ansi(0), background: .ansi(7)),
        tabSelected: Style(foreground: .ansi(15), background: .ansi(4), attributes: [.bold]),
        accent: Style(foreground: .ansi(4)),
        background: .light
    )

    /// Warm ambers, as an old terminal's phosphor, on a dark background.
    static let amber = Theme(
        usesColor: true,
        band: Style(foreground: .palette(230), background: .palette(236), attributes: [.bold]),
        bandFocused: Style(foreground: .palette(232), background: .palette(214), attributes: [.bold]),
        rowsByDistance: [
            Style(foreground: .palette(223)),
            Style(foreground: .palette(180)),
            Style(foreground: .palette(137)),
            Style(foreground: .palette(137)),
        ],
        separator: Style(foreground: .palette(137)),
        text: Style(foreground: .palette(222), attributes: [.bold]),
        hint: Style(foreground: .palette(137)),
        button: Style(foreground: .palette(214), attributes: [.bold]),
        buttonFocused: Style(foreground: .palette(232), background: .palette(214), attributes: [.bold]),
        alert: Style(foreground: .palette(223), background: .palette(52)),
        alertTitle: Style(foreground: .palette(230), background: .palette(52), attributes: [.bold]),
        tabBar: Style(foreground: .palette(180), background: .palette(235)),
        tabSelected: Style(foreground: .palette(214), background: .palette(235), attributes: [.bold]),
        accent: Style(foreground: .palette(214), attributes: [.bold]),
        match: Style(foreground: .palette(208), attributes: [.bold, .underline])
    )

    /// Amber with 16 colours on a dark background: yellows, a red band under which white, yellow
    /// and the terminal's own text read (black on yellow would be grey on yellow when bold).
    static let amberSixteen = Theme(
        usesColor: true,
        band: Style(foreground: .ansi(15), background: .ansi(1)),
        bandFocused: Style(foreground: .ansi(11), background: .ansi(1), attributes: [.bold]),
        rowsByDistance: [
            Style(foreground: .ansi(11)),
            Style(foreground: .ansi(3)),
            Style(foreground: .ansi(3)),
            Style(foreground: .ansi(3)),
        ],
        separator: Style(foreground: .ansi(3)),
        text: Style(foreground: .ansi(11), attributes: [.bold]),
        hint: Style(foreground: .ansi(3)),
        button: Style(foreground: .ansi(11), attributes: [.bold]),
        buttonFocused: Style(foreground: .ansi(11), background: .ansi(1), attributes: [.bold]),
        alert: Style(foreground: .ansi(11), background: .ansi(0)),
        alertTitle: Style(foreground: .ansi(11), background: .ansi(0), attributes: [.bold]),
        tabBar: Style(foreground: .ansi(3), background: .ansi(0)),
        tabSelected: Style(foreground: .ansi(11), background: .ansi(0), attributes: [.bold]),
        accent: Style(foreground: .ansi(11), attributes: [.bold]),
        match: Style(foreground: .ansi(9), attributes: [.bold, .underline])
    )

    /// Amber on a light background: browns and dark reds, a cream band.
    static let amberLight = Theme(
        usesColor: true,
        band: Style(foreground: .palette(52), background: .palette(230), attributes: [.bold]),
        bandFocused: Style(foreground: .palette(231), background: .palette(94), attributes: [.bold]),
        rowsByDistance: [
            Style(foreground: .palette(52)),
            Style(foreground: .palette(88)),
            Style(foreground: .palette(94)),
            Style(foreground: .palette(130)),
        ],
        separator: Style(foreground: .palette(130)),
        text: Style(foreground: .palette(94), attributes: [.bold]),
        hint: Style(foreground: .palette(94)),
        button: Style(foreground: .palette(130), attributes: [.bold]),
        buttonFocused: Style(foreground: .palette(231), background: .palette(94), attributes: [.bold]),
        alert: Style(foreground: .palette(52), background: .palette(230)),
        alertTitle: Style(foreground: .palette(52), background: .palette(230), attributes: [.bold]),
        tabBar: Style(foreground: .palette(94), background: .palette(230)),
        tabSelected: Style(foreground: .palette(231), background: .palette(94), attributes: [.bold]),
        accent: Style(foreground: .palette(130), attributes: [.bold]),
        match: Style(foreground: .palette(124), attributes: [.bold, .underline]),
        background: .light
    )

    /// Amber with 16 colours on a light background: the terminal's black text, dark red accents
    /// (not bold: bright red has 4.0:1 on white), a grey band, a red focused band.
    static let amberLightSixteen = Theme(
        usesColor: true,
        band: Style(background: .ansi(7), attributes: [.bold]),
        bandFocused: Style(foreground: .ansi(15), background: .ansi(1), attributes: [.bold]),
        rowsByDistance: [Style(), Style(), Style(), Style()],
        separator: Style(foreground: .ansi(1)),
        text: Style(attributes: [.bold]),
        hint: Style(foreground: .ansi(1)),
        button: Style(foreground: .ansi(1)),
        buttonFocused: Style(foreground: .ansi(15), background: .ansi(1), attributes: [.bold]),
        alert: Style(foreground: .ansi(0), background: .ansi(7)),
        alertTitle: Style(background: .ansi(7), attributes: [.bold]),
        tabBar: Style(foreground: .ansi(0), background: .ansi(7)),
        tabSelected: Style(foreground: .ansi(15), background: .ansi(1), attributes: [.bold]),
        accent: Style(foreground: .ansi(1)),
        background: .light
    )
}
