import PickerCore
import Terminal

/// A preview pane beside what a widget shows (the items of `picker choose`, the folders of
/// `picker file`): where the pane stands and how large it is, its border, its toggle key and
/// scroll keys, and the command run for what the widget's band holds.
///
/// The widget tells it, each round, what the band holds (``follow(item:also:context:subject:)``):
/// when that changes, the command before is ended at once and a timer (``rest``) starts the new
/// one only if the band still rests there, so a fast scroll spawns nothing for the rows it
/// passes. A generation number drops what a stale command still posts.
@MainActor
final class PreviewController {
    /// What the band holds, told apart: an item by its index, a file by its path.
    enum Item: Hashable, Sendable {
        case index(Int)
        case path([UInt8])
    }

    /// What a command depends on besides the item in the band: the query and the marks, when it
    /// names them (else empty). Concrete types, compared without a cast: an `AnyHashable` here
    /// cost a start a million instructions of the runtime's conformance scan.
    struct Dependence: Equatable {
        var query = ""
        var marks: [Int] = []
    }

    let preview: ChoosePreview
    let template: PreviewTemplate
    let pane: PreviewPane
    /// Whether the pane is hidden (its toggle key); its command runs only while it is shown.
    private(set) var isHidden: Bool
    /// What the command was last started (or cleared) for: the item in the band and what else
    /// it depends on.
    private var wanted: (item: Item?, also: Dependence)?
    /// The item whose output the pane shows: none yet, or one (nil for no item in the band).
    private var shown: Item??
    private var timer: Int?
    private var run: (any PreviewRunning)?
    /// Commands asked to end that may not have yet (SIGTERM ignored): the prompt's end kills them.
    private var endingRuns: [any PreviewRunning] = []
    private var generation = 0
    /// The temporary files of `{f}` named so far (each command's are numbered on): each command's
    /// thread removes its own once it has ended, and the prompt's end removes any left by a
    /// command that had not (the process may exit before its thread gets there).
    private var files: [String] = []
    /// The line between the pane and the widget.
    private var separator = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Starts a command (a test's stand-in runs none).
    var startCommand: PreviewRunning.Start = {
        CommandPreview(command: $0.command, files: $0.files, environment: $1, update: $2)
    }

    /// How long the band rests on an item before its preview starts: a fast scroll starts none
    /// for the rows it passes.
    static let rest = 0.04
    /// How long a preview may take before the output of the item before it is cleared.
    static let patience = 0.3

    /// A pane for `preview` (its command not checked: see ``PreviewTemplate/init(lenient:)``).
    init(_ preview: ChoosePreview, readsColors: Bool) {
        self.preview = preview
        template = PreviewTemplate(lenient: preview.command)
        isHidden = preview.startsHidden
        pane = PreviewPane(readsColors: readsColors, wraps: preview.wraps)
    }

    private var border: Int { preview.border == .line ? 1 : 0 }

    /// The height of the widget (`main` rows) with the pane: above or below, the pane's rows, or
    /// the rows that make its share of the whole (rounded up); beside, the widget's.
    func preferredHeight(main: Int) -> Int {
        guard !isHidden, preview.position == .top || preview.position == .bottom else { return main }
        switch preview.size {
        case .cells(let rows): return main + border + rows
        case .percent(let share): return main + border + ((main + border) * share + 99 - share) / (100 - share)
        }
    }

    /// The pane's extent across `total` cells (the width beside the widget, the height above or
    /// below it), leaving the widget `least` cells and the border: nil when that leaves none.
    private func extent(of total: Int, least: Int) -> Int? {
        let asked: Int
        switch preview.size {
        case .cells(let cells): asked = cells
        case .percent(let share):
            // Above or below, of the whole, rounded up (as ``preferredHeight(main:)`` counts it);
            // beside, of the width the border leaves, rounded down.
            asked =
                preview.position == .top || preview.position == .bottom
                ? (total * share + 99) / 100 : (total - border) * share / 100
        }
        let extent = min(asked, total - border - least)
        return extent > 0 ? extent : nil
    }

    /// Lays out the pane and its border in `frame`; returns what is left for the widget (all of
    /// it when the pane is hidden or finds no room). Beside, the widget keeps `leastWidth`
    /// columns; above or below, `leastHeight` rows.
    func layout(in frame: Rect, leastWidth: Int, leastHeight: Int) -> Rect {
        var main = frame
        pane.frame = Rect(x: frame.x, y: frame.y, width: 0, height: 0)
        separator = pane.frame
        guard !isHidden else { return main }
        let border = border
        switch preview.position {
        case .right, .left:
            guard let width = extent(of: frame.width, least: leastWidth) else { return main }
            main.width = frame.width - width - border
            if preview.position == .right {
                separator = Rect(x: main.maxX, y: frame.y, width: border, height: frame.height)
                pane.frame = Rect(x: main.maxX + border, y: frame.y, width: width, height: frame.height)
            } else {
                pane.frame = Rect(x: frame.x, y: frame.y, width: width, height: frame.height)
                separator = Rect(x: pane.frame.maxX, y: frame.y, width: border, height: frame.height)
                main.x = pane.frame.maxX + border
            }
        case .top, .bottom:
            guard let height = extent(of: frame.height, least: leastHeight) else { return main }
            main.height = frame.height - height - border
            if preview.position == .bottom {
                separator = Rect(x: frame.x, y: main.maxY, width: frame.width, height: border)
                pane.frame = Rect(x: frame.x, y: main.maxY + border, width: frame.width, height: height)
            } else {
                pane.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: height)
                separator = Rect(x: frame.x, y: pane.frame.maxY, width: frame.width, height: border)
                main.y = pane.frame.maxY + border
            }
        }
        return main
    }

