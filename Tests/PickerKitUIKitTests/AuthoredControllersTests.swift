import PickerKit
import PickerKitUIKit
import Testing

@testable import Chapter7

extension UIKitHostSuites {
    /// The controllers written beside the book's the way their authors write them — Xcode's template
    /// members, Swift 2 and 3 idioms, fonts by name, colours, sounds — ported by changing their
    /// imports and Interface Builder lines, and run.
    @MainActor
    @Suite(.serialized) struct AuthoredControllersTests {
        @Test func fontPickerBuildsItsViewsInLoadViewAndShowsTitlesThatAreNotOptional() throws {
            let controller = FontPickerViewController()
            #expect(controller.title == "Fonts", "the init(nibName:bundle:) override ran")
            let stage = Stage(controller)
            var screen = stage.draw()
            #expect(!screen.rows(containing: "Helvetica").isEmpty, "titleForRow -> String is called")
            #expect(!screen.rows(containing: "17 pt").isEmpty)
            let sample = try #require(screen.rows(containing: "The quick brown fox").first)
            #expect(sample == 15, "viewWillLayoutSubviews set the frames: 240 points down is line 15")
            let column = try #require(screen.column(of: "The quick", row: sample))
            #expect(!screen[column, sample].style.attributes.contains(.bold), "Helvetica is regular")
            #expect(screen[column, sample].style.foreground == .rgb(51, 51, 204), "UIColor(red:green:blue:alpha:)")
            #expect(controller.sampleLabel.font?.pointSize == 17)
            stage.press(.down)
            screen = stage.wait(1)
            #expect(controller.sampleLabel.font?.fontName == "Helvetica-Bold")
            #expect(screen[column, sample].style.attributes.contains(.bold), "UIFont(name: \"Helvetica-Bold\", size:)")
            stage.press(.down)
            screen = stage.wait(1)
            #expect(screen[column, sample].style.attributes.contains(.italic), "Georgia-Italic")
        }

        @Test func capitalsSetsItselfUpInInitWithCoderAndCallsTheSwift2Title() throws {
            let controller = try #require(
                CapitalsStoryboard.instantiateInitialViewController() as? StatePickerViewController)
            #expect(controller.states.count == 50, "Bundle.main.path and NSDictionary(contentsOfFile:), with no set-up")
            let other = UIViewController()
            other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
            controller.tabBarItem = UITabBarItem(title: "Capitals", image: nil, tag: 0)
            let tabs = UITabBarController()
            tabs.viewControllers = [controller, other]
            let stage = Stage(tabs)
            var screen = stage.draw()
            #expect(!screen.rows(containing: "Alabama").isEmpty, "pickerView(pickerView:titleForRow:forComponent:)")
            #expect(!screen.rows(containing: "The capital of Alabama is Montgomery.").isEmpty, "viewWillAppear")
            stage.press(.down)
            screen = stage.wait(1)
            #expect(!screen.rows(containing: "The capital of Alaska is Juneau.").isEmpty, "didSelectRow")
            stage.press(.function(2))
            #expect(controller.lastState == "Alaska", "viewWillDisappear kept the state")
            controller.statePicker.selectRow(0, inComponent: 0, animated: false)
            stage.press(.function(1))
            #expect(controller.statePicker.selectedRow(inComponent: 0) == 1, "viewWillAppear brought it back")
            #expect(!stage.draw().rows(containing: "The capital of Alaska is Juneau.").isEmpty)
        }

        @Test func colorPickerPicksAtRandomWhenItAppearsAndClicksWhenTheUserChooses() throws {
            var first: Set<Int> = []
            for _ in 0..<12 {
                let controller = ColorPickerViewController()
                Stage(controller).draw()
                first.insert(controller.pickerView.selectedRow(inComponent: 0))
            }
            #expect(first.count > 1, "arc4random_uniform in viewWillAppear")
            let controller = ColorPickerViewController()
            #expect(controller.title == "Colors")
            let stage = Stage(controller)
            var screen = stage.draw()
            var row = controller.pickerView.selectedRow(inComponent: 0)
            #expect(controller.nameLabel.text == controller.colors[row].name)
            let name = controller.colors[row].name
            let label = try #require((0..<screen.height).first { (screen.column(of: name, row: $0) ?? 0) >= 40 })
            let swatch = try #require((0..<screen.height).first { screen[50, $0].style.background != .default })
            #expect(label > swatch, "the name under the swatch, in viewDidLayoutSubviews' frames")
            stage.press(row == controller.colors.count - 1 ? .up : .down)
            screen = stage.wait(1)
            row = controller.pickerView.selectedRow(inComponent: 0)
            #expect(controller.nameLabel.text == controller.colors[row].name)
            #expect(stage.context.bellsRequested == 1, "AudioServicesPlaySystemSound(1104): the click is the bell")
            #expect(!screen.rows(containing: "Dark Gray").isEmpty || !screen.rows(containing: "Red").isEmpty)
        }
    }
}
