import Foundation
import PickerCore
import Terminal

/// A month of days to pick from, as UICalendarView (and UIDatePicker's inline style): a header
/// with a month and a year ribbon (two ``MiniPicker``s that drag, fling and snap), weekday names,
/// and a grid of weeks that start on the locale's first weekday, with today marked and optional
/// ISO week numbers.
///
/// ```swift
/// var calendar = Calendar(identifier: .gregorian)
/// calendar.locale = Locale(identifier: "nl_NL")
/// let view = CalendarView(calendar: calendar, today: now, selectionMode: .range)
/// view.availableDateRange = DateInterval(start: start, end: end)
/// view.delegate = decorations
/// ```
///
/// Keys: Left/Right a day, Up/Down a week (crossing months), PgUp/PgDn a month, Shift-PgUp/PgDn
/// or `[`/`]` a year, Home/End the week's first and last day, `t` today, Space selects (adds or
/// takes away a day in multiple selection; marks the first and then the last day of a range).
/// In single selection the selected day follows the keys. Tab reaches the month and year ribbons
/// in the header. Mouse: a click picks a day, the wheel turns the month.
///
/// A right-to-left locale (Arabic, Hebrew, Persian, Urdu…) mirrors the view, as iOS does: the
/// first weekday is the rightmost column, days run right to left, week numbers sit on the right,
/// the year ribbon is left of the month's, and Left and Right follow the reading direction (Right
/// goes back a day).
///
/// Days outside ``availableDateRange`` are greyed and cannot be reached or chosen. All calendar
/// arithmetic, names and orders come from Foundation (`MonthGrid`, `CalendarNavigation`), worked
/// out on days (`CalendarDays`): any `Calendar` works, with its time zone and locale, and names a
/// day alike in every zone; a Gregorian one is proleptic, as ISO 8601 numbers days, and leap
/// months (the Chinese 闰 months) are months of their own.
@MainActor
public final class CalendarView: Widget {
    /// The calendar, with the locale of the names and the week start, and the time zone of the days.
    public var calendar: Calendar {
        didSet {
            days = CalendarDays(calendar: calendar)
            names = CalendarNames(days: days)
            isRightToLeft = Self.isRightToLeft(calendar)
            reset()
        }
    }
    /// The days that can be shown and chosen: those that overlap this interval; nil for all.
    public var availableDateRange: DateInterval? {
        didSet { reset() }
    }
    /// The first moments of the first and last available days, as last worked out.
    private var availableDaysCache: ClosedRange<Date>?
    /// The first moment of today, as last worked out, and the today it was worked out for.
    private var todayStartCache: (today: Date, start: Date)?
    /// What the user selects.
    public var selectionMode: CalendarSelectionMode {
        didSet {
            guard selectionMode != oldValue else { return }
            selectedDates = []
            selectedRange = nil
            rangeAnchor = nil
            selectedDate = selectionMode == .single ? focusedDate : nil
        }
    }
    /// Whether each week shows its ISO 8601 week number on the left.
    public var showsWeekNumbers = false
    /// The day marked as today (given by the program: a widget never reads the clock).
    public var today: Date
    /// Decorations, selectable days and selection reports.
    public weak var delegate: CalendarViewDelegate?
    /// Called after the delegate when the user changed the selection.
    public var onSelectionChange: (@MainActor (CalendarView) -> Void)?

    /// The day the keyboard is on (its first moment); the month shown is its month. Setting it
    /// moves there (within the available range) without selecting anything.
    public var focusedDate: Date {
        get { cursor }
        set { cursor = clampedDay(newValue) }
    }
    /// The selected day in single selection (its first moment); nil when none is. Setting it
    /// also moves the keyboard there.
    public var selectedDate: Date? {
        didSet {
            if let selectedDate {
                let day = startOfDay(selectedDate)
                if day != selectedDate { self.selectedDate = day }
                cursor = clampedDay(day)
            }
        }
    }
    /// The selected days in multiple selection, in order (each its first moment).
    public var selectedDates: [Date] = [] {
        didSet {
            let days = Set(selectedDates.map { startOfDay($0) })
            if days.count != selectedDates.count || days.contains(where: { !selectedDates.contains($0) })
                || selectedDates != selectedDates.sorted()
            {
                selectedDates = days.sorted()
            }
        }
    }
    /// The selected range in range selection (first moments of its first and last days); nil
    /// until one is complete.
    public var selectedRange: ClosedRange<Date>? {
        didSet {
            guard let range = selectedRange else { return }
            let normal = startOfDay(range.lowerBound)...startOfDay(range.upperBound)
            if normal != range { selectedRange = normal }
        }
    }
    /// The first day of a range being chosen (after one Space or click), until its last day is.
    public internal(set) var rangeAnchor: Date?

    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { !isHidden }

