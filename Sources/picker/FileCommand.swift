import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `picker file`: a file (or a directory) chosen by walking the directory tree.
struct FileCommand: AskingCommand {
    static let name = "file"
    static let abstract = "Choose a file (or a directory) by walking the directories as wheel columns."
    static var discussion: String {
        """
        Examples:
          picker file ~/Documents
          picker file --directory --title 'Where to?'
        One wheel column per directory level (Miller columns): the directory in the band opens in the column \
        beside it. Up/Down move; Right or Tab (or Enter on a directory) walk into it, Left or Shift-Tab (or \
        Backspace with no filter) walk back out. Typing filters the focused column, matched as picker choose \
        matches (a substring first, then the letters in order); the filter is edited at its cursor with a \
        shell's keys (Ctrl-B/Ctrl-F, Ctrl-A/Ctrl-E, Alt-B/Alt-F, Delete, Ctrl-W, Ctrl-U, Ctrl-K), Esc clears \
        it, then cancels. Enter answers the file in the band, or with --directory the directory in the \
        band (only directories are listed). Hidden names (starting with ".") are left out unless --all. A link \
        back to a directory on the way (a loop) and a directory that cannot be read are shown dimmed, are not \
        entered, and the line below the wheel says why.
        The answer is the path, DIR joined with the names chosen, byte for byte (a name need not be UTF-8); \
        --json prints it as a JSON string (bytes that are not UTF-8 as U+FFFD). Without a terminal, --default \
        PATH is the answer: it must exist, and be a directory with --directory or else not one; without it, no \
        terminal is an error (status \(ExitStatus.badInput)).
        With --preview, a pane shows a command's output for the file or directory in the band, {} its path \
        (quoted) and {q} the filter (Shift-Up/Down and Shift-PgUp/PgDn scroll it, Alt-P hides or shows it).
        """
    }
    static let defaultRemedy = "--default PATH"

    var common = CommonOptions()
    var all = false
    var directory = false
    var defaultPath: [UInt8]?
    var start = Array(".".utf8)
    var preview = PreviewOptions()

    static let options: [Option<Self>] =
        CommonOptions.options { try $1(&$0.common) } + [
            .flag("--all", "--hidden", help: "List hidden names (starting with \".\") too.") { $0.all = true },
            .flag(
                "--directory",
                help: "Choose a directory: only directories are listed, and Enter answers the one in the band."
            ) { $0.directory = true },
            .value(
                "--default", value: "path",
                help: "The answer to give when there is no terminal to ask on (a path that exists).", completion: .file
            ) { $0.defaultPath = $1.bytes },
        ] + PreviewOptions.options { try $1(&$0.preview) }

    static let positional: Positional<Self>? = Positional(
        "dir", help: "The directory to start in.", default: ".", completion: .directory
    ) { $0.start = $1.bytes }

    @MainActor
    func prepare(_ options: PromptOptions) throws -> Question {
        let preview = try self.preview.preview()
        var question = Question { options in
            var prompt = FilePrompt(
                rootPath: start, options: options, includesHidden: all, choosesDirectories: directory)
            prompt.preview = preview
            return try prompt.runBlocking().map { TextOptions.answer(bytes: $0.bytes, json: common.json) }
        }
        if let path = defaultPath {
            question.defaultAnswer = { occasion in
                // Without a terminal, DIR is checked as the prompt would check it.
                if occasion == .noTerminal {
                    _ = try FileBrowser(rootPath: start, includesHidden: all, choosesDirectories: directory)
                }
                try check(defaultPath: path)
                return TextOptions.answer(bytes: path, json: common.json)
            }
        }
        return question
    }

    /// A `--default` that could not be the answer is refused: one that does not exist, a directory
    /// when a file is chosen, or the other way round.
    private func check(defaultPath path: [UInt8]) throws {
        var status = stat()
        let found = (path + [0]).withUnsafeBufferPointer { name in
            name.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &status) }
        }
        let shown = "--default '\(ArgumentBytes.quoted(path))'"
        guard !path.isEmpty, found == 0 else {
            throw UsageError("\(shown): \(String(cString: strerror(path.isEmpty ? ENOENT : errno)))")
        }
        let isDirectory = status.st_mode & S_IFMT == S_IFDIR
        if directory && !isDirectory {
            throw UsageError("\(shown) is not a directory (--directory chooses directories)")
        }
        if !directory && isDirectory {
            throw UsageError("\(shown) is a directory: give a file, or --directory to choose directories")
        }
    }
}
