import Foundation
import Testing

/// `picker date` in the calendars and years where what the screen showed and what Enter answered
/// used to part: days before 1582 in every view, the Korean calendar, the Republic of China before
/// 1912, the astronomical Islamic calendar east of UTC, a month picker in the Hebrew calendar, and
/// a day Samoa skipped. "Now" is pinned to 2024-01-15T14:30 UTC.
@Suite struct DateCalendarsTests {
    static let now = ["PICKER_NOW": "2024-01-15T14:30", "TZ": "UTC"]

    private func date(_ arguments: [String], environment: [String: String] = [:]) throws -> TerminalSession {
        try E2E.picker(
            ["date"] + arguments, environment: Self.now.merging(environment) { _, new in new }, columns: 80,
            rows: 24)
    }

    /// Presses Enter and returns the exit status and what was printed.
    private func answer(_ session: TerminalSession) -> (Int32?, String) {
        E2E.waitForStillness(session)
        session.send(Keys.enter)
        return (session.waitForExit(), session.standardOutput)
    }

    // MARK: Proleptic Gregorian in every view

    @Test func aDayBefore1582ShowsItsISOName() throws {
        let session = try date(["--locale", "en_US", "--value", "1582-10-10"])
        #expect(E2E.waitForBand(values: ["October", "10", "1582"], in: session))
        #expect(answer(session) == (0, "1582-10-10\n"))
    }

    @Test func monthModeBefore1582ShowsItsISOMonth() throws {
        let session = try date(["--locale", "en_US", "--mode", "month", "--value", "1500-03"])
        #expect(E2E.waitForBand(values: ["March", "1500"], in: session))
        #expect(answer(session) == (0, "1500-03\n"))
    }

    /// 1500 is not a leap year: Down from 28 February lands on the greyed 29th and springs back.
    @Test func february1500EndsOnThe28th() throws {
        let session = try date(["--locale", "en_US", "--value", "1500-02-28", "--min", "1000-01-01"])
        #expect(E2E.waitForBand(values: ["February", "28", "1500"], in: session))
        session.send(Keys.right + Keys.down)
        E2E.waitForStillness(session)
        #expect(E2E.waitForBand(values: ["February", "28", "1500"], in: session))
        #expect(answer(session) == (0, "1500-02-28\n"))
    }

    /// CLDR's ISO 8601 calendar writes a day of the date-and-time wheel without its weekday.
    @Test func theDateAndTimeWheelsAndTheCompactLineNameTheISODay() throws {
        let wheels = try date([
            "--locale", "en_US", "--calendar", "iso8601", "--mode", "datetime", "--value", "1582-10-10T10:00",
        ])
        #expect(E2E.waitForBand(values: ["Oct 10", "10", "00", "AM"], in: wheels))
        #expect(answer(wheels) == (0, "1582-10-10T10:00\n"))
        let compact = try date(["--locale", "en_US", "--style", "compact", "--value", "1582-10-10"])
        #expect(compact.waitForText("Oct 10, 1582 ▾"))
        #expect(answer(compact) == (0, "1582-10-10\n"))
    }

    // MARK: Dangi

    @Test func dangiHasItsLeapMonth() throws {
        let session = try date(["--calendar", "dangi", "--locale", "ko_KR", "--value", "2023-03-22"])
        #expect(E2E.waitForBand(values: ["2023년(계묘년)", "윤2월", "1일"], in: session))
        session.send(Keys.right + Keys.up)
        #expect(E2E.waitForBand(values: ["2023년(계묘년)", "2월", "1일"], in: session))
        #expect(answer(session) == (0, "2023-02-20\n"))
        let keyword = try date(["--locale", "ko_KR@calendar=dangi", "--value", "2023-03-22"])
        #expect(E2E.waitForBand(values: ["2023년(계묘년)", "윤2월", "1일"], in: keyword))
        #expect(answer(keyword) == (0, "2023-03-22\n"))
    }

    // MARK: The Republic of China before 1912

    @Test func yearsBeforeTheRepublicAreRowsOfTheirOwn() throws {
        let before = try date(["--locale", "zh_TW", "--calendar", "roc", "--value", "1905-06-15"])
        #expect(E2E.waitForBand(values: ["民國前 7年", "6月", "15日"], in: before))
        #expect(before.screenText.contains("民國前 6年"))
        before.send(Keys.right + Keys.down)
        #expect(E2E.waitForBand(values: ["民國前 7年", "7月", "15日"], in: before))
        #expect(answer(before) == (0, "1905-07-15\n"))
        let republic = try date(["--locale", "zh_TW", "--calendar", "roc", "--value", "1912-06-15"])
        #expect(E2E.waitForBand(values: ["民國 1年", "6月", "15日"], in: republic))
        republic.send(Keys.up)
        #expect(E2E.waitForBand(values: ["民國前 1年", "6月", "15日"], in: republic))
        #expect(answer(republic) == (0, "1911-06-15\n"))
    }

    // MARK: Islamic east of UTC

    /// 2024-03-20 is 10 Ramadan 1445 and 2023-03-31 10 Ramadan 1444, as ICU counts in UTC.
    @Test(arguments: ["Europe/Vienna", "Asia/Tokyo"])
    func islamicEastOfUTC(zone: String) throws {
        let session = try date(
            ["--locale", "en_US", "--calendar", "islamic", "--value", "2024-03-20"], environment: ["TZ": zone])
        #expect(E2E.waitForBand(values: ["Ramadan", "10", "1445 AH"], in: session))
        #expect(session.screenText.contains("1444 AH") && session.screenText.contains("1446 AH"))
        session.send(Keys.right + Keys.right + Keys.up)
        #expect(E2E.waitForBand(values: ["Ramadan", "10", "1444 AH"], in: session))
        #expect(answer(session) == (0, "2023-03-31\n"))
    }

    // MARK: A month never keeps a hidden day

    /// Each move is let settle (the wheel picks its row when it comes to rest), as a user's would.
    @Test func aHebrewMonthAnswersTheSameAfterUpAndDown() throws {
        let session = try date(["--locale", "ur_PK", "--calendar", "hebrew", "--mode", "month", "--value", "1938-02"])
        #expect(E2E.waitForBand(values: ["5698 AM", "شیوت"], in: session))
        session.send(Keys.up)
        #expect(E2E.waitForBand(values: ["5698 AM", "تیویت"], in: session))
        E2E.waitForStillness(session)
        session.send(Keys.down)
        #expect(E2E.waitForBand(values: ["5698 AM", "شیوت"], in: session))
        #expect(answer(session) == (0, "1938-02\n"))
    }

    // MARK: A day Samoa skipped

    @Test func upFromTheDayAfterASkippedDayGoesToTheDayBefore() throws {
        let session = try date(["--locale", "en_US", "--value", "2011-12-31", "--time-zone", "Pacific/Apia"])
        #expect(E2E.waitForBand(values: ["December", "31", "2011"], in: session))
        session.send(Keys.right + Keys.up)
        #expect(E2E.waitForBand(values: ["December", "29", "2011"], in: session))
        #expect(answer(session) == (0, "2011-12-29\n"))
    }
}
