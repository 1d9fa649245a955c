import Foundation
import PickerCore
import Terminal

/// A date, a time, both, a month or a count-down duration, picked as on iOS: the terminal's
/// UIDatePicker.
///
/// ```swift
/// let picker = DatePicker(mode: .dateAndTime, date: now)
/// picker.minimumDate = start
/// picker.maximumDate = end
/// picker.minuteInterval = 15
/// picker.onValueChanged = { print($0.date) }
/// ```
///
/// Three styles (``DatePickerStyle``): wheels, a calendar, and a compact line that opens either
/// below it. The columns, their order, the names and the 12- or 24-hour clock come from the
/// locale; dates, months, eras and daylight-saving rules from the calendar and time zone — all
/// through Foundation (see `DateWheelLayout`, `MonthGrid`).
///
/// The iOS rules hold in every style: values outside ``minimumDate``…``maximumDate`` stay visible
/// but greyed, and the wheels spring back to the nearest allowed value; a day the month does not
/// have (February 30) is greyed and snaps to the month's last day; a local time skipped by a
/// daylight-saving change moves forward; a count-down of 0:00 becomes the first step; a minimum
/// later than the maximum makes both ignored. ``date`` keeps the instant it was given, seconds
/// and all (the minute wheel shows the step at or before it): only what the user changes snaps
/// to ``minuteInterval``.
///
/// A right-to-left locale (Arabic, Hebrew, Persian, Urdu…) mirrors the picker, as on iOS: the
/// wheels' order, the calendar's weeks and its arrows, and the picker keeps to the right of its
/// frame.
/// ``onValueChanged`` is called after a user's change settles (UIControl's `.valueChanged`),
/// never for a change made through the properties.
///
/// Nothing here reads the clock: the program gives the date to show and ``today``.
@MainActor
public final class DatePicker: Widget {
    /// What the picker chooses.
    public var datePickerMode: DatePickerMode {
        didSet { invalidate() }
    }
    /// How it looks; a calendar is used for days only (date and date-and-time modes).
    public var preferredDatePickerStyle: DatePickerStyle {
        didSet { invalidate() }
    }
    /// The locale of names, column order and the clock.
    public var locale: Locale {
        didSet {
            isRightToLeft = DateWheelLayout.isRightToLeft(locale)
            invalidate()
        }
    }
    /// The calendar (its own time zone and locale are replaced by ``timeZone`` and ``locale``).
    public var calendar: Calendar {
        didSet { invalidate() }
    }
    /// The time zone of the wall-clock values shown.
    public var timeZone: TimeZone {
        didSet { invalidate() }
    }
    /// The earliest date that can be chosen; in time mode only its time of day counts.
    public var minimumDate: Date? {
        didSet { invalidate() }
    }
    /// The latest date that can be chosen; in time mode only its time of day counts.
    public var maximumDate: Date? {
        didSet { invalidate() }
    }
    /// The step of the minute wheel: a divisor of 60 from 1 to 30, else 1.
    public var minuteInterval = 1 {
        didSet { invalidate() }
    }
    /// Today: its day reads "Today" on the date-and-time wheel and is marked on the calendar.
    public var today: Date {
        didSet { invalidate() }
    }
    /// Visible rows of the wheels (odd numbers keep the band centred).
    public var visibleRows = 7 {
        didSet { invalidate() }
    }
    /// Whether the calendar shows ISO week numbers.
    public var showsWeekNumbers = false {
        didSet { invalidate() }
    }
    /// Called after a user's change settled on a new value.
    public var onValueChanged: (@MainActor (DatePicker) -> Void)?

    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false

    private var value: Date
    private var duration: TimeInterval = 60
    private var needsRebuild = true
    private var wheelLayout: DateWheelLayout?
    /// The wheels of the whole mode (the wheels style, and modes without a day).
    private(set) var wheels: DateWheels?
    /// The calendar of the days (calendar and compact styles).
    private(set) var calendarView: CalendarView?
    /// The time of day beside or below the calendar in date-and-time mode.
    private(set) var timeWheels: DateWheels?
    /// The line of the compact style.
    private(set) var compactField: CompactDateField?
    /// Which bounds the time wheels apply (on the minimum's and the maximum's days only).
    private var timeBounds: DayTimeBounds?
    /// The value when a compact part was opened, for Esc.
    private var valueWhenOpened: (date: Date, duration: TimeInterval)?
    private var lineFormatters: CompactLineText?

