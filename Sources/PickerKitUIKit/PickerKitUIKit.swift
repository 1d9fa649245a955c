// Ported UIKit code uses Foundation's names (CGFloat, CGSize, CGRect, NSAttributedString, Bundle,
// NSDictionary) without importing Foundation itself: `import UIKit` brought it along, and
// `import PickerKitUIKit`, which replaces it, does the same.
@_exported import Foundation
import PickerKit

/// How UIKit's points become terminal cells: a column is 8 points wide and a line 16 points high
/// (the 1:2 shape of a terminal's character cell, so a square in points looks square on screen).
/// Positions and lengths are rounded to the nearest cell; a width or row height a delegate gives
/// is at least one cell.
///
/// The rule applies everywhere a UIKit signature carries points: frames and bounds,
/// `sizeThatFits(_:)`, `pickerView(_:widthForComponent:)`, `pickerView(_:rowHeightForComponent:)`
/// and `rowSize(forComponent:)`. A picker 40 columns wide has bounds 320 points wide; a row height
/// of 80 points is five lines.
public enum TerminalPoints {
    /// Points in one column.
    public static let perColumn: CGFloat = 8
    /// Points in one line.
    public static let perLine: CGFloat = 16

    /// The nearest whole number of columns to `points` (0 for a value that is not finite).
    public static func columns(_ points: CGFloat) -> Int { cells(points / perColumn) }

    /// The nearest whole number of lines to `points` (0 for a value that is not finite).
    public static func lines(_ points: CGFloat) -> Int { cells(points / perLine) }

    /// The size in points of `columns` by `lines` cells.
    public static func size(columns: Int, lines: Int) -> CGSize {
        CGSize(width: CGFloat(columns) * perColumn, height: CGFloat(lines) * perLine)
    }

    /// The cells a rectangle in points covers: its edges rounded to the nearest cell edge, so
    /// rectangles that touch in points touch on screen.
    public static func rect(_ rect: CGRect) -> Rect {
        let x = columns(rect.minX)
        let y = lines(rect.minY)
        return Rect(x: x, y: y, width: max(0, columns(rect.maxX) - x), height: max(0, lines(rect.maxY) - y))
    }

    private static func cells(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        return Int(max(-1_000_000, min(1_000_000, value)).rounded())
    }
}
