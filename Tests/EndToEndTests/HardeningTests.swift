import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The ways to break `picker` found by trying as an attacker and a careless script would, each
/// kept fixed here.
@Suite struct HardeningTests {
    static let items = ["Luke", "Leia", "Han"]

    private func expectRestored(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(session.terminalModes == .cooked, "modes: \(session.terminalModes)", sourceLocation: sourceLocation)
        #expect(session.cursorVisible, "cursor visible", sourceLocation: sourceLocation)
        #expect(!session.altScreen, "alternate screen off", sourceLocation: sourceLocation)
        #expect(session.mouseMode == 0, "mouse reporting off", sourceLocation: sourceLocation)
    }

    // MARK: The terminal going away

    @Test("a hang-up with SIGHUP ignored ends the run (status 129) instead of spinning")
    func hangUpWithSIGHUPIgnored() throws {
        let session = try E2E.shell(#"trap "" HUP; exec "$PICKER" choose Luke Leia Han"#)
        #expect(E2E.waitForBand("Luke", in: session))
        session.hangUp()
        #expect(session.waitForExit(timeout: 3) == 129, "the picker notices the terminal is gone")
    }

    @Test(
        "every signal that ends a process restores the terminal first",
        arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS, SIGQUIT])
    func fatalSignalsRestore(_ signal: Int32) throws {
        for fullscreen in [false, true] {
            let session = try E2E.picker(["choose"] + (fullscreen ? ["--fullscreen"] : []) + Self.items)
            #expect(E2E.waitForBand("Luke", in: session))
            kill(session.processID, signal)
            #expect(session.waitForExit() == 128 + signal, "ended by the same signal")
            expectRestored(session)
            #expect(!session.screenText.contains("Luke"), "no copy of the wheel is left behind")
        }
    }

    @Test("a signal ignored by the parent stays ignored")
    func ignoredSignalStaysIgnored() throws {
        let session = try E2E.shell(#"trap "" USR1; exec "$PICKER" choose Luke Leia Han"#)
        #expect(E2E.waitForBand("Luke", in: session))
        kill(session.processID, SIGUSR1)
        session.send(Keys.down)
        #expect(E2E.waitForBand("Leia", in: session), "still running and answering keys")
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Leia\n")
    }

    @Test("SIGTERM ends the run at once while the terminal has stopped reading")
    func signalWhileOutputIsBlocked() throws {
        let items = (1...3000).map { "item \($0) " + String(repeating: "x", count: 60) }
        let session = try E2E.picker(["choose", "--fullscreen"] + items, columns: 120, rows: 50)
        #expect(session.waitUntil { E2E.bandText(in: $0)?.hasPrefix("item 1 ") == true })
        session.pausesReading = true
        // Full repaints until the pseudo-terminal's buffer is full and the picker's writes wait.
        let before = session.bytesReceived
        for round in 0..<80 {
            session.resize(columns: 120 - round % 2, rows: 50)
            session.send(Keys.pageDown)
            _ = session.waitUntil(timeout: 0.02) { _ in false }
        }
        #expect(session.bytesReceived == before, "nothing was read meanwhile")
        let start = Date()
        kill(session.processID, SIGTERM)
        let status = session.waitForExit(timeout: 3)
        #expect(status == 128 + SIGTERM)
        #expect(Date().timeIntervalSince(start) < 2, "the signal was not held up by the blocked output")
        session.pausesReading = false
        #expect(session.terminalModes == .cooked, "the termios was restored although output was stuck")
    }

    @Test("Ctrl-C in the accessible line form interrupts (status 130) and leaves the terminal as it was")
    func controlCInTheLineForm() throws {
        let session = try E2E.picker(["choose", "--accessible"] + Self.items)
        #expect(session.waitForText("Choose (Enter for Luke)"))
        session.send(Keys.ctrlC)
        #expect(session.waitForExit() == 130)
        #expect(session.terminalModes == .cooked)
    }

    // MARK: Input

    @Test("a paste whose end never comes ends after a pause, and keys work again")
    func stalledPasteEnds() throws {
        let session = try E2E.picker(["choose"] + Self.items)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send("\u{1B}[200~half a paste")
        _ = session.waitUntil(timeout: 1.5) { _ in false }
        session.send(Keys.down)
        #expect(E2E.waitForBand("Leia", in: session))
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "Leia\n")
    }

