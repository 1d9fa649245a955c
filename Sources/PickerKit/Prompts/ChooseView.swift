import PickerCore
import Terminal

/// The face of `picker choose`: a query line above a wheel of items.
///
/// In jump mode the wheel keeps every item and spins to the best match; in filter mode
/// (`--filter`, or Ctrl-F) it holds only the matches, best first. The matched characters are
/// highlighted in both.
///
/// The query is a ``LineEditor``: what is typed goes in at its cursor, and it takes the keys of
/// every text entry (Left/Right, Ctrl-B, Alt-B/Alt-F and Ctrl-Left/Right by word, Ctrl-A/Ctrl-E,
/// Backspace, Delete and Ctrl-D, Ctrl-W and Alt-Backspace, Alt-D, Ctrl-U, Ctrl-K, a paste). The
/// keys that meant something here before the query had a cursor keep their meaning, decided
/// before the editor sees them:
///
/// | key | does |
/// |---|---|
/// | Up, Down, Ctrl-P, Ctrl-N, PgUp, PgDn | move the wheel |
/// | Home, End | the wheel's first and last item, as on every wheel of `picker` (see below) |
/// | Ctrl-F | switch between filter and jump (the cursor moves right with Right) |
/// | Tab, Shift-Tab | mark or unmark the item in the band and move to the next (Shift: the one before), as in fzf, when several may be chosen |
/// | Space while the query is empty | mark or unmark the item in the band, staying on it |
/// | Alt-A, Alt-U, Alt-T | mark every item on the wheel (the matches, while filtering), unmark them, invert their marks |
/// | Esc | clear the query; with no query, left to the prompt (cancel) |
/// | Shift-Up/Down, Shift-PgUp/PgDn | scroll the preview, when there is one |
/// | the preview's toggle key (Alt-P) | show or hide the preview |
///
/// Keys bound to actions (``KeyBinding``, fzf's `--bind`) are decided before all of these, so a
/// bound key does what is bound instead; the `start` and `load` events act when the view starts
/// and when the items have all been read.
///
/// A click on the mark column marks too. A mark past the limit is refused with the bell and a
/// ``note`` that says why; the query line counts the marks after the matches (`3/600 (2)`, or
/// `(2/5)` under a limit). Alt-A and Alt-U are fzf users' usual bindings for select-all and
/// deselect-all (fzf binds no default), less Alt-D, which the query's editor keeps for deleting
/// a word forward: Alt-U (unmark) takes its place, and Alt-T inverts (fzf's `toggle-all`).
///
/// Each change of the query's text starts a search (see
/// ``searchGrace``); a move of its cursor does not.
///
/// Home and End stay the wheel's although fzf gives them to its query (beginning-of-line,
/// end-of-line): `picker`'s README promises Home/End at the ends of every wheel, `choose`
/// included, and a query is short enough for Ctrl-A and Ctrl-E, which every shell user knows.
@MainActor
final class ChooseView: Widget {
    let picker: PickerView
    let list: ChooseListSource
    let searcher = QuerySearcher()
    /// Only the matches on the wheel (else every item, the wheel spinning to the best match).
    private(set) var filtering: Bool
    /// Substring matches only.
    let exact: Bool
    /// How many items may be chosen: nil for one (no marks), else at most this many.
    let limit: Int?
    /// The query as typed, and its cursor.
    private(set) var editor = LineEditor()
    /// The query line as it stood when the result on the wheel was shown: drawn while a search
    /// keeps the line waiting (``searchGrace``).
    private var shownEditor = LineEditor()
    /// When the search under way began, and whether the query line still shows the result's
    /// query while it runs (see ``searchGrace``).
    private var searchStart: Double?
    private var holdingQuery = false
    /// The match count of the result on the wheel.
    private var shownCount = 0
    /// Why the last mark was refused (the limit was reached), until the next key, paste or
    /// click; nil otherwise. The prompt shows it before the key hints.
    private(set) var note: String?

    /// How long the query line waits for a search before it shows what was typed: a search
    /// that takes less changes the query, the count and the wheel in one frame (and the frame
    /// it saves leaves the frame rate free to draw the result at once).
    static let searchGrace = 0.04
    /// Unicode arrows and marks, or ASCII.
    let usesUnicode: Bool

