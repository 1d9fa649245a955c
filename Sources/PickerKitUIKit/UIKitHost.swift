import PickerKit

/// Runs a view controller in the terminal, full screen, as an app's window does: it lays the
/// controller's view out at the terminal's size (points by ``TerminalPoints``), routes keys and
/// the mouse to its views, shows the alerts and controllers it presents, and for a
/// ``UITabBarController`` selects a tab with its function key. Ctrl-C ends the run.
///
/// ```swift
/// let host = UIKitHost(rootViewController: MainStoryboard.instantiateInitialViewController())
/// _ = try await host.run()
/// ```
///
/// The controller on screen hears `viewWillAppear(_:)` before its first frame is laid out and
/// `viewDidAppear(_:)` after; a controller presented in its place (not an alert) and the one it
/// covers hear the same, and again when it is dismissed. Ported code finds its resources through
/// `Bundle.main` without being told where (see `Bundle.main`).
///
/// Run it with the `async` `run()` when the controllers use `DispatchQueue.main` (blocks on the
/// main queue run while it waits); a view changed from such a block asks for a new frame itself.
@MainActor
public final class UIKitHost {
    /// The clock UIKit's defaults read (a new ``UIDatePicker`` shows it): the system's, or one a
    /// test pins.
    public static var now: @MainActor () -> Date = { Date() }
    /// The host whose program is running, if any.
    static weak var running: UIKitHost?

    /// The controller on screen.
    public let rootViewController: UIViewController
    private let window: WindowWidget
    private var context: RunContext?
    private var program: WidgetProgram?
    /// Presented alerts on screen, with the widget that shows each.
    private var alerts: [(controller: UIAlertController, alert: Alert)] = []

    /// Creates a host for `rootViewController`.
    public init(rootViewController: UIViewController) {
        self.rootViewController = rootViewController
        window = WindowWidget(root: rootViewController)
    }

    /// The program that shows the controller, with `context` as the run's context (tests drive
    /// it by hand). This host becomes the running one.
    public func makeProgram(theme: Theme, context: RunContext) -> WidgetProgram {
        let program = WidgetProgram(root: window, theme: theme) { _, rows in rows }
        program.onKey = { [unowned self] key, modifiers, _ in
            guard modifiers.isEmpty, self.program?.modal == nil, case .function(let number) = key,
                let tabs = self.window.top as? UITabBarController, let count = tabs.viewControllers?.count,
                number >= 1, number <= count
            else { return false }
            tabs.selectedIndex = number - 1
            return true
        }
        self.program = program
        self.context = context
        context.program = program
        Self.running = self
        return program
    }

    /// Runs full screen until Ctrl-C (or another way the loop ends), leaving the main actor free
    /// between frames.
    public func run(options: EventLoopOptions = EventLoopOptions(fullscreen: true)) async throws -> Completion {
        let context = RunContext()
        let program = makeProgram(theme: .standard(traits: options.traits), context: context)
        return try await EventLoop(options: options).run(program, context: context)
    }

    /// Runs full screen and blocks (the main queue does not run meanwhile).
    public func runBlocking(options: EventLoopOptions = EventLoopOptions(fullscreen: true)) throws -> Completion {
        let context = RunContext()
        let program = makeProgram(theme: .standard(traits: options.traits), context: context)
        return try EventLoop(options: options).runBlocking(program, context: context)
    }

    /// Asks for a frame: a view changed.
    func setNeedsDisplay() {
        context?.setNeedsDisplay()
    }

    /// Puts a presented controller on screen.
    func show(_ controller: UIViewController) {
        if let alertController = controller as? UIAlertController {
            alerts.removeAll { $0.alert !== program?.modal }  // closed without an action
            let alert = alertController.makeAlert()
            alerts.append((alertController, alert))
            program?.present(alert)
        } else {
            let covered = window.top
            let appearing = covered.isAppeared
            if appearing {
                covered.beginAppearance(false, animated: true)
                controller.beginAppearance(true, animated: true)
            }
            window.covering.append(controller)
            if appearing {
                covered.endAppearance(false, animated: true)
                controller.endAppearance(true, animated: true)
            }
        }
        setNeedsDisplay()
    }

    /// Takes a presented controller off the screen.
    func hide(_ controller: UIViewController) {
        if let index = alerts.firstIndex(where: { $0.controller === controller }) {
            if program?.modal === alerts[index].alert { program?.dismissModal() }
            alerts.remove(at: index)
        }
        let wasTop = window.top === controller && controller.isAppeared
        window.covering.removeAll { $0 === controller }
        if wasTop {
            let uncovered = window.top
            controller.beginAppearance(false, animated: true)
            uncovered.beginAppearance(true, animated: true)
            controller.endAppearance(false, animated: true)
            uncovered.endAppearance(true, animated: true)
        }
        setNeedsDisplay()
    }

    /// Rings the terminal's bell with the next frame (the sound ported code plays).
    func bell() {
        context?.bell()
        context?.setNeedsDisplay()
    }

    /// Whether an alert controller's alert is on screen.
    func isShowing(_ controller: UIAlertController) -> Bool {
        alerts.contains { $0.controller === controller && $0.alert === program?.modal }
    }

    /// The alert on screen, for tests: its title, message and buttons.
    public var presentedAlert: Alert? {
        guard let modal = program?.modal else { return nil }
        return alerts.first { $0.alert === modal }?.alert
    }
}

/// The window: lays out and shows the top controller's view (the root, or the last presented
/// controller that is not an alert).
@MainActor
final class WindowWidget: Widget {
    let root: UIViewController
    var covering: [UIViewController] = []
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    init(root: UIViewController) {
        self.root = root
    }

    /// The controller whose view fills the window.
    var top: UIViewController { covering.last ?? root }

    var children: [Widget] { [top.view.node] }

    func layout() {
        let controller = top
        // The first frame brings the controller on screen: it hears viewWillAppear before its
        // view is laid out, and viewDidAppear after.
        let appearing = !controller.isAppeared
        if appearing { controller.beginAppearance(true, animated: false) }
        defer { if appearing { controller.endAppearance(true, animated: false) } }
        let view: UIView = controller.view
        let size = TerminalPoints.size(columns: frame.width, lines: frame.height)
        let origin = CGPoint(
            x: CGFloat(frame.x) * TerminalPoints.perColumn, y: CGFloat(frame.y) * TerminalPoints.perLine)
        if view.frame != CGRect(origin: .zero, size: size) { view.frame = CGRect(origin: .zero, size: size) }
        view.layoutIfNeeded()
        view.node.place(origin: origin)
    }
}
