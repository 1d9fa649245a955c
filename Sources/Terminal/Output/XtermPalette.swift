/// The colours of xterm's default palette: the reference every colour of a ``Color`` is measured
/// by, when the renderer brings a colour down to the 16 standard ones and when a contrast is
/// worked out (`Contrast`).
///
/// The 16 standard colours are xterm's default resources (`XTerm*color0` … `color15`); a user's
/// terminal may have other values for them, which no program can know without asking. The 6×6×6
/// cube (16–231) and the 24 greys (232–255) follow xterm's formula, which nearly every terminal
/// keeps.
package enum XtermPalette {
    /// A colour's red, green and blue, 0–255 each (sRGB).
    package struct RGB: Equatable, Sendable {
        package var red: UInt8
        package var green: UInt8
        package var blue: UInt8

        /// A colour from its three channels.
        package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// xterm's default values of the 16 standard colours.
    package static let standard: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205),
        RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The levels of the 6×6×6 colour cube.
    package static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The value of palette colour `index`: a standard colour, a colour of the cube or a grey.
    package static func rgb(_ index: UInt8) -> RGB {
        let i = Int(index)
        if i < 16 { return standard[i] }
        if i >= 232 {
            let value = UInt8(8 + 10 * (i - 232))
            return RGB(value, value, value)
        }
        let c = i - 16
        return RGB(cubeLevels[c / 36], cubeLevels[(c / 6) % 6], cubeLevels[c % 6])
    }
}
