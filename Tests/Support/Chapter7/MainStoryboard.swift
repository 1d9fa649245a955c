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
            scene(DatePickerViewController(), title: "Date", glyph: "◷") { controller in
                let picker = UIDatePicker()
                let button = UIButton(type: .system)
                button.setTitle("Select", for: .normal)
                button.addAction(UIAction { _ in controller.onButtonPressed(button) }, for: .touchUpInside)
                controller.datePicker = picker
                return [picker, button]
            },
            scene(SingleComponentPickerViewController(), title: "Single", glyph: "◉") { controller in
                let scene = pickerWithButton("Select", for: controller) { controller.onButtonPressed($0) }
                controller.singlePicker = scene.picker
                return scene.views
            },
            scene(DoubleComponentPickerViewController(), title: "Double", glyph: "◫") { controller in
                let scene = pickerWithButton("Select", for: controller) { controller.onButtonPressed($0) }
                controller.doublePicker = scene.picker
                return scene.views
            },
            scene(DependentComponentPickerViewController(), title: "Dependent", glyph: "⇶") { controller in
                let scene = pickerWithButton("Select", for: controller) { controller.onButtonPressed($0) }
                controller.dependentPicker = scene.picker
                return scene.views
            },
            scene(CustomPickerViewController(), title: "Custom", glyph: "♣") { controller in
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
                controller.picker = picker
                controller.winLabel = label
                controller.button = button
                return [picker, label, button]
            },
        ]
        return tabs
    }

    /// A controller whose view is the scene `connect` returns, with its tab item.
    private static func scene<Controller: UIViewController>(
        _ controller: Controller, title: String, glyph: String,
        connect: @escaping @MainActor (Controller) -> [UIView]
    ) -> Controller {
        controller.tabBarItem = UITabBarItem(title: title, image: UIImage(lines: [glyph]), tag: 0)
        controller.storyboardScene = { owner in
            sceneStack((owner as? Controller).map(connect) ?? [])
        }
        return controller
    }

    /// A picker above a button, the picker's data source and delegate the controller, the
    /// button's press `action`.
    private static func pickerWithButton<Controller: UIViewController & UIPickerViewDataSource & UIPickerViewDelegate>(
        _ title: String, for controller: Controller, action: @escaping @MainActor (UIButton) -> Void
    ) -> (picker: UIPickerView, views: [UIView]) {
        let picker = UIPickerView()
        picker.dataSource = controller
        picker.delegate = controller
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action(button) }, for: .touchUpInside)
        return (picker, [picker, button])
    }

    /// A scene's layout, as its storyboard constraints had it: the views one below the other from
    /// the top, a line apart, each centred at its natural size; the plain view last takes the
    /// space left below them.
    static func sceneStack(_ views: [UIView]) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views + [UIView()])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        return stack
    }
}
