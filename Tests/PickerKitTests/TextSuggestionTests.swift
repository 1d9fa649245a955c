import Testing

@testable import PickerKit

/// Suggestions as a shell's autosuggestions show them: the model that matches and cycles, the
/// field that draws and takes them, and a command's answers, the late ones dropped.
@Suite("Text suggestions")
@MainActor
struct TextSuggestionTests {
    static let branches = ["main", "release/1.0", "Release/2.0", "release/1.0", "re"]

    /// The suggestion shown after cycling `step` places, or nil when there was no other.
    static func cycled(_ model: inout SuggestionModel, by step: Int) -> String? {
        model.cycle(by: step) ? model.shown : nil
    }

    @Test("a suggestion matches when it starts with the text, letters in either case, and is longer")
    func prefixMatch() {
        #expect(TextSuggestions.offers("Release", for: "rel"))
        #expect(TextSuggestions.offers("ÉCOLE", for: "éc"), "compared grapheme by grapheme, without case")
        #expect(!TextSuggestions.offers("main", for: "ma x"))
        #expect(!TextSuggestions.offers("re", for: "re"), "nothing is left to offer")
        #expect(!TextSuggestions.offers("re", for: "rel"))
        var model = SuggestionModel(candidates: Self.branches)
        #expect(model.matches.isEmpty, "an empty text is offered nothing")
        model.update(text: "RE")
        #expect(model.matches == ["release/1.0", "Release/2.0"], "in their order, each once, none as long as the text")
        #expect(model.shown == "release/1.0")
        #expect(model.rest == "lease/1.0", "the rest after the text's characters, as the suggestion writes it")
        #expect(model.accepted == "release/1.0", "taken as written, its case included")
        model.update(text: "x")
        #expect(model.shown == nil && model.rest == nil)
    }

    @Test("Up and Down cycle through the matches and round; a new text shows the first again")
    func cycling() {
        var model = SuggestionModel(candidates: ["alpha", "alps", "altitude"], text: "al")
        #expect(Self.cycled(&model, by: 1) == "alps")
        #expect(Self.cycled(&model, by: 1) == "altitude")
        #expect(Self.cycled(&model, by: 1) == "alpha", "past the last, the first")
        #expect(Self.cycled(&model, by: -1) == "altitude", "before the first, the last")
        model.update(text: "alp")
        #expect(model.shown == "alpha")
        model.update(text: "alph")
        #expect(Self.cycled(&model, by: 1) == nil, "one match: nothing else to show")
    }

    @Test("a command's answer for a text that has changed since is dropped; the newest text wins")
    func lateAnswers() {
        var model = SuggestionModel(candidates: ["abacus"], text: "a")
        model.update(text: "ab")
        let lateTaken = model.received(["a-late"], for: "a")
        #expect(!lateTaken, "printed for the text before")
        #expect(model.matches == ["abacus"])
        let firstTaken = model.received(["abbey", "abacus", "zebra"], for: "ab")
        #expect(firstTaken)
        #expect(model.matches == ["abacus", "abbey"], "the candidates first, a text offered twice offered once")
        #expect(Self.cycled(&model, by: 1) == "abbey")
        let secondTaken = model.received(["abbey", "abcde"], for: "ab")
        #expect(secondTaken)
        #expect(model.shown == "abbey", "the suggestion shown stays while it still matches")
        model.update(text: "abc")
        #expect(model.matches == ["abcde"], "the command's lines stay offered, filtered by the text, until replaced")
    }

    @Test("a command's output: a suggestion a line, carriage returns and blank lines dropped")
    func commandLines() {
        let output = Array("one\r\n\n  \ntwo words\nthree".utf8)
        #expect(TextSuggestions.lines(of: output) == ["one", "two words", "three"])
        let many = Array(String(repeating: "x\n", count: TextSuggestions.maximumCommandLines + 5).utf8)
        #expect(TextSuggestions.lines(of: many).count == TextSuggestions.maximumCommandLines)
    }

