import Dispatch
import Foundation
import Terminal

/// A field's suggestions while it runs: the ``SuggestionModel``, and the ``TextSuggestions/command``
/// run off the main actor for the text typed. The field tells it each round what the text is
/// (``advance(text:context:)``); when the command names `{q}` and the text has changed, the
/// command under way is ended and one is started for the new text, whose lines come back through
/// `RunContext.post` and are dropped if the text has changed again by then.
@MainActor
package final class TextSuggester {
    /// How a command is started: its expansion, and what to call (from any thread) with its
    /// output so far and, last, its ending.
    typealias Start = (
        _ command: PreviewTemplate.Expansion, _ update: @escaping @Sendable (PreviewOutput) -> Void
    ) -> any PreviewRunning

    /// What is suggested.
    package let suggestions: TextSuggestions
    /// The matches for the text typed.
    package private(set) var model: SuggestionModel
    /// Starts the command (a test's stand-in runs none).
    var startCommand: Start = { expansion, update in
        CommandPreview(command: expansion.command, files: expansion.files, outputOnly: true, update: update)
    }
    /// The command under way, if one runs.
    private var running: (any PreviewRunning)?
    /// The text the command was last started for (nil before the first start).
    private var startedFor: String?
    /// The temporary files of `{f}` named so far (none unless the command names one), numbered
    /// from 100,001 so that a preview's files (numbered from 1) are never the same.
    private var fileCount = 0

    /// Suggestions of `suggestions` for a field holding `text`.
    package init(_ suggestions: TextSuggestions, text: String) {
        self.suggestions = suggestions
        model = SuggestionModel(candidates: suggestions.candidates, text: text)
    }

    /// The text changed (or not): the matches follow it at once, and the command is started for
    /// it when it names `{q}` (or, once, when it does not).
    package func advance(text: String, context: RunContext) {
        model.update(text: text)
        guard let template = suggestions.command, startedFor != text else { return }
        guard startedFor == nil || template.namesQuery else { return }
        running?.cancel(force: false)
        startedFor = text
        let expansion = expand(template, text: text)
        running = startCommand(expansion) { output in
            guard output.ending != nil else { return }
            let lines = TextSuggestions.lines(of: output.bytes)
            context.post { [weak self] in self?.answered(lines, for: text, context: context) }
        }
    }

    /// The command's answer for `text`: taken if the text is still that (the newest text wins), or
    /// whatever the text is now when the command does not name `{q}` (its lines are for every
    /// text).
    private func answered(_ lines: [String], for text: String, context: RunContext) {
        guard startedFor == text else { return }
        running = nil
        let namesQuery = suggestions.command?.namesQuery ?? false
        if model.received(lines, for: namesQuery ? text : model.text) { context.setNeedsDisplay() }
    }

    /// Shows the next (or previous) match. Returns whether there was another.
    package func cycle(by step: Int) -> Bool { model.cycle(by: step) }

    /// Ends the command, if one runs (the prompt is over).
    package func end() {
        running?.cancel(force: false)
        running = nil
    }

    /// The command for `text`: `{q}` is the text; the placeholders of an item stand for none.
    private func expand(_ template: PreviewTemplate, text: String) -> PreviewTemplate.Expansion {
        template.expand(PreviewTemplate.Subject(item: nil, query: text)) { _ in
            fileCount += 1
            return CommandPreview.temporaryPath(100_000 + fileCount)
        }
    }

    /// The suggestions for the accessible form, which asks once: the candidates and, when there
    /// is a command, the lines it prints for `text`, waited for at most
    /// ``TextSuggestions/lineFormWait`` seconds; all of them, whatever the text.
    package func listWaiting(for text: String) -> [String] {
        var model = SuggestionModel(candidates: suggestions.candidates, text: text)
        if let template = suggestions.command {
            let box = LinesBox()
            let run = startCommand(expand(template, text: text)) { output in
                guard output.ending != nil else { return }
                box.set(TextSuggestions.lines(of: output.bytes))
            }
            if let lines = box.wait(seconds: TextSuggestions.lineFormWait) {
                model.received(lines, for: text)
            } else {
                run.cancel(force: true)
            }
        }
        return model.all
    }

    /// A command's lines, handed from its thread to the one waiting for them.
    private final class LinesBox: @unchecked Sendable {
        // Written once under `lock`, then `done` is signalled.
        private let lock = NSLock()
        private let done = DispatchSemaphore(value: 0)
        private var lines: [String]?

        func set(_ lines: [String]) {
            lock.withLock { self.lines = lines }
            done.signal()
        }

        func wait(seconds: Double) -> [String]? {
            guard done.wait(timeout: .now() + seconds) == .success else { return nil }
            return lock.withLock { lines }
        }
    }
}
