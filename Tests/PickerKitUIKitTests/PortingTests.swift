import PickerKit
import PickerKitUIKit
import Testing

/// Colours and fonts kept in constants outside the main actor, as UIKit code keeps them.
private let brandBlue = UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1.0)
private let headlineFont = UIFont(name: "AvenirNext-DemiBold", size: 21)

/// A controller with the members Xcode's templates give one, each calling super and noting its
/// call.
final class TemplateViewController: UIViewController {
    var calls: [String] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func loadView() {
        super.loadView()
        calls.append("loadView")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        calls.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        calls.append("viewDidDisappear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        calls.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        calls.append("viewDidLayoutSubviews")
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Dispose of any resources that can be recreated.
    }

    /// The calls but the layouts.
    var appearanceCalls: [String] { calls.filter { !$0.contains("Layout") } }
}

/// A view with the initializers Xcode's fix-it writes.
final class TemplateView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A controller made the way older code makes one: `init()` calling `super.init(nibName:bundle:)`.
final class PlainInitViewController: UIViewController {
    let greeting: String

    init() {
        greeting = "hello"
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        greeting = "from a storyboard"
        super.init(coder: aDecoder)
    }
}

/// A delegate written with every near miss: Swift 2's labels and titles that are not optional.
final class NearMissSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var selections: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 4 }

    func pickerView(pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "swift2-\(component)-\(row)"
    }
    func pickerView(pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 96 }
    func pickerView(pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    func pickerView(pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

/// A delegate whose titles are not optional.
final class PlainTitleSource: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String {
        "plain-\(row)"
    }
}

/// A delegate whose attributed titles are not optional, and whose views use Swift 2's
/// `reusingView:`.
final class NearMissViewSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var reused: [UIView] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 40 }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString
    {
        NSAttributedString(string: "styled-\(row)", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    }
    func pickerView(
        pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusingView view: UIView?
    ) -> UIView {
        if let view { reused.append(view) }
        guard component == 1 else { return UIView() }
        let label = (view as? UILabel) ?? UILabel()
        label.text = "view-\(row)"
        return label
    }
}

extension UIKitHostSuites {
    @MainActor
    @Suite(.serialized) struct PortingTests {
        // MARK: Xcode's template members

        @Test func templateMembersCompileAndTheHostCallsThemInUIKitsOrder() throws {
            let controller = TemplateViewController()
            #expect(controller.nibName == nil && controller.nibBundle == nil)
            let stage = Stage(controller)
            #expect(controller.calls.isEmpty, "nothing before the first frame")
            stage.draw()
            #expect(
                controller.calls == [
                    "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                    "viewDidAppear",
                ])
            stage.draw()
            #expect(controller.appearanceCalls.count == 4, "once")
            controller.didReceiveMemoryWarning()
            let fromCoder = try #require(TemplateViewController(coder: NSCoder()))
            #expect(!fromCoder.isViewLoaded)
            let named = TemplateViewController(nibName: "Main", bundle: Bundle.main)
            #expect(named.nibName == "Main" && named.nibBundle === Bundle.main)
            #expect(PlainInitViewController().greeting == "hello")
            #expect(PlainInitViewController(coder: NSCoder())?.greeting == "from a storyboard")
            #expect(TemplateView(frame: CGRect(x: 0, y: 0, width: 8, height: 16)).bounds.width == 8)
            #expect(UILabel(coder: NSCoder()) != nil && UIPickerView(coder: NSCoder()) != nil)
            #expect(UIButton(coder: NSCoder())?.buttonType == .system)
        }

        @Test func tabsThatComeAndGoHearIt() throws {
            let first = TemplateViewController()
            let second = TemplateViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            let stage = Stage(tabs)
            stage.draw()
            #expect(first.appearanceCalls == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
            #expect(second.calls.isEmpty, "a tab's view is made when the tab is first shown")
            stage.press(.function(2))
            #expect(first.appearanceCalls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
            #expect(second.appearanceCalls == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
            stage.press(.function(2))
            #expect(second.appearanceCalls.count == 4, "choosing the tab on show again changes nothing")
            tabs.selectedIndex = 0
            #expect(second.appearanceCalls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
            #expect(first.appearanceCalls.suffix(2) == ["viewWillAppear", "viewDidAppear"])
        }

