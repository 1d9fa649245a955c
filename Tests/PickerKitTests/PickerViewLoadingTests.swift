import Testing

@testable import PickerKit

/// What a data source may ask about the picker while the picker asks it: the commonest dependent
/// picker reads the left component's selection inside `numberOfRowsInComponent` and
/// `titleForRow` of the right one. UIKit answers those questions from the components it has asked
/// about so far, so each component's state is built as it is asked.
@Suite("PickerView while it loads")
@MainActor
struct PickerViewLoadingTests {
    /// States on the left, their cities on the right, written as iOS code writes it: the right
    /// component indexes `cities` with the left component's selected row, unguarded. Every answer
    /// the picker gave about component 0 while it asked about component 1 is kept.
    final class CitySource: PickerViewDataSource, PickerViewDelegate {
        let states = ["California", "Texas"]
        let cities = [["Los Angeles", "San Diego", "San Jose"], ["Austin", "Dallas"]]
        /// (selectedRow(inComponent: 0), numberOfRows(inComponent: 0), numberOfComponents), as
        /// seen inside `numberOfRowsInComponent` for component 1.
        var seenCountingRows: [[Int]] = []
        /// selectedRow(inComponent: 0), as seen inside `titleForRow` for component 1.
        var seenTitling: [Int] = []

        func numberOfComponents(in pickerView: PickerView) -> Int { 2 }

        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
            if component == 0 { return states.count }
            seenCountingRows.append([
                pickerView.selectedRow(inComponent: 0), pickerView.numberOfRows(inComponent: 0),
                pickerView.numberOfComponents,
            ])
            return cities[pickerView.selectedRow(inComponent: 0)].count
        }

        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            if component == 0 { return states[row] }
            seenTitling.append(pickerView.selectedRow(inComponent: 0))
            return cities[pickerView.selectedRow(inComponent: 0)][row]
        }
    }

    @Test("the first load answers about component 0 as UIKit does while asking about component 1")
    func firstLoadAnswersAboutEarlierComponents() {
        let source = CitySource()
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfRows(inComponent: 1) == 3)
        #expect(source.seenCountingRows == [[0, 2, 2]], "row 0 selected, 2 rows, 2 components")
        #expect(picker.selectedTitles == ["California", "Los Angeles"])
        #expect(source.seenTitling.allSatisfy { $0 == 0 })
    }

    @Test("the first layout sizes the columns by titles that read the left component's selection")
    func firstLayoutAsksTitlesAfterTheComponentTheyReadIsLoaded() {
        let source = CitySource()
        let picker = PickerView(visibleRows: 3)
        picker.sizesComponentsToContent = true
        picker.dataSource = source
        picker.delegate = source
        // "California" (10) + 4 and "Los Angeles" (11) + 4, one column between.
        #expect(picker.preferredWidth == 14 + 1 + 15)
        #expect(!source.seenTitling.isEmpty && source.seenTitling.allSatisfy { $0 == 0 })
        picker.frame = Rect(x: 0, y: 0, width: 30, height: 3)
        picker.layout()
        var screen = Screen(width: 30, height: 3)
        picker.render(into: &screen, theme: .color)
        #expect(screen.text(row: 1).contains("California"))
        #expect(screen.text(row: 1).contains("Los Angeles"))
    }

    @Test("reloadAllComponents asks about component 1 after component 0 has its new rows")
    func reloadAllAnswersWithTheNewEarlierComponent() {
        let source = CitySource()
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(2, inComponent: 1, animated: false)
        picker.selectRow(1, inComponent: 0, animated: false)
        source.seenCountingRows = []
        picker.reloadAllComponents()
        #expect(source.seenCountingRows == [[1, 2, 2]])
        #expect(picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.selectedRow(inComponent: 1) == 1, "row 2 clamped to Texas's last city")
        source.seenTitling = []
        #expect(picker.selectedTitles == ["Texas", "Dallas"])
        #expect(source.seenTitling == [1])
    }

    @Test("reloadComponent keeps the selection, clamped to the new rows")
    func reloadComponentClamps() {
        let source = CitySource()
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(2, inComponent: 1, animated: false)
        picker.selectRow(1, inComponent: 0, animated: false)
        picker.reloadComponent(1)
        #expect(picker.selectedRow(inComponent: 1) == 1)
        picker.selectRow(0, inComponent: 0, animated: false)
        picker.reloadComponent(1)
        #expect(picker.selectedRow(inComponent: 1) == 1, "kept where the rows still reach")
    }

    /// A data source that reports how the picker answers about its components while it is asked.
    final class ProbingSource: PickerViewDataSource {
        var rowCounts: [Int]
        var seen: [String] = []
        init(_ rowCounts: [Int]) { self.rowCounts = rowCounts }

        func numberOfComponents(in pickerView: PickerView) -> Int { rowCounts.count }

        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
            let earlier = (0..<component).map {
                "\($0): \(pickerView.selectedRow(inComponent: $0))/\(pickerView.numberOfRows(inComponent: $0))"
            }
            seen.append("asked \(component) [\(earlier.joined(separator: ", "))]")
            return rowCounts[component]
        }
    }

    @Test("a component without rows answers -1; one with rows answers 0 from the moment it is asked")
    func emptyComponentsAnswerMinusOne() {
        let source = ProbingSource([0, 4, 2])
        let picker = PickerView()
        picker.dataSource = source
        #expect(picker.numberOfComponents == 3)
        #expect(
            source.seen == [
                "asked 0 []", "asked 1 [0: -1/0]", "asked 2 [0: -1/0, 1: 0/4]",
            ])
        #expect(picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }
}
