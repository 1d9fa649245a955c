import Foundation
import Testing

extension Keys {
    static let shiftPageDown = "\u{1B}[6;2~"
}

/// `picker date` run for real in a pseudo-terminal, with "now" pinned to Monday, January 15,
/// 2024, 14:30 UTC; and the gallery's Date and Calendar tabs.
@Suite struct DateTests {
    static let now = ["PICKER_NOW": "2024-01-15T14:30", "TZ": "UTC"]

    private func date(
        _ arguments: [String], environment: [String: String] = [:], columns: Int = 80, rows: Int = 24
    ) throws -> TerminalSession {
        try E2E.picker(
            ["date"] + arguments, environment: Self.now.merging(environment) { _, new in new }, columns: columns,
            rows: rows)
    }

    /// Presses Enter and returns the exit status and what was printed.
    private func answer(_ session: TerminalSession) -> (Int32?, String) {
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        return (session.waitForExit(), session.standardOutput)
    }

    // MARK: Modes on wheels

    @Test func dateWheelsReadMonthDayYearAndStartInTheFirstColumn() throws {
        let session = try date(["--locale", "en_US"])
        #expect(E2E.waitForBand(values: ["January", "15", "2024"], in: session))
        #expect(session.screenText.contains("February"))
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["February", "15", "2024"], in: session))
        session.send(Keys.right + Keys.down)
        #expect(E2E.waitForBand(values: ["February", "16", "2024"], in: session))
        let (status, output) = answer(session)
        #expect(status == 0)
        #expect(output == "2024-02-16\n")
        #expect(session.terminalModes == .cooked)
    }

    @Test func theLocaleComesFromTheEnvironment() throws {
        let session = try date([], environment: ["LANG": "de_DE.UTF-8"])
        #expect(E2E.waitForBand(values: ["15", "Januar", "2024"], in: session))
        session.send(Keys.up)
        #expect(E2E.waitForBand(values: ["14", "Januar", "2024"], in: session))
        let (status, output) = answer(session)
        #expect(status == 0)
        #expect(output == "2024-01-14\n")
    }

    @Test func timeIsTwelveHourInEnglishAndTwentyFourInGerman() throws {
        let session = try date(["--mode", "time", "--locale", "en_US"])
        #expect(E2E.waitForBand(values: ["2", "30", "PM"], in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["3", "30", "PM"], in: session))
        #expect(answer(session) == (0, "15:30\n"))
        let german = try date(["--mode", "time", "--locale", "de_DE"])
        #expect(E2E.waitForBand(values: ["14", "30"], in: german))
        german.send(Keys.escape)
        #expect(german.waitForExit() == 1)
        #expect(german.standardOutput == "")
    }

    @Test func dateAndTimeShowsTodayAndTheNextDays() throws {
        let session = try date(["--mode", "datetime", "--locale", "en_US"])
        #expect(E2E.waitForBand(values: ["Today", "2", "30", "PM"], in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["Tue, Jan 16", "2", "30", "PM"], in: session))
        #expect(answer(session) == (0, "2024-01-16T14:30\n"))
    }

    @Test func countdownAnswersHoursAndMinutesAndZeroSpringsBack() throws {
        let session = try date(["--mode", "countdown", "--value", "0:01", "--json", "--locale", "en_US"])
        #expect(E2E.waitForBand(values: ["0 hr", "1 min"], in: session))
        session.send(Keys.right + Keys.up)
        E2E.waitForStillness(session)
        #expect(E2E.waitForBand(values: ["0 hr", "1 min"], in: session), "0:00 cannot be chosen")
        session.send(Keys.down + Keys.down)
        #expect(E2E.waitForBand(values: ["0 hr", "3 min"], in: session))
        session.send(Keys.left + Keys.down)
        #expect(E2E.waitForBand(values: ["1 hr", "3 min"], in: session))
        #expect(answer(session) == (0, #"{"value":"1:03","seconds":3780}"# + "\n"))
    }

    @Test func monthModeAnswersYearAndMonth() throws {
        let session = try date(["--mode", "month", "--locale", "en_US"])
        #expect(E2E.waitForBand(values: ["January", "2024"], in: session))
        session.send(Keys.right + Keys.up)
        #expect(E2E.waitForBand(values: ["January", "2023"], in: session))
        #expect(answer(session) == (0, "2023-01\n"))
    }

    @Test func outsideMinAndMaxTheWheelSpringsBack() throws {
        let session = try date([
            "--locale", "en_US", "--min", "2024-01-10", "--max", "2024-03-20", "--value", "2024-03-15",
        ])
        #expect(E2E.waitForBand(values: ["March", "15", "2024"], in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["March", "20", "2024"], in: session), "April springs back to March 20")
        #expect(answer(session) == (0, "2024-03-20\n"))
    }

    @Test func minuteIntervalStepsTheMinutes() throws {
        let session = try date(["--mode", "time", "--minute-interval", "15", "--value", "14:37", "--locale", "en_US"])
        #expect(E2E.waitForBand(values: ["2", "30", "PM"], in: session))
        session.send(Keys.right + Keys.down)
        #expect(E2E.waitForBand(values: ["2", "45", "PM"], in: session))
        #expect(answer(session) == (0, "14:45\n"))
    }

    // MARK: Calendar and compact styles

    @Test func calendarStyleStartsOnTheValuesDay() throws {
        let session = try date(["--style", "calendar", "--locale", "en_US", "--value", "2024-02-29"])
        #expect(session.waitForText("[29]"))
        #expect(session.screenText.contains("February"))
        session.send(Keys.right)
        #expect(session.waitForText("[ 1]"))
        #expect(session.screenText.contains("March"))
        session.send(Keys.shiftPageDown)
        #expect(session.waitForText("2025"))
        #expect(answer(session) == (0, "2025-03-01\n"))
    }

    @Test func calendarWithTimeAndAClickOnADay() throws {
        let session = try date(["--style", "calendar", "--mode", "datetime", "--locale", "en_US"])
        #expect(session.waitForText("[15]"))
        let row = try #require(E2E.row(containing: " 24 ", in: session))
        let column = try #require(E2E.column(of: "24", row: row, in: session))
        session.send(Keys.Mouse.press(column: column, row: row) + Keys.Mouse.release(column: column, row: row))
        #expect(session.waitForText("[24]"))
        #expect(answer(session) == (0, "2024-01-24T14:30\n"))
    }

    @Test func rangeSelectionPrintsTheFirstAndLastDays() throws {
        let session = try date(["--select", "range", "--locale", "nl_NL", "--week-numbers"])
        #expect(session.waitForText("Januari"))
        #expect(session.screenText.contains("ma  di  wo  do  vr  za  zo"))
        session.send(" " + Keys.repeated(Keys.right, 3) + " ")
        #expect(answer(session) == (0, "2024-01-15/2024-01-18\n"))
    }

    @Test func multipleSelectionPrintsOneDatePerLine() throws {
        let session = try date(["--select", "multiple", "--json"])
        #expect(session.waitForText("[15]"))
        session.send(" " + Keys.right + Keys.right + " ")
        #expect(answer(session) == (0, #"{"values":["2024-01-15","2024-01-17"]}"# + "\n"))
        let plain = try date(["--select", "multiple", "--value", "2024-01-03,2024-01-01"])
        #expect(plain.waitForText("[ 1]"))
        #expect(answer(plain) == (0, "2024-01-01\n2024-01-03\n"))
    }

    @Test func compactLineOpensTheCalendarAndTheTime() throws {
        let session = try date(["--style", "compact", "--mode", "datetime", "--locale", "en_US"])
        #expect(session.waitForText("Jan 15, 2024 ▾"))
        session.send(" ")
        #expect(session.waitForText("[15]"))
        session.send(Keys.right + Keys.enter)
        #expect(session.waitForText("Jan 16, 2024 ▾"))
        #expect(session.waitUntil { !$0.screenText.contains("[16]") }, "Enter folded the calendar")
        #expect(!session.hasExited)
        session.send(Keys.right + " " + Keys.down + Keys.enter)
        #expect(session.waitUntil { $0.screenText.contains("3:30") })
        #expect(answer(session) == (0, "2024-01-16T15:30\n"))
    }

    @Test func formatWritesWithAPattern() throws {
        let session = try date(["--format", "dd.MM.yyyy", "--value", "2024-03-05"])
        #expect(answer(session) == (0, "05.03.2024\n"))
    }

    // MARK: Without a terminal, accessible, errors

    @Test(arguments: [
        (["--default", "2024-01-15"], 0, "2024-01-15\n"),
        (["--mode", "datetime", "--default", "2024-03-10T02:30", "--time-zone", "America/New_York"], 2, ""),
        (
            ["--select", "range", "--default", "2024-01-15/2024-01-20", "--json"], 0,
            #"{"start":"2024-01-15","end":"2024-01-20"}"# + "\n"
        ),
        (["--mode", "time", "--minute-interval", "15", "--default", "14:37"], 0, "14:30\n"),
        ([], 2, ""),
    ])
    func withoutATerminalDefaultIsTheAnswer(arguments: [String], status: Int32, output: String) throws {
        let picker = try pickerExecutablePath()
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", #"exec setsid -w "$0" date "$@" < /dev/null"#, picker] + arguments,
            environment: Self.now)
        #expect(session.waitForExit() == status)
        #expect(session.standardOutput == output)
        if status != 0 {
            #expect(session.standardError.hasPrefix("picker: "))
            #expect(session.standardError.contains("--default"), "\(session.standardError)")
            #expect(session.standardError.filter { $0 == "\n" }.count == 1)
        }
    }

    /// Values as the world has them, without a terminal: proleptic ISO 8601 (in both option
    /// forms, `--value x` and `--value=x`), skipped days, bounds off the minute interval.
    static let worldValues: [([String], Int32, String)] = [
        // ISO 8601 is proleptic Gregorian, in both option forms.
        (["--min", "1000-01-01", "--default", "1582-10-10"], 0, "1582-10-10\n"),
        (["--min=1000-01-01", "--default=1582-10-10"], 0, "1582-10-10\n"),
        (["--default", "1500-02-29"], 2, ""),
        (["--default", "0001-01-01"], 0, "0001-01-01\n"),
        (["--default", "9999-12-31"], 0, "9999-12-31\n"),
        (["--default", "2011-12-30", "--time-zone", "Pacific/Apia"], 2, ""),
        (["--default", "1994-12-31", "--time-zone", "Pacific/Kiritimati"], 2, ""),
        (["--default", "2024-03-10", "--time-zone", "America/Havana", "--mode", "date"], 0, "2024-03-10\n"),
        // A value equal to a minimum off the minute interval: the first step inside.
        (
            [
                "--mode", "datetime", "--minute-interval", "15", "--min", "2024-01-15T09:07", "--default",
                "2024-01-15T09:07",
            ],
            0, "2024-01-15T09:15\n"
        ),
        (["--mode", "time", "--minute-interval", "15", "--min", "09:07", "--default", "09:07"], 0, "09:15\n"),
        (["--mode", "time", "--minute-interval", "15", "--min", "09:07", "--default", "09:00"], 2, ""),
        (["--calendar", "chinese", "--locale", "zh_CN", "--default", "2023-03-22"], 0, "2023-03-22\n"),
    ]

    @Test(arguments: worldValues)
    func withoutATerminalWorldValues(arguments: [String], status: Int32, output: String) throws {
        try withoutATerminalDefaultIsTheAnswer(arguments: arguments, status: status, output: output)
    }

    @Test(arguments: [
        (["--default", "1500-02-29"], "1500-02 has no day 29 (it has 28 days: 1500 is not a leap year)"),
        (["--default", "2011-12-30", "--time-zone", "Pacific/Apia"], "Pacific/Apia skips 2011-12-30"),
        (["--default", "1994-12-31", "--time-zone", "Pacific/Kiritimati"], "Pacific/Kiritimati skips 1994-12-31"),
        (["--default", "2024-01-10", "--min", "2024-01-15"], "2024-01-10 is before the earliest date"),
    ])
    func anErrorQuotesOnlyTheDatesTyped(arguments: [String], message: String) throws {
        let picker = try pickerExecutablePath()
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", #"exec setsid -w "$0" date "$@" < /dev/null"#, picker] + arguments,
            environment: Self.now)
        #expect(session.waitForExit() == 2)
        let error = session.standardError
        #expect(error.contains(message), "\(error)")
        // Every date in the message is one the command line holds.
        let dates = error.matches(of: /\d{4}-\d{2}-\d{2}/).map { String(error[$0.range]) }
        #expect(!dates.isEmpty)
        for date in dates { #expect(arguments.contains(date), "\(date) was not typed: \(error)") }
    }

    // MARK: Dates as the world has them

    /// The screens (the title on the right, the days from right to left, Left a day on) are in
    /// WholeScreenDateTests.calendarRightToLeft.
    @Test func arabicCalendarRunsRightToLeft() throws {
        let session = try date(["--style", "calendar", "--locale", "ar_EG", "--title", "اختر يومًا"])
        #expect(session.waitForText("[١٥]"))
        // Right goes back a day.
        session.send(Keys.right)
        #expect(session.waitForText("[١٤]"))
        #expect(answer(session) == (0, "2024-01-14\n"))
    }

    @Test func arabicWheelsAreMirrored() throws {
        let session = try date(["--locale", "ar_EG"])
        #expect(E2E.waitForBand(values: ["٢٠٢٤", "يناير", "١٥"], in: session))
        session.send(Keys.down)
        #expect(
            E2E.waitForBand(values: ["٢٠٢٤", "يناير", "١٦"], in: session), "the keys start on the day, at the right")
        #expect(answer(session) == (0, "2024-01-16\n"))
    }

    @Test func chineseLeapMonthIsAMonthOfItsOwn() throws {
        let session = try date(["--calendar", "chinese", "--locale", "zh_CN", "--value", "2023-03-22"])
        #expect(E2E.waitForBand(values: ["2023癸卯年", "闰二月", "1"], in: session))
        session.send(Keys.right + Keys.right + Keys.down)
        #expect(E2E.waitForBand(values: ["2023癸卯年", "闰二月", "2"], in: session))
        #expect(answer(session) == (0, "2023-03-23\n"))
    }

    @Test func aDayThatStartsAtOneKeepsItsDayWhenTheHourMoves() throws {
        let session = try date(
            ["--mode", "datetime", "--value", "2024-03-10T01:00", "--locale", "en_US"],
            environment: ["TZ": "America/Havana", "PICKER_NOW": "2024-03-09T12:00"])
        #expect(E2E.waitForBand(values: ["Sun, Mar 10", "1", "00", "AM"], in: session))
        session.send(Keys.right + Keys.down)
        #expect(E2E.waitForBand(values: ["Sun, Mar 10", "2", "00", "AM"], in: session))
        #expect(answer(session) == (0, "2024-03-10T02:00\n"))
    }

    @Test func theDateColumnSkipsTheDayApiaSkipped() throws {
        let session = try date(
            ["--mode", "datetime", "--value", "2011-12-29T12:00", "--locale", "en_US", "--time-zone", "Pacific/Apia"])
        #expect(E2E.waitForBand(values: ["Thu, Dec 29", "12", "00", "PM"], in: session))
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["Sat, Dec 31", "12", "00", "PM"], in: session))
        #expect(answer(session) == (0, "2011-12-31T12:00\n"))
    }

    @Test func october1582HasThirtyOneDays() throws {
        let session = try date([
            "--style", "calendar", "--locale", "en_US", "--min", "1000-01-01", "--value", "1582-10-10",
        ])
        #expect(session.waitForText("[10]"))
        let row = try #require(E2E.row(containing: "[10]", in: session))
        #expect(session.screenLines[row].trimmingCharacters(in: .whitespaces).hasPrefix("[10]"), "a Sunday")
        #expect(session.screenText.contains("31"))
        session.send(Keys.right)
        #expect(answer(session) == (0, "1582-10-11\n"))
    }

    @Test func theMonthRibbonOfTheHeaderPicksTheMonth() throws {
        let session = try date(["--style", "calendar", "--locale", "en_US"])
        #expect(session.waitForText("[15]"))
        session.send(Keys.tab + Keys.right + Keys.right)
        #expect(session.waitUntil { $0.screenText.contains("March") && !$0.screenText.contains("January") })
        #expect(answer(session) == (0, "2024-03-15\n"))
    }

    @Test func accessibleAsksForTheFormAndRefusesWhatDoesNotExist() throws {
        let session = try date(["--accessible", "--title", "Birthday", "--max", "2024-12-31"])
        let question = "Date (YYYY-MM-DD, Enter for 2024-01-15):"
        // Each answer is typed once the question is on screen again: typed sooner, the echo would
        // come before the question and the message would follow it on one wrapped line.
        let asked = { (times: Int) in
            session.waitUntil { $0.screenText.components(separatedBy: question).count - 1 >= times }
        }
        #expect(asked(1))
        #expect(session.screenText.contains("Birthday"))
        #expect(session.screenText.contains("Up to 2024-12-31."))
        session.send("2024-02-30\n")
        #expect(session.waitForText("2024-02 has no day 30"))
        #expect(asked(2))
        session.send("2025-01-01\n")
        #expect(session.waitForText("after the latest date that can be chosen (2024-12-31)"))
        #expect(asked(3))
        session.send("2024-02-29\n")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "2024-02-29\n")
    }

    @Test func dumbTerminalsGetTheLinePromptAndEnterKeepsTheValue() throws {
        let session = try date(["--mode", "countdown", "--value", "1:30"], environment: ["TERM": "dumb"])
        #expect(session.waitForText("Count-down duration (H:MM, Enter for 1:30):"))
        session.send("\n")
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "1:30\n")
    }

    @Test(arguments: [
        (["--value", "2024-1-5"], "--value"),
        (["--mode", "datetime", "--value", "2024-01-15"], "YYYY-MM-DDTHH:MM"),
        (["--min", "2024-02-01", "--max", "2024-01-01"], "--min"),
        (["--minute-interval", "7"], "--minute-interval"),
        (["--minute-interval", "-5"], "--minute-interval"),
        (["--time-zone", "Mars/Olympus"], "--time-zone"),
        (["--locale", "xx_YY"], "--locale"),
        (["--locale", "en_US@numbers=foo", "--style", "calendar"], "numbering system"),
        (["--locale", "en_US@numbers=foo"], "numbering system"),
        (["--mode", "time", "--select", "range"], "--select"),
        (["--mode", "countdown", "--min", "0:10"], "--min"),
        (["--mode", "countdown", "--value", "0:00"], "0:00"),
        (["--value", "2025-01-01", "--max", "2024-12-31"], "2024-12-31"),
        (["--style", "calendar", "--mode", "countdown"], "--style"),
        (["--mode", "week"], "--mode"),
        (["--height", "101%"], "--height"),
    ])
    func badArgumentsExitWithTwoAndNameTheOption(arguments: [String], mentions: String) throws {
        let session = try date(arguments)
        #expect(session.waitForExit() == 2)
        let message = session.standardError
        #expect(message.hasPrefix("picker: "), "stderr: \(message.debugDescription)")
        #expect(message.contains(mentions), "stderr: \(message.debugDescription)")
        #expect(message.filter { $0 == "\n" }.count == 1, "one line: \(message.debugDescription)")
        #expect(session.standardOutput == "")
        #expect(session.terminalModes == .cooked)
    }

    @Test func anUnreadablePinnedNowIsAnError() throws {
        let session = try date([], environment: ["PICKER_NOW": "yesterday"])
        #expect(session.waitForExit() == 2)
        #expect(session.standardError.contains("PICKER_NOW"))
    }

    @Test func helpListsEveryOptionWithItsForms() throws {
        let session = try E2E.picker(["date", "--help"])
        #expect(session.waitForExit() == 0)
        let help = session.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for option in [
            "--mode", "--style", "--value", "--min", "--max", "--minute-interval", "--locale", "--time-zone",
            "--calendar", "--select", "--format", "--json", "date, time, datetime, countdown, month",
            "wheels, calendar, compact", "single, multiple, range", "2024-01-15T14:30", "PICKER_NOW",
        ] {
            #expect(help.contains(option), "\(option) missing from the help")
        }
        let root = try E2E.picker(["--help"])
        #expect(root.waitForExit() == 0)
        #expect(root.standardOutput.contains("date "))
    }

    // MARK: The gallery

    @Test func galleryDateTabShowsNowAndSelectSaysWhatWasChosen() throws {
        let session = try E2E.picker(["demo"], environment: Self.now, columns: 100, rows: 30)
        #expect(session.waitForText("Date and time"), "the gallery opens on the Date tab")
        // The tab bar is highlighted too: the band is the row that starts with the day.
        func band(_ day: String) -> [String]? {
            E2E.row(containing: day, in: session).map { E2E.splitColumns(session.screenLines[$0]) }
        }
        #expect(session.waitUntil { _ in band("Today") == ["Today", "2", "30", "PM"] })
        session.send(Keys.up)
        #expect(session.waitUntil { _ in band("Sun, Jan 14") == ["Sun, Jan 14", "2", "30", "PM"] })
        #expect(E2E.row(containing: "Sun, Jan 14", in: session) == E2E.row(containing: "PM", in: session))
        session.send(Keys.repeated(Keys.tab, 4) + Keys.enter)
        #expect(E2E.waitForWords("Date and Time Selected", in: session))
        #expect(E2E.waitForWords("The date and time you selected is: Jan 14, 2024", in: session))
        #expect(E2E.flattenedText(session).contains("[ Yes, I did. ]"))
        session.send(Keys.enter)
        #expect(session.waitUntil { !$0.screenText.contains("Date and Time Selected") })
        session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func galleryCalendarTabIsDutchWithARange() throws {
        let session = try E2E.picker(["demo"], environment: Self.now, columns: 100, rows: 30)
        #expect(session.waitForText("Date and time"))
        session.send(Keys.f9)
        #expect(session.waitForText("Januari"))
        #expect(session.screenText.contains("ma  di  wo  do  vr  za  zo"))
        #expect(session.screenText.contains("5•"))
        #expect(session.screenText.contains("31★"))
        session.send(" " + Keys.repeated(Keys.right, 4) + " ")
        #expect(session.waitForText("15–19 januari 2024 · 5 dagen"))
        session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
