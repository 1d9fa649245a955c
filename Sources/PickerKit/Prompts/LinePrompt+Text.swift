import Foundation

extension LinePrompt {
    /// Asks `question` until `parse` accepts the line typed (an empty line is `keep`); each
    /// refusal is said, and the question asked again. End of input cancels.
    ///
    /// The typed forms of the date and number prompts.
    func ask<Value: Sendable>(
        _ question: String, keep: Value, parse: (String) -> Result<Value, PromptError>
    ) -> PromptOutcome<Value> {
        ask(question, keep: keep) { line -> Value? in
            switch parse(line) {
            case .success(let value): return value
            case .failure(let error):
                say(error.description)
                return nil
            }
        }
    }

    /// Asks `question` until `parse` gives a value for the line typed, trimmed (an empty line is
    /// `keep`); `parse` says why it gives none, and the question is asked again. End of input
    /// cancels.
    func ask<Value: Sendable>(_ question: String, keep: Value, parse: (String) -> Value?) -> PromptOutcome<Value> {
        while true {
            ask(question)
            let line: String
            switch readLine() {
            case .answered(let text): line = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case .ended(let completion): return .ended(completion)
            }
            if line.isEmpty { return .answered(keep) }
            if let value = parse(line) { return .answered(value) }
        }
    }
}
