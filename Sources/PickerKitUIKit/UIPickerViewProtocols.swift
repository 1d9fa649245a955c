import PickerKit

/// Tells a ``UIPickerView`` how many components and rows it has: UIKit's protocol, with UIKit's
/// signatures.
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of side-by-side wheels.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of one wheel.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a ``UIPickerView`` shows in its rows and who hears about the user's choices: UIKit's
/// protocol with UIKit's signatures, every method optional, and every method the picker calls.
///
/// For a row the picker asks, in order, `viewForRow:forComponent:reusing:`, then
/// `attributedTitleForRow`, then `titleForRow` — the first a delegate implements wins. Sizes are
/// in points and become cells by ``TerminalPoints``: a width of 160 points is 20 columns, a row
/// height of 80 points five lines.
///
/// **Near misses are called too.** A delegate written with Swift 2's labels
/// (`pickerView(pickerView:titleForRow:forComponent:)`, `reusingView:`) or with a title that is
/// not optional (`titleForRow … -> String`, `attributedTitleForRow … -> NSAttributedString`)
/// compiles against UIKit with a "nearly matches" warning and is never called there. Here each
/// such form is a requirement of its own, so the method the author wrote is the one called, when
/// the delegate has no method with UIKit's signature for it.
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of a component in points; without it the components share the picker's width.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of a component's rows in points; without it rows are one line.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The text of a row.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The text of a row with attributes: the foreground and background colour, a bold or
    /// italic font and an underline style are drawn.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    /// A view that is the row (an image, a label): `view` is one that scrolled out of sight, to be
    /// reused, or nil.
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    /// The user's gesture settled on a new row; not called for `selectRow(_:inComponent:animated:)`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)

    // The near misses, called when the delegate has no method with UIKit's signature.

    /// `titleForRow` with a result that is not optional (UIKit's is `String?`).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String
    /// `attributedTitleForRow` with a result that is not optional.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString
    /// Swift 2's `widthForComponent`.
    func pickerView(pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// Swift 2's `rowHeightForComponent`.
    func pickerView(pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// Swift 2's `titleForRow`.
    func pickerView(pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// Swift 2's `titleForRow` with a result that is not optional.
    func pickerView(pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String
    /// Swift 2's `attributedTitleForRow`.
    func pickerView(pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    /// Swift 2's `viewForRow` (`reusingView:`).
    func pickerView(
        pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusingView view: UIView?
    ) -> UIView
    /// Swift 2's `didSelectRow`.
    func pickerView(pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

/// What a screen reader says about a component, as UIKit's: in the terminal, the accessible line
/// form of a prompt asks about each component with its label and reads its hint before. Swift 2's
/// labels (`pickerView(pickerView:accessibilityLabelForComponent:)`) are called too.
@MainActor
public protocol UIPickerViewAccessibilityDelegate: UIPickerViewDelegate {
    /// The component's name ("State", "ZIP code").
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
    /// What choosing in the component does.
    func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String?
    /// Swift 2's `accessibilityLabelForComponent`.
    func pickerView(pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
    /// Swift 2's `accessibilityHintForComponent`.
    func pickerView(pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String?
}

// The defaults mark the picker they were asked for, so that the picker knows the delegate gave
// no answer of its own (UIKit asks Objective-C whether an optional method is implemented).
extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.delegateDefaulted = true
        return 0
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        pickerView.delegateDefaulted = true
        return 0
    }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        pickerView.delegateDefaulted = true
        return nil
    }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        pickerView.delegateDefaulted = true
        return nil
    }
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        pickerView.delegateDefaulted = true
        return view ?? UIView()
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        pickerView.delegateDefaulted = true
    }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String {
        pickerView.delegateDefaulted = true
        return ""
    }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString
    {
        pickerView.delegateDefaulted = true
        return NSAttributedString(string: "")
    }
    public func pickerView(pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.delegateDefaulted = true
        return 0
    }
    public func pickerView(pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        pickerView.delegateDefaulted = true
        return 0
    }
    public func pickerView(pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        pickerView.delegateDefaulted = true
        return nil
    }
    public func pickerView(pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String {
        pickerView.delegateDefaulted = true
        return ""
    }
    public func pickerView(pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        pickerView.delegateDefaulted = true
        return nil
    }
    public func pickerView(
        pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusingView view: UIView?
    ) -> UIView {
        pickerView.delegateDefaulted = true
        return view ?? UIView()
    }
    public func pickerView(pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        pickerView.delegateDefaulted = true
    }
}

extension UIPickerViewAccessibilityDelegate {
    public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        pickerView.delegateDefaulted = true
        return nil
    }
    public func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? {
        pickerView.delegateDefaulted = true
        return nil
    }
    public func pickerView(pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        pickerView.delegateDefaulted = true
        return nil
    }
    public func pickerView(pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? {
        pickerView.delegateDefaulted = true
        return nil
    }
}
