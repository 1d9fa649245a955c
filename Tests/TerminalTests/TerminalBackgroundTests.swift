import Testing

@testable import Terminal

/// The terminal's background as the environment and the terminal tell it, the contrast
/// arithmetic, and the input decoder reading the terminal's replies.
@Suite struct TerminalBackgroundTests {
    // MARK: Contrast

    @Test func contrastIsWCAGsRatioOfRelativeLuminances() {
        let black = XtermPalette.RGB(0, 0, 0), white = XtermPalette.RGB(255, 255, 255)
        #expect(Contrast.ratio(black, white) == 21)
        #expect(Contrast.ratio(white, white) == 1)
        #expect(abs(Contrast.luminance(XtermPalette.RGB(128, 128, 128)) - 0.2158605) < 1e-6)
        // The cases of the issue: blue on the focused band, grey 37 on white, cyan on white.
        let blueOnBand = Contrast.ratio(XtermPalette.RGB(0, 0, 255), XtermPalette.rgb(4))
        #expect(abs(blueOnBand - 1.094) < 0.001)
        #expect(abs(Contrast.ratio(XtermPalette.rgb(7), white) - 1.26) < 0.01)
        #expect(abs(Contrast.ratio(XtermPalette.rgb(6), white) - 1.98) < 0.01)
    }

    @Test func aStyleIsMeasuredAsTheTerminalShowsIt() {
        let all = ColorSupport(level: .trueColor)
        // The terminal's own colours: light grey on black, black on white.
        #expect(abs(Contrast.ratio(of: Style(), on: .dark, colors: all) - 16.67) < 0.01)
        #expect(Contrast.ratio(of: Style(), on: .light, colors: all) == 21)
        // Reverse swaps; dim draws the text at two thirds.
        let reversed = Style(foreground: .ansi(15), background: .ansi(4), attributes: [.reverse])
        #expect(Contrast.shown(reversed, on: .dark, colors: all).text == XtermPalette.rgb(4))
        let dim = Contrast.shown(Style(foreground: .ansi(7), attributes: [.dim]), on: .dark, colors: all)
        #expect(dim.text == XtermPalette.RGB(153, 153, 153))
        // Brought down first: at 16 colours grey 238 is colour 8.
        let band = Style(foreground: .ansi(15), background: .palette(238))
        #expect(Contrast.shown(band, on: .dark, colors: ColorSupport(level: .ansi16)).background == XtermPalette.rgb(8))
    }

