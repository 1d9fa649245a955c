/// The help text, from the declarations, in the layout swift-argument-parser's users know:
/// OVERVIEW, the discussion, USAGE, ARGUMENTS, OPTIONS (SUBCOMMANDS for `picker` itself), each
/// entry's label in a column of 26 and its help wrapped to 79 columns.
enum HelpText {
    /// The width the discussion is wrapped to (its lines are shorter than 80 columns).
    static let width = 79
    /// The width of an entry's line, label and help.
    static let entryWidth = 80
    /// Where an entry's help starts.
    static let labelColumn = 26

    /// The help of `picker`.
    static func root() -> String {
        var lines = section("OVERVIEW: " + PickerProgram.abstract, PickerProgram.discussion)
        lines.append("USAGE: picker <subcommand>")
        lines.append("")
        lines.append("OPTIONS:")
        for option in CommandSpec.builtIn { lines += entry(label(option), help(option)) }
        lines.append("")
        lines.append("SUBCOMMANDS:")
        for command in Subcommands.all { lines += entry(command.name, command.abstract) }
        lines.append("")
        lines.append("  See 'picker help <subcommand>' for detailed help.")
        return text(lines)
    }

    /// The help of a subcommand.
    static func of(_ command: CommandSpec) -> String {
        var lines = section("OVERVIEW: " + command.abstract, command.discussion)
        lines.append("USAGE: " + usage(command))
        lines.append("")
        if let positional = command.positional {
            lines.append("ARGUMENTS:")
            lines += entry(
                "<\(positional.name)>", positional.help() + (positional.defaultValue.map { " (default: \($0))" } ?? ""))
            lines.append("")
        }
        lines.append("OPTIONS:")
        for option in command.shownOptions { lines += entry(label(option), help(option)) }
        lines.append("")
        return text(lines)
    }

    /// `picker choose [<options>] [<items> ...]`: every option when they fit on a line, else
    /// `[<options>]`.
    static func usage(_ command: CommandSpec) -> String {
        var argument = ""
        if let positional = command.positional {
            argument = positional.repeats ? " [<\(positional.name)> ...]" : " [<\(positional.name)>]"
        }
        var each = "picker " + command.name
        for option in command.options where !option.isHidden {
            switch option.arity {
            case .flag: each += " [\(option.name)]"
            case .value: each += " [\(option.name) <\(option.valueName)>]"
            case .repeated: each += " [\(option.name) <\(option.valueName)> ...]"
            }
        }
        guard each.count + argument.count > width - "USAGE: ".count else { return each + argument }
        return "picker \(command.name) [<options>]" + argument
    }

    /// `--title <title>`, `-h, --help`.
    static func label(_ option: OptionSpec) -> String {
        var label = ""
        for (index, name) in option.names.enumerated() { label += (index > 0 ? ", " : "") + name }
        return option.takesValue ? label + " <\(option.valueName)>" : label
    }

    /// An option's help with what help adds to it: the values it takes and its default.
    static func help(_ option: OptionSpec) -> String {
        var notes: [String] = []
        let choices = option.choices()
        if !choices.isEmpty { notes.append("values: " + ListText.commas(choices)) }
        if let value = option.defaultValue { notes.append("default: " + value) }
        guard !notes.isEmpty else { return option.help() }
        var joined = ""
        for (index, note) in notes.enumerated() { joined += (index > 0 ? "; " : "") + note }
        return option.help() + " (\(joined))"
    }

    /// A title line, then the discussion wrapped, then a blank line.
    private static func section(_ title: String, _ discussion: String) -> [String] {
        var lines = wrap(title, width: width)
        lines.append("")
        if !discussion.isEmpty {
            for line in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += wrap(String(line), width: width)
            }
            lines.append("")
        }
        return lines
    }

    /// An entry: `label` two columns in, and `help` from ``labelColumn`` (on the next line when
    /// the label reaches it).
    private static func entry(_ label: String, _ help: String) -> [String] {
        let indent = String(repeating: " ", count: labelColumn)
        let wrapped = wrap(help, width: entryWidth - labelColumn)
        var lines: [String] = []
        var first = "  " + label
        if first.count + 2 <= labelColumn, let head = wrapped.first {
            first += String(repeating: " ", count: labelColumn - first.count) + head
            lines.append(first)
            for line in wrapped.dropFirst() { lines.append(indent + line) }
        } else {
            lines.append(first)
            for line in wrapped { lines.append(indent + line) }
        }
        return lines
    }

    /// `text` broken at blanks into lines of at most `width` characters (a longer word stands on
    /// its own line); the indentation it starts with is kept on every line.
    static func wrap(_ text: String, width: Int) -> [String] {
        let indent = String(text.prefix { $0 == " " })
        let words = text.dropFirst(indent.count).split(separator: " ")
        guard !words.isEmpty else { return [text] }
        var lines: [String] = []
        var line = indent
        for word in words {
            if line.count > indent.count, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        lines.append(line)
        return lines
    }

    private static func text(_ lines: [String]) -> String {
        var text = ""
        for line in lines { text += line + "\n" }
        return text
    }
}
