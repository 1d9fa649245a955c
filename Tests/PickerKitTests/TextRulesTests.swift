import Foundation
import PickerKitTesting
import Testing

@testable import PickerKit

/// `TextRules`: what each rule refuses and says, in order; the lengths no text could keep.
@MainActor
@Suite struct TextRulesTests {
    @Test func requiredRefusesAnEmptyOrBlankText() {
        let rules = TextRules(isRequired: true)
        #expect(rules.problem(with: "") == "An answer is required.")
        #expect(rules.problem(with: " \t ") == "An answer is required.")
        #expect(rules.problem(with: " a ") == nil)
        #expect(TextRules().problem(with: "") == nil)
    }

    /// Lengths count what the character limit counts: a letter and its combining accent, or a
    /// family emoji, is one.
    @Test func lengthsCountCharactersAsDrawn() {
        let rules = TextRules(minimumLength: 2, maximumLength: 3)
        #expect(rules.problem(with: "e\u{301}") == "Give at least 2 characters (this is 1).")
        #expect(rules.problem(with: "e\u{301}👨‍👩‍👧") == nil)
        #expect(rules.problem(with: "abcd") == "Give at most 3 characters (this is 4).")
        #expect(TextRules(minimumLength: 1).problem(with: "") == nil, "an empty text passes the lengths")
        #expect(TextRules(isRequired: true, minimumLength: 1).problem(with: "") == "An answer is required.")
        #expect(TextRules(maximumLength: 1).problem(with: "ab") == "Give at most 1 character (this is 2).")
    }

    @Test func aPatternMatchesTheWholeText() throws {
        let rules = TextRules(pattern: try TextPattern("[a-z]+"))
        #expect(rules.problem(with: "ada") == nil)
        #expect(rules.problem(with: "ada1") == "The text must match [a-z]+.")
        #expect(rules.problem(with: "") == nil, "an empty text passes the pattern unless it is required")
        #expect(try TextPattern(".*ada.*").matches("grace and ada"))
        #expect(try TextPattern("\\p{L}").matches("é"), "a class matches a whole character")
        #expect(try TextPattern("(?s)a.b").matches("a\nb"))
    }

    @Test func anInvalidPatternIsRefusedNamingIt() {
        #expect(throws: PromptError("the pattern a(b is not a regular expression: expected ')'")) {
            try TextPattern("a(b")
        }
        #expect(throws: PromptError.self) { try TextPattern("[z-a]") }
        // The pattern is made inert in the message.
        do {
            _ = try TextPattern("\u{1B}[")
            Issue.record("an open class is no expression")
        } catch let error as PromptError {
            #expect(error.description.hasPrefix("the pattern ^[[ is not a regular expression"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func theRulesAreCheckedInOrderAndYourCheckLast() throws {
        var seen: [String] = []
        let rules = TextRules(
            isRequired: true, pattern: try TextPattern("[a-z-]*"), minimumLength: 2,
            check: { text in
                seen.append(text)
                return text.hasPrefix("-") ? "No hyphen first." : nil
            })
        #expect(rules.problem(with: "a") == "Give at least 2 characters (this is 1).")
        #expect(rules.problem(with: "A1") == "The text must match [a-z-]*.")
        #expect(rules.problem(with: "-ab") == "No hyphen first.")
        #expect(rules.problem(with: "ab") == nil)
        #expect(seen == ["-ab", "ab"], "the check runs only for a text the other rules take")
    }

    @Test func lengthsNoTextCouldKeepAreRefused() {
        #expect(throws: PromptError("the minimum length 4 is more than the maximum length 3")) {
            try TextRules(minimumLength: 4, maximumLength: 3).checkLengths()
        }
        #expect(throws: PromptError("the minimum length 4 is more than the character limit 3")) {
            try TextRules(minimumLength: 4).checkLengths(characterLimit: 3)
        }
        #expect(throws: PromptError("the maximum length is -1: give 0 or more")) {
            try TextRules(maximumLength: -1).checkLengths()
        }
        #expect(throws: Never.self) {
            try TextRules(minimumLength: 3, maximumLength: 3).checkLengths(characterLimit: 3)
        }
    }

    /// The command runs for real: the text on its standard input, its standard error's first line
    /// the reason, its standard output not read.
    @Test func judgeRunsTheCommandWithTheTextOnItsInput() {
        let rules = TextRules(
            command:
                "echo ignored; t=$(cat); case $t in *ada*) exit 0;; esac; printf '\\n  no ada in %s\\nmore\\n' \"$t\" >&2; exit 1"
        )
        #expect(rules.judge("ada lovelace") == nil)
        #expect(rules.judge("grace") == "no ada in grace", "the first line that is not blank, trimmed")
        #expect(TextRules(command: "exit 4").judge("x") == "The check refused the text (status 4).")
        #expect(TextRules(command: "printf '\\033[31mred' >&2; exit 1").judge("x") == "^[[31mred", "shown inert")
        // A command that does not read its input still ends: the text is a file, not a pipe.
        #expect(TextRules(command: "true").judge(String(repeating: "x", count: 1 << 20)) == nil)
        #expect(TextRules(isRequired: true, command: "true").judge("") == "An answer is required.")
    }
}

