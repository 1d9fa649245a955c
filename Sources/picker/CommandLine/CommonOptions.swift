import PickerKit

/// The options every asking subcommand takes: title, placement, timeout, output, hints,
/// accessibility and the look.
struct CommonOptions {
    var title: String?
    var fullscreen = false
    /// Seconds, checked: more than 0, at most a day (given as seconds or as `1m30s`).
    var timeout: Double?
    var timeoutStatus = false
    var json = false
    var noHints = false
    var accessible = false
    var look = ThemeOptions()
    /// What the terminal can do, as the environment says (read once).
    let traits: TerminalTraits
    /// The prompt options these describe, once every option is read (``resolve()``).
    private(set) var promptOptions: PromptOptions

    init() {
        traits = TerminalTraits.current()
        promptOptions = PromptOptions(traits: traits)
    }

    /// Their declarations, for a subcommand that keeps them where `part` reaches.
    static func options<Command>(_ part: @escaping Part<Command, CommonOptions>) -> [Option<Command>] {
        let own: [Option<CommonOptions>] = [
            .value("--title", value: "title", help: "A line shown above the picker.") { $0.title = $1.text },
            .flag(
                "--fullscreen", help: "Use the whole screen (the alternate screen) instead of lines below the prompt."
            ) { $0.fullscreen = true },
            .value(
                "--timeout", value: "duration",
                help: """
                    Answer after this long (seconds such as 30 or 0.5, or a duration such as 5s, 2m, 1m30s or 1h; \
                    at most a day) with --default if given, else with what the picker shows, as Enter would; status \
                    \(ExitStatus.timedOut) when it shows nothing to answer. The time left is shown on the hint line \
                    (with --no-hints, on the title or query line).
                    """
            ) { $0.timeout = try NumberArgument.seconds($1.text, option: $1.option) },
            .flag(
                "--timeout-status",
                help: "When --timeout passes, exit with status \(ExitStatus.timedOut) instead of answering."
            ) { $0.timeoutStatus = true },
            .flag("--json", help: "Print the answer as JSON.") { $0.json = true },
            .flag("--no-hints", help: "Do not show the line of key hints.") { $0.noHints = true },
            .flag(
                "--accessible",
                help: "Ask with plain lines that a screen reader can follow (also chosen for TERM=dumb)."
            ) { $0.accessible = true },
        ]
        return (own + ThemeOptions.options { try $1(&$0.look) }).map { $0.lifted(part) }
    }

    /// Makes the prompt options these describe, for the terminal the environment describes (a
    /// dumb one asks with plain lines) on the background `--background` gives.
    ///
    /// - Throws: `UsageError` for a `--theme` or `--color` that is not one.
    mutating func resolve() throws {
        let traits = look.traits(self.traits)
        promptOptions = PromptOptions(
            title: title, fullscreen: fullscreen, timeout: timeout, answersAtTimeout: !timeoutStatus,
            showsHints: !noHints, accessible: accessible || traits.isDumb, traits: traits,
            theme: try look.theme(traits: traits))
    }
}

/// `--theme NAME`, `--color SPEC` and `--background dark|light|auto`: the look of every
/// subcommand that draws.
///
/// `--theme` names one of PickerKit's themes (`Theme.names`); `--color` changes parts of it in the
/// manner of fzf's `--color` (`band:blue,dim:245,match:#ff8800:bold`, see `Theme.parse`). A spec
/// that starts with a theme's name starts from that theme instead of `--theme`'s. Both are fitted
/// to the terminal: under `NO_COLOR` (or `TERM=dumb`) only the attributes apply, but a bad name or
/// spec is refused all the same. `--background` picks the theme's form for a dark or a light
/// background (`TerminalTraits.background`); `auto`, the default, takes `COLORFGBG`, else asks the
/// terminal (OSC 11) while the picker is on screen.
struct ThemeOptions {
    /// The values of `--background`.
    enum Background: String, CaseIterable, Sendable {
        case auto, dark, light
    }

    var name: String?
    var spec: String?
    var background = Background.auto

    /// Their declarations, for settings that keep them where `part` reaches.
    static func options<Settings>(_ part: @escaping Part<Settings, ThemeOptions>) -> [Option<Settings>] {
        let own: [Option<ThemeOptions>] = [
            .value(
                "--theme", value: "name", help: "The look: \(ListText.commas(Theme.names)) (default: default).",
                completion: .choices
            ) { $0.name = $1.text },
            .value(
                "--color", value: "spec",
                help: """
                    Colours of parts of the look, as fzf's --color: [THEME,]PART:COLOUR[:ATTRIBUTE…],… with parts \
                    band, band-text, dim, title, hint, match, mark, accent, separator; colours a name, 0 to 255 or \
                    #rrggbb; attributes bold, dim, italic, underline, reverse, regular.
                    """
            ) { $0.spec = $1.text },
            .choice(
                "--background", Background.self, value: "background",
                help: """
                    The terminal's background, which the look's colours are chosen for: dark, light, or auto \
                    (COLORFGBG if set, else the terminal is asked while the picker is on screen).
                    """,
                default: .auto
            ) { $0.background = $1 },
        ]
        return own.map { $0.lifted(part) }
    }

    /// `traits` with the background `--background` gives (unchanged for `auto`).
    func traits(_ traits: TerminalTraits) -> TerminalTraits {
        var traits = traits
        switch background {
        case .auto: break
        case .dark: traits.background = .dark
        case .light: traits.background = .light
        }
        return traits
    }

    /// The theme these describe for a terminal with `traits`, or nil for neither option (the
    /// standard look).
    ///
    /// - Throws: `UsageError` naming the option that is wrong.
    func theme(traits: TerminalTraits) throws -> Theme? {
        guard name != nil || spec != nil else { return nil }
        if let name, Theme.named(name, traits: traits) == nil {
            throw UsageError("--theme '\(name)' is not a theme: \(ListText.commas(Theme.names))")
        }
        guard let spec else { return name.flatMap { Theme.named($0, traits: traits) } }
        // A spec that starts with a theme's name (a first part without ":" or "=") starts from it.
        let first = spec.prefix { $0 != "," }
        let namesTheme = !first.allSatisfy(\.isWhitespace) && !first.contains(":") && !first.contains("=")
        let full = name.map { namesTheme ? spec : $0 + "," + spec } ?? spec
        do {
            return try Theme.parse(full, traits: traits)
        } catch {
            throw UsageError("--color: \(error)")
        }
    }
}

/// `--height` of the subcommands that show wheels, as the command line gives it.
enum WheelHeight: Equatable {
    /// So many rows.
    case rows(Int)
    /// This percentage of the terminal's rows (at least one row), followed as it is resized.
    case percent(Int)

    /// The declaration of `--height` for settings that keep it where `part` reaches.
    static func option<Settings>(_ part: @escaping Part<Settings, WheelHeight>) -> Option<Settings> {
        Option<WheelHeight>.value(
            "--height", value: "rows",
            help: """
                Visible rows of the wheel: a number from 1 to \(NumberArgument.maximumHeight) (an even one puts the \
                band a row above the middle), or a percentage of the terminal's rows such as 40%.
                """,
            default: "7"
        ) { $0 = try NumberArgument.height($1.text) }.lifted(part)
    }

    /// The visible rows to give a prompt; a percentage goes into `options` instead.
    func visibleRows(_ options: inout PromptOptions) -> Int {
        switch self {
        case .rows(let rows): return rows
        case .percent(let percent):
            options.heightPercent = percent
            return 7
        }
    }
}
