import Foundation
import Testing

@testable import PickerCore

@Suite("ISORegions")
struct ISORegionsTests {
    /// Every two-letter code, AA to ZZ: the kept list answers as ICU does.
    @Test func twoLetterCodesAgreeWithICU() {
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { Character(UnicodeScalar($0)) }
        var disagreements: [String] = []
        for first in letters {
            for second in letters {
                let code = String([first, second])
                if ISORegions.contains(code) != Locale.Region(code).isISORegion { disagreements.append(code) }
            }
        }
        #expect(disagreements.isEmpty, "ICU and the kept list disagree on \(disagreements)")
    }

    @Test func listIsPairsInOrder() {
        let codes = Array(ISORegions.letterCodes.utf8)
        #expect(codes.count % 2 == 0)
        let pairs = stride(from: 0, to: codes.count, by: 2).map { String(decoding: codes[$0..<$0 + 2], as: UTF8.self) }
        #expect(pairs == pairs.sorted())
        #expect(Set(pairs).count == pairs.count)
    }

    @Test func numericAndMalformedCodes() {
        #expect(ISORegions.contains("419"))
        #expect(ISORegions.contains("001"))
        #expect(!ISORegions.contains("007"))
        #expect(!ISORegions.contains("us"))
        #expect(!ISORegions.contains("USA"))
        #expect(!ISORegions.contains(""))
        #expect(!ISORegions.contains("XY"))
        #expect(ISORegions.contains("NL"))
    }
}
