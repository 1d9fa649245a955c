import Foundation
import Testing

/// `picker wheel` run for real in a pseudo-terminal.
@Suite struct WheelTests {
    static let sandwich = ["--column", "Ham,Turkey,Peanut Butter", "--column", "White,Whole Wheat,Rye"]

    private func wheel(
        _ arguments: [String], environment: [String: String] = [:], columns: Int = 80, rows: Int = 24
    ) throws -> TerminalSession {
        try E2E.picker(["wheel"] + arguments, environment: environment, columns: columns, rows: rows)
    }

    // MARK: Independent columns

    @Test func oneComponentPerColumnAndTheAnswerIsTabSeparated() throws {
        let session = try wheel(Self.sandwich)
        #expect(E2E.waitForBand(values: ["Ham", "White"], in: session))
        #expect(session.screenText.contains("Peanut Butter"))
        #expect(session.screenText.contains("Whole Wheat"))
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["Turkey", "White"], in: session))
        session.send(Keys.right)
        session.send(Keys.repeated(Keys.down, 2))
        #expect(E2E.waitForBand(values: ["Turkey", "Rye"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Turkey\tRye\n")
    }

    @Test func leftAndTabMoveBetweenColumns() throws {
        let session = try wheel(Self.sandwich)
        #expect(E2E.waitForBand(values: ["Ham", "White"], in: session))
        session.send(Keys.tab)
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["Ham", "Whole Wheat"], in: session))
        session.send(Keys.left)
        session.send(Keys.repeated(Keys.down, 2))
        #expect(E2E.waitForBand(values: ["Peanut Butter", "Whole Wheat"], in: session))
        session.send(Keys.tab)
        session.send(Keys.end)
        #expect(E2E.waitForBand(values: ["Peanut Butter", "Rye"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Peanut Butter\tRye\n")
    }

    @Test func selectedIsGivenPerColumn() throws {
        let session = try wheel(Self.sandwich + ["--selected", "Turkey", "--selected", "Rye"])
        #expect(E2E.waitForBand(values: ["Turkey", "Rye"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Turkey\tRye\n")
    }

    @Test func separatorJoinsTheValues() throws {
        let session = try wheel(Self.sandwich + ["--separator", " on "])
        #expect(E2E.waitForBand(values: ["Ham", "White"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Ham on White\n")
    }

    @Test func jsonAnswerIsAnArray() throws {
        let session = try wheel(Self.sandwich + ["--json", "--selected", "Ham", "--selected", "Rye"])
        #expect(E2E.waitForBand(values: ["Ham", "Rye"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == #"["Ham","Rye"]"# + "\n")
    }

    @Test func backslashCommaIsALiteralComma() throws {
        let session = try wheel(["--column", #"Salt\, Pepper,Sugar"#])
        #expect(E2E.waitForBand(values: ["Salt, Pepper"], in: session))
        #expect(session.screenText.contains("Sugar"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Salt, Pepper\n")
    }

    @Test func cycleWrapsEveryColumn() throws {
        let session = try wheel(Self.sandwich + ["--cycle"])
        #expect(E2E.waitForBand(values: ["Ham", "White"], in: session))
        session.send(Keys.up)
        #expect(E2E.waitForBand(values: ["Peanut Butter", "White"], in: session))
        session.send(Keys.right + Keys.up)
        #expect(E2E.waitForBand(values: ["Peanut Butter", "Rye"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Peanut Butter\tRye\n")
    }

    @Test func withoutCycleTheEndsStop() throws {
        let session = try wheel(Self.sandwich)
        #expect(E2E.waitForBand(values: ["Ham", "White"], in: session))
        session.send(Keys.up)
        E2E.waitForStillness(session)
        #expect(E2E.bandValues(in: session) == ["Ham", "White"])
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
        #expect(session.standardOutput == "")
    }

    @Test(arguments: [
        [String](),
        ["--column", ",,"],
        ["--column", "a,b", "--selected", "c"],
        ["--column", "a", "--selected", "a", "--selected", "b"],
        ["--column", "a", "--dependent", "/nonexistent.json"],
        ["--column", "a", "--height", "0"],
    ])
    func badArgumentsExitWithTwo(arguments: [String]) throws {
        let session = try wheel(arguments)
        #expect(session.waitForExit() == 2)
        let message = session.standardError
        #expect(message.hasPrefix("picker: "), "stderr: \(message.debugDescription)")
        #expect(message.filter { $0 == "\n" }.count == 1, "one line: \(message.debugDescription)")
        #expect(session.standardOutput == "")
        #expect(session.terminalModes == .cooked)
    }

    // MARK: Dependent columns

    static let produceJSON = #"{"Veg": ["Carrot", "Daikon", "Eggplant"], "Fruit": ["Apple", "Banana"]}"#

    @Test func dependentJSONReloadsTheRightColumnWhenTheLeftMoves() throws {
        let (directory, path) = try E2E.temporaryFile(Self.produceJSON, name: "produce.json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try wheel(["--dependent", path])
        #expect(E2E.waitForBand(values: ["Fruit", "Apple"], in: session), "keys are sorted")
        #expect(session.screenText.contains("Banana"))
        #expect(!session.screenText.contains("Carrot"))
        session.send(Keys.right + Keys.down)
        #expect(E2E.waitForBand(values: ["Fruit", "Banana"], in: session))
        session.send(Keys.left + Keys.down)
        #expect(E2E.waitForBand(values: ["Veg", "Carrot"], in: session), "the right column starts over")
        E2E.waitForStillness(session)
        #expect(session.screenText.contains("Eggplant"))
        #expect(!session.screenText.contains("Banana"))
        session.send(Keys.right + Keys.end)
        #expect(E2E.waitForBand(values: ["Veg", "Eggplant"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Veg\tEggplant\n")
    }

    @Test func dependentPropertyList() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>Oregon</key><array><string>97001</string><string>97002</string></array>
                <key>Maine</key><array><string>03901</string><string>03902</string></array>
            </dict>
            </plist>
            """
        let (directory, path) = try E2E.temporaryFile(plist, name: "states.plist")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try wheel(["--dependent", path, "--json"])
        #expect(E2E.waitForBand(values: ["Maine", "03901"], in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["Oregon", "97001"], in: session))
        session.send(Keys.tab + Keys.down)
        #expect(E2E.waitForBand(values: ["Oregon", "97002"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == #"["Oregon","97002"]"# + "\n")
    }

    @Test func dependentDictionaryOfDictionariesMakesThreeColumns() throws {
        let json =
            #"{"Europe": {"France": ["Paris", "Lyon"], "Italy": ["Rome"]}, "Asia": {"Japan": ["Tokyo", "Osaka"]}}"#
        let (directory, path) = try E2E.temporaryFile(json, name: "places.json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try wheel(["--dependent", path])
        #expect(E2E.waitForBand(values: ["Asia", "Japan", "Tokyo"], in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["Europe", "France", "Paris"], in: session))
        session.send(Keys.right + Keys.down)
        #expect(E2E.waitForBand(values: ["Europe", "Italy", "Rome"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Europe\tItaly\tRome\n")
    }

    @Test func selectingOnlyTheLeftColumnShowsItsOwnRowsToTheRight() throws {
        let json =
            #"{"Europe": {"France": ["Paris", "Lyon"], "Italy": ["Rome"]}, "Asia": {"Japan": ["Tokyo", "Osaka"]}}"#
        let (directory, path) = try E2E.temporaryFile(json, name: "places.json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try wheel(["--dependent", path, "--selected", "Europe"])
        #expect(E2E.waitForBand(values: ["Europe", "France", "Paris"], in: session))
        #expect(!session.screenText.contains("Japan"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Europe\tFrance\tParis\n")
    }

    @Test(arguments: [
        (["--column", "a,b", "--column", "c,d", "--default", "b", "--default", "d"], Int32(0), "b\td\n"),
        (
            ["--dependent", "PLACES", "--default", "Europe", "--default", "Italy", "--default", "Rome", "--json"],
            Int32(0), #"["Europe","Italy","Rome"]"# + "\n"
        ),
        (["--dependent", "PLACES", "--default", "Europe", "--default", "Japan", "--default", "Tokyo"], Int32(2), ""),
        (["--column", "a,b", "--column", "c,d", "--default", "b"], Int32(2), ""),
    ])
    func withoutATerminalDefaultAnswers(arguments: [String], status: Int32, answer: String) throws {
        let json =
            #"{"Europe": {"France": ["Paris", "Lyon"], "Italy": ["Rome"]}, "Asia": {"Japan": ["Tokyo", "Osaka"]}}"#
        let (directory, path) = try E2E.temporaryFile(json, name: "places.json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: [
                "-c", #"exec setsid -w "$0" wheel "$@" < /dev/null"#, try pickerExecutablePath(),
            ] + arguments.map { $0 == "PLACES" ? path : $0 })
        #expect(session.waitForExit() == status)
        #expect(session.standardOutput == answer)
        if status != 0 { #expect(session.standardError.hasPrefix("picker: ")) }
    }

    @Test(arguments: [
        ("broken.json", #"{"a": ["x", "#),
        ("empty.json", "{}"),
        ("list.json", #"["a", "b"]"#),
        ("nested.json", #"{"a": {}}"#),
        ("bool.json", #"{"a": [true]}"#),
        ("broken.plist", "<plist><dict><key>a</key>"),
        ("blank.plist", ""),
    ])
    func malformedDependentFileExitsWithTwoNamingTheFile(name: String, contents: String) throws {
        let (directory, path) = try E2E.temporaryFile(contents, name: name)
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try wheel(["--dependent", path])
        #expect(session.waitForExit() == 2)
        let message = session.standardError
        #expect(message.hasPrefix("picker: "), "stderr: \(message.debugDescription)")
        #expect(message.contains(name), "names the file: \(message.debugDescription)")
        #expect(message.filter { $0 == "\n" }.count == 1, "one line: \(message.debugDescription)")
        #expect(session.standardOutput == "")
        #expect(session.terminalModes == .cooked)
    }

    @Test func missingDependentFileIsNamed() throws {
        let session = try wheel(["--dependent", "/nonexistent/dir/tree.plist"])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix("picker: "))
        #expect(session.standardError.contains("tree.plist"))
    }

    // MARK: Look and mouse

    @Test func theFocusedColumnIsMarkedInTheBand() throws {
        let session = try wheel(Self.sandwich)
        #expect(E2E.waitForBand(values: ["Ham", "White"], in: session))
        let band = try #require(E2E.highlightedRows(in: session).first)
        let ham = try #require(E2E.column(of: "Ham", row: band, in: session))
        let white = try #require(E2E.column(of: "White", row: band, in: session))
        let focusedFirst = session.cell(column: ham, row: band)
        let otherFirst = session.cell(column: white, row: band)
        #expect(focusedFirst != otherFirst, "focused \(focusedFirst) vs other \(otherFirst)")
        session.send(Keys.right)
        #expect(session.waitUntil { $0.cell(column: white, row: band) == focusedFirst.withText("W") })
        #expect(session.cell(column: ham, row: band) == otherFirst.withText("H"))
    }

    @Test func wheelAndClickActOnTheColumnUnderThePointer() throws {
        let session = try wheel(Self.sandwich)
        #expect(E2E.waitForBand(values: ["Ham", "White"], in: session))
        let band = try #require(E2E.highlightedRows(in: session).first)
        let white = try #require(E2E.column(of: "White", row: band, in: session))
        session.send(Keys.Mouse.wheelDown(column: white, row: band))
        #expect(E2E.waitForBand(values: ["Ham", "Whole Wheat"], in: session))
        let peanutRow = try #require(E2E.row(containing: "Peanut Butter", in: session))
        let peanut = try #require(E2E.column(of: "Peanut Butter", row: peanutRow, in: session))
        session.send(
            Keys.Mouse.press(column: peanut + 2, row: peanutRow)
                + Keys.Mouse.release(column: peanut + 2, row: peanutRow))
        #expect(E2E.waitForBand(values: ["Peanut Butter", "Whole Wheat"], in: session))
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Peanut Butter\tWhole Wheat\n")
    }
}

extension CellInfo {
    /// The same cell with other text, to compare styles only.
    func withText(_ text: String) -> CellInfo {
        var copy = self
        copy.text = text
        return copy
    }
}
