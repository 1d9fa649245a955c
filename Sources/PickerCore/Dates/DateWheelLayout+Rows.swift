import Foundation

extension DateWheelLayout {
    // MARK: - Dates to rows

    /// The row of each column that shows `date` (brought into ``span``). Minutes show the step at
    /// or before the date's minute: call ``rounding(_:)`` first to round to the nearest step, as
    /// UIDatePicker's `roundsToMinuteInterval` does. Count-down layouts use ``rows(forCountdown:)``
    /// (this answers their shortest duration).
    package func rows(for date: Date) -> [Int] {
        if mode == .countDownTimer { return rows(forCountdown: 0) }
        let date = clampedToSpan(date)
        // The day as the calendar names it (only when a column shows it), and the wall clock.
        let named = mode == .date || mode == .yearAndMonth
        let civil = named ? days.civilDay(of: date) : CivilDay(era: 0, year: 0, month: CalendarMonth(1), day: 1)
        let seconds = secondsOfDay(date)
        let (hour, minute) = (seconds / 3600, seconds % 3600 / 60)
        let yearRow = named ? years.row(era: civil.era, year: civil.year) ?? 0 : 0
        return kinds.map { kind in
            switch kind {
            case .year: return yearRow
            case .month: return yearInfo(row: yearRow).months.firstIndex(of: civil.month) ?? 0
            case .day: return min(max(civil.day - 1, 0), dayRowCount - 1)
            case .date: return dayRow(of: date)
            case .hour: return clock.row(hour: hour)
            case .minute: return minute / minuteInterval
            case .amPm: return hour >= 12 ? 1 : 0
            case .countdownHours, .countdownMinutes: return 0
            }
        }
    }

    // MARK: - Rows to dates

    /// The date that `rows` mean, after UIDatePicker's rules, with the parts the wheels do not
    /// show taken from `reference` (normally the picker's current date): its time of day in
    /// ``DatePickerMode/date`` mode, its day in ``DatePickerMode/time`` mode, its day of the
    /// month (clamped) and time in ``DatePickerMode/yearAndMonth`` mode; a time picked on the
    /// wheels has zero seconds.
    ///
    /// - An impossible day (February 30) snaps to the last day of that month.
    /// - A day the time zone skips (Pacific/Apia's 2011-12-30) gives way to its neighbour in the
    ///   direction of the change: from the 31st back to the 29th, from the 29th on to the 31st.
    /// - A local time that does not exist (a daylight-saving gap) moves forward by the gap.
    /// - In ``DatePickerMode/yearAndMonth`` mode a Gregorian month keeps the reference's day of
    ///   the month (clamped); in another calendar, whose months straddle two ISO months, the
    ///   wheels mean one day of the month they show whatever day the reference has, so that a
    ///   month answer depends on nothing that is not on screen (see ``monthValue(of:)``).
    /// - A date before ``minimumDate`` or after ``maximumDate`` moves to the nearest allowed value
    ///   (on the minute interval when the wheels show minutes; in time mode, by time of day).
    /// - When only the year changed, the month is kept by its number, not its row (a Hebrew
    ///   year without Adar I keeps Adar II as Adar).
    ///
    /// When the result's `isAdjusted` is true, spin the wheels to its `rows`. A count-down
    /// layout answers `reference` (see ``countdown(forRows:)``).
    package func date(forRows rows: [Int], reference: Date) -> DateResolution {
        guard mode != .countDownTimer else {
            return DateResolution(date: reference, rows: rows, adjustments: [], isAdjusted: false)
        }
        var working = padded(rows)
        if let yearColumn = index(of: .year), let monthColumn = index(of: .month) {
            let referenceRows = self.rows(for: reference)
            if working[yearColumn] != referenceRows[yearColumn], working[monthColumn] == referenceRows[monthColumn] {
                let month = days.civilDay(of: clampedToSpan(reference)).month.number
                let months = yearInfo(row: working[yearColumn]).months
                working[monthColumn] = months.firstIndex { $0.number >= month } ?? months.count - 1
            }
        }
        var adjustments = DateAdjustments()
        var date = compose(working, reference: reference, adjustments: &adjustments)
        date = clampedToBounds(date, adjustments: &adjustments)
        let resolvedRows = self.rows(for: date)
        return DateResolution(
            date: date, rows: resolvedRows, adjustments: adjustments, isAdjusted: resolvedRows != rows)
    }

