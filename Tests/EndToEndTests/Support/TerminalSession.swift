import Foundation
import PtyTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real program running in a pseudo-terminal whose screen is emulated by libvterm.
///
/// The program leads a new session with the pseudo-terminal as its controlling terminal, so it
/// can draw on `/dev/tty` while its standard output and standard error go to pipes that the
/// session collects separately (`standardOutput`, `standardError`). Output is read whenever the
/// test waits (`waitUntil`, `waitForText`, `waitForExit`) and whenever it reads the screen, so a
/// program never blocks on a full terminal or pipe buffer while the test is waiting. Answers
/// libvterm gives to terminal queries (cursor position report, device attributes) are written
/// back to the program.
///
/// Rows and columns are zero-based everywhere.
///
/// The program gets a small fixed environment — `PATH` and `HOME` of the test process,
/// `TERM=xterm-256color`, `LANG=C.UTF-8` — plus `environment`, whose entries win.
final class TerminalSession {
    /// Where the program's standard input comes from.
    enum Stdin {
        /// The pseudo-terminal, like an interactive program.
        case terminal
        /// A pipe fed with these bytes and then closed; the terminal is still the pty.
        case data([UInt8])
        /// The file at this path.
        case file(String)
    }

    /// Path of the program.
    let executable: String
    /// Process id of the program, which also leads its process group.
    let processID: pid_t

    private let terminal: VirtualTerminal
    private let masterFD: Int32
    /// Whether the terminal is read: `.open` (polled), `.idle` (no process has the terminal open
    /// right now, e.g. a program whose stdin is a pipe before it opens /dev/tty: read on every
    /// pump but not polled, as poll would report the hang-up at once) or `.closed` (the program
    /// has exited and nothing holds the terminal).
    private var masterState = MasterState.open
    private enum MasterState { case open, idle, closed }
    private var stdoutFD: Int32
    private var stderrFD: Int32
    private var stdinFD: Int32
    private var pendingStdin: [UInt8]
    private var pendingStdinOffset = 0
    private var pendingToTerminal: [UInt8] = []
    private var stdoutBytes: [UInt8] = []
    private var stderrBytes: [UInt8] = []
    private var exitCode: Int32?
    private var terminated = false
    private var holdsSlot = false
    private var hungUp = false

    /// At most two programs run at once, whatever the test runner's parallelism: each session is
    /// a program plus the test that drives it, and a 2-core machine must not run timing-sensitive
    /// gestures under more load than that. A slot is given back when the program exits (or is
    /// killed); a session that cannot get one within 20 s runs anyway rather than wait forever.
    /// (`TmuxSession` takes one too.)
    static let slots = DispatchSemaphore(value: 2)

    /// Total bytes the program wrote to its terminal so far.
    private(set) var bytesReceived = 0

    /// While true the terminal's output is left unread, as a stalled ssh link or a paused pane
    /// leaves it: once the pseudo-terminal's buffer is full, the program's writes cannot go on.
    var pausesReading = false

