import Foundation
import PickerCore
import Terminal

/// What a row's sheet holds: the picker of the row's kind, preselected to its value, and how to
/// read the value chosen. ``FormView`` puts one in each row's sheet; a screen of your own that
/// keeps its values elsewhere (the gallery's Thermostat, a table of times and setpoints) puts one
/// in a ``Sheet`` of its own, so its fields are picked exactly as a form's are.
///
/// ```swift
/// let field = FormField(key: "wake", label: "Wake", kind: .date(FormDateSettings(mode: .time, minuteInterval: 15)))
/// if let editor = try FormSheetEditor.make(for: field, value: .date(wake), today: now, usesUnicode: true) {
///     let sheet = Sheet(title: field.label, content: editor.content, cancelTitle: "Cancel")
///     sheet.onDone = { _ in if case .date(let date)? = editor.read() { wake = date } }
///     sheet.present(context: context)
/// }
/// ```
///
/// A form keeps a row's value at Done. A screen that keeps each change at once, as the seed's
/// slide-up picker does, passes `onChange` to ``make(for:value:today:usesUnicode:onChange:)``.
@MainActor
public struct FormSheetEditor {
    /// The picker in the sheet.
    public let content: Widget
    /// The value chosen; nil leaves the row as it was (nothing chosen yet).
    public let read: @MainActor () -> FormValue?
    /// What the picker holds weakly (its data source, a live editor's listener), kept while the
    /// sheet is up.
    private(set) var keeps: [AnyObject]
    /// Calls its argument each time the user's change settles in the picker; nil for the kinds
    /// whose value is read at Done only.
    private var watch: (@MainActor (@escaping @MainActor () -> Void) -> Void)?
    /// Moves the picker to a value, spinning there.
    private var show: (@MainActor (FormValue) -> Void)?

    private init(
        content: Widget, read: @escaping @MainActor () -> FormValue?, keeps: [AnyObject],
        watch: (@MainActor (@escaping @MainActor () -> Void) -> Void)? = nil,
        show: (@MainActor (FormValue) -> Void)? = nil
    ) {
        self.content = content
        self.read = read
        self.keeps = keeps
        self.watch = watch
        self.show = show
    }

    /// The editor of `field`, starting from `value`; nil for a kind edited in place (a switch, a
    /// text, a note).
    ///
    /// With `onChange`, the editor is live: each value the user settles on in the picker is
    /// handed to it at once, and it returns the value kept; when that is another (a limit the
    /// owner keeps refused the one chosen), the picker spins to it. Wheels, dates and numbers are
    /// live; the other kinds (a choice, a file, several lines) are read at Done only.
    ///
    /// - Throws: ``PromptError`` when the picker cannot be made (a file root that cannot be read).
    public static func make(
        for field: FormField, value: FormValue?, today: Date, usesUnicode: Bool,
        onChange: (@MainActor (FormValue) -> FormValue?)? = nil
    ) throws -> Self? {
        guard var editor = try picker(for: field, value: value, today: today, usesUnicode: usesUnicode) else {
            return nil
        }
        if let onChange, let watch = editor.watch, let show = editor.show {
            let read = editor.read
            let listener = Listener {
                guard let chosen = read() else { return }
                if let kept = onChange(chosen), kept != chosen { show(kept) }
            }
            // The picker holds its listener weakly and the editor holds it: the listener reads
            // the picker, so a strong hold both ways would keep each alive for ever.
            watch { [weak listener] in listener?.heard() }
            editor.keeps.append(listener)
        }
        return editor
    }

    /// What a live editor's picker calls when the user's change settles.
    private final class Listener {
        let heard: @MainActor () -> Void

        init(_ heard: @escaping @MainActor () -> Void) {
            self.heard = heard
        }
    }

