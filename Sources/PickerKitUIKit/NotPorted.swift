import PickerKit

// What UIKit code uses and the terminal port does not have fails to compile here with a message
// that says what to write instead, rather than "cannot find in scope".

/// Auto Layout's constraints: not ported.
@available(
    *, unavailable, message: "Auto Layout is not ported: set frames in layoutSubviews() or viewWillLayoutSubviews()"
)
public final class NSLayoutConstraint {
    /// Not ported.
    @available(
        *, unavailable, message: "Auto Layout is not ported: set frames in layoutSubviews() or viewWillLayoutSubviews()"
    )
    public static func activate(_ constraints: [NSLayoutConstraint]) {}
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
        *, unavailable, message: "Auto Layout is not ported: set frames in layoutSubviews() or viewWillLayoutSubviews()"
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
