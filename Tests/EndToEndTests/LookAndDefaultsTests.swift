import Foundation
import Testing

/// `--theme` and `--color` on every subcommand, and `PICKER_DEFAULT_OPTS`, run for real.
@Suite struct LookAndDefaultsTests {
    /// The background of the band's first letter of `text`.
    func bandBackground(_ text: String, in session: TerminalSession) -> TerminalColor? {
        guard let row = E2E.bandRows(in: session).first ?? E2E.highlightedRows(in: session).first,
            let column = E2E.column(of: text, row: row, in: session)
        else { return nil }
        return session.cell(column: column, row: row).background
    }

    // MARK: Themes

    @Test func aNamedThemeColoursTheBand() throws {
        // `--exit-0` reads the whole list before the first frame: the theme holds on that path too.
        for extra in [[], ["--exit-0"]] {
            let session = try E2E.picker(["choose", "--theme", "ocean"] + extra + ["Luke", "Leia"])
            #expect(E2E.waitForBand("Luke", in: session))
            #expect(bandBackground("Luke", in: session) == .indexed(24), "ocean's band, \(extra)")
            session.send(Keys.escape)
            #expect(session.waitForExit() == 1)
        }
        let date = try E2E.picker(["date", "--theme", "amber", "--value", "2024-01-15"])
        #expect(date.waitUntil { E2E.highlightedRows(in: $0).count == 1 })
        let band = try #require(E2E.highlightedRows(in: date).first)
        let backgrounds = (0..<date.columns).map { date.cell(column: $0, row: band).background }
        #expect(backgrounds.contains(TerminalColor.indexed(214)), "amber's band on the focused wheel: \(backgrounds)")
        date.send(Keys.escape)
        #expect(date.waitForExit() == 1)
    }

    @Test func aColorSpecChangesPartsOfTheLook() throws {
        let session = try E2E.picker(
            [
                "wheel", "--theme", "ocean", "--color", "band:#ff8800,title:underline", "--title", "Pick", "--column",
                "a,b",
            ],
            environment: ["COLORTERM": "truecolor"])
        #expect(E2E.waitForBand(values: ["a"], in: session))
        #expect(bandBackground("a", in: session) == .rgb(255, 136, 0))
        let title = try #require(E2E.row(containing: "Pick", in: session))
        #expect(session.cell(column: 0, row: title).underline)
        #expect(session.cell(column: 0, row: title).foreground == .indexed(159), "ocean's title colour stays")
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test func noColorLeavesOnlyTheAttributes() throws {
        let session = try E2E.picker(
            ["choose", "--theme", "ocean", "--color", "band:red,match:bold", "Luke", "Leia"],
            environment: ["NO_COLOR": "1"])
        #expect(E2E.waitForBand("Luke", in: session, reverse: true))
        for row in 0..<session.rows {
            for column in 0..<session.columns {
                let cell = session.cell(column: column, row: row)
                #expect(cell.foreground == .default && cell.background == .default, "\(cell)")
            }
        }
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test(arguments: [
        ["choose", "a"], ["wheel", "--column", "a"], ["date"], ["number"], ["confirm"], ["file"], ["input"],
        ["write"], ["demo"],
    ])
    func aBadThemeOrSpecIsAnErrorNamingTheOption(arguments: [String]) throws {
        let theme = try E2E.pickerWithoutTerminal(arguments + ["--theme", "sepia"])
        #expect(theme.waitForExit() == 2)
        #expect(
            theme.standardError.hasPrefix("picker: --theme 'sepia' is not a theme: default, light, bw, ocean, amber"),
            "\(theme.standardError)")
        let spec = try E2E.pickerWithoutTerminal(
            arguments + ["--color", "band:#12345"], environment: ["NO_COLOR": "1"])
        #expect(spec.waitForExit() == 2)
        #expect(
            spec.standardError.hasPrefix(
                "picker: --color: '#12345' in 'band:#12345' is not a colour: write #rrggbb, six hexadecimal digits"),
            "\(spec.standardError)")
    }

    // MARK: PICKER_DEFAULT_OPTS

