import ArgumentParser
import Foundation
import PickerKit

/// `picker wheel`: one value per column on a multi-column wheel.
struct Wheel: PromptCommand {
    static let configuration = CommandConfiguration(
        commandName: "wheel",
        abstract: "Choose one value per column on a multi-column wheel.",
        discussion: """
            Examples:
              picker wheel --column 'Ham,Turkey,Tuna' --column 'White,Rye'
              picker wheel --header 'Hour,Minute' --column '9,10,11' --column '00,30'
              picker wheel --dependent states.plist --keep-order
              picker wheel --label-delimiter : --column 'Every day:*,Mon-Fri:1-5,Weekends:6-7'

            The answer is the selected values joined by a tab (--separator), or a JSON array \
            (--json; with --label-delimiter, of objects with the label and the value). Left/Right or Tab \
            move between columns.
            """)

    @OptionGroup var common: CommonOptions

    @Option(
        name: .customLong("column"),
        help: ArgumentHelp(
            "A column's values, separated by commas (\\, for a literal comma). Repeat for more columns.",
            valueName: "values"))
    var columns: [String] = []

    @Option(
        help: ArgumentHelp(
            "A property list or JSON file: a dictionary from key to an array of values (or to a further dictionary, for a third column).",
            valueName: "file"))
    var dependent: String?

    @Flag(
        help:
            "Keep the keys of --dependent in the file's order instead of sorting them (JSON, or an XML property list).")
    var keepOrder = false

    @Option(
        help: ArgumentHelp(
            "Labels drawn above the columns, separated by commas (\\, for a literal comma); also name the columns in --accessible.",
            valueName: "labels"))
    var header: String?

    @Option(help: "The value to start on; repeat once per column, in order.")
    var selected: [String] = []

    @Option(
        name: .customLong("default"),
        help:
            "The answer when there is no terminal to ask on, or when --timeout passes; repeat once per column, in order."
    )
    var defaults: [String] = []

    @Option(
        help: ArgumentHelp(
            "Values are LABEL, this delimiter, VALUE: the label is shown, the value printed.", valueName: "delimiter"))
    var labelDelimiter: String?

    @Flag(help: "Wrap every column around.")
    var cycle = false

    @Option(help: "The text between the values in the answer (default: a tab).")
    var separator: String?

    @OptionGroup var height: HeightOption

    func validate() throws {
        if columns.isEmpty && dependent == nil {
            throw ValidationError("give the columns with --column (once per column) or --dependent FILE")
        }
        if !columns.isEmpty && dependent != nil {
            throw ValidationError("--column and --dependent cannot be used together")
        }
        if keepOrder && dependent == nil { throw ValidationError("--keep-order needs --dependent FILE") }
        if labelDelimiter?.isEmpty == true { throw UsageError("--label-delimiter must not be empty") }
    }

