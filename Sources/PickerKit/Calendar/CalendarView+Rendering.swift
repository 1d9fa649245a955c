import Foundation
import PickerCore
import Terminal

extension CalendarView {
    /// Gives the header controls their titles, widths and limits for the month shown.
    func updateSteppers() {
        monthStepper.title = names.monthName(of: cursor)
        monthStepper.titleWidth = names.widestMonthName(inYearOf: cursor)
        yearStepper.title = names.yearName(of: cursor)
        yearStepper.titleWidth = DisplayWidth.of(InertText.make(yearStepper.title))
        guard let days = availableDays,
            let month = calendar.dateInterval(of: .month, for: cursor),
            let year = calendar.dateInterval(of: .year, for: cursor)
        else {
            for stepper in [monthStepper, yearStepper] {
                stepper.canDecrease = true
                stepper.canIncrease = true
            }
            return
        }
        monthStepper.canDecrease = month.start > days.lowerBound
        monthStepper.canIncrease = month.end <= days.upperBound
        yearStepper.canDecrease = year.start > days.lowerBound
        yearStepper.canIncrease = year.end <= days.upperBound
    }

    /// The column where the first weekday's cells start.
    var gridLeft: Int { frame.x + (showsWeekNumbers ? Self.weekNumberWidth : 0) }

    public func layout() {
        updateSteppers()
        let content = min(frame.width, preferredWidth)
        let header = monthStepper.width + 2 + yearStepper.width
        let x = frame.x + max(0, (content - header) / 2)
        let height = frame.height > 0 ? 1 : 0
        monthStepper.frame = Rect(
            x: x, y: frame.y, width: max(0, min(monthStepper.width, frame.maxX - x)), height: height)
        let yearX = x + monthStepper.width + 2
        yearStepper.frame = Rect(
            x: yearX, y: frame.y, width: max(0, min(yearStepper.width, frame.maxX - yearX)), height: height)
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
        for (column, symbol) in symbols.enumerated() {
            put(
                symbol,
                in: Rect(x: left + column * Self.cellWidth, y: frame.y + 1, width: Self.cellWidth - 1, height: 1),
                alignment: .trailing, style: theme.weekdayHeader, into: &screen)
        }
        for (index, week) in grid.weeks.enumerated() {
            let row = frame.y + 2 + index
            guard row < frame.maxY else { break }
            if showsWeekNumbers {
                put(
                    names.number(week.isoWeekOfYear),
                    in: Rect(x: frame.x, y: row, width: Self.weekNumberWidth - 1, height: 1), alignment: .trailing,
                    style: theme.weekNumber, into: &screen)
            }
            for (column, day) in week.days.enumerated() where day.isInMonth {
                guard let date = grid.date(of: day) else { continue }
                drawDay(
                    date, in: Rect(x: left + column * Self.cellWidth, y: row, width: Self.cellWidth, height: 1),
                    theme: theme, into: &screen)
            }
        }
    }

    /// One day's cell: its number right-aligned, the keyboard's day in brackets while the view
    /// has the focus, a decoration in the last column, and its state in the style.
    private func drawDay(_ date: Date, in cell: Rect, theme: Theme, into screen: inout Screen) {
        let available = isAvailable(date)
        var style = available ? Style() : theme.disabled
        var selected = false
        var inRange = false
        switch selectionMode {
        case .single:
            selected = selectedDate == date
        case .multiple:
            selected = selectedDates.contains(date)
        case .range:
            if let range = shownRange {
                selected = date == range.lowerBound || date == range.upperBound
                inRange = !selected && range.contains(date)
            }
        }
        if selected {
            style = theme.daySelected
        } else if inRange {
            style = theme.rangeFill
        }
        if calendar.isDate(date, inSameDayAs: today) {
            style.attributes.formUnion(theme.today.attributes)
            if !selected && !inRange && available { style.foreground = theme.today.foreground }
        }
        let isCursor = isFocused && date == cursor
        if isCursor && !selected && !inRange && theme.usesColor { style.background = theme.band.background }
        fill(cell, style: style, into: &screen)
        put(
            names.dayNumber(of: date), in: Rect(x: cell.x, y: cell.y, width: Self.cellWidth - 1, height: 1),
            alignment: .trailing, style: style, into: &screen)
        if isCursor {
            put(
                "[", in: Rect(x: cell.x, y: cell.y, width: 1, height: 1), alignment: .leading, style: style,
                into: &screen)
            put(
                "]", in: Rect(x: cell.maxX - 1, y: cell.y, width: 1, height: 1), alignment: .leading, style: style,
                into: &screen)
        } else if let decoration = decoration(of: date) {
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
        guard frame.contains(column: column, row: row), week >= 0, week < grid.weeks.count, column >= gridLeft else {
            return nil
        }
        let index = (column - gridLeft) / Self.cellWidth
        guard index < grid.weeks[week].days.count else { return nil }
        let day = grid.weeks[week].days[index]
        return day.isInMonth ? grid.date(of: day) : nil
    }
}
