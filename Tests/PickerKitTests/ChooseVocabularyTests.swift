import Foundation
import PickerKit
import PickerKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The choose prompt in the picker vocabulary, through the public API: keys bound to actions
/// (what `--expect` and `--print-query` are made of), a stream's items read into a store of the
/// caller's making (what `--read0` is made of), the items read without asking, and the answer's
/// parts.
@Suite("Choose prompt vocabulary")
@MainActor
struct ChooseVocabularyTests {
    let options = PromptOptions(traits: TerminalTraits(environment: ["TERM": "xterm", "LANG": "en_US.UTF-8"]))

    /// A pipe holding `bytes`, its writing end closed: the reading end, which the caller closes.
    func stream(_ bytes: [UInt8]) -> Int32 {
        var fds: [Int32] = [-1, -1]
        precondition(pipe(&fds) == 0)
        _ = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        return fds[0]
    }

    /// A choose prompt over `items` on a terminal that types `keys` (each a press or a text).
    func run(
        _ items: ChoosePrompt.Items, settings: ChooseSettings = ChooseSettings(), _ script: (TestTerminal) -> Void
    ) throws -> PromptOutcome<ChoosePrompt.Answer> {
        let terminal = TestTerminal(columns: 40, rows: 10)
        script(terminal)
        var prompt = ChoosePrompt(items: items, options: options, settings: settings)
        prompt.host = terminal.host
        return try prompt.runBlocking()
    }

    // MARK: Key bindings

    @Test("a key bound to accept ends the prompt as Enter does, and the answer names it")
    func aBoundKeyAccepts() throws {
        var settings = ChooseSettings()
        settings.bindings = [KeyBinding(KeyChord("ctrl-e")!, .accept)]
        let outcome = try run(.list(["Luke", "Leia"]), settings: settings) { terminal in
            terminal.press(.down)
            terminal.press(.character("e"), modifiers: .control)
        }
        let answer = try #require(outcome.value)
        #expect(answer.choices.map(\.value) == ["Leia"])
        #expect(answer.key == "ctrl-e")
    }

    /// Every key a binding can name, pressed as a terminal sends it, ends the prompt and is named
    /// in the answer; names that name no key, or a key the run loop takes, are told apart.
    @Test(
        "every key name that is read fires when its key is pressed",
        arguments: [
            "ctrl-a", "ctrl-b", "ctrl-e", "ctrl-f", "ctrl-g", "ctrl-k", "ctrl-l", "ctrl-o", "ctrl-q", "ctrl-r",
            "ctrl-s", "ctrl-t", "ctrl-u", "ctrl-v", "ctrl-w", "ctrl-x", "ctrl-y", "ctrl-space", "ctrl-alt-a",
            "alt-a", "alt-x", "alt-/", "alt-enter", "alt-bspace", "alt-up", "alt-shift-up", "f1", "f2", "f5",
            "f12", "enter", "ctrl-m", "tab", "ctrl-i", "btab", "shift-tab", "bspace", "ctrl-h", "esc", "del",
            "insert", "home", "end", "pgup", "pgdn", "up", "down", "left", "right", "shift-up", "shift-left", ",",
            "x", "?", "é",
        ])
    func everyKeyNameFires(name: String) throws {
        let chord = try #require(KeyChord(name))
        #expect(!chord.isTakenByTheRunLoop)
        var settings = ChooseSettings()
        settings.bindings = [KeyBinding(chord, .accept)]
        let outcome = try run(.list(["Luke", "Leia"]), settings: settings) { terminal in
            terminal.press(chord.key, modifiers: chord.modifiers)
        }
        #expect(outcome.value?.key == name, "\(name) ended the prompt: \(outcome)")
    }

    @Test("a name that names no key, or a modifier twice, is not read; Ctrl-C and Ctrl-Z are the loop's")
    func namesThatNameNoKey() throws {
        for name in ["ctrl-ctrl-x", "alt-alt-a", "shift-shift-up", "ctrl-", "ctrl-1", "f0", "f13", "shift-enter", ""] {
            #expect(KeyChord(name) == nil, "\(name)")
        }
        #expect(try #require(KeyChord("ctrl-c")).isTakenByTheRunLoop)
        #expect(try #require(KeyChord("CTRL-Z")).isTakenByTheRunLoop)
        #expect(try #require(KeyChord("alt-c")).isTakenByTheRunLoop == false)
    }

