import Foundation
import Testing

/// `picker confirm` run for real: on the screen, in plain lines, and without a terminal.
@Suite struct ConfirmTests {
    func confirm(_ arguments: [String], environment: [String: String] = [:]) throws -> TerminalSession {
        try E2E.picker(["confirm"] + arguments, environment: environment)
    }

    /// Whether the button labelled `label` is drawn with the focus (a coloured background).
    func isFocused(_ label: String, in session: TerminalSession) -> Bool {
        guard let row = E2E.row(containing: label, in: session),
            let column = E2E.column(of: label, row: row, in: session)
        else { return false }
        return session.cell(column: column, row: row).background != .default
    }

    /// Waits until the button labelled `label` has the focus.
    func waitForFocus(_ label: String, in session: TerminalSession) -> Bool {
        session.waitUntil { isFocused(label, in: $0) }
    }

    // MARK: On the screen

    /// The screen (title, question, buttons, hints) is in WholeScreenPromptTests.confirm.
    @Test func theQuestionStandsAboveTwoButtonsAndEnterAnswersYes() throws {
        let session = try confirm(["--title", "Cleaning up", "Delete 3 files?"])
        #expect(session.waitForText("Delete 3 files?"))
        #expect(waitForFocus("Yes", in: session))
        #expect(!isFocused("No", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "", "the status is the answer")
        #expect(session.standardError == "")
    }

    @Test func arrowsMoveTheFocusAndEnterAnswersTheFocusedButton() throws {
        let session = try confirm(["Deploy?"])
        #expect(waitForFocus("Yes", in: session))
        session.send(Keys.right)
        #expect(waitForFocus("No", in: session))
        #expect(!isFocused("Yes", in: session))
        session.send(Keys.left)
        #expect(waitForFocus("Yes", in: session))
        session.send(Keys.right)
        #expect(waitForFocus("No", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 1)
        #expect(session.standardOutput == "")
    }

    @Test(arguments: [("y", 0, "true"), ("n", 1, "false"), ("Y", 0, "true"), ("N", 1, "false")])
    func yAndNAnswerAtOnce(key: String, status: Int32, json: String) throws {
        let plain = try confirm(["Deploy?"])
        #expect(waitForFocus("Yes", in: plain))
        plain.send(key)
        #expect(plain.waitForExit() == status)
        #expect(plain.standardOutput == "")

        let printed = try confirm(["--json", "Deploy?"])
        #expect(waitForFocus("Yes", in: printed))
        printed.send(key)
        #expect(printed.waitForExit() == status)
        #expect(printed.standardOutput == json + "\n")
    }

    @Test func escapeCancelsWithStatusOneAndPrintsNothingEvenAsJSON() throws {
        let session = try confirm(["--json", "Deploy?"])
        #expect(waitForFocus("Yes", in: session))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
        #expect(session.standardOutput == "", "a no prints false; Esc prints nothing")
    }

    @Test func defaultNoGivesTheFocusToNo() throws {
        let session = try confirm(["--default", "no", "--json", "Deploy?"])
        #expect(waitForFocus("No", in: session))
        #expect(!isFocused("Yes", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 1)
        #expect(session.standardOutput == "false\n")
    }

    @Test func labelsAreSettableAndTheirFirstLettersAnswer() throws {
        let session = try confirm(["--affirmative", "Delete", "--negative", "Keep", "Remove the branch?"])
        #expect(waitForFocus("Delete", in: session))
        #expect(session.screenText.contains("Keep"))
        #expect(!session.screenText.contains("Yes"))
        session.send("k")
        #expect(session.waitForExit() == 1)

        let again = try confirm(["--affirmative", "Delete", "--negative", "Keep", "Remove the branch?"])
        #expect(waitForFocus("Delete", in: again))
        again.send("d")
        #expect(again.waitForExit() == 0)
    }

    @Test func aClickOnAButtonAnswersIt() throws {
        let session = try confirm(["Deploy?"])
        #expect(waitForFocus("Yes", in: session))
        let row = try #require(E2E.row(containing: "No", in: session))
        let column = try #require(E2E.column(of: "No", row: row, in: session))
        session.send(Keys.Mouse.press(column: column, row: row) + Keys.Mouse.release(column: column, row: row))
        #expect(session.waitForExit() == 1)
    }

