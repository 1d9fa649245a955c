import Foundation
import Testing

/// The scripter's contract (issue 19), run for real: every subcommand keeps the same rules for
/// repeated and unknown options, defaults, timeouts, heights and errors, with a terminal and
/// without one.
@Suite struct ScriptingContractTests {
    static let now = ["PICKER_NOW": "2024-01-15T14:30"]

    /// Runs `picker` without a terminal and gives its status, output and error.
    func run(_ arguments: [String], environment: [String: String] = now) throws -> (Int32?, String, String) {
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", #"exec setsid -w "$0" "$@" < /dev/null"#, try pickerExecutablePath()] + arguments,
            environment: environment)
        return (session.waitForExit(), session.standardOutput, session.standardError)
    }

    // MARK: The command line

    @Test func noSubcommandPrintsTheHelpOnStandardErrorWithStatus2() throws {
        let (status, output, error) = try run([])
        #expect(status == 2)
        #expect(output == "")
        #expect(error.contains("USAGE: picker <subcommand>") && error.contains("choose"))
    }

    @Test(arguments: [
        (["date", "--value", "2024-01-01", "--value", "2024-01-02"], "--value"),
        (["date", "--value=2024-01-01", "--default", "2024-01-03", "--value", "2024-01-02"], "--value"),
        (["number", "--min", "1", "--min=2", "--default", "3"], "--min"),
        (["wheel", "--column", "a", "--separator", ":", "--separator", "/", "--default", "a"], "--separator"),
        (["choose", "--title", "One", "--title", "Two", "--default", "x", "x"], "--title"),
        (["choose", "--height", "3", "--height", "5", "--default", "x", "x"], "--height"),
    ])
    func aRepeatedOptionThatTakesOneValueIsAnError(arguments: [String], option: String) throws {
        let (status, output, error) = try run(arguments)
        #expect(status == 2)
        #expect(output == "")
        #expect(error.hasPrefix("picker: \(option) takes one value, but was given 2:"), "\(error)")
        #expect(error.filter { $0 == "\n" }.count == 1)
    }

    @Test func optionsThatTakeSeveralValuesMayRepeat() throws {
        let (status, output, _) = try run([
            "wheel", "--column", "a,b", "--column", "c,d", "--default", "b", "--default", "c",
        ])
        #expect(status == 0)
        #expect(output == "b\tc\n")
    }

    @Test func anUnknownOptionIsAnsweredWithANearNameOrTheSubcommandsOptions() throws {
        let near = try run(["wheel", "--column", "a", "--heigth", "3"])
        #expect(near.0 == 2)
        #expect(near.2 == "picker: unknown option '--heigth' for picker wheel; did you mean '--height'?\n")
        // Nothing near: no far-fetched guess, but the options there are.
        let far = try run(["number", "--header", "x"])
        #expect(far.0 == 2)
        #expect(
            far.2.hasPrefix("picker: unknown option '--header' for picker number (its options: --title "), "\(far.2)")
        #expect(!far.2.contains("did you mean") && far.2.contains("--step") && far.2.contains("--default"))
        let typo = try run(["choose", "--defualt", "a", "a"])
        #expect(typo.2.contains("did you mean '--default'?"), "\(typo.2)")
    }

    /// How the reader takes words, as swift-argument-parser's users expect and a script needs:
    /// values that start with "-", `--name=value`, `--` before items, and a clear line for each
    /// mistake.
    @Test(arguments: [
        (["number", "--min", "-5", "--max", "5", "--default", "-3"], 0, "-3\n", ""),
        (["number", "--min=-5", "--max=5", "--default=-3"], 0, "-3\n", ""),
        (["choose", "--title=--json", "--default", "a", "a"], 0, "a\n", ""),
        (["choose", "--default", "-5", "--", "-5", "a"], 0, "-5\n", ""),
        (["choose", "--default=--help", "--", "--help"], 0, "--help\n", ""),
        (["choose", "--json", "--json", "--default", "a", "a"], 0, "{\"index\":0,\"value\":\"a\"}\n", ""),
        (["choose", "a", "--default", "a", "b"], 0, "a\n", ""),
        (
            ["choose", "--title", "--json", "a"], 2, "",
            "picker: --title needs a value (<title>), but the next word, '--json', is an option; write --title=--json to give it as the value\n"
        ),
        (["choose", "--json=yes", "a"], 2, "", "picker: --json takes no value (in '--json=yes')\n"),
        (["wheel", "--column"], 2, "", "picker: --column needs a value (<values>)\n"),
        (
            ["choose", "-5", "a"], 2, "",
            "picker: unknown option '-5' for picker choose; an argument that starts with '-' goes after --: picker choose -- -5\n"
        ),
        (
            ["confirm", "Sure?", "Really?"], 2, "",
            "picker: unexpected argument 'Really?': picker confirm takes one <question> (quote it if it has blanks)\n"
        ),
        (
            ["number", "7"], 2, "",
            "picker: unexpected argument '7': picker number takes options only (see picker number --help)\n"
        ),
        (["choose", "--style", "dial", "a"], 2, "", "picker: --style 'dial' is not one of wheel or mini\n"),
        (["--frob"], 2, "", "picker: unknown option '--frob': picker takes a subcommand first (see picker --help)\n"),
        (["--version"], 0, "0.1.0\n", ""),
        (["choose", "a", "--version"], 0, "0.1.0\n", ""),
    ])
    func theReaderTakesWordsAsScriptsWriteThem(arguments: [String], status: Int32, output: String, error: String)
        throws
    {
        let result = try run(arguments)
        #expect(result.0 == status, "\(arguments): \(result.2)")
        #expect(result.1 == output)
        #expect(result.2 == error)
    }

    /// `-h` or `--help` anywhere before `--` asks for help, unless it is an option's value.
    @Test(arguments: [
        ["choose", "a", "-h"], ["choose", "--limit", "2", "--help", "a"], ["date", "--mode", "time", "-h"],
    ])
    func helpAnywhereIsHelp(arguments: [String]) throws {
        let (status, output, error) = try run(arguments)
        #expect(status == 0)
        #expect(output.hasPrefix("OVERVIEW: ") && output.contains("USAGE: picker \(arguments[0])"))
        #expect(error == "")
    }

    // MARK: Answers without a terminal

    @Test(arguments: [["choose", "a", "b"], ["wheel", "--column", "a,b"], ["date"], ["number"]])
    func withoutATerminalEverySubcommandSaysToPassDefault(arguments: [String]) throws {
        let (status, output, error) = try run(arguments)
        #expect(status == 2)
        #expect(output == "")
        #expect(error.hasPrefix("picker: no terminal to ask on"), "\(error)")
        #expect(error.contains("give --default"), "\(error)")
    }

    @Test(arguments: [
        (["--no-limit", "--json", "--default", "b"], #"[{"index":1,"value":"b"}]"#),
        (["--limit", "2", "--default", "c", "--default", "a"], "a\nc"),
        (["--no-limit", "--ordered", "--default", "c", "--default", "a"], "c\na"),
        (["--json", "--default", "b"], #"{"index":1,"value":"b"}"#),
    ])
    func chooseAnswersEveryDefaultInTheShapeEnterGives(flags: [String], answer: String) throws {
        let (status, output, error) = try run(["choose"] + flags + ["a", "b", "c"])
        #expect(status == 0, "\(error)")
        #expect(output == answer + "\n")
    }

    @Test func theShapeOfChoosesAnswerDoesNotDependOnTheTerminal() throws {
        let session = try E2E.picker(["choose", "--no-limit", "--json", "--default", "b", "a", "b"])
        #expect(E2E.waitForBand("○ a", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == #"[{"index":0,"value":"a"}]"# + "\n")
    }

    // MARK: --print0

    /// Runs `picker` without a terminal and gives its status and output's bytes.
    func runBytes(_ arguments: [String]) throws -> (Int32?, [UInt8], String) {
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", #"exec setsid -w "$0" "$@" < /dev/null"#, try pickerExecutablePath()] + arguments,
            environment: Self.now)
        return (session.waitForExit(), session.standardOutputBytes, session.standardError)
    }

    @Test func print0EndsEveryLineOfChoosesAnswerWithNUL() throws {
        let (status, output, error) = try runBytes([
            "choose", "--no-limit", "--print0", "--print-query", "--query", "a", "--default", "b\nc", "--default", "a",
            "a", "b\nc",
        ])
        #expect(status == 0, "\(error)")
        #expect(output == Array("a\0a\0b\nc\0".utf8), "the query, then each item: an item may hold a newline")
        let (one, single, _) = try runBytes(["choose", "--print0", "--default", "b", "a", "b"])
        #expect(one == 0 && single == Array("b\0".utf8))
    }

    @Test func print0EndsEachOfAWheelsValuesWithNUL() throws {
        let (status, output, error) = try runBytes([
            "wheel", "--column", "x,y", "--column", "1,2", "--default", "y", "--default", "2", "--print0",
        ])
        #expect(status == 0, "\(error)")
        #expect(output == Array("y\u{0}2\u{0}".utf8))
    }

    @Test(arguments: [
        (["choose", "--print0", "--json", "a"], "--print0 and --json cannot be used together"),
        (["wheel", "--column", "x", "--print0", "--json"], "--print0 and --json cannot be used together"),
        (
            ["wheel", "--column", "x", "--print0", "--separator", ","],
            "--print0 and --separator cannot be used together"
        ),
    ])
    func print0RefusesTheOptionsThatShapeTheAnswerOtherwise(arguments: [String], message: String) throws {
        let (status, output, error) = try run(arguments)
        #expect(status == 2 && output.isEmpty)
        #expect(error == "picker: \(message)\n")
    }

    @Test func aRepeatedDefaultWithoutALimitIsAnError() throws {
        let (status, _, error) = try run(["choose", "--default", "a", "--default", "b", "a", "b"])
        #expect(status == 2)
        #expect(error.hasPrefix("picker: --default is given 2 times, but one item is chosen"), "\(error)")
    }

    @Test(arguments: [
        (["date", "--value", "2024-03-01", "--default", "2024-02-01"], "2024-02-01"),
        (["number", "--value", "5", "--default", "7"], "7"),
        (["number", "--max", "1", "--step", "0.1", "--default", "0.34"], "0.3"),
        (["date", "--mode", "time", "--minute-interval", "15", "--default", "14:37"], "14:30"),
    ])
    func valueIsWhereThePickerStartsAndDefaultTheAnswer(arguments: [String], answer: String) throws {
        let (status, output, error) = try run(arguments)
        #expect(status == 0, "\(error)")
        #expect(output == answer + "\n")
    }

    @Test(arguments: [["date", "--value", "2024-03-01"], ["number", "--value", "5"]])
    func aValueAloneIsNoAnswerWithoutATerminal(arguments: [String]) throws {
        let (status, output, error) = try run(arguments)
        #expect(status == 2)
        #expect(output == "")
        #expect(error.contains("give --default"), "\(error)")
    }

    @Test func withATerminalValueIsWhereTheRulerStarts() throws {
        let session = try E2E.picker(["number", "--value", "42", "--default", "7", "--style", "wheel"])
        #expect(E2E.waitForBand(values: ["42"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "42\n")
    }

    // MARK: Dates

    @Test(arguments: [
        (["--format", "%d.%m.%Y"], #"picker: --format "%d.%m.%Y" has strftime's %d; it takes a Unicode date pattern"#),
        (["--format", ""], #"picker: --format "" writes no part of the date; it takes a Unicode date pattern"#),
        (["--format", "'on the day'"], "writes no part of the date"),
        (["--format", "dd.ii"], "i is no pattern letter"),
    ])
    func formatRefusesWhatIsNoDatePattern(arguments: [String], message: String) throws {
        let (status, output, error) = try run(["date", "--default", "2024-01-15"] + arguments)
        #expect(status == 2)
        #expect(output == "")
        #expect(error.contains(message), "\(error)")
        #expect(error.filter { $0 == "\n" }.count == 1)
    }

    @Test func formatWarnsAboutTheWeeksYearUnlessTheWeekIsWritten() throws {
        let warned = try run(["date", "--default", "2024-12-30", "--format", "YYYY-MM-dd"])
        #expect(warned.0 == 0 && warned.1 == "2025-12-30\n")
        #expect(warned.2.hasPrefix(#"picker: --format "YYYY-MM-dd": Y is the year of the week"#), "\(warned.2)")
        let asked = try run(["date", "--default", "2024-12-30", "--format", "YYYY-'W'ww"])
        #expect(asked.0 == 0 && asked.1 == "2025-W01\n" && asked.2 == "")
    }

    @Test(arguments: [
        (["--select", "range", "--default", "2024-01-15"], "START/END"),
        (["--select", "range", "--default", "2024-01-15/x"], "START/END"),
        (["--select", "multiple", "--default", "2024-01-15,x"], "separated by commas"),
        (["--default", "15.01.2024"], "expected YYYY-MM-DD"),
    ])
    func anErrorNamesTheFormOfTheWholeValueOnce(arguments: [String], form: String) throws {
        let (status, _, error) = try run(["date"] + arguments)
        #expect(status == 2)
        #expect(error.contains(form), "\(error)")
        #expect(error.components(separatedBy: "YYYY-MM-DD").count == 2, "the form once: \(error)")
    }

    // MARK: The timeout

    @Test(arguments: [
        (["choose", "a", "b", "c"], "a"),
        (["choose", "--selected", "b", "a", "b", "c"], "b"),
        (["choose", "--default", "c", "a", "b", "c"], "c"),
        (["choose", "--style", "mini", "--default", "c", "a", "b", "c"], "c"),
        (["choose", "--no-limit", "--selected", "c", "--selected", "b", "a", "b", "c"], "b\nc"),
        (["wheel", "--column", "Ham,Turkey", "--column", "Rye,White", "--selected", "Turkey"], "Turkey\tRye"),
        (["wheel", "--column", "Ham,Turkey", "--default", "Ham", "--selected", "Turkey"], "Ham"),
        (["number", "--value", "5"], "5"),
        (["number", "--value", "5", "--default", "9"], "9"),
        (["date", "--value", "2024-03-01"], "2024-03-01"),
        (["date", "--value", "2024-03-01", "--default", "2024-02-01"], "2024-02-01"),
        (["date", "--accessible", "--default", "2024-02-01"], "2024-02-01"),
    ])
    func whenTheTimeRunsOutTheDefaultOrWhatIsShownIsTheAnswer(arguments: [String], answer: String) throws {
        let session = try E2E.picker(arguments + ["--timeout", "0.5"], environment: Self.now)
        #expect(session.waitForExit() == 0, "\(session.standardError)")
        #expect(session.standardOutput == answer + "\n")
    }

    @Test func timeoutStatusKeepsStatus124() throws {
        let session = try E2E.picker(["choose", "--timeout", "0.5", "--timeout-status", "--default", "a", "a", "b"])
        #expect(session.waitForExit() == 124)
        #expect(session.standardOutput == "")
    }

    @Test func nothingToAnswerWhenTheTimeRunsOutIsStatus124() throws {
        let session = try E2E.picker(["choose", "--filter", "--timeout", "1.5", "a", "b"])
        #expect(E2E.waitForBand("a", in: session))
        session.send("zz")
        #expect(session.waitForText("no match"))
        #expect(session.waitForExit() == 124)
        #expect(session.standardOutput == "")
    }

    /// A duration is read as hours, minutes and seconds: the countdown starts from it.
    @Test(arguments: [("1m30s", "1:30 left"), ("2m", "2:00 left"), ("1h", "1:00:00 left"), ("0.5m", "30s left")])
    func timeoutTakesADuration(duration: String, shown: String) throws {
        let session = try E2E.picker(["choose", "--timeout", duration, "a", "b"])
        #expect(session.waitForText(shown), "\(session.screenText)")
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test func theHelpSaysWhatTheTimeoutAnswers() throws {
        let (status, output, _) = try run(["choose", "--help"])
        #expect(status == 0)
        let flat = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("--timeout-status"))
        #expect(flat.contains("with --default if given, else with what the picker shows"), "\(flat)")
    }

    // MARK: Heights

    @Test func anEvenHeightPutsTheBandOneRowAboveTheMiddle() throws {
        let session = try E2E.picker(["wheel", "--column", "a,b,c,d,e,f,g", "--selected", "d", "--height", "4"])
        #expect(E2E.waitForBand(values: ["d"], in: session))
        let band = try #require(E2E.highlightedRows(in: session).first)
        let lines = session.screenLines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines[(band - 1)...(band + 2)]) == ["c", "d", "e", "f"])
        #expect(!lines.contains("b") && !lines.contains("g"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "d\n")
    }

    @Test func aPercentageIsAShareOfTheTerminalsRows() throws {
        let items = (1...40).map { "item \($0)" }
        let session = try E2E.picker(["choose", "--height", "50%"] + items, rows: 20)
        #expect(E2E.waitForBand("item 1", in: session))
        let lines = session.screenLines
        let query = try #require(lines.firstIndex { $0.hasPrefix("Jump") })
        let hints = try #require(lines.firstIndex { $0.contains("enter choose") })
        #expect(hints - query - 1 == 10, "\(session.screenText)")
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test(arguments: [
        ("0%", "picker: --height takes a percentage from 1% to 100% of the terminal's rows (got 0%)"),
        ("101%", "picker: --height takes a percentage from 1% to 100% of the terminal's rows (got 101%)"),
        ("40.5%", #"picker: --height takes rows such as 7, or a whole percentage such as 40% (got "40.5%")"#),
        ("0", "picker: --height must be positive (got 0)"),
    ])
    func aHeightOutOfRangeIsAOneLineError(height: String, message: String) throws {
        for subcommand in [["choose", "--default", "a", "a"], ["wheel", "--column", "a", "--default", "a"], ["date"]] {
            let (status, _, error) = try run(subcommand + ["--height", height])
            #expect(status == 2)
            #expect(error.hasPrefix(message), "\(subcommand): \(error)")
            #expect(error.filter { $0 == "\n" }.count == 1)
        }
    }

    // MARK: Labels on a wheel

    static let cron = [
        "wheel", "--header", "Minute,Hour,Days", "--label-delimiter", ":", "--column", "0,15,30,45", "--column",
        "9,12,18", "--column", "Every day:*,Mon-Fri:1-5,Weekends:6-7",
    ]

    @Test func aWheelShowsLabelsAndPrintsValues() throws {
        let session = try E2E.picker(Self.cron + ["--selected", "30", "--selected", "9", "--selected", "1-5"])
        #expect(E2E.waitForBand(values: ["30", "9", "Mon-Fri"], in: session))
        #expect(!session.screenText.contains("1-5"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "30\t9\t1-5\n")
    }

    @Test func aWheelsLabelMayHoldTheDelimiterEscaped() throws {
        let (status, output, error) = try run([
            "wheel", "--label-delimiter", ":", "--column", #"02\:00:2,03\:00:3"#, "--default", "3", "--json",
        ])
        #expect(status == 0, "\(error)")
        #expect(output == #"[{"label":"03:00","value":"3"}]"# + "\n")
        let session = try E2E.picker(["wheel", "--label-delimiter", ":", "--column", #"02\:00:2,03\:00:3"#])
        #expect(E2E.waitForBand(values: ["02:00"], in: session))
        session.send(Keys.down + Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "3\n")
    }

    @Test func aWheelsJSONCarriesLabelsAndValues() throws {
        let (status, output, error) = try run(
            Self.cron + ["--default", "0", "--default", "18", "--default", "Weekends:6-7", "--json"])
        #expect(status == 0, "\(error)")
        #expect(
            output
                == #"[{"label":"0","value":"0"},{"label":"18","value":"18"},{"label":"Weekends","value":"6-7"}]"#
                + "\n")
    }

    // MARK: The README's branch switcher

    @Test func theReadmesBranchSwitcherWorksAsWritten() throws {
        let line = try #require(
            ReadmeCommandTests.readme.split(separator: "\n").first { $0.contains("git branch --format") },
            "the README has a branch switcher")
        let command = String(line.split(separator: "#")[0]).trimmingCharacters(in: .whitespaces)
        let directory = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bin = URL(fileURLWithPath: try pickerExecutablePath()).deletingLastPathComponent().path
        let session = try E2E.shell(
            """
            cd "\(directory.path)" && git init -q -b main . && git -c user.name=t -c user.email=t@t commit -q \
            --allow-empty -m one && git branch feature && git branch hotfix && PATH="\(bin):$PATH" && \(command) \
            && git branch --show-current
            """)
        #expect(session.waitForText("feature"))
        #expect(!session.screenText.contains("* main"), "the current branch's marker is not part of an item")
        session.send("hot")
        #expect(E2E.waitForBand("hotfix", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0, "\(session.standardError)")
        #expect(session.standardOutput.hasSuffix("hotfix\n"), "\(session.standardOutput)")
    }
}
