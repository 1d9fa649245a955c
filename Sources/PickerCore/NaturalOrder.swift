/// The order in which a dependent file's keys are shown: as people sort names, the way Finder
/// and `localizedStandardCompare` do — case and accents ignored ("apple", "Äpfel", "Banana"),
/// numbers by their value ("Item 2" before "Item 10"), blanks and punctuation before digits and
/// digits before letters — with ties broken by the text's own characters, so that the order is
/// total and the same on every run.
///
/// Each text is turned once into a sort key, an array of numbers compared element by element,
/// so sorting n keys costs n log n comparisons of small arrays (`localizedStandardCompare` asks
/// ICU afresh for every comparison, which took seconds for 100,000 keys).
enum NaturalOrder {
    /// `texts` in natural order.
    static func sorted(_ texts: [String]) -> [String] {
        order(texts).map { texts[$0] }
    }

    /// The indices of `texts` in the natural order of their texts.
    static func order(_ texts: [String]) -> [Int] {
        let keys = texts.map(key)
        return keys.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
    }

    /// Ranks of the parts of a sort key: blanks and punctuation first (their scalar value + 1),
    /// then a run of digits (this + its length, then this + each digit), then letters and
    /// everything else (this + the folded scalar).
    private static let numberRank: UInt32 = 0x11_0001
    private static let letterRank: UInt32 = 0x20_0000

    /// The sort key: the folded text (case and diacritics removed) with its digit runs read as
    /// numbers, then 0, then the text's own scalars (each + 1), which breaks ties.
    static func key(_ text: String) -> [UInt32] {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII, the common case: folding is lowercasing, and no String is made.
            return key(
                folded: utf8.lazy.map { UInt32(TextFolding.lowercasedASCII($0)) }, own: utf8.lazy.map(UInt32.init))
        }
        return key(
            folded: TextFolding.fold(text).unicodeScalars.lazy.map(\.value), own: text.unicodeScalars.lazy.map(\.value))
    }

    private static func key(folded: some Sequence<UInt32>, own: some Collection<UInt32>) -> [UInt32] {
        var key: [UInt32] = []
        key.reserveCapacity(2 * own.count + 4)
        var digits: [UInt32] = []
        func endNumber() {
            guard !digits.isEmpty else { return }
            let significant = digits.drop { $0 == 0 }
            key.append(numberRank + UInt32(significant.count))
            for digit in significant { key.append(numberRank + digit) }
            digits.removeAll(keepingCapacity: true)
        }
        for value in folded {
            if value >= 0x30 && value <= 0x39 {
                digits.append(value - 0x30)
                continue
            }
            endNumber()
            key.append(isLetter(value) ? letterRank + value : value + 1)
        }
        endNumber()
        key.append(0)
        for value in own { key.append(value + 1) }
        return key
    }

    /// Whether the scalar `value` sorts with the letters (letters, and digits other than ASCII's)
    /// rather than with blanks and punctuation.
    private static func isLetter(_ value: UInt32) -> Bool {
        if value < 0x80 {
            let lower = value | 0x20
            return lower >= 0x61 && lower <= 0x7A
        }
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
