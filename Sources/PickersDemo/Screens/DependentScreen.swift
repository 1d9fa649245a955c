import Foundation
import PickerKit

/// The "Dependent" tab: US states on the left, the chosen state's ZIP codes on the right.
/// Data: statedictionary.plist (see Resources/ATTRIBUTION.md).
@MainActor
final class DependentScreen: GalleryScreen {
    let tabItem = TabBar.Item(glyph: "⇶", title: "Dependent", functionKey: 4)
    let heading = Label("Dependent components", alignment: .center)
    let picker = PickerView()
    let source: DependentPickerSource
    let select: Button
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    init(context: GalleryContext, tree: DependentTree) {
        source = DependentPickerSource(tree: tree, widths: [WheelPrompt.dependentWidths(tree).first ?? nil, 9])
        picker.dataSource = source
        picker.delegate = source
        let picker = self.picker
        select = Button("Select") { [weak context] in
            picker.settle()
            let titles = picker.selectedTitles
            context?.showAlert(
                title: "You selected zip code \(titles[1]).", message: "\(titles[1]) is in \(titles[0])", button: "OK")
        }
    }

    /// The state dictionary shipped with the demo.
    static func loadStates() throws -> DependentTree {
        guard let url = Bundle.module.url(forResource: "statedictionary", withExtension: "plist") else {
            throw PromptError("statedictionary.plist is missing from the demo's resources")
        }
        return try DependentTreeFile.load(path: url.path)
    }

    var children: [Widget] { [heading, picker, select] }

    func layout() {
        let width = min(frame.width, 34)
        let x = frame.x + (frame.width - width) / 2
        heading.frame = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: 1)
        picker.frame = Rect(x: x, y: frame.y + 3, width: width, height: picker.preferredHeight(forWidth: width))
        select.frame = Rect(x: x, y: picker.frame.maxY + 1, width: width, height: 1)
    }

    func render(into screen: inout Screen, theme: Theme) {
        heading.style = theme.accent
        renderChildren(into: &screen, theme: theme)
    }

    func advance(now: Double) -> Bool { advanceChildren(now: now) }
}
