import PickerKit

/// A quick reading of the plainest `picker date` command lines, so that the picker appears
/// without first paying for ArgumentParser's reflection (about a third of the date picker's start
/// before this path, measured with `perf record` on the static build; see the README's figures).
///
/// As ``ChooseFastPath``, it accepts only what it fully understands: the `date` subcommand, its
/// flags, and its options as `--name value` given once each, with a value that does not start
/// with "-" and that ArgumentParser would take as it is (a known mode, style, calendar or
/// selection; a whole number in range). Anything else — help, `--name=value`, a repeated option,
/// an unknown one, a value ArgumentParser would refuse — returns nil, and ArgumentParser reads the
/// line instead and gives its usual answers and errors. Both paths end in the same
/// ``DateArguments``, so the dates are checked by the same code.
enum DateFastPath {
    static func parse(_ arguments: [String]) -> DateArguments? {
        guard arguments.first == "date" else { return nil }
        let traits = TerminalTraits.current()
        var run = DateArguments(options: PromptOptions(traits: traits))
        var title: String?
        var timeout: Double?
        var look: (name: String?, spec: String?)
        var (fullscreen, noHints, accessible, timeoutStatus) = (false, false, false, false)
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
            case "--fullscreen": fullscreen = true
            case "--json": run.json = true
            case "--no-hints": noHints = true
            case "--accessible": accessible = true
            case "--timeout-status": timeoutStatus = true
            case "--week-numbers": run.weekNumbers = true
            default:
                guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
                let value = arguments[index]
                index += 1
                switch argument {
                case "--theme": look.name = value
                case "--color": look.spec = value
                default: guard read(argument, value, into: &run, title: &title, timeout: &timeout) else { return nil }
                }
            }
        }
        run.options = PromptOptions(
            title: title, fullscreen: fullscreen, timeout: timeout, answersAtTimeout: !timeoutStatus,
            showsHints: !noHints,
            accessible: accessible || traits.isDumb, traits: traits)
        guard let theme = ThemeOptions.quick(name: look.name, spec: look.spec, traits: traits) else { return nil }
        run.options.theme = theme
        return run
    }

    /// Takes one option's value as ArgumentParser would; false for anything it would refuse or
    /// that this reading does not know.
    private static func read(
        _ option: String, _ value: String, into run: inout DateArguments, title: inout String?,
        timeout: inout Double?
    ) -> Bool {
        switch option {
        case "--title": title = value
        case "--value": run.value = value
        case "--default": run.defaultValue = value
        case "--min": run.min = value
        case "--max": run.max = value
        case "--locale": run.locale = value
        case "--time-zone": run.timeZone = value
        case "--format": run.format = value
        case "--mode":
            guard let mode = DateCommand.ModeName(rawValue: value) else { return false }
            run.mode = mode
        case "--style":
            guard let style = DateCommand.StyleName(rawValue: value) else { return false }
            run.style = style
        case "--calendar":
            guard let calendar = DateCommand.CalendarName(rawValue: value) else { return false }
            run.calendar = calendar
        case "--select":
            guard let select = CalendarSelectionMode(rawValue: value) else { return false }
            run.select = select
        case "--minute-interval":
            guard let interval = Int(value) else { return false }
            run.minuteInterval = interval
        case "--height":
            guard let height = try? NumberArgument.height(value) else { return false }
            run.height = height
        case "--timeout":
            guard let seconds = try? NumberArgument.seconds(value, option: option) else { return false }
            timeout = seconds
        default:
            return false
        }
        return true
    }
}
