import Testing

@testable import PickerKit
@testable import PickersDemo

/// Keys typed in one burst land where the same keys typed slowly land, across dependent columns
/// too: before a key, click or drag acts on a component, every other component still moving from
/// the user's input settles and its `didSelectRow` is delivered (so the dependent column has
/// been reloaded before it takes the input).
@Suite("A burst of input is the same input typed slowly")
@MainActor
struct BurstInputTests {
    /// How the events of a test arrive.
    enum Pace: CaseIterable, CustomStringConvertible {
        /// Every event in one read: the same time, no frame in between.
        case burst
        /// One frame (1/60 s) apart, the wheels still spinning from the event before.
        case oneFrameApart
        /// Each event after the picker came to rest from the one before.
        case slowly

        var description: String {
            switch self {
            case .burst: "in one burst"
            case .oneFrameApart: "one frame apart"
            case .slowly: "slowly"
            }
        }
    }

    /// A user's input event: a key, or the mouse wheel turned over a component.
    enum Input {
        case key(Key, Modifiers = [])
        case scrollDown(component: Int)
    }

    /// The states and their ZIP codes, as `picker wheel --dependent statedictionary.plist` and
    /// the gallery's Dependent tab show them.
    static let states = Result { try SelectScreen.loadStates() }

    /// A widget over the states: a wheel, or the mini picker over the same components.
    @MainActor
    final class StatePicker {
        let source: DependentPickerSource
        let picker: PickerView
        let widget: Widget
        let context = RunContext(now: 10)
        var heard: [PickerSelection] = []

        init(mini: Bool) throws {
            source = DependentPickerSource(tree: try BurstInputTests.states.get())
            picker = PickerView(visibleRows: 7)
            picker.dataSource = source
            picker.delegate = source
            if mini {
                let miniPicker = MiniPicker(pickerView: picker)
                widget = miniPicker
            } else {
                widget = picker
            }
            widget.frame = Rect(x: 0, y: 0, width: 60, height: mini ? 1 : 7)
            widget.isFocused = true
            picker.onSelect = { [unowned self] row, component in
                heard.append(PickerSelection(row: row, component: component))
            }
        }

        /// A column inside a component, for the mouse.
        func column(ofComponent component: Int) -> Int {
            if let mini = widget as? MiniPicker {
                let lane = mini.lanes()[component]
                return lane.rect.x + 1
            }
            return picker.componentRects()[component].x + 1
        }

        func send(_ input: Input) {
            switch input {
            case .key(let key, let modifiers):
                _ = widget.handle(.key(key, modifiers), context: context)
            case .scrollDown(let component):
                let mouse = MouseEvent(
                    button: .wheelDown, action: .press, column: column(ofComponent: component), row: 0)
                _ = widget.handle(.mouse(mouse), context: context)
            }
        }

        /// Sends every input at `pace`, then commits as Enter does and returns the answer.
        func answer(_ inputs: [Input], pace: Pace) -> String {
            for input in inputs {
                send(input)
                BurstInputTests.frames(after: pace, context: context) { widget.advance(context: context) }
                if pace == .slowly { #expect(!picker.isMoving, "the picker came to rest between two slow keys") }
            }
            widget.settle(context: context)
            return picker.selectedTitles.joined(separator: "\t")
        }
    }

    /// The frames that come after an event at `pace`: none, one, or as many as it takes to come to
    /// rest (at most two seconds' worth). `frame` moves time on and answers whether more are wanted;
    /// a spin whose frames would all look the same asks for none but sets a timer for its end,
    /// which the frames wait for, as the loop does.
    static func frames(after pace: Pace, context: RunContext, _ frame: () -> Bool) {
        switch pace {
        case .burst:
            break
        case .oneFrameApart:
            context.now += 1.0 / 60
            context.runDueTimers()
            _ = frame()
        case .slowly:
            for _ in 0..<120 {
                context.now += 1.0 / 60
                context.runDueTimers()
                if !frame() && context.nextTimerTime == nil { break }
            }
        }
    }

    nonisolated static let cases: [(keys: [Key], answer: String)] = [
        ([.down, .right, .down, .down], "Alaska\t99503"),
        ([.down, .down, .down, .right, .down], "Arizona\t85001"),
        ([.right, .down, .down, .left, .down, .down, .down, .right, .down], "Arizona\t85001"),
    ]

    @Test(
        "a wheel of states and ZIP codes answers what was meant, at every pace",
        arguments: cases.indices, Pace.allCases)
    func wheelKeys(index: Int, pace: Pace) throws {
        let (keys, expected) = Self.cases[index]
        let rig = try StatePicker(mini: false)
        #expect(rig.answer(keys.map { .key($0) }, pace: pace) == expected, "\(keys) typed \(pace)")
    }

    @Test(
        "the mini picker over the same components follows the same rule (Tab moves to the ZIP)",
        arguments: cases.indices, Pace.allCases)
    func miniKeys(index: Int, pace: Pace) throws {
        let (keys, expected) = Self.cases[index]
        let rig = try StatePicker(mini: true)
        // The mini picker steps with Left/Right too, so Tab and Shift-Tab move between components.
        let inputs: [Input] = keys.map {
            switch $0 {
            case .right: .key(.tab)
            case .left: .key(.tab, .shift)
            default: .key($0)
            }
        }
        #expect(rig.answer(inputs, pace: pace) == expected, "\(keys) typed \(pace)")
    }

