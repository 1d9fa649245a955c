/// Text made inert and cut into graphemes with their widths once, to be written to a `Screen`
/// on every frame without measuring it again (a line of hints, a label).
package struct PreparedText: Sendable, Equatable {
    /// The text as given.
    package let text: String
    /// The graphemes that take columns, made inert (a lone zero-width grapheme takes none and is
    /// left out).
    let graphemes: [String]
    /// The columns of each grapheme: 1 or 2 for most, more for one that fills several terminal
    /// cells (`DisplayWidth.cells(of:)`), such as `हि`.
    let widths: [Int]
    /// The columns the text takes.
    package let width: Int
    /// Whether every grapheme goes into one terminal cell (one column, or two for a single
    /// scalar): the text is then written a cell per grapheme, without looking at its scalars.
    let fillsOneCellEach: Bool

    /// Prepares `text`.
    package init(_ text: String) {
        self.text = text
        var graphemes: [String] = []
        var widths: [Int] = []
        var total = 0
        var oneCellEach = true
        for character in InertText.make(text) {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            graphemes.append(String(character))
            widths.append(width)
            total += width
            if width > 2 || (width == 2 && character.unicodeScalars.count != 1) { oneCellEach = false }
        }
        self.graphemes = graphemes
        self.widths = widths
        width = total
        fillsOneCellEach = oneCellEach
    }
}
