import Foundation
import PickerCore
import Testing

/// The public face of the locale rules (``LocaleResolver``'s tests cover the rules one by one):
/// a locale given is checked, the environment's falls back with a warning, and the calendar made
/// for a locale carries its region's week rules.
@Suite("DateLocale")
struct DateLocaleTests {
    @Test func anIdentifierGivenIsCheckedAndOverrides() throws {
        let given = try DateLocale(identifier: "de_DE.UTF-8@euro")
        #expect(given.identifier == "de_DE" && given.source == .override && given.warning == nil)
        #expect(given.locale.identifier == "de_DE")
        #expect(throws: DateLocale.Problem.unknownLanguage(identifier: "xx_YY", language: "xx")) {
            try DateLocale(identifier: "xx_YY")
        }
        #expect(throws: DateLocale.Problem.malformed("en US")) { try DateLocale(identifier: "en US") }
    }

    @Test func theEnvironmentsIsNeverRefused() {
        let german = DateLocale(environment: { ["LC_TIME": "de_AT.UTF-8", "LANG": "en_US.UTF-8"][$0] })
        #expect(german.identifier == "de_AT" && german.source == .environment("LC_TIME"))
        let unusable = DateLocale(environment: { ["LANG": "xx_YY.UTF-8"][$0] })
        #expect(unusable.identifier == "en_US_POSIX" && unusable.source == .fallback)
        #expect(unusable.warning?.hasPrefix("LANG=xx_YY.UTF-8: \"xx_YY\": unknown language \"xx\"") == true)
        #expect(DateLocale(environment: { _ in nil }).identifier == "en_US_POSIX")
    }

    @Test func theProcessEnvironmentIsRead() {
        #expect(DateLocale.processVariable("PATH") == ProcessInfo.processInfo.environment["PATH"])
        #expect(DateLocale.processVariable("PICKERS_SURELY_UNSET_VARIABLE") == nil)
    }

    @Test func aCalendarCarriesTheRegionsWeekRules() throws {
        let american = try DateLocale(identifier: "en_US").calendar()
        #expect(american.identifier == .gregorian && american.firstWeekday == 1 && american.minimumDaysInFirstWeek == 1)
        let german = try DateLocale(identifier: "de_DE").calendar()
        #expect(german.firstWeekday == 2 && german.minimumDaysInFirstWeek == 4)
        let egyptian = try DateLocale(identifier: "ar_EG").calendar(.islamicCivil)
        #expect(egyptian.identifier == .islamicCivil && egyptian.firstWeekday == 7)
        #expect(try DateLocale(identifier: "th_TH").calendar().identifier == .buddhist)
        #expect(try DateLocale(identifier: "de_DE").calendar(.iso8601).minimumDaysInFirstWeek == 4)
    }

    @Test func aPatternWritesAndReadsDates() throws {
        let utc = TimeZone(identifier: "UTC")!
        let formatter = DatePatternFormatter(pattern: "dd.MM.yyyy", timeZone: utc)
        let day = try DateText.parse("2024-01-15", as: .date, timeZone: utc)
        #expect(formatter.string(from: day) == "15.01.2024")
        #expect(formatter.date(from: "15.01.2024") == day)
        #expect(formatter.date(from: "2024-01-15") == nil)
        let german = DatePatternFormatter(pattern: "d. MMMM y", locale: Locale(identifier: "de_DE"), timeZone: utc)
        #expect(german.string(from: day) == "15. Januar 2024")
        #expect(DatePatternFormatter.problem(in: "%d.%m.%Y") == .strftime("%d"))
        #expect(DatePatternFormatter.warnings(in: "dd.MM.YYYY") == [.weekYear])
    }
}
