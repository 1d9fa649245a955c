import PickerKit

/// `picker wheel`: one value per column on a multi-column wheel.
struct Wheel: AskingCommand {
    static let name = "wheel"
    static let abstract = "Choose one value per column on a multi-column wheel."
    static var discussion: String {
        """
        Examples:
          picker wheel --column 'Ham,Turkey,Tuna' --column 'White,Rye'
          picker wheel --header 'Hour,Minute' --column '9,10,11' --column '00,30'
          picker wheel --dependent states.plist --keep-order
          picker wheel --label-delimiter : --column 'Every day:*,Mon-Fri:1-5,Weekends:6-7'

        The answer is the selected values joined by a tab (--separator), or a JSON array (--json; with \
        --label-delimiter, of objects with the label and the value). Left/Right or Tab move between columns.
        """
    }
    static let defaultRemedy = "--default once per column"

    var common = CommonOptions()
    /// Each `--column`, split into its values.
    var columns: [[String]] = []
    var dependent: String?
    var keepOrder = false
    var headers: [String] = []
    /// `--selected` and `--default` as given, and as the values they name (checked once the line
    /// is read, when the column labels are known).
    var selectedGiven: [ArgumentValue] = []
    var defaultsGiven: [ArgumentValue] = []
    var selected: [String?] = []
    var defaults: [String?] = []
    var labelDelimiter: String?
    var cycle = false
    var separator = "\t"
    /// Whether `--separator` was given (it and `--print0` exclude each other).
    var separatorGiven = false
    /// Each value ended by NUL instead of joined by the separator (`--print0`).
    var print0 = false
    var height = WheelHeight.rows(7)

    static let options: [Option<Self>] =
        CommonOptions.options { try $1(&$0.common) } + [
            .value(
                "--column", value: "values", repeats: true,
                help: "A column's values, separated by commas (\\, for a literal comma). Repeat for more columns."
            ) { settings, value in
                guard ArgumentBytes.isUTF8(value.bytes) else {
                    throw UsageError(
                        "--column \(settings.columns.count + 1) is not UTF-8 text (\"\(ArgumentBytes.quoted(value.bytes))\"); picker choose takes items of any bytes"
                    )
                }
                let values = splitColumn(value.text)
                guard !values.isEmpty else { throw UsageError("--column \(settings.columns.count + 1) has no values") }
                settings.columns.append(values)
            },
            .value(
                "--dependent", value: "file",
                help:
                    "A property list or JSON file: a dictionary from key to an array of values (or to a further dictionary, for a third column).",
                completion: .file
            ) { $0.dependent = $1.text },
            .flag(
                "--keep-order",
                help:
                    "Keep the keys of --dependent in the file's order instead of sorting them (JSON, or an XML property list)."
            ) { $0.keepOrder = true },
            .value(
                "--header", value: "labels",
                help:
                    "Labels drawn above the columns, separated by commas (\\, for a literal comma); also name the columns in --accessible."
            ) { $0.headers = splitColumn($1.text, keepingBlanks: true) },
            .value(
                "--selected", value: "value", repeats: true,
                help: "The value to start on; repeat once per column, in order."
            ) { $0.selectedGiven.append($1) },
            .value(
                "--default", value: "value", repeats: true,
                help:
                    "The answer when there is no terminal to ask on, or when --timeout passes; repeat once per column, in order."
            ) { $0.defaultsGiven.append($1) },
            .value(
                "--label-delimiter", value: "delimiter",
                help: """
                    Values are LABEL, this delimiter, VALUE: the label is shown, the value printed (a backslash \
                    before the delimiter keeps it in the text: 02\\:00:2 shows 02:00 and prints 2).
                    """
            ) { settings, value in
                guard !value.text.isEmpty else { throw UsageError("--label-delimiter must not be empty") }
                settings.labelDelimiter = value.text
            },
            .flag("--cycle", help: "Wrap every column around.") { $0.cycle = true },
            .value(
                "--separator", value: "separator", help: "The text between the values in the answer.", default: "a tab"
            ) {
                $0.separator = $1.text
                $0.separatorGiven = true
            },
            Output.print0Option(
                help: "End each column's value with NUL instead of joining the values by --separator, for xargs -0."
            ) { try $1(&$0.print0) },
            WheelHeight.option { try $1(&$0.height) },
        ]

    mutating func check() throws {
        selected = try selectedGiven.enumerated().map { try Self.columnValue($1, column: $0, headers: headers) }
        defaults = try defaultsGiven.enumerated().map { try Self.columnValue($1, column: $0, headers: headers) }
        if columns.isEmpty && dependent == nil {
            throw UsageError("give the columns with --column (once per column) or --dependent FILE")
        }
        if !columns.isEmpty && dependent != nil { throw UsageError("--column and --dependent cannot be used together") }
        if keepOrder && dependent == nil { throw UsageError("--keep-order needs --dependent FILE") }
        if print0 && common.json { throw UsageError("--print0 and --json cannot be used together") }
        if print0 && separatorGiven { throw UsageError("--print0 and --separator cannot be used together") }
        if !columns.isEmpty {
            try checkCount(columns: columns.count)
        }
    }

