import ArgumentParser
import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `picker choose`: one item from a list, on a wheel.
struct Choose: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "choose",
        abstract: "Choose one item on a wheel.",
        discussion: """
            Items come from the arguments, or one per line from standard input when it is not a \
            terminal. Keys: Up/Down (or k/j), PgUp/PgDn, Home/End, type to jump to the first item \
            starting with what you type, Enter to choose, Esc to cancel. The mouse wheel scrolls; \
            a click spins a row into the band; a drag spins with momentum.
            """)

    @OptionGroup var common: CommonOptions

    @Option(help: "The item to start on.")
    var selected: String?

    @Flag(help: "Wrap around from the last item to the first.")
    var cycle = false

    @Option(
        name: .customLong("default"),
        help: "The answer to give when there is no terminal to ask on (it must be one of the items).")
    var defaultItem: String?

    @Option(help: "Visible rows of the wheel (an odd number).")
    var height = 7

    @Argument(help: "The items (default: lines of standard input).")
    var items: [String] = []

    func validate() throws {
        guard height >= 1, height % 2 == 1 else {
            throw ValidationError("--height must be an odd number of rows, at least 1 (got \(height))")
        }
    }

    /// What was asked for, in the form `ChooseRun` takes.
    var settings: ChooseRun {
        ChooseRun(
            options: common.promptOptions, json: common.json, selected: selected, cycle: cycle, height: height,
            defaultItem: defaultItem, items: items)
    }
}

/// One `picker choose`, whichever parser read its arguments.
struct ChooseRun {
    var options: PromptOptions
    var json: Bool
    var selected: String?
    var cycle: Bool
    var height: Int
    var defaultItem: String?
    var items: [String]

    @MainActor
    func execute() throws -> Int32 {
        if let defaultItem, (try? TerminalDevice()) == nil {
            return try answerWithoutTerminal(defaultItem)
        }
        let prompt: ChoosePrompt
        if !items.isEmpty {
            prompt = ChoosePrompt(
                items: items, options: options, selected: selected, cyclic: cycle, visibleRows: height)
        } else if isatty(STDIN_FILENO) == 0 {
            prompt = ChoosePrompt(
                streamingFrom: STDIN_FILENO, options: options, selected: selected, cyclic: cycle, visibleRows: height)
        } else {
            throw PromptError("no items: give them as arguments or one per line on standard input")
        }
        let outcome = try prompt.run()
        if let choice = outcome.value { printAnswer(index: choice.index, value: choice.value) }
        return outcome.exitStatus
    }

    func printAnswer(index: Int, value: String) {
        Output.print(json ? JSONText.object([("index", .number(index)), ("value", .string(value))]) : value)
    }

    /// No terminal, but `--default`: answer with it, once it is found among the items (all of
    /// standard input is read when the items come from there).
    func answerWithoutTerminal(_ answer: String) throws -> Int32 {
        var store = ItemStore(items)
        if items.isEmpty {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                buffer.withUnsafeBytes { store.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            }
            store.finish()
        }
        guard let index = (0..<store.count).first(where: { store[$0] == answer }) else {
            throw PromptError("no terminal to ask on, and --default \"\(answer)\" is not one of the items")
        }
        printAnswer(index: index, value: answer)
        return 0
    }
}
