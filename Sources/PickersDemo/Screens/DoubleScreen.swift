import PickerKit

/// The "Double" tab: a sandwich order from two independent wheels, fillings and breads.
@MainActor
final class DoubleScreen: GalleryScreen {
    static let fillings = ["Ham", "Turkey", "Peanut Butter", "Tuna Salad", "Nutella", "Roast Beef", "Vegemite"]
    static let breads = ["White", "Whole Wheat", "Rye", "Sourdough", "Seven Grain"]

    let tabItem = TabBar.Item(glyph: "◫", title: "Double", functionKey: 3)
    let heading = Label("Two components", alignment: .center)
    let picker = PickerView(components: [DoubleScreen.fillings, DoubleScreen.breads])
    let select: Button
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    init(context: GalleryContext) {
        let picker = self.picker
        select = Button("Select") { [weak context] in
            let filling = DoubleScreen.fillings[picker.selectedRow(inComponent: 0)]
            let bread = DoubleScreen.breads[picker.selectedRow(inComponent: 1)]
            context?.showAlert(
                title: "Thank you for your order", message: "Your \(filling) on \(bread) bread will be right up.",
                button: "Great!")
        }
    }

    var children: [Widget] { [heading, picker, select] }

    func layout() {
        let width = min(frame.width, 40)
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
