import PickerCore
import Terminal

extension MiniPicker {
    /// The arrows and the divider, measured once: they are drawn on every frame, and text that is
    /// not ASCII is cut into graphemes and measured each time it is put.
    private static let leftArrow = PreparedText("◀")
    private static let rightArrow = PreparedText("▶")
    private static let divider = PreparedText("│")

    public func render(into screen: inout Screen, theme: Theme) {
        // Lanes squeezed into a narrow frame put their dividers past its edge: cut them there.
        screen.withClip(frame) { drawLanes(into: &$0, theme: theme) }
    }

    private func drawLanes(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        let lanes = lanes()
        let row = valueRow
        if showsBox { drawBox(lanes: lanes, into: &screen, theme: theme) }
        for (component, lane) in lanes.enumerated() {
            if component > 0 {
                screen.put(
                    Self.divider, column: Self.dividerColumn(before: lane), row: row, limit: 1, style: theme.separator)
            }
            drawLane(component, lane, into: &screen, theme: theme)
        }
    }

    /// The rounded box around the components, like a text field; the dividers meet its borders.
    private func drawBox(lanes: [Lane], into screen: inout Screen, theme: Theme) {
        let style = isFocused && isUserInteractionEnabled ? theme.fieldBorderFocused : theme.fieldBorder
        var top = Array(repeating: "─", count: max(0, frame.width - 2))
        var bottom = top
        for lane in lanes.dropFirst() {
            let index = Self.dividerColumn(before: lane) - (frame.x + 1)
            if top.indices.contains(index) {
                top[index] = "┬"
                bottom[index] = "┴"
            }
        }
        screen.put("╭" + top.joined() + "╮", column: frame.x, row: frame.y, limit: frame.width, style: style)
        screen.put("╰" + bottom.joined() + "╯", column: frame.x, row: frame.maxY - 1, limit: frame.width, style: style)
        for line in (frame.y + 1)..<(frame.maxY - 1) {
            screen.fill(Rect(x: frame.x + 1, y: line, width: frame.width - 2, height: 1), style: .plain)
            screen.put("│", column: frame.x, row: line, limit: 1, style: style)
            screen.put("│", column: frame.maxX - 1, row: line, limit: 1, style: style)
        }
    }

    /// One component: the ribbon of values at its position, the band, and the arrows.
    private func drawLane(_ component: Int, _ lane: Lane, into screen: inout Screen, theme: Theme) {
        let wheel = model.wheel(component)
        guard wheel.rowCount > 0, lane.rect.width > 0 else { return }
        let focusedLane = isFocused && component == model.focusedComponent && isUserInteractionEnabled
        let bandStyle = focusedLane ? theme.bandFocused : theme.band
        let band = lane.band
        // The lane's columns on every line values may take (a custom cell can be taller than one).
        let column = Rect(x: lane.rect.x, y: valueArea.y, width: lane.rect.width, height: valueArea.height)
        let height = model.rowHeight(component)
        let cellTop = lane.rect.y - (height - 1) / 2
        screen.fill(
            Rect(x: band.lowerBound, y: cellTop, width: band.count, height: height).intersection(column),
            style: bandStyle)
        if lane.hasArrows {
            // The arrows first: values sliding past go over them, and at rest sit between them.
            let wraps = wheel.isCyclic && wheel.rowCount > 1
            let selected = wheel.selectedRow
            let back = wraps || selected > 0 ? theme.accent : theme.hint
            let forward = wraps || selected < wheel.rowCount - 1 ? theme.accent : theme.hint
            screen.put(Self.leftArrow, column: lane.leftArrow, row: lane.rect.y, limit: 1, style: back)
            screen.put(Self.rightArrow, column: lane.rightArrow, row: lane.rect.y, limit: 1, style: forward)
        }
        let centre = wheel.displayCentre
        let fraction = wheel.displayFraction
        // At rest a neighbour is shown whole or not at all: a scrap of one cut by the edge of the
        // lane ("g" of "70 kg", a box without its corner) reads as a value of its own. While the
        // ribbon moves, values slide in and out across the edges, as they do under a finger.
        let cutsNeighbours = !wheel.isAnimating
        let reach = lane.rect.width / lane.pitch + 2
        model.beginDrawingCells(component)
        for distance in -reach...reach {
            guard let row = wheel.row(at: distance, from: centre) else { continue }
            let shift = Int(((Double(distance) - fraction) * Double(lane.pitch)).rounded())
            // A value whose slot lies wholly outside the lane shows nothing: neither its title nor
            // its cell is asked for (most of the reach, on a ribbon showing one value).
            let slotX = lane.slotX + shift
            guard slotX < lane.rect.maxX, slotX + lane.slotWidth > lane.rect.x else { continue }
            let dimmed = theme.rowStyle(distance: abs(distance))
            if let cell = model.cell(row: row, component: component) {
                // A custom cell draws itself in its slot, as the picker's rows do.
                let rect = Rect(x: lane.slotX + shift, y: cellTop, width: lane.slotWidth, height: height)
                let clip = rect.intersection(column)
                guard !clip.isEmpty, distance == 0 || !cutsNeighbours || clip.width == rect.width else { continue }
                model.keepCell(row: row, component: component)
                let context = PickerCellContext(
                    row: row, component: component, distance: abs(distance), style: distance == 0 ? bandStyle : dimmed,
                    theme: theme, clip: clip)
                screen.withClip(clip) { cell.render(in: rect, into: &$0, context: context) }
                continue
            }
            let text = Screen.fitted(model.title(row: row, component: component).plainText, width: lane.slotWidth)
            let textWidth = DisplayWidth.of(text)
            let x = lane.slotX + shift + (lane.slotWidth - textWidth) / 2
            if distance != 0 && cutsNeighbours && (x < lane.rect.x || x + textWidth > lane.rect.maxX) { continue }
            screen.put(text, column: x, row: lane.rect.y, clip: lane.rect) { band.contains($0) ? bandStyle : dimmed }
        }
        // A custom cell's own colour that does not read on the band gives way to the band's.
        theme.keepReadable(
            Rect(x: band.lowerBound, y: cellTop, width: band.count, height: height).intersection(column), on: bandStyle,
            in: &screen)
        model.recycleUndrawnCells(component)
    }
}
