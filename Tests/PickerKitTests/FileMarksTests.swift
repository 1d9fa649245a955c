import Foundation
import Testing

@testable import PickerKit

/// Several paths marked in a ``FileBrowser`` with a limit: across directories, through filters,
/// up to the limit, and in the line form.
@Suite("File browser marks")
@MainActor
struct FileMarksTests {
    /// Lets the wheels settle and deliver what they settled on.
    func settle(_ browser: FileBrowser, _ rig: TextRig) {
        rig.context.now += 5
        _ = browser.advance(context: rig.context)
        browser.settle(context: rig.context)
    }

    /// Moves the focused band to the entry titled `title`, by the wheel.
    func moveTo(_ title: String, _ browser: FileBrowser, _ rig: TextRig) {
        let level = browser.levels[browser.focusedLevel]
        guard let row = level.rows.firstIndex(where: { level.listing.entries[$0].title == title }) else {
            Issue.record("\(title) is not listed")
            return
        }
        rig.key(.home)
        settle(browser, rig)
        for _ in 0..<row { rig.key(.down) }
        settle(browser, rig)
    }

    @Test("Tab marks and moves on in any directory; the marks stay through walking and filtering")
    func marksAcrossFolders() throws {
        let tree = try TemporaryTree()
        let browser = try FileBrowser(root: tree.root, limit: 3)
        let rig = TextRig(browser)
        _ = rig.draw(width: 60, height: 11)
        rig.key(.right)
        moveTo("one.txt", browser, rig)
        rig.key(.tab)
        #expect(browser.markedPaths == [Array(tree.path("alpha/one.txt").utf8)])
        #expect(browser.focusedLevel == 1, "Tab marks: it does not walk")
        var screen = rig.draw(width: 60, height: 11)
        #expect(screen.text(row: 0).hasSuffix("(1/3)"), "the top line counts the marks:\n\(screen.textDump)")
        #expect(screen.textDump.contains("● one.txt"))
        rig.key(.left)
        rig.type("beta")
        #expect(browser.levels[0].selectedEntry?.title == "beta.txt")
        rig.key(.tab)
        rig.key(.escape)
        #expect(browser.levels[0].query.isEmpty)
        moveTo("beta.txt", browser, rig)
        screen = rig.draw(width: 60, height: 11)
        #expect(screen.textDump.contains("● beta.txt"), "the mark outlives the filter:\n\(screen.textDump)")
        moveTo("alpha/", browser, rig)
        rig.key(.right)
        screen = rig.draw(width: 60, height: 11)
        #expect(screen.textDump.contains("● one.txt"), "back in alpha/, its mark is there")
        #expect(
            browser.chosenPaths == [Array(tree.path("alpha/one.txt").utf8), Array(tree.path("beta.txt").utf8)],
            "the marks, in the order they were made")
        #expect(browser.checkedChosenPaths() == browser.chosenPaths)
    }

    @Test("a mark past the limit, or of what cannot be answered, is refused with the bell and a note")
    func refusals() throws {
        let tree = try TemporaryTree()
        let browser = try FileBrowser(root: tree.root, limit: 1)
        let rig = TextRig(browser)
        _ = rig.draw(width: 60, height: 11)
        moveTo("alpha/", browser, rig)
        rig.key(.tab)
        #expect(rig.context.bellsRequested == 1 && browser.markedPaths.isEmpty)
        #expect(rig.draw(width: 60, height: 11).text(row: 10).contains("'alpha/' is a directory, and only files"))
        moveTo("broken", browser, rig)
        rig.key(.tab)
        #expect(rig.context.bellsRequested == 2, "a link to nothing is never an answer")
        moveTo("beta.txt", browser, rig)
        rig.key(.tab)
        #expect(browser.markedPaths == [Array(tree.path("beta.txt").utf8)])
        moveTo("alpha/", browser, rig)
        rig.key(.right)
        moveTo("one.txt", browser, rig)
        rig.key(.tab)
        #expect(rig.context.bellsRequested == 3 && browser.markedPaths.count == 1)
        #expect(rig.draw(width: 60, height: 11).text(row: 10).hasPrefix("1 file at most"))
        rig.key(.left)
        moveTo("beta.txt", browser, rig)
        rig.key(.tab, [.shift])
        settle(browser, rig)
        #expect(browser.markedPaths.isEmpty, "Tab on a mark takes it off")
        #expect(browser.levels[0].selectedEntry?.title == "vanished/", "Shift-Tab moves to the entry before")
        #expect(browser.chosenPaths.isEmpty, "no marks, and a directory in the band: nothing to answer")
    }

    @Test("with no marks, the entry in the band is the answer; without a limit, Tab walks as before")
    func noMarks() throws {
        let tree = try TemporaryTree()
        let several = try FileBrowser(root: tree.root, limit: Int.max)
        let rig = TextRig(several)
        _ = rig.draw(width: 60, height: 11)
        moveTo("beta.txt", several, rig)
        #expect(several.chosenPaths == [Array(tree.path("beta.txt").utf8)])
        #expect(rig.draw(width: 60, height: 11).text(row: 0).hasSuffix("(0)"), "no limit: the count alone")
        let one = try FileBrowser(root: tree.root)
        let oneRig = TextRig(one)
        _ = oneRig.draw(width: 60, height: 11)
        oneRig.key(.tab)
        #expect(one.focusedLevel == 1 && one.markedPaths.isEmpty)
        #expect(!one.toggleMark())
        #expect(throws: PromptError.self) { try FileBrowser(root: tree.root, limit: 0) }
    }

    @Test("a mark whose path went away is refused at Enter, named in the note")
    func goneAtEnter() throws {
        let tree = try TemporaryTree()
        let browser = try FileBrowser(root: tree.root, limit: 2)
        let rig = TextRig(browser)
        _ = rig.draw(width: 60, height: 11)
        moveTo("beta.txt", browser, rig)
        rig.key(.tab)
        try FileManager.default.removeItem(atPath: tree.path("beta.txt"))
        #expect(browser.checkedChosenPaths() == nil)
        #expect(rig.draw(width: 300, height: 11).text(row: 10).contains("beta.txt' is not there any more"))
    }

    @Test("the marks are drawn inside any rectangle")
    func anySize() throws {
        let tree = try TemporaryTree()
        let browser = try FileBrowser(root: tree.root, limit: 2)
        let rig = TextRig(browser)
        _ = rig.draw(width: 60, height: 11)
        moveTo("beta.txt", browser, rig)
        rig.key(.tab)
        for (width, height) in AnySizeTests.sizes {
            expectDrawsInside(browser, Rect(x: 2, y: 2, width: width, height: height), "file browser with marks")
        }
    }

    @Test("the line form marks what is chosen, walks on, and answers the marks at done")
    func lineForm() throws {
        let tree = try TemporaryTree()
        let transcript = try LineTranscript(answers: "one\ndeeper\ntwo, ..\ntwo\ndone\n")
        let browser = try FileBrowser(root: tree.path("alpha"), limit: 5)
        #expect(browser.askSeveralInLines(try transcript.lines).value != nil)
        #expect(
            browser.chosenPaths == [
                Array(tree.path("alpha/one.txt").utf8), Array(tree.path("alpha/deeper/two.txt").utf8),
            ])
        let said = transcript.said()
        #expect(said.contains("Marked 1 of at most 5: \(tree.path("alpha/one.txt")).\n"))
        #expect(said.contains("  1) done (answer the 1 marked)\n  2) back/\n  3) deeper/\n  4) one.txt (marked)\n"))
        #expect(said.contains("Choose one directory to walk into, or files to mark"))
        #expect(said.contains("Marked 2 of at most 5"))
    }

    @Test("the line form answers at once when the limit is reached, and refuses more than it")
    func lineFormLimit() throws {
        let tree = try TemporaryTree()
        let transcript = try LineTranscript(answers: "back, deeper\none\n")
        let browser = try FileBrowser(root: tree.path("alpha"), limit: 1)
        #expect(browser.askSeveralInLines(try transcript.lines).value != nil)
        #expect(browser.chosenPaths == [Array(tree.path("alpha/one.txt").utf8)])
        #expect(!transcript.said().contains("Marked"), "the limit reached answers without asking for done")
    }
}
