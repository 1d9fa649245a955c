import Terminal

extension TextField {
    /// The accessible form: one question on a plain line, such as "Name (Enter for Ada): ", and
    /// the line typed is the text. An empty line keeps the text there is; a line longer than the
    /// ``characterLimit`` is refused (said why, and asked again); end of input cancels. A
    /// password is read with the terminal's echo off (its line editing and Ctrl-C kept). The
    /// ``suggestions`` are said once, before the question: a screen reader reads out no dimmed
    /// text after a cursor, and nothing is typed for the user, so they are listed to be typed.
    public var lineForm: LineForm? {
        LineForm { [self] lines in askInLines(lines) }
    }

    /// Asks in plain lines on `lines`, within their deadline. A text `problem` refuses (it says
    /// why) is said and asked again.
    func askInLines(_ lines: LinePrompt, problem: ((String) -> String?)? = nil) -> PromptOutcome<Void> {
        let question = Self.question(
            subject: placeholder.isEmpty ? (isSecure ? "Password" : "Text") : placeholder,
            current: isSecure ? "" : text, limit: characterLimit)
        if let suggester, !isSecure {
            let offered = suggester.listWaiting(for: text)
            if let said = Self.suggestionsSentence(offered) { lines.say(said) }
        }
        while true {
            lines.ask(question)
            let typed: String
            switch isSecure ? lines.readSecretLine() : lines.readLine() {
            case .answered(let line): typed = line
            case .ended(let completion): return .ended(completion)
            }
            var line = typed
            if line.hasSuffix("\r") { line.removeLast() }
            let keeps = line.isEmpty && !editor.isEmpty
            let clean = keeps ? text : EditableText.sanitized(line, multiline: false)
            if let limit = characterLimit, clean.count > limit {
                lines.say("That is \(clean.count) characters: give at most \(limit).")
                continue
            }
            if let refusal = problem?(clean) {
                lines.say(refusal)
                continue
            }
            if !keeps { text = clean }
            return .answered(())
        }
    }

    /// The most suggestions the accessible form reads out.
    static let suggestionsSaid = 20

    /// "Suggestions: main, release/1.0, and 3 more.", or nil for none.
    static func suggestionsSentence(_ offered: [String]) -> String? {
        guard !offered.isEmpty else { return nil }
        let said = offered.prefix(suggestionsSaid)
        let more = offered.count - said.count
        let label = offered.count == 1 ? "Suggestion: " : "Suggestions: "
        return label + said.joined(separator: ", ") + (more > 0 ? ", and \(more) more." : ".")
    }

    /// "Subject (at most 20 characters, Enter for current): ".
    static func question(subject: String, current: String, limit: Int?) -> String {
        var notes: [String] = []
        if let limit { notes.append("at most \(limit) characters") }
        if !current.isEmpty { notes.append("Enter for \(current)") }
        return subject + (notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")") + ": "
    }
}

extension TextArea {
    /// The accessible form: the text typed a line at a time, ended by a line holding only "."
    /// (or by end of input after a line). The text there is, if any, is read out first, and a
    /// first line of only "." keeps it; end of input before any line cancels; a text longer
    /// than the ``characterLimit`` is refused and typed again.
    public var lineForm: LineForm? {
        LineForm { [self] lines in askInLines(lines) }
    }

    /// Asks in plain lines on `lines`; a text `problem` refuses (it says why) is said and typed
    /// again.
    func askInLines(_ lines: LinePrompt, problem: ((String) -> String?)? = nil) -> PromptOutcome<Void> {
        let subject = placeholder.isEmpty ? "Text" : placeholder
        let limit = characterLimit.map { ", at most \($0) characters" } ?? ""
        lines.say("\(subject)\(limit): type it a line at a time, then a line holding only \".\" to end.")
        if !editor.isEmpty {
            lines.say("It reads now:")
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) { lines.say("  " + line) }
            lines.say("A first line of only \".\" keeps it.")
        }
        while true {
            var typed: [String] = []
            reading: while true {
                switch lines.readLine() {
                case .answered(var line):
                    if line.hasSuffix("\r") { line.removeLast() }
                    if line == "." { break reading }
                    typed.append(line)
                case .ended(.cancelled):
                    if typed.isEmpty { return .cancelled }
                    break reading
                case .ended(let completion): return .ended(completion)
                }
            }
            let keeps = typed.isEmpty && !editor.isEmpty
            let clean = keeps ? text : EditableText.sanitized(typed.joined(separator: "\n"), multiline: true)
            if let limit = characterLimit, EditableText(clean).count > limit {
                lines.say("That is \(EditableText(clean).count) characters: give at most \(limit); type it again.")
                continue
            }
            if let refusal = problem?(clean) {
                lines.say(refusal + " Type it again.")
                continue
            }
            if !keeps { text = clean }
            return .answered(())
        }
    }
}
