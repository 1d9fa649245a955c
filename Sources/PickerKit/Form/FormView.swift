import Foundation
import PickerCore
import Terminal

/// A ``Form`` on screen, as an iOS grouped table: each section a rounded block of rows under its
/// header and above its footer, each row its label on the left and its value on the right (a
/// dimmed placeholder while it has none), and a Submit button at the end.
///
/// Up and Down, Tab and Shift-Tab, and the mouse move between rows. Enter, Space or a click on a
/// choice, wheel, date, number, file or multi-line row slides up that row's picker in a ``Sheet``
/// with Done and Cancel: Done writes the row, Cancel (and Esc) leaves it. A switch row is toggled
/// in place (Enter, Space, a click). A text row is edited in place with the keys of every text
/// entry (a password masked); leaving it, or Enter, commits it. Submit checks every shown row and
/// calls ``onSubmit``, or shows each refusal under its row and moves to the first refused row.
///
/// Rows whose condition no longer holds vanish as values change (the focus never rests on a
/// hidden row); notes are read-only. The table scrolls to keep the focused row in sight, and the
/// cursor rests at the focus after each frame. The view keeps the focus among its rows itself, as
/// a ``FileBrowser`` does among its columns.
@MainActor
public final class FormView: Widget {
    /// The spec shown.
    public let form: Form
    /// The current values, by key (hidden fields keep theirs, and get them back when shown again).
    public private(set) var values: [String: FormValue]
    /// Now, as the program read it once: where a date picker starts for a row without a value.
    public var today: Date
    /// Called after a row's value is chosen (a sheet's Done, a switch flipped); a text row's value
    /// follows each edit in ``values`` without a call.
    public var onChange: (@MainActor (_ key: String, _ value: FormValue?, _ context: RunContext) -> Void)?
    /// Called when Submit is pressed and every shown row keeps its rules (text rules' commands
    /// included); a ``FormPrompt`` ends its run here.
    public var onSubmit: (@MainActor (RunContext) -> Void)?
    /// Whether the terminal shows Unicode (the switch, the chevron, "…"; else ASCII).
    public var usesUnicode = true
    /// The widest the table is drawn; a wider frame centres it.
    public var maximumWidth = 76

    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false {
        didSet { updateFieldFocus() }
    }
    public var canFocus: Bool { !isHidden }

    /// What the focus rests on: a field's row or the Submit button.
    public enum Focus: Hashable, Sendable {
        /// The row of the field with this key.
        case field(String)
        /// The Submit button.
        case submit
    }

    /// The row that has the focus.
    public internal(set) var focus: Focus = .submit
    /// Why each row's value was refused at its last commit (not text rows: their validation says).
    var messages: [String: String] = [:]
    /// The text rows' fields, by key.
    private(set) var textFields: [String: TextField] = [:]
    /// The text rows' rules, by key.
    private(set) var validations: [String: TextValidation] = [:]
    /// The sheet on screen, and the key of the row it edits.
    var sheet: (sheet: Sheet, key: String, editor: FormSheetEditor)?
    /// Whether Submit waits for text rules' commands.
    var submitsWhenChecked = false

    /// One line of the table.
    enum Line: Equatable {
        case header(String)
        case top
        case row(String)
        case note(String)
        case message(String)
        case bottom
        case footer(String)
        case blank
        case submit
    }

    /// What the values of the keys that conditions read show: the sections and fields shown, and
    /// the widest label among the fields. Drawing asks for it several times a frame; a typed
    /// letter, which changes no condition's value, keeps it.
    struct ShownRows {
        /// The values of ``Form/conditionKeys`` this was made for.
        let conditionValues: [FormValue?]
        /// ``Form/visibility(for:)`` of the values.
        let visibility: [[Bool]]
        /// The fields shown, in order (notes included).
        let fields: [FormField]
        /// The columns of the widest label of a shown field that is not a note.
        let widestLabel: Int
        /// The rows the focus moves through, in order, then Submit.
        let focusOrder: [Focus]
    }

    /// The keys whose values some condition reads (``Form/conditionKeys``).
    private let conditionKeys: [String]
    /// The rows shown for the condition values last seen.
    private var shownRowsMade: ShownRows?
    /// The table's border, measured for the width and the characters last drawn.
    var borderTexts: FormBorderTexts?

