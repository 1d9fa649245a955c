import Foundation
import PickerKit

/// The "Thermostat" tab, after Apple's data-entry example: a table of the weekday and weekend
/// schedules — Wake, Leave, Return, Sleep, each with a start time, a heating and a cooling
/// setpoint. Choosing a field slides up the right picker in a sheet (times in 15-minute steps,
/// temperatures in °F or °C), preselected to the field's value; each change shows in that row
/// at once and is saved; Done or Esc slides the sheet away.
///
/// With the sheet up, another field is one click or one key away, as with the seed's slide-up
/// picker (the picker of the field tapped next replaces the one shown, without sliding away): a
/// click on a field above the sheet, or Tab and Shift-Tab for the next and previous field (across
/// the row's fields, then the rows), retarget the sheet to that field.
///
/// The schedule is kept by a ``ThermostatStore`` in the user's configuration folder and read
/// when the tab is first shown; what the store has to say (a file moved aside, a save that
/// failed) is shown under the table.
@MainActor
final class ThermostatScreen: GalleryScreen, TableViewDataSource {
    static let tab = TabBar.Item(glyph: "≋", title: "Thermostat", functionKey: 8)

    /// A field of a row.
    enum Field: Int, CaseIterable {
        case time = 1, heat, cool

        /// The column title.
        var title: String {
            switch self {
            case .time: return "Start"
            case .heat: return "Heat"
            case .cool: return "Cool"
            }
        }
    }

    let tabItem = ThermostatScreen.tab
    let heading = Label("Data entry: a thermostat schedule", alignment: .center, themeStyle: \.accent)
    let table = TableView(columns: [
        TableView.Column("", width: 8, isSelectable: false),
        TableView.Column(Field.time.title, width: 8, alignment: .trailing),
        TableView.Column(Field.heat.title, width: 5, alignment: .trailing),
        TableView.Column(Field.cool.title, width: 5, alignment: .trailing),
    ])
    let unitLabel = Label("Units", alignment: .trailing)
    let unitPicker = MiniPicker(components: [TemperatureUnit.allCases.map(\.symbol)])
    let hint = Label("Enter or a click changes a field · Tab to the units", alignment: .center, themeStyle: \.hint)
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    /// The schedule shown (and saved after every change).
    private(set) var schedule: ThermostatSchedule
    /// Where the schedule is kept; nil when the environment names no configuration folder.
    private let store: ThermostatStore?
    /// What the store had to say, shown under the table (made inert when drawn).
    private(set) var message: String?
    /// The sheet on screen, if any.
    private(set) var sheet: Sheet?
    /// The field the sheet edits.
    private(set) var editing: (indexPath: TableIndexPath, field: Field)?

    /// A screen whose schedule is read from, and saved to, `store` (the defaults, not saved, when
    /// there is none); an unusable file is moved aside with `backupTag` in its new name.
    init(store: ThermostatStore?, backupTag: Int) {
        self.store = store
        if let store {
            let loaded = store.load(backupTag: backupTag)
            schedule = loaded.schedule
            message = loaded.message
        } else {
            schedule = .defaults
            message = "Neither XDG_CONFIG_HOME nor HOME names a folder: the schedule will not be saved"
        }
        table.dataSource = self
        table.onSelect = { [unowned self] indexPath, column, context in
            guard let field = Field(rawValue: column) else { return }
            self.openSheet(for: indexPath, field: field, context: context)
        }
        unitPicker.selectRow(schedule.unit == .fahrenheit ? 0 : 1, inComponent: 0, animated: false)
        unitPicker.onSelect = { [unowned self] row, _ in self.setUnit(TemperatureUnit.allCases[row]) }
    }

    /// A screen with the store of the configuration folder `environment` names.
    convenience init(environment: [String: String], backupTag: Int) {
        self.init(store: ThermostatStore(environment: environment), backupTag: backupTag)
    }

    // MARK: Table

    func numberOfSections(in tableView: TableView) -> Int { ThermostatSchedule.Section.allCases.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        ThermostatSchedule.Period.allCases.count
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        ThermostatSchedule.Section.allCases[section].title
    }

