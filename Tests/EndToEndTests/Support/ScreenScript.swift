import Foundation
import Testing

/// A `picker` run whose whole screens are compared with the files under `Screens`: the first
/// screen, then the screen after each step's keys.
///
/// Everything that varies from run to run is pinned: the size, "now" (`PICKER_NOW`), the time
/// zone (`TZ=UTC`), the language (`LANG=C.UTF-8`, `TERM=xterm-256color` from `TerminalSession`),
/// and where an inline picker starts: a shell line `$ picker <subcommand>` is printed first, so
/// the picker draws from row 1. A screen is read once it has stayed still (a wait that must
/// succeed), never after a sleep.
struct ScreenScript {
    /// Keys to press and what they are called in the file's heading and name.
    struct Step {
        /// How the heading names the keys, e.g. "Down" or `type "an"`.
        var label: String
        /// The bytes typed.
        var keys: String
        /// Text that shows the step's screen is complete (beyond its having changed), e.g. a
        /// preview's output, which comes after the band has moved.
        var shows: String?

        init(_ label: String, _ keys: String, shows: String? = nil) {
            self.label = label
            self.keys = keys
            self.shows = shows
        }
    }

    /// A terminal's size.
    struct Size: Sendable, CustomTestStringConvertible {
        var columns: Int
        var rows: Int

        var testDescription: String { "\(columns)x\(rows)" }
    }

    /// The sizes every script is shown at.
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 100, rows: 30)]

    /// "Now" and the time zone every script runs with.
    static let pinnedEnvironment = ["PICKER_NOW": "2024-01-15T14:30", "TZ": "UTC"]

    /// The files' names start with it, e.g. `choose-wheel`.
    var name: String
    /// The arguments of `picker`, the subcommand first.
    var arguments: [String]
    /// Text that shows the first screen is complete.
    var shows: String
    /// The keys pressed after the first screen, one screen after each.
    var steps: [Step] = []
    /// Entries added to the pinned environment.
    var environment: [String: String] = [:]
    /// The terminal's background as it answers OSC 11 (`rgb:ffff/ffff/ffff`); nil for a terminal
    /// that does not answer (libvterm), where the picker keeps its dark palette.
    var background: String?
    /// The directory the picker runs in, when it matters (files it reads, a file picker's root).
    var directory: URL?

    /// The command line as a shell would take it, for the files' headings.
    var commandLine: String {
        (["picker"] + arguments).map { argument in
            argument.allSatisfy { $0.isLetter || $0.isNumber || "-_.,:/=".contains($0) } && !argument.isEmpty
                ? argument : "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }.joined(separator: " ")
    }

    /// Runs the script at `size` and checks each of its screens against its file.
    func check(at size: Size, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let columns = size.columns
        let rows = size.rows
        var environment = Self.pinnedEnvironment
        environment.merge(self.environment) { _, new in new }
        // The shell prints the line a prompt would leave, then becomes the picker ("$0").
        var script = #"printf '$ picker %s\n' "$1" > /dev/tty; exec "$0" "$@""#
        if let directory {
            script = "cd '\(directory.path)' || exit 99; " + script
        }
        let session = try TerminalSession(
            executable: "/bin/sh", arguments: ["-c", script, try pickerExecutablePath()] + arguments,
            environment: environment, columns: columns, rows: rows, background: background)
        let size = "\(columns)x\(rows)"
        #expect(
            session.waitForText(shows, timeout: 10), "\(name) \(size) shows \(shows):\n\(session.screenText)",
            sourceLocation: sourceLocation)
        E2E.waitForStillness(session, quiet: 0.3, sourceLocation: sourceLocation)
        ScreenExpectation.check(
            session, named: "\(name)-\(size)-0-start", heading: "\(commandLine)  (\(size))",
            sourceLocation: sourceLocation)
        var labels: [String] = []
        for (index, step) in steps.enumerated() {
            labels.append(step.label)
            let before = session.snapshot
            session.send(step.keys)
            #expect(
                session.waitUntil { $0.snapshot != before },
                "\(name) \(size): \(step.label) changes the screen:\n\(session.screenText)",
                sourceLocation: sourceLocation)
            if let shows = step.shows {
                #expect(
                    session.waitForText(shows), "\(name) \(size) shows \(shows):\n\(session.screenText)",
                    sourceLocation: sourceLocation)
            }
            E2E.waitForStillness(session, quiet: 0.3, sourceLocation: sourceLocation)
            ScreenExpectation.check(
                session, named: "\(name)-\(size)-\(index + 1)-\(Self.slug(step.label))",
                heading: "\(commandLine)  (\(size)), then " + labels.joined(separator: ", "),
                sourceLocation: sourceLocation)
        }
    }

    /// A label made a file name: lower-case letters and digits, other runs made one "-".
    static func slug(_ label: String) -> String {
        var slug = ""
        for character in label.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if !slug.isEmpty && slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug
    }
}
