import PickerCore
import Terminal

/// Asks for one value per column on a multi-column wheel: the engine of `picker wheel`.
///
/// ```swift
/// let prompt = WheelPrompt(columns: .independent([["Ham", "Turkey"], ["White", "Rye"]]))
/// if case .answered(let choices) = try await prompt.run() { print(choices.map(\.value)) }
/// ```
///
/// Like every prompt, it lives on the main actor: create and run it from `@MainActor` code (a
/// top-level `main.swift` is; mark an `async` function `@MainActor`).
@MainActor
public struct WheelPrompt {
    /// What the columns hold.
    public enum Columns: Sendable {
        /// Columns that do not depend on each other, each a list of values.
        case independent([[String]])
        /// Columns where each row of one column leads to the rows of the next.
        case dependent(DependentTree)
    }

    /// The columns.
    public var columns: Columns
    /// Shared prompt options.
    public var options: PromptOptions
    /// The value to start on in each column (nil or missing: the first row), compared with the
    /// values byte for byte.
    public var selected: [String?]
    /// Wrap every column around.
    public var cyclic: Bool
    /// Visible rows of the wheel.
    public var visibleRows: Int
    /// A label per column, drawn above it ("Hour", "Minute") and naming it in the accessible
    /// form; empty for none.
    public var headers: [String]
    /// When set, each value is a label, this delimiter, and the value answered (`Mon-Fri:1-5`):
    /// the wheel shows (and type-ahead finds) the label; a value without the delimiter is both.
    /// A backslash before the delimiter keeps it in the text (`02\:00:2` shows `02:00` and
    /// answers `2`): the value is split at the first delimiter without one.
    /// ``selected`` names a value by the whole text or by what follows the delimiter.
    public var labelDelimiter: String?
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system

    /// A value chosen in a column: the label shown, and the value answered (the same text without
    /// a ``labelDelimiter``).
    public struct Choice: Sendable, Equatable {
        /// The text shown on the wheel.
        public var label: String
        /// The text answered.
        public var value: String

        /// Creates a choice.
        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    /// A wheel over `columns`.
    public init(
        columns: Columns, options: PromptOptions = PromptOptions(), selected: [String?] = [], cyclic: Bool = false,
        visibleRows: Int = 7, headers: [String] = []
    ) {
        self.columns = columns
        self.options = options
        self.selected = selected
        self.cyclic = cyclic
        self.visibleRows = visibleRows
        self.headers = headers
    }

    /// Shows the wheel and blocks; the answer is the selected value of each column, with the
    /// label shown for it (the same text without a ``labelDelimiter``).
    ///
    /// - Throws: ``PromptError`` when there is no terminal (reason `noTerminal`), a column is
    ///   empty, or a ``selected`` value is not in its column.
    public func runBlocking() throws -> PromptOutcome<[Choice]> {
        try makePrompt(try makeWheel()).runBlocking()
    }

    /// Shows the wheel and waits, leaving the main actor free for other tasks; the answer is as
    /// ``runBlocking()``'s.
    ///
    /// - Throws: ``PromptError``, as ``runBlocking()``.
    public func run() async throws -> PromptOutcome<[Choice]> {
        try await makePrompt(try makeWheel()).run()
    }

    /// The answer without asking (no terminal, and the command line gave one value per column):
    /// the selected values with their labels, checked as `run()` checks them.
    ///
    /// For dependent columns, one value per column of the chosen branch: a branch that ends after
    /// two columns is answered with two values.
    public func answerWithoutAsking() throws -> [Choice] {
        let wheel = try makeWheel()
        let chosen = withExtendedLifetime(wheel.source) { answer(of: wheel) }
        guard selected.count == chosen.count, !selected.contains(nil) else {
            let columns = chosen.count == wheel.picker.numberOfComponents ? "" : " of the chosen branch"
            throw PromptError("give one value per column\(columns) (\(chosen.count)) to answer without a terminal")
        }
        return chosen
    }

