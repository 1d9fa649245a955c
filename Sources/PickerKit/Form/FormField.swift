import Foundation
import PickerCore

/// One row of a ``Form``: a question (its ``label``), the kind of answer it takes, and the rules
/// the answer keeps. Its answer is named by ``key``.
///
/// ```swift
/// FormField(key: "replicas", label: "Replicas", kind: .number(try NumberOptions(minimum: 1, maximum: 20, step: 1), style: .ruler),
///           defaultValue: .number(3))
/// ```
public struct FormField: Sendable, Equatable {
    /// One item of a choice: the label shown, and the value answered.
    public struct Item: Sendable, Hashable {
        /// What the row and the picker show.
        public var label: String
        /// What is answered when it is chosen.
        public var value: String

        /// An item shown as `label` that answers `value`.
        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }

        /// An item shown as its value.
        public init(_ value: String) {
            self.init(label: value, value: value)
        }
    }

    /// What a field asks for, with the settings of the picker that asks it.
    public enum Kind: Sendable, Equatable {
        /// One or several of `items` (the list of `picker choose`): `limit` 1 chooses one, N up to N,
        /// 0 any number. Answers ``FormValue/choices(_:)`` of the items' values.
        case choice(items: [Item], limit: Int)
        /// One value from each column of a wheel (a ``PickerView``). Answers
        /// ``FormValue/choices(_:)``, one per column.
        case wheel(columns: [[String]])
        /// Columns that depend on each other (each key of a column leads to the rows of the next).
        /// Answers ``FormValue/choices(_:)``, one per column.
        case dependentWheel(DependentTree)
        /// A date, a time, both or a month (a ``DatePicker``). Answers ``FormValue/date(_:)``.
        case date(FormDateSettings)
        /// A number on a scale (a ``RulerView``, a wheel or a ``MiniPicker``, as `style` says);
        /// the options' starting tick is where the picker starts when the field has no value.
        /// Answers ``FormValue/number(_:)``.
        case number(NumberOptions, style: NumberPrompt.Style)
        /// A switch, toggled in place. Answers ``FormValue/bool(_:)``.
        case toggle
        /// One line of text, edited in place; `isSecure` masks it (a password). Answers
        /// ``FormValue/text(_:)``.
        case text(isSecure: Bool)
        /// Several lines of text, written in a sheet (a ``TextArea``). Answers
        /// ``FormValue/text(_:)``.
        case multiline
        /// A file or directory (a ``FileBrowser``). Answers ``FormValue/path(_:)``.
        case file(FormFileSettings)
        /// A read-only row explaining something; it has no value and is never answered.
        case note(String)
    }

    /// The name of the answer (a shell variable's name, a JSON key).
    public var key: String
    /// The text on the row's left.
    public var label: String
    /// What the field asks for.
    public var kind: Kind
    /// Whether the form may not be submitted while the field (when shown) has no value.
    public var isRequired: Bool
    /// The value the field starts with; nil: none (a switch starts off).
    public var defaultValue: FormValue?
    /// The dimmed text shown on the right while the field has no value; nil: a kind's own
    /// ("Choose", "None", "Required").
    public var placeholder: String?
    /// What a text must be (text and multi-line fields only).
    public var rules: FormRules
    /// When the field is shown; nil: always (when its section is).
    public var shownWhen: FormCondition?

    /// A field named `key`, asking `label`.
    public init(
        key: String, label: String, kind: Kind, isRequired: Bool = false, defaultValue: FormValue? = nil,
        placeholder: String? = nil, rules: FormRules = FormRules(), shownWhen: FormCondition? = nil
    ) {
        self.key = key
        self.label = label
        self.kind = kind
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.placeholder = placeholder
        self.rules = rules
        self.shownWhen = shownWhen
    }

    /// Whether the field is a note (no value, never answered, never focused).
    public var isNote: Bool {
        if case .note = kind { return true }
        return false
    }

    /// Whether the field holds text (a line, a password or several lines).
    public var isText: Bool {
        switch kind {
        case .text, .multiline: true
        default: false
        }
    }

    /// The value the field has before anything is given: its default, or off for a switch.
    public var initialValue: FormValue? {
        if let defaultValue { return defaultValue }
        if case .toggle = kind { return .bool(false) }
        return nil
    }

    /// Why `value` cannot be this field's answer (the message shown under the row), or nil when
    /// it can. Checks everything but a text rule's ``FormRules/command`` (which runs off the main
    /// actor) and whether a file is there (``FileBrowser/problem(answering:kinds:extensions:)``,
    /// which reads the disk).
    public func problem(with value: FormValue?) -> String? {
        if isNote { return nil }
        guard let value, !value.isEmpty else {
            if isRequired { return "An answer is required." }
            if isText { return rules.problem(with: "", isRequired: false) }
            return nil
        }
        switch (kind, value) {
        case (.choice(let items, let limit), .choices(let chosen)):
            let values = Set(items.map(\.value))
            if let stranger = chosen.first(where: { !values.contains($0) }) {
                return "\(InertText.make(stranger)) is not one of the choices."
            }
            if limit == 1 && chosen.count > 1 { return "Choose one." }
            if limit > 1 && chosen.count > limit { return "Choose at most \(limit)." }
            return nil
        case (.wheel(let columns), .choices(let chosen)):
            guard chosen.count == columns.count else {
                return "Choose one value in each of the \(columns.count) columns."
            }
            for (column, value) in zip(columns, chosen) where !column.contains(value) {
                return "\(InertText.make(value)) is not in its column."
            }
            return nil
        case (.dependentWheel(let tree), .choices(let chosen)):
            return Self.problem(with: chosen, in: tree)
        case (.date(let settings), .date(let date)):
            return settings.problem(with: date)
        case (.number(let numbers, _), .number(let number)):
            switch numbers.scale.tick(for: number.description, policy: .reject) {
            case .success(let entry):
                if entry.wasRounded { return "Choose a step of \(numbers.scale.step) from \(numbers.scale.minimum)." }
                return nil
            case .failure(let error):
                return error.message(subject: "The value", quoting: InertText.make) + "."
            }
        case (.toggle, .bool):
            return nil
        case (.text, .text(let text)), (.multiline, .text(let text)):
            return rules.problem(with: text, isRequired: isRequired)
        case (.file, .path):
            return nil
        default:
            return "This is not \(kindNoun)."
        }
    }

    /// What the field's value is, for a message: "a choice", "a date", "a number".
    var kindNoun: String {
        switch kind {
        case .choice: "a choice"
        case .wheel, .dependentWheel: "a value for each column"
        case .date: "a date"
        case .number: "a number"
        case .toggle: "true or false"
        case .text, .multiline: "a text"
        case .file: "a path"
        case .note: "a note"
        }
    }

    /// Why `chosen` is not a path through `tree` from its first column to a last value, or nil.
    private static func problem(with chosen: [String], in tree: DependentTree) -> String? {
        var node: DependentTree.Node? = tree.root
        for value in chosen {
            guard let level = node, let row = level.titles.firstIndex(of: value) else {
                return "\(InertText.make(value)) is not in its column."
            }
            node = level.child(row)
        }
        if let node, node.rowCount > 0 { return "Choose a value in each column." }
        return nil
    }
}