    /// Starts `executable` with `arguments` in a pseudo-terminal of `columns` x `rows`; a terminal
    /// whose background is `background` (`rgb:ffff/ffff/ffff`) answers OSC 11 with it, else, as
    /// libvterm, not at all.
    /// - Throws: `TerminalSessionError` when libvterm cannot be loaded, standard input cannot be
    ///   prepared or the program cannot be started.
    init(
        executable: String, arguments: [String], environment: [String: String] = [:],
        stdin: Stdin = .terminal, columns: Int = 100, rows: Int = 30, background: String? = nil
    ) throws {
        let library = try LibVTerm.load()
        terminal = try VirtualTerminal(library: library, rows: rows, columns: columns)
        terminal.backgroundAnswer = background
        self.executable = executable
        // A program that exits while we still feed its stdin pipe must not kill the test runner.
        signal(SIGPIPE, SIG_IGN)

        var childStdin: Int32 = -1
        var parentStdin: Int32 = -1
        switch stdin {
        case .terminal:
            pendingStdin = []
        case .data(let bytes):
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { throw TerminalSessionError.pipeFailed(errno: errno) }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
            childStdin = fds[0]
            parentStdin = fds[1]
            pendingStdin = bytes
        case .file(let path):
            childStdin = open(path, O_RDONLY | O_CLOEXEC)
            guard childStdin >= 0 else {
                throw TerminalSessionError.cannotOpenInput(path: path, errno: errno)
            }
            pendingStdin = []
        }

        var fullEnvironment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
            "HOME": ProcessInfo.processInfo.environment["HOME"] ?? "/tmp",
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
        ]
        fullEnvironment.merge(environment) { _, new in new }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = fullEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var process = pk_pty_process()
        let gotSlot = Self.slots.wait(timeout: .now() + 20) == .success
        let result = pk_pty_spawn(
            executable, argv, envp, UInt16(rows), UInt16(columns), childStdin, &process)
        let spawnErrno = errno
        if childStdin >= 0 { close(childStdin) }
        guard result == 0 else {
            if gotSlot { Self.slots.signal() }
            if parentStdin >= 0 { close(parentStdin) }
            throw TerminalSessionError.spawnFailed(executable: executable, errno: spawnErrno)
        }
        holdsSlot = gotSlot
        processID = process.pid
        masterFD = process.master_fd
        stdoutFD = process.stdout_fd
        stderrFD = process.stderr_fd
        stdinFD = parentStdin
        if stdinFD >= 0 && pendingStdin.isEmpty { closeStdin() }
    }

    deinit {
        terminate()
        for fd in [hungUp ? -1 : masterFD, stdoutFD, stderrFD, stdinFD] where fd >= 0 { close(fd) }
        releaseSlot()
    }

    /// Gives the session's slot back (once).
    private func releaseSlot() {
        guard holdsSlot else { return }
        holdsSlot = false
        Self.slots.signal()
    }

    // MARK: Input

    /// Types `text` (UTF-8) into the terminal, e.g. `"\u{1B}[B"` for the down arrow.
    func send(_ text: String) {
        send(bytes: Array(text.utf8))
    }

    /// Writes raw bytes to the terminal, as if typed.
    func send(bytes: [UInt8]) {
        pendingToTerminal.append(contentsOf: bytes)
        flushToTerminal()
    }

    /// Hangs the terminal up, as closing a terminal window does: the master side is closed, so
    /// the program reads end of file (or EIO) and its session gets SIGHUP.
    func hangUp() {
        guard masterState != .closed else { return }
        close(masterFD)
        masterState = .closed
        hungUp = true
    }

    /// Resizes the terminal: the emulated screen first, then the pseudo-terminal, whose kernel
    /// driver sends SIGWINCH to the program's foreground process group.
    func resize(columns: Int, rows: Int) {
        pump(waitingUpTo: 0)
        terminal.resize(rows: rows, columns: columns)
        _ = pk_pty_set_window_size(masterFD, UInt16(rows), UInt16(columns))
    }

    // MARK: Waiting

    /// Pumps output into libvterm until `condition(self)` holds or `timeout` seconds have passed;
    /// returns whether it held. Never waits longer than the timeout.
    func waitUntil(timeout: Double = 5, _ condition: (TerminalSession) -> Bool) -> Bool {
        let deadline = Self.now() + timeout
        while true {
            pump(waitingUpTo: 0)
            if condition(self) { return true }
            let remaining = deadline - Self.now()
            if remaining <= 0 { return false }
            pump(waitingUpTo: min(remaining, 0.05))
        }
    }

    /// Waits until `text` appears anywhere on the screen; returns whether it did in time.
    func waitForText(_ text: String, timeout: Double = 5) -> Bool {
        waitUntil(timeout: timeout) { $0.screenText.contains(text) }
    }

    /// Waits for the program to exit, reading its output meanwhile, and returns its exit status
    /// (128 + the signal number when a signal killed it), or nil when it did not exit within
    /// `timeout` seconds; then the whole process group is killed.
    func waitForExit(timeout: Double = 5) -> Int32? {
        let deadline = Self.now() + timeout
        while exitCode == nil {
            let remaining = deadline - Self.now()
            if remaining <= 0 {
                terminate()
                return nil
            }
            pump(waitingUpTo: min(remaining, 0.02))
        }
        drainTerminalAfterExit()
        return exitCode
    }

    /// Kills the program's process group with SIGKILL and reaps the program. Also done on deinit.
    func terminate() {
        guard !terminated else { return }
        terminated = true
        killpg(processID, SIGKILL)
        let deadline = Self.now() + 5
        while exitCode == nil && Self.now() < deadline {
            reap()
            if exitCode == nil { usleep(2_000) }
        }
    }

    // MARK: Screen

    /// Number of rows of the terminal.
    var rows: Int { terminal.rows }

    /// Number of columns of the terminal.
    var columns: Int { terminal.columns }

    /// The visible screen, one string per row, trailing blanks trimmed.
    var screenLines: [String] {
        pump(waitingUpTo: 0)
        return (0..<terminal.rows).map(terminal.line)
    }

    /// The visible screen as one string, rows joined with newlines.
    var screenText: String {
        screenLines.joined(separator: "\n")
    }

    /// Every cell, the cursor and the screen in use, read at one moment (after reading what the
    /// program wrote so far, and nothing while the cells are read).
    var snapshot: ScreenSnapshot {
        pump(waitingUpTo: 0)
        return ScreenSnapshot(terminal)
    }

    /// How many times the program has asked the terminal for its background (OSC 11).
    var backgroundQuestions: Int {
        pump(waitingUpTo: 0)
        return terminal.backgroundQuestions
    }

    /// The cell at a zero-based position.
    func cell(column: Int, row: Int) -> CellInfo {
        pump(waitingUpTo: 0)
        return terminal.cell(column: column, row: row)
    }

    /// Zero-based cursor position.
    var cursorPosition: (row: Int, column: Int) {
        pump(waitingUpTo: 0)
        return terminal.cursorPosition
    }

    /// Whether the cursor is visible.
    var cursorVisible: Bool {
        pump(waitingUpTo: 0)
        return terminal.cursorVisible
    }

    /// Whether the alternate screen is active.
    var altScreen: Bool {
        pump(waitingUpTo: 0)
        return terminal.altScreen
    }

    /// Mouse reporting mode: 0 off, 1 clicks, 2 drags, 3 all motion.
    var mouseMode: Int {
        pump(waitingUpTo: 0)
        return terminal.mouseMode
    }

    /// The window title the program set (OSC 0 / OSC 2).
    var title: String {
        pump(waitingUpTo: 0)
        return terminal.title
    }

    /// The termios modes of the pseudo-terminal now; after the program exited, the modes it left.
    var terminalModes: TerminalModes {
        TerminalModes(fileDescriptor: masterFD)
    }

    /// The window size the kernel holds for the pseudo-terminal.
    var kernelWindowSize: (rows: Int, columns: Int) {
        var rows: UInt16 = 0
        var columns: UInt16 = 0
        _ = pk_pty_get_window_size(masterFD, &rows, &columns)
        return (Int(rows), Int(columns))
    }

    // MARK: Output streams

    /// Everything the program wrote to standard output (all of it once the program has exited).
    /// Everything the program wrote to standard output, as bytes.
    var standardOutputBytes: [UInt8] {
        collectStreams()
        return stdoutBytes
    }

    var standardOutput: String {
        collectStreams()
        return String(decoding: stdoutBytes, as: UTF8.self)
    }

    /// Everything the program wrote to standard error (all of it once the program has exited).
    var standardError: String {
        collectStreams()
        return String(decoding: stderrBytes, as: UTF8.self)
    }

    /// Whether the program has exited (and was reaped).
    var hasExited: Bool {
        pump(waitingUpTo: 0)
        return exitCode != nil
    }

    // MARK: Pumping

    /// Moves bytes between the program and the session: terminal output into libvterm, libvterm's
    /// answers and typed input to the terminal, pipes into the captured streams, pending standard
    /// input into its pipe. Waits up to `seconds` for the first event.
    private func pump(waitingUpTo seconds: Double) {
        var fds: [pollfd] = []
        if masterState == .open {
            let events = (pausesReading ? 0 : Int16(POLLIN)) | (pendingToTerminal.isEmpty ? 0 : Int16(POLLOUT))
            fds.append(pollfd(fd: masterFD, events: events, revents: 0))
        }
        if stdoutFD >= 0 { fds.append(pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0)) }
        if stderrFD >= 0 { fds.append(pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0)) }
        if stdinFD >= 0 { fds.append(pollfd(fd: stdinFD, events: Int16(POLLOUT), revents: 0)) }
        let milliseconds = Int32((seconds * 1000).rounded(.up))
        _ = fds.withUnsafeMutableBufferPointer { buffer in
            poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
        }
        readTerminal()
        flushToTerminal()
        readPipe(&stdoutFD, into: &stdoutBytes)
        readPipe(&stderrFD, into: &stderrBytes)
        writeStdin()
        reap()
    }

    private func readTerminal() {
        guard masterState != .closed, !pausesReading else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(masterFD, $0.baseAddress, $0.count) }
            if count > 0 {
                masterState = .open
                bytesReceived += count
                terminal.write(buffer[0..<count])
                pendingToTerminal.append(contentsOf: terminal.takeAnswers())
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                // EAGAIN: nothing more for now. EIO or 0: no process holds the terminal now.
                if count == 0 || errno != EAGAIN { masterState = exitCode == nil ? .idle : .closed }
                return
            }
        }
    }

    private func flushToTerminal() {
        guard !hungUp else { return pendingToTerminal.removeAll() }
        while !pendingToTerminal.isEmpty {
            let count = pendingToTerminal.withUnsafeBytes { write(masterFD, $0.baseAddress, $0.count) }
            if count > 0 {
                pendingToTerminal.removeFirst(count)
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                if count < 0 && errno != EAGAIN { pendingToTerminal.removeAll() }
                return
            }
        }
    }

    private func readPipe(_ fd: inout Int32, into bytes: inout [UInt8]) {
        guard fd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                if count == 0 || errno != EAGAIN {
                    close(fd)
                    fd = -1
                }
                return
            }
        }
    }

    private func writeStdin() {
        guard stdinFD >= 0 else { return }
        while pendingStdinOffset < pendingStdin.count {
            let count = pendingStdin.withUnsafeBytes {
                write(stdinFD, $0.baseAddress! + pendingStdinOffset, $0.count - pendingStdinOffset)
            }
            if count > 0 {
                pendingStdinOffset += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                if count < 0 && errno == EAGAIN { return }
                break  // EPIPE: the program stopped reading.
            }
        }
        closeStdin()
    }

    private func closeStdin() {
        close(stdinFD)
        stdinFD = -1
        pendingStdin = []
    }

    private func reap() {
        guard exitCode == nil else { return }
        var code: Int32 = 0
        if pk_pty_wait(processID, 1, &code) == 1 {
            exitCode = code
            releaseSlot()
        }
    }

    /// After the program exited: reads what it left in the terminal until no process holds the
    /// terminal any more (EIO) or nothing arrives for 100 ms (a background process keeps it open).
    private func drainTerminalAfterExit() {
        let deadline = Self.now() + 2
        while masterState != .closed && Self.now() < deadline {
            let before = bytesReceived
            pump(waitingUpTo: 0.1)
            if bytesReceived == before { return }
        }
    }

    /// Reads whatever the pipes hold; once the program has exited, reads them to the end (for at
    /// most two seconds, in case a background process keeps them open).
    private func collectStreams() {
        pump(waitingUpTo: 0)
        guard exitCode != nil else { return }
        let deadline = Self.now() + 2
        while (stdoutFD >= 0 || stderrFD >= 0) && Self.now() < deadline {
            pump(waitingUpTo: 0.05)
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
