import Terminal

/// A mark under a day of a ``CalendarView``, as UICalendarView's decorations: a dot by default,
/// or any one-column glyph, with a colour of its own.
///
/// ```swift
/// func calendarView(_ view: CalendarView, decorationFor day: DateComponents) -> CalendarDecoration? {
///     day.day == 15 ? .dot(color: .ansi(2)) : nil
/// }
/// ```
public struct CalendarDecoration: Sendable, Hashable {
    /// The glyph drawn beside the day number (one column; wider text is cut to one column).
    public var glyph: String
    /// Its colour; nil for the day's own. Without colour the glyph is bold.
    public var color: Color?

    /// A decoration showing `glyph` in `color`.
    public init(glyph: String = "•", color: Color? = nil) {
        self.glyph = glyph
        self.color = color
    }

    /// A dot, UICalendarView's default decoration.
    public static func dot(color: Color? = nil) -> CalendarDecoration {
        CalendarDecoration(glyph: "•", color: color)
    }

    /// A glyph of your choice ("★", "!", "✓").
    public static func glyph(_ glyph: String, color: Color? = nil) -> CalendarDecoration {
        CalendarDecoration(glyph: glyph, color: color)
    }
}
