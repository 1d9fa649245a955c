import PickerKit

/// A rectangle of the screen with subviews, as UIKit's: `frame` in points in its superview
/// (cells by ``TerminalPoints``), `addSubview(_:)`, `layoutSubviews()`, `isHidden`, `tag`,
/// `isUserInteractionEnabled`, `backgroundColor` and `sizeThatFits(_:)`.
///
/// Subclasses that show something (``UIPickerView``, ``UIButton``, ``UILabel``, ``UIImageView``)
/// draw with a PickerKit widget; the view tree reaches the run loop as widgets (see ``UIKitHost``).
@MainActor
open class UIView {
    /// Where the view is, in points in its superview's coordinates.
    open var frame: CGRect {
        didSet {
            if frame.size != oldValue.size { setNeedsLayout() }
            setNeedsDisplay()
        }
    }
    /// The superview that holds this view.
    public private(set) weak var superview: UIView?
    /// The views inside this one, back to front.
    public private(set) var subviews: [UIView] = []
    /// A hidden view is neither drawn nor given input, nor are its subviews; in a
    /// ``UIStackView`` it takes no space.
    open var isHidden = false {
        didSet {
            if isHidden != oldValue { superview?.arrangedViewChanged(self) }
            setNeedsDisplay()
        }
    }
    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag = 0
    /// When false the view and its subviews take no keys or clicks (focus skips them).
    open var isUserInteractionEnabled = true
    /// The colour filling the view behind its content; nil (the default) leaves what is behind.
    open var backgroundColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// The widget that puts the view on the run loop's screen.
    lazy var node = ViewNode(view: self)
    /// The controller whose root view this is: it hears of the view's layouts.
    weak var viewController: UIViewController?
    private var needsLayout = true

    /// Creates a view at `frame`; UIKit's designated initializer.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Creates a view as a storyboard does; UIKit's required initializer, so that a subclass's
    /// `required init?(coder:)` (Xcode's fix-it, calling `super.init(coder:)` or `fatalError`)
    /// compiles as written. The coder is not read (a terminal has no archives): the view has an
    /// empty frame.
    public required init?(coder: NSCoder) {
        frame = .zero
    }

    /// Creates a view with an empty frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The view's own coordinates: its size, at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Adds `view` on top of the subviews (moving it from another superview).
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    /// Takes the view out of its superview (and out of its arranged subviews, for a
    /// ``UIStackView``).
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviewWillLeave(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.setNeedsLayout()
    }

    /// This view or the first descendant, depth first, whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The size the view would like within `size`; a plain view keeps its own.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// What ``intrinsicContentSize`` gives in a dimension where the view has no size of its own.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content needs, independent of its frame, as UIKit's: a ``UIStackView``
    /// lays its arranged subviews out by it. A plain view has none (``noIntrinsicMetric`` both
    /// ways); a label and a button are their text's width by one line, an image view its image's
    /// size, a picker UIKit's 216 points high (13 lines) and as wide as the widths its delegate
    /// gives (none when a component has none).
    open var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// Says that ``intrinsicContentSize`` changed: a stack view holding the view lays it out
    /// again. UIKit's views call it themselves when their text, title or image changes.
    open func invalidateIntrinsicContentSize() {
        superview?.arrangedViewChanged(self)
    }

    /// A subview's natural size or visibility changed (a stack view lays it out again).
    func arrangedViewChanged(_ view: UIView) {}

    /// A subview is about to be taken out (a stack view forgets it as arranged).
    func subviewWillLeave(_ view: UIView) {}

    /// Resizes the view to `sizeThatFits(_:)` of its current size.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Lays out the subviews; called when the size changed or `setNeedsLayout()` was called
    /// (between the controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` for a
    /// controller's root view).
    open func layoutSubviews() {}

    /// Asks for `layoutSubviews()` before the next frame.
    open func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// Runs `layoutSubviews()` now if it is due, then for the subviews.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Asks for a new frame on screen: for changes made outside the run loop's own calls (a block
    /// on the main queue).
    open func setNeedsDisplay() {
        UIKitHost.running?.setNeedsDisplay()
    }