    /// The month and year ribbons in the header.
    let header: CalendarHeader
    /// The keyboard's day.
    var cursor: Date {
        didSet {
            guard cursor != oldValue else { return }
            if let shown = gridCache, !shown.showsMonth(of: cursor) {
                gridCache = nil
                gridDatesCache = nil
            }
            // The header names the month shown at once, as the grid turns to it.
            header.follow(cursor, animated: false)
        }
    }
    private var gridCache: MonthGrid?
    /// The first moments of the grid's cells, row by row, as worked out once per month.
    private var gridDatesCache: [[Date?]]?
    /// Decorations asked for, by day.
    var decorations: [Date: CalendarDecoration?] = [:]
    /// Formatters, made once per calendar.
    var names: CalendarNames
    /// The calendar's names of days, by which the grid, the header and the keys work.
    private(set) var days: CalendarDays

    /// A calendar showing the month of `focusedDate` (by default `today`), with `today` marked.
    public init(
        calendar: Calendar, today: Date, focusedDate: Date? = nil, selectionMode: CalendarSelectionMode = .single
    ) {
        self.calendar = calendar
        self.today = today
        self.selectionMode = selectionMode
        let days = CalendarDays(calendar: calendar)
        self.days = days
        let names = CalendarNames(days: days)
        self.names = names
        isRightToLeft = Self.isRightToLeft(calendar)
        let start = Self.startOfDay(focusedDate ?? today, calendar: calendar)
        header = CalendarHeader(days: days, names: names, cursor: start, range: nil)
        cursor = start
        if selectionMode == .single { selectedDate = start }
        header.onPick = { [unowned self] day in self.moveCursor(to: day, context: nil) }
    }

    public var children: [Widget] { header.pickers }

    /// Whether the view is drawn right to left: its calendar's locale is written so.
    public private(set) var isRightToLeft: Bool

    /// Whether `calendar`'s locale is written right to left.
    static func isRightToLeft(_ calendar: Calendar) -> Bool {
        DateWheelLayout.isRightToLeft(calendar.locale ?? Locale(identifier: "en_US_POSIX"))
    }

    /// The month shown: the month of ``focusedDate``.
    package var grid: MonthGrid {
        if let gridCache { return gridCache }
        let made = MonthGrid(containing: cursor, days: days)
        gridCache = made
        gridDatesCache = nil
        decorations = [:]
        return made
    }

    /// The first moments of the grid's cells (nil for a day that does not exist there).
    var gridDates: [[Date?]] {
        if let gridDatesCache, gridCache != nil { return gridDatesCache }
        let dates = grid.inMonthDates()
        gridDatesCache = dates
        return dates
    }

    /// The first moment of the day of `date`.
    func startOfDay(_ date: Date) -> Date {
        Self.startOfDay(date, calendar: calendar)
    }

    /// The first moment of the day of `date` in `calendar`'s time zone.
    static func startOfDay(_ date: Date, calendar: Calendar) -> Date {
        ISODay(of: date, in: calendar).start(in: calendar) ?? calendar.startOfDay(for: date)
    }

    /// The first moment of today.
    var todayStart: Date {
        if let cached = todayStartCache, cached.today == today { return cached.start }
        let start = startOfDay(today)
        todayStartCache = (today, start)
        return start
    }

    /// Forgets the decorations asked for, so that the delegate is asked again.
    public func reloadDecorations() {
        decorations = [:]
    }

    /// After the calendar or the range changed: a new grid, the keyboard's day kept within the
    /// range.
    private func reset() {
        gridCache = nil
        gridDatesCache = nil
        availableDaysCache = nil
        todayStartCache = nil
        decorations = [:]
        cursor = clampedDay(cursor)
        header.reset(days: days, names: names, cursor: cursor, range: availableDays)
    }

    // MARK: Days

    /// The first and last days that can be chosen (their first moments), when limited.
    var availableDays: ClosedRange<Date>? {
        guard let range = availableDateRange else { return nil }
        if let availableDaysCache { return availableDaysCache }
        let first = startOfDay(range.start)
        let days = first...max(first, startOfDay(range.end))
        availableDaysCache = days
        return days
    }

