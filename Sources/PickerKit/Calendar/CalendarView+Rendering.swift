import Foundation
import PickerCore
import Terminal

extension CalendarView {
    /// The first column of what the view draws: its left edge, or right to left, as far right
    /// as its width allows.
    var contentLeft: Int { isRightToLeft ? frame.x + max(0, frame.width - preferredWidth) : frame.x }

    /// The column where the grid's cells start (right of the week numbers left to right).
    var gridLeft: Int { contentLeft + (showsWeekNumbers && !isRightToLeft ? Self.weekNumberWidth : 0) }

    /// The first column of the cell in grid column `index` (the first weekday is index 0): right
    /// to left, index 0 is the rightmost cell.
    func cellX(_ index: Int, count: Int) -> Int {
        gridLeft + (isRightToLeft ? count - 1 - index : index) * Self.cellWidth
    }

    public func layout() {
        let content = min(frame.width, preferredWidth)
        let month = header.monthPicker
        let year = header.yearPicker
        let headerWidth = month.preferredWidth + 2 + year.preferredWidth
        let x = contentLeft + max(0, (content - headerWidth) / 2)
        let height = frame.height > 0 ? 1 : 0
        // Right to left the month stands on the right, the year on the left.
        let (first, second): (MiniPicker, MiniPicker) = isRightToLeft ? (year, month) : (month, year)
        first.frame = Rect(x: x, y: frame.y, width: max(0, min(first.preferredWidth, frame.maxX - x)), height: height)
        let secondX = x + first.preferredWidth + 2
        second.frame = Rect(
            x: secondX, y: frame.y, width: max(0, min(second.preferredWidth, frame.maxX - secondX)), height: height)
    }

    public func render(into screen: inout Screen, theme: Theme) {
        guard frame.width > 0, frame.height > 0 else { return }
        renderChildren(into: &screen, theme: theme)
        guard frame.height > 1 else { return }
        let grid = self.grid
        let left = gridLeft
        let short = grid.shortWeekdaySymbols
        let symbols =
            short.allSatisfy { DisplayWidth.of(InertText.make($0)) < Self.cellWidth }
            ? short : grid.veryShortWeekdaySymbols
        let count = grid.weekdays.count
        for (column, symbol) in symbols.enumerated() {
            put(
                symbol,
                in: Rect(x: cellX(column, count: count), y: frame.y + 1, width: Self.cellWidth - 1, height: 1),
                alignment: .trailing, style: theme.weekdayHeader, into: &screen)
        }
        // Week numbers stand before the first weekday: on the right, right to left.
        let weekNumberX = isRightToLeft ? left + count * Self.cellWidth + 1 : contentLeft
        let dates = gridDates
        let state = DayState(of: self)
        for (index, week) in grid.weeks.enumerated() {
            let row = frame.y + 2 + index
            guard row < frame.maxY else { break }
            if showsWeekNumbers {
                put(
                    names.number(week.isoWeekOfYear),
                    in: Rect(x: weekNumberX, y: row, width: Self.weekNumberWidth - 1, height: 1),
                    alignment: isRightToLeft ? .leading : .trailing, style: theme.weekNumber, into: &screen)
            }
            for (column, day) in week.days.enumerated() where day.isInMonth {
                guard let date = dates[index][column] else { continue }
                drawDay(
                    day, date, in: Rect(x: cellX(column, count: count), y: row, width: Self.cellWidth, height: 1),
                    state: state, theme: theme, into: &screen)
            }
        }
    }

    /// What every day of a frame is drawn from, read from the view once per frame rather than
    /// once per day.
    private struct DayState {
        let availableDays: ClosedRange<Date>?
        let selectionMode: CalendarSelectionMode
        let selectedDate: Date?
        let selectedDates: [Date]
        let shownRange: ClosedRange<Date>?
        let todayStart: Date
        /// The keyboard's day while the view has the focus.
        let cursor: Date?
        let asksDecorations: Bool

        @MainActor init(of view: CalendarView) {
            availableDays = view.availableDays
            selectionMode = view.selectionMode
            selectedDate = view.selectedDate
            selectedDates = view.selectionMode == .multiple ? view.selectedDates : []
            shownRange = view.selectionMode == .range ? view.shownRange : nil
            todayStart = view.todayStart
            cursor = view.isFocused ? view.cursor : nil
            asksDecorations = view.delegate != nil
        }
    }