    /// The lines as the last layout made them.
    private(set) var lines: [Line] = []
    /// The first line shown.
    private(set) var firstLine = 0

    /// A view of `form`, starting from `values` (by default the form's ``Form/startingValues(_:)``).
    public init(form: Form, values: [String: FormValue]? = nil, today: Date = Date()) {
        self.form = form
        self.values = values ?? form.startingValues()
        self.today = today
        conditionKeys = form.conditionKeys
        for field in form.fields {
            switch field.kind {
            case .text(let isSecure):
                let text: String
                if case .text(let given) = self.values[field.key] { text = given } else { text = "" }
                let textField = TextField(
                    text: text, placeholder: placeholder(of: field), isSecure: isSecure)
                let validation = TextValidation(rules: field.rules.textRules(isRequired: field.isRequired))
                textField.onChange = { [unowned self, unowned validation] text in
                    validation.edited(text)
                    self.values[field.key] = .text(text)
                    self.valuesChanged()
                }
                textFields[field.key] = textField
                validations[field.key] = validation
            case .multiline:
                validations[field.key] = TextValidation(rules: field.rules.textRules(isRequired: field.isRequired))
            default:
                break
            }
        }
        focus = focusOrder.first ?? .submit
    }

    // MARK: Values

    /// Sets the value of the row `key` (nil: none), as the user would: conditions are evaluated
    /// again and ``onChange`` is not called.
    public func setValue(_ value: FormValue?, forKey key: String) {
        values[key] = value
        if case .text(let text) = value, let field = textFields[key], field.text != text { field.text = text }
        valuesChanged()
    }

    /// The answers for the current values (``Form/answers(for:)``).
    public var answers: FormAnswers { form.answers(for: values) }

    /// The answers when Submit would take them as they stand — every shown row keeps its rules,
    /// and a text rule's command has accepted that very text — else nil. Read when the time runs
    /// out: a form answers at its timeout only what its user could have submitted, as
    /// `picker input` does.
    public var submittableAnswers: FormAnswers? {
        for field in shownFields where !field.isNote {
            if let validation = validations[field.key] {
                var text = ""
                if case .text(let given) = values[field.key] { text = given }
                guard validation.answer(text) != nil else { return nil }
            } else if field.problem(with: values[field.key]) != nil {
                return nil
            }
        }
        return answers
    }

    /// The fields shown now, in order.
    public var shownFields: [FormField] { shownRows.fields }

    /// The rows shown for the current values: made again when a value a condition reads changes.
    var shownRows: ShownRows {
        let conditionValues = conditionKeys.map { values[$0] }
        if let made = shownRowsMade, made.conditionValues == conditionValues { return made }
        let visibility = form.visibility(for: values)
        let fields = form.fields(shownBy: visibility)
        let focused = fields.filter { !$0.isNote }
        let made = ShownRows(
            conditionValues: conditionValues, visibility: visibility, fields: fields,
            widestLabel: focused.map { DisplayWidth.of(InertText.make($0.label)) }.max() ?? 0,
            focusOrder: focused.map { .field($0.key) } + [.submit])
        shownRowsMade = made
        return made
    }

    /// The rows the focus moves through, in order, then Submit.
    var focusOrder: [Focus] { shownRows.focusOrder }

    /// After a change: the focus kept on a shown row (the lines are made again at the next layout).
    func valuesChanged() {
        repairFocus()
    }

    /// Moves a focus that rests on a row no longer shown to the next shown row after it.
    private func repairFocus() {
        let order = focusOrder
        guard !order.contains(focus) else { return }
        if case .field(let key) = focus, let index = form.fields.firstIndex(where: { $0.key == key }) {
            let after = form.fields[(index + 1)...].map { Focus.field($0.key) }
            focus = after.first(where: order.contains) ?? .submit
        } else {
            focus = .submit
        }
        updateFieldFocus()
    }

    /// Gives the text field of the focused row the focus (its caret shows).
    func updateFieldFocus() {
        for (key, field) in textFields { field.isFocused = isFocused && focus == .field(key) }
    }

    /// The dimmed text of a row without a value.
    func placeholder(of field: FormField) -> String {
        field.placeholder ?? (field.isRequired ? "Required" : "None")
    }

