import PickerCore

/// Asks for one value per column on a multi-column wheel: the engine of `picker wheel`.
///
/// ```swift
/// let prompt = WheelPrompt(columns: [["Ham", "Turkey"], ["White", "Rye"]])
/// if case .answered(let values) = try prompt.run() { print(values) }
/// ```
@MainActor
public struct WheelPrompt {
    /// Shared prompt options.
    public var options: PromptOptions
    /// The value to start on in each column (nil or missing: the first row).
    public var selected: [String?]
    /// Wrap every column around.
    public var cyclic: Bool
    /// Visible rows of the wheel.
    public var visibleRows: Int
    private let columns: [[String]]?
    private let tree: DependentTree?

    /// A wheel of independent columns.
    public init(
        columns: [[String]], options: PromptOptions = PromptOptions(), selected: [String?] = [], cyclic: Bool = false,
        visibleRows: Int = 7
    ) {
        self.columns = columns
        tree = nil
        self.options = options
        self.selected = selected
        self.cyclic = cyclic
        self.visibleRows = visibleRows
    }

    /// A wheel of dependent columns: each row of a column leads to the rows of the next.
    public init(
        tree: DependentTree, options: PromptOptions = PromptOptions(), selected: [String?] = [], cyclic: Bool = false,
        visibleRows: Int = 7
    ) {
        columns = nil
        self.tree = tree
        self.options = options
        self.selected = selected
        self.cyclic = cyclic
        self.visibleRows = visibleRows
    }

    static let hint = "↑↓ move · ←→ column · enter choose · esc cancel"

    /// Shows the wheel and waits; the answer is the selected value of each column.
    public func run() throws -> PromptOutcome<[String]> {
        let (picker, dependent) = try makePicker()
        if options.accessible { return try runLines(picker, dependent: dependent != nil) }
        let status = try PromptRunner.run(
            body: picker, hint: Self.hint, options: options,
            answer: {
                picker.settle()
                return true
            })
        withExtendedLifetime(dependent) {}
        return PromptRunner.outcome(status) { picker.selectedTitles }
    }

    /// The answer without asking (no terminal, and the command line gave one value per column):
    /// the selected values, checked as `run()` checks them.
    public func answerWithoutAsking() throws -> [String] {
        let (picker, dependent) = try makePicker()
        guard selected.count == picker.numberOfComponents, !selected.contains(nil) else {
            throw PromptError("give one value per column (\(picker.numberOfComponents)) to answer without a terminal")
        }
        return withExtendedLifetime(dependent) { picker.selectedTitles }
    }

    /// The picker with its columns and the starting selections (the dependent source, which the
    /// picker holds weakly, is returned to be kept alive).
    private func makePicker() throws -> (PickerView, DependentPickerSource?) {
        let picker: PickerView
        var dependent: DependentPickerSource?
        if let columns {
            guard !columns.isEmpty else { throw PromptError("no columns to show") }
            for (index, column) in columns.enumerated() where column.isEmpty {
                throw PromptError("column \(index + 1) has no values")
            }
            let widths = columns.map { column in
                (column.map { DisplayWidth.of(InertText.make($0)) }.max() ?? 1) + 4
            }
            picker = PickerView(components: columns, widths: widths, visibleRows: visibleRows)
        } else if let tree {
            let source = DependentPickerSource(tree: tree, widths: Self.dependentWidths(tree))
            dependent = source
            picker = PickerView(visibleRows: visibleRows)
            picker.dataSource = source
            picker.delegate = source
        } else {
            throw PromptError("no columns to show")
        }
        for component in 0..<picker.numberOfComponents {
            picker.setCyclic(cyclic, forComponent: component)
            // Dependent rows follow the selections to the left, made just before.
            if dependent != nil { picker.reloadComponent(component) }
            guard component < selected.count, let wanted = selected[component] else { continue }
            let titles = (0..<picker.numberOfRows(inComponent: component)).lazy.map {
                picker.delegate?.pickerView(picker, titleForRow: $0, forComponent: component) ?? ""
            }
            guard let row = titles.firstIndex(of: wanted) else {
                throw PromptError("\"\(wanted)\" is not a value of column \(component + 1)")
            }
            picker.selectRow(row, inComponent: component, animated: false)
        }
        return (picker, dependent)
    }

    /// The accessible form: one question per column, left to right; for dependent columns each
    /// answer reloads the next column.
    private func runLines(_ picker: PickerView, dependent: Bool) throws -> PromptOutcome<[String]> {
        let lines = try LinePrompt(timeout: options.timeout)
        defer { lines.close() }
        if let title = options.title { lines.say(title) }
        for component in 0..<picker.numberOfComponents {
            if dependent { picker.reloadComponent(component) }
            let count = picker.numberOfRows(inComponent: component)
            let title = { (row: Int) in
                picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component) ?? ""
            }
            let outcome = lines.choose(
                question: "Column \(component + 1) of \(picker.numberOfComponents)", count: count,
                initial: picker.selectedRow(inComponent: component), title: title,
                search: { LinePrompt.search(count: count, title: title, prefix: $0) })
            guard let row = outcome.value else { return PromptRunner.outcome(outcome.exitStatus) { nil } }
            picker.selectRow(row, inComponent: component, animated: false)
        }
        return .answered(picker.selectedTitles)
    }

    /// Widths for dependent columns: each as wide as its longest title anywhere in the tree (and
    /// a margin), so that "Massachusetts" is never clipped.
    public static func dependentWidths(_ tree: DependentTree) -> [Int?] {
        var widths: [Int?] = []
        var level: [DependentTree.Node] = [tree.root]
        while !level.isEmpty {
            let widest = level.flatMap(\.titles).map { DisplayWidth.of(InertText.make($0)) }.max() ?? 1
            widths.append(widest + 4)
            level = level.flatMap { node -> [DependentTree.Node] in
                guard case .keys(let keys) = node else { return [] }
                return keys.map(\.1)
            }
        }
        return widths
    }
}
