import Foundation
import Testing

/// Whole screens of `picker choose --bind` (`Screens/choose-bind-*.txt`): marks, the prompt, the
/// preview, a reload, the `start` event, and a command handed the terminal and the screen after
/// the picker takes it back.
@Suite struct WholeScreenChooseBindTests {
    static let characters = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]

    @Test(arguments: ScreenScript.sizes)
    func selectAllAndChangePrompt(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-bind-select-all",
            arguments: ["choose", "--no-limit", "--bind", "ctrl-a:select-all+change-prompt(all> )"] + Self.characters,
            shows: "esc cancel", steps: [.init("Ctrl-A", "\u{01}", shows: "all> ")]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func togglePreview(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-bind-toggle-preview",
            arguments: ["choose", "--preview", "echo item: {}", "--bind", "ctrl-p:toggle-preview"] + Self.characters,
            shows: "item: Luke",
            steps: [.init("Ctrl-P", "\u{10}"), .init("Ctrl-P again", "\u{10}", shows: "item: Luke")]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func reload(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-bind-reload",
            arguments: ["choose", "--bind", #"ctrl-r:reload(printf '%s\n' one two three {q})"#, "--query", "t"]
                + Self.characters,
            shows: "esc cancel", steps: [.init("Ctrl-R", "\u{12}", shows: "three")]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func startReload(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-bind-start-reload",
            arguments: ["choose", "--bind", #"start:reload(printf '%s\n' alpha beta gamma)"#, "--bind", "load:last"]
                + Self.characters,
            shows: "gamma", steps: [.init("Up", Keys.up)]
        ).check(at: size)
    }

    /// The command writes a file and prints on the terminal; the picker comes back below what it
    /// printed, and goes on.
    @Test(arguments: ScreenScript.sizes)
    func execute(size: ScreenScript.Size) throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory() + "picker-bind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try ScreenScript(
            name: "choose-bind-execute",
            arguments: ["choose", "--bind", "ctrl-o:execute(echo ran {} | tee out.txt)"] + Self.characters,
            shows: "esc cancel", steps: [.init("Down, Ctrl-O", Keys.down + "\u{0F}", shows: "ran Leia")],
            directory: directory
        ).check(at: size)
        let written = try String(contentsOf: directory.appendingPathComponent("out.txt"), encoding: .utf8)
        #expect(written == "ran Leia\n")
    }
}
