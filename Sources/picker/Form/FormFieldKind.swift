import PickerKit

/// A kind of form field as a spec names it — the name of the subcommand that asks the same
/// question — and the options of that subcommand a field of the kind takes. The options are the
/// subcommand's own declarations (``Option``), read and checked by them and then by the
/// subcommand's ``Subcommand/check()``: `number`'s `min` is `picker number --min`, with its number
/// syntax, its range checks and its messages, declared once.
///
/// A field's `default` is read as the subcommand's `--default` (the answer without a terminal), so
/// a default that the subcommand would refuse (a date past `--max`, text that fails `--pattern`)
/// is refused here too, before anything is drawn.
struct FormFieldKind {
    /// The kind's name: `choose`.
    let name: String
    /// The option names (without dashes) a field of this kind takes, in help's order.
    let optionNames: [String]
    /// How each option takes its value, by name; nil for a name the kind does not take.
    let arity: (String) -> OptionArity?
    /// Reads a field of this kind: its options and its default applied and checked.
    let read: @MainActor (FormSpec.Field) throws -> CheckedFormField

    /// The keys every field takes besides its kind's options.
    static let fieldKeys = ["key", "kind", "label", "default", "required", "placeholder", "shown-when"]

    /// Every kind, in help's order.
    static var all: [FormFieldKind] {
        [
            kind(
                Choose.self, name: "choose", ["limit", "no-limit", "label-delimiter"],
                positional: "items", make: CheckedFormField.choose),
            kind(
                Wheel.self, name: "wheel", ["column", "dependent", "keep-order", "separator"],
                make: CheckedFormField.wheel),
            kind(
                DateCommand.self, name: "date",
                [
                    "mode", "style", "min", "max", "minute-interval", "locale", "time-zone", "calendar", "format",
                ],
                make: CheckedFormField.date),
            kind(
                NumberCommand.self, name: "number", ["min", "max", "step", "unit", "wrap", "major", "style"],
                make: CheckedFormField.number),
            kind(
                ConfirmCommand.self, name: "confirm", [], make: CheckedFormField.confirm),
            kind(
                InputCommand.self, name: "input",
                ["password", "pattern", "min-length", "max-length", "validate"],
                placeholder: "--placeholder", required: "--required",
                make: CheckedFormField.input),
            kind(
                WriteCommand.self, name: "write",
                ["pattern", "min-length", "max-length", "validate"],
                placeholder: "--placeholder", required: "--required",
                make: CheckedFormField.write),
            kind(
                FileCommand.self, name: "file", ["all", "type", "ext"], positional: "dir", make: CheckedFormField.file),
        ]
    }

    /// The kind called `name`.
    static func named(_ name: String) -> FormFieldKind? {
        all.first { $0.name == name }
    }

    /// The error for a kind that is none: the kinds, and the one meant when it is a small edit away.
    static func unknown(_ name: String, origin: String) -> UsageError {
        let names = all.map(\.name) + ["note"]
        let near = Suggestion.nearest(to: name, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
        return UsageError(
            "\(origin): \"\(name)\" is not a kind of field\(near) (kinds: \(ListText.commas(names)))")
    }

    /// "a" or "an", as the kind's name is said (an input field).
    private var article: String { name.first.map { "aeiou".contains($0) } == true ? "an" : "a" }

    /// The error for an option the kind does not take, with the one meant when it is near.
    func unknownOption(_ name: String, origin: String) -> UsageError {
        let known = FormFieldKind.fieldKeys + optionNames
        if let near = Suggestion.nearest(to: name, among: known) {
            return UsageError("\(origin): \(article) \(self.name) field has no \"\(name)\"; did you mean \"\(near)\"?")
        }
        return UsageError(
            "\(origin): \(article) \(self.name) field has no \"\(name)\" (it takes \(ListText.commas(known)))")
    }

    /// A kind whose options are `Command`'s: those named in `names` (and `positional`, the
    /// subcommand's argument), with the field's default given to `--default`, its placeholder to `placeholder` and `required` to `required` when the subcommand has them.
    private static func kind<Command: Subcommand>(
        _ command: Command.Type, name: String, _ names: [String], positional: String? = nil,
        placeholder: String? = nil, required: String? = nil,
        make: @escaping @MainActor (Command, FormSpec.Field) throws -> CheckedFormField
    ) -> FormFieldKind {
        let optionNames = (positional.map { [$0] } ?? []) + names
        return FormFieldKind(
            name: name, optionNames: optionNames,
            arity: { option in
                if option == positional { return Command.positional?.repeats == true ? .repeated : .value }
                guard names.contains(option), let found = Command.find("--" + option, Command.options) else {
                    return nil
                }
                return Command.options[found].spec.arity
            },
            read: { field in
                var settings = Command()
                do {
                    for (option, values) in field.options {
                        if option == positional, let argument = Command.positional {
                            for value in values { try argument.apply(&settings, value) }
                            continue
                        }
                        try apply("--" + option, values, to: &settings)
                    }
                    if let placeholder, let text = field.placeholder {
                        try apply(
                            placeholder, [ArgumentValue(bytes: Array(text.utf8), option: placeholder)], to: &settings)
                    }
                    if let required, field.required {
                        try apply(required, [ArgumentValue(bytes: [], option: required)], to: &settings)
                    }
                    let defaults = field.defaults.map { ArgumentValue(bytes: $0.bytes, option: "--default") }
                    try apply("--default", defaults, to: &settings)
                    try settings.check()
                    return try make(settings, field)
                } catch let error as UsageError {
                    throw UsageError("\(field.origin): \(error.description)")
                } catch let error as PromptError {
                    throw UsageError("\(field.origin): \(error.description)")
                }
            })
    }

    /// Applies each of `values` by the declaration of `Command`'s option `name`.
    private static func apply<Command: Subcommand>(
        _ name: String, _ values: [ArgumentValue], to settings: inout Command
    ) throws {
        guard let found = Command.find(name, Command.options) else { return }
        for value in values {
            try Command.options[found].apply(&settings, ArgumentValue(bytes: value.bytes, option: value.option))
        }
    }
}
