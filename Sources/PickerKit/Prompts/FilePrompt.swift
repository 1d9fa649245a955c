import PickerCore
import Terminal

/// Asks for a file (or a directory) by walking the directory tree: the engine of `picker file`.
///
/// ```swift
/// if case .answered(let path) = try await FilePrompt(root: "~/Documents").run() {
///     print(path.text)
/// }
/// ```
///
/// A ``FileBrowser``: one wheel column per directory level, typing filters the focused column,
/// Right and Left walk in and out, Enter answers the file in the band (or walks into the
/// directory there), Esc cancels. The answer is the path from ``root`` as given. The accessible
/// form walks a directory at a time in plain lines (see ``FileBrowser/lineForm``).
///
/// With a ``limit``, ``runPaths()`` lets the user mark several paths across directories (Tab and
/// Shift-Tab, as in `picker choose`) and answers them:
///
/// ```swift
/// var prompt = FilePrompt(root: "Sources", extensions: ["swift"])
/// prompt.limit = 5
/// if case .answered(let paths) = try await prompt.runPaths() { for path in paths { print(path.text) } }
/// ```
///
/// Like every prompt, it lives on the main actor: create and run it from `@MainActor` code (a
/// top-level `main.swift` is; mark an `async` function `@MainActor`).
@MainActor
public struct FilePrompt {
    /// The directory the walk starts in, as the path's bytes (a path need not be UTF-8).
    public var rootPath: [UInt8]
    /// The directory the walk starts in, as text.
    public var root: String {
        get { String(decoding: rootPath, as: UTF8.self) }
        set { rootPath = Array(newValue.utf8) }
    }
    /// Shared prompt options.
    public var options: PromptOptions
    /// Hidden names (starting with ".") are listed too.
    public var includesHidden: Bool
    /// What may be the answer: files (the default), directories, or either (see
    /// ``FileBrowser/Kinds``).
    public var kinds: FileBrowser.Kinds
    /// The extensions a file's name must end in to be listed and answered, without the dot
    /// ("swift", "md"), ASCII letters matched in either case; empty for every file.
    public var extensions: [String]
    /// A pane that shows the output of a command for the entry in the band (file or directory):
    /// `{}` is its path as the answer gives it, `{q}` the column's filter; the other placeholders
    /// of ``PreviewTemplate`` that name an item take the path too (`{n}` is empty). Nil for none.
    public var preview: ChoosePreview?
    /// How many paths ``runPaths()`` and ``runPathsBlocking()`` let the user mark: nil for one
    /// (the default), else at most this many (`Int.max` for any number; see
    /// ``FileBrowser/limit``). ``run()`` and ``runBlocking()`` answer one path, without marks.
    public var limit: Int?
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system

    /// A prompt walking from `root`.
    public init(
        root: String = ".", options: PromptOptions = PromptOptions(), includesHidden: Bool = false,
        kinds: FileBrowser.Kinds = .files, extensions: [String] = []
    ) {
        self.init(
            rootPath: Array(root.utf8), options: options, includesHidden: includesHidden, kinds: kinds,
            extensions: extensions)
    }

    /// A prompt walking from the directory at the path `rootPath`, byte for byte.
    public init(
        rootPath: [UInt8], options: PromptOptions = PromptOptions(), includesHidden: Bool = false,
        kinds: FileBrowser.Kinds = .files, extensions: [String] = []
    ) {
        self.rootPath = rootPath
        self.options = options
        self.includesHidden = includesHidden
        self.kinds = kinds
        self.extensions = extensions
    }

    /// A path chosen: its bytes as the file system has them, and as text.
    public struct Path: Sendable, Equatable {
        /// The path's bytes (a name need not be UTF-8): what a script should be given.
        public let bytes: [UInt8]
        /// The path as text, bytes that are not UTF-8 shown as U+FFFD.
        public var text: String { String(decoding: bytes, as: UTF8.self) }

        /// A path of `bytes`.
        public init(bytes: [UInt8]) { self.bytes = bytes }
    }

    /// The key hints, in Unicode arrows or ASCII.
    public static func hint(traits: TerminalTraits) -> String { hint(traits: traits, preview: nil) }

    /// The key hints, with the preview's toggle key when there is a preview.
    static func hint(traits: TerminalTraits, preview: ChoosePreview?, marks: Bool = false) -> String {
        let unicode = traits.usesUnicode
        var parts = [
            unicode ? "↑↓ move" : "up/down move", unicode ? "←→ folder" : "left/right folder", "type to filter",
        ]
        if marks { parts.append("tab mark") }
        if let key = preview?.toggleKey { parts.append("\(key.name) preview") }
        parts += ["enter choose", "esc cancel"]
        return PromptHints.line(parts, traits: traits)
    }

    /// Shows the columns and blocks until the answer.
    ///
    /// - Throws: ``PromptError`` when ``rootPath`` is not a directory that can be read, when an
    ///   extension is empty or holds a "/", or when there is no terminal (reason `noTerminal`).
    public func runBlocking() throws -> PromptOutcome<Path> {
        let (prompt, previewed) = try makePrompt { $0.checkedChosenPath().map { Path(bytes: $0) } }
        defer { previewed?.preview.stop() }
        return try prompt.runBlocking()
    }

    /// Shows the columns and blocks until the answer: the paths marked, in the order they were
    /// marked, or the one in the band when none is marked (one path without a ``limit``).
    ///
    /// - Throws: ``PromptError``, as ``runBlocking()``, and when ``limit`` is below 1.
    public func runPathsBlocking() throws -> PromptOutcome<[Path]> {
        let (prompt, previewed) = try makePrompt(limit: limit) { $0.checkedChosenPaths()?.map(Path.init) }
        defer { previewed?.preview.stop() }
        return try prompt.runBlocking()
    }

    /// Shows the columns and waits for the paths, as ``runPathsBlocking()``, leaving the main
    /// actor free for other tasks.
    public func runPaths() async throws -> PromptOutcome<[Path]> {
        let (prompt, previewed) = try makePrompt(limit: limit) { $0.checkedChosenPaths()?.map(Path.init) }
        defer { previewed?.preview.stop() }
        return try await prompt.run()
    }

    /// Shows the columns and waits for the answer, leaving the main actor free for other tasks.
    ///
    /// - Throws: ``PromptError``, as ``runBlocking()``.
    public func run() async throws -> PromptOutcome<Path> {
        let (prompt, previewed) = try makePrompt { $0.checkedChosenPath().map { Path(bytes: $0) } }
        defer { previewed?.preview.stop() }
        return try await prompt.run()
    }

    /// The prompt answering what `answer` reads from the browser (marking up to `limit` paths),
    /// and the browser with its pane when there is a preview (whose command the run's end ends).
    private func makePrompt<Answer: Sendable>(
        limit: Int? = nil, answer: @escaping @MainActor (FileBrowser) -> Answer?
    ) throws -> (Prompt<Answer>, FilePreviewView?) {
        let browser = try FileBrowser(
            rootPath: rootPath, includesHidden: includesHidden, kinds: kinds, extensions: extensions, limit: limit)
        let previewed = preview.map { FilePreviewView(browser: browser, preview: $0) }
        let hint = Self.hint(traits: options.traits, preview: preview, marks: limit != nil)
        var prompt = Prompt(previewed ?? browser, options: options, hint: hint) { answer(browser) }
        prompt.host = host
        return (prompt, previewed)
    }
}
