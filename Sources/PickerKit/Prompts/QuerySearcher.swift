import Dispatch
import Foundation
import PickerCore
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the searches of a query line: small lists at once, long ones off the main actor on every
/// core, with the result handed back to the run loop through a pipe it watches.
///
/// Every new query cancels the search before it (a keystroke never waits for a stale search),
/// and items that stream in while a query stands are searched on their own and merged in.
@MainActor
final class QuerySearcher {
    /// Lists up to this long are searched at once, on the main actor (a fraction of a millisecond).
    static let synchronousLimit = 20_000

    /// Called with the result for the current query (nil for an empty query: every item) and
    /// whether it only added items that streamed in.
    var onResult: (_ result: SearchResult?, _ grew: Bool) -> Void = { _, _ in }

    /// The current query.
    private(set) var query = ItemQuery("")
    /// The current result, once there is one.
    private(set) var result: SearchResult?
    /// Whether a search for the current query is under way.
    var isSearching: Bool { running != nil }

    private var generation = 0
    private var running: SearchCancellation?
    private let mailbox = Mailbox()
    private var readFD: Int32?

    /// Finished searches waiting for the main actor, and the pipe that wakes the loop for them
    /// (written and closed under the same lock, so no search writes to a closed descriptor).
    private final class Mailbox: @unchecked Sendable {
        private let lock = NSLock()
        private var delivered: [(generation: Int, result: SearchResult)] = []
        private var writeFD: Int32 = -1

        func open(writeFD: Int32) { lock.withLock { self.writeFD = writeFD } }

        func put(_ generation: Int, _ result: SearchResult) {
            lock.withLock {
                delivered.append((generation, result))
                var byte: UInt8 = 1
                if writeFD >= 0 { _ = write(writeFD, &byte, 1) }
            }
        }

        func take() -> [(generation: Int, result: SearchResult)] {
            lock.withLock {
                defer { delivered = [] }
                return delivered
            }
        }

        func close() {
            lock.withLock {
                if writeFD >= 0 { _ = closeDescriptor(writeFD) }
                writeFD = -1
            }
        }
    }

    /// Watches the pipe that finished searches write to; without this every search runs at once.
    func start(context: RunContext) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        mailbox.open(writeFD: fds[1])
        context.watch(fd: fds[0], onData: { [weak self] _ in self?.collect() }, onEnd: {})
    }

    /// Closes the pipe.
    func stop() {
        running?.cancel()
        running = nil
        mailbox.close()
        if let readFD { _ = closeDescriptor(readFD) }
        readFD = nil
    }

    /// Searches `store` for `query`, dropping any search still running for an older one.
    func search(_ query: ItemQuery, in store: ItemStore) {
        generation += 1
        running?.cancel()
        running = nil
        self.query = query
        result = nil
        guard !query.isEmpty else {
            onResult(nil, false)
            return
        }
        launch(store, 0..<store.count)
    }

    /// Items arrived: a standing query searches them too, once the search under way is done.
    func storeGrew(_ store: ItemStore) {
        guard !query.isEmpty, running == nil, let result, result.searched.upperBound < store.count else { return }
        launch(store, result.searched.upperBound..<store.count)
    }

    private func launch(_ store: ItemStore, _ range: Range<Int>) {
        guard readFD != nil, store.count > Self.synchronousLimit else {
            if let found = store.search(query, in: range) { deliver(found) }
            return
        }
        let cancellation = SearchCancellation()
        running = cancellation
        let query = query
        let generation = generation
        let mailbox = mailbox
        DispatchQueue.global(qos: .userInitiated).async {
            guard let found = store.search(query, in: range, cancellation: cancellation) else { return }
            mailbox.put(generation, found)
        }
    }

    /// Takes finished searches from the mailbox; only the current query's count.
    private func collect() {
        for (generation, found) in mailbox.take() where generation == self.generation {
            running = nil
            deliver(found)
        }
    }

    private func deliver(_ found: SearchResult) {
        if var result, found.searched.lowerBound == result.searched.upperBound, found.searched.lowerBound > 0 {
            result.merge(found)
            self.result = result
            onResult(result, true)
        } else {
            result = found
            onResult(found, false)
        }
    }
}

/// The C library's close(2), reachable from inside a type that has its own `close`.
private func closeDescriptor(_ fd: Int32) -> Int32 {
    close(fd)
}
