import PickerCore
import Terminal

extension RulerView {
    /// The ruler in plain lines: one question naming the range and the unit, asked again until
    /// the answer is a number the scale takes (rounded to the step, as typing on the ruler is,
    /// and clamped or refused as ``entryPolicy`` says); an empty answer keeps the value, end of
    /// input cancels. The answer moves the ruler there, and ``onChange`` hears it as a user's
    /// final change.
    public var lineForm: LineForm? {
        LineForm { [self] lines in
            let subject = (accessibilityLabel ?? "Number") + (unit.map { " in " + $0 } ?? "")
            let range = "\(scale.text(atTick: 0)) to \(scale.text(atTick: scale.lastTick))"
            let question = "\(subject) (\(range), Enter for \(valueText)): "
            let outcome = lines.ask(question, keep: tick) { typed -> Result<Int, PromptError> in
                switch scale.tick(for: typed, policy: entryPolicy) {
                case .success(let entry):
                    if entry.wasRounded { lines.say("Rounded to \(scale.text(atTick: entry.tick)).") }
                    return .success(entry.tick)
                case .failure(let error):
                    return .failure(PromptError(error.message(subject: "The value", quoting: InertText.make) + "."))
                }
            }
            guard case .answered(let chosen) = outcome else { return outcome.map { _ in () } }
            if chosen != tick {
                setTick(chosen, animated: false)
                onChange?(Change(tick: chosen, isFinal: true))
            }
            return .answered(())
        }
    }
}
