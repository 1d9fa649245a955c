/// Reads a form's JSON spec into a ``FormSpec``: every member checked for its name and its JSON
/// type, a problem a one-line error naming the file and the JSON path (`deploy.json:
/// sections[0].fields[2] (field "replicas"): "min" is an array; it takes a string or a number`).
///
/// The spec:
///
///     {"title": "Deploy",
///      "sections": [{"header": "Target", "footer": "…", "fields": [
///        {"key": "env", "kind": "choose", "label": "Environment", "items": ["dev", "prod"],
///         "default": "dev"},
///        {"kind": "note", "text": "Production deploys page the on-call."},
///        {"key": "region", "kind": "choose", "items": ["eu", "us"],
///         "shown-when": {"field": "env", "is-not": "dev"}}]}]}
///
/// or `"fields": […]` in place of `"sections"` for a form of one section. A field's other members
/// are its kind's options, named as the subcommand's options without their dashes: a flag takes
/// `true` or `false`, a value a string or a number (kept as written), `items` an array.
struct FormSpecReader {
    /// The file's name in messages ("standard input" for a spec piped in).
    let name: String

    /// The members a spec, a section and a condition take.
    static let specKeys = ["title", "sections", "fields"]
    static let sectionKeys = ["header", "footer", "shown-when", "fields"]
    static let conditionKeys = ["field", "is", "is-not"]
    static let noteKeys = ["kind", "text", "shown-when"]

