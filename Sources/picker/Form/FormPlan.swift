import Foundation
import PickerKit

/// A form made from its spec: PickerKit's ``Form``, and for each field how its answer is written
/// (``FormAnswerStyle``), keyed by the field's key.
struct FormPlan {
    var form: Form
    /// Each field (notes left out) in the form's order, with how its answer is written.
    var fields: [(field: FormField, style: FormAnswerStyle)]

    /// The fields' keys in the form's order.
    var keys: [String] { fields.map(\.field.key) }

    /// How the answer of the field `key` is written.
    func style(for key: String) -> FormAnswerStyle? {
        fields.first { $0.field.key == key }?.style
    }

    /// The names a key may not have when the answers go to `eval`: the shell reads them itself,
    /// so an answer would change how the rest of the script runs. (An array: the first `Set` of
    /// strings would cost a start a scan of the program's protocol conformances.)
    static let shellVariables: [String] = [
        "IFS", "PATH", "CDPATH", "ENV", "HOME", "PS1", "PS2", "PS4", "OPTIND", "OPTARG", "PWD", "OLDPWD",
    ]

    /// The form `spec` describes: each field read by its kind (``FormFieldKind``), the conditions
    /// checked against the fields they name, and the whole checked by `Form.problems`. A key must be a shell
    /// name unless `anyKeys` (the answers go out as JSON).
    ///
    /// - Throws: `UsageError` naming the field and what is wrong.
    @MainActor
    init(_ spec: FormSpec, anyKeys: Bool) throws {
        var sections: [FormSection] = []
        var fields: [(field: FormField, style: FormAnswerStyle)] = []
        var notes = 0
        for section in spec.sections {
            var built = FormSection(header: section.header, footer: section.footer, fields: [])
            for row in section.rows {
                switch row {
                case .note(let text):
                    notes += 1
                    built.fields.append(FormField(key: "(note \(notes))", label: "", kind: .note(text)))
                case .field(let given):
                    try Self.check(key: given.key, origin: given.origin, anyKeys: anyKeys)
                    guard !fields.contains(where: { $0.field.key == given.key }) else {
                        throw UsageError("\(given.origin): the key \"\(given.key)\" is given to another field too")
                    }
                    guard let kind = FormFieldKind.named(given.kind) else {
                        throw FormFieldKind.unknown(given.kind, origin: given.origin)
                    }
                    let checked = try kind.read(given)
                    var (field, style) = try Self.field(checked)
                    if let condition = given.shownWhen {
                        field.shownWhen = try Self.condition(condition, earlier: fields)
                    }
                    built.fields.append(field)
                    fields.append((field, style))
                }
            }
            if let condition = section.shownWhen {
                built.shownWhen = try Self.condition(condition, earlier: fields)
            }
            sections.append(built)
        }
        form = Form(title: spec.title, sections: sections)
        if let problem = form.problems.first { throw UsageError("the form: \(problem)") }
        self.fields = fields
    }

    /// Refuses a key that `eval` could not take as a variable's name (with `anyKeys`, only an
    /// empty one).
    static func check(key: String, origin: String, anyKeys: Bool) throws {
        guard !key.isEmpty else { throw UsageError("\(origin): the key is empty") }
        guard !anyKeys else { return }
        let isName =
            key.unicodeScalars.allSatisfy {
                $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
            }
            && !("0"..."9").contains(key.unicodeScalars.first!)
        guard isName else {
            throw UsageError(
                "\(origin): the key \"\(key)\" is not a shell name (letters, digits and _, not starting with a digit), which eval needs; --json takes any key"
            )
        }
        if shellVariables.contains(key) {
            throw UsageError("\(origin): the key \"\(key)\" is a variable the shell itself reads; choose another name")
        }
    }

