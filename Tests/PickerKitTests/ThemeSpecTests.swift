import Testing

@testable import PickerKit

@Suite("Themes")
struct ThemeSpecTests {
    static let trueColor = TerminalTraits(
        colors: ColorSupport(level: .trueColor), isDumb: false, synchronizedOutput: true, usesUnicode: true)
    static let sixteen = TerminalTraits(
        colors: ColorSupport(level: .ansi16), isDumb: false, synchronizedOutput: true, usesUnicode: true)
    static let noColor = TerminalTraits(environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])

    @Test func aSpecColoursTheBandTheRowsTheMatchesTheMarksAndTheTitle() throws {
        let theme = try Theme.parse("band=blue,dim=245,match=#ff8800,mark=green,title=bold", traits: Self.trueColor)
        #expect(theme.bandFocused.background == .ansi(4))
        #expect(theme.rowsByDistance.dropFirst().allSatisfy { $0.foreground == .palette(245) })
        #expect(theme.rowsByDistance[0] == Theme.color.rowsByDistance[0], "the row next to the band is not dimmed")
        #expect(theme.match == Style(foreground: .rgb(255, 136, 0), attributes: [.bold, .underline]))
        #expect(theme.mark.foreground == .ansi(2))
        #expect(theme.text.attributes.contains(.bold))
        #expect(theme.usesColor)
    }

    @Test func colonsAsInFzfAttributesAndRegular() throws {
        let theme = try Theme.parse(
            " band-text:bright-white , title:regular:italic,hint:grey:underline,accent:-1", traits: Self.trueColor)
        #expect(theme.bandFocused.foreground == .ansi(15) && theme.band.foreground == .ansi(15))
        #expect(theme.text.attributes == [.italic])
        #expect(theme.hint == Style(foreground: .ansi(8), attributes: [.underline]))
        #expect(theme.accent.foreground == .default)
    }

    @Test func coloursAreBroughtDownToWhatTheTerminalShows() throws {
        let theme = try Theme.parse("match:#ff8800,dim:245", traits: Self.sixteen)
        #expect(theme.match.foreground == .ansi(3))
        #expect(theme.rowsByDistance[1].foreground == .ansi(8))
        #expect(theme.separator.foreground == .ansi(8), "the theme's own palette colours too")
    }

    @Test func noColorKeepsTheAttributesOnly() throws {
        let theme = try Theme.parse("ocean,band:red,match:red:underline,title:italic", traits: Self.noColor)
        #expect(!theme.usesColor)
        #expect(theme.bandFocused == Theme.monochrome.bandFocused)
        #expect(theme.match == Style(attributes: [.bold, .underline]))
        #expect(theme.text.attributes == [.bold, .italic])
        #expect(Theme.named("amber", traits: Self.noColor)?.band == Theme.monochrome.band)
    }

    @Test func namedThemes() throws {
        for name in Theme.names {
            #expect(Theme.named(name, traits: Self.trueColor) != nil, "\(name)")
            #expect(try Theme.parse(name, traits: Self.trueColor).bandFocused != Style(), "\(name)")
        }
        #expect(Theme.named("DEFAULT", traits: Self.trueColor)?.bandFocused == Theme.color.bandFocused)
        #expect(Theme.named("solarized", traits: Self.trueColor) == nil)
        let ocean = try Theme.parse("ocean,band:red", traits: Self.trueColor)
        #expect(ocean.bandFocused.background == .ansi(1) && ocean.accent == Theme.ocean.accent)
        let ascii = TerminalTraits(environment: ["LANG": "C", "TERM": "xterm"])
        #expect(try Theme.parse("bw", traits: ascii).separatorGlyph == "|")
    }

    @Test func errorsNameTheBadPartInert() {
        func message(_ spec: String) -> String {
            do {
                _ = try Theme.parse(spec, traits: Self.trueColor)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(message("bnad:blue").contains("'bnad' in 'bnad:blue' is not a part of the theme: band, band-text"))
        #expect(message("band:blu").contains("'blu' in 'band:blu' is not a colour or an attribute"))
        #expect(message("dim:300").contains("'300' in 'dim:300' is not a colour: the palette goes from 0 to 255"))
        #expect(message("match:#ff88").contains("#rrggbb"))
        #expect(message("band:red:blue").contains("gives two colours"))
        #expect(message("solarized").contains("'solarized' is not a theme (default, light, bw, ocean, amber)"))
        #expect(message("band:red,ocean").contains("'ocean' names no part of the theme"))
        #expect(message("band:").contains("'band:' gives no colour or attribute"))
        let escaped = message("\u{1B}[31m:red")
        #expect(escaped.contains("'^[[31m'") && !escaped.contains("\u{1B}"))
        #expect(message("band:red,,") == "no error", "empty parts are nothing")
    }
}

@Suite("Theme in the choose rows")
@MainActor
struct ChooseCellThemeTests {
    @Test func matchesAndMarksTakeTheThemesColoursAndAttributes() {
        var theme = Theme.color
        theme.match = Style(foreground: .palette(208), attributes: [.italic])
        theme.mark = Style(foreground: .ansi(2))
        let cell = ChooseCell()
        cell.text = "abc"
        cell.matched = [1]
        cell.mark = true
        var screen = Screen(width: 8, height: 1)
        let row = Style(foreground: .ansi(7))
        let rect = Rect(x: 0, y: 0, width: 8, height: 1)
        cell.render(
            in: rect, into: &screen,
            context: PickerCellContext(row: 0, component: 0, distance: 1, style: row, theme: theme, clip: rect))
        #expect(screen.text(row: 0).hasPrefix(" ● abc"))
        #expect(screen[1, 0].style == Style(foreground: .ansi(2)))
        #expect(screen[3, 0].style == row)
        #expect(screen[4, 0].style == Style(foreground: .palette(208), attributes: [.italic]))
    }
}
