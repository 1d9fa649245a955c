import Dispatch
import Foundation

/// A flag a running search looks at between chunks of items, so that a newer query stops a stale
/// search within a fraction of a millisecond instead of waiting for it.
package final class SearchCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    /// A search not cancelled yet.
    package init() {}

    /// Asks the search to stop.
    package func cancel() { lock.withLock { cancelled = true } }

    /// Whether ``cancel()`` was called.
    package var isCancelled: Bool { lock.withLock { cancelled } }
}

/// The items that match a query, best first (equal scores in the items' order).
package struct SearchResult: Sendable, Equatable {
    /// The matching items' indices, best first.
    package private(set) var indices: [UInt32]
    /// Their scores, in the same order.
    package private(set) var scores: [UInt16]
    /// The items searched.
    package private(set) var searched: Range<Int>

    /// A result of `indices` with `scores` (already in order) for the items in `searched`.
    package init(indices: [UInt32], scores: [UInt16], searched: Range<Int>) {
        self.indices = indices
        self.scores = scores
        self.searched = searched
    }

    /// The number of matches.
    package var count: Int { indices.count }

    /// The best match, if any.
    package var best: Int? { indices.first.map(Int.init) }

    /// Adds the result of searching the items right after these (items that streamed in since):
    /// the two lists are merged by score, the earlier items first among equals.
    package mutating func merge(_ later: SearchResult) {
        var mergedIndices: [UInt32] = []
        var mergedScores: [UInt16] = []
        mergedIndices.reserveCapacity(count + later.count)
        mergedScores.reserveCapacity(count + later.count)
        var a = 0
        var b = 0
        while a < count || b < later.count {
            if b == later.count || (a < count && scores[a] >= later.scores[b]) {
                mergedIndices.append(indices[a])
                mergedScores.append(scores[a])
                a += 1
            } else {
                mergedIndices.append(later.indices[b])
                mergedScores.append(later.scores[b])
                b += 1
            }
        }
        indices = mergedIndices
        scores = mergedScores
        searched = searched.lowerBound..<max(searched.upperBound, later.searched.upperBound)
    }
}

/// The matches of each chunk of a search, filled in by the cores.
private final class ChunkResults: @unchecked Sendable {
    private let lock = NSLock()
    private var indices: [[UInt32]]
    private var scores: [[UInt16]]

    init(count: Int) {
        indices = Array(repeating: [], count: count)
        scores = Array(repeating: [], count: count)
    }

    func set(_ chunk: Int, _ found: ([UInt32], [UInt16])) {
        lock.withLock {
            indices[chunk] = found.0
            scores[chunk] = found.1
        }
    }

    func take() -> ([[UInt32]], [[UInt16]]) { lock.withLock { (indices, scores) } }
}

extension ItemStore {
    /// Items per chunk of a search: the unit of work handed to a core, and how often a search
    /// looks at its cancellation.
    static let searchChunk = 16_384

