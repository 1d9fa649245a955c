import Foundation
import Testing

/// `picker choose`'s query line, filter, marks and the flags around them, run for real in a
/// pseudo-terminal.
extension ChooseTests {
    /// The trimmed texts of the wheel's rows that are not blank, top to bottom, between the
    /// query line and the hints.
    private func wheelRows(_ session: TerminalSession) -> [String] {
        let lines = session.screenLines
        guard let query = lines.firstIndex(where: { $0.hasPrefix("Filter") || $0.hasPrefix("Jump") }),
            let hints = lines.firstIndex(where: { $0.contains("enter choose") })
        else { return [] }
        return lines[(query + 1)..<hints].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    // MARK: Filter and jump

    @Test func filterHoldsOnlyTheMatchesBestFirstWithTheCount() throws {
        let session = try choose(["--filter"] + ChooseTests.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        #expect(session.waitForText("Filter › "))
        #expect(session.screenText.contains("type to filter · ^F jump"))
        session.send("a")
        // "a" at the start (Artoo), then second letters in list order, then later ones.
        #expect(E2E.waitForBand("Artoo", in: session))
        #expect(session.waitForText("5/7"))
        #expect(wheelRows(session) == ["Artoo", "Han", "Lando", "Leia"], "\(session.screenText)")
        session.send(Keys.down)
        #expect(E2E.waitForBand("Han", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Han\n")
    }

    @Test func matchedCharactersAreHighlighted() throws {
        let session = try choose(["--filter"] + ChooseTests.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send("bac")
        #expect(E2E.waitForBand("Chewbacca", in: session))
        let band = try #require(E2E.bandRows(in: session).first)
        let start = try #require(E2E.column(of: "Chewbacca", row: band, in: session))
        let cells = (0..<9).map { session.cell(column: start + $0, row: band) }
        #expect(cells.map(\.underline) == [false, false, false, false, true, true, true, false, false])
    }

    @Test func noMatchIsShownAndBackspaceAndControlUEditTheQuery() throws {
        let session = try choose(["--filter"] + ChooseTests.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send("zq")
        #expect(session.waitForText("no match"))
        #expect(session.waitForText("0/7"))
        session.send(Keys.enter)  // nothing to choose: Enter is refused
        session.send("\u{7F}\u{7F}thr")  // Backspace twice
        #expect(E2E.waitForBand("Threepio", in: session))
        #expect(session.waitForText("Filter › thr "))
        session.send("\u{15}")  // Ctrl-U
        #expect(session.waitForText("7/7"))
        #expect(!session.screenText.contains("thr"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(!session.standardOutput.isEmpty)
    }

    @Test func escapeClearsTheQueryBeforeItCancels() throws {
        let session = try choose(ChooseTests.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send("han")
        #expect(E2E.waitForBand("Han", in: session))
        session.send(Keys.escape)
        #expect(session.waitForText("7/7"))
        #expect(session.waitForText("Jump › "))
        #expect(!session.hasExited)
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
        #expect(session.standardOutput == "")
    }

    @Test func controlFSwitchesBetweenJumpAndFilter() throws {
        let session = try choose(ChooseTests.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send("an")
        // Jump: the wheel keeps every item and spins to the best match.
        #expect(E2E.waitForBand("Han", in: session))
        #expect(session.waitForText("2/7"))
        #expect(session.screenText.contains("Leia"))
        session.send("\u{06}")  // Ctrl-F
        #expect(session.waitForText("Filter › an"))
        #expect(session.waitUntil { self.wheelRows($0) == ["Han", "Lando"] })
        #expect(session.screenText.contains("type to filter · ^F jump"))
        session.send("\u{06}")
        #expect(session.waitForText("Jump › an"))
        #expect(session.waitForText("Leia"))
    }

    /// The query is a line editor: Left moves its cursor, typing goes in there, Ctrl-W deletes
    /// the word before it; the terminal's cursor stands where the typing goes.
    @Test func theQueryIsEditedAtItsCursor() throws {
        let items = ["hello world", "hello there", "world peace", "yellow wood"]
        let session = try choose(["--filter"] + items)
        #expect(E2E.waitForBand("hello world", in: session))
        let query = try #require(E2E.row(containing: "Filter › ", in: session))
        // The whole query line: "Filter › ", the query, and the count at the right edge.
        let line = { (typed: String, count: String) in
            "Filter › " + typed + String(repeating: " ", count: session.columns - 9 - typed.count - count.count) + count
        }
        session.send("hello wrld")
        #expect(session.waitForText("Filter › hello wrld"))
        session.send(Keys.repeated(Keys.left, 3) + "o")
        #expect(session.waitUntil { $0.screenLines[query] == line("hello world", "1/4") })
        #expect(session.waitUntil { $0.cursorPosition == (row: query, column: 9 + 8) }, "after the 'o' typed")
        #expect(session.cursorVisible)
        #expect(wheelRows(session) == ["hello world"])
        // Ctrl-E, then Ctrl-W: the last word goes, and both hellos match.
        session.send("\u{05}\u{17}")
        #expect(session.waitUntil { $0.screenLines[query] == line("hello ", "2/4") })
        #expect(session.waitUntil { $0.cursorPosition == (row: query, column: 9 + 6) })
        #expect(wheelRows(session) == ["hello world", "hello there"])
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "hello world\n")
    }

    @Test func exactMatchesSubstringsOnly() throws {
        let fuzzy = try choose(["--filter"] + ChooseTests.characters)
        #expect(E2E.waitForBand("Luke", in: fuzzy))
        fuzzy.send("cwb")
        #expect(E2E.waitForBand("Chewbacca", in: fuzzy), "letters in order match")
        fuzzy.send(Keys.escape)
        #expect(fuzzy.waitForText("7/7"))
        fuzzy.send(Keys.escape)
        #expect(fuzzy.waitForExit() == 1)

        let exact = try choose(["--filter", "--exact"] + ChooseTests.characters)
        #expect(E2E.waitForBand("Luke", in: exact))
        exact.send("cwb")
        #expect(exact.waitForText("no match"))
        exact.send("\u{15}ewb")
        #expect(E2E.waitForBand("Chewbacca", in: exact))
        exact.send(Keys.enter)
        #expect(exact.waitForExit() == 0)
        #expect(exact.standardOutput == "Chewbacca\n")
    }

    @Test func aLongStreamedListIsFilteredOffTheMainThread() throws {
        var input = [UInt8]()
        for index in 1...200_000 { input += Array(String(format: "item %06d\n", index).utf8) }
        let session = try choose(["--filter"], stdin: .data(input))
        #expect(E2E.waitForBand("item 000001", in: session, timeout: 10))
        #expect(session.waitForText("200000/200000", timeout: 10))
        session.send("199999")
        #expect(E2E.waitForBand("item 199999", in: session, timeout: 10))
        #expect(session.waitForText("1/200000"))
        session.send(Keys.enter)
        #expect(session.waitForExit(timeout: 10) == 0)
        #expect(session.standardOutput == "item 199999\n")
    }

    // MARK: Several items

    @Test func tabMarksAndMovesOnUpToTheLimitAndEnterAnswersThemInListOrder() throws {
        let session = try choose(["--limit", "2"] + ChooseTests.characters)
        #expect(E2E.waitForBand("○ Luke", in: session))
        #expect(session.screenText.contains("tab mark"))
        #expect(session.screenText.contains("7/7 (0/2)"))
        session.send(Keys.end + Keys.shiftTab)  // Lando, then back to Threepio
        #expect(E2E.waitForBand("○ Threepio", in: session))
        session.send(Keys.home + Keys.down + Keys.tab)  // Leia, then on to Han
        #expect(E2E.waitForBand("○ Han", in: session))
        session.send(Keys.tab)  // Han: over the limit, refused, and said so
        #expect(session.waitForText("2 items at most"))
        E2E.waitForStillness(session)
        #expect(E2E.bandText(in: session) == "○ Chewbacca")
        #expect(session.screenText.contains("7/7 (2/2)"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Leia\nLando\n")
    }

    @Test func orderedAnswersInTheOrderChosenAndSpaceMarksWhileTheQueryIsEmpty() throws {
        let session = try choose(["--no-limit", "--ordered", "--json"] + ChooseTests.characters)
        #expect(E2E.waitForBand("○ Luke", in: session))
        session.send("thr")
        #expect(E2E.waitForBand("○ Threepio", in: session))
        session.send(Keys.tab + "\u{15}")
        #expect(session.waitForText("7/7"))
        session.send(Keys.home + " ")  // Space with an empty query marks
        #expect(E2E.waitForBand("● Luke", in: session))
        session.send("le a")  // with a query, Space is typed
        #expect(session.waitForText("Jump › le a"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(
            session.standardOutput
                == #"[{"index":5,"value":"Threepio"},{"index":0,"value":"Luke"}]"# + "\n")
    }

    @Test func selectedMayRepeatToMarkSeveralAndAClickOnTheMarkToggles() throws {
        let session = try choose(["--no-limit", "--selected", "Han", "--selected", "Artoo"] + ChooseTests.characters)
        #expect(E2E.waitForBand("● Han", in: session))
        #expect(session.waitForText("● Artoo"))
        let row = try #require(E2E.row(containing: "Leia", in: session))
        let mark = try #require(E2E.column(of: "○ Leia", row: row, in: session))
        session.send(Keys.Mouse.press(column: mark, row: row) + Keys.Mouse.release(column: mark, row: row))
        #expect(session.waitForText("● Leia"))
        E2E.waitForStillness(session)
        #expect(E2E.bandText(in: session) == "● Han", "a click on the mark does not spin the wheel")
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Leia\nHan\nArtoo\n")
    }

    @Test(arguments: [
        ["--limit", "0"], ["--limit", "2", "--no-limit"], ["--limit", "99999999999"],
        ["--style", "mini", "--no-limit"], ["--value-column", "0"],
    ])
    func badLimitsExitWithTwo(arguments: [String]) throws {
        let session = try choose(arguments + ChooseTests.characters)
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix("picker: "))
        #expect(session.standardError.contains(arguments[arguments[0] == "--style" ? 2 : 0]))
    }

    // MARK: Consistency

    @Test(arguments: [
        (["--selected", "Yoda"] + ChooseTests.characters, TerminalSession.Stdin.terminal),
        (["--selected", "Yoda"], TerminalSession.Stdin.data(Array("Luke\nLeia\n".utf8))),
        (["--style", "mini", "--selected", "Yoda"] + ChooseTests.characters, TerminalSession.Stdin.terminal),
    ])
    func aSelectedItemThatIsNotAnItemIsAnError(arguments: [String], stdin: TerminalSession.Stdin) throws {
        let session = try choose(arguments, stdin: stdin)
        #expect(session.waitForExit() == 2)
        #expect(session.standardError == "picker: --selected \"Yoda\" is not one of the items\n")
        #expect(session.terminalModes == .cooked)
    }

    @Test func theLineModeLetsAnExactItemWinAndHashPicksByNumber() throws {
        let items = ["3", "1", "2", "Chewbacca"]
        let first = try choose(["--accessible"] + items)
        #expect(first.waitForText("Choose (Enter for 3):"))
        first.send("2\n")
        #expect(first.waitForExit() == 0)
        #expect(first.standardOutput == "2\n", "the item 2, not the second item")

        let second = try choose(["--accessible"] + items)
        #expect(second.waitForText("Choose (Enter for 3):"))
        second.send("#2\n")
        #expect(second.waitForExit() == 0)
        #expect(second.standardOutput == "1\n", "#2 is the second item")
    }

    @Test func theLineModeTakesSeveralItemsSeparatedByCommas() throws {
        let session = try choose(["--accessible", "--limit", "2"] + ChooseTests.characters)
        #expect(session.waitForText("Choose (Enter for Luke; several separated by commas):"))
        session.send("han, le, #1\n")
        #expect(session.waitForText("That is 3 choices: give at most 2."))
        session.send("han, #2\n")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Leia\nHan\n", "in the list's order")
    }

    /// The flags mean the same in any order, and before `--`.
    @Test(arguments: [["--filter", "--exact"], ["--exact", "--filter", "--"]])
    func theFilterFlagsInAnyOrder(options: [String]) throws {
        let session = try choose(options + ChooseTests.characters)
        #expect(session.waitForText("Filter › "))
        session.send("ewb")
        #expect(E2E.waitForBand("Chewbacca", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Chewbacca\n")
    }

    // MARK: Input and answers

    @Test(arguments: [
        (["--select-1"], "only\n", 0, "only\n"),
        (["--select-1", "--json"], "only\n", 0, #"{"index":0,"value":"only"}"# + "\n"),
        (["--exit-0"], "", 1, ""),
        (["--select-1", "--exit-0"], "", 1, ""),
        (["--select-1", "--value-column", "1"], "abc123  nginx  Up 2 hours\n", 0, "abc123\n"),
        (
            ["--select-1", "--trim", "--label-delimiter", ":", "--json"], "  Production (eu-1) : prod-eu-1 \n", 0,
            #"{"index":0,"label":"Production (eu-1)","value":"prod-eu-1"}"# + "\n"
        ),
        // They decide on the matches of --query, as fzf's `-q "$1" -1 -0`.
        (["--query", "zzz", "--select-1", "--exit-0"], "abc\n", 1, ""),
        (["--query", "ab", "--select-1"], "abc\ndef\n", 0, "abc\n"),
        (["--query", "'ef", "--select-1", "--exit-0"], "abc\ndef\nxyz\n", 0, "def\n"),
        (["--query", "zzz", "--exit-0", "--print-query"], "abc\n", 1, "zzz\n"),
        (["--query", "nginx", "--nth", "1", "--select-1", "--exit-0"], "abc123  nginx\n", 1, ""),
    ])
    func answersAtOnceWithoutDrawing(arguments: [String], input: String, status: Int32, output: String) throws {
        let session = try choose(arguments, stdin: .data(Array(input.utf8)))
        #expect(session.waitForExit() == status)
        #expect(session.standardOutput == output)
        #expect(session.standardError == "")
        #expect(!session.screenText.contains("enter choose"), "nothing was drawn")
    }

    @Test func withoutExitZeroNoItemsIsStillAnError() throws {
        let session = try choose(["--select-1"], stdin: .data([]))
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix("picker: no items"))
    }

    @Test func selectOneAsksWhenThereAreSeveralItems() throws {
        let session = try choose(["--select-1"], stdin: .data(Array("one\ntwo\n".utf8)))
        #expect(E2E.waitForBand("one", in: session))
        session.send(Keys.down + Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "two\n")
    }

    @Test func read0SplitsOnNulAndKeepsNewlinesInItems() throws {
        let session = try choose(["--read0", "--json"], stdin: .data(Array("first item\u{0}second\nline\u{0}".utf8)))
        #expect(E2E.waitForBand("first item", in: session))
        session.send(Keys.down)
        #expect(session.waitUntil { E2E.bandText(in: $0)?.hasPrefix("second") == true })
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == #"{"index":1,"value":"second\nline"}"# + "\n")
    }

    @Test func theMiniStyleTrimsAndShowsLabelsToo() throws {
        let input = "  Production (eu-1):prod-eu-1\n  Staging:stage\n"
        let session = try choose(
            ["--style", "mini", "--trim", "--label-delimiter", ":", "--selected", "stage"],
            stdin: .data(Array(input.utf8)))
        #expect(session.waitForText("Staging"))
        #expect(!session.screenText.contains("stage"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "stage\n")
    }

    @Test func trimStripsGitBranchIndentation() throws {
        let session = try choose(["--trim", "--filter"], stdin: .data(Array("  main\n* dev\n  chore/ci\t\n".utf8)))
        #expect(E2E.waitForBand("main", in: session))
        session.send("ci")
        #expect(E2E.waitForBand("chore/ci", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "chore/ci\n")
    }

    @Test func labelsAreShownAndSearchedAndValuesPrinted() throws {
        let input = "Production (eu-1):prod-eu-1\nStaging (eu-1):stage-eu-1\nProduction (us-2):prod-us-2\n"
        let session = try choose(["--label-delimiter", ":", "--filter"], stdin: .data(Array(input.utf8)))
        #expect(E2E.waitForBand("Production (eu-1)", in: session))
        #expect(!session.screenText.contains("prod-eu-1"), "the value is not shown")
        session.send("stag")
        #expect(E2E.waitForBand("Staging (eu-1)", in: session))
        session.send("\u{15}pr-eu")
        #expect(session.waitForText("no match"), "values are not searched")
        session.send("\u{15}us")
        #expect(E2E.waitForBand("Production (us-2)", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "prod-us-2\n")
    }
}
