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

    /// Sends a key; returns whether the view took it.
    @discardableResult
    func key(_ key: Key, _ modifiers: Modifiers = [], to view: ChooseView, context: RunContext) -> Bool {
        view.handle(.key(key, modifiers), context: context)
    }

    /// The rows of a filtering view, as the items' indices.
    func rows(_ view: ChooseView) -> [Int] {
        (0..<view.picker.numberOfRows(inComponent: 0)).compactMap { view.list.item(atRow: $0) }
    }

    /// The query line as drawn at `width`, laid out first as the loop does, and the cursor.
    func queryLine(_ view: ChooseView, width: Int = 40) -> (text: String, cursor: Int?) {
        view.frame = Rect(x: 0, y: 0, width: width, height: 8)
        view.isFocused = true
        view.layout()
        var screen = Screen(width: width, height: 8)
        view.render(into: &screen, theme: .monochrome)
        return (screen.text(row: 0), screen.cursor.flatMap { $0.row == 0 ? $0.column : nil })
    }

    @Test func theQueryTakesTheLineEditorsKeysAtItsCursor() {
        let context = RunContext()
        let view = makeView(Self.characters, filtering: true)
        type("lk", into: view, context: context)
        key(.left, to: view, context: context)
        type("u", into: view, context: context)
        #expect(view.query == "luk" && view.editor.cursor == 2, "Left, then typing, inserts in the middle")
        key(.character("e"), .control, to: view, context: context)
        type("e han", into: view, context: context)
        #expect(view.query == "luke han" && rows(view).isEmpty)
        key(.character("w"), .control, to: view, context: context)
        #expect(view.query == "luke " && rows(view) == [0], "Ctrl-W deletes the word before the cursor")
        key(.character("b"), .alt, to: view, context: context)
        #expect(view.editor.cursor == 0, "Alt-B goes back a word")
        key(.character("k"), .control, to: view, context: context)
        #expect(view.query.isEmpty && rows(view).count == 7, "Ctrl-K deletes to the end: every item again")
        type("ando", into: view, context: context)
        key(.character("a"), .control, to: view, context: context)
        #expect(view.editor.cursor == 0, "Ctrl-A goes to the start")
        type("^l", into: view, context: context)
        #expect(view.query == "^lando" && rows(view) == [6])
        key(.character("f"), .alt, to: view, context: context)
        key(.delete, to: view, context: context)
        key(.character("d"), .control, to: view, context: context)
        #expect(view.query == "^lando", "Delete and Ctrl-D at the end delete nothing")
        key(.backspace, .alt, to: view, context: context)
        #expect(view.query.isEmpty)
        #expect(view.handle(.paste("leia\nhan"), context: context))
        #expect(view.query == "leia han", "a pasted line break is a blank between two words")
    }

    @Test func theViewsOwnKeysKeepTheirMeaning() {
        let context = RunContext()
        let view = makeView(Self.characters, limit: 2)
        type("a", into: view, context: context)
        key(.left, to: view, context: context)
        #expect(view.editor.cursor == 0)
        key(.end, to: view, context: context)
        view.settle(context: context)
        #expect(view.selectedItem == 6, "End: the wheel's last item, not the query's end")
        #expect(view.editor.cursor == 0)
        key(.home, to: view, context: context)
        view.settle(context: context)
        #expect(view.selectedItem == 0 && view.editor.cursor == 0, "Home: the wheel's first item")
        key(.character("n"), .control, to: view, context: context)
        key(.down, to: view, context: context)
        key(.pageDown, to: view, context: context)
        key(.character("p"), .control, to: view, context: context)
        view.settle(context: context)
        #expect(view.selectedItem != 0 && view.query == "a" && view.editor.cursor == 0)
        key(.tab, to: view, context: context)
        #expect(view.list.marked.count == 1, "Tab marks")
        #expect(key(.character("f"), .control, to: view, context: context) && view.filtering, "Ctrl-F switches")
        #expect(view.query == "a" && view.editor.cursor == 0, "not the cursor's forward-char")
        #expect(key(.escape, to: view, context: context) && view.query.isEmpty, "Esc clears the query")
        key(.character(" "), to: view, context: context)
        #expect(view.list.marked.count == 2 && view.query.isEmpty, "Space marks while the query is empty")
        #expect(!key(.escape, to: view, context: context), "then Esc is the prompt's")
        #expect(!key(.enter, to: view, context: context), "and Enter too")
    }

    @Test func tabMarksAndMovesOnAndShiftTabMarksAndMovesBack() {
        let context = RunContext()
        let view = makeView(Self.characters, limit: nil)
        key(.tab, to: view, context: context)
        view.settle(context: context)
        #expect(view.selectedItem == 0 && view.list.marked.isEmpty, "without marks, Tab does nothing")
        let marking = makeView(Self.characters, limit: 5)
        key(.tab, to: marking, context: context)
        key(.tab, to: marking, context: context)
        key(.tab, to: marking, context: context)
        marking.settle(context: context)
        #expect(marking.list.marked == [0, 1, 2], "each Tab marks the item in the band, then moves on")
        #expect(marking.selectedItem == 3)
        key(.tab, .shift, to: marking, context: context)
        key(.tab, .shift, to: marking, context: context)
        marking.settle(context: context)
        #expect(marking.list.marked == [0, 1, 3], "Shift-Tab marks 3, moves back, unmarks 2 and moves back")
        #expect(marking.selectedItem == 1)
        key(.end, to: marking, context: context)
        key(.tab, to: marking, context: context)
        marking.settle(context: context)
        #expect(marking.list.marked == [0, 1, 3, 6] && marking.selectedItem == 6, "the last item stays in the band")
    }

    @Test func altAMarksTheWheelsItemsAltUUnmarksThemAndAltTInverts() {
        let context = RunContext()
        let view = makeView(Self.characters, filtering: true, limit: Int.max)
        key(.tab, to: view, context: context)
        type("an", into: view, context: context)
        #expect(rows(view) == [2, 6])
        key(.character("a"), .alt, to: view, context: context)
        #expect(view.list.marked == [0, 2, 6], "Alt-A marks the matches, after the mark made before")
        #expect(view.query == "an", "and types nothing")
        key(.character("u"), .alt, to: view, context: context)
        #expect(view.list.marked == [0], "Alt-U unmarks the matches only")
        key(.escape, to: view, context: context)
        key(.character("t"), .alt, to: view, context: context)
        #expect(view.list.marked == [1, 2, 3, 4, 5, 6], "Alt-T inverts every mark on the wheel")
        key(.character("u"), .alt, to: view, context: context)
        #expect(view.list.marked.isEmpty)
        let plain = makeView(Self.characters, filtering: true)
        key(.character("a"), .alt, to: plain, context: context)
        #expect(plain.list.marked.isEmpty, "one item is chosen: nothing to mark")
    }

    @Test func aMarkPastTheLimitRingsTheBellAndSaysWhy() {
        let context = RunContext()
        let view = makeView(Self.characters, limit: 3)
        key(.character("a"), .alt, to: view, context: context)
        #expect(view.list.marked == [0, 1, 2], "Alt-A marks in the wheel's order while the limit allows")
        #expect(context.takeBells() == 1 && view.note == "3 items at most")
        key(.down, to: view, context: context)
        #expect(view.note == nil, "the note lasts until the next key")
        key(.end, to: view, context: context)
        view.settle(context: context)
        key(.character(" "), to: view, context: context)
        #expect(view.list.marked == [0, 1, 2] && view.note == "3 items at most" && context.takeBells() == 1)
        key(.character("t"), .alt, to: view, context: context)
        #expect(view.list.marked == [3, 4, 5], "inverted: the three unmarked first on the wheel")
        #expect(context.takeBells() == 1, "the seventh is refused")
        let one = makeView(Self.characters, limit: 1)
        key(.tab, to: one, context: context)
        key(.tab, to: one, context: context)
        #expect(one.list.marked == [0] && one.note == "1 item at most")
        _ = context.takeBells()
        key(.character("u"), .alt, to: one, context: context)
        key(.character("a"), .alt, to: one, context: context)
        #expect(one.list.marked == [0] && one.note == "1 item at most" && context.takeBells() == 1)
    }

    @Test func theQueryLineCountsTheMarks() {
        let context = RunContext()
        let view = makeView(Self.characters, limit: Int.max)
        #expect(queryLine(view).text.hasSuffix("7/7 (0)"))
        key(.tab, to: view, context: context)
        key(.tab, to: view, context: context)
        #expect(queryLine(view).text.hasSuffix("7/7 (2)"))
        let limited = makeView(Self.characters, filtering: true, limit: 3)
        type("an", into: limited, context: context)
        key(.tab, to: limited, context: context)
        #expect(queryLine(limited).text.hasSuffix("2/7 (1/3)"))
        #expect(queryLine(makeView(Self.characters)).text.hasSuffix(" 7/7"), "one item chosen: no marks counted")
    }

    @Test func theQueryLineDrawsTheCursorWhereItIsAndScrollsToKeepItInView() {
        let context = RunContext()
        let view = makeView(Self.characters, filtering: true)
        #expect(queryLine(view).cursor == 9, "an empty query: the cursor just after 'Filter › '")
        type("hello wrld", into: view, context: context)
        for _ in 0..<3 { key(.left, to: view, context: context) }
        let middle = queryLine(view)
        #expect(middle.text.hasPrefix("Filter › hello wrld "))
        #expect(middle.text.hasSuffix(" 0/7"))
        #expect(middle.cursor == 16, "before 'rld'")
        let long = makeView(Self.characters, filtering: true)
        type("abcdefghijklmnopqrstuvwxyz", into: long, context: context)
        // 30 columns: "Filter › " (9), the count " 0/7" (4) and a blank before it leave 16.
        #expect(
            queryLine(long, width: 30) == ("Filter › lmnopqrstuvwxyz   0/7", 24), "the end, and a cell for the cursor")
        key(.character("a"), .control, to: long, context: context)
        #expect(queryLine(long, width: 30) == ("Filter › abcdefghijklmnop  0/7", 9), "the start, the count kept")
        long.isFocused = false
        long.layout()
        var screen = Screen(width: 30, height: 8)
        long.render(into: &screen, theme: .monochrome)
        #expect(screen.cursor == nil, "no cursor without the focus")
    }

    @Test func theQueryGivenAtTheStartHasItsCursorAtItsEnd() {
        let view = makeView(Self.characters, filtering: true)
        view.initialQuery = "han"
        let context = RunContext()
        view.start(context: context)
        defer { view.stop() }
        #expect(view.query == "han" && view.editor.cursor == 3 && rows(view) == [2])
        key(.backspace, to: view, context: context)
        #expect(view.query == "ha")
    }

    @Test func thePlaceholderStandsAfterTheCursorWhileTheQueryIsEmpty() {
        let context = RunContext()
        let view = makeView(Self.characters, filtering: true)
        view.placeholder = "type to filter"
        let empty = queryLine(view)
        #expect(
            empty.text.hasPrefix("Filter ›  type to filter") && empty.cursor == 9, "the placeholder after the cursor")
        type("le", into: view, context: context)
        #expect(!queryLine(view).text.contains("type to filter"))
    }

    /// A search of a long list runs off the main actor; for its first 40 ms the query line shows
    /// the query of the wheel (here the empty one, its cursor at its start), then what was typed.
    @Test func whileASearchIsYoungTheQueryLineShowsTheQueryOfTheWheel() {
        let items = (0...QuerySearcher.synchronousLimit).map { "row \($0)" }
        let view = makeView(items, filtering: true)
        let context = RunContext(now: 1)
        view.searcher.start(context: context)
        defer { view.stop() }
        type("r", into: view, context: context)
        #expect(view.searcher.isSearching)
        _ = view.advance(context: context)
        let held = queryLine(view)
        #expect(held.text.filter { $0 != " " } == "Filter›20001/20001" && held.cursor == 9)
        context.now += ChooseView.searchGrace
        _ = view.advance(context: context)
        let typed = queryLine(view)
        #expect(typed.text.filter { $0 != " " } == "Filter›r…/20001" && typed.cursor == 10)
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
