import PickerKitTesting
import Testing

@testable import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe of items on a prompt's "standard input"; the script writes to it and closes it.
@MainActor
private final class Items {
    let read: Int32
    private var writer: Int32

    init(_ text: String = "") {
        var fds: [Int32] = [-1, -1]
        precondition(pipe(&fds) == 0)
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        (read, writer) = (fds[0], fds[1])
        send(text)
    }

    deinit {
        close(read)
        if writer >= 0 { close(writer) }
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return }
        #expect(write(writer, bytes, bytes.count) == bytes.count)
    }

    func end() {
        close(writer)
        writer = -1
    }
}

/// Items streamed to the choose prompts are read by the run loop, never by the prompt: what has
/// already arrived is on the first frame, the rest joins while the prompt is on screen.
@Suite("Streamed items")
@MainActor
struct StreamedItemsTests {
    let options = PromptOptions(traits: TerminalTraits(environment: ["TERM": "xterm"]))

    /// What the loop wrote when it took the terminal: the region and the modes, the question
    /// where the cursor is (for the mouse), then the first frame.
    func firstFrame(_ host: ScriptedLoopHost) -> String {
        String(decoding: host.terminal.writes.prefix(3).flatMap(\.bytes), as: UTF8.self)
    }

    /// When a write first carried `text`.
    func firstWritten(_ host: ScriptedLoopHost, _ text: String) -> Double? {
        host.terminal.writes.first { String(decoding: $0.bytes, as: UTF8.self).contains(text) }?.time
    }

    @Test("the wheel's first frame shows the items already there; later ones join it")
    func chooseStreams() throws {
        let items = Items("Luke\nLeia\nHan\n")
        let host = ScriptedLoopHost(columns: 40, rows: 14)
        host.at(1) { items.send("Chewbacca\n") }
        host.at(2) { items.end() }
        for index in 0..<3 { host.type("\u{1B}[B", at: 3 + Double(index) * 0.5) }
        host.type("\r", at: 6)
        var prompt = ChoosePrompt(items: .stream(fd: items.read), options: options)
        prompt.host = EventLoop.Host(host)
        let outcome = try prompt.runBlocking()
        #expect(outcome.value?.choice?.value == "Chewbacca")
        let first = firstFrame(host)
        #expect(first.contains("Luke") && first.contains("Han"), "the first frame has the items piped in before it")
        #expect(firstWritten(host, "Chewbacca") == 1)
    }

    @Test("a selected item that never arrives fails when the stream ends")
    func chooseMissingSelected() throws {
        let items = Items("Luke\nLeia\n")
        let host = ScriptedLoopHost()
        host.at(1) { items.end() }
        var prompt = ChoosePrompt(items: .stream(fd: items.read), options: options, selected: "Yoda")
        prompt.settings.requiresSelectedItems = true
        prompt.host = EventLoop.Host(host)
        #expect(throws: PromptError.notAnItem(Array("Yoda".utf8))) { try prompt.runBlocking() }
        #expect(host.time == 1)
        #expect(!host.terminal.isRaw, "the terminal was given back")
    }

    @Test("a stream that ends before the first frame is read whole, and an empty one never takes the terminal")
    func chooseEndedStream() throws {
        let empty = Items()
        empty.end()
        let host = ScriptedLoopHost()
        var prompt = ChoosePrompt(items: .stream(fd: empty.read), options: options)
        prompt.host = EventLoop.Host(host)
        #expect(throws: PromptError("no items to choose from (standard input was empty)")) { try prompt.runBlocking() }
        #expect(host.terminalsOpened == 0 && host.terminal.writes.isEmpty)
    }

    @Test("the mini picker streams too, and starts on the selected item once it arrives")
    func miniStreams() throws {
        let items = Items("Luke\nLeia\n")
        let host = ScriptedLoopHost(columns: 60, rows: 8)
        host.at(1) { items.send("Han\nChewbacca\n") }
        host.at(2) { items.end() }
        host.type("\r", at: 3)
        var prompt = MiniChoosePrompt(items: .stream(fd: items.read), options: options, selected: "Han")
        prompt.host = EventLoop.Host(host)
        let outcome = try prompt.runBlocking()
        #expect(outcome.value?.value == "Han")
        #expect(firstFrame(host).contains("Luke"), "the first frame has the items piped in before it")
    }

    @Test("the mini picker fails on an empty stream without taking the terminal")
    func miniEmptyStream() throws {
        let empty = Items()
        empty.end()
        let host = ScriptedLoopHost()
        var prompt = MiniChoosePrompt(items: .stream(fd: empty.read), options: options)
        prompt.host = EventLoop.Host(host)
        #expect(throws: PromptError("no items to choose from (standard input was empty)")) { try prompt.runBlocking() }
        #expect(host.terminalsOpened == 0)
    }
}
