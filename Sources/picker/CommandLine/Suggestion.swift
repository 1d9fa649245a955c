/// "Did you mean": the name a mistyped one was most likely meant to be, only when it is a small
/// edit away (never the nearest name whatever its distance: "--header" is not "--read0").
enum Suggestion {
    /// The name in `names` nearest to `typed` (leading dashes and case ignored), if it is at most
    /// two edits away and at most a third of the typed name's letters.
    static func nearest(to typed: String, among names: [String]) -> String? {
        let word = Array(typed.drop { $0 == "-" }.lowercased())
        let limit = min(2, max(1, word.count / 3))
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(word, Array(name.drop { $0 == "-" }.lowercased()))
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (name, distance) }
        }
        return best?.name
    }

    /// The subcommand `word` was meant to be: one it starts (two letters at least), or one a small
    /// edit away.
    static func subcommand(for word: String) -> String? {
        let lower = word.lowercased()
        let names = Subcommands.names
        if lower.count >= 2 {
            for name in names where name.hasPrefix(lower) { return name }
        }
        return nearest(to: lower, among: names)
    }

    /// Levenshtein distance, an exchange of two neighbours counting one edit ("chsooe").
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
