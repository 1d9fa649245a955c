import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `picker choose` run for real in a pseudo-terminal.
@Suite struct ChooseTests {
    static let characters = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]

    func choose(
        _ arguments: [String], environment: [String: String] = [:],
        stdin: TerminalSession.Stdin = .terminal, columns: Int = 80, rows: Int = 24
    ) throws -> TerminalSession {
        try E2E.picker(["choose"] + arguments, environment: environment, stdin: stdin, columns: columns, rows: rows)
    }

    // MARK: Answers and exit statuses

    @Test func argumentsAreItemsAndTheAnswerGoesToStandardOutput() throws {
        // The screens themselves: WholeScreenChooseTests.wheel.
        let session = try choose(Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send(Keys.repeated(Keys.down, 3))
        #expect(E2E.waitForBand("Chewbacca", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Chewbacca\n")
        #expect(session.standardError == "")
        #expect(!session.screenText.contains("Chewbacca\n"), "the answer is not typed on the terminal")
    }

    @Test func itemsComeFromStandardInputLineByLine() throws {
        let session = try choose([], stdin: .data(Array("alpha\nbeta\ngamma delta\n".utf8)))
        #expect(E2E.waitForBand("alpha", in: session))
        #expect(session.waitForText("gamma delta"))
        session.send(Keys.down)
        #expect(E2E.waitForBand("beta", in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand("gamma delta", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "gamma delta\n")
    }

    @Test func aLastLineWithoutNewlineIsAnItem() throws {
        let session = try choose([], stdin: .data(Array("one\ntwo".utf8)))
        #expect(E2E.waitForBand("one", in: session))
        session.send(Keys.end)
        #expect(E2E.waitForBand("two", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "two\n")
    }

    @Test func selectedOptionStartsOnThatItem() throws {
        let session = try choose(["--selected", "Han"] + Self.characters)
        #expect(E2E.waitForBand("Han", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Han\n")
    }

    @Test func selectedOptionWorksForStreamedItems() throws {
        let items = (1...500).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let session = try choose(["--selected", "line 321"], stdin: .data(Array(items.utf8)))
        #expect(E2E.waitForBand("line 321", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "line 321\n")
    }

    @Test func jsonAnswerHasIndexAndValue() throws {
        let session = try choose(["--json", "--selected", "Chewbacca"] + Self.characters)
        #expect(E2E.waitForBand("Chewbacca", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == #"{"index":3,"value":"Chewbacca"}"# + "\n")
    }

    @Test func jsonEscapesQuotesAndBackslashes() throws {
        let session = try choose(["--json", #"say "hi" \ bye"#])
        #expect(session.waitForText("say"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == #"{"index":0,"value":"say \"hi\" \\ bye"}"# + "\n")
    }

    @Test func escapeCancelsWithStatusOne() throws {
        let session = try choose(Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand("Leia", in: session))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
        #expect(session.standardOutput == "")
    }

    @Test func controlCInterruptsWithStatus130() throws {
        let session = try choose(Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send(Keys.ctrlC)
        #expect(session.waitForExit() == 130)
        #expect(session.standardOutput == "")
    }

    @Test func timeoutStatusExitsWith124() throws {
        let session = try choose(["--timeout", "0.5", "--timeout-status"] + Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        #expect(session.waitForExit() == 124)
        #expect(session.standardOutput == "")
    }

    // MARK: Bad input

    @Test(arguments: [
        ["--height", "1000", "a", "b"],
        ["--height", "0", "a"],
        ["--timeout", "-1", "a"],
        ["--no-such-option", "a"],
    ])
    func badArgumentsExitWithTwoAndOneLine(arguments: [String]) throws {
        let session = try choose(arguments)
        #expect(session.waitForExit() == 2)
        let message = session.standardError
        #expect(message.hasPrefix("picker: "), "stderr: \(message.debugDescription)")
        #expect(message.hasSuffix("\n"))
        #expect(message.dropLast().contains("\n") == false, "one line: \(message.debugDescription)")
        #expect(session.standardOutput == "")
        #expect(session.terminalModes == .cooked)
    }

    @Test func noItemsOnATerminalIsAnError() throws {
        let session = try choose([])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix("picker: "))
        #expect(session.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func emptyStandardInputIsAnError() throws {
        let session = try choose([], stdin: .data([]))
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix("picker: "))
        #expect(session.standardError.filter { $0 == "\n" }.count == 1)
        #expect(session.standardOutput == "")
        #expect(session.terminalModes == .cooked)
    }

    @Test func withoutATerminalItExitsWithTwo() throws {
        // setsid -w runs picker in a new session that has no controlling terminal.
        let picker = try pickerExecutablePath()
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", #"exec setsid -w "$0" choose a b c < /dev/null"#, picker])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix("picker: "), "stderr: \(session.standardError.debugDescription)")
        #expect(session.standardError.filter { $0 == "\n" }.count == 1)
        #expect(session.standardOutput == "")
    }

    @Test(arguments: [
        (#"exec setsid -w "$0" choose --default b a b c < /dev/null"#, 0, "b\n"),
        (#"printf 'x\ny\n' | exec setsid -w "$0" choose --json --default y"#, 0, #"{"index":1,"value":"y"}"# + "\n"),
        (#"exec setsid -w "$0" choose --default=z a b c < /dev/null"#, 2, ""),
    ])
    func withoutATerminalDefaultAnswers(script: String, status: Int32, answer: String) throws {
        let session = try TerminalSession(executable: "/bin/sh", arguments: ["-c", script, try pickerExecutablePath()])
        #expect(session.waitForExit() == status)
        #expect(session.standardOutput == answer)
        if status != 0 { #expect(session.standardError.contains("--default")) }
    }

    @Test func accessibleModeAsksWithPlainLines() throws {
        let session = try choose(["--accessible", "--title", "Who"] + Self.characters)
        #expect(session.waitForText("Choose (Enter for Luke):"))
        #expect(session.screenLines.contains("  4) Chewbacca"))
        #expect(session.mouseMode == 0 && !session.altScreen)
        session.send("zz\n")
        #expect(session.waitForText("No choice matches \"zz\"."))
        session.send("le\n")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Leia\n")
    }

    @Test func dumbTerminalsGetTheLinePromptAndEndOfInputCancels() throws {
        let session = try choose(Self.characters, environment: ["TERM": "dumb"])
        #expect(session.waitForText("Choose (Enter for Luke):"))
        session.send("\u{04}")
        #expect(session.waitForExit() == 1)
        #expect(session.standardOutput == "")
    }

    /// `ACCESSIBLE` asks for the line form as `--accessible` does (huh's convention); `0` and an
    /// empty value leave the wheel.
    @Test(arguments: [("1", true), ("yes", true), ("0", false), ("", false)])
    func accessibleInTheEnvironmentChoosesTheLineForm(value: String, asksWithLines: Bool) throws {
        let session = try choose(Self.characters, environment: ["ACCESSIBLE": value])
        if asksWithLines {
            #expect(session.waitForText("Choose (Enter for Luke):"))
            session.send("le\n")
            #expect(session.waitForExit() == 0)
            #expect(session.standardOutput == "Leia\n")
        } else {
            #expect(E2E.waitForBand("Luke", in: session))
            session.send(Keys.escape)
            #expect(session.waitForExit() == 1)
        }
    }

    @Test func theLineFormSaysWhenThereIsOnlyOneChoice() throws {
        let session = try choose(["--accessible", "Luke"])
        #expect(session.waitForText("There is only one choice: Luke."))
        #expect(session.waitForText("Choose (Enter for Luke):"))
        session.send("\n")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Luke\n")
    }

    @Test func noHintsAppliesToTheLineForm() throws {
        let items = (1...40).map { "Item \($0)" }
        let session = try choose(["--accessible", "--no-hints", "--no-limit"] + items)
        #expect(session.waitForText("40 choices."))
        #expect(session.waitForText("Choose (Enter for Item 1):"))
        #expect(!session.screenText.contains("type part of one"))
        #expect(!session.screenText.contains("several"))
        session.send("\u{04}")
        #expect(session.waitForExit() == 1)
    }

    // MARK: Look

    /// The rows below the title (query, wheel, hints) are in WholeScreenChooseTests.wheel; here, that
    /// the prompt starts at the cursor whatever the row, keeps what was above it and leaves it so.
    @Test func wheelIsInlineBelowTheCursorWithTitleAndHints() throws {
        let picker = try pickerExecutablePath()
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: [
                "-c", #"printf 'line one\nline two\n' > /dev/tty; exec "$0" choose --title 'Pick one' "$@""#,
                picker,
            ] + Self.characters, columns: 80, rows: 24)
        #expect(E2E.waitForBand("Luke", in: session))
        let lines = session.screenLines
        #expect(lines[0] == "line one")
        #expect(lines[1] == "line two")
        #expect(!session.altScreen)
        #expect(lines[2] == "Pick one")
        #expect(E2E.bandRows(in: session) == [7])
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.screenLines[0] == "line one")
    }

    @Test func bandIsColouredAcrossTheWholeWidthAndFartherRowsAreDimmer() throws {
        let session = try choose(["--selected", "Chewbacca"] + Self.characters, columns: 60)
        #expect(E2E.waitForBand("Chewbacca", in: session))
        let band = try #require(E2E.bandRows(in: session).first)
        for column in [0, 29, 59] {
            let cell = session.cell(column: column, row: band)
            #expect(cell.background != .default, "\(cell)")
            #expect(!cell.reverse)
        }
        let rowAbove = try #require(E2E.row(containing: "Han", in: session))
        #expect(rowAbove == band - 1)
        func textCell(_ row: Int) -> CellInfo {
            let line = session.screenLines[row]
            let column = line.distance(from: line.startIndex, to: line.firstIndex { $0 != " " }!)
            return session.cell(column: column, row: row)
        }
        #expect(session.screenLines[band - 3].contains("Luke"))
        let distances = [1, 2, 3].map { textCell(band - $0) }
        let brightness = distances.map(E2E.brightness)
        #expect(distances.allSatisfy { $0.background == .default })
        #expect(brightness[0] >= brightness[1] && brightness[1] >= brightness[2], "\(distances)")
        #expect(brightness[0] > brightness[2], "the row three away is dimmer than the next one: \(distances)")
    }

    @Test func fullscreenUsesTheAlternateScreen() throws {
        let picker = try pickerExecutablePath()
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", #"echo 'shell text' > /dev/tty; exec "$0" choose --fullscreen "$@""#, picker]
                + Self.characters)
        #expect(session.waitUntil { $0.altScreen })
        #expect(E2E.waitForBand("Luke", in: session))
        #expect(!session.screenText.contains("shell text"))
        session.send(Keys.down)
        #expect(E2E.waitForBand("Leia", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(!session.altScreen)
        #expect(session.screenLines[0] == "shell text")
        #expect(session.standardOutput == "Leia\n")
    }

    @Test func itemsWithEscapeSequencesAreShownInert() throws {
        let evil = "\u{1B}]0;pwned\u{07}x"
        let session = try choose([evil, "\u{1B}[31mred\u{1B}[0m", "plain"])
        #expect(session.waitForText("^[]0;pwned^Gx"))
        #expect(session.waitForText("^[[31mred^[[0m"))
        E2E.waitForStillness(session)
        #expect(session.title == "")
        let red = try #require(E2E.row(containing: "red", in: session))
        let column = try #require(E2E.column(of: "red", row: red, in: session))
        #expect(session.cell(column: column, row: red).foreground != .indexed(1))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == evil + "\n", "the answer itself is the item as given")
    }

    // MARK: Keys

    @Test func arrowsAndControlNAndPMoveOneRow() throws {
        let session = try choose(Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand("Leia", in: session))
        session.send("\u{0E}")  // Ctrl-N
        #expect(E2E.waitForBand("Han", in: session))
        session.send(Keys.up)
        #expect(E2E.waitForBand("Leia", in: session))
        session.send("\u{10}")  // Ctrl-P
        #expect(E2E.waitForBand("Luke", in: session))
        session.send(Keys.up)
        E2E.waitForStillness(session)
        #expect(E2E.bandText(in: session) == "Luke", "without --cycle Up stops at the first item")
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Luke\n")
    }

    @Test func homeEndAndPages() throws {
        let items = (1...40).map { String(format: "row %02d", $0) }
        let session = try choose(items)
        #expect(E2E.waitForBand("row 01", in: session))
        session.send(Keys.end)
        #expect(E2E.waitForBand("row 40", in: session))
        session.send(Keys.home)
        #expect(E2E.waitForBand("row 01", in: session))
        session.send(Keys.pageDown)
        #expect(session.waitUntil { E2E.bandText(in: $0).map { $0 > "row 02" } == true })
        E2E.waitForStillness(session)
        let afterPage = try #require(E2E.bandText(in: session))
        #expect(afterPage > "row 02", "a page is more than one row: \(afterPage)")
        #expect(afterPage < "row 40")
        session.send(Keys.pageDown)
        #expect(session.waitUntil { E2E.bandText(in: $0).map { $0 > afterPage } == true })
        session.send(Keys.pageUp)
        #expect(E2E.waitForBand(afterPage, in: session))
        session.send(Keys.pageUp)
        #expect(E2E.waitForBand("row 01", in: session))
    }

    @Test func cycleWrapsAroundBothWays() throws {
        let session = try choose(["--cycle"] + Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send(Keys.up)
        #expect(E2E.waitForBand("Lando", in: session))
        // With --cycle the rows above the first item are the last ones.
        let band = try #require(E2E.bandRows(in: session).first)
        #expect(session.screenLines[band + 1].trimmingCharacters(in: .whitespaces) == "Luke")
        session.send(Keys.down)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Luke\n")
    }

    @Test func typeAheadIsCaseAndDiacriticInsensitive() throws {
        let session = try choose(["Zed", "Bob", "Álvaro", "bérénice", "Carl"])
        #expect(E2E.waitForBand("Zed", in: session))
        session.send("BER")
        #expect(E2E.waitForBand("bérénice", in: session))
        session.send("\u{15}alv")  // Ctrl-U clears the query
        #expect(E2E.waitForBand("Álvaro", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Álvaro\n")
    }

    @Test func lettersAlwaysGoToTheQueryJAndKToo() throws {
        let session = try choose(["Apple", "Cherry", "Kiwi", "java", "julia"])
        #expect(E2E.waitForBand("Apple", in: session))
        session.send("j")
        #expect(E2E.waitForBand("java", in: session), "j is typed: the best match is the first j…")
        #expect(session.waitForText("Jump › j "))
        session.send("u")
        #expect(E2E.waitForBand("julia", in: session), "…and julia can be typed after java")
        #expect(session.waitForText("1/5"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "julia\n")
    }

    @Test func aBurstOfThousandDownKeysOverHundredThousandItems() throws {
        var input = [UInt8]()
        input.reserveCapacity(1_200_000)
        for index in 1...100_000 {
            input.append(contentsOf: Array(String(format: "item %06d\n", index).utf8))
        }
        let session = try choose([], stdin: .data(input))
        #expect(E2E.waitForBand("item 000001", in: session, timeout: 10))
        session.send(Keys.repeated(Keys.down, 1000))
        #expect(E2E.waitForBand("item 001001", in: session, timeout: 10))
        E2E.waitForStillness(session)
        #expect(E2E.bandText(in: session) == "item 001001")
        session.send(Keys.end)
        #expect(E2E.waitForBand("item 100000", in: session, timeout: 10))
        session.send(Keys.enter)
        #expect(session.waitForExit(timeout: 10) == 0)
        #expect(session.standardOutput == "item 100000\n")
    }

    // MARK: Mouse

    @Test func mouseReportingIsOnWhileThePickerRuns() throws {
        let session = try choose(Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        #expect(session.mouseMode >= 2, "button-event tracking (?1002h) for drags")
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.mouseMode == 0)
    }

    @Test func wheelScrollsOneRowPerNotch() throws {
        let session = try choose(Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        let band = try #require(E2E.bandRows(in: session).first)
        session.send(Keys.Mouse.wheelDown(column: 40, row: band))
        #expect(E2E.waitForBand("Leia", in: session))
        session.send(Keys.Mouse.wheelDown(column: 40, row: band) + Keys.Mouse.wheelDown(column: 40, row: band))
        #expect(E2E.waitForBand("Chewbacca", in: session))
        E2E.waitForStillness(session)
        #expect(E2E.bandText(in: session) == "Chewbacca")
        session.send(Keys.Mouse.wheelUp(column: 40, row: band))
        #expect(E2E.waitForBand("Han", in: session))
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Han\n")
    }

    @Test func clickOnARowSpinsItIntoTheBand() throws {
        let session = try choose(Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        let row = try #require(E2E.row(containing: "Chewbacca", in: session))
        session.send(Keys.Mouse.press(column: 40, row: row) + Keys.Mouse.release(column: 40, row: row))
        #expect(E2E.waitForBand("Chewbacca", in: session))
        let up = try #require(E2E.row(containing: "Leia", in: session))
        session.send(Keys.Mouse.press(column: 40, row: up) + Keys.Mouse.release(column: 40, row: up))
        #expect(E2E.waitForBand("Leia", in: session))
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Leia\n")
    }

    /// `--name value` and `--name=value` mean the same.
    @Test(arguments: [
        ["--selected", "Han", "--title", "Who", "--height", "5", "--json"],
        ["--selected=Han", "--title=Who", "--height=5", "--json"],
    ])
    func bothOptionFormsGiveTheSameAnswer(options: [String]) throws {
        let session = try choose(options + Self.characters)
        #expect(E2E.waitForBand("Han", in: session))
        #expect(session.waitForText("Who"))
        #expect(E2E.row(containing: "Artoo", in: session) != nil)
        #expect(E2E.row(containing: "Threepio", in: session) == nil, "five visible rows")
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "{\"index\":2,\"value\":\"Han\"}\n")
    }

    @Test func clicksLandOnTheRightRowWhenThePromptIsLowerOnTheScreen() throws {
        // The shell has printed ten lines before the picker starts: the inline region begins on
        // screen row 10, and mouse reports (in screen rows) must be moved into the region.
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: [
                "-c", "printf 'line\\n%.0s' 1 2 3 4 5 6 7 8 9 10 >/dev/tty; exec \"$0\" choose \"$@\"",
                try pickerExecutablePath(),
            ]
                + Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        let band = try #require(E2E.bandRows(in: session).first)
        #expect(band > 10, "the region starts below the printed lines")
        let row = try #require(E2E.row(containing: "Han", in: session))
        session.send(Keys.Mouse.press(column: 10, row: row) + Keys.Mouse.release(column: 10, row: row))
        #expect(E2E.waitForBand("Han", in: session))
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Han\n")
    }

    @Test func dragSpinsTheWheelAndItSettlesOnARow() throws {
        let items = (1...60).map { String(format: "entry %02d", $0) }
        let session = try choose(items)
        #expect(E2E.waitForBand("entry 01", in: session))
        let band = try #require(E2E.bandRows(in: session).first)
        // Drag upwards by three rows: later entries come into the band.
        var drag = Keys.Mouse.press(column: 40, row: band + 3)
        for step in 1...6 {
            drag += Keys.Mouse.drag(column: 40, row: band + 3 - (step + 1) / 2)
        }
        session.send(drag)
        // Let go once the wheel has followed the pointer (no fixed pause).
        #expect(session.waitUntil { E2E.bandText(in: $0) != "entry 01" })
        session.send(Keys.Mouse.release(column: 40, row: band))
        E2E.waitForStillness(session, quiet: 0.4, timeout: 8)
        let landed = try #require(E2E.bandText(in: session), "the wheel settled with one row in the band")
        #expect(items.contains(landed))
        #expect(landed >= "entry 04", "a drag of three rows moves at least three rows: \(landed)")
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == landed + "\n")
    }
}
