import PickerKit

/// `picker file`: a file (or a directory) chosen by walking the directory tree.
struct FileCommand: AskingCommand {
    static let name = "file"
    static let abstract = "Choose a file (or a directory) by walking the directories as wheel columns."
    static var discussion: String {
        """
        Examples:
          picker file ~/Documents
          picker file --type dir --title 'Where to?'
          picker file --ext swift,md Sources
          picker file --no-limit --print0 | xargs -0 wc -l
        One wheel column per directory level (Miller columns): the directory in the band opens in the column \
        beside it. Up/Down move; Right or Tab (or Enter on a directory) walk into it, Left or Shift-Tab (or \
        Backspace with no filter) walk back out. Typing filters the focused column, matched as picker choose \
        matches (a substring first, then the letters in order); the filter is edited at its cursor with a \
        shell's keys (Ctrl-B/Ctrl-F, Ctrl-A/Ctrl-E, Alt-B/Alt-F, Delete, Ctrl-W, Ctrl-U, Ctrl-K), Esc clears \
        it, then cancels. Enter answers the file in the band; with --type dir the directory in the band (only \
        directories are listed; --directory is the same); with --type any either (Right or Tab walks in). \
        With --ext, only the files whose names end in one of the extensions are listed (ASCII letters in either \
        case); directories are listed to walk through. Hidden names (starting with ".") are left out unless --all. A link \
        back to a directory on the way (a loop) and a directory that cannot be read are shown dimmed, are not \
        entered, and the line below the wheel says why.
        The answer is the path, DIR joined with the names chosen, byte for byte (a name need not be UTF-8); \
        --json prints it as a JSON string (bytes that are not UTF-8 as U+FFFD). Without a terminal, --default \
        PATH is the answer: it must exist and be one that could be chosen (of the --type, and ending in an \
        --ext); without it, no \
        terminal is an error (status \(ExitStatus.badInput)).
        With --limit N or --no-limit, Tab marks the entry in the band and moves to the next (Shift-Tab: to the \
        one before), in any directory (Right and Left still walk); the marks stay while walking and filtering, \
        the top line counts them, and a mark past --limit rings the bell and says so. Enter answers the marks, \
        in the order they were made (or the entry in the band when none is marked), one path per line, each \
        ended by NUL with --print0, or with --json a JSON array of strings. --default is then repeated, a path \
        each. --accessible marks what is chosen (several separated by commas) and answers at "done".
        With --preview, a pane shows a command's output for the file or directory in the band, {} its path \
        (quoted) and {q} the filter (Shift-Up/Down and Shift-PgUp/PgDn scroll it, Alt-P hides or shows it).
        """
    }
    static let defaultRemedy = "--default PATH"

    var common = CommonOptions()
    var all = false
    var kinds = FileBrowser.Kinds.files
    var extensions: [String] = []
    var defaultPaths: [[UInt8]] = []
    var limit: Int?
    var noLimit = false
    var print0 = false
    var start = Array(".".utf8)
    var preview = PreviewOptions()

    static let options: [Option<Self>] =
        CommonOptions.options { try $1(&$0.common) } + [
            .flag("--all", "--hidden", help: "List hidden names (starting with \".\") too.") { $0.all = true },
            .choice(
                "--type", FileType.self, value: "type",
                help: "What may be chosen: file (a directory is walked into), dir (only directories are listed), or "
                    + "any (Enter answers either; Right walks in).",
                default: .file
            ) { $0.kinds = $1.kinds },
            .flag("--directory", help: "The same as --type dir.") { $0.kinds = .directories },
            .value(
                "--ext", value: "list",
                help: "List and choose only the files ending in one of these extensions, given as "
                    + "swift,md (ASCII letters in either case); directories are still listed."
            ) { $0.extensions = try Self.extensions($1) },
            .value(
                "--default", value: "path", repeats: true,
                help: "The answer to give when there is no terminal to ask on (a path that exists); with --limit or "
                    + "--no-limit, repeat it to answer several paths.",
                completion: .file
            ) { $0.defaultPaths.append($1.bytes) },
            .value(
                "--limit", value: "n",
                help: "Let the user mark up to this many paths with Tab, across directories (one per line on output)."
            ) { $0.limit = try NumberArgument.whole($1, in: 1...Self.maximumLimit) },
            .flag("--no-limit", help: "Let the user mark any number of paths with Tab.") { $0.noLimit = true },
            Output.print0Option(
                help: "End each path of the answer with NUL instead of a newline, for xargs -0 (a name may hold a "
                    + "newline)."
            ) { try $1(&$0.print0) },
        ] + PreviewOptions.options { try $1(&$0.preview) }

