import Foundation
import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `picker form`: several questions on one screen, answered together.
struct FormCommand: AskingCommand {
    static let name = "form"
    static let abstract = "Ask several questions on one screen, as a settings table, and print every answer."
    static var discussion: String {
        """
        Examples:
          eval "$(picker form deploy.json)"
          picker form --json --remember deploy deploy.json
          picker form --field 'env:choose:Environment:items=dev,prod:default=dev' \\
            --field 'when:date:Deploy on' --field 'notify:confirm:Tell the team?' \\
            --field 'replicas:number:Replicas:min=1:max=10:default=3'
        The form is a JSON spec (SPEC, a file; - or, without SPEC and --field, standard input when it is not a \
        terminal) or the --field options, in the compact form KEY:KIND[:LABEL][:OPTION=VALUE]…: KEY names the \
        answer, KIND is choose, wheel, date, number, confirm, input, write or file, LABEL is the row's text (the key \
        when left out). The further parts are the field's options, named as the options of the picker \
        subcommand of that kind without their dashes and checked as it checks them (choose: items=a,b,c, \
        limit=N, no-limit, label-delimiter=D; wheel: column=a,b,c once for each column, separator; date: mode, style, min, max, minute-interval, locale, time-zone, \
        calendar, format; number: min, max, step, unit, wrap, major, style; input: password, pattern, \
        min-length, max-length, validate; write: the same but password; file: dir, all, type, ext); and \
        default=VALUE, required, placeholder=TEXT and shown-when=KEY=VALUE,… (or KEY!=VALUE,…: shown unless the \
        field KEY, which comes before, has one of the values). A flag is written alone (wrap). A backslash \
        takes the character after it as it is: \\: \\= \\, \\\\ (a pattern's \\d is written \\\\d). --section \
        HEADER starts a new section of the fields after it, --footer TEXT ends the current one with a line, \
        --note TEXT adds a row that explains.
        A spec: {"title": "Deploy", "sections": [{"header": "Target", "footer": "…", "fields": [{"key": "env", \
        "kind": "choose", "label": "Environment", "items": ["dev", "prod"], "default": "dev"}, {"kind": "note", \
        "text": "…"}, {"key": "region", "kind": "choose", "items": ["eu", "us"], "shown-when": {"field": "env", \
        "is-not": "dev"}}]}]}, or "fields" in place of "sections" for one section. Options are members named as \
        above: a flag true or false, a value a string or a number, items an array; a condition takes "is" or \
        "is-not" with a value or an array of values.
        The answers: KEY='value' lines for eval in sh, bash or zsh (quotes written '\\'', so line breaks and any \
        text arrive whole); a choice of several is one value with an item a line, a wheel's values are joined by its separator (a tab) (for x in $KEY with IFS set \
        to a newline); yes/no is true or false (if "$notify"; then); a number has its step's decimals; a date \
        is ISO 8601 as picker date writes it (or format's pattern). Every key is written each time: a field \
        hidden by its condition, or left empty, is KEY=''. Keys must be shell names (IFS, PATH and the \
        shell's other own variables are refused) unless --json, which prints one object with typed values \
        (numbers, true/false, arrays for a choice of several, null for no value). --print0 ends each KEY=value \
        with NUL, unquoted.
        Keys: Up/Down or Tab/Shift-Tab move between rows; Enter or a click opens a row's picker in a sheet \
        (Done writes it, Cancel leaves it), toggles a switch or edits a text in place; Submit answers, or \
        moves to the first row whose value is refused and says why under it. Esc cancels (status \
        \(ExitStatus.cancelled)).
        Without a terminal the answers are the defaults (and the remembered answers) when every required field \
        shown has one; otherwise an error names the fields without one (status \(ExitStatus.badInput)). When \
        --timeout passes the form answers the values it shows if Submit would take them (else status \(ExitStatus.timedOut)). \
        --remember NAME keeps \
        the answers submitted in $XDG_STATE_HOME/picker/forms/NAME.json (~/.local/state when unset) as the \
        next run's starting values; a value that no longer fits its field is dropped.
        """
    }
    static let defaultRemedy = "a default for every required field"

