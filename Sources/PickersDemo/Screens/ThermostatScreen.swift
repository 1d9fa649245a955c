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
/// Each field is a `FormField` and its picker the one a form's row slides up (`FormSheetEditor`),
/// made live: the sheet has no Cancel, since each change is kept as it is made. The table is the
/// screen's own, not a `FormView`: a form's table has one value per row, and this one has three
/// under column titles, with the units beside it.
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
    /// The field the sheet edits, and its picker (kept while the sheet is up: it holds the
    /// picker's data source).
    private(set) var editing: (indexPath: TableIndexPath, field: Field, editor: FormSheetEditor)?

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

    /// The day a start time is a date on (2001-01-01, UTC): a time field's value is a date of
    /// which only the time of day counts.
    static let timeDay = Date(timeIntervalSinceReferenceDate: 0)

    /// The settings of a start time's field: the time wheels of an en_US clock (as the table
    /// shows it) in ``ThermostatSchedule/timeStep``-minute steps, on ``timeDay``'s zone.
    static let timeSettings = FormDateSettings(
        mode: .time, minuteInterval: ThermostatSchedule.timeStep, locale: Locale(identifier: "en_US"),
        calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(secondsFromGMT: 0) ?? .current)

    /// The numbers a setpoint's field offers in `unit`: the limits shown in that unit, by whole
    /// degrees. Constant settings, which a test checks for both units.
    static func setpointOptions(in unit: TemperatureUnit) -> NumberOptions {
        try! NumberOptions(
            minimum: Decimal(unit.range.lowerBound), maximum: Decimal(unit.range.upperBound), step: 1,
            unit: unit.symbol)
    }

    /// The form field of `field` in a row: a start time is a time of day, a setpoint a number in
    /// the unit shown. Its label ("Weekday · Wake · Heat") is the sheet's title.
    func formField(_ field: Field, at indexPath: TableIndexPath) -> FormField {
        let (section, period) = Self.place(of: indexPath)
        let kind: FormField.Kind
        switch field {
        case .time: kind = .date(Self.timeSettings)
        case .heat, .cool: kind = .number(Self.setpointOptions(in: schedule.unit), style: .wheel)
        }
        return FormField(
            key: "\(section.rawValue).\(period.rawValue).\(field.title.lowercased())",
            label: "\(section.title) · \(period.title) · \(field.title)", kind: kind)
    }

    /// The value of `field` in a row, as its form field holds it.
    func formValue(_ field: Field, at indexPath: TableIndexPath) -> FormValue {
        let (section, period) = Self.place(of: indexPath)
        let setting = schedule[section, period]
        switch field {
        case .time: return .date(Self.timeDay.addingTimeInterval(Double(setting.minutes * 60)))
        case .heat: return .number(Decimal(schedule.unit.display(fahrenheit: setting.heat)))
        case .cool: return .number(Decimal(schedule.unit.display(fahrenheit: setting.cool)))
        }
    }

    /// Keeps `value`, chosen for `field` in a row, within the schedule's limits; shows the row and
    /// saves. Returns the value kept, which the picker springs back to when it is another.
    private func keep(_ value: FormValue, for field: Field, at indexPath: TableIndexPath) -> FormValue {
        let (section, period) = Self.place(of: indexPath)
        switch (field, value) {
        case (.time, .date(let date)):
            schedule.setTime(
                Int((date.timeIntervalSince(Self.timeDay) / 60).rounded()), section: section, period: period)
        case (.heat, .number(let degrees)):
            schedule.setHeat(
                NSDecimalNumber(decimal: degrees).intValue, in: schedule.unit, section: section, period: period)
        case (.cool, .number(let degrees)):
            schedule.setCool(
                NSDecimalNumber(decimal: degrees).intValue, in: schedule.unit, section: section, period: period)
        default:
            break
        }
        changed(indexPath)
        return formValue(field, at: indexPath)
    }

    /// Slides up the picker of `field`, preselected to its value; with the sheet already up, puts
    /// that picker in it instead (the sheet stays). The picker is the form library's for the
    /// field (``FormSheetEditor``), live: each change is kept at once.
    func openSheet(for indexPath: TableIndexPath, field: Field, context: RunContext) {
        let formField = self.formField(field, at: indexPath)
        // A time or a number picker is always made (only a file's, reading a folder, can fail).
        guard
            let editor = try? FormSheetEditor.make(
                for: formField, value: formValue(field, at: indexPath), today: Self.timeDay, usesUnicode: true,
                onChange: { [unowned self] chosen in self.keep(chosen, for: field, at: indexPath) })
        else {
            context.bell()
            return
        }
        editing = (indexPath, field, editor)
        table.focus(indexPath, column: field.rawValue)
        if let sheet, sheet.isOpen {
            sheet.retarget(to: editor.content, title: formField.label)
            return
        }
        // No Cancel: each change is already kept, so Esc and Done both close the sheet.
        let sheet = Sheet(title: formField.label, content: editor.content)
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
