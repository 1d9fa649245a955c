import Foundation
import Testing

/// Terminal screen readers (Orca, BRLTTY, Speakup) read where the hardware cursor is, so every
/// picker leaves it, shown, at its focus after every frame: the start of the band in the focused
/// column, the selected day, the focused button or part, the insertion point while typing. Each
/// case reads the cursor on the first screen and again after a key that moves the focus, and
/// checks the text under it (not only a position), so a cursor left anywhere else fails.
@Suite struct FocusCursorTests {
    /// What the cursor should be on.
    enum Focus: CustomStringConvertible {
        /// The cursor's row, from the cursor on, starts with this text (blanks before it skipped:
        /// the band of a column starts before its title).
        case on(String)
        /// The cursor's row, up to the cursor, ends with this text: the insertion point after it.
        case after(String)

        var description: String {
            switch self {
            case .on(let text): "on \"\(text)\""
            case .after(let text): "after \"\(text)\""
            }
        }
    }

    /// A picker, what the cursor is on at first, a key that moves the focus, and what it is on then.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let first: Focus
        let key: String
        let then: Focus
        var testDescription: String { name }
    }

    static let characters = ["Luke", "Leia", "Han", "Chewbacca"]
    static let now = ["PICKER_NOW": "2024-01-15T14:30", "TZ": "UTC", "LANG": "en_US.UTF-8"]

    static let cases: [Case] = [
        Case(
            name: "choose, jump", arguments: ["choose"] + characters, first: .on("Luke"), key: Keys.down,
            then: .on("Leia")),
        Case(
            name: "choose, typing to jump", arguments: ["choose"] + characters, first: .on("Luke"), key: "h",
            then: .after("› h")),
        Case(
            name: "choose, filter", arguments: ["choose", "--filter"] + characters, first: .on("Luke"), key: "le",
            then: .after("› le")),
        Case(
            name: "choose, several", arguments: ["choose", "--no-limit"] + characters, first: .on("○ Luke"),
            key: Keys.down, then: .on("○ Leia")),
        Case(
            name: "choose, mini", arguments: ["choose", "--style", "mini"] + characters, first: .on("Luke"),
            key: Keys.right, then: .on("Leia")),
        Case(
            name: "wheel, the focused column",
            arguments: ["wheel", "--column", "Ham,Turkey", "--column", "White,Rye"], first: .on("Ham"),
            key: Keys.right, then: .on("White")),
        Case(
            name: "date, wheels", arguments: ["date", "--locale", "en_US"], first: .on("January"), key: Keys.right,
            then: .on("15")),
        Case(
            name: "date, calendar", arguments: ["date", "--style", "calendar", "--locale", "en_US"], first: .on("15"),
            key: Keys.right, then: .on("16")),
        Case(
            name: "date, compact line", arguments: ["date", "--style", "compact", "--locale", "en_US"],
            first: .on("Jan 15, 2024"), key: " ", then: .on("15")),
        Case(
            name: "number, ruler", arguments: ["number", "--min", "0", "--max", "100", "--value", "42"],
            first: .on("42"), key: Keys.right, then: .on("43")),
        Case(
            name: "number, wheel",
            arguments: ["number", "--min", "0", "--max", "100", "--value", "42", "--style", "wheel"],
            first: .on("42"), key: Keys.down, then: .on("43")),
        Case(
            name: "number, mini",
            arguments: ["number", "--min", "0", "--max", "100", "--value", "42", "--style", "mini"],
            first: .on("42"), key: Keys.right, then: .on("43")),
        Case(name: "confirm", arguments: ["confirm", "Delete?"], first: .on("Yes"), key: Keys.right, then: .on("No")),
        Case(name: "input", arguments: ["input"], first: .after("> "), key: "Ada", then: .after("> Ada")),
        Case(name: "write", arguments: ["write"], first: .after(""), key: "Hi", then: .after("Hi")),
        Case(
            name: "demo, the first tab", arguments: ["demo", "--seed", "7"], first: .on("Today"), key: Keys.right,
            then: .on("2")),
    ]

    @Test(arguments: cases)
    func theCursorRestsAtTheFocus(_ test: Case) throws {
        let session = try E2E.picker(test.arguments, environment: Self.now)
        expect(session, test.first, test.name + ", first screen")
        session.send(test.key)
        expect(session, test.then, test.name + ", after the key")
        session.send(Keys.ctrlC)
        #expect(session.waitForExit() != nil)
    }

    @Test func file() throws {
        let folder = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["alpha", "beta"] {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil))
        }
        let session = try E2E.picker(["file", folder.path], environment: Self.now)
        expect(session, .on("alpha"), "file, first screen")
        session.send(Keys.down)
        expect(session, .on("beta"), "file, after Down")
        session.send("b")
        expect(session, .after("› b"), "file, typing a filter")
        session.send(Keys.ctrlC)
        #expect(session.waitForExit() != nil)
    }

    /// Waits until the cursor is shown and on `focus`, and fails with the screen and the cursor's
    /// place when it does not get there.
    private func expect(
        _ session: TerminalSession, _ focus: Focus, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let reached = session.waitUntil { session in
            guard session.cursorVisible else { return false }
            let (row, column) = session.cursorPosition
            // A row's trailing blanks may be left off: the cursor can stand past its text.
            var line = Array(session.screenLines[row])
            if column > line.count { line += Array(repeating: " ", count: column - line.count) }
            switch focus {
            case .on(let text):
                return String(line[column...]).drop { $0 == " " }.hasPrefix(text)
            case .after(let text):
                return String(line[..<column]).hasSuffix(text)
            }
        }
        if !reached {
            let (row, column) = session.cursorPosition
            Issue.record(
                """
                \(what): the cursor (\(session.cursorVisible ? "shown" : "hidden"), row \(row), column \(column)) \
                is not \(focus):
                \(session.screenText)
                """, sourceLocation: sourceLocation)
        }
    }
}
