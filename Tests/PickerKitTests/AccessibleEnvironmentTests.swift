import PickerKit
import Testing

/// `ACCESSIBLE` in the environment asks for the plain-line form, as `--accessible` does and as huh
/// reads it: set, not empty and not `0`. It changes only the form, not the colours.
@Suite("The accessible switch in the environment")
struct AccessibleEnvironmentTests {
    @Test(arguments: [("1", true), ("true", true), ("yes", true), ("0", false), ("", false)])
    func accessibleAsksForLinesWhenSetAndNotZero(value: String, asks: Bool) {
        let traits = TerminalTraits(environment: ["TERM": "xterm-256color", "ACCESSIBLE": value])
        #expect(traits.asksForLines == asks, "ACCESSIBLE=\(value)")
        #expect(PromptOptions(traits: traits).accessible == asks, "ACCESSIBLE=\(value)")
        #expect(traits.colors == TerminalTraits(environment: ["TERM": "xterm-256color"]).colors)
    }

    @Test func withoutTheVariableTheFormIsDrawn() {
        let traits = TerminalTraits(environment: ["TERM": "xterm-256color"])
        #expect(!traits.asksForLines)
        #expect(!PromptOptions(traits: traits).accessible)
    }

    @Test func aDumbTerminalStillAsksWithLines() {
        #expect(PromptOptions(traits: TerminalTraits(environment: ["TERM": "dumb"])).accessible)
    }

    @Test func anExplicitChoiceWins() {
        let traits = TerminalTraits(environment: ["TERM": "xterm", "ACCESSIBLE": "1"])
        #expect(!PromptOptions(accessible: false, traits: traits).accessible)
    }
}
