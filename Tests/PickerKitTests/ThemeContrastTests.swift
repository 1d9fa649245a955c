import Testing

@testable import PickerKit

/// Every named theme, on a dark and a light background, at 16 colours, 256 and 24-bit: each
/// styled part keeps its contrast with what it is drawn on (text 4.5:1, lines and marks 3:1,
/// what cannot be chosen 3:1), measured as xterm draws it (`Contrast`), and the wheel's rows
/// never gain contrast further from the band.
@Suite("Theme contrast")
@MainActor
struct ThemeContrastTests {
    /// What a part must keep: text 4.5:1, lines and marks 3:1, and what cannot be chosen 3:1
    /// (WCAG asks no contrast of an inactive control; it still keeps the non-text level).
    enum Need {
        case text, decoration, disabled

        var ratio: Double { self == .text ? Contrast.text : Contrast.decoration }
    }

    /// A styled part of a theme: its name, its style as drawn (over what it is drawn on), what it
    /// must keep.
    struct Part {
        var name: String
        var style: Style
        var need: Need
    }

    static let levels: [ColorSupport.Level] = [.ansi16, .palette256, .trueColor]
    static let backgrounds: [TerminalBackground] = [.dark, .light]

    static func traits(_ level: ColorSupport.Level, _ background: TerminalBackground?) -> TerminalTraits {
        TerminalTraits(
            colors: ColorSupport(level: level), isDumb: false, synchronizedOutput: true, usesUnicode: true,
            background: background)
    }

    /// `top` laid over `base` as a match or a mark is (ChooseCell.overlay).
    static func over(_ top: Style, _ base: Style) -> Style {
        ChooseCell.overlay(top, on: base)
    }

    /// `style` with `other`'s attributes added, as the calendar marks today on a selected day.
    static func withAttributes(_ style: Style, _ other: Style) -> Style {
        var style = style
        style.attributes.formUnion(other.attributes)
        return style
    }

    /// `style` drawn on the band `band`, with the rule that keeps text on the band readable.
    static func onBand(_ style: Style, _ band: Style, _ theme: Theme) -> Style {
        var screen = Screen(width: 1, height: 1)
        screen.put("x", column: 0, row: 0, style: style)
        theme.keepReadable(Rect(x: 0, y: 0, width: 1, height: 1), on: band, in: &screen)
        return screen[0, 0].style
    }

    /// Every styled part a widget draws with, and the combinations widgets make of them: matches
    /// and marks on the band and on the rows, the calendar's cursor on the band's background.
    static func parts(_ theme: Theme) -> [Part] {
        var parts = [
            Part(name: "band", style: theme.band, need: .text),
            Part(name: "band focused", style: theme.bandFocused, need: .text),
            Part(name: "separator", style: theme.separator, need: .decoration),
            Part(name: "title", style: theme.text, need: .text),
            Part(name: "hint", style: theme.hint, need: .text),
            Part(name: "button", style: theme.button, need: .text),
            Part(name: "button focused", style: theme.buttonFocused, need: .text),
            Part(name: "alert", style: theme.alert, need: .text),
            Part(name: "alert title", style: theme.alertTitle, need: .text),
            Part(name: "tab bar", style: theme.tabBar, need: .text),
            Part(name: "tab selected", style: theme.tabSelected, need: .text),
            Part(name: "accent", style: theme.accent, need: .text),
            Part(name: "field border", style: theme.fieldBorder, need: .decoration),
            Part(name: "field border focused", style: theme.fieldBorderFocused, need: .decoration),
            Part(name: "ruler minor tick", style: theme.rulerMinorTick, need: .decoration),
            Part(name: "ruler major tick", style: theme.rulerMajorTick, need: .decoration),
            Part(name: "ruler pointer", style: theme.rulerPointer, need: .decoration),
            Part(name: "ruler label", style: theme.rulerLabel, need: .text),
            Part(name: "ruler message", style: theme.rulerMessage, need: .text),
            Part(name: "table column title", style: theme.tableColumnTitle, need: .text),
            Part(name: "table section title", style: theme.tableSectionTitle, need: .text),
            Part(name: "sheet", style: theme.sheet, need: .text),
            Part(name: "mini picker arrow", style: theme.accent, need: .decoration),
            Part(name: "disabled", style: theme.disabled, need: .disabled),
            Part(name: "today", style: theme.today, need: .text),
            Part(name: "day selected", style: withAttributes(theme.daySelected, theme.today), need: .text),
            Part(name: "range", style: theme.rangeFill, need: .text),
            Part(name: "weekday header", style: theme.weekdayHeader, need: .text),
            Part(name: "week number", style: theme.weekNumber, need: .text),
            Part(name: "compact date open", style: theme.compactOpen, need: .text),
            Part(
                name: "calendar cursor", style: Style(background: theme.band.background), need: .text),
            Part(
                name: "calendar cursor on today",
                style: Style(foreground: theme.today.foreground, background: theme.band.background), need: .text),
        ]
        for (name, band) in [("band", theme.band), ("band focused", theme.bandFocused)] {
            parts.append(
                Part(name: "match on \(name)", style: onBand(over(theme.match, band), band, theme), need: .text))
            parts.append(
                Part(name: "mark on \(name)", style: onBand(over(theme.mark, band), band, theme), need: .decoration))
        }
        for distance in 1...theme.rowsByDistance.count {
            let row = theme.rowStyle(distance: distance)
            parts.append(Part(name: "row \(distance)", style: row, need: .text))
            var match = over(theme.match, row)
            if theme.match.foreground == .default, row.foreground != .default {
                match.foreground = theme.accent.foreground
            }
            parts.append(Part(name: "match on row \(distance)", style: match, need: .text))
            parts.append(Part(name: "mark on row \(distance)", style: over(theme.mark, row), need: .decoration))
        }
        return parts
    }

