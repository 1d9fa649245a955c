import Terminal

/// What a text widget says, beside the key hints, when an edit could not take all it was given.
enum EditNote {
    /// A paste longer than the terminal input keeps (`InputDecoder.maxPasteLength`).
    static let pasteCut = "the paste was cut to its first \(InputDecoder.maxPasteLength >> 20) MiB"

    /// Typed or pasted text the character limit kept out.
    static func limit(_ limit: Int?) -> String {
        let limit = limit ?? 0
        return limit == 1 ? "1 character at most" : "\(limit) characters at most"
    }
}
