import Foundation
import PtyTestSupport
import Testing

@testable import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair opened in the test process: the loop runs on the slave side; the test
/// types on the master side and drains what the loop draws.
final class PseudoTerminal: @unchecked Sendable {
    // @unchecked: the descriptors are set once in init and only read afterwards.
    let master: Int32
    let slave: Int32

    init() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        guard pk_pty_open_pair(12, 40, &master, &slave) == 0 else { throw PromptError("no pseudo-terminal") }
        self.master = master
        self.slave = slave
    }

    deinit {
        close(slave)
        close(master)
    }

    /// Types bytes as the user would.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads and drops what the program drew (so its writes never block).
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(master, &buffer, buffer.count) > 0 {}
    }
}

@Suite("Awaited runs")
@MainActor
struct AsyncRunTests {
    @Test("selections arrive in a for-await loop while the picker is on screen")
    func selectionsWhileRunning() async throws {
        let pty = try PseudoTerminal()
        let picker = PickerView(components: [["Luke", "Leia", "Han", "Chewbacca"]])
        let program = WidgetProgram(root: picker, theme: .monochrome) { _, _ in 7 }
        let loop = EventLoop(
            options: EventLoopOptions(mouse: false, traits: TerminalTraits(environment: ["TERM": "xterm"])),
            device: try TerminalDevice(descriptor: pty.slave))
        let context = RunContext()
        var heard: [PickerSelection] = []
        var stillRunningWhenHeard = false
        let listener = Task { @MainActor in
            for await selection in picker.selections {
                heard.append(selection)
                stillRunningWhenHeard = context.completion == nil
                if heard.count == 2 { context.finish(.finished) }
            }
        }
        let heardCount = { @MainActor in heard.count }
        let typist = Task.detached {
            // One Down, then another once the first was heard: two separate gestures.
            for expected in 0..<2 {
                for _ in 0..<150 where await heardCount() < expected {
                    try? await Task.sleep(for: .milliseconds(20))
                }
                pty.type("\u{1B}[B")
            }
            // Should the selections never come, end the run so the test fails instead of hanging.
            try? await Task.sleep(for: .seconds(5))
            pty.type("\u{03}")
        }
        let drainer = Task.detached {
            while !Task.isCancelled {
                pty.drain()
                try? await Task.sleep(for: .milliseconds(20))
            }
        }
        let completion = try await loop.run(program, context: context)
        typist.cancel()
        drainer.cancel()
        listener.cancel()
        #expect(completion == .finished, "the listener ended the run after two selections")
        #expect(heard == [PickerSelection(row: 1, component: 0), PickerSelection(row: 2, component: 0)])
        #expect(stillRunningWhenHeard)
    }
}
