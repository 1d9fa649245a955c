import Dispatch
import Foundation
import Terminal

/// Applies ``TextRules`` to a text prompt: what Enter (or Ctrl-D) may take, the message shown
/// under the field, and the ``TextRules/command`` run off the main actor while the loop goes on
/// (its verdict comes back through `RunContext.post`, its time limit is a timer of the run).
@MainActor
package final class TextValidation {
    /// How a rule command is started: its bytes, the text's bytes for its standard input, and
    /// what to call (from any thread) with its standard error and, last, its ending.
    typealias Start = (
        _ command: [UInt8], _ input: [UInt8], _ update: @escaping @Sendable (PreviewOutput) -> Void
    ) -> any PreviewRunning

    /// The rules.
    package let rules: TextRules
    /// Why the text was last refused, shown under the field; nil when there is nothing to say.
    package private(set) var message: String?
    /// Starts the rule command (a test's stand-in runs none).
    var startCommand: Start = {
        CommandPreview(command: $0, input: $1, errorOnly: true, update: $2)
    }
    /// The command judging the text typed when Enter was pressed, if one runs.
    private var running: (any PreviewRunning)?
    /// Counts the edits and checks: a verdict or a time limit of an older one is dropped.
    private var generation = 0
    /// The last text every rule took (the command included, when there is one).
    private var accepted: String?
    /// What to do when the command accepts the text it judges.
    private var finish: (@MainActor (RunContext) -> Void)?

    /// Validation by `rules`.
    package init(rules: TextRules) {
        self.rules = rules
    }

    /// Whether the command is judging the text.
    package var isChecking: Bool { running != nil }

    /// `text` when it may be the answer now: it keeps the rules, and the command (if any) has
    /// accepted this very text. Read at Enter and when the time runs out.
    package func answer(_ text: String) -> String? {
        // The text just taken at Enter is not judged twice (a ``TextRules/check`` runs once).
        if accepted == text { return text }
        guard rules.command == nil, rules.problem(with: text) == nil else { return nil }
        return text
    }

    /// The user commits `text`: true when it may be taken now. Otherwise the reason is shown
    /// (with the bell), or the command starts judging it and `finish` is called with the run's
    /// context if it accepts the text before it is edited again.
    package func commit(
        _ text: String, context: RunContext, finish: @escaping @MainActor (RunContext) -> Void
    ) -> Bool {
        if let problem = rules.problem(with: text) {
            message = problem
            context.bell()
            return false
        }
        guard let command = rules.command, accepted != text else {
            accepted = text
            message = nil
            return true
        }
        guard running == nil else { return false }
        message = nil
        generation += 1
        let generation = self.generation
        self.finish = finish
        running = startCommand(Array(command.utf8), Array(text.utf8)) { output in
            guard output.ending != nil else { return }
            context.post { [weak self] in
                self?.judged(output, text: text, generation: generation, context: context)
            }
        }
        context.after(TextRules.commandTimeLimit) { [weak self] in
            guard let self, generation == self.generation, let running else { return }
            running.cancel(force: true)
            self.running = nil
            message = Self.tooSlow
            context.bell()
        }
        return false
    }

    /// The text changed: a check under way is dropped (its command ended), and a message shown is
    /// brought up to date by the rules that need no command.
    package func edited(_ text: String) {
        generation += 1
        end()
        if message != nil { message = rules.problem(with: text) }
    }

    /// Ends the command, if one runs (the prompt is over, or the text changed).
    package func end() {
        running?.cancel(force: false)
        running = nil
    }

    private func judged(_ output: PreviewOutput, text: String, generation: Int, context: RunContext) {
        guard generation == self.generation, running != nil else { return }
        running = nil
        if let refusal = Self.refusal(output) {
            message = refusal
            context.bell()
        } else {
            accepted = text
            message = nil
            finish?(context)
        }
    }

    /// The message for a command that has not answered within the time limit.
    static var tooSlow: String {
        "The check did not answer within \(Int(TextRules.commandTimeLimit)) seconds."
    }

    /// Why a finished command refused the text (the first line of its standard error that is
    /// not blank, made inert), or nil when it accepted it.
    static func refusal(_ output: PreviewOutput) -> String? {
        switch output.ending {
        case .exited(0), nil: return nil
        case .exited(let status):
            let said = String(decoding: output.bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
            return said.map { InertText.make($0) } ?? "The check refused the text (status \(status))."
        case .signalled(let signal): return "The check was ended by signal \(signal)."
        case .notStarted(let reason): return "The check could not start: \(InertText.make(reason))."
        }
    }

    /// Judges `text` and waits for the command's verdict, for the line form (which waits for a
    /// line anyway): why it is refused, or nil (the text is then the ``answer(_:)``). A command
    /// that has not answered within the time limit is ended.
    package func judgeWaiting(_ text: String) -> String? {
        if let problem = rules.problem(with: text) { return problem }
        guard let command = rules.command else { return nil }
        let verdict = Verdict()
        let run = startCommand(Array(command.utf8), Array(text.utf8)) { output in
            guard output.ending != nil else { return }
            verdict.set(output)
        }
        guard let output = verdict.wait(seconds: TextRules.commandTimeLimit) else {
            run.cancel(force: true)
            return Self.tooSlow
        }
        let refusal = Self.refusal(output)
        // The answer read after the line form is this text, taken as at Enter.
        if refusal == nil { accepted = text }
        return refusal
    }

    /// A command's last output, handed from its thread to the one waiting for it.
    private final class Verdict: @unchecked Sendable {
        // Written once under `lock`, then `done` is signalled.
        private let lock = NSLock()
        private let done = DispatchSemaphore(value: 0)
        private var output: PreviewOutput?

        func set(_ output: PreviewOutput) {
            lock.withLock { self.output = output }
            done.signal()
        }

        func wait(seconds: Double) -> PreviewOutput? {
            guard done.wait(timeout: .now() + seconds) == .success else { return nil }
            return lock.withLock { output }
        }
    }
}
