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
        var previewPosition = ChoosePreview.Position.right
        var look: (name: String?, spec: String?)
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
            case "--timeout-status": request.options.answersAtTimeout = false
            case "--cycle": request.settings.cyclic = true
            case "--filter": request.settings.filtering = true
            case "--exact": request.settings.exact = true
            case "--tac": request.settings.reversed = true
            case "--no-sort": request.settings.sortsMatches = false
            case "--ansi": request.settings.readsColors = true
            case "--print-query":
                request.printsQuery = true
                request.settings.answersWithoutMatch = true
            case "--title", "--selected", "--height", "--timeout", "--default", "--style", "--query", "--prompt",
                "--placeholder", "--header", "--preview", "--preview-position", "--header-lines", "--nth", "--with-nth",
                "--expect", "--theme", "--color":
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
                case "--theme": look.name = value
                case "--color": look.spec = value
                case "--style":
                    guard let style = ChooseStyle(rawValue: value) else { return nil }
                    request.style = style
                case "--height":
                    guard let height = try? NumberArgument.height(value) else { return nil }
                    request.settings.visibleRows = height.visibleRows(&request.options)
                case "--query": request.settings.query = value
                case "--prompt": request.settings.prompt = value
                case "--placeholder": request.settings.placeholder = value
                case "--header": request.settings.header = [value]
                case "--preview":
                    guard !value.isEmpty else { return nil }
                    request.settings.preview = ChoosePreview(
                        command: value, position: request.settings.preview?.position ?? .right)
                case "--preview-position":
                    guard let position = ChoosePreview.Position(rawValue: value) else { return nil }
                    previewPosition = position
                case "--header-lines":
                    guard let count = try? Choose.headerLineCount(value) else { return nil }
                    request.settings.headerLines = count
                case "--nth", "--with-nth":
                    guard let fields = try? Choose.fields(value, option: argument) else { return nil }
                    if argument == "--nth" {
                        request.settings.searchedFields = fields
                    } else {
                        request.settings.shownFields = fields
                    }
                case "--expect":
                    guard let keys = try? Choose.keys([value]) else { return nil }
                    request.settings.endingKeys = keys
                    request.expectsKeys = true
                default:
                    guard let timeout = try? NumberArgument.seconds(value, option: argument) else { return nil }
                    request.options.timeout = timeout
                }
            default:
                return nil
            }
        }
        request.options.accessible = accessible || request.options.traits.isDumb
        request.settings.preview?.position = previewPosition
        guard let theme = ThemeOptions.quick(name: look.name, spec: look.spec, traits: request.options.traits) else {
            return nil
        }
        request.options.theme = theme
        return request
    }
}