    func tableView(_ tableView: TableView, textForRowAt indexPath: TableIndexPath, column: Int) -> String {
        let (section, period) = Self.place(of: indexPath)
        let setting = schedule[section, period]
        switch Field(rawValue: column) {
        case .time: return ThermostatSchedule.timeText(minutes: setting.minutes, use24Hour: false)
        case .heat: return schedule.temperatureText(fahrenheit: setting.heat)
        case .cool: return schedule.temperatureText(fahrenheit: setting.cool)
        case nil: return "  " + period.title
        }
    }

    /// The section and period of a table row.
    static func place(of indexPath: TableIndexPath) -> (ThermostatSchedule.Section, ThermostatSchedule.Period) {
        (ThermostatSchedule.Section.allCases[indexPath.section], ThermostatSchedule.Period.allCases[indexPath.row])
    }

    // MARK: Editing

    /// Slides up the picker of `field`, preselected to its value; with the sheet already up, puts
    /// that picker in it instead (the sheet stays).
    func openSheet(for indexPath: TableIndexPath, field: Field, context: RunContext) {
        let (section, period) = Self.place(of: indexPath)
        let picker: PickerView
        switch field {
        case .time: picker = timePicker(section: section, period: period, row: indexPath)
        case .heat, .cool: picker = temperaturePicker(field: field, section: section, period: period, row: indexPath)
        }
        let title = "\(section.title) · \(period.title) · \(field.title)"
        editing = (indexPath, field)
        table.focus(indexPath, column: field.rawValue)
        if let sheet, sheet.isOpen {
            sheet.retarget(to: picker, title: title)
            return
        }
        let sheet = Sheet(title: title, content: picker)
        sheet.hint = "tab next field · shift-tab previous"
        sheet.onDismiss = { [unowned self] _ in
            self.sheet = nil
            self.editing = nil
        }
        sheet.onFieldStep = { [unowned self] step, context in self.stepField(by: step, context: context) }
        sheet.onPressAbove = { [unowned self] column, row, context in
            guard let cell = self.table.selectableCell(atColumn: column, row: row),
                let field = Field(rawValue: cell.column)
            else { return false }
            self.openSheet(for: cell.indexPath, field: field, context: context)
            return true
        }
        self.sheet = sheet
        // Over this screen, not the tab bar: the sheet takes the screen's whole width, so no piece
        // of a line it covers shows beside it.
        sheet.present(context: context, over: self)
    }

    /// Every field in order: each row's Start, Heat and Cool, the rows top to bottom.
    static var fieldOrder: [(indexPath: TableIndexPath, field: Field)] {
        ThermostatSchedule.Section.allCases.indices.flatMap { section in
            ThermostatSchedule.Period.allCases.indices.flatMap { row in
                Field.allCases.map { (TableIndexPath(row: row, section: section), $0) }
            }
        }
    }

    /// Moves the sheet `step` fields on (Tab +1, Shift-Tab -1); past the first or last field the
    /// bell rings and the sheet stays.
    private func stepField(by step: Int, context: RunContext) {
        let order = Self.fieldOrder
        guard let editing,
            let index = order.firstIndex(where: { $0.indexPath == editing.indexPath && $0.field == editing.field }),
            order.indices.contains(index + step)
        else {
            context.bell()
            return
        }
        let next = order[index + step]
        openSheet(for: next.indexPath, field: next.field, context: context)
    }

