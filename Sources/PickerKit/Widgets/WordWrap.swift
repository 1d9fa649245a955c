import Terminal

/// Text broken at spaces into lines that fit a width, as an alert's message or a screen's note.
package enum WordWrap {
    /// `text` broken at spaces into lines no wider than `width` columns (measured as drawn, made
    /// inert); a word longer than the width stands on a line of its own, to be cut when drawn.
    package static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.of(InertText.make(candidate)) > width && !current.isEmpty {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