    /// Draws the pane and the line between it and the widget.
    func render(into screen: inout Screen, theme: Theme) {
        guard !pane.frame.isEmpty else { return }
        screen.withClip(pane.frame) { pane.render(into: &$0, theme: theme) }
        guard !separator.isEmpty else { return }
        if separator.width == 1 {
            for y in separator.y..<separator.maxY {
                screen.put(theme.separatorGlyph, column: separator.x, row: y, limit: 1, style: theme.separator)
            }
        } else {
            let rule = String(repeating: theme.separatorGlyph == "|" ? "-" : "─", count: separator.width)
            screen.put(rule, column: separator.x, row: separator.y, limit: separator.width, style: theme.separator)
        }
    }

    /// The pane's keys: its toggle key, and Shift with the arrows and pages to scroll it.
    func handleKey(_ key: Key, _ modifiers: Modifiers, context: RunContext) -> Bool {
        if let toggle = preview.toggleKey, toggle.matches(key, modifiers) {
            self.toggle(context: context)
            return true
        }
        guard modifiers == .shift, !isHidden else { return false }
        switch key {
        case .up: pane.scroll(by: -1)
        case .down: pane.scroll(by: 1)
        case .pageUp: pane.scroll(by: -max(1, pane.frame.height - 1))
        case .pageDown: pane.scroll(by: max(1, pane.frame.height - 1))
        default: return false
        }
        return true
    }

    /// Hides the pane or shows it again: hidden, the command ends and runs no more; shown again,
    /// it runs for what is there.
    func toggle(context: RunContext) {
        isHidden.toggle()
        if isHidden { end(context: context) }
        pane.clear(running: false)
        shown = nil
    }

    /// Scrolls the pane by `lines` (up when negative), while it is shown.
    func scroll(by lines: Int) {
        if !isHidden { pane.scroll(by: lines) }
    }

    /// The mouse wheel over the pane scrolls it.
    func handleMouse(_ mouse: MouseEvent) -> Bool {
        guard pane.frame.contains(column: mouse.column, row: mouse.row) else { return false }
        if mouse.button == .wheelUp { pane.scroll(by: -3) }
        if mouse.button == .wheelDown { pane.scroll(by: 3) }
        return true
    }

    /// What the band holds now: `item` (nil for nothing), and `also` what else the command
    /// depends on (the query and the marks when it names them). When that changed, the command
    /// before ends and, once the band has rested, the command for `subject()` starts.
    func follow(
        item: Item?, also: Dependence = Dependence(), context: RunContext,
        subject: @escaping () -> PreviewTemplate.Subject
    ) {
        guard !isHidden else { return }
        if let wanted, wanted.item == item, wanted.also == also { return }
        wanted = (item, also)
        end(context: context)
        guard item != nil || template.runs(for: subject()) else {
            pane.clear(running: false)
            shown = nil
            return
        }
        pane.isStale = shown != nil && shown != item
        let generation = generation
        timer = context.after(Self.rest) { [weak self] in
            self?.start(item, subject(), generation: generation, context: context)
        }
    }

    /// Ends the command under way (or about to start), and drops what it still posts.
    private func end(context: RunContext) {
        if let timer { context.cancel(timer) }
        timer = nil
        if let run {
            run.cancel(force: false)
            endingRuns = endingRuns.filter { !$0.hasEnded } + [run]
        }
        run = nil
        generation += 1
        if isHidden { wanted = nil }
    }

    private func start(
        _ item: Item?, _ subject: PreviewTemplate.Subject, generation: Int, context: RunContext
    ) {
        guard generation == self.generation else { return }
        timer = nil
        let environment = [
            "PICKER_PREVIEW_COLUMNS": String(pane.frame.width), "PICKER_PREVIEW_LINES": String(pane.frame.height),
        ]
        let command = template.expand(subject) { _ in
            files.append(CommandPreview.temporaryPath(files.count + 1))
            return files[files.count - 1]
        }
        run = startCommand(command, environment) { output in
            context.post { [weak self] in self?.arrived(output, of: item, generation: generation) }
        }
        // A command slow to answer: the output of the item before goes, "…" stays (at once when
        // the pane shows nothing yet).
        if shown == nil { pane.clear(running: true) }
        context.after(Self.patience) { [weak self] in
            guard let self, generation == self.generation, pane.isStale else { return }
            pane.clear(running: true)
            shown = .some(item)
        }
    }

    private func arrived(_ output: PreviewOutput, of item: Item?, generation: Int) {
        guard generation == self.generation else { return }
        pane.show(output, fresh: shown != .some(item))
        shown = .some(item)
        if output.ending != nil { run = nil }
    }

    /// Ends the command, and any asked to end that has not, at once: the prompt is over.
    func stop() {
        run?.cancel(force: true)
        run = nil
        for run in endingRuns where !run.hasEnded { run.cancel(force: true) }
        endingRuns = []
        CommandPreview.remove(files)
        files = []
    }
}
