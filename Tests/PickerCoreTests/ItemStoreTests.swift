import Testing

@testable import PickerCore

/// Feeds `bytes` to a new store in the chunks that `cuts` (ascending byte offsets) mark, then finishes it.
fileprivate func store(of bytes: [UInt8], cutAt cuts: [Int]) -> ItemStore {
    var store = ItemStore()
    var start = 0
    for cut in cuts + [bytes.count] {
        bytes[start..<cut].withUnsafeBytes { store.append($0) }
        start = cut
    }
    store.finish()
    return store
}

/// All the items of `store`, in order.
fileprivate func items(of store: ItemStore) -> [String] {
    (0..<store.count).map { store[$0] }
}

@Suite("ItemStore")
struct ItemStoreTests {
    @Test func holdsTheItemsItWasMadeOf() {
        let list = ["Chewbacca", "", "Élise", "multi\nline", "ends with CR\r", "日本語"]
        let store = ItemStore(list)
        #expect(store.count == list.count)
        #expect(items(of: store) == list)
        #expect(Array(store.utf8(at: 2)) == Array("Élise".utf8))
        #expect(store.withUTF8(at: 0) { $0.count } == 9)
    }

    @Test func splitsLinesAcrossChunksAtEveryPosition() {
        let text = Array("alpha\nbeta\r\n\ngamma\r\n\r\ndelta\nlast".utf8)
        let expected = ["alpha", "beta", "", "gamma", "", "delta", "last"]
        #expect(items(of: store(of: text, cutAt: [])) == expected)
        for cut in 0...text.count {
            #expect(items(of: store(of: text, cutAt: [cut])) == expected, "cut at \(cut)")
        }
        for first in 0...text.count {
            for second in first...text.count {
                let result = items(of: store(of: text, cutAt: [first, second]))
                if result != expected {
                    Issue.record("cuts at \(first), \(second): \(result)")
                }
            }
        }
        let byteByByte = store(of: text, cutAt: Array(1..<text.count))
        #expect(items(of: byteByByte) == expected)
    }

    @Test func theLastLineWithoutNewlineWaitsForFinish() {
        var store = ItemStore()
        store.append("one\ntwo")
        #expect(store.count == 1)
        store.append("\r")
        #expect(store.count == 1)
        store.append("\nthree")
        #expect(store.count == 2)
        #expect(store[1] == "two")
        store.finish()
        #expect(store.count == 3)
        #expect(store[2] == "three")
        store.finish()
        #expect(store.count == 3)
        store.append("four\n")
        #expect(items(of: store) == ["one", "two", "three", "four"])
    }

    @Test func aTrailingNewlineMakesNoExtraLineButEmptyLinesAreKept() {
        var store = ItemStore()
        store.append("\n\na\n\n")
        store.finish()
        #expect(items(of: store) == ["", "", "a", ""])
    }

    @Test func aLoneCarriageReturnIsNotATerminator() {
        var store = ItemStore()
        store.append("a\rb\n\r\n\r")
        store.finish()
        #expect(items(of: store) == ["a\rb", "", "\r"])
    }

    @Test func invalidUTF8IsRepaired() {
        var store = ItemStore()
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0x0A, 0xC3, 0x0A, 0xE2, 0x82, 0x0A]
        bytes.withUnsafeBytes { store.append($0) }
        #expect(store.count == 3)
        #expect(store[0] == "a\u{FFFD}b")
        #expect(store[1] == "\u{FFFD}")
        #expect(store[2].unicodeScalars.allSatisfy { $0 == "\u{FFFD}" })
        #expect(Array(store.utf8(at: 0)) == [0x61, 0xFF, 0x62])
    }

    @Test func appendingItemsAfterAnUnfinishedLineFinishesItFirst() {
        var store = ItemStore()
        store.append("partial")
        store.appendItem("whole")
        #expect(items(of: store) == ["partial", "whole"])
    }

    @Test func prefixSearchIgnoresCaseAndDiacritics() {
        let store = ItemStore(["Anakin", "Chewbacca", "Élise", "e\u{301}mile", "Straße", "Zoë", "ÖL"])
        #expect(store.firstIndex(matchingPrefix: "cHe") == 1)
        #expect(store.firstIndex(matchingPrefix: "eli") == 2)
        #expect(store.firstIndex(matchingPrefix: "ÉLI") == 2)
        #expect(store.firstIndex(matchingPrefix: "emi") == 3)
        #expect(store.firstIndex(matchingPrefix: "strass") == 4)
        #expect(store.firstIndex(matchingPrefix: "zoe") == 5)
        #expect(store.firstIndex(matchingPrefix: "öl") == 6)
        #expect(store.firstIndex(matchingPrefix: "ol") == 6)
        #expect(store.firstIndex(matchingPrefix: "chex") == nil)
        #expect(store.firstIndex(matchingPrefix: "anakin skywalker") == nil)
    }

    @Test func prefixSearchStartsAtTheGivenIndexAndWraps() {
        let store = ItemStore(["apple", "banana", "avocado", "cherry", "apricot"])
        #expect(store.firstIndex(matchingPrefix: "a") == 0)
        #expect(store.firstIndex(matchingPrefix: "a", from: 1) == 2)
        #expect(store.firstIndex(matchingPrefix: "a", from: 3) == 4)
        #expect(store.firstIndex(matchingPrefix: "b", from: 2) == 1)
        #expect(store.firstIndex(matchingPrefix: "b", from: 2, wrapping: false) == nil)
        #expect(store.firstIndex(matchingPrefix: "a", from: 99) == 0)
        #expect(store.firstIndex(matchingPrefix: "a", from: 99, wrapping: false) == nil)
        #expect(store.firstIndex(matchingPrefix: "", from: 3) == 3)
        #expect(ItemStore().firstIndex(matchingPrefix: "a") == nil)
    }

    @Test func aMillionLinesAreCountedRightAndStayCompact() {
        var chunk = [UInt8]()
        var store = ItemStore()
        for index in 0..<1_000_000 {
            chunk.append(contentsOf: "item \(index)\n".utf8)
            if chunk.count > 60_000 {
                chunk.withUnsafeBytes { store.append($0) }
                chunk.removeAll(keepingCapacity: true)
            }
        }
        chunk.withUnsafeBytes { store.append($0) }
        store.finish()
        #expect(store.count == 1_000_000)
        #expect(store[0] == "item 0")
        #expect(store[999_999] == "item 999999")
        #expect(store[123_456] == "item 123456")
        #expect(store.memoryFootprint < store.byteCount + 4 * 1_000_000 + store.byteCount / 4)
        #expect(store.memoryFootprint < 20_000_000)
        #expect(store.firstIndex(matchingPrefix: "ITEM 99999") == 99_999)
        #expect(store.firstIndex(matchingPrefix: "item 999999", from: 10) == 999_999)
    }
}
