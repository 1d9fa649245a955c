/// The order in which a dependent file's keys are shown: as people sort names, the way Finder
/// and `localizedStandardCompare` do — case and accents ignored ("apple", "Äpfel", "Banana"),
/// numbers by their value ("Item 2" before "Item 10"), blanks and punctuation before digits and
/// digits before letters — with ties broken by the text's own characters, so that the order is
/// total and the same on every run.
///
/// Each text is turned once into a sort key, numbers compared element by element, so sorting n
/// keys costs n log n comparisons of small arrays (`localizedStandardCompare` asks ICU afresh for
/// every comparison, which took seconds for 100,000 keys). The keys of all the texts sorted
/// together are held in one buffer (a dependent file's dictionary may have millions of keys: an
/// array for each took 4 times the memory).
enum NaturalOrder {
    /// `texts` in natural order.
    static func sorted(_ texts: [String]) -> [String] {
        order(texts).map { texts[$0] }
    }

    /// The indices of `texts` in the natural order of their texts.
    static func order(_ texts: [String]) -> [Int] {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(texts.count)
        for text in texts {
            bytes.append(contentsOf: text.utf8)
            ends.append(bytes.count)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            order(count: texts.count, in: buffer) { ($0 == 0 ? 0 : ends[$0 - 1])..<ends[$0] }
        }
    }

    /// The indices of `count` texts, the `i`th of which is the UTF-8 at `range(i)` in `text`, in
    /// the natural order of their texts.
    static func order(count: Int, in text: UnsafeBufferPointer<UInt8>, range: (Int) -> Range<Int>) -> [Int] {
        var keys: [UInt32] = []
        var keyEnds: [Int] = []
        keyEnds.reserveCapacity(count)
        for index in 0..<count {
            appendKey(UnsafeBufferPointer(rebasing: text[range(index)]), to: &keys)
            keyEnds.append(keys.count)
        }
        return keys.withUnsafeBufferPointer { keys in
            func key(_ index: Int) -> UnsafeBufferPointer<UInt32> {
                UnsafeBufferPointer(rebasing: keys[(index == 0 ? 0 : keyEnds[index - 1])..<keyEnds[index]])
            }
            return (0..<count).sorted { a, b in
                let (left, right) = (key(a), key(b))
                if !left.elementsEqual(right) { return left.lexicographicallyPrecedes(right) }
                // The same text once folded: the text's own scalars break the tie, and UTF-8 sorts
                // as its scalars do.
                return UnsafeBufferPointer(rebasing: text[range(a)]).lexicographicallyPrecedes(
                    UnsafeBufferPointer(rebasing: text[range(b)]))
            }
        }
    }

    /// Ranks of the parts of a sort key: blanks and punctuation first (their scalar value + 1),
    /// then a run of digits (this + its length, then this + each digit), then letters and
    /// everything else (this + the folded scalar).
    private static let numberRank: UInt32 = 0x11_0001
    private static let letterRank: UInt32 = 0x20_0000

    /// Appends the sort key of `utf8` to `key`: the folded text (case and diacritics removed)
    /// with its digit runs read as numbers. Texts with the same key are ordered by their own
    /// scalars.
    private static func appendKey(_ utf8: UnsafeBufferPointer<UInt8>, to key: inout [UInt32]) {
        if utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII, the common case: folding is lowercasing, and no String is made.
            appendKey(folded: utf8.lazy.map { UInt32(TextFolding.lowercasedASCII($0)) }, to: &key)
        } else {
            let folded = TextFolding.fold(String(decoding: utf8, as: UTF8.self))
            appendKey(folded: folded.unicodeScalars.lazy.map(\.value), to: &key)
        }
    }

    private static func appendKey(folded: some Sequence<UInt32>, to key: inout [UInt32]) {
        // A run of digits is its length without leading zeros, then those digits; the length's
        // place is kept while the run is read (-1: not in a run).
        var run = -1
        for value in folded {
            if value >= 0x30 && value <= 0x39 {
                if run < 0 {
                    run = key.count
                    key.append(numberRank)
                }
                if value != 0x30 || key.count > run + 1 { key.append(numberRank + value - 0x30) }
                continue
            }
            if run >= 0 {
                key[run] = numberRank + UInt32(key.count - run - 1)
                run = -1
            }
            key.append(isLetter(value) ? letterRank + value : value + 1)
        }
        if run >= 0 { key[run] = numberRank + UInt32(key.count - run - 1) }
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
