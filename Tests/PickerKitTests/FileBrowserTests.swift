import Foundation
import PickerCore
import Testing

@testable import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory tree made for a test, removed afterwards:
///
/// ```
/// alpha/  back -> ..  deeper/two.txt  one.txt
/// beta.txt   .hidden   broken -> nowhere   link-to-alpha -> alpha   loop -> .   vanished/
/// ```
final class TemporaryTree {
    let root: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("pickers-files-\(UUID().uuidString)")
        root = base.path
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/alpha/deeper", withIntermediateDirectories: true)
        try files.createDirectory(atPath: root + "/vanished", withIntermediateDirectories: true)
        for file in ["alpha/one.txt", "alpha/deeper/two.txt", "beta.txt", ".hidden"] {
            _ = files.createFile(atPath: root + "/" + file, contents: Data("x".utf8))
        }
        try files.createSymbolicLink(atPath: root + "/loop", withDestinationPath: ".")
        try files.createSymbolicLink(atPath: root + "/alpha/back", withDestinationPath: "..")
        try files.createSymbolicLink(atPath: root + "/link-to-alpha", withDestinationPath: "alpha")
        try files.createSymbolicLink(atPath: root + "/broken", withDestinationPath: "nowhere")
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    deinit {
        _ = chmod(root + "/locked", 0o755)
        try? FileManager.default.removeItem(atPath: root)
    }
}