    @Test func defaultOptionsApplyAndExplicitOnesWin() throws {
        let defaults = ["PICKER_DEFAULT_OPTS": "--title 'From the defaults' --no-hints --cycle"]
        let session = try E2E.picker(["choose", "Luke", "Leia"], environment: defaults)
        #expect(E2E.waitForBand("Luke", in: session))
        #expect(session.screenText.contains("From the defaults"))
        #expect(!session.screenText.contains("enter choose"), "--no-hints came from the defaults")
        session.send(Keys.up)
        #expect(E2E.waitForBand("Leia", in: session), "--cycle came from the defaults")
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)

        let explicit = try E2E.picker(["choose", "--title", "Mine", "Luke", "Leia"], environment: defaults)
        #expect(E2E.waitForBand("Luke", in: explicit))
        #expect(explicit.screenText.contains("Mine"))
        #expect(!explicit.screenText.contains("From the defaults"), "the explicit --title replaces the default")
        explicit.send(Keys.escape)
        #expect(explicit.waitForExit() == 1)
    }

    @Test func anExplicitRepeatableOptionReplacesAllTheDefaultsOnes() throws {
        let defaults = ["PICKER_DEFAULT_OPTS": "--column a,b --column c,d --default b --default d"]
        let fromDefaults = try E2E.pickerWithoutTerminal(["wheel"], environment: defaults)
        #expect(fromDefaults.waitForExit() == 0)
        #expect(fromDefaults.standardOutput == "b\td\n")
        let explicit = try E2E.pickerWithoutTerminal(
            ["wheel", "--column", "x,y", "--default", "y"], environment: defaults)
        #expect(explicit.waitForExit() == 0)
        #expect(explicit.standardOutput == "y\n")
    }

    @Test func noXReplacesADefaultX() throws {
        let defaults = ["PICKER_DEFAULT_OPTS": "--limit 2"]
        let session = try E2E.picker(["choose", "--no-limit", "a", "b", "c"], environment: defaults)
        #expect(E2E.waitForBand("○ a", in: session), "\(session.standardError)")
        session.send(Keys.tab + Keys.tab + Keys.tab + Keys.enter)  // Tab marks and moves on
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "a\nb\nc\n", "more than the default limit of 2")
    }

    @Test func eachSubcommandTakesTheDefaultOptionsItHas() throws {
        let defaults = ["PICKER_DEFAULT_OPTS": "--filter --cycle --height 9 --step 0.5 --json"]
        let confirm = try E2E.pickerWithoutTerminal(["confirm", "--default", "yes"], environment: defaults)
        #expect(confirm.waitForExit() == 0)
        #expect(confirm.standardOutput == "true\n", "--json applied; --filter, --cycle, --height, --step left out")
        let number = try E2E.pickerWithoutTerminal(["number", "--default", "2"], environment: defaults)
        #expect(number.waitForExit() == 0)
        #expect(number.standardOutput == "2.0\n", "--step 0.5 applied: the answer has its decimals")
        let date = try E2E.pickerWithoutTerminal(["date", "--default", "2024-01-15"], environment: defaults)
        #expect(date.waitForExit() == 0)
        #expect(date.standardOutput == #"{"value":"2024-01-15"}"# + "\n")
    }

    @Test func wordsAreSplitAndQuotedAsAShellDoes() throws {
        let quoted = ["PICKER_DEFAULT_OPTS": #"  --default "it's \"quoted\" \\ \$x"  "#]
        let input = try E2E.pickerWithoutTerminal(["input"], environment: quoted)
        #expect(input.waitForExit() == 0)
        #expect(input.standardOutput == #"it's "quoted" \ $x"# + "\n")
        let escaped = ["PICKER_DEFAULT_OPTS": #"--affirmative=Go\ on --negative 'Not '"now""#]
        let session = try E2E.picker(["confirm", "Ready?"], environment: escaped)
        #expect(session.waitForText("Go on"))
        #expect(session.screenText.contains("Not now"))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test(arguments: [
        ("--bogus", "picker: PICKER_DEFAULT_OPTS: no subcommand has an option --bogus"),
        ("--title 'open", "picker: PICKER_DEFAULT_OPTS: a quote (') is not closed"),
        (#"--title "open"#, #"picker: PICKER_DEFAULT_OPTS: a quote (") is not closed"#),
        ("Luke", "picker: PICKER_DEFAULT_OPTS: 'Luke' is not an option (it holds options only"),
        ("--title", "picker: PICKER_DEFAULT_OPTS: --title needs a value"),
        ("--cycle=yes", "picker: PICKER_DEFAULT_OPTS: --cycle takes no value (in '--cycle=yes')"),
        ("--help", "picker: PICKER_DEFAULT_OPTS: --help cannot be given by default"),
        ("--height 0", "picker: PICKER_DEFAULT_OPTS: --height must be positive"),
        ("--theme sepia", "picker: PICKER_DEFAULT_OPTS: --theme 'sepia' is not a theme"),
    ])
    func aBadDefaultIsAnErrorNamingTheVariable(value: String, message: String) throws {
        let session = try E2E.pickerWithoutTerminal(
            ["choose", "--default", "b", "a", "b"], environment: ["PICKER_DEFAULT_OPTS": value])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix(message), "\(session.standardError)")
        #expect(session.standardError.filter { $0 == "\n" }.count == 1)
    }

    /// An option means what it means to its subcommand: a default one subcommand cannot use is
    /// left out for it, as options it lacks are (`--height 40%` is a wheel's rows, not `write`'s
    /// lines; `--limit 3` is choose's alone); a value no subcommand takes is still a mistake.
    @Test(arguments: [
        (["write", "--default", "hi"], "--height 40%", 0, "hi\n"),
        (["choose", "--default", "a", "a"], "--height 40% --limit 3", 0, "a\n"),
        (["write", "--default", "hi"], "--height 0", 2, ""),
        (["date", "--default", "2024-01-15"], "--height 40% --cycle --limit 3", 0, "2024-01-15\n"),
    ])
    func aDefaultOneSubcommandCannotUseIsLeftOutForIt(
        arguments: [String], defaults: String, status: Int32, output: String
    ) throws {
        let session = try E2E.pickerWithoutTerminal(arguments, environment: ["PICKER_DEFAULT_OPTS": defaults])
        #expect(session.waitForExit() == status, "\(session.standardError)")
        #expect(session.standardOutput == output)
        if status != 0 { #expect(session.standardError.hasPrefix("picker: PICKER_DEFAULT_OPTS: --height must be")) }
    }

    @Test func aBadExplicitOptionIsNotBlamedOnTheVariable() throws {
        let session = try E2E.pickerWithoutTerminal(
            ["choose", "--height", "0", "--default", "b", "a", "b"], environment: ["PICKER_DEFAULT_OPTS": "--cycle"])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix("picker: --height must be positive"))
    }

    /// The merge reads which options take a value from a table written out for speed; a debug
    /// build of picker compares it with the parser's options whenever the variable is set.
    @Test(arguments: CommandLineTests.subcommands)
    func theWrittenOptionTableOfEverySubcommandMatchesTheParser(subcommand: String) throws {
        let session = try E2E.pickerWithoutTerminal(
            [subcommand, "--help"], environment: ["PICKER_DEFAULT_OPTS": "--theme bw"])
        #expect(session.waitForExit() == 0, "\(session.standardError)")
        #expect(session.standardError == "")
    }

    @Test func anEmptyVariableChangesNothingAndHelpStillWorks() throws {
        let empty = try E2E.pickerWithoutTerminal(
            ["choose", "--default", "b", "a", "b"], environment: ["PICKER_DEFAULT_OPTS": "  "])
        #expect(empty.waitForExit() == 0)
        #expect(empty.standardOutput == "b\n")
        let help = try E2E.pickerWithoutTerminal(["confirm", "--help"], environment: ["PICKER_DEFAULT_OPTS": "--json"])
        #expect(help.waitForExit() == 0)
        #expect(help.standardOutput.contains("--affirmative"))
    }
}
