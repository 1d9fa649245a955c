import Foundation
import Testing

@testable import PickerCore

@Suite("GregorianSymbols")
struct GregorianSymbolsTests {
    /// What ICU answers for `identifier`, asked as the table's script asks.
    private func asked(_ identifier: String) -> GregorianSymbols {
        let locale = Locale(identifier: identifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        var components = Locale.Components(locale: locale)
        components.calendar = .gregorian
        let pattern = DateFormatter.dateFormat(
            fromTemplate: "yMMMM", options: 0, locale: Locale(components: components))
        return GregorianSymbols(
            monthNames: calendar.standaloneMonthSymbols, shortWeekdays: calendar.shortStandaloneWeekdaySymbols,
            veryShortWeekdays: calendar.veryShortStandaloneWeekdaySymbols, monthAndYearPattern: pattern ?? "y")
    }

    /// Every locale of the table holds what ICU answers; when this fails, the toolchain's ICU data
    /// changed: run `swift scripts/generate-gregorian-symbols.swift` (see its header).
    @Test func theTableHoldsWhatICUAnswers() {
        var differences: [String] = []
        for identifier in GregorianSymbols.identifiers where GregorianSymbols.table(identifier) != asked(identifier) {
            differences.append(identifier)
        }
        #expect(differences.isEmpty, "differ from ICU: \(differences.prefix(20))")
    }

    /// Every locale ICU has is in the table, so none is slower than another without a reason.
    @Test func everyLocaleICUHasIsInTheTable() {
        let missing = Locale.availableIdentifiers.filter { !$0.contains("@") && GregorianSymbols.table($0) == nil }
        #expect(missing.isEmpty, "not in the table: \(missing.prefix(20))")
        #expect(GregorianSymbols.identifiers == GregorianSymbols.identifiers.sorted())
    }

    @Test func knownLocales() throws {
        let dutch = try #require(GregorianSymbols.table("nl_NL"))
        #expect(dutch.monthNames.first == "januari")
        #expect(dutch.monthAndYearPattern == "MMMM y")
        let chinese = try #require(GregorianSymbols.table("zh_Hans_CN"))
        #expect(chinese.monthAndYearPattern == "y年M月")
        let american = try #require(GregorianSymbols.table("en_US"))
        #expect(american.shortWeekdays == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
        #expect(american.veryShortWeekdays == ["S", "M", "T", "W", "T", "F", "S"])
    }

    /// Only a Gregorian calendar whose locale is in the table (no keywords) is answered.
    @Test func otherCalendarsAndLocalesAreLeftToICU() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "de_DE")
        #expect(GregorianSymbols.table(for: calendar)?.monthNames.first == "Januar")
        calendar.locale = Locale(identifier: "de_DE@fw=mon")
        #expect(GregorianSymbols.table(for: calendar) == nil)
        calendar.locale = Locale(identifier: "de_JP")
        #expect(GregorianSymbols.table(for: calendar) == nil)
        var hebrew = Calendar(identifier: .hebrew)
        hebrew.locale = Locale(identifier: "he_IL")
        #expect(GregorianSymbols.table(for: hebrew) == nil)
        #expect(GregorianSymbols.table("") == nil)
        #expect(GregorianSymbols.parse("a\u{1E}b") == nil)
    }
}
