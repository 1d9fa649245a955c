import Foundation
import PickerKit
import PickerKitTesting
import Terminal

/// One run of a prompt on a test terminal with keys typed one at a time, for counting the work of
/// a key: `scripts/key-budget` runs `PickerBench keys PROMPT KEY...` under callgrind, collecting
/// only inside ``run()``, once with the keys before the measured ones and once with them too; the
/// difference is the measured keys' work, and the difference in ``bytesWritten`` what they wrote.
///
/// The prompts are the ones peerbench's tasks run, made as the command line makes them: T7's
/// `picker choose --no-limit` over the seven T1 items, T8's `picker input --title 'Your name'`
/// and T10's `picker form --title Deploy` with three text fields (Name, Host, Port), in a terminal of 100 x 30 with 256 colours, synchronized output and UTF-8, as
/// `TERM=xterm-256color LANG=C.UTF-8` describe it.
@MainActor
struct KeyRun {
    /// The prompts a run can show.
    enum Prompt: String, CaseIterable {
        /// `picker choose --no-limit` over the T1 items (peerbench T7).
        case chooseMulti = "choose-multi"
        /// `picker input --title 'Your name'` (peerbench T8).
        case input
        /// `picker form --title Deploy --field name:input:Name --field host:input:Host
        /// --field port:input:Port` (peerbench T10).
        case form
    }

    /// A key of the script, by the name the budget table gives it, and the bytes a terminal
    /// sends for it (xterm's).
    struct ScriptKey {
        let name: String
        let bytes: String

        init?(_ name: String) {
            switch name {
            case "tab": bytes = "\t"
            case "down": bytes = "\u{1B}[B"
            case "up": bytes = "\u{1B}[A"
            case "space": bytes = " "
            default:
                guard name.count == 1, let character = name.first, character.isLetter || character.isNumber else {
                    return nil
                }
                bytes = name
            }
            self.name = name
        }
    }

    let prompt: Prompt
    let keys: [ScriptKey]

    /// The time between two keys: longer than any motion a key starts (a wheel's scroll to the
    /// next row), so that each key's frames are all drawn before the next key, as when a person
    /// types or peerbench waits for the screen to be still.
    static let keyInterval = 0.5

    /// The items of peerbench's T1 and T7.
    static let items = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]

    /// The form of peerbench's T10 as `picker form` builds it from its `--field KEY:input:LABEL`
    /// options: one section without a header, three text fields.
    static let form = Form(
        title: "Deploy",
        sections: [
            FormSection(
                fields: [("name", "Name"), ("host", "Host"), ("port", "Port")].map {
                    FormField(key: $0.0, label: $0.1, kind: .text(isSecure: false))
                })
        ])

    /// Reads `PROMPT KEY...`, or says why they are not a run.
    static func parse(_ arguments: [String]) -> Result<KeyRun, PromptError> {
        guard let name = arguments.first, let prompt = Prompt(rawValue: name) else {
            let names = Prompt.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(PromptError("keys: the first argument is the prompt, one of \(names)"))
        }
        var keys: [ScriptKey] = []
        for name in arguments.dropFirst() {
            guard let key = ScriptKey(name) else {
                return .failure(
                    PromptError("keys: \"\(name)\" is not a key (tab, down, up, space, or one letter or digit)"))
            }
            keys.append(key)
        }
        return .success(KeyRun(prompt: prompt, keys: keys))
    }

    /// Runs the prompt with the keys typed, then lets the terminal hang up; returns the terminal,
    /// with everything written to it. Callgrind counts the instructions inside this function only
    /// (`--toggle-collect`), so its name is part of the script's contract.
    ///
    /// The world is TestTerminal's (`ScriptedLoopHost`) without the frames kept for a test to
    /// read: keeping one would make the loop copy its screen before the next frame.
    @inline(never)
    func run() throws -> ScriptedTerminal {
        let world = ScriptedLoopHost(columns: 100, rows: 30)
        world.keepsFrames = false
        // Each key once the last one's frames are drawn, as peerbench types when the screen is still.
        for (index, key) in keys.enumerated() {
            world.type(key.bytes, at: Double(index + 1) * Self.keyInterval)
        }
        let host = EventLoop.Host(world)
        let traits = TerminalTraits(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        switch prompt {
        case .chooseMulti:
            var settings = ChooseSettings()
            settings.limit = Int.max
            var choose = ChoosePrompt(
                items: .list(Self.items), options: PromptOptions(traits: traits), settings: settings)
            choose.host = host
            guard case .ended(.hungUp) = try choose.runBlocking() else {
                throw PromptError("keys: choose ended before its keys were typed")
            }
        case .input:
            var input = InputPrompt(options: PromptOptions(title: "Your name", traits: traits))
            input.host = host
            guard case .ended(.hungUp) = try input.runBlocking() else {
                throw PromptError("keys: input ended before its keys were typed")
            }
        case .form:
            // A fixed day: a form reads the clock once for its date rows, and T10 has none.
            var form = FormPrompt(
                form: Self.form, today: Date(timeIntervalSince1970: 0), options: PromptOptions(traits: traits))
            form.host = host
            guard case .ended(.hungUp) = try form.runBlocking() else {
                throw PromptError("keys: form ended before its keys were typed")
            }
        }
        return world.terminal
    }
}
