/// Names a `PickerView`'s components for the accessible line form, as
/// `UIPickerViewAccessibilityDelegate` does for a screen reader. A delegate that conforms is asked;
/// both methods are optional.
@MainActor
public protocol PickerViewAccessibilityDelegate: PickerViewDelegate {
    /// The component's name ("State"); nil for "Column 1 of 2".
    func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String?
    /// What choosing in the component does, said before the question.
    func pickerView(_ pickerView: PickerView, accessibilityHintForComponent component: Int) -> String?
}

extension PickerViewAccessibilityDelegate {
    public func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? {
        nil
    }
    public func pickerView(_ pickerView: PickerView, accessibilityHintForComponent component: Int) -> String? {
        nil
    }
}

extension PickerView {
    /// What the accessible line form says about a component: the question asked (the delegate's
    /// accessibility label, or "Column 1 of 2") and the hint said before it, if any.
    public func accessibleQuestion(forComponent component: Int) -> (question: String, hint: String?) {
        let accessible = accessibleNames(forComponent: component)
        return (accessible.label ?? "Column \(component + 1) of \(numberOfComponents)", accessible.hint)
    }

    /// The delegate's accessibility label and hint for a component, each nil when absent or empty.
    private func accessibleNames(forComponent component: Int) -> (label: String?, hint: String?) {
        let accessibility = delegate as? PickerViewAccessibilityDelegate
        let label = accessibility?.pickerView(self, accessibilityLabelForComponent: component)
        let hint = accessibility?.pickerView(self, accessibilityHintForComponent: component)
        return (label.flatMap { $0.isEmpty ? nil : $0 }, hint.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Asks for every component in plain lines, left to right, each with its accessible question
    /// and hint, and reads each answer back; each answer selects its row (and the delegate hears
    /// of it, as a user's choice, so dependent components follow). A component without rows (a
    /// dependent branch that ends early) ends the questions.
    ///
    /// A component with a ``componentLabels`` entry is asked as "Hour (column 1 of 2)" instead
    /// of by its accessible label.
    public var lineForm: LineForm? {
        LineForm { [self] lines in askInLines(lines, labels: componentLabels) }
    }

    func askInLines(_ lines: LinePrompt, labels: [String] = []) -> PromptOutcome<Void> {
        var component = 0
        while component < numberOfComponents {
            let count = numberOfRows(inComponent: component)
            if count == 0 { break }
            let accessible = accessibleNames(forComponent: component)
            let label = labels.indices.contains(component) && !labels[component].isEmpty ? labels[component] : nil
            let place = "column \(component + 1) of \(numberOfComponents)"
            if let hint = accessible.hint { lines.say(hint) }
            let title = { (row: Int) in self.title(row: row, component: component).plainText }
            let outcome = lines.choose(
                question: label.map { "\($0) (\(place))" } ?? accessible.label
                    ?? "Column \(component + 1) of \(numberOfComponents)",
                count: count,
                initial: selectedRow(inComponent: component), title: title,
                search: { LinePrompt.search(count: count, title: title, prefix: $0) })
            guard let row = outcome.value else { return outcome.map { _ in () } }
            model.choose(row, inComponent: component)
            lines.say("\(label ?? accessible.label ?? "Column \(component + 1)"): \(title(row))")
            component += 1
        }
        return .answered(())
    }
}
