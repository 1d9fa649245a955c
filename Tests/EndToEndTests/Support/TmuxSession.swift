import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A shell in a tmux window on a tmux server of its own: a terminal emulator that re-flows its
/// lines when the window is narrowed, as most terminals do (libvterm, behind `TerminalSession`,
/// cuts them instead).
///
/// The window runs bash (without start-up files) with `PS1='$ '` and `PICKER` naming the picker executable. Keys are
/// sent and the screen read through tmux's own commands; the server (and everything in its
/// window) is killed when the session goes. It takes one of `TerminalSession`'s slots meanwhile.
final class TmuxSession {
    private let socket = "picker-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    private var holdsSlot: Bool

    /// Starts the server with a window of `columns` x `rows`; `environment` is added to the shell's.
    init(columns: Int, rows: Int, environment: [String: String] = [:]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.tmux) else {
            throw TerminalSessionError.spawnFailed(executable: Self.tmux, errno: ENOENT)
        }
        holdsSlot = TerminalSession.slots.wait(timeout: .now() + 20) == .success
        var variables = ["PICKER=\(try pickerExecutablePath())", "LANG=C.UTF-8"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { variables.append("\(name)=\(value)") }
        var arguments = ["new-session", "-d", "-x", String(columns), "-y", String(rows)]
        for variable in variables { arguments += ["-e", variable] }
        // bash, not sh: dash makes its prompt "# " for root whatever the environment says. The
        // prompt is set by `env`: tmux does not hand a PS1 given with -e to the shell.
        try run(arguments + [#"exec env 'PS1=$ ' /bin/bash --norc --noprofile"#])
    }

    deinit {
        _ = try? run(["kill-server"])
        if holdsSlot { TerminalSession.slots.signal() }
    }

    private static let tmux = "/usr/bin/tmux"

    /// Runs a tmux command on this session's server and returns what it printed. Started with
    /// `posix_spawn`, no signal blocked and every signal at its default, and waited for by its own
    /// process id: Foundation's `Process` passes on the calling thread's blocked signals (a tmux
    /// server started so never reaps its shell nor ends on SIGTERM), and its `waitUntilExit` can
    /// miss the exit of a child in a test runner that reaps children of its own.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["LC_ALL"] = "C.UTF-8"
        let argv = ([Self.tmux, "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalSessionError.pipeFailed(errno: errno) }
        // Close-on-exec, so that no other child started meanwhile holds the pipe open.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let result = posix_spawn(&pid, Self.tmux, &actions, &attributes, argv, envp)
        close(fds[1])
        defer { close(fds[0]) }
        guard result == 0 else { throw TerminalSessionError.spawnFailed(executable: Self.tmux, errno: result) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count > 0 {
                output += buffer[0..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return String(decoding: output, as: UTF8.self)
    }

    /// Types `text` as it is.
    func type(_ text: String) {
        _ = try? run(["send-keys", "-l", text])
    }

    /// Presses keys named as tmux names them (`Enter`, `Escape`, `C-c`).
    func press(_ keys: String...) {
        _ = try? run(["send-keys"] + keys)
    }

    /// The window's rows as text.
    var screenLines: [String] {
        ((try? run(["capture-pane", "-p"])) ?? "").components(separatedBy: "\n")
    }

    /// The rows of the window's history (at most `limit` of them) and then its screen, as text.
    func linesWithHistory(limit: Int = 100) -> [String] {
        ((try? run(["capture-pane", "-p", "-S", String(-limit)])) ?? "").components(separatedBy: "\n")
    }

    /// Makes the window `columns` x `rows`; the programs in it get SIGWINCH.
    func resize(columns: Int, rows: Int) {
        _ = try? run(["resize-window", "-x", String(columns), "-y", String(rows)])
    }

    /// Waits until `condition` holds for the screen's rows, for at most `timeout` seconds.
    func waitUntil(timeout: Double = 10, _ condition: ([String]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(screenLines) { return true }
            usleep(30_000)
        }
        return condition(screenLines)
    }

    /// Waits until the screen shows the same rows for `quiet` seconds (at most `timeout`).
    func waitForStillness(quiet: Double = 0.3, timeout: Double = 10) -> Bool {
        var last = screenLines
        var since = Date()
        return waitUntil(timeout: timeout) { lines in
            if lines != last {
                last = lines
                since = Date()
                return false
            }
            return Date().timeIntervalSince(since) >= quiet
        }
    }
}
