import PickerKit

/// UIKit's spinning wheel, drawn by PickerKit's ``PickerView``: a weak `dataSource` and
/// `delegate` with UIKit's signatures (``UIPickerViewDataSource``, ``UIPickerViewDelegate``),
/// components and rows, and UIKit's members.
@MainActor
open class UIPickerView: UIView {
    /// Supplies the components and rows; held weakly, as in UIKit. Setting it reloads.
    open weak var dataSource: UIPickerViewDataSource? {
        didSet {
            picker.dataSource = bridge  // asked again when next needed
            invalidateIntrinsicContentSize()
        }
    }
    /// Supplies titles, views and sizes, and hears about selections; held weakly. Setting it
    /// reloads.
    open weak var delegate: UIPickerViewDelegate? {
        didSet {
            picker.delegate = bridge
            invalidateIntrinsicContentSize()
        }
    }
    /// When false the selection band is drawn as a plain row (a focused picker still shows its
    /// band, so the keyboard's place is never lost).
    open var showsSelectionIndicator = true {
        didSet { setNeedsDisplay() }
    }
    /// The PickerKit picker that draws this one: for what only the terminal has
    /// (`setCyclic(_:forComponent:)`, `spin(toRow:inComponent:turns:duration:)`, a ``Prompt``).
    public let terminalPickerView: PickerView
    private var picker: PickerView { terminalPickerView }
    private let bridge: PickerBridge
    /// Set by a delegate method's default implementation: the delegate gave no answer of its own.
    var delegateDefaulted = false
    /// The views of the rows drawn in the last frame, by component and row.
    var visibleRowViews: [Int: [Int: UIView]] = [:]

    /// Creates a picker at `frame`.
    public override init(frame: CGRect) {
        terminalPickerView = PickerView()
        bridge = PickerBridge()
        super.init(frame: frame)
        bridge.owner = self
        terminalPickerView.dataSource = bridge
        terminalPickerView.delegate = bridge
    }

    /// Creates a picker as a storyboard does (the coder is not read).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    open override var isUserInteractionEnabled: Bool {
        didSet { picker.isUserInteractionEnabled = isUserInteractionEnabled }
    }

    override var content: Widget? { picker }

    override func contentTheme(_ theme: Theme) -> Theme {
        guard !showsSelectionIndicator else { return theme }
        var plain = theme
        plain.band = theme.rowsByDistance.first ?? Style()
        return plain
    }

    /// Asks `body` about the delegate, and whether it answered with a default implementation.
    func askDelegate<T>(_ body: (UIPickerViewDelegate) -> T) -> (answer: T, defaulted: Bool)? {
        guard let delegate else { return nil }
        delegateDefaulted = false
        let answer = body(delegate)
        defer { delegateDefaulted = false }
        return (answer, delegateDefaulted)
    }

    // MARK: UIKit's members

    /// The number of components, as last answered by the data source.
    open var numberOfComponents: Int { picker.numberOfComponents }

    /// The number of rows of a component, as last answered by the data source.
    open func numberOfRows(inComponent component: Int) -> Int { picker.numberOfRows(inComponent: component) }

    /// The size of a component's rows in points.
    open func rowSize(forComponent component: Int) -> CGSize {
        let size = picker.rowSize(forComponent: component)
        return TerminalPoints.size(columns: size.width, lines: size.height)
    }

    /// The view the delegate gave for a row on screen, or nil (a row out of sight, or titles).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        visibleRowViews[component]?[row]
    }

    /// Re-asks the data source and delegate about every component, left to right; while it asks
    /// about a component, those before it already answer with their new rows (see
    /// `PickerView.reloadAllComponents()`).
    open func reloadAllComponents() {
        picker.reloadAllComponents()
        invalidateIntrinsicContentSize()
    }

    /// Re-asks the data source and delegate about one component, keeping its selection (clamped
    /// to its new rows).
    open func reloadComponent(_ component: Int) {
        picker.reloadComponent(component)
        invalidateIntrinsicContentSize()
    }

    /// Brings `row` into the band, spinning there when `animated`; the delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        picker.selectRow(row, inComponent: component, animated: animated)
        setNeedsDisplay()
    }

    /// The selected row of a component, or -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int { picker.selectedRow(inComponent: component) }

    /// Lines in UIKit's standard picker height of 216 points: 13 (208 points), the nearest odd
    /// number, so the band sits in the middle.
    public static let standardLines = 13

    /// The size that shows every component at its asked width (the width offered when they share
    /// it), ``standardLines`` high (or the tallest row, when taller).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let columns = picker.preferredWidth ?? TerminalPoints.columns(size.width)
        return TerminalPoints.size(columns: columns, lines: naturalLines)
    }

    /// The width every component asks for, with their separators (none when a component shares
    /// the width), by ``standardLines`` (or the tallest row, when taller).
    open override var intrinsicContentSize: CGSize {
        let height = CGFloat(naturalLines) * TerminalPoints.perLine
        guard let columns = picker.preferredWidth else { return CGSize(width: Self.noIntrinsicMetric, height: height) }
        return CGSize(width: CGFloat(columns) * TerminalPoints.perColumn, height: height)
    }

    /// ``standardLines``, or the tallest row when taller.
    private var naturalLines: Int {
        let tallest = (0..<picker.numberOfComponents).map { picker.rowSize(forComponent: $0).height }.max() ?? 1
        return max(Self.standardLines, tallest)
    }

    override func prepareToRender() {
        visibleRowViews = [:]
    }
}

