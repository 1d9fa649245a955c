import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `picker file` run for real over a tree made for each test:
///
/// ```
/// alpha/ (deeper/two.txt, one.txt)   locked/ (inner.txt; mode 000)   loop -> .
/// beta.txt   caf\xE9.txt (a name that is not UTF-8)   .hidden
/// ```
@Suite struct FileTests {
    /// A tree of files, removed when the test ends.
    final class Tree {
        let root: String

        init() throws {
            root = try E2E.temporaryDirectory().path
            let files = FileManager.default
            try files.createDirectory(atPath: root + "/alpha/deeper", withIntermediateDirectories: true)
            try files.createDirectory(atPath: root + "/locked", withIntermediateDirectories: true)
            for file in ["alpha/one.txt", "alpha/deeper/two.txt", "beta.txt", ".hidden", "locked/inner.txt"] {
                #expect(files.createFile(atPath: root + "/" + file, contents: Data("x".utf8)))
            }
            try files.createSymbolicLink(atPath: root + "/loop", withDestinationPath: ".")
            let name = Array((root + "/caf").utf8) + [0xE9] + Array(".txt".utf8) + [0]
            let fd = name.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
            }
            #expect(fd >= 0)
            close(fd)
            // Everyone may walk the tree (a test runs picker as another user), but not into locked.
            _ = chmod(root, 0o755)
            _ = chmod(root + "/locked", 0)
        }

        deinit {
            _ = chmod(root + "/locked", 0o755)
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    func file(_ arguments: [String], columns: Int = 100, rows: Int = 30) throws -> TerminalSession {
        try E2E.picker(["file"] + arguments, columns: columns, rows: rows)
    }

    // MARK: Preview

    /// `--preview`: the command's output for the entry in the band, file or directory, `{}` its
    /// path quoted and `{q}` the filter, in a pane of the rows asked below the columns; Alt-P
    /// hides it.
    @Test func thePreviewShowsACommandsOutputForTheEntryInTheBand() throws {
        let tree = try Tree()
        let session = try file(
            [
                tree.root, "--preview", "printf '<%s|%s|%s>' {} {q} $PICKER_PREVIEW_LINES", "--preview-window",
                "bottom,4",
            ])
        #expect(session.waitForText("<\(tree.root)/alpha||4>"), "\(session.screenText)")
        session.send("bet")
        #expect(session.waitForText("<\(tree.root)/beta.txt|bet|4>"))
        session.send("\u{1B}p")
        #expect(session.waitUntil { !$0.screenText.contains("beta.txt|bet|4>") }, "Alt-P hides the pane")
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == tree.root + "/beta.txt\n")
    }

    // MARK: Walking

