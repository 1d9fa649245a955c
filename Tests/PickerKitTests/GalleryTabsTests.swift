import Foundation
import Testing

@testable import PickerKit
@testable import PickersDemo

/// The gallery run by hand: a program, its context and a clock, with a configuration folder of
/// its own.
@MainActor
struct GalleryRun {
    let gallery: Gallery
    let program: WidgetProgram
    let context = RunContext(now: 0)
    var time = 0.0

    init(config: URL, theme: Theme = .monochrome) {
        gallery = Gallery(seed: 1, environment: ["XDG_CONFIG_HOME": config.path, "HOME": "/nonexistent"])
        program = gallery.makeProgram(theme: theme)
        context.program = program
        program.start(context: context)
        _ = screen()
    }

    /// Frames every 1/60 s for `seconds`, as the loop makes them.
    mutating func wait(_ seconds: Double) {
        let end = time + seconds
        while time < end {
            time += 1.0 / 60
            context.now = time
            context.runDueTimers()
            _ = program.advance(context: context)
        }
    }

    /// A key, then a frame drawn, as the loop does after every burst of input (the focus
    /// follows the tab on show when the frame is laid out).
    mutating func key(_ key: Key, _ modifiers: Modifiers = []) {
        time += 0.01
        program.handle(.key(key, modifiers), context: context.at(time))
        _ = program.advance(context: context)
        _ = screen()
    }

    /// A click of the left button (press and release) at a screen position, then a frame.
    mutating func click(column: Int, row: Int) {
        for action in [MouseAction.press, .release] {
            time += 0.01
            program.handle(
                .mouse(MouseEvent(button: .left, action: action, column: column, row: row)), context: context.at(time))
        }
        _ = program.advance(context: context)
        _ = screen()
    }

    func screen(width: Int = 80, height: Int = 28) -> Screen {
        var screen = Screen(width: width, height: height)
        program.frame(into: &screen)
        return screen
    }

    var text: String { screen().textDump }
}

/// `text` with every run of white space, line breaks included, made one space.
func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
}

/// A fresh folder, removed after `body`.
@MainActor
func withConfigFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

@Suite("Gallery: Weight")
@MainActor
struct WeightTabTests {
    @Test("F7 shows 70.0 kg in large digits over the ruler; Right adds 0.1")
    func ruler() throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            run.key(.function(7))
            var text = run.text
            #expect(text.contains("Endless ruler: body weight"))
            for line in BigNumber.lines("70.0") { #expect(text.contains(line.trimmingSpaces()), "\(line)") }
            #expect(text.contains(" kg"))
            #expect(text.contains("70.0") && text.contains("71.0"), "the labels")
            run.key(.right)
            run.wait(0.5)
            text = run.text
            for line in BigNumber.lines("70.1") { #expect(text.contains(line.trimmingSpaces())) }
        }
    }

    @Test("the unit switch converts, and back again without drift")
    func units() throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            run.key(.function(7))
            let weight = try #require(run.gallery.currentScreen as? WeightScreen)
            run.key(.right)
            run.key(.right)
            run.wait(0.5)
            run.key(.tab)
            #expect(run.program.focused === weight.unitPicker)
            for _ in 0..<3 {
                run.key(.right)
                run.wait(0.5)
                #expect(weight.unit == .pounds)
                #expect(weight.ruler.valueText == "154.8", "70.2 kg is 154.76 lb")
                #expect(run.text.contains(" lb"))
                run.key(.left)
                run.wait(0.5)
                #expect(weight.ruler.valueText == "70.2")
            }
            // A value chosen in pounds converts from there.
            run.key(.right)
            run.wait(0.5)
            run.key(.tab, .shift)
            run.key(.end)
            run.wait(1)
            #expect(weight.ruler.valueText == "2200.0")
            run.key(.tab)
            run.key(.left)
            run.wait(0.5)
            #expect(weight.ruler.valueText == "997.9", "2200 lb is 997.90 kg")
        }
    }

    @Test("every big digit is three columns wide and three lines tall")
    func glyphs() {
        for (character, lines) in BigNumber.glyphs {
            #expect(lines.count == 3)
            let width = character == "." ? 1 : 3
            #expect(lines.allSatisfy { DisplayWidth.of($0) == width }, "\(character)")
        }
        #expect(BigNumber.lines("-1.5").map { DisplayWidth.of($0) } == [13, 13, 13])
    }
}

