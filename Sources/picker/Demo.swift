import Foundation
import PickerKit
import PickersDemo

/// `picker demo`: the gallery of classic iOS picker examples.
struct Demo: Subcommand {
    static let name = "demo"
    static let abstract = "The gallery: the classic iOS picker examples, one per tab."
    static var discussion: String {
        """
        A click on a tab, or its function key, chooses it: F1 Date, F2 Single, F3 Double, F4 Dependent, F5 \
        Custom, F6 Resistor, F7 Weight, F8 Thermostat, F9 Calendar, F10 Mini. Tab moves the focus; q or Ctrl-C \
        quits.
        """
    }

    var seed: UInt64?
    var look = ThemeOptions()
    /// The terminal's traits and the look, once read.
    var traits = TerminalTraits.current()
    var theme: Theme?

    static let options: [Option<Self>] =
        [
            .value(
                "--seed", value: "seed",
                help: "Seed for the random choices (the slot machine), a whole number from 0, to make a run repeatable."
            ) { $0.seed = UInt64(try NumberArgument.whole($1, in: 0...(Int.max - 1))) }
        ] + ThemeOptions.options { try $1(&$0.look) }

    mutating func check() throws {
        traits = look.traits(traits)
        theme = try look.theme(traits: traits)
    }

    @MainActor
    func run() throws -> PromptOutcome<Output.Answer> {
        let theme = self.theme ?? .standard(traits: traits)
        let pinned = try PinnedNow.read(DateLocale.processVariable, timeZone: .current)
        let loop = EventLoop(
            options: EventLoopOptions(fullscreen: true, traits: traits, asksBackground: theme.followsBackground))
        let gallery = Gallery(seed: seed ?? UInt64(Date().timeIntervalSince1970 * 1_000_000)) { pinned ?? Date() }
        // The gallery answers nothing: quitting it (q) finishes the run, status 0.
        switch try loop.runBlocking(gallery.makeProgram(theme: theme)) {
        case .failed(let message): throw PromptError(message)
        case .cancelled: return .ended(.finished)
        case let completion: return .ended(completion)
        }
    }
}
