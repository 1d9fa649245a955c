import Terminal

/// The key hints below a date prompt, in Unicode arrows or, where the locale is not UTF-8, in
/// ASCII.
enum DatePromptHints {
    /// The hints of a date picker in the style it shows.
    @MainActor
    static func hint(for picker: DatePicker, traits: TerminalTraits) -> String {
        switch picker.effectiveStyle {
        case .wheels:
            return PromptHints.wheel(columns: picker.layoutInUse.columnCount, traits: traits)
        case .calendar:
            return calendar(selection: .single, withTime: picker.datePickerMode == .dateAndTime, traits: traits)
        case .compact:
            let unicode = traits.usesUnicode
            return join(
                [unicode ? "←→ part" : "left/right part", "space open", "enter fold or choose", "esc cancel"],
                traits: traits)
        }
    }

    /// The hints of a calendar selecting one day, several, or a range (with the time on wheels
    /// beside it, Tab reaches them: that takes the place of `t`).
    static func calendar(selection: CalendarSelectionMode, withTime: Bool = false, traits: TerminalTraits) -> String {
        let unicode = traits.usesUnicode
        var parts = [
            unicode ? "←→↑↓ day" : "arrows day", "PgUp/PgDn month", "[ ] year", withTime ? "tab time" : "t today",
        ]
        switch selection {
        case .single: break
        case .multiple: parts.append("space add/remove")
        case .range: parts.append("space first/last day")
        }
        parts += ["enter choose", "esc cancel"]
        return join(parts, traits: traits)
    }

    private static func join(_ parts: [String], traits: TerminalTraits) -> String {
        PromptHints.line(parts, traits: traits)
    }
}
