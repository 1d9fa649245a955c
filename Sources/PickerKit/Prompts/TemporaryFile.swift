#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new file in `TMPDIR` (else `/tmp`), made by `mkstemp` (so readable by the user only and
/// never one that was there), holding given bytes: the text a `--validate` command reads
/// (``CommandPreview``) and the text an editor opens (``ExternalEditor``).
enum TemporaryFile {
    /// Why the file could not be made or written: the system's reason.
    struct Failure: Error {
        let reason: String
    }

    /// A file named `prefix` and six random characters holding `bytes`: its descriptor (open for
    /// reading and writing, at its end) and its path. A file that could not be written whole is
    /// removed.
    static func make(_ prefix: String, holding bytes: [UInt8]) -> Result<(fd: Int32, path: String), Failure> {
        var template = Array((folder + prefix + "-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .failure(Failure(reason: String(cString: strerror(errno)))) }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        if let reason = writeAll(bytes, to: fd) {
            close(fd)
            unlink(path)
            return .failure(Failure(reason: reason))
        }
        return .success((fd, path))
    }

    /// The folder temporary files go in, ending with "/": `TMPDIR`, else `/tmp`.
    static var folder: String {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// Writes all of `bytes` to `fd`, again after an interrupted or short write: nil, or the
    /// system's reason it could not.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? String(cString: strerror(errno)) : "nothing was written" }
            written += count
        }
        return nil
    }
}
