import Foundation
import Testing

/// The gallery's Weight, Thermostat and Mini tabs, run for real in a pseudo-terminal.
@Suite struct DemoFormTabsTests {
    /// The gallery with its configuration folder in `config`.
    private func demo(config: URL) throws -> TerminalSession {
        let session = try E2E.picker(
            ["demo"], environment: ["XDG_CONFIG_HOME": config.path], columns: 80, rows: 24)
        #expect(session.waitForText("Date and time"))
        return session
    }

    private func scheduleFile(in config: URL) -> URL {
        config.appendingPathComponent("pickers/thermostat.json")
    }

    // MARK: Weight

    @Test func weightShowsTheRulerAndTheUnitSwitchConverts() throws {
        let config = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: config) }
        let session = try demo(config: config)
        session.send(Keys.f7)
        #expect(session.waitForText("Endless ruler: body weight"))
        // 70.0 in large digits: 7, 0, the point, 0.
        #expect(session.screenText.contains("▀▀█ █▀█   █▀█"))
        #expect(session.screenText.contains("▀ ▀▀▀ ▀ ▀▀▀ kg"))
        #expect(session.screenLines.contains { $0.contains("69.0") && $0.contains("70.0") && $0.contains("71.0") })
        session.send(Keys.right)
        #expect(session.waitForText("▀▀█ █▀█   ▀█"), "70.1")
        session.send(Keys.tab + Keys.right)
        #expect(session.waitForText("◀ lb ▶"))
        #expect(session.waitUntil { $0.screenLines.contains { $0.contains("154.0") && $0.contains("155.0") } })
        #expect(session.screenText.contains("█▀▀ █ █   █▀▀"), "154.5 lb: 1, 5, 4, the point, 5")
        session.send(Keys.left)
        #expect(session.waitForText("◀ kg ▶"))
        #expect(session.waitForText("▀▀█ █▀█   ▀█"), "back to 70.1 kg, not a tick off")
    }

    // MARK: Thermostat

    @Test func aChangeShowsInItsRowIsSavedAndSurvivesARestart() throws {
        let config = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: config) }
        let session = try demo(config: config)
        session.send(Keys.f8)
        #expect(session.waitForText("Data entry: a thermostat schedule"))
        #expect(session.screenText.contains("Wake     6:00 AM   70°F   78°F"))
        session.send(Keys.enter)
        #expect(session.waitForText("Weekday · Wake · Start"))
        #expect(session.waitForText("[ Done ]"))
        E2E.waitForStillness(session)
        session.send(Keys.down)
        #expect(session.waitForText("Wake     7:00 AM   70°F   78°F"), "the row changes while the sheet is up")
        session.send(Keys.enter)
        #expect(session.waitUntil { !$0.screenText.contains("[ Done ]") }, "Done slides the sheet away")
        E2E.waitForStillness(session)  // keys are not taken while it slides
        let saved = try String(contentsOf: scheduleFile(in: config), encoding: .utf8)
        #expect(saved.contains("\"07:00\""))
        session.send("q")
        #expect(session.waitForExit() == 0)

        let again = try demo(config: config)
        again.send(Keys.f8)
        #expect(again.waitForText("Wake     7:00 AM   70°F   78°F"), "read back at start")
        again.send("q")
        #expect(again.waitForExit() == 0)
    }

    @Test func withTheSheetUpOneClickOrOneKeyChoosesAnotherField() throws {
        let config = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: config) }
        let session = try demo(config: config)
        session.send(Keys.f8)
        #expect(session.waitForText("Data entry: a thermostat schedule"))
        session.send(Keys.enter)
        #expect(session.waitForText("Weekday · Wake · Start"))
        E2E.waitForStillness(session)
        session.send(Keys.tab)
        #expect(session.waitForText("Weekday · Wake · Heat"), "Tab: the next field, the sheet stays up")
        session.send(Keys.shiftTab)
        #expect(session.waitForText("Weekday · Wake · Start"), "Shift-Tab: the previous one")
        let titles = try #require(E2E.row(containing: "Start", in: session))
        let leave = try #require(E2E.row(containing: "Leave", in: session))
        let cool = try #require(E2E.column(of: "Cool", row: titles, in: session))
        session.send(Keys.Mouse.press(column: cool + 1, row: leave) + Keys.Mouse.release(column: cool + 1, row: leave))
        #expect(session.waitForText("Weekday · Leave · Cool"), "one click on another field retargets the sheet")
        #expect(session.screenText.contains("[ Done ]"))
        E2E.waitForStillness(session)
        let highlighted = E2E.highlightedRows(in: session).map { session.screenLines[$0] }
        #expect(highlighted.contains { $0.contains("85°F") }, "preselected to the field's value")
        session.send(Keys.escape)
        #expect(session.waitUntil { !$0.screenText.contains("[ Done ]") })
        E2E.waitForStillness(session)
        session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func theSheetOpensPreselectedAndEscClosesIt() throws {
        let config = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: config) }
        let session = try demo(config: config)
        session.send(Keys.f8)
        #expect(session.waitForText("Data entry: a thermostat schedule"))
        session.send(Keys.down + Keys.right + Keys.right + Keys.enter)  // Weekday · Leave · Cool
        #expect(session.waitForText("Weekday · Leave · Cool"))
        E2E.waitForStillness(session)
        let highlighted = E2E.highlightedRows(in: session).map { session.screenLines[$0] }
        #expect(highlighted.contains { $0.contains("85°F") }, "the picker starts on the field's value")
        session.send(Keys.up)
        #expect(session.waitForText("Leave    8:00 AM   62°F   84°F"))
        session.send(Keys.escape)
        #expect(session.waitUntil { !$0.screenText.contains("Weekday · Leave · Cool") })
        E2E.waitForStillness(session)
        session.send("q")
        #expect(session.waitForExit() == 0, "q quits again once the sheet is gone")
    }

    @Test func aCorruptFileIsMovedAsideAndTheTabSaysSo() throws {
        let config = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: config) }
        let file = scheduleFile(in: config)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"weekday\": ".utf8).write(to: file)
        let session = try demo(config: config)
        session.send(Keys.f8)
        #expect(session.waitForText("Data entry: a thermostat schedule"))
        #expect(E2E.waitForWords("is not valid JSON; moved it to thermostat.json.bad-", in: session))
        #expect(E2E.flattenedText(session).contains("and using the default schedule"))
        #expect(session.screenText.contains("Wake     6:00 AM   70°F   78°F"))
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(names.contains { $0.hasPrefix("thermostat.json.bad-") }, "\(names)")
        #expect(!names.contains("thermostat.json"), "nothing is written until a change")
    }

    // MARK: Mini

    @Test func miniShowsTheCompactPickersAndTheFormOrders() throws {
        let config = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: config) }
        let session = try demo(config: config)
        session.send(Keys.f10)
        #expect(session.waitForText("Mini pickers: compact pickers for forms"))
        #expect(session.screenText.contains("Month  │ Februari  │ ◀ │   Maart   │ ▶ │   April   │"))
        #expect(session.screenText.contains("[ Order ]"), "at 80×24 the form is whole")
        #expect(session.screenText.contains("Year  ◀ 2025 ▶"))
        #expect(session.screenText.contains("│ ◀ 9  ▶ │ ◀ 41 ▶ │ ◀ AM ▶ │"))
        session.send(Keys.right)
        #expect(session.waitForText("April 2025, 9:41 AM"))
        let row = try #require(E2E.row(containing: "Year", in: session))
        let arrow = try #require(session.screenLines[row].lastIndex(of: "▶"))
        let column = session.screenLines[row].distance(from: session.screenLines[row].startIndex, to: arrow)
        session.send(Keys.Mouse.press(column: column, row: row) + Keys.Mouse.release(column: column, row: row))
        #expect(session.waitForText("April 2026, 9:41 AM"), "a click on the year's arrow")
        // The click focused the year: four Tabs to the size (through the time's three components).
        session.send(Keys.repeated(Keys.tab, 4) + Keys.right + Keys.repeated(Keys.tab, 3) + Keys.enter)
        #expect(E2E.waitForWords("A large coffee with no milk and 1 shot.", in: session))
    }
}
