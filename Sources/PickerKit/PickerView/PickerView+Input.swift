import PickerCore
import Terminal

extension PickerView {
    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        loadIfNeeded()
        guard isUserInteractionEnabled, !columns.isEmpty else { return false }
        switch event {
        case .key(let key, let modifiers):
            return handleKey(key, modifiers, now: context.now)
        case .mouse(let mouse):
            return handleMouse(mouse, now: context.now)
        case .paste, .focus, .cursorPosition:
            return false
        }
    }

    /// Lines a page key moves.
    private var pageRows: Int {
        let height = columns.indices.contains(focusedComponent) ? columns[focusedComponent].rowHeight : 1
        return max(1, frame.height / height - 1)
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers, now: Double) -> Bool {
        let component = focusedComponent
        let plain = modifiers.subtracting(.shift).isEmpty
        switch key {
        case .up where plain: columns[component].wheel.step(by: -1, now: now)
        case .down where plain: columns[component].wheel.step(by: 1, now: now)
        case .pageUp: columns[component].wheel.step(by: -pageRows, now: now)
        case .pageDown: columns[component].wheel.step(by: pageRows, now: now)
        case .home: columns[component].wheel.jump(to: 0, now: now)
        case .end: columns[component].wheel.jump(to: columns[component].wheel.rowCount - 1, now: now)
        case .left where focusedComponent > 0: focusedComponent -= 1
        case .right where focusedComponent < columns.count - 1: focusedComponent += 1
        case .tab where !modifiers.contains(.shift) && focusedComponent < columns.count - 1:
            focusedComponent += 1
        case .tab where modifiers.contains(.shift) && focusedComponent > 0:
            focusedComponent -= 1
        case .character(let c) where modifiers.isEmpty || modifiers == .shift:
            return typeAheadKey(c, now: now)
        default:
            return false
        }
        // Every move ends the prefix being typed: after a move to another column, typing starts
        // a new prefix there ("17", Right, "45" is 17 and 45, not 1745 in the first column).
        typeAhead.reset()
        return true
    }

    /// Every printable character (j and k too) extends the prefix and jumps to the first row that
    /// starts with it.
    private func typeAheadKey(_ c: Character, now: Double) -> Bool {
        let component = focusedComponent
        guard !c.isWhitespace || typeAhead.isActive(now: now) else { return false }
        let prefix = typeAhead.type(c, now: now)
        if let row = firstRow(matching: prefix, inComponent: component) {
            columns[component].wheel.jump(to: row, now: now)
        }
        return true
    }

    /// The first row whose title starts with a folded prefix. Data sources that know their rows
    /// (`PickerRowSearching`) answer directly; otherwise titles are asked for, up to a bound so
    /// that a lazily served component of millions of rows never stalls a key press.
    private func firstRow(matching prefix: String, inComponent component: Int) -> Int? {
        if let searching = dataSource as? PickerRowSearching {
            return searching.pickerView(self, firstRowMatching: prefix, inComponent: component)
        }
        let count = min(columns[component].wheel.rowCount, 100_000)
        for row in 0..<count
        where TextFolding.hasPrefix(title(row: row, component: component).plainText, foldedPrefix: prefix) {
            return row
        }
        return nil
    }

    private func component(atColumn column: Int) -> Int? {
        componentRects().firstIndex { column >= $0.x && column < $0.maxX }
    }

    private func handleMouse(_ mouse: MouseEvent, now: Double) -> Bool {
        switch (mouse.button, mouse.action) {
        case (.wheelUp, _), (.wheelDown, _):
            guard let component = component(atColumn: mouse.column) else { return false }
            columns[component].wheel.step(by: mouse.button == .wheelUp ? -1 : 1, now: now)
            return true
        case (.left, .press):
            guard let component = component(atColumn: mouse.column) else { return false }
            focusedComponent = component
            press = (component, mouse.row, mouse.row, false)
            return true
        case (.left, .drag), (.none, .drag):
            guard var p = press, columns.indices.contains(p.component) else { return false }
            if !p.dragging {
                p.dragging = true
                columns[p.component].wheel.beginDrag(now: now)
            }
            let delta = mouse.row - p.lastLine
            if delta != 0 {
                // Content follows the pointer: dragging down brings earlier rows into the band.
                columns[p.component].wheel.drag(
                    by: -Double(delta) / Double(columns[p.component].rowHeight), now: now)
            }
            p.lastLine = mouse.row
            press = p
            return true
        case (_, .release):
            guard let p = press else { return false }
            press = nil
            guard columns.indices.contains(p.component) else { return true }
            if p.dragging {
                columns[p.component].wheel.endDrag(now: now)
            } else {
                let height = columns[p.component].rowHeight
                let centreTop = bandTop + (bandHeight - height) / 2
                let lines = mouse.row - centreTop
                let distance = lines >= 0 ? lines / height : -((-lines + height - 1) / height)
                if distance != 0 { columns[p.component].wheel.step(by: distance, now: now) }
            }
            return true
        default:
            return false
        }
    }
}