    /// The time left before a timeout ("3s left"), shown after the count when the prompt has no
    /// hint line or title to show it (``PromptLayout/timeLeft``).
    var timeLeft: String?
    /// The text before the query, in place of the mode's name.
    var prompt: String?
    /// Shown dimmed while the query is empty.
    var placeholder: String?
    /// Lines above the items (besides the header lines of the input).
    var headerText: [String] = []
    /// The query to start with (its cursor at its end), searched when the run starts.
    var initialQuery = ""
    /// Keys bound to actions, checked before the view's own keys.
    var bindings: [KeyBinding] = []
    /// What the `start` and `load` events do (``ChooseSettings/actionsAtStart``, ``ChooseSettings/actionsAtLoad``).
    var actionsAtStart: [KeyBinding.Action] = []
    var actionsAtLoad: [KeyBinding.Action] = []
    /// The descriptor the items stream in from, while it is read (a reload stops reading it).
    var streamFD: Int32?
    /// Whether the items were read from a stream (a reload then reads its output as the stream
    /// was read; else a line an item).
    var itemsStreamed = false
    /// What separates the fields of a bound command's `{1}` … (the preview's delimiter).
    var fieldDelimiter: [UInt8]?
    /// The binding whose key ended the prompt, if one did.
    private(set) var endingBinding: KeyBinding?
    /// The action that ended the prompt, if a binding or an event did.
    private(set) var endingAction: KeyBinding.Action?
    /// The command a `become` action ended the prompt with, its placeholders expanded.
    private(set) var becomeCommand: [UInt8]?
    /// Commands run without the terminal (`execute-silent`, `reload`), ended with the prompt.
    private var commandRuns: [CommandPreview] = []
    /// The reload whose output is read as the items (a newer one drops an older one's).
    private var reloadGeneration = 0
    /// The temporary files of bound commands' `{f}` named so far.
    private var commandFiles = 0
    /// Whether the view has been started on the screen (events act only then).
    private var isRunning = false
    /// Filter matches best first (else in the items' order).
    var sortsMatches = true
    /// Whether the band has been placed, by the user or on an item asked for: until then it
    /// follows the best match (or, reversed, the last item) as items stream in.
    var bandIsPlaced = false

    /// The preview, if any: its pane and the command run for the item in the band.
    private(set) var preview: PreviewController?

    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false
    var canFocus: Bool { true }

    init(picker: PickerView, list: ChooseListSource, filtering: Bool, exact: Bool, limit: Int?, usesUnicode: Bool) {
        self.picker = picker
        self.list = list
        self.filtering = filtering
        self.exact = exact
        self.limit = limit
        self.usesUnicode = usesUnicode
        list.marksShown = limit != nil
        searcher.onResult = { [unowned self] result, grew in show(result, grew: grew) }
    }

    /// The items, as far as they have arrived.
    var store: ItemStore { list.items.store }

    /// The item in the band, if any.
    var selectedItem: Int? {
        let row = picker.selectedRow(inComponent: 0)
        return row >= 0 ? list.item(atRow: row) : nil
    }

    /// The items as searched (by the same indices as ``store``).
    var searchable: ItemStore { list.items.searchable }

    /// Adds a preview pane that shows `preview`'s command's output for the item in the band.
    func setPreview(_ preview: ChoosePreview, readsColors: Bool) {
        self.preview = PreviewController(preview, readsColors: readsColors)
    }

    /// The query as typed.
    var query: String { editor.text }

    /// Items arrived on the stream: a standing query searches them too.
    func itemsArrived() {
        if filtering && !editor.isEmpty {
            // The rows shown are the matches so far; new ones join when their search is done.
            searcher.storeGrew(searchable)
        } else {
            searcher.storeGrew(searchable)
            let before = selectedItem
            picker.reloadComponent(0)
            if list.reversed {
                // The rows move down as items come in at the top: the band keeps its item, or,
                // until it is placed, stays on the last item.
                let row = bandIsPlaced ? before.flatMap { list.row(ofItem: $0) } : 0
                if let row, picker.numberOfRows(inComponent: 0) > 0 {
                    picker.selectRow(row, inComponent: 0, animated: false)
                }
            }
        }
    }

