import Foundation
import Testing

/// `picker wheel` as scripts use it: column labels, dependent files in their own order and of
/// mixed depth, the accessible form naming each column and reading its answer back.
@Suite struct WheelScriptingTests {
    static let cron = ["--header", "Hour,Minute", "--column", "0,1,2,17,30", "--column", "00,15,30,45"]

    @Test func headerLabelsAreDrawnAboveTheirColumns() throws {
        let session = try E2E.picker(["wheel", "--title", "Cron"] + Self.cron)
        #expect(E2E.waitForBand(values: ["0", "00"], in: session))
        let band = try #require(E2E.highlightedRows(in: session).first)
        let labels = try #require(E2E.row(containing: "Hour", in: session))
        #expect(E2E.row(containing: "Cron", in: session) == labels - 1, "the labels sit below the title")
        #expect(labels < band)
        #expect(session.screenLines[labels].contains("Minute"))
        // Each label is centred over its column: its middle is within a cell of its values' middle.
        let hour = try #require(E2E.column(of: "Hour", row: labels, in: session))
        let minute = try #require(E2E.column(of: "Minute", row: labels, in: session))
        let zero = try #require(E2E.column(of: "0", row: band, in: session))
        let zeroZero = try #require(E2E.column(of: "00", row: band, in: session))
        #expect(abs((hour + 2) - zero) <= 1)
        #expect(abs((minute + 3) - (zeroZero + 1)) <= 1)
        session.send(Keys.right + Keys.down)
        #expect(E2E.waitForBand(values: ["0", "15"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "0\t15\n")
    }

