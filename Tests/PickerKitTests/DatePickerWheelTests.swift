import Foundation
import Testing

@testable import PickerKit

/// The wheels style: columns from the locale, greyed rows, spring back, and when the value is
/// reported.
@Suite("DatePicker: wheels")
@MainActor
struct DatePickerWheelTests {
    typealias R = DateRig

    @Test("en_US reads Month | Day | Year and 2 | 30 | PM")
    func americanOrder() {
        let rig = R(R.picker(.date))
        #expect(rig.band() == ["January", "15", "2024"])
        let time = R(R.picker(.time))
        #expect(time.band() == ["2", "30", "PM"])
    }

    @Test("de_DE reads Day | Month | Year and 14 | 30, without AM/PM")
    func germanOrder() {
        let rig = R(R.picker(.date, locale: "de_DE"))
        #expect(rig.band() == ["15", "Januar", "2024"])
        let time = R(R.picker(.time, locale: "de_DE"))
        #expect(time.band() == ["14", "30"])
    }

    @Test("date and time: the first column reads Today for today, weekday and date for other days")
    func dateAndTimeColumn() {
        let rig = R(R.picker(.dateAndTime))
        #expect(rig.band() == ["Today", "2", "30", "PM"])
        rig.send(.down)
        rig.settle()
        #expect(rig.band() == ["Tue, Jan 16", "2", "30", "PM"])
    }

    @Test("the band follows the locale in eight locales, with AM/PM only for a 12-hour clock")
    func eightLocales() {
        let twelveHour = [
            "en_US": true, "en_GB": false, "de_DE": false, "fr_FR": false, "ja_JP": false,
            "ko_KR": true, "nl_NL": false, "ar_EG": true,
        ]
        for (locale, hasAmPm) in twelveHour {
            let picker = R.picker(.time, locale: locale)
            let rig = R(picker)
            let layout = picker.layoutInUse
            #expect(layout.kinds.contains(.amPm) == hasAmPm, "\(locale)")
            #expect(rig.band().count == (hasAmPm ? 3 : 2), "\(locale): \(rig.band())")
            let rows = layout.rows(for: picker.date)
            let titles = layout.columns(given: rows).enumerated().map { $0.element.title(row: rows[$0.offset]) }
            // Right to left the wheels are mirrored: the first column is the rightmost.
            #expect(rig.band() == (layout.isRightToLeft ? titles.reversed() : titles), "\(locale)")
        }
    }

    @Test("day, month, hour and minute wheels wrap; the year does not")
    func wrapping() throws {
        let picker = R.picker(.date, date: R.date(2024, 1, 15))
        let rig = R(picker)
        let wheels = try #require(picker.wheels)
        #expect((0..<3).map { wheels.picker.isCyclic(forComponent: $0) } == [true, true, false])
        rig.send(.up)  // January → December of the same year, as on iOS
        rig.settle()
        #expect(rig.band() == ["December", "15", "2024"])
        #expect(R.parts(picker.date)[0...2] == [2024, 12, 15])
    }

    @Test("February 30 is greyed and snaps back to the 29th")
    func februaryThirty() throws {
        let picker = R.picker(.date, date: R.date(2024, 1, 30))
        let log = ChangeLog(picker)
        let rig = R(picker)
        rig.send(.down)  // January → February: the 30th does not exist
        rig.settle()
        #expect(rig.band() == ["February", "29", "2024"])
        #expect(R.parts(picker.date)[0...2] == [2024, 2, 29])
        #expect(log.dates.count == 1)
        let screen = rig.render()
        // The 30th and 31st stay visible below the band, greyed (dim italic without colour).
        let thirty = try #require(screen.row(of: "30"))
        let style = try #require(screen.style(of: "30", row: thirty))
        #expect(style.attributes.contains(.italic))
        #expect(thirty > rig.height / 2)
        // 2023 is not a leap year: the 29th is greyed and snaps to the 28th.
        rig.send(.right, .right, .up)
        rig.settle()
        #expect(rig.band() == ["February", "28", "2023"])
    }