    /// Starts the run: long lists are searched off the main actor, and a query given at the start
    /// is searched.
    func start(context: RunContext) {
        searcher.start(context: context)
        if !initialQuery.isEmpty {
            editor.setText(initialQuery)
            queryChanged(context: context)
            // The band goes straight to the best match, without spinning there.
            picker.settle()
        }
        isRunning = true
        perform(actionsAtStart[...], binding: nil, context: context)
        // Items given (not streamed) have all been read already.
        if streamFD == nil, reloadGeneration == 0 { itemsEnded(context: context) }
    }

    /// The items have all been read (the stream ended): the `load` event, while the view runs on
    /// the screen (the line form, which reads the stream too, has no events).
    func itemsEnded(context: RunContext) {
        guard isRunning else { return }
        perform(actionsAtLoad[...], binding: nil, context: context)
    }

    /// Ends the preview's command and the bound commands, if any runs.
    func stop() {
        searcher.stop()
        preview?.stop()
        for run in commandRuns where !run.hasEnded { run.cancel(force: true) }
        commandRuns = []
    }

    // MARK: Widget

    /// The header's lines: the text given, then the header lines of the input.
    private var headerCount: Int { headerText.count + list.items.header.count }

    /// The height of the query line, the header and the wheel.
    private func mainHeight(forWidth width: Int) -> Int {
        1 + headerCount + picker.preferredHeight(forWidth: width)
    }

    func preferredHeight(forWidth width: Int) -> Int {
        let main = mainHeight(forWidth: width)
        return preview?.preferredHeight(main: main) ?? main
    }

    /// Where the query line and the header are.
    private var queryLine = Rect(x: 0, y: 0, width: 0, height: 0)
    /// What the query line shows, as laid out (see ``layOutQueryLine()``).
    private var queryLineLayout = QueryLineParts()
    private var headerArea = Rect(x: 0, y: 0, width: 0, height: 0)

    func layout() {
        // The wheel draws its band focused as the view is (set here: drawing changes nothing).
        picker.isFocused = isFocused
        // The pane as large as asked, when the wheel keeps room to be read (12 columns beside
        // it, the query line and a row above or below it).
        let main = preview?.layout(in: frame, leastWidth: 12, leastHeight: 2) ?? frame
        // The query line, then the header while the wheel keeps a line.
        let queryHeight = main.height > 1 ? 1 : 0
        queryLine = Rect(x: main.x, y: main.y, width: main.width, height: queryHeight)
        let headerHeight = min(headerCount, max(0, main.height - queryHeight - 1))
        headerArea = Rect(x: main.x, y: main.y + queryHeight, width: main.width, height: headerHeight)
        picker.frame = Rect(
            x: main.x, y: headerArea.maxY, width: main.width, height: main.height - queryHeight - headerHeight)
        picker.layout()
        layOutQueryLine()
        editor.layout(room: queryLineLayout.room)
        shownEditor.layout(room: queryLineLayout.room)
    }

