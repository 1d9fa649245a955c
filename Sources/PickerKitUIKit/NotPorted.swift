import PickerKit

// What UIKit code uses and the terminal port does not have fails to compile here with a message
// that says what to write instead, rather than "cannot find in scope".

/// Auto Layout's constraints: not ported. The type is here for the name of its ``Axis``, which a
/// ``UIStackView`` lays out along; no constraint can be made or activated.
public final class NSLayoutConstraint {
    /// The two directions of a layout, as UIKit's: a stack view's ``UIStackView/axis``.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    private init() {}

    /// Not ported.
    @available(
        *, unavailable,
        message: "Auto Layout is not ported: use a UIStackView, or set frames in layoutSubviews()"
    )
    public static func activate(_ constraints: [NSLayoutConstraint]) {}

    /// Not ported.
    @available(
        *, unavailable,
        message: "Auto Layout is not ported: use a UIStackView, or set frames in layoutSubviews()"
    )
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

/// The screen object: not ported.
@available(*, unavailable, message: "a terminal has no screen object: the root view's bounds are the terminal's size")
public final class UIScreen {
    /// Not ported.
    @available(
        *, unavailable, message: "a terminal has no screen object: the root view's bounds are the terminal's size"
    )
    public static var main: UIScreen { UIScreen() }

    /// Not ported.
    @available(
        *, unavailable, message: "a terminal has no screen object: the root view's bounds are the terminal's size"
    )
    public var bounds: CGRect { .zero }
}

/// A storyboard segue: not ported.
@available(*, unavailable, message: "storyboards are code here: present(_:animated:completion:) the next controller")
public final class UIStoryboardSegue {}

extension UIView {
    /// Not ported.
    @available(
        *, unavailable,
        message: "Auto Layout is not ported: use a UIStackView, or set frames in layoutSubviews()"
    )
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { true }
        set { _ = newValue }
    }
}

extension UIViewController {
    /// Not ported.
    @available(
        *, unavailable, message: "storyboards are code here: present(_:animated:completion:) the next controller"
    )
    public func performSegue(withIdentifier identifier: String, sender: Any?) {}

    /// Not ported.
    @available(
        *, unavailable,
        message: "navigation controllers are not ported: present(_:animated:completion:) the next controller"
    )
    public var navigationController: UIViewController? { nil }
}
