import PickerKit

/// The compact syntax of `--field`, for a short form on the command line:
///
///     KEY:KIND[:LABEL][:NAME=VALUE]…
///
/// `KEY` names the answer, `KIND` is a kind of field (`choose`, `wheel`, `date`, `number`,
/// `confirm`, `input`, `write`, `file`), `LABEL` the row's text (the key when empty or left out). Each further
/// part is one of the field's options, named as the subcommand's option without its dashes
/// (`min=1`, `mode=time`, a flag alone: `wrap`), or one of `default=VALUE`, `required`,
/// `placeholder=TEXT` and `shown-when=KEY=VALUE,…` (`KEY!=VALUE,…`: shown unless it has one of
/// them). `items=a,b,c` (choose) and the defaults of a choice or a wheel are lists split at ","; an
/// option that may be repeated (a wheel's `column=a,b,c`) is written once for each value.
///
/// A backslash takes the character after it as it is, so `\:`, `\=`, `\,` and `\\` write the
/// characters that would otherwise split the text (`label=Time\: start`, a pattern's `\\d`).
///
///     --field 'env:choose:Environment:items=dev,staging,prod:default=dev'
///     --field 'when:date:Deploy on:min=2026-01-01'
///     --field 'replicas:number:Replicas:min=1:max=10:default=3'
///     --field 'notify:confirm:Tell the team?:default=yes'
enum CompactField {
    /// One character of the text, and whether a backslash made it plain.
    private struct Letter: Equatable {
        var character: Character
        var escaped: Bool
    }

    /// The field `text` describes (the option's value); `number` counts the `--field`s, for
    /// messages.
    static func read(_ text: String, number: Int) throws -> FormSpec.Field {
        let place = "--field \(number) '\(text)'"
        let letters = try self.letters(text, place: place)
        let parts = split(letters, at: ":")
        guard parts.count >= 2, !parts[0].isEmpty else {
            throw UsageError(
                "\(place): write it as KEY:KIND[:LABEL][:OPTION=VALUE]… (such as env:choose:Environment:items=dev,prod)"
            )
        }
        let key = plain(parts[0])
        let kindName = plain(parts[1])
        let origin = "--field \"\(key)\""
        guard let kind = FormFieldKind.named(kindName) else { throw FormFieldKind.unknown(kindName, origin: origin) }
        var field = FormSpec.Field(key: key, kind: kindName, origin: origin)
        if parts.count > 2, !parts[2].isEmpty { field.label = plain(parts[2]) }
        // As on the command line, an option is given once; only those that collect values repeat.
        var given: Set<String> = []
        for part in parts.dropFirst(3) {
            let halves = split(part, at: "=", limit: 1)
            let name = plain(halves[0])
            let value = halves.count > 1 ? halves[1] : nil
            if kind.arity(name) != .repeated, !given.insert(name).inserted {
                throw UsageError("\(origin): \(InertText.make(name)) is given twice; give it once")
            }
            func needsValue() throws -> [Letter] {
                guard let value else { throw UsageError("\(origin): \(name) needs a value (\(name)=…)") }
                return value
            }
            switch name {
            case "key", "kind", "label":
                throw UsageError(
                    "\(origin): the \(name) is the \(name == "label" ? "third" : name == "kind" ? "second" : "first") part (KEY:KIND:LABEL), not an option"
                )
            case "required":
                guard value == nil else { throw UsageError("\(origin): required takes no value") }
                field.required = true
            case "placeholder": field.placeholder = plain(try needsValue())
            case "default":
                let given = try needsValue()
                let values = kindName == "choose" || kindName == "wheel" ? split(given, at: ",") : [given]
                field.defaults = values.map { ArgumentValue(text: plain($0), "--default") }
            case "shown-when": field.shownWhen = try condition(try needsValue(), origin: origin)
            default:
                guard let arity = kind.arity(name) else { throw kind.unknownOption(name, origin: origin) }
                switch arity {
                case .flag:
                    guard value == nil else { throw UsageError("\(origin): \(name) takes no value (write it alone)") }
                    field.options.append((name, [ArgumentValue(text: "", "--" + name)]))
                case .value:
                    field.options.append((name, [ArgumentValue(text: plain(try needsValue()), "--" + name)]))
                case .repeated where name == "items":
                    let values = split(try needsValue(), at: ",").map { ArgumentValue(text: plain($0), "<\(name)>") }
                    field.options.append((name, values))
                case .repeated:
                    // Each one more value (a wheel's column=a,b,c is one column, split by the wheel).
                    field.options.append((name, [ArgumentValue(text: plain(try needsValue()), "--" + name)]))
                }
            }
        }
        return field
    }

    /// `KEY=VALUE,…` or `KEY!=VALUE,…`.
    private static func condition(_ letters: [Letter], origin: String) throws -> FormSpec.Condition {
        let halves = split(letters, at: "=", limit: 1)
        guard halves.count == 2, !halves[0].isEmpty else {
            throw UsageError("\(origin): shown-when takes KEY=VALUE or KEY!=VALUE (such as env!=dev)")
        }
        var key = halves[0]
        let negated = key.last == Letter(character: "!", escaped: false)
        if negated { key.removeLast() }
        return FormSpec.Condition(
            key: plain(key), values: split(halves[1], at: ",").map(plain), negated: negated,
            origin: "\(origin) shown-when")
    }

    /// The characters of `text`, each backslash taken with the character after it.
    private static func letters(_ text: String, place: String) throws -> [Letter] {
        var letters: [Letter] = []
        var escaping = false
        for character in text {
            if escaping {
                letters.append(Letter(character: character, escaped: true))
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                letters.append(Letter(character: character, escaped: false))
            }
        }
        guard !escaping else { throw UsageError("\(place) ends with a backslash: write \\\\ for one") }
        return letters
    }

    /// `letters` split at each `separator` no backslash made plain (at most `limit` times).
    private static func split(_ letters: [Letter], at separator: Character, limit: Int = .max) -> [[Letter]] {
        var parts: [[Letter]] = [[]]
        for letter in letters {
            if letter == Letter(character: separator, escaped: false), parts.count <= limit {
                parts.append([])
            } else {
                parts[parts.count - 1].append(letter)
            }
        }
        return parts
    }

    /// The text of `letters`.
    private static func plain(_ letters: [Letter]) -> String {
        String(letters.map(\.character))
    }
}
