import Foundation
import Testing

/// Whole screens kept as files under `Tests/EndToEndTests/Screens`, one file per screen, in the
/// written form of `ScreenSnapshot` after a first line that says how the screen was reached.
///
/// A test compares the screen with its file. Where they differ the test fails with the rows that
/// differ (text and style, expected and actual) and the cursor and legend lines that differ. Run
/// with `PICKER_RECORD_SCREENS=1` after a deliberate change and each file that differs is
/// rewritten (a missing one is made); the test then passes with a warning naming the file, so
/// `git diff Tests/EndToEndTests/Screens` shows what changed:
///
///     PICKER_RECORD_SCREENS=1 swift test --skip-build --filter WholeScreen
enum ScreenExpectation {
    /// Where the files are: beside the tests, in the source tree.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Screens")

    /// Whether this run rewrites the files that differ (`PICKER_RECORD_SCREENS=1`).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["PICKER_RECORD_SCREENS"] == "1" }

    /// The file's whole text for `snapshot`: `heading` (how the screen was reached) and the screen.
    static func fileText(heading: String, snapshot: ScreenSnapshot) -> String {
        "# " + heading + "\n" + snapshot.written
    }

    /// Compares the screen of `session` with `Screens/<name>.txt` (in `folder`), or rewrites the
    /// file when `recording`. Call it once the screen has settled; when the screen differs, it is given up to
    /// `patience` seconds more to become the expected one (a frame late on a loaded machine) before
    /// the test fails.
    static func check(
        _ session: TerminalSession, named name: String, heading: String, patience: Double = 3,
        in folder: URL = folder, recording: Bool = isRecording, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = folder.appendingPathComponent(name + ".txt")
        let expected = try? String(contentsOf: url, encoding: .utf8)
        var actual = fileText(heading: heading, snapshot: session.snapshot)
        if actual == expected { return }
        if recording {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record(
                    "\(expected == nil ? "recorded" : "rewrote") Screens/\(name).txt", severity: .warning,
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot write Screens/\(name).txt: \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected else {
            Issue.record(
                """
                no Screens/\(name).txt; PICKER_RECORD_SCREENS=1 records it. The screen:
                \(actual)
                """, sourceLocation: sourceLocation)
            return
        }
        if session.waitUntil(timeout: patience, { fileText(heading: heading, snapshot: $0.snapshot) == expected }) {
            return
        }
        actual = fileText(heading: heading, snapshot: session.snapshot)
        Issue.record(
            """
            the screen differs from Screens/\(name).txt (- expected, + actual; \
            PICKER_RECORD_SCREENS=1 rewrites the file):
            \(difference(expected: expected, actual: actual))
            """, sourceLocation: sourceLocation)
    }

    /// The lines of two written screens that differ: the heading, the screen and cursor lines, each
    /// row whose text or style differs (both its text and its style row, expected then actual), and
    /// the legend's lines.
    static func difference(expected: String, actual: String) -> String {
        let old = Sections(expected)
        let new = Sections(actual)
        var lines: [String] = []
        func compare(_ before: [String], _ after: [String], indent: String = "") {
            for index in 0..<max(before.count, after.count) {
                let was = index < before.count ? before[index] : nil
                let now = index < after.count ? after[index] : nil
                if was == now { continue }
                if let was { lines.append(indent + "- " + was) }
                if let now { lines.append(indent + "+ " + now) }
            }
        }
        compare(old.head, new.head)
        for row in 0..<max(old.text.count, new.text.count, old.style.count, new.style.count) {
            let texts = (old.text.element(row), new.text.element(row))
            let styles = (old.style.element(row), new.style.element(row))
            guard texts.0 != texts.1 || styles.0 != styles.1 else { continue }
            lines.append("row \(row):")
            lines.append("  text  - " + (texts.0 ?? "(none)"))
            lines.append("        + " + (texts.1 ?? "(none)"))
            lines.append("  style - " + (styles.0 ?? "(none)"))
            lines.append("        + " + (styles.1 ?? "(none)"))
        }
        if old.legend != new.legend {
            lines.append("legend:")
            compare(old.legend, new.legend, indent: "  ")
        }
        return lines.joined(separator: "\n")
    }

    /// A written screen cut at its `text`, `style` and `legend` lines.
    private struct Sections {
        var head: [String] = []
        var text: [String] = []
        var style: [String] = []
        var legend: [String] = []

        init(_ written: String) {
            var section = 0
            for line in written.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                switch line {
                case "text": section = 1
                case "style": section = 2
                case "legend": section = 3
                default:
                    switch section {
                    case 0: head.append(line)
                    case 1: text.append(line)
                    case 2: style.append(line)
                    default: legend.append(line)
                    }
                }
            }
        }
    }
}

extension Array {
    /// The element at `index`, or nil past either end.
    fileprivate func element(_ index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
