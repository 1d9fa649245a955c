#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work handed to the loop from any thread (`RunContext.post`), and the pipe that wakes a loop
/// waiting in `poll` for it.
///
/// One of the few lock-guarded boxes marked `@unchecked Sendable` (see Design.md): every stored
/// property is read and written only under `mutex`; `Synchronization.Mutex` would need macOS 15.
package final class LoopMailbox: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var actions: [@Sendable @MainActor () -> Void] = []
    /// The write end of the running loop's wake pipe, or -1 while no loop runs.
    private var wakeFD: Int32 = -1
    /// Whether a byte was written since the loop last took the mail: one wakes it.
    private var signalled = false

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Queues `action` for the loop's next round and wakes the loop.
    package func post(_ action: @escaping @Sendable @MainActor () -> Void) {
        locked {
            actions.append(action)
            signalLocked()
        }
    }

    /// Wakes a loop waiting in `poll` (a finish or a redraw asked for from another task).
    package func wake() {
        locked { signalLocked() }
    }

    private func signalLocked() {
        guard !signalled, wakeFD >= 0 else { return }
        var byte: UInt8 = 1
        if write(wakeFD, &byte, 1) == 1 { signalled = true }
    }

    /// Takes the actions posted so far, in the order they were posted. The loop drains its wake
    /// pipe first, so a post that comes after this writes a fresh byte.
    package func take() -> [@Sendable @MainActor () -> Void] {
        locked {
            signalled = false
            defer { actions = [] }
            return actions
        }
    }

    /// Connects the running loop's wake pipe (`fd` is its write end); a post made before the loop
    /// ran wakes it at once.
    package func attach(wakeFD fd: Int32) {
        locked {
            wakeFD = fd
            signalled = false
            if !actions.isEmpty { signalLocked() }
        }
    }

    /// Disconnects the wake pipe before the loop closes it, so no post writes to a closed (or
    /// reused) descriptor. Actions still queued stay for a later run of the same context.
    package func detach() {
        locked {
            wakeFD = -1
            signalled = false
        }
    }
}

/// A non-blocking pipe that wakes a loop waiting in `poll` from another thread or task.
final class WakePipe {
    let readFD: Int32
    let writeFD: Int32

    init?() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        writeFD = fds[1]
    }

    deinit {
        close(readFD)
        close(writeFD)
    }

    /// Reads and drops every byte written so far.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readFD, &buffer, buffer.count) > 0 {}
    }
}
