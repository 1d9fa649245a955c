import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file a path reaches, whatever the path: its device and inode. Two paths that reach the
/// same directory (through a symbolic link, or a bind mount) have the same identity.
package struct FileIdentity: Hashable, Sendable {
    /// The device the file is on.
    package var device: UInt64
    /// The file's inode on that device.
    package var inode: UInt64

    /// An identity from its parts.
    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }

    /// The identity of the file `path` reaches (links followed), or nil when it cannot be
    /// reached.
    package static func of(path: [UInt8]) -> FileIdentity? {
        var status = stat()
        let found = (path + [0]).withUnsafeBufferPointer { name in
            name.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &status) }
        }
        return found == 0 ? FileIdentity(status) : nil
    }
}

/// One name in a directory.
package struct DirectoryEntry: Sendable, Equatable {
    /// What a name stands for.
    package enum Kind: Sendable, Equatable {
        /// Anything that is not a directory.
        case file
        /// A directory, or a symbolic link to one, that may be walked into.
        case directory
        /// A symbolic link (or a mount) back to a directory on the way here: walking into it
        /// would never end, so it is shown but not entered.
        case loop
        /// A symbolic link that leads to nothing that can be reached (its target is gone, or a
        /// folder on the way cannot be searched): shown, but neither entered nor answered; the C
        /// library's error number says why.
        case broken(Int32)
    }

    /// The name's bytes, as the directory holds them (not always UTF-8).
    package let name: [UInt8]
    /// What the name stands for.
    package let kind: Kind
    /// Whether the name is a symbolic link.
    package let isLink: Bool

    /// Creates an entry.
    package init(name: [UInt8], kind: Kind, isLink: Bool = false) {
        self.name = name
        self.kind = kind
        self.isLink = isLink
    }

    /// The name as text (bytes that are not UTF-8 shown as U+FFFD).
    package var text: String { String(decoding: name, as: UTF8.self) }

    /// Whether the entry names a directory, enterable or not.
    package var isDirectory: Bool { kind == .directory || kind == .loop }

    /// Whether the entry is a link that leads to nothing.
    package var isBroken: Bool {
        if case .broken = kind { return true }
        return false
    }

    /// The name as a column shows it: a directory's with "/" after it.
    package var title: String { isDirectory ? text + "/" : text }
}