    /// Checks that every ``selected`` value is a value of its column (throws the message that
    /// ``run()`` would) without asking: for a command line that answers without a terminal and
    /// must refuse the same values it refuses with one.
    public func checkSelected() throws {
        _ = try makeWheel()
    }

    /// A picker and the source it holds weakly (kept alive here), and the text given for each
    /// row (label and value) by column, from the selections to its left.
    private struct Wheel {
        let picker: PickerView
        let source: AnyObject?
        let isDependent: Bool
        let entry: @MainActor (_ row: Int, _ component: Int) -> String
    }

    private func makePrompt(_ wheel: Wheel) -> Prompt<[Choice]> {
        let hint = PromptHints.wheel(columns: wheel.picker.numberOfComponents, traits: options.traits)
        var prompt = Prompt(wheel.picker, options: options, hint: hint) {
            withExtendedLifetime(wheel.source) { answer(of: wheel) }
        }
        // The labels name the columns above them and in the accessible form, one question per
        // column (for dependent columns each answer reloads the next; a branch that ends early
        // ends the questions).
        wheel.picker.componentLabels = headers
        if !headers.isEmpty { prompt.header = PickerColumnHeaders(picker: wheel.picker, titles: headers) }
        prompt.host = host
        return prompt
    }

    /// The selected values, left to right, as deep as the chosen branch goes: a dependent branch
    /// that ends early leaves the columns to its right empty, and they give no value.
    private func answer(of wheel: Wheel) -> [Choice] {
        let picker = wheel.picker
        let filled = (0..<picker.numberOfComponents).prefix { picker.numberOfRows(inComponent: $0) > 0 }
        return filled.map { component in
            split(wheel.entry(max(0, picker.selectedRow(inComponent: component)), component))
        }
    }

    /// A value as given, split at the ``labelDelimiter`` into the label shown and the value
    /// answered (both all of it without the delimiter); a delimiter after a backslash is text, the
    /// backslash dropped.
    private func split(_ entry: String) -> Choice {
        guard let labelDelimiter, !labelDelimiter.isEmpty else { return Choice(label: entry, value: entry) }
        let parts = Self.split(entry.utf8, at: labelDelimiter.utf8)
        let label = String(decoding: parts.label, as: UTF8.self)
        return Choice(label: label, value: parts.value.map { String(decoding: $0, as: UTF8.self) } ?? label)
    }

    /// `entry`'s bytes split at the first `delimiter` not after a backslash: the label and the
    /// value (nil without such a delimiter), each with its escaped delimiters unescaped. Bytes,
    /// not Foundation's string search, which is not on the path to a wheel's first frame.
    nonisolated static func split(_ entry: String.UTF8View, at delimiter: String.UTF8View) -> (
        label: [UInt8], value: [UInt8]?
    ) {
        var bytes: [UInt8] = []
        bytes.append(contentsOf: entry)
        var pattern: [UInt8] = []
        pattern.append(contentsOf: delimiter)
        var label: [UInt8] = []
        var value: [UInt8]?
        var index = 0
        while index < bytes.count {
            let atDelimiter =
                index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
            if bytes[index] == UInt8(ascii: "\\"), index + 1 + pattern.count <= bytes.count,
                bytes[index + 1..<index + 1 + pattern.count].elementsEqual(pattern)
            {
                // An escaped delimiter: the delimiter as text.
                if value == nil { label += pattern } else { value! += pattern }
                index += 1 + pattern.count
            } else if atDelimiter, value == nil {
                value = []
                index += pattern.count
            } else {
                if value == nil { label.append(bytes[index]) } else { value!.append(bytes[index]) }
                index += 1
            }
        }
        return (label, value)
    }

