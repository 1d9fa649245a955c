import PickerKit

/// A quick reading of the plainest `picker number` command lines, so that the ruler appears
/// without first paying for ArgumentParser's reflection (more than half of the command's start
/// before this path, measured with `perf record` on the static build).
///
/// As ``ChooseFastPath``, it accepts only what it fully understands: the `number` subcommand, its
/// flags, and its options as `--name value` given once each. The numbers (`--min`, `--max`,
/// `--step`, `--value`, `--major`) take the next argument whatever it is, as ArgumentParser does
/// for them (so `--min -5` works); every other value must not start with "-" and must be one
/// ArgumentParser would take. Anything else returns nil, and ArgumentParser reads the line
/// instead and gives its usual answers and errors. The numbers are checked by `NumberOptions`
/// on both paths.
enum NumberFastPath {
    /// What the command line asks for.
    struct Run {
        var minimum, maximum, step, value, defaultValue, major, unit, title, themeName, colorSpec: String?
        var wrap = false
        var json = false
        var fullscreen = false
        var noHints = false
        var accessible = false
        var timeoutStatus = false
        var timeout: Double?
        var style = NumberCommand.Style.ruler

        /// Asks, as `NumberCommand.execute` does.
        @MainActor
        func execute() throws -> PromptOutcome<String> {
            let numbers: NumberOptions
            do {
                numbers = try NumberOptions(
                    minimum: minimum, maximum: maximum, step: step, value: value, unit: unit, wrap: wrap, major: major)
            } catch {
                throw UsageError(error.message(quoting: InertText.make, naming: NumberCommand.option))
            }
            let traits = TerminalTraits.current()
            let options = PromptOptions(
                title: title, fullscreen: fullscreen, timeout: timeout, answersAtTimeout: !timeoutStatus,
                showsHints: !noHints,
                accessible: accessible || traits.isDumb, traits: traits,
                theme: try ThemeOptions.theme(name: themeName, spec: colorSpec, traits: traits))
            return try NumberCommand.execute(
                numbers: numbers, default: defaultValue, json: json, options: options, style: style.promptStyle)
        }
    }

    static func parse(_ arguments: [String]) -> Run? {
        guard arguments.first == "number" else { return nil }
        var run = Run()
        // An array, not a Set: a Set<String> is one more generic type to set up at start, and
        // a command line holds a dozen options at most.
        var seen: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), !seen.contains(argument) else { return nil }
            seen.append(argument)
            switch argument {
            case "--wrap": run.wrap = true
            case "--json": run.json = true
            case "--fullscreen": run.fullscreen = true
            case "--no-hints": run.noHints = true
            case "--accessible": run.accessible = true
            case "--timeout-status": run.timeoutStatus = true
            case "--min", "--max", "--step", "--value", "--default", "--major":
                guard index < arguments.count else { return nil }
                let value = arguments[index]
                index += 1
                switch argument {
                case "--min": run.minimum = value
                case "--max": run.maximum = value
                case "--step": run.step = value
                case "--value": run.value = value
                case "--default": run.defaultValue = value
                default: run.major = value
                }
            case "--unit", "--title", "--style", "--timeout", "--theme", "--color":
                guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
                let value = arguments[index]
                index += 1
                switch argument {
                case "--unit": run.unit = value
                case "--title": run.title = value
                case "--theme": run.themeName = value
                case "--color": run.colorSpec = value
                case "--style":
                    guard let style = NumberCommand.Style(rawValue: value) else { return nil }
                    run.style = style
                default:
                    guard let seconds = try? NumberArgument.seconds(value, option: argument) else { return nil }
                    run.timeout = seconds
                }
            default:
                return nil
            }
        }
        return run
    }
}