    /// Whether `row` of column `column` is selectable with the other columns at `rows`: false
    /// for a day the month does not have (30 in February) and for a row that would give a date
    /// outside ``minimumDate``…``maximumDate`` (a day or month row is enabled when any of its
    /// time is allowed; an hour or minute row when that minute is), and in count-down mode for
    /// the minutes that would make 0:00. Greyed rows stay visible; the picker springs back from
    /// them.
    package func isEnabled(row: Int, column: Int, given rows: [Int]) -> Bool {
        guard kinds.indices.contains(column) else { return false }
        var rows = padded(rows)
        rows[column] = row
        guard row >= 0, row < rowCount(ofColumn: column, given: rows) else { return false }
        // Without bounds only impossible days (and a count-down of 0:00) are greyed: skip the calendar.
        if minimumDate == nil, maximumDate == nil, kinds[column] != .day, mode != .countDownTimer { return true }
        switch mode {
        case .countDownTimer:
            return value(of: .countdownHours, in: rows) != 0 || value(of: .countdownMinutes, in: rows) != 0
        case .time:
            let seconds = (hour(in: rows) * 60 + value(of: .minute, in: rows) * minuteInterval) * 60
            let bounds = timeOfDayBounds
            return (bounds.lower.map { seconds >= $0 } ?? true) && (bounds.upper.map { seconds <= $0 } ?? true)
        case .date, .yearAndMonth, .dateAndTime:
            var adjustments = DateAdjustments()
            let candidate = compose(rows, reference: span.start, adjustments: &adjustments)
            if kinds[column] == .day, !adjustments.isDisjoint(with: [.invalidDay, .skippedDay]) { return false }
            guard minimumDate != nil || maximumDate != nil else { return true }
            let interval: DateInterval
            switch mode {
            case .date, .yearAndMonth:
                let day = days.day(of: candidate)
                let numbers = mode == .date ? day.number..<(day.number + 1) : days.monthDays(containing: day)
                let start = days.startOrNext(of: ISODay(number: numbers.lowerBound))
                interval = DateInterval(
                    start: start, end: max(start, days.startOrNext(of: ISODay(number: numbers.upperBound))))
            default: interval = DateInterval(start: candidate, duration: 0)
            }
            let afterMinimum =
                minimumDate.map { interval.duration > 0 ? interval.end > $0 : interval.start >= $0 } ?? true
            return afterMinimum && (maximumDate.map { interval.start <= $0 } ?? true)
        }
    }

    // MARK: - Setting a date

    /// `date` rounded to the nearest step of ``minuteInterval`` (seconds dropped), like
    /// UIDatePicker's `roundsToMinuteInterval`: with an interval of 15, 10:07 becomes 10:00 and
    /// 10:08 becomes 10:15. Steps are counted from the top of the local hour.
    package func rounding(_ date: Date) -> Date {
        aligned(date, .toNearestOrAwayFromZero)
    }

    /// `date` within the bounds (``minimumDate``, ``maximumDate``, by time of day in time mode;
    /// onto the minute interval when the wheels show minutes) and within ``span``.
    package func clamped(_ date: Date) -> Date {
        var adjustments = DateAdjustments()
        return clampedToSpan(clampedToBounds(date, adjustments: &adjustments))
    }

    /// The date a picker shows when set to `date`: rounded to the minute interval when the wheels
    /// show minutes, then ``clamped(_:)``.
    package func resolved(_ date: Date) -> Date {
        clamped(mode.showsTimeOfDay ? rounding(date) : date)
    }

    // MARK: - Count-down

    /// The longest count-down duration: 23 hours 59 minutes.
    package static let maximumCountdownDuration: TimeInterval = 86_340

