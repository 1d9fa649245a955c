import PickerKit

/// An action with a handler, as UIKit's `UIAction`: what a control runs for an event.
@MainActor
public final class UIAction {
    /// The title (kept; a button's title comes from `setTitle(_:for:)`).
    public let title: String
    /// The control that sent the action while its handler runs.
    public private(set) var sender: Any?
    private let handler: @MainActor (UIAction) -> Void

    /// Creates an action.
    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// A control: views that send actions for events (``UIButton``).
@MainActor
open class UIControl: UIView {
    /// The events a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A press that ends inside the control: Enter or Space while focused, or a click.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The primary action (a button's press).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// A disabled control is drawn but takes no input.
    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }
    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` for `events`.
    open func addAction(_ action: UIAction, for events: Event) {
        actions.append((action, events))
    }

    /// Stops running `action` for `events`.
    open func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
    }

    /// Sends the actions registered for `event`, as a user's press does.
    open func sendActions(for event: Event) {
        for entry in actions where !entry.events.isDisjoint(with: event) { entry.action.perform(sender: self) }
    }

    /// Target–action needs Objective-C's selectors, which Swift on Linux does not have. Code that
    /// makes a selector from a string (`Selector("tapped:")`, or Swift 2's `"tapped:"`) is told to
    /// use ``addAction(_:for:)``; `#selector(tapped)` and `@objc` are refused by the compiler
    /// itself, before this is looked at ("'#selector' can only be used with the Objective-C
    /// runtime", "Objective-C interoperability is disabled").
    @available(*, unavailable, message: "selectors need Objective-C: use addAction(UIAction { _ in … }, for:)")
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}

    /// Target–action needs Objective-C's selectors: see ``addTarget(_:action:for:)``.
    @available(*, unavailable, message: "selectors need Objective-C: use addAction(UIAction { _ in … }, for:)")
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
}

#if !canImport(ObjectiveC)
    /// An Objective-C selector, which Swift on Linux does not have: a selector made from a string
    /// (`Selector("tapped:")`, or a string where UIKit takes a selector) is told to use
    /// `UIControl.addAction(_:for:)`.
    @available(*, unavailable, message: "selectors need Objective-C: use addAction(UIAction { _ in … }, for:)")
    public struct Selector: ExpressibleByStringLiteral, Sendable {
        /// Not available.
        public init(_ name: String) {}
        /// Not available.
        public init(stringLiteral name: String) {}
    }
#endif

/// A button, as UIKit's: a title per state, actions for `.touchUpInside`. Drawn by PickerKit's
/// ``Button`` ("[ Spin ]"); Enter or Space while focused, or a click, presses it — a commit, so
/// every moving picker has settled before the action runs.
@MainActor
open class UIButton: UIControl {
    /// The kind of button (every kind looks the same in a terminal).
    public enum ButtonType: Int, Sendable {
        case custom, system
    }

    /// The states a title is kept for; the terminal shows the normal one.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates states from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Normal.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// The kind given at creation.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private let button: Button

    /// Creates a button of a kind.
    public init(type: ButtonType) {
        buttonType = type
        button = Button("")
        super.init(frame: .zero)
        button.action = { [unowned self] _ in
            guard self.isEnabled else { return }
            self.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        }
    }

    /// Creates a system button at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(type: .system)
        self.frame = frame
    }

    /// Creates a system button as a storyboard does (the coder is not read).
    public required convenience init?(coder: NSCoder) {
        self.init(type: .system)
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        button.title = titles[State.normal.rawValue] ?? ""
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The title for `state` (the normal one when the state has none).
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: .normal) }

    override var content: Widget? { button }

    /// The width of "[ title ]" and one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        TerminalPoints.size(columns: button.width, lines: 1)
    }

    /// The width of "[ title ]" and one line.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
