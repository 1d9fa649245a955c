/// Select Graphic Rendition: the CSI … m sequences that set colours and attributes.
enum SGR {
    private static let attributeOn: [(Attributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7),
    ]

    /// Appends the shorter of an incremental change from `current` and a reset to `style` (both
    /// already brought down to the terminal's colours); a reset when `current` is unknown.
    static func append(from current: Style?, to style: Style, into out: inout [UInt8]) {
        guard current != style else { return }
        let start = out.count
        guard let current else {
            appendReset(to: style, into: &out)
            return
        }
        appendIncremental(from: current, to: style, into: &out)
        let middle = out.count
        appendReset(to: style, into: &out)
        if out.count - middle < middle - start {
            out.removeSubrange(start..<middle)
        } else {
            out.removeSubrange(middle..<out.count)
        }
    }

    /// CSI … m turning exactly the differences off and on.
    static func appendIncremental(from current: Style, to style: Style, into out: inout [UInt8]) {
        var first = true
        func separate(_ out: inout [UInt8]) {
            if !first { out.append(UInt8(ascii: ";")) }
            first = false
        }
        func code(_ n: Int, _ out: inout [UInt8]) {
            separate(&out)
            out.appendDecimal(n)
        }
        out.appendASCII("\u{1B}[")
        let turnedOff = current.attributes.subtracting(style.attributes)
        var turnedOn = style.attributes.subtracting(current.attributes)
        let intensity: Attributes = [.bold, .dim]
        if !turnedOff.isDisjoint(with: intensity) {
            code(22, &out)  // turns off both bold and dim: turn back on whichever stays
            turnedOn.formUnion(style.attributes.intersection(intensity))
        }
        if turnedOff.contains(.italic) { code(23, &out) }
        if turnedOff.contains(.underline) { code(24, &out) }
        if turnedOff.contains(.reverse) { code(27, &out) }
        for (attribute, n) in attributeOn where turnedOn.contains(attribute) { code(n, &out) }
        if style.foreground != current.foreground {
            separate(&out)
            appendColor(style.foreground, background: false, into: &out)
        }
        if style.background != current.background {
            separate(&out)
            appendColor(style.background, background: true, into: &out)
        }
        out.append(UInt8(ascii: "m"))
    }

    /// CSI 0;… m setting `style` from scratch.
    static func appendReset(to style: Style, into out: inout [UInt8]) {
        out.appendASCII("\u{1B}[0")
        for (attribute, n) in attributeOn where style.attributes.contains(attribute) {
            out.append(UInt8(ascii: ";"))
            out.appendDecimal(n)
        }
        if style.foreground != .default {
            out.append(UInt8(ascii: ";"))
            appendColor(style.foreground, background: false, into: &out)
        }
        if style.background != .default {
            out.append(UInt8(ascii: ";"))
            appendColor(style.background, background: true, into: &out)
        }
        out.append(UInt8(ascii: "m"))
    }

    /// The SGR parameters of a colour (already brought down, so `.ansi` is below 16).
    static func appendColor(_ color: Color, background: Bool, into out: inout [UInt8]) {
        switch color {
        case .default:
            out.appendDecimal(background ? 49 : 39)
        case .ansi(let n):
            let base = n < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            out.appendDecimal(base + Int(n % 8))
        case .palette(let n):
            out.appendDecimal(background ? 48 : 38)
            out.appendASCII(";5;")
            out.appendDecimal(Int(n))
        case .rgb(let r, let g, let b):
            out.appendDecimal(background ? 48 : 38)
            out.appendASCII(";2;")
            out.appendDecimal(Int(r))
            out.append(UInt8(ascii: ";"))
            out.appendDecimal(Int(g))
            out.append(UInt8(ascii: ";"))
            out.appendDecimal(Int(b))
        }
    }
}
