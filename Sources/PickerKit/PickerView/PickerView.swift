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
/// gesture settles on a new row and never for `selectRow(_:inComponent:animated:)`.
@MainActor
public final class PickerView: Widget {
    /// Supplies the number of components and rows. Held weakly, as in UIKit.
    public weak var dataSource: PickerViewDataSource?
    /// Supplies titles, cells and sizes, and hears about selections. Held weakly.
    public weak var delegate: PickerViewDelegate?
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
    public private(set) var focusedComponent = 0

    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { isUserInteractionEnabled && !models.isEmpty }

    private var models: [WheelModel] = []
    private var cyclic: Set<Int> = []
    private var rowHeights: [Int] = []
    private var titleCache: [[Int: StyledText]] = []
    private var visibleCells: [[Int: PickerCell]] = []
    private var spareCells: [[PickerCell]] = []
    private var typeAhead = TypeAhead()
    private var press: (component: Int, line: Int, lastLine: Int, dragging: Bool)?
    private var lastNow = MonotonicClock.now()
    private var loaded = false
    private var ownedSource: AnyObject?
    private var selectionContinuations: [Int: AsyncStream<PickerSelection>.Continuation] = [:]
    private var nextContinuationID = 0

    /// Creates an empty picker; set `dataSource` and `delegate`, as with UIPickerView.
    public init(visibleRows: Int = 7) {
        self.visibleRows = visibleRows
    }

    // MARK: Data

    private func loadIfNeeded() {
        if !loaded { reloadAllComponents() }
    }

    /// The number of components, as last answered by the data source.
    public var numberOfComponents: Int {
        loadIfNeeded()
        return models.count
    }

