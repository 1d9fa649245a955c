import PickerKitUIKit

/// What the book's Main.storyboard holds, as code: a tab bar controller with the five picker
/// scenes, each scene's views laid out, its outlets and the picker's data source and delegate
/// connected, and its button's action. This is the Interface Builder part of the port; the view
/// controllers are the UIKit code with only their imports and `@IBOutlet`/`@IBAction` changed.
@MainActor
public enum MainStoryboard {
    /// The storyboard's initial controller: the tab bar with Date, Single, Double, Dependent and
    /// Custom.
    public static func instantiateInitialViewController() -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = [
            scene(DatePickerViewController(), title: "Date", glyph: "◷") { controller, view in
                let picker = UIDatePicker()
                let button = UIButton(type: .system)
                button.setTitle("Select", for: .normal)
                button.addAction(UIAction { _ in controller.onButtonPressed(button) }, for: .touchUpInside)
                view.arranged = [picker, button]
                controller.datePicker = picker
            },
            scene(SingleComponentPickerViewController(), title: "Single", glyph: "◉") { controller, view in
                let picker = pickerWithButton("Select", in: view, for: controller) { controller.onButtonPressed($0) }
                controller.singlePicker = picker
            },
            scene(DoubleComponentPickerViewController(), title: "Double", glyph: "◫") { controller, view in
                let picker = pickerWithButton("Select", in: view, for: controller) { controller.onButtonPressed($0) }
                controller.doublePicker = picker
            },
            scene(DependentComponentPickerViewController(), title: "Dependent", glyph: "⇶") { controller, view in
                let picker = pickerWithButton("Select", in: view, for: controller) { controller.onButtonPressed($0) }
                controller.dependentPicker = picker
            },
            scene(CustomPickerViewController(), title: "Custom", glyph: "♣") { controller, view in
                let picker = UIPickerView()
                picker.dataSource = controller
                picker.delegate = controller
                picker.isUserInteractionEnabled = false
                let label = UILabel()
                label.textAlignment = .center
                label.font = UIFont.boldSystemFont(ofSize: 48)
                label.textColor = UIColor.magenta
                let button = UIButton(type: .system)
                button.setTitle("Spin", for: .normal)
                button.addAction(UIAction { _ in controller.spin(button) }, for: .touchUpInside)
                view.arranged = [picker, label, button]
                controller.picker = picker
                controller.winLabel = label
                controller.button = button
            },
        ]
        return tabs
    }

    /// A controller whose view is a `StackedSceneView` that `connect` fills, with its tab item.
    private static func scene<Controller: UIViewController>(
        _ controller: Controller, title: String, glyph: String,
        connect: @escaping @MainActor (Controller, StackedSceneView) -> Void
    ) -> Controller {
        controller.tabBarItem = UITabBarItem(title: title, image: UIImage(lines: [glyph]), tag: 0)
        controller.storyboardScene = { owner in
            let view = StackedSceneView()
            if let owner = owner as? Controller { connect(owner, view) }
            return view
        }
        return controller
    }

    /// A picker above a button, the picker's data source and delegate the controller, the
    /// button's press `action`.
    private static func pickerWithButton<Controller: UIViewController & UIPickerViewDataSource & UIPickerViewDelegate>(
        _ title: String, in view: StackedSceneView, for controller: Controller,
        action: @escaping @MainActor (UIButton) -> Void
    ) -> UIPickerView {
        let picker = UIPickerView()
        picker.dataSource = controller
        picker.delegate = controller
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action(button) }, for: .touchUpInside)
        view.arranged = [picker, button]
        return picker
    }
}

/// A scene's layout, as its storyboard constraints had it: the views one below the other from
/// the top, a line apart, each centred and as big as it wants (a picker at most 60 columns), a
/// label pinned to both edges so that its text may grow.
@MainActor
final class StackedSceneView: UIView {
    var arranged: [UIView] = [] {
        didSet {
            for view in oldValue { view.removeFromSuperview() }
            for view in arranged { addSubview(view) }
        }
    }

    override func layoutSubviews() {
        let line = TerminalPoints.perLine
        var y = line
        for view in arranged {
            var size = view.sizeThatFits(CGSize(width: min(bounds.width, 480), height: bounds.height - y))
            size.width = view is UILabel ? bounds.width : min(size.width, bounds.width)
            let x =
                ((bounds.width - size.width) / 2 / TerminalPoints.perColumn).rounded(.down) * TerminalPoints.perColumn
            view.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            y += size.height + line
        }
    }
}
