import Chapter7
import PickerKit
import PickerKitUIKit
import Testing

/// Counts its loads and presses, and presents what the test asks.
@MainActor
final class CountingViewController: UIViewController {
    var loads = 0
    let button = UIButton(type: .system)
    var presses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 16, y: 32, width: 48, height: 16)
        button.addAction(UIAction { [unowned self] _ in self.presses += 1 }, for: .touchUpInside)
        view.addSubview(button)
    }
}

extension UIKitHostSuites {
    @MainActor
    @Suite struct UIKitViewsTests {
        @Test func theViewIsMadeOnFirstUseAndViewDidLoadRunsOnce() {
            let controller = CountingViewController()
            #expect(!controller.isViewLoaded)
            _ = controller.view
            _ = controller.view
            #expect(controller.isViewLoaded)
            #expect(controller.loads == 1)
        }

        @Test func aStoryboardSceneBuildsTheView() {
            let controller = UIViewController()
            let label = UILabel()
            controller.storyboardScene = { _ in
                let view = UIView()
                view.addSubview(label)
                return view
            }
            #expect(controller.view.subviews.first === label)
        }

        @Test func aButtonRunsItsActionsOnEnterAndNotWhenDisabled() {
            let controller = CountingViewController()
            let stage = Stage(controller)
            let screen = stage.press(.enter)
            #expect(controller.presses == 1)
            #expect(screen.text(row: 2).contains("[ Go ]"))
            #expect(screen.column(of: "[ Go ]", row: 2) == 2, "at x 16 points: column 2")
            controller.button.isEnabled = false
            stage.press(.enter)
            #expect(controller.presses == 1)
            controller.button.sendActions(for: .touchUpInside)
            #expect(controller.presses == 2)
            #expect(controller.button.sizeThatFits(.zero) == CGSize(width: 48, height: 16))
            #expect(controller.button.title(for: .highlighted) == "Go", "a state without a title shows the normal one")
        }

        @Test func hiddenViewsAreNotDrawnAndTakeNoInput() {
            let controller = CountingViewController()
            let stage = Stage(controller)
            #expect(stage.draw().text(row: 2).contains("Go"))
            controller.button.isHidden = true
            #expect(!stage.press(.enter).text(row: 2).contains("Go"))
            #expect(controller.presses == 0)
        }

        @Test func aSuperviewThatTakesNoInteractionStopsItsSubviews() {
            let controller = CountingViewController()
            let stage = Stage(controller)
            controller.view.isUserInteractionEnabled = false
            stage.press(.enter)
            #expect(controller.presses == 0)
            #expect(stage.program.focused == nil)
        }

        @Test func tagsFindViewsAndLayoutRunsWhenTheSizeChanges() {
            final class Laying: UIView {
                var layouts = 0
                override func layoutSubviews() { layouts += 1 }
            }
            let outer = Laying()
            let inner = UILabel()
            inner.tag = 7
            outer.addSubview(inner)
            #expect(outer.viewWithTag(7) === inner)
            #expect(outer.viewWithTag(8) == nil)
            outer.layoutIfNeeded()
            outer.layoutIfNeeded()
            #expect(outer.layouts == 1)
            outer.frame = CGRect(x: 0, y: 0, width: 80, height: 32)
            outer.layoutIfNeeded()
            #expect(outer.layouts == 2)
            inner.removeFromSuperview()
            #expect(outer.subviews.isEmpty && inner.superview == nil)
        }

        @Test func aLabelDrawsItsTextAlignedInItsColourAndWeight() {
            let label = UILabel(frame: CGRect(x: 0, y: 16, width: 160, height: 16))
            label.text = "WINNER!"
            label.textAlignment = .center
            label.textColor = .magenta
            label.font = .boldSystemFont(ofSize: 48)
            let screen = Stage(HolderViewController([label])).draw()
            #expect(screen.column(of: "WINNER!", row: 1) == 6)
            #expect(screen[6, 1].style.foreground == .rgb(255, 0, 255))
            #expect(screen[6, 1].style.attributes.contains(.bold))
            label.font = .systemFont(ofSize: 17)
            label.textAlignment = .right
            let plain = Stage(HolderViewController([label])).draw()
            #expect(plain.column(of: "WINNER!", row: 1) == 13)
            #expect(!plain[13, 1].style.attributes.contains(.bold))
            #expect(label.sizeThatFits(.zero) == CGSize(width: 56, height: 16))
        }

