import Testing

@testable import Terminal

/// Items' and previews' colours: SGR sequences read into styles, every other sequence kept as text.
@Suite("SGRText")
struct SGRTextTests {
    @Test func sgrSequencesBecomeTheStylesOfTheCharactersAfterThem() {
        let text = SGRText("a\u{1B}[1;31mbc\u{1B}[22;44md\u{1B}[0me\u{1B}[mf")
        #expect(text.text == "abcdef")
        #expect(
            text.styles == [
                Style(), Style(foreground: .ansi(1), attributes: [.bold]),
                Style(foreground: .ansi(1), attributes: [.bold]), Style(foreground: .ansi(1), background: .ansi(4)),
                Style(), Style(),
            ])
    }

    @Test(arguments: [
        ("\u{1B}[38;5;208mx", Style(foreground: .palette(208))),
        ("\u{1B}[38:5:208mx", Style(foreground: .palette(208))),
        ("\u{1B}[48;2;1;2;3mx", Style(background: .rgb(1, 2, 3))),
        ("\u{1B}[38:2::1:2:3mx", Style(foreground: .rgb(1, 2, 3))),
        ("\u{1B}[92;103mx", Style(foreground: .ansi(10), background: .ansi(11))),
        ("\u{1B}[2;3;4;7mx", Style(attributes: [.dim, .italic, .underline, .reverse])),
        ("\u{1B}[1;4m\u{1B}[24;39mx", Style(attributes: [.bold])),
        ("\u{1B}[38;5;300mx", Style()),
        ("\u{1B}[5;9mx", Style()),
    ])
    func coloursAndAttributes(raw: String, style: Style) {
        let text = SGRText(raw)
        #expect(text.text == "x")
        #expect(text.styles == [style])
    }

    @Test func otherSequencesStayText() {
        let raw = "\u{1B}]0;title\u{07}\u{1B}[2J\u{1B}[31"
        let text = SGRText(raw)
        #expect(text.text == raw, "a title, a screen clear and an unfinished SGR are not colours")
        #expect(InertText.make(text.text) == "^[]0;title^G^[[2J^[[31")
        #expect(SGRText.strip(raw) == raw)
    }

    @Test func strippingBytesKeepsEverythingButSGR() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x33, 0x31, 0x6D, 0xFF, 0x61, 0x1B, 0x5B, 0x6D, 0x1B, 0x5B, 0x48]
        #expect(SGRText.strip(bytes: bytes) == [0xFF, 0x61, 0x1B, 0x5B, 0x48])
        #expect(SGRText.strip("\u{1B}[1mbold\u{1B}[0m") == "bold")
    }

    @Test func aRelativeStyleTakesThePlacesColoursWhereItSetsNone() {
        let band = Style(foreground: .ansi(15), background: .ansi(4), attributes: [.bold])
        #expect(
            Style(foreground: .ansi(1)).over(band)
                == Style(foreground: .ansi(1), background: .ansi(4), attributes: [.bold]))
        #expect(Style(attributes: [.underline]).over(band).attributes == [.bold, .underline])
    }
}
