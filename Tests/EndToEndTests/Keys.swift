import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes a terminal sends for keys and SGR (1006) mouse events, as the end-to-end tests type them.
enum Keys {
    static let up = "\u{1B}[A"
    static let down = "\u{1B}[B"
    static let right = "\u{1B}[C"
    static let left = "\u{1B}[D"
    static let pageUp = "\u{1B}[5~"
    static let pageDown = "\u{1B}[6~"
    static let home = "\u{1B}[H"
    static let end = "\u{1B}[F"
    static let enter = "\r"
    static let escape = "\u{1B}"
    static let tab = "\t"
    static let shiftTab = "\u{1B}[Z"
    static let ctrlC = "\u{03}"
    static let ctrlZ = "\u{1A}"
    static let f1 = "\u{1B}OP"
    static let f2 = "\u{1B}OQ"
    static let f3 = "\u{1B}OR"
    static let f4 = "\u{1B}OS"
    static let f5 = "\u{1B}[15~"
    static let f6 = "\u{1B}[17~"
    static let f7 = "\u{1B}[18~"
    static let f8 = "\u{1B}[19~"
    static let f9 = "\u{1B}[20~"
    static let f10 = "\u{1B}[21~"

    static func repeated(_ key: String, _ count: Int) -> String {
        String(repeating: key, count: count)
    }

    /// SGR mouse sequences; `column` and `row` are zero-based screen positions (sent 1-based).
    enum Mouse {
        static func wheelUp(column: Int, row: Int) -> String { "\u{1B}[<64;\(column + 1);\(row + 1)M" }
        static func wheelDown(column: Int, row: Int) -> String { "\u{1B}[<65;\(column + 1);\(row + 1)M" }
        static func press(column: Int, row: Int) -> String { "\u{1B}[<0;\(column + 1);\(row + 1)M" }
        static func release(column: Int, row: Int) -> String { "\u{1B}[<0;\(column + 1);\(row + 1)m" }
        static func drag(column: Int, row: Int) -> String { "\u{1B}[<32;\(column + 1);\(row + 1)M" }
    }
}

/// Helpers shared by the picker end-to-end suites.
enum E2E {
    /// Runs `script` with /bin/sh in a terminal; `$PICKER` names the picker executable.
    static func shell(
        _ script: String, environment: [String: String] = [:], stdin: TerminalSession.Stdin = .terminal,
        columns: Int = 80, rows: Int = 24
    ) throws -> TerminalSession {
        var environment = environment
        environment["PICKER"] = try pickerExecutablePath()
        return try TerminalSession(
            executable: "/bin/sh", arguments: ["-c", script], environment: environment, stdin: stdin,
            columns: columns, rows: rows)
    }

    /// Starts `picker` with `arguments`.
    static func picker(
        _ arguments: [String], environment: [String: String] = [:],
        stdin: TerminalSession.Stdin = .terminal, columns: Int = 80, rows: Int = 24
    ) throws -> TerminalSession {
        try TerminalSession(
            executable: try pickerExecutablePath(), arguments: arguments, environment: environment,
            stdin: stdin, columns: columns, rows: rows)
    }

    /// The zero-based row whose text contains `text`, if any.
    static func row(containing text: String, in session: TerminalSession) -> Int? {
        session.screenLines.firstIndex { $0.contains(text) }
    }

    /// The zero-based column where `text` starts on `row`, counted in cells (every character
    /// the tests look for is one cell wide).
    static func column(of text: String, row: Int, in session: TerminalSession) -> Int? {
        let line = session.screenLines[row]
        guard let range = line.range(of: text) else { return nil }
        return line.distance(from: line.startIndex, to: range.lowerBound)
    }

    /// Whether the whole row is drawn in the highlighted band: a non-default background in every
    /// cell (or reverse video in every cell when `reverse`).
    static func rowIsBand(_ row: Int, in session: TerminalSession, reverse: Bool = false) -> Bool {
        (0..<session.columns).allSatisfy { column in
            let cell = session.cell(column: column, row: row)
            return reverse ? cell.reverse : cell.background != .default
        }
    }

    /// The rows drawn as the band: every cell with a non-default background.
    static func bandRows(in session: TerminalSession, reverse: Bool = false) -> [Int] {
        (0..<session.rows).filter { rowIsBand($0, in: session, reverse: reverse) }
    }

    /// The text of the band row (trimmed), when exactly one full-width band row exists.
    static func bandText(in session: TerminalSession, reverse: Bool = false) -> String? {
        let rows = bandRows(in: session, reverse: reverse)
        guard rows.count == 1 else { return nil }
        return session.screenLines[rows[0]].trimmingCharacters(in: .whitespaces)
    }

