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

    @Option(parsing: .unconditional, help: "Visible rows of the wheel (an odd number, at most 999).")
    var height = 7

    @Option(help: "How the items are shown: wheel, or mini (one line, the item between two arrows).")
    var style: ChooseStyle = .wheel

    @Argument(help: "The items (default: lines of standard input).")
    var items: [String] = []

    func validate() throws {
        try NumberArgument.checkHeight(height)
    }

    /// What was asked for, in the form `ChooseRun` takes.
    var settings: ChooseRun {
        ChooseRun(
            options: common.promptOptions, json: common.json, selected: selected, cycle: cycle, height: height,
            defaultItem: defaultItem, items: items, style: style)
    }
}

/// How `picker choose` shows the items.
enum ChooseStyle: String, ExpressibleByArgument, CaseIterable {
    /// A wheel of rows.
    case wheel
    /// A mini picker: the item between two arrows, its neighbours across the line.
    case mini
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
    var style = ChooseStyle.wheel

    /// Asks (or, without a terminal, answers with `--default`) and returns the answer to print.
    @MainActor
    func execute() throws -> PromptOutcome<Output.Answer> {
        if let defaultItem, !TerminalDevice.isAvailable {
            return .answered(try answerWithoutTerminal(defaultItem))
        }
        let source: ChoosePrompt.Items
        if !items.isEmpty {
            source = .list(items)
        } else if isatty(STDIN_FILENO) == 0 {
            source = .stream(fd: STDIN_FILENO)
        } else {
            throw PromptError("no items: give them as arguments or one per line on standard input")
        }
        if style == .mini {
            let mini = MiniChoosePrompt(items: source, options: options, selected: selected, cyclic: cycle)
            return try mini.run().map { answer($0) }
        }
        let prompt = ChoosePrompt(
            items: source, options: options, selected: selected, cyclic: cycle, visibleRows: height)
        return try prompt.run().map { answer($0) }
    }

    /// The answer as printed: the item's bytes as they came, or JSON with its index (where
    /// bytes that are not UTF-8 show as U+FFFD).
    func answer(_ choice: ChoosePrompt.Choice) -> Output.Answer {
        guard json else { return Output.Answer(bytes: choice.bytes) }
        return Output.Answer(JSONText.object([("index", .number(choice.index)), ("value", .string(choice.value))]))
    }

    /// No terminal, but `--default`: answer with it, once it is found among the items (all of
    /// standard input is read when the items come from there).
    @MainActor
    func answerWithoutTerminal(_ answer: String) throws -> Output.Answer {
        let source = ItemListSource(store: ItemStore(items))
        if items.isEmpty {
            do {
                _ = try ChoosePrompt.read(STDIN_FILENO, into: source, for: .infinity)
            } catch {
                throw PromptError("standard input: \(error.description)")
            }
        }
        let wanted = Array(answer.utf8)
        let store = source.store
        guard let index = (0..<store.count).first(where: { store.utf8(at: $0).elementsEqual(wanted) }) else {
            throw PromptError("no terminal to ask on, and --default \"\(answer)\" is not one of the items")
        }
        return self.answer(ChoosePrompt.Choice(index: index, value: answer, bytes: wanted))
    }
}
