import PickerCore
import Terminal

/// The compact picker that fits into a form: one line tall (or three, with a rounded border,
/// looking like a text field) showing the selected value between two arrows, `◀ March ▶`, with
/// its neighbours beside it when the width allows: at rest each neighbour is shown whole or not at
/// all, so no scrap of one cut by the edge passes for a value.
///
/// ```swift
/// let month = MiniPicker(components: [months])
/// month.setCyclic(true, forComponent: 0)
/// month.onSelect = { row, _ in print(months[row]) }
/// ```
///
/// A mini picker shows the components and rows of a ``PickerView`` — its ``pickerView``, which
/// is never drawn — so it takes the same data source and delegate, and keeps the picker's rules:
/// the data source and delegate are held weakly and asked with ``pickerView`` as their
/// `pickerView` argument; `didSelectRow` and ``onSelect`` fire once when a user's gesture settles
/// on a new row and never for ``selectRow(_:inComponent:animated:)``. Titles are shown (styled
/// titles as plain text), or the delegate's custom cells (``PickerCell``), each in its slot on the
/// ribbon, as tall as the delegate's row height (the picker grows to the tallest). A component's
/// values are as wide as the delegate's `widthForComponent`, or else as the widest of its first
/// 256 titles and its last one.
///
/// Each component is a ribbon of values lying on its side (a `WheelModel`, one row per value)
/// that slides under the arrows. Several components sit side by side, separated by a divider.
/// Keys: Left/Right (and Up/Down) step, PgUp/PgDn step ``pageSize`` values, Home/End go to the
/// ends, typing jumps to the first value that starts with what was typed (j and k are letters
/// like any other), Tab/Shift-Tab move to the next or previous component. Mouse: a click
/// on an arrow steps, a click on a neighbour brings it to the middle, the wheel steps, and a
/// horizontal drag scrolls the ribbon and lets it fling on with momentum, snapping to a value;
/// past the ends of a component that does not wrap, a rubber band holds it back.
///
/// This file holds the API and the geometry; drawing is in `MiniPicker+Rendering.swift`, keys
/// and the mouse in `MiniPicker+Input.swift`.
@MainActor
public final class MiniPicker: Widget {
    /// The picker whose components, rows, selections and delegate calls this mini picker shows.
    /// It is never drawn; use it for what this type does not forward (`selections`,
    /// `rowSize(forComponent:)` …).
    public let pickerView: PickerView
    /// Whether the picker is drawn in a rounded box three lines tall, like a text field.
    public var isBordered: Bool
    /// The values PgUp and PgDn move.
    public var pageSize = 10

    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { isUserInteractionEnabled && model.count > 0 }

    /// The components this mini picker draws: ``pickerView``'s model.
    var model: PickerComponents { pickerView.model }
    /// The press, drag and fling of the pointer on a ribbon.
    var gesture = WheelGesture(axis: .horizontal)
    /// The measured width of each component's values, with the row count it was measured at.
    private var measuredWidths: [Int: (rowCount: Int, width: Int)] = [:]

    /// The titles measured to size a component whose delegate gives no width.
    static let measuredRows = 256

    /// Creates a mini picker over `pickerView` (a new, empty one by default: set ``dataSource``
    /// and ``delegate``, as with a `PickerView`).
    public init(pickerView: PickerView = PickerView(), isBordered: Bool = false) {
        self.pickerView = pickerView
        self.isBordered = isBordered
    }

    /// Creates a mini picker that shows one component per array, with its own data source.
    public convenience init(components: [[String]], isBordered: Bool = false) {
        self.init(pickerView: PickerView(components: components), isBordered: isBordered)
    }

    // MARK: Data

    /// Supplies the number of components and rows (held weakly; setting it reloads).
    public var dataSource: PickerViewDataSource? {
        get { model.dataSource }
        set {
            model.dataSource = newValue
            measuredWidths = [:]
        }
    }