    /// `duration` as a count-down timer can show it: whole minutes rounded to the nearest step of
    /// ``minuteInterval``, at least one step (0:00 cannot be chosen: it becomes 0:01 with an
    /// interval of 1) and at most the last step before 24:00 (23:59 with an interval of 1).
    package func clampedCountdown(_ duration: TimeInterval) -> TimeInterval {
        let bounded = duration.isNaN ? 0 : min(max(duration, 0), 86_400)
        let steps = Int((bounded / 60 / Double(minuteInterval)).rounded(.toNearestOrAwayFromZero))
        let minutes = min(max(steps * minuteInterval, minuteInterval), 24 * 60 - minuteInterval)
        return TimeInterval(minutes * 60)
    }

    /// The rows (hours, minutes) that show `duration` once ``clampedCountdown(_:)``.
    package func rows(forCountdown duration: TimeInterval) -> [Int] {
        let minutes = Int(clampedCountdown(duration) / 60)
        return kinds.map { kind in
            switch kind {
            case .countdownHours: return minutes / 60
            case .countdownMinutes: return minutes % 60 / minuteInterval
            default: return 0
            }
        }
    }

    /// The duration that `rows` (hours, minutes) mean; 0:00 becomes the first step
    /// (``DateAdjustments/zeroDuration``), and the wheels then spring to the result's `rows`.
    package func countdown(forRows rows: [Int]) -> CountdownResolution {
        let working = padded(rows)
        var adjustments = DateAdjustments()
        var minutes =
            value(of: .countdownHours, in: working) * 60 + value(of: .countdownMinutes, in: working) * minuteInterval
        if minutes == 0 {
            minutes = minuteInterval
            adjustments.insert(.zeroDuration)
        }
        let duration = clampedCountdown(TimeInterval(minutes * 60))
        let resolvedRows = self.rows(forCountdown: duration)
        return CountdownResolution(
            duration: duration, rows: resolvedRows, adjustments: adjustments, isAdjusted: resolvedRows != rows)
    }

    // MARK: - Internals

    /// `rows` with one entry per column (missing ones 0).
    func padded(_ rows: [Int]) -> [Int] {
        if rows.count == kinds.count { return rows }
        return (0..<kinds.count).map { $0 < rows.count ? rows[$0] : 0 }
    }

    /// The row of the column of `kind` in `rows`, clamped to its rows; 0 without such a column.
    func value(of kind: DateColumnKind, in rows: [Int]) -> Int {
        guard let column = index(of: kind) else { return 0 }
        let count = rowCount(ofColumn: column, given: rows)
        return min(max(rows[column], 0), max(count - 1, 0))
    }

    /// The hour of the day (0…23) that the hour and AM/PM rows mean.
    func hour(in rows: [Int]) -> Int {
        clock.hour(row: value(of: .hour, in: rows), pm: clock.hasAmPm && value(of: .amPm, in: rows) == 1)
    }

    /// The year row in `rows` (0 without a year column).
    func yearRow(in rows: [Int]) -> Int {
        guard let column = index(of: .year), column < rows.count else { return 0 }
        return rows[column]
    }

    /// The year row of `date` (brought into the span).
    func yearRow(of date: Date) -> Int {
        let civil = days.civilDay(of: clampedToSpan(date))
        return years.row(era: civil.era, year: civil.year) ?? 0
    }

    /// The row of the date-and-time column that shows the day of `date`: days are counted by
    /// their numbers, not by the hours between midnights (a day may begin at 01:00), and the days
    /// the time zone skips have no row.
    func dayRow(of date: Date) -> Int {
        let number = days.day(of: clampedToSpan(date)).number
        let skipped = skippedDays.prefix { $0 < number }.count
        return min(max(number - firstDayNumber - skipped, 0), dayCount - 1)
    }

    /// The day (its number) that row `row` of the date-and-time column shows.
    func dayNumber(row: Int) -> Int {
        var number = firstDayNumber + min(max(row, 0), max(dayCount - 1, 0))
        for skipped in skippedDays where skipped <= number { number += 1 }
        return number
    }

