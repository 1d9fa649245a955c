import Foundation
import Testing

@testable import PickerKit

/// DatePrompt's values as text and its answers without a terminal: the rules `picker date`
/// and the accessible line prompt share.
@Suite("DatePicker: prompt values")
@MainActor
struct DatePickerPromptTests {
    typealias R = DateRig

    func prompt(
        _ mode: DatePickerMode, selection: CalendarSelectionMode = .single, value: String? = nil,
        configure: (inout DatePrompt) -> Void = { _ in }
    ) throws -> DatePrompt {
        var prompt = DatePrompt(
            mode: mode, selection: selection, today: R.today, locale: Locale(identifier: "en_US"),
            calendar: R.calendar(), timeZone: R.utc)
        configure(&prompt)
        if let value { prompt.value = try prompt.parse(value) }
        return prompt
    }

    @Test("each mode reads and writes its ISO 8601 form")
    func roundTrip() throws {
        let cases: [(DatePickerMode, String)] = [
            (.date, "2024-02-29"), (.time, "09:05"), (.dateAndTime, "2024-01-15T14:30"), (.yearAndMonth, "2024-07"),
            (.countDownTimer, "1:30"),
        ]
        for (mode, text) in cases {
            let prompt = try prompt(mode, value: text)
            let answer = try prompt.answerWithoutAsking()
            #expect(prompt.text(of: answer) == text, "\(mode)")
        }
        let time = try prompt(.time, value: "09:05")
        #expect(try time.answerWithoutAsking() == .date(R.date(2024, 1, 15, 9, 5)), "a time on today's day")
    }

    @Test("several days are read separated by commas, kept in order once each, written one per line")
    func multiple() throws {
        let prompt = try prompt(.date, selection: .multiple, value: "2024-01-17, 2024-01-15,2024-01-17")
        let answer = try prompt.answerWithoutAsking()
        #expect(answer == .dates([R.date(2024, 1, 15), R.date(2024, 1, 17)]))
        #expect(prompt.text(of: answer) == "2024-01-15\n2024-01-17")
    }

    @Test("a range is two days joined by a slash")
    func range() throws {
        let prompt = try prompt(.date, selection: .range, value: "2024-01-15/2024-01-20")
        #expect(try prompt.answerWithoutAsking() == .range(R.date(2024, 1, 15)...R.date(2024, 1, 20)))
        #expect(throws: DateText.ParseError.self) { try prompt.parse("2024-01-20/2024-01-15") }
        #expect(throws: DateText.ParseError.self) { try prompt.parse("2024-01-20") }
    }

    @Test("values outside the bounds are refused with the bound in the mode's form")
    func bounds() throws {
        let bounded = try prompt(.date, value: "2025-01-01") {
            $0.minimumDate = R.date(2024, 1, 1)
            $0.maximumDate = R.date(2024, 12, 31)
        }
        #expect(throws: PromptError("2025-01-01 is after the latest date that can be chosen (2024-12-31)")) {
            try bounded.answerWithoutAsking()
        }
        let early = try prompt(.dateAndTime, value: "2024-01-15T09:00") { $0.minimumDate = R.date(2024, 1, 15, 9, 30) }
        #expect(throws: PromptError.self) { try early.answerWithoutAsking() }
        let sameDay = try prompt(.date, value: "2024-01-15") { $0.minimumDate = R.date(2024, 1, 15, 9, 30) }
        #expect(try sameDay.answerWithoutAsking() == .date(R.date(2024, 1, 15)), "the day of the minimum is allowed")
        let farAway = try prompt(.date, value: "1850-06-01")
        #expect(try farAway.answerWithoutAsking() == .date(R.date(1850, 6, 1)), "the wheels reach as far as the value")
    }

    @Test("a bound off the minute interval: the value equal to it is taken, on the nearest step inside")
    func boundsOffTheInterval() throws {
        let equal = try prompt(.dateAndTime, value: "2024-01-15T09:07") {
            $0.minuteInterval = 15
            $0.minimumDate = R.date(2024, 1, 15, 9, 7)
        }
        #expect(try equal.answerWithoutAsking() == .date(R.date(2024, 1, 15, 9, 15)))
        let time = try prompt(.time, value: "09:07") {
            $0.minuteInterval = 15
            $0.minimumDate = R.date(2024, 1, 15, 9, 7)
            $0.maximumDate = R.date(2024, 1, 15, 17, 50)
        }
        #expect(try time.answerWithoutAsking() == .date(R.date(2024, 1, 15, 9, 15)))
        let top = try prompt(.time, value: "17:50") {
            $0.minuteInterval = 15
            $0.maximumDate = R.date(2024, 1, 15, 17, 50)
        }
        #expect(try top.answerWithoutAsking() == .date(R.date(2024, 1, 15, 17, 45)), "17:50 rounds up past the maximum")
        let before = try prompt(.time, value: "09:00") {
            $0.minuteInterval = 15
            $0.minimumDate = R.date(2024, 1, 15, 9, 7)
        }
        #expect(throws: PromptError("09:00 is before the earliest time that can be chosen (09:07)")) {
            try before.answerWithoutAsking()
        }
    }

    @Test("times are rounded to the minute interval; a count-down of 0:00 is refused")
    func intervalAndZero() throws {
        let rounded = try prompt(.time, value: "14:37") { $0.minuteInterval = 15 }
        #expect(try rounded.answerWithoutAsking() == .date(R.date(2024, 1, 15, 14, 30)))
        let zero = try prompt(.countDownTimer, value: "0:00")
        #expect(throws: PromptError("a count-down of 0:00 cannot be chosen (the shortest is 0:01)")) {
            try zero.answerWithoutAsking()
        }
        let steps = try prompt(.countDownTimer, value: "0:05") { $0.minuteInterval = 10 }
        #expect(try steps.answerWithoutAsking() == .duration(600))
    }

    @Test("several days or a range are for the date mode only")
    func selectionNeedsDays() throws {
        let prompt = try prompt(.time, selection: .range) { $0.value = .range(R.today...R.today) }
        #expect(throws: PromptError.self) { try prompt.answerWithoutAsking() }
    }

    @Test("Enter on a calendar answers what is highlighted")
    func calendarAnswers() {
        let view = CalendarView(calendar: R.calendar(), today: R.today, selectionMode: .multiple)
        #expect(DatePrompt.answer(of: view) == .dates([R.date(2024, 1, 15)]), "the focused day when none was added")
        view.selectionMode = .range
        view.rangeAnchor = R.date(2024, 1, 20)
        #expect(DatePrompt.answer(of: view) == .range(R.date(2024, 1, 15)...R.date(2024, 1, 20)))
    }
}
