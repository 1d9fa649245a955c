import PickerKit

/// A quick reading of the plainest `picker choose` command lines, so that a shell script's
/// picker appears without first paying for ArgumentParser's reflection (about 2 ms of a 6 ms
/// start, measured with perf on the static build).
///
/// It accepts only what it fully understands: the `choose` subcommand, its flags, its options as
/// `--name value` given once each with a value that does not start with "-", and items that do
/// not start with "-". Anything else — help, `--name=value`, a repeated option, a value out of
/// range, an unknown flag, `--` — returns nil, and ArgumentParser reads the line instead and gives
/// its usual answers and errors. The end-to-end tests run both paths.
enum ChooseFastPath {
    static func parse(_ arguments: [String]) -> ChooseRun? {
        guard arguments.first == "choose" else { return nil }
        var run = ChooseRun(
            options: PromptOptions(), json: false, selected: nil, cycle: false, height: 7, defaultItem: nil,
            items: [])
        var accessible = false
        var seen: Set<String> = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                run.items.append(argument)
                continue
            }
            guard !seen.contains(argument) else { return nil }
            seen.insert(argument)
            switch argument {
            case "--fullscreen": run.options.fullscreen = true
            case "--json": run.json = true
            case "--no-hints": run.options.showsHints = false
            case "--accessible": accessible = true
            case "--cycle": run.cycle = true
            case "--filter": run.filter = true
            case "--exact": run.exact = true
            case "--title", "--selected", "--height", "--timeout", "--default", "--style":
                guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
                let value = arguments[index]
                index += 1
                switch argument {
                case "--title": run.options.title = value
                case "--selected": run.selected = value
                case "--default": run.defaultItem = value
                case "--style":
                    guard let style = ChooseStyle(rawValue: value) else { return nil }
                    run.style = style
                case "--height":
                    guard let height = Int(value), (try? NumberArgument.checkHeight(height)) != nil else { return nil }
                    run.height = height
                default:
                    guard let timeout = try? NumberArgument.seconds(value, option: argument) else { return nil }
                    run.options.timeout = timeout
                }
            default:
                return nil
            }
        }
        run.options.accessible = accessible || run.options.traits.isDumb
        return run
    }
}
