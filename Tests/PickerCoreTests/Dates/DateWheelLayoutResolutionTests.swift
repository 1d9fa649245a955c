import Foundation
import Testing

@testable import PickerCore

/// From rows to dates and back: impossible days, bounds, daylight-saving gaps, minute intervals
/// and count-downs, after UIDatePicker's rules.
@Suite("DateWheelLayout: resolution")
struct DateWheelLayoutResolutionTests {
    typealias S = DateTestSupport

    // MARK: - Days

    @Test func february29ExistsIn2024() {
        let layout = S.layout(.date)
        let rows = layout.rows(for: S.date(2024, 2, 29))
        #expect(rows == [1, 28, 124])
        let resolution = layout.date(forRows: rows, reference: S.date(2024, 2, 1, 9, 30))
        #expect(S.parts(resolution.date) == [2024, 2, 29, 9, 30])
        #expect(!resolution.isAdjusted)
        #expect(resolution.adjustments.isEmpty)
        #expect(layout.isEnabled(row: 28, column: 1, given: rows))
    }

    @Test func february30SnapsToTheLastDayOfFebruary() {
        let layout = S.layout(.date)
        let reference = S.date(2024, 2, 10, 8)
        let rows = S.rows(layout.rows(for: reference), layout, setting: .day, to: 29)
        let resolution = layout.date(forRows: rows, reference: reference)
        #expect(S.parts(resolution.date) == [2024, 2, 29, 8, 0])
        #expect(resolution.adjustments == .invalidDay)
        #expect(resolution.isAdjusted)
        #expect(resolution.rows == [1, 28, 124])
        #expect(!layout.isEnabled(row: 29, column: 1, given: rows))
        #expect(!layout.isEnabled(row: 30, column: 1, given: rows))
    }

    @Test func changingTheYearFromALeapYearSnapsFebruary29() {
        let layout = S.layout(.date)
        let reference = S.date(2024, 2, 29)
        let rows = S.rows(layout.rows(for: reference), layout, setting: .year, to: 123)
        let resolution = layout.date(forRows: rows, reference: reference)
        #expect(S.parts(resolution.date) == [2023, 2, 28, 0, 0])
        #expect(resolution.isAdjusted)
        #expect(!layout.isEnabled(row: 28, column: 1, given: rows))
        // April has 30 days.
        let april = layout.rows(for: S.date(2023, 4, 1))
        #expect(layout.isEnabled(row: 29, column: 1, given: april))
        #expect(!layout.isEnabled(row: 30, column: 1, given: april))
    }

    @Test func everyDayOfTheSpanRoundTrips() {
        let layout = S.layout(.date, locale: "de_DE")
        var date = layout.span.start.addingTimeInterval(3600 * 5)
        while date < layout.span.end {
            let rows = layout.rows(for: date)
            let resolution = layout.date(forRows: rows, reference: date)
            #expect(resolution.date == date)
            #expect(!resolution.isAdjusted)
            date.addTimeInterval(86_400 * 29)
        }
    }

    // MARK: - Bounds

    @Test func datesBeforeTheMinimumOrAfterTheMaximumClamp() {
        let minimum = S.date(2024, 1, 10, 12)
        let maximum = S.date(2024, 3, 5, 12)
        let layout = S.layout(.date, minimum: minimum, maximum: maximum)
        let reference = S.date(2024, 2, 15, 12)
        let early = layout.date(forRows: layout.rows(for: S.date(2024, 1, 5, 12)), reference: reference)
        #expect(early.date == minimum)
        #expect(early.adjustments == .belowMinimum)
        #expect(early.isAdjusted)
        #expect(early.rows == layout.rows(for: minimum))
        let late = layout.date(forRows: layout.rows(for: S.date(2025, 2, 15, 12)), reference: reference)
        #expect(late.date == maximum)
        #expect(late.adjustments == .aboveMaximum)
        // The minimum's day is allowed; its hidden time moves up to the minimum, no wheel moves.
        let sameDay = layout.date(forRows: layout.rows(for: S.date(2024, 1, 10)), reference: S.date(2024, 1, 20, 8))
        #expect(sameDay.date == minimum)
        #expect(!sameDay.isAdjusted)
    }

