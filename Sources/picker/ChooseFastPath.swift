import PickerKit

/// A quick reading of the plainest `picker choose` command lines, so that a shell script's
/// picker appears without first paying for ArgumentParser's reflection (about 2 ms of a 6 ms
/// start, measured with perf on the static build).
///
/// It accepts only what it fully understands: the `choose` subcommand, its flags, its options as
/// `--name value` given once each with a value that does not start with "-", and items that do
/// not start with "-". Anything else — help, `--name=value`, a repeated option, a value out of
/// range, an unknown flag, `--` — returns nil, and ArgumentParser reads the line instead and gives
/// its usual answers and errors. It fills the same `ChooseRequest` as `Choose.request(_:)`, the
/// items and the options that name one byte for byte; the end-to-end tests run both paths.
enum ChooseFastPath {
    static func parse(_ arguments: ArgumentBytes) -> ChooseRequest? {
        let texts = arguments.strings
        guard texts.first == "choose" else { return nil }
        var request = ChooseRequest(options: PromptOptions(answersAtTimeout: true), items: [])
        var accessible = false
        var seen: Set<String> = []
        var index = 1
        while index < texts.count {
            let argument = texts[index]
            index += 1
            guard argument.hasPrefix("-") else {
                request.items.append(arguments.raw[index - 1])
                continue
            }
            guard !seen.contains(argument) else { return nil }
            seen.insert(argument)
            switch argument {
            case "--fullscreen": request.options.fullscreen = true
            case "--json": request.json = true
            case "--no-hints": request.options.showsHints = false
            case "--accessible": accessible = true
            case "--cycle": request.settings.cyclic = true
            case "--filter": request.settings.filtering = true
            case "--exact": request.settings.exact = true
            case "--title", "--selected", "--height", "--timeout", "--default", "--style":
                guard index < texts.count, !texts[index].hasPrefix("-") else { return nil }
                let value = texts[index]
                let bytes = arguments.raw[index]
                index += 1
                switch argument {
                case "--title": request.options.title = value
                case "--selected":
                    request.settings.selected = bytes
                    request.settings.preselected = [bytes]
                case "--default": request.defaults = [bytes]
                case "--style":
                    guard let style = ChooseStyle(rawValue: value) else { return nil }
                    request.style = style
                case "--height":
                    guard let height = try? NumberArgument.height(value) else { return nil }
                    request.settings.visibleRows = height.visibleRows(&request.options)
                default:
                    guard let timeout = try? NumberArgument.seconds(value, option: argument) else { return nil }
                    request.options.timeout = timeout
                }
            default:
                return nil
            }
        }
        request.options.accessible = accessible || request.options.traits.isDumb
        return request
    }
}
