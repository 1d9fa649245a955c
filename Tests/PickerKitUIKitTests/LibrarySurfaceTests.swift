import Foundation
import Testing

/// What a program that imports PickerKit sees, checked as such a program meets it: snippets
/// type-checked against the modules just built, outside this package, so a `package` declaration
/// is as invisible to them as to any user.
@Suite(.enabled(if: Typecheck.modules != nil, "needs the build's module folder beside the test runner"))
struct LibrarySurfaceTests {
    @Test func aWidgetOfOnesOwnIsWrittenWithThePickerVocabulary() throws {
        let output = try Typecheck.run(
            """
            import PickerKit

            @MainActor final class Counter: Widget {
                var frame = Rect(x: 0, y: 0, width: 0, height: 0)
                var isFocused = false
                var canFocus: Bool { true }
                private(set) var value = 0
                func render(into screen: inout Screen, theme: Theme) {
                    _ = screen.put("Count: \\(value)", in: frame, alignment: .center, style: theme.accent)
                }
                func handle(_ event: InputEvent, context: RunContext) -> Bool {
                    switch event {
                    case .key(.up, _): value += 1
                    case .key(.down, _): value -= 1
                    case .key(.character("q"), _): context.finish(.cancelled)
                    default: return false
                    }
                    return true
                }
            }

            @MainActor func count() async throws -> Int? {
                let counter = Counter()
                let prompt = Prompt(counter, hint: "↑↓ count") { counter.value }
                guard case .answered(let value) = try await prompt.run() else { return nil }
                let program = WidgetProgram(root: counter, theme: .standard(traits: .current())) { _, _ in 3 }
                let completion: Completion = try await EventLoop(options: EventLoopOptions()).run(program)
                _ = completion
                return value
            }
            """)
        #expect(!output.contains("error:"), "\(output)")
    }

    @Test func whatTheCommandLineNeedsIsThereForAnyProgram() throws {
        let output = try Typecheck.run(
            """
            import Foundation
            import PickerKit

            @MainActor func asks(variable: (String) -> String?) throws -> String? {
                // The locale of dates: given, or the environment's, with its week rules.
                let given: DateLocale? = try DateLocale(identifier: "de_DE")
                let locale = given ?? DateLocale(environment: variable)
                if let warning = locale.warning { print(InertText.make(warning)) }
                var calendar = locale.calendar(.gregorian)
                calendar.timeZone = .current
                _ = (locale.identifier, locale.source == .override, DateLocale.current.locale)

                // Dates as ISO 8601 text, and in a Unicode pattern.
                let day = try DateText.parse("2024-01-15", as: .date, timeZone: .current)
                let time = try DateText.parseTime("14:30").date(onDayOf: day, calendar: calendar)
                _ = (DateText.string(from: day, as: .dateTime, timeZone: .current), time, DateText.Form.month.pattern)
                _ = (try DateText.parseCountdown("1:30"), try DateText.parseRange("2024-01-15/2024-01-20", as: .date, timeZone: .current))
                switch DatePatternFormatter.problem(in: "dd.MM.yyyy") {
                case .strftime(let code)?: print(code)
                case .unknownLetter, .noField, .writesNothing: break
                case nil: break
                }
                _ = DatePatternFormatter.warnings(in: "YYYY").contains(.weekYear)
                let formatter = DatePatternFormatter(pattern: "dd.MM.yyyy", locale: locale.locale, timeZone: .current)
                _ = (formatter.string(from: day), formatter.date(from: "15.01.2024"))

                // The date prompt's own checks, and a bound as text.
                var prompt = DatePrompt(mode: .date, locale: locale.locale, calendar: calendar)
                if case .date(let bound) = try prompt.parseValue("2024-01-01") { prompt.minimumDate = bound }
                for problem in prompt.problems {
                    switch problem {
                    case .minimumAfterMaximum(let minimum, let maximum): print(minimum, maximum)
                    case .invalidMinuteInterval(let interval): print(interval)
                    }
                }

                // Numbers, as every option reads them.
                switch DecimalText.parse("1,5") {
                case .success(let number): print(number.canonicalText, number.significantDecimals, number.isNegative, number.isZero)
                case .failure(let failure): print(failure.explanation, failure == .comma)
                }

                // A dependent wheel from a file; a confirm's labels.
                let tree = try DependentTree(contentsOfFile: "states.plist", keepingOrder: true)
                _ = WheelPrompt(columns: .dependent(tree))
                _ = ConfirmPrompt.problem(affirmative: "Yes", negative: "yes") == .sameLabels

                // Choosing: items from a stream read into a store of one's own, read to the end
                // without asking, the bindings, the presentation, and the items the run read.
                var settings = ChooseSettings()
                settings.bindings = [KeyBinding(KeyChord("ctrl-x")!, .accept), KeyBinding(KeyChord("enter")!, .acceptOrQuery)]
                settings.presentation = ItemPresentation(readsColors: true, shownFields: try FieldSelection(parsing: "2.."))
                settings.limit = ChoosePrompt.maximumItemCount
                var store = ItemStore(separator: 0)
                store.trimsBlanks = true
                var choose = ChoosePrompt(items: .stream(fd: 0, into: store), settings: settings)
                let items = try choose.readItems()
                choose.items = .store(items)
                choose.itemsRead = { print($0.count) }
                _ = ChoosePrompt.Choice(item: 0, in: items, strippingColors: true)

                // Whether to ask at all, and what a prompt throws without a terminal.
                guard EventLoop.isTerminalAvailable else { return nil }
                do {
                    let answer = try choose.runBlocking().value
                    return answer?.choice?.value ?? answer?.query ?? answer?.key
                } catch let error as PromptError where error.reason == .noTerminal {
                    return nil
                }
            }
            """)
        #expect(!output.contains("error:"), "\(output)")
    }

