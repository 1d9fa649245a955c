import Foundation
import PickerCore
import Terminal

/// The wheels of a date picker (UIDatePicker's `.wheels` style): one `PickerView` component per
/// column of a `DateWheelLayout`, which decides the columns, their order, their titles and the
/// date that a set of rows means.
///
/// When a user's gesture settles on a row, the wheels ask the layout what the rows mean. A row
/// that cannot be chosen — outside the minimum and maximum dates, a day the month does not have,
/// a count-down of 0:00, a local time skipped by a daylight-saving change — stays visible but
/// greyed, and the wheels spring back to the nearest allowed value. `onChange` is called once
/// the value changed, after the gesture settled (never for `setDate(_:animated:)`).
///
/// Right to left (`DateWheelLayout.isRightToLeft`) the wheels are mirrored: the layout's first
/// column is the rightmost wheel, and the keys start there. The picker's components are the
/// columns as drawn; everything here keeps the layout's order and turns one into the other.
@MainActor
final class DateWheels: Widget, PickerViewDataSource, PickerViewDelegate, PickerRowSearching {
    /// The wheel underneath.
    let picker: PickerView
    /// The columns and the rules.
    private(set) var wheelLayout: DateWheelLayout
    /// The date shown (not used in count-down mode).
    private(set) var date: Date
    /// The duration shown in count-down mode, in seconds.
    private(set) var countDownDuration: TimeInterval
    /// Called after a user's change settled on a new value.
    var onChange: (@MainActor () -> Void)?

    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isHidden = false
    var isFocused = false

    /// The columns as they are for the selected year (a Hebrew leap year has 13 months).
    private var columns: [DateColumn] = []
    /// The year row the columns were made for.
    private var columnsYearRow: Int?
    /// Titles asked for so far, by component and row.
    private var titleCache: [[Int: String]] = []
    /// Whether rows can be chosen, for the rows selected in `enabledRows`.
    private var enabledCache: [[Int: Bool]] = []
    private var enabledRows: [Int] = []
    /// The width of each component, in terminal columns.
    private var widths: [Int] = []

    /// Wheels showing `date` (or `countDownDuration` in count-down mode) as `layout` has it.
    init(layout: DateWheelLayout, date: Date, countDownDuration: TimeInterval = 60, visibleRows: Int = 7) {
        self.wheelLayout = layout
        self.date = wheelLayout.clamped(date)
        self.countDownDuration = wheelLayout.clampedCountdown(countDownDuration)
        picker = PickerView(visibleRows: visibleRows)
        picker.dataSource = self
        picker.delegate = self
        load()
    }

    var children: [Widget] { [picker] }

    var intrinsicWidth: Int? { preferredWidth }

    /// The width the wheels want: every component at its widest title, with the separators.
    var preferredWidth: Int {
        widths.reduce(0, +) + max(0, widths.count - 1)
    }

    func preferredHeight(forWidth width: Int) -> Int {
        picker.preferredHeight(forWidth: width)
    }

    func layout() {
        picker.frame = Rect(x: frame.x, y: frame.y, width: min(frame.width, preferredWidth), height: frame.height)
        picker.layout()
    }

    // MARK: Setting values

    /// Shows a new layout (another mode, locale, bound or interval), keeping the value as far as
    /// the new rules allow.
    func setLayout(_ layout: DateWheelLayout) {
        self.wheelLayout = layout
        date = wheelLayout.clamped(date)
        countDownDuration = wheelLayout.clampedCountdown(countDownDuration)
        load()
    }

    /// Shows `date` within the minimum and maximum, its seconds kept (the minute wheel shows
    /// the step at or before it); spinning there when `animated`. Not reported to `onChange`.
    func setDate(_ date: Date, animated: Bool) {
        self.date = wheelLayout.clamped(date)
        guard wheelLayout.mode != .countDownTimer else { return }
        show(rows: wheelLayout.rows(for: self.date), animated: animated)
    }

    /// Shows a count-down `duration` (whole minutes on the interval, 0:00 taken as the first
    /// step). Not reported to `onChange`.
    func setCountDownDuration(_ duration: TimeInterval, animated: Bool) {
        countDownDuration = wheelLayout.clampedCountdown(duration)
        guard wheelLayout.mode == .countDownTimer else { return }
        show(rows: wheelLayout.rows(forCountdown: countDownDuration), animated: animated)
    }

    /// The rows the wheels are at (where they are going while they turn), in the layout's order.
    var selectedRows: [Int] {
        (0..<wheelLayout.columnCount).map { picker.selectedRow(inComponent: component($0)) }
    }

    /// The picker component that shows layout column `column` (and the column a component shows:
    /// mirroring is its own inverse).
    func component(_ column: Int) -> Int {
        wheelLayout.isRightToLeft ? wheelLayout.columnCount - 1 - column : column
    }

    // MARK: Loading

    /// Makes the components afresh for the layout and brings the value into the band.
    private func load() {
        let rows =
            wheelLayout.mode == .countDownTimer
            ? wheelLayout.rows(forCountdown: countDownDuration) : wheelLayout.rows(for: date)
        columns = wheelLayout.columns(given: rows)
        columnsYearRow = wheelLayout.index(of: .year).map { rows[$0] }
        titleCache = Array(repeating: [:], count: columns.count)
        enabledCache = Array(repeating: [:], count: columns.count)
        enabledRows = []
        widths = columns.indices.map { measureWidth($0, selectedRow: rows[$0]) }
        picker.reloadAllComponents()
        for (index, column) in columns.enumerated() {
            picker.setCyclic(column.isCyclic, forComponent: component(index))
            picker.selectRow(rows[index], inComponent: component(index), animated: false)
        }
        // The keys start on the first column: the rightmost one right to left.
        if !columns.isEmpty { picker.focusComponent(component(0)) }
    }