    /// At most one label, one `--selected` and one `--default` per column.
    private func checkCount(columns: Int) throws {
        guard headers.count <= columns else {
            throw UsageError("--header has \(headers.count) labels for \(columns) columns")
        }
        for (option, values) in [("--selected", selected), ("--default", defaults)] where values.count > columns {
            throw UsageError("\(option) was given \(values.count) times for \(columns) columns")
        }
    }

    /// A value `--selected` or `--default` names for column `column` (from 0), as text. A wheel's
    /// values are text (a file's strings, or `--column` text), so bytes that are not UTF-8 name
    /// none of them: that is said here, naming the column as the prompt would.
    private static func columnValue(_ value: ArgumentValue, column: Int, headers: [String]) throws -> String? {
        guard ArgumentBytes.isUTF8(value.bytes) else {
            let label = headers.indices.contains(column) && !headers[column].isEmpty ? " (\"\(headers[column])\")" : ""
            throw UsageError(
                "\(value.option) \"\(ArgumentBytes.quoted(value.bytes))\" is not a value of column \(column + 1)\(label)"
            )
        }
        return value.text
    }

    /// Splits a `--column` value at commas; `\,` is a literal comma and `\\` a backslash. Values
    /// are trimmed of blanks, and blank values are dropped unless `keepingBlanks` (labels keep
    /// their places).
    static func splitColumn(_ text: String, keepingBlanks: Bool = false) -> [String] {
        var values: [String] = []
        var current = ""
        var escaped = false
        func finish() {
            let trimmed = trimmingBlanks(current)
            if keepingBlanks || !trimmed.isEmpty { values.append(trimmed) }
            current = ""
        }
        for character in text {
            if escaped {
                if character != "," && character != "\\" { current.append("\\") }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," {
                finish()
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        finish()
        return values
    }

    /// `text` without the blanks (spaces and tabs, as Unicode counts them) at either end.
    private static func trimmingBlanks(_ text: String) -> String {
        func isBlank(_ character: Character) -> Bool {
            character == "\t"
                || character.unicodeScalars.count == 1
                    && character.unicodeScalars.first!.properties.generalCategory == .spaceSeparator
        }
        guard let first = text.firstIndex(where: { !isBlank($0) }) else { return "" }
        let last = text.lastIndex(where: { !isBlank($0) })!
        return String(text[first...last])
    }

    @MainActor
    func prepare(_ options: PromptOptions) throws -> Question {
        let source: WheelPrompt.Columns
        if let dependent {
            let tree: DependentTree
            do {
                tree = try DependentTree(contentsOfFile: dependent, keepingOrder: keepOrder)
            } catch let error as DataError where error.reason == .keyOrderUnavailable {
                throw UsageError("--keep-order: \(error.description)")
            }
            try checkCount(columns: tree.columnCount)
            source = .dependent(tree)
        } else {
            source = .independent(columns)
        }
        var question = Question { options in
            try prompt(source, options, selected).runBlocking().map(answer)
        }
        if !defaults.isEmpty {
            question.defaultAnswer = { occasion in
                // Without a terminal, `--selected` is refused as it would be with one.
                if occasion == .noTerminal && !selected.isEmpty {
                    try prompt(source, options, selected).checkSelected()
                }
                return answer(try prompt(source, options, defaults).answerWithoutAsking())
            }
        }
        return question
    }

    /// The prompt over `source`, starting on `values`.
    @MainActor
    private func prompt(_ source: WheelPrompt.Columns, _ options: PromptOptions, _ values: [String?]) -> WheelPrompt {
        var options = options
        let rows = height.visibleRows(&options)
        var prompt = WheelPrompt(
            columns: source, options: options, selected: values, cyclic: cycle, visibleRows: rows, headers: headers)
        prompt.labelDelimiter = labelDelimiter
        return prompt
    }

    /// The answer as printed: the values joined by the separator (each ended by NUL with
    /// `--print0`), or a JSON array (of objects
    /// with the label and the value, when values have labels).
    private func answer(_ choices: [WheelPrompt.Choice]) -> Output.Answer {
        if print0 { return Output.Answer(lines: choices.map { Array($0.value.utf8) }, terminator: 0) }
        guard common.json else {
            var text = ""
            for (index, choice) in choices.enumerated() { text += (index > 0 ? separator : "") + choice.value }
            return Output.Answer(text)
        }
        guard labelDelimiter != nil else {
            return Output.Answer(JSONText.render(.array(choices.map { .string($0.value) })))
        }
        var objects: [String] = []
        for choice in choices {
            objects.append(JSONText.object([("label", .string(choice.label)), ("value", .string(choice.value))]))
        }
        return Output.Answer("[" + ListText.joined(objects, ",") + "]")
    }
}
