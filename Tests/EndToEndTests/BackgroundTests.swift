import Foundation
import Testing

/// The palette picked for the terminal's background, run for real: a terminal that answers OSC 11
/// with white gets the light form, one that does not answer (libvterm) the dark one; `COLORFGBG`
/// and `--background` decide without asking; and the answers never reach the shell.
@Suite struct BackgroundTests {
    static let white = "rgb:ffff/ffff/ffff"
    static let items = ["Luke", "Leia", "Han", "Chewbacca", "Artoo"]

    /// Starts `picker choose --selected Han` with the items; `background` is what the terminal answers.
    func choose(
        _ extra: [String] = [], environment: [String: String] = [:], background: String? = nil
    ) throws -> TerminalSession {
        try TerminalSession(
            executable: try pickerExecutablePath(), arguments: ["choose", "--selected", "Han"] + extra + Self.items,
            environment: environment, columns: 80, rows: 24, background: background)
    }

    /// The colour of the first letter of `text`, once the screen shows the item in the band and
    /// has stayed still (a light answer redraws the first frame).
    func colour(of text: String, in session: TerminalSession) throws -> TerminalColor {
        #expect(E2E.waitForBand("Han", in: session))
        E2E.waitForStillness(session, quiet: 0.3)
        let row = try #require(E2E.row(containing: text, in: session))
        let column = try #require(E2E.column(of: text, row: row, in: session))
        return session.cell(column: column, row: row).foreground
    }

    func end(_ session: TerminalSession) {
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test func aWhiteTerminalGetsTheLightPalette() throws {
        let session = try choose(background: Self.white)
        // Luke is two rows from the band: dark grey 237 on white (11.4:1), not colour 7 (1.3:1).
        #expect(try colour(of: "Luke", in: session) == .indexed(237))
        #expect(try colour(of: "Artoo", in: session) == .indexed(237))
        #expect(session.backgroundQuestions == 1, "asked once, and not again on the redraw")
        end(session)
    }

    @Test func aTerminalThatDoesNotAnswerKeepsTheDarkPalette() throws {
        let session = try choose()
        #expect(try colour(of: "Luke", in: session) == .indexed(7))
        #expect(session.backgroundQuestions == 1)
        end(session)
    }

    @Test func colorFGBGAndTheOptionDecideWithoutAsking() throws {
        let fromEnvironment = try choose(environment: ["COLORFGBG": "0;15"])
        #expect(try colour(of: "Luke", in: fromEnvironment) == .indexed(237))
        #expect(fromEnvironment.backgroundQuestions == 0)
        end(fromEnvironment)
        let dark = try choose(["--background", "dark"], background: Self.white)
        #expect(try colour(of: "Luke", in: dark) == .indexed(7), "the option wins over the answer")
        #expect(dark.backgroundQuestions == 0)
        end(dark)
        let light = try choose(["--background", "light"])
        #expect(try colour(of: "Luke", in: light) == .indexed(237))
        #expect(light.backgroundQuestions == 0)
        end(light)
        let defaults = try choose(environment: ["PICKER_DEFAULT_OPTS": "--background light"])
        #expect(try colour(of: "Luke", in: defaults) == .indexed(237))
        #expect(defaults.backgroundQuestions == 0)
        end(defaults)
    }

    @Test func plainLinesAndLooksWithoutColourNeverAsk() throws {
        // The line prompt (--accessible, TERM=dumb) draws no colour a background could change,
        // and a screen reader would read nothing of the question; neither does the
        // attributes-only look (NO_COLOR, --theme bw).
        for (extra, environment) in [
            (["--accessible"], [:]), ([], ["TERM": "dumb"]),
        ] as [([String], [String: String])] {
            let session = try choose(extra, environment: environment, background: Self.white)
            #expect(session.waitForText("Choose (Enter for Han):"), "\(extra) \(environment)")
            session.send("\u{04}")
            #expect(session.waitForExit() == 1)
            #expect(session.backgroundQuestions == 0, "\(extra) \(environment)")
        }
        for (extra, environment) in [
            ([], ["NO_COLOR": "1"]), (["--theme", "bw"], [:]),
        ] as [([String], [String: String])] {
            let session = try choose(extra, environment: environment, background: Self.white)
            #expect(session.waitForText("esc cancel"), "\(extra) \(environment)")
            E2E.waitForStillness(session, quiet: 0.3)
            #expect(session.backgroundQuestions == 0, "\(extra) \(environment)")
            end(session)
        }
    }

    @Test func aNamedThemeTakesItsLightForm() throws {
        let session = try choose(["--theme", "ocean"], background: Self.white)
        #expect(try colour(of: "Luke", in: session) == .indexed(23), "ocean's deep teal, not its pale 117")
        end(session)
    }

    @Test func theAnswersNeverReachTheShell() throws {
        // The picker times out before the terminal is read at all, so its answers come after the
        // picker is done; the picker reads them before it gives the terminal back, and the shell's
        // `read` finds nothing typed (a leaked answer would also be echoed onto the screen).
        let script = #"""
            "$0" choose --timeout 0.05 a b >/dev/null 2>&1
            if read -r -t 0.5 typed; then echo "typed:[$typed]"; else echo "typed:[${typed}] none"; fi
            """#
        let session = try TerminalSession(
            executable: "/bin/bash", arguments: ["-c", script, try pickerExecutablePath()], columns: 80, rows: 24,
            background: Self.white)
        usleep(300_000)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "typed:[] none\n")
        let screen = session.screenText
        #expect(!screen.contains("rgb") && !screen.contains("11;") && !screen.contains("62;"), "\(screen)")
    }
}
