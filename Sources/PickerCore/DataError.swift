/// Why data given to a picker cannot be used: a file that does not parse, a value of the wrong
/// kind, a number out of range. The message is one line that says what and where; text from the
/// data is quoted as given, so whoever shows the message must make it inert first.
public struct DataError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What kind of problem it is, for a caller that names the setting behind it (a command line
    /// names its option); most problems are said in full by ``DataError/description``.
    public enum Reason: Sendable, Equatable {
        /// Said in full by the description.
        case other
        /// The keys' order was asked for, and the file does not keep one (a binary property list).
        case keyOrderUnavailable
    }

    /// A one-line explanation.
    public let description: String
    /// What kind of problem it is.
    public let reason: Reason

    /// Creates an error.
    public init(_ description: String, reason: Reason = .other) {
        self.description = description
        self.reason = reason
    }
}
