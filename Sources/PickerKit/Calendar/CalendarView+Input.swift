import Foundation
import PickerCore
import Terminal

extension CalendarView {
    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        switch event {
        case .key(let key, let modifiers):
            return handleKey(key, modifiers, context: context)
        case .mouse(let mouse):
            return handleMouse(mouse, context: context)
        case .paste, .focus, .cursorPosition:
            return false
        }
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers, context: RunContext) -> Bool {
        let plain = modifiers.isEmpty
        // Arrows follow the reading direction: right to left, Right goes back a day.
        let forward = isRightToLeft ? -1 : 1
        switch key {
        case .left where plain: step(-forward, .day, context: context)
        case .right where plain: step(forward, .day, context: context)
        case .up where plain: step(-1, .week, context: context)
        case .down where plain: step(1, .week, context: context)
        case .pageUp where plain || modifiers == .shift:
            step(-1, modifiers.contains(.shift) ? .year : .month, context: context)
        case .pageDown where plain || modifiers == .shift:
            step(1, modifiers.contains(.shift) ? .year : .month, context: context)
        case .home where plain:
            moveCursor(to: CalendarNavigation.firstDayOfWeek(containing: cursor, days: days), context: context)
        case .end where plain:
            moveCursor(to: CalendarNavigation.lastDayOfWeek(containing: cursor, days: days), context: context)
        case .character("[") where plain || modifiers == .shift: step(-1, .year, context: context)
        case .character("]") where plain || modifiers == .shift: step(1, .year, context: context)
        case .character("t") where plain: moveCursor(to: today, context: context)
        case .character(" ") where plain: selectCursor(context: context)
        default: return false
        }
        return true
    }

    private func handleMouse(_ mouse: MouseEvent, context: RunContext) -> Bool {
        switch (mouse.button, mouse.action) {
        case (.wheelUp, _):
            step(-1, .month, context: context)
            return true
        case (.wheelDown, _):
            step(1, .month, context: context)
            return true
        case (.left, .press):
            guard let day = day(atColumn: mouse.column, row: mouse.row) else { return true }
            guard isAvailable(day) else {
                context.bell()
                return true
            }
            moveCursor(to: day, context: context)
            selectCursor(context: context)
            return true
        case (.left, _), (.none, _):
            return true
        default:
            return false
        }
    }
}
