import ArgumentParser
import PickerKit

/// `--theme NAME` and `--color SPEC`: the look of every subcommand that draws.
///
/// `--theme` names one of PickerKit's themes (`Theme.names`); `--color` changes parts of it in the
/// manner of fzf's `--color` (`band:blue,dim:245,match:#ff8800:bold`, see `Theme.parse`). A spec
/// that starts with a theme's name starts from that theme instead of `--theme`'s. Both are
/// fitted to the terminal: under `NO_COLOR` (or `TERM=dumb`) only the attributes apply, but a bad
/// name or spec is refused all the same (exit status 2, naming the option).
struct ThemeOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The look: \(Theme.names.joined(separator: ", ")) (default: default).", valueName: "name"),
        completion: .list(Theme.names))
    var theme: String?

    @Option(
        help: ArgumentHelp(
            "Colours of parts of the look, as fzf's --color: [THEME,]PART:COLOUR[:ATTRIBUTE…],… with parts band, band-text, dim, title, hint, match, mark, accent, separator; colours a name, 0 to 255 or #rrggbb; attributes bold, dim, italic, underline, reverse, regular.",
            valueName: "spec"))
    var color: String?

    func validate() throws {
        _ = try Self.theme(name: theme, spec: color, traits: TerminalTraits.current())
    }

    /// The theme these options describe for a terminal with `traits`; nil for neither option
    /// (the standard look). Validated when the options were parsed.
    func resolved(traits: TerminalTraits) -> Theme? {
        (try? Self.theme(name: theme, spec: color, traits: traits)) ?? nil
    }

    /// The theme `--theme name` and `--color spec` describe, or nil for neither.
    ///
    /// - Throws: `UsageError` naming the option that is wrong.
    static func theme(name: String?, spec: String?, traits: TerminalTraits) throws -> Theme? {
        guard name != nil || spec != nil else { return nil }
        if let name, Theme.named(name, traits: traits) == nil {
            throw UsageError("--theme '\(name)' is not a theme: \(Theme.names.joined(separator: ", "))")
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

    /// The theme for a quick reading of the command line (``ChooseFastPath`` and the others):
    /// nil when a name or spec is bad, so that ArgumentParser reads the line and reports it.
    static func quick(name: String?, spec: String?, traits: TerminalTraits) -> Theme?? {
        do {
            return .some(try theme(name: name, spec: spec, traits: traits))
        } catch {
            return nil
        }
    }
}
