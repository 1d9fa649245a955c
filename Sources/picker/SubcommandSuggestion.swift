/// A first argument that names no subcommand: "picker chose" is answered with "did you mean
/// 'choose'?" rather than the parser's "unexpected argument".
enum SubcommandSuggestion {
    /// The names a first argument may take: the subcommands and `help`.
    static var names: [String] {
        PickerCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// No subcommand at all: the help goes to standard error and the status is 2, so a script
    /// that lost its subcommand gets nothing on standard output to take for an answer.
    struct Missing: Error {}

    /// Throws a one-line error when `arguments` start with a word that is not a subcommand (also
    /// after `help`: "picker help chose"), and ``Missing`` when there are no arguments.
    static func check(_ arguments: [String]) throws {
        guard !arguments.isEmpty else { throw Missing() }
        if arguments.first == "help" {
            if arguments.count > 1 { try check(Array(arguments.dropFirst())) }
            return
        }
        guard let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) else { return }
        let list = names.dropLast().joined(separator: ", ")
        if let near = nearest(to: first) {
            throw UsageError("unknown subcommand '\(first)'; did you mean '\(near)'? (subcommands: \(list))")
        }
        throw UsageError("unknown subcommand '\(first)' (subcommands: \(list))")
    }

    /// The subcommand closest to `word`: one it starts, or one at most two edits away (a third of
    /// the word's length at most), case ignored.
    static func nearest(to word: String) -> String? {
        let lower = word.lowercased()
        if lower.count >= 2, let prefixed = names.first(where: { $0.hasPrefix(lower) }) { return prefixed }
        let limit = min(2, max(1, lower.count / 3))
        let scored = names.map { ($0, editDistance(Array(lower), Array($0))) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit ("chsooe").
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
