import Foundation
import Testing

@testable import PickerCore

@Suite("WeekStart")
struct WeekStartTests {
    /// Foundation's (ICU's) first weekday and first-week days for `identifier` in `calendar`.
    private func foundationRules(_ identifier: String, _ calendar: Calendar.Identifier = .gregorian) -> (Int, Int) {
        var made = Calendar(identifier: calendar)
        made.locale = Locale(identifier: identifier)
        return (made.firstWeekday, made.minimumDaysInFirstWeek)
    }

    /// The rules `store` leaves in a calendar that the picker then gives the locale.
    private func storedRules(_ identifier: String, _ calendar: Calendar.Identifier = .gregorian) -> (Int, Int) {
        var made = Calendar(identifier: calendar)
        WeekStart.store(in: &made, identifier: identifier)
        made.locale = Locale(identifier: identifier)
        return (made.firstWeekday, made.minimumDaysInFirstWeek)
    }

    /// Every two-letter ISO region, under languages of different scripts and directions.
    @Test func everyRegionAsFoundationHasIt() {
        var differences: [String] = []
        let regions = Locale.Region.isoRegions.map(\.identifier).filter { $0.count == 2 }
        #expect(regions.count > 240)
        for region in regions {
            for language in ["en", "ar", "fr", "ja", "zh_Hans"] {
                let identifier = "\(language)_\(region)"
                guard let rules = WeekStart.rules(identifier: identifier) else {
                    differences.append("\(identifier) not answered")
                    continue
                }
                let foundation = foundationRules(identifier)
                if rules.firstWeekday != foundation.0 || rules.minimumDays != foundation.1 {
                    differences.append("\(identifier): \(rules) against \(foundation)")
                }
            }
        }
        #expect(differences.isEmpty)
    }

    /// Every locale ICU has that names a region: the same rules, and most locales are answered.
    @Test func everyLocaleWithARegionAsFoundationHasIt() {
        var answered = 0
        var differences: [String] = []
        for identifier in Locale.availableIdentifiers {
            guard let rules = WeekStart.rules(identifier: identifier) else { continue }
            answered += 1
            let foundation = foundationRules(identifier)
            if rules.firstWeekday != foundation.0 || rules.minimumDays != foundation.1 {
                differences.append("\(identifier): \(rules) against \(foundation)")
            }
        }
        #expect(differences.isEmpty)
        #expect(answered > Locale.availableIdentifiers.count / 2)
    }

    /// Without a region ICU infers one, and keywords override it: those are left to Foundation.
    @Test func identifiersWithoutARegionOrWithKeywordsAreNotAnswered() {
        for identifier in ["fr", "zh_Hans", "sr_Latn", "en_US@fw=mon", "de_DE@rg=uszzzz", "ar_EG@calendar=islamic", ""]
        {
            #expect(WeekStart.rules(identifier: identifier) == nil, "\(identifier)")
        }
        #expect(WeekStart.rules(identifier: "sr_Latn_RS")! == (2, 1))
        #expect(WeekStart.rules(identifier: "en_US_POSIX")! == (1, 1))
        #expect(WeekStart.rules(identifier: "es_419") == nil)
    }

    /// Stored, then given the locale, a calendar reports what Foundation would, also where the
    /// rules equal a calendar's defaults without a locale (Sunday and one day, which Foundation
    /// would not have kept if set once), in every calendar (the ISO one keeps its own rules).
    @Test func storedRulesSurviveTheLocale() {
        let calendars: [Calendar.Identifier] = [
            .gregorian, .iso8601, .buddhist, .chinese, .coptic, .ethiopicAmeteAlem, .ethiopicAmeteMihret, .hebrew,
            .indian, .islamic, .islamicCivil, .islamicTabular, .islamicUmmAlQura, .japanese, .persian,
            .republicOfChina,
        ]
        for identifier in ["en_US", "de_DE", "ar_EG", "dv_MV", "zh_CN", "fa_IR", "he_IL", "ja_JP", "en_GB"] {
            for calendar in calendars {
                let stored = storedRules(identifier, calendar)
                let foundation = foundationRules(identifier, calendar)
                #expect(stored == foundation, "\(identifier) \(calendar): \(stored) against \(foundation)")
            }
        }
    }

    /// A calendar given rules that Foundation already reports still gets them (they differ from
    /// the defaults of a calendar without a locale).
    @Test func rulesEqualToTheDefaultsAreKept() {
        var calendar = Calendar(identifier: .gregorian)
        WeekStart.store(in: &calendar, identifier: "en_US")
        calendar.locale = Locale(identifier: "de_DE")
        #expect(calendar.firstWeekday == 1)
        #expect(calendar.minimumDaysInFirstWeek == 1)
    }
}
