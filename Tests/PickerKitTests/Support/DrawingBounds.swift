import Testing

@testable import PickerKit

/// Lays `widget` out in `frame` and draws it on a screen with `margin` cells all round the
/// frame, then checks that no cell outside the frame was touched; returns the screen.
@MainActor
@discardableResult
func expectDrawsInside(
    _ widget: Widget, _ frame: Rect, theme: Theme = .color, margin: Int = 2, _ name: String = "widget",
    sourceLocation: SourceLocation = #_sourceLocation
) -> Screen {
    var screen = Screen(width: frame.maxX + margin, height: frame.maxY + margin)
    widget.frame = frame
    widget.layout()
    widget.render(into: &screen, theme: theme)
    expectNothingOutside(screen, frame, name, sourceLocation: sourceLocation)
    return screen
}

/// Checks that every cell of `screen` outside `frame` is blank.
func expectNothingOutside(
    _ screen: Screen, _ frame: Rect, _ name: String = "widget", sourceLocation: SourceLocation = #_sourceLocation
) {
    for row in 0..<screen.height {
        for column in 0..<screen.width where !frame.contains(column: column, row: row) && screen[column, row] != .blank
        {
            Issue.record(
                "\(name) in \(frame.width)×\(frame.height) drew \"\(screen[column, row].text)\" at (\(column), \(row))",
                sourceLocation: sourceLocation)
            return
        }
    }
}

/// The text of the screen's cells inside `frame`, a line per row, with trailing spaces removed.
func text(of screen: Screen, in frame: Rect) -> [String] {
    (frame.y..<frame.maxY).map { row in
        var line = ""
        for column in frame.x..<frame.maxX where !screen[column, row].isContinuation {
            line += screen[column, row].text
        }
        while line.last == " " { line.removeLast() }
        return line
    }
}
