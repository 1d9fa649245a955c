import PickerCore
import Terminal

extension RulerView {
    /// The lines of a ruler, from the top: the value (or what is typed, or a message), the
    /// pointer, the upper half of the major ticks, every tick, and the labels.
    struct Lines {
        var value: Int?
        var pointer: Int?
        var majorTop: Int?
        var ticks: Int
        var labels: Int?
    }

    /// The lines a ruler draws at most.
    static let fullHeight = 5

    public func preferredHeight(forWidth width: Int) -> Int { Self.fullHeight }

    /// The lines that fit in the frame, centred in it; a short frame drops the value line first,
    /// then the upper half of the major ticks, then the labels, then the pointer.
    func lines() -> Lines? {
        guard frame.height > 0 else { return nil }
        let shown = min(frame.height, Self.fullHeight)
        let top = frame.y + (frame.height - shown) / 2
        switch shown {
        case 1: return Lines(ticks: top)
        case 2: return Lines(pointer: top, ticks: top + 1)
        case 3: return Lines(pointer: top, ticks: top + 1, labels: top + 2)
        case 4: return Lines(pointer: top, majorTop: top + 1, ticks: top + 2, labels: top + 3)
        default: return Lines(value: top, pointer: top + 1, majorTop: top + 2, ticks: top + 3, labels: top + 4)
        }
    }

    /// The glyph of a tick at `position` inside its cell (0 = left edge, 1 = right edge): a line
    /// at the left edge, the middle or the right edge, for motion finer than a cell.
    static func tickGlyph(within position: Double) -> String {
        if position < 0.28 { return "▏" }
        if position > 0.72 { return "▕" }
        return "│"
    }

    /// What the line above the pointer says when no number is being typed: a message, or the
    /// value under the pointer with its unit.
    var valueLine: (text: String, isValue: Bool)? {
        if let message { return (message, false) }
        guard showsValue else { return nil }
        let value = scale.text(atTick: displayedTick)
        return (UnitText.joining(value, unit: unit), true)
    }

    /// The mark before a number being typed.
    static let entryMark = "→ "
    /// The columns of ``entryMark``.
    static let entryMarkWidth = DisplayWidth.of(entryMark)

    /// Scrolls a number being typed so that its cursor is in view on the value line.
    public func layout() {
        entryEditor?.layout(room: frame.width - Self.entryMarkWidth)
    }

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty, let lines = lines() else { return }
        let pointer = pointerColumn
        // While the ruler has the focus the hardware cursor rests on its value (where a screen
        // reader reads it), else on the pointer, else on the tick under it; typing puts it at the
        // insertion point instead (`renderEntry`).
        var focus: (column: Int, row: Int)? = lines.pointer.map { (pointer, $0) } ?? (pointer, lines.ticks)
        if let row = lines.value, let entryEditor {
            renderEntry(entryEditor, row: row, into: &screen, theme: theme)
            focus = nil
        } else if let row = lines.value, let (text, isValue) = valueLine {
            let column = screen.put(
                text, in: Rect(x: frame.x, y: row, width: frame.width, height: 1), alignment: .center,
                style: isValue ? theme.text : theme.rulerMessage)
            focus = (column, row)
        }
        if let row = lines.pointer {
            screen.put("▼", column: pointer, row: row, limit: 1, style: theme.rulerPointer)
        }
        drawTicks(lines, pointer: pointer, into: &screen, theme: theme)
        if isFocused, let focus { screen.placeCursor(column: focus.column, row: focus.row) }
    }

    /// `→ 72.5█`: the number being typed, centred with a cell for the cursor after it, and the
    /// terminal's cursor at its insertion point while the ruler has the focus.
    private func renderEntry(_ editor: LineEditor, row: Int, into screen: inout Screen, theme: Theme) {
        let mark = Self.entryMarkWidth
        let room = frame.width - mark
        guard room > 0 else { return }
        let width = mark + editor.shownWidth(room: room) + 1
        let x = frame.x + max(0, frame.width - width) / 2
        screen.put(Self.entryMark, column: x, row: row, limit: mark, style: theme.accent)
        editor.draw(
            into: &screen, column: x + mark, row: row, room: frame.maxX - x - mark, style: theme.accent,
            showsCursor: isFocused)
    }

    /// Whether `tick` is an end of a wrapping scale: the minimum and the maximum are labelled
    /// whenever there is room, whichever majors the labels skip elsewhere.
    private func isSeam(_ tick: Int) -> Bool {
        scale.wraps && (tick == 0 || tick == scale.lastTick)
    }

    /// Every tick in sight, at its position to a fraction of a cell, with the labels of the
    /// major ones.
    private func drawTicks(_ lines: Lines, pointer: Int, into screen: inout Screen, theme: Theme) {
        let spacing = Double(tickSpacing)
        let centre = wheel.displayCentre
        let fraction = wheel.displayFraction
        let labelWidth = max(scale.text(atTick: 0).count, scale.text(atTick: scale.lastTick).count)
        let reach = (frame.width / 2 + labelWidth) / tickSpacing + 2
        // The middle of the pointer's cell is where the tick at rest sits.
        let origin = Double(pointer) + 0.5
        // Labels are placed after the ticks, nearest the pointer first: at the seam of a wrapping
        // scale two labels can meet ("999.0" beside "9.0"), and the one farther from the pointer
        // gives way, so the value being looked at always keeps its label.
        var labels: [(start: Int, text: String, distance: Double)] = []
        for distance in -reach...reach {
            guard let tick = wheel.row(at: distance, from: centre) else { continue }
            let position = origin + (Double(distance) - fraction) * spacing
            let cell = Int(position.rounded(.down))
            let major = scale.isMajor(tick: tick)
            if cell >= frame.x && cell < frame.maxX {
                let glyph = Self.tickGlyph(within: position - Double(cell))
                let underPointer = abs(position - origin) < 0.5
                let style =
                    underPointer ? theme.rulerPointer : (major ? theme.rulerMajorTick : theme.rulerMinorTick)
                screen.put(glyph, column: cell, row: lines.ticks, limit: 1, style: style)
                if major, let row = lines.majorTop {
                    screen.put(glyph, column: cell, row: row, limit: 1, style: style)
                }
            }
            if major, lines.labels != nil, labelScale.isMajor(tick: tick) || isSeam(tick) {
                let label = scale.text(atTick: tick)
                let start = Int((position - Double(label.count) / 2).rounded())
                // A label cut by an edge could be read as another number ("68.0" as "0").
                guard start >= frame.x, start + label.count <= frame.maxX else { continue }
                labels.append((start, label, abs(position - origin)))
            }
        }
        guard let row = lines.labels else { return }
        var taken: [Range<Int>] = []
        for label in labels.sorted(by: { $0.distance < $1.distance }) {
            // A column of space keeps two labels apart.
            let span = (label.start - 1)..<(label.start + label.text.count + 1)
            guard !taken.contains(where: { $0.overlaps(span) }) else { continue }
            taken.append(span)
            screen.put(label.text, column: label.start, row: row, limit: label.text.count, style: theme.rulerLabel)
        }
    }
}
