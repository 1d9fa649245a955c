#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The contrast between a style's text and its background, as WCAG 2 measures it: the relative
/// luminance of each colour in sRGB, and the ratio (L1 + 0.05) / (L2 + 0.05), from 1 (the same
/// colour) to 21 (black on white). Text is to keep ``text`` (4.5:1), lines and marks
/// ``decoration`` (3:1).
///
/// The colours are measured as xterm shows them (``XtermPalette``): a user's palette may differ,
/// which no program can know. A colour is first brought down to what the terminal shows
/// (``ColorSupport``), as the renderer does. The terminal's own colours (`.default`) are those of
/// a reference terminal for each ``TerminalBackground``: dark is xterm's colour 7 (229 grey) on
/// black, light is black on white (xterm's own default). Reverse swaps text and background, and
/// dim draws the text at two thirds of its value, as xterm draws faint text (measured in xterm
/// under Xvfb: colour 7 becomes 153, blue 238 becomes 159, on black and on white alike). Bold text
/// in one of the first 8 colours set as such (SGR 30–37) is drawn in its bright twin by xterm
/// (`boldColors`, on by default: bold black is grey 127) and by many terminals, and in the colour
/// itself by others: its contrast is the lower of the two.
package enum Contrast {
    /// The least contrast for text: WCAG 2's AA level for body text.
    package static let text = 4.5
    /// The least contrast for what is not text (lines, marks, ticks): WCAG 2's non-text contrast.
    package static let decoration = 3.0

    /// The text colour of a terminal with a background of this kind.
    package static func referenceText(_ background: TerminalBackground) -> XtermPalette.RGB {
        background == .light ? XtermPalette.RGB(0, 0, 0) : XtermPalette.RGB(229, 229, 229)
    }

    /// The background colour of a terminal with a background of this kind.
    package static func referenceBackground(_ background: TerminalBackground) -> XtermPalette.RGB {
        background == .light ? XtermPalette.RGB(255, 255, 255) : XtermPalette.RGB(0, 0, 0)
    }

    /// WCAG 2's relative luminance of an sRGB colour, 0 (black) to 1 (white).
    package static func luminance(_ color: XtermPalette.RGB) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio of two colours, 1 to 21, whichever is lighter.
    package static func ratio(_ a: XtermPalette.RGB, _ b: XtermPalette.RGB) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The value of `color` as a terminal with `background` shows it, where `.default` is the
    /// terminal's text colour (`text`) or its background.
    package static func rgb(_ color: Color, text: Bool, on background: TerminalBackground) -> XtermPalette.RGB {
        switch color {
        case .default: return text ? referenceText(background) : referenceBackground(background)
        case .ansi(let index), .palette(let index): return XtermPalette.rgb(index)
        case .rgb(let red, let green, let blue): return XtermPalette.RGB(red, green, blue)
        }
    }

    /// The colours a cell of `style` is drawn in on a terminal with `background` that shows
    /// `colors`: its text and its background, after reverse and dim.
    package static func shown(_ style: Style, on background: TerminalBackground, colors: ColorSupport) -> (
        text: XtermPalette.RGB, background: XtermPalette.RGB
    ) {
        var text = rgb(colors.downgrade(style.foreground), text: true, on: background)
        var back = rgb(colors.downgrade(style.background), text: false, on: background)
        if style.attributes.contains(.reverse) { swap(&text, &back) }
        if style.attributes.contains(.dim) {
            func faint(_ channel: UInt8) -> UInt8 { UInt8((Int(channel) * 2 + 1) / 3) }
            text = XtermPalette.RGB(faint(text.red), faint(text.green), faint(text.blue))
        }
        return (text, back)
    }

    /// The contrast of a cell of `style`'s text with its background, on a terminal with
    /// `background` that shows `colors` (bold text in colours 0–7 both as it is and brightened).
    package static func ratio(of style: Style, on background: TerminalBackground, colors: ColorSupport) -> Double {
        let (text, back) = shown(style, on: background, colors: colors)
        let plain = ratio(text, back)
        guard style.attributes.contains(.bold), case .ansi(let index) = colors.downgrade(style.foreground), index < 8
        else { return plain }
        var bright = style
        bright.foreground = .ansi(index + 8)
        let (brightText, brightBack) = shown(bright, on: background, colors: colors)
        return min(plain, ratio(brightText, brightBack))
    }
}
