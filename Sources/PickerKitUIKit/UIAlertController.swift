import PickerKit

/// A button of an alert, as UIKit's: a title, a style and a handler. Pressing it dismisses its
/// alert, then runs the handler.
@MainActor
public final class UIAlertAction {
    /// How a button reads.
    public enum Style: Int, Sendable {
        /// An ordinary button.
        case `default`
        /// The button that backs out: Esc presses it, and it sits last.
        case cancel
        /// A button that destroys something: its title is drawn in red (bold without colour).
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// Its style.
    public let style: Style
    /// When false the button does nothing.
    public var isEnabled = true
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// Creates an action.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert, as UIKit's: a title, a message and actions, presented by a view controller. In the
/// terminal it is PickerKit's ``Alert`` in the middle of the screen (an action sheet too). The
/// actions sit left to right in the order added, a `.cancel` one last so that Esc presses it.
@MainActor
open class UIAlertController: UIViewController {
    /// How the alert is shown; both are a box in the middle of the terminal.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    /// The style given at creation.
    public private(set) var preferredStyle = Style.alert
    /// The message below the title.
    open var message: String?
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []

    /// Creates an alert (a convenience initializer, as UIKit's).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.message = message
        self.title = title
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Text fields need a text input the terminal alert does not have.
    @available(*, unavailable, message: "the terminal alert has no text fields: ask with PickerKit's LinePrompt")
    public func addTextField(configurationHandler: ((UILabel) -> Void)? = nil) {}

    /// The actions in the order shown: the cancel action last.
    var orderedActions: [UIAlertAction] {
        actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
    }

    /// The PickerKit alert that shows this one; a press dismisses it and runs the action's
    /// handler. An alert with no actions closes with Esc.
    func makeAlert() -> Alert {
        let buttons: [(String, Alert.Handler)] = orderedActions.map { action in
            (
                action.title ?? "",
                { [weak self] _ in
                    if let self {
                        self.presentationEnded()
                        UIKitHost.running?.hide(self)
                    }
                    if action.isEnabled { action.handler?(action) }
                }
            )
        }
        let alert = Alert(title: title ?? "", message: message ?? "", buttons: buttons)
        for (button, action) in zip(alert.buttons, orderedActions) where action.style == .destructive {
            button.tint = .rgb(255, 59, 48)
        }
        return alert
    }
}
