import PickerCore
import Terminal

/// Walks a directory tree as wheel columns, one per directory level (Miller columns): the body of
/// `picker file`.
///
/// The first column lists the starting directory; the column after the focused one shows what
/// the directory in its band holds, read when it comes into the band and kept (a directory is
/// read once, however often it is shown). Right (Tab, or Enter on a directory) walks into the
/// directory in the band, Left (Shift-Tab, or Backspace with no filter) walks back out. As many
/// levels are shown as fit at ``minimumColumnWidth`` columns each, the deepest ones.
///
/// **Typing filters the focused column**: the letters typed narrow it to the names that match,
/// best first, with the matcher of `picker choose` (several words, `^`, `$`, `!`; see
/// `ItemQuery`). A filter rather than the wheel's type-ahead, because a directory is searched
/// for a name remembered in part ("report" anywhere in it, not only at its start), and because a
/// large directory is narrowed to the few names worth scrolling through. Each level keeps its
/// own filter, edited with the keys of every text entry (a ``TextField``'s) but for those that
/// walk or move the wheel here: Left, Right, Tab and Shift-Tab walk, Backspace with no filter
/// walks back out, and Up, Down, PgUp, PgDn, Home and End move the wheel. So the filter's cursor
/// moves with Ctrl-B, Ctrl-F, Alt-B, Alt-F, Ctrl-Left, Ctrl-Right, Ctrl-A and Ctrl-E; Backspace,
/// Delete, Ctrl-D, Ctrl-W, Alt-Backspace, Alt-D, Ctrl-U and Ctrl-K edit it; Esc clears it before
/// it cancels.
///
/// Directories are marked with "/". Hidden names are left out unless ``includesHidden``; with
/// ``kinds`` `.directories` only directories are listed and Enter answers the one in the band;
/// with `.any` Enter answers a file or a directory. With ``extensions`` only the files whose
/// names end in one of them are listed (and so can be answered); directories are listed all the
/// same, to be walked through. A
/// link back to a directory on the way (a loop, found by device and inode) and a directory that
/// cannot be read are shown dimmed and cannot be entered; the line below the wheel says why.
///
/// **Several paths** (``limit``): Tab marks or unmarks the entry in the band and moves to the
/// next (Shift-Tab: to the one before), as in `picker choose`; Right and Left (and Backspace with
/// no filter) still walk. The marks are kept by path, so they stay while the walk moves between
/// directories and while a filter hides them; the top line counts them (`(2)`, or `(2/5)` under a
/// limit), and a mark past the limit, or of an entry that cannot be answered, is refused with the
/// bell and a note. The answer is the marks, in the order they were made, or the entry in the band
/// when none is marked (``chosenPaths``).
@MainActor
public final class FileBrowser: Widget {
    /// The directory the walk starts in, as given.
    public let root: [UInt8]
    /// Hidden names (starting with ".") are listed too.
    public let includesHidden: Bool
    /// What may be the answer: files (the default; Enter on a directory walks into it),
    /// directories (only directories are listed), or either (Enter answers what is in the band).
    public let kinds: Kinds
    /// The endings a file's name must have to be listed and answered, without the dot ("swift",
    /// "md"), ASCII letters matched in either case; empty for every file. Directories are listed
    /// whatever their names.
    public let extensions: [String]
    /// How many paths may be marked: nil for one (no marks; Tab walks in), else at most this many
    /// (`Int.max` for any number).
    public let limit: Int?
    /// The paths marked, in the order they were marked.
    public private(set) var markedPaths: [[UInt8]] = []
    /// ``markedPaths``, for finding one.
    private var markedSet: Set<[UInt8]> = []
    /// Levels are shown at least this wide; the deepest that fit are shown.
    public var minimumColumnWidth = 18
    /// The wheel of the levels shown.
    public let picker: PickerView
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { !isHidden }

    /// One directory level: its listing, its filter and the rows the filter leaves.
    struct Level {
        let listing: DirectoryListing
        /// The identities of the directories above it.
        let ancestors: Set<FileIdentity>
        /// The filter as typed, its cursor and its scroll.
        var filter = LineEditor()
        /// The entries shown, as indices in the listing (all of them, or the matches best first).
        var rows: [Int]
        /// The row in the band.
        var selected = 0

