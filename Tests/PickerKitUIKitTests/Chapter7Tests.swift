import Foundation
import PickerKit
import PickerKitUIKit
import Testing

@testable import Chapter7

/// The book's chapter-7 controllers, ported by changing their imports and Interface Builder
/// lines, run in a tab bar controller as the storyboard sets them up.
@MainActor
@Suite(.serialized) struct Chapter7Tests {
    private func app() -> (UITabBarController, Stage) {
        UIKitHost.resourceBundle = Chapter7Resources.bundle
        let tabs = MainStoryboard.instantiateInitialViewController()
        return (tabs, Stage(tabs))
    }

    @Test func aNewDatePickerShowsTheHostsClock() {
        let pinned = Date(timeIntervalSince1970: 1_705_329_000)  // 2024-01-15 14:30 UTC
        UIKitHost.now = { pinned }
        defer { UIKitHost.now = { Date() } }
        #expect(UIDatePicker().date == pinned)
    }

    @Test func dateStartsAtNowAndReportsTheChosenDate() throws {
        let before = Date().addingTimeInterval(-60)
        let (tabs, stage) = app()
        let controller = try #require(tabs.selectedViewController as? DatePickerViewController)
        #expect(stage.draw().text(row: 23).contains("F1 Date"))
        let shown = controller.datePicker.date
        #expect(shown >= before && shown <= Date().addingTimeInterval(60), "viewDidLoad set now (to the minute)")
        stage.press(.down)
        stage.wait(1)
        let tomorrow = try #require(Calendar.current.date(byAdding: .day, value: 1, to: shown))
        #expect(abs(controller.datePicker.date.timeIntervalSince(tomorrow)) < 60, "a day on, to the minute")
        var changes = 0
        controller.datePicker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        stage.press(.down)
        stage.wait(1)
        #expect(changes == 1, "a user's change sends .valueChanged")
        controller.datePicker.setDate(tomorrow, animated: false)
        #expect(changes == 1, "setDate does not")
        controller.onButtonPressed(UIButton(type: .system))
        let screen = stage.draw()
        #expect(!screen.rows(containing: "Date and Time Selected").isEmpty)
        #expect(!screen.rows(containing: "[ That's so true! ]").isEmpty)
        let day = String(String(describing: tomorrow).prefix(10))
        #expect(!screen.rows(containing: "The date and time you selected is \(day)").isEmpty)
    }

    @Test func singleReportsTheSelectedCharacterInAnAlert() throws {
        let (_, stage) = app()
        #expect(stage.draw().text(row: 23).contains("F2 Single"))
        stage.press(.function(2))
        for _ in 0..<3 { stage.press(.down) }
        stage.wait(1)
        stage.press(.tab)
        let screen = stage.press(.enter)
        #expect(!screen.rows(containing: "You selected Chewbacca!").isEmpty)
        #expect(!screen.rows(containing: "Thank you for choosing.").isEmpty)
        #expect(!stage.press(.enter).rows(containing: "Luke").isEmpty)
        #expect(stage.host.presentedAlert == nil, "You're Welcome dismissed it")
    }

    @Test func doubleReportsBothComponents() throws {
        let (tabs, stage) = app()
        stage.press(.function(3))
        let controller = try #require(tabs.selectedViewController as? DoubleComponentPickerViewController)
        stage.press(.down)
        stage.press(.right)
        stage.press(.down)
        stage.press(.down)
        stage.wait(1)
        #expect(controller.doublePicker.selectedRow(inComponent: 1) == 2)
        controller.onButtonPressed(UIButton(type: .system))
        let screen = stage.draw()
        #expect(!screen.rows(containing: "Thank you for your order").isEmpty)
        #expect(!screen.rows(containing: "Your Turkey on Rye bread will be right up.").isEmpty)
    }

