import Foundation
import Testing

/// `picker demo`, the gallery, run for real in a pseudo-terminal.
@Suite struct DemoTests {
    /// The gallery, moved from the Date tab it opens on to Single (F2), where most tests start.
    private func demo(_ arguments: [String] = [], columns: Int = 80, rows: Int = 24) throws -> TerminalSession {
        let session = try E2E.picker(["demo"] + arguments, columns: columns, rows: rows)
        #expect(session.waitForText("Date and time"))
        session.send(Keys.f2)
        #expect(session.waitForText("Single component"))
        return session
    }

    /// The row of `text` now; tests take it as the band row before moving anything.
    private func rowOf(_ text: String, in session: TerminalSession) throws -> Int {
        try #require(E2E.row(containing: text, in: session), "\(text) is on screen:\n\(session.screenText)")
    }

    /// Waits until `row` holds `text` and the screen is still.
    private func waitForRow(_ row: Int, toHold text: String, in session: TerminalSession) -> Bool {
        let held = session.waitUntil { $0.screenLines[row].contains(text) }
        E2E.waitForStillness(session)
        return held && session.screenLines[row].contains(text)
    }

    /// Whether the button labelled `label` is drawn focused: a background colour or reverse video.
    private func buttonIsFocused(_ label: String, in session: TerminalSession) -> Bool {
        guard let row = E2E.row(containing: "[ \(label) ]", in: session),
            let column = E2E.column(of: label, row: row, in: session)
        else { return false }
        let cell = session.cell(column: column, row: row)
        return cell.background != .default || cell.reverse
    }

    /// Presses Tab until the button labelled `label` has the focus (at most four times).
    private func focusButton(_ label: String, in session: TerminalSession) -> Bool {
        for _ in 0..<4 {
            E2E.waitForStillness(session, quiet: 0.1)
            if buttonIsFocused(label, in: session) { return true }
            session.send(Keys.tab)
        }
        return session.waitUntil(timeout: 1) { buttonIsFocused(label, in: $0) }
    }

    // MARK: The gallery

    /// The tab bar at 80 and 100 columns, and each tab's first screen, are in
    /// WholeScreenGalleryTests.everyTab.
    @Test func tabBarListsTheTabsAndFunctionKeysSwitchThem() throws {
        let session = try demo(columns: 100)
        #expect(session.altScreen)
        session.send(Keys.f3)
        #expect(session.waitForText("Two components"))
        #expect(!session.screenText.contains("Single component"))
        session.send(Keys.f4)
        #expect(session.waitForText("Dependent components"))
        session.send(Keys.f5)
        #expect(session.waitForText("Custom cells: a slot machine"))
        session.send(Keys.f6)
        #expect(session.waitForText("resistor colour code"))
        session.send(Keys.f2)
        #expect(session.waitForText("Single component"))
    }

