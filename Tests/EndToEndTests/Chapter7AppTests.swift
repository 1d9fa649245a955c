import Foundation
import Testing

/// The book's chapter-7 controllers, written the UIKit way and ported by changing their imports
/// and Interface Builder lines, run for real in a pseudo-terminal (`chapter7-pickers`, a program
/// of the tests only).
@Suite struct Chapter7AppTests {
    /// Starts the ported app, next to `picker` in the build products.
    private func app() throws -> TerminalSession {
        let path = URL(fileURLWithPath: try pickerExecutablePath()).deletingLastPathComponent()
            .appendingPathComponent("chapter7-pickers").path
        let session = try TerminalSession(executable: path, arguments: [], columns: 80, rows: 24)
        #expect(session.waitForText("F2 Single"))
        return session
    }

    @Test func singleShowsTheBooksAlertAndItsButtonDismissesIt() throws {
        let session = try app()
        #expect(session.waitForText("Today"), "the Date tab first, at now")
        session.send(Keys.f2)
        #expect(session.waitForText("Luke"))
        session.send(Keys.repeated(Keys.down, 3))
        E2E.waitForStillness(session)
        session.send(Keys.tab + Keys.enter)
        #expect(session.waitForText("You selected Chewbacca!"))
        #expect(session.screenText.contains("[ You're Welcome ]"))
        session.send(Keys.enter)
        #expect(session.waitUntil { !$0.screenText.contains("You selected") })
        session.send(Keys.ctrlC)
        #expect(session.waitForExit() == 130)
    }

    @Test func dependentFollowsTheStateAndCustomSpinsAndGivesSpinBack() throws {
        let session = try app()
        session.send(Keys.f4)
        #expect(session.waitForText("35004"), "Alabama's ZIP codes, from the plist through Bundle.main")
        session.send(Keys.down)
        #expect(session.waitForText("99501"), "Alaska's, after didSelectRow reloaded the component")
        session.send(Keys.f5)
        #expect(session.waitForText("[ Spin ]"))
        #expect(session.screenText.contains("│"), "the reels")
        let sevens = session.screenLines.map { $0.components(separatedBy: "▀▀▀▀▀█").count - 1 }.max()
        #expect(sevens == 5, "every reel starts on the seven, as the book's")
        session.send(Keys.enter)
        #expect(session.waitUntil { !$0.screenText.contains("[ Spin ]") }, "Spin hides the button")
        #expect(session.waitForText("[ Spin ]", timeout: 3), "and DispatchQueue.main brings it back")
        session.send(Keys.ctrlC)
        #expect(session.waitForExit() == 130)
    }
}
