import ArgumentParser
import Foundation
import PickerKit
import PickersDemo

/// `picker demo`: the gallery of classic iOS picker examples.
struct Demo: PromptCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "The gallery: the classic iOS picker examples, one per tab.",
        discussion: """
            A click on a tab, or its function key, chooses it: F1 Date, F2 Single, F3 Double, \
            F4 Dependent, F5 Custom, F6 Resistor, F7 Weight, F8 Thermostat, F9 Calendar, \
            F10 Mini. Tab moves the focus; q or Ctrl-C quits.
            """)

    @Option(
        parsing: .unconditional,
        help: "Seed for the random choices (the slot machine), a whole number from 0, to make a run repeatable.")
    var seed: String?

    @OptionGroup var look: ThemeOptions

    func validate() throws {
        _ = try seedNumber()
    }

    /// The seed given, read and range-checked.
    func seedNumber() throws -> UInt64? {
        try seed.map { text in
            let seed = try NumberArgument.whole(text, option: "--seed")
            guard seed >= 0, seed < Int.max else {
                throw UsageError("--seed must be from 0 to \(Int.max - 1) (got \(text))")
            }
            return UInt64(seed)
        }
    }

    @MainActor
    func execute(_ arguments: ArgumentBytes) throws -> PromptOutcome<Output.Answer> {
        let traits = TerminalTraits.current()
        let loop = EventLoop(options: EventLoopOptions(fullscreen: true, traits: traits))
        let pinned = try PinnedNow.read(ProcessEnvironment.variable, timeZone: .current)
        let seed = try seedNumber() ?? UInt64(MonotonicClock.now() * 1_000_000)
        let gallery = Gallery(seed: seed) { pinned ?? Date() }
        // The gallery answers nothing: quitting it (q) finishes the run, status 0.
        switch try loop.runBlocking(
            gallery.makeProgram(theme: look.resolved(traits: traits) ?? .standard(traits: traits)))
        {
        case .failed(let message): throw PromptError(message)
        case .cancelled: return .ended(.finished)
        case let completion: return .ended(completion)
        }
    }
}
