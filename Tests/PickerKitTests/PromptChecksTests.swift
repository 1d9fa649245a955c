import Foundation
import PickerKit
import Testing

/// The checks a program makes before it asks, through the public API: a date prompt's settings
/// that its picker would silently ignore, a bound given as text, and a confirm prompt's labels.
/// Each is structured, so a command line can name the option behind it.
@Suite("Prompt checks")
@MainActor
struct PromptChecksTests {
    let utc = TimeZone(identifier: "UTC")!
    let today = Date(timeIntervalSince1970: 1_705_329_000)  // 2024-01-15 14:30 UTC

    @Test func aDatePromptSaysWhatItsPickerWouldIgnore() throws {
        var prompt = DatePrompt(
            mode: .dateAndTime, today: today, locale: Locale(identifier: "en_US"), timeZone: utc)
        #expect(prompt.problems.isEmpty)
        prompt.minimumDate = today
        prompt.maximumDate = today.addingTimeInterval(-86_400)
        prompt.minuteInterval = 7
        #expect(
            prompt.problems == [
                .minimumAfterMaximum(minimum: today, maximum: today.addingTimeInterval(-86_400)),
                .invalidMinuteInterval(7),
            ])
    }

    @Test func aBoundIsOneValueOfTheModeWhateverTheSelection() throws {
        var prompt = DatePrompt(mode: .date, selection: .range, today: today, timeZone: utc)
        #expect(try prompt.parseValue("2024-02-01") == .date(Date(timeIntervalSince1970: 1_706_745_600)))
        prompt.mode = .time
        prompt.selection = .single
        #expect(try prompt.parseValue("09:30") == .date(Date(timeIntervalSince1970: 1_705_311_000)), "on today")
        prompt.mode = .countDownTimer
        #expect(try prompt.parseValue("1:30") == .duration(5400))
        #expect(throws: DateText.ParseError.self) { try prompt.parseValue("90 minutes") }
    }

    /// `setValue` checks a value at once (rounded to the minute interval, refused outside the
    /// bounds) and the prompt starts on what it checked; a bound changed afterwards is checked
    /// against again when the prompt starts.
    @Test func aValueSetIsCheckedOnceUnlessABoundChanges() throws {
        var prompt = DatePrompt(
            mode: .time, today: today, locale: Locale(identifier: "en_US"), timeZone: utc)
        prompt.minuteInterval = 15
        let at1437 = today.addingTimeInterval(7 * 60)  // 14:37
        try prompt.setValue(.date(at1437))
        #expect(prompt.value == .date(today), "rounded to 14:30 at once")
        #expect(try prompt.answerWithoutAsking() == .date(today))
        prompt.minimumDate = today.addingTimeInterval(3600)  // 15:30: the value is now before it
        #expect(throws: PromptError.self) { try prompt.answerWithoutAsking() }
        #expect(throws: PromptError.self) { try prompt.setValue(.date(at1437)) }
    }

    /// The items a choose prompt's query matches before it asks: best first, as its filter
    /// matches (exact words, the fields searched, header lines left out); every item without a
    /// query.
    @Test func aChoosePromptSaysWhatItsQueryMatches() {
        let store = ItemStore(["NAME  STATUS", "web  up", "db  down", "webhook  up"])
        var settings = ChooseSettings()
        settings.headerLines = 1
        #expect(ChoosePrompt(items: .store(store), settings: settings).matches(in: store) == [0, 1, 2])
        settings.query = "web"
        #expect(ChoosePrompt(items: .store(store), settings: settings).matches(in: store) == [0, 2])
        settings.query = "up"
        settings.presentation.searchedFields = try? FieldSelection(parsing: "1")
        #expect(ChoosePrompt(items: .store(store), settings: settings).matches(in: store).isEmpty)
        settings.query = "wbhk"
        settings.presentation.searchedFields = nil
        #expect(ChoosePrompt(items: .store(store), settings: settings).matches(in: store) == [2])
        settings.exact = true
        #expect(ChoosePrompt(items: .store(store), settings: settings).matches(in: store).isEmpty)
    }

    /// "Now" with a fraction of a second lands on its step, never a hair before it (which the
    /// wheels showed a step early): `DatePrompt(today:)` 01:13:20.2346 with a 15-minute interval is
    /// 01:15:00.000, and so for fractions of every size, in time and date-and-time modes.
    @Test(arguments: [DatePickerMode.time, .dateAndTime])
    func aValueWithAFractionOfASecondLandsOnItsStep(mode: DatePickerMode) throws {
        let given = Date(timeIntervalSince1970: 1_795_742_000.2346)
        for interval in [1, 5, 15] {
            var prompt = DatePrompt(mode: mode, today: given, locale: Locale(identifier: "en_US"), timeZone: utc)
            prompt.minuteInterval = interval
            guard case .date(let answer) = try prompt.checked(.date(given)) else {
                Issue.record("a moment was expected")
                continue
            }
            let step = Double(interval * 60)
            #expect(answer.timeIntervalSince1970.truncatingRemainder(dividingBy: step) == 0, "\(answer)")
            #expect(abs(answer.timeIntervalSince(given)) <= step / 2 + 0.001)
            var random = SystemRandomNumberGenerator()
            for _ in 0..<200 {
                let fraction = Double.random(in: 0..<1, using: &random)
                let moment = Date(timeIntervalSince1970: 1_795_742_000 + Double(Int.random(in: 0..<86_400)) + fraction)
                guard case .date(let landed) = try prompt.checked(.date(moment)) else { continue }
                #expect(
                    landed.timeIntervalSince1970.truncatingRemainder(dividingBy: step) == 0, "\(moment) -> \(landed)")
            }
        }
        var quarter = DatePrompt(mode: mode, today: given, locale: Locale(identifier: "en_US"), timeZone: utc)
        quarter.minuteInterval = 15
        #expect(try quarter.checked(.date(given)) == .date(Date(timeIntervalSince1970: 1_795_742_100)), "01:15:00")
    }

    @Test func aConfirmPromptSaysWhatIsWrongWithItsLabels() {
        #expect(ConfirmPrompt.problem(affirmative: "Yes", negative: "No") == nil)
        #expect(ConfirmPrompt.problem(affirmative: " ", negative: "No") == .emptyAffirmative)
        #expect(ConfirmPrompt.problem(affirmative: "Yes", negative: "") == .emptyNegative)
        #expect(ConfirmPrompt.problem(affirmative: "Oui", negative: "OUÍ") == .sameLabels)
        #expect(throws: PromptError("the negative label is empty")) {
            try ConfirmPrompt(question: "?", negative: "").runBlocking()
        }
    }
}
