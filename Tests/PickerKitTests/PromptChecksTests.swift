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