        init(listing: DirectoryListing, ancestors: Set<FileIdentity>) {
            self.listing = listing
            self.ancestors = ancestors
            rows = Array(listing.entries.indices)
        }

        /// The filter's text.
        var query: String { filter.text }

        /// The entry in the band, if the level shows any.
        var selectedEntry: DirectoryEntry? {
            rows.indices.contains(selected) ? listing.entries[rows[selected]] : nil
        }
    }

    /// The levels from the root: the focused one, and the one its band opens, last.
    private(set) var levels: [Level]
    /// The level that takes the keys.
    private(set) var focusedLevel = 0
    /// The first level shown (as the wheel's first component).
    private(set) var firstShown = 0
    /// The number of levels shown.
    private(set) var shownCount = 1
    /// Directories read, by path: each is read once.
    private var cache: [[UInt8]: Result<DirectoryListing, DirectoryListing.Problem>] = [:]
    /// Searchable titles of the levels that were filtered, by path.
    private var titleStores: [[UInt8]: ItemStore] = [:]
    /// Source and delegate of the wheel (held here: the wheel holds them weakly).
    private let columns: FileColumns
    /// Why the last Enter found no answer (the path went away, or changed kind), shown on the line
    /// below the wheel until the next key.
    private var answerProblem: String?
    /// The directory answered by the accessible form's ".", if it chose one.
    var directoryChosenInLines: [UInt8]?
    /// ``extensions`` as the listing matches them: ".swift", ASCII letters in lower case.
    private let fileEndings: [[UInt8]]

