import Foundation
import PickerKit

/// One screen of the gallery and its tab.
@MainActor
public protocol GalleryScreen: Widget {
    /// The tab's glyph, title and function key.
    var tabItem: TabBar.Item { get }
}

/// The gallery app: the classic iOS picker examples, one per tab, with a tab bar at the bottom.
/// F1…F10 or a click choose a tab; q or Ctrl-C quits.
@MainActor
public final class Gallery: Widget {
    /// The screens, in tab order.
    public let screens: [GalleryScreen]
    /// The bar at the bottom.
    public let tabBar: TabBar
    /// Shared services for the screens.
    public let context: GalleryContext
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isFocused = false

    /// Builds every tab that exists, in the gallery's fixed order, and opens on the first (Date, the
    /// book's first tab). `now` is asked when a tab that shows today opens (the command pins it for tests; widgets never read a clock); the
    /// Thermostat tab keeps its schedule in the configuration folder `environment` names
    /// (`XDG_CONFIG_HOME`, `HOME`).
    public init(
        seed: UInt64, now: @escaping @MainActor () -> Date = { Date() },
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let context = GalleryContext(seed: seed)
        self.context = context
        var screens: [GalleryScreen] = [
            DeferredScreen(tabItem: DateScreen.tab) { DateScreen(now: now()) },
            SelectScreen.single(), SelectScreen.double(),
        ]
        // The dependent tab needs its data file: without it the tab is left out, not faked; with
        // it, the file is parsed when the tab is first shown.
        if SelectScreen.statesURL != nil {
            screens.append(
                DeferredScreen(tabItem: SelectScreen.dependentTab) {
                    SelectScreen.dependent(states: try SelectScreen.loadStates())
                })
        }
        screens.append(SlotMachineScreen(context: context))
        screens.append(ResistorScreen())
        screens.append(WeightScreen())
        // The schedule file is read when the tab is first shown; an unusable one is moved aside
        // under a name tagged with the time the tab opened.
        screens.append(
            DeferredScreen(tabItem: ThermostatScreen.tab) {
                ThermostatScreen(environment: environment, backupTag: Int(now().timeIntervalSince1970))
            })
        screens.append(DeferredScreen(tabItem: CalendarScreen.tab) { CalendarScreen(now: now()) })
        screens.append(MiniScreen())
        self.screens = screens
        // The gallery opens on the Date tab, the book's first.
        tabBar = TabBar(items: screens.map(\.tabItem), selectedIndex: 0)
    }

    /// The screen on show.
    public var currentScreen: GalleryScreen { screens[tabBar.selectedIndex] }

    public var children: [Widget] { [currentScreen, tabBar] }

    /// The lines above the tab bar, where the current screen is seen.
    private var screenArea = Rect(x: 0, y: 0, width: 0, height: 0)
    /// How many lines of the current screen are scrolled out above its area, and which tab that
    /// is for (another tab starts at its top).
    private var scroll = (tab: 0, lines: 0)

    public func layout() {
        let barHeight = min(frame.height, tabBar.preferredHeight(forWidth: frame.width))
        tabBar.frame = Rect(x: frame.x, y: frame.maxY - barHeight, width: frame.width, height: barHeight)
        screenArea = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height - barHeight)
        if scroll.tab != tabBar.selectedIndex { scroll = (tabBar.selectedIndex, 0) }
        let screen = currentScreen
        screen.frame = screenArea
        screen.layout()
        // A screen whose widgets reach below its area (a terminal shorter than the screen needs)
        // is laid out whole, as tall as its content, and scrolled so that its focused widget is
        // in view: every widget of it is then inside its frame, so Tab reaches it (a widget laid
        // out outside its container's frame is never drawn, and takes no focus).
        let bottom = Self.contentBottom(of: screen)
        guard bottom > screenArea.maxY, !screenArea.isEmpty else {
            scroll.lines = 0
            return
        }
        let height = bottom - screenArea.y
        screen.frame = Rect(x: screenArea.x, y: screenArea.y, width: screenArea.width, height: height)
        screen.layout()
        if let focused = Self.focusedWidget(in: screen) {
            let top = focused.frame.y - screenArea.y
            let end = focused.frame.maxY - screenArea.y
            if top < scroll.lines { scroll.lines = top }
            if end > scroll.lines + screenArea.height { scroll.lines = end - screenArea.height }
        }
        scroll.lines = min(max(0, scroll.lines), height - screenArea.height)
        guard scroll.lines > 0 else { return }
        screen.frame.y = screenArea.y - scroll.lines
        screen.layout()
    }

    /// Draws the current screen inside its area (a scrolled screen reaches beyond it), then the
    /// tab bar.
    public func render(into screen: inout Screen, theme: Theme) {
        let current = currentScreen
        screen.withClip(screenArea.intersection(current.frame)) { current.render(into: &$0, theme: theme) }
        screen.withClip(tabBar.frame) { tabBar.render(into: &$0, theme: theme) }
    }

    /// The line below the lowest widget drawn in `widget` (its own frame aside).
    static func contentBottom(of widget: Widget) -> Int {
        var bottom = widget.frame.y
        for child in widget.children where !child.isHidden {
            if !child.frame.isEmpty { bottom = max(bottom, child.frame.maxY) }
            bottom = max(bottom, contentBottom(of: child))
        }
        return bottom
    }

    /// The widget in `widget` that has the focus, if any.
    static func focusedWidget(in widget: Widget) -> Widget? {
        for child in widget.children where !child.isHidden {
            if child.isFocused { return child }
            if let found = focusedWidget(in: child) { return found }
        }
        return nil
    }

    /// A program that runs the gallery full screen.
    public func makeProgram(theme: Theme) -> WidgetProgram {
        let program = WidgetProgram(root: self, theme: theme) { _, rows in rows }
        program.onKey = { [unowned self, unowned program] key, modifiers, context in
            guard modifiers.isEmpty, program.modal == nil else { return false }
            switch key {
            case .function(let n):
                return self.tabBar.selectFunctionKey(n)
            case .character("q"):
                context.finish(.finished)
                return true
            default:
                return false
            }
        }
        return program
    }
}
