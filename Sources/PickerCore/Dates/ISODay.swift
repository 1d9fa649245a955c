import Foundation

/// A day of the proleptic Gregorian calendar, the calendar ISO 8601 (and Python's `datetime`)
/// numbers days in: the Gregorian rules carried back before 1582, so 1582-10-10 exists and
/// 1500 is not a leap year.
///
/// Foundation's (and ICU's) Gregorian calendar is a hybrid: Julian up to 1582-10-04, Gregorian
/// from 1582-10-15. A day is one day in both; only its name differs before the change. This type
/// names days the ISO way by arithmetic and converts to and from the hybrid's components, so that
/// time zones, daylight saving and the start of a day still come from Foundation's calendar.
package struct ISODay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1…9999 for the days ISO text writes (astronomical numbering outside them).
    package let year: Int
    /// The month, 1…12.
    package let month: Int
    /// The day of the month, 1…31.
    package let day: Int
    /// Days since 1970-01-01 (negative before it).
    package let number: Int

    /// The day `year`-`month`-`day`, if the proleptic Gregorian calendar has it.
    package init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Self.daysInMonth(year: year, month: month) else { return nil }
        self.year = year
        self.month = month
        self.day = day
        number = Self.gregorianNumber(year: year, month: month, day: day)
    }

    /// The day `number` days after 1970-01-01.
    package init(number: Int) {
        // Julian Day Number to Gregorian (Fliegel and Van Flandern), floor division throughout.
        let a = number + 2_440_588 + 32_044
        let b = Self.floorDivide(4 * a + 3, 146_097)
        let c = a - Self.floorDivide(146_097 * b, 4)
        let d = Self.floorDivide(4 * c + 3, 1461)
        let e = c - Self.floorDivide(1461 * d, 4)
        let m = Self.floorDivide(5 * e + 2, 153)
        day = e - Self.floorDivide(153 * m + 2, 5) + 1
        month = m + 3 - 12 * Self.floorDivide(m, 10)
        year = 100 * b + d - 4800 + Self.floorDivide(m, 10)
        self.number = number
    }

    /// "2024-01-15".
    package var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// The weekday, as `Calendar` numbers it (1 = Sunday … 7 = Saturday).
    package var weekday: Int {
        // 1970-01-01 was a Thursday (5).
        (number % 7 + 7 + 4) % 7 + 1
    }

    /// The day `count` days later (earlier when negative).
    package func adding(days count: Int) -> ISODay {
        ISODay(number: number + count)
    }

    package static func < (lhs: ISODay, rhs: ISODay) -> Bool { lhs.number < rhs.number }

    // MARK: - Rules

    /// Whether `year` is a leap year: every fourth year, but not whole centuries unless they
    /// divide by 400 (so 1500 and 1900 are not, 1600 and 2000 are).
    package static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The days of `month` in `year` (28 to 31); 0 for a month that does not exist.
    package static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: return 31
        case 4, 6, 9, 11: return 30
        case 2: return isLeapYear(year) ? 29 : 28
        default: return 0
        }
    }

    /// The first day Foundation's Gregorian calendar counts the Gregorian way: 1582-10-15.
    package static let gregorianChange = ISODay(number: -141_427)

    // MARK: - Foundation's Gregorian calendar

    /// The era, year, month and day that Foundation's Gregorian calendar gives this day: the same
    /// from 1582-10-15 on, the Julian date before (1582-10-10 is Julian 1582-09-30).
    package var hybridComponents: DateComponents {
        var (year, month, day) = (self.year, self.month, self.day)
        if number < Self.gregorianChange.number {
            (year, month, day) = Self.julian(number: number)
        }
        return year >= 1
            ? DateComponents(era: 1, year: year, month: month, day: day)
            : DateComponents(era: 0, year: 1 - year, month: month, day: day)
    }

    /// The day Foundation's Gregorian calendar calls (era, year, month, day): read as Julian
    /// before 1582-10-15; nil for a date that calendar does not have.
    package init?(hybridEra era: Int, year: Int, month: Int, day: Int) {
        let astronomical = era == 0 ? 1 - year : year
        if (astronomical, month, day) >= (1582, 10, 15) {
            self.init(year: astronomical, month: month, day: day)
        } else {
            guard (1...12).contains(month), day >= 1,
                day <= (month == 2 ? (astronomical % 4 == 0 ? 29 : 28) : Self.daysInMonth(year: 2001, month: month))
            else { return nil }
            self.init(number: Self.julianNumber(year: astronomical, month: month, day: day))
        }
    }

    /// The local day of `date` in the time zone of `calendar` (whatever calendar it is: a day is
    /// a day in every calendar), by the zone's offset at that moment.
    package init(of date: Date, in calendar: Calendar) {
        let local = date.timeIntervalSince1970 + Double(calendar.timeZone.secondsFromGMT(for: date))
        self.init(number: Int((local / 86_400).rounded(.down)))
    }

    /// The first moment of this day in the time zone of `calendar`: its midnight, or the first
    /// moment after a daylight-saving change that skips midnight (01:00 in Havana on 2024-03-10).
    /// Nil when the time zone skips the whole day (Pacific/Apia 2011-12-30).
    package func start(in calendar: Calendar) -> Date? {
        // Midnight by the zone's offset, when that offset holds at midnight (nearly always).
        let midnight = Double(number) * 86_400
        let zone = calendar.timeZone
        let guess = midnight - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: midnight)))
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: guess))
        let exact = midnight - Double(offset)
        if exact == guess || zone.secondsFromGMT(for: Date(timeIntervalSince1970: exact)) == offset {
            let date = Date(timeIntervalSince1970: exact)
            // Valid only if no change lies between this midnight and the one guessed.
            if ISODay(of: date, in: calendar) == self, Self.isMidnight(date, zone) { return date }
        }
        // A change of offset near midnight: Foundation's Gregorian calendar finds the day's start.
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = zone
        guard let date = gregorian.date(from: hybridComponents), ISODay(of: date, in: gregorian) == self else {
            return nil
        }
        let start = gregorian.startOfDay(for: date)
        return ISODay(of: start, in: gregorian) == self ? start : date
    }

    /// The moment on this day whose wall-clock time in the time zone of `calendar` is that of
    /// `date` (seconds and fractions kept), worked out from the zone's offsets alone. Nil when a
    /// change of offset lies within three hours of it: the time may then be skipped or there
    /// twice, and Foundation's calendar says which moment is meant.
    package func moment(atTimeOf date: Date, in calendar: Calendar) -> Date? {
        let zone = calendar.timeZone
        let offset = zone.secondsFromGMT(for: date)
        let local = date.timeIntervalSince1970 + Double(offset)
        let days = number - Int((local / 86_400).rounded(.down))
        // The same time of day in UTC, then moved by the difference of the two offsets.
        let shifted = date.addingTimeInterval(Double(days) * 86_400)
        let shiftedOffset = zone.secondsFromGMT(for: shifted)
        let moment = shifted.addingTimeInterval(Double(offset - shiftedOffset))
        let margin: TimeInterval = 3 * 3_600
        guard zone.secondsFromGMT(for: moment) == shiftedOffset,
            zone.secondsFromGMT(for: moment.addingTimeInterval(-margin)) == shiftedOffset,
            zone.secondsFromGMT(for: moment.addingTimeInterval(margin)) == shiftedOffset
        else { return nil }
        return moment
    }

    /// Whether `date` is a local midnight in `zone` and the moment before it lies on the day before.
    private static func isMidnight(_ date: Date, _ zone: TimeZone) -> Bool {
        let local = date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))
        guard local.truncatingRemainder(dividingBy: 86_400) == 0 else { return false }
        let before = date.addingTimeInterval(-1)
        let previous = before.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: before))
        return (previous / 86_400).rounded(.down) == (local / 86_400).rounded(.down) - 1
    }

    // MARK: - Arithmetic

    private static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (through its Julian Day Number).
    private static func gregorianNumber(year: Int, month: Int, day: Int) -> Int {
        let a = floorDivide(14 - month, 12)
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        let jdn =
            day + floorDivide(153 * m + 2, 5) + 365 * y + floorDivide(y, 4) - floorDivide(y, 100)
            + floorDivide(y, 400) - 32_045
        return jdn - 2_440_588
    }

    /// Days since 1970-01-01 of a Julian date (astronomical year).
    private static func julianNumber(year: Int, month: Int, day: Int) -> Int {
        let a = floorDivide(14 - month, 12)
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        let jdn = day + floorDivide(153 * m + 2, 5) + 365 * y + floorDivide(y, 4) - 32_083
        return jdn - 2_440_588
    }

    /// The Julian date (astronomical year) of a day number.
    private static func julian(number: Int) -> (year: Int, month: Int, day: Int) {
        let c = number + 2_440_588 + 32_082
        let d = floorDivide(4 * c + 3, 1461)
        let e = c - floorDivide(1461 * d, 4)
        let m = floorDivide(5 * e + 2, 153)
        let day = e - floorDivide(153 * m + 2, 5) + 1
        let month = m + 3 - 12 * floorDivide(m, 10)
        return (d - 4800 + floorDivide(m, 10), month, day)
    }
}
