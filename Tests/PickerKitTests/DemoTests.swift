import Testing

@testable import PickerKit
@testable import PickersDemo

@Suite("ResistorCode")
struct ResistorCodeTests {
    // Digit rows: 0 black, 1 brown, 2 red, 3 orange, 4 yellow, 5 green, 6 blue, 7 violet,
    // 8 grey, 9 white; multipliers add 10 gold (×0.1) and 11 silver (×0.01); tolerances:
    // 0 brown 1%, 1 red 2%, 2 green 0.5%, 3 blue 0.25%, 4 violet 0.1%, 5 grey 0.05%, 6 gold 5%,
    // 7 silver 10%.
    func text(_ first: Int, _ second: Int, _ multiplier: Int, _ tolerance: Int) -> String {
        ResistorCode(first: first, second: second, multiplier: multiplier, tolerance: tolerance).text
    }

    @Test("yellow violet red gold is 4.7 kΩ ±5%")
    func classic() {
        #expect(text(4, 7, 2, 6) == "4.7 kΩ ±5%")
        #expect(ResistorCode(first: 4, second: 7, multiplier: 2, tolerance: 6).ohms == 4700)
    }

    @Test("values in ohms, kilo-, mega- and gigaohms")
    func prefixes() {
        #expect(text(1, 0, 0, 6) == "10 Ω ±5%")
        #expect(text(1, 0, 0, 0) == "10 Ω ±1%")
        #expect(text(3, 3, 1, 1) == "330 Ω ±2%")
        #expect(text(1, 0, 2, 6) == "1 kΩ ±5%")
        #expect(text(2, 2, 3, 7) == "22 kΩ ±10%")
        #expect(text(5, 6, 5, 2) == "5.6 MΩ ±0.5%")
        #expect(text(9, 9, 9, 7) == "99 GΩ ±10%")
        #expect(text(1, 0, 9, 3) == "10 GΩ ±0.25%")
        #expect(text(0, 0, 0, 4) == "0 Ω ±0.1%")
        #expect(text(4, 7, 4, 5) == "470 kΩ ±0.05%")
    }

    @Test("gold and silver multipliers divide by 10 and 100")
    func fractionalMultipliers() {
        #expect(ResistorCode(first: 4, second: 7, multiplier: 10, tolerance: 6).exponent == -1)
        #expect(ResistorCode(first: 4, second: 7, multiplier: 11, tolerance: 6).exponent == -2)
        #expect(text(4, 7, 10, 6) == "4.7 Ω ±5%")
        #expect(text(4, 7, 11, 6) == "0.47 Ω ±5%")
        #expect(text(1, 0, 11, 7) == "0.1 Ω ±10%")
        #expect(text(1, 0, 10, 7) == "1 Ω ±10%")
        #expect(text(0, 5, 11, 6) == "0.05 Ω ±5%")
    }

    @Test("the number format keeps at most two decimals and no trailing zeros")
    func format() {
        #expect(ResistorCode.format(4.7) == "4.7")
        #expect(ResistorCode.format(4.0) == "4")
        #expect(ResistorCode.format(0.05) == "0.05")
        #expect(ResistorCode.format(12.345) == "12.35" || ResistorCode.format(12.345) == "12.34")
        #expect(ResistorCode.format(99) == "99")
    }

    @Test("the band tables have the standard sizes")
    func tables() {
        #expect(ResistorCode.digits.count == 10)
        #expect(ResistorCode.multipliers.count == 12)
        #expect(ResistorCode.multipliers[10].name == "Gold")
        #expect(ResistorCode.multipliers[11].name == "Silver")
        #expect(ResistorCode.tolerances.map(\.percent) == ["1", "2", "0.5", "0.25", "0.1", "0.05", "5", "10"])
    }
}

@Suite("Slot machine and random numbers")
@MainActor
struct SlotMachineTests {
    let context = RunContext(now: 0)

    @Test("longestRun counts equal neighbours")
    func longestRun() {
        #expect(SlotMachineScreen.longestRun([]) == 0)
        #expect(SlotMachineScreen.longestRun([.seven]) == 1)
        #expect(SlotMachineScreen.longestRun([.seven, .bar, .seven, .bar, .seven]) == 1)
        #expect(SlotMachineScreen.longestRun([.seven, .seven, .seven, .bar, .bar]) == 3)
        #expect(SlotMachineScreen.longestRun([.bar, .cherry, .cherry, .cherry, .cherry]) == 4)
        #expect(SlotMachineScreen.longestRun([.lemon, .lemon, .apple, .lemon, .lemon]) == 2)
        #expect(SlotMachineScreen.longestRun([.crown, .crown, .crown, .crown, .crown]) == 5)
    }

