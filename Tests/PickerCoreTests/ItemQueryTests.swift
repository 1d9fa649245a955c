import Testing

@testable import PickerCore

@Suite("ItemQuery")
struct ItemQueryTests {
    private func score(_ query: String, _ item: String, exact: Bool = false) -> Int? {
        ItemQuery(query, exact: exact).match(item)?.score
    }

    @Test func substringsMatchIgnoringCaseAndAccents() throws {
        #expect(score("CHEW", "Chewbacca") != nil)
        #expect(score("bac", "Chewbacca") != nil)
        #expect(score("eli", "Élise") != nil)
        #expect(score("ÉLI", "elise") != nil)
        #expect(score("strasse", "Große Straße") != nil)
        #expect(score("xyz", "Chewbacca") == nil)
    }

    @Test func lettersInOrderMatchUnlessExact() {
        #expect(score("chb", "Chewbacca") != nil)
        #expect(score("chb", "Chewbacca", exact: true) == nil)
        #expect(score("bch", "Chewbacca") == nil, "out of order")
        #expect(score("ewb", "Chewbacca", exact: true) != nil)
    }

    @Test func everySubstringMatchBeatsEveryLettersInOrderMatch() throws {
        let substring = try #require(score("ab", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxab"))
        let inOrder = try #require(score("ab", "a b"))
        #expect(substring > inOrder)
        #expect(substring >= ItemQuery.substringScore && inOrder < ItemQuery.substringScore)
    }

    @Test func theItemsStartBeatsAWordStartWhichBeatsTheMiddleOfAWord() throws {
        let start = try #require(score("han", "Han Solo"))
        let word = try #require(score("han", "Solo Han"))
        let middle = try #require(score("han", "Johannes"))
        #expect(start > word)
        #expect(word > middle)
    }

    @Test func letterRunsAndWordStartsScoreHigher() throws {
        let wordStarts = try #require(score("gc", "git-commit"))
        let inside = try #require(score("gc", "biggacc"))
        #expect(wordStarts > inside)
        let run = try #require(score("abc", "xabcx yy"))
        let spread = try #require(score("abd", "xabxxd"))
        #expect(run > spread)
    }

    @Test func positionsAreTheMatchedCharacters() throws {
        #expect(ItemQuery("bac").match("Chewbacca")?.positions == [4, 5, 6])
        #expect(ItemQuery("cwb").match("Chewbacca")?.positions == [0, 3, 4])
        // Counted in characters of the item as given, not in bytes or folded scalars.
        #expect(ItemQuery("li").match("Élise")?.positions == [1, 2])
        #expect(ItemQuery("é").match("Zoë Élan")?.positions == [4])
    }

    @Test func bytesAndStringsScoreAlike() {
        for (query, item) in [("ch", "Chewbacca"), ("chb", "Chewbacca"), ("eli", "Élise"), ("q", "none")] {
            var bytes = Array(item.utf8)
            let fromBytes = bytes.withUnsafeMutableBufferPointer {
                ItemQuery(query).score(utf8: UnsafeBufferPointer($0))
            }
            #expect(fromBytes == ItemQuery(query).match(item)?.score, "\(query) in \(item)")
        }
    }

    @Test func anEmptyQueryMatchesEverything() {
        #expect(ItemQuery("").isEmpty)
        #expect(ItemQuery("").match("anything") != nil)
    }

    @Test func aNonASCIIQueryNeverMatchesAnASCIIItem() {
        #expect(score("日本", "nihon") == nil)
        #expect(score("日本", "ようこそ日本へ") != nil)
    }
}

@Suite("ItemStore search")
struct ItemSearchTests {
    @Test func matchesComeBestFirstAndEqualScoresInListOrder() throws {
        let store = ItemStore(["Leia", "Han", "Lando", "Chewbacca", "Artoo", "java"])
        let result = try #require(store.search(ItemQuery("a")))
        #expect(result.indices.map { store[Int($0)] } == ["Artoo", "Han", "Lando", "java", "Leia", "Chewbacca"])
        #expect(result.scores == result.scores.sorted(by: >))
        #expect(result.best == 4)
        #expect(result.searched == 0..<6)
    }

