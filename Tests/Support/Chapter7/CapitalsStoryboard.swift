import PickerKitUIKit

/// What the Capitals app's storyboard holds, as code: one scene, a state picker above the label
/// that names the capital, its outlets connected. The storyboard makes its controller with
/// `init(coder:)`, as UIKit's does — the controller sets itself up there.
@MainActor
public enum CapitalsStoryboard {
    /// The storyboard's initial controller (nil if its `init(coder:)` fails).
    public static func instantiateInitialViewController() -> UIViewController? {
        guard let controller = StatePickerViewController(coder: NSCoder()) else { return nil }
        controller.storyboardScene = { owner in
            guard let owner = owner as? StatePickerViewController else { return MainStoryboard.sceneStack([]) }
            let picker = UIPickerView()
            let label = UILabel()
            label.textAlignment = .center
            owner.statePicker = picker
            owner.capitalLabel = label
            return MainStoryboard.sceneStack([picker, label])
        }
        return controller
    }
}
