import PickerKit

/// A screen's controller, as UIKit's: its `view` is made on first use (`loadView()`, then
/// `viewDidLoad()`), it hears when it comes and goes (`viewWillAppear(_:)` and the rest), it
/// presents alerts and other controllers, and it may sit in a ``UITabBarController``.
///
/// Its initializers are UIKit's: `init(nibName:bundle:)` and `init?(coder:)` are designated, the
/// second required, and `init()` is a convenience that calls the first — so Xcode's template
/// members (`required init?(coder:)` calling `super.init(coder:)` or `fatalError`, an
/// `init(nibName:bundle:)` override, `init()` calling `super.init(nibName: nil, bundle: nil)`)
/// compile as written. There are no nibs or archives in a terminal: the nib name and bundle are
/// kept, and the coder is not read.
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
    /// The nib name given at creation (kept; a terminal has no nibs).
    public private(set) var nibName: String?
    /// The bundle given at creation (kept).
    public private(set) var nibBundle: Bundle?
    private var loadedView: UIView?
    /// Whether the view is on screen, as the appearance calls last said.
    var isAppeared = false

    /// Creates a controller; UIKit's designated initializer. `nibNameOrNil` and `nibBundleOrNil`
    /// are kept and not read: the view comes from `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// Creates a controller as a storyboard does; UIKit's required initializer. The coder is not
    /// read (a terminal has no archives), so this is `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {}

    /// Creates a controller with no nib: `init(nibName: nil, bundle: nil)`.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

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
        set {
            if loadedView?.viewController === self { loadedView?.viewController = nil }
            loadedView = newValue
            newValue?.viewController = self
        }
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

    /// Called before the view comes on screen: when the host starts showing it, its tab is
    /// chosen, or it is presented.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the view is on screen.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves the screen: another tab is chosen, it is dismissed, or the
    /// controller it presented covers it.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called once the view has left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the view lays out its subviews (when its size changed or a layout was asked
    /// for): set frames here in a scene without a storyboard.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Segues are not ported (a storyboard is code here), so an override of this fails to compile
    /// and says what to write instead.
    @available(*, unavailable, message: "storyboards are code here: prepare the next controller before presenting it")
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// UIKit calls this when memory runs low; a terminal never sends the warning, so it is
    /// called only by code that calls it.
    open func didReceiveMemoryWarning() {}

    // MARK: Appearance

    /// Tells the controller, and the child on show, that the view is coming (`true`) or going.
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        guard appearing != isAppeared else { return }
        if appearing {
            loadViewIfNeeded()
            viewWillAppear(animated)
        } else {
            viewWillDisappear(animated)
        }
        visibleChild?.beginAppearance(appearing, animated: animated)
    }

    /// Tells the controller, and the child on show, that the view came or went.
    func endAppearance(_ appearing: Bool, animated: Bool) {
        guard appearing != isAppeared else { return }
        isAppeared = appearing
        if appearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
        visibleChild?.endAppearance(appearing, animated: animated)
    }

    /// Both steps at once: the terminal has no transitions to wait for.
    func setAppeared(_ appearing: Bool, animated: Bool) {
        beginAppearance(appearing, animated: animated)
        endAppearance(appearing, animated: animated)
    }

    /// The child controller whose view is on screen with this one's (a tab bar's selected tab).
    var visibleChild: UIViewController? { nil }

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
