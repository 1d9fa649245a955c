import PickerKit
import PickerKitUIKit
import Testing

/// A UIKit data source and delegate that gives titles only and records what the picker reports.
@MainActor
final class TitleSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var components = [["Apple", "Banana", "Cherry", "Damson", "Elder"], ["Red", "Green", "Blue"]]
    var selections: [(row: Int, component: Int, picker: UIPickerView)] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { components.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        components[component].count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        components[component][row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component, pickerView))
    }
}

/// Gives widths and row heights in points, as UIKit's signatures do.
@MainActor
final class SizedSource: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(component):\(row)"
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 160 : 84  // 20 columns; 10.5 rounds to 11
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 48 }
}

/// Gives attributed titles: red bold, then underlined.
@MainActor
final class AttributedSource: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "never asked"
    }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        let text = NSMutableAttributedString(
            string: "Hot",
            attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 17)])
        text.append(
            NSAttributedString(string: "Dog\(row)", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]))
        return text
    }
}

/// Gives a view per row and counts the views it had to make.
@MainActor
final class ViewSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var made = 0
    var reused = 0
    let symbols = (0..<12).map { UIImage(lines: ["<\($0)>"]) }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { symbols.count }
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        if let imageView = view as? UIImageView {
            reused += 1
            imageView.image = symbols[row]
            return imageView
        }
        made += 1
        return UIImageView(image: symbols[row])
    }
}

/// Names its components for the accessible line form.
@MainActor
final class LabelledSource: UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "x"
    }
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        component == 0 ? "State" : nil
    }
    func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? {
        component == 0 ? "Choosing a state lists its ZIP codes" : nil
    }
}

extension UIKitHostSuites {
    @MainActor
    @Suite struct UIPickerViewTests {
        private func stage(_ picker: UIPickerView, width: CGFloat = 320) -> Stage {
            picker.frame = CGRect(x: 0, y: 0, width: width, height: 112)
            return Stage(HolderViewController([picker]))
        }

        @Test func pointsBecomeCellsByTheDocumentedRule() {
            #expect(TerminalPoints.columns(160) == 20)
            #expect(TerminalPoints.lines(80) == 5)
            #expect(TerminalPoints.columns(84) == 11)
            #expect(TerminalPoints.lines(.infinity) == 0)
            #expect(
                TerminalPoints.rect(CGRect(x: 8, y: 16, width: 36, height: 20)) == Rect(x: 1, y: 1, width: 5, height: 1)
            )
            #expect(TerminalPoints.size(columns: 3, lines: 2) == CGSize(width: 24, height: 32))
        }

        @Test func titlesAndTheUsersSelectionReachTheUIKitDelegate() {
            let source = TitleSource()
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let stage = stage(picker)
            let screen = stage.draw()
            #expect(screen.rows(containing: "Apple") == [3])
            #expect(picker.numberOfComponents == 2)
            #expect(picker.numberOfRows(inComponent: 0) == 5)
            stage.press(.down)
            stage.wait(1)
            #expect(source.selections.map(\.row) == [1])
            #expect(source.selections.first?.picker === picker, "the delegate is handed the UIPickerView")
            #expect(picker.selectedRow(inComponent: 0) == 1)
            picker.selectRow(3, inComponent: 1, animated: false)
            stage.wait(1)
            #expect(source.selections.count == 1, "selectRow(_:inComponent:animated:) does not call the delegate")
            #expect(picker.selectedRow(inComponent: 1) == 2, "clamped to the last row")
        }

        @Test func widthAndRowHeightInPointsAreCalledAndMapped() {
            let source = SizedSource()
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            _ = stage(picker, width: 400).draw()
            #expect(picker.rowSize(forComponent: 0) == CGSize(width: 160, height: 48))
            #expect(picker.rowSize(forComponent: 1) == CGSize(width: 88, height: 48))
            #expect(picker.terminalPickerView.rowSize(forComponent: 1) == (11, 3))
            let size = picker.sizeThatFits(CGSize(width: 999, height: 999))
            #expect(size == CGSize(width: 32 * 8, height: 13 * 16), "20 + 1 + 11 columns, UIKit's height")
        }

