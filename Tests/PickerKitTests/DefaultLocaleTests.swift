import Foundation
import PickerKitTesting
import Testing

@testable import PickerKit

/// The date pickers' default locale is the environment's (`LC_ALL`, `LC_TIME`, `LANG`), as the
/// command line's is, not Foundation's `Locale.current` (`en_001` on Linux whatever `LANG` says).
/// The environment is given per task (`DateLocale.$environmentOverride`): the process's own is
/// shared by every test running at once.
@Suite("Default locale")
@MainActor
struct DefaultLocaleTests {
    let options = PromptOptions(traits: TerminalTraits(environment: ["TERM": "xterm", "LANG": "en_US.UTF-8"]))
    let today = Date(timeIntervalSince1970: 1_705_329_000)  // Monday, 2024-01-15 14:30 UTC
    let utc = TimeZone(identifier: "UTC")!

    /// `body` run with `variables` as the environment.
    func with<Result>(_ variables: [String: String], _ body: () throws -> Result) rethrows -> Result {
        try DateLocale.$environmentOverride.withValue({ variables[$0] }, operation: body)
    }

    /// The weekday line of a calendar prompt made with the default locale under `variables`.
    func weekdays(_ variables: [String: String]) throws -> [String] {
        let terminal = TestTerminal(columns: 60, rows: 16)
        terminal.press(.enter)
        var prompt = with(variables) {
            DatePrompt(mode: .date, style: .calendar, today: today, timeZone: utc, options: options)
        }
        prompt.host = terminal.host
        _ = try prompt.runBlocking()
        let frame = try #require(terminal.frames.first)
        let line = try #require(frame.lines.first { $0.contains("Mo") || $0.contains("Su") })
        return line.split(separator: " ").map(String.init)
    }

    @Test("under LANG=de_DE.UTF-8 a date prompt's calendar shows German weekdays from Monday")
    func germanUnderLang() throws {
        #expect(try weekdays(["LANG": "de_DE.UTF-8"]) == ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"])
    }

    @Test("under LANG=en_US.UTF-8 the week starts on Sunday, as in the United States")
    func americanUnderLang() throws {
        #expect(try weekdays(["LANG": "en_US.UTF-8"]) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    }

    @Test("LC_ALL comes before LC_TIME, and LC_TIME before LANG")
    func precedence() {
        let all = ["LC_ALL": "fr_FR.UTF-8", "LC_TIME": "de_DE.UTF-8", "LANG": "ja_JP.UTF-8"]
        #expect(with(all) { DatePrompt().locale.identifier } == "fr_FR")
        #expect(with(all.filter { $0.key != "LC_ALL" }) { DatePrompt().locale.identifier } == "de_DE")
        #expect(with(["LANG": "ja_JP.UTF-8"]) { DatePrompt().locale.identifier } == "ja_JP")
        #expect(with(["LANG": "C.UTF-8"]) { DatePrompt().locale.identifier } == "en_US_POSIX")
        #expect(with([:]) { DatePrompt().locale.identifier } == "en_US_POSIX")
    }

    @Test("the date picker defaults to it too, and a locale given wins")
    func pickersDefaultToIt() {
        let picker = with(["LANG": "de_DE.UTF-8"]) { DatePicker(mode: .date, date: today) }
        #expect(picker.locale.identifier == "de_DE")
        #expect(picker.calendar.firstWeekday == 2)
        let given = with(["LANG": "de_DE.UTF-8"]) {
            DatePrompt(locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian))
        }
        #expect(given.locale.identifier == "en_US")
    }

    @Test("a calendar defaults to the locale's own, with its region's first weekday")
    func theLocalesCalendar() {
        let thai = with(["LANG": "th_TH.UTF-8"]) { DatePrompt() }
        #expect(thai.calendar.identifier == .buddhist)
        let american = with(["LC_TIME": "en_US.UTF-8"]) { DatePrompt() }
        #expect(american.calendar.firstWeekday == 1)
        let german = with(["LC_TIME": "de_DE.UTF-8"]) { DatePrompt() }
        #expect(german.calendar.firstWeekday == 2 && german.calendar.minimumDaysInFirstWeek == 4)
    }
}
