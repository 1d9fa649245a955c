import Foundation
import PickerKit
import PickerKitUIKit
import Testing

@testable import Chapter7

extension UIKitHostSuites {
    /// The book's chapter-7 controllers, ported by changing their imports and Interface Builder
    /// lines, run in a tab bar controller as the storyboard sets them up.
    @MainActor
    @Suite(.serialized) struct Chapter7Tests {
        private func app() -> (UITabBarController, Stage) {
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

        @Test func customStartsAtTheFirstRowsAndSpinCrunchesAndGivesSpinBackAfterHalfASecond() async throws {
            let (tabs, stage) = app()
            stage.press(.function(5))
            let controller = try #require(tabs.selectedViewController as? CustomPickerViewController)
            let picker = try #require(controller.picker)
            #expect((0..<5).map { picker.selectedRow(inComponent: $0) } == [0, 0, 0, 0, 0], "as the book: all sevens")
            #expect(!(0..<5).contains { picker.terminalPickerView.isCyclic(forComponent: $0) }, "reels do not wrap")
            let screen = stage.draw()
            let reelRows = screen.rows(containing: "│")
            #expect(!reelRows.isEmpty)
            #expect(!screen.rows(containing: "[ Spin ]").isEmpty)
            #expect(stage.context.bellsRequested == 0)
            let spun = stage.press(.enter)
            #expect(spun.rows(containing: "[ Spin ]").isEmpty, "Spin hides the button")
            #expect(stage.context.bellsRequested == 1, "the crunch: crunch.wav, played as the terminal's bell")
            await mainQueue(after: 0.8)
            stage.wait(1)
            let after = stage.draw()
            let symbols = (0..<5).map { picker.selectedRow(inComponent: $0) }
            var best = 1
            var run = 1
            for index in 1..<symbols.count {
                run = symbols[index] == symbols[index - 1] ? run + 1 : 1
                best = max(best, run)
            }
            if best >= 3 {
                #expect(!after.rows(containing: "WINNER!").isEmpty, "three alike win: \(symbols)")
                #expect(stage.context.bellsRequested == 2, "and play win.wav")
                #expect(after.rows(containing: "[ Spin ]").isEmpty, "Spin stays away 1.5 s more")
            } else {
                #expect(after.rows(containing: "WINNER!").isEmpty, "no three alike: \(symbols)")
                #expect(!after.rows(containing: "[ Spin ]").isEmpty, "0.5 s later the button is back")
                #expect(stage.context.bellsRequested == 1)
            }
        }

        @Test func theWinSoundShowsWinnerAndSpinComesBackAfterASecondAndAHalf() async throws {
            let (tabs, stage) = app()
            stage.press(.function(5))
            let controller = try #require(tabs.selectedViewController as? CustomPickerViewController)
            stage.draw()
            controller.button.isHidden = true
            controller.playWinSound()
            let won = stage.draw()
            #expect(stage.context.bellsRequested == 1, "win.wav, played as the terminal's bell")
            let label = try #require(won.rows(containing: "WINNER!").first)
            let reels = won.rows(containing: "│")
            #expect(reels.allSatisfy { $0 < label }, "the label below the reels")
            await mainQueue(after: 0.7)
            #expect(stage.draw().rows(containing: "[ Spin ]").isEmpty, "not yet")
            await mainQueue(after: 1.3)
            let back = stage.draw()
            let button = try #require(back.rows(containing: "[ Spin ]").first)
            #expect(label < button, "the label between the reels and Spin")
        }

        /// The lines of each UIKit original that its port changes — the imports (`import UIKit`
        /// becomes `import PickerKitUIKit`, `import AudioToolbox` goes) and the Interface Builder
        /// attributes (`@IBOutlet`, `@IBAction`), nothing else — counted as `diff` counts them
        /// (`diff -r UIKitOriginals . | grep -c '^<'`), against the code as its authors write it.
        @Test func thePortsDifferFromTheUIKitOriginalsOnlyInImportsAndInterfaceBuilderLines() throws {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Support/Chapter7")
            let names = try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent("UIKitOriginals").path
            )
            .filter { $0.hasSuffix(".swift") }.sorted()
            #expect(
                names == [
                    "ColorPickerViewController.swift", "CustomPickerViewController.swift",
                    "DatePickerViewController.swift",
                    "DependentComponentPickerViewController.swift", "DoubleComponentPickerViewController.swift",
                    "FontPickerViewController.swift", "SingleComponentPickerViewController.swift",
                    "StatePickerViewController.swift",
                ])
            var changed = 0
            var total = 0
            for name in names {
                let original = try String(
                    contentsOf: folder.appendingPathComponent("UIKitOriginals/\(name)"), encoding: .utf8
                ).components(separatedBy: "\n").dropLast()
                let port = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                    .components(separatedBy: "\n").dropLast()
                total += original.count
                let (removed, added) = LineDiff.changes(from: Array(original), to: Array(port))
                changed += removed.count
                let interfaceBuilder = ["@IBOutlet ", "@IBAction "]
                for line in removed {
                    let allowed =
                        ["import UIKit", "import AudioToolbox"].contains(line)
                        || interfaceBuilder.contains { line.contains($0) }
                    #expect(allowed, "\(name): the port changes \(line)")
                }
                let replacements = Set(
                    removed.map { line in interfaceBuilder.reduce(line) { $0.replacingOccurrences(of: $1, with: "") } })
                for line in added {
                    #expect(
                        line == "import PickerKitUIKit" || replacements.contains(line), "\(name): the port adds \(line)"
                    )
                }
            }
            #expect(changed == 24, "8 `import UIKit`, 2 `import AudioToolbox`, 9 outlets, 5 actions")
            #expect(total == 691)
        }
    }
}

/// The lines two texts do not share, by their longest common subsequence (as `diff` finds them).
enum LineDiff {
    /// The lines of `old` that are not in `new`, and those of `new` that are not in `old`.
    static func changes(from old: [String], to new: [String]) -> (removed: [String], added: [String]) {
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var removed: [String] = []
        var added: [String] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                i += 1
                j += 1
            } else if j == new.count || (i < old.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
                removed.append(old[i])
                i += 1
            } else {
                added.append(new[j])
                j += 1
            }
        }
        return (removed, added)
    }
}

/// Waits until the main queue has run what falls due `seconds` from now — among it the book's
/// `DispatchQueue.main.asyncAfter` calls made before — by a timer on that same queue, so the
/// order does not depend on how busy the machine is (a sleep would race them).
@MainActor
func mainQueue(after seconds: Double) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { continuation.resume() }
    }
}