    func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        screen.withClip(picker.frame) { picker.render(into: &$0, theme: theme) }
        if picker.frame.height > 0, picker.numberOfRows(inComponent: 0) == 0, !editor.isEmpty {
            let band = Rect(x: picker.frame.x, y: picker.bandTop, width: picker.frame.width, height: 1)
            screen.put(searcher.isSearching ? "…" : "no match", in: band, alignment: .center, style: theme.hint)
        }
        if queryLine.height > 0 { screen.withClip(queryLine) { renderQueryLine(into: &$0, theme: theme) } }
        if headerArea.height > 0 { screen.withClip(headerArea) { renderHeader(into: &$0, theme: theme) } }
        preview?.render(into: &screen, theme: theme)
    }

    /// The header: the text given, then the input's header lines, each as its items are shown
    /// (their fields, their colours), in line with the items' text.
    private func renderHeader(into screen: inout Screen, theme: Theme) {
        let indent = 1 + (limit != nil ? ChooseCell.markWidth : 0)
        let x = headerArea.x + indent
        let width = headerArea.maxX - x - 1
        guard width > 0 else { return }
        let header = list.items.header
        for row in 0..<headerArea.height {
            let y = headerArea.y + row
            if row < headerText.count {
                screen.put(headerText[row], column: x, row: y, limit: width, style: theme.hint)
                continue
            }
            let shown = list.items.presentation.shown(header.label(at: row - headerText.count))
            guard let styles = shown.styles else {
                screen.put(shown.text, column: x, row: y, limit: width, style: theme.hint)
                continue
            }
            screen.put(shown.characters, shown.characters.indices, column: x, row: y, limit: width) {
                styles[$0].over(theme.hint)
            }
        }
    }

    /// Lays out what the query line shows: the mode (or the prompt given), the match count, the
    /// column where the query starts and the columns it may take, with a cell for the cursor.
    /// Once a frame, for the query's scroll and for drawing; the label and the count are made
    /// again only when what they say changes (kept in structures, not tuples, which the runtime
    /// would copy through their metadata).
    private func layOutQueryLine() {
        if let label = queryLineLayout.label, label.filtering == filtering, label.prompt == prompt {
            // As last frame.
        } else {
            let mode = filtering ? "Filter" : "Jump"
            let text = prompt ?? (mode + (usesUnicode ? " › " : " > "))
            // The mode's name and its arrow take a column a character; a prompt given is measured.
            let width = prompt.map { TextCells.width(of: $0) } ?? mode.utf8.count + 3
            queryLineLayout.label = QueryLineParts.Label(
                prompt: prompt, filtering: filtering, text: PreparedText(text), characters: text.count, width: width)
        }
        let total = store.count
        let matches = editor.isEmpty ? total : (searcher.result?.count ?? 0)
        // The matches counted: nil while a search runs with nothing to show yet ("…").
        let shownMatches: Int?
        if holdingQuery {
            shownMatches = shownEditor.isEmpty ? total : shownCount
        } else {
            shownMatches = searcher.isSearching && searcher.result == nil ? nil : matches
        }
        let marks = list.marked.count
        if let count = queryLineLayout.count, count.matches == shownMatches, count.total == total,
            count.marks == marks, count.timeLeft == timeLeft
        {
            // As last frame.
        } else {
            var text: String
            if let shownMatches { text = "\(shownMatches)/\(total)" } else { text = "…/\(total)" }
            if let limit {
                text += limit == Int.max ? " (\(marks))" : " (\(marks)/\(limit))"
            }
            if let timeLeft { text += (usesUnicode ? " · " : " - ") + timeLeft }
            queryLineLayout.count = QueryLineParts.Count(
                matches: shownMatches, total: total, marks: marks, timeLeft: timeLeft, text: text,
                characters: text.count)
        }
        let frame = queryLine
        let queryColumn = frame.x + min(frame.width, queryLineLayout.labelWidth)
        queryLineLayout.queryColumn = queryColumn
        queryLineLayout.room = frame.maxX - queryColumn - (queryLineLayout.countCharacters + 1) - 1
    }

    /// `Filter › que█                 3/600`: the mode (or the prompt given), the query with the
    /// terminal's cursor at its insertion point while it holds text (a long query scrolled to keep it in view), the
    /// placeholder dimmed while the query is empty, and the match count.
    private func renderQueryLine(into screen: inout Screen, theme: Theme) {
        let frame = queryLine
        let y = frame.y
        let parts = queryLineLayout
        guard let label = parts.label, let count = parts.count else { return }
        screen.put(label.text, column: frame.x, row: y, limit: frame.width, style: theme.hint)
        let room = parts.room
        if room > 0 {
            let shown = holdingQuery ? shownEditor : editor
            // The hardware cursor is at the insertion point while the query holds text (the user
            // is typing); with the query empty it stays in the band, where the wheel put it, so a
            // screen reader reads each item the keys move to.
            shown.draw(
                into: &screen, column: parts.queryColumn, row: y, room: room, style: theme.text,
                showsCursor: isFocused && !shown.isEmpty)
            // The placeholder leaves the cursor its cell.
            if shown.isEmpty, let placeholder, room > 2 {
                screen.put(placeholder, column: parts.queryColumn + 1, row: y, limit: room - 1, style: theme.hint)
            }
        }
        let countWidth = count.characters
        if frame.width > countWidth + 1 + label.characters {
            screen.put(count.text, column: frame.maxX - countWidth, row: y, limit: countWidth, style: theme.hint)
        }
    }

    func handle(_ event: InputEvent, context: RunContext) -> Bool {
        switch event {
        case .key(let key, let modifiers):
            note = nil
            // Loops, not `first(where:)`: a closure of a main-actor type checks its executor on
            // every call, and this runs for every key.
            for binding in bindings where binding.key.matches(key, modifiers) {
                perform(binding.actions[...], binding: binding, context: context)
                return true
            }
            if let preview, preview.handleKey(key, modifiers, context: context) { return true }
            return handleKey(key, modifiers, context: context)
        case .paste(let text, _):
            note = nil
            edited(editor.insert(text), context: context)
            return true
        case .mouse(let mouse):
            if let preview, preview.handleMouse(mouse) { return true }
            bandIsPlaced = true
            if mouse.action == .press { note = nil }
            if limit != nil, mouse.button == .left, mouse.action == .press, let row = rowOnMark(mouse) {
                toggle(row: row, context: context)
                return true
            }
            return picker.handle(event, context: context)
        case .focus, .cursorPosition:
            return false
        }
    }

    /// The view's own keys first (the wheel's, marking, the mode, Esc), then the query's line
    /// editor, then the wheel for what is left.
    private func handleKey(_ key: Key, _ modifiers: Modifiers, context: RunContext) -> Bool {
        switch (key, modifiers) {
        case (.character("n"), .control):
            bandIsPlaced = true
            return picker.handle(.key(.down, []), context: context)
        case (.character("p"), .control):
            bandIsPlaced = true
            return picker.handle(.key(.up, []), context: context)
        case (.character("f"), .control):
            filtering.toggle()
            queryChanged(context: context)
            return true
        case (.up, _), (.down, _), (.pageUp, _), (.pageDown, _), (.home, _), (.end, _):
            // The wheel's, as on every wheel of the command line (the query has Ctrl-A, Ctrl-E).
            let handled = picker.handle(.key(key, modifiers), context: context)
            if handled { bandIsPlaced = true }
            return handled
        case (.character(" "), []) where limit != nil && editor.isEmpty:
            toggleSelected(context: context)
            return true
        case (.tab, []), (.tab, [.shift]):
            // As fzf: mark, then on to the next item (Shift: the one before).
            guard limit != nil else { return true }
            toggleSelected(context: context)
            bandIsPlaced = true
            _ = picker.handle(.key(modifiers.isEmpty ? .down : .up, []), context: context)
            return true
        case (.tab, _):
            return true
        case (.character("a"), [.alt]) where limit != nil:
            markAll(context: context)
            return true
        case (.character("u"), [.alt]) where limit != nil:
            list.unmark(list.itemsInRows)
            picker.reloadComponent(0)
            return true
        case (.character("t"), [.alt]) where limit != nil:
            invertMarks(context: context)
            return true
        case (.escape, _) where !editor.isEmpty:
            editor.setText("")
            queryChanged(context: context)
            return true
        default:
            break
        }
        if let outcome = editor.handle(key, modifiers) {
            edited(outcome, context: context)
            return true
        }
        let handled = picker.handle(.key(key, modifiers), context: context)
        if handled { bandIsPlaced = true }
        return handled
    }

    func advance(context: RunContext) -> Bool {
        holdingQuery = searcher.isSearching && searchStart.map { context.now - $0 < Self.searchGrace } == true
        let moving = picker.advance(context: context)
        followBand(context: context)
        return moving
    }

    // MARK: Preview

    /// Starts the preview of the item in the band once it has rested there, and again when the
    /// query or the marks change, for a command that names them (see ``PreviewController``).
    private func followBand(context: RunContext) {
        guard let preview else { return }
        let item = selectedItem
        let template = preview.template
        let also = PreviewController.Dependence(
            query: template.namesQuery ? editor.text : "", marks: template.namesMarks ? list.marked : [])
        preview.follow(item: item.map { .index($0) }, also: also, context: context) { [weak self] in
            self?.subject(item: item) ?? PreviewTemplate.Subject()
        }
    }

    /// What the placeholders stand for with `item` in the band: its text (without its colours when
    /// they are read), the query, and the marked items when the command names them.
    private func subject(item: Int?) -> PreviewTemplate.Subject {
        let readsColors = preview?.pane.readsColors == true
        func text(_ item: Int) -> [UInt8] {
            let bytes = Array(store.utf8(at: item))
            return readsColors ? SGRText.strip(bytes: bytes) : bytes
        }
        var subject = PreviewTemplate.Subject(
            item: item.map(text), index: item, query: editor.text, delimiter: preview?.preview.delimiter)
        if preview?.template.namesMarks == true {
            subject.marked = list.marked.filter { $0 < store.count }.map { (text($0), $0) }
        }
        return subject
    }

    func settle(context: RunContext) { picker.settle() }

    // MARK: Query and marks

    /// An edit of the query: a change of its text starts a search.
    private func edited(_ outcome: LineEditor.Outcome, context: RunContext) {
        if outcome.overflowed { context.bell() }
        if outcome.changed { queryChanged(context: context) }
    }

    /// Searches for the query as it now stands.
    private func queryChanged(context: RunContext) {
        // A new query places the band on its best match, and it follows the best as items arrive
        // until the user moves it.
        bandIsPlaced = false
        searcher.search(ItemQuery(editor.text, exact: exact), in: searchable)
        if searcher.isSearching {
            if searchStart == nil {
                searchStart = context.now
                // Draws what was typed once the grace is over, if the search still runs.
                context.after(Self.searchGrace) {}
            }
        } else {
            searchStart = nil
        }
    }

    /// Shows a search's result: the matches on the wheel (filter) or the band on the best (jump).
    private func show(_ result: SearchResult?, grew: Bool) {
        list.query = searcher.query
        // The result is always the current query's (a newer query cancels the search before it).
        shownEditor = editor
        shownCount = result?.count ?? store.count
        searchStart = nil
        holdingQuery = false
        let before = selectedItem
        if filtering, let result {
            list.shown = ordered(result)
        } else {
            list.shown = nil
        }
        picker.reloadComponent(0)
        if grew && bandIsPlaced {
            // Matches from items that arrived: the band stays on the item it shows.
            if let before, let row = list.row(ofItem: before) { picker.selectRow(row, inComponent: 0, animated: false) }
        } else if filtering {
            if result != nil {
                picker.selectRow(0, inComponent: 0, animated: false)
            } else if let before, let row = list.row(ofItem: before) {
                picker.selectRow(row, inComponent: 0, animated: false)
            }
        } else if let best = result.flatMap(bestItem), let row = list.row(ofItem: best) {
            picker.selectRow(row, inComponent: 0, animated: !grew)
        }
        searcher.storeGrew(searchable)
    }

    /// The matches in the order the wheel holds them: best first, equal scores in the items'
    /// order (reversed: last first); or, without sorting, in the items' order (or reversed).
    private func ordered(_ result: SearchResult) -> [UInt32] {
        guard sortsMatches else {
            let sorted = result.indices.sorted()
            return list.reversed ? sorted.reversed() : sorted
        }
        guard list.reversed, result.count > 1 else { return result.indices }
        var indices = result.indices
        var start = 0
        for index in 1...indices.count where index == indices.count || result.scores[index] != result.scores[start] {
            indices[start..<index].reverse()
            start = index
        }
        return indices
    }

    /// The best match: the first of the best score (reversed: the last).
    private func bestItem(_ result: SearchResult) -> Int? {
        guard let first = result.scores.first else { return nil }
        guard list.reversed else { return result.best }
        let end = result.scores.firstIndex { $0 != first } ?? result.count
        return Int(result.indices[end - 1])
    }

    /// Marks or unmarks the item in the band, if there is one.
    private func toggleSelected(context: RunContext) {
        let row = picker.selectedRow(inComponent: 0)
        if row >= 0 { toggle(row: row, context: context) }
    }

    /// Marks or unmarks the item in `row`. Only that row's cell changes, if it is on screen: the
    /// others keep their text and are not made again (a reload would make every row's).
    private func toggle(row: Int, context: RunContext) {
        let item = list.item(atRow: row)
        if !list.isMarked(item), let limit, list.marked.count >= limit {
            refuseMark(limit: limit, context: context)
            return
        }
        list.toggle(item)
        if let cell = picker.model.visibleCell(row: row, component: 0) as? ChooseCell {
            cell.mark = list.isMarked(item)
        }
    }

    /// Marks every item on the wheel (the matches, while filtering), in its rows' order while
    /// the limit allows.
    private func markAll(context: RunContext) {
        guard let limit else { return }
        if !list.mark(list.itemsInRows, limit: limit) { refuseMark(limit: limit, context: context) }
        picker.reloadComponent(0)
    }

    /// Unmarks the marked items on the wheel and marks the others, in its rows' order while the
    /// limit allows.
    private func invertMarks(context: RunContext) {
        guard let limit else { return }
        let items = list.itemsInRows
        var marked: [Int] = []
        var unmarked: [Int] = []
        for item in items {
            if list.isMarked(item) { marked.append(item) } else { unmarked.append(item) }
        }
        list.unmark(marked)
        if !list.mark(unmarked, limit: limit) { refuseMark(limit: limit, context: context) }
        picker.reloadComponent(0)
    }

    /// A mark the limit keeps out: the bell, and a note that says why.
    private func refuseMark(limit: Int, context: RunContext) {
        context.bell()
        note = limit == 1 ? "1 item at most" : "\(limit) items at most"
    }

    /// The row whose mark is under a click, if the click is on the mark column.
    private func rowOnMark(_ mouse: MouseEvent) -> Int? {
        let x = picker.frame.x + 1
        guard mouse.column >= x, mouse.column < x + ChooseCell.markWidth,
            picker.frame.contains(column: mouse.column, row: mouse.row)
        else { return nil }
        let rows = picker.numberOfRows(inComponent: 0)
        let selected = picker.selectedRow(inComponent: 0)
        guard rows > 0, selected >= 0 else { return nil }
        var row = selected + (mouse.row - picker.bandTop)
        if picker.isCyclic(forComponent: 0) {
            row = ((row % rows) + rows) % rows
        }
        guard row >= 0, row < rows else { return nil }
        return row
    }
}

