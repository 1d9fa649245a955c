import Foundation
import PickerKit
import PickerKitTesting
import Testing

/// What a prompt does where there is no terminal to ask on: it throws its own error, with a
/// reason a program can act on (answer a default instead), never the run loop's `TerminalError`
/// — drawn or asked in plain lines alike, and on every prompt type.
@Suite("No terminal")
@MainActor
struct NoTerminalTests {
    let traits = TerminalTraits(environment: ["TERM": "xterm", "LANG": "en_US.UTF-8"])

    /// Runs `ask` on a terminal that is not connected and returns what it threw.
    func thrown(_ ask: (EventLoop.Host) throws -> Void) -> Error? {
        let terminal = TestTerminal()
        terminal.isConnected = false
        do {
            try ask(terminal.host)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "every prompt type throws PromptError with the reason noTerminal",
        arguments: [false, true])
    func everyPromptSaysNoTerminal(accessible: Bool) throws {
        let options = PromptOptions(accessible: accessible, traits: traits)
        let asks: [(String, (EventLoop.Host) throws -> Void)] = [
            (
                "Prompt",
                { host in
                    let picker = PickerView(components: [["a", "b"]])
                    var prompt = Prompt(picker, options: options) { picker.selectedRow(inComponent: 0) }
                    prompt.host = host
                    _ = try prompt.runBlocking()
                }
            ),
            (
                "ChoosePrompt",
                { host in
                    var prompt = ChoosePrompt(items: .list(["a", "b"]), options: options)
                    prompt.host = host
                    _ = try prompt.runBlocking()
                }
            ),
            (
                "MiniChoosePrompt",
                { host in
                    var prompt = MiniChoosePrompt(items: .list(["a", "b"]), options: options)
                    prompt.host = host
                    _ = try prompt.runBlocking()
                }
            ),
            (
                "CasePrompt",
                { host in
                    var prompt = CasePrompt([1, 2], options: options)
                    prompt.host = host
                    _ = try prompt.runBlocking()
                }
            ),
            (
                "WheelPrompt",
                { host in
                    var prompt = WheelPrompt(columns: .independent([["a", "b"]]), options: options)
                    prompt.host = host
                    _ = try prompt.runBlocking()
                }
            ),
            (
                "DatePrompt",
                { host in
                    var prompt = DatePrompt(options: options)
                    prompt.host = host
                    _ = try prompt.runBlocking()
                }
            ),
            (
                "NumberPrompt",
                { host in
                    var prompt = try NumberPrompt(options: options)
                    prompt.host = host
                    _ = try prompt.runBlocking()
                }
            ),
            (
                "ConfirmPrompt",
                { host in
                    var prompt = ConfirmPrompt(question: "Sure?", options: options)
                    prompt.host = host
                    _ = try prompt.runBlocking()
                }
            ),
            (
                "InputPrompt",
                { host in
                    var prompt = InputPrompt(options: options)
                    prompt.host = host
                    _ = try prompt.runBlocking()
                }
            ),
            (
                "WritePrompt",
                { host in
                    var prompt = WritePrompt(options: options)
                    prompt.host = host
                    _ = try prompt.runBlocking()
                }
            ),
            (
                "FilePrompt",
                { host in
                    var prompt = FilePrompt(root: FileManager.default.temporaryDirectory.path, options: options)
                    prompt.host = host
                    _ = try prompt.runBlocking()
                }
            ),
            (
                "FormPrompt",
                { host in
                    let form = Form(sections: [FormSection(fields: [FormField(key: "on", label: "On", kind: .toggle)])])
                    var prompt = FormPrompt(form: form, options: options)
                    prompt.host = host
                    _ = try prompt.runBlocking()
                }
            ),
            (
                "TypedForm",
                { host in
                    var form = TypedForm(.toggle("on", label: "On"))
                    form.prompt.options = options
                    form.prompt.host = host
                    _ = try form.runBlocking()
                }
            ),
        ]
        for (name, ask) in asks {
            let error = thrown(ask)
            let promptError = try #require(error as? PromptError, "\(name) threw \(String(describing: error))")
            #expect(promptError.reason == .noTerminal, "\(name)")
            #expect(promptError.description.contains("cannot open the terminal"), "\(name): \(promptError)")
        }
    }

    @Test("the awaiting run says it too")
    func theAwaitingRunSaysNoTerminal() async {
        let terminal = TestTerminal()
        terminal.isConnected = false
        var prompt = ChoosePrompt(items: .list(["a"]), options: PromptOptions(traits: traits))
        prompt.host = terminal.host
        await #expect(throws: PromptError.self) { _ = try await prompt.run() }
        do {
            _ = try await prompt.run()
        } catch let error as PromptError {
            #expect(error.reason == .noTerminal)
        } catch {
            Issue.record("threw \(error)")
        }
    }

    @Test("an awaited date prompt says it too, as Getting Started promises", arguments: [false, true])
    func anAwaitedDatePromptSaysNoTerminal(accessible: Bool) async {
        let terminal = TestTerminal()
        terminal.isConnected = false
        var prompt = DatePrompt(
            mode: .date, style: .calendar, options: PromptOptions(accessible: accessible, traits: traits))
        prompt.host = terminal.host
        do {
            _ = try await prompt.run()
            Issue.record("the prompt ran without a terminal")
        } catch let error as PromptError {
            #expect(error.reason == .noTerminal)
        } catch {
            Issue.record("threw \(error)")
        }
    }

    @Test("a line prompt of one's own says it on opening")
    func aLinePromptSaysNoTerminal() {
        let terminal = TestTerminal()
        terminal.isConnected = false
        #expect(throws: PromptError.self) { _ = try LinePrompt(timeout: nil, host: terminal.host) }
        do {
            _ = try LinePrompt(timeout: nil, host: terminal.host)
        } catch {
            #expect(error.reason == .noTerminal)
        }
    }
}
