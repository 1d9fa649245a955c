import Foundation
import Testing

/// `picker input` and `picker write` run for real: editing, passwords, plain lines, and the
/// answers given without a terminal.
@Suite struct TextPromptTests {
    func input(_ arguments: [String], environment: [String: String] = [:]) throws -> TerminalSession {
        try E2E.picker(["input"] + arguments, environment: environment)
    }

    func write(_ arguments: [String]) throws -> TerminalSession {
        try E2E.picker(["write"] + arguments)
    }

    /// The line of the field: the one that starts with the prompt.
    func fieldLine(_ session: TerminalSession) -> String? {
        session.screenLines.first { $0.hasPrefix("> ") }
    }

    // MARK: picker input

    /// The screens (the placeholder dimmed, then typed text and the cursor after it) are in
    /// WholeScreenPromptTests.input.
    @Test func theFieldShowsThePlaceholderAndEnterAnswersTheText() throws {
        let session = try input(["--title", "Your name", "--placeholder", "Ada Lovelace"])
        #expect(session.waitForText("> Ada Lovelace"))
        let title = try #require(session.screenLines.firstIndex { $0.hasPrefix("Your name") })
        session.send("Grace")
        #expect(session.waitUntil { self.fieldLine($0) == "> Grace" })
        #expect(session.cursorPosition == (title + 1, 7))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Grace\n")
        #expect(session.standardError == "")
    }

