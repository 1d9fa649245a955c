import PickerKit
import PickerKitTesting
import Terminal
import Testing

/// What each bound action does to a running choose prompt, on a scripted terminal: the marks,
/// the query, the band, the prompt, a command handed the terminal, a command that replaces the
/// program, and the `start` and `load` events.
@Suite("Choose's bound actions")
@MainActor
struct ChooseBoundActionsTests {
    static let characters = ["Luke", "Leia", "Han", "Chewbacca"]
    let options = PromptOptions(traits: TerminalTraits(environment: ["TERM": "xterm", "LANG": "en_US.UTF-8"]))

    /// Runs a prompt over `items` with `settings` in `world`, where `keys` are typed a tenth of a
    /// second apart from 0.1 s on.
    func run(
        _ items: [String] = characters, settings: ChooseSettings, keys: [String], world: ScriptedLoopHost
    ) throws -> PromptOutcome<ChoosePrompt.Answer> {
        for (index, key) in keys.enumerated() { world.type(key, at: 0.1 * Double(index + 1)) }
        var prompt = ChoosePrompt(items: .list(items), options: options, settings: settings)
        prompt.host = EventLoop.Host(world)
        return try prompt.runBlocking()
    }

    func bind(_ text: String, into settings: inout ChooseSettings) throws {
        let bound = try BindingSpecification(parsing: text)
        settings.bindings += bound.bindings
        settings.actionsAtStart += bound.atStart
        settings.actionsAtLoad += bound.atLoad
    }

    @Test("select-all marks every item and the actions after it run in order")
    func selectAllThenChangePrompt() throws {
        var settings = ChooseSettings()
        settings.limit = Int.max
        try bind("ctrl-a:select-all+change-prompt(all> )", into: &settings)
        let world = ScriptedLoopHost(columns: 40, rows: 10)
        let outcome = try run(settings: settings, keys: ["\u{01}", "\r"], world: world)
        #expect(outcome.value?.choices.map(\.value) == Self.characters)
        #expect(world.frames.last?.screen.text(row: 0).hasPrefix("all> ") == true)
        #expect(world.frames.last?.screen.textDump.contains("4/4 (4)") == true)
    }

    @Test("toggle, toggle-all and deselect-all change the marks; a single choice has none")
    func marks() throws {
        var settings = ChooseSettings()
        settings.limit = Int.max
        try bind("ctrl-t:toggle+last,ctrl-v:toggle-all,ctrl-d:deselect-all+first+toggle", into: &settings)
        var outcome = try run(settings: settings, keys: ["\u{14}", "\u{16}", "\r"], world: ScriptedLoopHost())
        // Luke marked, then every mark inverted: all but Luke.
        #expect(outcome.value?.choices.map(\.value) == ["Leia", "Han", "Chewbacca"])
        outcome = try run(settings: settings, keys: ["\u{16}", "\u{04}", "\r"], world: ScriptedLoopHost())
        #expect(outcome.value?.choices.map(\.value) == ["Luke"])
        var single = ChooseSettings()
        try bind("ctrl-a:select-all+toggle", into: &single)
        outcome = try run(settings: single, keys: ["\u{01}", "\r"], world: ScriptedLoopHost())
        #expect(outcome.value?.choices.map(\.value) == ["Luke"])
    }

    @Test("clear-query, first and last; a bound key the prompt uses does what is bound instead")
    func queryAndBand() throws {
        var settings = ChooseSettings()
        try bind("ctrl-x:clear-query+last,down:first", into: &settings)
        let world = ScriptedLoopHost(columns: 40, rows: 10)
        var outcome = try run(settings: settings, keys: ["ha", "\u{18}", "\r"], world: world)
        #expect(outcome.value?.choices.map(\.value) == ["Chewbacca"])
        #expect(outcome.value?.query == "")
        outcome = try run(settings: settings, keys: ["\u{1B}[B", "\u{1B}[B", "\r"], world: ScriptedLoopHost())
        #expect(outcome.value?.choices.map(\.value) == ["Luke"], "Down is bound to first")
    }