    @Test func controlCInterruptsAndTheTimeoutEnds() throws {
        let interrupted = try confirm(["Deploy?"])
        #expect(waitForFocus("Yes", in: interrupted))
        interrupted.send(Keys.ctrlC)
        #expect(interrupted.waitForExit() == 130)

        // A yes nobody gave is never the answer: `picker confirm --timeout 10 … && rm …` must not
        // delete with nobody there.
        let timed = try confirm(["--timeout", "0.5", "Deploy?"])
        #expect(timed.waitForText("Deploy?"))
        #expect(timed.waitForExit() == 124, "the time ran out on Yes, the focused button: not an answer")
        #expect(timed.standardOutput == "")
        let agreed = try confirm(["--timeout", "0.5", "--default", "yes", "--json", "Deploy?"])
        #expect(agreed.waitForExit() == 0, "an explicit --default yes is the answer")
        #expect(agreed.standardOutput == "true\n")
        let declined = try confirm(["--timeout", "0.5", "--default", "no", "Deploy?"])
        #expect(declined.waitForExit() == 1, "the default, no, is the answer when the time runs out")
        let failing = try confirm(["--timeout", "0.5", "--timeout-status", "Deploy?"])
        #expect(failing.waitForExit() == 124)
        #expect(failing.standardOutput == "")
    }

    @Test func themeColoursTheFocusedButton() throws {
        let session = try confirm(["--color", "accent:#ff0000", "Deploy?"], environment: ["COLORTERM": "truecolor"])
        #expect(waitForFocus("Yes", in: session))
        let row = try #require(E2E.row(containing: "Yes", in: session))
        let column = try #require(E2E.column(of: "Yes", row: row, in: session))
        #expect(session.cell(column: column, row: row).background == .rgb(255, 0, 0))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    // MARK: Plain lines

    @Test func theAccessibleFormAsksOnALineAndAsksAgainUntilYesOrNo() throws {
        let session = try confirm(["--accessible", "Delete 3 files?"])
        #expect(session.waitForText("Delete 3 files? (yes or no, Enter for Yes):"))
        session.send("maybe\r")
        #expect(session.waitForText("Answer yes or no."))
        session.send("no\r")
        #expect(session.waitForExit() == 1)
        #expect(session.standardOutput == "")

        let labelled = try confirm(["--accessible", "--default", "no", "--affirmative", "Go", "--json", "Launch?"])
        #expect(labelled.waitForText("Launch? (Go (y) or No (n), Enter for No):"))
        labelled.send("go\r")
        #expect(labelled.waitForExit() == 0)
        #expect(labelled.standardOutput == "true\n")

        let empty = try confirm(["--accessible", "--default", "no", "Launch?"])
        #expect(empty.waitForText("Enter for No"))
        empty.send("\r")
        #expect(empty.waitForExit() == 1)
    }

    // MARK: Without a terminal

    @Test func withoutATerminalDefaultIsTheAnswer() throws {
        let yes = try E2E.pickerWithoutTerminal(["confirm", "--default", "yes", "Deploy?"])
        #expect(yes.waitForExit() == 0)
        #expect(yes.standardOutput == "")
        let no = try E2E.pickerWithoutTerminal(["confirm", "--default", "no", "Deploy?"])
        #expect(no.waitForExit() == 1)
        let json = try E2E.pickerWithoutTerminal(["confirm", "--default", "no", "--json"])
        #expect(json.waitForExit() == 1)
        #expect(json.standardOutput == "false\n")
    }

    @Test func withoutATerminalAndWithoutDefaultIsAnErrorNamingDefault() throws {
        let session = try E2E.pickerWithoutTerminal(["confirm", "Deploy?"])
        #expect(session.waitForExit() == 2)
        #expect(
            session.standardError
                == "picker: no terminal to ask on; give --default yes or --default no to answer without one\n")
        #expect(session.standardOutput == "")
    }

    @Test(arguments: [
        (["--affirmative", " "], "picker: --affirmative must not be empty"),
        (["--negative", ""], "picker: --negative must not be empty"),
        (["--affirmative", "OK", "--negative", "ok"], "picker: --affirmative and --negative are both 'OK'"),
        (["--default", "maybe"], "picker: --default 'maybe' is not one of yes or no"),
    ])
    func badLabelsAndDefaultsAreRefused(arguments: [String], message: String) throws {
        let session = try E2E.pickerWithoutTerminal(["confirm"] + arguments)
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix(message), "\(session.standardError)")
        #expect(session.standardError.filter { $0 == "\n" }.count == 1)
    }
}
