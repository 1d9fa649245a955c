import ArgumentParser
import PickerKit
import PickersDemo

/// `picker demo`: the gallery of classic iOS picker examples.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "The gallery: the classic iOS picker examples, one per tab.",
        discussion: "F1…F10 or a click choose a tab; Tab moves the focus; q or Ctrl-C quits.")

    @Option(help: "Seed for the random choices (the slot machine), to make a run repeatable.")
    var seed: UInt64?

    @MainActor
    func execute() throws -> Int32 {
        let colors = ColorSupport.detect(environment: EventLoop.environment())
        let loop = EventLoop(options: EventLoopOptions(fullscreen: true, colors: colors))
        var terminal: TerminalDevice?
        let gallery = Gallery(seed: seed ?? UInt64(MonotonicClock.now() * 1_000_000)) {
            if terminal == nil { terminal = try? TerminalDevice() }
            terminal?.write("\u{07}")
        }
        let status = try loop.run(gallery.makeProgram(theme: .standard(colors: colors)))
        return status == EventLoop.interruptedStatus ? status : 0
    }
}
