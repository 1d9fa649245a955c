import Foundation

/// The wheels of a date picker (UIDatePicker's `.wheels` style) for one mode, locale and calendar,
/// and the mapping between their rows and dates.
///
/// Everything calendrical comes from Foundation: the column order and the 12/24-hour clock from
/// the locale's patterns (`DateFormatter.dateFormat(fromTemplate:options:locale:)` of "yMMMMd",
/// "yMMMM" and "jm"), names and numbers from formatters, months, days, eras and daylight-saving
/// rules from `Calendar`. The year, month and day rows are days named on the day
/// (``CalendarDays``): proleptically in a Gregorian or ISO 8601 calendar, as the values are, and
/// in any other calendar alike in every time zone. Time is always a parameter: the layout never
/// reads the clock.
///
/// A widget drives one ``WheelModel`` per column:
///
/// 1. `var rows = layout.rows(for: layout.clamped(layout.rounding(date)))`, then for each column
///    `WheelModel(rowCount: columns[i].rowCount, isCyclic: columns[i].isCyclic, selectedRow: rows[i])`
///    with `columns = layout.columns(given: rows)`.
/// 2. Draw `columns[i].title(row:)`, greyed where ``isEnabled(row:column:given:)`` is false.
/// 3. When a wheel settles on a user's row: put it in `rows`, call
///    ``date(forRows:reference:)`` with the current date as reference, take its `date`, and
///    if `isAdjusted`, spin the wheels to its `rows` (and reload a month column whose row count
///    changed: `columns(given:)` again).
///
/// The years offered run from 1900 through 2200 by default (see ``span``), widened to reach the
/// minimum and maximum dates and today.
package struct DateWheelLayout: Sendable {
    /// The mode.
    package let mode: DatePickerMode
    /// The locale of names, numbers and column order.
    package let locale: Locale
    /// The calendar, with the picker's time zone.
    package let calendar: Calendar
    /// The minute interval in effect: the one asked for if it divides 60 and is in 1…30, else 1.
    package let minuteInterval: Int
    /// The minimum date in effect: nil when none was given or when it is later than the maximum.
    package let minimumDate: Date?
    /// The maximum date in effect: nil when none was given or when it is earlier than the minimum.
    package let maximumDate: Date?
    /// Today (whose row of the date-and-time column reads "Today").
    package let today: Date
    /// The columns' kinds, in display order.
    package let kinds: [DateColumnKind]
    /// The dates the wheels reach: whole years of the calendar.
    package let span: DateInterval

    /// The calendar's names of days, worked out on the day (``CalendarDays``): every row of the
    /// year, month and day columns is a day named there.
    package let days: CalendarDays

    let clock: ClockStyle
    let years: YearTable
    let titles: DateTitles
    /// The rows of the day column: the most days a month of this calendar has.
    let dayRowCount: Int
    /// The number of the first day of the date-and-time column, the days its rows show, and the
    /// days within them that the time zone skips (Pacific/Apia's 2011-12-30), which get no row.
    let firstDayNumber: Int
    let dayCount: Int
    let skippedDays: [Int]
    /// The preferred width of each column, by kind (measured once the rest is known).
    var widths: [DateColumnKind: Int] = [:]

    /// Creates the wheels of a date picker.
    ///
    /// - Parameters:
    ///   - mode: what the picker chooses.
    ///   - locale: names, numbers, column order and the clock (12 or 24 hours).
    ///   - calendar: the calendar and, through its `timeZone`, the time zone.
    ///   - minuteInterval: the step of the minute column; see ``effectiveMinuteInterval(_:)``.
    ///   - minimumDate: the earliest date allowed; in ``DatePickerMode/time`` mode only its time
    ///     of day counts. Ignored, with `maximumDate`, when later than `maximumDate`.
    ///   - maximumDate: the latest date allowed (time of day only in time mode).
    ///   - today: the day whose row reads "Today" in ``DatePickerMode/dateAndTime`` mode.
    ///   - span: the dates the wheels should reach (widened to whole years of the calendar, and
    ///     to reach the bounds and today); 1900 through 2200 when nil.
    package init(
        mode: DatePickerMode, locale: Locale, calendar: Calendar, minuteInterval: Int = 1,
        minimumDate: Date? = nil, maximumDate: Date? = nil, today: Date, span: DateInterval? = nil
    ) {
        self.init(
            mode: mode, locale: locale, calendar: calendar, minuteInterval: minuteInterval, minimumDate: minimumDate,
            maximumDate: maximumDate, today: today, span: span, titled: true)
    }

    /// The rules of a date picker without its wheels: when `titled` is false no formatter is
    /// made and no title measured, and only the bounds, the rounding and the span may be asked
    /// (``clamped(_:)``, ``resolved(_:)``, ``rounding(_:)``, ``span``, ``minimumDate``,
    /// ``maximumDate``): the columns keep a default order and have no titles. A calendar, and a
    /// value checked before a picker is drawn, need no more; this keeps them fast.
    package init(
        mode: DatePickerMode, locale: Locale, calendar: Calendar, minuteInterval: Int = 1,
        minimumDate: Date? = nil, maximumDate: Date? = nil, today: Date, span: DateInterval? = nil, titled: Bool
    ) {
        var calendar = calendar
        calendar.locale = locale
        self.mode = mode
        self.locale = locale
        self.calendar = calendar
        self.today = today
        let interval = Self.effectiveMinuteInterval(minuteInterval)
        self.minuteInterval = interval
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            self.minimumDate = nil
            self.maximumDate = nil
        } else {
            self.minimumDate = minimumDate
            self.maximumDate = maximumDate
        }

        // The span: whole years of the calendar around the requested dates.
        let days = CalendarDays(calendar: calendar)
        self.days = days
        let requested = span ?? Self.defaultSpan(timeZone: calendar.timeZone)
        var low = min(requested.start, today)
        var high = max(requested.end, today)
        if let minimumDate = self.minimumDate { low = min(low, minimumDate) }
        if let maximumDate = self.maximumDate { high = max(high, maximumDate) }
        let firstDay = ISODay(number: days.yearDays(containing: days.day(of: low)).lowerBound)
        let endDay = ISODay(number: days.yearDays(containing: days.day(of: high.addingTimeInterval(-1))).upperBound)
        let start = days.startOrNext(of: firstDay)
        let end = days.startOrNext(of: endDay)
        self.span = DateInterval(start: start, end: max(start, end))
        self.years = YearTable(days: days, first: firstDay, end: max(endDay, firstDay.adding(days: 1)))

        // The patterns of the locale, with the picker's calendar (a Japanese year shows its era).
        // Without titles no pattern is read, so the locale is not remade with the calendar.
        let patternLocale: Locale
        if titled {
            var components = Locale.Components(locale: locale)
            components.calendar = calendar.identifier
            patternLocale = Locale(components: components)
        } else {
            patternLocale = locale
        }
        let clock =
            mode.showsTimeOfDay && titled
            ? ClockStyle(
                fields: DateFormatPattern.fields(
                    in: DateFormatPattern.localized("jm", locale: patternLocale, fallback: "HH:mm")))
            : ClockStyle(fields: DateFormatPattern.fields(in: "HH:mm"))
        self.clock = clock
        let datePattern: String
        switch titled ? mode : .countDownTimer {
        case .date: datePattern = DateFormatPattern.localized("yMMMMd", locale: patternLocale, fallback: "MMMM d y")
        case .yearAndMonth:
            datePattern = DateFormatPattern.localized("yMMMM", locale: patternLocale, fallback: "MMMM y")
        default: datePattern = ""
        }
        let kinds = Self.kinds(
            mode: mode, datePattern: datePattern, locale: patternLocale, clock: clock, titled: titled)
        self.kinds = kinds
        self.isRightToLeft = Self.isRightToLeft(locale)

        guard titled else {
            self.dayRowCount = calendar.maximumRange(of: .day)?.count ?? 31
            self.firstDayNumber = 0
            self.dayCount = 1
            self.skippedDays = []
            self.titles = DateTitles(
                kinds: [], datePattern: "", locale: patternLocale, days: days, clock: clock,
                minuteInterval: interval, dayCount: 0, dayTitleMonth: firstDay, today: today)
            return
        }

        // The day column has as many rows as the longest month; its titles come from such a month.
        var month = ISODay(number: days.yearDays(containing: days.day(of: today)).lowerBound)
        var longest: (count: Int, first: ISODay) = (0, month)
        for _ in 0..<13 {
            let monthDays = days.monthDays(containing: month)
            if monthDays.count > longest.count { longest = (monthDays.count, ISODay(number: monthDays.lowerBound)) }
            month = ISODay(number: monthDays.upperBound)
        }
        self.dayRowCount = max(longest.count, 1)

        let firstDayNumber = firstDay.number
        let lastDayNumber = days.day(of: self.span.end.addingTimeInterval(-1)).number
        self.firstDayNumber = firstDayNumber
        let skippedDays =
            kinds.contains(.date) ? Self.skippedDays(in: self.span, timeZone: calendar.timeZone, clock: calendar) : []
        self.skippedDays = skippedDays
        self.dayCount = max(1, lastDayNumber - firstDayNumber + 1 - skippedDays.count)

        self.titles = DateTitles(
            kinds: kinds, datePattern: datePattern, locale: patternLocale, days: days, clock: clock,
            minuteInterval: interval, dayCount: self.dayRowCount, dayTitleMonth: longest.first, today: today)
        self.widths = measureWidths()
    }

    /// Whether the locale writes right to left (Arabic, Hebrew, Persian, Urdu…): its wheels,
    /// calendars and titles are mirrored.
    package let isRightToLeft: Bool

    /// Whether `locale`'s language is written right to left.
    ///
    /// ICU works the direction out from the likely script of the language each time it is asked
    /// (some 13 K instructions), and a calendar's first screen asks six times for one locale; the
    /// last answer is kept.
    package static func isRightToLeft(_ locale: Locale) -> Bool {
        let identifier = locale.identifier
        if let known = directionMemo.answer(for: identifier) { return known }
        let answer = locale.language.characterDirection == .rightToLeft
        directionMemo.keep(answer, for: identifier)
        return answer
    }

    private static let directionMemo = DirectionMemo()

    /// The direction of the locale last asked about, shared by every thread.
    private final class DirectionMemo: @unchecked Sendable {
        private let lock = NSLock()
        private var identifier: String?
        private var isRightToLeft = false

        func answer(for identifier: String) -> Bool? {
            lock.lock()
            defer { lock.unlock() }
            return self.identifier == identifier ? isRightToLeft : nil
        }

        func keep(_ answer: Bool, for identifier: String) {
            lock.lock()
            defer { lock.unlock() }
            self.identifier = identifier
            isRightToLeft = answer
        }
    }

    /// The days (their numbers) within `span` that `timeZone` skips altogether: a change of
    /// offset by a day or more across the date line (Pacific/Apia 2011-12-30, Pacific/Kiritimati
    /// 1994-12-31). Found among the zone's transitions, each checked by its offsets.
    static func skippedDays(in span: DateInterval, timeZone: TimeZone, clock: Calendar) -> [Int] {
        var days: [Int] = []
        var moment = span.start
        while let transition = timeZone.nextDaylightSavingTimeTransition(after: moment), transition < span.end {
            let before = timeZone.secondsFromGMT(for: transition.addingTimeInterval(-1))
            let after = timeZone.secondsFromGMT(for: transition)
            if after - before >= 86_400 - 3_600 {
                // The wall clock jumps from the moment before to the moment after: the days wholly
                // between them do not exist.
                let last = ISODay(of: transition.addingTimeInterval(-1), in: clock).number
                let next = ISODay(of: transition, in: clock).number
                for number in (last + 1)..<max(last + 1, next) {
                    let day = ISODay(number: number)
                    if day.start(in: clock) == nil { days.append(number) }
                }
            }
            moment = transition
        }
        return days
    }

    // MARK: - Configuration

    /// The minute interval a picker uses for `interval`: `interval` itself if it divides 60 and
    /// lies in 1…30, else 1 (UIDatePicker's rule).
    package static func effectiveMinuteInterval(_ interval: Int) -> Int {
        (1...30).contains(interval) && 60 % interval == 0 ? interval : 1
    }

    /// What a picker would silently ignore in these settings, for a command line to refuse: a
    /// minimum later than the maximum, a minute interval that does not divide 60. Empty when
    /// all is well.
    package static func problems(minimumDate: Date?, maximumDate: Date?, minuteInterval: Int = 1)
        -> [DatePickerConfigurationProblem]
    {
        var problems: [DatePickerConfigurationProblem] = []
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            problems.append(.minimumAfterMaximum(minimum: minimumDate, maximum: maximumDate))
        }
        if effectiveMinuteInterval(minuteInterval) != minuteInterval {
            problems.append(.invalidMinuteInterval(minuteInterval))
        }
        return problems
    }

    /// The default span: January 1, 1900 to January 1, 2201 (Gregorian) in `timeZone`.
    package static func defaultSpan(timeZone: TimeZone) -> DateInterval {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        let start = gregorian.date(from: DateComponents(year: 1900, month: 1, day: 1)) ?? .distantPast
        let end = gregorian.date(from: DateComponents(year: 2201, month: 1, day: 1)) ?? .distantFuture
        return DateInterval(start: start, end: end)
    }

    /// The columns of `mode` in the order the locale writes them.
    static func kinds(
        mode: DatePickerMode, datePattern: String, locale: Locale, clock: ClockStyle, titled: Bool = true
    ) -> [DateColumnKind] {
        func ordered(wanted: [DateColumnKind]) -> [DateColumnKind] {
            let pattern = datePattern
            var kinds: [DateColumnKind] = []
            for field in DateFormatPattern.fields(in: pattern) {
                if let kind = DateFormatPattern.dateKind(of: field.letter), wanted.contains(kind), !kinds.contains(kind)
                {
                    kinds.append(kind)
                }
            }
            return kinds + wanted.filter { !kinds.contains($0) }
        }
        func time() -> [DateColumnKind] {
            let pattern = titled ? DateFormatPattern.localized("jm", locale: locale, fallback: "HH:mm") : "HH:mm"
            var kinds: [DateColumnKind] = []
            for field in DateFormatPattern.fields(in: pattern) {
                let kind: DateColumnKind?
                switch field.letter {
                case "h", "H", "k", "K": kind = .hour
                case "m": kind = .minute
                case "a", "b", "B": kind = clock.hasAmPm ? .amPm : nil
                default: kind = nil
                }
                if let kind, !kinds.contains(kind) { kinds.append(kind) }
            }
            let wanted: [DateColumnKind] = clock.hasAmPm ? [.hour, .minute, .amPm] : [.hour, .minute]
            return kinds + wanted.filter { !kinds.contains($0) }
        }
        switch mode {
        case .date: return ordered(wanted: [.month, .day, .year])
        case .yearAndMonth: return ordered(wanted: [.month, .year])
        case .time: return time()
        case .dateAndTime: return [.date] + time()
        case .countDownTimer: return [.countdownHours, .countdownMinutes]
        }
    }

    // MARK: - Columns

    /// The number of columns.
    package var columnCount: Int { kinds.count }

    /// The index of the column of `kind`, if the layout has one.
    package func index(of kind: DateColumnKind) -> Int? {
        kinds.firstIndex(of: kind)
    }

    /// The columns as they are with `rows` selected (the month column of a Hebrew leap year has
    /// 13 rows); a missing row counts as 0.
    package func columns(given rows: [Int]) -> [DateColumn] {
        kinds.indices.map { column(at: $0, given: rows) }
    }

    /// Column `index` as it is with `rows` selected.
    package func column(at index: Int, given rows: [Int]) -> DateColumn {
        let kind = kinds[index]
        let width = widths[kind] ?? 0
        switch kind {
        case .year:
            let years = self.years
            let formatter = titles.year
            let days = self.days
            return DateColumn(kind: kind, rowCount: years.rowCount, isCyclic: false, preferredWidth: width) { row in
                Self.yearTitle(row: row, years: years, days: days, formatter: formatter)
            }
        case .month:
            let info = yearInfo(row: yearRow(in: rows))
            let names = monthTitles(of: info)
            return DateColumn(kind: kind, rowCount: names.count, isCyclic: true, preferredWidth: width) { names[$0] }
        case .day:
            let days = titles.days
            return DateColumn(kind: kind, rowCount: days.count, isCyclic: true, preferredWidth: width) { days[$0] }
        case .date:
            let layout = self
            let days = self.days
            let formatter = titles.weekdayMonthDay
            let todayRow = dayRow(of: today)
            let todayWord = titles.today
            return DateColumn(kind: kind, rowCount: dayCount, isCyclic: false, preferredWidth: width) { row in
                if row == todayRow { return todayWord }
                return formatter.map { days.string($0, of: ISODay(number: layout.dayNumber(row: row))) } ?? ""
            }
        case .hour:
            return fixedColumn(kind, titles.hours, cyclic: true, width: width)
        case .minute:
            return fixedColumn(kind, titles.minutes, cyclic: true, width: width)
        case .amPm:
            return fixedColumn(kind, titles.amPm, cyclic: false, width: width)
        case .countdownHours:
            return fixedColumn(kind, titles.countdownHours, cyclic: true, width: width)
        case .countdownMinutes:
            return fixedColumn(kind, titles.countdownMinutes, cyclic: true, width: width)
        }
    }

    /// A column whose titles are all known.
    private func fixedColumn(_ kind: DateColumnKind, _ titles: [String], cyclic: Bool, width: Int) -> DateColumn {
        DateColumn(kind: kind, rowCount: titles.count, isCyclic: cyclic, preferredWidth: width) { titles[$0] }
    }

    /// The number of rows of column `index` with `rows` selected.
    package func rowCount(ofColumn index: Int, given rows: [Int]) -> Int {
        switch kinds[index] {
        case .year: return years.rowCount
        case .month: return yearInfo(row: yearRow(in: rows)).months.count
        case .day: return dayRowCount
        case .date: return dayCount
        case .hour: return clock.hourRowCount
        case .minute, .countdownMinutes: return 60 / minuteInterval
        case .amPm: return 2
        case .countdownHours: return 24
        }
    }

    /// The title of year row `row`: the year formatted on its first day in its era.
    static func yearTitle(row: Int, years: YearTable, days: CalendarDays, formatter: DateFormatter?) -> String {
        guard let formatter, let (index, year) = years.place(ofRow: row) else { return "" }
        let segment = years.segments[index]
        let first =
            year == segment.firstYear
            ? segment.firstDay : days.firstDay(era: segment.era, year: year) ?? segment.firstDay
        return days.string(formatter, of: first)
    }

    /// The names of the months of a year, in row order.
    func monthTitles(of info: YearInfo) -> [String] {
        info.months.map { month in
            let first = validDays(in: info, month: month).lowerBound
            let day = days.day(of: CivilDay(era: info.era, year: info.year, month: month, day: first)) ?? info.firstDay
            return titles.month.map { days.string($0, of: day) } ?? ""
        }
    }

    /// The preferred width of each column kind, from a sample of titles.
    private func measureWidths() -> [DateColumnKind: Int] {
        var widths: [DateColumnKind: Int] = [:]
        for kind in kinds {
            switch kind {
            case .year:
                var samples: [Int] = years.segments.flatMap { [$0.firstRow, $0.firstRow + $0.count - 1] }
                let todayRow = yearRow(of: today)
                samples.append(todayRow)
                if titles.yearIsCyclic {
                    // A cyclic name ("gui-mao") comes back every 60 years: measure all 60.
                    let first = max(0, min(todayRow, years.rowCount - 60))
                    samples += Array(first..<min(first + 60, years.rowCount))
                }
                widths[kind] = TitleWidth.maximum(
                    of: samples.map { Self.yearTitle(row: $0, years: years, days: days, formatter: titles.year) })
            case .month:
                // This year and the next: a Hebrew common year and a leap year name Adar differently.
                let row = yearRow(of: today)
                let names = [row, min(row + 1, years.rowCount - 1)].flatMap { monthTitles(of: yearInfo(row: $0)) }
                widths[kind] = TitleWidth.maximum(of: names)
            case .day:
                widths[kind] = TitleWidth.maximum(of: titles.days)
            case .date:
                // A year of weeks from today reaches every month name; a week, every weekday.
                let start = days.day(of: today)
                let offsets = Array(0..<7) + stride(from: 7, to: 372, by: 7)
                let formatter = titles.weekdayMonthDay
                let names = offsets.map { offset in
                    formatter.map { days.string($0, of: start.adding(days: offset)) } ?? ""
                }
                widths[kind] = max(TitleWidth.maximum(of: names), TitleWidth.of(titles.today))
            case .hour:
                widths[kind] = TitleWidth.maximum(of: titles.hours)
            case .minute:
                widths[kind] = TitleWidth.maximum(of: titles.minutes)
            case .amPm:
                widths[kind] = TitleWidth.maximum(of: titles.amPm)
            case .countdownHours:
                widths[kind] = TitleWidth.maximum(of: titles.countdownHours)
            case .countdownMinutes:
                widths[kind] = TitleWidth.maximum(of: titles.countdownMinutes)
            }
        }
        return widths
    }
}
