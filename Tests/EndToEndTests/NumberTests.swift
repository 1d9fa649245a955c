import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keys the number tests type beyond the shared ones.
extension Keys {
    static let shiftRight = "\u{1B}[1;2C"
}

/// `picker number` run for real in a pseudo-terminal.
@Suite struct NumberTests {
    static let weight = ["--min", "9", "--max", "999", "--step", "0.1", "--unit", "kg", "--wrap"]

    private func number(
        _ arguments: [String], environment: [String: String] = [:], columns: Int = 80, rows: Int = 24
    ) throws -> TerminalSession {
        try E2E.picker(["number"] + arguments, environment: environment, columns: columns, rows: rows)
    }

    /// Runs `picker number` without a controlling terminal (setsid), standard input empty.
    private func numberWithoutTerminal(_ arguments: [String]) throws -> TerminalSession {
        try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", #"exec setsid -w "$0" number "$@" < /dev/null"#, try pickerExecutablePath()] + arguments)
    }

    // MARK: The ruler

    /// The ruler's screens are in WholeScreenNumberTests.ruler.
    @Test func rulerStepsWithoutDriftAndPrintsTheStepsDecimals() throws {
        let session = try number(Self.weight + ["--value", "70.3", "--title", "Weight"])
        #expect(session.waitForText("70.3 kg"))
        session.send(Keys.repeated(Keys.right, 7))
        #expect(session.waitForText("71.0 kg"))
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "71.0\n")
        #expect(session.standardError == "")
    }

    @Test func shiftRightGoesTenStepsAndTheRulerWrapsPastTheMaximum() throws {
        let session = try number(Self.weight + ["--value", "998.5"])
        #expect(session.waitForText("998.5 kg"))
        session.send(Keys.shiftRight)
        #expect(session.waitForText("9.4 kg"), "999.0 and on to 9.0: 998.5 + 10 steps is 9.4")
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "9.4\n")
    }

    @Test func aTypedNumberAndEnterJumpThereAndASecondEnterAnswers() throws {
        let session = try number(Self.weight + ["--value", "70"])
        #expect(session.waitForText("70.0 kg"))
        session.send("1200")
        #expect(session.waitForText("→ 1200"))
        session.send(Keys.enter)
        #expect(session.waitForText("The value 1200 is out of range (9.0 to 999.0); using 999.0"))
        #expect(!session.hasExited, "the first Enter jumps")
        session.send("72.55" + Keys.enter)
        #expect(session.waitForText("Rounded to 72.6"))
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "72.6\n")
    }

    @Test func aDragFlingsTheRulerAndItSettlesOnATick() throws {
        let session = try number(Self.weight + ["--value", "70"])
        #expect(session.waitForText("70.0 kg"))
        let row = try #require(session.screenLines.firstIndex { $0.contains("70.0") && !$0.contains("kg") })
        // The pointer moves 4 columns (two steps) every 10 ms: a quick flick.
        session.send(Keys.Mouse.press(column: 60, row: row))
        for step in 1...8 {
            usleep(10_000)
            session.send(Keys.Mouse.drag(column: 60 - 4 * step, row: row))
        }
        session.send(Keys.Mouse.release(column: 28, row: row))
        #expect(session.waitUntil { !$0.screenText.contains("70.0 kg") })
        E2E.waitForStillness(session, quiet: 0.5)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        let answer = session.standardOutput.trimmingCharacters(in: .newlines)
        let value = try #require(Double(answer))
        #expect(value > 70.0 + 1.6, "dragged 32 columns (16 steps) and flung further: \(answer)")
        #expect(answer.split(separator: ".").last?.count == 1, "on a tick, with the step's one decimal")
    }

    @Test func escapeCancelsAndControlCInterrupts() throws {
        let cancelled = try number(["--value", "5"])
        #expect(cancelled.waitForText("▼"))
        cancelled.send(Keys.escape)
        #expect(cancelled.waitForExit() == 1)
        #expect(cancelled.standardOutput == "")
        let interrupted = try number([])
        #expect(interrupted.waitForText("▼"))
        interrupted.send(Keys.ctrlC)
        #expect(interrupted.waitForExit() == 130)
        #expect(interrupted.terminalModes == .cooked)
    }

    // MARK: The other styles and JSON

    @Test func wheelStyleShowsTheValuesOnAWheel() throws {
        let session = try number(["--style", "wheel", "--min", "1", "--max", "12", "--value", "6", "--unit", "h"])
        #expect(E2E.waitForBand(values: ["6 h"], in: session))
        #expect(session.screenText.contains("5 h") && session.screenText.contains("7 h"))
        session.send(Keys.down + Keys.down)
        #expect(E2E.waitForBand(values: ["8 h"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "8\n")
    }

    @Test func wheelStyleTypingANumberGoesToIt() throws {
        let session = try number(["--style", "wheel"] + Self.weight + ["--value", "70"])
        #expect(E2E.waitForBand(values: ["70.0 kg"], in: session))
        session.send("123.4")
        #expect(E2E.waitForBand(values: ["123.4 kg"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "123.4\n")
    }

    /// The mini style's screens are in WholeScreenNumberTests.mini.
    @Test func miniStyleShowsTheValueBetweenArrows() throws {
        let session = try number(["--style", "mini", "--min", "0", "--max", "100", "--step", "5", "--value", "50"])
        #expect(
            session.waitUntil { $0.screenLines.contains { $0.contains("◀") && $0.contains("50") && $0.contains("▶") } })
        session.send(Keys.right)
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "55\n")
    }

    @Test func jsonPrintsTheExactDigitsAsANumber() throws {
        let session = try number(["--json", "--min", "-5", "--max", "5", "--step", "0.25", "--value", "-2.5"])
        #expect(session.waitForText("-2.50"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "-2.50\n")
        let json = try JSONSerialization.jsonObject(
            with: Data(session.standardOutput.utf8), options: .fragmentsAllowed)
        #expect((json as? NSNumber)?.doubleValue == -2.5)
    }

    // MARK: Bad arguments

    @Test(arguments: [
        (["--min", "10", "--max", "5"], "picker: --min 10 is greater than --max 5\n"),
        (["--step", "0"], "picker: --step must be greater than 0 (got 0)\n"),
        (["--step", "-1"], "picker: --step must be greater than 0 (got -1)\n"),
        (["--value", "abc"], "picker: --value \"abc\" is not a number\n"),
        (["--value", "1e3"], "picker: --value \"1e3\" has an exponent: write the number out, as 1000\n"),
        (
            ["--value", "1,5"],
            "picker: --value \"1,5\" has a comma: write the decimal point as \".\" and no thousands separators\n"
        ),
        (
            ["--max", "1,000"],
            "picker: --max \"1,000\" has a comma: write the decimal point as \".\" and no thousands separators\n"
        ),
        (["--min", "-1e1"], "picker: --min \"-1e1\" has an exponent: write the number out, as -10\n"),
        (
            ["--step", "0,5"],
            "picker: --step \"0,5\" has a comma: write the decimal point as \".\" and no thousands separators\n"
        ),
        (["--major", "1e1"], "picker: --major \"1e1\" has an exponent: write the number out, as 10\n"),
        (["--value", "0x10"], "picker: --value \"0x10\" is not a number\n"),
        (
            ["--min", "0", "--max", "100000000"],
            "picker: --step 1 makes 100000001 ticks from --min to --max (at most 100000000)\n"
        ),
        (["--value", "200"], "picker: --value 200 is out of range (0 to 100)\n"),
        (["--value", "7\u{1B}[31m"], "picker: --value \"7^[[31m\" is not a number\n"),
        (["--major", "0"], "picker: --major must be from 1 to 1000000 (got 0)\n"),
    ])
    func badNumbersExitWithTwoAndOneLine(arguments: [String], message: String) throws {
        let session = try number(arguments)
        #expect(session.waitForExit() == 2)
        #expect(session.standardError == message)
        #expect(session.standardOutput == "")
        #expect(session.terminalModes == .cooked)
    }

    @Test func anUnknownStyleIsABadArgument() throws {
        let session = try number(["--style", "dial"])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix("picker: "))
        #expect(session.standardError.filter { $0 == "\n" }.count == 1)
    }

    // MARK: Without a terminal, and the line form

    @Test(arguments: [
        (["--default", "70.34", "--step", "0.1", "--max", "999"], Int32(0), "70.3\n"),
        (["--default", "70", "--step", "0.1", "--max", "999", "--json"], Int32(0), "70.0\n"),
        ([String](), Int32(2), ""),
        (["--default", "x"], Int32(2), ""),
    ])
    func withoutATerminalTheDefaultIsTheAnswer(arguments: [String], status: Int32, answer: String) throws {
        let session = try numberWithoutTerminal(arguments)
        #expect(session.waitForExit() == status)
        #expect(session.standardOutput == answer)
        if status != 0 {
            #expect(session.standardError.hasPrefix("picker: "))
            #expect(session.standardError.contains("--default"))
        }
    }

    @Test func accessibleModeAsksOnOneLineWithTheRulersRules() throws {
        let session = try number(Self.weight + ["--accessible", "--value", "70", "--title", "Weight"])
        let question = "Weight in kg (9.0 to 999.0, Enter for 70.0):"
        // Each answer is typed once the question is on screen again: typed sooner, the echo would
        // come before the question and the message would follow it on one wrapped line.
        let asked = { (times: Int) in
            session.waitUntil { $0.screenText.components(separatedBy: question).count - 1 >= times }
        }
        #expect(asked(1))
        #expect(session.mouseMode == 0 && !session.altScreen)
        session.send("abc\n")
        #expect(session.waitForText("The value \"abc\" is not a number."))
        #expect(asked(2))
        session.send("1000\n")
        #expect(session.waitForText("The value 1000 is out of range (9.0 to 999.0)."))
        #expect(asked(3))
        session.send("72.55\n")
        #expect(session.waitForText("Rounded to 72.6."))
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "72.6\n")
    }

    @Test func aDumbTerminalGetsTheLineAndEnterKeepsTheValue() throws {
        let session = try number(["--value", "42"], environment: ["TERM": "dumb"])
        #expect(session.waitForText("Number (0 to 100, Enter for 42):"))
        session.send("\n")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "42\n")
    }
}
