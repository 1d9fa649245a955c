/// What a ``Form`` answers: the shown fields' values, in the order the form shows them. Fields
/// hidden by a condition and notes are left out; a shown field left without a value (one that
/// is not required) is there with no value.
public struct FormAnswers: Sendable, Equatable, RandomAccessCollection {
    /// One answer: the field's key and its value (nil: none was given).
    public struct Entry: Sendable, Equatable {
        /// The field's ``FormField/key``.
        public var key: String
        /// The value, or nil when the field was left without one.
        public var value: FormValue?

        /// The answer `value` for `key`.
        public init(key: String, value: FormValue?) {
            self.key = key
            self.value = value
        }
    }

    /// The answers in order.
    public var entries: [Entry]

    /// Answers in the order given.
    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The first answer's position.
    public var startIndex: Int { entries.startIndex }
    /// The position after the last answer.
    public var endIndex: Int { entries.endIndex }
    /// The answer at `position`.
    public subscript(position: Int) -> Entry { entries[position] }

    /// The value answered for `key`: nil when the field is hidden, unknown or has no value.
    public subscript(key: String) -> FormValue? {
        entries.first { $0.key == key }?.value
    }

    /// The values by key (a field without a value is left out).
    public var values: [String: FormValue] {
        var values: [String: FormValue] = [:]
        for entry in entries {
            if let value = entry.value { values[entry.key] = value }
        }
        return values
    }
}