    @Test func dependentReloadsTheZipCodesOfTheChosenState() throws {
        let (tabs, stage) = app()
        stage.press(.function(4))
        let controller = try #require(tabs.selectedViewController as? DependentComponentPickerViewController)
        #expect(stage.draw().rows(containing: "35004").count == 1, "Alabama's first ZIP code")
        stage.press(.down)
        stage.wait(1)
        let screen = stage.draw()
        #expect(!screen.rows(containing: "99501").isEmpty, "Alaska's")
        #expect(screen.rows(containing: "35004").isEmpty)
        let picker = try #require(controller.dependentPicker)
        #expect(picker.rowSize(forComponent: 0).width > 2 * picker.rowSize(forComponent: 1).width - 24)
        controller.onButtonPressed(UIButton(type: .system))
        let alert = stage.draw()
        #expect(!alert.rows(containing: "You selected zip code 99501.").isEmpty)
        #expect(!alert.rows(containing: "99501 is in Alaska").isEmpty)
    }

    @Test func customStartsAtRandomRowsAndItsButtonComesBackAfterHalfASecond() async throws {
        let (tabs, stage) = app()
        stage.press(.function(5))
        let controller = try #require(tabs.selectedViewController as? CustomPickerViewController)
        var starts: [Int] = []
        for _ in 0..<3 {
            let other = try #require(
                MainStoryboard.instantiateInitialViewController().viewControllers?.last as? CustomPickerViewController)
            other.loadViewIfNeeded()
            starts += (0..<5).map { other.picker.selectedRow(inComponent: $0) }
        }
        #expect(starts.contains { $0 != 0 }, "viewDidLoad leaves the reels at random rows")
        let screen = stage.draw()
        let reelRows = screen.rows(containing: "│")
        #expect(!reelRows.isEmpty)
        #expect(!screen.rows(containing: "[ Spin ]").isEmpty)
        let spun = stage.press(.enter)
        #expect(spun.rows(containing: "[ Spin ]").isEmpty, "Spin hides the button")
        try await Task.sleep(for: .milliseconds(800))
        stage.wait(1)
        let back = stage.draw()
        #expect(!back.rows(containing: "[ Spin ]").isEmpty, "0.5 s later the button is back")
        let symbols = (0..<5).map { controller.picker.selectedRow(inComponent: $0) }
        var best = 1
        var run = 1
        for index in 1..<symbols.count {
            run = symbols[index] == symbols[index - 1] ? run + 1 : 1
            best = max(best, run)
        }
        #expect(back.rows(containing: "WINNER!").isEmpty == (best < 3), "WINNER! for three alike: \(symbols)")
        controller.winLabel.text = "WINNER!"
        let won = stage.draw()
        let label = try #require(won.rows(containing: "WINNER!").first)
        let button = try #require(won.rows(containing: "[ Spin ]").first)
        #expect(reelRows.allSatisfy { $0 < label } && label < button, "the label between the reels and Spin")
    }

    /// The lines that differ between each UIKit original and its port: only the import and the
    /// Interface Builder attributes.
    @Test func thePortsDifferFromTheUIKitOriginalsOnlyInImportsAndInterfaceBuilderLines() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Support/Chapter7")
        let names = [
            "DatePickerViewController", "SingleComponentPickerViewController", "DoubleComponentPickerViewController",
            "DependentComponentPickerViewController", "CustomPickerViewController",
        ]
        var changed = 0
        var total = 0
        for name in names {
            let original = try String(
                contentsOf: folder.appendingPathComponent("UIKitOriginals/\(name).swift"), encoding: .utf8
            ).components(separatedBy: "\n")
            let port = try String(contentsOf: folder.appendingPathComponent("\(name).swift"), encoding: .utf8)
                .components(separatedBy: "\n")
            #expect(original.count == port.count, "\(name): no line added or removed")
            total += original.count - 1
            for (before, after) in zip(original, port) where before != after {
                changed += 1
                let allowed =
                    (before == "import UIKit" && after == "import PickerKitUIKit")
                    || before.replacingOccurrences(of: "@IBOutlet weak var", with: "weak var") == after
                    || before.replacingOccurrences(of: "@IBAction func", with: "func") == after
                #expect(allowed, "\(name): \(before) → \(after)")
            }
        }
        #expect(changed == 17, "5 imports, 7 outlets, 5 actions")
        #expect(total == 273)
    }
}