    /// The months and first day of the year of year row `row`.
    func yearInfo(row: Int) -> YearInfo {
        guard let (index, year) = years.place(ofRow: row) else {
            let first = days.day(of: span.start)
            let segment = YearTable.Segment(
                era: 0, firstYear: 0, lastYear: 0, firstRow: 0, firstDay: first, endDay: first.adding(days: 1))
            return YearInfo(era: 0, year: 0, segment: segment, months: [CalendarMonth(1)], firstDay: first)
        }
        let segment = years.segments[index]
        let first =
            year == segment.firstYear
            ? segment.firstDay : days.firstDay(era: segment.era, year: year) ?? segment.firstDay
        var months = days.months(ofYearFrom: first, until: segment.endDay)
        if months.isEmpty { months = [days.civilDay(of: first).month] }
        return YearInfo(era: segment.era, year: year, segment: segment, months: months, firstDay: first)
    }

    /// The days that exist in `month` of the year `info` (1…28 to 1…31; fewer where an era begins
    /// or ends within the month).
    func validDays(in info: YearInfo, month: CalendarMonth) -> ClosedRange<Int> {
        var first = 1
        var anchor = days.day(of: CivilDay(era: info.era, year: info.year, month: month, day: 1))
        if anchor == nil {
            // The era begins within this month.
            anchor = info.segment.firstDay
            first = days.civilDay(of: info.segment.firstDay).day
        }
        var last = dayRowCount
        if let anchor {
            let numbers = days.monthDays(containing: anchor)
            last = days.civilDay(of: ISODay(number: numbers.upperBound - 1)).day
        }
        let end = days.civilDay(of: info.segment.endDay.adding(days: -1))
        if end.era == info.era, end.year == info.year, end.month == month {
            last = min(last, end.day)
        }
        return first...max(first, last)
    }

    /// The day that `month` of the year `info` means in month mode: the first day of the first
    /// ISO month that begins within it — for a Gregorian calendar the month's own first day; for
    /// Shevat 5698 (3 January to 1 February 1938) 1 February — or the month's first day when no
    /// ISO month begins within it. So a month answer names a month that begins on screen, and
    /// `--value 1938-02` is the very day its month stands for.
    func monthDay(of info: YearInfo, month: CalendarMonth) -> ISODay {
        let valid = validDays(in: info, month: month)
        guard let first = days.day(of: CivilDay(era: info.era, year: info.year, month: month, day: valid.lowerBound))
        else { return info.firstDay }
        let last = days.day(of: CivilDay(era: info.era, year: info.year, month: month, day: valid.upperBound)) ?? first
        if first.day == 1 { return first }
        let (year, number) = first.month == 12 ? (first.year + 1, 1) : (first.year, first.month + 1)
        guard let next = ISODay(year: year, month: number, day: 1), next <= last else { return first }
        return next
    }

    /// Where a month picker starts on `date` so that Enter answers the month shown whether or
    /// not the wheels were turned: `date` itself in a Gregorian calendar (its ISO month is the
    /// month shown), else the day the wheels mean for the month that holds it (see
    /// ``monthDay(of:month:)``) at the time of day of `date`.
    package func monthValue(of date: Date) -> Date {
        guard !days.isProleptic else { return date }
        let clamped = clampedToSpan(date)
        let civil = days.civilDay(of: clamped)
        guard let row = years.row(era: civil.era, year: civil.year) else { return date }
        let day = monthDay(of: yearInfo(row: row), month: civil.month)
        var adjustments = DateAdjustments()
        return clampedToBounds(moment(on: day, atTimeOf: clamped), adjustments: &adjustments)
    }

    /// `date` brought into ``span`` (the last minute of the span at the latest).
    func clampedToSpan(_ date: Date) -> Date {
        if date < span.start { return span.start }
        if date >= span.end { return max(span.start, span.end.addingTimeInterval(-60)) }
        return date
    }