// MARK: - Bound actions

extension ChooseView {
    /// Does `actions` in order (a key's binding, or an event's when `binding` is nil). An action
    /// that runs a command goes on with the rest once the command has ended (`execute`,
    /// `execute-silent`); one that ends the prompt ends the list.
    func perform(_ actions: ArraySlice<KeyBinding.Action>, binding: KeyBinding?, context: RunContext) {
        var rest = actions
        while let action = rest.popFirst() {
            guard context.completion == nil else { return }
            switch action {
            case .accept, .acceptOrQuery:
                // As Enter: settled first; with nothing to answer, `accept` does nothing.
                var ended = false
                context.commit { [self] in
                    guard action == .acceptOrQuery || selectedItem != nil || !list.marked.isEmpty else { return }
                    endingBinding = binding
                    endingAction = action
                    context.finish(.finished)
                    ended = true
                }
                if ended { return }
            case .abort:
                context.finish(.cancelled)
                return
            case .toggle:
                if limit != nil { toggleSelected(context: context) }
            case .toggleAll:
                invertMarks(context: context)
            case .selectAll:
                markAll(context: context)
            case .deselectAll:
                list.unmark(list.itemsInRows)
                picker.reloadComponent(0)
            case .clearQuery:
                guard !editor.isEmpty else { break }
                editor.setText("")
                queryChanged(context: context)
            case .first, .last:
                bandIsPlaced = true
                _ = picker.handle(.key(action == .first ? .home : .end, []), context: context)
            case .togglePreview:
                preview?.toggle(context: context)
            case .previewUp:
                preview?.scroll(by: -1)
            case .previewDown:
                preview?.scroll(by: 1)
            case .changePrompt(let text):
                prompt = text
            case .execute(let command):
                guard let expansion = expand(command, context: context), let files = write(expansion.files) else {
                    break
                }
                let rest = rest
                context.runInForeground(expansion.command) { [weak self] _ in
                    CommandPreview.remove(files)
                    self?.perform(rest, binding: binding, context: context)
                }
                return
            case .executeSilent(let command):
                guard let expansion = expand(command, context: context) else { break }
                let rest = rest
                // Its own thread writes its files, and removes them once it has ended.
                let run = CommandPreview(command: expansion.command, files: expansion.files) { output in
                    guard output.ending != nil else { return }
                    context.post { [weak self] in self?.perform(rest, binding: binding, context: context) }
                }
                commandRuns.append(run)
                return
            case .reload(let command):
                reload(command, context: context)
            case .become(let command):
                // Its files stay: the command that replaces the process reads them.
                guard let expansion = expand(command, context: context), write(expansion.files) != nil else { break }
                becomeCommand = expansion.command
                endingBinding = binding
                endingAction = action
                context.finish(.finished)
                return
            }
        }
    }

