/// Collects the characters a user types into a prefix to search for, as a list or a picker does
/// when you type the first letters of a row.
///
/// The prefix starts afresh when more than ``resetInterval`` seconds passed since the previous key.
package struct TypeAhead: Sendable {
    /// The pause, in seconds, after which the next key starts a new prefix.
    package var resetInterval: Double

    /// The folded prefix typed so far (see ``TextFolding/fold(_:)``); empty after a reset.
    package private(set) var prefix: String = ""

    /// The characters typed so far, as typed.
    private var typed: String = ""
    /// The time of the previous key, if any since the last reset.
    private var lastKeyTime: Double?

    /// Creates an empty type-ahead whose prefix resets after `resetInterval` seconds without a key.
    package init(resetInterval: Double = 1.0) {
        self.resetInterval = resetInterval
    }

    /// Adds the character `c` typed at time `now` (seconds) to the prefix, first starting afresh if
    /// more than ``resetInterval`` seconds passed since the previous key (or the clock went backwards).
    ///
    /// - Returns: the folded prefix to search for.
    package mutating func type(_ c: Character, now: Double) -> String {
        if let last = lastKeyTime, now - last > resetInterval || now < last {
            typed = ""
        }
        typed.append(c)
        lastKeyTime = now
        prefix = TextFolding.fold(typed)
        return prefix
    }

    /// Whether a prefix is being typed: one was started and the pause since its last key is
    /// still within ``resetInterval``.
    package func isActive(now: Double) -> Bool {
        guard let last = lastKeyTime, !typed.isEmpty else { return false }
        return now >= last && now - last <= resetInterval
    }

    /// Forgets the prefix.
    package mutating func reset() {
        typed = ""
        prefix = ""
        lastKeyTime = nil
    }
}
