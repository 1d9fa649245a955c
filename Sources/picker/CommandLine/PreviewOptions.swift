import PickerKit

/// `--preview`, `--preview-window` and `--delimiter`: a pane with a command's output for what is in
/// the band, as fzf users write it (`picker choose`, `picker file`). The command's placeholders
/// and the window are checked where they are read (`PreviewTemplate`, `ChoosePreview.setWindow`);
/// a window or a delimiter without `--preview` is left unused, as fzf leaves it, so that
/// `PICKER_DEFAULT_OPTS` may set them for every preview.
struct PreviewOptions {
    var command: String?
    var window: String?
    var delimiter: [UInt8]?

    /// Their declarations, for a subcommand that keeps them where `part` reaches.
    static func options<Command>(_ part: @escaping Part<Command, PreviewOptions>) -> [Option<Command>] {
        let own: [Option<PreviewOptions>] = [
            .value(
                "--preview", value: "command",
                help: """
                    Show this shell command's output in a pane for what is in the band: {} it, {q} the query, {n} \
                    its index, {1} {-1} {2..} its fields, {+} the marked items, {f} a file of them (each quoted).
                    """
            ) { options, value in
                guard !value.text.isEmpty else { throw UsageError("--preview must not be empty") }
                options.command = try template(value.text).text
            },
            .value(
                "--preview-window", value: "spec",
                help: """
                    The preview's window, fzf's parts joined by commas: right, left, top or bottom; a size (40% or \
                    20); wrap; hidden (Alt-P shows it); border or noborder.
                    """
            ) { options, value in
                var preview = ChoosePreview(command: "")
                try setWindow(value.text, of: &preview)
                options.window = value.text
            },
            .value(
                "--delimiter", value: "text",
                help: "What separates the fields of the preview's {1}, {2..} … (else blanks, as awk splits them)."
            ) { options, value in
                guard !value.bytes.isEmpty else { throw UsageError("--delimiter must not be empty") }
                options.delimiter = value.bytes
            },
        ]
        return own.map { $0.lifted(part) }
    }

    /// The preview these describe, standing at `position` unless the window names another; nil
    /// without `--preview`.
    func preview(position: ChoosePreview.Position = .right) throws -> ChoosePreview? {
        guard let command else { return nil }
        var preview = ChoosePreview(command: command, position: position)
        if let window { try Self.setWindow(window, of: &preview) }
        preview.delimiter = delimiter
        return preview
    }

    /// `--preview`: the command, its placeholders checked.
    private static func template(_ command: String) throws -> PreviewTemplate {
        do {
            return try PreviewTemplate(parsing: command)
        } catch {
            throw UsageError("--preview \(error.description)")
        }
    }

    /// `--preview-window`: fzf's specification, set on `preview`.
    private static func setWindow(_ specification: String, of preview: inout ChoosePreview) throws {
        do {
            try preview.setWindow(specification)
        } catch {
            throw UsageError("--preview-window \(error.description)")
        }
    }
}
