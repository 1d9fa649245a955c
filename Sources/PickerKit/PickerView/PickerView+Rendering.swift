import PickerCore
import Terminal

extension PickerView {
    /// The top line of the band.
    var bandTop: Int { frame.y + (frame.height - bandHeight) / 2 }

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        let rects = componentRects()
        let band = Rect(x: frame.x, y: bandTop, width: frame.width, height: bandHeight).intersection(frame)
        screen.fill(band, style: theme.band)
        for (component, rect) in rects.enumerated() {
            if component > 0, !rect.isEmpty {
                let x = rect.x - 1
                for line in frame.y..<frame.maxY where line < band.y || line >= band.maxY {
                    screen.put(theme.separatorGlyph, column: x, row: line, style: theme.separator)
                }
            }
            renderComponent(component, in: rect, into: &screen, theme: theme)
        }
    }

    private func renderComponent(_ component: Int, in rect: Rect, into screen: inout Screen, theme: Theme) {
        let wheel = model.wheel(component)
        let height = model.rowHeight(component)
        model.beginDrawingCells(component)
        guard wheel.rowCount > 0, rect.width > 0 else {
            model.recycleUndrawnCells(component)
            return
        }
        let centre = wheel.displayCentre
        let shift = height > 1 ? Int((wheel.displayFraction * Double(height)).rounded(.towardZero)) : 0
        let centreTop = bandTop + (bandHeight - height) / 2 - shift
        let reach = (frame.height / height) / 2 + 2
        let focusedBand = isFocused && component == focusedComponent && isUserInteractionEnabled
        for distance in -reach..<(reach + 1) {
            let top = centreTop + distance * height
            let fullRect = Rect(x: rect.x, y: top, width: rect.width, height: height)
            let rowRect = fullRect.intersection(rect)
            guard !rowRect.isEmpty else { continue }
            let inBand = distance == 0
            let style =
                inBand ? (focusedBand ? theme.bandFocused : theme.band) : theme.rowStyle(distance: abs(distance))
            // Every line takes the style of its distance, blanks and empty lines too: a line keeps
            // its style as the wheel turns, so only the text changes, and the renderer re-writes
            // blanks in the pen it already has.
            screen.fill(rowRect, style: style)
            guard let row = wheel.row(at: distance, from: centre) else { continue }
            let context = PickerCellContext(
                row: row, component: component, distance: abs(distance), style: style, theme: theme, clip: rowRect)
            if let cell = model.cell(row: row, component: component) {
                model.keepCell(row: row, component: component)
                cell.render(in: fullRect, into: &screen, context: context)
            } else {
                let text = title(row: row, component: component)
                let line = top + (height - 1) / 2
                guard line >= rect.y, line < rect.maxY else { continue }
                drawTitle(
                    text, in: Rect(x: rect.x + 1, y: line, width: rect.width - 2, height: 1), style: style,
                    into: &screen)
            }
            // A title's own colour that does not read on the band gives way to the band's text colour.
            if inBand { theme.keepReadable(rowRect, on: style, in: &screen) }
        }
        model.recycleUndrawnCells(component)
    }

    /// Draws a title's runs, each run's own style laid over the row's (its colours where it has
    /// them, its attributes added), so the band shows behind a coloured run.
    private func drawTitle(_ text: StyledText, in rect: Rect, style: Style, into screen: inout Screen) {
        guard rect.width > 0 else { return }
        if text.runs.count == 1 {
            screen.put(
                text.runs[0].text, in: rect, alignment: titleAlignment, style: Self.laid(text.runs[0].style, on: style))
            return
        }
        let total = text.displayWidth
        let slack = max(0, rect.width - total)
        var column = rect.x
        switch titleAlignment {
        case .leading: break
        case .center: column += slack / 2
        case .trailing: column += slack
        }
        // Too wide: the runs share all but the last column, which shows "…".
        let fits = total <= rect.width
        let end = fits ? rect.maxX : rect.maxX - 1
        var lastStyle = style
        for run in text.runs where column < end {
            lastStyle = Self.laid(run.style, on: style)
            column += screen.put(
                run.text, column: column, row: rect.y, limit: end - column, style: lastStyle, truncation: .clip)
        }
        if !fits { screen.put("…", column: end, row: rect.y, limit: 1, style: lastStyle) }
    }

    /// A run's own style laid over the row's: its colours where it sets them, its attributes added.
    static func laid(_ own: Style?, on row: Style) -> Style {
        guard let own else { return row }
        var style = row
        if own.foreground != .default { style.foreground = own.foreground }
        if own.background != .default { style.background = own.background }
        style.attributes.formUnion(own.attributes)
        return style
    }
}