        /// A terminal has one size of text: a label asked to shrink its font to fit keeps the
        /// setting and draws as any label does, cut at its width.
        @Test func aLabelThatShrinksToFitDrawsAsAnyLabel() {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 48, height: 16))
            label.text = "Chewbacca"
            let cut = Stage(HolderViewController([label])).draw().text(row: 0)
            #expect(!label.adjustsFontSizeToFitWidth, "false by default, as in UIKit")
            #expect(label.minimumScaleFactor == 0)
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.5
            #expect(label.adjustsFontSizeToFitWidth)
            #expect(label.minimumScaleFactor == 0.5)
            #expect(Stage(HolderViewController([label])).draw().text(row: 0) == cut)
            #expect(cut.hasPrefix("Chewb"), "six columns: \(cut)")
        }

        /// Colours and fonts are objects as UIKit's (`NSObject`s): a literal of them infers as it
        /// does on iOS, and `==` compares what they are.
        @Test func coloursAndFontsAreObjectsAsInUIKit() {
            #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
            #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
            #expect(UIFont.systemFont(ofSize: 17) == UIFont(name: ".SFUI-Regular", size: 17))
            #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
            #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
            let attributes = [
                NSAttributedString.Key.foregroundColor: UIColor.blue,
                NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 17),
            ]
            let style = NSAttributedString(string: "Luke", attributes: attributes).styledText.runs.first?.style
            #expect(style?.foreground == .rgb(0, 0, 255))
            #expect(style?.attributes.contains(.bold) == true)
        }

        @Test func anImageIsDrawnInItsColourCentred() {
            let image = UIImage(lines: ["ab", "cd"], color: UIColor(red: 0, green: 1, blue: 0, alpha: 1))
            let view = UIImageView(image: image)
            #expect(view.frame.size == CGSize(width: 16, height: 32))
            view.frame = CGRect(x: 0, y: 0, width: 48, height: 32)
            let screen = Stage(HolderViewController([view])).draw()
            #expect(screen.column(of: "ab", row: 0) == 2)
            #expect(screen.column(of: "cd", row: 1) == 2)
            #expect(screen[2, 0].style.foreground == .rgb(0, 255, 0))
        }

        @Test func aBackgroundColourFillsTheView() {
            let view = UIView(frame: CGRect(x: 8, y: 0, width: 16, height: 16))
            view.backgroundColor = .blue
            let screen = Stage(HolderViewController([view])).draw()
            #expect(screen[1, 0].style.background == .rgb(0, 0, 255))
            #expect(screen[3, 0].style.background == .default)
        }

        /// No set-up: `Bundle.main` searches the resource bundles beside the executable.
        @Test func namedImagesAndTheMainBundleComeFromTheModulesResources() throws {
            let seven = try #require(UIImage(named: "seven"))
            #expect(seven.lines.count == 3)
            #expect(seven.color?.red == 230.0 / 255)
            #expect(UIImage(named: "no such picture") == nil)
            let url = try #require(Bundle.main.url(forResource: "statedictionary", withExtension: "plist"))
            let states = try #require(NSDictionary(contentsOf: url) as? [String: [String]])
            #expect(states["Alaska"]?.first == "99501")
            #expect(NSDictionary(contentsOf: URL(fileURLWithPath: "/nonexistent.plist")) == nil)
            let path = try #require(Bundle.main.path(forResource: "capitals", ofType: "plist"))
            #expect(path.hasSuffix("/capitals.plist"))
            let capitals = try #require(NSDictionary(contentsOfFile: path) as? [String: String])
            #expect(capitals.count == 50 && capitals["Alaska"] == "Juneau")
            #expect(NSDictionary(contentsOfFile: "/nonexistent.plist") == nil)
            #expect(NSArray(contentsOfFile: path) == nil, "a dictionary is not an array")
            #expect(Bundle.main.path(forResource: "no such file", ofType: "plist") == nil)
            #expect(Bundle.main.url(forResource: "crunch", withExtension: "wav") != nil)
        }
    }
}

extension UIKitHostSuites {
    @MainActor
    @Suite struct UIAlertControllerTests {
        /// A controller that presents `alert` when its button is pressed.
        private func presenter(_ alert: UIAlertController) -> (CountingViewController, Stage) {
            let controller = CountingViewController()
            controller.button.addAction(
                UIAction { [unowned controller] _ in controller.present(alert, animated: true, completion: nil) },
                for: .touchUpInside)
            return (controller, Stage(controller))
        }

