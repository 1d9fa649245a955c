import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a preview command has printed so far, and how it ended.
package struct PreviewOutput: Sendable, Equatable {
    /// How the command ended.
    package enum Ending: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)
        /// It could not be started (the reason).
        case notStarted(String)
    }

    /// Its standard output and standard error, as they came, up to ``CommandPreview/maximumOutput``.
    package var bytes: [UInt8] = []
    /// Whether more came than is kept (the command was then ended).
    package var truncated = false
    /// How it ended; nil while it runs.
    package var ending: Ending?

    /// Output so far.
    package init(bytes: [UInt8] = [], truncated: Bool = false, ending: Ending? = nil) {
        self.bytes = bytes
        self.truncated = truncated
        self.ending = ending
    }

    /// Whether it ended other than with status 0.
    package var failed: Bool {
        guard let ending else { return false }
        return ending != .exited(0)
    }
}

/// A preview's command under way, which can be ended.
protocol PreviewRunning: AnyObject {
    /// How one is started: the command (its bytes and the temporary files it names), variables
    /// added to the environment, and what to call (from any thread) with its output.
    typealias Start = (
        _ command: PreviewTemplate.Expansion, _ environment: [String: String],
        _ update: @escaping @Sendable (PreviewOutput) -> Void
    ) -> any PreviewRunning

    /// Ends it (see ``CommandPreview/cancel(force:)``).
    func cancel(force: Bool)
    /// Whether its command has ended (and nothing is left to end).
    var hasEnded: Bool { get }
}