    /// The widest title of a column plus a margin on each side: every title of a short column,
    /// measured as the terminal draws it; for the long ones (years, days) the layout's estimate
    /// and the selected title.
    private func measureWidth(_ component: Int, selectedRow: Int) -> Int {
        let column = columns[component]
        var widest = column.preferredWidth
        if column.rowCount <= 100 {
            widest = (0..<column.rowCount).reduce(0) { max($0, DisplayWidth.of(InertText.make(column.title(row: $1)))) }
        } else {
            widest = max(widest, DisplayWidth.of(InertText.make(column.title(row: selectedRow))))
        }
        return widest + 2
    }

    /// Spins (or moves) every wheel that is not at its row of `rows`.
    private func show(rows: [Int], animated: Bool) {
        refreshColumns(given: rows)
        for (column, row) in rows.enumerated() where picker.selectedRow(inComponent: component(column)) != row {
            picker.selectRow(row, inComponent: component(column), animated: animated)
        }
    }

    /// When the year changed, remakes the month column for it: a Hebrew leap year has 13 months,
    /// and Adar is named differently. A column whose rows changed is reloaded, and widened to its
    /// widest new title (令和元年 has "10月"…"12月", which 平成31年 has not); it never narrows,
    /// so the wheels do not shift under the pointer as the years go by.
    private func refreshColumns(given rows: [Int]) {
        guard let yearColumn = wheelLayout.index(of: .year), rows[yearColumn] != columnsYearRow else { return }
        columnsYearRow = rows[yearColumn]
        guard let monthColumn = wheelLayout.index(of: .month) else { return }
        let fresh = wheelLayout.column(at: monthColumn, given: rows)
        let old = columns[monthColumn]
        let same =
            fresh.rowCount == old.rowCount
            && (0..<fresh.rowCount).allSatisfy { fresh.title(row: $0) == old.title(row: $0) }
        columns[monthColumn] = fresh
        guard !same else { return }
        titleCache[monthColumn] = [:]
        enabledRows = []
        widths[monthColumn] = max(widths[monthColumn], measureWidth(monthColumn, selectedRow: rows[monthColumn]))
        picker.reloadComponent(component(monthColumn))
    }

    // MARK: Rows

    /// The title of a row of a component, asked of the layout once.
    func title(row: Int, component: Int) -> String {
        title(row: row, column: self.component(component))
    }

    /// The title of a row of a layout column.
    private func title(row: Int, column component: Int) -> String {
        guard columns.indices.contains(component) else { return "" }
        if let title = titleCache[component][row] { return title }
        if titleCache[component].count > 4096 { titleCache[component] = [:] }
        let title = columns[component].title(row: row)
        titleCache[component][row] = title
        return title
    }

    /// Whether a row of a component can be chosen with the other wheels where they are: false
    /// for a row the layout greys (outside the bounds, February 30, a count-down of 0:00).
    func isEnabled(row: Int, component: Int) -> Bool {
        let component = self.component(component)
        guard columns.indices.contains(component) else { return false }
        let rows = selectedRows
        if rows != enabledRows {
            enabledRows = rows
            enabledCache = Array(repeating: [:], count: columns.count)
        }
        if let known = enabledCache[component][row] { return known }
        let enabled = wheelLayout.isEnabled(row: row, column: component, given: rows)
        enabledCache[component][row] = enabled
        return enabled
    }

    // MARK: PickerViewDataSource, PickerViewDelegate

    func numberOfComponents(in pickerView: PickerView) -> Int { columns.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        let column = self.component(component)
        return columns.indices.contains(column) ? columns[column].rowCount : 0
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        title(row: row, component: component)
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Int? {
        let column = self.component(component)
        return widths.indices.contains(column) ? widths[column] : nil
    }

    func pickerView(
        _ pickerView: PickerView, cellForRow row: Int, forComponent component: Int, reusing cell: PickerCell?
    ) -> PickerCell? {
        let dateCell = (cell as? DateWheelCell) ?? DateWheelCell()
        dateCell.wheels = self
        dateCell.row = row
        dateCell.component = component
        return dateCell
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        let rows = selectedRows
        if wheelLayout.mode == .countDownTimer {
            let resolution = wheelLayout.countdown(forRows: rows)
            if resolution.isAdjusted { show(rows: resolution.rows, animated: true) }
            let changed = resolution.duration != countDownDuration
            countDownDuration = resolution.duration
            if changed { onChange?() }
            return
        }
        let resolution = wheelLayout.date(forRows: rows, reference: date)
        // The month column follows a new year first, so that the spring back lands on its rows.
        refreshColumns(given: resolution.rows)
        if resolution.isAdjusted || resolution.rows != selectedRows { show(rows: resolution.rows, animated: true) }
        let changed = resolution.date != date
        date = resolution.date
        if changed { onChange?() }
    }

    /// Type-ahead: the first row whose title starts with the prefix. The day column of the
    /// date-and-time mode (a row per day for three centuries, each title starting with a
    /// weekday) takes none.
    func pickerView(_ pickerView: PickerView, firstRowMatching prefix: String, inComponent component: Int) -> Int? {
        let column = self.component(component)
        guard columns.indices.contains(column), columns[column].kind != .date else { return nil }
        return (0..<columns[column].rowCount).first {
            TextFolding.hasPrefix(title(row: $0, column: column), foldedPrefix: prefix)
        }
    }
}