@Suite("Gallery: Thermostat")
@MainActor
struct ThermostatTabTests {
    /// The schedule file in `folder`, decoded.
    func saved(in folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("pickers/thermostat.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func weekdayWake(_ file: [String: Any]) -> [String: Any]? {
        (file["weekday"] as? [String: Any])?["wake"] as? [String: Any]
    }

    @Test("F8 shows the schedule; a field opens its picker in a sheet, preselected")
    func table() throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            run.key(.function(8))
            var text = run.text
            #expect(text.contains("Data entry: a thermostat schedule"))
            for word in ["Start", "Heat", "Cool", "Weekday", "Weekend", "Wake", "Leave", "Return", "Sleep"] {
                #expect(text.contains(word), "\(word)")
            }
            #expect(text.contains("Wake     6:00 AM   70°F   78°F"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pickers").path))
            run.key(.enter)
            run.wait(0.5)
            let screen = try #require(run.gallery.currentScreen as? DeferredScreen)
            let thermostat = try #require(screen.screen as? ThermostatScreen)
            #expect(thermostat.sheet?.isOpen == true)
            text = run.text
            #expect(text.contains("Weekday · Wake · Start"))
            #expect(text.contains("[ Done ]"))
            let band = run.screen()
            let row = try #require((0..<band.height).first { band.text(row: $0).contains("6    00   AM") })
            #expect(row > 15, "the sheet's picker, preselected to 6:00 AM, is at the bottom")
        }
    }

    @Test("a change shows in its row at once and is saved; the file survives a restart")
    func changeAndRestart() throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            run.key(.function(8))
            run.key(.enter)
            run.wait(0.5)
            run.key(.down)
            run.wait(0.5)
            #expect(run.text.contains("Wake     7:00 AM   70°F   78°F"), "the row changed while the sheet is up")
            let first = try saved(in: folder)
            #expect(weekdayWake(first)?["time"] as? String == "07:00")
            run.key(.right)
            run.key(.down)
            run.key(.enter)  // Done: the commit settles the spinning minutes first
            run.wait(0.5)
            #expect(run.program.modal == nil)
            #expect(run.text.contains("Wake     7:15 AM"))
            let second = try saved(in: folder)
            #expect(weekdayWake(second)?["time"] as? String == "07:15")
            // Heat, then Esc.
            run.key(.right)
            run.key(.enter)
            run.wait(0.5)
            run.key(.up)
            run.key(.up)
            run.wait(0.5)
            run.key(.escape)
            run.wait(0.5)
            #expect(run.program.modal == nil)
            #expect(run.text.contains("Wake     7:15 AM   68°F   78°F"))

            var again = GalleryRun(config: folder)
            again.key(.function(8))
            #expect(again.text.contains("Wake     7:15 AM   68°F   78°F"), "read back at start")
        }
    }

    @Test("with the sheet up, Tab, Shift-Tab or a click on another field retargets it at once")
    func retarget() throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            run.key(.function(8))
            run.key(.enter)
            run.wait(0.5)
            let thermostat = try #require((run.gallery.currentScreen as? DeferredScreen)?.screen as? ThermostatScreen)
            let sheet = try #require(thermostat.sheet)
            #expect(run.text.contains("tab next field · shift-tab previous"))
            run.key(.down)  // 7:00 AM, still spinning when Tab comes
            run.key(.tab)
            #expect(thermostat.sheet === sheet && sheet.isOpen, "the same sheet, still up: no slide")
            #expect(sheet.title == "Weekday · Wake · Heat")
            #expect((sheet.content as? PickerView)?.selectedTitles == ["70°F"], "preselected to the field")
            #expect(thermostat.table.focusedColumn == ThermostatScreen.Field.heat.rawValue)
            #expect(weekdayWake(try saved(in: folder))?["time"] as? String == "07:00", "the field left was settled")
            run.key(.tab, [.shift])
            #expect(sheet.title == "Weekday · Wake · Start")
            // The time's picker is the form library's date picker: it reads back the 7:00 AM kept.
            let seven = ThermostatScreen.timeDay.addingTimeInterval(7 * 3_600)
            #expect(thermostat.editing?.editor.read() == .date(seven))
            #expect(run.text.contains("7    00   AM"), "the time wheels on 7:00 AM")
            // One click on Leave's Cool, above the sheet.
            let screen = run.screen()
            let titles = try #require((0..<screen.height).first { screen.text(row: $0).contains("Start") })
            let leave = try #require((0..<screen.height).first { screen.text(row: $0).contains("Leave") })
            let cool = try #require(screen.column(of: "Cool", row: titles))
            run.click(column: cool + 1, row: leave)
            #expect(thermostat.sheet === sheet && sheet.isOpen)
            #expect(sheet.title == "Weekday · Leave · Cool")
            #expect(thermostat.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
            run.wait(0.5)
            #expect(run.program.modal === sheet)
            // The last field: Tab rings the bell and the sheet stays.
            thermostat.openSheet(
                for: TableIndexPath(row: 3, section: 1), field: .cool, context: run.context.at(run.time))
            let bells = run.context.bellsRequested
            run.key(.tab)
            #expect(sheet.title == "Weekend · Sleep · Cool" && run.context.bellsRequested == bells + 1)
            // A click above that is on no field closes the sheet.
            run.click(column: 40, row: 1)
            run.wait(0.5)
            #expect(run.program.modal == nil && thermostat.sheet == nil)
        }
    }

    @Test("°C shows every setpoint converted and is saved; a refused value springs back")
    func celsiusAndLimits() throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            run.key(.function(8))
            run.key(.tab)
            run.key(.right)
            run.wait(0.5)
            #expect(run.text.contains("Wake     6:00 AM   21°C   26°C"))
            #expect(try saved(in: folder)["unit"] as? String == "celsius")
            run.key(.tab)
            run.key(.right)
            run.key(.right)
            run.key(.enter)  // Weekday · Wake · Cool
            run.wait(0.5)
            run.key(.home)
            run.wait(1)
            // The coolest allowed is 3 °F above the heating setpoint: the picker springs back.
            let thermostat = try #require((run.gallery.currentScreen as? DeferredScreen)?.screen as? ThermostatScreen)
            #expect(thermostat.schedule[.weekday, .wake].cool == 48)
            #expect(thermostat.schedule[.weekday, .wake].heat == 45)
            run.wait(1)
            let picker = try #require(thermostat.sheet?.content as? PickerView)
            #expect(picker.selectedTitles == ["9°C"])
        }
    }

    @Test("every field is a form field that takes its value, in both units, under a key of its own")
    func formFields() {
        let screen = ThermostatScreen(environment: [:], backupTag: 1)
        for unit in TemperatureUnit.allCases {
            screen.setUnit(unit)
            let fields = ThermostatScreen.fieldOrder.map { screen.formField($0.field, at: $0.indexPath) }
            #expect(Set(fields.map(\.key)).count == 24)
            #expect(fields.first?.label == "Weekday · Wake · Start" && fields.last?.label == "Weekend · Sleep · Cool")
            for (place, field) in zip(ThermostatScreen.fieldOrder, fields) {
                let value = screen.formValue(place.field, at: place.indexPath)
                #expect(field.problem(with: value) == nil, "\(field.label) = \(value)")
            }
            let form = Form(sections: [FormSection(fields: fields)])
            #expect(form.problems.isEmpty, "\(form.problems)")
        }
        let wake = screen.formValue(.time, at: TableIndexPath(row: 0, section: 0))
        #expect(wake == .date(ThermostatScreen.timeDay.addingTimeInterval(6 * 3_600)), "6:00 AM on the time's day")
        #expect(screen.formValue(.heat, at: TableIndexPath(row: 0, section: 0)) == .number(21), "70 °F in °C")
    }

    @Test("a corrupt file is moved aside, the defaults are used, and the tab says so")
    func corruptFile() throws {
        try withConfigFolder { folder in
            let file = folder.appendingPathComponent("pickers/thermostat.json")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{\"version\": 1, \u{1B}[31m".utf8).write(to: file)
            let screen = ThermostatScreen(store: ThermostatStore(fileURL: file), backupTag: 7)
            screen.frame = Rect(x: 0, y: 0, width: 80, height: 28)
            screen.layout()
            var shown = Screen(width: 80, height: 28)
            screen.render(into: &shown, theme: .monochrome)
            let text = words(shown.textDump)
            #expect(text.contains("is not valid JSON; moved it to"))
            #expect(text.contains("thermostat.json.bad-7"))
            #expect(!text.contains("\u{1B}"), "the message is inert")
            #expect(text.contains("Wake 6:00 AM 70°F 78°F"), "the defaults")
            #expect(FileManager.default.fileExists(atPath: file.path + ".bad-7"))
            #expect(!FileManager.default.fileExists(atPath: file.path), "nothing written until a change")
        }
    }

    @Test("without a configuration folder the tab says the schedule is not saved")
    func noFolder() {
        let screen = ThermostatScreen(environment: [:], backupTag: 1)
        screen.frame = Rect(x: 0, y: 0, width: 80, height: 28)
        screen.layout()
        var shown = Screen(width: 80, height: 28)
        screen.render(into: &shown, theme: .monochrome)
        #expect(words(shown.textDump).contains("the schedule will not be saved"))
    }
}

