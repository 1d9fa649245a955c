import ArgumentParser
import PickerKit

/// `picker number`: a number on a ruler, a wheel or a mini picker.
struct NumberCommand: PromptCommand {
    static let configuration = CommandConfiguration(
        commandName: "number",
        abstract: "Choose a number on a ruler, a wheel or a mini picker.",
        discussion: """
            Examples:
              picker number --min 9 --max 999 --step 0.1 --value 70 --unit kg --wrap
              picker number --style wheel --min 1 --max 12
            --value is where the picker starts; --default is the answer without a terminal (and \
            when --timeout passes).
            Numbers are written as digits with an optional sign and "." as the decimal point \
            (70, -2.5, 0.25): a comma ("1,5", "1,000") or an exponent ("1e2") is an error that \
            says so. The answer is the value with the step's decimals (71.0), or a JSON number (--json). \
            Values are whole steps from --min, so they never drift. On the ruler: Left/Right one \
            step, Shift-Left/Right or PgUp/PgDn one labelled step, Home/End the ends; type a \
            number and press Enter to go to it. A drag slides the ruler and flings it on.
            """)

    /// How the number is shown, as `--style` reads it.
    enum Style: String, ExpressibleByArgument, CaseIterable {
        case ruler, wheel, mini

        /// The prompt's style.
        var promptStyle: NumberPrompt.Style {
            switch self {
            case .ruler: .ruler
            case .wheel: .wheel
            case .mini: .mini
            }
        }
    }

    @OptionGroup var common: CommonOptions

    @Option(
        name: .customLong("min"), parsing: .unconditional,
        help: ArgumentHelp("The smallest value (default \(NumberOptions.defaultMinimum)).", valueName: "number"))
    var minimum: String?

    @Option(
        name: .customLong("max"), parsing: .unconditional,
        help: ArgumentHelp("The largest value (default \(NumberOptions.defaultMaximum)).", valueName: "number"))
    var maximum: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The distance between two values, greater than 0 (default \(NumberOptions.defaultStep)); its decimals are the answer's.",
            valueName: "number"))
    var step: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The value to start on, rounded to a step.", valueName: "number"))
    var value: String?

    @Option(
        name: .customLong("default"), parsing: .unconditional,
        help: ArgumentHelp(
            "The answer when there is no terminal to ask on, or when --timeout passes (rounded to a step).",
            valueName: "number"))
    var defaultValue: String?

    @Option(help: ArgumentHelp("The unit shown after the value (not printed in the answer).", valueName: "text"))
    var unit: String?

    @Flag(help: "Go on from the largest value to the smallest, and back.")
    var wrap = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Steps from one labelled tick to the next (default \(NumberOptions.defaultMajor)).", valueName: "steps"))
    var major: String?

    @Option(help: "How the number is shown: ruler, wheel or mini.")
    var style: Style = .ruler

    /// The option that sets a ruler's setting, as messages name it.
    static func option(_ field: RulerField) -> String {
        switch field {
        case .minimum: "--min"
        case .maximum: "--max"
        case .step: "--step"
        case .value: "--value"
        case .major: "--major"
        case .unit: "--unit"
        }
    }

    /// The validated numbers; a bad one is a one-line error naming the option (exit status 2).
    func numbers() throws -> NumberOptions {
        do {
            return try NumberOptions(
                minimum: minimum, maximum: maximum, step: step, value: value, unit: unit, wrap: wrap, major: major)
        } catch {
            throw UsageError(error.message(quoting: InertText.make, naming: Self.option))
        }
    }

    @MainActor
    func execute(_ arguments: ArgumentBytes) throws -> PromptOutcome<Output.Answer> {
        try Self.execute(
            numbers: numbers(), default: defaultValue, json: common.json, options: common.promptOptions,
            style: style.promptStyle
        ).map(Output.Answer.init)
    }

    /// Asks for one of `numbers` (or, without a terminal, answers `defaultValue`), and writes the
    /// answer; shared with ``NumberFastPath``.
    @MainActor
    static func execute(
        numbers: NumberOptions, default defaultValue: String?, json: Bool, options: PromptOptions,
        style: NumberPrompt.Style
    ) throws -> PromptOutcome<String> {
        let answer = { (tick: Int) in json ? numbers.jsonNumber(atTick: tick) : numbers.text(atTick: tick) }
        let defaultTick = try defaultValue.map { text in
            switch numbers.scale.tick(for: text, policy: .reject) {
            case .success(let entry): return entry.tick
            case .failure(let error):
                throw UsageError(error.message(quoting: InertText.make) { $0 == .value ? "--default" : option($0) })
            }
        }
        if let defaultTick, !TerminalDevice.isAvailable { return .answered(answer(defaultTick)) }
        return try NoTerminal.remedy("give --default to answer without one") {
            try options.asking(default: defaultTick.map { tick in { answer(tick) } }) { options in
                try NumberPrompt(numbers: numbers, options: options, style: style).runTicksBlocking().map(answer)
            }
        }
    }
}