    /// `extensions` as names' endings: ".swift", ASCII letters in lower case.
    nonisolated private static func endings(_ extensions: [String]) -> [[UInt8]] {
        extensions.map { Array(("." + $0).utf8).map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 } }
    }

    /// What a walk may answer.
    public enum Kinds: Sendable, Equatable, CaseIterable {
        /// Files only: directories are listed to be walked through, and Enter on one walks in.
        case files
        /// Directories only: files are not listed, and Enter answers the directory in the band.
        case directories
        /// Either: Enter answers the file or the directory in the band (Right or Tab walks in).
        case any

        /// What one answer is called in a note ("3 files at most").
        var singular: String {
            switch self {
            case .files: "file"
            case .directories: "directory"
            case .any: "path"
            }
        }

        /// What several answers are called.
        var plural: String {
            switch self {
            case .files: "files"
            case .directories: "directories"
            case .any: "paths"
            }
        }

        /// Whether an entry of this kind (a directory or not) may be the answer.
        public func answers(isDirectory: Bool) -> Bool {
            switch self {
            case .files: !isDirectory
            case .directories: isDirectory
            case .any: true
            }
        }
    }

    /// Why `path` could not be answered by a walk answering `kinds` with `extensions`, as a phrase
    /// to follow the path ("is a directory, and only files are chosen"), or nil when it could: it
    /// must be there (links followed), of a kind answered and, a file, with one of the extensions.
    /// What a program takes as an answer without asking (a default) is checked with it.
    nonisolated public static func problem(answering path: [UInt8], kinds: Kinds, extensions: [String]) -> String? {
        let isDirectory: Bool
        switch DirectoryListing.isDirectory(atPath: path) {
        case .success(let found): isDirectory = found
        case .failure(let problem): return "is not there: \(problem)"
        }
        if !kinds.answers(isDirectory: isDirectory) {
            return isDirectory
                ? "is a directory, and only files are chosen" : "is not a directory, and only directories are chosen"
        }
        let endings = endings(extensions)
        let name = path.split(separator: 0x2F).last.map(Array.init) ?? []
        if !isDirectory && !endings.isEmpty && !DirectoryListing.hasEnding(name, among: endings) {
            return "does not end in \(InertText.make(extensions.map { "." + $0 }.joined(separator: ", ")))"
        }
        return nil
    }

    /// Opens `root` (a directory path; "." for the current directory).
    ///
    /// - Throws: ``PromptError`` when `root` is not a directory that can be read.
    public convenience init(
        root: String = ".", includesHidden: Bool = false, kinds: Kinds = .files, extensions: [String] = [],
        limit: Int? = nil
    ) throws {
        try self.init(
            rootPath: Array(root.utf8), includesHidden: includesHidden, kinds: kinds, extensions: extensions,
            limit: limit)
    }

    /// Opens the directory at the path `rootPath`, byte for byte (a path need not be UTF-8).
    ///
    /// - Throws: ``PromptError`` when it is not a directory that can be read, when an extension
    ///   is empty or holds a "/", or when `limit` is below 1.
    public init(
        rootPath path: [UInt8], includesHidden: Bool = false, kinds: Kinds = .files, extensions: [String] = [],
        limit: Int? = nil
    ) throws {
        if let bad = extensions.first(where: { $0.isEmpty || $0.contains("/") }) {
            throw PromptError("'\(InertText.make(bad))' is not a file name's extension")
        }
        if let limit, limit < 1 { throw PromptError("the limit is \(limit): give 1 or more") }
        self.limit = limit
        self.root = path
        self.includesHidden = includesHidden
        self.kinds = kinds
        self.extensions = extensions
        fileEndings = Self.endings(extensions)
        picker = PickerView(visibleRows: 9)
        columns = FileColumns()
        levels = []
        switch DirectoryListing.read(
            path: path, includesHidden: includesHidden, directoriesOnly: kinds == .directories,
            fileEndings: fileEndings)
        {
        case .success(let listing):
            cache[path] = .success(listing)
            levels = [Level(listing: listing, ancestors: [])]
        case .failure(let problem):
            let shown = "'\(InertText.make(String(decoding: path, as: UTF8.self)))'"
            throw PromptError(
                problem.isNotADirectory
                    ? "\(shown) is not a directory" : "cannot read the directory \(shown): \(problem)")
        }
        columns.browser = self
        picker.dataSource = columns
        picker.delegate = columns
        openBand()
        reshape()
    }

    // MARK: The answer

    /// The path of the entry in the focused column's band (joined to ``root`` as given), if the
    /// column shows any and it is of the ``kinds`` answered.
    public var chosenPath: [UInt8]? {
        if let directoryChosenInLines { return directoryChosenInLines }
        let level = levels[focusedLevel]
        guard let entry = level.selectedEntry, !entry.isBroken, kinds.answers(isDirectory: entry.isDirectory) else {
            return nil
        }
        return level.listing.path(of: entry.name)
    }

    /// The answer at Enter: ``chosenPath``, once it is found to be there still and of the kind
    /// chosen (a directory is read once, and may have changed since); nil when it is not, and the
    /// line below the wheel says why until the next key.
    public func checkedChosenPath() -> [UInt8]? {
        guard let path = chosenPath, check(answering: path) else { return nil }
        return path
    }

    /// ``chosenPath`` as text (bytes that are not UTF-8 shown as U+FFFD).
    public var chosenPathText: String? { chosenPath.map { String(decoding: $0, as: UTF8.self) } }

    /// What Enter answers when several may be chosen: the ``markedPaths``, or ``chosenPath`` when
    /// none is marked (empty when there is neither).
    public var chosenPaths: [[UInt8]] {
        if !markedPaths.isEmpty { return markedPaths }
        return chosenPath.map { [$0] } ?? []
    }

    /// The answer at Enter when several may be chosen: ``chosenPaths``, once each is found to be
    /// there still and of the kind chosen; nil when one is not (the line below the wheel says
    /// which, until the next key) or there is nothing to answer.
    public func checkedChosenPaths() -> [[UInt8]]? {
        guard !markedPaths.isEmpty else { return checkedChosenPath().map { [$0] } }
        for path in markedPaths where !check(answering: path) { return nil }
        return markedPaths
    }

    /// Whether `path` is there still and of the kind chosen; if not, the note says why.
    private func check(answering path: [UInt8]) -> Bool {
        let name = "'\(InertText.make(String(decoding: path, as: UTF8.self)))'"
        let isDirectory: Bool
        switch DirectoryListing.isDirectory(atPath: path) {
        case .success(let found): isDirectory = found
        case .failure(let problem):
            answerProblem = "\(name) is not there any more: \(problem)"
            return false
        }
        guard kinds.answers(isDirectory: isDirectory) else {
            answerProblem = "\(name) is now \(isDirectory ? "a directory" : "not a directory")"
            return false
        }
        return true
    }

    // MARK: Marks

    /// Whether `path` is marked.
    public func isMarked(_ path: [UInt8]) -> Bool { markedSet.contains(path) }

    /// Marks the entry in the focused band, or unmarks it when it is marked. Returns false, with
    /// the reason in the note, when it cannot be marked: several are not chosen, the band is
    /// empty, the entry is not of a kind answered, or the limit is reached.
    @discardableResult
    public func toggleMark() -> Bool {
        guard let limit else { return false }
        let level = levels[focusedLevel]
        guard let entry = level.selectedEntry else { return false }
        let path = level.listing.path(of: entry.name)
        if markedSet.contains(path) {
            markedSet.remove(path)
            markedPaths.removeAll { $0 == path }
            return true
        }
        if entry.isBroken {
            answerProblem = problem(with: entry, in: level)
            return false
        }
        guard kinds.answers(isDirectory: entry.isDirectory) else {
            answerProblem =
                "'\(InertText.make(entry.title))' "
                + (entry.isDirectory ? "is a directory, and only files are chosen" : "is not a directory")
            return false
        }
        guard markedPaths.count < limit else {
            answerProblem = "\(limit) \(limit == 1 ? kinds.singular : kinds.plural) at most"
            return false
        }
        markedSet.insert(path)
        markedPaths.append(path)
        return true
    }

    /// Marks `path` (one a default or the accessible form names), or returns false when the
    /// limit is reached or it is marked already.
    func mark(path: [UInt8]) -> Bool {
        guard let limit, markedPaths.count < limit, !markedSet.contains(path) else { return false }
        markedSet.insert(path)
        markedPaths.append(path)
        return true
    }

    /// What the top line says of the marks: "(2)", or "(2/5)" under a limit; nil when several
    /// are not chosen.
    var markCount: String? {
        guard let limit else { return nil }
        return limit == Int.max ? "(\(markedPaths.count))" : "(\(markedPaths.count)/\(limit))"
    }

    // MARK: Levels

    /// The listing of the directory at `path`, read once and then kept.
    func listing(_ path: [UInt8], ancestors: Set<FileIdentity>) -> Result<DirectoryListing, DirectoryListing.Problem> {
        if let known = cache[path] { return known }
        let read = DirectoryListing.read(
            path: path, ancestors: ancestors, includesHidden: includesHidden, directoriesOnly: kinds == .directories,
            fileEndings: fileEndings)
        cache[path] = read
        return read
    }

    /// Why the entry in a level's band cannot be entered (or, a link to nothing, chosen), or nil
    /// when it can (or is a file).
    func problem(at index: Int) -> String? {
        let level = levels[index]
        guard let entry = level.selectedEntry, entry.isDirectory || entry.isBroken else { return nil }
        return problem(with: entry, in: level)
    }

    /// Why `entry` of `level` cannot be entered or chosen, or nil.
    func problem(with entry: DirectoryEntry, in level: Level) -> String? {
        let name = "'\(InertText.make(entry.title))'"
        if case .broken(let code) = entry.kind {
            return "\(name) is a link to nothing (\(DirectoryListing.Problem(code: code))): it cannot be chosen"
        }
        if entry.kind == .loop { return "\(name) leads back to a directory above it: not entered" }
        let path = level.listing.path(of: entry.name)
        guard let known = cache[path] else { return nil }
        switch known {
        case .success(let listing):
            let above = level.ancestors.union([level.listing.identity])
            return above.contains(listing.identity) ? "\(name) leads back to a directory above it: not entered" : nil
        case .failure(let problem):
            return "\(name) cannot be read: \(problem)"
        }
    }

    /// Drops the levels after the focused one and opens the directory in its band, if it is one
    /// that can be entered, as the next level.
    func openBand() {
        levels.removeSubrange((focusedLevel + 1)...)
        let level = levels[focusedLevel]
        guard let entry = level.selectedEntry, entry.kind == .directory else { return }
        let ancestors = level.ancestors.union([level.listing.identity])
        let path = level.listing.path(of: entry.name)
        guard case .success(let listing) = listing(path, ancestors: ancestors), !ancestors.contains(listing.identity)
        else { return }
        levels.append(Level(listing: listing, ancestors: ancestors))
    }

    /// Walks into the directory in the focused band. Returns whether it could.
    @discardableResult
    func enter() -> Bool {
        guard focusedLevel + 1 < levels.count else { return false }
        focusedLevel += 1
        openBand()
        reshape()
        return true
    }

    /// Walks back to the level above. Returns whether there is one.
    @discardableResult
    func leave() -> Bool {
        guard focusedLevel > 0 else { return false }
        focusedLevel -= 1
        levels.removeSubrange((focusedLevel + 2)...)
        reshape()
        return true
    }

    /// Sets the focused level's filter (its cursor at its end) and shows its matches, the best in
    /// the band.
    func setQuery(_ query: String) {
        levels[focusedLevel].filter.setText(query)
        refilter()
    }

    /// Shows the matches of the focused level's filter as it now stands, the best in the band.
    private func refilter() {
        var level = levels[focusedLevel]
        let search = ItemQuery(level.query)
        if search.isEmpty {
            let shown = level.selectedEntry
            level.rows = Array(level.listing.entries.indices)
            // The name in the band stays there when the filter is cleared.
            level.selected = shown.flatMap { entry in level.listing.entries.firstIndex(of: entry) } ?? 0
        } else {
            let path = level.listing.path
            let store = titleStores[path] ?? ItemStore(level.listing.entries.map(\.title))
            titleStores[path] = store
            level.rows = store.search(search)?.indices.map(Int.init) ?? []
            level.selected = 0
        }
        levels[focusedLevel] = level
        openBand()
        reshape()
    }

    /// A user's gesture settled on `row` of a component: its level's band moved.
    func selected(row: Int, component: Int) {
        let index = firstShown + component
        guard levels.indices.contains(index) else { return }
        levels[index].selected = row
        focusedLevel = index
        openBand()
        reshape()
    }

    /// The number of levels shown side by side at the frame's width.
    private var shownLevels: Int { max(1, frame.width / max(1, minimumColumnWidth)) }

    /// Shows the levels that fit, deepest last, and puts each band and the focus where the
    /// levels say.
    func reshape() {
        let fitting = shownLevels
        firstShown = min(focusedLevel, max(0, levels.count - fitting))
        shownCount = min(fitting, levels.count - firstShown)
        picker.reloadAllComponents()
        for (component, level) in levels[firstShown..<(firstShown + shownCount)].enumerated() {
            picker.selectRow(level.selected, inComponent: component, animated: false)
        }
        picker.focusComponent(focusedLevel - firstShown)
    }

    // MARK: Layout and drawing

    /// A line for the path and the filter, the wheel, a line for notes.
    public func preferredHeight(forWidth width: Int) -> Int { picker.preferredHeight(forWidth: width) + 2 }

    public var children: [Widget] { [picker] }

    public func layout() {
        let fitting = shownLevels
        let first = min(focusedLevel, max(0, levels.count - fitting))
        if first != firstShown || min(fitting, levels.count - first) != shownCount { reshape() }
        picker.frame = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: max(0, frame.height - 2))
        picker.layout()
        let bytes = levels[focusedLevel].listing.path
        if bytes != topLine.bytes {
            let path = String(decoding: bytes, as: UTF8.self)
            let shown = path.hasSuffix("/") ? path : path + "/"
            topLine = (bytes, shown, TextCells.width(of: shown))
        }
        let pathWidth = min(frame.width - countWidth, topLine.width)
        levels[focusedLevel].filter.layout(room: frame.maxX - countWidth - filterColumn(pathWidth: pathWidth))
    }

    /// The columns the mark count takes at the right of the top line, a blank before it (0 when
    /// several are not chosen, or it does not fit).
    private var countWidth: Int {
        guard let markCount, markCount.count + 1 < frame.width else { return 0 }
        return markCount.count + 1
    }

    /// The focused level's path as the top line shows it (a "/" at its end) and its columns,
    /// made again when another path comes into focus.
    private var topLine: (bytes: [UInt8]?, path: String, width: Int) = (nil, "", 0)

    /// The column where the filter's text starts, after the path and the arrow (" › ").
    private func filterColumn(pathWidth: Int) -> Int { frame.x + pathWidth + 3 }

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        let level = levels[focusedLevel]
        let countWidth = countWidth
        let right = frame.maxX - countWidth
        if countWidth > 0, let markCount {
            screen.put(markCount, column: right + 1, row: frame.y, limit: countWidth - 1, style: theme.hint)
        }
        let pathWidth = screen.put(
            topLine.path, column: frame.x, row: frame.y, limit: right - frame.x, style: theme.hint)
        let column = filterColumn(pathWidth: pathWidth)
        var caret: (column: Int, row: Int)?
        if !level.filter.isEmpty, column < right {
            let arrow = theme.separatorGlyph == "|" ? " > " : " › "
            screen.put(arrow, column: frame.x + pathWidth, row: frame.y, limit: 3, style: theme.hint)
            let before = screen.cursor
            level.filter.draw(
                into: &screen, column: column, row: frame.y, room: right - column, style: theme.text,
                showsCursor: isFocused)
            if let drawn = screen.cursor, drawn.column != before?.column || drawn.row != before?.row { caret = drawn }
        }
        renderChildren(into: &screen, theme: theme)
        // The hardware cursor rests in the band of the focused folder, where a screen reader reads
        // the entry chosen; while a filter is typed it belongs at the filter's insertion point.
        if let caret {
            screen.cursor = caret
        } else if isFocused {
            screen.withClip(picker.frame) { picker.placeCursorInBand(into: &$0) }
        }
        guard frame.height > 1, let note = note(level) else { return }
        screen.put(note, column: frame.x, row: frame.maxY - 1, limit: frame.width, style: theme.hint)
    }

    /// What the line below the wheel says about the focused level.
    private func note(_ level: Level) -> String? {
        if let answerProblem { return answerProblem }
        if level.rows.isEmpty {
            if !level.query.isEmpty { return "no match" }
            if kinds == .directories { return "no directories here" }
            if extensions.isEmpty { return "empty directory" }
            return "no files ending in \(InertText.make(extensions.map { "." + $0 }.joined(separator: ", "))) here"
        }
        return problem(at: focusedLevel)
    }

    // MARK: Input

    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        defer { followPickerFocus() }
        answerProblem = nil
        switch event {
        case .key(let key, let modifiers):
            return handleKey(key, modifiers, context: context)
        case .paste(let text, _):
            filterEdited(levels[focusedLevel].filter.insert(text), context: context)
            return true
        case .mouse:
            return picker.handle(event, context: context)
        case .focus, .cursorPosition:
            return false
        }
    }

    /// The walk's keys first (they keep their meaning: Left and Right walk, not move the
    /// filter's cursor), then the filter's line editor, then the wheel for what is left.
    private func handleKey(_ key: Key, _ modifiers: Modifiers, context: RunContext) -> Bool {
        let filterIsEmpty = levels[focusedLevel].filter.isEmpty
        switch (key, modifiers) {
        case (.tab, []) where limit != nil, (.tab, [.shift]) where limit != nil:
            // As in picker choose: mark, then on to the next entry (Shift: the one before).
            picker.settle(context: context)
            if toggleMark() { reshape() } else { context.bell() }
            _ = picker.handle(.key(modifiers.isEmpty ? .down : .up, []), context: context)
        case (.right, []), (.tab, []):
            walkIn(context: context)
        case (.left, []), (.tab, [.shift]):
            if !leave() { context.bell() }
        case (.enter, _) where kinds == .files && levels[focusedLevel].selectedEntry?.isDirectory == true:
            walkIn(context: context)
        case (.backspace, _) where filterIsEmpty:
            if !leave() { context.bell() }
        case (.escape, []) where !filterIsEmpty:
            setQuery("")
        case (.enter, _), (.escape, _):
            return false  // the prompt's: answer, or cancel
        case (.up, _), (.down, _), (.pageUp, _), (.pageDown, _), (.home, _), (.end, _):
            return picker.handle(.key(key, modifiers), context: context)
        default:
            guard let outcome = levels[focusedLevel].filter.handle(key, modifiers) else {
                return picker.handle(.key(key, modifiers), context: context)
            }
            filterEdited(outcome, context: context)
        }
        return true
    }

    /// An edit of the focused level's filter: a change of its text filters again.
    private func filterEdited(_ outcome: LineEditor.Outcome, context: RunContext) {
        if outcome.overflowed { context.bell() }
        if outcome.changed { refilter() }
    }

    /// Walks into the directory in the band, or rings the bell (a file, a loop, a directory that
    /// cannot be read: the note line says why).
    private func walkIn(context: RunContext) {
        picker.settle(context: context)
        if !enter() { context.bell() }
    }

    /// A click may have moved the wheel's focus to another column: the focused level follows.
    private func followPickerFocus() {
        let focused = firstShown + picker.focusedComponent
        guard focused != focusedLevel, levels.indices.contains(focused) else { return }
        focusedLevel = focused
        openBand()
        reshape()
    }
}

