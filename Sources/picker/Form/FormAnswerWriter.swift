import PickerKit

/// The answers of a form as `picker form` prints them. Every field's key is written, each time:
/// a field hidden by its condition, or left without a value, is written empty (`KEY=''`) or as
/// JSON `null`, so a script that `eval`s the answers never sees a value left over from before.
///
/// - `KEY='value'` lines (the default), for `eval` in sh, bash and zsh alike: each value in
///   single quotes, a quote in it written `'\''`, so newlines, blanks, `$` and text in any script
///   arrive as they were. A choice of several is one value of one item a line (as `picker choose
///   --limit` prints them): arrays are written differently in each shell, and sh has none.
/// - `--json`: one object, in the form's order, with typed values: a number as a number, a switch
///   as `true`/`false`, a choice of several as an array, a date as `picker date` writes it.
/// - `--print0`: `KEY=value` with nothing quoted, each ended by NUL (`while IFS= read -r -d ''`).
enum FormAnswerWriter {
    /// How the answers are written.
    enum Format {
        case shell, json, print0
    }

    /// The answers as printed.
    @MainActor
    static func answer(_ answers: FormAnswers, plan: FormPlan, format: Format) -> Output.Answer {
        let values = answers.values
        switch format {
        case .json:
            let members = plan.keys.map { key -> (String, JSONText.Value) in
                guard let value = values[key], let style = plan.style(for: key) else { return (key, .literal("null")) }
                return (key, style.json(value))
            }
            return Output.Answer(JSONText.object(members))
        case .shell, .print0:
            let lines = plan.keys.map { key -> [UInt8] in
                let text = values[key].flatMap { value in plan.style(for: key).map { $0.text(value) } } ?? ""
                return Array((key + "=" + (format == .shell ? shellQuoted(text) : text)).utf8)
            }
            return Output.Answer(lines: lines, terminator: format == .print0 ? 0 : 0x0A)
        }
    }

    /// `text` in single quotes for sh, bash and zsh: `it's` is `'it'\''s'`. Read scalar by
    /// scalar: a quote followed by a combining accent is one character, but still a quote to the
    /// shell.
    static func shellQuoted(_ text: String) -> String {
        var quoted = String.UnicodeScalarView()
        quoted.append("'")
        for scalar in text.unicodeScalars {
            if scalar == "'" { quoted.append(contentsOf: "'\\''".unicodeScalars) } else { quoted.append(scalar) }
        }
        quoted.append("'")
        return String(quoted)
    }
}