    /// The spec `bytes` hold.
    func read(_ bytes: [UInt8]) throws -> FormSpec {
        // Nothing at all (a spec file left empty, `< /dev/null`) is said plainly, not as bad JSON.
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw UsageError("\(name): the spec is empty (give a JSON object with \"fields\" or \"sections\")")
        }
        let document = try JSONDocument.read(bytes, name: name)
        let members = try object(document, at: "\(name): the spec", keys: Self.specKeys)
        var spec = FormSpec()
        spec.title = try members["title"].map { try string($0, at: "\(name): \"title\"") }
        switch (members["sections"], members["fields"]) {
        case (let sections?, nil):
            for (index, section) in try array(sections, at: "\(name): \"sections\"").enumerated() {
                spec.sections.append(try self.section(section, at: "sections[\(index)]"))
            }
        case (nil, let fields?):
            spec.sections = [FormSpec.Section(rows: try rows(fields, at: "fields"))]
        case (nil, nil):
            throw UsageError("\(name): the spec has no \"fields\" (or \"sections\" of fields)")
        case (.some, .some):
            throw UsageError("\(name): the spec has both \"sections\" and \"fields\": give one or the other")
        }
        return spec
    }

    private func section(_ value: JSONDocument, at path: String) throws -> FormSpec.Section {
        let place = "\(name): \(path)"
        let members = try object(value, at: place, keys: Self.sectionKeys)
        guard let fields = members["fields"] else { throw UsageError("\(place) has no \"fields\"") }
        return FormSpec.Section(
            header: try members["header"].map { try string($0, at: place + ".header") },
            footer: try members["footer"].map { try string($0, at: place + ".footer") },
            shownWhen: try members["shown-when"].map { try condition($0, at: place + ".shown-when") },
            rows: try rows(fields, at: path + ".fields"))
    }

    private func rows(_ value: JSONDocument, at path: String) throws -> [FormSpec.Row] {
        try array(value, at: "\(name): \(path)").enumerated().map { index, row in
            try self.row(row, at: "\(path)[\(index)]")
        }
    }

    private func row(_ value: JSONDocument, at path: String) throws -> FormSpec.Row {
        let place = "\(name): \(path)"
        guard case .object(let pairs) = value else {
            throw UsageError("\(place) is \(value.typeName); a field is an object")
        }
        let members = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let kindValue = members["kind"] else { throw UsageError("\(place) has no \"kind\"") }
        let kindName = try string(kindValue, at: place + ".kind")
        if kindName == "note" {
            _ = try object(value, at: place + " (a note)", keys: Self.noteKeys)
            guard let text = members["text"] else { throw UsageError("\(place) (a note) has no \"text\"") }
            return .note(try string(text, at: place + ".text"))
        }
        guard let keyValue = members["key"] else { throw UsageError("\(place) has no \"key\"") }
        let key = try string(keyValue, at: place + ".key")
        let origin = "\(place) (field \"\(key)\")"
        guard let kind = FormFieldKind.named(kindName) else { throw FormFieldKind.unknown(kindName, origin: origin) }
        var field = FormSpec.Field(key: key, kind: kindName, origin: origin)
        for (member, value) in pairs {
            let at = "\(origin) \"\(member)\""
            switch member {
            case "key", "kind": break
            case "label": field.label = try string(value, at: at)
            case "placeholder": field.placeholder = try string(value, at: at)
            case "required": field.required = try bool(value, at: at)
            case "shown-when": field.shownWhen = try condition(value, at: at)
            case "default":
                let values: [JSONDocument]
                if case .array(let items) = value { values = items } else { values = [value] }
                field.defaults = try values.map {
                    ArgumentValue(text: try text($0, at: at, allowsBool: true), "--default")
                }
            default:
                guard let arity = kind.arity(member) else { throw kind.unknownOption(member, origin: origin) }
                switch arity {
                case .flag:
                    if try bool(value, at: at) {
                        field.options.append((member, [ArgumentValue(text: "", "--" + member)]))
                    }
                case .value:
                    field.options.append((member, [ArgumentValue(text: try text(value, at: at), "--" + member)]))
                case .repeated:
                    let option = member == "items" ? "<items>" : "--" + member
                    field.options.append(
                        (member, try array(value, at: at).map { ArgumentValue(text: try text($0, at: at), option) }))
                }
            }
        }
        return .field(field)
    }

    /// `{"field": "env", "is-not": "dev"}`; `place` says where, for messages.
    private func condition(_ value: JSONDocument, at place: String) throws -> FormSpec.Condition {
        let members = try object(value, at: place, keys: Self.conditionKeys)
        guard let field = members["field"] else { throw UsageError("\(place) has no \"field\"") }
        let key = try string(field, at: place + ".field")
        let (values, negated): (JSONDocument, Bool)
        switch (members["is"], members["is-not"]) {
        case (let given?, nil): (values, negated) = (given, false)
        case (nil, let given?): (values, negated) = (given, true)
        default: throw UsageError("\(place) takes one of \"is\" and \"is-not\" (the value or values to compare)")
        }
        let items: [JSONDocument]
        if case .array(let list) = values { items = list } else { items = [values] }
        let at = place + (negated ? ".is-not" : ".is")
        return FormSpec.Condition(
            key: key, values: try items.map { try text($0, at: at, allowsBool: true) }, negated: negated, origin: place)
    }

    /// The members of an object, every name checked against `keys` (an unknown one suggests the
    /// name meant). `place` says where, for messages, as every reader's does.
    private func object(_ value: JSONDocument, at place: String, keys: [String]) throws -> [String: JSONDocument] {
        guard case .object(let pairs) = value else {
            throw UsageError("\(place) is \(value.typeName); an object was expected")
        }
        var members: [String: JSONDocument] = [:]
        for (key, member) in pairs {
            guard keys.contains(key) else {
                let near = Suggestion.nearest(to: key, among: keys).map { "; did you mean \"\($0)\"?" }
                throw UsageError(
                    "\(place) has an unknown member \"\(key)\"\(near ?? " (it takes \(ListText.commas(keys)))")")
            }
            members[key] = member
        }
        return members
    }

    private func array(_ value: JSONDocument, at place: String) throws -> [JSONDocument] {
        guard case .array(let items) = value else {
            throw UsageError("\(place) is \(value.typeName); an array was expected")
        }
        return items
    }

    private func string(_ value: JSONDocument, at place: String) throws -> String {
        guard case .string(let text) = value else {
            throw UsageError("\(place) is \(value.typeName); a string was expected")
        }
        return text
    }

    private func bool(_ value: JSONDocument, at place: String) throws -> Bool {
        guard case .bool(let flag) = value else {
            throw UsageError("\(place) is \(value.typeName); true or false was expected")
        }
        return flag
    }

    /// A value an option reads as text: a string, or a number as written (and, where `allowsBool`,
    /// `true` or `false` as yes or no, for a yes/no field).
    private func text(_ value: JSONDocument, at place: String, allowsBool: Bool = false) throws -> String {
        switch value {
        case .string(let text): return text
        case .number(let text): return text
        case .bool(let flag) where allowsBool: return flag ? "yes" : "no"
        default: throw UsageError("\(place) is \(value.typeName); a string or a number was expected")
        }
    }
}

extension ArgumentValue {
    /// A value given as text by `option`.
    init(text: String, _ option: String) {
        self.init(bytes: Array(text.utf8), option: option)
    }
}
