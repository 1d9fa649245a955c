import PickerKitTesting
import Terminal
import Testing

/// A program that gives the terminal to a command on `x`, keeps how each ended, and ends on `q`.
@MainActor
private final class Executor: TerminalProgram {
    var endings: [ForegroundCommand.Ending] = []
    /// Whether the command was handed the terminal while `handle` still ran (it must wait).
    var ranInsideHandle = false
    private var handling = false
    let host: ScriptedLoopHost

    init(host: ScriptedLoopHost) { self.host = host }

    func handle(_ event: InputEvent, context: RunContext) {
        handling = true
        defer { handling = false }
        switch event {
        case .key(.character("x"), []):
            context.runInForeground(Array("less file".utf8)) { [unowned self] ending in endings.append(ending) }
            context.runInForeground(Array("true".utf8)) { [unowned self] ending in endings.append(ending) }
            if !host.foregroundCommands.isEmpty { ranInsideHandle = true }
        case .key(.character("q"), []):
            context.finish(.finished)
        default:
            break
        }
    }

    func advance(context: RunContext) -> Bool { false }

    func render(into screen: inout Screen) {
        screen.put("width \(screen.width) ran \(endings.count)", column: 0, row: 0)
    }

    func preferredHeight(columns: Int, rows: Int) -> Int { 2 }
}

@Suite @MainActor struct ForegroundCommandTests {
    private func loop(_ host: ScriptedLoopHost) -> EventLoop {
        EventLoop(
            options: EventLoopOptions(mouse: false, traits: TerminalTraits(environment: ["TERM": "xterm"])),
            world: host)
    }

    @Test("a command asked for gets the terminal given back, then the program is drawn again at the size now")
    func handsTheTerminalOverAndTakesItBack() throws {
        let host = ScriptedLoopHost(columns: 40, rows: 10)
        host.foregroundEnding = .exited(3)
        host.whileInForeground = { [unowned host] in host.terminal.columns = 30 }
        host.type("x", at: 1)
        host.type("q", at: 2)
        let program = Executor(host: host)
        #expect(try loop(host).runBlocking(program) == .finished)
        #expect(host.foregroundCommands.map(\.command) == [Array("less file".utf8), Array("true".utf8)])
        #expect(host.foregroundCommands.allSatisfy { !$0.terminalWasRaw }, "the terminal was given back first")
        #expect(!program.ranInsideHandle, "the loop runs a command once the event is handled")
        #expect(program.endings == [.exited(3), .exited(3)])
        // Taken again as after Ctrl-Z: raw mode without dropping what was typed meanwhile.
        #expect(host.terminal.rawModeEntries == [true, false, false])
        #expect(host.frames.last?.screen.width == 30)
        #expect(host.frames.contains { $0.screen.textDump.contains("width 30 ran 2") })
        #expect(host.stops == 0)
    }

    @Test("a wait status reads as the exit status or the signal")
    func endingFromWaitStatus() {
        #expect(ForegroundCommand.Ending(waitStatus: 3 << 8) == .exited(3))
        #expect(ForegroundCommand.Ending(waitStatus: 2) == .signalled(2))
        #expect(ForegroundCommand.Ending(waitStatus: 0).succeeded)
    }
}
