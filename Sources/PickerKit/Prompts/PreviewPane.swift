import PickerCore
import Terminal

/// The preview pane of `picker choose`: a command's output for the item in the band, shown inert
/// (with its SGR colours when they are read), scrolled by lines, and below it, dimmed, what is
/// still to come ("…" while the command runs) or how it failed. Long lines are cut at the pane's
/// edge, or wrapped onto the rows below (``wraps``).
@MainActor
final class PreviewPane {
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Read the output's SGR colours.
    let readsColors: Bool
    /// Wrap long lines.
    let wraps: Bool
    /// With ``wraps``, the rows the lines take at a width: each a line and the range of its
    /// characters (made again when the width or the lines change).
    private var wrapped: (width: Int, rows: [(line: Int, range: Range<Int>)])?
    /// The first line shown.
    private(set) var scroll = 0
    /// The output's lines, tabs expanded: characters and, with colours, their styles.
    private(set) var lines: [(characters: [Character], styles: [Style]?)] = []
    /// The dimmed line after the output, if any: "…" while the command runs, its failure.
    private(set) var status: String?
    /// Whether what is shown belongs to an item no longer in the band (drawn dimmed until the new
    /// output comes).
    var isStale = false

    init(readsColors: Bool, wraps: Bool = false) {
        self.readsColors = readsColors
        self.wraps = wraps
    }

    /// The text of the lines, for tests.
    var text: [String] { lines.map { String($0.characters) } + (status.map { [$0] } ?? []) }

    /// Shows `output`; `fresh` when it belongs to another item than the one shown (the pane then
    /// scrolls back to the top).
    func show(_ output: PreviewOutput, fresh: Bool) {
        if fresh { scroll = 0 }
        isStale = false
        wrapped = nil
        var text = String(decoding: output.bytes, as: UTF8.self)
        if text.hasSuffix("\n") || text.hasSuffix("\r\n") { text.removeLast() }
        lines =
            text.isEmpty
            ? []
            : text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map {
                Self.line(String($0), colors: readsColors)
            }
        switch output.ending {
        case nil: status = "…"
        case .exited(0): status = nil
        case .exited(let code): status = "[exit status \(code)]"
        case .signalled(let signal): status = "[ended by signal \(signal)]"
        case .notStarted(let reason): status = "[cannot run the command: \(reason)]"
        }
        if output.truncated {
            status = "[cut at \(CommandPreview.maximumOutput / 1024) KiB]"
        }
        scroll = min(scroll, maximumScroll)
    }

    /// Empties the pane: nothing to preview (no item in the band), or a command slow to answer.
    func clear(running: Bool) {
        lines = []
        wrapped = nil
        status = running ? "…" : nil
        scroll = 0
        isStale = false
    }

    /// One line of output: a carriage return before the newline dropped, SGR read when `colors`,
    /// tabs expanded to the next multiple of 8 columns.
    static func line(_ raw: String, colors: Bool) -> (characters: [Character], styles: [Style]?) {
        var raw = raw
        if raw.hasSuffix("\r") { raw.removeLast() }
        let parsed: (characters: [Character], styles: [Style]?) =
            colors
            ? {
                let text = SGRText(raw); return (text.characters, text.styles)
            }() : (Array(raw), nil)
        guard parsed.characters.contains("\t") else { return parsed }
        var characters: [Character] = []
        var styles: [Style]? = parsed.styles == nil ? nil : []
        var column = 0
        for (index, character) in parsed.characters.enumerated() {
            if character == "\t" {
                let spaces = 8 - column % 8
                characters += Array(repeating: " ", count: spaces)
                styles? += Array(repeating: parsed.styles![index], count: spaces)
                column += spaces
            } else {
                characters.append(character)
                styles?.append(parsed.styles![index])
                column += DisplayWidth.of(InertText.make(String(character)))
            }
        }
        return (characters, styles)
    }

    /// The rows of the output at the pane's width: a row a line, or with ``wraps`` as many as a
    /// line takes.
    private var rows: [(line: Int, range: Range<Int>)] {
        guard wraps else { return lines.indices.map { ($0, 0..<lines[$0].characters.count) } }
        if let wrapped, wrapped.width == frame.width { return wrapped.rows }
        var rows: [(line: Int, range: Range<Int>)] = []
        let width = max(1, frame.width)
        for (index, line) in lines.enumerated() {
            var start = 0
            var used = 0
            for (offset, character) in line.characters.enumerated() {
                let cells = DisplayWidth.of(InertText.make(String(character)))
                if used + cells > width, offset > start {
                    rows.append((index, start..<offset))
                    start = offset
                    used = 0
                }
                used += cells
            }
            rows.append((index, start..<line.characters.count))
        }
        wrapped = (frame.width, rows)
        return rows
    }

    /// The output's rows (see ``rows``): its lines, unless they are wrapped.
    private var rowCount: Int { wraps ? rows.count : lines.count }

    /// Rows in all: the output's and the status line.
    private var lineCount: Int { rowCount + (status == nil ? 0 : 1) }

    private var maximumScroll: Int { max(0, lineCount - frame.height) }

    /// Scrolls by `lines` (negative: up), within the output.
    func scroll(by lines: Int) {
        scroll = min(max(0, scroll + lines), maximumScroll)
    }

    func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        let base = isStale ? theme.hint : Style.plain
        let rowCount = rowCount
        for row in 0..<frame.height {
            let index = scroll + row
            let y = frame.y + row
            if index < rowCount {
                let (line, range) = wraps ? rows[index] : (index, 0..<lines[index].characters.count)
                let (characters, styles) = lines[line]
                guard let styles, !isStale else {
                    screen.put(
                        String(characters[range]), column: frame.x, row: y, limit: frame.width, style: base,
                        truncation: .clip)
                    continue
                }
                screen.put(characters, range, column: frame.x, row: y, limit: frame.width) { styles[$0] }
            } else if index == rowCount, let status {
                screen.put(status, column: frame.x, row: y, limit: frame.width, style: theme.hint)
            }
        }
        // Where the view is, when the output is longer than the pane: "3/120" at the top right.
        if lineCount > frame.height, frame.width > 8 {
            let position = " \(scroll + 1)/\(lineCount)"
            let width = position.count
            screen.put(position, column: frame.maxX - width, row: frame.y, limit: width, style: theme.hint)
        }
    }
}
