/// The check of a form's spec: what would make it unusable, said before anything is drawn.
extension Form {
    /// What is wrong with the spec, one line each, naming the field: no fields, an empty or
    /// repeated key, a choice without items or with a negative limit, a wheel with an empty
    /// column, a date's minimum after its maximum, rules on a field that is not text or lengths no
    /// text could keep, a default the field refuses, a condition naming a field that is not there,
    /// is a note, or does not come before what it governs. Empty when the form can be shown.
    public var problems: [String] {
        var found: [String] = []
        if fields.allSatisfy(\.isNote) { found.append("the form has no field to answer") }
        var earlier: [String: FormField] = [:]
        var seen: Set<String> = []
        for (index, section) in sections.enumerated() {
            if let condition = section.shownWhen {
                let name = "section \(index + 1)" + (section.header.map { " (\(InertText.make($0)))" } ?? "")
                if let problem = Self.problem(with: condition, earlier: earlier) {
                    found.append("\(name): \(problem)")
                }
            }
            for field in section.fields {
                let name =
                    "the field \(field.key.isEmpty ? "labelled " + InertText.make(field.label) : InertText.make(field.key))"
                for problem in Self.problems(of: field) { found.append("\(name): \(problem)") }
                if let condition = field.shownWhen {
                    if condition.key == field.key {
                        found.append("\(name): its condition names the field itself")
                    } else if let problem = Self.problem(with: condition, earlier: earlier) {
                        found.append("\(name): \(problem)")
                    }
                }
                if !field.key.isEmpty && seen.contains(field.key) {
                    found.append("\(name): the key is used by another field")
                }
                seen.insert(field.key)
                if earlier[field.key] == nil { earlier[field.key] = field }
            }
        }
        return found
    }

    /// What is wrong with one field on its own.
    private static func problems(of field: FormField) -> [String] {
        var found: [String] = []
        if field.key.isEmpty { found.append("the key is empty") }
        switch field.kind {
        case .note:
            if field.isRequired { found.append("a note has no value, so it cannot be required") }
            if field.defaultValue != nil { found.append("a note has no value, so it cannot have a default") }
        case .choice(let items, let limit):
            if items.isEmpty { found.append("the choice has no items") }
            if limit < 0 { found.append("the limit is \(limit): give 0 (no limit) or more") }
            var values: Set<String> = []
            for item in items where !values.insert(item.value).inserted {
                found.append("the value \(InertText.make(item.value)) is given to two items")
            }
        case .wheel(let columns):
            if columns.isEmpty { found.append("the wheel has no columns") }
            if let empty = columns.firstIndex(where: \.isEmpty) {
                found.append("column \(empty + 1) of the wheel is empty")
            }
        case .dependentWheel(let tree):
            if tree.columnCount == 0 || tree.root.rowCount == 0 { found.append("the wheel has no values") }
        case .date(let settings):
            found += settings.problems
        case .number, .toggle, .text, .multiline, .file:
            break
        }
        if !field.rules.isEmpty && !field.isText {
            found.append("rules (a pattern, a length, a command) apply to text fields only")
        }
        do {
            try field.rules.textRules(isRequired: field.isRequired).checkLengths()
        } catch {
            found.append("\(error)")
        }
        if let value = field.defaultValue, !field.isNote, let problem = field.problem(with: value),
            !(value.isEmpty && field.isRequired)
        {
            found.append("the default is refused: \(problem)")
        }
        return found
    }

    /// What is wrong with a condition, given the fields before it (`earlier`, by key).
    private static func problem(with condition: FormCondition, earlier: [String: FormField]) -> String? {
        guard let named = earlier[condition.key] else {
            return "its condition names \(InertText.make(condition.key)), which is not a field before it"
        }
        if named.isNote { return "its condition names the note \(InertText.make(condition.key)), which has no value" }
        return nil
    }
}
