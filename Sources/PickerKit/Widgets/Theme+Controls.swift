import Terminal

/// The looks of the form controls — the mini picker's box, the ruler, the table and the sheet —
/// derived from the theme's own styles, so that each reads without colour too (bold, dim and
/// reverse carry the meaning when `NO_COLOR` is set).
extension Theme {
    /// The border of a boxed control at rest (dim without colour).
    public var fieldBorder: Style { separator }

    /// The border of the boxed control that has the focus (bold without colour).
    public var fieldBorderFocused: Style { accent }

    /// A ruler's minor ticks (dim without colour).
    public var rulerMinorTick: Style {
        usesColor ? Style(foreground: .ansi(8)) : Style(attributes: [.dim])
    }

    /// A ruler's major (labelled) ticks: the colour of the wheel's rows next to the band, so they
    /// stand out from the minor ones and read on the theme's background.
    public var rulerMajorTick: Style {
        usesColor ? Style(foreground: rowStyle(distance: 2).foreground) : Style()
    }

    /// A ruler's pointer and the tick under it (bold without colour).
    public var rulerPointer: Style { accent }

    /// The labels under a ruler's major ticks, in the colour of the major ticks.
    public var rulerLabel: Style {
        rulerMajorTick
    }

    /// The line under the pointer that shows a typed value or a message (dim without colour).
    public var rulerMessage: Style { hint }

    /// The column titles of a table (dim without colour).
    public var tableColumnTitle: Style { hint }

    /// The title of a table's section (bold without colour).
    public var tableSectionTitle: Style { accent }

    /// A sheet's panel: the alert's box colours, or plain without colour.
    public var sheet: Style { alert }
}