/// Answers PickerKit's questions by asking the UIKit data source and delegate, converting points
/// to cells, attributed strings to styled cells and views to cells. For each question it asks
/// UIKit's signature first, then the near misses (Swift 2's labels, results that are not
/// optional): the first method the delegate implements answers.
@MainActor
final class PickerBridge: PickerViewDataSource, PickerViewAccessibilityDelegate {
    weak var owner: UIPickerView?

    /// The answer of the first of `asks` that the delegate implements, or nil.
    private func answer<T>(_ asks: [(UIPickerViewDelegate, UIPickerView) -> T]) -> T? {
        guard let owner else { return nil }
        for ask in asks {
            if let asked = owner.askDelegate({ ask($0, owner) }), !asked.defaulted { return asked.answer }
        }
        return nil
    }

    func numberOfComponents(in pickerView: PickerView) -> Int {
        guard let owner else { return 0 }
        return owner.dataSource?.numberOfComponents(in: owner) ?? 0
    }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        guard let owner else { return 0 }
        return owner.dataSource?.pickerView(owner, numberOfRowsInComponent: component) ?? 0
    }

    /// The delegate's plain title of a row.
    private func title(row: Int, component: Int) -> String? {
        answer([
            { $0.pickerView($1, titleForRow: row, forComponent: component) as String? },
            { $0.pickerView(pickerView: $1, titleForRow: row, forComponent: component) as String? },
            { Optional($0.pickerView($1, titleForRow: row, forComponent: component) as String) },
            { Optional($0.pickerView(pickerView: $1, titleForRow: row, forComponent: component) as String) },
        ]) ?? nil
    }

    /// The delegate's attributed title of a row.
    private func attributedTitle(row: Int, component: Int) -> NSAttributedString? {
        answer([
            { $0.pickerView($1, attributedTitleForRow: row, forComponent: component) as NSAttributedString? },
            { $0.pickerView(pickerView: $1, attributedTitleForRow: row, forComponent: component) },
            { Optional($0.pickerView($1, attributedTitleForRow: row, forComponent: component) as NSAttributedString) },
        ]) ?? nil
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        attributedTitle(row: row, component: component)?.string ?? title(row: row, component: component)
    }

    func pickerView(
        _ pickerView: PickerView, cellForRow row: Int, forComponent component: Int, reusing cell: PickerCell?
    ) -> PickerCell? {
        guard let owner else { return nil }
        let spare = cell as? RowViewCell
        if let view = answer([
            { $0.pickerView($1, viewForRow: row, forComponent: component, reusing: spare?.rowView) },
            { $0.pickerView(pickerView: $1, viewForRow: row, forComponent: component, reusingView: spare?.rowView) },
        ]) {
            let made = spare ?? RowViewCell()
            made.rowView = view
            made.attributed = nil
            made.owner = owner
            return made
        }
        if let attributed = attributedTitle(row: row, component: component) {
            let made = spare ?? RowViewCell()
            made.rowView = nil
            made.attributed = attributed.styledText
            made.owner = owner
            return made
        }
        return nil
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Int? {
        guard
            let width = answer([
                { $0.pickerView($1, widthForComponent: component) },
                { $0.pickerView(pickerView: $1, widthForComponent: component) },
            ]), width > 0
        else { return nil }
        return max(1, TerminalPoints.columns(width))
    }

    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Int {
        guard
            let height = answer([
                { $0.pickerView($1, rowHeightForComponent: component) },
                { $0.pickerView(pickerView: $1, rowHeightForComponent: component) },
            ]), height > 0
        else { return 1 }
        return max(1, TerminalPoints.lines(height))
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        _ = answer([
            { $0.pickerView($1, didSelectRow: row, inComponent: component) },
            { $0.pickerView(pickerView: $1, didSelectRow: row, inComponent: component) },
        ])
    }

    func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? {
        answer([
            { ($0 as? UIPickerViewAccessibilityDelegate)?.pickerView($1, accessibilityLabelForComponent: component) },
            {
                ($0 as? UIPickerViewAccessibilityDelegate)?.pickerView(
                    pickerView: $1, accessibilityLabelForComponent: component)
            },
        ]) ?? nil
    }

    func pickerView(_ pickerView: PickerView, accessibilityHintForComponent component: Int) -> String? {
        answer([
            { ($0 as? UIPickerViewAccessibilityDelegate)?.pickerView($1, accessibilityHintForComponent: component) },
            {
                ($0 as? UIPickerViewAccessibilityDelegate)?.pickerView(
                    pickerView: $1, accessibilityHintForComponent: component)
            },
        ]) ?? nil
    }
}