    /// `date`'s day (its first moment), moved into the available range.
    func clampedDay(_ date: Date) -> Date {
        let day = startOfDay(date)
        guard let days = availableDays else { return day }
        return min(max(day, days.lowerBound), days.upperBound)
    }

    /// Whether a day (its first moment) overlaps the available range.
    public func isAvailable(_ day: Date) -> Bool {
        guard let days = availableDays else { return true }
        return days.contains(startOfDay(day))
    }

    /// Whether the user may select a day: available, and allowed by the delegate.
    func canSelect(_ day: Date) -> Bool {
        guard isAvailable(day) else { return false }
        return delegate?.calendarView(self, canSelect: components(of: day)) ?? true
    }

    /// The day as era, year, month and day in the calendar, as the grid numbers it (proleptic in
    /// a Gregorian calendar, with the leap flag of a leap month).
    func components(of day: Date) -> DateComponents {
        days.civilDay(of: day).components
    }

    /// The decoration of a day, asked of the delegate once.
    func decoration(of day: Date) -> CalendarDecoration? {
        guard delegate != nil else { return nil }
        if let known = decorations[day] { return known }
        let asked = delegate?.calendarView(self, decorationFor: components(of: day))
        decorations[day] = asked
        return asked
    }

    // MARK: Moving and selecting

    /// Moves the keyboard to `target` as the user asked: within the available range (the bell
    /// when the range stops it), selecting the day in single selection.
    func moveCursor(to target: Date, context: RunContext?) {
        let day = clampedDay(target)
        if day != startOfDay(target) { context?.bell() }
        guard day != cursor else {
            // A ribbon that settled beyond the range slides back.
            header.follow(cursor, animated: true)
            return
        }
        cursor = day
        if selectionMode == .single, canSelect(day), selectedDate != day {
            selectedDate = day
            reportSelection()
        }
    }

    /// Moves the keyboard by `count` steps (days, weeks, months or years).
    func step(_ count: Int, _ step: CalendarNavigation.Step, context: RunContext) {
        let target = CalendarNavigation.date(byAdding: count, step, to: cursor, days: days)
        moveCursor(to: target, context: context)
    }

    /// Space or a click on the keyboard's day: select it (single), add or take it away
    /// (multiple), or mark the first or last day of a range.
    func selectCursor(context: RunContext) {
        let day = cursor
        guard canSelect(day) else {
            context.bell()
            return
        }
        switch selectionMode {
        case .single:
            guard selectedDate != day else { return }
            selectedDate = day
        case .multiple:
            if let index = selectedDates.firstIndex(of: day) {
                selectedDates.remove(at: index)
            } else {
                selectedDates.append(day)
            }
        case .range:
            if let anchor = rangeAnchor {
                selectedRange = min(anchor, day)...max(anchor, day)
                rangeAnchor = nil
            } else {
                rangeAnchor = day
                selectedRange = nil
            }
        }
        reportSelection()
    }

    /// Tells the delegate and `onSelectionChange`.
    private func reportSelection() {
        delegate?.calendarViewDidChangeSelection(self)
        onSelectionChange?(self)
    }

    /// The range as it shows now: the selected one, or from the anchor to the keyboard's day
    /// while a range is being chosen.
    var shownRange: ClosedRange<Date>? {
        if let anchor = rangeAnchor { return min(anchor, cursor)...max(anchor, cursor) }
        return selectedRange
    }

    // MARK: Size

    /// The columns of one day.
    static let cellWidth = 4
    /// The columns of the week numbers, when shown.
    static let weekNumberWidth = 4
    /// The rows a calendar takes: the header, the weekday names, six weeks.
    public static let height = 8

    public var intrinsicWidth: Int? { preferredWidth }

    /// The columns the calendar wants.
    public var preferredWidth: Int {
        let grid = (showsWeekNumbers ? Self.weekNumberWidth : 0) + grid.weekdays.count * Self.cellWidth
        return max(grid, headerWidth)
    }

    /// The columns of the header: the month ribbon, two spaces, the year ribbon.
    var headerWidth: Int {
        header.monthPicker.preferredWidth + 2 + header.yearPicker.preferredWidth
    }

    public func preferredHeight(forWidth width: Int) -> Int { Self.height }
}
