import Foundation
import PickerCore
import Terminal

/// The header of a ``CalendarView``: a month and a year ribbon, two ``MiniPicker``s that drag,
/// fling and snap like any mini picker, `◀  March  ▶  ◀ 2024 ▶`. When a ribbon settles on a
/// month or a year the view moves there (the day of the month kept, or the month's last day);
/// when the view moves, the ribbons follow.
///
/// The month ribbon holds the months of the year shown (thirteen in a Hebrew or Chinese leap
/// year) and wraps around, as a month wheel does; the year ribbon holds the years the view can
/// reach. Right to left, both ribbons run right to left: the earlier values lie to the right.
@MainActor
final class CalendarHeader: PickerViewDataSource, PickerViewDelegate {
    /// The month ribbon.
    var monthPicker: MiniPicker {
        buildIfStale()
        return monthRibbon
    }
    /// The year ribbon.
    var yearPicker: MiniPicker {
        buildIfStale()
        return yearRibbon
    }
    private let monthRibbon = MiniPicker()
    private let yearRibbon = MiniPicker()
    /// Whether the ribbons wait to be made again: they are made when first asked for, so that a
    /// view set up in several steps (a calendar, then a range) makes them once.
    private var isStale = true
    /// Called with the day to move to after a user's pick on a ribbon settled.
    var onPick: (@MainActor (Date) -> Void)?

    /// The years a ribbon can hold.
    private enum Years {
        /// Proleptic Gregorian years, by number.
        case proleptic(first: Int, last: Int)
        /// The years of another calendar, through its eras.
        case table(YearTable)

        var count: Int {
            switch self {
            case .proleptic(let first, let last): return max(0, last - first + 1)
            case .table(let table): return table.rowCount
            }
        }
    }

    private var days: CalendarDays
    private var calendar: Calendar { days.calendar }
    private var names: CalendarNames
    private var isRightToLeft: Bool
    /// The day the ribbons show.
    private var cursor: Date
    /// The first moments of the months of the cursor's year, and their names.
    private var monthStarts: [Date] = []
    private var monthTitles: [String] = []
    private var monthWidth = 1
    private var years: Years = .proleptic(first: 1, last: 9999)
    /// Year titles made so far, by ribbon index.
    private var yearTitles: [(index: Int, title: String)] = []
    private var yearWidth = 1
    /// The days the view can reach, as the ribbons were made for.
    private var range: ClosedRange<Date>?

    /// A header for the calendar of `days` on the day `cursor`, reaching the days of `range`.
    init(days: CalendarDays, names: CalendarNames, cursor: Date, range: ClosedRange<Date>?) {
        self.days = days
        self.names = names
        self.cursor = cursor
        self.range = range
        isRightToLeft = CalendarView.isRightToLeft(days.calendar)
        monthRibbon.dataSource = self
        monthRibbon.delegate = self
        yearRibbon.dataSource = self
        yearRibbon.delegate = self
    }

    /// The ribbons in focus order (the month first).
    var pickers: [MiniPicker] { [monthPicker, yearPicker] }

    /// Starts over for another calendar, its names, or another range of days.
    func reset(days: CalendarDays, names: CalendarNames, cursor: Date, range: ClosedRange<Date>?) {
        self.days = days
        self.names = names
        self.cursor = cursor
        self.range = range
        isRightToLeft = CalendarView.isRightToLeft(calendar)
        isStale = true
    }

    /// Follows the view to `cursor`, sliding the ribbons there when `animated`.
    func follow(_ cursor: Date, animated: Bool) {
        if isStale {
            self.cursor = cursor
            return
        }
        let oldYear = yearIndex(of: self.cursor)
        self.cursor = cursor
        if needsNewYears(for: cursor) {
            rebuild()
            return
        }
        if yearIndex(of: cursor) != oldYear || !monthStarts.contains(where: { month(startingAt: $0, holds: cursor) }) {
            loadMonths()
            monthRibbon.reloadAllComponents()
        }
        select(animated: animated)
    }

    // MARK: Building

    private func buildIfStale() {
        if isStale { rebuild() }
    }

    private func rebuild() {
        isStale = false
        yearTitles = []
        if MonthGrid.isProleptic(calendar) {
            let first = range.map { ISODay(of: $0.lowerBound, in: calendar).year } ?? 1
            let last = range.map { ISODay(of: $0.upperBound, in: calendar).year } ?? 9999
            let year = ISODay(of: cursor, in: calendar).year
            years = .proleptic(first: max(1, min(first, year)), last: min(9999, max(last, year)))
        } else {
            var low = range?.lowerBound ?? min(cursor, Self.defaultSpan.start)
            var high = range?.upperBound ?? max(cursor, Self.defaultSpan.end)
            low = min(low, cursor)
            high = max(high, cursor)
            let first = ISODay(number: days.yearDays(containing: days.day(of: low)).lowerBound)
            let end = ISODay(number: days.yearDays(containing: days.day(of: high)).upperBound)
            years = .table(YearTable(days: days, first: first, end: end))
        }
        yearWidth = measureYears()
        loadMonths()
        monthRibbon.reloadAllComponents()
        monthRibbon.setCyclic(true, forComponent: 0)
        yearRibbon.reloadAllComponents()
        select(animated: false)
    }

    /// Whether the cursor left the years the ribbon holds (a view without a range).
    private func needsNewYears(for date: Date) -> Bool {
        switch years {
        case .proleptic(let first, let last):
            return !(first...last).contains(ISODay(of: date, in: calendar).year)
        case .table(let table):
            let day = days.day(of: date)
            return table.rowCount == 0 || table.segments.first.map { day < $0.firstDay } ?? true
                || table.segments.last.map { day >= $0.endDay } ?? true
        }
    }

