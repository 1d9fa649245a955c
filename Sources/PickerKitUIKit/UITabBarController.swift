import PickerKit

/// Tabs at the bottom of the screen, each a view controller, as UIKit's: `viewControllers`,
/// `selectedIndex`, `selectedViewController`. Drawn with PickerKit's ``TabBar``: a click or the
/// tab's function key (F1 for the first tab) selects a tab. A tab's view is made when the tab
/// is first shown; while the tab bar controller is on screen, the tab that leaves hears
/// `viewWillDisappear(_:)` and `viewDidDisappear(_:)`, the tab that comes `viewWillAppear(_:)`
/// and `viewDidAppear(_:)`.
@MainActor
open class UITabBarController: UIViewController {
    /// The bar.
    public let tabBar = UITabBar()
    /// The tabs' controllers, left to right.
    open var viewControllers: [UIViewController]? {
        didSet {
            for controller in viewControllers ?? [] { controller.tabBarController = self }
            selectedIndex = min(selectedIndex, max(0, (viewControllers?.count ?? 0) - 1))
            tabBar.update(from: self)
            view.setNeedsLayout()
            updateAppearance(leaving: (oldValue ?? []) + (viewControllers ?? []))
        }
    }
    /// The index of the tab on show.
    open var selectedIndex = 0 {
        didSet {
            tabBar.update(from: self)
            view.setNeedsLayout()
            updateAppearance(leaving: viewControllers ?? [])
        }
    }

    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.controller = self
    }

    /// Creates a tab bar controller with no tabs, as a storyboard does (the coder is not read).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.controller = self
    }

    override var visibleChild: UIViewController? { selectedViewController }

    /// While on screen: the tabs among `candidates` that are not selected leave, the selected
    /// one comes.
    private func updateAppearance(leaving candidates: [UIViewController]) {
        guard isAppeared else { return }
        let selected = selectedViewController
        let leaving = candidates.filter { $0 !== selected && $0.isAppeared }
        for tab in leaving { tab.beginAppearance(false, animated: false) }
        selected?.beginAppearance(true, animated: false)
        for tab in leaving { tab.endAppearance(false, animated: false) }
        selected?.endAppearance(true, animated: false)
    }

    /// The controller of the tab on show.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
            return controllers[selectedIndex]
        }
        set {
            if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) {
                selectedIndex = index
            }
        }
    }

    open override func loadView() {
        view = TabBarControllerView(controller: self)
    }
}

/// The tab bar of a ``UITabBarController``: each tab's glyph (the first line of its item's
/// image) above its function key and title.
@MainActor
open class UITabBar: UIView {
    weak var controller: UITabBarController?
    let bar = TabBar(items: [])

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        bar.onSelect = { [weak self] index in self?.controller?.selectedIndex = index }
    }

    /// Creates a bar as a storyboard does (the coder is not read).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    func update(from controller: UITabBarController) {
        bar.items = (controller.viewControllers ?? []).enumerated().map { index, tab in
            let item = tab.tabBarItem
            let title = item?.title ?? tab.title ?? ""
            return TabBar.Item(glyph: item?.image?.lines.first ?? "•", title: title, functionKey: index + 1)
        }
        bar.selectedIndex = controller.selectedIndex
        setNeedsDisplay()
    }

    override var content: Widget? { bar }

    /// Two lines, as wide as offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 2 * TerminalPoints.perLine)
    }
}

/// The view of a tab bar controller: the selected tab's view above the bar.
@MainActor
final class TabBarControllerView: UIView {
    unowned let controller: UITabBarController

    init(controller: UITabBarController) {
        self.controller = controller
        super.init(frame: .zero)
        addSubview(controller.tabBar)
    }

    /// Not made by a storyboard: a tab bar controller makes its view itself.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        let barHeight = min(bounds.height, controller.tabBar.sizeThatFits(bounds.size).height)
        controller.tabBar.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        for view in subviews where view !== controller.tabBar { view.removeFromSuperview() }
        if let selected = controller.selectedViewController?.view {
            addSubview(selected)
            selected.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - barHeight)
        }
    }
}
