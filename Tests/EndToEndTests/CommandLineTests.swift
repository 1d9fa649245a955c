import Foundation
import Testing

/// What every subcommand shares: help, mistakes answered with a suggestion, the timeout, shell
/// completions and the man page generated from the argument parser.
@Suite struct CommandLineTests {
    static let subcommands = ["choose", "wheel", "date", "number", "confirm", "file", "input", "write", "form", "demo"]

    @Test(arguments: [
        ("chose", "choose"), ("whel", "wheel"), ("dat", "date"), ("nubmer", "number"), ("Demo", "demo"),
    ])
    func aMistypedSubcommandIsAnsweredWithASuggestion(typed: String, meant: String) throws {
        for arguments in [[typed, "a", "b"], ["help", typed]] {
            let session = try E2E.pickerWithoutTerminal(arguments)
            #expect(session.waitForExit() == 2)
            #expect(session.standardError.hasPrefix("picker: unknown subcommand '\(typed)'; did you mean '\(meant)'?"))
            #expect(session.standardError.filter { $0 == "\n" }.count == 1)
            #expect(session.standardOutput == "")
        }
    }

    @Test func anUnknownSubcommandListsTheSubcommandsInertly() throws {
        let session = try E2E.pickerWithoutTerminal(["\u{1B}[31mzzz"])
        #expect(session.waitForExit() == 2)
        let message = session.standardError
        #expect(message.hasPrefix("picker: unknown subcommand '^[[31mzzz' (subcommands: choose, wheel,"))
        #expect(!message.contains("\u{1B}"), "no raw escape reaches the terminal: \(message.debugDescription)")
    }

    @Test(arguments: [["help"], ["-h"], ["--help"], ["help", "wheel"], ["wheel", "-h"]])
    func helpIsPrintedOnStandardOutput(arguments: [String]) throws {
        let session = try E2E.pickerWithoutTerminal(arguments)
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput.contains("USAGE: picker"))
        if arguments.contains("wheel") {
            #expect(session.standardOutput.contains("--header"))
        } else {
            for name in Self.subcommands { #expect(session.standardOutput.contains(name)) }
        }
        #expect(session.standardError == "")
    }

    @Test(arguments: [
        ["choose", "a"], ["wheel", "--column", "a"], ["date"], ["number", "--min", "0", "--max", "9"],
    ])
    func aNegativeTimeoutMustBePositive(arguments: [String]) throws {
        let session = try E2E.pickerWithoutTerminal(arguments + ["--timeout", "-1"])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix(#"picker: --timeout must be positive (got "-1")"#))
    }

    @Test(arguments: [
        (["date", "--height", "-1"], "picker: --height must be positive (got -1)"),
        (["date", "--height", "1001"], "picker: --height must be at most 999 rows (got 1001)"),
        (["date", "--mode", "time", "--minute-interval", "-5"], "picker: --minute-interval: the minute interval -5"),
        (["wheel", "--column", "a", "--height", "-3"], "picker: --height must be positive (got -3)"),
    ])
    func negativeAndHugeNumbersAreRangeCheckedInEverySubcommand(arguments: [String], message: String) throws {
        let session = try E2E.pickerWithoutTerminal(arguments)
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.hasPrefix(message), "\(session.standardError)")
    }

    @Test func theHintLineCountsTheSecondsLeft() throws {
        let session = try E2E.picker(["wheel", "--column", "Ham,Turkey", "--timeout", "2.5", "--timeout-status"])
        #expect(session.waitForText("3s left"))
        #expect(session.screenLines.contains { $0.hasPrefix("↑↓ move") && $0.hasSuffix("· 3s left") })
        #expect(session.waitForText("2s left"))
        #expect(session.waitForText("1s left"))
        #expect(session.waitForExit() == 124)
        #expect(session.standardOutput == "")
    }