    @Test("with nothing matching, accept does nothing and acceptOrQuery answers the query alone")
    func acceptOrQueryAnswersTheQuery() throws {
        var settings = ChooseSettings()
        settings.filtering = true
        settings.bindings = [KeyBinding(KeyChord("f2")!, .accept), KeyBinding(KeyChord("enter")!, .acceptOrQuery)]
        let outcome = try run(.list(["Luke", "Leia"]), settings: settings) { terminal in
            terminal.type("yoda")
            terminal.press(.function(2))  // nothing to accept: the prompt stays
            terminal.press(.enter)
        }
        let answer = try #require(outcome.value)
        #expect(answer.choices.isEmpty && answer.choice == nil)
        #expect(answer.query == "yoda")
        #expect(answer.key == "enter", "a bound Enter is named")
    }

    @Test("without a binding, Enter with nothing matching does nothing")
    func enterWithoutAMatchWaits() throws {
        var settings = ChooseSettings()
        settings.filtering = true
        let outcome = try run(.list(["Luke", "Leia"]), settings: settings) { terminal in
            terminal.type("yoda")
            terminal.press(.enter)
        }
        #expect(outcome.completion == .hungUp, "Enter was refused; the script ran out")
    }

    @Test("at the timeout the prompt answers as Enter would, its binding included")
    func theTimeoutAnswersAsEnter() throws {
        var settings = ChooseSettings()
        settings.filtering = true
        settings.query = "yoda"
        settings.bindings = [KeyBinding(KeyChord("enter")!, .acceptOrQuery)]
        let terminal = TestTerminal()
        var prompt = ChoosePrompt(items: .list(["Luke"]), options: options, settings: settings)
        prompt.options.timeout = 2
        prompt.options.answersAtTimeout = true
        prompt.host = terminal.host
        let answer = try #require(try prompt.runBlocking().value)
        #expect(answer.choices.isEmpty && answer.query == "yoda" && answer.key == nil)
    }

    // MARK: Items from a stream

    @Test("a stream's items are read into the store given: NUL-separated, trimmed, labelled")
    func aStreamIsReadIntoTheStoreGiven() throws {
        let fd = stream(Array(" a.txt \u{0}Leia=b\nc\u{0}".utf8))
        defer { close(fd) }
        var store = ItemStore(separator: 0)
        store.trimsBlanks = true
        let outcome = try run(.stream(fd: fd, into: store)) { terminal in
            terminal.wait(0.2)
            terminal.press(.down)
            terminal.press(.enter)
        }
        #expect(outcome.value?.choice?.bytes == Array("Leia=b\nc".utf8), "a newline is part of a NUL-separated item")
    }

    @Test("readItems reads a stream to its end, and the items read are handed back when a run ends")
    func readingWithoutAsking() throws {
        let fd = stream(Array("Luke\nLeia\nHan".utf8))
        defer { close(fd) }
        let prompt = ChoosePrompt(items: .stream(fd: fd), options: options)
        let store = try prompt.readItems()
        #expect(store.count == 3 && store[2] == "Han", "the last line is an item without its newline")
        #expect(
            ChoosePrompt.Choice(item: 1, in: store)
                == ChoosePrompt.Choice(index: 1, value: "Leia", bytes: Array("Leia".utf8)))

        let terminal = TestTerminal()
        terminal.press(.enter)
        var asked = ChoosePrompt(items: .store(store), options: options)
        asked.host = terminal.host
        var read: ItemStore?
        asked.itemsRead = { read = $0 }
        #expect(try asked.runBlocking().value?.choice?.value == "Luke")
        #expect(read?.count == 3)
    }

    @Test("a descriptor that cannot be read is a PromptError that names it")
    func anUnreadableDescriptor() {
        let folder = open(FileManager.default.temporaryDirectory.path, O_RDONLY)
        defer { close(folder) }
        let prompt = ChoosePrompt(items: .stream(fd: folder), options: options)
        #expect(throws: PromptError.self) { try prompt.readItems() }
        do {
            _ = try prompt.readItems()
        } catch {
            #expect(error.description.hasPrefix("descriptor \(folder): cannot be read"), "\(error)")
        }
    }

    @Test("a choice without colours, and with its label, as the prompt answers it")
    func choicesAsAnswered() {
        var store = ItemStore(["\u{1B}[31mred\u{1B}[0m=1", "plain=2"])
        store.labelDelimiter = Array("=".utf8)
        let red = ChoosePrompt.Choice(item: 0, in: store, strippingColors: true)
        #expect(red.value == "1" && red.label == "red")
        #expect(ChoosePrompt.Choice(item: 1, in: store).label == "plain")
        #expect(ChoosePrompt.maximumItemCount == 50_000_000)
    }
}