    static let positional: Positional<Self>? = Positional(
        "dir", help: "The directory to start in.", default: ".", completion: .directory
    ) { $0.start = $1.bytes }

    /// The largest `--limit`.
    static let maximumLimit = 1_000_000

    mutating func check() throws {
        if limit != nil && noLimit { throw UsageError("--limit and --no-limit cannot be used together") }
        if print0 && common.json { throw UsageError("--print0 and --json cannot be used together") }
        if noLimit { limit = Int.max }
        let most = limit ?? 1
        if defaultPaths.count > most {
            throw UsageError(
                limit == nil
                    ? "--default is given \(defaultPaths.count) times, but one path is chosen without --limit or --no-limit"
                    : "--default is given \(defaultPaths.count) times, more than --limit \(most)")
        }
    }

    @MainActor
    func prepare(_ options: PromptOptions) throws -> Question {
        let preview = try self.preview.preview()
        if kinds == .directories && !extensions.isEmpty {
            throw UsageError("--ext chooses among files, and --type dir only directories: give one or the other")
        }
        var question = Question { options in
            var prompt = FilePrompt(
                rootPath: start, options: options, includesHidden: all, kinds: kinds, extensions: extensions)
            prompt.preview = preview
            guard limit != nil else {
                return try prompt.runBlocking().map { answer([$0.bytes]) }
            }
            prompt.limit = limit
            return try prompt.runPathsBlocking().map { answer($0.map(\.bytes)) }
        }
        if !defaultPaths.isEmpty {
            question.defaultAnswer = { occasion in
                // Without a terminal, DIR is checked as the prompt would check it.
                if occasion == .noTerminal {
                    _ = try FileBrowser(rootPath: start, includesHidden: all, kinds: kinds, extensions: extensions)
                }
                for path in defaultPaths { try check(defaultPath: path) }
                return answer(defaultPaths)
            }
        }
        return question
    }

    /// The paths as printed: one path (its bytes, or a JSON string); with --limit or --no-limit, a
    /// path per line (ended by NUL with --print0), or a JSON array of strings (bytes that are not
    /// UTF-8 as U+FFFD).
    private func answer(_ paths: [[UInt8]]) -> Output.Answer {
        if common.json {
            guard limit != nil else { return TextOptions.answer(bytes: paths[0], json: true) }
            let strings = paths.map { JSONText.quote(String(decoding: $0, as: UTF8.self)) }
            return Output.Answer("[" + strings.joined(separator: ",") + "]")
        }
        return Output.Answer(lines: paths, terminator: print0 ? 0 : 0x0A)
    }

    /// A `--default` that could not be the answer is refused: one that is not there, or that
    /// could not be chosen (a directory when files are chosen, a file without an `--ext`, …).
    private func check(defaultPath path: [UInt8]) throws {
        let shown = "--default '\(ArgumentBytes.quoted(path))'"
        if let problem = FileBrowser.problem(answering: path, kinds: kinds, extensions: extensions) {
            throw UsageError("\(shown) \(problem)")
        }
    }

    /// The extensions of `--ext swift,md`: each without a leading dot, none empty or with a "/".
    private static func extensions(_ value: ArgumentValue) throws -> [String] {
        let items = value.text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.hasPrefix(".") ? $0.dropFirst() : $0)
        }
        if let bad = items.first(where: { $0.isEmpty || $0.contains("/") }) {
            let what = bad.isEmpty ? "an empty extension" : "'\(InertText.make(bad))' is not an extension"
            throw UsageError("\(value.option) '\(InertText.make(value.text))': \(what) (give them as swift,md)")
        }
        return items
    }

    /// The values of `--type`.
    enum FileType: String, CaseIterable, Sendable {
        case file, dir, any

        /// The kinds the browser answers.
        var kinds: FileBrowser.Kinds {
            switch self {
            case .file: .files
            case .dir: .directories
            case .any: .any
            }
        }
    }
}
