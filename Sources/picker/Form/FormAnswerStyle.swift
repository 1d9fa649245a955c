import Foundation
import PickerKit

/// How one field's value is written in the answers and read back from text (a condition's value,
/// a remembered answer): the subcommand's own form for each kind, so `picker form` answers a date
/// as `picker date` does and a number with its step's decimals as `picker number` does.
enum FormAnswerStyle {
    /// One item's value, or several (one a line; a JSON array).
    case choice(several: Bool)
    /// A value from each column, joined by the separator (a tab, as `picker wheel` joins them);
    /// a JSON array.
    case wheel(separator: String)
    /// ISO 8601 in the mode's form, or `--format`'s pattern.
    case date(DatePrompt, DatePatternFormatter?)
    /// The value with the step's decimals; a JSON number.
    case number(NumberOptions)
    /// `true` or `false`.
    case toggle
    /// The text as typed.
    case text
    /// The path.
    case path(FileCommand)

    /// The value as `KEY=value` writes it (and `--print0`): a choice of several one item a line.
    @MainActor
    func text(_ value: FormValue) -> String {
        switch (self, value) {
        case (.choice, .choices(let values)): return values.joined(separator: "\n")
        case (.wheel(let separator), .choices(let values)): return values.joined(separator: separator)
        case (.date(let prompt, let formatter), .date(let date)):
            return formatter?.string(from: date) ?? prompt.text(of: .date(date))
        case (.number(let numbers), .number(let number)):
            return Self.tick(number, numbers).map(numbers.text) ?? "\(number)"
        case (_, .bool(let on)): return on ? "true" : "false"
        case (_, .text(let text)), (_, .path(let text)): return text
        case (_, .choices(let values)): return values.joined(separator: "\n")
        case (_, .number(let number)): return "\(number)"
        case (_, .date(let date)): return date.formatted(.iso8601)
        }
    }

    /// The value as `--json` writes it: a choice of one a string, of several an array; a number a
    /// number; a switch true or false; the rest strings.
    @MainActor
    func json(_ value: FormValue) -> JSONText.Value {
        switch (self, value) {
        case (.choice(let several), .choices(let values)):
            return several || values.count != 1 ? .array(values.map { .string($0) }) : .string(values[0])
        case (.wheel, .choices(let values)):
            return .array(values.map { .string($0) })
        case (.number(let numbers), .number(let number)):
            return .literal(Self.tick(number, numbers).map(numbers.jsonNumber) ?? "\(number)")
        case (_, .bool(let on)): return .literal(on ? "true" : "false")
        default: return .string(text(value))
        }
    }

    /// The value as the remembered answers keep it: as `--json` writes it, but a date always in
    /// ISO 8601 (a `--format` need not read back).
    @MainActor
    func stored(_ value: FormValue) -> JSONText.Value {
        if case .date(let prompt, _) = self, case .date(let date) = value {
            return .string(prompt.text(of: .date(date)))
        }
        return json(value)
    }

    /// The value that `text` names for `field`, as a spec or the remembered answers give it; nil
    /// when the field could not have it.
    @MainActor
    func value(_ text: String, of field: FormField) throws -> FormValue? {
        switch self {
        case .choice:
            guard case .choice(let items, _) = field.kind, items.contains(where: { $0.value == text }) else {
                return nil
            }
            return .choices([text])
        case .wheel:
            // A condition compares each column's value: one that some column has.
            guard case .wheel(let columns) = field.kind, columns.contains(where: { $0.contains(text) }) else {
                return nil
            }
            return .choices([text])
        case .date(let prompt, _):
            guard case .date(let date) = try? prompt.parseValue(text) else { return nil }
            return .date(date)
        case .number(let numbers):
            guard case .success(let entry) = numbers.scale.tick(for: text, policy: .reject) else { return nil }
            return .number(numbers.scale.value(atTick: entry.tick))
        case .toggle:
            switch text {
            case "true", "yes": return .bool(true)
            case "false", "no": return .bool(false)
            default: return nil
            }
        case .text: return .text(text)
        case .path: return .path(text)
        }
    }

    /// The value a remembered answer (as ``stored(_:)`` wrote it) gives `field`; nil when it no
    /// longer fits.
    @MainActor
    func restored(_ document: JSONDocument, of field: FormField) -> FormValue? {
        switch (self, document) {
        case (.choice, .array(let items)), (.wheel, .array(let items)):
            var values: [String] = []
            for item in items {
                guard case .string(let text) = item else { return nil }
                values.append(text)
            }
            return .choices(values)
        case (.choice, .string(let text)): return .choices([text])
        case (.toggle, .bool(let on)): return .bool(on)
        case (.number, .number(let text)), (.date, .string(let text)), (.text, .string(let text)),
            (.path, .string(let text)):
            return try? value(text, of: field)
        default: return nil
        }
    }

    /// The tick of `number` on the scale, if it is one.
    private static func tick(_ number: Decimal, _ numbers: NumberOptions) -> Int? {
        guard case .success(let entry) = numbers.scale.tick(nearest: number, policy: .clamp) else { return nil }
        return entry.tick
    }
}