    /// The picker of `field`'s kind on `value`.
    private static func picker(for field: FormField, value: FormValue?, today: Date, usesUnicode: Bool) throws
        -> Self?
    {
        switch field.kind {
        case .choice(let items, let limit):
            return choice(items: items, limit: limit, value: value, usesUnicode: usesUnicode)
        case .wheel(let columns):
            let picker = PickerView(components: columns, visibleRows: 5)
            picker.componentLabels = columns.count > 1 ? [] : [field.label]
            if case .choices(let chosen) = value {
                for (component, (column, wanted)) in zip(columns, chosen).enumerated() {
                    if let row = column.firstIndex(of: wanted) {
                        picker.selectRow(row, inComponent: component, animated: false)
                    }
                }
            }
            return Self(
                content: picker,
                read: {
                    .choices(columns.indices.map { columns[$0][max(0, picker.selectedRow(inComponent: $0))] })
                }, keeps: [],
                watch: { changed in picker.onSelect = { _, _ in changed() } },
                show: { value in
                    guard case .choices(let chosen) = value else { return }
                    for (component, (column, wanted)) in zip(columns, chosen).enumerated() {
                        if let row = column.firstIndex(of: wanted) {
                            picker.selectRow(row, inComponent: component, animated: true)
                        }
                    }
                })
        case .dependentWheel(let tree):
            let source = DependentPickerSource(tree: tree)
            let picker = PickerView(visibleRows: 5)
            picker.dataSource = source
            picker.delegate = source
            picker.reloadAllComponents()
            if case .choices(let chosen) = value {
                for (component, wanted) in chosen.enumerated() {
                    let titles = (0..<picker.numberOfRows(inComponent: component)).map {
                        source.pickerView(picker, titleForRow: $0, forComponent: component) ?? ""
                    }
                    if let row = titles.firstIndex(of: wanted) {
                        picker.selectRow(row, inComponent: component, animated: false)
                        source.pickerView(picker, didSelectRow: row, inComponent: component)
                    }
                }
            }
            return Self(
                content: picker,
                read: {
                    var chosen: [String] = []
                    for component in 0..<picker.numberOfComponents {
                        let row = picker.selectedRow(inComponent: component)
                        guard row >= 0,
                            let title = source.pickerView(picker, titleForRow: row, forComponent: component),
                            !title.isEmpty
                        else { break }
                        chosen.append(title)
                    }
                    return .choices(chosen)
                }, keeps: [source])
        case .date(let settings):
            var start = today
            if case .date(let date) = value { start = date }
            let picker = DatePicker(
                mode: settings.mode, style: settings.style == .compact ? .wheels : settings.style, date: start,
                today: today, locale: settings.locale, calendar: settings.calendar, timeZone: settings.timeZone)
            picker.minimumDate = settings.minimumDate
            picker.maximumDate = settings.maximumDate
            picker.minuteInterval = settings.minuteInterval
            picker.visibleRows = 5
            // A date picker is a container of wheels (or a calendar): the sheet hands its keys to
            // the content, so they go on to the part that takes them.
            return Self(
                content: Forwarder(picker), read: { .date(picker.date) }, keeps: [],
                watch: { changed in picker.onValueChanged = { _ in changed() } },
                show: { value in
                    if case .date(let date) = value { picker.setDate(date, animated: true) }
                })
        case .number(let numbers, let style):
            return number(numbers, style: style, value: value)
        case .multiline:
            var text = ""
            if case .text(let given) = value { text = given }
            let area = TextArea(text: text, placeholder: field.placeholder ?? "", visibleLines: 5)
            return Self(content: area, read: { .text(area.text) }, keeps: [])
        case .file(let settings):
            let browser = try FileBrowser(
                root: settings.root, includesHidden: settings.includesHidden, kinds: settings.kinds,
                extensions: settings.extensions)
            browser.picker.visibleRows = 5
            return Self(
                content: browser,
                read: { browser.checkedChosenPath().map { .path(String(decoding: $0, as: UTF8.self)) } }, keeps: [])
        case .toggle, .text, .note:
            return nil
        }
    }

