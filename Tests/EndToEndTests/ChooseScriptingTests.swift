import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scripter's flags of `picker choose` (issue 18): the preview pane, the query flags, the
/// header, the order, the fields, the ending keys and the items' colours, run for real.
extension ChooseTests {
    /// The text of the band left of a preview pane: the row whose first cells have a background,
    /// up to the pane's separator.
    private func bandBesidePane(_ session: TerminalSession) -> String? {
        let rows = (0..<session.rows).filter { row in
            (0..<4).allSatisfy { session.cell(column: $0, row: row).background != .default }
        }
        guard rows.count == 1 else { return nil }
        let line = session.screenLines[rows[0]]
        let wheel = line.split(separator: "│", maxSplits: 1).first.map(String.init) ?? line
        return wheel.trimmingCharacters(in: .whitespaces)
    }

    private func waitForBandBesidePane(_ text: String, in session: TerminalSession) -> Bool {
        session.waitUntil { bandBesidePane($0) == text }
    }

    /// A fresh directory for the files a test's commands write.
    private func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "picker-choose-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The process ids written one per line to `file`.
    private func pids(in file: String) -> [pid_t] {
        ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { pid_t($0) }
    }

    /// Whether a process runs: it exists and is not a zombie left for its parent to reap.
    private func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return !stat[close...].hasPrefix(") Z")
    }

    /// Waits up to `timeout` seconds for `condition`.
    private func eventually(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    // MARK: Preview

    @Test func thePreviewShowsTheCommandsOutputForTheItemInTheBand() throws {
        let session = try choose(["--preview", "echo about {}; echo second line"] + Self.characters, columns: 90)
        #expect(waitForBandBesidePane("Luke", in: session))
        #expect(session.waitForText("about Luke"))
        #expect(session.screenText.contains("second line"))
        session.send(Keys.down)
        #expect(waitForBandBesidePane("Leia", in: session))
        #expect(session.waitForText("about Leia"))
        #expect(!session.screenText.contains("about Luke"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Leia\n")
    }

    @Test func theItemIsQuotedForTheShell() throws {
        let session = try choose(["--preview", "printf '<%s>' {}", #"it's $HOME; `id`"#], columns: 90)
        #expect(session.waitForText(#"<it's $HOME; `id`>"#))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    /// A command that hangs shows "…", keeps no key waiting, is ended (its whole process group)
    /// when the band moves on, and what is left is ended when the prompt ends.
    @Test func aSlowPreviewNeverBlocksTheWheelAndIsKilledWhenTheBandMovesOn() throws {
        let directory = try scratch()
        let log = directory + "/pids"
        let command = "echo $$ >> \(log); sleep 60 & wait; echo never"
        let session = try choose(["--preview", command] + Self.characters, columns: 90)
        #expect(waitForBandBesidePane("Luke", in: session))
        #expect(eventually { pids(in: log).count == 1 })
        #expect(session.waitForText("…"))
        let first = try #require(pids(in: log).first)
        #expect(isRunning(first))
        session.send(Keys.down + Keys.down)
        #expect(waitForBandBesidePane("Han", in: session), "the keys move the wheel at once")
        #expect(eventually { !isRunning(first) }, "the stale command is ended")
        #expect(eventually { pids(in: log).count == 2 }, "one command for the item the band rests on")
        let second = try #require(pids(in: log).last)
        session.send(Keys.enter)
        #expect(session.waitForExit(timeout: 2) == 0)
        #expect(session.standardOutput == "Han\n")
        #expect(eventually { !isRunning(second) }, "the prompt's end ends the command")
        #expect(!session.screenText.contains("never"))
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func aFailingPreviewShowsItsOutputAndStatusDimmed() throws {
        let session = try choose(["--preview", "echo no such thing: {} >&2; exit 3"] + Self.characters, columns: 90)
        #expect(session.waitForText("no such thing: Luke"))
        #expect(session.waitForText("[exit status 3]"))
        let row = try #require(E2E.row(containing: "[exit status 3]", in: session))
        let column = try #require(E2E.column(of: "[exit", row: row, in: session))
        let cell = session.cell(column: column, row: row)
        #expect(cell.foreground != .default || cell.dim, "the status is drawn as a hint")
        session.send(Keys.down)
        #expect(session.waitForText("no such thing: Leia"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Leia\n")
    }

    @Test func shiftArrowsScrollThePreviewAndItsEscapesStayInert() throws {
        let session = try choose(
            ["--preview", #"printf 'top\033]0;title\007 \033[31mred\n'; seq 2 40"#, "one", "two"], columns: 90)
        #expect(session.waitForText("1/40"))
        #expect(session.screenText.contains("top^[]0;title^G ^[[31mred"), "no escape reaches the terminal")
        session.send("\u{1B}[1;2B\u{1B}[1;2B")  // Shift-Down twice
        #expect(session.waitForText("3/40"))
        #expect(!session.screenText.contains("top"))
        session.send("\u{1B}[1;2A")  // Shift-Up
        #expect(session.waitForText("2/40"))
        #expect(waitForBandBesidePane("one", in: session), "the wheel did not move")
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test func withAnsiThePreviewsColoursAreDrawn() throws {
        let session = try choose(["--ansi", "--preview", #"printf 'plain \033[31mred\033[0m'"#, "one"], columns: 90)
        #expect(session.waitForText("plain red"))
        let row = try #require(E2E.row(containing: "plain red", in: session))
        let column = try #require(E2E.column(of: "red", row: row, in: session))
        #expect(session.cell(column: column, row: row).foreground == .indexed(1))
        #expect(session.cell(column: column - 2, row: row).foreground == .default)
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test func thePreviewCanStandBelowTheWheel() throws {
        let session = try choose(
            ["--preview-position", "bottom", "--preview", "echo below {}", "--height", "3"] + Self.characters)
        #expect(session.waitForText("below Luke"))
        let pane = try #require(E2E.row(containing: "below Luke", in: session))
        let band = try #require(E2E.row(containing: "Luke", in: session))
        #expect(band < pane)
        #expect(session.screenLines[pane - 1].contains("────"))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    /// fzf's placeholders, expanded for the item in the band, the query and the marks, in a pane
    /// of the size asked (the command sees it in PICKER_PREVIEW_LINES); `{+f}` is a file of the
    /// marked items, removed when the command has ended.
    @Test func thePlaceholdersAreExpandedInAPaneOfTheSizeAsked() throws {
        let directory = try scratch()
        let log = directory + "/files"
        let command = "echo f2={2} last={-1} q={q} n={n} lines=$PICKER_PREVIEW_LINES; cat {+f}; echo {+f} >> \(log)"
        let items = ["a:b c", "d:e f", "g:h i"]
        let session = try choose(
            ["--preview", command, "--preview-window", "bottom,6,noborder", "--delimiter", ":", "--no-limit"] + items)
        #expect(session.waitForText("f2=b c last=b c q= n=0 lines=6"))
        let first = try #require(E2E.row(containing: "f2=b c", in: session))
        let band = try #require(E2E.row(containing: "a:b c", in: session))
        #expect(first == band + 4, "the pane right below the wheel's 7 rows (the band the fourth)")
        session.send(Keys.tab + Keys.tab)
        session.send("g")
        #expect(session.waitForText("f2=h i last=h i q=g n=2 lines=6"))
        // The file's lines, in the order marked, in the pane (whose lines start at its edge).
        #expect(
            session.waitUntil { screen in
                let lines = screen.screenLines
                guard let file = lines.firstIndex(where: { $0.hasPrefix("a:b c") }) else { return false }
                return file + 1 < lines.count && lines[file + 1].hasPrefix("d:e f")
            })
        session.send(Keys.escape)
        #expect(session.waitForText(" q= n="), "Esc cleared the query")
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
        let files = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
        #expect(!files.isEmpty)
        #expect(eventually { files.allSatisfy { !FileManager.default.fileExists(atPath: String($0)) } })
        try? FileManager.default.removeItem(atPath: directory)
    }

    // MARK: The query flags

    @Test func queryStartsWithAQueryAndPrintQueryPrintsItFirst() throws {
        let session = try choose(["--query", "ha", "--print-query", "--filter"] + Self.characters)
        #expect(E2E.waitForBand("Han", in: session))
        #expect(session.waitForText("Filter › ha "))
        session.send("n")
        #expect(session.waitForText("Filter › han "))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "han\nHan\n")
    }

    @Test func printQueryWithNoMatchPrintsTheQueryAloneWithStatusOne() throws {
        let session = try choose(["--print-query", "--json"] + Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send("\u{06}zzz")  // Ctrl-F: filter
        #expect(session.waitForText("no match"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 1)
        #expect(session.standardOutput == #"{"query":"zzz"}"# + "\n")
    }

    @Test func printQueryInJSONIsAField() throws {
        let session = try choose(["--query", "che", "--print-query", "--json"] + Self.characters)
        #expect(E2E.waitForBand("Chewbacca", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == #"{"index":3,"value":"Chewbacca","query":"che"}"# + "\n")
    }

    @Test func promptAndPlaceholderAreShownOnTheQueryLine() throws {
        let session = try choose(["--prompt", "who? ", "--placeholder", "a name"] + Self.characters)
        #expect(session.waitForText("who?  a name"))
        #expect(!session.screenText.contains("Jump"))
        session.send("le")
        #expect(session.waitForText("who? le "))
        #expect(!session.screenText.contains("a name"))
        session.send(Keys.escape)
        #expect(session.waitForText("who?  a name"))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    // MARK: Header, order, fields

    @Test func headerLinesAreShownButNeitherChosenNorSearched() throws {
        let input = "CONTAINER   IMAGE   STATUS\nabc123   nginx   Up\ndef456   redis   Exited\n"
        let session = try choose(
            ["--header-lines", "1", "--header", "Running containers", "--value-column", "1"],
            stdin: .data(Array(input.utf8)))
        #expect(E2E.waitForBand("abc123   nginx   Up", in: session))
        #expect(session.screenText.contains("Running containers"))
        let header = try #require(E2E.row(containing: "CONTAINER", in: session))
        let item = try #require(E2E.row(containing: "abc123", in: session))
        #expect(header < item)
        #expect(
            E2E.column(of: "CONTAINER", row: header, in: session) == E2E.column(of: "abc123", row: item, in: session),
            "in line with the items")
        #expect(session.waitForText("2/2"))
        session.send(Keys.up + Keys.up)
        #expect(E2E.waitForBand("abc123   nginx   Up", in: session), "the header is not an item")
        session.send("\u{06}CONTAINER")
        #expect(session.waitForText("no match"), "nor is it searched")
        session.send("\u{15}redis")
        #expect(E2E.waitForBand("def456   redis   Exited", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "def456\n")
    }

    @Test func tacShowsTheLastItemFirst() throws {
        let session = try choose(["--tac"], stdin: .data(Array("first\nsecond\nthird\n".utf8)))
        #expect(E2E.waitForBand("third", in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand("second", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "second\n")
    }

    @Test(arguments: [(false, "Artoo"), (true, "Leia")])
    func noSortKeepsTheItemsOrderInTheFilter(noSort: Bool, first: String) throws {
        let session = try choose(["--filter"] + (noSort ? ["--no-sort"] : []) + Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send("a")
        #expect(E2E.waitForBand(first, in: session))
        #expect(session.waitForText("5/7"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == first + "\n")
    }

    @Test func nthSearchesOnlyTheFieldsGiven() throws {
        let input = "abc123 nginx\nngx999 redis\n"
        let session = try choose(["--nth", "2", "--filter"], stdin: .data(Array(input.utf8)))
        #expect(E2E.waitForBand("abc123 nginx", in: session))
        session.send("ngx")
        #expect(E2E.waitForBand("abc123 nginx", in: session), "the first field is not searched")
        #expect(session.waitForText("1/2"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "abc123 nginx\n", "the whole item is answered")
    }

    @Test func withNthShowsOnlyTheFieldsGivenAndAnswersTheWholeItem() throws {
        let input = "/usr/bin/git   git   2.43\n/usr/bin/vim   vim   9.1\n"
        let session = try choose(["--with-nth", "2..", "--filter"], stdin: .data(Array(input.utf8)))
        #expect(E2E.waitForBand("git   2.43", in: session))
        #expect(!session.screenText.contains("/usr/bin"))
        session.send("usr")
        #expect(session.waitForText("no match"), "what is not shown is not searched")
        session.send("\u{15}vim")
        #expect(E2E.waitForBand("vim   9.1", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "/usr/bin/vim   vim   9.1\n")
    }

    // MARK: Ending keys

    @Test(arguments: [
        ("\u{18}", "ctrl-x\nHan\n"), (Keys.enter, "\nHan\n"), ("\u{1B}\r", "alt-enter\nHan\n"), (Keys.f2, "f2\nHan\n"),
    ])
    func expectPrintsTheKeyThatEndedTheChoiceFirst(key: String, output: String) throws {
        let session = try choose(
            ["--expect", "ctrl-x,alt-enter", "--expect", "f2", "--selected", "Han"] + Self.characters)
        #expect(E2E.waitForBand("Han", in: session))
        session.send(key)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == output)
    }

    @Test func expectInJSONIsAKeyField() throws {
        let session = try choose(["--expect", "ctrl-o", "--json", "--no-limit"] + Self.characters)
        #expect(E2E.waitForBand("○ Luke", in: session))
        session.send(Keys.tab + Keys.tab)  // Tab marks and moves on
        #expect(session.waitForText("7/7 (2)"))
        E2E.waitForStillness(session)
        session.send("\u{0F}")  // Ctrl-O
        #expect(session.waitForExit() == 0)
        #expect(
            session.standardOutput
                == #"[{"index":0,"value":"Luke","key":"ctrl-o"},{"index":1,"value":"Leia","key":"ctrl-o"}]"# + "\n")
    }

    // MARK: Colours

    @Test func ansiDrawsTheItemsColoursSearchesAndAnswersWithoutThem() throws {
        let input = "\u{1B}[32mgreen\u{1B}[0m apple\n\u{1B}[1;31mred\u{1B}[0m cherry\n"
        let session = try choose(["--ansi", "--filter"], stdin: .data(Array(input.utf8)))
        #expect(E2E.waitForBand("green apple", in: session))
        let row = try #require(E2E.row(containing: "red cherry", in: session))
        let column = try #require(E2E.column(of: "red", row: row, in: session))
        #expect(session.cell(column: column, row: row).foreground == .indexed(1))
        #expect(session.cell(column: column, row: row).bold)
        session.send("31m")
        #expect(session.waitForText("no match"), "the escapes are not searched")
        session.send("\u{15}cher")
        #expect(E2E.waitForBand("red cherry", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "red cherry\n")
    }

    @Test func withoutAnsiTheItemsEscapesStayInert() throws {
        let session = try choose([], stdin: .data(Array("\u{1B}[31mred\u{1B}[0m\n".utf8)))
        #expect(session.waitForText("^[[31mred^[[0m"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "\u{1B}[31mred\u{1B}[0m\n", "the item as given")
    }

    // MARK: Issue 19

    @Test func aMatchPastTheCutScrollsIntoView() throws {
        let long = "a rather long item whose words go on and on until at last the NEEDLE appears"
        let session = try choose(["--filter", long, "short"], columns: 40)
        #expect(session.waitForText("…"))
        #expect(!session.screenText.contains("NEEDLE"))
        session.send("needle")
        #expect(session.waitForText("NEEDLE"))
        let band = try #require(E2E.bandRows(in: session).first)
        #expect(session.screenLines[band].contains("…"), "the cut start is marked")
        #expect(session.screenLines[band].contains("the NEEDLE appears"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == long + "\n")
    }

    @Test func theLineFormFindsItemsByWordsInAnyOrder() throws {
        let zones = ["America/Chicago", "America/New_York", "Europe/London", "Europe/Paris", "Asia/Tokyo"]
        let session = try choose(["--accessible"] + zones)
        #expect(session.waitForText("Choose"))
        session.send("york new\n")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "America/New_York\n")
    }

    // MARK: Bad input and the two readers

    @Test(arguments: [
        (["--header-lines", "-1"], "picker: --header-lines must be from 0 to 1000 (got -1)"),
        (["--header-lines", "1001"], "picker: --header-lines must be from 0 to 1000 (got 1001)"),
        (["--header-lines", "1.5"], "picker: --header-lines takes a whole number (got 1.5)"),
        (["--nth", "0"], "picker: --nth \"0\" names field 0: fields count from 1 (or from -1 at the end)"),
        (["--with-nth", "2,x"], "picker: --with-nth \"x\" is not a field"),
        (["--nth", "1,,2"], "picker: --nth \"1,,2\" has an empty field between commas"),
        (["--nth", "5000"], "picker: --nth \"5000\" is beyond field 1000"),
        (["--expect", "ctrl-bogus"], "picker: --expect \"ctrl-bogus\" is not a key"),
        (["--expect", "ctrl-ctrl-x"], "picker: --expect \"ctrl-ctrl-x\" is not a key"),
        (["--expect", "alt-x,ctrl-c"], "picker: --expect \"ctrl-c\" cannot end a choice: Ctrl-C interrupts picker"),
        (["--expect", "ctrl-z"], "picker: --expect \"ctrl-z\" cannot end a choice"),
        (
            ["--preview-position", "middle"],
            "picker: --preview-position 'middle' is not one of right, left, bottom or top"
        ),
        (["--style", "mini", "--preview", "cat {}"], "picker: --preview needs the wheel style, not --style mini"),
        (
            ["--preview", "echo {q} {r}"],
            "picker: --preview placeholder {r} (raw, unquoted) is refused: picker quotes every text"
        ),
        (["--preview", "echo {1..2..3}"], "picker: --preview placeholder {1..2..3} is not a field index expression"),
        (
            ["--preview", "cat {}", "--preview-window", "right,follow"],
            "picker: --preview-window \"follow\" is not a part of a preview window"
        ),
        (["--preview-window", "150%"], "picker: --preview-window \"150%\" is not a share from 1% to 99%"),
        (["--delimiter", ":", "--nth", "2"], "picker: --delimiter splits the preview's fields only: --nth"),
    ])
    func badScriptingOptionsAreRefused(options: [String], message: String) throws {
        let session = try choose(options + Self.characters)
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix(message), "\(session.standardError)")
        #expect(session.standardOutput == "")
    }

    @Test(arguments: [
        ["--query", "ha", "--tac", "--print-query", "--expect", "ctrl-x", "--with-nth", "1", "--header", "Who"],
        ["--query=ha", "--tac", "--print-query", "--expect=ctrl-x", "--with-nth=1", "--header=Who"],
    ])
    func bothArgumentReadersReadTheScriptingOptions(options: [String]) throws {
        let session = try choose(options + Self.characters)
        #expect(E2E.waitForBand("Han", in: session))
        #expect(session.screenText.contains("Who"))
        session.send("\u{18}")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "ha\nctrl-x\nHan\n")
    }
}