/// Runs a shell command for a preview pane, off the main actor: `/bin/sh -c` started with
/// `posix_spawn` in a session of its own (no controlling terminal: it cannot draw on the picker's
/// terminal through `/dev/tty`, and it leads a process group of its own), standard input from
/// `/dev/null`, standard output and error into one pipe read on a thread of its own, each piece of
/// output handed to `update` as it comes, and the ending last. ``cancel(force:)`` ends the whole
/// group: SIGTERM, then SIGKILL if it is still there a moment later (or SIGKILL at once). Until its
/// leader has ended, the group is on `ChildProcessGroups`' list, so it is killed however the
/// process ends: by a signal, a crash, or an exit that did not cancel it. The temporary files the
/// command names (`{f}`) are written on that thread before it starts and removed once it has
/// ended.
///
/// Nothing here runs unless a preview is asked for: the picker's start does not pay for it.
package final class CommandPreview: PreviewRunning, @unchecked Sendable {
    // A lock-guarded box (see Design.md): `pid`, `leaderEnded` and `cancelled` are read and
    // written only under `lock`; the rest is set once before the thread starts.

    /// The most output kept: 64 KiB (a command that prints more is ended).
    package static let maximumOutput = 64 * 1024
    /// How long a cancelled command has between SIGTERM and SIGKILL.
    static let killGrace = 0.2

    private let lock = NSLock()
    private var pid: pid_t = 0
    private var leaderEnded = false
    private var cancelled = false
    /// Written to wake the reading thread when cancelled.
    private let wakeRead: Int32
    private let wakeWrite: Int32

    /// Starts `command` (bytes for `/bin/sh -c`) with `environment` added to the process's own
    /// (replacing variables of the same names), after writing `files` (each path created anew,
    /// readable by the user only); `update` is called from another thread with the output so far
    /// as it grows, and last with its ending. The files are removed when the command has ended.
    /// With `input`, the command reads those bytes on its standard input (from an unlinked
    /// temporary file, so that a command that does not read them never blocks the picker, nor
    /// ends it by SIGPIPE); with `errorOnly`, its standard output goes to `/dev/null` and only its
    /// standard error is collected; with `outputOnly`, the other way round (a command whose lines
    /// are data, such as suggestions, whose complaints are not).
    ///
    /// With `chunks`, each piece of output is handed to it as it comes and nothing is kept or cut
    /// (`update` gets only the ending): for output read as items (a reload, with `outputOnly`).
    package init(
        command: [UInt8], files: [(path: String, contents: [UInt8])] = [], environment: [String: String] = [:],
        input: [UInt8]? = nil, errorOnly: Bool = false, outputOnly: Bool = false,
        chunks: (@Sendable ([UInt8]) -> Void)? = nil, update: @escaping @Sendable (PreviewOutput) -> Void
    ) {
        var wake: [Int32] = [-1, -1]
        if Self.makePipe(&wake) != 0 { wake = [-1, -1] }
        wakeRead = wake[0]
        wakeWrite = wake[1]
        let thread = Thread { [self] in
            // Only the files made here are removed: a path that was there already is not ours.
            var made: [String] = []
            defer { for path in made { unlink(path) } }
            if let problem = Self.writeFiles(files, made: &made) {
                if !isCancelled { update(PreviewOutput(ending: .notStarted(problem))) }
                return
            }
            run(command, environment, input, (errorOnly, outputOnly), chunks, update)
        }
        thread.stackSize = 256 * 1024
        thread.start()
    }

    deinit {
        if wakeRead >= 0 { close(wakeRead) }
        if wakeWrite >= 0 { close(wakeWrite) }
    }

    /// Ends the command and everything it started (its process group): SIGTERM and, if it has
    /// not ended `killGrace` seconds later, SIGKILL; with `force`, SIGKILL at once. Its output
    /// stops being reported.
    package func cancel(force: Bool = false) {
        let target: pid_t = lock.withLock {
            cancelled = true
            return leaderEnded ? 0 : pid
        }
        if wakeWrite >= 0 {
            var byte: UInt8 = 1
            _ = write(wakeWrite, &byte, 1)
        }
        guard target > 0 else { return }
        kill(-target, force ? SIGKILL : SIGTERM)
        guard !force else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.killGrace) { [self] in
            lock.withLock {
                if !leaderEnded { kill(-pid, SIGKILL) }
            }
        }
    }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    /// Whether the command has ended (its group was then ended too).
    package var hasEnded: Bool { lock.withLock { leaderEnded } }

    /// The thread: start, read, reap.
    private func run(
        _ command: [UInt8], _ environment: [String: String], _ input: [UInt8]?,
        _ only: (error: Bool, output: Bool), _ chunks: (@Sendable ([UInt8]) -> Void)?,
        _ update: (PreviewOutput) -> Void
    ) {
        var output = PreviewOutput()
        var inputFD: Int32 = -1
        if let input {
            switch Self.inputFile(input) {
            case .success(let fd): inputFD = fd
            case .failure(let reason):
                output.ending = .notStarted(reason.reason)
                update(output)
                return
            }
        }
        defer { if inputFD >= 0 { close(inputFD) } }
        var pipe: [Int32] = [-1, -1]
        guard Self.makePipe(&pipe) == 0 else {
            output.ending = .notStarted(String(cString: strerror(errno)))
            update(output)
            return
        }
        defer { close(pipe[0]) }
        let spawned = Self.spawn(
            command, environment: environment, input: inputFD, output: pipe[1], errorOnly: only.error,
            outputOnly: only.output)
        close(pipe[1])
        let child: pid_t
        switch spawned {
        case .failure(let reason):
            output.ending = .notStarted(reason.reason)
            if !isCancelled { update(output) }
            return
        case .success(let started):
            child = started
        }
        guard ChildProcessGroups.add(child) else {
            // More commands still running than the list holds: this one is not left to outlive
            // the process.
            kill(-child, SIGKILL)
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            lock.withLock { leaderEnded = true }
            output.ending = .notStarted("too many preview commands are still running")
            if !isCancelled { update(output) }
            return
        }
        let cancelledAtStart: Bool = lock.withLock {
            pid = child
            return cancelled
        }
        if cancelledAtStart { kill(-child, SIGKILL) }
        collect(pipe[0], into: &output, chunks: chunks, update: update)
        if output.truncated { kill(-child, SIGTERM) }
        // Wait for the command itself to end, leaving it a zombie (its number is not reused while
        // the group is signalled), then end what it left in its group and reap it.
        var info = siginfo_t()
        while waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
        lock.withLock {
            kill(-child, SIGKILL)
            leaderEnded = true
        }
        ChildProcessGroups.remove(child)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        output.ending = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
        if !isCancelled { update(output) }
    }

    /// Reads the command's output until it ends, the most is kept, or the run is cancelled.
    private func collect(
        _ fd: Int32, into output: inout PreviewOutput, chunks: (@Sendable ([UInt8]) -> Void)?,
        update: (PreviewOutput) -> Void
    ) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        if wakeRead >= 0 { fds.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)) }
        while !isCancelled {
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds.count > 1, fds[1].revents != 0 { return }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            if count == 0 { return }
            if let chunks {
                if !isCancelled { chunks(Array(buffer[0..<count])) }
                continue
            }
            let room = Self.maximumOutput - output.bytes.count
            output.bytes += buffer[0..<min(count, room)]
            if count > room { output.truncated = true }
            if !isCancelled { update(output) }
            if output.truncated { return }
        }
    }

    /// The path of the temporary file numbered `number` for `{f}`, in `TMPDIR` (else `/tmp`):
    /// unique to this process while its numbers are, for each `use` (the preview's, a bound
    /// command's).
    package static func temporaryPath(_ number: Int, use: String = "preview") -> String {
        TemporaryFile.folder + "picker-\(use)-\(getpid())-\(number)"
    }

    /// Removes the files at `paths` that are there (those of `{f}` a command left at the
    /// prompt's end).
    package static func remove(_ paths: [String]) {
        for path in paths { unlink(path) }
    }

    /// Writes each file, created anew (a path that exists is not followed nor written), adding
    /// each made to `made`; the reason of the first failure, if one fails.
    package static func writeFiles(_ files: [(path: String, contents: [UInt8])], made: inout [String]) -> String? {
        for file in files {
            let fd = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return "cannot write \(file.path): \(String(cString: strerror(errno)))" }
            made.append(file.path)
            defer { close(fd) }
            if let reason = TemporaryFile.writeAll(file.contents, to: fd) {
                return "cannot write \(file.path): \(reason)"
            }
        }
        return nil
    }

    /// A pipe whose ends are closed on exec.
    private static func makePipe(_ fds: inout [Int32]) -> Int32 {
        let result = fds.withUnsafeMutableBufferPointer { pipe($0.baseAddress) }
        guard result == 0 else { return result }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return 0
    }

    /// The process's environment, as `environ` holds it.
    private static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        #if canImport(Darwin)
            _NSGetEnviron().pointee!
        #else
            environ
        #endif
    }

    /// An unlinked temporary file holding `bytes`, read from its start (closed on exec).
    private static func inputFile(_ bytes: [UInt8]) -> Result<Int32, SpawnError> {
        switch TemporaryFile.make("picker-input", holding: bytes) {
        case .failure(let failure):
            return .failure(SpawnError(reason: failure.reason))
        case .success(let file):
            unlink(file.path)
            _ = fcntl(file.fd, F_SETFD, FD_CLOEXEC)
            _ = lseek(file.fd, 0, SEEK_SET)
            return .success(file.fd)
        }
    }

    /// Starts `/bin/sh -c command` in a session of its own (where the system cannot, a process
    /// group of its own), with standard input from `input` (`/dev/null` when it is -1), standard output and error on `output` (standard
    /// output on `/dev/null` with `errorOnly`, standard error there with `outputOnly`), the signals
    /// the picker catches back to their defaults and none blocked.
    private static func spawn(
        _ command: [UInt8], environment: [String: String], input: Int32 = -1, output: Int32, errorOnly: Bool = false,
        outputOnly: Bool = false
    ) -> Result<pid_t, SpawnError> {
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t = nil
            var actions: posix_spawn_file_actions_t = nil
        #else
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [
            SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD, SIGWINCH, SIGCONT,
        ] {
            sigaddset(&defaults, signal)
        }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        // A new session makes its leader a process group leader too; asking for a new group as
        // well would fail (a session leader cannot change its group).
        var group = ChildProcessGroups.newSessionFlag
        if group == 0 {
            posix_spawnattr_setpgroup(&attributes, 0)
            group = Int16(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, group | Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input >= 0 {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if errorOnly {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        }
        if outputOnly {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, output, 2)
        }

        // Arguments and environment as C strings (a NUL in the command would end it: dropped).
        var strings: [[UInt8]] = [Array("/bin/sh".utf8), Array("-c".utf8), command.filter { $0 != 0 }]
        let argumentCount = strings.count
        var names = Set(environment.keys)
        var index = 0
        let inherited = Self.environment
        while let entry = inherited[index] {
            let bytes = UnsafeRawBufferPointer(start: entry, count: strlen(entry)).map { $0 }
            let name = String(decoding: bytes.prefix { $0 != UInt8(ascii: "=") }, as: UTF8.self)
            if !names.contains(name) { strings.append(bytes) }
            index += 1
        }
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            strings.append(Array("\(name)=\(value)".utf8))
            names.insert(name)
        }
        let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            bytes.withUnsafeBufferPointer { source in
                source.withMemoryRebound(to: CChar.self) {
                    pointer.initialize(from: $0.baseAddress!, count: bytes.count)
                }
            }
            pointer[bytes.count] = 0
            return pointer
        }
        defer { for pointer in pointers { pointer?.deallocate() } }
        let arguments = Array(pointers[0..<argumentCount]) + [nil]
        let variables = Array(pointers[argumentCount...]) + [nil]
        var child: pid_t = 0
        let result = arguments.withUnsafeBufferPointer { argv in
            variables.withUnsafeBufferPointer { envp in
                posix_spawn(&child, "/bin/sh", &actions, &attributes, argv.baseAddress!, envp.baseAddress!)
            }
        }
        guard result == 0 else { return .failure(SpawnError(reason: String(cString: strerror(result)))) }
        return .success(child)
    }

    /// Why a command could not be started.
    private struct SpawnError: Error {
        let reason: String
    }
}