    /// The date `rows` mean before the bounds, with the parts the wheels do not show from `reference`.
    func compose(_ rows: [Int], reference: Date, adjustments: inout DateAdjustments) -> Date {
        for column in kinds.indices where rows[column] < 0 || rows[column] >= rowCount(ofColumn: column, given: rows) {
            adjustments.insert(.rowOutOfRange)
        }
        let reference = clampedToSpan(reference)
        switch mode {
        case .date, .yearAndMonth:
            let info = yearInfo(row: value(of: .year, in: rows))
            let month = info.months[value(of: .month, in: rows)]
            var day: ISODay
            if mode == .date {
                let valid = validDays(in: info, month: month)
                var number = value(of: .day, in: rows) + 1
                if !valid.contains(number) {
                    adjustments.insert(.invalidDay)
                    number = min(max(number, valid.lowerBound), valid.upperBound)
                }
                day =
                    days.day(of: CivilDay(era: info.era, year: info.year, month: month, day: number)) ?? info.firstDay
            } else if days.isProleptic {
                // The month shown is the ISO month: the reference's day is kept (or the month's
                // last, when shorter), as UIDatePicker keeps it.
                let valid = validDays(in: info, month: month)
                let number = min(max(days.civilDay(of: reference).day, valid.lowerBound), valid.upperBound)
                day =
                    days.day(of: CivilDay(era: info.era, year: info.year, month: month, day: number)) ?? info.firstDay
            } else {
                day = monthDay(of: info, month: month)
            }
            if days.start(of: day) == nil {
                // A day the zone skips: its neighbour the way the wheels went, as a moved wheel would.
                adjustments.insert(.skippedDay)
                let step = day < days.day(of: reference) ? -1 : 1
                for _ in 0..<3 where days.start(of: day) == nil { day = day.adding(days: step) }
            }
            return moment(on: day, atTimeOf: reference, adjustments: &adjustments)
        case .time, .dateAndTime:
            let day =
                mode == .dateAndTime
                ? ISODay(number: dayNumber(row: value(of: .date, in: rows))) : days.day(of: reference)
            let (hour, minute) = (hour(in: rows), value(of: .minute, in: rows) * minuteInterval)
            return wallClock(day, hour: hour, minute: minute, adjustments: &adjustments) ?? reference
        case .countDownTimer:
            return reference
        }
    }

    /// The moment on `day` at the wall-clock time of `date` (seconds and all): by the zone's
    /// offsets, or near a change of offset as Foundation's Gregorian calendar puts that time on
    /// that day (a time that day skips moves forward by the gap).
    package func moment(on day: ISODay, atTimeOf date: Date) -> Date {
        var adjustments = DateAdjustments()
        return moment(on: day, atTimeOf: date, adjustments: &adjustments)
    }

    private func moment(on day: ISODay, atTimeOf date: Date, adjustments: inout DateAdjustments) -> Date {
        if let moment = day.moment(atTimeOf: date, in: calendar) { return moment }
        let clock = gregorianClock
        let time = clock.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        var parts = day.hybridComponents
        (parts.hour, parts.minute, parts.second, parts.nanosecond) = (
            time.hour, time.minute, time.second, time.nanosecond
        )
        guard let moment = clock.date(from: parts) else { return days.startOrNext(of: day) }
        let found = clock.dateComponents([.hour, .minute], from: moment)
        if found.hour != time.hour || found.minute != time.minute { adjustments.insert(.skippedTime) }
        return moment
    }

    /// The moment `hour`:`minute` on `day` on the zone's clock; a time the day skips (a
    /// daylight-saving gap) moves forward by the gap, recorded as ``DateAdjustments/skippedTime``.
    func wallClock(_ day: ISODay, hour: Int, minute: Int, adjustments: inout DateAdjustments) -> Date? {
        let clock = gregorianClock
        var parts = day.hybridComponents
        (parts.hour, parts.minute, parts.second, parts.nanosecond) = (hour, minute, 0, 0)
        guard let date = clock.date(from: parts) else { return nil }
        let found = clock.dateComponents([.hour, .minute], from: date)
        if found.hour != hour || found.minute != minute { adjustments.insert(.skippedTime) }
        return date
    }

    /// Foundation's Gregorian calendar in the picker's time zone, which puts a wall-clock time on a
    /// day (``ISODay/hybridComponents`` name the day as it does): the picker's own calendar when
    /// that is Gregorian.
    var gregorianClock: Calendar {
        if calendar.identifier == .gregorian { return calendar }
        var clock = Calendar(identifier: .gregorian)
        clock.timeZone = calendar.timeZone
        return clock
    }