    var common = CommonOptions()
    /// The spec's file, as given (`-`: standard input).
    var specPath: [UInt8]?
    /// The form `--field`, `--section`, `--footer` and `--note` describe, in their order.
    var compact = FormSpec()
    /// How many `--field`s were read, for messages.
    var compactFields = 0
    var print0 = false
    var memory: FormMemory?

    static let options: [Option<Self>] =
        CommonOptions.options { try $1(&$0.common) } + [
            .value(
                "--field", value: "spec", repeats: true,
                help: "A field, as KEY:KIND[:LABEL][:OPTION=VALUE]… (see the examples); repeat it for each field."
            ) { command, value in
                command.compactFields += 1
                let field = try CompactField.read(value.text, number: command.compactFields)
                command.appendRow(.field(field))
            },
            .value(
                "--section", value: "header", repeats: true,
                help: "Start a new section of --field rows under this header."
            ) {
                $0.compact.sections.append(FormSpec.Section(header: $1.text.isEmpty ? nil : $1.text))
            },
            .value(
                "--footer", value: "text", repeats: true, help: "The line under the current section of --field rows."
            ) {
                if $0.compact.sections.isEmpty { $0.compact.sections.append(FormSpec.Section()) }
                $0.compact.sections[$0.compact.sections.count - 1].footer = $1.text
            },
            .value("--note", value: "text", repeats: true, help: "A row that explains, between --field rows.") {
                $0.appendRow(.note($1.text))
            },
            .value(
                "--remember", value: "name",
                help: "Start from the answers last submitted under this name, and keep these ones for the next run."
            ) { $0.memory = try FormMemory(name: $1.text) },
            Output.print0Option(help: "End each KEY=value with NUL instead of a newline, unquoted (for read -d '').") {
                try $1(&$0.print0)
            },
        ]

    static let positional: Positional<Self>? = Positional(
        "spec", help: "The form's JSON spec: a file, or - for standard input.", completion: .file
    ) { $0.specPath = $1.bytes }

    /// Adds a row to the last section of the `--field` form (the first, made when needed).
    private mutating func appendRow(_ row: FormSpec.Row) {
        if compact.sections.isEmpty { compact.sections.append(FormSpec.Section()) }
        compact.sections[compact.sections.count - 1].rows.append(row)
    }

    func check() throws {
        if print0 && common.json { throw UsageError("--print0 and --json cannot be used together") }
        if specPath != nil && !compact.sections.isEmpty {
            throw UsageError("give the form as a spec file or as --field options, not both")
        }
        if specPath == nil && compact.sections.isEmpty && isatty(STDIN_FILENO) == 1 {
            throw UsageError("no form: give a spec file, --field options, or the spec on standard input")
        }
        if let section = compact.sections.first(where: { !$0.rows.contains(where: \.isField) }) {
            let name = section.header.map { "--section \"\($0)\"" } ?? "the form"
            throw UsageError("\(name) has no --field")
        }
    }

    /// The spec: the `--field` form, or the JSON read from the file or standard input.
    private func spec() throws -> FormSpec {
        guard compact.sections.isEmpty else { return compact }
        let path = specPath.map { ArgumentWord.text($0) }
        let bytes: [UInt8]
        let name: String
        if let specPath, path != "-" {
            name = ArgumentBytes.quoted(specPath)
            bytes = try FormCommand.contents(ofPath: specPath, name: name)
        } else {
            name = "standard input"
            bytes = try FormCommand.contents(of: STDIN_FILENO, name: name)
        }
        return try FormSpecReader(name: name).read(bytes)
    }

