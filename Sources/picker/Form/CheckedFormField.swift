/// A field of a form with its kind's options read and checked by the kind's subcommand: the
/// subcommand's settings, as `picker number --min 1 --max 10` would hold them, and the field.
enum CheckedFormField {
    case choose(Choose, FormSpec.Field)
    case wheel(Wheel, FormSpec.Field)
    case date(DateCommand, FormSpec.Field)
    case number(NumberCommand, FormSpec.Field)
    case confirm(ConfirmCommand, FormSpec.Field)
    case input(InputCommand, FormSpec.Field)
    case write(WriteCommand, FormSpec.Field)
    case file(FileCommand, FormSpec.Field)

    /// The field as the spec gave it.
    var field: FormSpec.Field {
        switch self {
        case .choose(_, let field), .wheel(_, let field), .date(_, let field), .number(_, let field),
            .confirm(_, let field),
            .input(_, let field), .write(_, let field), .file(_, let field):
            field
        }
    }
}
