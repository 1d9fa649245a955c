import PickerKit
import PickerKitUIKit
import Testing

/// A view controller run by a `UIKitHost` whose time, keys and frames the test drives.
@MainActor
struct Stage {
    let host: UIKitHost
    let program: WidgetProgram
    let context = RunContext(now: 0)
    var columns = 80
    var rows = 24

    init(_ controller: UIViewController, theme: Theme = .color) {
        host = UIKitHost(rootViewController: controller)
        program = host.makeProgram(theme: theme, context: context)
        program.start(context: context)
    }

    /// Lays out and draws a frame.
    @discardableResult
    func draw() -> Screen {
        var screen = Screen(width: columns, height: rows)
        program.frame(into: &screen)
        return screen
    }

    /// Types a key after a frame, then draws.
    @discardableResult
    func press(_ key: Key, _ modifiers: Modifiers = []) -> Screen {
        draw()
        program.handle(.key(key, modifiers), context: context)
        return draw()
    }

    /// Lets `seconds` pass in frames of 1/60 s: timers run and pickers move on.
    @discardableResult
    func wait(_ seconds: Double) -> Screen {
        let end = context.now + seconds
        while context.now < end {
            context.now = min(end, context.now + 1.0 / 60)
            context.runDueTimers()
            _ = program.advance(context: context)
        }
        return draw()
    }
}

extension Screen {
    /// The rows whose text contains `text`.
    func rows(containing text: String) -> [Int] {
        (0..<height).filter { self.text(row: $0).contains(text) }
    }

    /// The column where `text` starts on `row`, counted in cells (for one-cell characters).
    func column(of text: String, row: Int) -> Int? {
        let line = self.text(row: row)
        guard let range = line.range(of: text) else { return nil }
        return line.distance(from: line.startIndex, to: range.lowerBound)
    }
}

/// A controller whose view holds `views` at the frames they were given.
@MainActor
final class HolderViewController: UIViewController {
    let views: [UIView]

    init(_ views: [UIView]) {
        self.views = views
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = UIView()
        for view in views { root.addSubview(view) }
        view = root
    }
}

/// Every suite that makes a `UIKitHost`, one at a time: a sound rings the bell of the running
/// host (a process-wide one, as UIKit's app is), so a test that waits for the book's
/// `asyncAfter` must not have another test's host take over meanwhile.
@MainActor
@Suite(.serialized) struct UIKitHostSuites {}