    /// The number of rows of a component, as last answered by the data source.
    public func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return models.indices.contains(component) ? models[component].rowCount : 0
    }

    /// Re-asks the data source and delegate about every component, keeping selections where the
    /// rows still exist.
    public func reloadAllComponents() {
        loaded = true
        let count = dataSource?.numberOfComponents(in: self) ?? 0
        var newModels: [WheelModel] = []
        for component in 0..<max(0, count) {
            let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
            if component < models.count {
                var model = models[component]
                model.reload(rowCount: rows)
                newModels.append(model)
            } else {
                newModels.append(WheelModel(rowCount: rows, isCyclic: cyclic.contains(component)))
            }
        }
        models = newModels
        rowHeights = (0..<models.count).map { max(1, delegate?.pickerView(self, rowHeightForComponent: $0) ?? 1) }
        titleCache = Array(repeating: [:], count: models.count)
        recycleAllCells()
        focusedComponent = min(focusedComponent, max(0, models.count - 1))
    }

    /// Re-asks the data source and delegate about one component: its row count and titles.
    /// Costs the same whatever the row count.
    public func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard models.indices.contains(component) else { return }
        let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        models[component].reload(rowCount: rows)
        rowHeights[component] = max(1, delegate?.pickerView(self, rowHeightForComponent: component) ?? 1)
        titleCache[component] = [:]
        recycleCells(inComponent: component, keeping: [])
    }

    /// Makes a component wrap around: after its last row comes its first again.
    public func setCyclic(_ isCyclic: Bool, forComponent component: Int) {
        if isCyclic { cyclic.insert(component) } else { cyclic.remove(component) }
        if models.indices.contains(component) { models[component].isCyclic = isCyclic }
    }

    /// Whether a component wraps around.
    public func isCyclic(component: Int) -> Bool { cyclic.contains(component) }

    // MARK: Selection

    /// The selected row of a component, or -1 when it has no rows.
    public func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return models.indices.contains(component) ? models[component].selectedRow : -1
    }

    /// Brings `row` into the band, spinning there when `animated`. Does not call the delegate.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard models.indices.contains(component) else { return }
        lastNow = max(lastNow, MonotonicClock.now())
        models[component].select(row, animated: animated, now: lastNow)
    }

    /// The size of a component's rows: its width in columns and its row height in lines, from the
    /// delegate (the width shares the space when the delegate gives none).
    public func rowSize(forComponent component: Int) -> (width: Int, height: Int) {
        loadIfNeeded()
        guard models.indices.contains(component) else { return (0, 0) }
        let rects = componentRects()
        return (rects.indices.contains(component) ? rects[component].width : 0, rowHeights[component])
    }

    /// Selections as they settle after user gestures, as an async sequence.
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

    /// Spins a component forward through `turns` whole turns and on to `row` over `duration`
    /// seconds, as a slot-machine reel. Does not call the delegate.
    public func spin(toRow row: Int, inComponent component: Int, turns: Int, duration: Double) {
        loadIfNeeded()
        guard models.indices.contains(component) else { return }
        lastNow = max(lastNow, MonotonicClock.now())
        models[component].spin(to: row, turns: turns, duration: duration, now: lastNow)
    }

    /// Moves the keyboard focus to a component.
    public func focusComponent(_ component: Int) {
        loadIfNeeded()
        if models.indices.contains(component) { focusedComponent = component }
    }

    /// Ends every spin and fling at its destination now, reporting settled user selections as
    /// usual (so dependent columns are up to date before an answer is read). A drag in progress
    /// is let go first.
    public func settle() {
        for component in models.indices where models[component].isDragging {
            models[component].endDrag(now: lastNow)
        }
        press = nil
        _ = advance(now: lastNow + 3600)
    }

    /// Whether any component is still moving.
    public var isMoving: Bool { models.contains { $0.isAnimating } }

    // MARK: Layout

    private var bandHeight: Int { rowHeights.max() ?? 1 }

    /// The rectangles of the components inside `frame`, separated by one column.
    func componentRects() -> [Rect] {
        let count = models.count
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
            rects.append(Rect(x: x, y: frame.y, width: width, height: frame.height))
            x += width + 1
        }
        return rects
    }

    /// The width the components ask for, with their separators, or nil when any of them shares
    /// the space left.
    public var preferredWidth: Int? {
        loadIfNeeded()
        var total = max(0, models.count - 1)
        for component in models.indices {
            guard let width = delegate?.pickerView(self, widthForComponent: component) else { return nil }
            total += width
        }
        return total
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        loadIfNeeded()
        return max(visibleRows, bandHeight)
    }

    // MARK: Drawing

    /// The top line of the band.
    private var bandTop: Int { frame.y + (frame.height - bandHeight) / 2 }

    private func title(row: Int, component: Int) -> StyledText {
        if let cached = titleCache[component][row] { return cached }
        let text =
            delegate?.pickerView(self, styledTitleForRow: row, forComponent: component)
            ?? StyledText(delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "")
        if titleCache[component].count > 4096 { titleCache[component].removeAll(keepingCapacity: true) }
        titleCache[component][row] = text
        return text
    }

    public func render(into screen: inout Screen, theme: Theme) {
        loadIfNeeded()
        guard !frame.isEmpty else { return }
        let rects = componentRects()
        let band = Rect(x: frame.x, y: bandTop, width: frame.width, height: bandHeight)
        screen.fill(band, style: theme.band)
        for (component, rect) in rects.enumerated() {
            if component > 0 {
                let x = rect.x - 1
                for line in frame.y..<frame.maxY where line < band.y || line >= band.maxY {
                    screen.put("│", column: x, row: line, style: theme.separator)
                }
            }
            renderComponent(component, in: rect, into: &screen, theme: theme)
        }
    }

    private func renderComponent(_ component: Int, in rect: Rect, into screen: inout Screen, theme: Theme) {
        let model = models[component]
        let height = rowHeights[component]
        guard model.rowCount > 0, rect.width > 0 else {
            recycleCells(inComponent: component, keeping: [])
            return
        }
        let centre = model.displayCentre
        let shift = height > 1 ? Int((model.displayFraction * Double(height)).rounded(.towardZero)) : 0
        let centreTop = bandTop + (bandHeight - height) / 2 - shift
        let reach = (frame.height / height) / 2 + 2
        let focusedBand = isFocused && component == focusedComponent && isUserInteractionEnabled
        var shown: Set<Int> = []
        for distance in -reach...reach {
            let top = centreTop + distance * height
            let fullRect = Rect(x: rect.x, y: top, width: rect.width, height: height)
            let rowRect = fullRect.intersection(rect)
            guard !rowRect.isEmpty else { continue }
            let inBand = distance == 0
            let style =
                inBand ? (focusedBand ? theme.bandFocused : theme.band) : theme.rowStyle(distance: abs(distance))
            // Every line takes the style of its distance, blanks and empty lines too: a line keeps
            // its style as the wheel turns, so only the text changes, and the renderer re-writes
            // blanks in the pen it already has.
            screen.fill(rowRect, style: style)
            guard let row = model.row(at: distance, from: centre) else { continue }
            let context = PickerCellContext(
                row: row, component: component, distance: abs(distance), style: style, theme: theme, clip: rowRect)
            if let cell = cell(row: row, component: component) {
                shown.insert(row)
                cell.render(in: fullRect, into: &screen, context: context)
                continue
            }
            let text = title(row: row, component: component)
            let line = top + (height - 1) / 2
            guard line >= rect.y, line < rect.maxY else { continue }
            drawTitle(
                text, in: Rect(x: rect.x + 1, y: line, width: rect.width - 2, height: 1), style: style, into: &screen)
        }
        recycleCells(inComponent: component, keeping: shown)
    }

    private func drawTitle(_ text: StyledText, in rect: Rect, style: Style, into screen: inout Screen) {
        guard rect.width > 0 else { return }
        if text.runs.count == 1 {
            screen.put(text.runs[0].text, in: rect, alignment: titleAlignment, style: text.runs[0].style ?? style)
            return
        }
        let total = text.displayWidth
        let slack = max(0, rect.width - total)
        var column = rect.x
        switch titleAlignment {
        case .leading: break
        case .center: column += slack / 2
        case .trailing: column += slack
        }
        // Too wide: the runs share all but the last column, which shows "…".
        let fits = total <= rect.width
        let end = fits ? rect.maxX : rect.maxX - 1
        var lastStyle = style
        for run in text.runs where column < end {
            lastStyle = run.style ?? style
            column += screen.put(
                run.text, column: column, row: rect.y, limit: end - column, style: lastStyle, truncation: .clip)
        }
        if !fits { screen.put("…", column: end, row: rect.y, limit: 1, style: lastStyle) }
    }

    private func cell(row: Int, component: Int) -> PickerCell? {
        if let cell = visibleCells[component][row] { return cell }
        let spare = spareCells[component].popLast()
        guard let cell = delegate?.pickerView(self, cellForRow: row, forComponent: component, reusing: spare) else {
            if let spare { spareCells[component].append(spare) }
            return nil
        }
        visibleCells[component][row] = cell
        return cell
    }

    private func recycleCells(inComponent component: Int, keeping rows: Set<Int>) {
        guard visibleCells.indices.contains(component) else { return }
        for (row, cell) in visibleCells[component] where !rows.contains(row) {
            spareCells[component].append(cell)
            visibleCells[component][row] = nil
        }
        if spareCells[component].count > 16 { spareCells[component].removeFirst(spareCells[component].count - 16) }
    }

    private func recycleAllCells() {
        visibleCells = Array(repeating: [:], count: models.count)
        if spareCells.count != models.count { spareCells = Array(repeating: [], count: models.count) }
    }

    // MARK: Motion

    public func advance(now: Double) -> Bool {
        lastNow = max(lastNow, now)
        var moving = false
        for component in models.indices {
            if models[component].advance(now: now) { moving = true }
            if let row = models[component].takeUserSelection() {
                delegate?.pickerView(self, didSelectRow: row, inComponent: component)
                onSelect?(row, component)
                for continuation in selectionContinuations.values {
                    continuation.yield(PickerSelection(row: row, component: component))
                }
            }
        }
        return moving
    }

    // MARK: Input

    public func handle(_ event: InputEvent, now: Double) -> Bool {
        loadIfNeeded()
        lastNow = max(lastNow, now)
        guard isUserInteractionEnabled, !models.isEmpty else { return false }
        switch event {
        case .key(let key, let modifiers):
            return handleKey(key, modifiers, now: now)
        case .mouse(let mouse):
            return handleMouse(mouse, now: now)
        case .paste, .focus, .cursorPosition:
            return false
        }
    }

    /// Lines a page key moves.
    private var pageRows: Int {
        let height = rowHeights.indices.contains(focusedComponent) ? rowHeights[focusedComponent] : 1
        return max(1, frame.height / height - 1)
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers, now: Double) -> Bool {
        let component = focusedComponent
        let plain = modifiers.subtracting(.shift).isEmpty
        switch key {
        case .up where plain: models[component].step(by: -1, now: now)
        case .down where plain: models[component].step(by: 1, now: now)
        case .pageUp: models[component].step(by: -pageRows, now: now)
        case .pageDown: models[component].step(by: pageRows, now: now)
        case .home: models[component].jump(to: 0, now: now)
        case .end: models[component].jump(to: models[component].rowCount - 1, now: now)
        case .left where focusedComponent > 0: focusedComponent -= 1
        case .right where focusedComponent < models.count - 1: focusedComponent += 1
        case .tab where !modifiers.contains(.shift) && focusedComponent < models.count - 1:
            focusedComponent += 1
        case .tab where modifiers.contains(.shift) && focusedComponent > 0:
            focusedComponent -= 1
        case .character(let c) where modifiers.isEmpty || modifiers == .shift:
            return typeAheadKey(c, now: now)
        default:
            return false
        }
        if key != .left && key != .right && key != .tab { typeAhead.reset() }
        return true
    }

    /// j and k move like Down and Up unless a type-ahead prefix is being typed; every other
    /// printable character extends the prefix and jumps to the first row that starts with it.
    private func typeAheadKey(_ c: Character, now: Double) -> Bool {
        let component = focusedComponent
        if !typeAhead.isActive(now: now) && (c == "j" || c == "k") {
            models[component].step(by: c == "j" ? 1 : -1, now: now)
            return true
        }
        guard !c.isWhitespace || typeAhead.isActive(now: now) else { return false }
        let prefix = typeAhead.type(c, now: now)
        if let row = firstRow(matching: prefix, inComponent: component) {
            models[component].jump(to: row, now: now)
        }
        return true
    }

    /// The first row whose title starts with a folded prefix. Data sources that know their rows
    /// (`PickerRowSearching`) answer directly; otherwise titles are asked for, up to a bound so
    /// that a lazily served component of millions of rows never stalls a key press.
    private func firstRow(matching prefix: String, inComponent component: Int) -> Int? {
        if let searching = dataSource as? PickerRowSearching {
            return searching.pickerView(self, firstRowMatching: prefix, inComponent: component)
        }
        let count = min(models[component].rowCount, 100_000)
        for row in 0..<count
        where TextFolding.hasPrefix(title(row: row, component: component).plainText, foldedPrefix: prefix) {
            return row
        }
        return nil
    }

    private func component(atColumn column: Int) -> Int? {
        componentRects().firstIndex { column >= $0.x && column < $0.maxX }
    }

    private func handleMouse(_ mouse: MouseEvent, now: Double) -> Bool {
        switch (mouse.button, mouse.action) {
        case (.wheelUp, _), (.wheelDown, _):
            guard let component = component(atColumn: mouse.column) else { return false }
            models[component].step(by: mouse.button == .wheelUp ? -1 : 1, now: now)
            return true
        case (.left, .press):
            guard let component = component(atColumn: mouse.column) else { return false }
            focusedComponent = component
            press = (component, mouse.row, mouse.row, false)
            return true
        case (.left, .drag), (.none, .drag):
            guard var p = press else { return false }
            if !p.dragging {
                p.dragging = true
                models[p.component].beginDrag(now: now)
            }
            let delta = mouse.row - p.lastLine
            if delta != 0 {
                // Content follows the pointer: dragging down brings earlier rows into the band.
                models[p.component].drag(by: -Double(delta) / Double(rowHeights[p.component]), now: now)
            }
            p.lastLine = mouse.row
            press = p
            return true
        case (_, .release):
            guard let p = press else { return false }
            press = nil
            if p.dragging {
                models[p.component].endDrag(now: now)
            } else {
                let height = rowHeights[p.component]
                let centreTop = bandTop + (bandHeight - height) / 2
                let lines = mouse.row - centreTop
                let distance = lines >= 0 ? lines / height : -((-lines + height - 1) / height)
                if distance != 0 { models[p.component].step(by: distance, now: now) }
            }
            return true
        default:
            return false
        }
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

/// Data source and delegate over arrays of strings.
@MainActor
final class ArrayPickerSource: PickerViewDataSource, PickerViewDelegate {
    var components: [[String]]
    var widths: [Int?]

    init(components: [[String]], widths: [Int?]) {
        self.components = components
        self.widths = widths
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Int? {
        widths.indices.contains(component) ? widths[component] : nil
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { components.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        components[component].count
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        components[component][row]
    }
}