/// The wheel's data source and delegate over a browser's levels.
@MainActor
final class FileColumns: PickerViewDataSource, PickerViewDelegate {
    weak var browser: FileBrowser?

    func numberOfComponents(in pickerView: PickerView) -> Int {
        browser?.shownCount ?? 0
    }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        level(component)?.rows.count ?? 0
    }

    private func level(_ component: Int) -> FileBrowser.Level? {
        guard let browser else { return nil }
        let index = browser.firstShown + component
        return component < browser.shownCount && browser.levels.indices.contains(index) ? browser.levels[index] : nil
    }

    func pickerView(
        _ pickerView: PickerView, cellForRow row: Int, forComponent component: Int, reusing cell: PickerCell?
    ) -> PickerCell? {
        guard let browser, let level = level(component), level.rows.indices.contains(row) else { return nil }
        let entry = level.listing.entries[level.rows[row]]
        let shown = (cell as? FileEntryCell) ?? FileEntryCell()
        shown.title = entry.title
        if browser.limit != nil {
            let path = level.listing.path(of: entry.name)
            if browser.isMarked(path) {
                shown.mark = .marked
            } else {
                let answerable = !entry.isBroken && browser.kinds.answers(isDirectory: entry.isDirectory)
                shown.mark = answerable ? .unmarked : .unmarkable
            }
        } else {
            shown.mark = nil
        }
        shown.isBlocked = (entry.isDirectory || entry.isBroken) && browser.problem(with: entry, in: level) != nil
        return shown
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let level = level(component), level.rows.indices.contains(row) else { return nil }
        return level.listing.entries[level.rows[row]].title
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        browser?.selected(row: row, component: component)
    }
}