    /// The screens of a fixed tree, hints included, are in WholeScreenPromptTests.file.
    @Test func directoriesAreWalkedAsColumnsAndEnterAnswersTheFilesPath() throws {
        let tree = try Tree()
        let session = try file([tree.root])
        // The root's first directory is in the band, and what it holds opens beside it.
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/"], in: session), "\(session.screenText)")
        #expect(session.screenLines[0] == tree.root + "/")
        for name in ["locked/", "loop/", "beta.txt", "caf\u{FFFD}.txt"] { #expect(session.screenText.contains(name)) }
        #expect(!session.screenText.contains(".hidden"), "hidden names are left out")
        session.send(Keys.right)
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/", "two.txt"], in: session))
        #expect(session.waitForText(tree.root + "/alpha/"))
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["alpha/", "one.txt"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == tree.root + "/alpha/one.txt\n")
        #expect(session.standardError == "")
    }

    @Test func enterOnADirectoryWalksInAndLeftWalksBackOut() throws {
        let tree = try Tree()
        let session = try file([tree.root])
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/"], in: session))
        session.send(Keys.enter)
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/", "two.txt"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForText(tree.root + "/alpha/deeper/"))
        session.send(Keys.left)
        #expect(session.waitUntil { $0.screenLines[0] == tree.root + "/alpha/" })
        session.send(Keys.shiftTab)
        #expect(session.waitUntil { $0.screenLines[0] == tree.root + "/" })
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
        #expect(session.standardOutput == "")
    }

    @Test func typingFiltersTheFocusedColumn() throws {
        let tree = try Tree()
        let session = try file([tree.root])
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/"], in: session))
        session.send("bet")
        #expect(E2E.waitForBand(values: ["beta.txt"], in: session))
        #expect(session.screenLines[0] == tree.root + "/ › bet")
        #expect(!session.screenText.contains("alpha/"), "the column holds only the matches")
        session.send(Keys.escape)
        #expect(E2E.waitForBand(values: ["beta.txt"], in: session), "Esc clears the filter first")
        #expect(session.waitForText("alpha/"))
        #expect(!session.hasExited)
        session.send("zzz")
        #expect(session.waitForText("no match"))
        session.send("\u{15}")  // Ctrl-U
        #expect(session.waitForText("alpha/"))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test func aSymbolicLinkLoopIsShownButNotEntered() throws {
        let tree = try Tree()
        let session = try file([tree.root])
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/"], in: session))
        session.send("loop")
        #expect(E2E.waitForBand(values: ["loop/"], in: session))
        #expect(session.waitForText("'loop/' leads back to a directory above it: not entered"))
        session.send(Keys.right)
        E2E.waitForStillness(session)
        #expect(session.screenLines[0] == tree.root + "/ › loop", "still in the root: \(session.screenText)")
        session.send(Keys.enter)
        E2E.waitForStillness(session)
        #expect(!session.hasExited, "a loop is no answer")
        session.send(Keys.escape + Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    /// A directory that cannot be read is shown, not entered, and the line below says why.
    /// Root reads any directory, so as root the picker runs as nobody (setpriv); where setpriv is
    /// missing, that case is not checked and the test says so.
    @Test func anUnreadableDirectoryIsShownWithTheReason() throws {
        let tree = try Tree()
        let picker = try pickerExecutablePath()
        let session: TerminalSession
        if geteuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                print("FileTests: running as root without setpriv: the unreadable directory is not checked")
                return
            }
            session = try TerminalSession(
                executable: "/usr/bin/setpriv",
                arguments: ["--reuid=65534", "--regid=65534", "--clear-groups", picker, "file", tree.root])
        } else {
            session = try file([tree.root])
        }
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/"], in: session), "\(session.screenText)")
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["locked/"], in: session))
        #expect(session.waitForText("'locked/' cannot be read: Permission denied"))
        #expect(!session.screenText.contains("inner.txt"))
        session.send(Keys.right)
        E2E.waitForStillness(session)
        #expect(session.screenLines[0] == tree.root + "/")
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["loop/"], in: session))
        #expect(session.waitForText("'loop/' leads back"), "the note follows the band")
        #expect(!session.screenText.contains("cannot be read"))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test func allListsHiddenNames() throws {
        let tree = try Tree()
        for flag in ["--all", "--hidden"] {
            let session = try file([flag, tree.root])
            #expect(session.waitForText(".hidden"))
            session.send(".hid")
            #expect(E2E.waitForBand(values: [".hidden"], in: session))
            session.send(Keys.enter)
            #expect(session.waitForExit() == 0)
            #expect(session.standardOutput == tree.root + "/.hidden\n")
        }
    }

    @Test func directoryChoosesADirectory() throws {
        let tree = try Tree()
        let session = try file(["--directory", tree.root])
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/"], in: session))
        #expect(!session.screenText.contains("beta.txt"), "only directories are listed")
        #expect(!session.screenText.contains("one.txt"))
        session.send(Keys.right)
        #expect(session.waitForText(tree.root + "/alpha/"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == tree.root + "/alpha/deeper\n")
    }

    @Test func theAnswerIsThePathsBytesOrAJSONString() throws {
        let tree = try Tree()
        let session = try file([tree.root])
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/"], in: session))
        session.send("caf")
        #expect(E2E.waitForBand(values: ["caf\u{FFFD}.txt"], in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutputBytes == Array((tree.root + "/caf").utf8) + [0xE9] + Array(".txt\n".utf8))

        let json = try file(["--json", tree.root])
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/"], in: json))
        json.send("caf")
        #expect(E2E.waitForBand(values: ["caf\u{FFFD}.txt"], in: json))
        json.send(Keys.enter)
        #expect(json.waitForExit() == 0)
        #expect(json.standardOutput == "\"\(tree.root)/caf\u{FFFD}.txt\"\n")
    }

    /// Marks in two folders, answered a path per line in the order they were made, as a JSON
    /// array, or NUL-ended. The screens are in WholeScreenPromptTests.fileMarks.
    @Test(arguments: [
        (["--no-limit"], "ALPHA/one.txt\nROOT/beta.txt\n"),
        (["--limit", "2", "--json"], "[\"ALPHA/one.txt\",\"ROOT/beta.txt\"]\n"),
        (["--no-limit", "--print0"], "ALPHA/one.txt\u{0}ROOT/beta.txt\u{0}"),
    ])
    func marksInTwoFoldersAreAnswered(options: [String], expected: String) throws {
        let tree = try Tree()
        let session = try file(options + [tree.root])
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/"], in: session))
        session.send(Keys.right + "one")
        #expect(E2E.waitForBand(values: ["alpha/", "○ one.txt"], in: session))
        session.send(Keys.tab)
        #expect(session.waitForText("● one.txt"))
        session.send(Keys.left + "beta")
        #expect(E2E.waitForBand(values: ["○ beta.txt"], in: session))
        session.send(Keys.tab)
        #expect(session.waitForText("● beta.txt"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        let answer = expected.replacingOccurrences(of: "ALPHA", with: tree.root + "/alpha")
            .replacingOccurrences(of: "ROOT", with: tree.root)
        #expect(session.standardOutput == answer)
    }

    @Test func aMarkPastTheLimitRingsAndSaysSo() throws {
        let tree = try Tree()
        let session = try file(["--limit", "1", tree.root])
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/"], in: session))
        session.send("beta" + Keys.tab)
        #expect(session.waitForText("(1/1)"))
        session.send(Keys.escape)
        #expect(session.waitUntil { !$0.screenText.contains("beta") || $0.screenText.contains("alpha/") })
        session.send(Keys.home)
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/"], in: session))
        session.send(Keys.right + "one" + Keys.tab)
        #expect(session.waitForText("1 file at most"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == tree.root + "/beta.txt\n")
    }

    @Test func theAccessibleFormMarksAndAnswersAtDone() throws {
        let tree = try Tree()
        let session = try file(["--accessible", "--no-limit", tree.root + "/alpha"], columns: 200)
        #expect(session.waitForText("(Enter for deeper/; several separated by commas):"))
        session.send("one.txt\r")
        #expect(session.waitForText("Marked 1: \(tree.root)/alpha/one.txt."))
        session.send("done\r")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == tree.root + "/alpha/one.txt\n")
    }

    @Test func severalDefaultsAreTheAnswerWithoutATerminal() throws {
        let tree = try Tree()
        let paths = [tree.root + "/beta.txt", tree.root + "/alpha/one.txt"]
        let lines = try E2E.pickerWithoutTerminal(["file", "--no-limit", "--default", paths[0], "--default", paths[1]])
        #expect(lines.waitForExit() == 0)
        #expect(lines.standardOutput == paths.joined(separator: "\n") + "\n")
        let json = try E2E.pickerWithoutTerminal(["file", "--limit", "2", "--json", "--default", paths[0]])
        #expect(json.waitForExit() == 0)
        #expect(json.standardOutput == "[\"\(paths[0])\"]\n", "an array, as Enter would answer")
    }

    @Test func theStartIsTheCurrentDirectoryByDefault() throws {
        let tree = try Tree()
        let session = try E2E.shell(#"cd "$1" && exec "$PICKER" file"#.replacingOccurrences(of: "$1", with: tree.root))
        #expect(E2E.waitForBand(values: ["alpha/", "deeper/"], in: session))
        #expect(session.screenLines[0] == "./")
        session.send("bet" + Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "./beta.txt\n")
    }

    @Test func theAccessibleFormWalksADirectoryAtATime() throws {
        let tree = try Tree()
        let session = try file(["--accessible", tree.root])
        #expect(session.waitForText("In \(tree.root) (Enter for alpha/):"))
        #expect(session.screenText.contains("1) alpha/"))
        session.send("1\r")
        #expect(session.waitForText("In \(tree.root)/alpha (Enter for deeper/):"))
        #expect(session.screenText.contains("1) .. (the directory above)"))
        session.send("one.txt\r")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == tree.root + "/alpha/one.txt\n")
    }

    // MARK: Without a terminal, and bad input

    @Test func withoutATerminalDefaultIsTheAnswerOnceItIsFound() throws {
        let tree = try Tree()
        let found = try E2E.pickerWithoutTerminal(["file", tree.root, "--default", tree.root + "/beta.txt"])
        #expect(found.waitForExit() == 0)
        #expect(found.standardOutput == tree.root + "/beta.txt\n")
        let directory = try E2E.pickerWithoutTerminal(["file", "--directory", "--json", "--default", tree.root])
        #expect(directory.waitForExit() == 0)
        #expect(directory.standardOutput == "\"\(tree.root)\"\n")
        let typed = try E2E.pickerWithoutTerminal(["file", "--type", "any", "--default", tree.root + "/alpha"])
        #expect(typed.waitForExit() == 0)
        #expect(typed.standardOutput == tree.root + "/alpha\n")
        let ext = try E2E.pickerWithoutTerminal(["file", "--ext", ".TXT,md", "--default", tree.root + "/beta.txt"])
        #expect(ext.waitForExit() == 0)
        #expect(ext.standardOutput == tree.root + "/beta.txt\n")
    }

    @Test func badDirectoriesAndDefaultsAreOneLineErrors() throws {
        let tree = try Tree()
        let cases: [([String], String)] = [
            (["file"], "picker: no terminal to ask on; give --default PATH to answer without one"),
            (
                ["file", "--default", tree.root + "/gone"],
                "picker: --default '\(tree.root)/gone' is not there: No such file"
            ),
            (
                ["file", "--default", tree.root + "/alpha"],
                "picker: --default '\(tree.root)/alpha' is a directory, and only files are chosen"
            ),
            (
                ["file", "--directory", "--default", tree.root + "/beta.txt"],
                "picker: --default '\(tree.root)/beta.txt' is not a directory"
            ),
            (
                ["file", "--ext", "md", "--default", tree.root + "/beta.txt"],
                "picker: --default '\(tree.root)/beta.txt' does not end in .md"
            ),
            (
                ["file", "--ext", "", "--default", tree.root],
                "picker: --ext '': an empty extension (give them as swift,md)"
            ),
            (["file", "--ext", "swift,,md"], "picker: --ext 'swift,,md': an empty extension"),
            (["file", "--limit", "2", "--no-limit"], "picker: --limit and --no-limit cannot be used together"),
            (["file", "--no-limit", "--json", "--print0"], "picker: --print0 and --json cannot be used together"),
            (["file", "--limit", "0"], "picker: --limit must be from 1"),
            (
                ["file", "--default", tree.root + "/beta.txt", "--default", tree.root + "/beta.txt"],
                "picker: --default is given 2 times, but one path is chosen without --limit or --no-limit"
            ),
            (
                ["file", "--limit", "1", "--default", tree.root + "/beta.txt", "--default", tree.root + "/beta.txt"],
                "picker: --default is given 2 times, more than --limit 1"
            ),
            (
                ["file", "--limit", "2", "--default", tree.root + "/beta.txt", "--default", tree.root + "/gone"],
                "picker: --default '\(tree.root)/gone' is not there"
            ),
            (["file", "--ext", "a/b\u{1B}"], "picker: --ext 'a/b^[': 'a/b^[' is not an extension"),
            (["file", "--type", "folder"], "picker: --type 'folder' is not one of file, dir"),
            (
                ["file", "--type", "dir", "--ext", "md", "--default", tree.root],
                "picker: --ext chooses among files, and --type dir only directories"
            ),
            (
                ["file", tree.root + "/beta.txt", "--default", tree.root + "/beta.txt"],
                "picker: '\(tree.root)/beta.txt' is not a directory"
            ),
            (
                ["file", tree.root + "/gone\u{1B}[31m", "--default", tree.root + "/beta.txt"],
                "picker: cannot read the directory '\(tree.root)/gone^[[31m': No such file or directory"
            ),
        ]
        for (arguments, message) in cases {
            let session = try E2E.pickerWithoutTerminal(arguments)
            #expect(session.waitForExit() == 2, "\(arguments)")
            #expect(session.standardError.hasPrefix(message), "\(arguments): \(session.standardError)")
            #expect(session.standardError.filter { $0 == "\n" }.count == 1)
            #expect(session.standardOutput == "")
        }
        // With a terminal, a start that is not a directory is refused before anything is drawn.
        let drawn = try file([tree.root + "/beta.txt"])
        #expect(drawn.waitForExit() == 2)
        #expect(drawn.standardError == "picker: '\(tree.root)/beta.txt' is not a directory\n")
    }
}
