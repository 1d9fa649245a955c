/// Makes user-supplied text safe to draw: no control character reaches the terminal.
///
/// A terminal acts on control characters instead of showing them: ESC starts escape sequences
/// that move the cursor, set the window title or change colours; CR, LF, BS and TAB move the
/// cursor; the C1 controls (U+0080–U+009F) are 8-bit escape sequence introducers (U+009B is CSI).
/// `InertText.make` replaces each one with a visible placeholder:
///
/// | Input                         | Placeholder                          |
/// |-------------------------------|--------------------------------------|
/// | C0, U+0000–U+001F             | caret notation: `^@`, `^I` (tab), `^J` (line feed), `^[` (ESC), `^_` |
/// | DEL, U+007F                   | `^?`                                 |
/// | C1, U+0080–U+009F             | `<U+0080>` … `<U+009F>` (four upper-case hex digits) |
///
/// ```swift
/// InertText.make("\u{1B}]0;pwned\u{07}")  // "^[]0;pwned^G"
/// InertText.make("a\u{9B}31m")            // "a<U+009B>31m"
/// ```
///
/// Only these 65 scalars are replaced. Other invisible scalars (format characters, bidi
/// controls) are not controls to the terminal; `Screen` gives them no column.
///
/// `Screen.put` makes everything it draws inert. A program makes inert, itself, what it writes
/// around the screen that quotes a user: an error message on standard error naming a value, an
/// item or a file name.
public enum InertText {
    /// Returns `text` with every C0 control (U+0000–U+001F), DEL (U+007F) and C1 control
    /// (U+0080–U+009F) replaced by a visible placeholder, so that user-supplied text can never move
    /// the cursor, set the window title or change colours: C0 and DEL in caret notation ("^[" for
    /// ESC, "^I" for tab, "^@" for NUL, "^?" for DEL), C1 as "<U+" and four upper-case hex digits
    /// and ">" ("<U+009B>" for CSI).
    ///
    /// Text with nothing to replace is returned as is, without allocating.
    public static func make(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x20 {
                result.unicodeScalars.append("^")
                result.unicodeScalars.append(Unicode.Scalar(UInt8(value) + 0x40))
            } else if value == 0x7F {
                result += "^?"
            } else if value >= 0x80 && value <= 0x9F {
                result += "<U+00"
                result.unicodeScalars.append(hexDigit(value >> 4))
                result.unicodeScalars.append(hexDigit(value & 0xF))
                result += ">"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `make` would change `text`: whether it holds a C0 control, DEL or a C1 control.
    ///
    /// Scans the UTF-8 bytes: a C0 control or DEL is a byte below 0x20 or 0x7F, a C1 control is
    /// 0xC2 followed by 0x80–0x9F.
    package static func needsEscaping(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if previous == 0xC2 && byte >= 0x80 && byte <= 0x9F { return true }
            previous = byte
        }
        return false
    }

    /// The upper-case hexadecimal digit for a value 0–15.
    private static func hexDigit(_ value: UInt32) -> Unicode.Scalar {
        let digit = UInt8(value)
        return Unicode.Scalar(digit < 10 ? 0x30 + digit : 0x41 + digit - 10)
    }
}
