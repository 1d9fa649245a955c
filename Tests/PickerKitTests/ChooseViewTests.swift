import Foundation
import PickerKitTesting
import Testing

@testable import PickerKit
@testable import Terminal

/// `picker choose`'s face, driven by hand: the query, the two modes, marks, and the search that
/// runs off the main actor for long lists.
@Suite("ChooseView")
@MainActor
struct ChooseViewTests {
    static let characters = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]

    func makeView(_ items: [String], filtering: Bool = false, limit: Int? = nil) -> ChooseView {
        let list = ChooseListSource(items: ItemListSource(store: ItemStore(items)))
        let picker = PickerView()
        picker.dataSource = list
        picker.delegate = list
        let view = ChooseView(
            picker: picker, list: list, filtering: filtering, exact: false, limit: limit, usesUnicode: true)
        view.frame = Rect(x: 0, y: 0, width: 40, height: 8)
        view.layout()
        return view
    }

    func type(_ text: String, into view: ChooseView, context: RunContext) {
        for character in text { #expect(view.handle(.key(.character(character), []), context: context)) }
    }

    @Test func drawsIntoAnyRectangle() {
        let view = makeView(Self.characters, filtering: true, limit: 3)
        type("zz", into: view, context: RunContext())
        AnySizeTests().drawEverywhere("choose view with no match", view)
        AnySizeTests().drawEverywhere("choose view", makeView(Self.characters, limit: 3))
    }

    @Test func jumpKeepsEveryRowAndFilterKeepsTheMatchesBestFirst() {
        let context = RunContext()
        let view = makeView(Self.characters)
        type("an", into: view, context: context)
        view.settle(context: RunContext())
        #expect(view.picker.numberOfRows(inComponent: 0) == 7)
        #expect(view.selectedItem == 2, "Han")
        #expect(view.handle(.key(.character("f"), .control), context: context))
        #expect(view.filtering)
        #expect(view.picker.numberOfRows(inComponent: 0) == 2)
        #expect((0..<2).map { view.list.item(atRow: $0) } == [2, 6], "Han, Lando")
        #expect(view.handle(.key(.escape, []), context: context), "Esc clears the query first")
        #expect(view.query == "")
        #expect(view.picker.numberOfRows(inComponent: 0) == 7)
        #expect(!view.handle(.key(.escape, []), context: context), "then it is left to cancel")
    }

    @Test func spaceMarksWhileTheQueryIsEmptyAndIsTypedAfterwards() {
        let context = RunContext()
        let view = makeView(Self.characters, limit: 1)
        #expect(view.handle(.key(.character(" "), []), context: context))
        #expect(view.list.marked == [0])
        #expect(view.handle(.key(.down, []), context: context))
        view.settle(context: RunContext())
        #expect(view.handle(.key(.tab, []), context: context))
        #expect(view.list.marked == [0], "the limit is one")
        type("l ", into: view, context: context)
        #expect(view.query == "l ")
        #expect(view.list.marked == [0])
    }

    /// Long lists are searched off the main actor; a newer query wins even when an older search
    /// finishes later, and the result comes back through the loop (`RunContext.post`), which waits
    /// for it in a real `poll`.
    @Test func aStaleSearchNeverReachesTheWheel() throws {
        let items = (0..<(QuerySearcher.synchronousLimit + 10_000)).map { "row \($0)" }
        let view = makeView(items, filtering: true)
        let host = ScriptedLoopHost(columns: 40, rows: 10)
        host.waitsForRealWhenIdle = 30
        host.type("1", at: 1)
        host.type("2345", at: 1.001)
        let program = WidgetProgram(root: view, theme: .monochrome) { _, _ in 8 }
        let context = RunContext()
        program.onStart = { view.searcher.start(context: $0) }
        defer { view.searcher.stop() }
        let show = view.searcher.onResult
        var delivered: [String] = []
        view.searcher.onResult = { result, grew in
            show(result, grew)
            delivered.append(view.searcher.query.text)
            if !view.searcher.isSearching { context.finish(.finished) }
        }
        let loop = EventLoop(
            options: EventLoopOptions(mouse: false, traits: TerminalTraits(environment: ["TERM": "xterm"])), world: host
        )
        #expect(try loop.runBlocking(program, context: context) == .finished, "the result came back to the loop")
        #expect(delivered == ["12345"], "no search for an older query reached the wheel")
        #expect(view.query == "12345")
        #expect(view.list.item(atRow: 0) == 12345, "row 12345 first: the substring at a word start")
        #expect(view.searcher.result?.count == ItemStore(items).search(ItemQuery("12345"))?.count)
    }
}
