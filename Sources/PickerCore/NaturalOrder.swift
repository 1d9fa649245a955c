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
        let keys = texts.map(key)
        let order = keys.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
        return order.map { texts[$0] }
    }

    /// Ranks of the parts of a sort key: blanks and punctuation first (their scalar value + 1),
    /// then a run of digits (this + its length, then this + each digit), then letters and
    /// everything else (this + the folded scalar).
    private static let numberRank: UInt32 = 0x11_0001
    private static let letterRank: UInt32 = 0x20_0000

    /// The sort key: the folded text (case and diacritics removed) with its digit runs read as
    /// numbers, then 0, then the text's own scalars (each + 1), which breaks ties.
    static func key(_ text: String) -> [UInt32] {
        let folded = TextFolding.fold(text).unicodeScalars
        var key: [UInt32] = []
        key.reserveCapacity(folded.count + text.unicodeScalars.count + 4)
        var digits: [UInt32] = []
        func endNumber() {
            guard !digits.isEmpty else { return }
            let significant = digits.drop { $0 == 0 }
            key.append(numberRank + UInt32(significant.count))
            key.append(contentsOf: significant.map { numberRank + $0 })
            digits.removeAll(keepingCapacity: true)
        }
        for scalar in folded {
            if scalar.value >= 0x30 && scalar.value <= 0x39 {
                digits.append(scalar.value - 0x30)
                continue
            }
            endNumber()
            if isLetter(scalar) {
                key.append(letterRank + scalar.value)
            } else {
                key.append(scalar.value + 1)
            }
        }
        endNumber()
        key.append(0)
        key.append(contentsOf: text.unicodeScalars.map { $0.value + 1 })
        return key
    }

    /// Whether `scalar` sorts with the letters (letters, and digits other than ASCII's) rather
    /// than with blanks and punctuation.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value | 0x20
            return value >= 0x61 && value <= 0x7A
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