    /// `command` with its placeholders replaced for the item in the band (settled first), the
    /// query and the marks, as a preview's are; nil when it is not to run (it names the item and
    /// none is in the band, as a preview's command).
    private func expand(_ command: String, context: RunContext) -> PreviewTemplate.Expansion? {
        settle(context: context)
        let template = PreviewTemplate(lenient: command)
        let item = selectedItem
        let readsColors = list.items.presentation.readsColors
        func text(_ item: Int) -> [UInt8] {
            let bytes = Array(store.utf8(at: item))
            return readsColors ? SGRText.strip(bytes: bytes) : bytes
        }
        var subject = PreviewTemplate.Subject(
            item: item.map(text), index: item, query: editor.text, delimiter: fieldDelimiter)
        if template.namesMarks { subject.marked = list.marked.filter { $0 < store.count }.map { (text($0), $0) } }
        guard template.runs(for: subject) else { return nil }
        return template.expand(subject) { [self] _ in
            commandFiles += 1
            return CommandPreview.temporaryPath(commandFiles, use: "command")
        }
    }

    /// Writes a command's `{f}` files (each created anew, readable by the user only); their paths,
    /// or nil when one cannot be written (the note says why, and none is left).
    private func write(_ files: [(path: String, contents: [UInt8])]) -> [String]? {
        var made: [String] = []
        guard let problem = CommandPreview.writeFiles(files, made: &made) else { return made }
        CommandPreview.remove(made)
        note = problem
        return nil
    }

