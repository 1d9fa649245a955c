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
/// Like every widget, and as UIKit's views, it lives on the main actor: make it, set it up and
/// show it from `@MainActor` code. The top level of `main.swift` is; elsewhere, mark the
/// function `@MainActor` (or do the work inside `await MainActor.run { … }`). In a plain
/// `async` function the compiler refuses each call ("main actor-isolated initializer
/// 'init(components:widths:visibleRows:)' cannot be called from outside of the actor"). The
/// Getting Started article shows both fixes.
///
/// This file holds the view's API; drawing is in `PickerView+Rendering.swift`, keys and the
/// mouse in `PickerView+Input.swift`.
@MainActor
public final class PickerView: Widget {
    /// The components: data-source answers, wheels, focus, and the delivery of selections. A
    /// ``MiniPicker`` over this picker draws the same model.
    private(set) lazy var model = PickerComponents(picker: self)

    /// Supplies the number of components and rows. Held weakly, as in UIKit; setting it reloads.
    public var dataSource: PickerViewDataSource? {
        get { model.dataSource }
        set { model.dataSource = newValue }
    }
    /// Supplies titles, cells and sizes, and hears about selections. Held weakly; setting it
    /// reloads.
    public var delegate: PickerViewDelegate? {
        get { model.delegate }
        set { model.delegate = newValue }
    }
    /// When false the picker ignores keys and the mouse, but still animates programmatic changes.
    public var isUserInteractionEnabled = true
    /// Visible lines of the wheel, at least one: the band is in the middle, or with an even
    /// number of lines one line above it.
    public var visibleRows: Int
    /// Whether a component the delegate gives no width takes the width of its titles (measured
    /// for components of up to 1,000 rows) instead of sharing the picker's width: a ``Prompt``
    /// shows a picker so, as wide as its content rather than the terminal.
    public var sizesComponentsToContent = false
    /// Where plain and styled titles sit in their component: centred as on iOS, or leading for
    /// long lists read down the left edge.
    public var titleAlignment: Alignment = .center
    /// Names of the components, left to right ("Hour", "Minute"): the accessible form asks for
    /// a component by its name, and a prompt's column labels show them. Where a name is missing
    /// or empty, the accessibility delegate's label (or "Column 1 of 2") is used.
    public var componentLabels: [String] = []
    /// Called after the delegate when the user's gesture settles on a new row: (row, component).
    public var onSelect: ((_ row: Int, _ component: Int) -> Void)? {
        get { model.onSelect }
        set { model.onSelect = newValue }
    }
    /// The component that keys go to.
    public var focusedComponent: Int { model.focusedComponent }

    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { isUserInteractionEnabled && model.count > 0 }

    /// The press, drag and fling of the pointer on the drum.
    var gesture = WheelGesture(axis: .vertical)
    /// The end of the quiet spin a timer is set for (see ``advance(context:)``), and the run it
    /// is set on. A timer is never cancelled: one whose spin was overtaken brings a frame that
    /// changes nothing, and a picker drawn again in a later run cannot cancel that run's timer
    /// of the same number.
    private var quietWake: (time: Double, run: ObjectIdentifier)?
    private var ownedSource: AnyObject?

    /// Creates an empty picker; set `dataSource` and `delegate`, as with UIPickerView.
    public init(visibleRows: Int = 7) {
        self.visibleRows = visibleRows
    }

    // MARK: Data

    /// The components' state, for drawing and tests.
    var columns: [PickerColumn] { model.columns }

    func loadIfNeeded() {
        model.loadIfNeeded()
    }

    /// The number of components, as last answered by the data source.
    public var numberOfComponents: Int { model.count }

    /// The number of rows of a component, as last answered by the data source.
    public func numberOfRows(inComponent component: Int) -> Int {
        model.rowCount(component)
    }

    /// Re-asks the data source and delegate about every component, left to right, keeping each
    /// selection (clamped to the component's new rows). As in UIKit, a component's new answers
    /// hold from the moment they are given: a data source asked about component 1 may read
    /// `selectedRow(inComponent: 0)` and `numberOfRows(inComponent: 0)` (row 0 of a component
    /// with rows it has never shown; -1 only for a component without rows).
    public func reloadAllComponents() {
        model.reloadAllComponents()
    }

    /// Re-asks the data source and delegate about one component: its row count and titles.
    /// Costs the same whatever the row count.
    public func reloadComponent(_ component: Int) {
        model.reloadComponent(component)
    }

    /// Makes a component wrap around: after its last row comes its first again.
    public func setCyclic(_ isCyclic: Bool, forComponent component: Int) {
        model.setCyclic(isCyclic, forComponent: component)
    }

    /// Whether a component wraps around.
    public func isCyclic(forComponent component: Int) -> Bool {
        model.isCyclic(component)
    }

    // MARK: Selection

    /// The selected row of a component, or -1 when it has no rows.
    public func selectedRow(inComponent component: Int) -> Int {
        model.selectedRow(component)
    }

