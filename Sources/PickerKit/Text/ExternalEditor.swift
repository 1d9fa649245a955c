import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens a text in the user's editor and reads it back (`picker write`'s Ctrl-E): the text is
/// written to a temporary file (mode 0600, in `TMPDIR`), the editor is given the terminal by the
/// run loop (``RunContext/runInForeground(_:then:)``), and what it saved is read back and the
/// file removed. What cannot be taken is reported as a note, the text left as it was: an editor
/// that failed, or a file that is no longer UTF-8 (kept then, its path in the note, so the
/// edit is not lost).
enum ExternalEditor {
    /// The editor the environment names: `$VISUAL`, else `$EDITOR`, else `vi`.
    static func command(environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment(name), !value.allSatisfy(\.isWhitespace) { return value }
        }
        return "vi"
    }

    /// What came back from the editor.
    enum Outcome: Equatable {
        /// The text it saved (one final newline, which editors add, taken off).
        case edited(String)
        /// Why the text is unchanged.
        case unchanged(note: String)
    }

    /// Opens `text` in `editor` (a shell word list, such as `code -w`) and calls `completion` with
    /// the outcome once the editor has ended and the terminal is the program's again.
    @MainActor
    static func edit(
        _ text: String, in editor: String, context: RunContext, completion: @escaping @MainActor (Outcome) -> Void
    ) {
        let path: String
        switch TemporaryFile.make("picker-write", holding: Array(text.utf8) + [0x0A]) {
        case .success(let made):
            close(made.fd)
            path = made.path
        case .failure(let failure):
            completion(.unchanged(note: "the editor cannot be opened (\(failure.reason))"))
            return
        }
        let command = Array(editor.utf8) + [0x20] + PreviewTemplate.quoted(Array(path.utf8))
        context.runInForeground(command) { ending in
            completion(readBack(path, after: ending))
        }
    }

    /// What the editor left in `path` after it ended with `ending`; the file is removed unless it
    /// holds an edit that cannot be taken.
    static func readBack(_ path: String, after ending: ForegroundCommand.Ending) -> Outcome {
        switch ending {
        case .exited(0):
            break
        case .exited(let status):
            unlink(path)
            return .unchanged(note: "the editor failed (status \(status)): text unchanged")
        case .signalled(let signal):
            unlink(path)
            return .unchanged(note: "the editor was killed (signal \(signal)): text unchanged")
        case .notStarted(let reason):
            unlink(path)
            return .unchanged(note: "the editor did not start (\(reason)): text unchanged")
        }
        guard var bytes = contents(of: path) else {
            unlink(path)
            return .unchanged(note: "the edit cannot be read: text unchanged")
        }
        guard let edited = String(validating: bytes, as: UTF8.self) else {
            return .unchanged(note: "the edit is not UTF-8, kept in \(InertText.make(path))")
        }
        unlink(path)
        if bytes.last == 0x0A {
            bytes.removeLast()
            return .edited(String(decoding: bytes, as: UTF8.self))
        }
        return .edited(edited)
    }

    /// The bytes of the file at `path`, or nil when it cannot be read.
    private static func contents(of path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += buffer[0..<count]
        }
    }
}
