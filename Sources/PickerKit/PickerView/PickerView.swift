import PickerCore
import Terminal

/// A spinning multi-column wheel: the terminal's UIPickerView.
///
/// Components sit side by side with a thin separator; one selection band runs across all of
/// them; rows farther from the band are dimmer, like the drum of an iOS picker. The user moves
/// through rows with the arrow keys, PgUp/PgDn, Home/End and type-ahead, switches component with
/// Left/Right or Tab, scrolls with the mouse wheel, clicks a row to spin it into the band, or
/// drags the wheel and lets it fling on with momentum.
///
/// As in UIKit, `delegate.pickerView(_:didSelectRow:inComponent:)` fires once when a user's
/// gesture settles on a new row and never for `selectRow(_:inComponent:animated:)`. Reports are
/// collected first and delivered after, in component order, so a delegate may reload or change
/// the picker from inside the callback.
///
/// This file holds the view's API; drawing is in `PickerView+Rendering.swift`, keys and the
/// mouse in `PickerView+Input.swift`.
@MainActor
public final class PickerView: Widget {
    /// Supplies the number of components and rows. Held weakly, as in UIKit; setting it reloads.
    public weak var dataSource: PickerViewDataSource? {
        didSet { loaded = false }
    }
    /// Supplies titles, cells and sizes, and hears about selections. Held weakly; setting it
    /// reloads.
    public weak var delegate: PickerViewDelegate? {
        didSet { loaded = false }
    }
    /// When false the picker ignores keys and the mouse, but still animates programmatic changes.
    public var isUserInteractionEnabled = true
    /// Visible lines of the wheel (odd numbers keep the band centred).
    public var visibleRows: Int
    /// Where plain and styled titles sit in their component: centred as on iOS, or leading for
    /// long lists read down the left edge.
    public var titleAlignment: Alignment = .center
    /// Called after the delegate when the user's gesture settles on a new row: (row, component).
    public var onSelect: ((_ row: Int, _ component: Int) -> Void)?
    /// The component that keys go to.
    public internal(set) var focusedComponent = 0 {
        // A prefix belongs to one column: another column starts a new one.
        didSet { if focusedComponent != oldValue { typeAhead.reset() } }
    }

    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool {
        loadIfNeeded()
        return isUserInteractionEnabled && !columns.isEmpty
    }

    var columns: [PickerColumn] = []
    /// Components asked to wrap around (kept for components the data source has not made yet).
    private var cyclicComponents: Set<Int> = []
    var typeAhead = TypeAhead()
    /// A press of the mouse in progress: where, and whether it became a drag.
    var press: (component: Int, line: Int, lastLine: Int, dragging: Bool)?
    private var loaded = false
    private var ownedSource: AnyObject?
    private var selectionContinuations: [Int: AsyncStream<PickerSelection>.Continuation] = [:]
    private var nextContinuationID = 0

    /// Creates an empty picker; set `dataSource` and `delegate`, as with UIPickerView.
    public init(visibleRows: Int = 7) {
        self.visibleRows = visibleRows
    }

    // MARK: Data

    func loadIfNeeded() {
        if !loaded { reloadAllComponents() }
    }

    /// The number of components, as last answered by the data source.
    public var numberOfComponents: Int {
        loadIfNeeded()
        return columns.count
    }