    @Test("outside the minimum and maximum rows are greyed, and the wheel springs back")
    func springBack() throws {
        let picker = R.picker(.date, date: R.date(2024, 3, 15)) {
            $0.minimumDate = R.date(2024, 1, 10)
            $0.maximumDate = R.date(2024, 3, 20)
        }
        let log = ChangeLog(picker)
        let rig = R(picker)
        let before = rig.render()
        let aprilRow = try #require(before.row(of: "April"))
        #expect(before.style(of: "April", row: aprilRow)?.attributes.contains(.italic) == true)
        let februaryRow = try #require(before.row(of: "February"))
        #expect(before.style(of: "February", row: februaryRow)?.attributes.contains(.italic) == false)
        rig.send(.down)  // March → April: after the maximum
        rig.settle()
        #expect(rig.band() == ["March", "20", "2024"], "springs back to the nearest allowed day")
        #expect(R.parts(picker.date)[0...2] == [2024, 3, 20])
        #expect(log.dates.map { R.parts($0)[2] } == [20])
        // Into the greyed years and back: nothing changes, nothing is reported.
        rig.send(.right, .right, .down)
        rig.settle()
        #expect(rig.band() == ["March", "20", "2024"])
        #expect(log.dates.count == 1)
    }

    @Test("a change is reported once, after the wheel settles; setting the date is never reported")
    func reportedAfterSettling() {
        let picker = R.picker(.date)
        let log = ChangeLog(picker)
        let rig = R(picker)
        rig.send(.right, .down)
        #expect(log.dates.isEmpty, "the wheel is still turning")
        rig.settle()
        #expect(log.dates.map { R.parts($0)[2] } == [16])
        picker.setDate(R.date(2024, 5, 1), animated: true)
        rig.settle()
        #expect(rig.band() == ["May", "1", "2024"])
        #expect(log.dates.count == 1)
    }

    @Test("a commit settles the wheels and delivers the change before it reads the date")
    func commitSettles() {
        let picker = R.picker(.date)
        let log = ChangeLog(picker)
        let rig = R(picker)
        rig.send(.right, .down, .down)
        var read: Date?
        rig.context.commit { read = picker.date }
        #expect(read.map { R.parts($0)[2] } == 17)
        #expect(log.dates.count == 1)
    }

    @Test("the minute interval steps the minute wheel; the date given is kept until the user turns one")
    func minuteInterval() throws {
        let picker = R.picker(.time, date: R.date(2024, 1, 15, 14, 37)) { $0.minuteInterval = 15 }
        let rig = R(picker)
        #expect(rig.band() == ["2", "30", "PM"], "the wheel shows the step at or before 14:37")
        #expect(R.parts(picker.date)[3...4] == [14, 37], "the date given is kept")
        #expect(try #require(picker.wheels).picker.numberOfRows(inComponent: 1) == 4)
        picker.date = R.date(2024, 1, 15, 14, 38)
        #expect(R.parts(picker.date)[3...4] == [14, 38])
        rig.send(.right, .down)
        rig.settle()
        #expect(R.parts(picker.date)[3...4] == [14, 45], "what the user changes snaps to the interval")
        picker.minuteInterval = 7  // not a divisor of 60: treated as 1
        #expect(picker.layoutInUse.minuteInterval == 1)
    }

    @Test("the date keeps its seconds: set, then read, it is the same instant")
    func secondsAreKept() {
        let instant = R.date(2024, 1, 15, 14, 30).addingTimeInterval(27.25)
        let picker = R.picker(.dateAndTime, date: instant)
        let rig = R(picker)
        #expect(picker.date == instant)
        picker.setDate(instant.addingTimeInterval(3600), animated: false)
        #expect(picker.date == instant.addingTimeInterval(3600))
        #expect(rig.band() == ["Today", "3", "30", "PM"], "the wheels show the minute the instant is in")
        let far = R.date(1850, 6, 1, 9, 0).addingTimeInterval(12)
        picker.date = far
        #expect(picker.date == far, "a date beyond the default years widens them")
    }

