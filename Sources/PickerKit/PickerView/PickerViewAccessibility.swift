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
        let accessibility = delegate as? PickerViewAccessibilityDelegate
        let label = accessibility?.pickerView(self, accessibilityLabelForComponent: component)
        let hint = accessibility?.pickerView(self, accessibilityHintForComponent: component)
        let question =
            label.flatMap { $0.isEmpty ? nil : $0 } ?? "Column \(component + 1) of \(numberOfComponents)"
        return (question, hint.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Asks for every component in plain lines, left to right, each with its accessible question
    /// and hint; each answer selects its row (and the delegate hears of it, as a user's choice, so
    /// dependent components follow).
    func askInLines(_ lines: LinePrompt) -> PromptOutcome<Void> {
        var component = 0
        while component < numberOfComponents {
            let count = numberOfRows(inComponent: component)
            let (question, hint) = accessibleQuestion(forComponent: component)
            if let hint { lines.say(hint) }
            let title = { (row: Int) in self.title(row: row, component: component).plainText }
            let outcome = lines.choose(
                question: question, count: count, initial: selectedRow(inComponent: component), title: title,
                search: { LinePrompt.search(count: count, title: title, prefix: $0) })
            guard let row = outcome.value else { return outcome.map { _ in () } }
            if row != selectedRow(inComponent: component) {
                selectRow(row, inComponent: component, animated: false)
                delegate?.pickerView(self, didSelectRow: row, inComponent: component)
                onSelect?(row, component)
            }
            component += 1
        }
        return .answered(())
    }
}