    @MainActor
    func prepare(_ options: PromptOptions) throws -> Question {
        var spec = try self.spec()
        if let title = common.title { spec.title = title }
        let plan = try FormPlan(spec, anyKeys: common.json)
        let starting = memory.map { $0.load(plan) } ?? [:]
        let format: FormAnswerWriter.Format = common.json ? .json : print0 ? .print0 : .shell
        // Where a date row without a value starts: read only for a form that has one, since
        // reading PICKER_NOW sets up a calendar.
        let hasDates = plan.form.fields.contains {
            if case .date = $0.kind { return true }
            return false
        }
        let today = (hasDates ? try PinnedNow.read(DateLocale.processVariable, timeZone: .current) : nil) ?? Date()
        var question = Question { options in
            let prompt = FormPrompt(form: plan.form, starting: starting, today: today, options: options)
            let outcome = try prompt.runBlocking()
            if case .answered(let answers) = outcome { memory?.save(answers, plan: plan) }
            return outcome.map { FormAnswerWriter.answer($0, plan: plan, format: format) }
        }
        // The form has no --default: without a terminal its answers are the defaults and the
        // remembered answers, decided before the terminal is needed.
        question.decided = { () throws -> PromptOutcome<Output.Answer>? in
            guard !EventLoop.isTerminalAvailable else { return nil }
            let answers = try FormCommand.answersWithoutAsking(plan, starting: starting)
            return .answered(FormAnswerWriter.answer(answers, plan: plan, format: format))
        }
        return question
    }

    /// The answers without a terminal: the starting values, when every required field shown has
    /// one and every one keeps its field's rules, a text's `validate` command and a file's being
    /// there included.
    @MainActor
    static func answersWithoutAsking(_ plan: FormPlan, starting: [String: FormValue]) throws -> FormAnswers {
        let answers: FormAnswers
        do {
            answers = try plan.form.answersWithoutAsking(starting: starting)
        } catch {
            if case .missing(let keys) = error.reason {
                throw UsageError(
                    "no terminal to ask on, and \(error.description): give \(keys.count == 1 ? "it a default" : "each a default")"
                )
            }
            throw UsageError("no terminal to ask on, and \(error.description)")
        }
        for entry in answers {
            guard let field = plan.form.field(forKey: entry.key), let value = entry.value else { continue }
            switch (field.kind, value) {
            case (.text, .text(let text)), (.multiline, .text(let text)):
                if field.rules.command != nil,
                    let refusal = field.rules.textRules(isRequired: field.isRequired).judge(text)
                {
                    throw UsageError("no terminal to ask on, and the field \(entry.key) is refused: \(refusal)")
                }
            case (.file(let settings), .path(let path)):
                if let problem = FileBrowser.problem(
                    answering: Array(path.utf8), kinds: settings.kinds, extensions: settings.extensions)
                {
                    throw UsageError("no terminal to ask on, and the field \(entry.key): '\(path)' \(problem)")
                }
            default: break
            }
        }
        return answers
    }

    /// The bytes of the file at `path`.
    private static func contents(ofPath path: [UInt8], name: String) throws -> [UInt8] {
        let terminated = path.map { CChar(bitPattern: $0) } + [0]
        let fd = open(terminated, O_RDONLY)
        guard fd >= 0 else { throw UsageError("cannot read the spec \(name): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        return try contents(of: fd, name: name)
    }

    /// Every byte `fd` gives, up to a limit no form comes near.
    private static func contents(of fd: Int32, name: String) throws -> [UInt8] {
        let limit = 16 << 20
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw UsageError("cannot read the spec \(name): \(String(cString: strerror(errno)))")
            }
            bytes += buffer[..<n]
            guard bytes.count <= limit else { throw UsageError("the spec \(name) is larger than 16 MiB: no form is") }
        }
        return bytes
    }
}

extension FormSpec.Row {
    /// Whether the row is a field (not a note).
    var isField: Bool {
        if case .field = self { return true }
        return false
    }
}

/// The C library's read(2), reachable from inside a type that has its own `read`.
private func systemRead(_ fd: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, pointer, count)
}