    /// Whether the view and every superview take input.
    var allowsInteraction: Bool {
        isUserInteractionEnabled && (superview?.allowsInteraction ?? true)
    }

    // MARK: The terminal side

    /// The PickerKit widget that draws the view's content and takes its input, if any.
    var content: Widget? { nil }

    /// Called before the content is drawn.
    func prepareToRender() {}

    /// The look the content is drawn with.
    func contentTheme(_ theme: Theme) -> Theme { theme }

    /// Draws the view and its subviews as a picker row: into `rect` (cells), only inside `clip`,
    /// over the row's `style`.
    func drawAsCell(in rect: Rect, into screen: inout Screen, clip: Rect, style: Style, theme: Theme) {
        guard !isHidden else { return }
        screen.withClip(clip.intersection(rect)) { screen in
            if let background = backgroundColor?.terminalColor, theme.usesColor {
                screen.fill(rect, style: Style(background: background))
            }
            drawContent(in: rect, into: &screen, style: style, theme: theme)
            let origin = frame.origin
            for view in subviews {
                let cells = TerminalPoints.rect(view.frame.offsetBy(dx: -origin.x, dy: -origin.y))
                let placed = Rect(x: rect.x + cells.x, y: rect.y + cells.y, width: cells.width, height: cells.height)
                view.drawAsCell(in: placed, into: &screen, clip: clip, style: style, theme: theme)
            }
        }
    }

    /// Draws the content alone as part of a picker row (a label's text, an image).
    func drawContent(in rect: Rect, into screen: inout Screen, style: Style, theme: Theme) {
        guard let content else { return }
        prepareToRender()
        content.frame = rect
        content.layout()
        content.render(into: &screen, theme: theme)
    }
}

/// Puts a ``UIView`` on the run loop: its frame in cells, its content widget, and its subviews'
/// nodes as children. Input reaches the content only while the view takes interaction.
@MainActor
final class ViewNode: Widget {
    unowned let view: UIView
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false {
        didSet { leafContent?.isFocused = isFocused }
    }

    init(view: UIView) {
        self.view = view
    }

    var isHidden: Bool { view.isHidden }
    var canFocus: Bool { view.allowsInteraction && (leafContent?.canFocus ?? false) }

    /// The content when it is one widget that the node stands for (a picker, a button); a
    /// content made of widgets (a date picker's wheels) is a child instead, so that the focus
    /// and the mouse reach its parts.
    private var leafContent: Widget? {
        guard let content = view.content, content.children.isEmpty else { return nil }
        return content
    }

    var children: [Widget] {
        let subnodes: [Widget] = view.subviews.map(\.node)
        guard let content = view.content, leafContent == nil else { return subnodes }
        return [content] + subnodes
    }

    /// Sets this node's frame, and its subviews', from the views' frames; `origin` is where the
    /// superview's origin is, in points on the screen.
    func place(origin: CGPoint) {
        let onScreen = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        frame = TerminalPoints.rect(onScreen)
        view.content?.frame = frame
        view.content?.layout()
        for child in view.subviews { child.node.place(origin: onScreen.origin) }
    }

    func render(into screen: inout Screen, theme: Theme) {
        if let background = view.backgroundColor?.terminalColor, theme.usesColor {
            screen.fill(frame, style: Style(background: background))
        }
        if let content = leafContent {
            view.prepareToRender()
            content.render(into: &screen, theme: view.contentTheme(theme))
        }
        renderChildren(into: &screen, theme: theme)
    }

    func handle(_ event: InputEvent, context: RunContext) -> Bool {
        guard view.allowsInteraction, let content = leafContent else { return false }
        return content.handle(event, context: context)
    }

    func advance(context: RunContext) -> Bool {
        let moving = leafContent?.advance(context: context) ?? false
        return advanceChildren(context: context) || moving
    }

    func settle(context: RunContext) {
        leafContent?.settle(context: context)
        for child in children where !child.isHidden { child.settle(context: context) }
    }
}