    @Test func rowsOutsideTheBoundsAreGreyed() {
        let layout = S.layout(.date, minimum: S.date(2024, 1, 10, 12), maximum: S.date(2024, 3, 5, 12))
        let rows = layout.rows(for: S.date(2024, 1, 20))  // January | 20 | 2024
        let month = 0
        let day = 1
        let year = 2
        #expect(layout.isEnabled(row: 0, column: month, given: rows))
        #expect(layout.isEnabled(row: 1, column: month, given: rows))  // February 20
        #expect(!layout.isEnabled(row: 2, column: month, given: rows))  // March 20
        #expect(!layout.isEnabled(row: 11, column: month, given: rows))
        #expect(!layout.isEnabled(row: 8, column: day, given: rows))  // January 9
        #expect(layout.isEnabled(row: 9, column: day, given: rows))  // January 10, the minimum's day
        #expect(layout.isEnabled(row: 124, column: year, given: rows))
        #expect(!layout.isEnabled(row: 123, column: year, given: rows))
        #expect(!layout.isEnabled(row: 125, column: year, given: rows))
        // Rows that do not exist are never enabled.
        #expect(!layout.isEnabled(row: 12, column: month, given: rows))
        #expect(!layout.isEnabled(row: -1, column: day, given: rows))
        #expect(!layout.isEnabled(row: 0, column: 3, given: rows))
    }