    @Test func aLabelWiderThanItsValuesWidensTheColumn() throws {
        let session = try E2E.picker(["wheel", "--header", "Temperature,x", "--column", "1,2", "--column", "a,b"])
        #expect(E2E.waitForBand(values: ["1", "a"], in: session))
        let labels = try #require(E2E.row(containing: "Temperature", in: session))
        #expect(!session.screenLines[labels].contains("…"))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test(arguments: [
        (["--header", "a,b,c", "--column", "1", "--column", "2"], "--header has 3 labels for 2 columns"),
        (["--column", "1", "--keep-order"], "--keep-order needs --dependent FILE"),
    ])
    func headerAndKeepOrderMistakesAreNamed(arguments: [String], message: String) throws {
        let session = try E2E.picker(["wheel"] + arguments)
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix("picker: " + message))
    }

    @Test func accessibleFormNamesEachColumnAndReadsItsAnswerBack() throws {
        let session = try E2E.picker(["wheel", "--accessible"] + Self.cron)
        #expect(session.waitForText("Hour (column 1 of 2) (Enter for 0):"))
        session.send("17\n")  // the item "17", not the 17th choice
        #expect(session.waitForText("Hour: 17"))
        #expect(session.waitForText("Minute (column 2 of 2) (Enter for 00):"))
        session.send("#2\n")  // by number
        #expect(session.waitForText("Minute: 15"))
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "17\t15\n")
    }

    @Test func accessibleNumbersStillPickWhenNoItemHasThatText() throws {
        let session = try E2E.picker(["wheel", "--accessible", "--column", "Ham,Turkey"])
        #expect(session.waitForText("Column 1 of 1 (Enter for Ham):"))
        session.send("2\n")
        #expect(session.waitForText("Column 1: Turkey"))
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Turkey\n")
    }

    static let deploy = #"{"Zeta": {"prod": ["eu-1", "us-2"], "dev": []}, "Alpha": ["one", "two"]}"#

    @Test func keepOrderShowsTheKeysAsTheFileHasThem() throws {
        let (directory, path) = try E2E.temporaryFile(Self.deploy, name: "deploy.json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sorted = try E2E.picker(["wheel", "--dependent", path])
        #expect(E2E.waitForBand(values: ["Alpha", "one"], in: sorted))
        sorted.send(Keys.escape)
        #expect(sorted.waitForExit() == 1)
        let kept = try E2E.picker(["wheel", "--dependent", path, "--keep-order"])
        #expect(E2E.waitForBand(values: ["Zeta", "prod", "eu-1"], in: kept))
        kept.send(Keys.right + Keys.down)
        #expect(E2E.waitForBand(values: ["Zeta", "dev"], in: kept), "the branch ends after two columns")
        E2E.waitForStillness(kept)
        kept.send(Keys.enter)
        #expect(kept.waitForExit() == 0)
        #expect(kept.standardOutput == "Zeta\tdev\n", "no trailing empty value")
    }

    @Test func keepOrderReadsAnXMLPropertyList() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>Oregon</key><array><string>97001</string></array>
            <key>Maine</key><array><string>03901</string></array>
            </dict></plist>
            """
        let (directory, path) = try E2E.temporaryFile(plist, name: "states.plist")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try E2E.picker(["wheel", "--dependent", path, "--keep-order", "--json"])
        #expect(E2E.waitForBand(values: ["Oregon", "97001"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == #"["Oregon","97001"]"# + "\n")
    }

    @Test(arguments: [
        (["Alpha", "two"], Int32(0), "Alpha\ttwo\n"),
        (["Zeta", "dev"], Int32(0), "Zeta\tdev\n"),
        (["Zeta", "prod", "us-2"], Int32(0), "Zeta\tprod\tus-2\n"),
        (["Alpha"], Int32(2), ""),
        (["Alpha", "two", "x"], Int32(2), ""),
    ])
    func mixedDepthWithoutATerminalAnswersAsDeepAsTheBranch(values: [String], status: Int32, answer: String) throws {
        let (directory, path) = try E2E.temporaryFile(Self.deploy, name: "deploy.json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try E2E.pickerWithoutTerminal(
            ["wheel", "--dependent", path] + values.flatMap { ["--default", $0] })
        #expect(session.waitForExit() == status)
        #expect(session.standardOutput == answer)
        if status != 0 { #expect(session.standardError.hasPrefix("picker: ")) }
    }

    @Test func mixedDepthInTheAccessibleFormStopsWhereTheBranchEnds() throws {
        let (directory, path) = try E2E.temporaryFile(Self.deploy, name: "deploy.json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try E2E.picker(["wheel", "--accessible", "--dependent", path, "--header", "Env,Stage,Region"])
        #expect(session.waitForText("Env (column 1 of 3) (Enter for Alpha):"))
        session.send("Alpha\n")
        #expect(session.waitForText("Stage (column 2 of 3) (Enter for one):"))
        session.send("two\n")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Alpha\ttwo\n")
    }

    /// Loading is linear in the number of keys: 100,000 keys (2 MB) answer in seconds, in a debug
    /// build (quadratic before: 20,000 keys took 4 s in a release build, 100,000 over a minute).
    @Test(arguments: ["json", "binary", "keep-order"])
    func aDependentFileOfManyKeysLoadsInLinearTime(kind: String) throws {
        var dictionary: [String: [String]] = [:]
        for index in 0..<100_000 { dictionary["k\(index)"] = ["v\(index)"] }
        let data =
            kind == "binary"
            ? try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
            : try JSONSerialization.data(withJSONObject: dictionary)
        let directory = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(kind == "binary" ? "keys.plist" : "keys.json").path
        try data.write(to: URL(fileURLWithPath: path))
        let order = kind == "keep-order" ? ["--keep-order"] : []
        let session = try E2E.pickerWithoutTerminal(
            ["wheel", "--dependent", path] + order + ["--default", "k99999", "--default", "v99999"])
        #expect(session.waitForExit(timeout: 60) == 0, "\(session.standardError)")
        #expect(session.standardOutput == "k99999\tv99999\n")
        let missing = try E2E.pickerWithoutTerminal(["wheel", "--dependent", path] + order + ["--default", "x"])
        #expect(missing.waitForExit(timeout: 60) == 2)
        #expect(missing.standardError == "picker: \"x\" is not a value of column 1\n")
    }

    @Test func keepOrderOfABinaryPropertyListNamesTheOptionAndTheWayOut() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["a": ["1"]], format: .binary, options: 0)
        let directory = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tree.plist").path
        try data.write(to: URL(fileURLWithPath: path))
        let session = try E2E.pickerWithoutTerminal(["wheel", "--dependent", path, "--keep-order", "--default", "a"])
        #expect(session.waitForExit() == 2)
        #expect(
            session.standardError
                == "picker: --keep-order: tree.plist: a binary property list does not keep the order of its keys; "
                + "JSON and XML property lists do (plutil -convert xml1 tree.plist makes one)\n")
    }

    @Test func aPropertyListThatDoesNotParseIsNamedInWords() throws {
        let (directory, path) = try E2E.temporaryFile("<plist><dict><key>a</key>", name: "broken.plist")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try E2E.pickerWithoutTerminal(["wheel", "--dependent", path])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix("picker: broken.plist: not a valid property list ("))
    }

    @Test func missingDependentFileSaysNoSuchFile() throws {
        let session = try E2E.picker(["wheel", "--dependent", "/nonexistent/deploy.json"])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError == "picker: /nonexistent/deploy.json: no such file\n")
    }
}

extension E2E {
    /// Writes `text` to a file called `name` in a new temporary folder (the caller removes it).
    static func temporaryFile(_ text: String, name: String) throws -> (directory: URL, path: String) {
        let directory = try temporaryDirectory()
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return (directory, url.path)
    }
}
