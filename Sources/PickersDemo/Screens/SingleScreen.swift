import PickerKit

/// The "Single" tab of the iOS Pickers app: one wheel of characters and a Select button.
@MainActor
final class SingleScreen: GalleryScreen {
    static let characters = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]

    let tabItem = TabBar.Item(glyph: "◉", title: "Single", functionKey: 2)
    let heading = Label("Single component", alignment: .center)
    let picker = PickerView(components: [SingleScreen.characters])
    let select: Button
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    init(context: GalleryContext) {
        let picker = self.picker
        select = Button("Select") { [weak context] in
            let row = picker.selectedRow(inComponent: 0)
            context?.showAlert(
                title: "You selected \(SingleScreen.characters[row])!", message: "Thank you for choosing.",
                button: "You're Welcome")
        }
    }

    var children: [Widget] { [heading, picker, select] }

    func layout() {
        let width = min(frame.width, 30)
        let x = frame.x + (frame.width - width) / 2
        let height = picker.preferredHeight(forWidth: width)
        heading.frame = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: 1)
        picker.frame = Rect(x: x, y: frame.y + 3, width: width, height: height)
        select.frame = Rect(x: x, y: picker.frame.maxY + 1, width: width, height: 1)
    }

    func render(into screen: inout Screen, theme: Theme) {
        heading.style = theme.accent
        renderChildren(into: &screen, theme: theme)
    }

    func advance(now: Double) -> Bool { advanceChildren(now: now) }
}