/// A name in a column: dimmed and italic when it is a directory that cannot be entered, or a link to
/// nothing; when several may be chosen, after a mark as `picker choose` draws it (● marked, ○ not,
/// a blank for what cannot be chosen).
@MainActor
final class FileEntryCell: PickerCell {
    /// A row's mark when several may be chosen.
    enum Mark {
        case marked, unmarked, unmarkable
    }

    var title = ""
    var isBlocked = false
    /// The mark, or nil when several are not chosen (no mark column).
    var mark: Mark?

    func render(in rect: Rect, into screen: inout Screen, context: PickerCellContext) {
        let line = rect.y + (rect.height - 1) / 2
        guard line >= context.clip.y, line < context.clip.maxY, rect.width > 2 else { return }
        var style = context.style
        if isBlocked {
            style.attributes.insert(.italic)
            if context.distance > 0 { style = context.theme.disabled }
        }
        var column = rect.x + 1
        if let mark {
            guard rect.width > 4 else { return }
            let unicode = context.theme.separatorGlyph != "|"
            let glyph: String
            switch mark {
            case .marked: glyph = unicode ? "●" : "*"
            case .unmarked: glyph = unicode ? "○" : "-"
            case .unmarkable: glyph = " "
            }
            screen.put(
                glyph, column: column, row: line, limit: 1, style: mark == .marked ? context.theme.accent : style)
            column += 2
        }
        screen.put(title, column: column, row: line, limit: rect.maxX - 1 - column, style: style)
    }
}
