import PickerCore
import Terminal

/// The components of a picker, without a view: what the data source and delegate say about them
/// (row counts, heights, titles, cells), where each wheel is and how it moves, which component
/// has the keys, and the delivery of settled selections in UIKit's order. ``PickerView`` draws it
/// as a drum of rows and ``MiniPicker`` as ribbons of values; both hand it their keys and
/// gestures, so the rules below hold for every picker whatever it looks like.
///
/// **The order of selections.** A selection is delivered when the user's gesture settles — to
/// the delegate's `didSelectRow`, then `onSelect`, then the `selections` streams — after the
/// settled selections of every component were collected, so a delegate may reload or reshape
/// the picker from inside the callback.
///
/// **Input never outruns a dependent column.** Before a user's key, click or drag acts on a
/// component, every other component that is still moving from a user's gesture comes to rest
/// where it was going and its selection is delivered (so a dependent column is reloaded first).
/// A burst of keys therefore lands exactly where the same keys typed slowly would.
@MainActor
final class PickerComponents {
    /// The picker the data source and delegate are asked about (their `pickerView` argument).
    unowned let picker: PickerView
    /// Supplies the number of components and rows (held weakly, as in UIKit).
    weak var dataSource: PickerViewDataSource? {
        didSet { loaded = false }
    }
    /// Supplies titles, cells and sizes, and hears about selections (held weakly).
    weak var delegate: PickerViewDelegate? {
        didSet { loaded = false }
    }
    /// Called after the delegate when the user's gesture settles on a new row.
    var onSelect: ((_ row: Int, _ component: Int) -> Void)?
    /// The component that keys go to.
    private(set) var focusedComponent = 0 {
        // A prefix belongs to one column: another column starts a new one.
        didSet { if focusedComponent != oldValue { typeAhead.reset() } }
    }

    private(set) var columns: [PickerColumn] = []
    /// Components asked to wrap around (kept for components the data source has not made yet).
    private var cyclicComponents: [Int] = []
    private var typeAhead = TypeAhead()
    private var loaded = false
    private var selectionContinuations: [Int: AsyncStream<PickerSelection>.Continuation] = [:]
    private var nextContinuationID = 0
    /// Whether a `selections` stream was handed a selection since the run was last asked for a
    /// frame for it (``requestFrameForListeners(_:)``).
    private var listenersHeard = false

    init(picker: PickerView) {
        self.picker = picker
    }

    // MARK: Data

    func loadIfNeeded() {
        if !loaded { reloadAllComponents() }
    }

    var count: Int {
        loadIfNeeded()
        return columns.count
    }

    func rowCount(_ component: Int) -> Int {
        loadIfNeeded()
        return columns.indices.contains(component) ? columns[component].wheel.rowCount : 0
    }

    func contains(_ component: Int) -> Bool {
        loadIfNeeded()
        return columns.indices.contains(component)
    }

    /// Asks the data source and delegate about every component, left to right, and installs
    /// each component's answers as soon as they are given: a data source that reads an earlier
    /// component while it is asked about a later one (`cities[pickerView.selectedRow(inComponent:
    /// 0)].count`, the commonest dependent picker) gets what UIKit answers there — the earlier
    /// component's new row count, and its selection kept (clamped to the new rows), or row 0 for a
    /// new component with rows and -1 for one without. The number of components is the new one
    /// from the start; a component not asked about yet keeps its old state, or has no rows.
    func reloadAllComponents() {
        loaded = true
        let count = max(0, dataSource?.numberOfComponents(in: picker) ?? 0)
        if columns.count > count { columns.removeLast(columns.count - count) }
        while columns.count < count {
            columns.append(PickerColumn(rowCount: 0, isCyclic: cyclicComponents.contains(columns.count), rowHeight: 1))
        }
        focusedComponent = min(focusedComponent, max(0, count - 1))
        for component in 0..<count {
            let rows = askRowCount(component)
            // The data source may have reloaded from inside its answer and removed the component.
            guard columns.indices.contains(component) else { return }
            columns[component].wheel.reload(rowCount: rows)
            columns[component].forgetContent()
            let height = askRowHeight(component)
            guard columns.indices.contains(component) else { return }
            columns[component].rowHeight = height
        }
    }

