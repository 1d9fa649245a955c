import Testing

@testable import PickerCore

@Suite("TextFolding")
struct TextFoldingTests {
    @Test func foldsCaseAndDiacritics() {
        #expect(TextFolding.fold("cHeWBacca") == "chewbacca")
        #expect(TextFolding.fold("Élise") == "elise")
        #expect(TextFolding.fold("e\u{301}lise") == "elise")
        #expect(TextFolding.fold("ÅNGSTRÖM") == "angstrom")
        #expect(TextFolding.fold("Straße") == "strasse")
        #expect(TextFolding.fold("123 [X]") == "123 [x]")
        #expect(TextFolding.fold("") == "")
    }

    @Test func hasPrefixComparesFoldedText() {
        #expect(TextFolding.hasPrefix("Élise", foldedPrefix: "eli"))
        #expect(TextFolding.hasPrefix("Chewbacca", foldedPrefix: "che"))
        #expect(!TextFolding.hasPrefix("Chewbacca", foldedPrefix: "chx"))
        #expect(!TextFolding.hasPrefix("Ch", foldedPrefix: "che"))
        #expect(TextFolding.hasPrefix("anything", foldedPrefix: ""))
    }

    @Test func lowercasesOnlyASCIILetters() {
        #expect(TextFolding.lowercasedASCII(UInt8(ascii: "A")) == UInt8(ascii: "a"))
        #expect(TextFolding.lowercasedASCII(UInt8(ascii: "Z")) == UInt8(ascii: "z"))
        #expect(TextFolding.lowercasedASCII(UInt8(ascii: "@")) == UInt8(ascii: "@"))
        #expect(TextFolding.lowercasedASCII(UInt8(ascii: "[")) == UInt8(ascii: "["))
        #expect(TextFolding.lowercasedASCII(0xC3) == 0xC3)
    }
}
