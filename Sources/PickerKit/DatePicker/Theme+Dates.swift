import Terminal

/// The styles of the date picker and the calendar, derived from a theme. Each reads without
/// colour: `NO_COLOR` and `TERM=dumb` get attributes only (dim and italic for what cannot be
/// chosen, bold and underline for today, reverse for a selection).
extension Theme {
    /// A value that cannot be chosen: a wheel row outside the minimum and maximum dates or a day
    /// the month does not have (February 30), a calendar day outside the available range. Greyed
    /// and italic (a grey that keeps 3:1 on the theme's background, WCAG's least for what cannot
    /// be used); dim and italic without colour.
    public var disabled: Style {
        usesColor
            ? Style(foreground: .palette(background == .light ? 245 : 242), attributes: [.italic])
            : Style(attributes: [.dim, .italic])
    }

    /// Today in a calendar: bold and underlined; with colour, underlined in the accent's colour
    /// and weight (a light 16-colour form's accent is not bold: bright blue does not read on the
    /// band's grey, which is behind today when the cursor is on it).
    public var today: Style {
        usesColor
            ? Style(foreground: accent.foreground, attributes: accent.attributes.intersection(.bold).union(.underline))
            : Style(attributes: [.bold, .underline])
    }

    /// A selected day in a calendar (the single date, each of several dates, the ends of a range).
    public var daySelected: Style {
        usesColor
            ? Style(foreground: .ansi(15), background: .ansi(4), attributes: [.bold])
            : Style(attributes: [.reverse, .bold])
    }

    /// The days between the ends of a selected range.
    public var rangeFill: Style {
        usesColor
            ? Style(foreground: .ansi(15), background: .palette(25))
            : Style(attributes: [.reverse])
    }

    /// Weekday names above a calendar's columns.
    public var weekdayHeader: Style {
        usesColor
            ? Style(foreground: background == .light ? .default : .palette(248), attributes: [.bold])
            : Style(attributes: [.bold])
    }

    /// The week numbers beside a calendar's rows.
    public var weekNumber: Style {
        hint
    }

    /// The part of a compact date picker's line that is open below it, or has the focus.
    public var compactOpen: Style {
        bandFocused
    }
}
