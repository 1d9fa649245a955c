import Foundation
import PickerKitTesting
import Testing

@testable import PickerKit
@testable import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plain lines on a scripted terminal: the answers are typed a second in, the terminal hangs up
/// a second later (end of input), and what was said is read afterwards.
@MainActor
final class LineTranscript {
    let host: ScriptedLoopHost

    init(answers: String, timeout: Double? = 5) throws {
        host = ScriptedLoopHost()
        if !answers.isEmpty { host.type(answers, at: 1) }
        host.hangUp(at: 2)
        self.timeout = timeout
    }

    private let timeout: Double?

    /// The line form's questions and reading, on the scripted host's terminal and clock.
    var lines: LinePrompt {
        get throws {
            let loop = EventLoop(
                options: EventLoopOptions(timeout: timeout, traits: TerminalTraits(environment: ["TERM": "dumb"])),
                world: host)
            return LinePrompt(session: try loop.openLines())
        }
    }

    /// Everything said so far.
    func said() -> String { host.terminal.output }
}

@Suite("Line forms of the text prompts")
@MainActor
struct TextLineFormTests {
    @Test func aFieldAsksOneLineAndAnEmptyLineKeepsTheValue() throws {
        let transcript = try LineTranscript(answers: "Grace Hopper\n")
        let field = TextField(text: "Ada", placeholder: "Name", characterLimit: 20)
        #expect(field.askInLines(try transcript.lines).value != nil)
        #expect(field.text == "Grace Hopper")
        #expect(transcript.said() == "Name (at most 20 characters, Enter for Ada): ")
        let keep = try LineTranscript(answers: "\n")
        let kept = TextField(text: "Ada")
        _ = kept.askInLines(try keep.lines)
        #expect(kept.text == "Ada")
    }

    @Test func aLineOverTheLimitIsRefusedAndAskedAgainEndOfInputCancels() throws {
        let transcript = try LineTranscript(answers: "far too long\nshort\n")
        let field = TextField(characterLimit: 5)
        #expect(field.askInLines(try transcript.lines).value != nil)
        #expect(field.text == "short")
        #expect(transcript.said().contains("That is 12 characters: give at most 5.\nText (at most 5 characters): "))
        let empty = try LineTranscript(answers: "")
        let outcome = TextField().askInLines(try empty.lines)
        if case .ended(.cancelled) = outcome {} else { Issue.record("end of input: \(outcome)") }
    }

    @Test func anAreaReadsLinesUpToADotAndADotFirstKeepsTheText() throws {
        let transcript = try LineTranscript(answers: "first line\n\nthird\n.\n")
        let area = TextArea(placeholder: "Message")
        #expect(area.askInLines(try transcript.lines).value != nil)
        #expect(area.text == "first line\n\nthird")
        #expect(
            transcript.said().hasPrefix("Message: type it a line at a time, then a line holding only \".\" to end.\n"))
        let keep = try LineTranscript(answers: ".\n")
        let kept = TextArea(text: "old\ntext")
        _ = kept.askInLines(try keep.lines)
        #expect(kept.text == "old\ntext")
        #expect(keep.said().contains("It reads now:\n  old\n  text\n"))
        let ended = try LineTranscript(answers: "one\ntwo")
        let area2 = TextArea()
        _ = area2.askInLines(try ended.lines)
        #expect(area2.text == "one\ntwo", "end of input after a line ends the text")
        let nothing = try LineTranscript(answers: "")
        if case .ended(.cancelled) = TextArea().askInLines(try nothing.lines) {} else { Issue.record("not cancelled") }
    }
}

/// A password read with the terminal's echo off, on the scripted host's terminal, clock and
/// signals.
@Suite("Secret lines")
@MainActor
struct SecretLineTests {
    @Test func aPasswordIsReadWithTheEchoOffAndTheEchoComesBack() throws {
        let transcript = try LineTranscript(answers: "hunter2\n")
        let terminal = transcript.host.terminal
        var echoWhileTyping: Bool?
        transcript.host.at(0.5) { echoWhileTyping = !terminal.isEchoOff }
        let field = TextField(placeholder: "Password", isSecure: true)
        let outcome = field.askInLines(try transcript.lines)
        #expect(outcome.value != nil)
        #expect(field.text == "hunter2")
        #expect(echoWhileTyping == false, "the echo was off while the password was typed")
        #expect(!terminal.isEchoOff, "the echo is back")
        #expect(transcript.said() == "Password: ", "the question only: no current value is read out")
        #expect(!transcript.host.signalsInstalled, "the signal handlers are put back")
    }

    @Test func ctrlCInterruptsAndGivesTheEchoBack() throws {
        let transcript = try LineTranscript(answers: "")
        transcript.host.send(SIGINT, at: 0.5)
        let outcome = TextField(isSecure: true).askInLines(try transcript.lines)
        if case .ended(.interrupted) = outcome {} else { Issue.record("Ctrl-C: \(outcome)") }
        #expect(!transcript.host.terminal.isEchoOff)
        #expect(transcript.said() == "Password: \n", "the cursor goes to a new line")
    }

    @Test func theDeadlineEndsTheReadOnTheLoopsClock() throws {
        let transcript = try LineTranscript(answers: "", timeout: 0.25)
        let outcome = TextField(isSecure: true).askInLines(try transcript.lines)
        if case .ended(.timedOut) = outcome {} else { Issue.record("timeout: \(outcome)") }
        #expect(transcript.host.time == 0.25)
        #expect(!transcript.host.terminal.isEchoOff)
    }

    @Test func ctrlZGivesTheTerminalBackWhileStoppedAndAFatalSignalEndsTheProcess() throws {
        let transcript = try LineTranscript(answers: "")
        let terminal = transcript.host.terminal
        var echoAfterStop: Bool?
        transcript.host.send(SIGTSTP, at: 0.25)
        transcript.host.at(0.5) { echoAfterStop = !terminal.isEchoOff }
        transcript.host.send(SIGTERM, at: 0.75)
        _ = TextField(isSecure: true).askInLines(try transcript.lines)
        #expect(transcript.host.stops == 1, "Ctrl-Z stopped the process")
        #expect(echoAfterStop == false, "the echo went off again when the process went on")
        #expect(transcript.host.endingSignal == SIGTERM, "SIGTERM ends the process by SIGTERM")
        #expect(!terminal.isEchoOff, "after the terminal was given back")
    }
}