@Suite("Directory listings")
struct DirectoryListingTests {
    @Test func namesAreSortedDirectoriesFirstHiddenLeftOutLinksFollowed() throws {
        let tree = try TemporaryTree()
        let listing = try DirectoryListing.read(path: Array(tree.root.utf8)).get()
        #expect(
            listing.entries.map(\.title) == ["alpha/", "link-to-alpha/", "loop/", "vanished/", "beta.txt", "broken"])
        #expect(listing.entries.map(\.kind) == [.directory, .directory, .loop, .directory, .file, .broken(ENOENT)])
        #expect(listing.entries.map(\.isLink) == [false, true, true, false, false, true])
        let hidden = try DirectoryListing.read(path: Array(tree.root.utf8), includesHidden: true).get()
        #expect(hidden.entries.map(\.title).contains(".hidden"))
        let directories = try DirectoryListing.read(path: Array(tree.root.utf8), directoriesOnly: true).get()
        #expect(directories.entries.allSatisfy { $0.isDirectory } && directories.entries.count == 4)
    }

    @Test func aLinkBackToADirectoryOnTheWayIsALoop() throws {
        let tree = try TemporaryTree()
        let root = try DirectoryListing.read(path: Array(tree.root.utf8)).get()
        let alpha = try DirectoryListing.read(path: Array(tree.path("alpha").utf8), ancestors: [root.identity]).get()
        #expect(alpha.entries.first { $0.text == "back" }?.kind == .loop)
        let alone = try DirectoryListing.read(path: Array(tree.path("alpha").utf8)).get()
        #expect(alone.entries.first { $0.text == "back" }?.kind == .directory, "without the way here, no loop")
    }

    @Test func whatIsNotADirectoryOrIsGoneIsAProblem() throws {
        let tree = try TemporaryTree()
        let file = DirectoryListing.read(path: Array(tree.path("beta.txt").utf8))
        #expect(throws: DirectoryListing.Problem.self) { try file.get() }
        if case .failure(let problem) = file { #expect(problem.isNotADirectory) }
        if case .failure(let problem) = DirectoryListing.read(path: Array(tree.path("missing").utf8)) {
            #expect(problem.code == ENOENT && problem.description == String(cString: strerror(ENOENT)))
        } else {
            Issue.record("a missing directory was read")
        }
    }

    @Test func anUnreadableDirectoryIsAProblemUnlessRootReadsIt() throws {
        let tree = try TemporaryTree()
        try FileManager.default.createDirectory(atPath: tree.path("locked"), withIntermediateDirectories: false)
        #expect(chmod(tree.path("locked"), 0) == 0)
        let read = DirectoryListing.read(path: Array(tree.path("locked").utf8))
        // Root reads any directory: there the failure is tested with a directory that vanished.
        guard geteuid() != 0 else { return }
        if case .failure(let problem) = read { #expect(problem.code == EACCES) } else { Issue.record("read") }
    }
}

@Suite("File browser")
@MainActor
struct FileBrowserTests {
    /// Lets the wheels settle and deliver what they settled on.
    func settle(_ browser: FileBrowser, _ rig: TextRig) {
        rig.context.now += 5
        _ = browser.advance(context: rig.context)
        browser.settle(context: rig.context)
    }

    @Test("the first level lists the root; the directory in the band opens as the next column")
    func columns() throws {
        let tree = try TemporaryTree()
        let browser = try FileBrowser(root: tree.root)
        #expect(browser.levels.count == 2, "root, and alpha/ opened beside it")
        #expect(browser.picker.numberOfComponents == 1, "one column fits a frame not laid out yet")
        let rig = TextRig(browser)
        let screen = rig.draw(width: 40, height: 11)
        #expect(browser.picker.numberOfComponents == 2)
        #expect(screen.text(row: 0).hasPrefix(tree.root + "/") || screen.text(row: 0).hasSuffix("…"))
        let band = (1..<10).first { screen.text(row: $0).contains("alpha/") && screen.text(row: $0).contains("back/") }
        #expect(band != nil, "alpha/ in the first column's band, its first name beside it:\n\(screen.textDump)")
        #expect(browser.chosenPath == nil, "a directory is not a file's answer")
    }

    @Test("Right walks in, Down moves, Left walks out; the answer is the path from the root as given")
    func walking() throws {
        let tree = try TemporaryTree()
        let browser = try FileBrowser(root: tree.root)
        let rig = TextRig(browser)
        _ = rig.draw(width: 60, height: 11)
        rig.key(.right)
        #expect(browser.focusedLevel == 1)
        #expect(browser.problem(at: 1)?.contains("'back/' leads back to a directory above it") == true)
        rig.key(.right)
        #expect(rig.context.bellsRequested == 1, "a loop is not entered")
        rig.key(.down)
        settle(browser, rig)
        rig.key(.enter)
        #expect(browser.focusedLevel == 2, "Enter on a directory walks in")
        #expect(browser.chosenPathText == tree.path("alpha/deeper/two.txt"))
        #expect(!rig.key(.enter), "Enter on a file is the prompt's answer")
        rig.key(.left)
        rig.key(.tab, [.shift])
        #expect(browser.focusedLevel == 0)
        rig.key(.left)
        #expect(rig.context.bellsRequested == 2, "nothing above the root")
    }

    @Test("typing filters the focused column; clearing the filter keeps the name in the band")
    func filtering() throws {
        let tree = try TemporaryTree()
        let browser = try FileBrowser(root: tree.root)
        let rig = TextRig(browser)
        rig.type("bet")
        #expect(browser.levels[0].rows.count == 1)
        #expect(browser.chosenPathText == tree.path("beta.txt"))
        let screen = rig.draw(width: 100, height: 11)
        #expect(screen.text(row: 0).contains("/ › bet"))
        for _ in 0..<3 { rig.key(.backspace) }
        #expect(browser.levels[0].query.isEmpty && browser.chosenPathText == tree.path("beta.txt"))
        rig.type("zzz")
        #expect(rig.draw(width: 60, height: 11).text(row: 10).hasPrefix("no match"))
        #expect(rig.key(.escape) && browser.levels[0].query.isEmpty, "Esc clears the filter first")
        #expect(!rig.key(.escape), "then it is the prompt's")
        rig.type("alp one")
        #expect(browser.levels[0].rows.isEmpty, "a filter matches the names of its own column")
        rig.ctrl("u")
        rig.paste("vani")
        #expect(browser.levels[0].selectedEntry?.text == "vanished")
    }

    /// A browser over a new tree, and a rig to drive it. The tree is removed when it is released:
    /// a test keeps it to its end (`withExtendedLifetime`).
    func browse() throws -> (tree: TemporaryTree, browser: FileBrowser, rig: TextRig) {
        let tree = try TemporaryTree()
        let browser = try FileBrowser(root: tree.root)
        return (tree, browser, TextRig(browser))
    }

    @Test("the filter takes the line editor's keys at its cursor, save those that walk")
    func filterEditing() throws {
        let (tree, browser, rig) = try browse()
        defer { withExtendedLifetime(tree) {} }
        rig.type("bta")
        rig.ctrl("b")
        rig.ctrl("b")
        rig.type("e")
        #expect(browser.levels[0].query == "beta" && browser.levels[0].filter.cursor == 2, "typed in the middle")
        #expect(browser.chosenPathText == tree.path("beta.txt"))
        let screen = rig.draw(width: tree.root.count + 20, height: 11)
        let arrow = tree.root.count + 1
        #expect(screen.text(row: 0).hasPrefix(tree.root + "/ › beta"))
        #expect(screen.cursor?.column == arrow + 3 + 2 && screen.cursor?.row == 0, "the cursor before 'ta'")
        rig.ctrl("a")
        rig.alt("f")
        #expect(browser.levels[0].filter.cursor == 4, "Ctrl-A, then Alt-F past the word")
        rig.type(" al")
        rig.key(.left, [.control])
        #expect(browser.levels[0].filter.cursor == 5, "Ctrl-Left: back a word")
        rig.ctrl("k")
        #expect(browser.levels[0].query == "beta ")
        rig.ctrl("w")
        #expect(browser.levels[0].query.isEmpty, "Ctrl-W: the word before the cursor, and its blank")
        rig.type("alp")
        rig.ctrl("a")
        rig.key(.backspace)
        #expect(browser.focusedLevel == 0 && browser.levels[0].query == "alp", "Backspace with text after it")
        rig.ctrl("e")
        rig.alt("b")
        rig.key(.delete)
        #expect(browser.levels[0].query == "lp" && browser.levels[0].filter.cursor == 0)
        rig.ctrl("k")
        rig.paste("alpha")
        rig.key(.right)
        #expect(browser.focusedLevel == 1, "Right walks into alpha/, a filter or not")
        rig.key(.left)
        #expect(browser.focusedLevel == 0 && browser.levels[0].query == "alpha", "Left walks back: the filter kept")
    }

    @Test("Up, Down, Home and End move the wheel; Backspace with no filter walks back out")
    func wheelKeysKeepTheirMeaning() throws {
        let (tree, browser, rig) = try browse()
        defer { withExtendedLifetime(tree) {} }
        _ = rig.draw(width: 60, height: 11)
        rig.type("a")
        let rows = browser.levels[0].rows.count
        #expect(rows > 2)
        rig.key(.end)
        settle(browser, rig)
        #expect(browser.levels[0].selected == rows - 1 && browser.levels[0].filter.cursor == 1)
        rig.key(.home)
        settle(browser, rig)
        #expect(browser.levels[0].selected == 0 && browser.levels[0].filter.cursor == 1)
        rig.key(.down)
        settle(browser, rig)
        #expect(browser.levels[0].selected == 1 && browser.levels[0].query == "a")
        rig.key(.escape)
        rig.key(.right)
        #expect(browser.focusedLevel == 1)
        rig.key(.backspace)
        #expect(browser.focusedLevel == 0, "Backspace with no filter walks back out")
    }

    @Test("a long filter scrolls to keep its cursor in view")
    func longFilter() throws {
        let (tree, _, rig) = try browse()
        defer { withExtendedLifetime(tree) {} }
        let width = tree.root.count + 1 + 3 + 10
        rig.type("abcdefghijklmnop")
        var screen = rig.draw(width: width, height: 11)
        #expect(screen.text(row: 0).hasSuffix(" › hijklmnop "), "the end, and a cell for the cursor")
        #expect(screen.cursor?.column == width - 1)
        rig.ctrl("a")
        screen = rig.draw(width: width, height: 11)
        #expect(screen.text(row: 0).hasSuffix(" › abcdefghij"))
        #expect(screen.cursor?.column == width - 10)
    }

    @Test("a link back to the root and a directory that cannot be read are shown, noted, not entered")
    func blocked() throws {
        let tree = try TemporaryTree()
        let browser = try FileBrowser(root: tree.root)
        let rig = TextRig(browser)
        rig.type("^loop")
        #expect(browser.levels.count == 1)
        #expect(rig.draw(width: 60, height: 11).text(row: 10).contains("'loop/' leads back to a directory above it"))
        rig.ctrl("u")
        // A directory that is gone by the time it is opened (root reads even mode 000 ones).
        try FileManager.default.removeItem(atPath: tree.path("vanished"))
        rig.type("vanished")
        #expect(browser.levels.count == 1)
        let note = rig.draw(width: 80, height: 11).text(row: 10)
        #expect(note.contains("'vanished/' cannot be read: \(String(cString: strerror(ENOENT)))"), "\(note)")
        rig.key(.right)
        #expect(rig.context.bellsRequested == 1)
    }

    @Test("a link to nothing is shown dimmed and noted, and is neither chosen nor entered")
    func linkToNothing() throws {
        let (tree, browser, rig) = try browse()
        defer { withExtendedLifetime(tree) {} }
        rig.type("broken")
        #expect(browser.levels[0].selectedEntry?.text == "broken")
        #expect(browser.chosenPath == nil && browser.checkedChosenPath() == nil)
        let screen = rig.draw(width: 80, height: 11)
        let reason = String(cString: strerror(ENOENT))
        #expect(screen.text(row: 10).contains("'broken' is a link to nothing (\(reason)): it cannot be chosen"))
        let row = try #require((1..<10).first { screen.text(row: $0).contains("broken") }, "row 0 holds the filter")
        let line = screen.text(row: row)
        let column = try #require(line.range(of: "broken")).lowerBound.utf16Offset(in: line)
        #expect(screen[column, row].style.attributes.contains(.italic), "drawn as a name that cannot be taken")
        rig.key(.right)
        #expect(browser.levels.count == 1 && rig.context.bellsRequested == 1, "not entered")
    }

    @Test("Enter on a name that went away, or changed kind, since it was read is refused with a note")
    func changedSinceRead() throws {
        let (tree, browser, rig) = try browse()
        defer { withExtendedLifetime(tree) {} }
        rig.type("beta")
        #expect(browser.checkedChosenPath() == Array(tree.path("beta.txt").utf8), "there still: answered")
        try FileManager.default.removeItem(atPath: tree.path("beta.txt"))
        #expect(browser.chosenPathText == tree.path("beta.txt"), "the listing still shows it")
        #expect(browser.checkedChosenPath() == nil)
        let gone = "'\(tree.path("beta.txt"))' is not there any more: \(String(cString: strerror(ENOENT)))"
        #expect(rig.draw(width: gone.count + 4, height: 11).text(row: 10).contains(gone))
        rig.key(.down)
        rig.key(.up)
        #expect(!rig.draw(width: gone.count + 4, height: 11).text(row: 10).contains(gone), "a key clears the note")
        try FileManager.default.createDirectory(atPath: tree.path("beta.txt"), withIntermediateDirectories: false)
        #expect(browser.checkedChosenPath() == nil)
        #expect(rig.draw(width: 120, height: 11).text(row: 10).contains("beta.txt' is now a directory"))

        let directories = try FileBrowser(root: tree.root, kinds: .directories)
        #expect(directories.chosenPathText == tree.path("alpha"))
        try FileManager.default.removeItem(atPath: tree.path("alpha"))
        _ = FileManager.default.createFile(atPath: tree.path("alpha"), contents: Data())
        #expect(directories.checkedChosenPath() == nil)
        let note = TextRig(directories).draw(width: 120, height: 11).text(row: 10)
        #expect(note.contains("alpha' is now not a directory"))
    }

    @Test("a directory that cannot be read, for a user that permissions apply to")
    func unreadable() throws {
        guard geteuid() != 0 else { return }  // root reads any directory; see blocked()
        let tree = try TemporaryTree()
        try FileManager.default.createDirectory(atPath: tree.path("locked"), withIntermediateDirectories: false)
        #expect(chmod(tree.path("locked"), 0) == 0)
        let browser = try FileBrowser(root: tree.root)
        TextRig(browser).type("locked")
        #expect(browser.problem(at: 0)?.contains("cannot be read") == true)
    }

    @Test("hidden names on request; only directories when choosing one, and the band's is the answer")
    func options() throws {
        let tree = try TemporaryTree()
        #expect(try FileBrowser(root: tree.root, includesHidden: true).levels[0].listing.entries.count == 7)
        let browser = try FileBrowser(root: tree.root + "/", kinds: .directories)
        #expect(browser.levels[0].listing.entries.allSatisfy { $0.isDirectory })
        #expect(browser.chosenPathText == tree.root + "/alpha", "no doubled slash")
        let rig = TextRig(browser)
        _ = rig.draw(width: 60, height: 11)
        #expect(!rig.key(.enter), "Enter answers the directory")
    }

    @Test("--ext: only files with one of the extensions are listed, in either case; directories all the same")
    func extensions() throws {
        let tree = try TemporaryTree()
        _ = FileManager.default.createFile(atPath: tree.path("Notes.MD"), contents: Data())
        _ = FileManager.default.createFile(atPath: tree.path("md"), contents: Data())
        let browser = try FileBrowser(root: tree.root, extensions: ["md"])
        #expect(
            browser.levels[0].listing.entries.map(\.text) == [
                "alpha", "link-to-alpha", "loop", "vanished", "Notes.MD",
            ], "a name that is only the extension, and a link to nothing, do not end in .md")
        let texts = try FileBrowser(root: tree.root, extensions: ["TXT", "swift"])
        #expect(texts.levels[0].listing.entries.filter { !$0.isDirectory }.map(\.text) == ["beta.txt"])
        #expect(throws: PromptError("'a/b^[' is not a file name's extension")) {
            try FileBrowser(root: tree.root, extensions: ["a/b\u{1B}"])
        }
        #expect(throws: PromptError("'' is not a file name's extension")) {
            try FileBrowser(root: tree.root, extensions: [""])
        }
    }

    @Test("kinds: files walk into a directory at Enter; any answers it; both answer a file")
    func kinds() throws {
        let tree = try TemporaryTree()
        let files = try FileBrowser(root: tree.root)
        let filesRig = TextRig(files)
        _ = filesRig.draw(width: 60, height: 11)
        #expect(files.chosenPath == nil, "alpha is in the band, and a directory is not a file's answer")
        #expect(filesRig.key(.enter), "Enter walks into alpha")
        #expect(files.focusedLevel == 1)

        let either = try FileBrowser(root: tree.root, kinds: .any)
        let eitherRig = TextRig(either)
        _ = eitherRig.draw(width: 60, height: 11)
        #expect(either.chosenPathText == tree.path("alpha"))
        #expect(!eitherRig.key(.enter), "Enter answers the directory")
        #expect(eitherRig.key(.right) && either.focusedLevel == 1, "Right still walks in")
        eitherRig.type("one")
        #expect(either.chosenPathText == tree.path("alpha/one.txt"), "a file is answered too")
        #expect(either.checkedChosenPath() == Array(tree.path("alpha/one.txt").utf8))
    }

    @Test("a path given without asking is checked as an answer would be: there, of the kind, with the extension")
    func problemAnswering() throws {
        let tree = try TemporaryTree()
        func problem(_ path: String, _ kinds: FileBrowser.Kinds, _ extensions: [String] = []) -> String? {
            FileBrowser.problem(answering: Array(tree.path(path).utf8), kinds: kinds, extensions: extensions)
        }
        #expect(problem("beta.txt", .files) == nil)
        #expect(problem("beta.txt", .files, ["md", "Txt"]) == nil)
        #expect(problem("beta.txt", .any, ["md"]) == "does not end in .md")
        #expect(problem("alpha", .files) == "is a directory, and only files are chosen")
        #expect(problem("alpha", .any, ["md"]) == nil, "a directory has no extension to check")
        #expect(problem("link-to-alpha", .directories) == nil, "links are followed")
        #expect(problem("beta.txt", .directories) == "is not a directory, and only directories are chosen")
        #expect(problem("gone", .any) == "is not there: No such file or directory")
        #expect(problem("broken", .any) == "is not there: No such file or directory")
    }

    @Test("a root that is not a directory is refused, named inert")
    func badRoot() throws {
        let tree = try TemporaryTree()
        #expect(throws: PromptError("'\(tree.path("beta.txt"))' is not a directory")) {
            try FileBrowser(root: tree.path("beta.txt"))
        }
        #expect(throws: PromptError("cannot read the directory '/nonexistent^[': No such file or directory")) {
            try FileBrowser(root: "/nonexistent\u{1B}")
        }
    }

    @Test("a root whose path is not UTF-8 is opened byte for byte, and the answer keeps its bytes")
    func rootAsBytes() throws {
        let tree = try TemporaryTree()
        let root = Array(tree.path("caf").utf8) + [0xE9]
        let made = (root + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
        }
        #expect(made == 0)
        let file = root + Array("/note.txt".utf8)
        let fd = (file + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(fd >= 0)
        close(fd)
        let browser = try FileBrowser(rootPath: root)
        #expect(browser.root == root)
        #expect(browser.levels[0].listing.entries.map(\.title) == ["note.txt"])
        #expect(browser.chosenPath == file)
        #expect(FilePrompt(rootPath: root).rootPath == root)
        #expect(FilePrompt(root: "x").rootPath == Array("x".utf8))
    }

    @Test("the browser draws inside any rectangle")
    func anySize() throws {
        let tree = try TemporaryTree()
        let browser = try FileBrowser(root: tree.root)
        for (width, height) in AnySizeTests.sizes {
            expectDrawsInside(browser, Rect(x: 2, y: 2, width: width, height: height), "file browser")
        }
    }

    @Test func theFileFormWalksADirectoryAtATime() throws {
        let tree = try TemporaryTree()
        let transcript = try LineTranscript(answers: "deeper\n..\none\n")
        let browser = try FileBrowser(root: tree.path("alpha"))
        #expect(browser.askInLines(try transcript.lines).value != nil)
        #expect(browser.chosenPathText == tree.path("alpha/one.txt"))
        let said = transcript.said()
        #expect(said.contains("  1) back/\n  2) deeper/\n  3) one.txt\n"))
        #expect(said.contains("'back/' leads back") == false, "back/ was not chosen")
        #expect(said.contains("  1) .. (the directory above)\n  2) two.txt\n"))
    }

    @Test func theFileFormRefusesALinkToNothing() throws {
        let tree = try TemporaryTree()
        let transcript = try LineTranscript(answers: "broken\nbeta\n")
        let browser = try FileBrowser(root: tree.root)
        #expect(browser.askInLines(try transcript.lines).value != nil)
        #expect(browser.chosenPathText == tree.path("beta.txt"))
        let reason = String(cString: strerror(ENOENT))
        #expect(transcript.said().contains("'broken' is a link to nothing (\(reason)): it cannot be chosen\n"))
    }

    @Test func theFileFormRefusesALoopAndChoosesADirectoryWithADot() throws {
        let tree = try TemporaryTree()
        let transcript = try LineTranscript(answers: "loop\n1\n")
        let browser = try FileBrowser(root: tree.root, kinds: .directories)
        #expect(browser.askInLines(try transcript.lines).value != nil)
        #expect(browser.chosenPathText == tree.root)
        #expect(transcript.said().contains("'loop/' leads back to a directory above it: not entered\n"))
    }
}
