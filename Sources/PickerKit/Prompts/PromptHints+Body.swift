import Terminal

extension PromptHints {
    /// The hints of a prompt that was given none: what its body's keys do — the same hints as
    /// the prompt that shows such a body (a picker's wheel, a mini picker's ribbons, a date
    /// picker, a calendar, a ruler, a text field or area, a confirmation, a file browser) — then
    /// Enter and Esc. A body of another kind (a label, a widget of one's own) is hinted Enter and
    /// Esc only: a prompt cannot know what keys it takes, so it promises none (a program that
    /// knows gives them as the prompt's `hint`).
    @MainActor
    static func forBody(_ body: Widget, traits: TerminalTraits) -> String {
        switch body {
        case let picker as PickerView:
            return wheel(columns: picker.numberOfComponents, traits: traits)
        case let mini as MiniPicker:
            return ribbons(components: mini.numberOfComponents, traits: traits)
        case let picker as DatePicker:
            return DatePromptHints.hint(for: picker, traits: traits)
        case let calendar as CalendarView:
            return DatePromptHints.calendar(selection: calendar.selectionMode, traits: traits)
        case let ruler as RulerView:
            return NumberPrompt.hint(style: .ruler, major: ruler.scale.major, traits: traits)
        case is TextField:
            return InputPrompt.hint(traits: traits)
        case let area as TextArea:
            return WritePrompt.hint(traits: traits, opensEditor: area.editorCommand != nil)
        case is ConfirmView:
            return ConfirmPrompt.hint(traits: traits)
        case is FileBrowser:
            return FilePrompt.hint(traits: traits)
        default:
            return line(["enter choose", "esc cancel"], traits: traits)
        }
    }

    /// The hints of a mini picker of `components` ribbons: Left and Right step, Tab moves to the
    /// next ribbon when there are several (typing jumps, as on a wheel of one column).
    static func ribbons(components: Int, traits: TerminalTraits) -> String {
        var parts = [traits.usesUnicode ? "←→ move" : "left/right move"]
        parts.append(components > 1 ? "tab column" : "type to jump")
        parts += ["enter choose", "esc cancel"]
        return line(parts, traits: traits)
    }
}
