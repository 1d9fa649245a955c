import PickerKit
import PickerKitTesting
import Terminal
import Testing

/// The hint line of `input` and `write` is made again only when the field's note changes (it is
/// laid out on every frame): it must still show a note as soon as there is one and drop it as
/// soon as it is gone.
@Suite("The hint line's note")
@MainActor
struct HintNoteTests {
    let options = PromptOptions(traits: TerminalTraits(environment: ["TERM": "xterm", "LANG": "en_US.UTF-8"]))

    /// The hint line of each frame (the last non-blank line).
    func hints(_ terminal: TestTerminal) -> [String] {
        terminal.frames.map { frame in
            frame.lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
                .trimmingCharacters(in: .whitespaces) ?? ""
        }
    }

    @Test("picker input: the limit's note comes with the key it refuses and goes with the next")
    func input() throws {
        let terminal = TestTerminal(columns: 60, rows: 6)
        terminal.type("ab")
        terminal.type("c")
        terminal.press(.backspace)
        terminal.press(.enter)
        var prompt = InputPrompt(options: options, characterLimit: 2)
        prompt.host = terminal.host
        #expect(try prompt.runBlocking().value == "a")
        let lines = hints(terminal)
        #expect(lines.first == "enter done · esc cancel")
        #expect(lines.contains("2 characters at most · enter done · esc cancel"), "\(lines)")
        #expect(lines.last == "enter done · esc cancel", "\(lines)")
    }

    @Test("picker write: the limit's note comes with the key it refuses and goes with the next")
    func write() throws {
        let terminal = TestTerminal(columns: 80, rows: 8)
        terminal.type("ab")
        terminal.type("c")
        terminal.press(.backspace)
        terminal.press(.character("d"), modifiers: .control)
        var prompt = WritePrompt(options: options, characterLimit: 2)
        prompt.host = terminal.host
        #expect(try prompt.runBlocking().value == "a")
        let lines = hints(terminal)
        let keys = "enter new line · ctrl-e editor · ctrl-d done · esc cancel"
        #expect(lines.first == keys)
        #expect(lines.contains("2 characters at most · " + keys), "\(lines)")
        #expect(lines.last == keys, "\(lines)")
    }
}