    @Test func wideAndCombiningCharactersMoveAndDeleteAsOne() throws {
        let session = try input([])
        #expect(session.waitForText("enter done"))
        session.send("日本語")
        #expect(session.waitUntil { self.fieldLine($0) == "> 日本語" })
        let row = try #require(session.screenLines.firstIndex { $0.hasPrefix("> ") })
        #expect(session.cursorPosition == (row, 8), "three wide characters take six columns")
        session.send(Keys.left)
        #expect(session.waitUntil { $0.cursorPosition == (row, 6) }, "Left moves over one wide character")
        session.send("\u{7F}")  // Backspace
        #expect(session.waitUntil { self.fieldLine($0) == "> 日語" })
        #expect(session.cursorPosition == (row, 4))
        session.send(Keys.end + "e\u{301}")  // e, then a combining acute accent: é
        #expect(session.waitUntil { self.fieldLine($0) == "> 日語e\u{301}" })
        #expect(session.cell(column: 6, row: row).text == "e\u{301}", "the accent joins its letter in one cell")
        #expect(session.cursorPosition == (row, 7))
        session.send("\u{7F}")
        #expect(session.waitUntil { self.fieldLine($0) == "> 日語" }, "Backspace deletes the letter with its accent")
        session.send("\u{01}x")  // Ctrl-A, then x at the start
        #expect(session.waitUntil { self.fieldLine($0) == "> x日語" })
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "x日語\n")
    }

    @Test func valueStartsTheFieldAndShellKeysEditIt() throws {
        let session = try input(["--value", "hello big world", "--prompt", "? "])
        #expect(session.waitForText("? hello big world"))
        session.send("\u{17}")  // Ctrl-W deletes the word before the cursor
        #expect(session.waitForText("? hello big "))
        session.send("\u{15}")  // Ctrl-U deletes to the start
        #expect(session.waitUntil { $0.screenLines.contains("?") || $0.screenLines.contains("? ") })
        session.send("new" + Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "new\n")
    }

    @Test func aPasswordIsDrawnAsMasksAndAnsweredAsTyped() throws {
        let session = try input(["--password", "--title", "Token", "--json"])
        #expect(session.waitForText("enter done"))
        session.send("sé😀t")
        #expect(session.waitUntil { self.fieldLine($0) == "> ••••" }, "one mask per character")
        #expect(!session.screenText.contains("sé"), "\(session.screenText)")
        #expect(!session.screenText.contains("😀"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "\"sé😀t\"\n")
    }

    @Test func theCharacterLimitStopsTyping() throws {
        let session = try input(["--char-limit", "3"])
        #expect(session.waitForText("enter done"))
        session.send("ab日本")
        #expect(session.waitUntil { self.fieldLine($0) == "> ab日" })
        E2E.waitForStillness(session)
        #expect(self.fieldLine(session) == "> ab日")
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "ab日\n")
    }

    @Test func escapeCancelsAndControlCInterrupts() throws {
        let cancelled = try input(["--value", "x"])
        #expect(cancelled.waitForText("> x"))
        cancelled.send(Keys.escape)
        #expect(cancelled.waitForExit() == 1)
        #expect(cancelled.standardOutput == "")
        let interrupted = try input([])
        #expect(interrupted.waitForText("enter done"))
        interrupted.send(Keys.ctrlC)
        #expect(interrupted.waitForExit() == 130)
        let timed = try input(["--timeout", "0.5", "--value", "typed"])
        #expect(timed.waitForText("enter done"))
        #expect(timed.waitForExit() == 0, "the time ran out: the text there is is the answer")
        #expect(timed.standardOutput == "typed\n")
        let defaulted = try input(["--timeout", "0.5", "--value", "typed", "--default", "given"])
        #expect(defaulted.waitForExit() == 0)
        #expect(defaulted.standardOutput == "given\n", "--default is the answer when the time runs out")
        let failing = try input(["--timeout", "0.5", "--timeout-status", "--default", "given"])
        #expect(failing.waitForExit() == 124)
        #expect(failing.standardOutput == "")
    }

    @Test func theAccessibleFormAsksOnALine() throws {
        let session = try input(["--accessible", "--placeholder", "Name", "--value", "Ada", "--char-limit", "5"])
        #expect(session.waitForText("Name (at most 5 characters, Enter for Ada):"))
        session.send("Grace Hopper\r")
        #expect(session.waitForText("That is 12 characters: give at most 5."))
        session.send("Grace\r")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Grace\n")
    }

    // MARK: Suggestions

    /// The screens are in WholeScreenPromptTests.inputSuggestions.
    @Test func tabTakesTheSuggestionShownAsItIsWritten() throws {
        let session = try input(["--suggest", "main,Release/1.0", "--suggest", "release/2.0\\,rc"])
        #expect(session.waitForText("tab accept"))
        session.send("rel")
        // "Release/1.0" offered for "rel": the typed letters, then the rest as the suggestion has it.
        #expect(session.waitUntil { self.fieldLine($0) == "> release/1.0" })
        #expect(session.cursorPosition.column == 5, "the cursor stays after the text typed")
        session.send(Keys.down)
        #expect(session.waitUntil { self.fieldLine($0) == "> release/2.0,rc" })
        session.send(Keys.tab + Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "release/2.0,rc\n")
    }

    @Test func aSuggestCommandFollowsTheTextAndRightTakesIt() throws {
        let session = try input(["--suggest-command", "printf '%s\\n' {q}-one {q}-two; echo noise >&2"])
        #expect(session.waitForText("tab accept"))
        session.send("a'b")
        #expect(session.waitUntil { self.fieldLine($0) == "> a'b-one" }, "\(session.screenText)")
        session.send(Keys.right + Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "a'b-one\n")
    }

    @Test func theAccessibleFormListsTheSuggestions() throws {
        let session = try input(["--accessible", "--placeholder", "Branch", "--suggest", "main,develop"])
        #expect(session.waitForText("Branch:"))
        #expect(session.screenText.contains("Suggestions: main, develop.\nBranch:"), "\(session.screenText)")
        session.send("develop\r")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "develop\n")
    }

    @Test func anAccessiblePasswordIsReadWithoutEcho() throws {
        let session = try input(["--accessible", "--password", "--title", "Token"])
        #expect(session.waitForText("Password:"))
        #expect(session.waitUntil { !$0.terminalModes.echo }, "the echo is off while the password is read")
        session.send("s3cret\r")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "s3cret\n")
        #expect(!session.screenText.contains("s3cret"), "the password never reached the screen")
        #expect(session.terminalModes.echo, "the echo is given back")
    }

    // MARK: picker write

    @Test func linesAreWrittenAndControlDFinishes() throws {
        let session = try write(["--title", "Commit message", "--placeholder", "Why?"])
        #expect(session.waitForText("┃ Why?"))
        #expect(session.screenText.contains("enter new line · ctrl-e editor · ctrl-d done · esc cancel"))
        session.send("First line" + Keys.enter + "second — 日本")
        #expect(session.waitForText("┃ second — 日本"))
        #expect(session.screenText.contains("┃ First line"))
        #expect(!session.hasExited, "Enter starts a line")
        session.send("\u{04}")  // Ctrl-D
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "First line\nsecond — 日本\n")
    }

    @Test func altEnterFinishesAndJSONIsAString() throws {
        let session = try write(["--json", "--value", "a \"quoted\"\nline"])
        #expect(session.waitForText("┃ line"))
        session.send(Keys.escape + Keys.enter)  // Alt-Enter
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == #""a \"quoted\"\nline""# + "\n")
    }

    @Test func heightSetsTheLinesShown() throws {
        let session = try write(["--height", "3"])
        #expect(session.waitForText("ctrl-d done"))
        let gutter = session.screenLines.filter { $0.hasPrefix("┃") }
        #expect(gutter.count == 3, "\(session.screenText)")
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
        #expect(session.standardOutput == "")
    }

    @Test func theCharacterLimitOfAnAreaCountsALineBreakAsOne() throws {
        let session = try write(["--char-limit", "4"])
        #expect(session.waitForText("ctrl-d done"))
        session.send("ab" + Keys.enter + "cd")
        #expect(session.waitForText("┃ c"))
        E2E.waitForStillness(session)
        #expect(!session.screenText.contains("cd"))
        session.send("\u{04}")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "ab\nc\n")
    }

    /// The options every prompt shares, on the four text and question prompts.
    @Test(arguments: [["confirm", "Sure?"], ["file", "/"], ["input"], ["write"]])
    func fullscreenTitleAndNoHintsApplyToEveryNewPrompt(arguments: [String]) throws {
        let session = try E2E.picker(arguments + ["--fullscreen", "--no-hints", "--title", "Asked in full"])
        #expect(session.waitForText("Asked in full"))
        #expect(session.altScreen, "the alternate screen")
        E2E.waitForStillness(session)
        #expect(!session.screenText.contains("esc cancel"), "no hints")
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
        #expect(!session.altScreen, "the screen is given back")
    }

    @Test func theAccessibleFormReadsLinesUpToADot() throws {
        let session = try write(["--accessible", "--placeholder", "Message"])
        #expect(session.waitForText("Message: type it a line at a time, then a line holding only \".\" to end."))
        session.send("one\rtwo\r.\r")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "one\ntwo\n")
    }

    // MARK: Validation

    /// Enter is refused, with the reason under the field, until the text keeps the rules; the
    /// `--validate` command judges it last, with the text on its standard input.
    @Test func enterWaitsUntilTheRulesAndTheCommandTakeTheText() throws {
        let session = try input([
            "--header", "An e-mail address", "--min-length", "3",
            "--validate", "grep -q @ || { echo 'needs an @' >&2; exit 1; }",
        ])
        #expect(session.waitForText("An e-mail address"))
        session.send("ab" + Keys.enter)
        #expect(session.waitForText("Give at least 3 characters (this is 2)."))
        session.send("c" + Keys.enter)
        #expect(session.waitForText("needs an @"), "\(session.screenText)")
        session.send("@d")
        #expect(session.waitUntil { !$0.screenText.contains("needs an @") }, "an edit clears the command's verdict")
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "abc@d\n")
    }

    @Test func aDefaultIsJudgedByTheRulesWithoutATerminal() throws {
        let taken = try E2E.pickerWithoutTerminal(["input", "--validate", "grep -qx ada", "--default", "ada"])
        #expect(taken.waitForExit() == 0)
        #expect(taken.standardOutput == "ada\n")
        let refused = try E2E.pickerWithoutTerminal([
            "write", "--validate", "echo \"not $(cat)\" >&2; exit 3", "--default", "bob",
        ])
        #expect(refused.waitForExit() == 2)
        #expect(refused.standardError == "picker: --default is refused: not bob\n")
        #expect(refused.standardOutput == "")
    }

    // MARK: Without a terminal, and bad input

    @Test func withoutATerminalDefaultIsTheAnswer() throws {
        let line = try E2E.pickerWithoutTerminal(["input", "--value", "start", "--default", "given"])
        #expect(line.waitForExit() == 0)
        #expect(line.standardOutput == "given\n", "--value is what the field starts with, not the answer")
        let lines = try E2E.pickerWithoutTerminal(["write", "--default", "one\ntwo", "--json"])
        #expect(lines.waitForExit() == 0)
        #expect(lines.standardOutput == "\"one\\ntwo\"\n")
        let empty = try E2E.pickerWithoutTerminal(["input", "--default", ""])
        #expect(empty.waitForExit() == 0)
        #expect(empty.standardOutput == "\n")
    }

    @Test(arguments: [
        (["input"], "picker: no terminal to ask on; give --default TEXT to answer without one"),
        (["write", "--value", "x"], "picker: no terminal to ask on; give --default TEXT to answer without one"),
        (["input", "--char-limit", "-1"], "picker: --char-limit must be from 0 (no limit) to 1000000 (got -1)"),
        (["write", "--char-limit", "1e3"], "picker: --char-limit \"1e3\" has an exponent"),
        (["input", "--char-limit", "2", "--value", "abc"], "picker: --value is 3 characters long, more than"),
        (["write", "--char-limit", "2", "--default", "a\nb"], "picker: --default is 3 characters long, more than"),
        (["input", "--default", "a\nb"], "picker: --default has a line break: picker input answers one line"),
        (["write", "--height", "0"], "picker: --height must be from 1 to 999 lines (got 0)"),
        (["write", "--height", "2.5"], "picker: --height takes a whole number (got 2.5)"),
        (["input", "--pattern", "a(b"], "picker: --pattern: the pattern a(b is not a regular expression"),
        (["input", "--min-length", "5", "--max-length", "4"], "picker: --min-length 5 is more than --max-length 4"),
        (["write", "--min-length", "5", "--char-limit", "4"], "picker: --min-length 5 is more than --char-limit 4"),
        (["input", "--max-length", "-1"], "picker: --max-length must be from 0 to 1000000 characters (got -1)"),
        (["input", "--required", "--default", " "], "picker: --default is refused: An answer is required."),
        (["input", "--pattern", "[0-9]+", "--default", "x1"], "picker: --default is refused: The text must match"),
        (["input", "--suggest-command", "cat {}"], "picker: --suggest-command 'cat {}' names an item: only {q}"),
        (["input", "--suggest-command", "echo {r}"], "picker: --suggest-command placeholder {r}"),
    ])
    func badInputIsAOneLineError(arguments: [String], message: String) throws {
        let session = try E2E.pickerWithoutTerminal(arguments)
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix(message), "\(session.standardError)")
        #expect(session.standardError.filter { $0 == "\n" }.count == 1)
        #expect(session.standardOutput == "")
    }
}