    @Test func aLongListIsSearchedInChunksWithTheSameResult() throws {
        var store = ItemStore()
        for index in 0..<100_000 { store.append("item \(index)\n") }
        let result = try #require(store.search(ItemQuery("77777")))
        #expect(result.indices.map { store[Int($0)] } == ["item 77777"])
        let sevens = try #require(store.search(ItemQuery("7777")))
        // 7777 as a substring: 17777, 27777 … and 77770 … 77779; one item holds it at a word start.
        #expect(sevens.indices.first.map { store[Int($0)] } == "item 7777")
        #expect(sevens.count > 10)
    }

    @Test func aRangeSearchesOnlyThoseItemsAndMergingKeepsTheOrder() throws {
        let store = ItemStore(["ab", "xab", "a-b", "ab", "b"])
        var first = try #require(store.search(ItemQuery("ab"), in: 0..<2))
        let later = try #require(store.search(ItemQuery("ab"), in: 2..<5))
        first.merge(later)
        let whole = try #require(store.search(ItemQuery("ab")))
        #expect(first == whole)
    }

    @Test func aCancelledSearchGivesNothing() {
        var store = ItemStore()
        for index in 0..<50_000 { store.append("row \(index)\n") }
        let cancellation = SearchCancellation()
        cancellation.cancel()
        #expect(store.search(ItemQuery("1"), cancellation: cancellation) == nil)
        #expect(store.search(ItemQuery("1"), cancellation: SearchCancellation()) != nil)
    }
}

@Suite("ItemStore trimming, labels and separators")
struct ItemStoreFormatTests {
    @Test func trimmingSkipsBlanksWhenReadingAndSearching() throws {
        var store = ItemStore()
        store.append("  main\n* dev\n\tchore/ci \n")
        store.trimsBlanks = true
        #expect(store[0] == "main")
        #expect(Array(store.utf8(at: 2)) == Array("chore/ci".utf8))
        let result = try #require(store.search(ItemQuery("m")))
        #expect(result.best == 0, "main starts with m once trimmed: \(result)")
        #expect(result.scores.first.map(Int.init) == ItemQuery("m").match("main")?.score)
    }

    @Test func labelsAreShownAndSearchedAndValuesAnswered() throws {
        var store = ItemStore(["Production (eu-1):prod-eu-1", "plain"])
        store.labelDelimiter = Array(":".utf8)
        #expect(store.label(at: 0) == "Production (eu-1)")
        #expect(Array(store.value(at: 0)) == Array("prod-eu-1".utf8))
        #expect(store.label(at: 1) == "plain" && Array(store.value(at: 1)) == Array("plain".utf8))
        #expect(store.search(ItemQuery("eu-1"))?.count == 1)
        #expect(store.search(ItemQuery("pr-eu"))?.count == 0, "the value is not searched")
    }

    @Test func aNulSeparatorKeepsNewlinesAndCarriageReturnsInItems() {
        var store = ItemStore(separator: 0)
        store.append("one\ntwo\r\u{0}three")
        store.finish()
        #expect(store.count == 2)
        #expect(store[0] == "one\ntwo\r")
        #expect(store[1] == "three")
        #expect(store.search(ItemQuery("thr"))?.indices == [1])
    }
}

@Suite("ItemStore value fields")
struct ItemStoreValueFieldTests {
    @Test func aFieldSplitByBlanksOrByTheDelimiter() {
        var blanks = ItemStore(["  abc123  nginx\tUp 2 hours", "lonely"])
        blanks.valueField = 2
        #expect(Array(blanks.value(at: 0)) == Array("nginx".utf8))
        #expect(Array(blanks.value(at: 1)) == Array("lonely".utf8), "fewer fields: the whole item")
        #expect(blanks.label(at: 0) == "  abc123  nginx\tUp 2 hours", "the whole item is shown")

        var fields = ItemStore(["Prod: prod-1 :eu"])
        fields.labelDelimiter = Array(":".utf8)
        fields.trimsBlanks = true
        fields.valueField = 2
        #expect(Array(fields.value(at: 0)) == Array("prod-1".utf8))
        #expect(fields.label(at: 0) == "Prod")
    }
}
