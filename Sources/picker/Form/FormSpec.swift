/// A form as its spec gives it (a JSON file, or `--field` arguments), before the options of each
/// field are read by their subcommand's declarations (``FormFieldKind``): sections of rows, each
/// row a field or a note, every value still as text, with where it came from for messages.
struct FormSpec {
    /// The line above the form (the spec's `title`; `--title` wins).
    var title: String?
    var sections: [Section] = []

    /// A group of rows under an optional header, with an optional footer.
    struct Section {
        var header: String?
        var footer: String?
        var shownWhen: Condition?
        var rows: [Row] = []
    }

    /// A row: a field that asks, or a note that explains.
    enum Row {
        case field(Field)
        case note(String)
    }

    /// One question of the form.
    struct Field {
        /// The name of its answer: `env` in `env='prod'`.
        var key: String
        /// Its kind as written (`choose`), checked by ``FormFieldKind``.
        var kind: String
        /// The text on the row's left; the key when not given.
        var label: String?
        /// Its starting value and its answer without a terminal (several for a choice of several),
        /// as the kind's `--default` takes it.
        var defaults: [ArgumentValue] = []
        /// Submit needs a value here.
        var required = false
        /// Shown dimmed while the field has no value.
        var placeholder: String?
        var shownWhen: Condition?
        /// The kind's options as given: each name without its dashes (`min`), and its values.
        var options: [(name: String, values: [ArgumentValue])] = []
        /// Where it was given, for messages: `field "env"`, or the JSON path.
        var origin: String
    }

    /// When a field or a section is shown: while the field `key` has one of `values` (or, when
    /// `negated`, none of them).
    struct Condition {
        var key: String
        var values: [String]
        var negated: Bool
        /// Where it was given, for messages.
        var origin: String
    }

    /// Every field, in order.
    var fields: [Field] {
        sections.flatMap { section in
            section.rows.compactMap { row -> Field? in
                if case .field(let field) = row { return field }
                return nil
            }
        }
    }
}
