import ArgumentParser
import Foundation
import PickerKit
import PickersDemo

/// `picker demo`: the gallery of classic iOS picker examples.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "The gallery: the classic iOS picker examples, one per tab.",
        discussion: """
            A click on a tab, or its function key, chooses it: F1 Date, F2 Single, F3 Double, \
            F4 Dependent, F5 Custom, F6 Resistor, F7 Weight, F8 Thermostat, F9 Calendar, \
            F10 Mini. Tab moves the focus; q or Ctrl-C quits.
            """)

    @Option(parsing: .unconditional, help: "Seed for the random choices (the slot machine), to make a run repeatable.")
    var seed: UInt64?

    @MainActor
    func execute() throws -> PromptOutcome<Output.Answer?> {
        let traits = TerminalTraits.current()
        let loop = EventLoop(options: EventLoopOptions(fullscreen: true, traits: traits))
        let pinned = try PinnedNow.read(environment: ProcessEnvironment.variables(), timeZone: .current)
        let gallery = Gallery(seed: seed ?? UInt64(MonotonicClock.now() * 1_000_000)) { pinned ?? Date() }
        switch try loop.run(gallery.makeProgram(theme: .standard(traits: traits))) {
        case .interrupted: return .interrupted
        case .hungUp: return .hungUp
        case .failed(let message): throw PromptError(message)
        case .timedOut: return .timedOut
        case .finished, .cancelled: return .answered(nil)  // q quits the gallery
        }
    }
}
