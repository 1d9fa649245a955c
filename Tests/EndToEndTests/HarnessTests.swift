import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `script` with /bin/sh in a `TerminalSession`.
private func shell(
    _ script: String, stdin: TerminalSession.Stdin = .terminal, columns: Int = 100, rows: Int = 30
) throws -> TerminalSession {
    try TerminalSession(
        executable: "/bin/sh", arguments: ["-c", script], stdin: stdin, columns: columns, rows: rows)
}

private func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Proves the end-to-end harness against /bin/sh before any test relies on it for `picker`.
@Suite struct HarnessTests {
    @Test func textAndColoursLandInCells() throws {
        let session = try shell(
            #"printf '\033[31mred\033[0m \033[1;3;4;7mbold\033[0m \033[38;5;208mA\033[48;2;10;20;30mB\033[0m \033[92;104mC\033[0m \033[9mS\033[0m' > /dev/tty"#
        )
        #expect(session.waitForExit() == 0)
        #expect(session.screenLines[0] == "red bold AB C S")

        let red = session.cell(column: 0, row: 0)
        #expect(red.text == "r")
        #expect(red.foreground == .indexed(1))
        #expect(red.background == .default)
        #expect(!red.bold && !red.italic && !red.underline && !red.reverse && !red.dim)

        let space = session.cell(column: 3, row: 0)
        #expect(space.foreground == .default)

        let bold = session.cell(column: 4, row: 0)
        #expect(bold.text == "b")
        #expect(bold.bold && bold.italic && bold.underline && bold.reverse)
        #expect(!bold.dim && !bold.strikethrough && !bold.blink)

        let indexed = session.cell(column: 9, row: 0)
        #expect(indexed.text == "A")
        #expect(indexed.foreground == .indexed(208))
        #expect(indexed.background == .default)

        let direct = session.cell(column: 10, row: 0)
        #expect(direct.text == "B")
        #expect(direct.foreground == .indexed(208))
        #expect(direct.background == .rgb(10, 20, 30))

        let bright = session.cell(column: 12, row: 0)
        #expect(bright.foreground == .indexed(10))
        #expect(bright.background == .indexed(12))

        let struck = session.cell(column: 14, row: 0)
        #expect(struck.strikethrough && !struck.bold)
    }

