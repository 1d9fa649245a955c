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

    public func layout() {
        let barHeight = min(frame.height, tabBar.preferredHeight(forWidth: frame.width))
        tabBar.frame = Rect(x: frame.x, y: frame.maxY - barHeight, width: frame.width, height: barHeight)
        currentScreen.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height - barHeight)
        currentScreen.layout()
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
