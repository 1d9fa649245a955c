@testable import PickerKit

/// A data source and delegate over arrays that counts what the picker asks and records what it
/// reports.
@MainActor
final class RecordingSource: PickerViewDataSource, PickerViewDelegate {
    var components: [[String]]
    /// Widths per component (missing or nil: share the space).
    var widths: [Int?] = []
    /// Row heights per component (missing: 1).
    var rowHeights: [Int] = []
    /// Styled titles, when set, by component and row.
    var styledTitles: [Int: [Int: StyledText]] = [:]

    private(set) var numberOfComponentsCalls = 0
    private(set) var numberOfRowsCalls: [Int] = []
    private(set) var titleCalls: [(row: Int, component: Int)] = []
    private(set) var selections: [PickerSelection] = []

    init(_ components: [[String]]) { self.components = components }

    func numberOfComponents(in pickerView: PickerView) -> Int {
        numberOfComponentsCalls += 1
        return components.count
    }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        numberOfRowsCalls.append(component)
        return components[component].count
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titleCalls.append((row, component))
        return components[component][row]
    }

    func pickerView(_ pickerView: PickerView, styledTitleForRow row: Int, forComponent component: Int) -> StyledText? {
        styledTitles[component]?[row]
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Int? {
        widths.indices.contains(component) ? widths[component] : nil
    }

    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Int {
        rowHeights.indices.contains(component) ? rowHeights[component] : 1
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append(PickerSelection(row: row, component: component))
    }
}

/// A picker wired to a `RecordingSource` that the test holds (the picker holds it weakly), and
/// the run context the test drives time with.
@MainActor
struct Rig {
    let picker: PickerView
    let source: RecordingSource
    let context = RunContext(now: 0)

    init(_ components: [[String]], visibleRows: Int = 7, configure: (RecordingSource, PickerView) -> Void = { _, _ in })
    {
        source = RecordingSource(components)
        picker = PickerView(visibleRows: visibleRows)
        configure(source, picker)
        picker.dataSource = source
        picker.delegate = source
        _ = picker.advance(context: context)
    }

    @discardableResult
    func key(_ key: Key, _ modifiers: Modifiers = [], at time: Double) -> Bool {
        picker.handle(.key(key, modifiers), context: context.at(time))
    }

    @discardableResult
    func type(_ text: String, at time: Double) -> Bool {
        var used = true
        for c in text { used = picker.handle(.key(.character(c), []), context: context.at(time)) && used }
        return used
    }

    @discardableResult
    func mouse(_ button: MouseButton, _ action: MouseAction, column: Int, row: Int, at time: Double) -> Bool {
        picker.handle(
            .mouse(MouseEvent(button: button, action: action, column: column, row: row)), context: context.at(time))
    }

    @discardableResult
    func advance(to time: Double) -> Bool { picker.advance(context: context.at(time)) }

    /// Renders the picker into a fresh screen the size of its frame's bottom-right corner.
    func render(width: Int, height: Int, theme: Theme = .color) -> Screen {
        var screen = Screen(width: width, height: height)
        picker.render(into: &screen, theme: theme)
        return screen
    }
}

extension RunContext {
    /// This context, moved to `time`: tests drive the clock by hand.
    func at(_ time: Double) -> RunContext {
        now = time
        return self
    }
}

/// Three keys with two to four values each: the dependent columns of the tests.
let alphaBravoCharlie = DependentTree(
    root: .keys([
        ("Alpha", .values(["a1", "a2", "a3"])),
        ("Bravo", .values(["b1", "b2"])),
        ("Charlie", .values(["c1", "c2", "c3", "c4"])),
    ]))

/// Names used by the gallery's Single screen.
let starWars = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]

extension Screen {
    /// The columns of a row whose text is not a space.
    func inkColumns(row: Int) -> [Int] {
        (0..<width).filter { self[$0, row].text != " " && !self[$0, row].isContinuation }
    }

    /// The row's text with spaces trimmed at both ends.
    func trimmed(row: Int) -> String {
        text(row: row).trimmingSpaces()
    }

    /// The column where `needle` starts in a row, if it occurs.
    func column(of needle: String, row: Int) -> Int? {
        let cells = (0..<width).map { self[$0, row] }
        let needleChars = Array(needle).map(String.init)
        guard !needleChars.isEmpty, needleChars.count <= cells.count else { return nil }
        for start in 0...(cells.count - needleChars.count) {
            if (0..<needleChars.count).allSatisfy({ cells[start + $0].text == needleChars[$0] }) { return start }
        }
        return nil
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var s = Substring(String(self))
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

/// A container for program tests: children stacked one per line.
@MainActor
final class Stack: Widget {
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false
    var items: [Widget]
    private(set) var advanceCount = 0

    init(_ items: [Widget]) { self.items = items }

    var children: [Widget] { items }

    func layout() {
        var y = frame.y
        for item in items {
            let height = item.preferredHeight(forWidth: frame.width)
            item.frame = Rect(x: frame.x, y: y, width: frame.width, height: height)
            item.layout()
            y += height
        }
    }

    func render(into screen: inout Screen, theme: Theme) { renderChildren(into: &screen, theme: theme) }

    func advance(context: RunContext) -> Bool {
        advanceCount += 1
        return advanceChildren(context: context)
    }
}