/// A text prompt with rules, on a scripted terminal: Enter (Ctrl-D) is refused with the reason
/// under the field until the text is fixed; the accessible form asks again.
@MainActor
@Suite struct TextRulesPromptTests {
    let options = PromptOptions(traits: TerminalTraits(environment: ["TERM": "xterm-256color", "LANG": "en_US.UTF-8"]))

    @Test func enterIsRefusedWithTheReasonUnderTheFieldUntilTheTextIsFixed() throws {
        let terminal = TestTerminal(columns: 50, rows: 8)
        terminal.type("ab")
        terminal.press(.enter)
        terminal.type("c")
        terminal.press(.enter)
        var prompt = InputPrompt(
            options: options, rules: TextRules(minimumLength: 3), header: "Three letters or more")
        prompt.host = terminal.host
        #expect(try prompt.runBlocking().value == "abc")
        let refused = try #require(terminal.frames.first { $0.text.contains("Give at least") })
        let lines = refused.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let field = try #require(lines.firstIndex(of: "> ab"))
        #expect(lines[field - 1] == "Three letters or more", "the header is above the field")
        #expect(lines[field + 1] == "Give at least 3 characters (this is 2).", "the reason is under the field")
        let typed = try #require(terminal.frames.first { $0.text.contains("> abc") })
        #expect(!typed.text.contains("Give at least"), "an edit brings the message up to date")
        #expect(terminal.output.contains("\u{07}"), "the refusal rings the bell")
    }

    @Test func controlDIsRefusedInAnAreaUntilTheTextMatches() throws {
        let terminal = TestTerminal(columns: 50, rows: 10)
        terminal.type("one")
        terminal.press(.enter)
        terminal.type("2")
        terminal.press(.character("d"), modifiers: .control)
        terminal.press(.backspace)
        terminal.type("two")
        terminal.press(.character("d"), modifiers: .control)
        var prompt = WritePrompt(options: options, rules: TextRules(pattern: try TextPattern("(?s)[a-z\\n]+")))
        prompt.host = terminal.host
        #expect(try prompt.runBlocking().value == "one\ntwo")
        #expect(terminal.frames.contains { $0.text.contains("The text must match (?s)[a-z\\n]+.") })
    }

    @Test func theLineFormAsksAgainWithTheReason() throws {
        let terminal = TestTerminal()
        terminal.wait(1)
        terminal.type("x\n")
        terminal.type("xyz\n")
        var options = self.options
        options.accessible = true
        options.timeout = 5
        var prompt = InputPrompt(
            options: options, placeholder: "Code", rules: TextRules(isRequired: true, minimumLength: 3),
            header: "A code of three")
        prompt.host = terminal.host
        #expect(try prompt.runBlocking().value == "xyz")
        let said = terminal.output
        #expect(said.contains("A code of three\nCode: "), "\(said)")
        #expect(said.contains("Give at least 3 characters (this is 1).\nCode: "), "\(said)")
    }

    @Test func theLineFormOfAnAreaHasTheTextTypedAgain() throws {
        let terminal = TestTerminal()
        terminal.wait(1)
        terminal.type("\n.\n")
        terminal.type("fine\n.\n")
        var options = self.options
        options.accessible = true
        options.timeout = 5
        var prompt = WritePrompt(options: options, rules: TextRules(isRequired: true))
        prompt.host = terminal.host
        #expect(try prompt.runBlocking().value == "fine")
        #expect(terminal.output.contains("An answer is required. Type it again."))
    }

    @Test func atTheTimeoutATextTheRulesRefuseIsNoAnswer() throws {
        let terminal = TestTerminal()
        terminal.type("ab")
        var options = self.options
        options.timeout = 2
        options.answersAtTimeout = true
        var prompt = InputPrompt(options: options, rules: TextRules(minimumLength: 3))
        prompt.host = terminal.host
        #expect(try prompt.runBlocking().completion == .timedOut)

        let fixed = TestTerminal()
        fixed.type("abc")
        prompt.host = fixed.host
        #expect(try prompt.runBlocking().value == "abc", "a text the rules take is answered at the timeout")
    }
}

/// The rule command judged through the loop, with a stand-in for the command: Enter waits for its
/// verdict, shows that it is checking, and Esc or the time limit end a command that does not
/// answer.
@MainActor
@Suite struct TextRuleCommandTests {
    /// A stand-in for the command: records what was started and ended.
    final class Commands {
        final class Run: PreviewRunning {
            let input: String
            let update: @Sendable (PreviewOutput) -> Void
            var cancelled: Bool?
            var hasEnded = false
            init(input: String, update: @escaping @Sendable (PreviewOutput) -> Void) {
                self.input = input
                self.update = update
            }
            func cancel(force: Bool) { cancelled = force }
        }
        var runs: [Run] = []
    }