    /// A picker of `mode` in `style` showing `date`.
    ///
    /// - Parameters:
    ///   - mode: what is chosen: a date, a time, both, a count-down duration, or a month.
    ///   - style: wheels, a calendar, or a compact line that opens either.
    ///   - date: the value shown first.
    ///   - today: the day that reads "Today"; `date` when not given.
    ///   - locale: names, column order and clock; by default the environment's
    ///     (`DateLocale.current`: `LC_ALL`, `LC_TIME`, `LANG`).
    ///   - calendar: the calendar shown; by default the locale's, with its region's week rules.
    ///   - timeZone: the time zone of the values; by default the process's.
    public init(
        mode: DatePickerMode = .dateAndTime, style: DatePickerStyle = .wheels, date: Date, today: Date? = nil,
        locale: Locale? = nil, calendar: Calendar? = nil, timeZone: TimeZone = .current
    ) {
        datePickerMode = mode
        preferredDatePickerStyle = style
        value = date
        self.today = today ?? date
        let shown: (locale: Locale, calendar: Calendar)
        if let locale, let calendar {
            shown = (locale, calendar)
        } else {
            // Not an optional `DateLocale`, whose metadata would be made on every start.
            let environment = DateLocale.current
            shown = (locale ?? environment.locale, calendar ?? environment.calendar())
        }
        self.locale = shown.locale
        isRightToLeft = DateWheelLayout.isRightToLeft(shown.locale)
        self.calendar = shown.calendar
        self.timeZone = timeZone
    }

    // MARK: Value

    /// The date shown (in count-down mode, the date it was given). Setting it does not call
    /// ``onValueChanged``; the value is kept within the bounds, and otherwise exactly as given
    /// (its seconds too: `setDate(now, animated:)` then `date` is `now`).
    public var date: Date {
        get {
            rebuildIfNeeded()
            return value
        }
        set { setDate(newValue, animated: false) }
    }

    /// Shows `date`, spinning the wheels there when `animated`. Does not call ``onValueChanged``.
    public func setDate(_ date: Date, animated: Bool) {
        rebuildIfNeeded()
        if let layout = wheelLayout, !layout.span.contains(date) {
            // Beyond the years the wheels reach: reach further.
            value = date
            invalidate()
            rebuildIfNeeded()
        }
        value = wheelLayout?.clamped(date) ?? date
        wheels?.setDate(value, animated: animated)
        calendarView?.selectedDate = value
        updateTimeWheels(animated: animated)
    }

    /// The count-down duration in seconds (count-down mode): whole minutes on the minute
    /// interval, from one step to 23:59. Setting it does not call ``onValueChanged``.
    public var countDownDuration: TimeInterval {
        get {
            rebuildIfNeeded()
            return duration
        }
        set {
            rebuildIfNeeded()
            duration = wheelLayout?.clampedCountdown(newValue) ?? newValue
            wheels?.setCountDownDuration(duration, animated: false)
        }
    }

    /// The style in effect: a calendar only for modes with a day.
    public var effectiveStyle: DatePickerStyle {
        let hasDay = datePickerMode == .date || datePickerMode == .dateAndTime
        return preferredDatePickerStyle == .calendar && !hasDay ? .wheels : preferredDatePickerStyle
    }

    /// Whether the picker is drawn right to left: its locale is written so (Arabic, Hebrew,
    /// Persian, Urdu…).
    public private(set) var isRightToLeft: Bool

    /// The wheel layout in effect (the columns, their order, the bounds actually applied). When
    /// the days are picked on a calendar (calendar and compact styles of the date and
    /// date-and-time modes) it holds the rules only: its columns have no titles.
    package var layoutInUse: DateWheelLayout {
        rebuildIfNeeded()
        return wheelLayout ?? makeLayout()
    }

    // MARK: Building

    private func invalidate() {
        needsRebuild = true
    }