        @Test func aPresentedControllerAndTheOneItCoversHearItButAnAlertLeavesThemBe() throws {
            let root = TemplateViewController()
            let stage = Stage(root)
            stage.draw()
            let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            root.present(alert, animated: true)
            stage.draw()
            #expect(root.appearanceCalls.count == 4, "the alert sits over the view")
            root.dismiss(animated: true)
            let sheet = TemplateViewController()
            root.present(sheet, animated: true)
            stage.draw()
            #expect(root.appearanceCalls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
            #expect(sheet.appearanceCalls == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
            sheet.dismiss(animated: true)
            #expect(sheet.appearanceCalls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
            #expect(root.appearanceCalls.suffix(2) == ["viewWillAppear", "viewDidAppear"])
        }

        // MARK: Near misses

        @Test func swift2LabelsAndTitlesThatAreNotOptionalAreCalled() throws {
            let source = NearMissSource()
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 640, height: 208))
            picker.dataSource = source
            picker.delegate = source
            let stage = Stage(HolderViewController([picker]))
            let screen = stage.draw()
            #expect(!screen.rows(containing: "swift2-0-0").isEmpty, "Swift 2's titleForRow")
            #expect(!screen.rows(containing: "swift2-2-0").isEmpty)
            #expect(picker.rowSize(forComponent: 0) == CGSize(width: 96, height: 32), "Swift 2's width and height")
            stage.press(.down)
            stage.wait(1)
            #expect(source.selections == ["0:1"], "Swift 2's didSelectRow")
            let plain = PlainTitleSource()
            let titled = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 208))
            titled.dataSource = plain
            titled.delegate = plain
            let drawn = Stage(HolderViewController([titled])).draw()
            #expect(!drawn.rows(containing: "plain-0").isEmpty && !drawn.rows(containing: "plain-3").isEmpty)
        }

        @Test func attributedTitlesThatAreNotOptionalAndSwift2ViewsAreDrawn() throws {
            let source = NearMissViewSource()
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 480, height: 208))
            picker.dataSource = source
            picker.delegate = source
            let stage = Stage(HolderViewController([picker]))
            let screen = stage.draw()
            #expect(!screen.rows(containing: "view-0").isEmpty, "Swift 2's viewForRow")
            #expect(screen.rows(containing: "styled-").isEmpty, "a view wins over an attributed title")
            stage.press(.right)
            for _ in 0..<20 { stage.press(.down) }
            stage.wait(1)
            #expect(!source.reused.isEmpty, "views that scrolled away come back through reusingView")
            #expect(picker.view(forRow: 0, forComponent: 1) == nil, "row 0 is out of sight")
            #expect((picker.view(forRow: 20, forComponent: 1) as? UILabel)?.text == "view-20")
            let titled = UIPickerView(frame: CGRect(x: 0, y: 0, width: 480, height: 208))
            let onlyTitles = AttributedOnly()
            titled.dataSource = onlyTitles
            titled.delegate = onlyTitles
            let drawn = Stage(HolderViewController([titled])).draw()
            let band = try #require(drawn.rows(containing: "styled-0").first)
            let column = try #require(drawn.column(of: "styled-0", row: band))
            #expect(drawn[column, band].style.attributes.contains(.bold), "the bold font of the attributed title")
        }

        // MARK: Fonts and colours

        @Test func fontsByNameSizeAndStyle() throws {
            let helvetica = try #require(UIFont(name: "Helvetica", size: 17))
            #expect(!helvetica.isBold && !helvetica.isItalic && helvetica.pointSize == 17)
            #expect(helvetica.familyName == "Helvetica" && helvetica.fontName == "Helvetica")
            #expect(UIFont(name: "HelveticaNeue-Bold", size: 12)?.isBold == true)
            #expect(UIFont(name: "Georgia-BoldItalic", size: 12).map { $0.isBold && $0.isItalic } == true)
            #expect(UIFont(name: "Menlo-Oblique", size: 12)?.isItalic == true)
            #expect(headlineFont?.isBold == true, "DemiBold")
            #expect(UIFont.systemFont(ofSize: 14).isBold == false)
            #expect(UIFont.boldSystemFont(ofSize: 14).isBold)
            #expect(UIFont.italicSystemFont(ofSize: 14).isItalic)
            #expect(UIFont.systemFont(ofSize: 14, weight: .heavy).isBold)
            #expect(UIFont.preferredFont(forTextStyle: .headline).isBold)
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
            #expect(helvetica.withSize(30).pointSize == 30 && helvetica.withSize(30).fontName == "Helvetica")
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 16))
            label.text = "Italic"
            label.font = UIFont(name: "Georgia-Italic", size: 20)
            let screen = Stage(HolderViewController([label])).draw()
            #expect(screen[0, 0].style.attributes.contains(.italic))
        }

        @Test func coloursByComponentsHueAndName() {
            #expect(brandBlue.blue == 0.9)
            let orange = UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 1)
            #expect(abs(orange.red - 1) < 0.001 && abs(orange.green - 0.5) < 0.001 && orange.blue == 0)
            let blue = UIColor(hue: 240.0 / 360, saturation: 1, brightness: 1, alpha: 1)
            #expect(blue.blue == 1 && blue.red == 0)
            #expect(UIColor.darkGray.red == 1.0 / 3 && UIColor.lightGray.green == 2.0 / 3)
            #expect(UIColor.cyan.green == 1 && UIColor.cyan.red == 0)
            #expect(UIColor.systemRed.red == 1)
            #expect(UIColor.red.withAlphaComponent(0.5).alpha == 0.5)
            var red: CGFloat = 0
            var alpha: CGFloat = 0
            #expect(UIColor.brown.getRed(&red, green: nil, blue: nil, alpha: &alpha))
            #expect(red == 0.6 && alpha == 1)
        }

        // MARK: Sounds and random numbers

        @Test func soundsFromFilesAndSystemSoundsRingTheBell() throws {
            let stage = Stage(TemplateViewController())
            stage.draw()
            var crunch: SystemSoundID = 0
            let url = try #require(Bundle.main.url(forResource: "crunch", withExtension: "wav"))
            #expect(AudioServicesCreateSystemSoundID(url as CFURL, &crunch) == kAudioServicesNoError)
            #expect(crunch != 0)
            AudioServicesPlaySystemSound(crunch)
            #expect(stage.context.bellsRequested == 1)
            AudioServicesPlaySystemSound(1104)
            AudioServicesPlayAlertSound(kSystemSoundID_Vibrate)
            #expect(stage.context.bellsRequested == 3, "a built-in sound and the vibration ring too")
            AudioServicesPlaySystemSound(12345)
            #expect(stage.context.bellsRequested == 3, "an identifier that names no sound plays nothing")
            var missing: SystemSoundID = 0
            let nowhere = URL(fileURLWithPath: "/nonexistent/crunch.wav")
            #expect(
                AudioServicesCreateSystemSoundID(nowhere as CFURL, &missing)
                    == kAudioServicesSystemSoundUnspecifiedError)
            let plist = try #require(Bundle.main.url(forResource: "capitals", withExtension: "plist"))
            #expect(AudioServicesCreateSystemSoundID(plist as CFURL, &missing) != kAudioServicesNoError, "not a sound")
            #expect(missing == 0)
            #expect(AudioServicesDisposeSystemSoundID(crunch) == kAudioServicesNoError)
            AudioServicesPlaySystemSound(crunch)
            #expect(stage.context.bellsRequested == 3, "a disposed sound plays nothing")
        }

        @Test func theBSDRandomFunctionsStayInRange() {
            arc4random_stir()
            let draws = (0..<600).map { _ in arc4random_uniform(6) }
            #expect(draws.allSatisfy { $0 < 6 })
            #expect(Set(draws).count == 6, "every value comes up")
            #expect(arc4random_uniform(1) == 0 && arc4random_uniform(0) == 0)
            #expect(Set((0..<8).map { _ in arc4random() }).count > 1)
            var bytes = [UInt8](repeating: 0, count: 64)
            bytes.withUnsafeMutableBytes { arc4random_buf($0.baseAddress, $0.count) }
            #expect(bytes.contains { $0 != 0 })
        }
    }
}

/// Attributed titles with a bold font only.
final class AttributedOnly: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString
    {
        NSAttributedString(string: "styled-\(row)", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    }
}
