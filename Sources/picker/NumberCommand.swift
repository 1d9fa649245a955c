import PickerKit

/// `picker number`: a number on a ruler, a wheel or a mini picker.
struct NumberCommand: AskingCommand {
    static let name = "number"
    static let abstract = "Choose a number on a ruler, a wheel or a mini picker."
    static var discussion: String {
        """
        Examples:
          picker number --min 9 --max 999 --step 0.1 --value 70 --unit kg --wrap
          picker number --style wheel --min 1 --max 12
        --value is where the picker starts; --default is the answer without a terminal (and when --timeout \
        passes).
        Numbers are written as digits with an optional sign and "." as the decimal point (70, -2.5, 0.25): a \
        comma ("1,5", "1,000") or an exponent ("1e2") is an error that says so. The answer is the value with the \
        step's decimals (71.0), or a JSON number (--json). Values are whole steps from --min, so they never \
        drift. On the ruler: Left/Right one step, Shift-Left/Right or PgUp/PgDn one labelled step, Home/End the \
        ends; type a number and press Enter to go to it. A drag slides the ruler and flings it on.
        """
    }
    static let defaultRemedy = "--default"

    /// How the number is shown, as `--style` reads it.
    enum Style: String, CaseIterable, Sendable {
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

    var common = CommonOptions()
    var minimum: String?
    var maximum: String?
    var step: String?
    var value: String?
    var defaultValue: String?
    var unit: String?
    var wrap = false
    var major: String?
    var style = Style.ruler
    /// The numbers, checked together once the line is read (nil before).
    var numbers: NumberOptions?
    /// The tick `--default` names, checked against the numbers.
    var defaultTick: Int?

    static let options: [Option<Self>] =
        CommonOptions.options { try $1(&$0.common) } + [
            .value("--min", value: "number", help: "The smallest value (default \(NumberOptions.defaultMinimum)).") {
                $0.minimum = $1.text
            },
            .value("--max", value: "number", help: "The largest value (default \(NumberOptions.defaultMaximum)).") {
                $0.maximum = $1.text
            },
            .value(
                "--step", value: "number",
                help:
                    "The distance between two values, greater than 0 (default \(NumberOptions.defaultStep)); its decimals are the answer's."
            ) { $0.step = $1.text },
            .value("--value", value: "number", help: "The value to start on, rounded to a step.") {
                $0.value = $1.text
            },
            .value(
                "--default", value: "number",
                help: "The answer when there is no terminal to ask on, or when --timeout passes (rounded to a step)."
            ) { $0.defaultValue = $1.text },
            .value("--unit", value: "text", help: "The unit shown after the value (not printed in the answer).") {
                $0.unit = $1.text
            },
            .flag("--wrap", help: "Go on from the largest value to the smallest, and back.") { $0.wrap = true },
            .value(
                "--major", value: "steps",
                help: "Steps from one labelled tick to the next (default \(NumberOptions.defaultMajor))."
            ) { $0.major = $1.text },
            .choice(
                "--style", Style.self, value: "style", help: "How the number is shown: ruler, wheel or mini.",
                default: .ruler
            ) {
                $0.style = $1
            },
        ]

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

    mutating func check() throws {
        let numbers: NumberOptions
        do {
            numbers = try NumberOptions(
                minimum: minimum, maximum: maximum, step: step, value: value, unit: unit, wrap: wrap, major: major)
        } catch {
            throw UsageError(error.message(quoting: InertText.make, naming: Self.option))
        }
        self.numbers = numbers
        defaultTick = try defaultValue.map { text in
            switch numbers.scale.tick(for: text, policy: .reject) {
            case .success(let entry): return entry.tick
            case .failure(let error):
                throw UsageError(
                    error.message(quoting: InertText.make) { $0 == .value ? "--default" : Self.option($0) })
            }
        }
    }

    @MainActor
    func prepare(_ options: PromptOptions) throws -> Question {
        guard let numbers else { throw UsageError("picker number was run before its options were checked") }
        let json = common.json
        let answer = { (tick: Int) in
            Output.Answer(json ? numbers.jsonNumber(atTick: tick) : numbers.text(atTick: tick))
        }
        var question = Question { options in
            try NumberPrompt(numbers: numbers, options: options, style: style.promptStyle).runBlocking().map {
                answer(try numbers.scale.tick(nearest: $0, policy: .clamp).get().tick)
            }
        }
        if let tick = defaultTick { question.defaultAnswer = { _ in answer(tick) } }
        return question
    }
}
