import PickerKit

/// UIKit's stack view: its arranged subviews in a line along ``axis``, each as long as its
/// ``UIView/intrinsicContentSize`` asks, ``spacing`` apart, placed across the line by
/// ``alignment`` and sharing the length by ``distribution`` — a scene without Auto Layout in a few
/// lines:
///
/// ```swift
/// let scene = UIStackView(arrangedSubviews: [picker, button, UIView()])
/// scene.axis = .vertical
/// scene.alignment = .center
/// scene.spacing = 16
/// ```
///
/// The layout is made in whole cells (``TerminalPoints``) and stays inside the stack's bounds,
/// whatever their size (0×0 included): what does not fit is given no room, the last views first.
/// A hidden arranged view takes no space and no spacing. UIKit's rules for the space along the
/// axis hold where a terminal has them: with ``Distribution-swift.enum/fill``, length left over
/// goes to the first view without a natural length (a plain `UIView()` at the end keeps the others
/// at the top, as a storyboard's top constraint does), or else to the first view — the order
/// UIKit uses when the views' hugging priorities are equal, which a terminal does not have.
/// Text has one size of cell, so the baseline alignments align the cells' rows: first baselines
/// as ``Alignment-swift.enum/top``, last baselines as ``Alignment-swift.enum/bottom``.
///
/// As in UIKit, `removeArrangedSubview(_:)` leaves the view a subview (still drawn where it was):
/// `removeFromSuperview()` takes it away, and out of the arranged subviews too. The stack
/// draws nothing of its own but its `backgroundColor`.
@MainActor
open class UIStackView: UIView {
    /// How arranged views are placed across the axis, as UIKit's.
    public enum Alignment: Int, Sendable {
        /// As long as the stack across the axis.
        case fill
        /// At the leading edge (the top, in a horizontal stack), at their natural size.
        case leading
        /// With their first lines of text on one row: at the top, on a terminal.
        case firstBaseline
        /// In the middle, at their natural size.
        case center
        /// At the trailing edge (the bottom, in a horizontal stack), at their natural size.
        case trailing
        /// With their last lines of text on one row: at the bottom, on a terminal.
        case lastBaseline

        /// The top of a horizontal stack: ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom of a horizontal stack: ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// How arranged views share the length along the axis, as UIKit's.
    public enum Distribution: Int, Sendable {
        /// At their natural lengths; what is left over stretches one view (see ``UIStackView``),
        /// and a shortfall shrinks the last views first.
        case fill
        /// All as long as each other, filling the stack.
        case fillEqually
        /// In proportion to their natural lengths, filling the stack.
        case fillProportionally
        /// At their natural lengths, with the space left over shared out between them.
        case equalSpacing
        /// At their natural lengths, their centres equally far apart, the first at the start and
        /// the last at the end (never nearer than ``UIStackView/spacing``).
        case equalCentering
    }

    /// The views laid out, in order: subviews of the stack, though not every subview is one.
    public private(set) var arrangedSubviews: [UIView] = []

    /// The direction of the line: `.horizontal` (the default, as in UIKit) or `.vertical`.
    open var axis = NSLayoutConstraint.Axis.horizontal {
        didSet { arrangementChanged() }
    }
    /// Points between neighbouring views (whole cells, at least 0; 0 by default). With
    /// ``Distribution-swift.enum/equalSpacing`` and ``Distribution-swift.enum/equalCentering``,
    /// the least space between them.
    open var spacing: CGFloat = 0 {
        didSet { arrangementChanged() }
    }
    /// How views are placed across the axis; ``Alignment-swift.enum/fill`` by default.
    open var alignment = Alignment.fill {
        didSet { arrangementChanged() }
    }
    /// How views share the length along the axis; ``Distribution-swift.enum/fill`` by default.
    open var distribution = Distribution.fill {
        didSet { arrangementChanged() }
    }

    /// Creates a stack at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack of `views`, in order (each becomes a subview).
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates a stack as a storyboard does (the coder is not read).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Arranges `view` after the others, making it a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `stackIndex` (an index past the end is the end), making it a subview if
    /// it is not one; a view already arranged moves there.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        arrangementChanged()
    }