    @Test(
        "the mouse wheel over the ZIP column after a key on the state column, at every pace", arguments: Pace.allCases)
    func mouseWheel(pace: Pace) throws {
        for mini in [false, true] {
            let rig = try StatePicker(mini: mini)
            let inputs: [Input] = [.key(.down), .scrollDown(component: 1), .scrollDown(component: 1)]
            #expect(rig.answer(inputs, pace: pace) == "Alaska\t99503", "mini: \(mini), \(pace)")
        }
    }

    @Test("a drag on the ZIP column after a key on the state column keeps what the drag chose")
    func dragAfterKey() throws {
        let rig = try StatePicker(mini: false)
        rig.send(.key(.down))
        let column = rig.column(ofComponent: 1)
        // Drag the ZIP column up by two rows, in the same burst as the key.
        for (action, row) in [(MouseAction.press, 3), (.drag, 2), (.drag, 1), (.release, 1)] {
            let mouse = MouseEvent(button: .left, action: action, column: column, row: row)
            _ = rig.picker.handle(.mouse(mouse), context: rig.context)
        }
        rig.picker.settle()
        #expect(rig.picker.selectedTitles == ["Alaska", "99503"])
    }

    /// What `picker choose` shows after `keys` sent to its view at `pace` in a frame 30 columns
    /// wide, each frame laid out and drawn as the loop draws it: the query line, the terminal's
    /// cursor, the query with its cursor, and the item in the band.
    static func chooseQuery(_ keys: [(Key, Modifiers)], pace: Pace) -> [String] {
        let view = ChooseViewTests().makeView(ChooseViewTests.characters, filtering: true)
        let context = RunContext(now: 10)
        view.isFocused = true
        view.frame = Rect(x: 0, y: 0, width: 30, height: 8)
        var screen = Screen(width: 30, height: 8)
        func draw() {
            view.layout()
            screen = Screen(width: 30, height: 8)
            view.render(into: &screen, theme: .monochrome)
        }
        draw()
        for (key, modifiers) in keys {
            _ = view.handle(.key(key, modifiers), context: context)
            frames(after: pace, context: context) {
                let moving = view.advance(context: context)
                draw()
                return moving
            }
        }
        view.settle(context: context)
        draw()
        return [
            screen.text(row: 0), "\(screen.cursor.map { [$0.column, $0.row] } ?? [])",
            "\(view.query)|\(view.editor.cursor)", "\(view.selectedItem ?? -1)",
        ]
    }

    @Test("the query of picker choose, edited in its middle, lands and shows the same at every pace")
    func chooseQueryKeys() {
        let ctrl = { (letter: Character) in (Key.character(letter), Modifiers.control) }
        let alt = { (letter: Character) in (Key.character(letter), Modifiers.alt) }
        let typed = { (text: String) in text.map { (Key.character($0), Modifiers()) } }
        let keys: [(Key, Modifiers)] =
            typed("chewbacca the wookiee") + [ctrl("w"), ctrl("w"), alt("b"), (.left, []), (.left, [])]
            + typed("x") + [ctrl("a"), alt("f"), alt("d"), (.down, []), ctrl("e"), (.backspace, [])]
            + typed("wb") + [(.left, .control), ctrl("k")] + typed("chew bacca cwb hewb ewba")
            + Array(repeating: (.left, []), count: 10) + typed("a")
        let slowly = Self.chooseQuery(keys, pace: .slowly)
        #expect(slowly[2] == "chew bacca cwba hewb ewba|15" && slowly[3] == "3", "\(slowly)")
        // The query is wider than its 16 columns: the line shows it scrolled as the slow keys
        // left it (the cursor's cell at the end given back to the text when Left moved it off).
        #expect(slowly[0] == "Filter › ca cwba hewb ewb  1/7" && slowly[1] == "[16, 0]", "\(slowly)")
        #expect(Self.chooseQuery(keys, pace: .burst) == slowly)
        #expect(Self.chooseQuery(keys, pace: .oneFrameApart) == slowly)
    }

    /// Selections as a fast gesture reports them: keys on one component that follow each other
    /// before it settles are one gesture (UIKit reports a flick once, where it stops).
    static func gestures(_ heard: [PickerSelection]) -> [PickerSelection] {
        var result: [PickerSelection] = []
        for selection in heard {
            if result.last?.component == selection.component { result.removeLast() }
            result.append(selection)
        }
        return result
    }

    @Test("every pace delivers the state's selection before the ZIP keys act, in the same order")
    func deliveryOrder() throws {
        var orders: [Pace: [PickerSelection]] = [:]
        for pace in Pace.allCases {
            let rig = try StatePicker(mini: false)
            _ = rig.answer([.key(.down), .key(.right), .key(.down), .key(.down)], pace: pace)
            orders[pace] = rig.heard
        }
        let slowly = [
            PickerSelection(row: 1, component: 0), PickerSelection(row: 1, component: 1),
            PickerSelection(row: 2, component: 1),
        ]
        #expect(orders[.slowly] == slowly)
        #expect(orders[.burst] == Self.gestures(slowly))
        #expect(orders[.oneFrameApart] == Self.gestures(slowly))
    }
}
