import PickerKitTesting
import Testing

@testable import PickerKit

@Suite("Awaited runs")
@MainActor
struct AsyncRunTests {
    @Test("selections arrive in a for-await loop while the picker is on screen")
    func selectionsWhileRunning() async throws {
        let host = ScriptedLoopHost()
        // Two separate gestures: the second Down long after the first has settled.
        host.type("\u{1B}[B", at: 1)
        host.type("\u{1B}[B", at: 5)
        let picker = PickerView(components: [["Luke", "Leia", "Han", "Chewbacca"]])
        let program = WidgetProgram(root: picker, theme: .monochrome) { _, _ in 7 }
        let loop = EventLoop(
            options: EventLoopOptions(mouse: false, traits: TerminalTraits(environment: ["TERM": "xterm"])),
            world: host)
        let context = RunContext()
        var heard: [(selection: PickerSelection, time: Double)] = []
        var stillRunningWhenHeard = false
        let listener = Task { @MainActor in
            for await selection in picker.selections {
                heard.append((selection, host.time))
                stillRunningWhenHeard = context.completion == nil
                if heard.count == 2 { context.finish(.finished) }
            }
        }
        defer { listener.cancel() }
        // Should the selections never come, the script runs out and the run ends hung up.
        let completion = try await loop.run(program, context: context)
        #expect(completion == .finished, "the listener ended the run after two selections")
        #expect(
            heard.map(\.selection) == [PickerSelection(row: 1, component: 0), PickerSelection(row: 2, component: 0)])
        #expect(heard.first.map { $0.time > 1 && $0.time < 5 } == true, "heard while the picker was on screen")
        #expect(stillRunningWhenHeard)
    }
}