    /// Stops arranging `view`. It stays a subview, as in UIKit: `removeFromSuperview()` takes it
    /// away.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangementChanged()
    }

    override func subviewWillLeave(_ view: UIView) {
        removeArrangedSubview(view)
    }

    override func arrangedViewChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementChanged() }
    }

    /// Lays the stack out again, and tells a stack that holds it that its natural size changed.
    private func arrangementChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Sizes

    /// The arranged views' natural lengths along the axis, with the spacing between them, by the
    /// longest across it; ``UIView/noIntrinsicMetric`` in a direction where no view has a size.
    open override var intrinsicContentSize: CGSize {
        let natural = visibleViews.map(naturalCells)
        let along = natural.compactMap(\.along)
        let across = natural.compactMap(\.across).max()
        let alongPoints =
            along.isEmpty ? Self.noIntrinsicMetric : points(along: along.reduce(0, +) + gap * (along.count - 1))
        let acrossPoints = across.map(points(across:)) ?? Self.noIntrinsicMetric
        return axis == .vertical
            ? CGSize(width: acrossPoints, height: alongPoints) : CGSize(width: alongPoints, height: acrossPoints)
    }

    /// ``intrinsicContentSize``, with `size`'s length in a direction where no view has a size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let natural = intrinsicContentSize
        return CGSize(
            width: natural.width < 0 ? size.width : natural.width,
            height: natural.height < 0 ? size.height : natural.height)
    }

    // MARK: Layout

    /// Sets the frames of the arranged views that are not hidden.
    open override func layoutSubviews() {
        let views = visibleViews
        guard !views.isEmpty else { return }
        let vertical = axis == .vertical
        let width = max(0, TerminalPoints.columns(bounds.width))
        let height = max(0, TerminalPoints.lines(bounds.height))
        let (length, breadth) = vertical ? (height, width) : (width, height)
        let natural = views.map(naturalCells)
        let spans = Self.spans(natural.map(\.along), length: length, gap: gap, distribution: distribution)
        for (index, view) in views.enumerated() {
            let across = Self.placeAcross(natural[index].across, breadth: breadth, alignment: alignment)
            let along = spans[index]
            let cells =
                vertical
                ? (x: across.start, y: along.start, width: across.length, height: along.length)
                : (x: along.start, y: across.start, width: along.length, height: across.length)
            let origin = TerminalPoints.size(columns: cells.x, lines: cells.y)
            view.frame = CGRect(
                origin: CGPoint(x: origin.width, y: origin.height),
                size: TerminalPoints.size(columns: cells.width, lines: cells.height))
        }
    }

    private var visibleViews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    /// The spacing in whole cells along the axis.
    private var gap: Int {
        max(0, axis == .vertical ? TerminalPoints.lines(spacing) : TerminalPoints.columns(spacing))
    }

    private func points(along cells: Int) -> CGFloat {
        CGFloat(cells) * (axis == .vertical ? TerminalPoints.perLine : TerminalPoints.perColumn)
    }

    private func points(across cells: Int) -> CGFloat {
        CGFloat(cells) * (axis == .vertical ? TerminalPoints.perColumn : TerminalPoints.perLine)
    }

    /// A view's natural size in cells along and across the axis; nil where it has none.
    private func naturalCells(_ view: UIView) -> (along: Int?, across: Int?) {
        let size = view.intrinsicContentSize
        let columns = size.width >= 0 ? TerminalPoints.columns(size.width) : nil
        let lines = size.height >= 0 ? TerminalPoints.lines(size.height) : nil
        return axis == .vertical ? (lines, columns) : (columns, lines)
    }

    /// Where each view starts along the axis and how long it is, within `length`.
    private static func spans(_ natural: [Int?], length: Int, gap: Int, distribution: Distribution)
        -> [(start: Int, length: Int)]
    {
        let count = natural.count
        let gaps = gap * (count - 1)
        let room = max(0, length - gaps)
        var lengths = natural.map { max(0, $0 ?? 0) }
        let left = length - gaps - lengths.reduce(0, +)
        var gapsAfter = Array(repeating: gap, count: count)
        switch distribution {
        case .fill:
            if left > 0 {
                lengths[natural.firstIndex(where: { $0 == nil }) ?? 0] += left
            } else {
                shrink(&lengths, by: -left)
            }
        case .fillEqually:
            lengths = (0..<count).map { room / count + ($0 < room % count ? 1 : 0) }
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            guard total > 0 else { return spans(natural, length: length, gap: gap, distribution: .fillEqually) }
            lengths = lengths.map { $0 * room / total }
            let short = room - lengths.reduce(0, +)
            for index in 0..<short { lengths[index % count] += 1 }
        case .equalSpacing:
            if left < 0 {
                shrink(&lengths, by: -left)
            } else if count > 1 {
                for index in 0..<(count - 1) {
                    gapsAfter[index] += left / (count - 1) + (index < left % (count - 1) ? 1 : 0)
                }
            }
        case .equalCentering:
            if left < 0 {
                shrink(&lengths, by: -left)
            } else if count > 1 {
                return centred(lengths, length: length, gap: gap)
            }
        }
        var spans: [(start: Int, length: Int)] = []
        var start = 0
        for index in 0..<count {
            spans.append(clamped(start: start, length: lengths[index], within: length))
            start += lengths[index] + gapsAfter[index]
        }
        return spans
    }

    /// Spans whose centres are equally far apart, the first view at the start and the last at the
    /// end, never nearer than `gap`; the views' lengths fit in `length`.
    private static func centred(_ lengths: [Int], length: Int, gap: Int) -> [(start: Int, length: Int)] {
        let count = lengths.count
        // Twice the centres, in whole half cells.
        let first = lengths[0]
        let last = 2 * length - lengths[count - 1]
        var spans: [(start: Int, length: Int)] = []
        var end = 0
        for index in 0..<count {
            let centre = first + (last - first) * index / (count - 1)
            let start = index == 0 ? 0 : max((centre - lengths[index]) / 2, end + gap)
            spans.append(clamped(start: start, length: lengths[index], within: length))
            end = start + lengths[index]
        }
        return spans
    }

    /// Takes `amount` cells from the lengths, the last first.
    private static func shrink(_ lengths: inout [Int], by amount: Int) {
        var excess = amount
        for index in lengths.indices.reversed() where excess > 0 {
            let cut = min(lengths[index], excess)
            lengths[index] -= cut
            excess -= cut
        }
    }

    /// A span cut to lie within `0...length`.
    private static func clamped(start: Int, length: Int, within limit: Int) -> (start: Int, length: Int) {
        let start = min(max(0, start), limit)
        return (start, min(max(0, length), limit - start))
    }

    /// Where a view of natural breadth `natural` (nil: none) starts across the axis, and how broad
    /// it is, in a stack `breadth` cells across.
    private static func placeAcross(_ natural: Int?, breadth: Int, alignment: Alignment)
        -> (start: Int, length: Int)
    {
        guard alignment != .fill, let natural else { return (0, breadth) }
        let size = min(max(0, natural), breadth)
        switch alignment {
        case .fill, .leading, .firstBaseline: return (0, size)
        case .center: return ((breadth - size) / 2, size)
        case .trailing, .lastBaseline: return (breadth - size, size)
        }
    }
}
