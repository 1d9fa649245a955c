import Terminal

/// The lines of a ``FormView``'s rounded blocks for one width, measured once: the top and bottom
/// borders and a side are drawn on every frame, and a typed letter changes none of them.
struct FormBorderTexts {
    /// The table's width in columns.
    let width: Int
    /// Whether the lines are drawn in Unicode (rounded corners) or ASCII.
    let usesUnicode: Bool
    /// The top border: a corner, the rule, a corner.
    let top: PreparedText
    /// The bottom border.
    let bottom: PreparedText
    /// A row's side.
    let side: PreparedText

    /// The lines of a table `width` columns wide (at least one).
    init(width: Int, usesUnicode: Bool) {
        self.width = width
        self.usesUnicode = usesUnicode
        let rule = String(repeating: usesUnicode ? "─" : "-", count: max(0, width - 2))
        func line(_ left: String, _ right: String) -> PreparedText {
            PreparedText(left + rule + (width > 1 ? right : ""))
        }
        top = line(usesUnicode ? "╭" : "+", usesUnicode ? "╮" : "+")
        bottom = line(usesUnicode ? "╰" : "+", usesUnicode ? "╯" : "+")
        side = PreparedText(usesUnicode ? "│" : "|")
    }
}
