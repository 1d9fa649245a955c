/// The settings of a file field of a ``Form``: those of ``FileBrowser`` (the directory the walk
/// starts in, what may be answered, the endings of the files listed).
public struct FormFileSettings: Sendable, Equatable {
    /// The directory the walk starts in ("." for the current directory).
    public var root: String
    /// Files, directories, or either.
    public var kinds: FileBrowser.Kinds
    /// The endings a file's name must have, without the dot ("swift"); empty for every file.
    public var extensions: [String]
    /// Whether hidden names are listed.
    public var includesHidden: Bool

    /// A walk from `root`.
    public init(
        root: String = ".", kinds: FileBrowser.Kinds = .files, extensions: [String] = [], includesHidden: Bool = false
    ) {
        self.root = root
        self.kinds = kinds
        self.extensions = extensions
        self.includesHidden = includesHidden
    }
}
