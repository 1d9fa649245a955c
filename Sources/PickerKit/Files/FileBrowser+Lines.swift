import PickerCore
import Terminal

extension FileBrowser {
    /// The accessible form: a directory at a time, its names numbered (or, in a long directory,
    /// found by typing part of one, as the screen's filter finds them). Choosing a directory
    /// walks into it, ".." walks back out; choosing a file answers it — or, with
    /// ``kinds`` that answer directories, "." answers the directory the walk is in. A directory that cannot
    /// be entered, or a link to nothing, is said why, and asked again; end of input cancels.
    public var lineForm: LineForm? {
        LineForm { [self] lines in askInLines(lines) }
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

    /// Puts entry `index` of the focused level in its band, the level's filter cleared.
    private func choose(entry index: Int) {
        setQuery("")
        selected(row: index, component: focusedLevel - firstShown)
    }
}