    /// The picker with its columns and the starting selections.
    private func makeWheel() throws -> Wheel {
        let picker: PickerView
        var source: AnyObject?
        var isDependent = false
        let entry: @MainActor (Int, Int) -> String
        switch columns {
        case .independent(let lists):
            guard !lists.isEmpty else { throw PromptError("no columns to show") }
            for (index, column) in lists.enumerated() where column.isEmpty {
                throw PromptError("column \(index + 1) has no values")
            }
            let labels = lists.map { $0.map { split($0).label } }
            let widths = labels.enumerated().map { index, column in
                max(column.map { DisplayWidth.of(InertText.make($0)) }.max() ?? 1, headerWidth(index)) + 4
            }
            picker = PickerView(components: labels, widths: widths, visibleRows: visibleRows)
            entry = { row, component in lists[component][row] }
        case .dependent(let tree):
            let shown = labelDelimiter == nil ? tree : tree.mapTitles { split($0).label }
            let widths = Self.dependentWidths(shown).enumerated().map { index, width in
                width.map { max($0, headerWidth(index) + 4) }
            }
            let dependent = DependentPickerSource(tree: shown, widths: widths)
            source = dependent
            isDependent = true
            let dependentPicker = PickerView(visibleRows: visibleRows)
            picker = dependentPicker
            picker.dataSource = dependent
            picker.delegate = dependent
            entry = { [unowned dependentPicker] row, component in
                let path = (0..<component).map { max(0, dependentPicker.selectedRow(inComponent: $0)) }
                return tree.node(column: component, path: path)?.title(atRow: row) ?? ""
            }
        }
        for component in 0..<picker.numberOfComponents {
            picker.setCyclic(cyclic, forComponent: component)
            // Dependent rows follow the selections to the left, made just before.
            if isDependent { picker.reloadComponent(component) }
            guard component < selected.count, let wanted = selected[component] else { continue }
            // Byte for byte: "é" written as e and a combining accent is not the value "é". With
            // labels, the whole text or the value names a row.
            let rows = 0..<picker.numberOfRows(inComponent: component)
            guard
                let row = rows.first(where: { row in
                    let given = entry(row, component)
                    return given.utf8.elementsEqual(wanted.utf8) || split(given).value.utf8.elementsEqual(wanted.utf8)
                })
            else {
                if isDependent && picker.numberOfRows(inComponent: component) == 0 {
                    let branch = selected.prefix(component).compactMap { $0 }.map { "\"\($0)\"" }
                    throw PromptError(
                        "\(branch.joined(separator: " → ")) has no further column for \"\(wanted)\"")
                }
                throw PromptError("\"\(wanted)\" is not a value of \(columnName(component))")
            }
            picker.selectRow(row, inComponent: component, animated: false)
        }
        return Wheel(picker: picker, source: source, isDependent: isDependent, entry: entry)
    }

    /// The width of a column's label, 0 without one.
    private func headerWidth(_ component: Int) -> Int {
        headers.indices.contains(component) ? DisplayWidth.of(InertText.make(headers[component])) : 0
    }

    /// A column's label, nil when it has none.
    private func label(_ component: Int) -> String? {
        headers.indices.contains(component) && !headers[component].isEmpty ? headers[component] : nil
    }

    /// A column as messages name it: its number, and its label in quotes.
    private func columnName(_ component: Int) -> String {
        "column \(component + 1)" + (label(component).map { " (\"\($0)\")" } ?? "")
    }

    /// Widths for dependent columns: each as wide as its longest title anywhere in the tree (and
    /// a margin), so that "Massachusetts" is never clipped.
    nonisolated public static func dependentWidths(_ tree: DependentTree) -> [Int?] {
        // Depth first, a title at a time: a column's titles (millions, in a large file) are never
        // held together. A column with no titles is 1 wide.
        var widest: [Int?] = []
        func visit(_ node: DependentTree.Node, column: Int) {
            if widest.count == column { widest.append(nil) }
            for row in 0..<node.rowCount {
                // Printable ASCII, most titles, takes a column a byte (and no String is made).
                let ascii = node.withTitleUTF8(atRow: row) { utf8 in
                    utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? utf8.count : nil
                }
                let width = (ascii ?? nil) ?? DisplayWidth.of(InertText.make(node.title(atRow: row) ?? ""))
                widest[column] = max(widest[column] ?? width, width)
                if let child = node.child(row) { visit(child, column: column + 1) }
            }
        }
        visit(tree.root, column: 0)
        return widest.map { ($0 ?? 1) + 4 }
    }
}
