import Foundation

extension LinePrompt {
    /// Asks `question` until `parse` accepts the line typed (an empty line is `keep`); each
    /// refusal is said, and the question asked again. End of input cancels.
    ///
    /// The typed forms of the date and number prompts; ``choose(question:count:initial:title:search:)``
    /// is the form for a choice among rows.
    func ask<Value: Sendable>(
        _ question: String, keep: Value, parse: (String) -> Result<Value, PromptError>
    ) -> PromptOutcome<Value> {
        while true {
            ask(question)
            let line: String
            switch readLine() {
            case .answered(let text): line = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case .cancelled: return .cancelled
            case .interrupted: return .interrupted
            case .timedOut: return .timedOut
            case .hungUp: return .hungUp
            }
            if line.isEmpty { return .answered(keep) }
            switch parse(line) {
            case .success(let value): return .answered(value)
            case .failure(let error): say(error.description)
            }
        }
    }
}
