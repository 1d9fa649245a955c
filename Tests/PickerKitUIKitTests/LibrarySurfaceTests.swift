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

    @Test(arguments: [
        "WheelModel", "MonthGrid", "SearchCancellation", "CalendarNavigation", "DateWheelLayout", "ItemQuery",
        "TextFolding", "InertText", "DisplayWidth", "PromptLayout", "CommandPreview", "ItemListSource",
    ])
    func theEnginesPartsAreNotPartOfIt(name: String) throws {
        let output = try Typecheck.run(
            """
            import PickerKit

            let part: \(name).Type? = nil
            """)
        #expect(output.contains("cannot find type '\(name)' in scope"), "\(output)")
    }
}
