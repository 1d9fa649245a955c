import PickerCore
import Terminal

/// A ``FileBrowser`` with a preview pane (`picker file --preview`): the command's output for the
/// entry in the focused column's band, file or directory, `{}` its path as the answer would give
/// it and `{q}` the column's filter (see ``PreviewController``). The browser keeps every key but
/// the pane's (its toggle key, Shift with the arrows and pages).
@MainActor
final class FilePreviewView: Widget {
    let browser: FileBrowser
    let preview: PreviewController
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false
    var canFocus: Bool { true }

    init(browser: FileBrowser, preview: ChoosePreview) {
        self.browser = browser
        self.preview = PreviewController(preview, readsColors: false)
    }

    func preferredHeight(forWidth width: Int) -> Int {
        preview.preferredHeight(main: browser.preferredHeight(forWidth: width))
    }

    func layout() {
        browser.isFocused = isFocused
        // The pane as large as asked, when a column and its lines above and below keep room.
        browser.frame = preview.layout(in: frame, leastWidth: browser.minimumColumnWidth, leastHeight: 3)
        browser.layout()
    }

    func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        screen.withClip(browser.frame) { browser.render(into: &$0, theme: theme) }
        preview.render(into: &screen, theme: theme)
    }

    func handle(_ event: InputEvent, context: RunContext) -> Bool {
        switch event {
        case .key(let key, let modifiers) where preview.handleKey(key, modifiers, context: context):
            return true
        case .mouse(let mouse) where preview.handleMouse(mouse):
            return true
        default:
            return browser.handle(event, context: context)
        }
    }

    func advance(context: RunContext) -> Bool {
        let moving = browser.advance(context: context)
        let path = browser.bandPath
        let query = browser.levels[browser.focusedLevel].query
        let also = PreviewController.Dependence(query: preview.template.namesQuery ? query : "")
        let delimiter = preview.preview.delimiter
        preview.follow(item: path.map { .path($0) }, also: also, context: context) {
            PreviewTemplate.Subject(item: path, query: query, delimiter: delimiter)
        }
        return moving
    }

    func settle(context: RunContext) { browser.settle(context: context) }

    var lineForm: LineForm? { browser.lineForm }
}

extension FileBrowser {
    /// The path of the entry in the focused column's band, whatever its kind (``chosenPath`` is
    /// only what may be answered).
    var bandPath: [UInt8]? {
        let level = levels[focusedLevel]
        guard let entry = level.selectedEntry else { return nil }
        return level.listing.path(of: entry.name)
    }
}
