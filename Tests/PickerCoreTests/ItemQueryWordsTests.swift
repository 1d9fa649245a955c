import Testing

@testable import PickerCore

/// Queries of several words and fzf's operators: every word must match, in any order.
@Suite("ItemQuery words and operators")
struct ItemQueryWordsTests {
    private func matches(_ query: String, _ items: [String], exact: Bool = false) -> [String] {
        items.filter { ItemQuery(query, exact: exact).match($0) != nil }
    }

    private func score(_ query: String, _ item: String) -> Int? {
        ItemQuery(query).match(item)?.score
    }

    static let zones = ["America/New_York", "America/Los_Angeles", "Europe/London", "Asia/Tokyo", "York/Newport"]
    static let branches = ["hotfix/security-patch", "feature/hot-reload", "release/2.1", "security/audit"]

    @Test func severalWordsMatchItemsHoldingThemAllInAnyOrder() {
        #expect(matches("new york", Self.zones) == ["America/New_York", "York/Newport"])
        #expect(matches("york new", Self.zones) == ["America/New_York", "York/Newport"])
        #expect(matches("hot sec", Self.branches) == ["hotfix/security-patch"])
        #expect(matches("sec hot", Self.branches) == ["hotfix/security-patch"])
        #expect(matches("new tokyo", Self.zones).isEmpty, "every word must match")
    }

    @Test func spacesAroundAndBetweenWordsDoNotCount() {
        #expect(ItemQuery("  new   york  ").match("America/New_York") != nil)
        #expect(ItemQuery("new york").match("newyork") != nil, "two words, both held")
        #expect(ItemQuery("   ").isEmpty)
    }

    @Test func anEscapedSpaceStaysInTheWord() {
        #expect(matches("new\\ york", ["new york city", "New_York", "newyork"]) == ["new york city"])
    }

    @Test func eachWordMatchesAsASubstringOrLettersInOrder() {
        #expect(matches("nwy amr", Self.zones) == ["America/New_York"], "letters in order, word by word")
        #expect(matches("nwy amr", Self.zones, exact: true).isEmpty, "--exact: substrings only")
    }

    @Test func theHighlightsCoverEveryWord() throws {
        let match = try #require(ItemQuery("york new").match("America/New_York"))
        #expect(match.positions == [8, 9, 10, 12, 13, 14, 15])
        let overlapping = try #require(ItemQuery("ab bc").match("xabcx"))
        #expect(overlapping.positions == [1, 2, 3], "a character matched twice is listed once")
    }

    @Test func aQuotedWordIsASubstringAndAQuotedWholeWordIsAWord() {
        #expect(matches("'sec", Self.branches) == ["hotfix/security-patch", "security/audit"])
        #expect(matches("'hsp", Self.branches).isEmpty, "not letters in order")
        #expect(matches("hsp", Self.branches) == ["hotfix/security-patch"])
        #expect(matches("'hot'", Self.branches) == ["feature/hot-reload"], "a whole word, between breaks")
        #expect(matches("'hsp", Self.branches, exact: true) == ["hotfix/security-patch"], "--exact flips it")
    }

    @Test func anchorsMatchTheStartTheEndOrTheWholeItem() {
        #expect(matches("^hot", Self.branches) == ["hotfix/security-patch"])
        #expect(matches("^sec", Self.branches) == ["security/audit"])
        #expect(matches("patch$", Self.branches) == ["hotfix/security-patch"])
        #expect(matches("^release/2.1$", Self.branches) == ["release/2.1"])
        #expect(matches("^release$", Self.branches).isEmpty)
        #expect(matches("^main$", ["  main  ", "main branch"]) == ["  main  "], "blanks around are ignored")
        #expect(matches("^america york$", Self.zones) == ["America/New_York"], "anchored and plain together")
    }

    @Test func anExclamationMarkLeavesOutTheItemsHoldingTheWord() {
        #expect(matches("!hot", Self.branches) == ["release/2.1", "security/audit"])
        #expect(matches("sec !patch", Self.branches) == ["security/audit"])
        #expect(matches("!^hot", Self.branches) == ["feature/hot-reload", "release/2.1", "security/audit"])
        #expect(matches("!load$", Self.branches) == ["hotfix/security-patch", "release/2.1", "security/audit"])
        #expect(matches("!'fhr", Self.branches) == ["hotfix/security-patch", "release/2.1", "security/audit"])
    }

    @Test func aBarBetweenWordsTakesEither() {
        #expect(matches("^hot | ^rel", Self.branches) == ["hotfix/security-patch", "release/2.1"])
        #expect(matches("sec audit | patch", Self.branches) == ["hotfix/security-patch", "security/audit"])
        #expect(matches("| rel", ["a|release", "release"]) == ["a|release"], "a bar first is a character to find")
    }

    @Test func anOperatorAloneIsNoWord() {
        #expect(ItemQuery("!").isEmpty)
        #expect(ItemQuery("^").isEmpty)
        #expect(ItemQuery("'").isEmpty)
        #expect(ItemQuery("! ^").isEmpty)
        #expect(matches("$", ["US$", "EUR"]) == ["US$"], "a dollar alone is a character to find")
        #expect(ItemQuery("new !").match("America/New_York") != nil)
    }