    func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return }
        let rows = askRowCount(component)
        guard columns.indices.contains(component) else { return }
        columns[component].wheel.reload(rowCount: rows)
        columns[component].forgetContent()
        let height = askRowHeight(component)
        guard columns.indices.contains(component) else { return }
        columns[component].rowHeight = height
    }

    private func askRowCount(_ component: Int) -> Int {
        max(0, dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0)
    }

    private func askRowHeight(_ component: Int) -> Int {
        max(1, delegate?.pickerView(picker, rowHeightForComponent: component) ?? 1)
    }

    /// The width the delegate asks for a component, if any.
    func askedWidth(_ component: Int) -> Int? {
        delegate?.pickerView(picker, widthForComponent: component)
    }

    func setCyclic(_ isCyclic: Bool, forComponent component: Int) {
        cyclicComponents.removeAll { $0 == component }
        if isCyclic { cyclicComponents.append(component) }
        loadIfNeeded()
        if columns.indices.contains(component) { columns[component].wheel.isCyclic = isCyclic }
    }

    func isCyclic(_ component: Int) -> Bool {
        loadIfNeeded()
        return columns.indices.contains(component)
            ? columns[component].wheel.isCyclic : cyclicComponents.contains(component)
    }

    // MARK: Titles and cells

    /// The title of a row, asked of the delegate once and cached.
    func title(row: Int, component: Int) -> StyledText {
        if let cached = columns[component].titles[row] { return cached }
        let text =
            delegate?.pickerView(picker, styledTitleForRow: row, forComponent: component)
            ?? StyledText(delegate?.pickerView(picker, titleForRow: row, forComponent: component) ?? "")
        columns[component].remember(text, row: row)
        return text
    }

    /// The most rows whose titles are measured for ``contentWidth(_:)``.
    static let contentRowLimit = 1000

    /// The width a component's titles need — the widest, with two columns of margin each side —
    /// measured once per reload; nil for a component of more than ``contentRowLimit`` rows, or
    /// whose titles are all blank (a delegate that draws cells).
    func contentWidth(_ component: Int) -> Int? {
        if let measured = columns[component].contentWidth { return measured }
        let count = columns[component].wheel.rowCount
        var widest = 0
        if count <= Self.contentRowLimit {
            for row in 0..<count { widest = max(widest, title(row: row, component: component).displayWidth) }
        }
        let width = widest > 0 ? widest + 4 : nil
        columns[component].contentWidth = .some(width)
        return width
    }

    /// The custom cell of a row on screen, made (or reused) by the delegate; nil when the delegate
    /// draws titles instead.
    func cell(row: Int, component: Int) -> PickerCell? {
        if let cell = columns[component].visibleCell(row: row) { return cell }
        let spare = columns[component].spareCells.popLast()
        guard let cell = delegate?.pickerView(picker, cellForRow: row, forComponent: component, reusing: spare) else {
            if let spare { columns[component].spareCells.append(spare) }
            return nil
        }
        columns[component].visibleCells.append((row, cell))
        return cell
    }

    /// The custom cell on screen for a row, if there is one (none is made).
    func visibleCell(row: Int, component: Int) -> PickerCell? {
        columns.indices.contains(component) ? columns[component].visibleCell(row: row) : nil
    }

    /// Starts drawing a component's cells: ``recycleUndrawnCells(_:)`` then puts aside every cell
    /// not kept with ``keepCell(row:component:)`` in between.
    func beginDrawingCells(_ component: Int) {
        columns[component].beginDrawingCells()
    }

    /// Notes that the cell of a component's row was drawn in this frame.
    func keepCell(row: Int, component: Int) {
        columns[component].keepCell(row: row)
    }

    /// Puts aside the cells of a component's rows not drawn in this frame (those scrolled out of
    /// sight).
    func recycleUndrawnCells(_ component: Int) {
        columns[component].recycleUndrawnCells()
    }

    /// The first row whose title starts with a folded prefix. Data sources that know their rows
    /// (`PickerRowSearching`) answer directly; otherwise titles are asked for, up to a bound so
    /// that a lazily served component of millions of rows never stalls a key press.
    func firstRow(matching prefix: String, inComponent component: Int) -> Int? {
        if let searching = dataSource as? PickerRowSearching {
            return searching.pickerView(picker, firstRowMatching: prefix, inComponent: component)
        }
        let count = min(columns[component].wheel.rowCount, 100_000)
        for row in 0..<count
        where TextFolding.hasPrefix(title(row: row, component: component).plainText, foldedPrefix: prefix) {
            return row
        }
        return nil
    }

    // MARK: Programmatic selection

    func selectedRow(_ component: Int) -> Int {
        loadIfNeeded()
        return columns.indices.contains(component) ? columns[component].wheel.selectedRow : -1
    }

    func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return }
        columns[component].wheel.select(row, animated: animated)
    }

    func spin(toRow row: Int, inComponent component: Int, turns: Int, duration: Double) {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return }
        columns[component].wheel.spin(to: row, turns: turns, duration: duration)
    }

    func focus(_ component: Int) {
        loadIfNeeded()
        if columns.indices.contains(component) { focusedComponent = component }
    }

    // MARK: The user's input

    /// Gets `component` ready for a user's key, click or drag: every *other* component still
    /// moving from a user's gesture comes to rest where it was going, and the selections due
    /// are delivered, so that a column that depends on them has been reloaded before it takes
    /// the input. Returns whether the component still exists (a delegate may remove it).
    @discardableResult
    func prepareForInput(_ component: Int) -> Bool {
        // Each pass settles at least one more component (a delegate may start a user's
        // interaction nowhere, but may reload), so the component count bounds the passes.
        // The component's own keys in a row are one gesture, reported once where it stops (as a
        // flick in UIKit): only the others are settled and reported here.
        for _ in 0...columns.count {
            var settled = false
            for index in columns.indices where index != component && columns[index].wheel.isInUserInteraction {
                columns[index].wheel.finishMotion()
                settled = true
            }
            let reports = takeReports(except: component)
            guard settled || !reports.isEmpty else { break }
            deliver(reports)
        }
        return columns.indices.contains(component)
    }

    /// The keys every view of the components takes, acting on the focused component: Up/Down
    /// step, PgUp/PgDn step `page` rows, Home/End go to the ends, Tab/Shift-Tab move between
    /// components, and every printable character (j and k too) extends the type-ahead prefix.
    /// Left and Right step along a horizontal ribbon and move between components across a drum.
    /// Returns whether the key was used (not at either end of Tab or Left/Right).
    func handleKey(_ key: Key, _ modifiers: Modifiers, page: Int, axis: WheelGesture.Axis, now: Double) -> Bool {
        let component = focusedComponent
        let plain = modifiers.subtracting(.shift).isEmpty
        let alongRibbon = axis == .horizontal && plain
        switch key {
        case .up where plain: step(component, by: -1, now: now)
        case .down where plain: step(component, by: 1, now: now)
        case .left where alongRibbon: step(component, by: -1, now: now)
        case .right where alongRibbon: step(component, by: 1, now: now)
        case .left where axis == .vertical: return moveFocus(by: -1)
        case .right where axis == .vertical: return moveFocus(by: 1)
        case .pageUp: step(component, by: -page, now: now)
        case .pageDown: step(component, by: page, now: now)
        case .home: jump(component, to: 0, now: now)
        case .end: jump(component, to: rowCount(component) - 1, now: now)
        case .tab: return moveFocus(by: modifiers.contains(.shift) ? -1 : 1)
        case .character(let c) where modifiers.isEmpty || modifiers == .shift:
            return typeAhead(c, now: now)
        default:
            return false
        }
        return true
    }

    /// Moves `component` by `rows` as a user: animated, and reported when it settles.
    func step(_ component: Int, by rows: Int, now: Double) {
        guard prepareForInput(component) else { return }
        columns[component].wheel.step(by: rows, now: now)
        typeAhead.reset()
    }

    /// Spins `component` to `row` as a user's choice (Home, End, a click): animated, reported.
    func jump(_ component: Int, to row: Int, now: Double) {
        guard prepareForInput(component) else { return }
        columns[component].wheel.jump(to: row, now: now)
        typeAhead.reset()
    }

    /// Moves the keys to the next (`by` 1) or previous (-1) component; false at either end.
    func moveFocus(by offset: Int) -> Bool {
        let target = focusedComponent + offset
        guard columns.indices.contains(target), offset != 0 else { return false }
        focusedComponent = target
        typeAhead.reset()
        return true
    }

    /// A printable character typed on the focused component: it extends the prefix and jumps to
    /// the first row that starts with it. A space starts no prefix. Returns whether it was used.
    func typeAhead(_ character: Character, now: Double) -> Bool {
        let component = focusedComponent
        guard columns.indices.contains(component) else { return false }
        guard !character.isWhitespace || typeAhead.isActive(now: now) else { return false }
        guard prepareForInput(component) else { return true }
        let prefix = typeAhead.type(character, now: now)
        if let row = firstRow(matching: prefix, inComponent: component) {
            columns[component].wheel.jump(to: row, now: now)
        }
        return true
    }

    /// Runs a user's gesture on `component`'s wheel (a press, a drag, a release), after getting
    /// the component ready for input.
    func withUserWheel(_ component: Int, _ body: (inout WheelModel) -> Void) {
        guard prepareForInput(component) else { return }
        body(&columns[component].wheel)
        typeAhead.reset()
    }

    // MARK: Motion and delivery

    var isMoving: Bool { columns.contains { $0.wheel.isAnimating } }

    /// Brings every component to rest where it was going and delivers the selections due, in
    /// component order; motion a delegate starts from inside a callback is settled too.
    func settle() {
        // A delegate may start new motion in the columns to its right; each pass settles at
        // least one more component, so the number of components bounds the passes.
        for _ in 0...columns.count {
            guard isMoving else { break }
            for index in columns.indices { columns[index].wheel.finishMotion() }
            deliver(takeReports())
        }
        deliver(takeReports())
    }

    /// Moves every component's motion on to `now` and delivers the selections that settled;
    /// returns whether any component still moves. With `reducingMotion` every spin and fling
    /// lands at once (a drag still follows the pointer), and so does motion a delegate starts.
    func advance(now: Double, reducingMotion: Bool = false) -> Bool {
        if reducingMotion { finishMotionExceptDrags() }
        for index in columns.indices { _ = columns[index].wheel.advance(now: now) }
        deliver(takeReports())
        if reducingMotion { finishMotionExceptDrags() }
        // Motion a delegate asked for while hearing of a selection (a dependent column spinning
        // to its first row) starts now, in the frame that reported the selection.
        var moving = false
        for index in columns.indices where columns[index].wheel.advance(now: now) { moving = true }
        return moving
    }

    /// What the components' motion asks of the frames after this one: whether any of them may
    /// draw differently (a component still to cross a line), and otherwise the time the last
    /// quiet spin ends (see ``WheelModel/quietSpinEnd(rowHeight:)``), when a frame must come
    /// again to bring it to rest and deliver its selection; nil when nothing moves.
    func frameNeed() -> (drawsChange: Bool, quietUntil: Double?) {
        var quietUntil: Double?
        for column in columns where column.wheel.isAnimating {
            guard let end = column.wheel.quietSpinEnd(rowHeight: column.rowHeight) else { return (true, nil) }
            quietUntil = max(quietUntil ?? end, end)
        }
        return (false, quietUntil)
    }

    /// Lands every spin and fling where it was going; a wheel the pointer holds keeps following it.
    private func finishMotionExceptDrags() {
        for index in columns.indices where !columns[index].wheel.isDragging { columns[index].wheel.finishMotion() }
    }

    /// The settled user selections not yet delivered, in component order.
    private func takeReports(except skipped: Int? = nil) -> [PickerSelection] {
        // A loop, not `compactMap`: asked every frame, mostly with nothing to report.
        var reports: [PickerSelection] = []
        for component in columns.indices where component != skipped {
            if let row = columns[component].wheel.takeUserSelection() {
                reports.append(PickerSelection(row: row, component: component))
            }
        }
        return reports
    }

    /// Tells the delegate, `onSelect` and the `selections` sequences. Called after the reports
    /// were collected, so the callbacks may reload or reshape the picker.
    private func deliver(_ reports: [PickerSelection]) {
        for report in reports where report.component < columns.count {
            delegate?.pickerView(picker, didSelectRow: report.row, inComponent: report.component)
            onSelect?(report.row, report.component)
            for continuation in selectionContinuations.values {
                continuation.yield(report)
                listenersHeard = true
            }
        }
    }

    /// Asks the run for a frame when a `selections` stream was handed a selection. The task that
    /// iterates the stream runs only after the loop's call returns, so what it changes (a label
    /// showing the selection) is drawn by a frame asked for now, which the loop draws after
    /// letting the main actor's waiting tasks run — not by the next key, which may never come.
    func requestFrameForListeners(_ context: RunContext) {
        guard listenersHeard else { return }
        listenersHeard = false
        context.setNeedsDisplay()
    }

    /// A choice made outside the wheels (the accessible line form): selects the row and tells
    /// the delegate and the listeners, as a user's gesture that settled there would.
    func choose(_ row: Int, inComponent component: Int) {
        guard columns.indices.contains(component), row != selectedRow(component) else { return }
        columns[component].wheel.select(row, animated: false)
        deliver([PickerSelection(row: row, component: component)])
    }

    /// Selections as they settle after user gestures, as an async sequence.
    var selections: AsyncStream<PickerSelection> {
        let id = nextContinuationID
        nextContinuationID += 1
        return AsyncStream { continuation in
            selectionContinuations[id] = continuation
            continuation.onTermination = { [weak self] _ in
                Task { @MainActor in self?.selectionContinuations[id] = nil }
            }
        }
    }

    /// Sets the viewport a component's rubber band uses (rows visible along the wheel).
    func setViewport(_ rows: Double, forComponent component: Int) {
        guard columns.indices.contains(component) else { return }
        columns[component].wheel.viewportRows = max(1, rows)
    }

    /// A component's wheel as it stands (for drawing).
    func wheel(_ component: Int) -> WheelModel { columns[component].wheel }

    /// A component's row height in lines.
    func rowHeight(_ component: Int) -> Int { columns[component].rowHeight }
}
