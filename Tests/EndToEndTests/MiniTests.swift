import Foundation
import Testing

/// `picker choose --style mini` run for real in a pseudo-terminal.
@Suite struct MiniTests {
    private func choose(
        _ arguments: [String], stdin: TerminalSession.Stdin = .terminal, environment: [String: String] = [:]
    ) throws -> TerminalSession {
        try E2E.picker(
            ["choose", "--style", "mini"] + arguments, environment: environment, stdin: stdin, columns: 80, rows: 24)
    }

    /// The line with the arrows, once it shows `selected` between them.
    private func waitForSelection(_ selected: String, in session: TerminalSession) -> Bool {
        session.waitUntil { session in
            session.screenLines.contains { line in
                guard let left = line.firstIndex(of: "◀"), let right = line.firstIndex(of: "▶"), left < right else {
                    return false
                }
                return line[line.index(after: left)..<right].trimmingCharacters(in: .whitespaces) == selected
            }
        }
    }

    /// The screens (the item between arrows, its neighbours, one line tall) are in
    /// WholeScreenChooseTests.mini.
    @Test func theItemSitsBetweenArrowsWithItsNeighboursAndRightSteps() throws {
        let session = try choose(["--title", "Who"] + ChooseTests.characters)
        #expect(waitForSelection("Luke", in: session))
        session.send(Keys.right + Keys.right)
        #expect(waitForSelection("Han", in: session))
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Han\n")
    }

    @Test func selectedJsonAndTypeAhead() throws {
        let session = try choose(["--json", "--selected", "Chewbacca"] + ChooseTests.characters)
        #expect(waitForSelection("Chewbacca", in: session))
        session.send("th")
        #expect(waitForSelection("Threepio", in: session))
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == #"{"index":5,"value":"Threepio"}"# + "\n")
    }

    @Test func aClickOnAnArrowSteps() throws {
        let session = try choose(ChooseTests.characters)
        #expect(waitForSelection("Luke", in: session))
        let row = try #require(session.screenLines.firstIndex { $0.contains("▶") })
        let arrow = try #require(E2E.column(of: "▶", row: row, in: session))
        session.send(Keys.Mouse.press(column: arrow, row: row) + Keys.Mouse.release(column: arrow, row: row))
        #expect(waitForSelection("Leia", in: session))
        session.send(Keys.Mouse.wheelDown(column: arrow, row: row))
        #expect(waitForSelection("Han", in: session))
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Han\n")
    }

    @Test func itemsFromStandardInputAndTheCyclicMode() throws {
        let session = try choose(["--cycle"], stdin: .data(Array("alpha\nbeta\ngamma\n".utf8)))
        #expect(waitForSelection("alpha", in: session))
        session.send(Keys.left)
        #expect(waitForSelection("gamma", in: session))
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "gamma\n")
    }

    @Test func theStyleIsTakenInTheEqualsFormToo() throws {
        let session = try E2E.picker(["choose", "--style=mini", "a", "b"], columns: 80, rows: 24)
        #expect(waitForSelection("a", in: session))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test func aBadStyleIsABadArgument() throws {
        let session = try E2E.picker(["choose", "--style", "dial", "a", "b"])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix("picker: "))
    }

    @Test func accessibleModeUsesTheNumberedLines() throws {
        let session = try choose(ChooseTests.characters, environment: ["TERM": "dumb"])
        #expect(session.waitForText("Choose (Enter for Luke):"))
        session.send("3\n")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Han\n")
    }
}