    @Test("the rest is drawn dimmed after the cursor; Tab takes it, as written, and the cursor ends after it")
    func tabAccepts() {
        let field = TextField(prompt: "> ")
        field.suggestions = TextSuggestions(Self.branches)
        let rig = TextRig(field)
        rig.type("Re")
        let screen = rig.draw(width: 20)
        expectScreen(
            screen,
            ExpectedScreen(["> Release/1.0"])
                .styled(row: 0, columns: 0..<2, Theme.monochrome.accent)
                .styled(row: 0, columns: 4..<13, Theme.monochrome.hint))
        #expect(screen.cursor?.column == 4, "the cursor stays after the text typed")
        #expect(rig.key(.tab))
        #expect(
            field.text == "release/1.0" && field.cursor == 11, "taken as written: the typed letters' case gives way")
        #expect(rig.draw(width: 20).cursor?.column == 13)
    }

    @Test("Right takes it only at the end; Up and Down show the others; a password is offered none")
    func rightAndCycling() {
        let field = TextField()
        field.suggestions = TextSuggestions(["release/1.0", "release/2.0"])
        let rig = TextRig(field)
        rig.type("rel")
        rig.key(.left)
        #expect(field.shownSuggestion == nil, "not shown while the cursor is inside the text")
        rig.key(.right)
        #expect(field.text == "rel" && field.cursor == 3, "Right inside the text moves the cursor")
        rig.key(.down)
        #expect(field.shownSuggestion == "ease/2.0")
        rig.key(.character("p"), [.control])
        #expect(field.shownSuggestion == "ease/1.0", "Ctrl-P is Up")
        rig.key(.up)
        rig.key(.right)
        #expect(field.text == "release/2.0")
        #expect(!rig.key(.tab), "nothing left to take: Tab is not the field's")
        let secret = TextField(isSecure: true)
        secret.suggestions = TextSuggestions(["release/1.0"])
        let secretRig = TextRig(secret)
        secretRig.type("re")
        #expect(secret.shownSuggestion == nil)
        #expect(secretRig.draw(width: 4).text(row: 0) == "••  ")
    }

    @Test("a suggestion is drawn inert: its control characters shown, never sent to the terminal")
    func inert() throws {
        let field = TextField()
        field.suggestions = TextSuggestions(["ab\u{1B}]0;title\u{07}"])
        let rig = TextRig(field)
        rig.type("a")
        #expect(rig.draw(width: 20).text(row: 0).hasPrefix("ab^[]0;title^G"))
        let transcript = try LineTranscript(answers: "x\n")
        #expect(field.askInLines(try transcript.lines).value != nil)
        #expect(transcript.said().hasPrefix("Suggestion: ab^[]0;title^G.\n"))
    }

    /// A stand-in for the command: what it was started with, and whether it was ended.
    final class Run: PreviewRunning {
        let command: String
        let update: @Sendable (PreviewOutput) -> Void
        var cancelled: Bool?
        var hasEnded = false
        init(command: String, update: @escaping @Sendable (PreviewOutput) -> Void) {
            self.command = command
            self.update = update
        }
        func cancel(force: Bool) { cancelled = force }
    }

    @Test("a command naming {q} runs again as the text changes, the one before ended, its late lines dropped")
    func commandFollowsTheText() throws {
        let field = TextField()
        field.suggestions = TextSuggestions(command: try PreviewTemplate(parsing: "list {q}"))
        var runs: [Run] = []
        field.suggester?.startCommand = { expansion, update in
            let run = Run(command: String(decoding: expansion.command, as: UTF8.self), update: update)
            runs.append(run)
            return run
        }
        let rig = TextRig(field)
        _ = field.advance(context: rig.context)
        #expect(runs.map(\.command) == ["list ''"], "started for the text there is")
        _ = field.advance(context: rig.context)
        #expect(runs.count == 1, "not again for the same text")
        rig.type("a")
        rig.type("b")
        #expect(runs.map(\.command) == ["list ''", "list 'a'", "list 'ab'"])
        #expect(runs[1].cancelled == false, "the command for the text before is ended")
        runs[1].update(PreviewOutput(bytes: Array("a-late\n".utf8), ending: .exited(0)))
        runs[2].update(PreviewOutput(bytes: Array("abbey\n".utf8)))
        _ = rig.context.runPosted()
        #expect(field.shownSuggestion == nil, "a late answer, and output before the ending, are not taken")
        runs[2].update(PreviewOutput(bytes: Array("abbey\nabc\n".utf8), ending: .exited(0)))
        _ = rig.context.runPosted()
        #expect(field.shownSuggestion == "bey")
        #expect(rig.draw(width: 10).text(row: 0) == "abbey     ")
    }

    @Test("a command that does not name {q} runs once, and its lines serve the text typed meanwhile")
    func commandRunsOnce() throws {
        let field = TextField()
        field.suggestions = TextSuggestions(command: try PreviewTemplate(parsing: "git branch"))
        var runs: [Run] = []
        field.suggester?.startCommand = { expansion, update in
            let run = Run(command: String(decoding: expansion.command, as: UTF8.self), update: update)
            runs.append(run)
            return run
        }
        let rig = TextRig(field)
        _ = field.advance(context: rig.context)
        rig.type("mai")
        _ = field.advance(context: rig.context)
        runs[0].update(PreviewOutput(bytes: Array("main\nmaint\n".utf8), ending: .exited(0)))
        _ = rig.context.runPosted()
        #expect(runs.count == 1)
        #expect(field.shownSuggestion == "n")
        rig.key(.down)
        #expect(field.shownSuggestion == "nt")
    }

    @Test("a real command's lines are offered, its standard error is not")
    func realCommand() throws {
        let suggester = TextSuggester(
            TextSuggestions(["given"], command: try PreviewTemplate(parsing: "echo {q}-x; echo oops >&2")), text: "")
        #expect(suggester.listWaiting(for: "it's") == ["given", "it's-x"], "{q} quoted, the error left out")
    }

    @Test("the line form lists the suggestions before the question")
    func lineFormListsThem() throws {
        let transcript = try LineTranscript(answers: "release/2.0\n")
        let field = TextField(placeholder: "Branch")
        field.suggestions = TextSuggestions(["main", "release/1.0", "release/2.0"])
        #expect(field.askInLines(try transcript.lines).value != nil)
        #expect(field.text == "release/2.0")
        #expect(transcript.said().hasPrefix("Suggestions: main, release/1.0, release/2.0.\nBranch: "))
        let many = (1...25).map { "s\($0)" }
        #expect(TextField.suggestionsSentence(many)?.hasSuffix("s19, s20, and 5 more.") == true)
        #expect(TextField.suggestionsSentence(["one"]) == "Suggestion: one.")
        #expect(TextField.suggestionsSentence([]) == nil)
    }

    @Test("the prompt's hints say how to take and change a suggestion")
    func hints() {
        let traits = TerminalTraits(environment: ["TERM": "xterm", "LANG": "C.UTF-8"])
        #expect(InputPrompt.hint(note: nil, suggests: true, traits: traits).contains("tab accept · ↑↓ suggestions"))
        #expect(!InputPrompt.hint(traits: traits).contains("tab"))
    }
}