    /// The library's field for a checked one, and how its answer is written.
    @MainActor
    private static func field(_ checked: CheckedFormField) throws -> (FormField, FormAnswerStyle) {
        let given = checked.field
        var field = FormField(
            key: given.key, label: given.label ?? given.key, kind: .toggle, isRequired: given.required,
            placeholder: given.placeholder)
        let style: FormAnswerStyle
        switch checked {
        case .choose(let choose, _):
            let store = choose.argumentStore()
            let items = (0..<store.count).map {
                FormField.Item(label: store.label(at: $0), value: String(decoding: store.value(at: $0), as: UTF8.self))
            }
            guard !items.isEmpty else { throw UsageError("\(given.origin): a choose field needs items (items=a,b,c)") }
            let limit = choose.settings.limit.map { $0 == Int.max ? 0 : $0 } ?? 1
            if limit != 1, let item = items.first(where: { $0.value.contains(where: \.isNewline) }) {
                throw UsageError(
                    "\(given.origin): the item \"\(item.value)\" has a line break, but the answer of a choice of several writes one item a line"
                )
            }
            field.kind = .choice(items: items, limit: limit)
            if !choose.defaults.isEmpty {
                field.defaultValue = .choices(choose.defaults.map { String(decoding: $0, as: UTF8.self) })
            }
            style = .choice(several: limit != 1)
        case .wheel(let wheel, _):
            if let dependent = wheel.dependent {
                // Read as `picker wheel --dependent` reads it: JSON or a property list, sorted unless
                // keep-order.
                do {
                    field.kind = .dependentWheel(
                        try DependentTree(contentsOfFile: dependent, keepingOrder: wheel.keepOrder))
                } catch let error as DataError {
                    throw UsageError("\(given.origin): dependent: \(error.description)")
                }
            } else {
                field.kind = .wheel(columns: wheel.columns)
            }
            if !wheel.defaults.isEmpty { field.defaultValue = .choices(wheel.defaults.map { $0 ?? "" }) }
            style = .wheel(separator: wheel.separator)
        case .date(let command, _):
            guard let setting = command.setting else { throw UsageError("\(given.origin): the date was not checked") }
            let prompt = setting.prompt
            field.kind = .date(
                FormDateSettings(
                    mode: prompt.mode, style: prompt.style, minimumDate: prompt.minimumDate,
                    maximumDate: prompt.maximumDate, minuteInterval: prompt.minuteInterval, locale: prompt.locale,
                    calendar: prompt.calendar, timeZone: prompt.timeZone))
            switch setting.defaultAnswer {
            case .date(let date)?: field.defaultValue = .date(date)
            case nil: break
            default:
                throw UsageError("\(given.origin): a date field holds one date, a time, a date and time or a month")
            }
            style = .date(prompt, setting.formatter)
        case .number(let command, _):
            guard let numbers = command.numbers else {
                throw UsageError("\(given.origin): the number was not checked")
            }
            field.kind = .number(numbers, style: command.style.promptStyle)
            if let tick = command.defaultTick { field.defaultValue = .number(numbers.scale.value(atTick: tick)) }
            style = .number(numbers)
        case .confirm(let command, _):
            field.kind = .toggle
            if let choice = command.defaultChoice { field.defaultValue = .bool(choice == .yes) }
            style = .toggle
        case .input(let command, _):
            field.kind = .text(isSecure: command.password)
            field.rules = rules(command.rules)
            field.defaultValue = command.defaultText.map { .text(String(decoding: $0, as: UTF8.self)) }
            style = .text
        case .write(let command, _):
            field.kind = .multiline
            field.rules = rules(command.rules)
            field.defaultValue = command.defaultText.map { .text(String(decoding: $0, as: UTF8.self)) }
            style = .text
        case .file(let command, _):
            if command.kinds == .directories && !command.extensions.isEmpty {
                throw UsageError(
                    "\(given.origin): ext chooses among files, and type dir only directories: give one or the other")
            }
            field.kind = .file(
                FormFileSettings(
                    root: String(decoding: command.start, as: UTF8.self), kinds: command.kinds,
                    extensions: command.extensions, includesHidden: command.all))
            // A form's file row answers one path (its kind offers no limit, and default is given once).
            if let path = command.defaultPaths.first {
                if let problem = FileBrowser.problem(
                    answering: path, kinds: command.kinds, extensions: command.extensions)
                {
                    throw UsageError("\(given.origin): --default '\(ArgumentBytes.quoted(path))' \(problem)")
                }
                field.defaultValue = .path(String(decoding: path, as: UTF8.self))
            }
            style = .path(command)
        }
        return (field, style)
    }

    /// The rules of a text field as the form keeps them (`required` is the field's own).
    private static func rules(_ options: TextRuleOptions) -> FormRules {
        FormRules(
            pattern: options.pattern, minimumLength: options.minimumLength, maximumLength: options.maximumLength,
            command: options.command)
    }

    /// The library's condition for `condition`, its values written as the field it names compares
    /// them (``FormValue/conditionTexts``): a yes/no as true or false, a number's digits, a date
    /// in the field's form; a value the field could never have is refused, as a typo.
    @MainActor
    private static func condition(
        _ condition: FormSpec.Condition, earlier: [(field: FormField, style: FormAnswerStyle)]
    ) throws -> FormCondition {
        guard let (field, style) = earlier.first(where: { $0.field.key == condition.key }) else {
            throw UsageError(
                "\(condition.origin): \"\(condition.key)\" is not a field before it (a condition names an earlier field)"
            )
        }
        let values = try condition.values.map { text in
            guard let value = try style.value(text, of: field) else {
                throw UsageError(
                    "\(condition.origin): \"\(text)\" is not a value the field \"\(condition.key)\" can have")
            }
            return value.conditionTexts.first ?? text
        }
        return condition.negated
            ? FormCondition(key: condition.key, noneOf: values) : FormCondition(key: condition.key, anyOf: values)
    }
}