    @Test func withoutHintsTheCountIsOnTheTitleOrTheQueryLine() throws {
        let choose = try E2E.picker(["choose", "--no-hints", "--timeout", "30", "Ham", "Turkey"])
        #expect(choose.waitForText("s left"))
        #expect(
            choose.screenLines.contains { $0.hasPrefix("Jump ›") && $0.contains("2/2 · ") && $0.hasSuffix("s left") },
            "\(choose.screenText)")
        #expect(!choose.screenText.contains("enter choose"))
        choose.send(Keys.escape)
        #expect(choose.waitForExit() == 1)
        let wheel = try E2E.picker([
            "wheel", "--column", "Ham,Turkey", "--no-hints", "--title", "Lunch", "--timeout", "30",
        ])
        #expect(wheel.waitForText("s left"))
        #expect(
            wheel.screenLines.contains { $0.hasPrefix("Lunch · ") && $0.hasSuffix("s left") }, "\(wheel.screenText)")
        wheel.send(Keys.escape)
        #expect(wheel.waitForExit() == 1)
    }

    @Test func withoutATimeoutTheHintLineHasNoCount() throws {
        let session = try E2E.picker(["wheel", "--column", "Ham,Turkey"])
        #expect(E2E.waitForBand(values: ["Ham"], in: session))
        #expect(!session.screenText.contains("left"))
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsAreGeneratedForEachShell(shell: String) throws {
        let session = try E2E.pickerWithoutTerminal(["--generate-completion-script", shell])
        #expect(session.waitForExit() == 0)
        let script = session.standardOutput
        #expect(script.count > 1000)
        for (subcommand, options) in try Self.helpOptions() {
            #expect(script.contains(subcommand), "\(shell) completes \(subcommand)")
            for option in options { #expect(script.contains(option), "\(shell) completes \(subcommand) --\(option)") }
        }
        // Values from a fixed list are completed.
        #expect(script.contains("wheels calendar compact") && script.contains("ruler wheel mini"))
        if shell == "bash" {
            // The script parses: bash reads it without running it.
            let check = try TerminalSession(
                executable: "/bin/sh",
                arguments: ["-c", #""$0" --generate-completion-script bash | bash -n"#, try pickerExecutablePath()])
            #expect(check.waitForExit() == 0, "\(check.standardError)")
        }
    }

    /// The long options `picker SUBCOMMAND --help` lists, per subcommand.
    static func helpOptions() throws -> [String: [String]] {
        var options: [String: [String]] = [:]
        for subcommand in subcommands {
            let session = try E2E.pickerWithoutTerminal([subcommand, "--help"])
            #expect(session.waitForExit() == 0)
            let lines = session.standardOutput.split(separator: "\n")
            let start = try #require(lines.firstIndex(of: "OPTIONS:"), "\(subcommand) --help has OPTIONS")
            var names: [String] = []
            for line in lines[(start + 1)...] where line.hasPrefix("  -") {
                // The label ends where two blanks start its help: "  -h, --help   Show …".
                let label = line.dropFirst(2).components(separatedBy: "  ")[0]
                for name in label.split(separator: ",") {
                    let bare = name.trimmingCharacters(in: .whitespaces).prefix { $0 != " " }
                    if bare.hasPrefix("--") { names.append(String(bare.dropFirst(2))) }
                }
            }
            options[subcommand] = names
        }
        return options
    }

    /// The code lines (not comments) of the Swift files under `folders` that hold `pattern`, as
    /// "file:line: code", leaving out the files named in `except`.
    static func codeLines(in folders: [String], matching pattern: Regex<Substring>, except: [String] = [])
        throws -> [String]
    {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var found: [String] = []
        for folder in folders {
            let files = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                guard url.pathExtension == "swift", !except.contains(url.lastPathComponent) else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !code.hasPrefix("//"), code.contains(pattern) else { continue }
                    found.append("\(folder)/\(url.lastPathComponent):\(number + 1): \(code)")
                }
            }
        }
        return found
    }

    /// The libraries say what is wrong in words, or with a structured reason; only the command
    /// line knows its options' names (`--selected`, `--keep-order`, `--min`…).
    @Test func noOptionNameIsWrittenInsideTheLibraries() throws {
        let found = try Self.codeLines(
            in: ["Sources/PickerKit", "Sources/PickerCore"], matching: try Regex(#""[^"]*--[a-z]"#))
        #expect(found.isEmpty, "option names in string literals:\n\(found.joined(separator: "\n"))")
    }

    /// Exit statuses are named in one place: the command line's texts interpolate them from the
    /// table (`ExitStatus`), never write one as a literal.
    @Test func noExitStatusIsWrittenOutsideItsTable() throws {
        let found = try Self.codeLines(
            in: ["Sources/picker"], matching: try Regex(#"status (?:of )?[0-9]"#), except: ["ExitStatus.swift"])
        #expect(found.isEmpty, "exit statuses written as literals:\n\(found.joined(separator: "\n"))")
    }

    /// The man page in the repository is the one the declarations give today (its date aside):
    /// an option added without running scripts/generate-manual fails here.
    @Test func theManPageIsTheOneTheDeclarationsGive() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("Documentation/picker.1"), encoding: .utf8)
        let dated = try #require(page.split(separator: "\n").first { $0.hasPrefix(".Dd ") })
        let session = try E2E.pickerWithoutTerminal(["--generate-manual", String(dated.dropFirst(4))])
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == page, "Documentation/picker.1 is stale: run scripts/generate-manual")
    }

    @Test func theManPageDescribesEverySubcommandAndOption() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("Documentation/picker.1"), encoding: .utf8)
        #expect(page.contains(".Dt PICKER 1"))
        #expect(page.contains(".Sh EXIT STATUS") && page.contains(".It 124"))
        let options = try Self.helpOptions()
        #expect(Set(options.keys) == Set(Self.subcommands))
        for (subcommand, names) in options {
            #expect(names.count > 3, "\(subcommand): \(names)")
            guard let start = page.range(of: ".It Em \(subcommand)\n") else {
                Issue.record("the man page has no section for \(subcommand): run scripts/generate-manual")
                continue
            }
            let rest = page[start.upperBound...]
            let section = rest.range(of: "\n.It Em ").map { rest[..<$0.lowerBound] } ?? rest
            // mdoc writes "--header" as "Fl -header", and "-h, --help" as "Fl h , Fl -help".
            for name in names where !section.contains("Fl -\(name)") {
                Issue.record("the man page does not describe \(subcommand) --\(name): run scripts/generate-manual")
            }
        }
    }
}

extension E2E {
    /// Runs `picker` without a terminal: a new session, standard input from /dev/null.
    static func pickerWithoutTerminal(_ arguments: [String], environment: [String: String] = [:]) throws
        -> TerminalSession
    {
        try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", #"exec setsid -w "$0" "$@" < /dev/null"#, try pickerExecutablePath()] + arguments,
            environment: environment)
    }
}
