import PickerKit
import PickerKitTesting
import Terminal
import Testing

/// A paste longer than the terminal input keeps is cut, and the prompt says so on its hint line
/// (with the bell), instead of answering a shorter text in silence.
@Suite("Paste limit")
@MainActor
struct PasteLimitTests {
    let options = PromptOptions(traits: TerminalTraits(environment: ["TERM": "xterm", "LANG": "en_US.UTF-8"]))

    @Test("picker input: the first 1 MiB is taken, and the hint line says the rest was cut")
    func input() throws {
        let terminal = TestTerminal(columns: 80, rows: 6)
        terminal.paste(String(repeating: "x", count: InputDecoder.maxPasteLength + 10))
        terminal.wait(0.2)
        terminal.press(.enter)
        var prompt = InputPrompt(options: options)
        prompt.host = terminal.host
        let answer = try prompt.runBlocking().value
        #expect(answer?.utf8.count == InputDecoder.maxPasteLength)
        let noted = terminal.frames.contains { $0.text.contains("the paste was cut to its first 1 MiB · enter done") }
        #expect(noted, "\(terminal.lastFrame?.text ?? "")")
        #expect(terminal.output.contains("\u{7}"), "the bell")
    }

    @Test("picker write: the same, and a paste that fits says nothing")
    func write() throws {
        let terminal = TestTerminal(columns: 80, rows: 8)
        terminal.paste("fits")
        terminal.wait(0.2)
        terminal.paste(String(repeating: "y", count: InputDecoder.maxPasteLength + 1))
        terminal.wait(0.2)
        terminal.press(.character("d"), modifiers: .control)
        var prompt = WritePrompt(options: options)
        prompt.host = terminal.host
        let answer = try prompt.runBlocking().value
        #expect(answer?.utf8.count == 4 + InputDecoder.maxPasteLength)
        #expect(!terminal.frames[0].text.contains("cut"))
        #expect(terminal.frames.contains { $0.text.contains("the paste was cut to its first 1 MiB · enter new line") })
    }
}
