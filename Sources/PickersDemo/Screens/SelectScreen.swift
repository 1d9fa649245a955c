import Foundation
import PickerKit

/// A screen of the classic Pickers app: a heading, a picker and a Select button whose alert
/// reports the selection.
@MainActor
final class SelectScreen: GalleryScreen {
    /// What Select shows: the alert's title, message and button.
    typealias Report = (_ picker: PickerView) -> (title: String, message: String, button: String)

    let tabItem: TabBar.Item
    let heading: Label
    let picker: PickerView
    let select: Button
    /// The width the picker is given (the screen may be narrower).
    let pickerWidth: Int
    /// Keeps the picker's data source alive (the picker holds it weakly).
    private let source: AnyObject?
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    init(
        tabItem: TabBar.Item, heading: String, picker: PickerView, source: AnyObject? = nil, pickerWidth: Int,
        report: @escaping Report
    ) {
        self.tabItem = tabItem
        self.heading = Label(heading, alignment: .center, themeStyle: \.accent)
        self.picker = picker
        self.source = source
        self.pickerWidth = pickerWidth
        select = Button("Select") { context in
            // A button press is a commit: the picker has already settled.
            let (title, message, button) = report(picker)
            context.showAlert(title: title, message: message, button: button)
        }
    }

    var children: [Widget] { [heading, picker, select] }

    func layout() {
        let width = min(frame.width, pickerWidth)
        let x = frame.x + (frame.width - width) / 2
        heading.frame = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: 1)
        picker.frame = Rect(x: x, y: frame.y + 3, width: width, height: picker.preferredHeight(forWidth: width))
        select.frame = Rect(x: x, y: picker.frame.maxY + 1, width: width, height: 1)
    }

}

extension SelectScreen {
    static let characters = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]
    static let fillings = ["Ham", "Turkey", "Peanut Butter", "Tuna Salad", "Nutella", "Roast Beef", "Vegemite"]
    static let breads = ["White", "Whole Wheat", "Rye", "Sourdough", "Seven Grain"]

    /// "Single": one wheel of characters.
    static func single() -> SelectScreen {
        SelectScreen(
            tabItem: TabBar.Item(glyph: "◉", title: "Single", functionKey: 2), heading: "Single component",
            picker: PickerView(components: [characters]), pickerWidth: 30
        ) { picker in
            ("You selected \(picker.selectedTitles[0])!", "Thank you for choosing.", "You're Welcome")
        }
    }

    /// "Double": a sandwich order from two independent wheels, fillings and breads.
    static func double() -> SelectScreen {
        SelectScreen(
            tabItem: TabBar.Item(glyph: "◫", title: "Double", functionKey: 3), heading: "Two components",
            picker: PickerView(components: [fillings, breads]), pickerWidth: 40
        ) { picker in
            let titles = picker.selectedTitles
            return ("Thank you for your order", "Your \(titles[0]) on \(titles[1]) bread will be right up.", "Great!")
        }
    }

    /// "Dependent": US states on the left, the chosen state's ZIP codes on the right (the state
    /// column wide enough for "Massachusetts", the ZIP column narrow).
    static func dependent(states: DependentTree) -> SelectScreen {
        let source = DependentPickerSource(tree: states, widths: [WheelPrompt.dependentWidths(states).first ?? nil, 9])
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        return SelectScreen(
            tabItem: dependentTab, heading: "Dependent components",
            picker: picker, source: source, pickerWidth: 34
        ) { picker in
            let titles = picker.selectedTitles
            return ("You selected zip code \(titles[1]).", "\(titles[1]) is in \(titles[0])", "OK")
        }
    }

    static let dependentTab = TabBar.Item(glyph: "⇶", title: "Dependent", functionKey: 4)

    /// Where the state dictionary shipped with the demo is (see Resources/ATTRIBUTION.md).
    static var statesURL: URL? { Bundle.module.url(forResource: "statedictionary", withExtension: "plist") }

    /// The state dictionary, parsed.
    static func loadStates() throws -> DependentTree {
        guard let url = statesURL else {
            throw PromptError("statedictionary.plist is missing from the demo's resources")
        }
        return try DependentTreeFile.load(path: url.path)
    }
}
