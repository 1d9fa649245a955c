import Dispatch
import PickerCore
import Terminal

/// Runs the searches of a query line: small lists at once, long ones off the main actor on every
/// core, with the result handed back to the run loop (`RunContext.post`), which runs it on the
/// main actor in its own round.
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
    /// The run that takes finished searches back; without one every search runs at once.
    private weak var context: RunContext?

    /// Searches long lists in the background from now on, handing results to `context`'s run.
    func start(context: RunContext) {
        self.context = context
    }

    /// Cancels the search under way; later searches run at once.
    func stop() {
        running?.cancel()
        running = nil
        context = nil
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
        guard let context, store.count > Self.synchronousLimit else {
            if let found = store.search(query, in: range) { deliver(found) }
            return
        }
        let cancellation = SearchCancellation()
        running = cancellation
        let query = query
        let generation = generation
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            guard let found = store.search(query, in: range, cancellation: cancellation) else { return }
            context.post { self?.take(found, of: generation) }
        }
    }

    /// A finished search, back on the main actor: only the current query's counts.
    private func take(_ found: SearchResult, of generation: Int) {
        guard generation == self.generation else { return }
        running = nil
        deliver(found)
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