        @Test func withoutWidthsTheComponentsShareTheWidth() {
            let source = TitleSource()
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            _ = stage(picker, width: 320).draw()
            #expect(picker.terminalPickerView.rowSize(forComponent: 0) == (20, 1))
            #expect(picker.terminalPickerView.rowSize(forComponent: 1) == (19, 1))
            #expect(picker.sizeThatFits(CGSize(width: 240, height: 0)) == CGSize(width: 240, height: 13 * 16))
        }

        @Test func attributedTitlesKeepBoldUnderlineAndAReadableColourOverTheBand() {
            let source = AttributedSource()
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let screen = stage(picker, width: 160).draw()
            let band = 3
            #expect(screen.text(row: band).contains("HotDog0"))
            let hot = screen.column(of: "Hot", row: band) ?? 0
            // Red has 2.4:1 on the band's grey (WCAG asks 4.5): the band's text colour instead.
            #expect(screen[hot, band].style.foreground == screen[0, band].style.foreground)
            #expect(screen[hot, band].style.attributes.contains(.bold))
            #expect(!screen[hot, band].style.attributes.contains(.underline))
            #expect(screen[hot + 3, band].style.attributes.contains(.underline))
            #expect(screen[hot, band].style.background == screen[0, band].style.background, "the band shows behind")
            #expect(screen[0, band].style.background != .default)
            #expect(picker.terminalPickerView.selectedTitles == ["HotDog0"], "the plain text answers for the row")
        }

        @Test func viewsForRowsAreDrawnReusedAndFound() throws {
            let source = ViewSource()
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let stage = stage(picker, width: 160)
            let screen = stage.draw()
            #expect(screen.rows(containing: "<0>") == [3])
            #expect(screen.rows(containing: "<3>") == [6])
            let shown = try #require(picker.view(forRow: 2, forComponent: 0) as? UIImageView)
            #expect(shown.image === source.symbols[2])
            #expect(picker.view(forRow: 9, forComponent: 0) == nil, "a row out of sight has no view")
            let made = source.made
            for row in 1...8 {
                picker.selectRow(row, inComponent: 0, animated: false)
                stage.draw()
            }
            #expect(stage.draw().rows(containing: "<8>") == [3])
            #expect(source.reused >= 4, "views that scrolled away come back through reusing:")
            #expect(source.made - made + source.reused == 8, "one view asked for each row that came into sight")
        }

        @Test func withoutTheSelectionIndicatorTheBandIsAPlainRow() {
            let source = TitleSource()
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            picker.isUserInteractionEnabled = false  // not focused: the band's own look
            let stage = stage(picker)
            #expect(stage.draw()[0, 3].style.background != .default)
            picker.showsSelectionIndicator = false
            #expect(stage.draw()[0, 3].style.background == .default)
        }

        @Test func aPickerThatTakesNoInteractionIgnoresKeys() {
            let source = TitleSource()
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            picker.isUserInteractionEnabled = false
            let stage = stage(picker)
            stage.press(.down)
            stage.wait(1)
            #expect(picker.selectedRow(inComponent: 0) == 0)
            #expect(source.selections.isEmpty)
        }

        @Test func accessibilityLabelsAndHintsFeedTheLineForm() {
            let source = LabelledSource()
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let first = picker.terminalPickerView.accessibleQuestion(forComponent: 0)
            #expect(first.question == "State")
            #expect(first.hint == "Choosing a state lists its ZIP codes")
            let second = picker.terminalPickerView.accessibleQuestion(forComponent: 1)
            #expect(second.question == "Column 2 of 2")
            #expect(second.hint == nil)
        }

        @Test func attributedStringsBecomeStyledText() {
            let text = NSMutableAttributedString(string: "plain ")
            text.append(NSAttributedString(string: "blue", attributes: [.foregroundColor: UIColor.blue]))
            let styled = text.styledText
            #expect(styled.plainText == "plain blue")
            #expect(styled.runs.count == 2)
            #expect(styled.runs[0].style == nil)
            #expect(styled.runs[1].style?.foreground == .rgb(0, 0, 255))
        }
    }
}