    @Test("abort cancels; accept with nothing matching does nothing, accept-or-print-query answers the query")
    func endings() throws {
        var settings = ChooseSettings()
        settings.filtering = true
        try bind("ctrl-q:abort,ctrl-y:accept,ctrl-g:accept-or-print-query", into: &settings)
        var outcome = try run(settings: settings, keys: ["\u{11}"], world: ScriptedLoopHost())
        #expect(outcome.value == nil)
        if case .ended(let completion) = outcome { #expect(completion == .cancelled) } else { Issue.record() }
        outcome = try run(settings: settings, keys: ["zzz", "\u{19}", "\u{07}"], world: ScriptedLoopHost())
        #expect(outcome.value?.choices.isEmpty == true)
        #expect(outcome.value?.query == "zzz")
        #expect(outcome.value?.key == "ctrl-g")
    }

    @Test("execute hands the terminal to the command with the placeholders quoted, then the next actions run")
    func execute() throws {
        var settings = ChooseSettings()
        settings.limit = 2
        try bind("ctrl-o:execute(less {} {q} {n})+change-prompt(back> )", into: &settings)
        let world = ScriptedLoopHost(columns: 40, rows: 10)
        world.foregroundEnding = .exited(1)
        let outcome = try run(settings: settings, keys: ["\u{1B}[B", "\u{0F}", "\r"], world: world)
        #expect(world.foregroundCommands.map(\.command) == [Array("less 'Leia' '' 1".utf8)])
        #expect(world.foregroundCommands.allSatisfy { !$0.terminalWasRaw })
        #expect(outcome.value?.choices.map(\.value) == ["Leia"], "the prompt goes on after the command")
        #expect(world.frames.last?.screen.text(row: 0).hasPrefix("back> ") == true)
    }

    @Test("a bound command's fields are split at the field delimiter, without a preview too")
    func fieldsAtTheDelimiter() throws {
        var settings = ChooseSettings()
        settings.fieldDelimiter = Array(":".utf8)
        try bind("ctrl-o:execute(show {2} {-1})", into: &settings)
        let world = ScriptedLoopHost(columns: 40, rows: 10)
        _ = try run(["a b:c d:e"], settings: settings, keys: ["\u{0F}", "\u{1B}"], world: world)
        #expect(world.foregroundCommands.map(\.command) == [Array("show 'c d' 'e'".utf8)])
    }

    @Test("become ends the prompt answering the command, the item in it quoted")
    func become() throws {
        var settings = ChooseSettings()
        try bind("enter:become(vim {+})", into: &settings)
        let world = ScriptedLoopHost(columns: 40, rows: 10)
        let outcome = try run(["it's", "b"], settings: settings, keys: ["\r"], world: world)
        let answer = try #require(outcome.value)
        #expect(answer.command == Array(#"vim 'it'\''s'"#.utf8))
        #expect(answer.choices.isEmpty)
        #expect(world.foregroundCommands.isEmpty)
    }

    @Test("the start event acts before the first frame, and load once the items are read")
    func events() throws {
        var settings = ChooseSettings()
        settings.limit = Int.max
        try bind("start:change-prompt(go> )+last,load:toggle", into: &settings)
        let world = ScriptedLoopHost(columns: 40, rows: 10)
        let outcome = try run(settings: settings, keys: ["\r"], world: world)
        #expect(world.frames.first?.screen.text(row: 0).hasPrefix("go> ") == true)
        #expect(outcome.value?.choices.map(\.value) == ["Chewbacca"])
    }

    @Test("toggle-preview hides and shows the pane; the hint names the key")
    func togglePreview() throws {
        var settings = ChooseSettings()
        var preview = ChoosePreview(command: "true {}")
        preview.startsHidden = true
        settings.preview = preview
        try bind("ctrl-p:toggle-preview", into: &settings)
        let world = ScriptedLoopHost(columns: 60, rows: 10)
        _ = try run(settings: settings, keys: ["\u{10}", "\u{1B}"], world: world)
        let first = try #require(world.frames.first?.screen.textDump)
        #expect(first.contains("ctrl-p preview"))
        #expect(!first.contains("│"))
        #expect(world.frames.contains { $0.screen.textDump.contains("│") }, "shown after ctrl-p")
    }
}