    /// Replaces the items with `command`'s output, read as a stream of items is read, once it
    /// starts to come (or the command ends): the marks are cleared, the query stays and is
    /// searched again, the band keeps its row (as fzf's `reload`). A reload under way, and the
    /// stream the items came from, are read no more; the `load` event follows its end.
    private func reload(_ command: String, context: RunContext) {
        guard let expansion = expand(command, context: context) else { return }
        if let fd = streamFD {
            context.unwatch(fd: fd)
            streamFD = nil
        }
        reloadGeneration += 1
        let generation = reloadGeneration
        let row = picker.selectedRow(inComponent: 0)
        var emptied = false
        let empty = { @MainActor [weak self] in
            guard let self, !emptied else { return }
            emptied = true
            list.items.removeAllItems(readsLines: !itemsStreamed)
            list.clearMarks()
            list.shown = nil
            picker.reloadComponent(0)
            queryChanged(context: context)
        }
        let run = CommandPreview(
            command: expansion.command, files: expansion.files, outputOnly: true,
            chunks: { chunk in
                context.post { [weak self] in
                    guard let self, generation == reloadGeneration else { return }
                    empty()
                    chunk.withUnsafeBytes { bytes in
                        do throws(DataError) {
                            try list.items.append(bytes)
                        } catch {
                            context.finish(.failed("reload: \(error.description)"))
                        }
                    }
                    itemsArrived()
                }
            },
            update: { output in
                guard output.ending != nil else { return }
                context.post { [weak self] in
                    guard let self, generation == reloadGeneration else { return }
                    empty()
                    list.items.finish()
                    itemsArrived()
                    if editor.isEmpty, row >= 0, picker.numberOfRows(inComponent: 0) > 0 {
                        picker.selectRow(
                            min(row, picker.numberOfRows(inComponent: 0) - 1), inComponent: 0, animated: false)
                        bandIsPlaced = true
                    }
                    itemsEnded(context: context)
                }
            })
        commandRuns = commandRuns.filter { !$0.hasEnded } + [run]
    }
}

/// What `ChooseView`'s query line shows, as laid out for a frame.
private struct QueryLineParts {
    /// The mode's name and arrow, or the prompt given.
    struct Label {
        /// The prompt given, if any, and the mode it was made for.
        var prompt: String?
        var filtering: Bool
        /// The text, measured.
        var text: PreparedText
        /// Its characters.
        var characters: Int
        /// The columns before the query.
        var width: Int
    }

    /// The match count, "3/600", and the marks when several may be chosen, "3/600 (2)".
    struct Count {
        /// The matches it counts (nil: "…", a search running), the items, the marks and the
        /// time left.
        var matches: Int?
        var total: Int
        var marks: Int
        var timeLeft: String?
        /// The text and its characters.
        var text: String
        var characters: Int
    }

    /// Nil until the first layout.
    var label: Label?
    var count: Count?
    /// The column where the query starts.
    var queryColumn = 0
    /// The columns the query may take.
    var room = 0

    var labelWidth: Int { label?.width ?? 0 }
    var countCharacters: Int { count?.characters ?? 0 }
}