    @Test("a minimum later than the maximum: both are ignored")
    func minimumAfterMaximum() {
        let picker = R.picker(.date) {
            $0.minimumDate = R.date(2024, 6, 1)
            $0.maximumDate = R.date(2024, 1, 1)
        }
        _ = R(picker)
        #expect(picker.layoutInUse.minimumDate == nil)
        #expect(picker.layoutInUse.maximumDate == nil)
        #expect(R.parts(picker.date)[0...2] == [2024, 1, 15])
    }

    @Test("a count-down of 0:00 cannot be chosen: it springs to 0:01")
    func countdownZero() throws {
        let picker = R.picker(.countDownTimer) { $0.countDownDuration = 3600 }
        let log = ChangeLog(picker)
        let rig = R(picker)
        #expect(rig.band() == ["1 hr", "0 min"])
        rig.send(.up)  // 1:00 → 0:00
        rig.settle()
        #expect(rig.band() == ["0 hr", "1 min"])
        #expect(picker.countDownDuration == 60)
        #expect(log.durations == [60])
        let screen = rig.render()
        let zeroRow = try #require(screen.row(of: "0 min"))
        #expect(screen.style(of: "0 min", row: zeroRow)?.attributes.contains(.italic) == true)
        rig.send(.right, .up)  // 0:01 → 0:00 again: back to 0:01, unchanged, not reported
        rig.settle()
        #expect(rig.band() == ["0 hr", "1 min"])
        #expect(log.durations == [60])
    }

    @Test("a local time skipped by daylight saving moves forward by the gap")
    func daylightSavingGap() {
        let newYork = TimeZone(identifier: "America/New_York")!
        let picker = R.picker(.time, date: R.date(2024, 3, 10, 1, 30, timeZone: newYork), timeZone: newYork)
        let rig = R(picker)
        #expect(rig.band() == ["1", "30", "AM"])
        rig.send(.down)  // 2:30 does not exist on March 10, 2024 in New York
        rig.settle()
        #expect(rig.band() == ["3", "30", "AM"])
        #expect(R.parts(picker.date, timeZone: newYork) == [2024, 3, 10, 3, 30])
    }

    @Test("a Hebrew leap year has 13 months: the month wheel is reloaded when the year changes")
    func hebrewLeapYear() throws {
        var hebrew = Calendar(identifier: .hebrew)
        hebrew.timeZone = R.utc
        // 5784 (2023–24) is a leap year, 5785 is not.
        let picker = DatePicker(
            mode: .date, date: R.date(2024, 1, 15), today: R.today, locale: Locale(identifier: "en_US"),
            calendar: hebrew, timeZone: R.utc)
        let rig = R(picker)
        let wheels = try #require(picker.wheels)
        let month = try #require(picker.layoutInUse.index(of: .month))
        let year = try #require(picker.layoutInUse.index(of: .year))
        #expect(wheels.picker.numberOfRows(inComponent: month) == 13)
        wheels.picker.focusComponent(year)
        rig.send(.down)
        rig.settle()
        #expect(wheels.picker.numberOfRows(inComponent: month) == 12)
    }

    @Test("every mode and style draws into any rectangle, and only there")
    func anyRectangle() {
        for mode in DatePickerMode.allCases {
            for style in DatePickerStyle.allCases {
                let picker = R.picker(mode, style: style)
                _ = picker.children
                picker.compactField?.open(0, context: RunContext())  // the compact line with its picker open below
                for (width, height) in [(0, 0), (1, 1), (1, 9), (9, 1), (3, 2), (200, 40)] {
                    let name = "\(mode) \(style)"
                    let frame = Rect(x: 3, y: 2, width: width, height: height)
                    let screen = expectDrawsInside(picker, frame, name)
                    expectDrawsInside(picker, frame, theme: .monochrome, name)
                    if width == 200 {
                        #expect(
                            text(of: screen, in: frame).joined().contains { $0.isNumber }, "\(name) shows its numbers")
                    }
                }
            }
        }
    }
}