    @Test func boldTextInTheFirstEightColoursCountsAsDrawnBright() {
        let all = ColorSupport(level: .trueColor)
        // xterm draws bold SGR 30 as colour 8 (grey 127): 4.0:1 on white, not 21.
        #expect(
            abs(Contrast.ratio(of: Style(foreground: .ansi(0), attributes: [.bold]), on: .light, colors: all) - 4.0)
                < 0.01)
        #expect(Contrast.ratio(of: Style(foreground: .ansi(0)), on: .light, colors: all) == 21)
        // Not the terminal's own colour, nor a palette colour set as 38;5;n.
        #expect(Contrast.ratio(of: Style(attributes: [.bold]), on: .light, colors: all) == 21)
        #expect(Contrast.ratio(of: Style(foreground: .palette(0), attributes: [.bold]), on: .light, colors: all) == 21)
        // Brought down to 16 colours, a palette colour is SGR 30–37 again.
        let sixteen = ColorSupport(level: .ansi16)
        #expect(
            Contrast.ratio(of: Style(foreground: .palette(16), attributes: [.bold]), on: .light, colors: sixteen) < 4.5)
    }

    @Test func thePaletteIsXtermsFormula() {
        #expect(XtermPalette.rgb(16) == XtermPalette.RGB(0, 0, 0))
        #expect(XtermPalette.rgb(39) == XtermPalette.RGB(0, 175, 255))
        #expect(XtermPalette.rgb(231) == XtermPalette.RGB(255, 255, 255))
        #expect(XtermPalette.rgb(232) == XtermPalette.RGB(8, 8, 8))
        #expect(XtermPalette.rgb(255) == XtermPalette.RGB(238, 238, 238))
    }

    // MARK: From the environment

    @Test(arguments: [
        ("15;0", TerminalBackground.dark), ("0;15", .light), ("0;default;15", .light), ("7;0", .dark),
        ("0;7", .light), ("15;4", .dark), ("0;11", .light),
    ])
    func colorFGBGNamesTheBackground(value: String, background: TerminalBackground) {
        #expect(TerminalBackground(colorFGBG: value) == background, "\(value)")
        #expect(TerminalTraits(environment: ["COLORFGBG": value, "TERM": "xterm"]).background == background)
    }

    @Test(arguments: ["", "default;default", "15;", "15;16", "15;-1", "light", "0;0x1"])
    func otherColorFGBGValuesSayNothing(value: String) {
        #expect(TerminalBackground(colorFGBG: value) == nil, "\(value)")
    }

    @Test func withoutColorFGBGTheBackgroundIsUnknown() {
        #expect(TerminalTraits(environment: ["TERM": "xterm-256color"]).background == nil)
    }

    // MARK: The terminal's answer

    @Test(arguments: [
        ("11;rgb:ffff/ffff/ffff", TerminalBackground.light), ("11;rgb:0000/0000/0000", .dark),
        ("11;rgb:f/f/f", .light), ("11;rgb:ff/ff/ff", .light), ("11;rgb:fff/fff/fff", .light),
        ("11;rgb:1e1e/1e1e/2e2e", .dark), ("11;rgb:fdf6/f6f6/e3e3", .light), ("11;rgb:0/2b/36", .dark),
        ("11;rgba:ffff/ffff/ffff/ffff", .light), ("11;rgb:8080/8080/8080", .light), ("11;rgb:5c5c/5c5c/5c5c", .dark),
    ])
    func anOSC11AnswerNamesTheBackground(text: String, background: TerminalBackground) {
        #expect(TerminalBackground(colorReply: Array(text.utf8)) == background, "\(text)")
    }

    @Test(arguments: [
        "10;rgb:ffff/ffff/ffff", "11;?", "11;rgb:ffff/ffff", "11;rgb:fffff/0/0", "11;rgb:g/0/0", "11;rgb://",
        "11;#ffffff", "11;rgba:ffff/ffff/ffff", "11;rgb:ffff/ffff/ffff/ffff", "11",
    ])
    func otherAnswersNameNothing(text: String) {
        #expect(TerminalBackground(colorReply: Array(text.utf8)) == nil, "\(text)")
    }

    // MARK: Decoding the replies

    /// The answers of a terminal that knows OSC 11 (xterm's, with ST) and of one that does not.
    static let xtermReply = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"

    @Test func theRepliesAreReadAsRepliesInAnyPieces() {
        let bytes = Array((Self.xtermReply + "a\u{1B}[A").utf8)
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            decoder.awaitsQueryReplies = true
            let events = decoder.feed(Array(bytes[..<cut])) + decoder.feed(Array(bytes[cut...]))
            #expect(events == [.key(.character("a"), []), .key(.up, [])], "cut at \(cut)")
            #expect(decoder.reportedBackground == .light)
            #expect(!decoder.awaitsQueryReplies, "the device attributes end the wait")
        }
    }

    @Test func aBELTerminatorAndATerminalWithoutOSC11() {
        var decoder = InputDecoder()
        decoder.awaitsQueryReplies = true
        #expect(decoder.feed(Array("\u{1B}]11;rgb:0/0/0\u{07}x".utf8)) == [.key(.character("x"), [])])
        #expect(decoder.reportedBackground == .dark)
        var silent = InputDecoder()
        silent.awaitsQueryReplies = true
        #expect(silent.feed(Array("\u{1B}[?62;22cy".utf8)) == [.key(.character("y"), [])])
        #expect(silent.reportedBackground == nil)
        #expect(!silent.awaitsQueryReplies)
    }

    @Test func anotherOSCStringIsSwallowedAndAnOverlongOneIsCut() {
        var decoder = InputDecoder()
        decoder.awaitsQueryReplies = true
        let long = "\u{1B}]11;rgb:" + String(repeating: "f", count: 500) + "\u{07}"
        #expect(decoder.feed(Array(("\u{1B}]10;rgb:0/0/0\u{1B}\\" + long + "z").utf8)) == [.key(.character("z"), [])])
        #expect(decoder.reportedBackground == nil)
    }

    @Test func aReplyBrokenOffByAnEscapeSequenceGivesThatSequence() {
        var decoder = InputDecoder()
        decoder.awaitsQueryReplies = true
        #expect(decoder.feed(Array("\u{1B}]11;rgb:ff\u{1B}[A".utf8)) == [.key(.up, [])])
        #expect(decoder.reportedBackground == nil)
    }

    @Test func aStalledReplyIsDroppedNotTyped() {
        var decoder = InputDecoder()
        decoder.awaitsQueryReplies = true
        #expect(decoder.feed(Array("\u{1B}]11;rgb:ffff/ff".utf8)).isEmpty)
        #expect(decoder.isReplyOpen && decoder.hasPending)
        #expect(decoder.flush().isEmpty)
        #expect(!decoder.hasPending)
        #expect(decoder.feed(Array("x".utf8)) == [.key(.character("x"), [])], "what follows is keys again")
    }

    @Test func withoutAQuestionEscBracketIsAltBracket() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}]".utf8)) == [.key(.character("]"), [.alt])])
        var typed = InputDecoder()
        #expect(typed.feed(Array("\u{1B}]x".utf8)) == [.key(.character("]"), [.alt]), .key(.character("x"), [])])
        #expect(typed.feed(Array("\u{1B}[?62;22c".utf8)).isEmpty, "device attributes unasked are dropped")
    }
}
