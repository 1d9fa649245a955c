import Foundation
import PickerCore

/// A field of a ``Form`` that answers a Swift value: a case of a `CaseIterable` type, a `Date`,
/// a `Decimal`, a `Bool`, a `String`. Made with ``choice(_:label:of:default:isRequired:title:)``,
/// ``date(_:label:settings:default:isRequired:)``, ``number(_:label:numbers:style:default:)``,
/// ``toggle(_:label:default:)`` and ``text(_:label:isSecure:default:isRequired:rules:)``; its
/// ``field`` goes into the form, and ``value(in:)`` reads its answer back typed. A ``TypedForm``
/// does both for a few fields at once.
///
/// ```swift
/// enum Environment: CaseIterable, Sendable { case dev, staging, prod }
/// let environment = TypedFormField.choice("environment", label: "Environment", of: Environment.self, default: .dev)
/// // … after the prompt answered `answers`:
/// let chosen: Environment? = environment.value(in: answers)
/// ```
public struct TypedFormField<Value: Sendable>: Sendable {
    /// The field as the form holds it.
    public var field: FormField
    /// Reads the field's value as a `Value` (nil: none, or not one of this field's).
    private let decode: @Sendable (FormValue) -> Value?

    /// A typed view of `field`, read by `decode`.
    public init(field: FormField, decode: @escaping @Sendable (FormValue) -> Value?) {
        self.field = field
        self.decode = decode
    }

    /// The field's key.
    public var key: String { field.key }

    /// The value answered for this field in `answers`: nil when the field was hidden or left
    /// without a value.
    public func value(in answers: FormAnswers) -> Value? {
        answers[field.key].flatMap(decode)
    }

    /// One case of `type`, each shown by `title` (by default `String(describing:)`: an enum's
    /// case name); the case answered is the one whose title was chosen. Titles should differ.
    public static func choice(
        _ key: String, label: String, of type: Value.Type, default defaultValue: Value? = nil,
        isRequired: Bool = true, title: @escaping @Sendable (Value) -> String = { String(describing: $0) }
    ) -> TypedFormField<Value> where Value: CaseIterable {
        let cases = Array(type.allCases)
        let titles = cases.map(title)
        let field = FormField(
            key: key, label: label, kind: .choice(items: titles.map(FormField.Item.init), limit: 1),
            isRequired: isRequired, defaultValue: defaultValue.map { .choices([title($0)]) })
        return TypedFormField(field: field) { value in
            guard case .choices(let chosen) = value, let first = chosen.first, let index = titles.firstIndex(of: first)
            else { return nil }
            return cases[index]
        }
    }

    /// A date, a time, both or a month, as `settings` say.
    public static func date(
        _ key: String, label: String, settings: FormDateSettings = FormDateSettings(),
        default defaultValue: Date? = nil,
        isRequired: Bool = true
    ) -> TypedFormField<Date> where Value == Date {
        let field = FormField(
            key: key, label: label, kind: .date(settings), isRequired: isRequired,
            defaultValue: defaultValue.map(FormValue.date))
        return TypedFormField(field: field) { value in
            if case .date(let date) = value { return date }
            return nil
        }
    }

    /// A number on `numbers`' scale, shown as `style`.
    public static func number(
        _ key: String, label: String, numbers: NumberOptions, style: NumberPrompt.Style = .ruler,
        default defaultValue: Decimal? = nil
    ) -> TypedFormField<Decimal> where Value == Decimal {
        // A number always has a value: the default, else the options' starting tick.
        let start = defaultValue ?? numbers.scale.value(atTick: numbers.tick)
        let field = FormField(
            key: key, label: label, kind: .number(numbers, style: style), defaultValue: .number(start))
        return TypedFormField(field: field) { value in
            if case .number(let number) = value { return number }
            return nil
        }
    }

    /// A switch.
    public static func toggle(_ key: String, label: String, default defaultValue: Bool = false) -> TypedFormField<Bool>
    where Value == Bool {
        let field = FormField(key: key, label: label, kind: .toggle, defaultValue: .bool(defaultValue))
        return TypedFormField(field: field) { value in
            if case .bool(let on) = value { return on }
            return nil
        }
    }

    /// A line of text (a password when `isSecure`).
    public static func text(
        _ key: String, label: String, isSecure: Bool = false, default defaultValue: String? = nil,
        isRequired: Bool = false, rules: FormRules = FormRules()
    ) -> TypedFormField<String> where Value == String {
        let field = FormField(
            key: key, label: label, kind: .text(isSecure: isSecure), isRequired: isRequired,
            defaultValue: defaultValue.map(FormValue.text), rules: rules)
        return TypedFormField(field: field) { value in
            if case .text(let text) = value { return text }
            return nil
        }
    }
}