    /// Supplies titles and widths, and hears about selections (held weakly; setting it reloads).
    public var delegate: PickerViewDelegate? {
        get { model.delegate }
        set {
            model.delegate = newValue
            measuredWidths = [:]
        }
    }

    /// When false the mini picker ignores keys and the mouse.
    public var isUserInteractionEnabled = true

    /// Called after the delegate when the user's gesture settles on a new row: (row, component).
    public var onSelect: ((_ row: Int, _ component: Int) -> Void)? {
        get { model.onSelect }
        set { model.onSelect = newValue }
    }

    /// The number of components.
    public var numberOfComponents: Int { model.count }

    /// Re-asks the data source and delegate about every component (and measures again).
    public func reloadAllComponents() {
        measuredWidths = [:]
        model.reloadAllComponents()
    }

    /// Re-asks the data source and delegate about one component (and measures it again).
    public func reloadComponent(_ component: Int) {
        measuredWidths[component] = nil
        model.reloadComponent(component)
    }

    /// Makes a component wrap around: after its last value comes its first again.
    public func setCyclic(_ isCyclic: Bool, forComponent component: Int) {
        model.setCyclic(isCyclic, forComponent: component)
    }

    /// The selected row of a component, or -1 when it has no rows.
    public func selectedRow(inComponent component: Int) -> Int {
        model.selectedRow(component)
    }