/// The names in one directory, read once, sorted: directories first, then files, each in the
/// order of their folded names (``TextFolding``), so that `Apple` and `apple` sit together.
///
/// `.` and `..` are left out, and so are hidden names (starting with `.`) unless asked for. A
/// symbolic link to a directory is a directory, unless it leads back to one of the directories
/// walked through to get here (or this one), found by device and inode: then it is a ``DirectoryEntry/Kind/loop``.
package struct DirectoryListing: Sendable {
    /// The directory's path, as given.
    package let path: [UInt8]
    /// The directory's identity.
    package let identity: FileIdentity
    /// The names, sorted.
    package let entries: [DirectoryEntry]

    /// Why a directory could not be read.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The system's reason, such as "Permission denied".
        package let reason: String
        /// The C library's error number.
        package let code: Int32

        /// A problem with the reason for `code`.
        package init(code: Int32) {
            self.code = code
            reason = String(cString: strerror(code))
        }

        /// The system's reason.
        package var description: String { reason }

        /// The path is not a directory.
        package var isNotADirectory: Bool { code == ENOTDIR }
    }

    /// Reads the directory at `path`. `ancestors` are the identities of the directories walked
    /// through to reach it (a link back to one of them, or to this directory, is a loop);
    /// `includesHidden` keeps names starting with "."; `directoriesOnly` leaves files out;
    /// `fileEndings`, when not empty, keeps only the files whose names end in one of them (each in
    /// ASCII lower case, such as ".swift"; see ``hasEnding(_:among:)``).
    package static func read(
        path: [UInt8], ancestors: Set<FileIdentity> = [], includesHidden: Bool = false, directoriesOnly: Bool = false,
        fileEndings: [[UInt8]] = []
    ) -> Result<DirectoryListing, Problem> {
        guard !path.isEmpty, !path.contains(0) else { return .failure(Problem(code: ENOENT)) }
        let opened = (path + [0]).withUnsafeBufferPointer { name in
            name.withMemoryRebound(to: CChar.self) { opendir($0.baseAddress!) }
        }
        guard let directory = opened else { return .failure(Problem(code: errno)) }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var own = stat()
        guard fstat(descriptor, &own) == 0 else { return .failure(Problem(code: errno)) }
        let identity = FileIdentity(own)
        var walked = ancestors
        walked.insert(identity)
        var entries: [DirectoryEntry] = []
        errno = 0
        while let found = readdir(directory) {
            let name = withUnsafeBytes(of: found.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            if !includesHidden && name.first == 0x2E { continue }
            let entry = Self.entry(name, type: found.pointee.d_type, in: descriptor, walked: walked)
            if directoriesOnly && !entry.isDirectory { continue }
            if !fileEndings.isEmpty && !entry.isDirectory && !hasEnding(name, among: fileEndings) { continue }
            entries.append(entry)
        }
        if errno != 0 && entries.isEmpty { return .failure(Problem(code: errno)) }
        return .success(DirectoryListing(path: path, identity: identity, entries: sorted(entries)))
    }

    /// What `name` in the open directory stands for. The type readdir gives decides most names
    /// without a system call; a link, or a file system that gives no type, is looked at.
    private static func entry(_ name: [UInt8], type: UInt8, in directory: Int32, walked: Set<FileIdentity>)
        -> DirectoryEntry
    {
        switch Int32(type) {
        case Int32(DT_DIR): return DirectoryEntry(name: name, kind: .directory)
        case Int32(DT_LNK): break
        case Int32(DT_UNKNOWN):
            var own = stat()
            guard status(name, in: directory, &own, following: false) else {
                return DirectoryEntry(name: name, kind: .file)
            }
            if own.st_mode & S_IFMT == S_IFDIR { return DirectoryEntry(name: name, kind: .directory) }
            guard own.st_mode & S_IFMT == S_IFLNK else { return DirectoryEntry(name: name, kind: .file) }
        default: return DirectoryEntry(name: name, kind: .file)
        }
        // A link: where does it lead?
        var target = stat()
        guard status(name, in: directory, &target, following: true) else {
            return DirectoryEntry(name: name, kind: .broken(errno), isLink: true)
        }
        guard target.st_mode & S_IFMT == S_IFDIR else { return DirectoryEntry(name: name, kind: .file, isLink: true) }
        let kind: DirectoryEntry.Kind = walked.contains(FileIdentity(target)) ? .loop : .directory
        return DirectoryEntry(name: name, kind: kind, isLink: true)
    }

    /// fstatat(2) of `name` in the open directory; whether it succeeded.
    private static func status(_ name: [UInt8], in directory: Int32, _ result: inout stat, following: Bool) -> Bool {
        (name + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                fstatat(directory, $0.baseAddress!, &result, following ? 0 : AT_SYMLINK_NOFOLLOW) == 0
            }
        }
    }

    /// Directories first, then files; each by folded name, then by bytes.
    static func sorted(_ entries: [DirectoryEntry]) -> [DirectoryEntry] {
        let keys = entries.map { TextFolding.fold($0.text) }
        return entries.indices.sorted { a, b in
            let (x, y) = (entries[a], entries[b])
            if x.isDirectory != y.isDirectory { return x.isDirectory }
            if keys[a] != keys[b] { return keys[a].unicodeScalars.lexicographicallyPrecedes(keys[b].unicodeScalars) }
            return x.name.lexicographicallyPrecedes(y.name)
        }.map { entries[$0] }
    }

    /// Whether `name` ends in one of `endings` (each in ASCII lower case), ASCII letters of the
    /// name matched in either case: "Notes.MD" ends in ".md", as most pickers and file systems
    /// that fold case would have it.
    package static func hasEnding(_ name: [UInt8], among endings: [[UInt8]]) -> Bool {
        endings.contains { ending in
            name.count > ending.count
                && zip(name.suffix(ending.count), ending).allSatisfy { byte, wanted in
                    (0x41...0x5A).contains(byte) ? byte + 0x20 == wanted : byte == wanted
                }
        }
    }

    /// Whether the path reaches a directory (links followed), or why it reaches nothing.
    package static func isDirectory(atPath path: [UInt8]) -> Result<Bool, Problem> {
        guard !path.isEmpty, !path.contains(0) else { return .failure(Problem(code: ENOENT)) }
        var status = stat()
        let found = (path + [0]).withUnsafeBufferPointer { name in
            name.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &status) }
        }
        guard found == 0 else { return .failure(Problem(code: errno)) }
        return .success(status.st_mode & S_IFMT == S_IFDIR)
    }

    /// The path of the entry called `name` in this directory.
    package func path(of name: [UInt8]) -> [UInt8] {
        Self.join(path, name)
    }

    /// `directory` and `name` joined by one "/".
    package static func join(_ directory: [UInt8], _ name: [UInt8]) -> [UInt8] {
        directory.last == 0x2F ? directory + name : directory + [0x2F] + name
    }
}