    /// The number of rows of a component, as last answered by the data source.
    public func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return columns.indices.contains(component) ? columns[component].wheel.rowCount : 0
    }

    /// Re-asks the data source and delegate about every component, keeping selections where the
    /// rows still exist.
    public func reloadAllComponents() {
        loaded = true
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        var reloaded: [PickerColumn] = []
        reloaded.reserveCapacity(count)
        for component in 0..<count {
            let rows = askRowCount(component)
            let height = askRowHeight(component)
            if component < columns.count {
                var column = columns[component]
                column.wheel.reload(rowCount: rows)
                column.rowHeight = height
                column.forgetContent()
                reloaded.append(column)
            } else {
                reloaded.append(
                    PickerColumn(rowCount: rows, isCyclic: cyclicComponents.contains(component), rowHeight: height))
            }
        }
        columns = reloaded
        focusedComponent = min(focusedComponent, max(0, columns.count - 1))
    }

    /// Re-asks the data source and delegate about one component: its row count and titles.
    /// Costs the same whatever the row count.
    public func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return }
        columns[component].wheel.reload(rowCount: askRowCount(component))
        columns[component].rowHeight = askRowHeight(component)
        columns[component].forgetContent()
    }

    private func askRowCount(_ component: Int) -> Int {
        max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    private func askRowHeight(_ component: Int) -> Int {
        max(1, delegate?.pickerView(self, rowHeightForComponent: component) ?? 1)
    }

    /// Makes a component wrap around: after its last row comes its first again.
    public func setCyclic(_ isCyclic: Bool, forComponent component: Int) {
        if isCyclic { cyclicComponents.insert(component) } else { cyclicComponents.remove(component) }
        loadIfNeeded()
        if columns.indices.contains(component) { columns[component].wheel.isCyclic = isCyclic }
    }

    /// Whether a component wraps around.
    public func isCyclic(forComponent component: Int) -> Bool {
        loadIfNeeded()
        return columns.indices.contains(component)
            ? columns[component].wheel.isCyclic : cyclicComponents.contains(component)
    }

    // MARK: Selection

    /// The selected row of a component, or -1 when it has no rows.
    public func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return columns.indices.contains(component) ? columns[component].wheel.selectedRow : -1
    }

    /// Brings `row` into the band, spinning there (from the next frame) when `animated`. Does not
    /// call the delegate.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return }
        columns[component].wheel.select(row, animated: animated)
    }

    /// Spins a component forward through `turns` whole turns and on to `row` over `duration`
    /// seconds (from the next frame), as a slot-machine reel. Does not call the delegate.
    public func spin(toRow row: Int, inComponent component: Int, turns: Int, duration: Double) {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return }
        columns[component].wheel.spin(to: row, turns: turns, duration: duration)
    }

    /// Selections as they settle after user gestures, as an async sequence. Iterate it in a task
    /// while the picker runs on an awaited `EventLoop` (or a prompt's `run() async`).
    public var selections: AsyncStream<PickerSelection> {
        let id = nextContinuationID
        nextContinuationID += 1
        return AsyncStream { continuation in
            selectionContinuations[id] = continuation
            continuation.onTermination = { [weak self] _ in
                Task { @MainActor in self?.selectionContinuations[id] = nil }
            }
        }
    }

    /// Moves the keyboard focus to a component.
    public func focusComponent(_ component: Int) {
        loadIfNeeded()
        if columns.indices.contains(component) { focusedComponent = component }
    }

    /// Brings every component to rest where it was going — spins and flings at their
    /// destinations, a drag let go on the nearest row — and delivers the `didSelectRow` calls
    /// that are due, in component order. Motion a delegate starts from inside a callback (a
    /// dependent column spinning to its first row) is settled too, so that a commit (Enter, a
    /// button) reads a picker that is whole.
    public func settle() {
        press = nil
        // A delegate may start new motion in the columns to its right; each pass settles at
        // least one more component, so the number of components bounds the passes.
        for _ in 0...columns.count {
            guard columns.contains(where: { $0.wheel.isAnimating }) else { break }
            for index in columns.indices { columns[index].wheel.finishMotion() }
            deliver(takeReports())
        }
        deliver(takeReports())
    }

    /// Whether any component is still moving.
    public var isMoving: Bool { columns.contains { $0.wheel.isAnimating } }

    /// Moves every component's motion on to `context.now` and delivers the selections that
    /// settled.
    public func advance(context: RunContext) -> Bool {
        for index in columns.indices { _ = columns[index].wheel.advance(now: context.now) }
        deliver(takeReports())
        // Motion a delegate asked for while hearing of a selection (a dependent column spinning
        // to its first row) starts now, in the frame that reported the selection.
        var moving = false
        for index in columns.indices where columns[index].wheel.advance(now: context.now) { moving = true }
        return moving
    }

    /// The settled user selections not yet delivered, in component order.
    private func takeReports() -> [PickerSelection] {
        columns.indices.compactMap { component in
            columns[component].wheel.takeUserSelection().map { PickerSelection(row: $0, component: component) }
        }
    }

    /// Tells the delegate, `onSelect` and the `selections` sequences. Called after the reports
    /// were collected, so the callbacks may reload or reshape the picker.
    private func deliver(_ reports: [PickerSelection]) {
        for report in reports where report.component < columns.count {
            delegate?.pickerView(self, didSelectRow: report.row, inComponent: report.component)
            onSelect?(report.row, report.component)
            for continuation in selectionContinuations.values { continuation.yield(report) }
        }
    }

    // MARK: Layout

    /// The size of a component's rows: its width in columns and its row height in lines, from the
    /// delegate (the width shares the space when the delegate gives none).
    public func rowSize(forComponent component: Int) -> (width: Int, height: Int) {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return (0, 0) }
        let rects = componentRects()
        return (rects.indices.contains(component) ? rects[component].width : 0, columns[component].rowHeight)
    }

    /// The width the components ask for, with their separators, or nil when any of them shares
    /// the space left.
    public var preferredWidth: Int? {
        loadIfNeeded()
        var total = max(0, columns.count - 1)
        for component in columns.indices {
            guard let width = delegate?.pickerView(self, widthForComponent: component) else { return nil }
            total += width
        }
        return total
    }

    /// The most lines a picker asks for, whatever `visibleRows` says.
    public static let maximumVisibleRows = 10_000

    public func preferredHeight(forWidth width: Int) -> Int {
        loadIfNeeded()
        return min(Self.maximumVisibleRows, max(visibleRows, bandHeight, 1))
    }

    /// The height of the selection band: the tallest row.
    var bandHeight: Int { columns.map(\.rowHeight).max() ?? 1 }

    /// The rectangles of the components inside `frame`, separated by one column.
    func componentRects() -> [Rect] {
        let count = columns.count
        guard count > 0 else { return [] }
        let available = max(0, frame.width - (count - 1))
        var widths: [Int?] = (0..<count).map { delegate?.pickerView(self, widthForComponent: $0).map { max(1, $0) } }
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        if fixed > available {  // scale the asked widths down to fit
            widths = widths.map { $0.map { max(1, $0 * available / max(1, fixed)) } }
        }
        let used = widths.compactMap { $0 }.reduce(0, +)
        let flexible = widths.filter { $0 == nil }.count
        let share = flexible > 0 ? max(0, available - used) / flexible : 0
        var extra = flexible > 0 ? max(0, available - used) - share * flexible : 0
        var x = frame.x
        var rects: [Rect] = []
        for w in widths {
            var width = w ?? share
            if w == nil && extra > 0 {
                width += 1
                extra -= 1
            }
            // A frame too narrow for every component clips the last ones away.
            rects.append(Rect(x: x, y: frame.y, width: width, height: frame.height).intersection(frame))
            x += width + 1
        }
        return rects
    }

    // MARK: Titles and cells

    /// The title of a row, asked of the delegate once and cached.
    func title(row: Int, component: Int) -> StyledText {
        if let cached = columns[component].titles[row] { return cached }
        let text =
            delegate?.pickerView(self, styledTitleForRow: row, forComponent: component)
            ?? StyledText(delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "")
        columns[component].remember(text, row: row)
        return text
    }

    /// The custom cell of a row on screen, made (or reused) by the delegate; nil when the delegate
    /// draws titles instead.
    func cell(row: Int, component: Int) -> PickerCell? {
        if let cell = columns[component].visibleCells[row] { return cell }
        let spare = columns[component].spareCells.popLast()
        guard let cell = delegate?.pickerView(self, cellForRow: row, forComponent: component, reusing: spare) else {
            if let spare { columns[component].spareCells.append(spare) }
            return nil
        }
        columns[component].visibleCells[row] = cell
        return cell
    }

    // MARK: Swift-native layer

    /// Creates a picker that shows one component per array, with its own data source; `widths`
    /// gives a component's width in columns (nil or missing: share the space left).
    public convenience init(components: [[String]], widths: [Int?] = [], visibleRows: Int = 7) {
        self.init(visibleRows: visibleRows)
        let source = ArrayPickerSource(components: components, widths: widths)
        ownedSource = source
        dataSource = source
        delegate = source
    }

    /// The arrays shown, when the picker was made with `init(components:)`.
    public var components: [[String]] {
        get { (ownedSource as? ArrayPickerSource)?.components ?? [] }
        set {
            guard let source = ownedSource as? ArrayPickerSource else { return }
            source.components = newValue
            reloadAllComponents()
        }
    }

    /// The selected titles, one per component ("" for a component without rows).
    public var selectedTitles: [String] {
        (0..<numberOfComponents).map { component in
            let row = selectedRow(inComponent: component)
            return row >= 0 ? title(row: row, component: component).plainText : ""
        }
    }
}

/// A settled user selection, as delivered by `PickerView.selections`.
public struct PickerSelection: Hashable, Sendable {
    /// The row chosen.
    public var row: Int
    /// Its component.
    public var component: Int
}