    /// Brings `row` between the arrows, sliding there (from the next frame) when `animated`.
    /// Does not call the delegate.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        model.selectRow(row, inComponent: component, animated: animated)
    }

    /// The selected titles, one per component.
    public var selectedTitles: [String] { pickerView.selectedTitles }

    /// The component that keys go to.
    public var focusedComponent: Int { model.focusedComponent }

    /// The accessible form of the picker this one shows: a question per component, named by its
    /// ``PickerView/componentLabels`` or the accessibility delegate.
    public var lineForm: LineForm? { pickerView.lineForm }

    /// Moves the keyboard focus to a component.
    public func focusComponent(_ component: Int) {
        model.focus(component)
    }

    // MARK: Motion

    public func advance(context: RunContext) -> Bool {
        let moving = model.advance(now: context.now)
        model.requestFrameForListeners(context)
        return moving
    }

    public func settle() {
        gesture.cancel()
        model.settle()
    }

    public func settle(context: RunContext) {
        settle()
        model.requestFrameForListeners(context)
    }

    // MARK: Geometry

    /// The columns a component's values take between the arrows.
    func valueWidth(_ component: Int) -> Int {
        if let width = model.askedWidth(component) {
            return max(1, width)
        }
        let rows = model.rowCount(component)
        if let measured = measuredWidths[component], measured.rowCount == rows { return measured.width }
        var width = 1
        let sample = min(rows, Self.measuredRows)
        for row in 0..<sample {
            width = max(width, model.title(row: row, component: component).displayWidth)
        }
        if rows > sample {
            width = max(width, model.title(row: rows - 1, component: component).displayWidth)
        }
        measuredWidths[component] = (rows, width)
        return width
    }

    /// None: a ribbon takes any width, and the room beyond ``preferredWidth`` shows more of the
    /// neighbours.
    public var intrinsicWidth: Int? { nil }

    /// The width the components ask for: each value with its arrows, the dividers, and the box.
    public var preferredWidth: Int {
        let count = model.count
        // Loops rather than closures here and below: these run several times a frame, and each
        // closure of a main-actor widget checks its executor when called.
        var values = 0
        for component in 0..<count { values += valueWidth(component) + Lane.arrowColumns }
        return values + Self.dividerColumns * max(0, count - 1) + (isBordered ? Self.boxColumns : 0)
    }

    public func preferredHeight(forWidth width: Int) -> Int { valueHeight + (isBordered ? 2 : 0) }

    /// The lines a value takes: one for a title, or the tallest row the delegate asks for (a
    /// custom cell, such as a bordered label, three lines tall).
    var valueHeight: Int {
        var height = 1
        for component in 0..<model.count { height = max(height, model.rowHeight(component)) }
        return height
    }

    /// The lines values are drawn on: the frame, or inside the box.
    var valueArea: Rect {
        showsBox ? Rect(x: frame.x + 1, y: frame.y + 1, width: frame.width - 2, height: frame.height - 2) : frame
    }

    /// The columns a box adds: a border and a space on each side.
    static let boxColumns = 4
    /// The columns between two components: a divider with a space on each side.
    static let dividerColumns = 3

    /// Whether the box is drawn: asked for, and there is room for it.
    var showsBox: Bool { isBordered && frame.height >= valueHeight + 2 && frame.width >= Self.boxColumns }

    /// The line the values are drawn on.
    var valueRow: Int { frame.y + (frame.height - 1) / 2 }

    /// Where one component is drawn on the value line.
    struct Lane {
        /// The columns of the component (between its dividers).
        var rect: Rect
        /// The first column of the value between the arrows.
        var slotX: Int
        /// The columns of the value between the arrows.
        var slotWidth: Int
        /// The columns from one value to the next on the ribbon.
        var pitch: Int
        /// Whether the arrows are drawn (there is room for them).
        var hasArrows: Bool

        /// The columns an arrow and its space take on both sides of a value.
        static let arrowColumns = 4

        /// The highlighted columns: the value and, with the arrows, a space on each side.
        var band: Range<Int> {
            hasArrows ? (slotX - 1)..<(slotX + slotWidth + 1) : slotX..<(slotX + slotWidth)
        }

        /// The column of the left arrow.
        var leftArrow: Int { slotX - 2 }
        /// The column of the right arrow.
        var rightArrow: Int { slotX + slotWidth + 1 }

        /// Lays out a value `valueWidth` wide in `rect`: arrows hug the value in the middle, and
        /// the rest of the width shows the neighbours.
        init(rect: Rect, valueWidth: Int) {
            self.rect = rect
            let width = rect.width
            if width >= valueWidth + Self.arrowColumns {
                slotWidth = valueWidth
                slotX = rect.x + (width - valueWidth - Self.arrowColumns) / 2 + 2
                hasArrows = true
            } else if width > Self.arrowColumns {
                slotWidth = width - Self.arrowColumns
                slotX = rect.x + 2
                hasArrows = true
            } else {
                slotWidth = width
                slotX = rect.x
                hasArrows = false
            }
            pitch = max(1, slotWidth + (hasArrows ? 3 : 1))
        }
    }

    /// The column of the divider before a lane (not the first).
    static func dividerColumn(before lane: Lane) -> Int { lane.rect.x - 1 - dividerColumns / 2 }

    /// The lanes of the components, left to right, inside the box when there is one.
    func lanes() -> [Lane] {
        let count = model.count
        guard count > 0 else { return [] }
        let inner = showsBox ? frame.insetBy(dx: Self.boxColumns / 2, dy: 0) : frame
        let row = valueRow
        let available = max(0, inner.width - Self.dividerColumns * (count - 1))
        var values: [Int] = []
        var natural: [Int] = []
        var total = 0
        for component in 0..<count {
            let value = valueWidth(component)
            values.append(value)
            natural.append(value + Lane.arrowColumns)
            total += value + Lane.arrowColumns
        }
        var widths: [Int]
        if total <= available {
            // Room to spare: every component shows more of its neighbours.
            let extra = available - total
            widths = natural
            for index in widths.indices { widths[index] += extra / count + (index < extra % count ? 1 : 0) }
        } else {
            widths = natural.map { $0 * available / max(1, total) }
            var left = available - widths.reduce(0, +)
            for index in widths.indices where left > 0 {
                widths[index] += 1
                left -= 1
            }
        }
        var x = inner.x
        var lanes: [Lane] = []
        lanes.reserveCapacity(count)
        for (width, value) in zip(widths, values) {
            lanes.append(Lane(rect: Rect(x: x, y: row, width: width, height: 1), valueWidth: value))
            x += width + Self.dividerColumns
        }
        return lanes
    }
}