    /// `date` within the bounds, recording how it moved.
    func clampedToBounds(_ date: Date, adjustments: inout DateAdjustments) -> Date {
        switch mode {
        case .countDownTimer:
            return date
        case .time:
            return clampedTimeOfDay(date, adjustments: &adjustments)
        case .dateAndTime:
            if let minimumDate, date < minimumDate {
                adjustments.insert(.belowMinimum)
                let step = aligned(minimumDate, .up)
                return maximumDate.map { step <= $0 } ?? true ? step : minimumDate
            }
            if let maximumDate, date > maximumDate {
                adjustments.insert(.aboveMaximum)
                let step = aligned(maximumDate, .down)
                return minimumDate.map { step >= $0 } ?? true ? step : maximumDate
            }
            return date
        case .date, .yearAndMonth:
            if let minimumDate, date < minimumDate {
                adjustments.insert(.belowMinimum)
                return minimumDate
            }
            if let maximumDate, date > maximumDate {
                adjustments.insert(.aboveMaximum)
                return maximumDate
            }
            return date
        }
    }

    /// The bounds in time mode: seconds since midnight of the minimum and maximum dates (none when
    /// the minimum's time of day is later than the maximum's).
    package var timeOfDayBounds: (lower: Int?, upper: Int?) {
        let lower = minimumDate.map(secondsOfDay)
        let upper = maximumDate.map(secondsOfDay)
        if let lower, let upper, lower > upper { return (nil, nil) }
        return (lower, upper)
    }

    /// Whole seconds since midnight on the zone's clock at `date`: the wall clock is the zone's
    /// offset from UTC added to the instant.
    func secondsOfDay(_ date: Date) -> Int {
        let local = (date.timeIntervalSince1970 + Double(calendar.timeZone.secondsFromGMT(for: date))).rounded(.down)
        let seconds = Int(local.truncatingRemainder(dividingBy: 86_400))
        return seconds < 0 ? seconds + 86_400 : seconds
    }

    /// `date` with its time of day moved within ``timeOfDayBounds``, onto a minute step if one fits.
    private func clampedTimeOfDay(_ date: Date, adjustments: inout DateAdjustments) -> Date {
        let (lower, upper) = timeOfDayBounds
        let seconds = secondsOfDay(date)
        let step = minuteInterval * 60
        let lastMinute = 86_340
        var target: Int
        if let lower, seconds < lower {
            adjustments.insert(.belowMinimum)
            target = (lower + step - 1) / step * step
            if target > lastMinute || upper.map({ target > $0 }) ?? false {
                target = min((lower + 59) / 60 * 60, lastMinute)
            }
        } else if let upper, seconds > upper {
            adjustments.insert(.aboveMaximum)
            target = upper / step * step
            if lower.map({ target < $0 }) ?? false {
                target = upper / 60 * 60
            }
        } else {
            return date
        }
        return wallClock(days.day(of: date), hour: target / 3600, minute: target % 3600 / 60, adjustments: &adjustments)
            ?? date
    }

    /// `date` moved onto a step of ``minuteInterval`` (counted from the top of the local hour), by
    /// `rule`: exactly on the step, whatever fraction of a second `date` had. (The seconds into the
    /// hour are rounded to the millisecond to decide the step; the moved date is then put on its
    /// whole second, which a step always is — else a fraction left over by that rounding could put
    /// it just before the step, a minute early on the wheels.)
    func aligned(_ date: Date, _ rule: FloatingPointRoundingRule) -> Date {
        let time = calendar.dateComponents([.minute, .second, .nanosecond], from: date)
        var seconds = Double((time.minute ?? 0) * 60 + (time.second ?? 0)) + Double(time.nanosecond ?? 0) / 1e9
        seconds = (seconds * 1000).rounded() / 1000
        let step = Double(minuteInterval * 60)
        let target = (seconds / step).rounded(rule) * step
        let moved = date.addingTimeInterval(target - seconds)
        return Date(timeIntervalSinceReferenceDate: moved.timeIntervalSinceReferenceDate.rounded())
    }
}
