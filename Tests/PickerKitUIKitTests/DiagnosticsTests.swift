import Foundation
import Testing

/// What UIKit code that cannot be honoured gets from the compiler: a message that says what to
/// write instead. Each case type-checks a snippet against the `PickerKitUIKit` just built
/// (`swiftc -typecheck`, a fraction of a second), so the diagnostics are checked as a user meets
/// them. It runs where the build's module folder is beside the test runner (SwiftPM on Linux).
@Suite(.enabled(if: Typecheck.modules != nil, "needs the build's module folder beside the test runner"))
struct DiagnosticsTests {
    @Test func whatIsNotPortedFailsWithAMessageThatSaysWhatToWrite() throws {
        let output = try Typecheck.run(
            """
            import PickerKitUIKit

            class Legacy: UIViewController, UIPickerViewDataSource {
                func numberOfComponentsInPickerView(pickerView: UIPickerView) -> Int { 1 }
                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
                func layOut() {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    _ = UIScreen.main.bounds
                    NSLayoutConstraint.activate([])
                    _ = navigationController
                    UIButton(type: .system).addTarget(self, action: "tap", for: .touchUpInside)
                    UIAlertController(title: nil, message: nil, preferredStyle: .alert).addTextField()
                }
            }
            """)
        for message in [
            "protocol requires function 'numberOfComponents(in:)' with type '(UIPickerView) -> Int'",
            "cannot override 'prepare' which has been marked unavailable: storyboards are code here",
            "'translatesAutoresizingMaskIntoConstraints' is unavailable: Auto Layout is not ported: use a UIStackView, or set frames in",
            "'main' is unavailable: a terminal has no screen object: the root view's bounds are the terminal's size",
            "'activate' is unavailable: Auto Layout is not ported",
            "'navigationController' is unavailable: navigation controllers are not ported: present(_:animated:",
            "'addTarget(_:action:for:)' is unavailable: selectors need Objective-C: use addAction(UIAction { _ in … }, for:)",
            "the terminal alert has no text fields: ask with PickerKit's LinePrompt",
        ] {
            #expect(output.contains(message), "\(message)\n\(output)")
        }
    }

    @Test func nearMissesAndAFileThatAlsoImportsFoundationCompile() throws {
        let output = try Typecheck.run(
            """
            import Foundation
            import PickerKitUIKit

            class Legacy: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
                var soundID: SystemSoundID = 0
                func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
                func pickerView(pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                    nil
                }
                func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String {
                    ""
                }
                func load() {
                    let path = Bundle.main.path(forResource: "capitals", ofType: "plist")
                    _ = Bundle.main.url(forResource: "crunch", withExtension: "wav")
                    _ = arc4random_uniform(6)
                    arc4random_stir()
                    AudioServicesCreateSystemSoundID(URL(fileURLWithPath: path!) as CFURL, &soundID)
                    AudioServicesPlaySystemSound(soundID)
                }
            }
            """)
        #expect(!output.contains("error:"), "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }

    /// Target–action as UIKit code writes it today: `#selector` and `@objc` are refused by the
    /// compiler itself on a platform without the Objective-C runtime, before any library is
    /// asked, so these two messages are what a port sees there (`Documentation/UIKit.md` quotes
    /// them). A selector made from a string reaches the library, which names the form to use.
    @Test func targetActionGetsTheCompilersMessagesAndStringSelectorsNameAddAction() throws {
        let output = try Typecheck.run(
            """
            import PickerKitUIKit

            class ViewController: UIViewController {
                let button = UIButton(type: .system)
                let datePicker = UIDatePicker()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
                    datePicker.addTarget(self, action: #selector(dateChanged), for: .valueChanged)
                }

                @objc func buttonTapped(_ sender: UIButton) {}
                @objc func dateChanged() {}
            }

            class LegacyViewController: UIViewController {
                let button = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: Selector("buttonTapped:"), for: .touchUpInside)
                    button.removeTarget(self, action: Selector(("buttonTapped:")), for: .touchUpInside)
                }
            }
            """)
        // Each diagnostic once: its own line names the file (the excerpt under it repeats it).
        let lines = output.split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains("error:") }
        func count(_ message: String) -> Int { lines.filter { $0.contains(message) }.count }
        #expect(count("error: '#selector' can only be used with the Objective-C runtime") == 2, "\(output)")
        #expect(count("error: Objective-C interoperability is disabled") == 2, "\(output)")
        let named = "selectors need Objective-C: use addAction(UIAction { _ in … }, for:)"
        #expect(count("error: 'addTarget(_:action:for:)' is unavailable: " + named) == 1, "\(output)")
        #expect(count("error: 'removeTarget(_:action:for:)' is unavailable: " + named) == 1, "\(output)")
        #expect(count("error: 'Selector' is unavailable: " + named) == 4, "the type and its string, twice: \(output)")
        #expect(count("cannot find") == 0, "every name is found: \(output)")
    }

