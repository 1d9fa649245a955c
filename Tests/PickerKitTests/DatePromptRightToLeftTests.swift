import Foundation
import PickerKitTesting
import Testing

@testable import PickerKit

/// A right-to-left date prompt is mirrored as iOS mirrors a screen: the title, the picker and
/// the hints keep to the right edge of the terminal, and the compact line runs from the right.
@Suite("DatePrompt: right to left")
@MainActor
struct DatePromptRightToLeftTests {
    typealias R = DateRig

    /// The columns of a row's first and last non-blank cells (1-based, as a terminal counts).
    func extent(_ line: String) -> ClosedRange<Int>? {
        let cells = Array(line)
        guard let first = cells.firstIndex(where: { $0 != " " }), let last = cells.lastIndex(where: { $0 != " " })
        else { return nil }
        return (first + 1)...(last + 1)
    }

    /// The frames of a prompt in `style` that is sent `keys`, then Esc.
    func run(_ style: DatePickerStyle, mode: DatePickerMode = .date, locale: String, keys: [Key] = [])
        throws -> [TestTerminal.Frame]
    {
        let terminal = TestTerminal(columns: 100, rows: 30)
        for key in keys { terminal.press(key) }
        terminal.press(.escape)
        var prompt = DatePrompt(
            mode: mode, style: style, today: R.today, locale: Locale(identifier: locale),
            calendar: R.calendar(locale), timeZone: R.utc, options: PromptOptions(title: "כותרת"))
        prompt.host = terminal.host
        _ = try prompt.runBlocking()
        return terminal.frames.filter { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    /// A cell keeps a blank column at its right (a day's number is right-aligned in three of its
    /// four), so a picker at the right edge ends one column short of it.
    @Test("he_IL calendar: the title, the calendar and the hints end at the right edge")
    func calendarKeepsToTheRight() throws {
        let frame = try #require(try run(.calendar, locale: "he_IL").last)
        let lines = frame.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(extent(lines[0]) == 96...100, "the title: \(lines[0])")
        // The weekday names and the weeks, whose first weekday (Sunday) is the rightmost column.
        let weekdays = try #require(lines.first { $0.contains("א׳") })
        #expect(extent(weekdays)?.upperBound == 99, "\(weekdays)")
        let week = try #require(lines.first { $0.contains("[15]") })
        #expect(extent(week)?.upperBound == 99, "\(week)")
        #expect(extent(week)?.lowerBound ?? 0 > 70, "the calendar is not at the left: \(week)")
        let hints = try #require(lines.last)
        #expect(hints.contains("esc cancel") && extent(hints)?.upperBound == 100, "\(hints)")
    }

    @Test("ar_EG wheels keep to the right edge under their title")
    func wheelsKeepToTheRight() throws {
        let frame = try #require(try run(.wheels, locale: "ar_EG").last)
        let band = try #require(frame.lines.first { $0.contains("يناير") && !$0.contains("│ يناير") })
        #expect(extent(band)?.upperBound == 99, "a wheel keeps a margin: \(band)")
        #expect(extent(frame.lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "")?.upperBound == 100)
    }

    @Test("he_IL compact line: the day at the right edge, the time to its left; Left goes on to the time")
    func compactLineIsMirrored() throws {
        let closed = try #require(try run(.compact, mode: .dateAndTime, locale: "he_IL").last)
        let line = try #require(closed.lines.first { $0.contains("▾") })
        let day = try #require(line.range(of: "2024 ▾"))
        let time = try #require(line.range(of: "14:30 ▾"))
        #expect(time.upperBound < day.lowerBound, "\(line)")
        #expect(extent(line)?.upperBound == 100, "\(line)")
        // Left, then Down: the time wheels open below, at the right edge.
        let frames = try run(.compact, mode: .dateAndTime, locale: "he_IL", keys: [.left, .down])
        let open = try #require(frames.last { $0.text.contains("│") })
        let band = try #require(open.lines.first { $0.contains("30") && $0.contains("14") && !$0.contains("▾") })
        #expect(extent(band)?.upperBound == 99, "\(band)")
        #expect(!open.text.contains("[15]"), "the time opened, not the calendar")
    }
}