    @Test func onlyExclusionsMatchWithoutScore() throws {
        let match = try #require(ItemQuery("!xyz").match("anything"))
        #expect(match.score == 0 && match.positions.isEmpty)
    }

    @Test func wordBreaksAreSpacesUnderscoresHyphensAndSlashes() throws {
        for item in ["a york", "a_york", "a-york", "a/york"] {
            let atBreak = try #require(score("york", item))
            let inside = try #require(score("york", "ayork"))
            #expect(atBreak > inside, "\(item)")
        }
        let starts = try #require(score("ny", "new_york"))
        let middle = try #require(score("ny", "bunny"))
        #expect(starts < ItemQuery.substringScore && middle >= ItemQuery.substringScore)
        #expect(try #require(score("nwy", "new_york")) > (try #require(score("nwy", "unwieldy"))))
    }

    @Test func allSubstringsBeatAWordMatchedOnlyAsLettersInOrder() throws {
        let substrings = try #require(score("new york", "x new y york"))
        let oneInOrder = try #require(score("new york", "New_Yxoxrxk"))
        #expect(substrings >= ItemQuery.substringScore)
        #expect(oneInOrder < ItemQuery.substringScore)
        let better = try #require(score("new york", "New York"))
        #expect(better > substrings, "word starts and early positions")
    }

    @Test func nonASCIIWordsFoldAndMapBackToCharacters() throws {
        let match = try #require(ItemQuery("zurich ÜBER").match("Über Zürich"))
        #expect(match.positions == [0, 1, 2, 3, 5, 6, 7, 8, 9, 10])
        #expect(ItemQuery("日本 東京").match("東京, 日本") != nil)
        #expect(ItemQuery("日本 paris").match("Paris") == nil, "a word beyond ASCII never matches an ASCII item")
        #expect(ItemQuery("!日本").match("Paris") != nil)
        #expect(ItemQuery("^élan").match("Élan vital") != nil)
        #expect(ItemQuery("vital$").match("Élan vital") != nil)
    }

    @Test func bytesAndStringsScoreAlike() {
        let cases = [
            ("new york", "America/New_York"), ("^ame york$", "America/New_York"), ("!x sec", "security"),
            ("zur über", "Über Zürich"), ("'hot'", "a hot day"), ("a | b", "b"),
        ]
        for (query, item) in cases {
            var bytes = Array(item.utf8)
            let fromBytes = bytes.withUnsafeMutableBufferPointer {
                ItemQuery(query).score(utf8: UnsafeBufferPointer($0))
            }
            #expect(fromBytes != nil && fromBytes == ItemQuery(query).match(item)?.score, "\(query) in \(item)")
        }
    }

    @Test func bestRowsRankTitlesForALineForm() {
        let query = ItemQuery("york")
        let rows = query.bestRows(count: Self.zones.count, limit: 10) { Self.zones[$0] }
        #expect(rows == [4, 0], "the item's start first, then a word start")
        #expect(query.bestRows(count: Self.zones.count, limit: 1) { Self.zones[$0] } == [4])
        #expect(query.bestRows(count: 0, limit: 10) { _ in "" }.isEmpty)
    }
}

@Suite("ItemStore search of several words")
struct ItemSearchWordsTests {
    @Test func theStoreFindsItemsHoldingEveryWord() throws {
        let store = ItemStore(ItemQueryWordsTests.zones + ["new", "york"])
        let result = try #require(store.search(ItemQuery("new york")))
        #expect(result.indices.map { store[Int($0)] }.sorted() == ["America/New_York", "York/Newport"])
        #expect(store.search(ItemQuery("!america"))?.count == 5)
        #expect(store.search(ItemQuery("^york"))?.indices.map { store[Int($0)] } == ["York/Newport", "york"])
    }

    @Test func aLongListIsPrefilteredWordByWordWithTheSameResultAsScoringEachItem() throws {
        var store = ItemStore()
        var items: [String] = []
        for index in 0..<40_000 {
            let item = "item \(index) \(index % 7 == 0 ? "seven" : "other")"
            items.append(item)
            store.append(item + "\n")
        }
        for text in ["77 seven", "seven 77", "item !seven 12", "^item seven$", "9 | 8 seven"] {
            let query = ItemQuery(text)
            let found = try #require(store.search(query))
            let expected = items.indices.filter { query.match(items[$0]) != nil }
            #expect(found.indices.map(Int.init).sorted() == expected, "\(text)")
        }
    }

    @Test func bestMatchesGiveTheFirstFewBestFirst() {
        let store = ItemStore(["Lando", "Leia", "Han Solo", "Solo Han", "Hand"])
        #expect(store.bestMatches(for: ItemQuery("han"), limit: 2) == [2, 4])
        #expect(store.bestMatches(for: ItemQuery("solo han"), limit: 10).sorted() == [2, 3])
        #expect(store.bestMatches(for: ItemQuery(""), limit: 10).isEmpty)
        #expect(store.bestMatches(for: ItemQuery("han"), limit: 0).isEmpty)
    }
}
