import Foundation
import PickerKitTesting
import Testing

@testable import PickerKit
@testable import Terminal

/// The scripter's parts of `ChooseView`, driven by hand: key names, order, fields, colours, the
/// header, a match past the cut, and the preview's pane and timing (with a stand-in for the
/// command).
@Suite("Choose for scripts")
@MainActor
struct ChooseScriptingTests {
    static let characters = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]

    func makeView(
        _ items: [String], filtering: Bool = false, settings: ChooseSettings = ChooseSettings(),
        width: Int = 40, height: Int = 8
    ) -> ChooseView {
        let source = ItemListSource(store: ItemStore(items), headerLines: settings.headerLines)
        source.presentation = settings.presentation
        let list = ChooseListSource(items: source)
        list.reversed = settings.reversed
        let picker = PickerView()
        picker.dataSource = list
        picker.delegate = list
        let view = ChooseView(
            picker: picker, list: list, filtering: filtering, exact: false, limit: nil, usesUnicode: true)
        view.sortsMatches = settings.sortsMatches
        view.bindings = settings.bindings
        view.headerText = settings.header
        view.prompt = settings.prompt
        view.placeholder = settings.placeholder
        if let preview = settings.preview { view.setPreview(preview, readsColors: settings.presentation.readsColors) }
        picker.reloadAllComponents()
        view.frame = Rect(x: 0, y: 0, width: width, height: height)
        view.layout()
        return view
    }

    func type(_ text: String, into view: ChooseView, context: RunContext) {
        for character in text { #expect(view.handle(.key(.character(character), []), context: context)) }
    }

    func draw(_ view: ChooseView, theme: Theme = .monochrome) -> Screen {
        var screen = Screen(width: view.frame.width, height: view.frame.height)
        view.layout()
        view.render(into: &screen, theme: theme)
        return screen
    }

    // MARK: Key names

    @Test func keyNamesAsFzfWritesThem() throws {
        let names: [(String, Key, Modifiers)] = [
            ("ctrl-x", .character("x"), .control), ("CTRL-X", .character("x"), .control),
            ("ctrl-alt-x", .character("x"), [.control, .alt]), ("alt-enter", .enter, .alt),
            ("alt-return", .enter, .alt), ("f2", .function(2), []), ("f12", .function(12), []),
            ("shift-up", .up, .shift), ("alt-up", .up, .alt), ("btab", .tab, .shift), ("shift-tab", .tab, .shift),
            ("ctrl-space", .character(" "), .control), ("ctrl-i", .tab, []), ("ctrl-m", .enter, []),
            ("alt-bs", .backspace, .alt), ("esc", .escape, []), ("pgdn", .pageDown, []), ("?", .character("?"), []),
            ("alt-X", .character("X"), .alt), ("space", .character(" "), []), ("del", .delete, []),
        ]
        for (name, key, modifiers) in names {
            let chord = try #require(KeyChord(name))
            #expect(chord.key == key && chord.modifiers == modifiers && chord.name == name, "\(name)")
        }
        #expect(KeyChord("X")!.matches(.character("X"), .shift), "a shifted character is that character")
        #expect(!KeyChord("ctrl-x")!.matches(.character("x"), []))
    }

    @Test(arguments: ["", "ctrl-", "ctrl-1", "f0", "f13", "f02", "shift-enter", "alt-", "ctrl-enter", "hyper-x", "abc"])
    func namesOfNoKeyAreRefused(name: String) {
        #expect(KeyChord(name) == nil)
    }

    @Test func aBoundKeyEndsThePromptAndIsRemembered() {
        var settings = ChooseSettings()
        settings.bindings = [KeyBinding(KeyChord("ctrl-x")!, .accept), KeyBinding(KeyChord("f2")!, .acceptOrQuery)]
        let view = makeView(Self.characters, settings: settings)
        let context = RunContext()
        #expect(view.handle(.key(.function(2), []), context: context))
        #expect(context.completion == .finished)
        #expect(view.endingBinding == KeyBinding(KeyChord("f2")!, .acceptOrQuery))
        #expect(!makeView(Self.characters).handle(.key(.function(2), []), context: RunContext()))
    }

    // MARK: Order and fields

    @Test func reversedShowsTheLastFirstAndKeepsTiesLastFirstInTheFilter() {
        var settings = ChooseSettings()
        settings.reversed = true
        let view = makeView(["an", "ban", "can", "x"], filtering: true, settings: settings)
        #expect((0..<4).map { view.list.item(atRow: $0) } == [3, 2, 1, 0])
        let context = RunContext()
        type("an", into: view, context: context)
        // "an" at the start first; the two inside a word tie, the later one first.
        #expect((0..<3).map { view.list.item(atRow: $0) } == [0, 2, 1])
    }

    @Test func noSortKeepsTheItemsOrder() {
        var settings = ChooseSettings()
        settings.sortsMatches = false
        let view = makeView(Self.characters, filtering: true, settings: settings)
        type("a", into: view, context: RunContext())
        #expect((0..<5).map { view.list.item(atRow: $0) } == [1, 2, 3, 4, 6])
    }

    @Test func shownFieldsAreWhatRowsShowAndSearchedFieldsWhatTheQueryFinds() {
        var settings = ChooseSettings()
        settings.presentation.shownFields = try? FieldSelection(parsing: "2..")
        settings.presentation.searchedFields = try? FieldSelection(parsing: "1")
        let view = makeView(["/bin/git git 2.4", "/bin/vim vim 9.1"], filtering: true, settings: settings)
        #expect(draw(view).textDump.contains("git 2.4"))
        #expect(!draw(view).textDump.contains("/bin"))
        type("9.1", into: view, context: RunContext())
        #expect(view.picker.numberOfRows(inComponent: 0) == 0, "the second field shown is not searched")
        #expect(view.handle(.key(.character("u"), .control), context: RunContext()))
        type("vi", into: view, context: RunContext())
        #expect((0..<view.picker.numberOfRows(inComponent: 0)).map { view.list.item(atRow: $0) } == [1])
        let cell = view.list.pickerView(view.picker, cellForRow: 0, forComponent: 0, reusing: nil) as? ChooseCell
        #expect(cell?.text == "vim 9.1")
        #expect(cell?.matched == [0, 1], "the match highlighted where it is shown")
    }

    @Test func colouredItemsAreShownInTheirColoursAndSearchedWithoutThem() {
        var settings = ChooseSettings()
        settings.presentation.readsColors = true
        let view = makeView(
            ["\u{1B}[31mred\u{1B}[0m apple", "\u{1B}[93myellow\u{1B}[0m pear", "plain"], filtering: true,
            settings: settings)
        let screen = draw(view, theme: .color)
        let row = (0..<screen.height).first { screen.text(row: $0).contains("red apple") }!
        let column = Array(screen.text(row: row)).firstIndex(of: "r")!
        // On the band red does not read (1.6:1 on blue): the band's own text colour.
        #expect(screen[column, row].style.foreground == Theme.color.bandFocused.foreground)
        let pear = (0..<screen.height).first { screen.text(row: $0).contains("yellow pear") }!
        let yellow = Array(screen.text(row: pear)).firstIndex(of: "y")!
        #expect(screen[yellow, pear].style.foreground == .ansi(11), "off the band the item's own colour")
        #expect(screen[yellow + 7, pear].style.foreground != .ansi(11))
        type("31", into: view, context: RunContext())
        #expect(view.picker.numberOfRows(inComponent: 0) == 0)
        let store = view.list.items.store
        #expect(ChoosePrompt.Choice(item: 0, in: store, strippingColors: true).value == "red apple")
        #expect(ChoosePrompt.Choice(item: 0, in: store).value == "\u{1B}[31mred\u{1B}[0m apple")
    }

    // MARK: Header and query line

    @Test func headerLinesAreNoItemsAndShowAboveTheWheelWithTheText() {
        var settings = ChooseSettings()
        settings.headerLines = 1
        settings.header = ["Pick one"]
        settings.prompt = "> "
        settings.placeholder = "a name"
        let view = makeView(["NAME PID", "one 1", "two 2"], settings: settings, height: 11)
        #expect(view.store.count == 2)
        #expect(view.list.items.header.label(at: 0) == "NAME PID")
        let lines = draw(view).textDump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix(">  a name"), "the prompt, the cursor, the placeholder")
        #expect(lines[1] == " Pick one")
        #expect(lines[2] == " NAME PID")
        #expect(lines.contains { $0.hasPrefix(" one 1") })
        #expect(view.preferredHeight(forWidth: 40) == 10)
    }

    @Test func streamedHeaderLinesAreTakenAsTheyArrive() throws {
        let source = ItemListSource(store: ItemStore(), headerLines: 2)
        source.presentation = ItemPresentation(readsColors: true)
        try "H1\nH".withCString { try source.append(UnsafeRawBufferPointer(start: $0, count: 4)) }
        #expect(source.header.count == 1 && source.store.isEmpty)
        try "2\n\u{1B}[1mitem\u{1B}[0m\nlast".withCString {
            try source.append(UnsafeRawBufferPointer(start: $0, count: strlen($0)))
        }
        #expect(source.header.count == 2 && source.header.label(at: 1) == "H2")
        #expect(source.store.count == 1 && source.searchable.count == 1)
        #expect(source.searchable[0] == "item")
        source.finish()
        #expect(source.store.count == 2 && source.searchable[1] == "last")
    }

    // MARK: A match past the cut

    @Test func aMatchPastTheCutIsShownWithAnEllipsisBeforeIt() {
        let widths = Array(repeating: 1, count: 30)
        let plain = ChooseCell.window(widths: widths, matched: [], room: 10)
        #expect(plain.range == 0..<9 && !plain.leading && plain.trailing)
        let end = ChooseCell.window(widths: widths, matched: [25, 26], room: 10)
        #expect(end.range == 21..<30 && end.leading && !end.trailing, "the item's end, matches and all")
        let middle = ChooseCell.window(widths: widths, matched: [14, 15], room: 10)
        #expect(middle.range == 8..<16 && middle.leading && middle.trailing, "as much as fits before the last match")
        let wide = ChooseCell.window(widths: widths, matched: [5, 25], room: 10)
        #expect(wide.range.lowerBound == 5 && wide.leading, "matches wider than the row: from the first")
        let fits = ChooseCell.window(widths: Array(repeating: 1, count: 8), matched: [7], room: 10)
        #expect(fits.range == 0..<8 && !fits.leading && !fits.trailing)

        let cell = ChooseCell()
        cell.text = "a long item that ends with the NEEDLE"
        cell.matched = Set(31..<37)
        var screen = Screen(width: 20, height: 1)
        let rect = Rect(x: 0, y: 0, width: 20, height: 1)
        cell.render(
            in: rect, into: &screen,
            context: PickerCellContext(
                row: 0, component: 0, distance: 0, style: Style(), theme: .monochrome, clip: rect))
        #expect(screen.text(row: 0) == " …s with the NEEDLE ")
    }

    // MARK: Preview

    /// A stand-in for a preview's command: records what was started and ended.
    final class Commands {
        final class Run: PreviewRunning {
            let command: String
            let update: @Sendable (PreviewOutput) -> Void
            var cancelled: Bool?
            var hasEnded = false
            init(command: String, update: @escaping @Sendable (PreviewOutput) -> Void) {
                self.command = command
                self.update = update
            }
            func cancel(force: Bool) { cancelled = force }
        }
        var runs: [Run] = []
        var environments: [[String: String]] = []
    }

    func previewView(
        _ commands: Commands, position: ChoosePreview.Position = .right, command: String = "show {}",
        window: String? = nil, filtering: Bool = false
    ) -> ChooseView {
        var settings = ChooseSettings()
        settings.preview = ChoosePreview(command: command, position: position)
        if let window { try? settings.preview?.setWindow(window) }
        let view = makeView(Self.characters, filtering: filtering, settings: settings, width: 41)
        view.preview?.startCommand = { command, environment, update in
            let run = Commands.Run(command: String(decoding: command.command, as: UTF8.self), update: update)
            commands.runs.append(run)
            commands.environments.append(environment)
            return run
        }
        return view
    }

    /// Keys 10 ms apart, faster than the band rests: one command, for the row the band stops on;
    /// the band moving on ends it; its output reaches the pane through the loop.
    @Test func aFastScrollStartsOneCommandForTheRowTheBandRestsOn() throws {
        let commands = Commands()
        let view = previewView(commands)
        let host = ScriptedLoopHost(columns: 41, rows: 10)
        for step in 0..<4 { host.type("\u{1B}[B", at: 1 + Double(step) * 0.01) }
        host.at(2) {
            #expect(commands.runs.map(\.command) == ["show 'Luke'", "show 'Artoo'"])
            #expect(commands.runs[0].cancelled == false, "the first command ended when the band moved")
            #expect(commands.environments.last == ["PICKER_PREVIEW_COLUMNS": "20", "PICKER_PREVIEW_LINES": "8"])
            commands.runs[1].update(PreviewOutput(bytes: Array("about Artoo\n".utf8)))
        }
        host.at(2.5) {
            #expect(view.preview?.pane.text == ["about Artoo", "…"], "still running")
            #expect(commands.runs[1].cancelled == nil)
        }
        host.type("\u{1B}", at: 3)
        let program = WidgetProgram(root: view, theme: .monochrome) { _, _ in 8 }
        program.onStart = { view.start(context: $0) }
        program.onUnhandledKey = { key, _, context in
            if key == .escape { context.finish(.cancelled) }
            return true
        }
        let loop = EventLoop(
            options: EventLoopOptions(mouse: false, traits: TerminalTraits(environment: ["TERM": "xterm"])), world: host
        )
        #expect(try loop.runBlocking(program, context: RunContext()) == .cancelled)
        view.stop()
        #expect(commands.runs.count == 2)
        #expect(commands.runs[1].cancelled == true, "the prompt's end kills the command at once")
        #expect(commands.runs[0].cancelled == true, "and one asked to end that has not")
        #expect(host.terminal.output.contains("about Artoo"))
    }

    @Test func thePaneShowsFailuresAndWhatIsToComeAndScrolls() {
        let pane = PreviewPane(readsColors: false)
        pane.frame = Rect(x: 0, y: 0, width: 20, height: 3)
        pane.show(PreviewOutput(bytes: Array("a\tb\r\n\u{1B}[31mx\n".utf8)), fresh: true)
        #expect(pane.text == ["a       b", "\u{1B}[31mx", "…"])
        pane.show(PreviewOutput(bytes: Array("one\ntwo\nthree\nfour\n".utf8), ending: .exited(2)), fresh: true)
        #expect(pane.text == ["one", "two", "three", "four", "[exit status 2]"])
        pane.scroll(by: 10)
        #expect(pane.scroll == 2)
        var screen = Screen(width: 20, height: 3)
        pane.render(into: &screen, theme: .monochrome)
        #expect(screen.textDump == "three            3/5\nfour\n[exit status 2]")
        #expect(screen[0, 2].style == Theme.monochrome.hint)
        pane.show(PreviewOutput(ending: .signalled(9)), fresh: true)
        #expect(pane.text == ["[ended by signal 9]"] && pane.scroll == 0)
        pane.show(PreviewOutput(bytes: [0x61], truncated: true, ending: .signalled(15)), fresh: false)
        #expect(pane.text == ["a", "[cut at 64 KiB]"])
        pane.show(PreviewOutput(ending: .notStarted("No such file")), fresh: false)
        #expect(pane.text == ["[cannot run the command: No such file]"])
    }

    @Test func thePreviewStandsWhereItIsAskedAndEverythingDrawsIntoAnyRectangle() {
        for position in ChoosePreview.Position.allCases {
            let view = previewView(Commands(), position: position)
            view.frame = Rect(x: 0, y: 0, width: 41, height: 17)
            view.layout()
            let pane = view.preview!.pane.frame
            switch position {
            case .right: #expect(pane == Rect(x: 21, y: 0, width: 20, height: 17))
            case .left: #expect(pane == Rect(x: 0, y: 0, width: 20, height: 17))
            case .bottom: #expect(pane == Rect(x: 0, y: 8, width: 41, height: 9))
            case .top: #expect(pane == Rect(x: 0, y: 0, width: 41, height: 9))
            }
            #expect(view.picker.frame.height == (position == .left || position == .right ? 16 : 6))
            view.preview?.pane.show(PreviewOutput(bytes: Array("out\n".utf8)), fresh: true)
            AnySizeTests().drawEverywhere("choose view with a preview \(position)", view)
        }
        var settings = ChooseSettings()
        settings.header = ["a header", "of two lines"]
        settings.headerLines = 1
        settings.placeholder = "type"
        AnySizeTests().drawEverywhere("choose view with a header", makeView(Self.characters, settings: settings))
        let pane = PreviewPane(readsColors: true)
        pane.show(
            PreviewOutput(bytes: Array("\u{1B}[32mgreen\u{1B}[0m\nplain\n".utf8), ending: .exited(1)), fresh: true)
        for (width, height) in AnySizeTests.sizes {
            var screen = Screen(width: width + 4, height: height + 4)
            pane.frame = Rect(x: 2, y: 2, width: width, height: height)
            pane.render(into: &screen, theme: .color)
            for row in 0..<screen.height {
                for column in 0..<screen.width where !pane.frame.contains(column: column, row: row) {
                    #expect(screen[column, row] == .blank, "the pane at \(width)×\(height)")
                }
            }
        }
    }

    /// The pane takes the size asked: a share or cells, beside or above and below (an inline
    /// prompt growing for it, the wheel keeping its rows), without a border when asked, and none
    /// while hidden.
    @Test func thePaneTakesTheSizeAskedForAndTheWheelKeepsItsRows() {
        // Query line and 7 rows: 8; the border 1; 40% of the whole is 6 rows (6 of 15).
        let cases: [(String, Int, Rect, Int)] = [
            ("bottom,40%", 15, Rect(x: 0, y: 9, width: 41, height: 6), 7),
            ("bottom,12", 21, Rect(x: 0, y: 9, width: 41, height: 12), 7),
            ("top,30%,noborder", 12, Rect(x: 0, y: 0, width: 41, height: 4), 7),
            ("right,30%", 8, Rect(x: 29, y: 0, width: 12, height: 8), 7),
            ("left,10,noborder", 8, Rect(x: 0, y: 0, width: 10, height: 8), 7),
            ("right,40", 8, Rect(x: 13, y: 0, width: 28, height: 8), 7),
            ("bottom,40%,hidden", 8, Rect(x: 0, y: 0, width: 0, height: 0), 7),
        ]
        for (window, height, pane, rows) in cases {
            let view = previewView(Commands(), window: window)
            #expect(view.preferredHeight(forWidth: 41) == height, "\(window)")
            view.frame = Rect(x: 0, y: 0, width: 41, height: height)
            view.layout()
            #expect(view.preview?.pane.frame == pane, "\(window)")
            #expect(view.picker.frame.height == rows, "\(window)")
        }
        // Fullscreen, the share is of the whole screen; a pane that would leave the wheel no row
        // is not shown.
        let view = previewView(Commands(), window: "bottom,25%")
        view.frame = Rect(x: 0, y: 0, width: 41, height: 30)
        view.layout()
        #expect(view.preview?.pane.frame == Rect(x: 0, y: 22, width: 41, height: 8))
        view.frame = Rect(x: 0, y: 0, width: 41, height: 3)
        view.layout()
        #expect(view.preview?.pane.frame.isEmpty == true && view.picker.frame.height == 2)
    }

    /// Alt-P hides the pane and ends its command; shown again, the command runs for the item
    /// in the band. A command that names the query runs again when the query changes, and also
    /// when nothing matches.
    @Test func theToggleKeyAndTheQueryStartTheCommandAgain() throws {
        let commands = Commands()
        let view = previewView(commands, command: "grep {q} {}", window: "bottom,40%", filtering: true)
        let host = ScriptedLoopHost(columns: 41, rows: 20)
        host.type("\u{1B}p", at: 1)
        host.at(1.5) {
            #expect(view.preview?.isHidden == true && view.preview?.pane.frame.isEmpty == true)
            #expect(commands.runs.map(\.command) == ["grep '' 'Luke'"])
            #expect(commands.runs[0].cancelled == false, "hidden, its command ends")
        }
        host.type("\u{1B}p", at: 2)
        host.at(2.5) {
            #expect(view.preview?.isHidden == false && view.preview?.pane.frame.height == 6)
            #expect(commands.runs.map(\.command).last == "grep '' 'Luke'", "shown again, it runs again")
        }
        host.type("l", at: 3)
        host.type("zzz", at: 4)
        host.at(4.5) {
            #expect(commands.runs.map(\.command).suffix(2) == ["grep 'l' 'Luke'", "grep 'lzzz' ''"])
        }
        host.type("\u{1B}", at: 5)
        host.type("\u{1B}", at: 6)
        let program = WidgetProgram(root: view, theme: .monochrome) { columns, _ in
            view.preferredHeight(forWidth: columns)
        }
        program.onStart = { view.start(context: $0) }
        program.onUnhandledKey = { key, _, context in
            if key == .escape { context.finish(.cancelled) }
            return true
        }
        let loop = EventLoop(
            options: EventLoopOptions(mouse: false, traits: TerminalTraits(environment: ["TERM": "xterm"])), world: host
        )
        #expect(try loop.runBlocking(program, context: RunContext()) == .cancelled)
        view.stop()
        #expect(commands.runs.last?.cancelled == true, "the prompt's end kills the command at once")
    }

    @Test func longLinesAreWrappedWhenAsked() {
        let pane = PreviewPane(readsColors: false, wraps: true)
        pane.frame = Rect(x: 0, y: 0, width: 4, height: 3)
        pane.show(PreviewOutput(bytes: Array("abcdefghij\n日本語\n".utf8), ending: .exited(0)), fresh: true)
        var screen = Screen(width: 4, height: 3)
        pane.render(into: &screen, theme: .monochrome)
        #expect(screen.textDump == "abcd\nefgh\nij")
        pane.scroll(by: 10)
        screen = Screen(width: 4, height: 3)
        pane.render(into: &screen, theme: .monochrome)
        #expect(screen.textDump == "ij\n日本\n語")
    }
}
