import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Processes and the terminal (issue 30): a preview's command never outlives the picker, a picker
/// started in the background waits for `fg`, and two pickers never share a terminal.
@Suite struct ProcessTests {
    static let items = ["Luke", "Leia", "Han"]

    // MARK: Helpers

    /// A fresh directory for the files a test's commands write; removed by `defer` in the test.
    private func scratch() throws -> String {
        try E2E.temporaryDirectory().path
    }

    /// The process ids written one per line to `file`.
    private func pids(in file: String) -> [pid_t] {
        ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { pid_t($0) }
    }

    /// A process as /proc/PID/stat has it.
    private struct ProcessState {
        var name: String
        var state: Character
        var parent: pid_t
        var session: pid_t
    }

    private func processState(_ pid: pid_t) -> ProcessState? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 4, let state = fields[0].first, let parent = pid_t(fields[1]),
            let session = pid_t(fields[3])
        else { return nil }
        return ProcessState(
            name: String(text[text.index(after: open)..<close]), state: state, parent: parent, session: session)
    }

    /// Whether a process runs: it exists and is not a zombie left for its parent to reap.
    private func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0, let state = processState(pid) else { return false }
        return state.state != "Z"
    }

    /// The `picker` processes of the session that `leader` leads.
    private func pickers(inSessionOf leader: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { pid in
            guard let state = processState(pid) else { return false }
            return state.session == leader && state.name == "picker" && state.state != "Z"
        }
    }

    /// Waits up to `timeout` seconds for `condition`.
    private func eventually(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    private func expectRestored(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(session.terminalModes == .cooked, "modes: \(session.terminalModes)", sourceLocation: sourceLocation)
        #expect(session.cursorVisible, "cursor visible", sourceLocation: sourceLocation)
        #expect(session.mouseMode == 0, "mouse reporting off", sourceLocation: sourceLocation)
    }

    // MARK: A preview's command

    /// How a picker with a preview running ends.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case enter, sigterm, sighup, sigquit, hangUp, hangUpWithSIGHUPIgnored, timeout

        var testDescription: String { rawValue }

        var expectedStatus: Int32 {
            switch self {
            case .enter: 0
            case .sigterm: 128 + SIGTERM
            case .sighup, .hangUp: 128 + SIGHUP
            case .hangUpWithSIGHUPIgnored: 129
            case .sigquit: 128 + SIGQUIT
            case .timeout: 124
            }
        }
    }

    /// The preview's shell and the command it started (`sleep`, in the same process group) are
    /// both gone once the picker has ended, whatever ended it: before, a signal ended the process
    /// before the preview's group was signalled, and both were left running under PID 1.
    @Test(arguments: Ending.allCases)
    func thePreviewsProcessesEndWithThePicker(_ ending: Ending) throws {
        let directory = try scratch()
        let log = directory + "/pids"
        defer {
            for pid in pids(in: log) { kill(pid, SIGKILL) }
            try? FileManager.default.removeItem(atPath: directory)
        }
        let preview = "echo $$ >> \(log); sleep 4243 & echo $! >> \(log); wait"
        let arguments = ["choose", "--preview", preview] + Self.items
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }.joined(
            separator: " ")
        let session: TerminalSession
        switch ending {
        case .timeout:
            // timeout's own alarm is SIGALRM: sent by hand, it is the time running out.
            session = try E2E.shell(#"exec timeout 600 "$PICKER" "# + quoted, columns: 90)
        case .hangUpWithSIGHUPIgnored:
            session = try E2E.shell(#"trap "" HUP; exec "$PICKER" "# + quoted, columns: 90)
        default:
            session = try E2E.picker(arguments, columns: 90)
        }
        #expect(eventually { pids(in: log).count == 2 }, "the preview started: \(session.screenText)")
        let started = pids(in: log)
        #expect(started.allSatisfy { isRunning($0) })

        switch ending {
        case .enter: session.send(Keys.enter)
        case .sigterm: kill(session.processID, SIGTERM)
        case .sighup: kill(session.processID, SIGHUP)
        case .sigquit: kill(session.processID, SIGQUIT)
        case .hangUp, .hangUpWithSIGHUPIgnored: session.hangUp()
        case .timeout: kill(session.processID, SIGALRM)
        }
        #expect(session.waitForExit() == ending.expectedStatus)
        for pid in started {
            #expect(eventually { !isRunning(pid) }, "process \(pid) of the preview ended")
        }
    }

    /// A preview runs in a session of its own: it has no controlling terminal, so it cannot draw
    /// on the picker's terminal through /dev/tty (nor be stopped or hung up by it).
    @Test func thePreviewHasNoControllingTerminal() throws {
        let preview = #"if (: > /dev/tty) 2>/dev/null; then echo has a terminal; else echo no terminal; fi"#
        let session = try E2E.picker(["choose", "--preview", preview] + Self.items, columns: 90)
        #expect(session.waitForText("no terminal"), "\(session.screenText)")
        #expect(!session.screenText.contains("has a terminal"))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    // MARK: Job control

    /// How a picker is started in the background of an interactive shell.
    enum Background: String, CaseIterable, CustomTestStringConvertible {
        /// `picker choose … &`
        case picker
        /// A script that calls picker, started with `&` (`./deploy.sh &`).
        case script

        var testDescription: String { rawValue }

        var command: String {
            switch self {
            case .picker: #""$PICKER" choose Luke Leia Han &"#
            case .script: #"sh -c '"$PICKER" choose Luke Leia Han; echo "script-saw=$?"' &"#
            }
        }
    }

    /// An interactive bash with job control, on the terminal.
    private func interactiveShell() throws -> TerminalSession {
        let session = try E2E.shell(
            "exec bash --norc --noprofile -i </dev/tty >/dev/tty 2>&1",
            environment: ["PS1": "$ ", "HISTFILE": "/dev/null"], columns: 80, rows: 24)
        #expect(session.waitUntil { $0.screenLines.contains("$") }, "the shell's prompt: \(session.screenText)")
        return session
    }

    /// Started in the background, a picker waits, stopped, for the foreground (a background
    /// process that sets the terminal is stopped by SIGTTOU); after `fg` it asks as usual and
    /// leaves the terminal's settings as the shell had them. Before, `fg` ended it with status 2
    /// ("cannot set the terminal to raw mode: Interrupted system call").
    @Test(arguments: Background.allCases)
    func aPickerStartedInTheBackgroundAsksOnceBroughtToTheForeground(_ background: Background) throws {
        let session = try interactiveShell()
        defer { session.terminate() }
        session.send(#"s0=$(stty -g); "# + background.command + "\r")
        var picker: pid_t = 0
        #expect(
            eventually {
                picker = pickers(inSessionOf: session.processID).first ?? 0
                return picker > 0 && processState(picker)?.state == "T"
            }, "picker waits, stopped, in the background: \(session.screenText)")
        session.send("fg\r")
        #expect(E2E.waitForBand("Luke", in: session), "\(session.screenText)")
        session.send(Keys.down)
        #expect(E2E.waitForBand("Leia", in: session))
        session.send(Keys.enter)
        if background == .script { #expect(session.waitForText("script-saw=0"), "\(session.screenText)") }
        #expect(
            session.waitUntil { $0.screenLines.last { !$0.isEmpty } == "$" },
            "the shell's prompt is back: \(session.screenText)")
        session.send(#"echo "status=$? same=$([ "$(stty -g)" = "$s0" ] && echo yes || echo no)""# + "\r")
        #expect(session.waitForText("status=0 same=yes"), "\(session.screenText)")
        #expect(session.screenLines.contains("Leia"), "the answer: \(session.screenText)")
        session.send("exit\r")
        #expect(session.waitForExit() == 0)
    }

    /// A picker waiting in the background for the foreground still ends when told to (`kill %1`
    /// sends SIGTERM, then SIGCONT): it does not go back to waiting.
    @Test func aPickerWaitingInTheBackgroundEndsWhenKilled() throws {
        let session = try interactiveShell()
        defer { session.terminate() }
        session.send(#""$PICKER" choose Luke Leia Han &"# + "\r")
        var picker: pid_t = 0
        #expect(
            eventually {
                picker = pickers(inSessionOf: session.processID).first ?? 0
                return picker > 0 && processState(picker)?.state == "T"
            })
        session.send("kill %1\r")
        // Gone, and reaped by the shell: it tells how its job ended before its next prompt.
        #expect(eventually { kill(picker, 0) != 0 }, "\(session.screenText)")
        session.send("\r")
        #expect(session.waitForText("Terminated"), "\(session.screenText)")
        session.send("exit\r")
        #expect(session.waitForExit() == 0)
    }

    // MARK: Two pickers, one terminal

    /// A second picker on a terminal that a picker is using refuses to start (status 2, one line
    /// that says so) and changes nothing: the first goes on answering keys and gives back the
    /// terminal's own settings. Before, the second saved the first's raw mode as the terminal's
    /// settings and could leave the terminal raw.
    @Test func aSecondPickerOnTheSameTerminalIsRefused() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let session = try E2E.shell(
            #"""
            "$PICKER" choose Luke Leia Han & first=$!
            until [ -e "$D/go" ]; do sleep 0.02; done
            "$PICKER" choose Yoda Ben; echo "second=$?" > "$D/second"
            wait "$first"
            """#, environment: ["D": directory])
        #expect(E2E.waitForBand("Luke", in: session))
        #expect(FileManager.default.createFile(atPath: directory + "/go", contents: nil))
        #expect(eventually { (try? String(contentsOfFile: directory + "/second", encoding: .utf8)) == "second=2\n" })
        #expect(
            session.standardError == "picker: another picker is using this terminal; run one picker at a time\n",
            "\(session.standardError)")
        session.send(Keys.down)
        #expect(E2E.waitForBand("Leia", in: session), "the first still answers keys")
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Leia\n")
        expectRestored(session)
    }

    /// `picker choose --no-limit … | picker choose`: one of the two has the terminal, the other
    /// says it is in use; Ctrl-C then leaves the terminal as it was, whichever came first.
    @Test(arguments: 1...3)
    func twoPickersInAPipelineLeaveTheTerminalAsItWas(run: Int) throws {
        let session = try E2E.shell(#""$PICKER" choose --no-limit Luke Leia Han | "$PICKER" choose"#)
        let message = "picker: another picker is using this terminal; run one picker at a time"
        #expect(session.waitUntil { $0.standardError.contains(message) }, "\(session.standardError)")
        // The second picker, on the terminal, ends by itself once the first has been refused
        // (its items end, with none); the first, on the terminal, waits for a key.
        if !session.waitUntil(timeout: 2, { $0.hasExited }) { session.send(Keys.ctrlC) }
        #expect(session.waitForExit() != nil)
        #expect(session.standardError.components(separatedBy: message).count == 2, "\(session.standardError)")
        expectRestored(session)
    }
}
