/// Why a ``Form`` cannot be answered without asking (``Form/answersWithoutAsking(starting:)``).
public struct FormError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Equatable {
        /// Required fields, shown, with no value: their keys, in the form's order.
        case missing(keys: [String])
        /// A field's starting value breaks its rules: its key and the message.
        case invalid(key: String, message: String)
    }

    /// What is wrong.
    public var reason: Reason

    /// An error for `reason`.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// One line naming the fields: "no value for the required fields region, replicas".
    public var description: String {
        switch reason {
        case .missing(let keys):
            let names = keys.map { InertText.make($0) }.joined(separator: ", ")
            return keys.count == 1
                ? "no value for the required field \(names)" : "no value for the required fields \(names)"
        case .invalid(let key, let message):
            return "the field \(InertText.make(key)): \(message)"
        }
    }
}
