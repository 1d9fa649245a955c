import PickerKit

/// A screen's controller, as UIKit's: its `view` is made on first use (`loadView()`, then
/// `viewDidLoad()`), it presents alerts and other controllers, and it may sit in a
/// ``UITabBarController``.
///
/// What a storyboard scene did — make the views, lay them out, connect outlets and actions — is
/// code in the terminal: set ``storyboardScene`` to a closure that builds the view, or override
/// `loadView()`.
@MainActor
open class UIViewController {
    /// The title, shown in a tab bar when the tab has none.
    open var title: String?
    /// The item that stands for the controller in a tab bar.
    open var tabBarItem: UITabBarItem!
    /// Builds the controller's view and connects its outlets, as a storyboard scene did; used by
    /// the default `loadView()`.
    public var storyboardScene: (@MainActor (UIViewController) -> UIView)?
    /// The tab bar controller this controller is a tab of.
    public internal(set) weak var tabBarController: UITabBarController?
    /// The controller this one presented and that is on screen, if any.
    public private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public private(set) weak var presentingViewController: UIViewController?
    private var loadedView: UIView?

    /// Creates a controller.
    public init() {}

    /// The root view, made by `loadView()` and followed by `viewDidLoad()` when first asked for.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view if it has not been made yet.
    open func loadViewIfNeeded() { _ = view }

    /// Makes the view: the storyboard scene's, or an empty view.
    open func loadView() {
        view = storyboardScene?(self) ?? UIView()
    }

    /// Called once the view is made; set up what the view shows here.
    open func viewDidLoad() {}

    /// Shows `viewControllerToPresent` above this controller: an alert controller as a modal box
    /// (the run loop's `present`), any other controller's view in place of the screen until it is
    /// dismissed. `completion` runs once it is on screen.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        // An alert closed without an action (Esc on one that has none) is over.
        if let alert = presentedViewController as? UIAlertController, UIKitHost.running?.isShowing(alert) == false {
            alert.presentationEnded()
        }
        guard presentedViewController == nil else { return }  // UIKit too refuses a second one
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        UIKitHost.running?.show(viewControllerToPresent)
        completion?()
    }

    /// Dismisses the controller this one presented or, when it presented none, this one.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presentedViewController = nil
            presented.presentingViewController = nil
            UIKitHost.running?.hide(presented)
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: flag, completion: nil)
        }
        completion?()
    }

    /// Forgets a presentation that ended without `dismiss` (an alert's button).
    func presentationEnded() {
        presentingViewController?.presentedViewController = nil
        presentingViewController = nil
    }
}

/// A tab's title and image, as UIKit's; the image's first line is the tab's glyph.
@MainActor
public final class UITabBarItem {
    /// The title.
    public var title: String?
    /// The picture whose first line is shown above the title.
    public var image: UIImage?
    /// A number to find the tab by.
    public var tag: Int

    /// Creates an item.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}
