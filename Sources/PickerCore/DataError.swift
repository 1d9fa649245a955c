/// Why data given to a picker cannot be used: a file that does not parse, a value of the wrong
/// kind, a number out of range. The message is one line that says what and where; text from the
/// data is quoted as given, so whoever shows the message must make it inert first.
public struct DataError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A one-line explanation.
    public let description: String
    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
