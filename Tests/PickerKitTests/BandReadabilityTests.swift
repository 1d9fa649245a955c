import Testing

@testable import PickerKit

/// A row's own colour on the band (an attributed title, an item's `--ansi` colour, a custom
/// cell's): kept where it keeps 4.5:1 with the band, the band's text colour where it does not —
/// over the 16 standard colours and UIKit's colours, in every theme, on either background, at
/// every colour depth, on the band of a focused and of an unfocused picker.
@Suite("Text on the band")
@MainActor
struct BandReadabilityTests {
    /// The colours a title may bring: the 16 standard ones, and UIKit's `.blue`, `.red`, `.green`,
    /// `.yellow`, `.cyan`, `.magenta`, `.orange` and `.systemBlue` as `UIColor` gives them.
    static let colors: [Color] =
        (0..<16).map { Color.ansi(UInt8($0)) } + [
            .rgb(0, 0, 255), .rgb(255, 0, 0), .rgb(0, 255, 0), .rgb(255, 255, 0), .rgb(0, 255, 255),
            .rgb(255, 0, 255), .rgb(255, 128, 0), .rgb(0, 122, 255),
        ]

    /// A picker whose selected row's title is "Title" in `color` (bold), then " two" in the row's own
    /// style, drawn with `theme`.
    static func band(_ color: Color, theme: Theme, focused: Bool) -> (screen: Screen, band: Style) {
        let rig = Rig([["a", "b", "c"]]) { source, _ in
            source.styledTitles[0] = [
                0: StyledText([
                    StyledText.Run("Title", style: Style(foreground: color, attributes: [.bold])),
                    StyledText.Run(" two"),
                ])
            ]
        }
        rig.picker.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        rig.picker.isFocused = focused
        return (rig.render(width: 20, height: 5, theme: theme), focused ? theme.bandFocused : theme.band)
    }

    @Test(arguments: ["default", "light", "ocean", "amber"])
    func aTitlesOwnColourOnTheBandReadsOrGivesWay(name: String) throws {
        for background in [TerminalBackground.dark, .light] {
            for level in [ColorSupport.Level.ansi16, .palette256, .trueColor] {
                let traits = TerminalTraits(
                    colors: ColorSupport(level: level), isDumb: false, synchronizedOutput: true, usesUnicode: true,
                    background: background)
                let theme = try #require(Theme.named(name, traits: traits))
                for focused in [false, true] {
                    for color in Self.colors {
                        let (screen, band) = Self.band(color, theme: theme, focused: focused)
                        let place = "focused" + (focused ? "" : " not")
                        let where_ = "\(name) on \(theme.background) at \(level), \(place), \(color)"
                        let row = 2
                        let first = try #require(screen.column(of: "Title", row: row), "\(where_)")
                        let cell = screen[first, row]
                        #expect(cell.style.background == band.background, "the band shows behind: \(where_)")
                        #expect(cell.style.attributes.contains(.bold), "the run's attributes stay: \(where_)")
                        let ratio = Contrast.ratio(of: cell.style, on: theme.background, colors: theme.colors)
                        #expect(ratio >= Contrast.text, "\(where_): \(ratio)")
                        var own = band
                        own.foreground = color
                        let ownReads =
                            Contrast.ratio(of: own, on: theme.background, colors: theme.colors) >= Contrast.text
                        #expect(
                            cell.style.foreground == (ownReads ? color : band.foreground),
                            "\(where_): the own colour where it reads, else the band's")
                        #expect(screen[first + 6, row].style == band, "a run without a style is the band's: \(where_)")
                    }
                }
            }
        }
    }

    @Test func theIssuesCasesGiveWayAndReadableColoursStay() throws {
        func titleColour(_ color: Color) throws -> Color {
            let screen = Self.band(color, theme: .color, focused: true).screen
            return screen[try #require(screen.column(of: "Title", row: 2)), 2].style.foreground
        }
        // UIKit's .blue on the focused band (1.09:1) and .red on it (2.35:1) give way.
        #expect(try titleColour(.rgb(0, 0, 255)) == .ansi(15))
        #expect(try titleColour(.rgb(255, 0, 0)) == .ansi(15))
        // Yellow reads on blue (8.9:1) and keeps its colour.
        #expect(try titleColour(.ansi(11)) == .ansi(11))
    }

    @Test func offTheBandATitleKeepsItsColour() throws {
        let rig = Rig([["a", "b", "c"]]) { source, _ in
            source.styledTitles[0] = [1: StyledText("far", style: Style(foreground: .rgb(0, 0, 255)))]
        }
        rig.picker.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        let screen = rig.render(width: 20, height: 5, theme: .color)
        let column = try #require(screen.column(of: "far", row: 3))
        #expect(screen[column, 3].style.foreground == .rgb(0, 0, 255))
    }
}
