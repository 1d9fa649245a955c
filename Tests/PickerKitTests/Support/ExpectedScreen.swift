import Testing

@testable import PickerKit

/// A whole expected screen: every line of text, and the styles of the spans where they matter —
/// compared cell by cell with what a widget drew, as ratatui's `assert_buffer_lines` does.
///
/// ```swift
/// let expected = ExpectedScreen([
///     "  Luke  ",
///     "  Leia  ",
/// ]).styled(row: 1, columns: 0..<8, Theme.color.band)
/// expectScreen(screen, expected)
/// ```
struct ExpectedScreen {
    /// The text of each line, padded with spaces to the screen's width.
    var lines: [String]
    /// Spans whose every cell must have this style.
    var spans: [(row: Int, columns: Range<Int>, style: Style)] = []

    init(_ lines: [String]) { self.lines = lines }

    /// The same screen, with the cells `columns` of `row` expected in `style`.
    func styled(row: Int, columns: Range<Int>, _ style: Style) -> ExpectedScreen {
        var copy = self
        copy.spans.append((row, columns, style))
        return copy
    }

    /// The same screen, with every cell of `row` expected in `style`.
    func styled(row: Int, _ style: Style) -> ExpectedScreen {
        styled(row: row, columns: 0..<(lines.map { $0.count }.max() ?? 0), style)
    }
}

/// Checks that `screen` shows exactly `expected`: the same size, the same text in every cell, and
/// the expected style in every styled span. On a mismatch the issue shows both screens.
func expectScreen(_ screen: Screen, _ expected: ExpectedScreen, sourceLocation: SourceLocation = #_sourceLocation) {
    let actualLines = (0..<screen.height).map { screen.text(row: $0) }
    let wantedLines = expected.lines.map { line -> String in
        let width = DisplayWidth.of(line)
        return width < screen.width ? line + String(repeating: " ", count: screen.width - width) : line
    }
    if actualLines != wantedLines {
        let shown = { (lines: [String]) in lines.map { "|\($0)|" }.joined(separator: "\n") }
        let message = "the screen differs:\nexpected\n\(shown(wantedLines))\nactual\n\(shown(actualLines))"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return
    }
    for span in expected.spans {
        for column in span.columns where screen[column, span.row].style != span.style {
            let cell = screen[column, span.row]
            let message =
                "cell (\(column), \(span.row)) \"\(cell.text)\" has style \(cell.style), expected \(span.style)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
    }
}
