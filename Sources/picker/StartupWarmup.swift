import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work every start pays that needs nothing from the command line, done on a second thread while
/// the main thread reads the arguments and the locale.
///
/// The first time the Swift runtime is asked whether a type conforms to a protocol it scans every
/// conformance record of the binary (about 5,900 in this static build, 340 K instructions a
/// scan); the answer is kept for the rest of the run, for every thread. Foundation's time zone
/// and calendar caches ask two such questions when they are first used (`String: Hashable`,
/// `Calendar.Identifier: Hashable`), in a row, on the way to a date picker's first screen. Asked
/// here first, on another core, the main thread finds them answered. Nothing is shared but the
/// runtime's own (thread-safe) cache, and a question asked twice is only answered twice.
enum StartupWarmup {
    /// The thread, while it may still run.
    nonisolated(unsafe) private static var thread: pthread_t?

    /// Starts the thread for the commands that show dates (`date`, and `demo`, whose first tab
    /// is a date picker); for the others the thread would cost more than it saves. Signals stay
    /// with the main thread: the new one blocks them all.
    static func begin() {
        guard CommandLine.argc > 1, let first = CommandLine.unsafeArgv[1],
            strcmp(first, "date") == 0 || strcmp(first, "demo") == 0
        else { return }
        var all = sigset_t()
        var before = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 256 * 1024)
        #if canImport(Glibc)
            var made = pthread_t()
        #else
            var made: pthread_t?
        #endif
        guard
            pthread_create(
                &made, &attributes,
                { _ in
                    StartupWarmup.answerConformances()
                    return nil
                }, nil) == 0
        else { return }
        thread = made
    }

    /// Waits for the thread, if it still runs: the process must not exit under it (exit runs the
    /// static destructors of the libraries it may be using).
    static func finish() {
        guard let running = thread else { return }
        thread = nil
        pthread_join(running, nil)
    }

    /// Asks the runtime the questions the first screen will ask, the later one first: the main
    /// thread asks `String: Hashable` (for the time zone cache) soon after it starts, before a
    /// scan here could end, and scans for itself; `Calendar.Identifier: Hashable` comes a scan's
    /// time later, when it finds the answer ready.
    private static func answerConformances() {
        _ = isHashable(Calendar.Identifier.self)
        _ = isHashable(String.self)
    }

    /// Whether `type` is `Hashable`, asked of the runtime (a type it cannot see through).
    @inline(never)
    private static func isHashable(_ type: Any.Type) -> Bool {
        type is any Hashable.Type
    }
}
