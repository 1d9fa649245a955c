import Testing

@testable import PickerCore

@Suite("TypeAhead")
struct TypeAheadTests {
    @Test func accumulatesFoldedCharacters() {
        var typeAhead = TypeAhead()
        #expect(typeAhead.type("C", now: 0) == "c")
        #expect(typeAhead.type("h", now: 0.3) == "ch")
        #expect(typeAhead.type("É", now: 0.6) == "che")
        #expect(typeAhead.prefix == "che")
    }

    @Test func resetsAfterAPause() {
        var typeAhead = TypeAhead(resetInterval: 1)
        _ = typeAhead.type("a", now: 0)
        #expect(typeAhead.type("b", now: 0.9) == "ab")
        #expect(typeAhead.type("c", now: 1.95) == "c")
        #expect(typeAhead.type("d", now: 2.5) == "cd")
    }

    @Test func resetForgetsThePrefix() {
        var typeAhead = TypeAhead()
        _ = typeAhead.type("x", now: 0)
        typeAhead.reset()
        #expect(typeAhead.prefix == "")
        #expect(typeAhead.type("y", now: 0.1) == "y")
    }
}
