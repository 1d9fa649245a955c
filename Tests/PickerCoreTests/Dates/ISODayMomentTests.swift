import Foundation
import Testing

@testable import PickerCore

/// `ISODay.moment(atTimeOf:in:)` puts a time of day on another day from the zone's offsets alone;
/// Foundation's calendar (era, year, month and day of one date with the hour, minute, second and
/// nanosecond of the other) is the reference it must agree with, in zones with and without
/// daylight saving and across their changes.
@Suite("A time of day moved to another day")
struct ISODayMomentTests {
    static let zones = [
        "UTC", "Europe/Berlin", "America/New_York", "America/Havana", "America/Sao_Paulo", "Asia/Beirut",
        "America/Asuncion", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Kolkata", "Asia/Kathmandu",
        "America/St_Johns", "Pacific/Chatham", "Europe/London", "Africa/Casablanca",
    ]

    static func foundation(_ day: Date, _ time: Date, _ calendar: Calendar) -> Date? {
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        let clock = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: time)
        (parts.hour, parts.minute, parts.second, parts.nanosecond) = (
            clock.hour, clock.minute, clock.second, clock.nanosecond
        )
        return calendar.date(from: parts)
    }

    @Test(arguments: zones)
    func agreesWithFoundationWheneverItAnswers(zoneName: String) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zoneName))
        var rng = SeededGenerator(seed: UInt64(zoneName.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        var answered = 0
        var declined = 0
        for _ in 0..<3_000 {
            // 1990–2040, a quarter-second grid, and a day up to 400 days away.
            let time = Date(
                timeIntervalSince1970: Double(Int.random(in: 631_152_000...2_208_988_800, using: &rng)) / 4 * 4
                    + Double(Int.random(in: 0..<4, using: &rng)) / 4)
            let from = ISODay(of: time, in: calendar)
            let target = ISODay(number: from.number + Int.random(in: -400...400, using: &rng))
            guard let start = target.start(in: calendar) else { continue }
            guard let fast = target.moment(atTimeOf: time, in: calendar) else {
                declined += 1
                continue
            }
            answered += 1
            let reference = try #require(Self.foundation(start, time, calendar))
            #expect(abs(fast.timeIntervalSince(reference)) < 1e-6, "\(zoneName): \(time) on day \(target.number)")
            #expect(ISODay(of: fast, in: calendar) == target)
        }
        #expect(answered > 2_500)
        if zoneName == "UTC" || zoneName == "Asia/Kolkata" { #expect(declined == 0) }
    }

    @Test func declinesNearAChangeOfOffset() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        // 2024-03-31 02:30 does not exist in Berlin; 2024-10-27 02:30 happens twice.
        let time = try #require(calendar.date(from: DateComponents(year: 2024, month: 1, day: 1, hour: 2, minute: 30)))
        for day in [ISODay(year: 2024, month: 3, day: 31), ISODay(year: 2024, month: 10, day: 27)] {
            #expect(try #require(day).moment(atTimeOf: time, in: calendar) == nil)
        }
        // A day well away from both keeps 02:30.
        let june = try #require(ISODay(year: 2024, month: 6, day: 12))
        let plain = try #require(june.moment(atTimeOf: time, in: calendar))
        #expect(calendar.dateComponents([.hour, .minute], from: plain) == DateComponents(hour: 2, minute: 30))
    }
}
