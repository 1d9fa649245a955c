import Foundation
import Testing

@testable import PickerCore

/// `MonthGrid.inMonthDates()` takes a shortcut through months that keep one offset; it must give
/// what `date(of:)` gives day by day, in every zone, around the changes the issue names too.
@Suite("MonthGrid: the days' first moments")
struct MonthGridDatesTests {
    static func dayByDay(_ grid: MonthGrid) -> [[Date?]] {
        grid.weeks.map { $0.days.map { $0.isInMonth ? grid.date(of: $0) : nil } }
    }

    static func month(_ year: Int, _ month: Int, in zone: TimeZone, _ identifier: Calendar.Identifier = .gregorian)
        -> MonthGrid
    {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = zone
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let middle = utc.date(from: DateComponents(year: year, month: month, day: 15, hour: 12))!
        return MonthGrid(containing: middle, calendar: calendar)
    }

    @Test func agreesDayByDayInEveryZone() {
        let months = [
            (1900, 12), (1901, 1), (1911, 1), (1942, 2), (1945, 9), (1970, 1), (1994, 12), (1995, 1), (2000, 4),
            (2011, 12), (2014, 10), (2018, 11), (2021, 3), (2024, 1), (2024, 3), (2024, 4), (2024, 10), (2024, 11),
            (2100, 3),
        ]
        var disagreements: [String] = []
        for identifier in TimeZone.knownTimeZoneIdentifiers {
            let zone = TimeZone(identifier: identifier)!
            for (year, month) in months {
                let grid = Self.month(year, month, in: zone)
                if grid.inMonthDates() != Self.dayByDay(grid) { disagreements.append("\(identifier) \(year)-\(month)") }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    /// The cases the shortcut must not take: a day that starts at 01:00, a day the zone skips.
    @Test func monthsWithAChangeOfOffset() {
        let havana = Self.month(2024, 3, in: TimeZone(identifier: "America/Havana")!)
        let dates = havana.inMonthDates().flatMap { $0 }.compactMap { $0 }
        #expect(dates.count == 31)
        #expect(dates == Self.dayByDay(havana).flatMap { $0 }.compactMap { $0 })
        let apia = Self.month(2011, 12, in: TimeZone(identifier: "Pacific/Apia")!)
        #expect(apia.inMonthDates() == Self.dayByDay(apia))
        #expect(apia.inMonthDates().flatMap { $0 }.compactMap { $0 }.count == 30, "the 30th does not exist in Apia")
    }

    @Test func otherCalendarsAskEveryDay() {
        let zone = TimeZone(identifier: "Europe/Berlin")!
        for identifier in [Calendar.Identifier.hebrew, .chinese, .japanese] {
            let grid = Self.month(2024, 3, in: zone, identifier)
            #expect(grid.inMonthDates() == Self.dayByDay(grid))
        }
    }
}
