import PickerKit

/// Tabs at the bottom of the screen, each a view controller, as UIKit's: `viewControllers`,
/// `selectedIndex`, `selectedViewController`. Drawn with PickerKit's ``TabBar``: a click or the
/// tab's function key (F1 for the first tab) selects a tab. A tab's view is made when the tab
/// is first shown.
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
        }
    }
    /// The index of the tab on show.
    open var selectedIndex = 0 {
        didSet {
            tabBar.update(from: self)
            view.setNeedsLayout()
        }
    }

    /// Creates a tab bar controller with no tabs.
    public override init() {
        super.init()
        tabBar.controller = self
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