    @Test func anAppsTestDrivesItsPromptsOnATestTerminal() throws {
        let output = try Typecheck.run(
            """
            import PickerKit
            import PickerKitTesting

            enum Fruit: String, CaseIterable, Sendable { case apple, banana }

            @MainActor func askForFruit(host: EventLoop.Host = .system) async throws -> Fruit? {
                var prompt = CasePrompt(Fruit.self, title: { $0.rawValue.capitalized })
                prompt.host = host
                return try await prompt.run().value
            }

            @MainActor func bananaIsAnswered() async throws -> Bool {
                let terminal = TestTerminal(columns: 40, rows: 10)
                terminal.type("ban")
                terminal.press(.down, modifiers: .shift)
                terminal.paste("an")
                terminal.wait(0.5)
                terminal.press(.enter)
                let fruit = try await askForFruit(host: terminal.host)
                let frame: TestTerminal.Frame? = terminal.lastFrame
                let style: Style? = frame.map { $0.screen[0, 0].style }
                _ = (terminal.frames.map(\\.text), frame?.lines, frame?.time, style, terminal.output, terminal.time)
                terminal.isConnected = false
                return fruit == .banana
            }
            """)
        #expect(!output.contains("error:"), "\(output)")
    }

    @Test func theTestingArticlesCodeCompiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/PickerKit/PickerKit.docc/TestingPrompts.md"),
            encoding: .utf8)
        // The Swift blocks but the manifest's, as one file: the app's function, then its test.
        let blocks = article.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        let code = blocks.filter { !$0.contains(".testTarget(") }
        #expect(code.count == 2)
        let output = try Typecheck.run(code.joined(separator: "\n"))
        #expect(!output.contains("error:"), "\(output)")
    }

    @Test func aPromptOutsideTheMainActorIsRefusedAsMainActorIsolated() throws {
        let output = try Typecheck.run(
            """
            import PickerKit

            func plain() async throws {
                let prompt = DatePrompt(mode: .date)
                _ = try await prompt.run()
            }
            """)
        #expect(output.contains("main actor-isolated"), "\(output)")
    }

    @Test(arguments: [
        "WheelModel", "MonthGrid", "SearchCancellation", "CalendarNavigation", "DateWheelLayout", "ItemQuery",
        "TextFolding", "DisplayWidth", "PromptLayout", "CommandPreview", "ItemListSource", "LoopHost",
        "SystemLoopHost", "ScriptedLoopHost", "TerminalDevice", "LocaleResolver", "WeekStart", "MonotonicClock",
        "ProcessEnvironment", "DependentTreeFile", "ChooseView", "DescriptorReader", "Renderer",
    ])
    func theEnginesPartsAreNotPartOfIt(name: String) throws {
        let output = try Typecheck.run(
            """
            import PickerKit
            import PickerKitTesting

            let part: \(name).Type? = nil
            """)
        #expect(output.contains("cannot find type '\(name)' in scope"), "\(output)")
    }

    @Test(arguments: [
        "ChooseSettings().separator", "ChooseSettings().endingKeys", "ChooseSettings().answersWithoutMatch",
    ])
    func theCommandLinesOldSettingsAreNotPartOfIt(member: String) throws {
        let output = try Typecheck.run(
            """
            import PickerKit

            @MainActor func settings() { _ = \(member) }
            """)
        #expect(output.contains("inaccessible due to 'package' protection level"), "\(output)")
    }
}
