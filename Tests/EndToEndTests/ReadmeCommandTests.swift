import Foundation
import Testing

/// The command examples of the README and of Documentation/Guide.md run as written. A block of
/// shell commands marked with
/// `<!-- README commands run by Tests/EndToEndTests/ReadmeCommandTests.swift -->` is run line by
/// line, without a terminal, in one scratch folder, with the built `picker` first on `PATH`:
///
/// - `command   # text` — status 0 and exactly `text` (and a newline) on standard output;
/// - `command   # exit 2: text` — that status, and standard error starts with `text`;
/// - `command` — status 0.
///
/// Blocks without the marker (the interactive examples) are not run.
@Suite struct ReadmeCommandTests {
    static let marker = "<!-- README commands run by Tests/EndToEndTests/ReadmeCommandTests.swift -->"

    /// One command with what it should do.
    struct Example: CustomStringConvertible {
        var command: String
        var status: Int32
        var output: String?
        var errorPrefix: String?
        var description: String { command }
    }

    /// The commands of every marked block, continuation lines joined.
    static func examples(in readme: String) -> [Example] {
        var examples: [Example] = []
        var state = 0  // 0 outside, 1 after the marker, 2 inside the block
        var pending = ""
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            switch state {
            case 0: if line.trimmingCharacters(in: .whitespaces) == marker { state = 1 }
            case 1: if line.hasPrefix("```") { state = 2 }
            default:
                if line.hasPrefix("```") {
                    state = 0
                    continue
                }
                if line.hasSuffix("\\") {
                    pending += line.dropLast() + " "
                    continue
                }
                let full = pending + line
                pending = ""
                guard !full.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                examples.append(example(full))
            }
        }
        return examples
    }

    /// A line split into its command and the comment that says what it prints.
    static func example(_ line: String) -> Example {
        guard let split = line.range(of: "  # ", options: .backwards) else {
            return Example(command: line, status: 0)
        }
        let command = line[..<split.lowerBound].trimmingCharacters(in: .whitespaces)
        let comment = String(line[split.upperBound...])
        if comment.hasPrefix("exit "), let colon = comment.firstIndex(of: ":"),
            let status = Int32(comment[comment.index(comment.startIndex, offsetBy: 5)..<colon])
        {
            let message = comment[comment.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return Example(command: command, status: status, errorPrefix: message)
        }
        return Example(command: command, status: 0, output: comment)
    }

    /// The README and the guide, one after the other.
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return ["README.md", "Documentation/Guide.md"].map {
            (try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) ?? ""
        }.joined(separator: "\n")
    }()

    @Test func theReadmeMarksCommandsToRun() {
        let examples = Self.examples(in: Self.readme)
        #expect(examples.count >= 8, "found \(examples)")
        #expect(examples.contains { $0.errorPrefix != nil }, "an error case is shown too")
    }

    @Test func aCommentSaysWhatALinePrints() {
        let plain = Self.example(#"picker wheel --column 'a,b' --default b   # b"#)
        #expect(plain.command == "picker wheel --column 'a,b' --default b" && plain.output == "b" && plain.status == 0)
        let failing = Self.example("picker chose a  # exit 2: picker: unknown")
        #expect(failing.status == 2 && failing.errorPrefix == "picker: unknown" && failing.output == nil)
        let bare = Self.example("printf '{}' > x.json")
        #expect(bare.output == nil && bare.errorPrefix == nil)
    }

    @Test func theReadmeCommandsRunAsWritten() throws {
        let directory = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bin = URL(fileURLWithPath: try pickerExecutablePath()).deletingLastPathComponent().path
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for example in Self.examples(in: Self.readme) {
            let session = try TerminalSession(
                executable: "/bin/sh",
                arguments: [
                    "-c", #"cd "$1" && exec setsid -w /bin/sh -c "$0" < /dev/null"#, example.command, directory.path,
                ],
                environment: ["PATH": path, "PICKER_NOW": "2024-01-15T14:30"])
            #expect(session.waitForExit(timeout: 10) == example.status, "\(example.command): \(session.standardError)")
            if let output = example.output {
                #expect(session.standardOutput == output + "\n", "\(example.command)")
            }
            if let prefix = example.errorPrefix {
                #expect(session.standardError.hasPrefix(prefix), "\(example.command): \(session.standardError)")
            }
        }
    }
}