@Suite("Gallery: Mini")
@MainActor
struct MiniTabTests {
    @Test("F10 shows the month, year and time pickers and the form; Order reads them")
    func form() throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            run.key(.function(10))
            var text = run.text
            #expect(text.contains("Mini pickers: compact pickers for forms"))
            // The months are bordered labels, as the seed's mini picker shows views, each neighbour
            // whole.
            #expect(text.contains("Month  │ Februari  │ ◀ │   Maart   │ ▶ │   April   │"))
            #expect(text.contains("╭───────────╮   ╭───────────╮   ╭───────────╮"))
            #expect(text.contains("Year  ◀ 2025 ▶"))
            #expect(text.contains("│ ◀ 9  ▶ │ ◀ 41 ▶ │ ◀ AM ▶ │"))
            #expect(text.contains("Maart 2025, 9:41 AM"))
            run.key(.right)  // Month: April (Dutch as well)
            run.key(.tab)
            run.key(.left)  // Year: 2024
            run.key(.tab)
            run.key(.right)  // Hour: 10
            run.key(.tab)
            run.key(.tab)
            run.key(.right)  // PM
            run.wait(0.5)
            #expect(run.text.contains("April 2024, 10:41 PM"))
            run.key(.tab)
            run.key(.right)  // Size: Large
            run.key(.tab)
            run.key(.character("o"))  // Milk: Oat milk
            run.key(.tab)
            run.key(.end)  // Shots: 4
            run.key(.tab)
            run.key(.enter)  // Order
            text = run.text
            #expect(text.contains("Your order"))
            #expect(text.contains("A large coffee with oat milk and 4 shots."))
        }
    }
}

