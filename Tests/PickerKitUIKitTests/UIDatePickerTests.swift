import Foundation
import PickerKit
import PickerKitUIKit
import Testing

/// UIDatePicker's `date` as iOS 15 gives it: rounded to the minute interval unless
/// `roundsToMinuteInterval` is false, when it keeps the instant it is given. Its calendar and
/// time zone reach the wheels.
@MainActor
@Suite struct UIDatePickerTests {
    /// 2024-01-15 14:30:27.5 UTC.
    let instant = Date(timeIntervalSince1970: 1_705_329_027.5)

    /// A date and time picker in UTC.
    private func picker() -> UIDatePicker {
        let picker = UIDatePicker(frame: .zero)
        picker.timeZone = TimeZone(identifier: "UTC")
        return picker
    }

    /// 2024-01-15 at `hour`:`minute`:`second` UTC.
    private func utc(_ hour: Int, _ minute: Int, _ second: Double = 0) -> Date {
        Date(timeIntervalSince1970: 1_705_276_800 + Double(hour * 3600 + minute * 60) + second)
    }

    @Test func dateRoundsToTheMinuteIntervalByDefault() {
        let picker = picker()
        #expect(picker.roundsToMinuteInterval, "true by default, as on iOS 15")
        picker.setDate(instant, animated: false)
        #expect(picker.date == utc(14, 30), "on a whole minute: seconds are not on a step of one minute")
        picker.minuteInterval = 15
        picker.date = utc(14, 37)
        #expect(picker.date == utc(14, 30), "to the nearest step")
        picker.date = utc(14, 38)
        #expect(picker.date == utc(14, 45))
        picker.minuteInterval = 30
        #expect(picker.date == utc(15, 0), "a new interval rounds the date again (14:45 is halfway: up)")
        picker.minimumDate = utc(15, 10)
        #expect(picker.date == utc(15, 30), "a date below the minimum goes to the first step inside the bounds")
    }

    @Test func withoutRoundingDateIsTheSameInstantSecondsAndAll() {
        let picker = picker()
        picker.roundsToMinuteInterval = false
        picker.setDate(instant, animated: false)
        #expect(picker.date == instant)
        picker.minuteInterval = 15
        #expect(picker.date == instant, "the interval snaps only what the user changes")
        picker.date = instant.addingTimeInterval(61)
        #expect(picker.date == instant.addingTimeInterval(61))
        picker.minimumDate = instant.addingTimeInterval(3600)  // 15:30:27.5
        #expect(picker.date == utc(15, 45), "a date below the minimum goes to the first step inside the bounds")
        picker.minimumDate = nil
        picker.date = utc(16, 7, 10)
        picker.roundsToMinuteInterval = true
        #expect(picker.date == utc(16, 0), "rounding again from the moment it is asked for")
    }

    @Test func theSecondsOfAnInstantAreRoundedOnTheWheelsToo() {
        let picker = picker()
        picker.datePickerMode = .time
        picker.locale = Locale(identifier: "en_GB")
        picker.setDate(utc(9, 41, 45), animated: false)
        #expect(picker.date == utc(9, 42))
        picker.frame = CGRect(x: 0, y: 0, width: 160, height: 112)
        let band = Stage(HolderViewController([picker])).draw().text(row: 3)
        #expect(band.contains("42") && !band.contains("41"), "the wheels show what date gives: \(band)")
    }

    @Test func theTimeZoneAndCalendarReachTheWheels() {
        let picker = UIDatePicker(frame: .zero)
        #expect(picker.timeZone == nil, "nil by default, as on iOS: the current time zone is used")
        picker.datePickerMode = .dateAndTime
        picker.locale = Locale(identifier: "en_GB")
        picker.timeZone = TimeZone(identifier: "Asia/Kathmandu")  // UTC+5:45
        picker.minuteInterval = 30
        picker.date = utc(14, 30)  // 20:15 in Kathmandu: halfway between 20:00 and 20:30
        #expect(picker.date == utc(14, 45), "steps are counted from the top of the picker's local hour")
        #expect(picker.timeZone?.identifier == "Asia/Kathmandu")
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 112)
        let stage = Stage(HolderViewController([picker]))
        var band = stage.draw().text(row: 3)
        #expect(band.contains("20") && band.contains("30"), "Kathmandu's wall clock: \(band)")
        picker.datePickerMode = .date
        picker.calendar = Calendar(identifier: .buddhist)
        #expect(picker.calendar.identifier == .buddhist)
        band = stage.draw().text(row: 3)
        #expect(band.contains("2567"), "the Buddhist era's year of 2024: \(band)")
        picker.calendar = nil
        #expect(picker.calendar.identifier == DateLocale.current.calendar().identifier, "nil returns to the default")
        picker.timeZone = nil
        #expect(picker.timeZone == nil)
    }
}