    /// The message under the row `key`: a text rule's refusal or check, or why its value was
    /// refused at its last commit.
    func message(forKey key: String) -> String? {
        if let validation = validations[key] {
            if validation.isChecking { return usesUnicode ? "checking…" : "checking..." }
            return validation.message ?? messages[key]
        }
        return messages[key]
    }

    // MARK: Layout

    /// The rectangle of the table: the frame, no wider than ``maximumWidth``, centred.
    var tableRect: Rect {
        let width = min(frame.width, maximumWidth)
        return Rect(x: frame.x + (frame.width - width) / 2, y: frame.y, width: width, height: frame.height)
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        let lines = makeLinesList(width: min(width, maximumWidth)).count
        // An inline prompt is as tall as its table; a row's sheet slides up over it, so the table
        // keeps room for the tallest sheet (a list's query line, five rows, the title, border
        // and hint) lest its title line, with Done and Cancel, be cut off.
        return form.fields.contains(where: opensSheet) ? max(lines, Self.sheetRoom) : lines
    }

    /// The lines a row's sheet takes at most: its border, its title with Done and Cancel, a
    /// choice's query line, five rows, a blank and the hint.
    static let sheetRoom = 10

    public var intrinsicWidth: Int? { nil }

    public func layout() {
        // Made at every layout: a text rule's verdict may have added or removed a message line.
        lines = makeLinesList(width: tableRect.width)
        scrollToFocus()
        let table = tableRect
        let (valueX, valueWidth) = valueColumn(in: table)
        for (key, field) in textFields {
            guard let index = lines.firstIndex(of: .row(key)), index >= firstLine, index - firstLine < frame.height
            else {
                field.frame = Rect(x: 0, y: 0, width: 0, height: 0)
                continue
            }
            field.frame = Rect(x: valueX, y: frame.y + index - firstLine, width: valueWidth, height: 1)
            field.layout()
        }
    }

    /// The lines of the table `width` columns wide.
    private func makeLinesList(width: Int) -> [Line] {
        var lines: [Line] = []
        let visibility = shownRows.visibility
        let textWidth = max(1, width - 4)
        for (section, shown) in zip(form.sections, visibility) where shown.contains(true) {
            if !lines.isEmpty { lines.append(.blank) }
            if let header = section.header { lines.append(.header(header)) }
            lines.append(.top)
            for (field, isShown) in zip(section.fields, shown) where isShown {
                if case .note(let text) = field.kind {
                    for line in WordWrap.lines(text, width: textWidth) { lines.append(.note(line)) }
                    continue
                }
                lines.append(.row(field.key))
                if message(forKey: field.key) != nil { lines.append(.message(field.key)) }
            }
            lines.append(.bottom)
            if let footer = section.footer {
                for line in WordWrap.lines(footer, width: textWidth) { lines.append(.footer(line)) }
            }
        }
        if !lines.isEmpty { lines.append(.blank) }
        lines.append(.submit)
        return lines
    }

    /// Scrolls so that the focused row (and its message) is in sight.
    private func scrollToFocus() {
        let height = frame.height
        guard height > 0 else {
            firstLine = 0
            return
        }
        let target: Line =
            focus == .submit ? .submit : { if case .field(let key) = focus { .row(key) } else { .submit } }()
        guard let index = lines.firstIndex(of: target) else { return }
        var last = index
        if case .field(let key) = focus, lines.indices.contains(index + 1), lines[index + 1] == .message(key) {
            last = index + 1
        }
        if index < firstLine { firstLine = index }
        if last >= firstLine + height { firstLine = last - height + 1 }
        // A header right above the first row of a section comes into sight with it.
        if firstLine > 0, firstLine == index, index >= 2, case .header = lines[index - 2],
            index + 1 - (index - 2) <= height
        {
            firstLine = index - 2
        }
        firstLine = min(max(firstLine, 0), max(0, lines.count - height))
    }

    /// The columns of a row's value: after the label column, up to the chevron.
    func valueColumn(in table: Rect) -> (x: Int, width: Int) {
        let inner = max(0, table.width - 4)
        let labelWidth = self.labelWidth(inner: inner)
        let x = table.x + 2 + labelWidth + (labelWidth > 0 ? 1 : 0)
        return (x, max(0, table.x + 2 + inner - 2 - x))
    }

    /// The label column's width: the widest label shown, no more than 45% of the row.
    func labelWidth(inner: Int) -> Int {
        min(shownRows.widestLabel, inner * 45 / 100)
    }
}