@Suite("Gallery: the new tabs at any size")
@MainActor
struct NewTabsAnySizeTests {
    /// What each tab shows when there is room: the ruler's unit, the sheet's Done button, a
    /// mini picker's arrows.
    static let shown: [Int: String] = [7: " kg", 8: "Done", 10: "◀"]

    @Test(
        "Weight, Thermostat (with its sheet) and Mini draw at any size, filling the screen and no more",
        arguments: [(0, 0), (1, 1), (1, 12), (12, 1), (20, 6), (40, 12), (200, 60)])
    func anySize(width: Int, height: Int) throws {
        try withConfigFolder { folder in
            var run = GalleryRun(config: folder)
            for key in [7, 8, 10] {
                run.key(.function(key))
                if key == 8 {
                    run.key(.enter)
                    run.wait(0.1)
                    _ = run.screen(width: width, height: height)
                    run.wait(0.5)
                }
                let screen = run.screen(width: width, height: height)
                #expect(screen.width == width && screen.height == height)
                if width >= 40 && height >= 12, let wanted = Self.shown[key] {
                    #expect(screen.textDump.contains(wanted), "F\(key) at \(width)×\(height) shows \(wanted)")
                }
                if width * height > 0 && width >= 12 {
                    #expect(screen.textDump.contains { !$0.isWhitespace }, "F\(key) draws something")
                }
                run.key(.right)
                run.wait(0.3)
                _ = run.screen(width: width, height: height)
                if key == 8 { run.key(.escape) }
                run.wait(0.5)
            }
        }
    }
}
