import Testing

@testable import PickerKit

@Suite("Confirm")
@MainActor
struct ConfirmViewTests {
    @Test("the question, a blank line, and the two buttons with the focused one lit")
    func screen() {
        let view = ConfirmView(question: "Delete 3 files?")
        let rig = TextRig(view)
        let theme = Theme.monochrome
        expectScreen(
            rig.draw(width: 30, height: 3),
            ExpectedScreen(["Delete 3 files?", "", "    Yes      No"])
                .styled(row: 0, columns: 0..<15, theme.text)
                .styled(row: 2, columns: 2..<9, theme.buttonFocused)
                .styled(row: 2, columns: 11..<18, theme.button))
        #expect(view.preferredHeight(forWidth: 30) == 3)
        #expect(view.preferredHeight(forWidth: 8) == 4, "the question wraps")
        rig.key(.right)
        expectScreen(
            rig.draw(width: 30, height: 3),
            ExpectedScreen(["Delete 3 files?", "", "    Yes      No"])
                .styled(row: 2, columns: 2..<9, theme.button)
                .styled(row: 2, columns: 11..<18, theme.buttonFocused))
    }

    @Test("--default no starts on No; arrows, h/l and Tab move; Enter is the prompt's")
    func moving() {
        let view = ConfirmView(question: "Sure?", selectsAffirmative: false)
        let rig = TextRig(view)
        #expect(!view.isAffirmativeSelected)
        rig.key(.left)
        #expect(view.isAffirmativeSelected)
        rig.type("l")
        #expect(!view.isAffirmativeSelected)
        rig.key(.tab, [.shift])
        #expect(view.isAffirmativeSelected)
        rig.key(.tab)
        #expect(!view.isAffirmativeSelected)
        #expect(!rig.key(.enter) && !rig.key(.escape))
        #expect(rig.context.completion == nil)
    }

    @Test("y and n answer at once, and so do the labels' first letters")
    func letters() {
        for (letter, yes) in [("y", true), ("N", false), ("d", true), ("k", false)] {
            let view = ConfirmView(question: "?", affirmative: "Delete", negative: "Keep", selectsAffirmative: !yes)
            let rig = TextRig(view)
            rig.type(letter)
            #expect(rig.context.completion == .finished, "\(letter)")
            #expect(view.isAffirmativeSelected == yes, "\(letter)")
        }
        let view = ConfirmView(question: "?", affirmative: "No way", negative: "Yes please")
        #expect(
            view.answerKeys.yes == ["y"] && view.answerKeys.no == ["n"], "letters that would cross over are not taken")
        let rig = TextRig(ConfirmView(question: "?"))
        #expect(!rig.key(.character("x")))
    }

    @Test("a click on a button answers it")
    func clicking() {
        let view = ConfirmView(question: "Sure?")
        let rig = TextRig(view)
        _ = rig.draw(width: 30, height: 3)
        rig.click(column: 14, row: 2)
        #expect(rig.context.completion == .finished)
        #expect(!view.isAffirmativeSelected)
    }

    @Test("labels are drawn inert, and an empty question leaves only the buttons")
    func inertLabels() {
        let view = ConfirmView(question: "", affirmative: "\u{1B}[1m", negative: "No")
        expectScreen(TextRig(view).draw(width: 30, height: 1), ExpectedScreen(["    ^[[1m       No"]))
        #expect(view.preferredHeight(forWidth: 30) == 1)
    }

    @Test func aConfirmTakesYesNoAndTheLabelsAndAsksAgainOtherwise() throws {
        let transcript = try LineTranscript(answers: "maybe\nKEEP\n")
        let view = ConfirmView(question: "Delete?", affirmative: "Delete", negative: "Keep")
        let outcome = try #require(view.lineForm).ask(transcript.lines)
        #expect(outcome.value != nil)
        #expect(!view.isAffirmativeSelected)
        let said = transcript.said()
        #expect(said.hasPrefix("Delete? (Delete (y) or Keep (n), Enter for Delete): "))
        #expect(said.contains("Answer Delete (y) or Keep (n).\n"))
        let plain = try LineTranscript(answers: "\n")
        let defaultNo = ConfirmView(question: "Sure?", selectsAffirmative: false)
        _ = try #require(defaultNo.lineForm).ask(plain.lines)
        #expect(!defaultNo.isAffirmativeSelected)
        #expect(plain.said() == "Sure? (yes or no, Enter for No): ")
    }
}