    /// One day's cell: its number right-aligned, the keyboard's day in brackets while the view
    /// has the focus, a decoration in the last column, and its state in the style.
    private func drawDay(
        _ day: MonthGrid.Day, _ date: Date, in cell: Rect, state: DayState, theme: Theme, into screen: inout Screen
    ) {
        // `date` is a day's first moment already.
        let available = state.availableDays?.contains(date) ?? true
        var style = available ? Style() : theme.disabled
        var selected = false
        var inRange = false
        switch state.selectionMode {
        case .single:
            selected = state.selectedDate == date
        case .multiple:
            selected = state.selectedDates.contains(date)
        case .range:
            if let range = state.shownRange {
                selected = date == range.lowerBound || date == range.upperBound
                inRange = !selected && range.contains(date)
            }
        }
        if selected {
            style = theme.daySelected
        } else if inRange {
            style = theme.rangeFill
        }
        if state.todayStart == date {
            style.attributes.formUnion(theme.today.attributes)
            if !selected && !inRange && available { style.foreground = theme.today.foreground }
        }
        let isCursor = state.cursor == date
        if isCursor && !selected && !inRange && theme.usesColor { style.background = theme.band.background }
        fill(cell, style: style, into: &screen)
        let number = names.dayNumber(of: day, at: date)
        put(
            number, in: Rect(x: cell.x, y: cell.y, width: Self.cellWidth - 1, height: 1), alignment: .trailing,
            style: style, into: &screen)
        if isCursor {
            // The hardware cursor rests on the day's first digit, where a screen reader reads it.
            let digits = min(DisplayWidth.of(InertText.make(number)), Self.cellWidth - 1)
            let column = cell.x + Self.cellWidth - 1 - digits
            if frame.contains(column: column, row: cell.y) { screen.placeCursor(column: column, row: cell.y) }
            put(
                "[", in: Rect(x: cell.x, y: cell.y, width: 1, height: 1), alignment: .leading, style: style,
                into: &screen)
            put(
                "]", in: Rect(x: cell.maxX - 1, y: cell.y, width: 1, height: 1), alignment: .leading, style: style,
                into: &screen)
        } else if state.asksDecorations, let decoration = decoration(of: date) {
            var mark = style
            if theme.usesColor, let color = decoration.color {
                mark.foreground = color
            } else if !theme.usesColor {
                mark.attributes.insert(.bold)
            }
            let glyph = decoration.glyph.first.map { DisplayWidth.of($0) == 1 ? String($0) : "•" } ?? "•"
            put(
                glyph, in: Rect(x: cell.maxX - 1, y: cell.y, width: 1, height: 1), alignment: .leading, style: mark,
                into: &screen)
        }
    }

    /// Writes text aligned in `rect`, cut to the view's frame.
    private func put(_ text: String, in rect: Rect, alignment: Alignment, style: Style, into screen: inout Screen) {
        let visible = rect.intersection(frame)
        guard visible.width > 0, visible.height > 0 else { return }
        if visible == rect {
            screen.put(text, in: rect, alignment: alignment, style: style)
        } else {
            screen.put(text, in: visible, alignment: alignment, style: style)
        }
    }

    /// Fills `rect`, cut to the view's frame.
    private func fill(_ rect: Rect, style: Style, into screen: inout Screen) {
        let visible = rect.intersection(frame)
        guard visible.width > 0, visible.height > 0 else { return }
        screen.fill(visible, style: style)
    }

    /// The day drawn at a screen cell, if any (days of the month shown only).
    func day(atColumn column: Int, row: Int) -> Date? {
        let week = row - (frame.y + 2)
        let grid = self.grid
        let count = grid.weekdays.count
        guard frame.contains(column: column, row: row), week >= 0, week < grid.weeks.count, column >= gridLeft,
            column < gridLeft + count * Self.cellWidth
        else {
            return nil
        }
        let drawn = (column - gridLeft) / Self.cellWidth
        let index = isRightToLeft ? count - 1 - drawn : drawn
        guard index < grid.weeks[week].days.count else { return nil }
        return gridDates[week][index]
    }
}
