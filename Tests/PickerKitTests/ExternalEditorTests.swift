import Foundation
import PickerKitTesting
import Terminal
import Testing

@testable import PickerKit

/// `picker write`'s Ctrl-E: the editor the environment names, the text handed over in a
/// temporary file and taken back, and what is refused without losing the text.
@Suite("The external editor")
@MainActor
struct ExternalEditorTests {
    let options = PromptOptions(traits: TerminalTraits(environment: ["TERM": "xterm", "LANG": "en_US.UTF-8"]))

    @Test("$VISUAL, else $EDITOR, else vi; a blank one is not an editor")
    func editorFromTheEnvironment() {
        #expect(ExternalEditor.command { ["VISUAL": "code -w", "EDITOR": "nano"][$0] } == "code -w")
        #expect(ExternalEditor.command { ["VISUAL": " ", "EDITOR": "nano"][$0] } == "nano")
        #expect(ExternalEditor.command { _ in nil } == "vi")
    }

    /// A file in the temporary folder holding `bytes`.
    private func file(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "picker-editor-test-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("what the editor saved comes back without the newline it ends with, and the file goes")
    func readBack() throws {
        let path = try file(Array("two\nlines\n".utf8))
        #expect(ExternalEditor.readBack(path, after: .exited(0)) == .edited("two\nlines"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("an editor that fails leaves the text unchanged and says why")
    func failure() throws {
        for (ending, note) in [
            (ForegroundCommand.Ending.exited(1), "the editor failed (status 1): text unchanged"),
            (.signalled(9), "the editor was killed (signal 9): text unchanged"),
            (.notStarted("No such file"), "the editor did not start (No such file): text unchanged"),
        ] {
            let path = try file(Array("x\n".utf8))
            #expect(ExternalEditor.readBack(path, after: ending) == .unchanged(note: note))
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test("a file that is no longer UTF-8 is refused and kept, its path in the note")
    func notUTF8() throws {
        let path = try file([0x62, 0xFF, 0x0A])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(
            ExternalEditor.readBack(path, after: .exited(0))
                == .unchanged(note: "the edit is not UTF-8, kept in \(path)"))
        #expect(FileManager.default.fileExists(atPath: path))
    }

    /// The temporary file's path in an editor's command (`editor 'path'`).
    private func path(in command: [UInt8]) -> String {
        let text = String(decoding: command, as: UTF8.self)
        return String(text.drop { $0 != "'" }.dropFirst().dropLast())
    }

    @Test("Ctrl-E hands the text to the editor with the terminal, and the area takes back what it saved")
    func writePromptOpensTheEditor() throws {
        let world = ScriptedLoopHost(columns: 50, rows: 10)
        var handed: [UInt8] = []
        var mode: mode_t = 0
        world.whileInForeground = { [unowned world] in
            let file = path(in: world.foregroundCommands.last?.command ?? [])
            handed = Array(FileManager.default.contents(atPath: file) ?? Data())
            var status = stat()
            stat(file, &status)
            mode = status.st_mode & 0o777
            try? Data("edited\ntext\n".utf8).write(to: URL(fileURLWithPath: file))
        }
        world.type("\u{05}", at: 0.1)
        world.type("!", at: 0.2)
        world.type("\u{04}", at: 0.3)
        var prompt = WritePrompt(options: options, value: "typed")
        prompt.editor = "my-editor --wait"
        prompt.host = EventLoop.Host(world)
        let outcome = try prompt.runBlocking()
        #expect(String(decoding: handed, as: UTF8.self) == "typed\n")
        #expect(mode == 0o600)
        #expect(
            world.foregroundCommands.first.map { String(decoding: $0.command, as: UTF8.self) }?
                .hasPrefix("my-editor --wait '") == true)
        #expect(world.foregroundCommands.allSatisfy { !$0.terminalWasRaw })
        #expect(outcome.value == "edited\ntext!", "the cursor is at the end of what came back")
        let file = path(in: world.foregroundCommands.first?.command ?? [])
        #expect(!FileManager.default.fileExists(atPath: file), "the temporary file is removed")
    }

    @Test("an editor that fails leaves the text as it was, and the hint line says so")
    func writePromptKeepsTheTextWhenTheEditorFails() throws {
        let world = ScriptedLoopHost(columns: 80, rows: 10)
        world.foregroundEnding = .exited(2)
        world.type("\u{05}", at: 0.1)
        world.type("\u{04}", at: 0.3)
        var prompt = WritePrompt(options: options, value: "typed")
        prompt.editor = "false"
        prompt.host = EventLoop.Host(world)
        let outcome = try prompt.runBlocking()
        #expect(outcome.value == "typed")
        #expect(world.frames.contains { $0.screen.textDump.contains("the editor failed (status 2): text unchanged") })
    }

    @Test("without an editor, Ctrl-E is the line's end and no hint names it")
    func noEditor() throws {
        let world = ScriptedLoopHost(columns: 80, rows: 10)
        world.type("\u{01}", at: 0.1)
        world.type("\u{05}", at: 0.2)
        world.type("!", at: 0.3)
        world.type("\u{04}", at: 0.4)
        var prompt = WritePrompt(options: options, value: "typed")
        prompt.editor = nil
        prompt.host = EventLoop.Host(world)
        #expect(try prompt.runBlocking().value == "typed!")
        #expect(world.foregroundCommands.isEmpty)
        #expect(!(world.frames.first?.screen.textDump.contains("ctrl-e") ?? true))
    }
}
