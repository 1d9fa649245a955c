import Foundation
import Testing

@testable import PickerCore

@Suite("DateText")
struct DateTextTests {
    typealias S = DateTestSupport

    /// The error `body` throws, if any.
    func failure(_ body: () throws(DateText.ParseError) -> Void) -> DateText.ParseError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEachForm() throws {
        #expect(try DateText.parseDate("2024-01-15", timeZone: S.utc) == S.date(2024, 1, 15))
        #expect(try DateText.parseDate("2024-02-29", timeZone: S.utc) == S.date(2024, 2, 29))
        #expect(try DateText.parseMonth("2024-01", timeZone: S.utc) == S.date(2024, 1, 1))
        #expect(try DateText.parseDateTime("2024-01-15T14:30", timeZone: S.utc) == S.date(2024, 1, 15, 14, 30))
        #expect(
            try DateText.parseDateTime("2024-07-04T09:05", timeZone: S.newYork)
                == S.date(2024, 7, 4, 13, 5))  // EDT is UTC-4
        #expect(try DateText.parseTime("14:30") == DateText.TimeOfDay(hour: 14, minute: 30))
        #expect(try DateText.parseTime("00:00") == DateText.TimeOfDay(hour: 0, minute: 0))
        #expect(try DateText.parseCountdown("1:30") == 5400)
        #expect(try DateText.parseCountdown("23:59") == 86_340)
        #expect(try DateText.parseCountdown("0:00") == 0)
        #expect(
            try DateText.parseRange("2024-01-15/2024-01-20", as: .date, timeZone: S.utc)
                == S.date(2024, 1, 15)...S.date(2024, 1, 20))
    }

    @Test func rejectsWithAReasonNamingTheForm() {
        let cases: [(DateText.Form, String, String)] = [
            (.date, "2024-1-5", "not in the form"),
            (.date, "2024-01-5", "not in the form"),
            (.date, " 2024-01-15", "not in the form"),
            (.date, "2024/01/15", "not in the form"),
            (.date, "２０２４-01-15", "not in the form"),
            (.date, "2024-02-30", "has no day 30"),
            (.date, "2023-02-29", "has no day 29"),
            (.date, "2024-13-01", "month 13"),
            (.date, "2024-00-10", "month 0"),
            (.date, "0000-01-01", "year 0"),
            (.time, "25:00", "hour 25"),
            (.time, "24:00", "hour 24"),
            (.time, "12:60", "minute 60"),
            (.time, "9:30", "not in the form"),
            (.time, "14:30:00", "not in the form"),
            (.dateTime, "2024-01-15 14:30", "not in the form"),
            (.dateTime, "2024-01-15T25:00", "hour 25"),
            (.month, "2024-1", "not in the form"),
            (.countdown, "24:00", "hour 24"),
            (.countdown, "1:5", "not in the form"),
            (.countdown, "123:00", "not in the form"),
        ]
        for (form, text, reason) in cases {
            let error = failure { () throws(DateText.ParseError) in
                switch form {
                case .date: _ = try DateText.parseDate(text, timeZone: S.utc)
                case .time: _ = try DateText.parseTime(text)
                case .dateTime: _ = try DateText.parseDateTime(text, timeZone: S.utc)
                case .month: _ = try DateText.parseMonth(text, timeZone: S.utc)
                case .countdown: _ = try DateText.parseCountdown(text)
                }
            }
            #expect(error?.reason.contains(reason) == true, "\(text): \(String(describing: error))")
            // A text not in the form is shown the form and an example; a text in the form that
            // names no date is answered with what was typed only.
            let misshapen = reason == "not in the form"
            #expect(error?.isMisshapen == misshapen, "\(text)")
            #expect(error?.description.contains(form.pattern) == misshapen, "\(text)")
            #expect(error?.description.contains(form.example) == misshapen, "\(text)")
            #expect(error?.form == form)
        }
        let message = failure { () throws(DateText.ParseError) in
            _ = try DateText.parseDate("2024-1-5", timeZone: S.utc)
        }
        #expect(message?.description == "invalid date \"2024-1-5\": expected YYYY-MM-DD, e.g. 2024-01-15")
    }

    /// A message names the form once, and for a range the form of the whole: START/END.
    @Test func aRangeIsNamedAsARangeAndNoFormTwice() {
        let range = { (text: String) in
            failure { () throws(DateText.ParseError) in _ = try DateText.parseRange(text, as: .date, timeZone: S.utc) }?
                .description
        }
        let expected = #"expected START/END, each YYYY-MM-DD (e.g. 2024-01-15/2024-01-20)"#
        #expect(range("2024-01-15") == #"invalid range "2024-01-15": "# + expected)
        #expect(range("2024-01-15/x") == #"invalid range "2024-01-15/x": "# + expected)
        #expect(
            range("2024-01-15/2024-02-30")?.hasPrefix(#"invalid range "2024-01-15/2024-02-30": 2024-02 has no day 30"#)
                == true)
        #expect(range("2024-01-20/2024-01-15") == #"invalid range "2024-01-20/2024-01-15": it ends before it starts"#)
        for form in DateText.Form.allCases {
            let error = failure { () throws(DateText.ParseError) in
                _ = try DateText.parse("x", as: form, timeZone: S.utc)
            }
            let text = error?.description ?? ""
            #expect(text.components(separatedBy: form.pattern).count <= 2, "\(text)")
        }
    }

    @Test func rejectsALocalTimeSkippedByDaylightSaving() {
        let error = failure { () throws(DateText.ParseError) in
            _ = try DateText.parseDateTime("2024-03-10T02:30", timeZone: S.newYork)
        }
        #expect(error?.reason.contains("America/New_York") == true)
        #expect((try? DateText.parseDateTime("2024-03-10T03:30", timeZone: S.newYork)) == S.date(2024, 3, 10, 7, 30))
    }

    @Test func rejectsBadRanges() {
        let reversed = failure { () throws(DateText.ParseError) in
            _ = try DateText.parseRange("2024-01-20/2024-01-15", as: .date, timeZone: S.utc)
        }
        #expect(reversed?.reason.contains("ends before") == true)
        let single = failure { () throws(DateText.ParseError) in
            _ = try DateText.parseRange("2024-01-20", as: .date, timeZone: S.utc)
        }
        #expect(single != nil)
        let time = failure { () throws(DateText.ParseError) in
            _ = try DateText.parse("14:30", as: .time, timeZone: S.utc)
        }
        #expect(time != nil)
    }

    @Test func formatsEachForm() {
        let date = S.date(2024, 1, 5, 9, 7, 45)
        #expect(DateText.string(from: date, as: .date, timeZone: S.utc) == "2024-01-05")
        #expect(DateText.string(from: date, as: .time, timeZone: S.utc) == "09:07")
        #expect(DateText.string(from: date, as: .dateTime, timeZone: S.utc) == "2024-01-05T09:07")
        #expect(DateText.string(from: date, as: .month, timeZone: S.utc) == "2024-01")
        #expect(DateText.string(from: date, as: .dateTime, timeZone: S.newYork) == "2024-01-05T04:07")
        #expect(DateText.string(fromCountdown: 5400) == "1:30")
        #expect(DateText.string(fromCountdown: 86_340) == "23:59")
        #expect(DateText.string(fromCountdown: 59) == "0:00")
        let range = S.date(2024, 1, 15)...S.date(2024, 1, 20)
        #expect(DateText.string(from: range, as: .date, timeZone: S.utc) == "2024-01-15/2024-01-20")
    }

    @Test func roundTrips() throws {
        var date = S.date(1900, 1, 1, 0, 0)
        while date < S.date(2200, 12, 31) {
            for form in [DateText.Form.date, .dateTime, .month] {
                let text = DateText.string(from: date, as: form, timeZone: S.newYork)
                let parsed = try DateText.parse(text, as: form, timeZone: S.newYork)
                #expect(DateText.string(from: parsed, as: form, timeZone: S.newYork) == text)
            }
            date.addTimeInterval(86_400 * 97 + 3_607 * 5)
        }
        for minutes in stride(from: 0, to: 1440, by: 7) {
            let text = DateText.string(fromCountdown: TimeInterval(minutes * 60))
            #expect(try DateText.parseCountdown(text) == TimeInterval(minutes * 60))
        }
    }

    // MARK: Proleptic Gregorian, days without a midnight, skipped days

    /// Days since 1970-01-01 of a parsed day in UTC.
    func dayNumber(_ text: String) throws -> Int {
        Int(try DateText.parseDate(text, timeZone: S.utc).timeIntervalSince1970 / 86_400)
    }

    @Test func daysBeforeTheGregorianChangeAreProlepticAsPythonHasThem() throws {
        // (date(y, m, d) - date(1970, 1, 1)).days in Python
        #expect(try dayNumber("1582-10-10") == -141_432)
        #expect(try dayNumber("1582-10-15") == -141_427)
        #expect(try dayNumber("1500-02-28") == -171_606)
        #expect(try dayNumber("1000-03-01") == -354_226)
        #expect(try dayNumber("0001-01-01") == -719_162)
        #expect(try dayNumber("9999-12-31") == 2_932_896)
        for text in ["1582-10-10", "1582-10-04", "1582-10-05", "1500-03-01", "0001-01-01", "1000-02-28"] {
            let date = try DateText.parseDate(text, timeZone: S.newYork)
            #expect(DateText.string(from: date, as: .date, timeZone: S.newYork) == text)
        }
        #expect(
            DateText.string(
                from: Date(timeIntervalSince1970: -141_432 * 86_400 + 3_600), as: .dateTime, timeZone: S.utc)
                == "1582-10-10T01:00")
    }

    @Test func fifteenHundredIsNotALeapYear() {
        let error = failure { () throws(DateText.ParseError) in
            _ = try DateText.parseDate("1500-02-29", timeZone: S.utc)
        }
        #expect(error?.reason == "1500-02 has no day 29 (it has 28 days: 1500 is not a leap year)")
        #expect(
            failure { () throws(DateText.ParseError) in _ = try DateText.parseDate("1600-02-29", timeZone: S.utc) }
                == nil)
        #expect(
            failure { () throws(DateText.ParseError) in _ = try DateText.parseDate("1000-02-29", timeZone: S.utc) }
                != nil)
    }

    @Test func proleptic400YearsRoundTripEveryDay() throws {
        var number = -141_427 - 146_097
        while number < -141_427 + 400 {
            let day = ISODay(number: number)
            #expect(ISODay(year: day.year, month: day.month, day: day.day)?.number == number)
            let date = try DateText.parseDate(day.description, timeZone: S.utc)
            #expect(DateText.string(from: date, as: .date, timeZone: S.utc) == day.description)
            number += 13
        }
    }

    @Test func aDayWithoutAMidnightStartsAtItsFirstMoment() throws {
        let cases: [(String, String, Int)] = [
            ("America/Havana", "2024-03-10", 1), ("America/Sao_Paulo", "2018-11-04", 1),
            ("Asia/Beirut", "2024-03-31", 1), ("America/Asuncion", "2024-10-06", 1),
        ]
        for (zone, text, hour) in cases {
            let timeZone = try #require(TimeZone(identifier: zone))
            let start = try DateText.parseDate(text, timeZone: timeZone)
            #expect(DateText.string(from: start, as: .dateTime, timeZone: timeZone) == "\(text)T0\(hour):00", "\(zone)")
        }
    }

    @Test func aDayTheZoneSkipsIsRefusedAsSkipped() {
        let apia = TimeZone(identifier: "Pacific/Apia")!
        let error = failure { () throws(DateText.ParseError) in _ = try DateText.parseDate("2011-12-30", timeZone: apia)
        }
        #expect(error?.reason == "Pacific/Apia skips 2011-12-30 (its clocks jumped over the whole day)")
        let kiritimati = TimeZone(identifier: "Pacific/Kiritimati")!
        let other = failure { () throws(DateText.ParseError) in
            _ = try DateText.parseDate("1994-12-31", timeZone: kiritimati)
        }
        #expect(other?.reason == "Pacific/Kiritimati skips 1994-12-31 (its clocks jumped over the whole day)")
        let time = failure { () throws(DateText.ParseError) in
            _ = try DateText.parseDateTime("2011-12-30T12:00", timeZone: apia)
        }
        #expect(time?.reason.contains("skips 2011-12-30") == true)
        #expect(
            failure { () throws(DateText.ParseError) in _ = try DateText.parseDate("2011-12-31", timeZone: apia) }
                == nil)
        #expect(
            failure { () throws(DateText.ParseError) in _ = try DateText.parseDate("2011-12-29", timeZone: apia) }
                == nil)
    }

    @Test func patternsGoThroughDateFormatter() {
        let date = S.date(2024, 1, 15, 14, 30)
        #expect(DatePatternFormatter(pattern: "dd.MM.yyyy", timeZone: S.utc).string(from: date) == "15.01.2024")
        #expect(DatePatternFormatter(pattern: "MMMM", timeZone: S.utc).string(from: date) == "January")
        let german = DatePatternFormatter(pattern: "d. MMMM yyyy", locale: Locale(identifier: "de_DE"), timeZone: S.utc)
        #expect(german.string(from: date) == "15. Januar 2024")
        let range = DatePatternFormatter(pattern: "yyyyMMdd", timeZone: S.utc)
        #expect(range.string(from: date...S.date(2024, 1, 20)) == "20240115/20240120")
        let buddhist = DatePatternFormatter(
            pattern: "yyyy", calendar: Calendar(identifier: .buddhist), timeZone: S.utc)
        #expect(buddhist.string(from: date) == "2567")
    }
}