    private func loadMonths() {
        monthStarts = CalendarNavigation.monthStarts(ofYearContaining: cursor, days: days)
        monthTitles = monthStarts.map { names.monthName(startingAt: $0) }
        monthWidth = max(1, monthTitles.map { DisplayWidth.of(InertText.make($0)) }.max() ?? 1)
    }

    /// The widest of a sample of year titles: the ends, the cursor's, and a whole cycle of
    /// cyclic names.
    private func measureYears() -> Int {
        let count = years.count
        guard count > 0 else { return 1 }
        var samples = [0, count - 1, yearIndex(of: cursor)]
        if names.yearIsCyclic {
            let first = max(0, min(yearIndex(of: cursor), count - 60))
            samples += Array(first..<min(first + 60, count))
        }
        return max(1, samples.map { DisplayWidth.of(InertText.make(yearTitle($0))) }.max() ?? 1)
    }

    // MARK: Rows

    /// Whether the month that begins at `start` holds `date`.
    private func month(startingAt start: Date, holds date: Date) -> Bool {
        guard let index = monthStarts.firstIndex(of: start) else { return false }
        let end = index + 1 < monthStarts.count ? monthStarts[index + 1] : .distantFuture
        return date >= start && date < end
    }

    /// The index of the month of `date` in the months of its year.
    private func monthIndex(of date: Date) -> Int {
        monthStarts.lastIndex { $0 <= date } ?? 0
    }

    /// The index of the year of `date` among the years the ribbon holds.
    private func yearIndex(of date: Date) -> Int {
        switch years {
        case .proleptic(let first, let last):
            return min(max(ISODay(of: date, in: calendar).year, first), last) - first
        case .table(let table):
            let named = days.civilDay(of: date)
            return table.row(era: named.era, year: named.year) ?? 0
        }
    }

    /// The title of the year at `index`.
    private func yearTitle(_ index: Int) -> String {
        if let known = yearTitles.first(where: { $0.index == index }) { return known.title }
        let title: String
        switch years {
        case .proleptic(let first, _):
            title = names.yearName(ofYear: first + index)
        case .table(let table):
            guard let (segment, year) = table.place(ofRow: index) else { return "" }
            let run = table.segments[segment]
            let first = year == run.firstYear ? run.firstDay : days.firstDay(era: run.era, year: year) ?? run.firstDay
            title = names.yearName(ofDay: first)
        }
        if yearTitles.count >= 64 { yearTitles.removeFirst(32) }
        yearTitles.append((index, title))
        return title
    }

    /// A row as drawn: right to left, the first value lies at the end of the ribbon.
    private func row(_ index: Int, of count: Int) -> Int {
        isRightToLeft ? count - 1 - index : index
    }

    /// Brings each ribbon to the cursor's month and year.
    private func select(animated: Bool) {
        let monthRow = row(monthIndex(of: cursor), of: monthStarts.count)
        if monthRibbon.selectedRow(inComponent: 0) != monthRow {
            monthRibbon.selectRow(monthRow, inComponent: 0, animated: animated)
        }
        let yearRow = row(yearIndex(of: cursor), of: years.count)
        if yearRibbon.selectedRow(inComponent: 0) != yearRow {
            yearRibbon.selectRow(yearRow, inComponent: 0, animated: animated)
        }
    }

    // MARK: Picking

    /// The day to move to for the month at `index` of the cursor's year.
    private func day(inMonthAt index: Int) -> Date {
        let start = monthStarts[index]
        let dayOfMonth = days.civilDay(of: cursor).day
        let length = days.monthDays(containing: days.day(of: start)).count
        return CalendarNavigation.date(byAdding: min(dayOfMonth, length) - 1, .day, to: start, days: days)
    }

    /// The day to move to for the year at `index`: the cursor's month and day in that year.
    private func day(inYearAt index: Int) -> Date {
        switch years {
        case .proleptic(let first, _):
            let years = first + index - ISODay(of: cursor, in: calendar).year
            return CalendarNavigation.date(byAdding: years, .year, to: cursor, days: days)
        case .table(let table):
            guard let (segment, year) = table.place(ofRow: index) else { return cursor }
            let era = table.segments[segment].era
            let current = days.civilDay(of: cursor)
            // The cursor's month in that year (a leap month the year lacks: the month it repeats).
            guard
                let first = days.firstDay(ofMonth: current.month, year: year, era: era)
                    ?? days.firstDay(ofMonth: CalendarMonth(current.month.number), year: year, era: era)
            else { return cursor }
            let length = days.monthDays(containing: first).count
            return days.startOrNext(of: first.adding(days: min(current.day, length) - 1))
        }
    }

    // MARK: PickerViewDataSource, PickerViewDelegate

    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        pickerView === monthRibbon.pickerView ? monthStarts.count : years.count
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        if pickerView === monthRibbon.pickerView {
            let index = self.row(row, of: monthTitles.count)
            return monthTitles.indices.contains(index) ? monthTitles[index] : nil
        }
        return yearTitle(self.row(row, of: years.count))
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Int? {
        pickerView === monthRibbon.pickerView ? monthWidth : yearWidth
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        let target: Date
        if pickerView === monthRibbon.pickerView {
            let index = self.row(row, of: monthStarts.count)
            guard monthStarts.indices.contains(index) else { return }
            target = day(inMonthAt: index)
        } else {
            target = day(inYearAt: self.row(row, of: years.count))
        }
        onPick?(target)
    }

    /// The years a view without a range offers at first (widened to reach its day).
    static let defaultSpan = DateInterval(
        start: Date(timeIntervalSince1970: -2_208_988_800), end: Date(timeIntervalSince1970: 7_289_654_400))
}
