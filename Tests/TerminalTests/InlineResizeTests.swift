import PickerKitTesting
import Terminal
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A region like `picker confirm`'s: a question, a blank line, a row of buttons on a background
/// that spans the width, and a hint line; with `caretRow`, the cursor shown there (a text field
/// below rows that re-flow). Ends on `q`.
@MainActor
private final class Region: TerminalProgram {
    let caretRow: Int?

    init(caretRow: Int?) { self.caretRow = caretRow }

    func handle(_ event: InputEvent, context: RunContext) {
        if event == .key(.character("q"), []) { context.finish(.finished) }
    }

    func advance(context: RunContext) -> Bool { false }

    func render(into screen: inout Screen) {
        screen.put("Sure? A question long enough to be split in two", column: 0, row: 0)
        screen.fill(Rect(x: 0, y: 2, width: screen.width, height: 1), style: Style(background: .ansi(4)))
        screen.put("    Yes      No", column: 0, row: 2, style: Style(background: .ansi(4)))
        screen.put("type here", column: 0, row: 3)
        screen.put("<- -> move · y/n answer · enter choose · esc cancel", column: 0, row: 4)
        if let caretRow { screen.cursor = (column: 9, row: caretRow) }
    }

    func preferredHeight(columns: Int, rows: Int) -> Int { 5 }
}

/// Narrowing the terminal under an inline region: a terminal that re-flows lines splits the
/// region's long rows, which moves its top away from the cursor. The lines are still cleared
/// when the run ends.
@Suite("An inline region narrowed in a terminal that re-flows lines")
@MainActor
struct InlineResizeTests {
    /// Runs `program` 60 columns wide below a shell line, narrows the terminal to `narrowed`
    /// columns at 1 s, ends it at 2 s, and replays what it wrote on a terminal that re-flows at
    /// the moment of the resize.
    private func replay(_ program: Region, narrowed: Int) throws -> VTModel {
        let host = ScriptedLoopHost(columns: 60, rows: 16)
        host.resize(columns: narrowed, rows: 16, at: 1)
        host.type("q", at: 2)
        let options = EventLoopOptions(mouse: false, traits: TerminalTraits(environment: ["TERM": "xterm"]))
        #expect(try EventLoop(options: options, world: host).runBlocking(program) == .finished)
        var model = VTModel(rows: 16, columns: 60, allowsAbsoluteMoves: false) { _ in 1 }
        model.preset(row: 0, text: "$ picker confirm")
        model.placeCursor(row: 1, column: 0)
        var reflowed = false
        for write in host.terminal.writes {
            if write.time >= 1 && !reflowed {
                model.reflow(columns: narrowed)
                reflowed = true
            }
            model.feed(write.bytes)
        }
        #expect(reflowed)
        return model
    }

    @Test(
        "every row of the region is cleared on exit after a narrowing, whatever row the cursor is on",
        arguments: [nil, 3, 4], [20, 45])
    func clearedAfterNarrowing(caretRow: Int?, narrowed: Int) throws {
        let model = try replay(Region(caretRow: caretRow), narrowed: narrowed)
        let rows = rowTexts(model)
        #expect(rows.first == "$ picker confirm", "the shell's line stays: \(rows)")
        #expect(rows.dropFirst().allSatisfy { $0.isEmpty }, "nothing of the region is left: \(rows)")
        #expect((model.row, model.column) == (1, 0), "the prompt goes on below the shell's line")
        // The model knows no bracketed paste (CSI ?2004h/l); anything else it met is wrong.
        let unexpected = model.violations.filter { !$0.contains("?2004") }
        #expect(unexpected.isEmpty, "\(unexpected)")
    }

    @Test("between frames a hidden cursor waits on the region's first row, first column")
    func hiddenCursorWaitsAtTheTop() throws {
        let host = ScriptedLoopHost(columns: 60, rows: 16)
        host.type("q", at: 1)
        let options = EventLoopOptions(mouse: false, traits: TerminalTraits(environment: ["TERM": "xterm"]))
        #expect(try EventLoop(options: options, world: host).runBlocking(Region(caretRow: nil)) == .finished)
        var model = VTModel(rows: 16, columns: 60, allowsAbsoluteMoves: false) { _ in 1 }
        model.placeCursor(row: 1, column: 0)
        for write in host.terminal.writes where write.time < 1 { model.feed(write.bytes) }
        #expect(model.text(row: 5).hasPrefix("<- -> move"), "the first frame is drawn")
        #expect((model.row, model.column) == (1, 0), "then the cursor waits at the region's top")
    }
}

/// The text of each row of `model`, without the blanks that end it.
private func rowTexts(_ model: VTModel) -> [String] {
    (0..<model.rows).map { row in
        var text = Substring(model.text(row: row))
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
