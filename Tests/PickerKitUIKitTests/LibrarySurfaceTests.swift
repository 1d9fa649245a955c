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

    /// The command line is a client of the public API: its own sources type-check from outside the
    /// package, so a `package` symbol it started to use fails here (inside the package the
    /// compiler would let it through).
    @Test func theCommandLineIsWrittenOnThePublicAPI() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/picker")
        var files: [String] = []
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walk?.nextObject() as? URL {
            if url.pathExtension == "swift" { files.append(url.path) }
        }
        #expect(files.count > 10, "the command line's sources are found: \(files)")
        let output = try Typecheck.run(files: files)
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

    /// The Getting Started article.
    static func gettingStarted() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(
            contentsOf: root.appendingPathComponent("Sources/PickerKit/PickerKit.docc/GettingStarted.md"),
            encoding: .utf8)
    }

    /// The Getting Started article's Swift blocks but the manifest's: those a program is made of,
    /// and the first try it shows refused (marked "refused").
    static func gettingStartedBlocks() throws -> (compiled: [String], refused: [String]) {
        let blocks = try gettingStarted().components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }.filter { !$0.contains(".package(url:") }
        return (blocks.filter { !$0.contains("// refused") }, blocks.filter { $0.contains("// refused") })
    }

    @Test func theGettingStartedArticlesCodeCompiles() throws {
        let blocks = try Self.gettingStartedBlocks().compiled
        #expect(blocks.count == 6)
        // One program, as a main.swift: the imports first, then every block in the article's order.
        let lines = blocks.joined(separator: "\n").components(separatedBy: "\n")
        let imports = Set(lines.filter { $0.hasPrefix("import ") }).sorted()
        let code = imports + lines.filter { !$0.hasPrefix("import ") }
        let output = try Typecheck.run(code.joined(separator: "\n"))
        #expect(!output.contains("error:"), "\(output)")
    }

    @Test func theGettingStartedArticleQuotesTheCompilersRefusal() throws {
        let refused = try #require(try Self.gettingStartedBlocks().refused.first)
        let output = try Typecheck.run("import Foundation\nimport PickerKit\n" + refused)
        // The errors the article quotes, word for word, are the compiler's.
        let quoted = try Self.gettingStarted().components(separatedBy: "\n").filter {
            $0.hasPrefix("error: main actor-isolated")
        }
        #expect(quoted.count == 2)
        for error in quoted { #expect(output.contains(error), "\(error)\n\(output)") }
    }

    @Test func theDocCommentsQuoteTheCompilersRefusal() throws {
        let output = try Typecheck.run(
            """
            import Foundation
            import PickerKit

            func plain() async throws {
                let picker = PickerView(components: [["Ham", "Turkey"]])
                var day = DatePrompt(mode: .date)
                day.minimumDate = Date()
                let prompt = Prompt(picker) { picker.selectedRow(inComponent: 0) }
                _ = (try await day.run(), try await prompt.run())
            }
            """)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for (file, count) in [
            ("PickerView/PickerView.swift", 1), ("Prompts/DatePrompt.swift", 2), ("Prompts/Prompt.swift", 1),
        ] {
            // The type's documentation as one line of text, and the errors it quotes.
            let source = try String(
                contentsOf: root.appendingPathComponent("Sources/PickerKit/" + file), encoding: .utf8)
            let documentation = source.components(separatedBy: "\n").filter { $0.hasPrefix("///") }
                .map { $0.dropFirst(3).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            let quotes = documentation.components(separatedBy: "(\"").dropFirst().compactMap {
                $0.components(separatedBy: "\")").first
            }.filter { $0.hasPrefix("main actor-isolated") }
            #expect(quotes.count == count, "\(file): \(quotes)")
            for quote in quotes { #expect(output.contains("error: " + quote), "\(file): \(quote)\n\(output)") }
        }
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
        #expect(output.contains("has no member"), "\(output)")
    }
}
