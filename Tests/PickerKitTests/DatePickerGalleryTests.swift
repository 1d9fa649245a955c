import Foundation
import Testing

@testable import PickerKit
@testable import PickersDemo

/// The gallery's Date (F1) and Calendar (F9) tabs, with "now" pinned.
@Suite("DatePicker: gallery tabs")
@MainActor
struct DatePickerGalleryTests {
    /// Now in these tests: January 15, 2024, 14:30 in the machine's time zone (the tabs use it).
    static let now: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar.date(from: DateComponents(year: 2024, month: 1, day: 15, hour: 14, minute: 30))!
    }()

    final class Clock {
        var reads = 0
    }

    struct Run {
        let gallery: Gallery
        let program: WidgetProgram
        let context: RunContext
        let clock: Clock
    }

    func start() -> Run {
        let clock = Clock()
        let gallery = Gallery(seed: 1) {
            clock.reads += 1
            return Self.now
        }
        let program = gallery.makeProgram(theme: .monochrome)
        let context = RunContext(now: 0)
        context.program = program
        program.start(context: context)
        let run = Run(gallery: gallery, program: program, context: context, clock: clock)
        _ = screen(run)
        return run
    }

    func screen(_ run: Run) -> Screen {
        var screen = Screen(width: 100, height: 30)
        run.program.frame(into: &screen)
        return screen
    }

    func key(_ run: Run, _ key: Key, _ modifiers: Modifiers = [], at time: Double) {
        run.program.handle(.key(key, modifiers), context: run.context.at(time))
    }

    func frames(_ run: Run, from start: Double, to end: Double) {
        var time = start
        while time < end {
            time += 1.0 / 60
            run.context.now = time
            run.context.runDueTimers()
            _ = run.program.advance(context: run.context)
        }
    }

    @Test("Date: now when the tab opens, 1970…2200, and Select says what was chosen")
    func dateTab() throws {
        let run = start()
        #expect(run.clock.reads == 1, "the gallery opens on Date, whose tab is built when first shown")
        key(run, .function(1), at: 0)
        var text = screen(run).textDump
        #expect(run.clock.reads == 1)
        #expect(text.contains("Date and time"))
        #expect(text.contains("Today"))
        #expect(text.contains("[ Select ]"))
        let tab = try #require(run.gallery.currentScreen as? DeferredScreen)
        let date = try #require(tab.screen as? DateScreen)
        #expect(date.picker.date == Self.now)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        #expect(date.picker.minimumDate == calendar.date(from: DateComponents(year: 1970, month: 1, day: 1)))
        #expect(calendar.component(.year, from: try #require(date.picker.maximumDate)) == 2200)
        #expect(run.program.focused === date.picker.wheels?.picker, "the focus starts on the first wheel")
        key(run, .down, at: 1)
        frames(run, from: 1, to: 2)
        for (index, time) in [3.0, 3.1, 3.2, 3.3].enumerated() {
            key(run, .tab, at: time)
            if index < 3 { #expect(run.program.focused === date.picker.wheels?.picker) }
        }
        #expect(run.program.focused === date.select)
        key(run, .enter, at: 4)
        text = screen(run).textDump
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = .current
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        let chosen = formatter.string(from: Self.now.addingTimeInterval(86_400))
        #expect(text.contains("Date and Time Selected"))
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }).joined(separator: " ")
        let expected = "The date and time you selected is: \(chosen)".split(separator: " ").joined(separator: " ")
        #expect(words.contains(expected), "\(words)")
        #expect(text.contains("[ Yes, I did. ]"))
        key(run, .enter, at: 5)
        #expect(run.program.modal == nil)
        key(run, .function(2), at: 6)
        key(run, .function(1), at: 7)
        #expect(run.clock.reads == 1, "built once")
    }

    @Test("Calendar: Dutch month grid, week numbers, decorations, and a range with its length")
    func calendarTab() throws {
        let run = start()
        key(run, .function(9), at: 0)
        var text = screen(run).textDump
        #expect(text.contains("Januari"))
        #expect(text.contains("◀ 2024 ▶"))
        #expect(text.contains("ma  di  wo  do  vr  za  zo"))
        let lines = text.split(separator: "\n").map { $0.trimmingSpaces() }
        #expect(lines.contains("1   1   2   3   4   5•  6   7"), "week 1, the 5th decorated")
        #expect(lines.contains("5  29  30  31★"), "the last day closes the month")
        #expect(text.contains("19!"))
        #expect(text.contains("maandag 15 januari 2024"), "the focused day, when nothing is selected")
        key(run, .character(" "), at: 1)
        key(run, .right, at: 1.1)
        key(run, .right, at: 1.2)
        key(run, .right, at: 1.3)
        text = screen(run).textDump
        #expect(text.contains("maandag 15 januari 2024 – …"))
        key(run, .character(" "), at: 1.4)
        text = screen(run).textDump
        #expect(text.contains("15–18 januari 2024 · 4 dagen"))
        // The month ribbon: Tab, then Right, a month on once it settles.
        key(run, .tab, at: 2)
        key(run, .right, at: 2.1)
        frames(run, from: 2.1, to: 3)
        text = screen(run).textDump
        #expect(text.contains("Februari"))
        #expect(text.contains("29★"))
    }
}

/// The Date tab's alert says what the wheels show, to the second the tab was given.
@Suite("DatePicker: the Date tab's alert")
@MainActor
struct DateTabAlertTests {
    @Test("now at 14:30:45: the wheels show 2:30 PM, the picker keeps the seconds, the alert says 2:30 PM")
    func alertReportsTheInstantShown() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let now = try #require(
            calendar.date(from: DateComponents(year: 2024, month: 1, day: 15, hour: 14, minute: 30, second: 45)))
        let screen = DateScreen(now: now)
        let program = WidgetProgram(root: screen, theme: .monochrome) { _, rows in rows }
        let context = RunContext(now: 0)
        context.program = program
        var canvas = Screen(width: 80, height: 24)
        program.frame(into: &canvas)
        #expect(screen.picker.date == now, "setDate keeps the seconds")
        let band = try #require(canvas.textDump.split(separator: "\n").first { $0.contains("Today") })
        #expect(band.split(separator: " ").filter { $0 != "│" } == ["Today", "2", "30", "PM"])
        var pressed = false
        for _ in 0..<4 where !pressed {
            program.handle(.key(.tab, []), context: context)
            pressed = program.focused === screen.select
        }
        program.handle(.key(.enter, []), context: context)
        canvas = Screen(width: 80, height: 24)
        program.frame(into: &canvas)
        let words = canvas.textDump.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }).joined(
            separator: " ")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = .current
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        let shown = formatter.string(from: now)
        #expect(shown.contains("2:30"))
        #expect(words.contains(shown.split(separator: " ").joined(separator: " ")), "\(words)")
    }
}