    @Test("the same seed gives the same numbers; another seed others")
    func seeded() {
        var a = SeededGenerator(seed: 42)
        var b = SeededGenerator(seed: 42)
        var c = SeededGenerator(seed: 43)
        let first = (0..<20).map { _ in a.next() }
        let second = (0..<20).map { _ in b.next() }
        let third = (0..<20).map { _ in c.next() }
        #expect(first == second)
        #expect(first != third)
        #expect(Set(first).count == 20)
        var r1 = SeededGenerator(seed: 7)
        var r2 = SeededGenerator(seed: 7)
        #expect(
            (0..<10).map { _ in Int.random(in: 0..<6, using: &r1) }
                == (0..<10).map { _ in Int.random(in: 0..<6, using: &r2) })
    }

    @Test("the generator is SplitMix64")
    func splitMix() {
        var g = SeededGenerator(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
        #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test("symbols are drawn in lines of their declared width")
    func symbolArt() {
        for symbol in SlotSymbol.allCases {
            #expect(symbol.art.lines.count == SlotSymbol.height)
            for line in symbol.art.lines { #expect(DisplayWidth.of(line) == SlotSymbol.width, "\(symbol): \(line)") }
        }
    }
}

@Suite("Gallery")
@MainActor
struct GalleryTests {
    @MainActor
    struct Run {
        let gallery: Gallery
        let program: WidgetProgram
        let context: RunContext
        /// The bells rung so far.
        var bells: Int { context.bellsRequested }
    }

    func start(seed: UInt64 = 1, theme: Theme = .monochrome) -> Run {
        let gallery = Gallery(seed: seed)
        let program = gallery.makeProgram(theme: theme)
        let context = RunContext(now: 0)
        context.program = program
        program.start(context: context)
        let run = Run(gallery: gallery, program: program, context: context)
        frame(run, at: 0)
        return run
    }

    /// One frame at `time`, as the loop makes it: due timers, then the program's animations.
    func frame(_ run: Run, at time: Double) {
        run.context.now = time
        run.context.runDueTimers()
        _ = run.program.advance(context: run.context)
    }

    func screen(_ run: Run, width: Int = 80, height: Int = 30) -> Screen {
        var screen = Screen(width: width, height: height)
        run.program.frame(into: &screen)
        return screen
    }

    func key(_ run: Run, _ key: Key, at time: Double) {
        run.program.handle(.key(key, []), context: run.context.at(time))
    }

    @Test("the tabs come in the fixed order, F1 to F10")
    func tabOrder() {
        let run = start()
        let items = run.gallery.tabBar.items
        let titles = [
            "Date", "Single", "Double", "Dependent", "Custom", "Resistor", "Weight", "Thermostat", "Calendar", "Mini",
        ]
        #expect(items.map(\.title) == titles)
        #expect(items.map(\.functionKey) == Array(1...10))
        let shown = screen(run)
        let keys = shown.text(row: shown.height - 2).split(separator: " ").map(String.init)
        let names = shown.text(row: shown.height - 1).split(separator: " ").map(String.init)
        #expect(names == titles, "every title whole, in order")
        #expect(keys.filter { $0.hasPrefix("F") } == (1...10).map { "F\($0)" })
    }

    @Test("the gallery opens on the Date tab, the book's first")
    func opensOnDate() {
        let run = start()
        #expect(run.gallery.tabBar.selectedIndex == 0)
        #expect(run.gallery.currentScreen.tabItem.title == "Date")
        let text = screen(run).textDump
        #expect(text.contains("Date and time"))
        #expect(!text.contains("Single component"))
    }

    @Test("the Single screen: three Downs, Select, and an alert names Chewbacca")
    func singleSelect() {
        let run = start()
        key(run, .function(2), at: 0)
        var text = screen(run).textDump
        #expect(text.contains("Single component"))
        #expect(text.contains("Luke"))
        for i in 0..<3 { key(run, .down, at: 0.01 * Double(i)) }
        frame(run, at: 1)
        text = screen(run).textDump
        key(run, .tab, at: 2)  // from the picker to Select
        key(run, .enter, at: 2.1)
        let shown = screen(run)
        text = shown.textDump
        #expect(text.contains("You selected Chewbacca!"))
        #expect(text.contains("Thank you for choosing."))
        #expect(text.contains("[ You're Welcome ]"))
        #expect(run.program.modal != nil)
        // The alert's button closes it.
        key(run, .enter, at: 3)
        #expect(run.program.modal == nil)
        #expect(!screen(run).textDump.contains("You selected"))
    }

    @Test("the Single screen's band shows the chosen character after the keys settle")
    func singleBand() {
        let run = start()
        key(run, .function(2), at: 0)
        _ = screen(run)
        for i in 0..<3 { key(run, .down, at: 0.01 * Double(i)) }
        frame(run, at: 1)
        let shown = screen(run)
        let band = (0..<shown.height).first { row in
            (0..<shown.width).contains {
                shown[$0, row].style.attributes.contains(.reverse) && shown[$0, row].text != " "
            }
        }
        #expect(band.map { shown.trimmed(row: $0) } == "Chewbacca")
    }

    @Test("function keys switch tabs; q ends the program")
    func functionKeys() {
        let run = start()
        key(run, .function(3), at: 0)
        #expect(run.gallery.tabBar.selectedIndex == 2)
        #expect(screen(run).textDump.contains("Two components"))
        key(run, .function(6), at: 0.1)
        var text = screen(run).textDump
        #expect(text.contains("Wrap-around dials"))
        #expect(text.contains("4.7 kΩ ±5%"))
        #expect(text.contains("Yellow · Violet · Red · Gold"), "without colour the bands are named")
        key(run, .function(12), at: 0.2)  // no tab has F12
        #expect(run.gallery.tabBar.selectedIndex == 5)
        #expect(run.context.completion == nil)
        key(run, .character("q"), at: 0.3)
        #expect(run.context.completion == .finished)
        text = screen(run).textDump
        #expect(text.contains("Wrap-around dials"))
    }

    @Test("the Resistor dials change the value shown")
    func resistorDials() {
        let run = start()
        key(run, .function(6), at: 0)
        _ = screen(run)
        key(run, .down, at: 1)  // first band: yellow → green
        key(run, .right, at: 1.01)
        key(run, .right, at: 1.02)
        key(run, .down, at: 1.03)  // multiplier: red → orange
        frame(run, at: 3)
        let text = screen(run).textDump
        #expect(text.contains("57 kΩ ±5%"))
    }

    @Test("the Double screen orders a sandwich")
    func double() {
        let run = start()
        key(run, .function(3), at: 0)
        _ = screen(run)
        key(run, .down, at: 1)
        key(run, .right, at: 1.1)
        key(run, .down, at: 1.2)
        key(run, .down, at: 1.3)
        frame(run, at: 3)
        key(run, .tab, at: 4)
        _ = screen(run)
        key(run, .enter, at: 5)
        let text = screen(run).textDump
        #expect(text.contains("Thank you for your order"))
        #expect(text.contains("Your Turkey on Rye bread will be right up."))
    }

    @Test("the Dependent screen: a new state reloads its ZIP codes")
    func dependent() {
        let run = start()
        key(run, .function(4), at: 0)
        var text = screen(run).textDump
        #expect(text.contains("Dependent components"))
        #expect(text.contains("Alabama"))
        #expect(text.contains("35004"))
        key(run, .down, at: 1)
        frame(run, at: 2)
        frame(run, at: 4)
        text = screen(run).textDump
        #expect(text.contains("99501"))
        #expect(!text.contains("35004"))
        key(run, .tab, at: 5)
        key(run, .tab, at: 5.1)
        _ = screen(run)
        key(run, .enter, at: 6)
        text = screen(run).textDump
        #expect(text.contains("You selected zip code 99501."))
        #expect(text.contains("99501 is in Alaska"))
    }

    @Test("the Custom screen: the reels ignore keys, Spin turns them and rings the bell")
    func slotMachine() {
        let run = start(seed: 3)
        key(run, .function(5), at: 0)
        var shown = screen(run)
        frame(run, at: 0.5)
        guard let slots = run.gallery.currentScreen as? SlotMachineScreen else {
            Issue.record("the Custom tab is not the slot machine")
            return
        }
        #expect(run.program.focused === slots.spin, "the reels take no focus")
        #expect(shown.textDump.contains("[ Spin ]"))
        key(run, .enter, at: 1)
        #expect(run.bells == 1)
        #expect(slots.spin.isHidden)
        #expect(slots.picker.isMoving)
        shown = screen(run)
        #expect(!shown.textDump.contains("[ Spin ]"))
        var time = 1.0
        while time < 10 {
            time += 0.05
            frame(run, at: time)
        }
        #expect(!slots.picker.isMoving)
        let won = SlotMachineScreen.longestRun(slots.symbols) >= 3
        #expect(run.bells == (won ? 2 : 1))
        #expect(slots.banner.isHidden == !won)
        #expect(!slots.spin.isHidden, "Spin comes back (after the banner when won)")
    }

    @Test("the first Resistor dial has no black: it starts at brown and wraps from white to brown")
    func resistorFirstDialHasNoBlack() throws {
        let run = start()
        key(run, .function(6), at: 0)
        _ = screen(run)
        let resistor = try #require(run.gallery.currentScreen as? ResistorScreen)
        #expect(!resistor.dials[0].contains { $0.name == "Black" })
        #expect(resistor.dials[0].first?.name == "Brown")
        #expect(resistor.dials[1].first?.name == "Black", "the second digit may be 0")
        #expect(resistor.code.first == 4, "yellow")
        resistor.picker.selectRow(0, inComponent: 0, animated: false)
        #expect(resistor.code.first == 1)
        resistor.picker.selectRow(8, inComponent: 0, animated: false)
        #expect(resistor.code.first == 9, "white")
        key(run, .down, at: 1)  // white wraps round to brown
        frame(run, at: 3)
        #expect(resistor.code.first == 1)
    }

    @Test("the reels start at row 0, the seven, and do not wrap around, as the book has them")
    func slotMachineStartsAtTheFirstRow() throws {
        for seed in UInt64(1)...3 {
            let run = start(seed: seed)
            key(run, .function(5), at: 0)
            let slots = try #require(run.gallery.currentScreen as? SlotMachineScreen)
            #expect(slots.symbols == [.seven, .seven, .seven, .seven, .seven])
            #expect(!(0..<SlotMachineScreen.reelCount).contains { slots.picker.isCyclic(forComponent: $0) })
        }
    }

    @Test("at 80×24 the slot machine is whole: WIN! between the reels and Spin, never over it")
    func slotMachineLayout() throws {
        for (width, height) in [(80, 24), (100, 30), (80, 40)] {
            let run = start(seed: 3)
            key(run, .function(5), at: 0)
            _ = screen(run, width: width, height: height)
            let slots = try #require(run.gallery.currentScreen as? SlotMachineScreen)
            let tabTop = height - 2
            #expect(slots.picker.frame.maxY <= slots.banner.frame.y)
            #expect(slots.banner.frame.maxY <= slots.spin.frame.y, "\(width)×\(height)")
            #expect(slots.spin.frame.maxY <= tabTop, "Spin above the tab bar at \(width)×\(height)")
            #expect(slots.picker.frame.height >= 13)
        }
    }

    @Test("a spin: Spin comes back after 0.5 s; a win shows WIN! then, with the bell, and Spin 1.5 s later")
    func slotMachineWin() throws {
        var found = (win: false, loss: false)
        for seed in UInt64(1)...400 where !(found.win && found.loss) {
            let run = start(seed: seed)
            key(run, .function(5), at: 0)
            _ = screen(run)
            frame(run, at: 0.5)
            let slots = try #require(run.gallery.currentScreen as? SlotMachineScreen)
            key(run, .enter, at: 1)
            var time = 1.0
            while time < 1.45 {
                time += 0.05
                frame(run, at: time)
                #expect(slots.spin.isHidden && slots.banner.isHidden, "nothing before half a second")
            }
            #expect(!slots.picker.isMoving, "the reels have stopped (selectRow's animation is short)")
            let won = SlotMachineScreen.longestRun(slots.symbols) >= 3
            frame(run, at: 1.51)
            if won {
                found.win = true
                #expect(!slots.banner.isHidden)
                #expect(run.bells == 2, "the crunch at the spin, the win sound half a second later")
                #expect(slots.spin.isHidden, "Spin stays away while the win shows")
                #expect(screen(run).textDump.contains(WinBanner.lines[0]))
                frame(run, at: 2.95)
                #expect(slots.spin.isHidden)
                frame(run, at: 3.01)
                #expect(!slots.spin.isHidden, "1.5 s after the win, Spin is back")
                let shown = screen(run, width: 80, height: 24).textDump
                #expect(shown.contains(WinBanner.lines[4]) && shown.contains("[ Spin ]"), "both whole at 80×24")
            } else {
                found.loss = true
                #expect(slots.banner.isHidden)
                #expect(run.bells == 1)
                #expect(!slots.spin.isHidden, "half a second after the press, Spin is back")
            }
        }
        #expect(found.win && found.loss, "some seed up to 400 wins, some loses")
    }

    @Test("the same seed spins the same symbols")
    func slotMachineSeeded() {
        func spinOnce(seed: UInt64) -> [SlotSymbol] {
            let run = start(seed: seed)
            key(run, .function(5), at: 0)
            _ = screen(run)
            frame(run, at: 0.5)
            key(run, .enter, at: 1)
            frame(run, at: 20)
            frame(run, at: 40)
            return (run.gallery.currentScreen as? SlotMachineScreen)?.symbols ?? []
        }
        let a = spinOnce(seed: 11)
        #expect(a.count == 5)
        #expect(a == spinOnce(seed: 11))
        let others = (12...20).map { spinOnce(seed: $0) }
        #expect(others.contains { $0 != a })
    }
}
