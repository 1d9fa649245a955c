#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a `TerminalSession` could not be set up.
enum TerminalSessionError: Error, CustomStringConvertible {
    /// libvterm could not be loaded or does not look like the expected version.
    case libvtermUnavailable(String)
    /// The program could not be started (`errno` from the pty, the pipes, fork or execve).
    case spawnFailed(executable: String, errno: Int32)
    /// A file given as standard input could not be opened.
    case cannotOpenInput(path: String, errno: Int32)
    /// A pipe for standard input could not be created.
    case pipeFailed(errno: Int32)
    /// The `picker` executable was not found.
    case pickerNotFound(searched: [String])

    var description: String {
        switch self {
        case .libvtermUnavailable(let detail):
            "libvterm is needed for the end-to-end tests but could not be loaded (\(detail)). "
                + "Install the runtime package: apt-get install libvterm0 "
                + "(scripts/test installs it when missing)."
        case .spawnFailed(let executable, let code):
            "cannot start \(executable): \(String(cString: strerror(code)))"
        case .cannotOpenInput(let path, let code):
            "cannot open \(path) as standard input: \(String(cString: strerror(code)))"
        case .pipeFailed(let code):
            "cannot create a pipe for standard input: \(String(cString: strerror(code)))"
        case .pickerNotFound(let searched):
            "the picker executable was not found (looked at \(searched.joined(separator: ", "))). "
                + "Run `swift build` first, or set PICKER_BIN to its path."
        }
    }
}