    /// The items in `range` (all of them when nil) that match `query`, best first; nil when
    /// `cancellation` was cancelled before the search finished.
    ///
    /// Chunks of items are matched on every core (`DispatchQueue.concurrentPerform`); the
    /// matches are then ordered by a counting sort on the score, which keeps the items' order
    /// among equal scores and costs the same whatever the number of matches.
    package func search(_ query: ItemQuery, in range: Range<Int>? = nil, cancellation: SearchCancellation? = nil)
        -> SearchResult?
    {
        let range = (range ?? 0..<count).clamped(to: 0..<count)
        let chunkCount = (range.count + Self.searchChunk - 1) / Self.searchChunk
        let found = ChunkResults(count: chunkCount)
        let store = self
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            if cancellation?.isCancelled == true { return }
            let lower = range.lowerBound + chunk * Self.searchChunk
            let upper = min(range.upperBound, lower + Self.searchChunk)
            found.set(chunk, store.matchChunk(query, lower..<upper))
        }
        if cancellation?.isCancelled == true { return nil }
        let (chunkIndices, chunkScores) = found.take()
        // A counting sort by score, highest first; chunks in order keep equal scores in item order.
        var counts = [Int](repeating: 0, count: ItemQuery.maximumScore + 2)
        for scores in chunkScores {
            for score in scores { counts[Int(score)] += 1 }
        }
        var next = [Int](repeating: 0, count: counts.count)
        var total = 0
        for score in stride(from: ItemQuery.maximumScore, through: 0, by: -1) {
            next[score] = total
            total += counts[score]
        }
        var indices = [UInt32](repeating: 0, count: total)
        var scores = [UInt16](repeating: 0, count: total)
        for chunk in 0..<chunkCount {
            let chunkScore = chunkScores[chunk]
            for (offset, index) in chunkIndices[chunk].enumerated() {
                let score = Int(chunkScore[offset])
                indices[next[score]] = index
                scores[next[score]] = UInt16(score)
                next[score] += 1
            }
        }
        return SearchResult(indices: indices, scores: scores, searched: range)
    }

    /// The matches among the items in `range`, in item order.
    ///
    /// Every item first goes through a test of its raw bytes — does it hold the letters of each
    /// ASCII word the query requires, in order? — that decides most items at about a byte
    /// comparison per byte; only the items that pass (or hold non-ASCII bytes) are scored.
    private func matchChunk(_ shared: ItemQuery, _ range: Range<Int>) -> ([UInt32], [UInt16]) {
        // A query of this chunk's own: the cores would otherwise count references to the same
        // word arrays for every item they score, and wait on each other's cache lines.
        let query = ItemQuery(shared.text, exact: shared.exact)
        var indices: [UInt32] = []
        var scores: [UInt16] = []
        // The required words' letters one after another, and where each word ends among them. A
        // byte matches a folded letter with 0x20 set (either case), other characters as they are.
        let required = query.requiredLetters
        let pattern = required.flatMap { $0 }
        let masks = pattern.map { $0 >= 0x61 && $0 <= 0x7A ? UInt8(0x20) : 0 }
        var wordEnds: [Int] = []
        for word in required { wordEnds.append((wordEnds.last ?? 0) + word.count) }
        let trims = trimsBlanks
        let delimiter = labelDelimiter
        bytes.withUnsafeBufferPointer { buffer in
            contentEnds.withUnsafeBufferPointer { ends in
                wordEnds.withUnsafeBufferPointer { wordEnds in
                    zip(pattern, masks).map { $0 }.withUnsafeBufferPointer { letters in
                        guard let base = buffer.baseAddress else { return }
                        var start =
                            range.lowerBound == 0 ? 0 : Self.nextLineStart(buffer, Int(ends[range.lowerBound - 1]))
                        for index in range {
                            let lineEnd = Int(ends[index])
                            defer { start = Self.nextLineStart(buffer, lineEnd) }
                            var end = lineEnd
                            if trims || delimiter != nil {
                                // What is searched is what is shown: the trimmed label.
                                var shown = start..<end
                                if trims { shown = Self.trimmed(shown, in: buffer) }
                                if let delimiter {
                                    shown = shown.lowerBound..<Self.labelEnd(shown, in: buffer, delimiter: delimiter)
                                }
                                if trims { shown = Self.trimmed(shown, in: buffer) }
                                start = shown.lowerBound
                                end = shown.upperBound
                            }
                            var rejected = false
                            var next = 0
                            scan: for wordEnd in wordEnds {
                                var position = start
                                while position < end {
                                    let byte = base[position]
                                    // Beyond ASCII the item is folded and scored: no verdict here.
                                    if byte >= 0x80 { break scan }
                                    let (letter, mask) = letters[next]
                                    if byte | mask == letter {
                                        next += 1
                                        if next == wordEnd { break }
                                    }
                                    position += 1
                                }
                                if next < wordEnd {
                                    rejected = true
                                    break
                                }
                            }
                            if rejected { continue }
                            if let score = query.score(utf8: UnsafeBufferPointer(rebasing: buffer[start..<end])) {
                                indices.append(UInt32(index))
                                scores.append(UInt16(min(score, ItemQuery.maximumScore)))
                            }
                        }
                    }
                }
            }
        }
        return (indices, scores)
    }

    /// The items that match `query` best, best first (equal scores in the items' order), at most
    /// `limit`: what the accessible line form offers for a typed answer that is not an item, so
    /// that it finds items as the screen's filter does (`new york` finds America/New_York).
    package func bestMatches(for query: ItemQuery, limit: Int) -> [Int] {
        guard limit > 0, !query.isEmpty, let result = search(query) else { return [] }
        return result.indices.prefix(limit).map(Int.init)
    }

    /// Where the next line starts after a line whose content ends at `end`.
    @inline(__always)
    private static func nextLineStart(_ buffer: UnsafeBufferPointer<UInt8>, _ end: Int) -> Int {
        buffer[end] == 0x0D ? end + 2 : end + 1
    }
}