    /// Brings `row` into the band, spinning there (from the next frame) when `animated`. Does not
    /// call the delegate.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        model.selectRow(row, inComponent: component, animated: animated)
    }

    /// Spins a component forward through `turns` whole turns and on to `row` over `duration`
    /// seconds (from the next frame), as a slot-machine reel. Does not call the delegate.
    public func spin(toRow row: Int, inComponent component: Int, turns: Int, duration: Double) {
        model.spin(toRow: row, inComponent: component, turns: turns, duration: duration)
    }

    /// Selections as they settle after user gestures, as an async sequence. Iterate it in a task
    /// on the main actor while the picker runs on an awaited `EventLoop` (or a prompt's
    /// `run() async`): each selection handed to it asks the run for a frame, drawn once the task
    /// has run, so a label the task sets shows the selection at once.
    public var selections: AsyncStream<PickerSelection> { model.selections }

    /// Moves the keyboard focus to a component.
    public func focusComponent(_ component: Int) {
        model.focus(component)
    }

    /// Brings every component to rest where it was going — spins and flings at their
    /// destinations, a drag let go on the nearest row — and delivers the `didSelectRow` calls
    /// that are due, in component order. Motion a delegate starts from inside a callback (a
    /// dependent column spinning to its first row) is settled too, so that a commit (Enter, a
    /// button) reads a picker that is whole.
    public func settle() {
        gesture.cancel()
        model.settle()
    }

    public func settle(context: RunContext) {
        settle()
        model.requestFrameForListeners(context)
    }

    /// Whether any component is still moving.
    public var isMoving: Bool { model.isMoving }

    /// Moves every component's motion on to `context.now` and delivers the selections that
    /// settled; a selection handed to ``selections`` asks for another frame, which shows what
    /// the task iterating it changed.
    ///
    /// Frames are asked for only while they may show something new. A spin whose every step left
    /// draws what this frame draws (a one-row key step, from its first frame) asks for none:
    /// a timer wakes the run when it ends, and that frame brings it to rest and delivers its
    /// selection, as the last of the frames would have.
    public func advance(context: RunContext) -> Bool {
        let moving = model.advance(now: context.now, reducingMotion: context.reducesMotion)
        model.requestFrameForListeners(context)
        guard moving else { return false }
        let need = model.frameNeed()
        guard !need.drawsChange, let end = need.quietUntil else { return true }
        let run = ObjectIdentifier(context)
        if let wake = quietWake, wake.time == end, wake.run == run { return false }
        context.after(end - context.now) { [weak self] in self?.quietWake = nil }
        quietWake = (end, run)
        return false
    }

    // MARK: Layout

    /// The size of a component's rows: its width in columns and its row height in lines, from the
    /// delegate (the width shares the space when the delegate gives none).
    public func rowSize(forComponent component: Int) -> (width: Int, height: Int) {
        guard model.contains(component) else { return (0, 0) }
        let rects = componentRects()
        return (rects.indices.contains(component) ? rects[component].width : 0, model.rowHeight(component))
    }

    public var intrinsicWidth: Int? { preferredWidth }

    /// The width the components ask for, with their separators, or nil when any of them shares
    /// the space left.
    public var preferredWidth: Int? {
        let count = model.count
        var total = max(0, count - 1)
        for component in 0..<count {
            guard let width = width(of: component) else { return nil }
            total += width
        }
        return total
    }

    /// The width a component takes: the delegate's, else with ``sizesComponentsToContent`` its
    /// titles'; nil to share the space left.
    private func width(of component: Int) -> Int? {
        model.askedWidth(component) ?? (sizesComponentsToContent ? model.contentWidth(component) : nil)
    }

    /// The most lines a picker asks for, whatever `visibleRows` says.
    public static let maximumVisibleRows = 10_000

    public func preferredHeight(forWidth width: Int) -> Int {
        loadIfNeeded()
        return min(Self.maximumVisibleRows, max(visibleRows, bandHeight, 1))
    }

    /// The height of the selection band: the tallest row.
    var bandHeight: Int {
        // A loop over the model's columns, not a map of a copy: asked on every frame.
        var tallest: Int?
        for column in model.columns where column.rowHeight > tallest ?? .min { tallest = column.rowHeight }
        return tallest ?? 1
    }

    /// The rectangles of the components inside `frame`, separated by one column.
    func componentRects() -> [Rect] {
        let count = model.count
        guard count > 0 else { return [] }
        let available = max(0, frame.width - (count - 1))
        // Loops, not `map` and `reduce`: this runs on every frame, and each call of a closure of
        // a main-actor type checks its executor.
        var widths: [Int?] = []
        widths.reserveCapacity(count)
        var fixed = 0
        for component in 0..<count {
            let width = width(of: component).map { max(1, $0) }
            widths.append(width)
            fixed += width ?? 0
        }
        var used = fixed
        if fixed > available {  // scale the asked widths down to fit
            used = 0
            for index in widths.indices {
                guard let width = widths[index] else { continue }
                widths[index] = max(1, width * available / max(1, fixed))
                used += widths[index] ?? 0
            }
        }
        var flexible = 0
        for width in widths where width == nil { flexible += 1 }
        let share = flexible > 0 ? max(0, available - used) / flexible : 0
        var extra = flexible > 0 ? max(0, available - used) - share * flexible : 0
        var x = frame.x
        var rects: [Rect] = []
        rects.reserveCapacity(count)
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
        model.title(row: row, component: component)
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