    /// A field with a rule command, run on `host`.
    func prompt(_ commands: Commands, host: ScriptedLoopHost) -> (Prompt<String>, ValidatedEntry) {
        let field = TextField(prompt: "> ")
        let validation = TextValidation(rules: TextRules(command: "check"))
        validation.startCommand = { command, input, update in
            #expect(String(decoding: command, as: UTF8.self) == "check")
            let run = Commands.Run(input: String(decoding: input, as: UTF8.self), update: update)
            commands.runs.append(run)
            return run
        }
        let entry = ValidatedEntry(field: field, validation: validation)
        var prompt = Prompt(
            entry, options: PromptOptions(traits: TerminalTraits(environment: ["TERM": "xterm", "LANG": "C.UTF-8"]))
        ) { entry.answer }
        prompt.host = EventLoop.Host(host)
        return (prompt, entry)
    }

    func refusal(_ said: String) -> PreviewOutput {
        PreviewOutput(bytes: Array(said.utf8), ending: .exited(1))
    }

    @Test func enterWaitsForTheVerdictAndAnEditDropsIt() throws {
        let commands = Commands()
        let host = ScriptedLoopHost(columns: 40, rows: 6)
        let (prompt, entry) = prompt(commands, host: host)
        host.type("bob\r", at: 1)
        host.at(1.5) {
            #expect(commands.runs.map(\.input) == ["bob"])
            #expect(entry.messageText == "checking…")
            commands.runs[0].update(self.refusal("bob is taken\n"))
        }
        host.at(2) { #expect(entry.messageText == "bob is taken") }
        host.type("\r", at: 2.1)
        host.at(2.2) {
            #expect(commands.runs.count == 2, "the same text is judged again at a second Enter")
            commands.runs[1].update(self.refusal("bob is taken\n"))
        }
        host.type("by\r", at: 3)
        host.type("x", at: 3.2)
        host.at(3.3) {
            #expect(commands.runs.map(\.input) == ["bob", "bob", "bobby"])
            #expect(commands.runs[2].cancelled == false, "an edit ends the command judging the text before it")
            #expect(entry.messageText == nil)
            // The verdict of a command ended by an edit is dropped.
            commands.runs[2].update(PreviewOutput(ending: .exited(0)))
        }
        host.type("\r", at: 4)
        host.at(4.5) { commands.runs[3].update(PreviewOutput(ending: .exited(0))) }
        #expect(try prompt.runBlocking().value == "bobbyx")
        #expect(commands.runs.count == 4)
        #expect(host.frames.contains { $0.screen.textDump.contains("checking…") })
        #expect(host.frames.contains { $0.screen.textDump.contains("bob is taken") })
    }

    /// The line form waits for the verdict, asks again with the command's reason, and answers
    /// the text the command took.
    @Test func theLineFormAsksAgainWithTheCommandsReason() throws {
        let field = TextField()
        let validation = TextValidation(rules: TextRules(command: "check"))
        var inputs: [String] = []
        validation.startCommand = { _, input, update in
            let text = String(decoding: input, as: UTF8.self)
            inputs.append(text)
            update(text == "ok" ? PreviewOutput(ending: .exited(0)) : self.refusal("\(text) will not do\n"))
            return Commands.Run(input: text, update: update)
        }
        let entry = ValidatedEntry(field: field, validation: validation)
        let host = ScriptedLoopHost()
        host.type("no\nok\n", at: 1)
        var prompt = Prompt(
            entry,
            options: PromptOptions(timeout: 5, accessible: true, traits: TerminalTraits(environment: ["TERM": "dumb"]))
        ) { entry.answer }
        prompt.host = EventLoop.Host(host)
        #expect(try prompt.runBlocking().value == "ok")
        #expect(inputs == ["no", "ok"])
        #expect(host.terminal.output.contains("no will not do\nText: "))
    }

    @Test func aCommandThatDoesNotAnswerIsEndedAtTheTimeLimitAndEscStillCancels() throws {
        let commands = Commands()
        let host = ScriptedLoopHost(columns: 60, rows: 6)
        let (prompt, entry) = prompt(commands, host: host)
        host.type("slow\r", at: 1)
        host.at(1 + TextRules.commandTimeLimit + 0.5) {
            #expect(commands.runs.first?.cancelled == true, "killed at the time limit")
            #expect(entry.messageText == "The check did not answer within 10 seconds.")
        }
        host.type("\r", at: 12)
        host.type("\u{1B}", at: 13)
        #expect(try prompt.runBlocking().completion == .cancelled)
        entry.validation.end()
        #expect(commands.runs.count == 2)
        #expect(commands.runs[1].cancelled == false, "the command still judging is ended with the prompt")
    }
}
