import Foundation
import Testing

@testable import PickerCore

@Suite("ISOLanguages")
struct ISOLanguagesTests {
    private static let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { Character(UnicodeScalar($0)) }

    /// Every two- and three-letter code, aa to zzz: the kept lists answer as ICU does.
    @Test func codesAgreeWithICU() {
        var disagreements: [String] = []
        for first in Self.letters {
            for second in Self.letters {
                let two = String([first, second])
                if ISOLanguages.contains(two) != Locale.LanguageCode(two).isISOLanguage { disagreements.append(two) }
                for third in Self.letters {
                    let three = String([first, second, third])
                    if ISOLanguages.contains(three) != Locale.LanguageCode(three).isISOLanguage {
                        disagreements.append(three)
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "ICU and the kept lists disagree on \(disagreements)")
    }

    @Test(arguments: [(ISOLanguages.twoLetterCodes, 2), (ISOLanguages.threeLetterCodes, 3)])
    func listsAreCodesInOrder(list: String, length: Int) {
        let bytes = Array(list.utf8)
        #expect(bytes.count % length == 0)
        let codes = stride(from: 0, to: bytes.count, by: length).map {
            String(decoding: bytes[$0..<$0 + length], as: UTF8.self)
        }
        #expect(codes == codes.sorted())
        #expect(Set(codes).count == codes.count)
    }

    @Test func caseAndMalformedCodes() {
        #expect(ISOLanguages.contains("en"))
        #expect(ISOLanguages.contains("EN"))
        #expect(ISOLanguages.contains("eng"))
        #expect(ISOLanguages.contains("nl"))
        #expect(ISOLanguages.contains("yue"))
        #expect(!ISOLanguages.contains("qq"))
        #expect(!ISOLanguages.contains("e"))
        #expect(!ISOLanguages.contains("engl"))
        #expect(!ISOLanguages.contains(""))
        #expect(!ISOLanguages.contains("e1"))
        #expect(!ISOLanguages.contains("é"))
    }
}