    @Test func aMinimumLaterThanTheMaximumIgnoresBoth() {
        let minimum = S.date(2024, 5, 1)
        let maximum = S.date(2024, 4, 1)
        let layout = S.layout(.date, minimum: minimum, maximum: maximum)
        #expect(layout.minimumDate == nil && layout.maximumDate == nil)
        let rows = layout.rows(for: S.date(2030, 1, 1))
        #expect(!layout.date(forRows: rows, reference: S.today).isAdjusted)
        #expect(layout.isEnabled(row: 0, column: 2, given: rows))
        #expect(
            DateWheelLayout.problems(minimumDate: minimum, maximumDate: maximum)
                == [.minimumAfterMaximum(minimum: minimum, maximum: maximum)])
        #expect(DateWheelLayout.problems(minimumDate: maximum, maximumDate: minimum).isEmpty)
        #expect(
            "\(DatePickerConfigurationProblem.minimumAfterMaximum(minimum: minimum, maximum: maximum))".contains(
                "later"))
    }

    @Test func dateAndTimeClampsOntoTheMinuteInterval() {
        let minimum = S.date(2024, 6, 1, 10, 7)
        let layout = S.layout(.dateAndTime, locale: "de_DE", minuteInterval: 15, minimum: minimum)
        let resolution = layout.date(forRows: layout.rows(for: S.date(2024, 6, 1, 9, 45)), reference: S.today)
        #expect(S.parts(resolution.date) == [2024, 6, 1, 10, 15])
        #expect(resolution.adjustments == .belowMinimum)
        let rows = layout.rows(for: resolution.date)
        #expect(!layout.isEnabled(row: 0, column: 2, given: rows))  // 10:00 is before 10:07
        #expect(layout.isEnabled(row: 1, column: 2, given: rows))
        #expect(!layout.isEnabled(row: 9, column: 1, given: rows))  // 09:15
        #expect(!layout.isEnabled(row: rows[0] - 1, column: 0, given: rows))  // the day before
        #expect(layout.isEnabled(row: rows[0] + 1, column: 0, given: rows))
    }

    @Test func timeModeBoundsAreTimesOfDay() {
        let layout = S.layout(.time, locale: "de_DE", minimum: S.date(2000, 1, 1, 9), maximum: S.date(2000, 1, 1, 17))
        let reference = S.date(2024, 6, 1, 12)
        let early = layout.date(forRows: layout.rows(for: S.date(2024, 6, 1, 7, 30)), reference: reference)
        #expect(S.parts(early.date) == [2024, 6, 1, 9, 0])
        #expect(early.adjustments == .belowMinimum)
        let late = layout.date(forRows: [18, 30], reference: reference)
        #expect(S.parts(late.date) == [2024, 6, 1, 17, 0])
        #expect(late.rows == [17, 0])
        #expect(!layout.isEnabled(row: 8, column: 0, given: [12, 0]))
        #expect(layout.isEnabled(row: 9, column: 0, given: [12, 0]))
        #expect(layout.isEnabled(row: 17, column: 0, given: [12, 0]))
        #expect(!layout.isEnabled(row: 17, column: 0, given: [12, 1]))  // 17:01
    }

    @Test func yearAndMonthKeepsTheDayOfTheMonthWhenItCan() {
        let layout = S.layout(.yearAndMonth)
        let reference = S.date(2024, 1, 31, 10)
        let february = layout.date(forRows: [1, 124], reference: reference)
        #expect(S.parts(february.date) == [2024, 2, 29, 10, 0])
        #expect(!february.isAdjusted)
        let bounded = S.layout(.yearAndMonth, minimum: S.date(2024, 3, 15))
        #expect(!bounded.isEnabled(row: 1, column: 0, given: [2, 124]))
        #expect(bounded.isEnabled(row: 2, column: 0, given: [1, 124]))  // March holds the minimum
        let early = bounded.date(forRows: [2, 124], reference: S.date(2024, 1, 10, 10))
        #expect(S.parts(early.date) == [2024, 3, 15, 0, 0])
        #expect(early.adjustments == .belowMinimum)
    }

    // MARK: - Daylight saving

    @Test func aTimeInTheSpringForwardGapMovesForward() {
        let layout = S.layout(.dateAndTime, timeZone: S.newYork)
        let day = S.date(2024, 3, 10, 12, timeZone: S.newYork)
        var rows = layout.rows(for: day)
        rows[1] = 1  // 2 o'clock
        rows[2] = 30
        rows[3] = 0  // AM
        let resolution = layout.date(forRows: rows, reference: day)
        #expect(S.parts(resolution.date, timeZone: S.newYork) == [2024, 3, 10, 3, 30])
        #expect(resolution.date == S.date(2024, 3, 10, 7, 30))  // 03:30 EDT is 07:30 UTC
        #expect(resolution.adjustments == .skippedTime)
        #expect(resolution.isAdjusted)
        #expect(resolution.rows == [rows[0], 2, 30, 0])
    }

    @Test func timeModeOnASpringForwardDay() {
        let layout = S.layout(.time, locale: "de_DE", timeZone: S.newYork)
        let resolution = layout.date(forRows: [2, 30], reference: S.date(2024, 3, 10, 12, timeZone: S.newYork))
        #expect(S.parts(resolution.date, timeZone: S.newYork) == [2024, 3, 10, 3, 30])
        #expect(resolution.rows == [3, 30])
        // The day after, 02:30 exists.
        let next = layout.date(forRows: [2, 30], reference: S.date(2024, 3, 11, 12, timeZone: S.newYork))
        #expect(S.parts(next.date, timeZone: S.newYork) == [2024, 3, 11, 2, 30])
        #expect(!next.isAdjusted)
    }

    // MARK: - Minute interval

    @Test func minuteIntervalMustDivide60() {
        #expect(DateWheelLayout.effectiveMinuteInterval(15) == 15)
        #expect(DateWheelLayout.effectiveMinuteInterval(30) == 30)
        #expect(DateWheelLayout.effectiveMinuteInterval(7) == 1)
        #expect(DateWheelLayout.effectiveMinuteInterval(60) == 1)
        #expect(DateWheelLayout.effectiveMinuteInterval(0) == 1)
        #expect(DateWheelLayout.effectiveMinuteInterval(-5) == 1)
        let layout = S.layout(.time, minuteInterval: 7)
        #expect(layout.minuteInterval == 1)
        #expect(layout.columns(given: [0, 0, 0])[1].rowCount == 60)
        #expect(
            DateWheelLayout.problems(minimumDate: nil, maximumDate: nil, minuteInterval: 7) == [
                .invalidMinuteInterval(7)
            ])
        #expect(DateWheelLayout.problems(minimumDate: nil, maximumDate: nil, minuteInterval: 20).isEmpty)
    }

    @Test func roundingGoesToTheNearestStep() {
        let layout = S.layout(.time, minuteInterval: 15)
        #expect(S.parts(layout.rounding(S.date(2024, 1, 1, 10, 8))) == [2024, 1, 1, 10, 15])
        #expect(S.parts(layout.rounding(S.date(2024, 1, 1, 10, 7))) == [2024, 1, 1, 10, 0])
        #expect(S.parts(layout.rounding(S.date(2024, 1, 1, 23, 53))) == [2024, 1, 2, 0, 0])
        #expect(layout.rounding(S.date(2024, 1, 1, 10, 7, 29)) == S.date(2024, 1, 1, 10, 0))
        #expect(layout.rounding(S.date(2024, 1, 1, 10, 30)) == S.date(2024, 1, 1, 10, 30))
        #expect(S.layout(.time).rounding(S.date(2024, 1, 1, 10, 7, 40)) == S.date(2024, 1, 1, 10, 8))
        // Rows show the step at or before the minute; resolved() rounds first.
        #expect(layout.rows(for: S.date(2024, 1, 1, 10, 8)) == [9, 0, 0])
        #expect(layout.rows(for: layout.resolved(S.date(2024, 1, 1, 10, 8))) == [9, 1, 0])
        let picked = layout.date(forRows: [9, 3, 1], reference: S.date(2024, 1, 1, 10, 8, 20))
        #expect(picked.date == S.date(2024, 1, 1, 22, 45))  // seconds dropped
    }

    // MARK: - Count-down

    @Test func countdownOfZeroSnapsToTheFirstStep() {
        let layout = S.layout(.countDownTimer)
        let resolution = layout.countdown(forRows: [0, 0])
        #expect(resolution.duration == 60)
        #expect(resolution.rows == [0, 1])
        #expect(resolution.adjustments == .zeroDuration)
        #expect(resolution.isAdjusted)
        #expect(!layout.isEnabled(row: 0, column: 1, given: [0, 5]))
        #expect(layout.isEnabled(row: 0, column: 1, given: [1, 5]))
        #expect(!layout.isEnabled(row: 0, column: 0, given: [3, 0]))
        let quarter = S.layout(.countDownTimer, minuteInterval: 15).countdown(forRows: [0, 0])
        #expect(quarter.duration == 900)
        #expect(quarter.rows == [0, 1])
    }

    @Test func countdownRange() {
        let layout = S.layout(.countDownTimer)
        #expect(layout.countdown(forRows: [23, 59]).duration == DateWheelLayout.maximumCountdownDuration)
        #expect(!layout.countdown(forRows: [1, 30]).isAdjusted)
        #expect(layout.countdown(forRows: [1, 30]).duration == 5400)
        #expect(layout.rows(forCountdown: 86_400) == [23, 59])
        #expect(layout.rows(forCountdown: 0) == [0, 1])
        #expect(layout.rows(forCountdown: -5) == [0, 1])
        #expect(layout.rows(forCountdown: .nan) == [0, 1])
        #expect(layout.clampedCountdown(90) == 120)
        let quarter = S.layout(.countDownTimer, minuteInterval: 15)
        #expect(quarter.rows(forCountdown: 86_340) == [23, 3])
        #expect(quarter.clampedCountdown(86_340) == 85_500)
    }
}
