import Foundation
import Testing

@testable import PickerKit

/// Dates, calendars and a running date picker for the widget tests: fixed time zones, a clock
/// driven by hand, keys routed through a `WidgetProgram` as the loop routes them.
@MainActor
final class DateRig {
    static let utc = TimeZone(identifier: "UTC")!

    /// A Gregorian date and time in `timeZone`.
    static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, timeZone: TimeZone = utc
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// The Gregorian (year, month, day, hour, minute) of `date` in `timeZone`.
    static func parts(_ date: Date, timeZone: TimeZone = utc) -> [Int] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return [c.year!, c.month!, c.day!, c.hour!, c.minute!]
    }

    /// A Gregorian calendar in `timeZone` with `locale`.
    static func calendar(_ locale: String = "en_US", timeZone: TimeZone = utc) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: locale)
        return calendar
    }

    /// Today in these tests: Monday, January 15, 2024, 14:30 UTC.
    static let today = date(2024, 1, 15, 14, 30)

    let root: Widget
    let program: WidgetProgram
    let context = RunContext(now: 0)
    let width: Int
    let height: Int
    private(set) var time = 0.0

    /// Runs `root` in a program of `width` × `height` cells, monochrome unless `theme` says.
    init(_ root: Widget, width: Int = 60, height: Int? = nil, theme: Theme = .monochrome) {
        self.root = root
        self.width = width
        self.height = height ?? root.preferredHeight(forWidth: width)
        program = WidgetProgram(root: root, theme: theme) { _, rows in rows }
        context.program = program
        program.start(context: context)
        _ = render()
    }

    /// A date picker of `mode` in `style` on `date`, in en_US and UTC unless told.
    static func picker(
        _ mode: DatePickerMode, style: DatePickerStyle = .wheels, date: Date = today, locale: String = "en_US",
        timeZone: TimeZone = utc, configure: (DatePicker) -> Void = { _ in }
    ) -> DatePicker {
        let picker = DatePicker(
            mode: mode, style: style, date: date, today: today, locale: Locale(identifier: locale),
            calendar: calendar(locale, timeZone: timeZone), timeZone: timeZone)
        configure(picker)
        return picker
    }

    /// Draws a frame and returns the screen.
    @discardableResult
    func render(theme: Theme = .monochrome) -> Screen {
        var screen = Screen(width: width, height: height)
        program.theme = theme
        program.frame(into: &screen)
        return screen
    }

    /// Sends keys a little apart, as a person types them.
    func send(_ keys: Key..., modifiers: Modifiers = []) {
        for key in keys {
            time += 0.01
            context.now = time
            program.handle(.key(key, modifiers), context: context)
        }
    }

    /// Sends a mouse event.
    func mouse(_ button: MouseButton, _ action: MouseAction, column: Int, row: Int) {
        time += 0.01
        context.now = time
        program.handle(.mouse(MouseEvent(button: button, action: action, column: column, row: row)), context: context)
    }

    /// Runs frames until nothing moves and no timer waits (at most three seconds on the rig's
    /// clock): a spin whose frames would all look the same asks for none, and a timer wakes the
    /// run where it ends, as the loop does.
    func settle() {
        let end = time + 3
        while time < end {
            time += 1.0 / 60
            context.now = time
            context.runDueTimers()
            if !program.advance(context: context) && context.nextTimerTime == nil { break }
        }
    }

    /// The texts of the picker's band row (the middle of the wheels), split at runs of spaces.
    func band(row: Int? = nil) -> [String] {
        let screen = render()
        let line = screen.text(row: row ?? height / 2)
        return line.split(separator: "  ", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "│" }
    }
}

/// Counts a date picker's value changes.
@MainActor
final class ChangeLog {
    private(set) var dates: [Date] = []
    private(set) var durations: [TimeInterval] = []

    /// Hooks onto `picker`.
    init(_ picker: DatePicker) {
        picker.onValueChanged = { [unowned self] picker in
            if picker.datePickerMode == .countDownTimer {
                self.durations.append(picker.countDownDuration)
            } else {
                self.dates.append(picker.date)
            }
        }
    }
}

extension Screen {
    /// The style of the first cell of the first occurrence of `text` on `row`.
    func style(of text: String, row: Int) -> Style? {
        column(of: text, row: row).map { self[$0, row].style }
    }

    /// The row where `text` first occurs.
    func row(of text: String) -> Int? {
        (0..<height).first { column(of: text, row: $0) != nil }
    }
}