        @Test func presentShowsTheAlertAndAnActionDismissesItThenRunsItsHandler() throws {
            var handled: [String] = []
            let alert = UIAlertController(title: "Order", message: "Right up.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Great!", style: .default) { handled.append($0.title ?? "") })
            let (controller, stage) = presenter(alert)
            let screen = stage.press(.enter)
            #expect(controller.presentedViewController === alert)
            #expect(alert.presentingViewController === controller)
            #expect(!screen.rows(containing: "Order").isEmpty)
            #expect(!screen.rows(containing: "Right up.").isEmpty)
            #expect(!screen.rows(containing: "[ Great! ]").isEmpty)
            #expect(stage.host.presentedAlert != nil)
            let after = stage.press(.enter)
            #expect(handled == ["Great!"])
            #expect(stage.host.presentedAlert == nil)
            #expect(controller.presentedViewController == nil)
            #expect(after.rows(containing: "Order").isEmpty)
        }

        @Test func theCancelActionSitsLastAndEscPressesIt() throws {
            var handled: [String] = []
            let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled.append("cancel") })
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in handled.append("delete") })
            let (_, stage) = presenter(alert)
            stage.press(.enter)
            let screen = stage.press(.right)  // the focus to Cancel: Delete shows its colour at rest
            let row = try #require(screen.rows(containing: "[ Delete ]").first)
            let delete = try #require(screen.column(of: "[ Delete ]", row: row))
            let cancel = try #require(screen.column(of: "[ Cancel ]", row: row))
            #expect(delete < cancel)
            #expect(screen[delete + 2, row].style.foreground == .rgb(255, 59, 48), "destructive reads red")
            stage.press(.escape)
            #expect(handled == ["cancel"])
            #expect(stage.host.presentedAlert == nil)
        }

        @Test func dismissTakesThePresentedAlertAway() {
            let alert = UIAlertController(title: "Hello", message: "", preferredStyle: .alert)
            let (controller, stage) = presenter(alert)
            stage.press(.enter)
            #expect(stage.host.presentedAlert != nil)
            var completed = false
            controller.dismiss(animated: true) { completed = true }
            #expect(completed)
            #expect(stage.host.presentedAlert == nil)
            #expect(stage.draw().rows(containing: "Hello").isEmpty)
        }

        @Test func anAlertWithoutActionsClosesWithEscAndCanBePresentedAgain() {
            let alert = UIAlertController(title: "Notice", message: "Nothing to do.", preferredStyle: .alert)
            let (controller, stage) = presenter(alert)
            stage.press(.enter)
            #expect(stage.press(.escape).rows(containing: "Notice").isEmpty, "Esc closes it")
            #expect(stage.host.presentedAlert == nil)
            stage.press(.enter)
            #expect(controller.presentedViewController === alert)
            #expect(!stage.draw().rows(containing: "Notice").isEmpty, "presented again")
        }

        @Test func aPresentedControllerCoversTheScreenUntilDismissed() {
            let controller = CountingViewController()
            let stage = Stage(controller)
            let other = UIViewController()
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 16))
            label.text = "Covering"
            other.storyboardScene = { _ in
                let view = UIView()
                view.addSubview(label)
                return view
            }
            controller.present(other, animated: true)
            #expect(!stage.draw().rows(containing: "Covering").isEmpty)
            other.dismiss(animated: true)
            #expect(stage.draw().rows(containing: "Covering").isEmpty)
            #expect(controller.presentedViewController == nil)
        }
    }
}

extension UIKitHostSuites {
    @MainActor
    @Suite struct UITabBarControllerTests {
        @Test func tabsShowTheirItemsAndFunctionKeysSelectThem() {
            let first = CountingViewController()
            first.tabBarItem = UITabBarItem(title: "One", image: UIImage(lines: ["◉"]), tag: 0)
            let second = CountingViewController()
            second.title = "Two"
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            let stage = Stage(tabs)
            let screen = stage.draw()
            #expect(screen.text(row: 22).contains("◉"))
            #expect(screen.text(row: 23).contains("F1 One"))
            #expect(screen.text(row: 23).contains("F2 Two"), "the controller's title when the item has none")
            #expect(first.loads == 1)
            #expect(second.loads == 0, "a tab's view is made when the tab is first shown")
            stage.press(.function(2))
            #expect(tabs.selectedIndex == 1)
            #expect(tabs.selectedViewController === second)
            #expect(second.loads == 1)
            #expect(second.tabBarController === tabs)
            stage.press(.function(3))
            #expect(tabs.selectedIndex == 1, "no third tab")
            stage.press(.enter)
            #expect(second.presses == 1 && first.presses == 0, "keys go to the tab on show")
        }
    }
}