    /// Waits until the band shows exactly `text` (trimmed) and nothing moves for a moment.
    static func waitForBand(
        _ text: String, in session: TerminalSession, reverse: Bool = false, timeout: Double = 5
    ) -> Bool {
        session.waitUntil(timeout: timeout) { bandText(in: $0, reverse: reverse) == text }
    }

    /// Waits until the screen has not changed for `quiet` seconds (at most `timeout`). A screen
    /// that does not settle in time fails the test (with the screen as it was then): whatever the
    /// test checks next would be a frame of something still moving.
    static func waitForStillness(
        _ session: TerminalSession, quiet: Double = 0.2, timeout: Double = 5,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var last = session.screenText
        var lastBytes = session.bytesReceived
        var since = now()
        let settled = session.waitUntil(timeout: timeout) { session in
            let text = session.screenText
            let bytes = session.bytesReceived
            if text != last || bytes != lastBytes {
                last = text
                lastBytes = bytes
                since = now()
                return false
            }
            return now() - since >= quiet
        }
        if !settled {
            Issue.record(
                "the screen did not stay still for \(quiet) s within \(timeout) s:\n\(session.screenText)",
                sourceLocation: sourceLocation)
        }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("picker-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension E2E {
    /// The texts on the band row, split where two or more spaces (or a column separator) part them.
    static func bandValues(in session: TerminalSession, reverse: Bool = false) -> [String]? {
        let rows = highlightedRows(in: session, reverse: reverse)
        guard rows.count == 1 else { return nil }
        return splitColumns(session.screenLines[rows[0]])
    }

    /// Rows whose text is all highlighted (background colour, or reverse video when `reverse`):
    /// the band of a wheel that is narrower than the terminal.
    static func highlightedRows(in session: TerminalSession, reverse: Bool = false) -> [Int] {
        (0..<session.rows).filter { row in
            let cells = (0..<session.columns).map { session.cell(column: $0, row: row) }
                .filter { !$0.text.isEmpty && $0.text != " " && $0.text != "│" }
            return !cells.isEmpty && cells.allSatisfy { reverse ? $0.reverse : $0.background != .default }
        }
    }

    /// A line split into its cells of text: runs of two or more spaces and `│` separate them.
    static func splitColumns(_ line: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var spaces = 0
        for character in line {
            if character == "│" {
                if !current.isEmpty { parts.append(current) }
                current = ""
                spaces = 0
            } else if character == " " {
                spaces += 1
            } else {
                if spaces >= 2, !current.isEmpty {
                    parts.append(current)
                    current = ""
                } else if spaces == 1, !current.isEmpty {
                    current += " "
                }
                spaces = 0
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// Waits until the band shows exactly `values`, column by column.
    static func waitForBand(
        values: [String], in session: TerminalSession, reverse: Bool = false, timeout: Double = 5
    ) -> Bool {
        session.waitUntil(timeout: timeout) { bandValues(in: $0, reverse: reverse) == values }
    }
}

extension E2E {
    /// How bright a cell's text looks, 0...100: from its foreground colour (the terminal default
    /// counts as a bright grey), times 0.6 when it is dim.
    static func brightness(_ cell: CellInfo) -> Double {
        var value: Double
        switch cell.foreground {
        case .default: value = 90
        case .indexed(let index):
            switch index {
            case 0: value = 0
            case 1...6: value = 45
            case 7: value = 75
            case 8: value = 50
            case 9...14: value = 80
            case 15: value = 100
            case 16...231:
                let cube = Int(index) - 16
                let levels = [cube / 36, (cube / 6) % 6, cube % 6].map { $0 == 0 ? 0.0 : Double(55 + 40 * $0) }
                value = (0.2126 * levels[0] + 0.7152 * levels[1] + 0.0722 * levels[2]) / 2.55
            default: value = Double(8 + 10 * (Int(index) - 232)) / 2.55
            }
        case .rgb(let red, let green, let blue):
            value = (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 2.55
        }
        return cell.dim ? value * 0.6 : value
    }
}

extension E2E {
    /// The screen's words in reading order, box-drawing borders removed and runs of blanks made
    /// one space, so text an alert wrapped over several lines can be found whole.
    static func flattenedText(_ session: TerminalSession) -> String {
        let borders = Set("│╭╮╰╯─┃━")
        return session.screenLines
            .map { String($0.map { borders.contains($0) ? " " : $0 }) }
            .joined(separator: " ")
            .split(separator: " ", omittingEmptySubsequences: true)
            .joined(separator: " ")
    }

    /// Waits until `text` appears in `flattenedText`.
    static func waitForWords(_ text: String, in session: TerminalSession, timeout: Double = 5) -> Bool {
        session.waitUntil(timeout: timeout) { flattenedText($0).contains(text) }
    }
}