    @Test("Ctrl-C interrupts even inside a paste that never ends")
    func controlCInsideAPaste() throws {
        let session = try E2E.picker(["choose"] + Self.items)
        #expect(E2E.waitForBand("Luke", in: session))
        session.send("\u{1B}[200~endless")
        session.send(Keys.ctrlC)
        #expect(session.waitForExit(timeout: 2) == 130)
        expectRestored(session)
    }

    @Test("an item that is not UTF-8 is answered with its own bytes")
    func invalidUTF8Answer() throws {
        let bytes: [UInt8] = Array("good\n".utf8) + [0xFF, 0xFE] + Array("bad\n".utf8)
        let session = try E2E.picker(["choose"], stdin: .data(bytes))
        #expect(E2E.waitForBand("good", in: session))
        session.send(Keys.down)
        #expect(session.waitUntil { E2E.bandText(in: $0)?.hasSuffix("bad") == true })
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutputBytes == [0xFF, 0xFE] + Array("bad\n".utf8))
    }

    /// `--selected` and `--default` name an item byte for byte, also one that is not UTF-8, in
    /// either option form (`--name value`, `--name=value`). Decoded with U+FFFD, they named no
    /// such item (exit 2), or the wrong one.
    @Test(
        "an item that is not UTF-8 is named by --selected, byte for byte, in both option forms",
        arguments: [#"--selected "$X""#, #"--selected="$X""#])
    func selectedNamesBytes(option: String) throws {
        let session = try E2E.shell(
            #"X=$(printf '\377\376'); printf 'a\000\377\376\000' | "$PICKER" choose --read0 "# + option)
        #expect(session.waitUntil { E2E.bandText(in: $0) != nil && E2E.bandText(in: $0) != "a" })
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        #expect(session.waitForExit() == 0, "\(session.standardError)")
        #expect(session.standardOutputBytes == [0xFF, 0xFE, 0x0A])
    }

    @Test(
        "--default names an item that is not UTF-8 byte for byte, from standard input or the arguments",
        arguments: [
            (
                #"printf 'a\000\377\376\000' | setsid -w "$PICKER" choose --read0 --default "$X""#,
                [UInt8]([0xFF, 0xFE])
            ),
            (#"setsid -w "$PICKER" choose --default "$X" a "$X" </dev/null"#, [0xFF, 0xFE]),
            (#"setsid -w "$PICKER" choose --default="$X" --title "$Y" "$Y" "$X" </dev/null"#, [0xFF, 0xFE]),
            (#"setsid -w "$PICKER" choose --title="$Y" --default "$Y" "$X" "$Y" </dev/null"#, [0xFE]),
            (#"printf '\377\376\n' | setsid -w "$PICKER" choose --selected "$X" --default "$X""#, [0xFF, 0xFE]),
        ])
    func defaultNamesBytes(script: String, answer: [UInt8]) throws {
        let session = try E2E.shell(#"X=$(printf '\377\376'); Y=$(printf '\376'); "# + script)
        #expect(session.waitForExit() == 0, "\(session.standardError)")
        #expect(session.standardOutputBytes == answer + [0x0A])
    }

    /// Bytes that are not UTF-8 do not name the item "�" (U+FFFD) that their decoding would be.
    @Test(
        "bytes that are not UTF-8 name no item of other bytes",
        arguments: [
            (
                #"setsid -w "$PICKER" choose --default "$X" a '�' </dev/null"#,
                #"picker: no terminal to ask on, and --default "\xFF" is not one of the items"#
            ),
            (
                #"setsid -w "$PICKER" choose --selected="$X" --default a a '�' </dev/null"#,
                #"picker: --selected "\xFF" is not one of the items"#
            ),
            (
                #"setsid -w "$PICKER" wheel --column 'a,�' --selected "$X" --default a </dev/null"#,
                #"picker: --selected "\xFF" is not a value of column 1"#
            ),
            (
                #"setsid -w "$PICKER" wheel --header Size --column '�,b' --default "$X" </dev/null"#,
                #"picker: --default "\xFF" is not a value of column 1 ("Size")"#
            ),
            (
                #"setsid -w "$PICKER" wheel --column "a,$X" --default a </dev/null"#,
                #"picker: --column 1 is not UTF-8 text ("a,\xFF"); picker choose takes items of any bytes"#
            ),
            (
                #"printf 'a\n' | "$PICKER" choose --selected "$X""#,
                #"picker: --selected "\xFF" is not one of the items"#
            ),
        ])
    func bytesNameNoOtherItem(script: String, message: String) throws {
        let session = try E2E.shell(#"X=$(printf '\377'); "# + script)
        #expect(session.waitForExit() == 2)
        #expect(session.standardError == message + "\n")
        #expect(session.standardOutput == "")
    }

    /// "é" written as e and a combining accent is not the value "é": values are compared as bytes,
    /// not as Swift strings (which are equal under canonical equivalence).
    @Test("a wheel value is named byte for byte, not by canonical equivalence")
    func wheelValuesAreBytes() throws {
        let session = try E2E.pickerWithoutTerminal(["wheel", "--column", "caf\u{E9},tea", "--default", "cafe\u{301}"])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError == "picker: \"cafe\u{301}\" is not a value of column 1\n")
    }

    @Test("an endless standard input stops at the documented limit with a message")
    func endlessInput() throws {
        let session = try E2E.shell(#"yes | "$PICKER" choose"#)
        #expect(session.waitForExit(timeout: 60) == 2)
        #expect(session.standardError.contains("more than 50,000,000 items"), "\(session.standardError)")
        expectRestored(session)
    }

    @Test("a folder on standard input is named as the problem")
    func folderOnStandardInput() throws {
        let session = try E2E.shell(#""$PICKER" choose < /"#)
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.contains("standard input: cannot be read (Is a directory)"))
    }

    // MARK: Answers and messages

    @Test("an answer that cannot be written is an error (status 74), not a silent success")
    func failedWrites() throws {
        for redirect in ["> /dev/full", ">&-"] {
            let session = try E2E.shell("\"$PICKER\" choose Luke Leia \(redirect); echo status=$? > /dev/tty")
            #expect(E2E.waitForBand("Luke", in: session))
            session.send(Keys.enter)
            #expect(session.waitForText("status=74"), "redirect \(redirect)")
            #expect(session.waitForExit() == 0)
            #expect(session.standardError.contains("cannot write the answer"))
        }
    }

    /// A reader that has gone (`| true`, `| head -1` done) makes the write fail: the answer could
    /// not be written (status 74, said on standard error), not a death by SIGPIPE (141) that a
    /// script cannot tell from a signal. The pipe's reader closes its end before the picker has
    /// its items, so the order is certain.
    @Test("an answer written to a pipe nobody reads is an error (status 74), not SIGPIPE (141)")
    func answerToAClosedPipe() throws {
        let directory = try E2E.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Without a terminal (setsid), --default answers as soon as the items have ended.
        let session = try E2E.shell(
            #"""
            mkfifo "$D/items"
            { setsid -w "$PICKER" choose --default Leia < "$D/items"; echo "status=$?" > "$D/status"; } |
                { exec 0<&-; printf 'Luke\nLeia\n' > "$D/items"; }
            """#, environment: ["D": directory])
        #expect(session.waitForExit() == 0)
        #expect((try? String(contentsOfFile: directory + "/status", encoding: .utf8)) == "status=74\n")
        #expect(
            session.standardError == "picker: cannot write the answer to standard output: Broken pipe\n",
            "\(session.standardError)")
    }

    @Test("an answer chosen on the terminal and written to a pipe nobody reads is status 74")
    func chosenAnswerToAClosedPipe() throws {
        let directory = try E2E.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let session = try E2E.shell(
            #"""
            { "$PICKER" choose Luke Leia; echo "status=$?" > /dev/tty; } | { exec 0<&-; : > "$D/closed"; }
            """#, environment: ["D": directory])
        #expect(E2E.waitForBand("Luke", in: session))
        #expect(session.waitUntil { _ in FileManager.default.fileExists(atPath: directory + "/closed") })
        session.send(Keys.enter)
        #expect(session.waitForText("status=74"), "\(session.screenText)")
        #expect(session.waitForExit() == 0)
        #expect(session.standardError.contains("cannot write the answer to standard output: Broken pipe"))
        expectRestored(session)
    }

    @Test(
        "text from the command line is shown inert in error messages",
        arguments: [
            ["wheel", "--column", "a", "--selected", "\u{1B}]0;PWN1\u{07}"],
            ["choose", "--\u{1B}[31mred", "a"],
            ["choose", "--height", "\u{1B}[2J", "a"],
            ["choose", "--timeout", "\u{1B}[2J", "a"],
        ])
    func inertMessages(_ arguments: [String]) throws {
        let session = try E2E.picker(arguments)
        #expect(session.waitForExit() == 2)
        let message = session.standardError
        #expect(message.hasPrefix("picker: "))
        #expect(
            !message.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 },
            "raw: \(message.debugDescription)")
        #expect(message.contains("^["), "shown inert: \(message)")
        #expect(session.screenText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "nothing on the terminal")
    }

    @Test("a --default that is not a value is shown inert when there is no terminal")
    func inertDefault() throws {
        // setsid: a new session without a controlling terminal, so --default answers.
        let session = try E2E.shell(#"setsid -w "$PICKER" wheel --column a --default "$(printf '\033]0;PWN\007')""#)
        #expect(session.waitForExit() == 2)
        let message = session.standardError
        #expect(
            !message.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 },
            "raw: \(message.debugDescription)")
        #expect(message.contains("^[]0;PWN^G"), "\(message)")
    }

    @Test("a dependent file's keys are shown inert in its errors")
    func inertFileMessages() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("picker-inert-\(getpid()).json").path
        try #"{"\u001b]0;PWN\u0007": [true]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        let session = try E2E.picker(["wheel", "--dependent", path])
        #expect(session.waitForExit() == 2)
        #expect(!session.standardError.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(session.standardError.contains("is not a string or a number"), "\(session.standardError)")
    }

    @Test(
        "numbers from the command line are range-checked",
        arguments: [
            (["--height", "9223372036854775807"], "--height must be at most 999"),
            (["--height", "-5"], "--height must be positive"),
            (["--height", "0%"], "--height takes a percentage from 1% to 100%"),
            (
                ["--timeout", "0x10"],
                #"--timeout takes seconds (30, 0.5) or a duration such as 5s, 2m, 1m30s or 1h (got "0x10")"#
            ),
            (
                ["--timeout", "1m30"],
                #"--timeout takes seconds (30, 0.5) or a duration such as 5s, 2m, 1m30s or 1h (got "1m30")"#
            ),
            (["--timeout", "30s1m"], #"or a duration such as 5s, 2m, 1m30s or 1h (got "30s1m")"#),
            (["--timeout", "1m1m"], #"or a duration such as 5s, 2m, 1m30s or 1h (got "1m1m")"#),
            (["--timeout", "1.5m30s"], #"or a duration such as 5s, 2m, 1m30s or 1h (got "1.5m30s")"#),
            (["--timeout", "-5s"], #"or a duration such as 5s, 2m, 1m30s or 1h (got "-5s")"#),
            (["--timeout", "s"], #"or a duration such as 5s, 2m, 1m30s or 1h (got "s")"#),
            (["--timeout", "0m0s"], #"--timeout must be positive (got "0m0s")"#),
            (["--timeout", "24h1s"], #"--timeout must be at most 86400 seconds, a day (got "24h1s")"#),
            (["--timeout", "-1"], "--timeout must be positive"),
            (["--timeout", "1e9"], #"--timeout "1e9" has an exponent: write the number out, as 1000000000"#),
            (["--timeout", "1,5"], #"--timeout "1,5" has a comma: write the decimal point as "." and no thousands"#),
            (["--height", "1e1"], #"--height "1e1" has an exponent: write the number out, as 10"#),
            (["--height", "5,0"], #"--height "5,0" has a comma"#),
            (["--height", "5.5"], "--height takes a whole number (got 5.5)"),
            (["--height", "x"], #"--height takes a whole number such as 7 (got "x")"#),
            (["--limit", "2e1"], #"--limit "2e1" has an exponent: write the number out, as 20"#),
            (["--value-column", "1,0"], #"--value-column "1,0" has a comma"#),
            (["--timeout", "100000"], "at most 86400 seconds"),
            (["--limit", "-1"], "--limit must be from 1 to 50000000 (got -1)"),
            (["--limit", "0"], "--limit must be from 1 to 50000000 (got 0)"),
            (["--value-column", "-3"], "--value-column must be from 1 to 1000 (got -3)"),
        ])
    func rangeChecks(_ arguments: [String], _ message: String) throws {
        let session = try E2E.picker(["choose"] + arguments + Self.items)
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.contains(message), "\(session.standardError)")
    }
}
