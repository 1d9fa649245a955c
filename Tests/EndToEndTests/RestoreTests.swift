import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every way out of a picker gives the terminal back as it was found.
@Suite struct RestoreTests {
    static let items = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]

    enum WayOut: String, CaseIterable, CustomTestStringConvertible {
        case enter, escape, controlC, timeout, sigterm, sighup, sigsegv

        var testDescription: String { rawValue }

        var expectedStatus: Int32 {
            switch self {
            case .enter: 0
            case .escape: 1
            case .controlC: 130
            case .timeout: 124
            case .sigterm: 128 + SIGTERM
            case .sighup: 128 + SIGHUP
            case .sigsegv: 128 + SIGSEGV
            }
        }
    }

    /// Checks the terminal is back to how a fresh one looks.
    private func expectRestored(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(session.terminalModes == .cooked, "modes: \(session.terminalModes)", sourceLocation: sourceLocation)
        #expect(session.cursorVisible, "cursor visible", sourceLocation: sourceLocation)
        #expect(!session.altScreen, "alternate screen off", sourceLocation: sourceLocation)
        #expect(session.mouseMode == 0, "mouse reporting off", sourceLocation: sourceLocation)
    }

    @Test(arguments: WayOut.allCases, [false, true])
    func terminalIsRestoredAfter(_ way: WayOut, fullscreen: Bool) throws {
        var arguments = ["choose"]
        if fullscreen { arguments.append("--fullscreen") }
        if way == .timeout { arguments += ["--timeout", "0.5", "--timeout-status"] }
        let session = try E2E.picker(arguments + Self.items)
        #expect(E2E.waitForBand("Luke", in: session))
        // While it runs, the picker has the terminal: raw, mouse on, the cursor at the start of the
        // band (where a screen reader reads the item).
        #expect(session.terminalModes != .cooked)
        let band = try #require(E2E.row(containing: "Luke", in: session))
        #expect(session.waitUntil { $0.cursorVisible && $0.cursorPosition == (row: band, column: 0) })
        #expect(session.mouseMode != 0)
        #expect(session.altScreen == fullscreen)

        switch way {
        case .enter: session.send(Keys.enter)
        case .escape: session.send(Keys.escape)
        case .controlC: session.send(Keys.ctrlC)
        case .timeout: break
        case .sigterm: kill(session.processID, SIGTERM)
        case .sighup: kill(session.processID, SIGHUP)
        case .sigsegv: kill(session.processID, SIGSEGV)
        }
        #expect(session.waitForExit() == way.expectedStatus)
        expectRestored(session)
        #expect(session.standardOutput == (way == .enter ? "Luke\n" : ""))
    }

    @Test func demoIsRestoredAfterSIGTERM() throws {
        let session = try E2E.picker(["demo"])
        #expect(session.waitForText("Date and time"))
        #expect(session.altScreen)
        kill(session.processID, SIGTERM)
        #expect(session.waitForExit() == 128 + SIGTERM)
        expectRestored(session)
    }

    @Test func wheelIsRestoredAfterControlC() throws {
        let session = try E2E.picker(["wheel", "--column", "a,b", "--column", "c,d"])
        #expect(E2E.waitForBand(values: ["a", "c"], in: session))
        session.send(Keys.ctrlC)
        #expect(session.waitForExit() == 130)
        expectRestored(session)
    }

    /// A wheel killed by a crash gives the terminal back from the bytes armed beforehand (every
    /// picker shows its cursor at its focus now, so whether those bytes show a hidden cursor is
    /// checked on the bytes themselves, in RendererTests).
    @Test func aWheelEndedByACrashGivesTheTerminalBack() throws {
        let session = try E2E.picker(["wheel", "--column", "a,b", "--column", "c,d"])
        #expect(E2E.waitForBand(values: ["a", "c"], in: session))
        #expect(session.terminalModes != .cooked)
        kill(session.processID, SIGSEGV)
        #expect(session.waitForExit() == 128 + SIGSEGV)
        expectRestored(session)
    }

    // MARK: Suspend

    /// The pid of the child of `parent`, found through /proc.
    private func child(of parent: pid_t) -> pid_t? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        for entry in entries {
            guard let pid = pid_t(entry), let stat = processStat(pid) else { continue }
            if stat.parent == parent { return pid }
        }
        return nil
    }

    /// The state letter and parent pid from /proc/PID/stat.
    private func processStat(_ pid: pid_t) -> (state: Character, parent: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
        return (state, parent)
    }

    @Test(arguments: [false, true])
    func controlZSuspendsWithTheTerminalRestoredAndContinueRepaints(fullscreen: Bool) throws {
        // A job-control shell, as at a prompt: picker runs as its own foreground job. When it
        // stops, the shell takes the terminal back and waits for a line; `fg` then sends SIGCONT.
        // (Run straight from the harness, picker would be in an orphaned process group, where the
        // kernel discards a stop signal.)
        let picker = try pickerExecutablePath()
        let script = #"""
            set -m
            "$0" choose "$@"
            echo "stopped-at-prompt" > /dev/tty
            read line
            fg > /dev/null
            status=$?
            echo "picker-status:$status" > /dev/tty
            exit $status
            """#
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", script, picker] + (fullscreen ? ["--fullscreen"] : []) + Self.items)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand("Leia", in: session))
        let pickerPID = try #require(child(of: session.processID))

        session.send(Keys.ctrlZ)
        #expect(session.waitForText("stopped-at-prompt"))
        #expect(processStat(pickerPID)?.state == "T", "picker is stopped")
        #expect(session.terminalModes == .cooked, "restored while stopped: \(session.terminalModes)")
        #expect(session.cursorVisible)
        #expect(!session.altScreen)
        #expect(session.mouseMode == 0)

        session.send("\r")  // the shell reads its line and runs fg: SIGCONT
        #expect(session.waitUntil { $0.terminalModes != .cooked }, "raw mode again after SIGCONT")
        E2E.waitForStillness(session)
        #expect(E2E.waitForBand("Leia", in: session), "repainted once after SIGCONT:\n\(session.screenText)")
        #expect(session.screenText.components(separatedBy: "Chewbacca").count == 2, "one wheel:\n\(session.screenText)")
        if !fullscreen {
            // Drawn once, right below the line the shell read: no second region reserved below.
            let prompt = try #require(E2E.row(containing: "stopped-at-prompt", in: session))
            let hint = try #require(E2E.row(containing: "enter choose", in: session))
            #expect(hint - prompt <= 10, "the wheel starts below the prompt:\n\(session.screenText)")
        }
        #expect(session.mouseMode != 0)
        #expect(session.altScreen == fullscreen)
        session.send(Keys.down)
        #expect(E2E.waitForBand("Han", in: session))
        session.send(Keys.enter)
        #expect(session.waitForText("picker-status:0"))
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Han\n")
        expectRestored(session)
    }

    @Test func stopSignalAndAStrayContinueLeaveOneWheel() throws {
        // SIGTSTP sent with kill, then SIGCONT: the picker gives the terminal back, takes it again
        // and repaints; it must end up with one wheel on screen, not two.
        let session = try E2E.picker(["choose"] + Self.items)
        #expect(E2E.waitForBand("Luke", in: session))
        kill(session.processID, SIGTSTP)
        // In the harness the picker's process group is orphaned: the stop is discarded, but the
        // picker must come through it still working.
        E2E.waitForStillness(session, quiet: 0.3)
        kill(session.processID, SIGCONT)
        #expect(session.waitUntil { $0.terminalModes != .cooked })
        E2E.waitForStillness(session)
        #expect(E2E.waitForBand("Luke", in: session), "one band, with Luke:\n\(session.screenText)")
        #expect(session.screenText.components(separatedBy: "Leia").count == 2, "one wheel:\n\(session.screenText)")
        session.send(Keys.down)
        #expect(E2E.waitForBand("Leia", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Leia\n")
        expectRestored(session)
    }

    @Test(arguments: [false, true])
    func sigstopThenSigcontLeavesOneWheelThatStillAnswers(fullscreen: Bool) throws {
        // SIGSTOP cannot be caught (a debugger, `kill -STOP`); after SIGCONT the picker takes the
        // terminal again and repaints, once.
        let session = try E2E.picker(["choose"] + (fullscreen ? ["--fullscreen"] : []) + Self.items)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand("Leia", in: session))
        E2E.waitForStillness(session)
        kill(session.processID, SIGSTOP)
        #expect(session.waitUntil { _ in processStat(session.processID)?.state == "T" })
        kill(session.processID, SIGCONT)
        E2E.waitForStillness(session, quiet: 0.3)
        expectOneLiveWheel(session, showing: "Chewbacca", thenDownSelects: "Han")
    }

    @Test func aStrayContinueLeavesOneWheel() throws {
        let session = try E2E.picker(["choose"] + Self.items)
        #expect(E2E.waitForBand("Luke", in: session))
        E2E.waitForStillness(session)
        kill(session.processID, SIGCONT)
        E2E.waitForStillness(session, quiet: 0.3)
        expectOneLiveWheel(session, showing: "Leia", thenDownSelects: "Leia")
    }

    /// After a stop and continue: one band and one copy of the wheel on screen, still answering
    /// keys, and the terminal given back at the end.
    private func expectOneLiveWheel(
        _ session: TerminalSession, showing item: String, thenDownSelects next: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            E2E.bandRows(in: session).count == 1, "one band:\n\(session.screenText)", sourceLocation: sourceLocation)
        #expect(
            session.screenText.components(separatedBy: item).count == 2, "one wheel:\n\(session.screenText)",
            sourceLocation: sourceLocation)
        session.send(Keys.down)
        #expect(
            E2E.waitForBand(next, in: session), "still live:\n\(session.screenText)", sourceLocation: sourceLocation)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0, sourceLocation: sourceLocation)
        #expect(session.standardOutput == next + "\n", sourceLocation: sourceLocation)
        expectRestored(session)
    }

    // MARK: Resize

    @Test(arguments: [false, true])
    func resizeRepaintsAtTheNewWidth(fullscreen: Bool) throws {
        let session = try E2E.picker(
            ["choose"] + (fullscreen ? ["--fullscreen"] : []) + Self.items, columns: 80, rows: 24)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand("Leia", in: session))

        session.resize(columns: 120, rows: 30)
        #expect(
            session.waitUntil { E2E.bandText(in: $0) == "Leia" && E2E.bandRows(in: $0).count == 1 },
            "the band spans all 120 columns:\n\(session.screenText)")
        let band = try #require(E2E.bandRows(in: session).first)
        #expect(session.cell(column: 119, row: band).background != .default)
        #expect(session.screenText.components(separatedBy: "enter choose").count == 2, "one hint line")

        session.resize(columns: 50, rows: 20)
        #expect(
            session.waitUntil { E2E.bandText(in: $0) == "Leia" },
            "the band spans all 50 columns:\n\(session.screenText)")
        E2E.waitForStillness(session)
        #expect(session.screenText.components(separatedBy: "enter choose").count == 2, "one hint line")
        #expect(session.screenText.components(separatedBy: "Chewbacca").count == 2, "no leftovers")
        session.send(Keys.down)
        #expect(E2E.waitForBand("Han", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Han\n")
        expectRestored(session)
    }

    // MARK: Narrowed in a terminal that re-flows lines

    /// A prompt in tmux, which re-flows lines when the window is narrowed (libvterm cuts them).
    enum Reflowed: String, CaseIterable, CustomTestStringConvertible {
        case confirm, calendar, chooseWithATitle

        var testDescription: String { rawValue }

        var command: String {
            switch self {
            case .confirm: #""$PICKER" confirm "$QUESTION""#
            case .calendar: #""$PICKER" date --style calendar"#
            case .chooseWithATitle: #""$PICKER" choose --title "$QUESTION" Luke Leia Han"#
            }
        }

        /// Text of the prompt's region, none of which may be left after it ends.
        var shown: [String] {
            switch self {
            case .confirm: ["Sure? Then say so", "long enough to wrap", "Yes", "esc cancel"]
            case .calendar: ["◀", "Sun Mon Tue", "enter choose"]
            case .chooseWithATitle: ["Sure? Then say so", "long enough to wrap", "Jump", "Luke", "esc cancel"]
            }
        }
    }

    /// Narrowed under an inline prompt, a terminal that re-flows splits the prompt's long rows,
    /// so the region's first row is further above the cursor than before; the prompt redraws
    /// below what it drew and leaves none of it behind when it ends. Before, a row (the question,
    /// the month, the weekdays) was left on the screen. The prompt starts below a line of the
    /// shell's on a cleared screen, as a prompt in a script does; tmux's re-flow pushes that line
    /// into its history, so once the prompt has ended the shell's next line is the first.
    @Test(arguments: Reflowed.allCases, [40, 24])
    func narrowedInATerminalThatReflowsNothingIsLeft(_ prompt: Reflowed, narrowed: Int) throws {
        let question = "Sure? Then say so, and say it with a question long enough to wrap"
        let tmux = try TmuxSession(columns: 100, rows: 30, environment: ["QUESTION": question])
        #expect(tmux.waitUntil { $0.contains { $0.hasPrefix("$") } }, "the shell's prompt")
        tmux.type("clear; echo above; " + prompt.command + #"; echo "status=$?""#)
        tmux.press("Enter")
        #expect(
            tmux.waitUntil { lines in prompt.shown.allSatisfy { text in lines.contains { $0.contains(text) } } },
            "\(tmux.screenLines.joined(separator: "\n"))")
        #expect(tmux.waitForStillness())
        tmux.resize(columns: narrowed, rows: 30)
        #expect(tmux.waitUntil { $0.contains { $0.hasSuffix("…") } }, "drawn again at \(narrowed) columns")
        #expect(tmux.waitForStillness())
        tmux.press("Escape")
        #expect(tmux.waitUntil { $0.contains("status=1") }, "\(tmux.screenLines.joined(separator: "\n"))")
        let lines = tmux.screenLines
        #expect(lines.first == "status=1", "\(lines.joined(separator: "\n"))")
        for text in prompt.shown + ["…"] {
            #expect(!lines.contains { $0.contains(text) }, "\(text) is left:\n\(lines.joined(separator: "\n"))")
        }
    }

    // MARK: Grown under the alternate screen in tmux

    /// A full-screen prompt in tmux whose window grows while it runs.
    enum Grown: String, CaseIterable, CustomTestStringConvertible {
        case choose, formWithItsSheetOpen

        var testDescription: String { rawValue }

        var command: String {
            switch self {
            case .choose: #""$PICKER" choose --fullscreen Luke Leia Han"#
            case .formWithItsSheetOpen: #""$PICKER" form --fullscreen --field 'a:choose:Jedi:items=Luke,Leia'"#
            }
        }

        /// Text the prompt shows at its first size.
        var first: String {
            switch self {
            case .choose: "Jump"
            case .formWithItsSheetOpen: "Jedi"
            }
        }

        /// The keys pressed before the window grows, and the text then shown.
        var opening: (keys: [String], shown: String) {
            switch self {
            case .choose: ([], "Jump")
            case .formWithItsSheetOpen: (["Enter"], "[ Done ]")
            }
        }

        /// The keys that cancel the prompt once the window has grown.
        var cancel: [String] {
            switch self {
            case .choose: ["Escape"]
            case .formWithItsSheetOpen: ["Escape", "Escape"]
            }
        }
    }

    /// Grown while it runs, a full-screen prompt leaves nothing on the shell's screen or in its
    /// history when it ends. Before, tmux (3.3a) copied the alternate screen's top row into the
    /// history when it reached past the width the window had at the start (the "Jump ›  … 3/3"
    /// header; the sheet's frame and the form's first field); the prompt now erases the
    /// alternate screen before leaving it.
    @Test(arguments: Grown.allCases)
    func grownInTmuxAFullScreenPromptLeavesNothing(_ prompt: Grown) throws {
        let tmux = try TmuxSession(columns: 30, rows: 8)
        #expect(tmux.waitUntil { $0.contains { $0.hasPrefix("$") } }, "the shell's prompt")
        tmux.type("clear; " + prompt.command + #"; echo "status=$?""#)
        tmux.press("Enter")
        #expect(
            tmux.waitUntil { $0.contains { $0.contains(prompt.first) } }, "\(tmux.screenLines.joined(separator: "\n"))")
        #expect(tmux.waitForStillness())
        for key in prompt.opening.keys { tmux.press(key) }
        #expect(
            tmux.waitUntil { $0.contains { $0.contains(prompt.opening.shown) } },
            "\(tmux.screenLines.joined(separator: "\n"))")
        #expect(tmux.waitForStillness())
        tmux.resize(columns: 60, rows: 15)
        #expect(tmux.waitUntil { $0.contains { $0.count > 30 } }, "drawn again at 60 columns")
        #expect(tmux.waitForStillness())
        for key in prompt.cancel {
            tmux.press(key)
            #expect(tmux.waitForStillness())
        }
        #expect(tmux.waitUntil { $0.contains("status=1") }, "\(tmux.screenLines.joined(separator: "\n"))")
        let lines = tmux.linesWithHistory().filter { !$0.isEmpty }
        #expect(lines.first == "status=1", "\(lines.joined(separator: "\n"))")
    }
}
