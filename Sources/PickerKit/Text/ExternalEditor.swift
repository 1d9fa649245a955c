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
        switch makeFile(Array(text.utf8) + [0x0A]) {
        case .success(let made): path = made
        case .failure(let problem):
            completion(.unchanged(note: "the editor cannot be opened (\(problem.reason))"))
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

    /// Why a file could not be written.
    struct Problem: Error {
        let reason: String
    }

    /// A new temporary file holding `bytes`, readable by the user only; its path.
    private static func makeFile(_ bytes: [UInt8]) -> Result<String, Problem> {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(((folder.hasSuffix("/") ? folder : folder + "/") + "picker-write-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .failure(Problem(reason: String(cString: strerror(errno)))) }
        defer { close(fd) }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                unlink(path)
                return .failure(Problem(reason: reason))
            }
            written += count
        }
        return .success(path)
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
