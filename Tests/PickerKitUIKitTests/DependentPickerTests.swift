import PickerKit
import PickerKitUIKit
import Testing

/// The commonest dependent picker, as iOS code writes it (ten public files index an array with
/// the left component's selection inside `numberOfRowsInComponent`): states on the left, their
/// cities on the right. What the picker answered about component 0 while it asked about
/// component 1 is kept.
@MainActor
final class CityPickerViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let states = ["California", "Texas"]
    let cities = [["Los Angeles", "San Diego", "San Jose"], ["Austin", "Dallas"]]
    let cityPicker = UIPickerView()
    /// selectedRow(inComponent: 0) and numberOfRows(inComponent: 0) inside
    /// `numberOfRowsInComponent` for component 1.
    var seenCountingRows: [[Int]] = []
    /// selectedRow(inComponent: 0) inside `titleForRow` for component 1.
    var seenTitling: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        cityPicker.dataSource = self
        cityPicker.delegate = self
        view.addSubview(cityPicker)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        cityPicker.frame = CGRect(x: 0, y: 0, width: 320, height: 112)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return 2
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        if component == 0 {
            return states.count
        }
        seenCountingRows.append([pickerView.selectedRow(inComponent: 0), pickerView.numberOfRows(inComponent: 0)])
        return cities[pickerView.selectedRow(inComponent: 0)].count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        if component == 0 {
            return states[row]
        }
        seenTitling.append(pickerView.selectedRow(inComponent: 0))
        return cities[pickerView.selectedRow(inComponent: 0)][row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        if component == 0 {
            pickerView.reloadComponent(1)
            pickerView.selectRow(0, inComponent: 1, animated: true)
        }
    }
}

extension UIKitHostSuites {
    @MainActor
    @Suite struct DependentPickerTests {
        @Test func theFirstLayoutAnswersAboutTheLeftComponentAsUIKitDoes() {
            let controller = CityPickerViewController()
            let stage = Stage(controller)
            let screen = stage.draw()
            #expect(controller.seenCountingRows == [[0, 2]], "row 0 selected of 2, as on iOS")
            #expect(!controller.seenTitling.isEmpty && controller.seenTitling.allSatisfy { $0 == 0 })
            #expect(screen.rows(containing: "California") == [3])
            #expect(screen.rows(containing: "Los Angeles") == [3])
        }

        @Test func aChoiceOnTheLeftReloadsTheRightAndReloadAllAnswersAlike() {
            let controller = CityPickerViewController()
            let stage = Stage(controller)
            stage.draw()
            stage.press(.down)
            let screen = stage.wait(1)
            #expect(screen.rows(containing: "Texas") == [3])
            #expect(screen.rows(containing: "Austin") == [3])
            #expect(controller.cityPicker.numberOfRows(inComponent: 1) == 2)
            controller.cityPicker.selectRow(1, inComponent: 1, animated: false)
            controller.seenCountingRows = []
            controller.seenTitling = []
            controller.cityPicker.reloadAllComponents()
            #expect(controller.seenCountingRows == [[1, 2]])
            #expect(controller.cityPicker.selectedRow(inComponent: 1) == 1, "the selection is kept")
            #expect(stage.draw().rows(containing: "Dallas") == [3])
            #expect(controller.seenTitling.allSatisfy { $0 == 1 })
        }
    }
}