    @Test func dimIsTrackedAlthoughLibvtermIgnoresFaint() throws {
        let session = try shell(
            #"printf 'n\033[2md\033[22mn\033[1;2mb\033[0mn\033[2;38;2;2;2;2mc\033[0m' > /dev/tty"#)
        #expect(session.waitForExit() == 0)
        #expect(session.screenLines[0] == "ndnbnc")
        #expect(!session.cell(column: 0, row: 0).dim)
        #expect(session.cell(column: 1, row: 0).dim)
        #expect(!session.cell(column: 2, row: 0).dim)
        let boldAndDim = session.cell(column: 3, row: 0)
        #expect(boldAndDim.dim && boldAndDim.bold)
        #expect(!session.cell(column: 4, row: 0).dim)
        let dimColoured = session.cell(column: 5, row: 0)
        #expect(dimColoured.dim)
        #expect(dimColoured.foreground == .rgb(2, 2, 2))
    }

    @Test func wideAndCombiningCharactersReadBack() throws {
        let session = try shell("printf '日本 e\\314\\201!' > /dev/tty")
        #expect(session.waitForExit() == 0)
        #expect(session.screenLines[0] == "日本 e\u{301}!")
        let wide = session.cell(column: 0, row: 0)
        #expect(wide.text == "日")
        #expect(wide.width == 2)
        #expect(session.cell(column: 1, row: 0).text == "")
        #expect(session.cell(column: 2, row: 0).text == "本")
        #expect(session.cell(column: 5, row: 0).text == "e\u{301}")
    }

    @Test func cursorPositionIsZeroBased() throws {
        let session = try shell(#"printf '\033[3;7Hx\033[5;2H' > /dev/tty; read line"#)
        #expect(session.waitUntil { $0.cursorPosition == (row: 4, column: 1) })
        #expect(session.screenLines[2] == "      x")
    }

    @Test func alternateScreenAndCursorVisibilityAreTracked() throws {
        let session = try shell(
            #"printf 'main' > /dev/tty; read line; printf '\033[?1049h\033[?25lalt' > /dev/tty; read line; printf '\033[?25h\033[?1049l' > /dev/tty"#
        )
        #expect(session.waitForText("main"))
        #expect(!session.altScreen)
        #expect(session.cursorVisible)
        session.send("\r")
        #expect(session.waitUntil { $0.altScreen && !$0.cursorVisible })
        #expect(session.waitForText("alt"))
        #expect(!session.screenText.contains("main"))

        session.send("\r")
        #expect(session.waitForExit() == 0)
        #expect(!session.altScreen)
        #expect(session.cursorVisible)
        #expect(session.screenLines[0] == "main")
    }

    @Test func mouseModeAndTitleAreTracked() throws {
        let session = try shell(
            #"read line; printf '\033[?1002h\033]2;Pickers title\007' > /dev/tty; read line; printf '\033[?1002l\033[?1000h' > /dev/tty; read line; printf '\033[?1000l' > /dev/tty; read line"#
        )
        #expect(session.mouseMode == 0)
        #expect(session.title == "")
        session.send("\r")
        #expect(session.waitUntil { $0.mouseMode == 2 })
        #expect(session.title == "Pickers title")
        session.send("\r")
        #expect(session.waitUntil { $0.mouseMode == 1 })
        session.send("\r")
        #expect(session.waitUntil { $0.mouseMode == 0 })
        session.send("\r")
        #expect(session.waitForExit() == 0)
    }

    @Test func typedInputReachesTheProgramThroughTheTerminal() throws {
        let session = try shell(
            #"if [ -t 0 ]; then echo stdin-tty; fi; read line; echo "got:$line" > /dev/tty"#)
        session.send("hello\r")
        #expect(session.waitForText("got:hello"))
        #expect(session.screenLines[0] == "hello", "the terminal echoes typed text")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "stdin-tty\n")
    }

    @Test func resizeDeliversSIGWINCH() throws {
        let session = try shell(
            #"trap 'stty size > /dev/tty' WINCH; echo ready > /dev/tty; while :; do sleep 0.05; done"#,
            columns: 80, rows: 24)
        #expect(session.kernelWindowSize == (rows: 24, columns: 80))
        #expect(session.waitForText("ready"))

        session.resize(columns: 120, rows: 40)
        #expect(session.waitForText("40 120"))
        #expect(session.rows == 40 && session.columns == 120)
        #expect(session.kernelWindowSize == (rows: 40, columns: 120))
        #expect(session.screenLines.count == 40)

        session.terminate()
        #expect(session.waitForExit(timeout: 1) == 128 + SIGKILL)
    }

    @Test func stdinDataArrivesThroughAPipeWhileTheTerminalStaysThePty() throws {
        let script = #"""
            if [ -t 0 ]; then echo stdin-tty; else echo stdin-pipe; fi
            if [ -t 1 ]; then echo stdout-tty; else echo stdout-pipe; fi
            cat
            echo drawn > /dev/tty
            """#
        let session = try shell(script, stdin: .data(Array("alpha\nbeta\n".utf8)))
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "stdin-pipe\nstdout-pipe\nalpha\nbeta\n")
        #expect(session.screenLines[0] == "drawn")
    }

    @Test func largeStdinAndStdoutDoNotBlockTheProgram() throws {
        let input = [UInt8](repeating: UInt8(ascii: "i"), count: 300_000)
        let session = try shell(
            "wc -c | tr -d ' '; head -c 1000000 /dev/zero | tr '\\0' x; echo; echo done > /dev/tty",
            stdin: .data(input))
        #expect(session.waitForExit(timeout: 20) == 0)
        let lines = session.standardOutput.split(separator: "\n")
        #expect(lines.first == "300000")
        #expect(lines.count == 2)
        #expect(lines.last?.count == 1_000_000)
        #expect(session.screenLines[0] == "done")
    }

    @Test func stdinFileReachesTheProgram() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("harness-stdin-\(UUID().uuidString).txt").path
        try "from a file\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }

        let session = try shell(
            #"if [ -t 0 ]; then echo stdin-tty; fi; cat; echo "tty ok" > /dev/tty"#, stdin: .file(path))
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "from a file\n")
        #expect(session.waitForText("tty ok"))
    }

    @Test func missingStdinFileIsReported() {
        #expect(throws: TerminalSessionError.self) {
            try shell("cat", stdin: .file("/nonexistent/harness-input"))
        }
    }

    @Test func standardOutputAndErrorAreSeparateFromTheScreen() throws {
        let session = try shell("echo answer; echo on-screen > /dev/tty; echo problem >&2")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "answer\n")
        #expect(session.standardError == "problem\n")
        #expect(session.screenLines[0] == "on-screen")
        #expect(!session.screenText.contains("answer"))
        #expect(!session.screenText.contains("problem"))
    }

    @Test(arguments: [
        ("exit 0", Int32(0)), ("exit 3", 3), ("kill -TERM $$", 143), ("kill -KILL $$", 137),
        ("kill -INT $$", 130),
    ])
    func exitStatusAndSignals(script: String, status: Int32) throws {
        let session = try shell(script)
        #expect(session.waitForExit() == status)
    }

    @Test func waitingNeverOutlastsItsTimeout() throws {
        let session = try shell("echo started > /dev/tty; sleep 30")
        #expect(session.waitForText("started"))

        var start = monotonicSeconds()
        #expect(!session.waitUntil(timeout: 0.2) { _ in false })
        #expect(monotonicSeconds() - start < 2)

        start = monotonicSeconds()
        #expect(session.waitForExit(timeout: 0.3) == nil)
        #expect(monotonicSeconds() - start < 3)
        // The timeout killed and reaped the program.
        #expect(kill(session.processID, 0) == -1)
        #expect(session.hasExited)
    }

    @Test func terminalQueriesAreAnswered() throws {
        // Asks for the cursor position (DSR 6) and reads libvterm's answer from the terminal.
        let script = #"""
            saved=$(stty -g); stty raw -echo
            printf '\033[5;10H\033[6n' > /dev/tty
            reply=$(dd bs=1 count=7 2>/dev/null)
            stty "$saved"
            printf '%s\n' "$reply" | tr -d '\033'
            """#
        let session = try shell(script)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "[5;10R\n")
    }

    @Test func bytesReceivedCountsWhatTheProgramWroteToTheTerminal() throws {
        let session = try shell("printf 'abc\\n' > /dev/tty")
        #expect(session.waitForExit() == 0)
        // "\n" leaves the terminal as "\r\n" (onlcr).
        #expect(session.bytesReceived == 5)
    }

    @Test func terminalModesShowWhetherAProgramRestoredTheTerminal() throws {
        let untouched = try shell("true")
        #expect(untouched.waitForExit() == 0)
        #expect(untouched.terminalModes == .cooked)

        let leftRaw = try shell("stty raw -echo")
        #expect(leftRaw.waitForExit() == 0)
        let modes = leftRaw.terminalModes
        #expect(!modes.canonical)
        #expect(!modes.echo)
        #expect(!modes.signalGenerating)
        #expect(!modes.translatesCarriageReturn)
        #expect(!modes.outputProcessed)
        #expect(modes != .cooked)

        let restored = try shell(#"saved=$(stty -g); stty raw -echo; stty "$saved""#)
        #expect(restored.waitForExit() == 0)
        #expect(restored.terminalModes == .cooked)
    }

    @Test func aProgramThatCannotStartIsReported() {
        do {
            _ = try TerminalSession(executable: "/nonexistent/program", arguments: [])
            Issue.record("starting a missing program did not throw")
        } catch TerminalSessionError.spawnFailed(_, let code) {
            #expect(code == ENOENT)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func environmentReachesTheProgram() throws {
        let session = try TerminalSession(
            executable: "/bin/sh", arguments: ["-c", #"echo "$TERM $PICKERS_TEST""#],
            environment: ["PICKERS_TEST": "yes"])
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "xterm-256color yes\n")
    }

    @Test func pickerExecutableIsFound() throws {
        let path = try pickerExecutablePath()
        #expect(path.hasSuffix("/picker"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }

    @Test func missingLibvtermMessageSaysWhatToInstall() {
        let message = TerminalSessionError.libvtermUnavailable("dlopen failed").description
        #expect(message.contains("apt-get install libvterm0"))
        #expect(message.contains("dlopen failed"))
    }
}

/// The SGR rewriting that makes faint text visible to tests, checked without libvterm.
@Suite struct FaintAttributeRewriterTests {
    private func rewrite(_ chunks: [String]) -> String {
        var rewriter = FaintAttributeRewriter()
        let bytes = chunks.flatMap { rewriter.rewrite(Array($0.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func faintBecomesAlternateFontAndNormalIntensityEndsIt() {
        #expect(rewrite(["a\u{1B}[2mb"]) == "a\u{1B}[11mb")
        #expect(rewrite(["\u{1B}[1;2;22m"]) == "\u{1B}[1;11;22;10m")
        #expect(rewrite(["\u{1B}[m\u{1B}[0m"]) == "\u{1B}[m\u{1B}[0m")
    }

    @Test func colourArgumentsAreLeftAlone() {
        #expect(rewrite(["\u{1B}[38;2;2;2;2m"]) == "\u{1B}[38;2;2;2;2m")
        #expect(rewrite(["\u{1B}[48;5;2;2m"]) == "\u{1B}[48;5;2;11m")
        #expect(rewrite(["\u{1B}[38:2::2:2:2m"]) == "\u{1B}[38:2::2:2:2m")
    }

    @Test func otherSequencesPassThrough() {
        #expect(
            rewrite(["\u{1B}[2J\u{1B}[?2m\u{1B}[2;2H\u{1B}]2;t\u{7}"])
                == "\u{1B}[2J\u{1B}[?2m\u{1B}[2;2H\u{1B}]2;t\u{7}")
    }

    @Test func sequencesSplitAcrossReadsAreRewritten() {
        #expect(rewrite(["x\u{1B}", "[", "2", "mz"]) == "x\u{1B}[11mz")
        #expect(rewrite(["\u{1B}[2", "2m"]) == "\u{1B}[22;10m")
    }
}
