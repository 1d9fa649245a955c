/// Several questions on one screen, as an iOS settings table: the spec of a form, as a value.
///
/// ```swift
/// let form = Form(title: "Deploy", sections: [
///     FormSection(fields: [
///         FormField(key: "environment", label: "Environment",
///                   kind: .choice(items: ["dev", "staging", "prod"].map(FormField.Item.init), limit: 1),
///                   isRequired: true, defaultValue: .choices(["dev"])),
///         FormField(key: "region", label: "Region", kind: .text(isSecure: false),
///                   shownWhen: FormCondition(key: "environment", noneOf: ["dev"])),
///         FormField(key: "notify", label: "Notify", kind: .toggle),
///     ])
/// ])
/// ```
///
/// Everything here is plain logic on values, callable from any thread: which fields are shown
/// for given values (``shownFields(for:)``), the values a form starts with
/// (``startingValues(_:)``), the answers (``answers(for:)``), what is wrong with given values
/// (``problems(in:)``) and with the spec itself (``problems``), and the answers given without
/// asking (``answersWithoutAsking(starting:)``). ``FormView`` shows a form and ``FormPrompt``
/// asks it.
public struct Form: Sendable, Equatable {
    /// The title above the table, or nil for none.
    public var title: String?
    /// The sections, top to bottom.
    public var sections: [FormSection]
    /// The label of the button at the end that answers the form.
    public var submitLabel: String

    /// A form of `sections`.
    public init(title: String? = nil, sections: [FormSection], submitLabel: String = "Submit") {
        self.title = title
        self.sections = sections
        self.submitLabel = submitLabel
    }

    /// Every field, in order, shown or not.
    public var fields: [FormField] { sections.flatMap(\.fields) }

    /// The field named `key`, if there is one.
    public func field(forKey key: String) -> FormField? {
        for section in sections {
            if let field = section.fields.first(where: { $0.key == key }) { return field }
        }
        return nil
    }

    /// Which sections and fields are shown for `values`, read top to bottom: a condition sees the
    /// value of a field only if that field is shown.
    public func visibility(for values: [String: FormValue]) -> [[Bool]] {
        var shownValues: [String: FormValue] = [:]
        return sections.map { section in
            let sectionShown = section.shownWhen.map { $0.holds(for: shownValues[$0.key]) } ?? true
            return section.fields.map { field in
                let shown = sectionShown && (field.shownWhen.map { $0.holds(for: shownValues[$0.key]) } ?? true)
                if shown, let value = values[field.key] { shownValues[field.key] = value }
                return shown
            }
        }
    }

    /// The fields shown for `values`, in order (notes included).
    public func shownFields(for values: [String: FormValue]) -> [FormField] {
        fields(shownBy: visibility(for: values))
    }

    /// The fields `visibility` (as ``visibility(for:)`` answers it) shows, in order.
    func fields(shownBy visibility: [[Bool]]) -> [FormField] {
        zip(sections, visibility).flatMap { section, shown in
            zip(section.fields, shown).filter(\.1).map(\.0)
        }
    }

    /// The keys whose values some condition reads: which fields are shown depends on their
    /// values only.
    var conditionKeys: [String] {
        sections.flatMap { section in [section.shownWhen?.key] + section.fields.map { $0.shownWhen?.key } }
            .compactMap { $0 }
    }

    /// The values the form starts with: each field's default (a switch: off), then each of
    /// `given` (a program's starting values, the command line's remembered answers) that fits its
    /// field. A given value for a key the form does not have, or that the field refuses (a
    /// choice no longer offered), is left out, and the default stays.
    public func startingValues(_ given: [String: FormValue] = [:]) -> [String: FormValue] {
        var values: [String: FormValue] = [:]
        for field in fields where !field.isNote {
            if let value = given[field.key], field.problem(with: value) == nil || value.isEmpty && !field.isRequired {
                values[field.key] = value
            } else if let value = field.initialValue {
                values[field.key] = value
            }
        }
        return values
    }

    /// The answers for `values`: each shown field that is not a note, in order, with its value.
    public func answers(for values: [String: FormValue]) -> FormAnswers {
        FormAnswers(shownFields(for: values).filter { !$0.isNote }.map { .init(key: $0.key, value: values[$0.key]) })
    }

    /// What is wrong with `values`: for each shown field whose value it refuses
    /// (``FormField/problem(with:)``), its key and the message, in order. Empty when the form may
    /// be submitted (a text rule's command aside).
    public func problems(in values: [String: FormValue]) -> [(key: String, message: String)] {
        shownFields(for: values).compactMap { field in
            field.problem(with: values[field.key]).map { (field.key, $0) }
        }
    }

    /// The answers without asking (no terminal): the starting values (``startingValues(_:)``
    /// from `starting`), when every shown required field has one and every value keeps its
    /// field's rules. A text rule's command is not run, nor a file looked for: a caller that
    /// needs them runs them on the answers.
    ///
    /// - Throws: ``FormError``: the keys of the shown required fields without a value, or the
    ///   first field whose value breaks its rules.
    public func answersWithoutAsking(starting: [String: FormValue] = [:]) throws(FormError) -> FormAnswers {
        let values = startingValues(starting)
        let shown = shownFields(for: values)
        let missing = shown.filter { $0.isRequired && !$0.isNote && (values[$0.key]?.isEmpty ?? true) }.map(\.key)
        if !missing.isEmpty { throw FormError(.missing(keys: missing)) }
        if let (key, message) = problems(in: values).first { throw FormError(.invalid(key: key, message: message)) }
        return answers(for: values)
    }
}
