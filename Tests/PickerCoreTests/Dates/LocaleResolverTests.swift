import Foundation
import Testing

@testable import PickerCore

@Suite("LocaleResolver")
struct LocaleResolverTests {
    @Test func precedenceIsOverrideThenLCALLThenLCTIMEThenLANG() throws {
        let all = ["LC_ALL": "fr_FR.UTF-8", "LC_TIME": "de_DE.UTF-8", "LANG": "ja_JP.UTF-8"]
        #expect(try LocaleResolver.resolve(environment: all, override: "ko_KR").identifier == "ko_KR")
        #expect(try LocaleResolver.resolve(environment: all, override: "ko_KR").source == .override)
        #expect(try LocaleResolver.resolve(environment: all, override: nil).identifier == "fr_FR")
        #expect(try LocaleResolver.resolve(environment: all, override: nil).source == .environment("LC_ALL"))
        var noAll = all
        noAll["LC_ALL"] = ""
        #expect(try LocaleResolver.resolve(environment: noAll, override: nil).identifier == "de_DE")
        noAll["LC_TIME"] = nil
        #expect(try LocaleResolver.resolve(environment: noAll, override: nil).identifier == "ja_JP")
        #expect(try LocaleResolver.resolve(environment: [:], override: nil).identifier == "en_US_POSIX")
        #expect(try LocaleResolver.resolve(environment: [:], override: nil).source == .fallback)
        #expect(try LocaleResolver.locale(environment: ["LANG": "de_DE.UTF-8"], override: nil).identifier == "de_DE")
    }

    @Test func posixNamesLoseEncodingAndModifier() throws {
        #expect(try LocaleResolver.identifier(from: "de_DE.UTF-8@euro") == "de_DE")
        #expect(try LocaleResolver.identifier(from: "de_DE.utf8") == "de_DE")
        #expect(try LocaleResolver.identifier(from: "sr_RS@latin") == "sr_RS")
        #expect(try LocaleResolver.identifier(from: "C") == "en_US_POSIX")
        #expect(try LocaleResolver.identifier(from: "C.UTF-8") == "en_US_POSIX")
        #expect(try LocaleResolver.identifier(from: "POSIX") == "en_US_POSIX")
        #expect(try LocaleResolver.identifier(from: "") == "en_US_POSIX")
        #expect(try LocaleResolver.identifier(from: "en-gb") == "en_GB")
        #expect(try LocaleResolver.identifier(from: "zh_Hant_TW") == "zh_Hant_TW")
        #expect(try LocaleResolver.identifier(from: "es_419") == "es_419")
        #expect(try LocaleResolver.identifier(from: "fr") == "fr")
        #expect(try LocaleResolver.identifier(from: "en_US_POSIX") == "en_US_POSIX")
        #expect(try LocaleResolver.identifier(from: "en_US@fw=mon") == "en_US@fw=mon")
        #expect(try LocaleResolver.identifier(from: "ja_JP@calendar=japanese") == "ja_JP@calendar=japanese")
        #expect(try LocaleResolver.identifier(from: "en_US@numbers=arab") == "en_US@numbers=arab")
        #expect(try LocaleResolver.identifier(from: "ar_EG@numbers=native") == "ar_EG@numbers=native")
        #expect(try LocaleResolver.identifier(from: "en@numbers=roman") == "en@numbers=roman")
    }

    @Test func badOverridesAreErrors() {
        let cases: [(String, LocaleResolver.Problem)] = [
            ("xx_YY", .unknownLanguage(identifier: "xx_YY", language: "xx")),
            ("de_XY", .unknownRegion(identifier: "de_XY", region: "XY")),
            ("english", .malformed("english")),
            ("en US", .malformed("en US")),
            ("de_DE.", .malformed("de_DE.")),
            ("de_DE@", .malformed("de_DE@")),
            ("e", .malformed("e")),
            ("en__US", .malformed("en__US")),
            ("en_US@fw=", .malformed("en_US@fw=")),
            // ICU's formatters stop the process for a numbering system it lacks, or miscased.
            ("en_US@numbers=foo", .unknownNumberingSystem(identifier: "en_US@numbers=foo", system: "foo")),
            ("ar_EG@numbers=Arab", .unknownNumberingSystem(identifier: "ar_EG@numbers=Arab", system: "Arab")),
            ("en@fw=mon;numbers=tols", .unknownNumberingSystem(identifier: "en@fw=mon;numbers=tols", system: "tols")),
        ]
        for (identifier, problem) in cases {
            #expect(throws: problem, "\(identifier)") {
                try LocaleResolver.resolve(environment: ["LANG": "de_DE"], override: identifier)
            }
        }
        #expect("\(LocaleResolver.Problem.unknownLanguage(identifier: "xx_YY", language: "xx"))".contains("xx"))
    }

    @Test func aBadEnvironmentValueFallsBackToPOSIXWithAWarning() throws {
        let resolution = try LocaleResolver.resolve(environment: ["LC_ALL": "klingon", "LANG": "de_DE"], override: nil)
        #expect(resolution.identifier == "en_US_POSIX")
        #expect(resolution.source == .fallback)
        #expect(resolution.warning?.contains("LC_ALL=klingon") == true)
        #expect(try LocaleResolver.resolve(environment: ["LANG": "de_DE"], override: nil).warning == nil)
    }

    @Test func theResolvedLocaleDrivesTheColumns() throws {
        let locale = try LocaleResolver.locale(
            environment: ["LC_TIME": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], override: nil)
        let layout = DateWheelLayout(
            mode: .date, locale: locale, calendar: DateTestSupport.calendar(), today: DateTestSupport.today)
        #expect(layout.kinds == [.day, .month, .year])
    }
}