    /// iOS code exactly as its authors write it: an attribute dictionary with UIKit's keys (a
    /// literal typed by nothing but its keys and values, as `[Key: NSObject]` on iOS, and literals
    /// with leading-dot keys where the type is known), a label that shrinks its text, and a date
    /// picker's calendar, time zone and rounding.
    @Test func attributesLabelsAndDatePickersCompileAsIOSCodeWritesThem() throws {
        let output = try Typecheck.run(
            """
            import PickerKitUIKit

            class FontPickerViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
                let fontNames = ["Menlo", "Courier-Bold"]
                let sampleLabel = UILabel()
                let datePicker = UIDatePicker()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    sampleLabel.adjustsFontSizeToFitWidth = true
                    sampleLabel.minimumScaleFactor = 0.5
                    if sampleLabel.textColor == .red || UIColor.red == UIColor.red {
                        sampleLabel.textColor = .blue
                    }
                    datePicker.calendar = Calendar(identifier: .gregorian)
                    datePicker.timeZone = TimeZone(identifier: "Europe/Paris")
                    datePicker.roundsToMinuteInterval = false
                    let hour = datePicker.calendar.component(.hour, from: datePicker.date)
                    print(hour, datePicker.timeZone?.identifier ?? "current")
                }

                func numberOfComponents(in pickerView: UIPickerView) -> Int {
                    return 1
                }

                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
                    return fontNames.count
                }

                func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
                    let attributes = [NSAttributedString.Key.foregroundColor: UIColor.blue, NSAttributedString.Key.font: UIFont(name: fontNames[row], size: 17)!]
                    return NSAttributedString(string: fontNames[row], attributes: attributes)
                }

                func highlighted(_ text: String) -> NSAttributedString {
                    return NSAttributedString(string: text, attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 17)])
                }

                func titleAttributes() -> [NSAttributedString.Key: Any] {
                    return [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 17)]
                }
            }
            """)
        #expect(!output.contains("error:"), "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }
}

/// Type-checks Swift source against the modules of this build.
enum Typecheck {
    /// The build's folder (`.build/<triple>/debug`): where the test runner is.
    static let buildFolder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()

    /// The build's module folder, if this build has one beside the test runner.
    static var modules: URL? {
        let folder = buildFolder.appendingPathComponent("Modules")
        let module = folder.appendingPathComponent("PickerKitUIKit.swiftmodule")
        return FileManager.default.fileExists(atPath: module.path) ? folder : nil
    }

    /// What `swiftc -typecheck` says about `source`: its diagnostics, standard error and output.
    static func run(_ source: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "diagnostics-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try run(files: [file.path])
    }

    /// What `swiftc -typecheck` says about `files` together, as one module of another package.
    static func run(files: [String]) throws -> String {
        let modules = try #require(modules)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swiftc", "-swift-version", "6", "-typecheck", "-wmo", "-warnings-as-errors", "-I", modules.path,
                "-Xcc", "-fmodule-map-file=" + buildFolder.appendingPathComponent("CShim.build/module.modulemap").path,
            ] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
