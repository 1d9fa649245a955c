import ArgumentParser
import Foundation

/// Rules on a subcommand's options that ArgumentParser does not keep, checked in one place for
/// every subcommand from the subcommand's own definitions (so one added later follows them with
/// no code of its own):
///
/// - An option that takes one value is given once: ArgumentParser keeps the last of
///   `date --value A --value B`, which hides a script's mistake. Array-valued options
///   (`--column`, `--selected`) may repeat.
/// - An unknown option is answered with the option it was meant to be only when one is a small
///   edit away ("--heigth": "--height"); otherwise with the subcommand's options, rather than
///   the nearest name whatever its distance ("--header": "--read0").
///
/// The definitions come from ArgumentParser's own description of the command (the data of its
/// help and man page), read only when a name repeats or the parser refused the line.
enum OptionCheck {
    /// One option or flag of a subcommand, as its definition says.
    struct Definition {
        /// Its names as typed: "--value", "-h".
        var names: [String]
        /// Whether it takes a value (an option, not a flag).
        var takesValue: Bool
        /// Whether it may be given more than once (an array-valued option).
        var repeats: Bool
        /// Whether the help shows it.
        var isShown: Bool
    }

    /// Throws when an option that takes one value is given more than once in `arguments` (a
    /// subcommand's name, then its arguments). Cheap when no option name repeats: the
    /// definitions are read only then.
    static func checkRepeats(_ arguments: [String]) throws {
        guard let command = subcommand(arguments) else { return }
        var names: [Substring] = []
        for argument in arguments.dropFirst() {
            if argument == "--" { break }
            guard argument.hasPrefix("--") else { continue }
            names.append(argument.split(separator: "=", maxSplits: 1)[0])
        }
        guard Set(names).count < names.count else { return }
        let definitions = self.definitions(of: command)
        var given: [String: [String]] = [:]
        var order: [String] = []
        scan(arguments, definitions) { definition, name, value in
            guard let definition, definition.takesValue, !definition.repeats else { return }
            let key = definition.names.first { $0.hasPrefix("--") } ?? name
            if given[key] == nil { order.append(key) }
            given[key, default: []].append(value ?? "")
        }
        for key in order {
            guard let values = given[key], values.count > 1 else { continue }
            let quoted = values.map { "\"\($0)\"" }.joined(separator: ", ")
            throw UsageError("\(key) takes one value, but was given \(values.count): \(quoted)")
        }
    }

    /// Throws a clearer error for the first option of `arguments` that the subcommand does not
    /// have: the option meant, when one is at most two edits away (a third of the name at most),
    /// else the subcommand's options. Does nothing when every option is known.
    static func explainUnknown(_ arguments: [String]) throws {
        guard let command = subcommand(arguments), let name = command.configuration.commandName else { return }
        let definitions = self.definitions(of: command)
        var unknown: String?
        scan(arguments, definitions) { definition, typed, _ in
            if definition == nil, unknown == nil { unknown = typed }
        }
        guard let unknown else { return }
        let known = definitions.filter(\.isShown).flatMap { $0.names.filter { $0.hasPrefix("--") } }
        if let near = nearest(to: unknown, among: known) {
            throw UsageError("unknown option '\(unknown)' for picker \(name); did you mean '\(near)'?")
        }
        throw UsageError(
            "unknown option '\(unknown)' for picker \(name) (its options: \(known.joined(separator: " ")))")
    }

    /// The name in `names` nearest to `typed`, if it is a small edit away: at most two edits, and
    /// at most a third of the typed name's letters (case ignored).
    static func nearest(to typed: String, among names: [String]) -> String? {
        let word = Array(typed.drop { $0 == "-" }.lowercased())
        let limit = min(2, max(1, word.count / 3))
        let scored = names.map { name in
            (name, SubcommandSuggestion.editDistance(word, Array(name.drop { $0 == "-" }.lowercased())))
        }
        return scored.filter { $0.1 <= limit }.min { $0.1 < $1.1 }?.0
    }

    /// The subcommand `arguments` start with, if any.
    private static func subcommand(_ arguments: [String]) -> ParsableCommand.Type? {
        guard let first = arguments.first else { return nil }
        return PickerCommand.configuration.subcommands.first { $0.configuration.commandName == first }
    }

    /// Walks the options of `arguments` (after the subcommand's name, up to `--`) as the parser
    /// reads them: an option's value is the text after its "=", or the next argument.
    private static func scan(
        _ arguments: [String], _ definitions: [Definition],
        _ visit: (_ definition: Definition?, _ name: String, _ value: String?) -> Void
    ) {
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { return }
            guard argument.hasPrefix("-"), argument.count > 1 else { continue }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = argument.hasPrefix("--") ? String(parts[0]) : argument
            let definition = definitions.first { $0.names.contains(name) }
            var value = parts.count == 2 && argument.hasPrefix("--") ? String(parts[1]) : nil
            if definition?.takesValue == true, value == nil, index < arguments.count {
                value = arguments[index]
                index += 1
            }
            visit(definition, name, value)
        }
    }

    /// The options and flags of `command`, from ArgumentParser's description of it.
    static func definitions(of command: ParsableCommand.Type) -> [Definition] {
        guard
            let root = try? JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8)) as? [String: Any],
            let info = root["command"] as? [String: Any], let arguments = info["arguments"] as? [[String: Any]]
        else { return [] }
        return arguments.compactMap { argument in
            let kind = argument["kind"] as? String
            guard kind == "option" || kind == "flag" else { return nil }
            let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
                guard let text = name["name"] as? String else { return nil }
                return (name["kind"] as? String == "short" ? "-" : "--") + text
            }
            return Definition(
                names: names, takesValue: kind == "option", repeats: argument["isRepeating"] as? Bool ?? false,
                isShown: argument["shouldDisplay"] as? Bool ?? true)
        }
    }
}
