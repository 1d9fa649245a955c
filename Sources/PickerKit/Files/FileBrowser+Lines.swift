import PickerCore
import Terminal

extension FileBrowser {
    /// The accessible form: a directory at a time, its names numbered (or, in a long directory,
    /// found by typing part of one, as the screen's filter finds them). Choosing a directory
    /// walks into it, ".." walks back out; choosing a file answers it — or, with
    /// ``kinds`` that answer directories, "." answers the directory the walk is in. A directory that cannot
    /// be entered, or a link to nothing, is said why, and asked again; end of input cancels.
    ///
    /// With a ``limit``, the files chosen (several on a line, separated by commas, as `picker
    /// choose` asks for several) are marked rather than answered, and the walk goes on: "." marks
    /// the directory the walk is in (when directories are answered), and "done", offered first
    /// once something is marked, answers the marks. Reaching the limit answers them at once.
    public var lineForm: LineForm? {
        LineForm { [self] lines in limit == nil ? askInLines(lines) : askSeveralInLines(lines) }
    }

    func askInLines(_ lines: LinePrompt) -> PromptOutcome<Void> {
        while true {
            let level = levels[focusedLevel]
            let entries = level.listing.entries
            var extras: [String] = []
            if kinds != .files { extras.append(". (this directory)") }
            if focusedLevel > 0 { extras.append(".. (the directory above)") }
            let count = extras.count + entries.count
            let path = String(decoding: level.listing.path, as: UTF8.self)
            guard count > 0 else {
                lines.say("\(path) holds no files.")
                return .cancelled
            }
            let title = { (row: Int) in row < extras.count ? extras[row] : entries[row - extras.count].title }
            let outcome = lines.choose(
                question: "In \(path)", count: count, initial: entries.isEmpty ? 0 : extras.count, title: title,
                exactItem: { text in
                    (0..<count).first {
                        title($0) == text || ($0 >= extras.count && entries[$0 - extras.count].text == text)
                    }
                },
                search: { typed in ItemQuery(typed).bestRows(count: count, limit: 10, title: title) })
            guard let row = outcome.value else { return outcome.map { _ in () } }
            if row < extras.count {
                if kinds != .files && row == 0 {
                    directoryChosenInLines = level.listing.path
                    return .answered(())
                }
                leave()
                continue
            }
            choose(entry: row - extras.count)
            let entry = entries[row - extras.count]
            guard entry.isDirectory || entry.isBroken else { return .answered(()) }
            if let problem = problem(at: focusedLevel) {
                lines.say(problem)
                continue
            }
            enter()
        }
    }

    /// The accessible form when several may be chosen: marks gathered across directories, then
    /// "done" (see ``lineForm``).
    func askSeveralInLines(_ lines: LinePrompt) -> PromptOutcome<Void> {
        let most = limit ?? 1
        while true {
            let level = levels[focusedLevel]
            let entries = level.listing.entries
            let marked = markedPaths.count
            var extras: [String] = []
            if marked > 0 { extras.append("done (answer the \(marked) marked)") }
            var here: Int?
            if kinds != .files {
                here = extras.count
                extras.append(". (mark this directory)")
            }
            let up = extras.count
            if focusedLevel > 0 { extras.append(".. (the directory above)") }
            let count = extras.count + entries.count
            let path = String(decoding: level.listing.path, as: UTF8.self)
            guard count > 0 else {
                lines.say("\(path) holds no files.")
                return .cancelled
            }
            let title = { (row: Int) in
                row < extras.count ? extras[row] : self.markedTitle(entries[row - extras.count], in: level)
            }
            let outcome = lines.chooseRows(
                question: "In \(path)", count: count, initial: marked > 0 ? 0 : (entries.isEmpty ? 0 : extras.count),
                limit: count, title: title,
                exactItem: { text in
                    if marked > 0 && text == "done" { return 0 }
                    return (0..<count).first {
                        title($0) == text
                            || ($0 >= extras.count
                                && (entries[$0 - extras.count].title == text || entries[$0 - extras.count].text == text))
                    }
                },
                search: { typed in ItemQuery(typed).bestRows(count: count, limit: 10, title: title) })
            guard let rows = outcome.value else { return outcome.map { _ in () } }
            if rows == [0] && marked > 0 { return .answered(()) }
            if rows.count == 1, rows[0] >= up, rows[0] < extras.count {
                leave()
                continue
            }
            let chosen = rows.filter { $0 >= extras.count }.map { entries[$0 - extras.count] }
            if rows.count == 1, let entry = chosen.first, entry.isDirectory, !entry.isBroken {
                choose(entry: rows[0] - extras.count)
                if let problem = problem(at: focusedLevel) {
                    lines.say(problem)
                } else {
                    enter()
                }
                continue
            }
            let directoryAmongOthers = kinds == .files && chosen.contains { $0.isDirectory }
            if rows.contains(where: { $0 < extras.count && $0 != here }) || directoryAmongOthers {
                lines.say("Choose one directory to walk into, or files to mark, one at a time or separated by commas.")
                continue
            }
            var paths = chosen.map { level.listing.path(of: $0.name) }
            if let here, rows.contains(here) { paths.insert(level.listing.path, at: 0) }
            if let broken = chosen.first(where: \.isBroken), let reason = problem(with: broken, in: level) {
                lines.say(reason)
                continue
            }
            let new = paths.filter { !isMarked($0) }
            if markedPaths.count + new.count > most {
                lines.say("That would mark \(markedPaths.count + new.count): give at most \(most) in all.")
                continue
            }
            for path in new { _ = mark(path: path) }
            if markedPaths.count == most { return .answered(()) }
            let shown = markedPaths.map { String(decoding: $0, as: UTF8.self) }.joined(separator: ", ")
            let room = most == Int.max ? "" : " of at most \(most)"
            lines.say("Marked \(markedPaths.count)\(room): \(shown).")
        }
    }

    /// An entry's title in the accessible form, "(marked)" after it when it is.
    private func markedTitle(_ entry: DirectoryEntry, in level: Level) -> String {
        isMarked(level.listing.path(of: entry.name)) ? entry.title + " (marked)" : entry.title
    }

    /// Puts entry `index` of the focused level in its band, the level's filter cleared.
    private func choose(entry index: Int) {
        setQuery("")
        selected(row: index, component: focusedLevel - firstShown)
    }
}
