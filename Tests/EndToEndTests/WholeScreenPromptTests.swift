import Foundation
import Testing

/// Whole screens of `picker confirm`, `input`, `write` and `file` (`Screens/confirm-*.txt`,
/// `input-*`, `write-*`, `file-*`).
@Suite struct WholeScreenPromptTests {
    @Test(arguments: ScreenScript.sizes)
    func confirm(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "confirm", arguments: ["confirm", "--title", "Clean-up", "Delete 3 files?"],
            shows: "esc cancel", steps: [.init("Right", Keys.right)]
        ).check(at: size)
    }

    /// A pasted Devanagari word takes the five columns the terminal gives it, so text typed
    /// before it lands where the cursor shows.
    @Test(arguments: ScreenScript.sizes)
    func inputAroundAPastedWord(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "input-paste-hindi", arguments: ["input"], shows: "esc cancel",
            steps: [
                .init("paste", "\u{1B}[200~हिन्दी\u{1B}[201~XYZ", shows: "XYZ"),
                .init("Home AB", Keys.home + "AB", shows: "AB"),
            ]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func input(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "input", arguments: ["input", "--title", "Your name", "--placeholder", "Ada Lovelace"],
            shows: "esc cancel", steps: [.init("type a name", "Zoë 山田", shows: "山田")]
        ).check(at: size)
    }

    /// The rest of the first suggestion dimmed after the text, Down showing the next, and Tab
    /// taking it (the cursor then after it).
    @Test(arguments: ScreenScript.sizes)
    func inputSuggestions(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "input-suggest",
            arguments: ["input", "--title", "Branch", "--suggest", "main,release/1.0,release/1.1,Feature/menus"],
            shows: "esc cancel",
            steps: [
                .init("type re", "re", shows: "> release/1.0"),
                .init("Down", Keys.down, shows: "> release/1.1"),
                .init("Tab", Keys.tab),
            ]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func write(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "write", arguments: ["write", "--title", "Commit message", "--placeholder", "Why?"],
            shows: "esc cancel",
            steps: [.init("type two paragraphs", "Add picker confirm\r\rScripts ask.", shows: "ask.")]
        ).check(at: size)
    }

    /// Ctrl-E opens the text in `$EDITOR` (here a script that adds a line); the area comes back
    /// with what it saved, the cursor at its end.
    @Test(arguments: ScreenScript.sizes)
    func writeInTheEditor(size: ScreenScript.Size) throws {
        let root = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let editor = root.appendingPathComponent("add-a-line")
        try Data("#!/bin/sh\nprintf 'added by the editor\\n' >> \"$1\"\n".utf8).write(to: editor)
        chmod(editor.path, 0o755)
        try ScreenScript(
            name: "write-editor", arguments: ["write", "--title", "Commit message", "--value", "Typed first"],
            shows: "esc cancel", steps: [.init("Ctrl-E", "\u{05}", shows: "added by the editor")],
            environment: ["EDITOR": editor.path, "VISUAL": ""]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func file(size: ScreenScript.Size) throws {
        let root = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Documentation/Design.md", "Sources/picker/main.swift", "Sources/picker/Choose.swift",
            "Sources/PickerCore/ItemStore.swift", "Tests/README.md", "Package.swift", "README.md",
        ]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("text\n".utf8).write(to: url)
        }
        try ScreenScript(
            name: "file", arguments: ["file"], shows: "esc cancel",
            steps: [.init("Down Down", Keys.down + Keys.down), .init("Right", Keys.right)], directory: root
        ).check(at: size)
    }

    /// Marks in two folders: a mark column before each name that can be chosen, the count at the
    /// right of the top line, and the marks kept when the walk leaves their folder.
    @Test(arguments: ScreenScript.sizes)
    func fileMarks(size: ScreenScript.Size) throws {
        let root = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["Sources/main.swift", "Sources/Choose.swift", "Tests/ChooseTests.swift", "Package.swift"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("text\n".utf8).write(to: url)
        }
        try ScreenScript(
            name: "file-marks", arguments: ["file", "--limit", "3"], shows: "esc cancel",
            steps: [
                .init("Right Tab", Keys.right + Keys.tab, shows: "(1/3)"),
                .init("Left Down Right Tab", Keys.left + Keys.down + Keys.right + Keys.tab, shows: "(2/3)"),
                .init("Left", Keys.left),
            ], directory: root
        ).check(at: size)
    }
}