    /// The calendar with the picker's locale and time zone.
    private var effectiveCalendar: Calendar {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    private func makeLayout() -> DateWheelLayout {
        let years = DateWheelLayout.defaultSpan(timeZone: timeZone)
        let span = DateInterval(start: min(years.start, value), end: max(years.end, value.addingTimeInterval(1)))
        // Days on a calendar need the rules of the wheels, not their titles.
        return DateWheelLayout(
            mode: datePickerMode, locale: locale, calendar: effectiveCalendar, minuteInterval: minuteInterval,
            minimumDate: minimumDate, maximumDate: maximumDate, today: today, span: span, titled: !showsDaysOnCalendar)
    }

    /// Whether the days are picked on a calendar (calendar and compact styles, modes with a day).
    private var showsDaysOnCalendar: Bool {
        effectiveStyle != .wheels && (datePickerMode == .date || datePickerMode == .dateAndTime)
    }

    /// Makes the parts of the style afresh after a setting changed.
    private func rebuildIfNeeded() {
        guard needsRebuild else { return }
        needsRebuild = false
        let layout = makeLayout()
        wheelLayout = layout
        value = layout.clamped(value)
        duration = layout.clampedCountdown(duration)
        wheels = nil
        calendarView = nil
        timeWheels = nil
        compactField = nil
        timeBounds = nil
        lineFormatters = nil
        let style = effectiveStyle
        if showsDaysOnCalendar {
            let view = CalendarView(calendar: layout.calendar, today: today, focusedDate: value)
            // The days the wheels would reach, within the bounds.
            let first = layout.minimumDate ?? layout.span.start
            let last = layout.maximumDate ?? layout.span.end.addingTimeInterval(-1)
            view.availableDateRange = DateInterval(start: first, end: max(first, last))
            view.selectedDate = value
            view.showsWeekNumbers = showsWeekNumbers
            view.onSelectionChange = { [unowned self] view in self.calendarPicked(view.selectedDate) }
            calendarView = view
            if datePickerMode == .dateAndTime {
                let bounds = DayTimeBounds(day: value, layout: layout)
                let time = DateWheels(layout: bounds.layout(from: layout), date: value, visibleRows: visibleRows)
                time.onChange = { [unowned self, unowned time] in self.timePicked(time.date) }
                timeWheels = time
                timeBounds = bounds
            }
        } else {
            let made = DateWheels(layout: layout, date: value, countDownDuration: duration, visibleRows: visibleRows)
            made.onChange = { [unowned self, unowned made] in self.wheelsPicked(made) }
            wheels = made
        }
        if style == .compact { compactField = makeCompactField(layout: layout) }
    }

    /// The compact line's parts: the day (opening the calendar) and the time, or the one value
    /// of a mode without a day (opening the wheels).
    private func makeCompactField(layout: DateWheelLayout) -> CompactDateField {
        let formatters = CompactLineText(layout: layout)
        lineFormatters = formatters
        var parts: [CompactDateField.Part] = []
        if let calendarView {
            parts.append(
                .init(text: { [unowned self] in formatters.day(self.value) }, panel: calendarView))
            if let timeWheels {
                parts.append(
                    .init(text: { [unowned self] in formatters.time(self.value) }, panel: timeWheels))
            }
        } else if let wheels {
            let text: @MainActor () -> String
            switch datePickerMode {
            case .time: text = { [unowned self] in formatters.time(self.value) }
            case .yearAndMonth: text = { [unowned self] in formatters.month(self.value) }
            case .countDownTimer: text = { [unowned self] in formatters.duration(self.duration) }
            case .date, .dateAndTime: text = { [unowned self] in formatters.day(self.value) }
            }
            parts.append(.init(text: text, panel: wheels))
        }
        let field = CompactDateField(parts: parts)
        field.isRightToLeft = isRightToLeft
        field.onOpen = { [unowned self] in self.valueWhenOpened = (self.value, self.duration) }
        field.onCancel = { [unowned self] in self.revertToOpened() }
        return field
    }

    // MARK: Changes from the parts

    private func wheelsPicked(_ wheels: DateWheels) {
        if datePickerMode == .countDownTimer {
            duration = wheels.countDownDuration
        } else {
            value = wheels.date
        }
        onValueChanged?(self)
    }

    /// A day picked on the calendar: that day at the time shown, within the bounds.
    private func calendarPicked(_ day: Date?) {
        guard let day, let layout = wheelLayout else { return }
        let calendar = layout.calendar
        // The day picked at the value's time of day: from the zone's offsets (a key's worth of
        // Foundation's calendar arithmetic is most of what a calendar key costs), or, near a
        // change of offset, as Foundation's calendar puts that time on that day.
        let moved = layout.moment(on: ISODay(of: day, in: calendar), atTimeOf: value)
        let resolved = layout.clamped(moved)
        let changed = resolved != value
        value = resolved
        // The calendar's own start of day (from the zone's offsets): Foundation's startOfDay works
        // out every component of the date, on every key.
        if calendarView?.selectedDate != CalendarView.startOfDay(value, calendar: calendar) {
            calendarView?.selectedDate = value
        }
        updateTimeWheels(animated: false)
        if changed { onValueChanged?(self) }
    }

    /// A time picked on the wheels beside the calendar: within the bounds of the whole date.
    private func timePicked(_ date: Date) {
        guard let layout = wheelLayout else { return }
        let resolved = layout.clamped(date)
        let changed = resolved != value
        value = resolved
        updateTimeWheels(animated: true)
        if changed { onValueChanged?(self) }
    }

    /// Gives the time wheels the bounds of the day shown and brings them to its time.
    private func updateTimeWheels(animated: Bool) {
        guard let timeWheels, let layout = wheelLayout else { return }
        let bounds = DayTimeBounds(day: value, layout: layout)
        if bounds != timeBounds {
            timeBounds = bounds
            timeWheels.setLayout(bounds.layout(from: layout))
        }
        timeWheels.setDate(value, animated: animated)
    }

    /// Esc on an open compact part: the value it had when opened.
    private func revertToOpened() {
        guard let (date, duration) = valueWhenOpened else { return }
        valueWhenOpened = nil
        let changed = date != value || duration != self.duration
        setDate(date, animated: false)
        countDownDuration = duration
        if changed { onValueChanged?(self) }
    }

    // MARK: Widget

    public var children: [Widget] {
        rebuildIfNeeded()
        if let compactField { return [compactField] }
        if let calendarView { return [calendarView] + (timeWheels.map { [$0] } ?? []) }
        return wheels.map { [$0] } ?? []
    }

    /// Columns between the calendar and the time wheels beside it.
    static let gap = 3

    public var intrinsicWidth: Int? { preferredWidth }

    /// The columns the picker wants.
    public var preferredWidth: Int {
        rebuildIfNeeded()
        if let compactField {
            let panels = compactField.parts.compactMap { CompactDateField.preferredWidth(of: $0.panel) }
            return max(compactField.lineWidth, panels.max() ?? 0)
        }
        if let calendarView {
            return calendarView.preferredWidth + (timeWheels.map { Self.gap + $0.preferredWidth } ?? 0)
        }
        return wheels?.preferredWidth ?? 0
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        rebuildIfNeeded()
        if let compactField { return compactField.preferredHeight(forWidth: width) }
        if let calendarView {
            let time = timeWheels.map { 1 + $0.preferredHeight(forWidth: width) } ?? 0
            return max(calendarView.preferredHeight(forWidth: width), time)
        }
        return wheels?.preferredHeight(forWidth: width) ?? 1
    }

    public func layout() {
        rebuildIfNeeded()
        if let compactField {
            compactField.frame = frame
            compactField.layout()
        } else if let calendarView {
            let width = min(frame.width, calendarView.preferredWidth)
            // Right to left the picker keeps to the right, the time on the calendar's left.
            let time = timeWheels.map { min(max(0, frame.width - width - Self.gap), $0.preferredWidth) } ?? 0
            let rightToLeft = isRightToLeft
            let start = rightToLeft ? frame.x + max(0, frame.width - width - (time > 0 ? time + Self.gap : 0)) : frame.x
            let calendarX = rightToLeft && time > 0 ? start + time + Self.gap : start
            calendarView.frame = Rect(
                x: calendarX, y: frame.y, width: width, height: min(frame.height, CalendarView.height))
            calendarView.layout()
            if let timeWheels {
                // The time sits beside the weeks, level with the calendar's rows.
                let x = rightToLeft ? start : frame.x + width + Self.gap
                timeWheels.frame = Rect(
                    x: x, y: frame.y + 1, width: max(0, min(timeWheels.preferredWidth, frame.maxX - x)),
                    height: max(0, min(timeWheels.preferredHeight(forWidth: frame.width), frame.height - 1)))
                timeWheels.layout()
            }
        } else if let wheels {
            let width = min(frame.width, wheels.preferredWidth)
            let x = isRightToLeft ? frame.maxX - width : frame.x
            wheels.frame = Rect(x: x, y: frame.y, width: width, height: frame.height)
            wheels.layout()
        }
    }
}