/// A picker row drawn by a view the delegate gave, or by an attributed title: colours and
/// attributes laid over the row's own style, so the band still shows behind them.
@MainActor
final class RowViewCell: PickerCell {
    var rowView: UIView?
    var attributed: StyledText?
    weak var owner: UIPickerView?

    func render(in rect: Rect, into screen: inout Screen, context: PickerCellContext) {
        if let rowView {
            owner?.visibleRowViews[context.component, default: [:]][context.row] = rowView
            var style = context.style
            if context.distance > 0 { style.attributes.insert(.dim) }
            rowView.frame.size = TerminalPoints.size(columns: rect.width, lines: rect.height)
            rowView.layoutIfNeeded()
            rowView.drawAsCell(in: rect, into: &screen, clip: context.clip, style: style, theme: context.theme)
        } else if let attributed {
            drawTitle(attributed, in: rect, into: &screen, context: context)
        }
    }

    private func drawTitle(_ text: StyledText, in rect: Rect, into screen: inout Screen, context: PickerCellContext) {
        let line = rect.y + (rect.height - 1) / 2
        guard line >= context.clip.y, line < context.clip.maxY, rect.width > 2 else { return }
        var column = rect.x + 1 + max(0, (rect.width - 2 - text.displayWidth) / 2)
        let end = rect.maxX - 1
        for run in text.runs where column < end {
            var style = context.style
            if let own = run.style {
                if own.foreground != .default { style.foreground = own.foreground }
                if own.background != .default { style.background = own.background }
                style.attributes.formUnion(own.attributes)
            }
            column += screen.put(run.text, column: column, row: line, limit: end - column, style: style)
        }
    }
}