    /// The parts of `theme` that fall short, as lines naming each.
    static func shortfalls(_ theme: Theme) -> [String] {
        parts(theme).compactMap { part in
            let ratio = Contrast.ratio(of: part.style, on: theme.background, colors: theme.colors)
            return ratio >= part.need.ratio
                ? nil : "\(part.name): \((ratio * 100).rounded() / 100) < \(part.need.ratio) (\(part.style))"
        }
    }

    @Test(arguments: Theme.names)
    func everyPartReadsOnEitherBackgroundAtEveryDepth(name: String) throws {
        for background in Self.backgrounds {
            for level in Self.levels {
                let theme = try #require(Theme.named(name, traits: Self.traits(level, background)))
                let expected = name == "light" ? TerminalBackground.light : background
                #expect(theme.background == expected, "\(name) on \(background) at \(level)")
                guard theme.usesColor else { continue }
                let short = Self.shortfalls(theme)
                #expect(short.isEmpty, "\(name) on \(theme.background) at \(level):\n\(short.joined(separator: "\n"))")
            }
        }
    }

    @Test(arguments: Theme.names)
    func theRowsFadeWithoutGainingContrast(name: String) throws {
        for background in Self.backgrounds {
            for level in Self.levels {
                let theme = try #require(Theme.named(name, traits: Self.traits(level, background)))
                let ratios = (1...6).map {
                    Contrast.ratio(of: theme.rowStyle(distance: $0), on: theme.background, colors: theme.colors)
                }
                for (near, far) in zip(ratios, ratios.dropFirst()) {
                    #expect(far <= near, "\(name) on \(theme.background) at \(level): \(ratios)")
                }
            }
        }
    }

    @Test(arguments: Theme.names)
    func withoutColoursOnlyAttributesAreLeft(name: String) throws {
        let noColor = TerminalTraits(environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
        let theme = try #require(Theme.named(name, traits: noColor))
        #expect(!theme.usesColor && !theme.followsBackground)
        for part in Self.parts(theme) {
            #expect(part.style.foreground == .default && part.style.background == .default, "\(name) \(part.name)")
        }
        #expect(theme.band.attributes.contains(.reverse) && theme.bandFocused.attributes.contains(.reverse))
    }

    @Test func aThemeMadeWithoutKnowingTheBackgroundCarriesBothForms() throws {
        for name in ["default", "ocean", "amber"] {
            for level in Self.levels {
                let theme = try #require(Theme.named(name, traits: Self.traits(level, nil)))
                #expect(theme.followsBackground && theme.background == .dark, "\(name) at \(level)")
                let light = theme.forBackground(.light)
                #expect(light.background == .light)
                #expect(
                    Self.shortfalls(light).isEmpty && light.hint != theme.hint, "\(name)'s light form at \(level)")
                #expect(light.forBackground(.dark).hint == theme.hint, "and back")
                #expect(theme.forBackground(.dark).hint == theme.hint)
            }
        }
        let known = try #require(Theme.named("ocean", traits: Self.traits(.palette256, .light)))
        #expect(!known.followsBackground && known.forBackground(.dark).background == .light)
        let light = try #require(Theme.named("light", traits: Self.traits(.palette256, nil)))
        #expect(!light.followsBackground && light.background == .light, "light is a form, not a family")
        #expect(!Theme.standard(traits: Self.traits(.palette256, .dark)).followsBackground)
        #expect(Theme.standard(traits: Self.traits(.palette256, nil)).followsBackground)
    }

    @Test func aSpecAppliesToBothForms() throws {
        let theme = try Theme.parse("ocean,band:#ff8800,title:underline", traits: Self.traits(.trueColor, nil))
        let light = theme.forBackground(.light)
        #expect(theme.bandFocused.background == .rgb(255, 136, 0) && light.bandFocused.background == .rgb(255, 136, 0))
        #expect(theme.text.attributes.contains(.underline) && light.text.attributes.contains(.underline))
        #expect(theme.text.foreground != light.text.foreground, "each form keeps its own title colour")
    }
}