    /// A list of the items' labels, one chosen (no marks) or several marked.
    private static func choice(items: [FormField.Item], limit: Int, value: FormValue?, usesUnicode: Bool) -> Self {
        let source = ItemListSource(store: ItemStore(items.map(\.label)))
        let list = ChooseListSource(items: source)
        let picker = PickerView(visibleRows: 5)
        picker.dataSource = list
        picker.delegate = list
        picker.titleAlignment = .leading
        let marks: Int? = limit == 1 ? nil : limit == 0 ? Int.max : limit
        let view = ChooseView(
            picker: picker, list: list, filtering: false, exact: false, limit: marks, usesUnicode: usesUnicode)
        picker.reloadAllComponents()
        var chosen: [Int] = []
        if case .choices(let values) = value {
            chosen = values.compactMap { wanted in items.firstIndex { $0.value == wanted } }
        }
        if let first = chosen.first { picker.selectRow(first, inComponent: 0, animated: false) }
        if let marks, !chosen.isEmpty { _ = list.mark(chosen, limit: marks) }
        return Self(
            content: view,
            read: {
                if marks != nil, !list.marked.isEmpty { return .choices(list.marked.sorted().map { items[$0].value }) }
                return view.selectedItem.map { .choices([items[$0].value]) }
            }, keeps: [source, list])
    }

    /// The tick of a number value on `scale`, nil for another kind of value.
    private static func numberTick(of value: FormValue?, on scale: RulerScale) -> Int? {
        guard case .number(let number) = value, case .success(let entry) = scale.tick(for: number.description) else {
            return nil
        }
        return entry.tick
    }

    /// The number's ruler, wheel or mini picker (``NumberPrompt``'s), on the value's tick (else
    /// the options' own).
    private static func number(_ numbers: NumberOptions, style: NumberPrompt.Style, value: FormValue?) -> Self {
        let scale = numbers.scale
        let tick = numberTick(of: value, on: scale) ?? numbers.tick
        let picker = NumberPrompt.picker(scale, unit: numbers.unit, style: style, tick: tick)
        switch picker.widget {
        case let ruler as RulerView:
            // A number typed out of range is refused with the reason, not moved to the end.
            ruler.entryPolicy = .reject
        case let wheel as PickerView:
            // Room in the sheet for the band and two rows either side.
            wheel.visibleRows = 5
        default:
            break
        }
        return Self(
            content: picker.widget, read: { .number(scale.value(atTick: picker.tick())) },
            keeps: picker.source.map { [$0] } ?? [], watch: picker.watch,
            show: { value in
                if let tick = numberTick(of: value, on: scale) { picker.show(tick) }
            })
    }

    /// Holds a container whose parts take the keys (a ``DatePicker``'s wheels or calendar) and
    /// hands each event to the part that has the focus (the first that can take it), as the
    /// program's focus chain would outside a sheet.
    final class Forwarder: Widget {
        let inner: Widget
        var frame = Rect(x: 0, y: 0, width: 0, height: 0)
        var isFocused = false {
            didSet { target?.isFocused = isFocused }
        }
        var canFocus: Bool { true }
        var children: [Widget] { [inner] }
        var intrinsicWidth: Int? { inner.intrinsicWidth }
        var lineForm: LineForm? { inner.lineForm }

        init(_ inner: Widget) {
            self.inner = inner
        }

        /// The part that takes the keys.
        private var target: Widget? {
            var chain: [Widget] = []
            inner.appendFocusChain(to: &chain, checksPlacement: false)
            return chain.first
        }

        func preferredHeight(forWidth width: Int) -> Int { inner.preferredHeight(forWidth: width) }

        func layout() {
            inner.frame = frame
            inner.layout()
            target?.isFocused = isFocused
        }

        func handle(_ event: InputEvent, context: RunContext) -> Bool {
            if case .mouse(let mouse) = event {
                return inner.hitTest(column: mouse.column, row: mouse.row)?.handle(event, context: context) ?? false
            }
            return target?.handle(event, context: context) ?? inner.handle(event, context: context)
        }
    }
}
