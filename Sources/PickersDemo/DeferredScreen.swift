import PickerKit

/// A tab whose screen is built the first time it is shown, so that the gallery starts without
/// waiting for data it may never need (the Dependent tab parses 43,000 ZIP codes). If building
/// fails, the tab says why in one line.
@MainActor
final class DeferredScreen: GalleryScreen {
    let tabItem: TabBar.Item
    private let build: () throws -> GalleryScreen
    private var built: GalleryScreen?
    private var failure: Label?
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    init(tabItem: TabBar.Item, build: @escaping () throws -> GalleryScreen) {
        self.tabItem = tabItem
        self.build = build
    }

    /// The screen, built on first use (nil when building failed).
    var screen: GalleryScreen? {
        if built == nil && failure == nil {
            do {
                built = try build()
            } catch {
                failure = Label("This tab could not be built: \(error)", alignment: .center)
            }
        }
        return built
    }

    var children: [Widget] { screen.map { [$0] } ?? [failure].compactMap { $0 } }

    func layout() {
        if let screen {
            screen.frame = frame
            screen.layout()
        } else {
            failure?.frame = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: 1)
        }
    }

}
