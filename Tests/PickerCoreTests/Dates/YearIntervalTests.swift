import Foundation
import Testing

@testable import PickerCore

/// `DateWheelLayout.yearInterval(of:calendar:)` finds a Gregorian year from its era and year; it
/// must agree with `Calendar.dateInterval(of: .year, for:)` everywhere.
@Suite("DateWheelLayout: year intervals")
struct YearIntervalTests {
    /// Every time zone, instants spread over 1900–2200 and BC, and the first and last second of
    /// years.
    @Test func agreesWithFoundationInEveryZone() {
        var instants: [Date] = []
        for year in [-50, 1, 1582, 1900, 1901, 1911, 1942, 1970, 1995, 2011, 2024, 2100, 2200] {
            var components = DateComponents(year: year, month: 1, day: 1)
            if year <= 0 {
                components.era = 0
                components.year = 1 - year
            }
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            guard let start = utc.date(from: components) else { continue }
            for offset: TimeInterval in [-172_800, -1, 0, 1, 43_200, 15_552_000, 31_453_200] {
                instants.append(start.addingTimeInterval(offset))
            }
        }
        var disagreements: [String] = []
        for identifier in TimeZone.knownTimeZoneIdentifiers {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: identifier)!
            for instant in instants {
                let fast = DateWheelLayout.yearInterval(of: instant, calendar: calendar)
                let foundation = calendar.dateInterval(of: .year, for: instant)
                if fast != foundation { disagreements.append("\(identifier) \(instant): \(String(describing: fast))") }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test func otherCalendarsKeepFoundationsAnswer() {
        for identifier in [Calendar.Identifier.japanese, .buddhist, .hebrew, .chinese, .islamicUmmAlQura, .persian] {
            let calendar = Calendar(identifier: identifier)
            let date = Date(timeIntervalSince1970: 1_556_668_800)  // 2019-05-01, Reiwa 1 begins
            #expect(
                DateWheelLayout.yearInterval(of: date, calendar: calendar)
                    == calendar.dateInterval(of: .year, for: date))
        }
    }

    /// The one-run year table of a Gregorian span agrees with the table asked of `Calendar`.
    @Test func gregorianYearTableAgreesWithFoundation() {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Date {
            utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
        }
        let spans = [
            DateInterval(start: date(1900, 1, 1), end: date(2201, 1, 1)),
            DateInterval(start: date(1585, 1, 1, 12), end: date(1600, 6, 1)),
            DateInterval(start: date(2024, 1, 15), end: date(2024, 1, 16)),
            DateInterval(start: date(1999, 12, 31, 23), end: date(2000, 1, 1, 1)),
            DateInterval(start: date(9000, 1, 1), end: date(9998, 12, 31)),
        ]
        var disagreements: [String] = []
        for identifier in TimeZone.knownTimeZoneIdentifiers {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: identifier)!
            for span in spans {
                guard let fast = YearTable.gregorianSegments(calendar: calendar, span: span) else {
                    disagreements.append("\(identifier) \(span): no fast table")
                    continue
                }
                let asked = YearTable.segments(calendar: calendar, span: span)
                let same =
                    fast.count == asked.count
                    && zip(fast, asked).allSatisfy {
                        $0.era == $1.era && $0.firstYear == $1.firstYear && $0.lastYear == $1.lastYear
                            && $0.firstRow == $1.firstRow && $0.start == $1.start && $0.end == $1.end
                    }
                if !same { disagreements.append("\(identifier) \(span)") }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        // Before 1584 (Julian in Foundation's Gregorian calendar) and other calendars: no shortcut.
        #expect(
            YearTable.gregorianSegments(
                calendar: utc, span: DateInterval(start: date(1500, 1, 1), end: date(1900, 1, 1))) == nil)
        #expect(YearTable.gregorianSegments(calendar: Calendar(identifier: .japanese), span: spans[0]) == nil)
    }
}
