import Foundation
import Testing

/// `picker choose --bind` run for real: a command that replaces picker, a command handed the
/// terminal that Ctrl-C ends without ending picker, and bindings refused before anything is
/// drawn. The screens themselves: `WholeScreenChooseBindTests`.
extension ChooseTests {
    @Test func becomeReplacesPickerItsOutputAndStatusPickers() throws {
        let session = try choose(["--bind", "enter:become(echo chosen {}; exit 7)"] + Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send(Keys.down + Keys.enter)
        #expect(session.waitForExit() == 7)
        #expect(session.standardOutput == "chosen Leia\n")
    }

    @Test func ctrlCInAnExecutedCommandEndsTheCommandAndNotPicker() throws {
        // `exec sleep`, not `sleep`: dash forks `sleep` with vfork and unblocks signals before the
        // exec, so a Ctrl-C typed in that window runs dash's own handler in the child and is lost
        // to `sleep`, which then runs its 30 s (`sh -c 'echo running; sleep 30'` does the same in
        // any terminal). The test types Ctrl-C the instant "running" shows, right in that window.
        let session = try choose(["--bind", "ctrl-o:execute(echo running; exec sleep 30)"] + Self.characters)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send("\u{0F}")
        #expect(session.waitForText("running"))
        #expect(session.waitUntil { !$0.screenText.contains("esc cancel") })
        session.send("\u{03}")
        #expect(session.waitForText("esc cancel", timeout: 15), "picker is back:\n\(session.screenText)")
        session.send(Keys.down + Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Leia\n")
    }

    @Test func aBoundAcceptOrPrintQueryPrintsTheQueryWhenNothingMatches() throws {
        let session = try choose(["--filter", "--bind", "enter:accept-or-print-query", "a", "b"])
        #expect(E2E.waitForBand("a", in: session))
        session.send("zz")
        #expect(session.waitForText("0/2"))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 1, "nothing matched: status 1, as fzf")
        #expect(session.standardOutput == "zz\n")
    }

    @Test(
        arguments: [
            ("ctrl-a:selectall", #"--bind "ctrl-a:selectall" has an unknown action "selectall""#),
            ("hyper-a:accept", #"--bind "hyper-a:accept" does not name a key"#),
            ("ctrl-o:execute", #"--bind "ctrl-o:execute" gives execute no argument"#),
        ])
    func aBindingThatCannotBeReadIsRefused(binding: String, message: String) throws {
        let session = try choose(["--bind", binding, "a", "b"])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix("picker: " + message))
        #expect(session.standardError.filter { $0 == "\n" }.count == 1)
    }
}