    @Test func theGalleryOpensOnTheDateTabTheBooksFirst() throws {
        let session = try E2E.picker(["demo"], columns: 80, rows: 24)
        #expect(session.waitForText("Date and time"))
        #expect(session.waitForText("Today"), "the date picker at now")
        #expect(!session.screenText.contains("Single component"))
        session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func clickingATabShowsIt() throws {
        let session = try demo()
        let bar = session.rows - 1
        let resistor = try #require(E2E.column(of: "Resistor", row: bar, in: session))
        session.send(
            Keys.Mouse.press(column: resistor + 2, row: bar) + Keys.Mouse.release(column: resistor + 2, row: bar))
        #expect(session.waitForText("4.7 kΩ ±5%"))
        let double = try #require(E2E.column(of: "Double", row: bar, in: session))
        session.send(Keys.Mouse.press(column: double + 1, row: bar) + Keys.Mouse.release(column: double + 1, row: bar))
        #expect(session.waitForText("Two components"))
    }

    @Test func qQuitsAndGivesTheScreenBack() throws {
        let session = try demo()
        session.send("q")
        #expect(session.waitForExit() == 0)
        #expect(!session.altScreen)
        #expect(session.cursorVisible)
        #expect(session.mouseMode == 0)
        #expect(session.terminalModes == .cooked)
        #expect(session.standardOutput == "")
    }

    @Test func controlCExitsWith130() throws {
        let session = try demo()
        session.send(Keys.ctrlC)
        #expect(session.waitForExit() == 130)
        #expect(!session.altScreen)
        #expect(session.terminalModes == .cooked)
    }

    // MARK: Single

    @Test func singleSelectShowsTheAlertAndEnterClosesIt() throws {
        let session = try demo()
        let band = try rowOf("Luke", in: session)
        #expect(session.waitForText("[ Select ]"))
        session.send(Keys.repeated(Keys.down, 3))
        #expect(waitForRow(band, toHold: "Chewbacca", in: session))
        session.send(Keys.tab + Keys.enter)
        #expect(E2E.waitForWords("You selected Chewbacca!", in: session))
        #expect(E2E.flattenedText(session).contains("Thank you for choosing."))
        #expect(session.screenText.contains("You're Welcome"))
        session.send("q")
        E2E.waitForStillness(session)
        #expect(!session.hasExited, "q does not quit while the alert is up")
        session.send(Keys.enter)
        #expect(session.waitUntil { !$0.screenText.contains("You selected") })
        #expect(session.screenText.contains("[ Select ]"))
        session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func shiftTabTakesTheFocusBackToTheWheel() throws {
        let session = try demo()
        let band = try rowOf("Luke", in: session)
        session.send(Keys.tab + Keys.shiftTab + Keys.down)
        #expect(waitForRow(band, toHold: "Leia", in: session), "Down reaches the wheel again")
        #expect(!session.screenText.contains("You selected"))
        session.send(Keys.tab + Keys.enter)
        #expect(E2E.waitForWords("You selected Leia!", in: session))
    }

    @Test func clickingARowOnTheSingleWheelSelectsIt() throws {
        let session = try demo()
        let band = try rowOf("Luke", in: session)
        let hanRow = try rowOf("Han", in: session)
        let column = try #require(E2E.column(of: "Han", row: hanRow, in: session))
        session.send(
            Keys.Mouse.press(column: column + 1, row: hanRow) + Keys.Mouse.release(column: column + 1, row: hanRow))
        #expect(waitForRow(band, toHold: "Han", in: session))
        let select = try rowOf("[ Select ]", in: session)
        let selectColumn = try #require(E2E.column(of: "Select", row: select, in: session))
        session.send(
            Keys.Mouse.press(column: selectColumn, row: select) + Keys.Mouse.release(column: selectColumn, row: select))
        #expect(E2E.waitForWords("You selected Han!", in: session))
    }

    // MARK: Double

    @Test func doubleOrdersTheSandwichOnShow() throws {
        let session = try demo()
        session.send(Keys.f3)
        #expect(session.waitForText("Two components"))
        let band = try rowOf("Ham", in: session)
        #expect(session.screenLines[band].contains("White"))
        #expect(!buttonIsFocused("Select", in: session), "the focus starts on the wheel")
        #expect(focusButton("Select", in: session))
        session.send(Keys.enter)
        #expect(E2E.waitForWords("Thank you for your order", in: session))
        #expect(E2E.flattenedText(session).contains("Your Ham on White bread will be right up."))
        #expect(session.screenText.contains("Great!"))
        session.send(Keys.enter)
        #expect(session.waitUntil { !$0.screenText.contains("Thank you for your order") })
    }

    @Test func doubleColumnsMoveIndependently() throws {
        let session = try demo()
        session.send(Keys.f3)
        #expect(session.waitForText("Two components"))
        let band = try rowOf("Ham", in: session)
        session.send(Keys.repeated(Keys.down, 2) + Keys.right + Keys.down)
        #expect(waitForRow(band, toHold: "Peanut Butter", in: session))
        #expect(waitForRow(band, toHold: "Whole Wheat", in: session))
        #expect(focusButton("Select", in: session))
        session.send(Keys.enter)
        #expect(E2E.waitForWords("Your Peanut Butter on Whole Wheat bread will be right up.", in: session))
    }

    // MARK: Dependent

    @Test func dependentShowsMassachusettsWholeAndItsFirstZIP() throws {
        let session = try demo()
        session.send(Keys.f4)
        #expect(session.waitForText("Dependent components"))
        let band = try rowOf("Alabama", in: session)
        session.send("mas")
        #expect(waitForRow(band, toHold: "Massachusetts", in: session))
        #expect(waitForRow(band, toHold: "01001", in: session), "the ZIP column reloaded to its first row")
        let line = session.screenLines[band]
        #expect(line.contains("Massachusetts") && !line.contains("Massachusett…"), "not clipped: \(line)")
        #expect(focusButton("Select", in: session))
        session.send(Keys.enter)
        #expect(E2E.waitForWords("You selected zip code 01001.", in: session))
        #expect(E2E.flattenedText(session).contains("01001 is in Massachusetts"))
        #expect(session.screenText.contains("OK"))
        session.send(Keys.enter)
        #expect(session.waitUntil { !$0.screenText.contains("You selected zip code") })
    }

    @Test func dependentMovingTheStateReloadsTheZIPs() throws {
        let session = try demo()
        session.send(Keys.f4)
        #expect(session.waitForText("Dependent components"))
        let band = try rowOf("Alabama", in: session)
        #expect(waitForRow(band, toHold: "35004", in: session))
        session.send(Keys.right + Keys.down)
        #expect(waitForRow(band, toHold: "35005", in: session))
        session.send(Keys.left + Keys.down)
        #expect(waitForRow(band, toHold: "Alaska", in: session))
        E2E.waitForStillness(session)
        let line = session.screenLines[band]
        #expect(!line.contains("35005") && !line.contains("35004"), "Alaska's ZIPs replace Alabama's: \(line)")
        let zip = try #require(E2E.splitColumns(line).last)
        #expect(zip.hasPrefix("99"), "Alaska's first ZIP: \(line)")
    }

    // MARK: Custom (slot machine)

    @Test func slotMachineReelsIgnoreKeysAndSpinHidesTheButtonUntilTheyStop() throws {
        let session = try demo(["--seed", "7"])
        session.send(Keys.f5)
        #expect(session.waitForText("[ Spin ]"))
        E2E.waitForStillness(session)
        let before = session.screenText
        session.send(Keys.down + "j" + Keys.pageDown)
        E2E.waitForStillness(session)
        #expect(session.screenText == before, "the reels ignore keys")

        session.send(Keys.enter)
        #expect(session.waitUntil { !$0.screenText.contains("[ Spin ]") }, "the button hides while the reels turn")
        #expect(session.waitUntil(timeout: 8) { $0.screenText.contains("[ Spin ]") }, "and comes back")
        E2E.waitForStillness(session)
        #expect(session.screenText != before, "the reels moved")
        session.send("q")
        #expect(session.waitForExit() == 0)
    }

    // MARK: Help

    @Test func helpNamesTheFunctionKeyOfEveryTabThatExists() throws {
        let session = try E2E.picker(["demo", "--help"])
        #expect(session.waitForExit() == 0)
        let help = session.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let tabs = [
            "Date", "Single", "Double", "Dependent", "Custom", "Resistor", "Weight", "Thermostat", "Calendar", "Mini",
        ]
        let named = tabs.enumerated().map { "F\($0.offset + 1) \($0.element)" }
        #expect(help.contains(named.joined(separator: ", ")), "F1 Date … F10 Mini, in the gallery's order")
        #expect(!help.contains("F11") && !help.contains("F12"))
    }

    // MARK: Resistor

    @Test func resistorDialsComputeTheValueAndWrapAround() throws {
        let session = try demo()
        session.send(Keys.f6)
        #expect(session.waitForText("4.7 kΩ ±5%"))
        session.send(Keys.down)
        #expect(session.waitForText("5.7 kΩ ±5%"))
        session.send(Keys.up)
        #expect(session.waitForText("4.7 kΩ ±5%"))
        session.send(Keys.repeated(Keys.up, 3))
        #expect(session.waitForText("1.7 kΩ ±5%"), "Brown, Violet, Red: 17 × 100")
        session.send(Keys.up)
        #expect(session.waitForText("9.7 kΩ ±5%"), "Up from Brown wraps around to White: the first dial has no Black")
        session.send(Keys.down)
        #expect(session.waitForText("1.7 kΩ ±5%"), "and Down from White to Brown")
        session.send(Keys.right + Keys.down)
        #expect(session.waitForText("1.8 kΩ ±5%"), "the second dial: Violet to Grey")
        session.send(Keys.right + Keys.down)
        #expect(session.waitForText("18 kΩ ±5%"), "the multiplier: Red to Orange")
        session.send(Keys.right + Keys.down)
        #expect(session.waitForText("18 kΩ ±10%"), "the tolerance: Gold to Silver")
    }
}