    /// Hours, minutes in 15-minute steps and AM/PM, as a time-mode date picker.
    private func timePicker(
        section: ThermostatSchedule.Section, period: ThermostatSchedule.Period, row: TableIndexPath
    ) -> PickerView {
        let hours = (1...12).map(String.init)
        let quarters = stride(from: 0, to: 60, by: ThermostatSchedule.timeStep).map { $0 < 10 ? "0\($0)" : "\($0)" }
        let picker = PickerView(components: [hours, quarters, ["AM", "PM"]], widths: [4, 4, 4], visibleRows: 5)
        picker.setCyclic(true, forComponent: 0)
        picker.setCyclic(true, forComponent: 1)
        let minutes = schedule[section, period].minutes
        let hour = minutes / 60
        picker.selectRow((hour + 11) % 12, inComponent: 0, animated: false)
        picker.selectRow(minutes % 60 / ThermostatSchedule.timeStep, inComponent: 1, animated: false)
        picker.selectRow(hour < 12 ? 0 : 1, inComponent: 2, animated: false)
        picker.onSelect = { [unowned self, unowned picker] _, _ in
            let hour12 = picker.selectedRow(inComponent: 0) + 1
            let hour24 = hour12 % 12 + (picker.selectedRow(inComponent: 2) == 1 ? 12 : 0)
            let quarter = picker.selectedRow(inComponent: 1) * ThermostatSchedule.timeStep
            self.schedule.setTime(hour24 * 60 + quarter, section: section, period: period)
            self.changed(row)
        }
        return picker
    }

    /// The setpoints the unit offers; a value the limits refuse springs back to the one kept.
    private func temperaturePicker(
        field: Field, section: ThermostatSchedule.Section, period: ThermostatSchedule.Period, row: TableIndexPath
    ) -> PickerView {
        let unit = schedule.unit
        let range = unit.range
        let picker = PickerView(
            components: [range.map { "\($0)\(unit.symbol)" }], widths: [8], visibleRows: 5)
        func shown() -> Int {
            let setting = schedule[section, period]
            return unit.display(fahrenheit: field == .heat ? setting.heat : setting.cool)
        }
        picker.selectRow(shown() - range.lowerBound, inComponent: 0, animated: false)
        picker.onSelect = { [unowned self, unowned picker] chosen, _ in
            let value = range.lowerBound + chosen
            if field == .heat {
                self.schedule.setHeat(value, in: unit, section: section, period: period)
            } else {
                self.schedule.setCool(value, in: unit, section: section, period: period)
            }
            if shown() != value { picker.selectRow(shown() - range.lowerBound, inComponent: 0, animated: true) }
            self.changed(row)
        }
        return picker
    }

    /// Shows the units chosen and saves them.
    func setUnit(_ unit: TemperatureUnit) {
        guard unit != schedule.unit else { return }
        schedule.unit = unit
        table.reloadData()
        save()
    }

    /// Shows a changed row and saves the schedule.
    private func changed(_ row: TableIndexPath) {
        table.reloadRow(at: row)
        save()
    }

    private func save() {
        guard let store else { return }
        if let failure = store.save(schedule) { message = failure }
    }

    // MARK: Layout

    var children: [Widget] { [heading, table, unitLabel, unitPicker, hint] }

    func layout() {
        heading.frame = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: 1)
        let tableWidth = min(frame.width, table.preferredWidth)
        let x = frame.x + (frame.width - tableWidth) / 2
        table.frame = Rect(
            x: x, y: frame.y + 3, width: tableWidth,
            height: min(table.preferredHeight(forWidth: tableWidth), max(0, frame.height - 9)))
        unitLabel.frame = Rect(x: x, y: table.frame.maxY + 1, width: 8, height: 1)
        unitPicker.frame = Rect(x: x + 12, y: table.frame.maxY + 1, width: unitPicker.preferredWidth, height: 1)
        hint.frame = Rect(x: frame.x, y: table.frame.maxY + 3, width: frame.width, height: 1)
    }

    func render(into screen: inout Screen, theme: Theme) {
        renderChildren(into: &screen, theme: theme)
        guard let message else { return }
        let width = max(1, min(frame.width - 4, 76))
        for (index, line) in WordWrap.lines(message, width: width).enumerated()
        where hint.frame.maxY + 1 + index < frame.maxY {
            screen.put(
                line, in: Rect(x: frame.x, y: hint.frame.maxY + 1 + index, width: frame.width, height: 1),
                alignment: .center, style: theme.text)
        }
    }
}
