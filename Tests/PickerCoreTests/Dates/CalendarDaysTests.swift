import Foundation
import Testing

@testable import PickerCore

/// `CalendarDays` names days on the day: a Gregorian calendar by arithmetic, which must agree
/// with Foundation's wherever that is Gregorian (from 1583), in every zone; another calendar as
/// Foundation's does in UTC, whatever the zone.
@Suite("CalendarDays")
struct CalendarDaysTests {
    typealias S = DateTestSupport

    /// A year found by arithmetic begins and ends where Foundation's does, in every time zone,
    /// for instants spread over 1583–2200 and the first and last seconds of years.
    @Test func gregorianYearsAgreeWithFoundationInEveryZone() {
        var instants: [Date] = []
        for year in [1584, 1900, 1901, 1911, 1942, 1970, 1995, 2011, 2024, 2100, 2200] {
            let start = S.date(year, 1, 1)
            for offset: TimeInterval in [-172_800, -1, 0, 1, 43_200, 15_552_000, 31_453_200] {
                instants.append(start.addingTimeInterval(offset))
            }
        }
        var disagreements: [String] = []
        for identifier in TimeZone.knownTimeZoneIdentifiers {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: identifier)!
            let days = CalendarDays(calendar: calendar)
            for instant in instants {
                let year = days.yearDays(containing: days.day(of: instant))
                let found = DateInterval(
                    start: days.startOrNext(of: ISODay(number: year.lowerBound)),
                    end: days.startOrNext(of: ISODay(number: year.upperBound)))
                let foundation = calendar.dateInterval(of: .year, for: instant)
                if found != foundation { disagreements.append("\(identifier) \(instant): \(found)") }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    /// Before 1582-10-15 the Gregorian and ISO 8601 calendars name days as ISO 8601 does (Python's
    /// `datetime`), where Foundation's are Julian.
    @Test(arguments: [Calendar.Identifier.gregorian, .iso8601])
    func gregorianDaysAreProleptic(_ identifier: Calendar.Identifier) throws {
        let days = CalendarDays(calendar: S.calendar(identifier, timeZone: S.newYork))
        let tenth = try #require(ISODay(year: 1582, month: 10, day: 10))
        #expect(days.civilDay(of: tenth) == CivilDay(era: 1, year: 1582, month: CalendarMonth(10), day: 10))
        #expect(days.day(of: CivilDay(era: 1, year: 1500, month: CalendarMonth(2), day: 29)) == nil)
        let march = try #require(ISODay(year: 1500, month: 3, day: 1))
        #expect(days.monthDays(containing: march.adding(days: -1)).count == 28)
        #expect(days.yearDays(containing: march).count == 365)
        let september = try #require(ISODay(year: 1582, month: 9, day: 30))
        #expect(days.day(byAdding: 1, .month, to: september) == ISODay(year: 1582, month: 10, day: 30))
        #expect(days.firstDay(era: 1, year: 1500) == ISODay(year: 1500, month: 1, day: 1))
    }

    /// Every day of 1900–2200 gets Foundation's name in UTC, and that name gives the day back.
    @Test(arguments: [
        Calendar.Identifier.hebrew, .chinese, .japanese, .republicOfChina, .islamic, .islamicCivil, .persian,
        .coptic, .ethiopicAmeteMihret, .indian, .buddhist, .dangi,
    ])
    func otherCalendarsNameDaysAsFoundationDoesInUTC(_ identifier: Calendar.Identifier) {
        let utc = S.calendar(identifier)
        let days = CalendarDays(calendar: S.calendar(identifier, timeZone: TimeZone(identifier: "Asia/Tokyo")!))
        var disagreements: [String] = []
        for number in stride(from: -25_567, to: 84_000, by: 37) {
            let day = ISODay(number: number)
            let parts = utc.dateComponents([.era, .year, .month, .day], from: CalendarDays.namingDate(of: day))
            let expected = CivilDay(
                era: parts.era!, year: parts.year!, month: CalendarMonth(parts.month!, isLeap: parts.isLeapMonth!),
                day: parts.day!)
            if days.civilDay(of: day) != expected || days.day(of: expected) != day {
                disagreements.append("\(day): \(days.civilDay(of: day)) \(expected)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    /// The one run of a Gregorian span holds its ISO years; a Japanese span's runs change at the
    /// eras' first days.
    @Test func yearTables() throws {
        let gregorian = YearTable(
            days: CalendarDays(calendar: S.calendar()), first: ISODay(year: 1500, month: 1, day: 1)!,
            end: ISODay(year: 2201, month: 1, day: 1)!)
        #expect(gregorian.segments.count == 1)
        #expect(gregorian.rowCount == 701)
        #expect(gregorian.row(era: 1, year: 1582) == 82)
        let japanese = YearTable(
            days: CalendarDays(calendar: S.calendar(.japanese)), first: ISODay(year: 1900, month: 1, day: 1)!,
            end: ISODay(year: 2201, month: 1, day: 1)!)
        #expect(
            japanese.segments.map(\.firstDay).dropFirst() == [
                ISODay(year: 1912, month: 7, day: 30)!, ISODay(year: 1926, month: 12, day: 25)!,
                ISODay(year: 1989, month: 1, day: 8)!, ISODay(year: 2019, month: 5, day: 1)!,
            ])
        #expect(japanese.rowCount == 301 + 4)
    }
}