    /// Splits a `--column` value at commas; `\,` is a literal comma and `\\` a backslash. Blank
    /// values are dropped, unless `keepingBlanks` (labels keep their places).
    static func splitColumn(_ text: String, keepingBlanks: Bool = false) -> [String] {
        var values: [String] = []
        var current = ""
        var escaped = false
        for ch in text {
            if escaped {
                if ch != "," && ch != "\\" { current.append("\\") }
                current.append(ch)
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else if ch == "," {
                values.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(ch)
            }
        }
        if escaped { current.append("\\") }
        values.append(current.trimmingCharacters(in: .whitespaces))
        return keepingBlanks ? values : values.filter { !$0.isEmpty }
    }

    @MainActor
    func execute(_ arguments: ArgumentBytes) throws -> PromptOutcome<Output.Answer> {
        try NoTerminal.remedy("give --default once per column to answer without one") { try ask(arguments) }
    }

    @MainActor
    private func ask(_ arguments: ArgumentBytes) throws -> PromptOutcome<Output.Answer> {
        let given = arguments.reparsed(Self.self) ?? self
        var options = common.promptOptions
        let height = self.height.value.visibleRows(&options)
        // Without a terminal, `--default` gives the answer (and the values to check).
        let answersWithoutTerminal = !defaults.isEmpty && !TerminalDevice.isAvailable
        let valuesOption = answersWithoutTerminal ? "--default" : "--selected"
        let headers = header.map { Self.splitColumn($0, keepingBlanks: true) } ?? []
        let selected = try values(given.selected.map(arguments.bytes), option: "--selected", headers: headers)
        let startValues =
            answersWithoutTerminal
            ? try values(given.defaults.map(arguments.bytes), option: "--default", headers: headers) : selected
        var prompt: WheelPrompt
        if let dependent {
            let tree: DependentTree
            do {
                tree = try DependentTreeFile.load(path: dependent, keepingOrder: keepOrder)
            } catch let error as DataError where error.reason == .keyOrderUnavailable {
                throw UsageError("--keep-order: \(error.description)")
            }
            try checkHeaders(headers, columns: tree.columnCount)
            prompt = WheelPrompt(
                columns: .dependent(tree), options: options, selected: startValues, cyclic: cycle,
                visibleRows: height, headers: headers)
        } else {
            for (index, column) in given.columns.enumerated() where !ArgumentBytes.isUTF8(arguments.bytes(of: column)) {
                throw UsageError(
                    "--column \(index + 1) is not UTF-8 text (\"\(ArgumentBytes.quoted(arguments.bytes(of: column)))\"); picker choose takes items of any bytes"
                )
            }
            let split = columns.map { Self.splitColumn($0) }
            for (index, column) in split.enumerated() where column.isEmpty {
                throw PromptError("--column \(index + 1) has no values")
            }
            if startValues.count > split.count {
                throw PromptError("\(valuesOption) was given \(startValues.count) times for \(split.count) columns")
            }
            try checkHeaders(headers, columns: split.count)
            prompt = WheelPrompt(
                columns: .independent(split), options: options, selected: startValues, cyclic: cycle,
                visibleRows: height, headers: headers)
        }
        prompt.labelDelimiter = labelDelimiter
        if answersWithoutTerminal {
            if !selected.isEmpty {
                // `--selected` is refused without a terminal as with one.
                var asked = prompt
                asked.selected = selected
                try asked.checkSelected()
            }
            return .answered(answer(try prompt.choicesWithoutAsking()))
        }
        // When the time runs out, `--default` is the answer, checked as without a terminal.
        let fallback: (() throws -> Output.Answer)? =
            defaults.isEmpty
            ? nil
            : {
                var answering = prompt
                answering.selected = try values(
                    given.defaults.map(arguments.bytes), option: "--default", headers: headers)
                return answer(try answering.choicesWithoutAsking())
            }
        return try options.asking(default: fallback) { options in
            prompt.options = options
            return try prompt.runChoicesBlocking().map(answer)
        }
    }

    /// The values `option` names, one per column, as text. A wheel's values are text (a file's
    /// strings, or `--column` text), so bytes that are not UTF-8 name none of them: that is said
    /// here, naming the column as the prompt would.
    private func values(_ given: [[UInt8]], option: String, headers: [String]) throws -> [String?] {
        try given.enumerated().map { index, bytes in
            guard ArgumentBytes.isUTF8(bytes) else {
                let label = headers.indices.contains(index) && !headers[index].isEmpty ? " (\"\(headers[index])\")" : ""
                throw UsageError(
                    "\(option) \"\(ArgumentBytes.quoted(bytes))\" is not a value of column \(index + 1)\(label)")
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// At most one label per column.
    private func checkHeaders(_ headers: [String], columns: Int) throws {
        guard headers.count <= columns else {
            throw UsageError("--header has \(headers.count) labels for \(columns) columns")
        }
    }

    /// The answer as printed: the values joined by the separator, or a JSON array (of objects
    /// with the label and the value, when values have labels).
    private func answer(_ choices: [WheelPrompt.Choice]) -> Output.Answer {
        guard common.json else { return Output.Answer(choices.map(\.value).joined(separator: separator ?? "\t")) }
        guard labelDelimiter != nil else {
            return Output.Answer(JSONText.render(.array(choices.map { .string($0.value) })))
        }
        return Output.Answer(
            "["
                + choices.map { JSONText.object([("label", .string($0.label)), ("value", .string($0.value))]) }
                .joined(separator: ",") + "]")
    }
}
