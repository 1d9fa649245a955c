import Foundation
import PickerCore
import Terminal

/// Drawing the table: headers, the rounded blocks of rows, the messages under rows, footers and
/// Submit, from the first line in sight.
extension FormView {
    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        let table = tableRect
        for offset in 0..<min(frame.height, max(0, lines.count - firstLine)) {
            let row = frame.y + offset
            draw(lines[firstLine + offset], row: row, table: table, into: &screen, theme: theme)
        }
    }

    private func draw(_ line: Line, row: Int, table: Rect, into screen: inout Screen, theme: Theme) {
        let inner = Rect(x: table.x + 2, y: row, width: max(0, table.width - 4), height: 1)
        switch line {
        case .header(let text):
            screen.put(text.uppercased(), in: inner, alignment: .leading, style: theme.hint)
        case .top:
            guard table.width > 0 else { return }
            screen.put(
                border(width: table.width).top, column: table.x, row: row, limit: table.width,
                style: theme.fieldBorder)
        case .bottom:
            guard table.width > 0 else { return }
            screen.put(
                border(width: table.width).bottom, column: table.x, row: row, limit: table.width,
                style: theme.fieldBorder)
        case .row(let key):
            drawSides(row: row, table: table, into: &screen, theme: theme)
            if let field = form.field(forKey: key) {
                drawRow(field, row: row, table: table, into: &screen, theme: theme)
            }
        case .note(let text):
            drawSides(row: row, table: table, into: &screen, theme: theme)
            screen.put(text, in: inner, alignment: .leading, style: theme.hint)
        case .message(let key):
            drawSides(row: row, table: table, into: &screen, theme: theme)
            guard let text = message(forKey: key) else { return }
            let checking = validations[key]?.isChecking == true
            screen.put(
                (usesUnicode ? "↳ " : "> ") + text, in: inner, alignment: .leading,
                style: checking ? theme.hint : theme.accent)
        case .footer(let text):
            screen.put(text, in: inner, alignment: .leading, style: theme.hint)
        case .blank:
            break
        case .submit:
            let title = "[ " + form.submitLabel + " ]"
            let focused = focus == .submit
            let style = focused ? (isFocused ? theme.buttonFocused : theme.button) : theme.button
            let start = screen.put(
                title, in: Rect(x: table.x, y: row, width: table.width, height: 1), alignment: .center, style: style)
            if focused && isFocused && sheet == nil {
                screen.placeCursor(column: min(start + 2, table.maxX - 1), row: row)
            }
        }
    }

    /// The border of a table `width` columns wide, as the last frame measured it when the width
    /// and the characters are the same.
    private func border(width: Int) -> FormBorderTexts {
        if let made = borderTexts, made.width == width, made.usesUnicode == usesUnicode { return made }
        let made = FormBorderTexts(width: width, usesUnicode: usesUnicode)
        borderTexts = made
        return made
    }

    private func drawSides(row: Int, table: Rect, into screen: inout Screen, theme: Theme) {
        guard table.width > 0 else { return }
        let side = border(width: table.width).side
        screen.put(side, column: table.x, row: row, limit: 1, style: theme.fieldBorder)
        if table.width > 1 { screen.put(side, column: table.maxX - 1, row: row, limit: 1, style: theme.fieldBorder) }
    }

    private func drawRow(_ field: FormField, row: Int, table: Rect, into screen: inout Screen, theme: Theme) {
        let focused = focus == .field(field.key)
        let band = isFocused && sheet == nil ? theme.bandFocused : theme.band
        let content = Rect(x: table.x + 1, y: row, width: max(0, table.width - 2), height: 1)
        if focused { screen.fill(content, style: band) }
        let rowStyle = focused ? band : Style.plain
        let inner = max(0, table.width - 4)
        let labelWidth = self.labelWidth(inner: inner)
        let labelStart = screen.put(
            field.label, in: Rect(x: table.x + 2, y: row, width: labelWidth, height: 1), alignment: .leading,
            style: rowStyle)
        let (valueX, valueWidth) = valueColumn(in: table)
        if let textField = textFields[field.key] {
            // The text is edited where it is shown.
            screen.withClip(textField.frame) { textField.render(into: &$0, theme: theme) }
            if focused && isFocused && sheet == nil && textField.frame.isEmpty {
                screen.placeCursor(column: labelStart, row: row)
            }
            return
        }
        let valueRect = Rect(x: valueX, y: row, width: valueWidth, height: 1)
        if opensSheet(field) && valueRect.maxX + 1 < table.maxX - 1 {
            screen.put(
                usesUnicode ? "›" : ">", column: valueRect.maxX + 1, row: row, limit: 1,
                style: focused ? band : theme.hint)
        }
        if let text = valueText(of: field) {
            var style = rowStyle
            if case .toggle = field.kind, values[field.key] == .bool(true), !focused { style = theme.accent }
            screen.put(text, in: valueRect, alignment: .trailing, style: style)
        } else {
            screen.put(placeholder(of: field), in: valueRect, alignment: .trailing, style: focused ? band : theme.hint)
        }
        // The cursor rests on the focused row's label, where a screen reader starts reading it.
        if focused && isFocused && sheet == nil { screen.placeCursor(column: labelStart, row: row) }
    }

    /// Whether the row's value is chosen in a sheet.
    func opensSheet(_ field: FormField) -> Bool {
        switch field.kind {
        case .choice, .wheel, .dependentWheel, .date, .number, .multiline, .file: true
        case .toggle, .text, .note: false
        }
    }

    /// The text of a row's value, nil when it has none (its placeholder is shown). User text is
    /// made inert when it is drawn.
    func valueText(of field: FormField) -> String? {
        guard let value = values[field.key], !value.isEmpty || value == .bool(false) else { return nil }
        switch (field.kind, value) {
        case (.choice(let items, _), .choices(let chosen)):
            return chosen.map { wanted in items.first { $0.value == wanted }?.label ?? wanted }.joined(separator: ", ")
        case (.wheel, .choices(let chosen)), (.dependentWheel, .choices(let chosen)):
            return chosen.joined(separator: " ")
        case (.date(let settings), .date(let date)):
            return DateText.string(from: date, as: DatePrompt.form(of: settings.mode), timeZone: settings.timeZone)
        case (.number(let numbers, _), .number(let number)):
            let text: String
            if case .success(let entry) = numbers.scale.tick(for: number.description, policy: .reject),
                !entry.wasRounded
            {
                text = numbers.scale.text(atTick: entry.tick)
            } else {
                text = number.description
            }
            return UnitText.joining(text, unit: numbers.unit)
        case (.toggle, .bool(let on)):
            if usesUnicode { return on ? "On ━●" : "Off ○━" }
            return on ? "On [x]" : "Off [ ]"
        case (.multiline, .text(let text)):
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return String(lines.first ?? "") + (lines.count > 1 ? (usesUnicode ? " …" : " ...") : "")
        case (.file, .path(let path)):
            return path
        case (_, .text(let text)):
            return text
        default:
            return nil
        }
    }
}
